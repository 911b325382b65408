package readers_test

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"claimsline/internal/eval/readers"
	"claimsline/internal/spoken/signals"
	"claimsline/nodes"
)

// detect is the entry's emergency decision (nodes.Emergency) with no model: every utterance
// the rules leave unsure counts as an emergency, as it does when the model is down or slow.
// That is the worst case for near-misses and changes nothing for live emergencies.
func detect(ctx context.Context, u string) (bool, string) { return nodes.Emergency(ctx, nil, u) }

// TestNoSeriousErrors is the gate CI runs (go test ./...): no serious error in the dev split
// (a number or date from words that must be refused, another number than the one said, a
// live emergency not escalated). The held-back split is measured and logged with every run;
// set READERS_GATE_HELDBACK=1 to fail on its serious errors too, as `claimsline eval readers`
// does. It is not the default because the held-back split does not yet meet the bar (see
// docs/readers.md), and a red gate on main would stop every other change from landing.
func TestNoSeriousErrors(t *testing.T) {
	var dev, all strings.Builder
	code := readers.Main(context.Background(), []string{"--split", "dev"}, &dev, detect)
	if code != 0 {
		t.Errorf("eval readers --split dev exited %d:\n%s", code, dev.String())
	}
	code = readers.Main(context.Background(), []string{"--split", "heldback"}, &all, detect)
	t.Log(all.String())
	if code != 0 && os.Getenv("READERS_GATE_HELDBACK") != "" {
		t.Errorf("eval readers --split heldback exited %d", code)
	}
}

func TestDevFailures(t *testing.T) {
	if os.Getenv("READERS_DEV") == "" {
		t.Skip("set READERS_DEV=1 to print the dev failures")
	}
	readers.Main(context.Background(), []string{"--split", "dev", "--failures"}, os.Stdout, detect)
}

// TestSplitsAreTheHash recomputes every item's split from its id, in every corpus file, so no
// item can be moved into or out of the held-back set by editing its split field; ids must be
// unique within a set so the hash cannot be dodged by a duplicate either.
func TestSplitsAreTheHash(t *testing.T) {
	tests := []struct {
		set     string
		writers []string
	}{
		{set: "phone", writers: []string{"phA", "phB", "phC", "phD", "phE", "phF", "phG", "phH", "phI", "phJ", "phK", "phL", "phM", "phN", "phO", "phP", "phQ", "phR", "phS", "phT", "phU", "phV", "phW", "phX", "phY", "phZ", "phAA", "phAB", "phAC", "phAD", "phAE", "phAF", "phAG", "phAH", "phAI"}},
		{set: "dob", writers: []string{"dbA", "dbB", "dbC", "dbD", "dbE", "dbF", "dbG", "dbH", "dbI", "dbJ", "dbK", "dbL", "dbM", "dbN", "dbO", "dbP", "dbQ", "dbS", "dbT", "dbU", "dbV", "dbW", "dbX", "dbY", "dbZ", "dbAA", "dbAB", "dbAC", "dbAD", "dbAE", "dbAF", "dbAG", "dbAH", "dbAI"}},
		{set: "route", writers: []string{"rtA", "rtB", "rtE", "rtF", "rtG", "rtH", "rtI", "rtJ", "rtK", "rtL", "rtM", "rtN", "rtO", "rtP", "rtQ", "rtR", "rtS", "rtT", "rtU", "rtV", "rtW", "rtX", "rtAA", "rtC", "rtD", "rtY", "rtZ", "rtAB", "rtAC", "rtAD", "rtAE"}},
	}
	for _, tt := range tests {
		t.Run(tt.set, func(t *testing.T) {
			items, err := readers.Load(tt.set)
			if err != nil {
				t.Fatal(err)
			}
			seen := map[string]bool{}
			writers := map[string]int{}
			for _, it := range items {
				if want := readers.SplitOf(it.ID); it.Split != want {
					t.Errorf("%s: split %q, the hash of its id says %q", it.ID, it.Split, want)
				}
				if seen[it.ID] {
					t.Errorf("%s: duplicate id", it.ID)
				}
				seen[it.ID] = true
				w, _, _ := strings.Cut(it.ID, "-")
				writers[w]++
			}
			for _, w := range tt.writers {
				if writers[w] == 0 {
					t.Errorf("no items from writer %s: its corpus file is not loaded", w)
				}
			}
		})
	}
}

// TestOrdinaryTurnsAreSafe is the false-alarm check: every caller turn of the agent
// evaluation's dev conversations outside the "emergency" family is ordinary claims-line
// speech ("what's the status of the car accident claim", "oh no, that's wrong, it's ...", a
// spelled-out correction), and the emergency rules must call it Safe. An Unsure costs a model
// call on the critical path and, with the offline stand-in model, becomes an escalation. Only
// the dev split is read; the held-back conversations stay unseen. The other side is checked
// too: every dev conversation of the "emergency" family has a turn that is not Safe.
func TestOrdinaryTurnsAreSafe(t *testing.T) {
	turns, flagged := 0, 0
	for _, c := range devConversations(t) {
		if c.Family == "emergency" {
			heard := false
			for _, u := range c.Turns {
				if v, _ := signals.Assess(u); v != signals.Safe {
					heard = true
				}
			}
			if !heard {
				t.Errorf("%s: an emergency conversation with every turn Safe", c.ID)
			}
			continue
		}
		for i, u := range c.Turns {
			turns++
			if v, rule := signals.Assess(u); v != signals.Safe {
				flagged++
				t.Errorf("%s turn %d: %s (rule %s): %q", c.ID, i+1, v, rule, u)
			}
		}
	}
	if turns == 0 {
		t.Fatal("no dev turns outside the emergency family: is claimsline.jsonl loaded?")
	}
	t.Logf("%d of %d ordinary dev turns not Safe", flagged, turns)
}

// conversation is one scripted call of the agent evaluation, as far as these tests read it.
type conversation struct {
	ID     string   `json:"id"`
	Family string   `json:"family"`
	Split  string   `json:"split"`
	Turns  []string `json:"turns"`
}

// devConversations reads the agent evaluation's dev conversations; the held-back ones are
// skipped unread, so they stay a measure of speech these readers were not fitted to.
func devConversations(t *testing.T) []conversation {
	t.Helper()
	f, err := os.Open("../evalsets/claimsline.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 1<<16), 1<<20)
	var out []conversation
	for sc.Scan() {
		var c conversation
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatalf("claimsline.jsonl: %v", err)
		}
		if c.Split == readers.Dev {
			out = append(out, c)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
