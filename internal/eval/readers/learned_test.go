package readers_test

import (
	"bytes"
	"fmt"
	"maps"
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

// writerOrder is by's writers, sorted, so every run trains and scores in the same order.
func writerOrder(by map[string][]string) []string { return slices.Sorted(maps.Keys(by)) }

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

// familiarLines are the log-odds lines TestDangerOnFamiliarWords measures; the one chosen,
// signals.FamiliarDangerAbove, is among them.
var familiarLines = []float64{4, 8, 12, 14, 16, 18, signals.FamiliarDangerAbove, 22, 25, 30}

// TestDangerOnFamiliarWords measures the question whether the learned cue should also be asked
// of words the rules call safe in FAMILIAR words, at a line of its own: every live emergency
// still missed on the held-back split was in familiar words with no rule cue. Dev only, each
// routing writer scored by a model trained without it, as in TestDangerScoreAcrossWriters.
// On dev the rules call no live emergency safe (they were written from it), so what the cue
// would catch is measured on the live emergencies in familiar words the rules do not decide
// themselves (a broad cue leaves them to the model), and on all live emergencies in familiar
// words; its cost is counted where it would apply: ordinary turns and near-misses the rules
// call safe in familiar words, and the phone and date answers (ordinary speech never trained
// on, scored by the whole model). The figures are logged (go test -run TestDangerOnFamiliarWords
// -v); at the chosen line it fails when under 60% of the live emergencies the rules leave to the
// model are above it, or over 0.5% of the ordinary turns and near-misses, or over 0.2% of the
// answers.
func TestDangerOnFamiliarWords(t *testing.T) {
	if testing.Short() {
		t.Skip("trains one model a writer")
	}
	items, err := readers.Load("route")
	if err != nil {
		t.Fatal(err)
	}
	live, other := devRoute(t)
	type row struct {
		text                   string
		live, near, safe, decd bool
	}
	byWriter := map[string][]row{}
	for _, it := range items {
		if it.Split != readers.Dev || signals.Unfamiliar(it.Text) {
			continue
		}
		w, _, _ := strings.Cut(it.ID, "-")
		v, _ := signals.Assess(it.Text)
		byWriter[w] = append(byWriter[w], row{
			text: it.Text, live: it.Label != nil && *it.Label == "emergency", near: it.NearMiss,
			safe: v == signals.Safe, decd: v == signals.Emergency,
		})
	}
	// n counts, for each line, the items of a kind above it, of total.
	type n struct {
		above []int
		total int
	}
	count := func(c *n, score float64) {
		if c.above == nil {
			c.above = make([]int, len(familiarLines))
		}
		c.total++
		for i, l := range familiarLines {
			if score > l {
				c.above[i]++
			}
		}
	}
	var liveAll, liveUndecided, liveSafe, ordSafe, nearSafe, answers n
	var unfamiliarAbove, unfamiliarN int
	for _, w := range writerOrder(live) {
		m := signals.TrainDanger(without(live, w), without(other, w))
		for _, r := range byWriter[w] {
			s := m.Score(r.text)
			switch {
			case r.live:
				count(&liveAll, s)
				if !r.decd {
					count(&liveUndecided, s)
				}
				if r.safe {
					count(&liveSafe, s)
				}
			case r.safe && r.near:
				count(&nearSafe, s)
			case r.safe:
				count(&ordSafe, s)
			}
		}
	}
	full := signals.TrainDanger(without(live, ""), without(other, ""))
	for _, set := range []string{"phone", "dob"} {
		its, err := readers.Load(set)
		if err != nil {
			t.Fatal(err)
		}
		for _, it := range its {
			if it.Split != readers.Dev {
				continue
			}
			v, _ := signals.Assess(it.Text)
			switch {
			case v != signals.Safe:
			case signals.Unfamiliar(it.Text):
				// Already the unfamiliar line's cost: asked of the model, and over DangerAbove
				// escalated with no answer. Logged, not held.
				unfamiliarN++
				if full.Score(it.Text) > signals.DangerAbove {
					unfamiliarAbove++
				}
			default:
				count(&answers, full.Score(it.Text))
			}
		}
	}
	t.Logf("unfamiliar phone and date answers the rules call safe, above DangerAbove (%g): %d/%d", float64(signals.DangerAbove), unfamiliarAbove, unfamiliarN)
	t.Logf("familiar words, dev, each routing writer scored by a model trained without it")
	t.Logf("%-6s %-16s %-16s %-12s %-16s %-16s %-16s", "line", "live familiar", "live undecided", "live safe", "ordinary safe", "near-miss safe", "phone+dob safe")
	for i, l := range familiarLines {
		f := func(c n) string {
			if c.total == 0 {
				return "-/0"
			}
			return fmt.Sprintf("%d/%d", c.above[i], c.total)
		}
		t.Logf("%-6g %-16s %-16s %-12s %-16s %-16s %-16s", l, f(liveAll), f(liveUndecided), f(liveSafe), f(ordSafe), f(nearSafe), f(answers))
		if l != signals.FamiliarDangerAbove {
			continue
		}
		for _, c := range []struct {
			what string
			c    n
			at   float64
			most bool
		}{
			{"live emergencies the rules leave to the model", liveUndecided, 0.60, false},
			{"ordinary turns the rules call safe", ordSafe, 0.005, true},
			{"near-misses the rules call safe", nearSafe, 0.005, true},
			{"phone and date answers the rules call safe", answers, 0.002, true},
		} {
			if rate := float64(c.c.above[i]) / float64(c.c.total); c.most == (rate > c.at) {
				t.Errorf("%s above the familiar line %g: %d/%d, want at %s %g%%", c.what, l, c.c.above[i], c.c.total, map[bool]string{true: "most", false: "least"}[c.most], 100*c.at)
			}
		}
	}
}
