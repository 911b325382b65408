package eval

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"claimsline/internal/config"
)

// Exit statuses of the command (DESIGN section 9).
const (
	ExitOK       = 0
	ExitFindings = 1 // a serious error, or a gated figure below its floor
	ExitUsage    = 2 // bad usage or a set-up that cannot run
)

type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error { *l = append(*l, v); return nil }

// Main runs `claimsline eval` and returns its exit status.
//
//	claimsline eval [--set FILE|DIR ...] [--split dev|heldback|all] [--runs 3] [--json FILE]
//	                [--parallel N] [--floor RATE] [--floor-family FAMILY=RATE ...]
//	                [--ask-ceiling RATE] [--clock RFC3339]
func Main(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) int {
	fs := flag.NewFlagSet("claimsline eval", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var sets, familyFloors listFlag
	fs.Var(&sets, "set", "a set file (JSONL, DESIGN section 9) or a directory of them; repeatable (default: the set built in)")
	split := fs.String("split", SplitAll, "which phrasings to play: dev, heldback or all")
	runs := fs.Int("runs", 3, "runs per phrasing; a phrasing passes only if all pass")
	jsonOut := fs.String("json", "", "also write the machine form of the report to this file")
	parallel := fs.Int("parallel", 4, "worlds played at once, each its own database and service")
	floor := fs.Float64("floor", -1, "floor of the overall pass rate, 0 to 1 (overrides the set's gates)")
	fs.Var(&familyFloors, "floor-family", "FAMILY=RATE: floor of one family's pass rate; repeatable")
	ceiling := fs.Float64("ask-ceiling", -1, "ceiling of the asked-when-it-need-not rate, 0 to 1 (default: the set's, else 0.15)")
	clock := fs.String("clock", Clock.Format(time.RFC3339), "the instant the clock is frozen at")
	usage := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "claimsline eval: "+format+"\n", a...)
		return ExitUsage
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitUsage
	}
	if fs.NArg() > 0 {
		return usage("unexpected arguments %q", fs.Args())
	}
	if *split != SplitDev && *split != SplitHeldback && *split != SplitAll {
		return usage("--split %q: want dev, heldback or all", *split)
	}
	if *runs < 1 || *runs > 100 {
		return usage("--runs %d: want 1 to 100", *runs)
	}
	if *parallel < 1 || *parallel > 64 {
		return usage("--parallel %d: want 1 to 64", *parallel)
	}
	at, err := time.Parse(time.RFC3339, *clock)
	if err != nil {
		return usage("--clock: %v", err)
	}

	var set Set
	if len(sets) == 0 {
		set, err = LoadBuiltin()
	} else {
		set, err = LoadSets(sets)
	}
	if err != nil {
		return usage("%v", err)
	}
	if *floor >= 0 {
		if *floor > 1 {
			return usage("--floor %v: want 0 to 1", *floor)
		}
		set.Gates.PassRate = *floor
	}
	if *ceiling >= 0 {
		if *ceiling > 1 {
			return usage("--ask-ceiling %v: want 0 to 1", *ceiling)
		}
		set.Gates.AskCeiling = ceiling
	}
	for _, ff := range familyFloors {
		name, v, ok := strings.Cut(ff, "=")
		rate, err := strconv.ParseFloat(v, 64)
		if !ok || name == "" || err != nil || rate < 0 || rate > 1 {
			return usage("--floor-family %q: want FAMILY=RATE with RATE from 0 to 1", ff)
		}
		if set.Gates.Family == nil {
			set.Gates.Family = map[string]float64{}
		}
		set.Gates.Family[name] = rate
	}

	dbURL := getenv("DATABASE_URL")
	if dbURL == "" {
		dbURL = config.DefaultDatabaseURL
	}
	rep, err := Evaluate(ctx, Options{
		Set: set, Split: *split, Runs: *runs, Parallel: *parallel, Model: ModelFromEnv(getenv),
		Clock: at, DatabaseURL: dbURL, Getenv: getenv,
	})
	if err != nil {
		fmt.Fprintln(stderr, "claimsline eval:", err)
		return ExitUsage
	}
	rep.Print(stdout)
	if *jsonOut != "" {
		if err := rep.WriteJSON(*jsonOut); err != nil {
			fmt.Fprintln(stderr, "claimsline eval:", err)
			return ExitUsage
		}
	}
	return rep.Exit()
}
