package signals

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp/syntax"
	"testing"
)

// TestPrefilterChangesNoAnswer holds the prefilter's promise on real speech: for every rule
// and every utterance of the independent corpora, a text the prefilter turns away is one the
// pattern does not match (for a rule with a gate, that the pattern and its needs do not both
// match). Failures give no text: the corpora include held-back items, which must not be read.
// Were literals to get a case wrong, a rule would silently stop
// firing; this is where that shows.
func TestPrefilterChangesNoAnswer(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "eval", "readers", "testdata", "*.jsonl"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpora found: %v", err)
	}
	var texts []string
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		for sc.Scan() {
			var item struct{ Text string }
			if err := json.Unmarshal(sc.Bytes(), &item); err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			texts = append(texts, normalize(item.Text))
		}
		fh.Close()
	}
	// gated is one prefiltered pattern: its name, its prefilter, and whether it accepts s.
	type gated struct {
		name    string
		pre     prefilter
		accepts func(s string) bool
	}
	var all []gated
	for _, rules := range [][]rule{emergencyRules, personNow, electricalNow, exposedNow, hazards, broadCues, ruralCues, settledToo, settledMore, framedToo, personRules, goodbyeRules, bookingRules, claimRules, faqRules, claimStatusRules, policyQuestionRules} {
		for _, r := range rules {
			// A gate promises only for the rule as a whole: its pattern and its needs.
			all = append(all, gated{"rule " + r.name, r.pre, func(s string) bool {
				return r.re.MatchString(s) && (r.gate == nil || r.needs == nil || r.needs.MatchString(s))
			}})
		}
	}
	for i, r := range notDanger {
		all = append(all, gated{fmt.Sprintf("notDanger[%d]", i), r.pre, r.re.MatchString})
	}
	filtered, checked := 0, 0
	for _, g := range all {
		for _, s := range texts {
			checked++
			if g.pre.passes(s) {
				continue
			}
			filtered++
			if g.accepts(s) {
				t.Errorf("%s: prefilter turned away an utterance it accepts (%d characters)", g.name, len(s))
			}
		}
	}
	if filtered == 0 {
		t.Fatalf("the prefilter turned nothing away in %d checks: it is not doing its job", checked)
	}
}

// TestLiterals checks the required-literal sets on small patterns, one per syntax case.
func TestLiterals(t *testing.T) {
	tests := []struct {
		pattern string
		want    []string // nil: no prefilter
	}{
		{`fire`, []string{"fire"}},
		{`\b(?:fire|smoke)\b`, []string{"fire", "smoke"}},
		{`\bnot (?:breathing|moving)\b`, []string{"breathing", "moving"}}, // the more selective part
		{`(?:is|are) on fire`, []string{" on fire"}},
		{`a?b`, []string{"b"}},
		{`(?:fire|\w+ing)`, []string{"fire", "ing"}},
		{`(?:fire|\w+)`, nil},
		{`x*`, nil},
		{`(?i)fire`, nil},
		{`(?:ab)+`, []string{"ab"}},
	}
	for _, tt := range tests {
		re, err := syntax.Parse(tt.pattern, syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		got := literals(re.Simplify())
		if len(got) != len(tt.want) {
			t.Errorf("literals(%q) = %q, want %q", tt.pattern, got, tt.want)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("literals(%q) = %q, want %q", tt.pattern, got, tt.want)
			}
		}
	}
}
