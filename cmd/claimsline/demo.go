package main

import (
	"context"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	scripted "claimsline/internal/demo"
)

// demo plays the scripted call. The service's own logs would drown the dialogue, so they go
// to stderr at error level unless LOG_LEVEL asks for more.
func demo(ctx context.Context, out io.Writer) error {
	level := slog.LevelError
	if v := os.Getenv("LOG_LEVEL"); v != "" {
		if err := level.UnmarshalText([]byte(v)); err != nil {
			level = slog.LevelError
		}
	}
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))
	// Libraries that log through the default logger (the migration runner) follow suit.
	slog.SetDefault(log)
	// `claimsline demo | head` must not kill the process with SIGPIPE before it has stopped
	// the throwaway Postgres it may have started; a failed write is an error instead.
	signal.Ignore(syscall.SIGPIPE)
	return scripted.Run(ctx, out, scripted.Options{Log: log})
}
