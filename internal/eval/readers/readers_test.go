package readers_test

import (
	"context"
	"os"
	"testing"

	"claimsline/internal/eval/readers"
	"claimsline/internal/spoken/signals"
)

// detect is the entry's decision with a model that always answers "emergency" (the same as
// a model that is down or slow): the worst case for near-misses.
func detect(_ context.Context, u string) (bool, string) {
	v, rule := signals.Assess(u)
	return v != signals.Safe, v.String() + ":" + rule
}

// TestSplitsAreTheHash recomputes every item's split from its id, so the held-back set
// cannot be reshaped by hand.
func TestSplitsAreTheHash(t *testing.T) {
	for _, set := range []string{"phone", "dob", "route"} {
		items, err := readers.Load(set)
		if err != nil {
			t.Fatal(err)
		}
		seen := map[string]bool{}
		for _, it := range items {
			if want := readers.SplitOf(it.ID); it.Split != want {
				t.Errorf("%s: split %q, the hash says %q", it.ID, it.Split, want)
			}
			if seen[it.ID] {
				t.Errorf("%s: duplicate id", it.ID)
			}
			seen[it.ID] = true
		}
	}
}

func TestDevFailures(t *testing.T) {
	if os.Getenv("READERS_DEV") == "" {
		t.Skip("set READERS_DEV=1 to print the dev failures")
	}
	readers.Main(context.Background(), []string{"--split", "dev", "--failures"}, os.Stdout, detect)
}
