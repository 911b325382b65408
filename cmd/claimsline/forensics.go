package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"claimsline/internal/config"
	calls "claimsline/internal/record/forensics"
)

const forensicsUsage = "usage: claimsline forensics CALL_ID | claimsline forensics --recent N"

// forensics prints one call's timeline, or the most recent calls, from DATABASE_URL (or the
// local default). It reads only: it neither creates nor migrates the database.
func forensics(ctx context.Context, out io.Writer, args []string) error {
	fs := flag.NewFlagSet("forensics", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	recent := fs.Int("recent", 0, "list the latest N calls with their outcome")
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("forensics: %w (%s)", err, forensicsUsage)
	}
	switch {
	case *recent < 0:
		return fmt.Errorf("forensics: --recent must be positive (%s)", forensicsUsage)
	case *recent > 0 && fs.NArg() > 0, *recent == 0 && fs.NArg() != 1:
		return errors.New("forensics: give either one CALL_ID or --recent N (" + forensicsUsage + ")")
	}
	url := os.Getenv("DATABASE_URL")
	if url == "" {
		url = config.DefaultDatabaseURL
	}
	octx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	db, err := calls.Open(octx, url)
	if err != nil {
		return err
	}
	defer db.Close()
	if *recent > 0 {
		return calls.Recent(ctx, db, out, *recent)
	}
	return calls.Call(ctx, db, out, fs.Arg(0))
}
