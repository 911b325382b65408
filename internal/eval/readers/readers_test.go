package readers_test

import (
	"context"
	"os"
	"strings"
	"testing"

	"claimsline/internal/eval/readers"
	"claimsline/nodes"
)

// detect is the entry's emergency decision (nodes.Emergency) with no model: every utterance
// the rules leave unsure counts as an emergency, as it does when the model is down or slow.
// That is the worst case for near-misses and changes nothing for live emergencies.
func detect(ctx context.Context, u string) (bool, string) { return nodes.Emergency(ctx, nil, u) }

// TestNoSeriousErrors is the release gate CI runs: no serious error in dev or heldback (a
// number or date from words that must be refused, another number than the one said, a
// live emergency not escalated). It prints the report for the record.
func TestNoSeriousErrors(t *testing.T) {
	var out strings.Builder
	code := readers.Main(context.Background(), nil, &out, detect)
	t.Log(out.String())
	if code != 0 {
		t.Fatalf("eval readers exited %d: serious errors (see the report above)", code)
	}
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
