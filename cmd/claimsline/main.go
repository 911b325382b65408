// Command claimsline runs the claims phone line and its operator tools.
//
//	claimsline [serve]           run the HTTP service (the default)
//	claimsline migrate           apply schema migrations
//	claimsline seed              load the demo customers, claims and knowledge base
//	claimsline demo              play a scripted call end to end with zero set-up
//	claimsline forensics [--reveal] CALL_ID  the turn-by-turn timeline of one call (masked)
//	claimsline forensics --recent N
//	claimsline purge [--older-than 90d]      remove the words of calls older than RETENTION
//	claimsline vapi-config --url https://HOST
//	claimsline eval [--set FILE|DIR ...] [--split dev|heldback|all] [--runs 3] [--json FILE]
//	claimsline healthcheck       exit 0 if the local service answers /healthz (for containers)
//	claimsline eval readers      accuracy of the spoken-input readers on the independent corpora
package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strconv"
	"syscall"
	"time"

	"github.com/gin-gonic/gin"

	"claimsline/internal/app"
	"claimsline/internal/config"
	"claimsline/internal/eval/readers"
	"claimsline/internal/footprint"
	"claimsline/internal/postgres"
	"claimsline/internal/privacy"
	"claimsline/nodes"
)

// emergencyWithoutModel is the entry's emergency check with no model: what the rules leave
// unsure counts as an emergency, as it does when the model is down. The readers' report
// measures that worst case for near-misses.
func emergencyWithoutModel(ctx context.Context, utterance string) (bool, string) {
	return nodes.Emergency(ctx, nil, utterance)
}

func main() {
	// Gin's mode is process-wide, so the program sets it once, before any route is built.
	gin.SetMode(gin.ReleaseMode)
	args := os.Args[1:]
	cmd := "serve"
	if len(args) > 0 {
		cmd, args = args[0], args[1:]
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, cmd, args); err != nil {
		var code exitCode
		if errors.As(err, &code) {
			stop()
			os.Exit(int(code))
		}
		fmt.Fprintln(os.Stderr, "claimsline:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, cmd string, args []string) error {
	switch cmd {
	case "serve", "migrate", "seed", "demo", "healthcheck":
		// A stray word (a container started as "serve seed") must not silently run the
		// wrong thing.
		if len(args) > 0 {
			return fmt.Errorf("%s takes no arguments, got %q", cmd, args)
		}
	}
	switch cmd {
	case "serve":
		return serve(ctx)
	case "migrate", "seed":
		return database(ctx, cmd)
	case "healthcheck":
		return healthcheck(ctx)
	case "demo":
		return demo(ctx, os.Stdout)
	case "forensics":
		return forensics(ctx, os.Stdout, os.Stderr, args)
	case "vapi-config":
		return vapiConfig(os.Stdout, args)
	case "purge":
		return purge(ctx, args)
	case "eval":
		if len(args) > 0 && args[0] == "readers" {
			// The readers' report exits 1 on a serious error, 2 on bad usage.
			os.Exit(readers.Main(ctx, args[1:], os.Stdout, emergencyWithoutModel))
		}
		return evalAgent(ctx, args)
	case "help", "-h", "--help":
		fmt.Println("usage: claimsline [serve|migrate|seed|demo|forensics [--reveal] CALL_ID|forensics --recent N|purge [--older-than AGE]|vapi-config --url URL|eval|healthcheck]")
		return nil
	}
	return fmt.Errorf("unknown command %q (try: serve, migrate, seed, demo, forensics, purge, vapi-config, eval, healthcheck)", cmd)
}

func load() (config.Config, *slog.Logger, error) {
	cfg, err := config.Load(os.Getenv)
	if err != nil {
		return cfg, nil, fmt.Errorf("configuration:\n%w", err)
	}
	// Masked at the handler: no log line carries a caller's phone number or date of birth.
	log := privacy.Logger(slog.New(slog.NewJSONHandler(os.Stderr, &slog.HandlerOptions{Level: cfg.LogLevel})))
	// Libraries that log through the default logger (the migration runner) follow suit.
	slog.SetDefault(log)
	return cfg, log, nil
}

func serve(ctx context.Context) error {
	cfg, log, err := load()
	if err != nil {
		return err
	}
	a, err := app.New(ctx, cfg, log, app.Options{})
	if err != nil {
		return err
	}
	// Start-up is over: its pages of the binary need not stay resident (internal/footprint).
	if n, err := footprint.Release(); err != nil {
		log.Debug("start-up pages kept", "err", err)
	} else {
		log.Debug("start-up pages released", "mappings", n)
	}
	// A soft memory limit sized for serving, unless the operator set GOMEMLIMIT (internal/footprint).
	go func() {
		if !footprint.Keep(ctx, footprint.Budget, time.Second) {
			log.Debug("memory budget left to GOMEMLIMIT")
		}
	}()
	srv := &http.Server{
		Addr:              net.JoinHostPort(cfg.Host, strconv.Itoa(cfg.Port)),
		Handler:           a.Handler,
		ReadHeaderTimeout: 5 * time.Second,
		// Longer than any turn is allowed to take, so a slow turn is answered, not cut.
		WriteTimeout: cfg.TurnBudget + cfg.LockWait + cfg.Debounce + 5*time.Second,
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.ListenAndServe() }()
	log.Info("serving", "port", cfg.Port, "model", a.Config.Model, "debounce", cfg.Debounce.String())
	select {
	case err := <-errc:
		a.Close(context.Background())
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	// Stop taking requests, finish the turns in flight, drain the snapshot queue, then
	// close the pools.
	log.Info("shutting down")
	sctx, cancel := context.WithTimeout(context.Background(), 25*time.Second)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		log.Warn("shutdown", "err", err)
	}
	a.Close(sctx)
	return nil
}

func database(ctx context.Context, cmd string) error {
	cfg, log, err := load()
	if err != nil {
		return err
	}
	db, err := postgres.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer db.Close()
	if err := db.Migrate(ctx); err != nil {
		return err
	}
	if cmd == "seed" {
		if err := db.Seed(ctx); err != nil {
			return err
		}
	}
	log.Info(cmd + " done")
	return nil
}

// healthcheck asks the local service for /healthz, so a container image with no shell or
// curl can still be health-checked.
func healthcheck(ctx context.Context) error {
	cfg, err := config.Load(os.Getenv)
	if err != nil {
		return fmt.Errorf("configuration:\n%w", err)
	}
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf("http://127.0.0.1:%d/healthz", cfg.Port), nil)
	if err != nil {
		return fmt.Errorf("healthcheck: %w", err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("healthcheck: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("healthcheck: /healthz answered %s", resp.Status)
	}
	return nil
}
