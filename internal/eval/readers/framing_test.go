package readers_test

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"
	"unicode"

	"claimsline/internal/eval/readers"
)

// framing is a way of saying the same thing that must not change whether it is an emergency:
// a polite lead-in, a call that opens on something else, a calm or learner's register, a tail,
// or what speech-to-text does to the words.
type framing struct {
	name string
	say  func(string) string
}

// lead puts words before the utterance, as a caller does before getting to the point.
func lead(words string) func(string) string {
	return func(u string) string { return words + u }
}

// tail puts words after the utterance, its own last full stop or question mark dropped.
func tail(words string) func(string) string {
	return func(u string) string { return strings.TrimRight(strings.TrimSpace(u), ".!?") + words }
}

// framings are the ways of speaking the metamorphic test wraps every dev emergency and
// near-miss in.
var framings = []framing{
	{"lead: hi, sorry to bother you", lead("hi, sorry to bother you, ")},
	{"lead: hello?", lead("hello? ")},
	{"lead: yes hi, I'm calling because", lead("yes hi, I'm calling because ")},
	{"lead: um, so,", lead("um, so, ")},
	{"else first: claim number", lead("I was calling about my claim number but ")},
	{"else first: deductible", lead("I wanted to ask about my deductible, actually ")},
	{"else first: booking", lead("I was going to book the adjuster for Thursday but ")},
	{"else first: moving a visit", lead("I need to move my inspection, oh, ")},
	{"register: excuse me please", lead("excuse me please, ")},
	{"register: I would like to report that", lead("I would like to report that ")},
	{"tail: what do I do", tail(", what do I do")},
	{"tail: please help", tail(", please help")},
	{"tail: thank you", tail(", thank you")},
	{"tail: can someone come out", tail(", can someone come out")},
	{"tail: send someone", tail(", can you send somebody")},
	{"tail: real person", tail(", I need a real person")},
	{"stt: lower case", strings.ToLower},
	{"stt: commas for stops", func(u string) string { return strings.NewReplacer(". ", ", ", "? ", ", ", "! ", ", ").Replace(u) }},
	{"stt: stops for commas", func(u string) string { return strings.ReplaceAll(u, ", ", ". ") }},
	{"stt: no punctuation", func(u string) string {
		return strings.Join(strings.FieldsFunc(u, func(r rune) bool { return r != '\'' && !unicode.IsLetter(r) && !unicode.IsDigit(r) }), " ")
	}},
	{"stt: first word doubled", func(u string) string { return doubled(u, 0) }},
	{"stt: middle word doubled", func(u string) string { return doubled(u, len(strings.Fields(u))/2) }},
}

// doubled repeats the i-th word of u, as speech-to-text keeps a caller's stammer.
func doubled(u string, i int) string {
	w := strings.Fields(u)
	if i >= len(w) {
		return u
	}
	out := append([]string{}, w[:i+1]...)
	out = append(out, strings.TrimRight(w[i], ",.?!"))
	return strings.Join(append(out, w[i+1:]...), " ")
}

// outcome is what the entry decision makes of an utterance, with no model.
type outcome int

const (
	notEscalated outcome = iota
	// byModel is an utterance the rules leave unsure: the model would be asked, and with no
	// model it escalates.
	byModel
	byRule
)

// decide is the entry decision on u with no model, told apart by what escalated it.
func decide(ctx context.Context, u string) outcome {
	em, how := detect(ctx, u)
	switch {
	case !em:
		return notEscalated
	case strings.HasPrefix(how, "rule:"):
		return byRule
	}
	return byModel
}

// TestFramingKeepsVerdict is a metamorphic test over the dev routing corpus: each live
// emergency and each near-miss is wrapped in every framing, which must not change the verdict.
// A live emergency must stay escalated (the serious direction). A near-miss that no rule
// decided must not be decided an emergency by a rule under a framing (a precision bug); one
// that merely becomes a question for the model is counted, not failed. Only dev items are read.
func TestFramingKeepsVerdict(t *testing.T) {
	ctx := context.Background()
	items, err := readers.Load("route")
	if err != nil {
		t.Fatal(err)
	}
	type counts struct{ live, liveMissed, near, nearByRule, nearAsked int }
	per := map[string]*counts{}
	for _, f := range framings {
		per[f.name] = &counts{}
	}
	var fails []string
	for _, it := range items {
		if it.Split != readers.Dev || readers.SplitOf(it.ID) != readers.Dev {
			continue
		}
		live := it.Label != nil && *it.Label == "emergency"
		if !live && !it.NearMiss {
			continue
		}
		base := decide(ctx, it.Text)
		if live && base == notEscalated || it.NearMiss && base == byRule {
			// Already wrong as said: TestNoSeriousErrors and the route figures count it.
			continue
		}
		for _, f := range framings {
			c, u := per[f.name], f.say(it.Text)
			got := decide(ctx, u)
			switch {
			case live:
				c.live++
				if got == notEscalated {
					c.liveMissed++
					fails = append(fails, fmt.Sprintf("%s [%s] live emergency not escalated: %q", it.ID, f.name, u))
				}
			default:
				c.near++
				switch {
				case got == byRule:
					c.nearByRule++
					fails = append(fails, fmt.Sprintf("%s [%s] near-miss decided emergency by rule (%s): %q", it.ID, f.name, why(ctx, u), u))
				case got == byModel && base == notEscalated:
					c.nearAsked++
				}
			}
		}
	}
	names := make([]string, 0, len(per))
	for n := range per {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		c := per[n]
		t.Logf("%-40s live missed %3d/%d  near-miss by rule %3d/%d  near-miss newly asked %3d", n, c.liveMissed, c.live, c.nearByRule, c.near, c.nearAsked)
	}
	for _, f := range fails {
		t.Error(f)
	}
}

// why is the rule that decided u.
func why(ctx context.Context, u string) string {
	_, how := detect(ctx, u)
	return how
}
