package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/user"
	"time"

	"claimsline/internal/config"
	"claimsline/internal/privacy"
	calls "claimsline/internal/record/forensics"
)

const forensicsUsage = "usage: claimsline forensics [--reveal] CALL_ID | claimsline forensics --recent N"

// forensics prints one call's timeline, or the most recent calls, from DATABASE_URL (or the
// local default). It reads only: it neither creates nor migrates the database. The words are
// masked unless --reveal is given; a revealing run is logged to logOut with who ran it (the
// OS user), the call id and the time, so a look at a caller's factors always leaves a trace.
func forensics(ctx context.Context, out, logOut io.Writer, args []string) error {
	fs := flag.NewFlagSet("forensics", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	recent := fs.Int("recent", 0, "list the latest N calls with their outcome")
	reveal := fs.Bool("reveal", false, "show what the caller and agent said whole (logged)")
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("forensics: %w (%s)", err, forensicsUsage)
	}
	switch {
	case *recent < 0:
		return fmt.Errorf("forensics: --recent must be positive (%s)", forensicsUsage)
	case *recent > 0 && fs.NArg() > 0, *recent == 0 && fs.NArg() != 1:
		return errors.New("forensics: give either one CALL_ID or --recent N (" + forensicsUsage + ")")
	case *recent > 0 && *reveal:
		return errors.New("forensics: --reveal goes with one CALL_ID (" + forensicsUsage + ")")
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
	if *reveal {
		log := privacy.Logger(slog.New(slog.NewJSONHandler(logOut, nil)))
		log.Warn("forensics: transcript revealed", "os_user", osUser(), "call_id", fs.Arg(0))
	}
	return calls.Call(ctx, db, out, fs.Arg(0), *reveal)
}

// osUser names who is running the command, for the reveal log.
func osUser() string {
	if u, err := user.Current(); err == nil && u.Username != "" {
		return u.Username
	}
	if u := os.Getenv("USER"); u != "" {
		return u
	}
	return fmt.Sprintf("uid %d", os.Getuid())
}
