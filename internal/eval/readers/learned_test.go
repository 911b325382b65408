package readers_test

import (
	"bytes"
	"os"
	"slices"
	"strings"
	"testing"

	"claimsline/internal/eval/readers"
	"claimsline/internal/spoken/signals"
)

const dangerFile = "../../spoken/signals/danger.txt"

// devRoute splits the dev routing items into live emergencies and everything else, by writer.
// Only dev is read: the held-back split must still measure words the learned cue never saw.
func devRoute(t *testing.T) (live, other map[string][]string) {
	t.Helper()
	items, err := readers.Load("route")
	if err != nil {
		t.Fatal(err)
	}
	live, other = map[string][]string{}, map[string][]string{}
	for _, it := range items {
		if it.Split != readers.Dev {
			continue
		}
		w, _, _ := strings.Cut(it.ID, "-")
		if it.Label != nil && *it.Label == "emergency" {
			live[w] = append(live[w], it.Text)
		} else {
			other[w] = append(other[w], it.Text)
		}
	}
	return live, other
}

// without flattens every writer's utterances but skip's, in a fixed order.
func without(by map[string][]string, skip string) []string {
	var out []string
	for _, w := range writerOrder(by) {
		if w != skip {
			out = append(out, by[w]...)
		}
	}
	return out
}

func writerOrder(by map[string][]string) []string {
	var ws []string
	for w := range by {
		ws = append(ws, w)
	}
	slices.Sort(ws)
	return ws
}

// TestDangerWeights keeps signals' learned danger cue (danger.txt) equal to the model trained
// on the dev split's routing items: live emergencies against near-misses and ordinary turns.
// With -update it rewrites the file instead.
func TestDangerWeights(t *testing.T) {
	live, other := devRoute(t)
	want, err := signals.TrainDanger(without(live, ""), without(other, "")).MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile(dangerFile, want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile(dangerFile)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("danger.txt is out of date: run go test ./internal/eval/readers -run 'TestOrdinaryVocabulary|TestDangerWeights' -update")
	}
}

// TestDangerScoreAcrossWriters is why the learned cue is trusted on words nobody has met: for
// each routing writer, a model trained on every other writer's dev items scores that writer's
// dev items. A writer's items share a voice and a setting, so this is the closest dev comes
// to a stranger. Its cost is counted where it applies: non-emergencies the rules call safe in
// unfamiliar words, which are asked of the model anyway and with no answer now escalate. The
// floors are well under what it reaches (the figures are logged), so a change that made the
// cue stop carrying across writers fails here.
func TestDangerScoreAcrossWriters(t *testing.T) {
	if testing.Short() {
		t.Skip("trains one model a writer")
	}
	live, other := devRoute(t)
	var liveAbove, liveN, costAbove, costN int
	for _, w := range writerOrder(live) {
		m := signals.TrainDanger(without(live, w), without(other, w))
		for _, u := range live[w] {
			liveN++
			if m.Score(u) > signals.DangerAbove {
				liveAbove++
			}
		}
		for _, u := range other[w] {
			if v, _ := signals.Assess(u); v != signals.Safe || !signals.Unfamiliar(u) {
				continue
			}
			costN++
			if m.Score(u) > signals.DangerAbove {
				costAbove++
			}
		}
	}
	t.Logf("trained without the writer: live emergencies above the line %d/%d; non-emergencies the rules call safe, in unfamiliar words, above it %d/%d",
		liveAbove, liveN, costAbove, costN)
	if float64(liveAbove) < 0.95*float64(liveN) {
		t.Errorf("live emergencies above the line: %d/%d, want at least 95%%", liveAbove, liveN)
	}
	if float64(costAbove) > 0.15*float64(costN) {
		t.Errorf("unfamiliar safe non-emergencies above the line: %d/%d, want at most 15%%", costAbove, costN)
	}
}
