package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"time"

	"claimsline/internal/config"
	"claimsline/internal/postgres"
)

const purgeUsage = "usage: claimsline purge [--older-than AGE] [--every INTERVAL]   (AGE like 90d or 36h; default RETENTION)"

// purge removes the words of calls that ended more than the retention age ago (see
// postgres.DB.Purge). With --every it keeps running and purges again at that interval, for a
// container scheduler with no cron (the compose profile); Kubernetes uses a CronJob instead.
func purge(ctx context.Context, args []string) error {
	cfg, log, err := load()
	if err != nil {
		return err
	}
	fs := flag.NewFlagSet("purge", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	olderThan := fs.String("older-than", "", "purge calls that ended longer ago than this (default RETENTION)")
	every := fs.Duration("every", 0, "purge again at this interval until stopped")
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("purge: %w (%s)", err, purgeUsage)
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("purge: unexpected argument %q (%s)", fs.Arg(0), purgeUsage)
	}
	age := cfg.Retention
	if *olderThan != "" {
		if age, err = config.ParseAge(*olderThan); err != nil {
			return fmt.Errorf("purge: --older-than: %w", err)
		}
	}
	if *every < 0 || (*every > 0 && *every < time.Minute) {
		return fmt.Errorf("purge: --every must be at least 1m (%s)", purgeUsage)
	}
	db, err := postgres.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer db.Close()
	for {
		if err := purgeOnce(ctx, db, log, age); err != nil {
			if *every == 0 {
				return err
			}
			// A scheduled purge that failed is tried again next time; the service is unaffected.
			log.Error("purge failed", "err", err)
		}
		if *every == 0 {
			return nil
		}
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(*every):
		}
	}
}

func purgeOnce(ctx context.Context, db *postgres.DB, log *slog.Logger, age time.Duration) error {
	cutoff := time.Now().Add(-age)
	p, err := db.Purge(ctx, cutoff)
	if err != nil {
		if errors.Is(err, context.Canceled) {
			return nil
		}
		return err
	}
	log.Info("purge done", "older_than", age.String(), "cutoff", cutoff.UTC(),
		"calls", p.Calls, "snapshots_deleted", p.Snapshots, "records_scrubbed", p.Records)
	return nil
}
