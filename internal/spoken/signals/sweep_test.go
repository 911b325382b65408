package signals

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"testing"
)

// sweepRow is one phrasing of the danger-class sweep (testdata/danger_classes.jsonl): a danger
// class, live or near_miss, the words, and for a live phrasing the rules may only leave to the
// model, why.
type sweepRow struct {
	Class string `json:"class"`
	Kind  string `json:"kind"`
	In    string `json:"in"`
	// Asks, on a live row, says why no rule decides it: the model is asked, and with the model
	// down it still escalates. Empty means a rule must decide it.
	Asks string `json:"asks,omitempty"`
}

// sweepTally is one class's counts.
type sweepTally struct {
	live, byRule, escalated, near, nearByRule int
}

// TestDangerClassSweep holds the emergency rules to a sweep of present dangers by class,
// written from first principles rather than from any corpus item (docs/readers.md,
// "Emergencies: a danger-class sweep"): medical signs, fire, gas and fumes, electrical,
// water, structures, vehicles, animals, machinery, weather, violence and people alone, each
// said plainly, calmly, politely, minimised or in a learner's English, with near-misses
// beside them (over, handled, property only, a claim, a hypothetical). Every live phrasing
// must be decided by a rule unless its row says why it is left to the model, and even then
// must not be Safe; no near-miss may be decided emergency by a rule. The per-class rates are
// logged (go test -run TestDangerClassSweep -v).
func TestDangerClassSweep(t *testing.T) {
	rows := loadSweep(t)
	tally := map[string]*sweepTally{}
	for _, r := range rows {
		c := tally[r.Class]
		if c == nil {
			c = &sweepTally{}
			tally[r.Class] = c
		}
		got, why := Assess(r.In)
		switch r.Kind {
		case "live":
			c.live++
			if got == Emergency {
				c.byRule++
			}
			if got != Safe {
				c.escalated++
			}
			if got == Safe || (got != Emergency && r.Asks == "") {
				t.Errorf("%s live: Assess(%q) = %s (%s)", r.Class, r.In, got, why)
			}
		case "near_miss":
			c.near++
			if got == Emergency {
				c.nearByRule++
				t.Errorf("%s near-miss: Assess(%q) = %s (%s)", r.Class, r.In, got, why)
			}
		default:
			t.Fatalf("%q: kind %q, want live or near_miss", r.In, r.Kind)
		}
	}
	names := make([]string, 0, len(tally))
	for n := range tally {
		names = append(names, n)
	}
	sort.Strings(names)
	var all sweepTally
	for _, n := range names {
		c := tally[n]
		if c.live < 10 || c.near < 5 {
			t.Errorf("class %s: %d live and %d near-miss phrasings, want at least 10 and 5", n, c.live, c.near)
		}
		t.Logf("%-13s live by rule %2d/%2d, escalated model down %2d/%2d; near-misses by rule %d/%d", n, c.byRule, c.live, c.escalated, c.live, c.nearByRule, c.near)
		all.live += c.live
		all.byRule += c.byRule
		all.escalated += c.escalated
		all.near += c.near
		all.nearByRule += c.nearByRule
	}
	t.Logf("%-13s live by rule %d/%d, escalated model down %d/%d; near-misses by rule %d/%d", "all", all.byRule, all.live, all.escalated, all.live, all.nearByRule, all.near)
}

// loadSweep reads the sweep's rows.
func loadSweep(t *testing.T) []sweepRow {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "danger_classes.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []sweepRow
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var r sweepRow
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("danger_classes.jsonl line %d: %v", len(rows)+1, err)
		}
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}

// TestClassRulesAreNeeded is the mutation check of the sweep's rules (classNow, classCues):
// each rule taken out in turn must leave at least one live phrasing of the sweep no longer
// decided (or, for a cue, Safe), so no rule is there for nothing and each has rows that fail
// without it.
func TestClassRulesAreNeeded(t *testing.T) {
	rows := loadSweep(t)
	check := func(family string, rules *[]rule, lost func(Verdict) bool) {
		saved := *rules
		defer func() { *rules = saved }()
		var live []string
		base := 0
		for _, r := range rows {
			if r.Kind != "live" {
				continue
			}
			if v, _ := Assess(r.In); lost(v) {
				base++
			} else {
				live = append(live, r.In)
			}
		}
		for i := range saved {
			*rules = append(append([]rule{}, saved[:i]...), saved[i+1:]...)
			failed := base
			for _, in := range live {
				if v, _ := Assess(in); lost(v) {
					failed++
				}
			}
			*rules = saved
			if failed <= base {
				t.Errorf("%s %q: taken out, no live phrasing of the sweep is lost", family, saved[i].name)
			} else {
				t.Logf("%s %q: taken out, %d live phrasings lost", family, saved[i].name, failed-base)
			}
		}
	}
	check("classNow rule", &classNow, func(v Verdict) bool { return v != Emergency })
	check("classCues cue", &classCues, func(v Verdict) bool { return v == Safe })
}
