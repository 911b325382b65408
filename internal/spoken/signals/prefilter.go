package signals

import (
	"regexp/syntax"
	"slices"
	"strings"
)

// prefilter is a cheap test that must pass before a pattern can match: at least one of its
// literals appears in the text. It exists because the danger lexicon's patterns are long
// alternations of words between \b anchors, which Go's regexp runs in tens of microseconds
// per utterance, on every turn; most utterances contain none of their words, and a substring
// search says so far sooner. It never changes an answer: every match of the pattern contains
// one of the literals (see literals), so a text with none of them cannot match.
type prefilter []string

// passes reports whether s may match. A nil prefilter (no literal is required) always passes.
func (p prefilter) passes(s string) bool {
	if p == nil {
		return true
	}
	for _, lit := range p {
		if strings.Contains(s, lit) {
			return true
		}
	}
	return false
}

// prefilterFor returns the prefilter of a compiled pattern, or nil when the pattern
// requires no literal (a prefilter would then prove nothing).
func prefilterFor(re *pattern) prefilter {
	tree, err := syntax.Parse(re.String(), syntax.Perl)
	if err != nil {
		return nil
	}
	lits := literals(tree.Simplify())
	if len(lits) == 0 {
		return nil
	}
	// A literal that contains another is implied by it: keep the shorter ones only.
	slices.SortFunc(lits, func(a, b string) int { return len(a) - len(b) })
	var out prefilter
	for _, l := range lits {
		if !slices.ContainsFunc(out, func(k string) bool { return strings.Contains(l, k) }) {
			out = append(out, l)
		}
	}
	return out
}

// literals returns a set of strings such that every match of re contains at least one of
// them, or nil when no such set can be told from the syntax (a class, an optional part, a
// case-folded literal). Each case follows from what a match of the node is made of.
func literals(re *syntax.Regexp) []string {
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 || len(re.Rune) == 0 {
			return nil
		}
		return []string{string(re.Rune)}
	case syntax.OpCapture:
		return literals(re.Sub[0])
	case syntax.OpPlus:
		// One or more copies: the first contains one of the child's literals.
		return literals(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return literals(re.Sub[0])
		}
		return nil
	case syntax.OpAlternate:
		// A match is a match of one branch: every branch must require something.
		var out []string
		for _, sub := range re.Sub {
			l := literals(sub)
			if l == nil {
				return nil
			}
			out = append(out, l...)
		}
		return out
	case syntax.OpConcat:
		// A match contains a match of every part; any one part's set will do, so take the
		// one whose shortest literal is longest (the most selective).
		var best []string
		bestLen := 0
		for _, sub := range re.Sub {
			l := literals(sub)
			if l == nil {
				continue
			}
			shortest := len(slices.MinFunc(l, func(a, b string) int { return len(a) - len(b) }))
			if shortest > bestLen {
				best, bestLen = l, shortest
			}
		}
		return best
	}
	return nil
}

// init gives every rule its prefilter once, so a turn pays only for the substring search.
func init() {
	for _, rules := range [][]rule{
		emergencyRules, personNow, electricalNow, exposedNow, hazards, broadCues, ruralCues, settledToo,
		personRules, goodbyeRules, bookingRules, claimRules, faqRules,
		claimStatusRules, policyQuestionRules,
	} {
		for i := range rules {
			if rules[i].gate != nil {
				rules[i].pre = rules[i].gate
				continue
			}
			rules[i].pre = prefilterFor(rules[i].re)
		}
	}
}
