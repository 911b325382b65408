package phone

import (
	"fmt"
	"slices"
	"strings"
)

// ErrQuoteUnsettled means the caller quoted a part of the number said before, asked
// themself whether it was right, and answered both yes and with other digits ("did I say
// 590? yes, 591"). It wraps ErrUnsure: which part is meant is not in the words.
var ErrQuoteUnsettled = fmt.Errorf("%w: a part quoted and answered two ways", ErrUnsure)

// quoteCues end the words before digits that quote a part of the number said before, to put
// it right or to make sure of it: "wait, did I say 590? it's 591", "I said 590, it should be
// 591", "sorry, not 590, 591", "where I put 590, make that 591", "instead of 590, 591".
var quoteCues = [][]string{{"did", "i", "say"}, {"i", "said"}, {"i", "say"}, {"i", "put"},
	{"i", "gave"}, {"i", "wrote"}, {"i", "told", "you"}, {"not"}, {"instead", "of"}, {"said"},
	{"was", "it"}, {"is", "it"}}

// ruleOutCues quote a part as what the number is not: the next group, even after a comma
// alone, is what it is ("not 590, 591").
var ruleOutCues = [][]string{{"not"}, {"instead", "of"}}

// quoteAnswerWords may stand between a quoted part and the digits that answer it: a pointer, a
// repair, a yes, a "should be" ("it's 591", "no, it should be 591", "I meant 591", "make
// that 591", "yes, 590"). Any other word (a kind, an owner, a place) makes the digits
// something else, and the rule stays out.
var quoteAnswerWords = map[string]bool{"its": true, "it": true, "s": true, "is": true, "should": true,
	"be": true, "i": true, "meant": true, "mean": true, "make": true, "that": true, "thats": true,
	"no": true, "nope": true, "sorry": true, "actually": true, "supposed": true, "to": true,
	"was": true, "the": true, "so": true, "ok": true, "okay": true, "oh": true, "wait": true,
	"needs": true, "been": true, "shouldve": true, "ve": true, "one": true, "part": true,
	"middle": true, "yes": true, "yeah": true, "yep": true, "right": true, "correct": true,
	"and": true, "then": true, "really": true, "what": true, "wanted": true}

// yesWords in an answer keep the quoted part as it was said.
var yesWords = map[string]bool{"yes": true, "yeah": true, "yep": true, "right": true, "correct": true}

// quotedParts reads a part of the number quoted after it was said, and the answer right
// after the quote: "7 3 2, 5 9 0, 1 1 4 6. Wait, did I say 5 9 0? It's 5 9 1." The caller
// names which part they put right by saying it again, so the answer replaces that part
// where it stands, and the rest of the number is kept (732 591 1146). An answer with the
// same digits ("did I say 219? yes, 219") makes sure of the part and changes nothing. Read
// otherwise, the quote and its answer were one more run of digits, and a correction of the
// number's end: another number than the one meant.
//
// The quote is digits (two or more) after a quoteCue; the answer the very next group, as
// long, with only quoteAnswerWords before it, and set off by a stop or words (after a comma
// alone, only when nothing follows it, or after "not": "I said 714, 555, 0120" goes on). The
// part quoted must be said exactly once in the one whole number said before the quote, or
// be one group said before exactly once (quotedAt); a quote of digits said, found neither
// way, is refused (ErrQuoteUnsettled), as is a yes with other digits ("did I say 590? yes,
// 591"). The quote and its answer are taken out of the groups; the part quoted takes the
// answer's digits.
func quotedParts(groups []group) ([]group, error) {
	for i := 1; i+1 < len(groups); i++ {
		q, a := groups[i], groups[i+1]
		if len(q.digits) < 2 || !endsWithPhrase(normalise(q.words), quoteCues) {
			continue
		}
		if len(a.digits) != len(q.digits) || slices.ContainsFunc(a.words, func(w string) bool { return !quoteAnswerWords[w] }) {
			if unanswered(groups, i) {
				return nil, ErrQuoteUnsettled
			}
			continue
		}
		if len(a.words) == 0 && !a.stop && !endsWithPhrase(normalise(q.words), ruleOutCues) &&
			i+2 < len(groups) && len(groups[i+2].words) == 0 && !groups[i+2].stop {
			// "I said 714, 555, 0120": after a comma alone the digits go on with the quote,
			// said again.
			continue
		}
		before := ""
		for _, g := range groups[:i] {
			before += g.digits
		}
		notCue := endsWithPhrase(normalise(q.words), ruleOutCues)
		if len(before) < 10 || notCue && a.digits == q.digits {
			// Only a part of a number said through is quoted; "not five hundred sixteen,
			// so five one six" rules out a way of saying the digits, not the digits.
			continue
		}
		at := -1
		if whole := len(before) == 10 || len(before) == 11 && before[0] == '1'; whole && strings.Count(before, q.digits) == 1 {
			at = strings.Index(before, q.digits)
		} else if j, p := quotedAt(groups[:i], q.digits); j >= 0 {
			at = p
			for _, g := range groups[:j] {
				at += len(g.digits)
			}
		}
		if at < 0 {
			if !notCue && strings.Contains(before, q.digits) {
				return nil, ErrQuoteUnsettled
			}
			continue
		}
		if a.digits != q.digits && slices.ContainsFunc(a.words, func(w string) bool { return yesWords[w] }) {
			return nil, ErrQuoteUnsettled
		}
		groups = append(withPartFixed(groups[:i], before, at, a.digits), groups[i+2:]...)
		i--
	}
	return groups, nil
}

// quotedAt finds the part quoted (digits) among the groups said before: a whole group, or a
// part of a group of ten digits run together ("415 226 8810" is heard as one run), split the
// way a North American number is said (3, 3, 4). It returns the group and where the part
// starts in it, or -1 when the part is not said exactly once.
func quotedAt(groups []group, digits string) (int, int) {
	j, at := -1, 0
	for k, g := range groups {
		starts := []int{0}
		if len(g.digits) == 10 && !g.plus && len(digits) < 10 {
			starts = []int{0, 3, 6}
		}
		for _, p := range starts {
			end := p + len(digits)
			if end > len(g.digits) || g.digits[p:end] != digits || len(starts) == 1 && end != len(g.digits) ||
				len(starts) > 1 && end != []int{3, 6, 10}[p/3] {
				continue
			}
			if j >= 0 {
				return -1, 0
			}
			j, at = k, p
		}
	}
	return j, at
}

// unanswered reports a quote at groups[i] of digits said before (past the first group), that
// a part of the number was quoted to be put right, with no answer that fits it after: "did I
// say 4390? make that one three nine zero" (the "one" heard as a word). Which part the
// caller meant and what it should be are not in the words. A quote ruled out ("not 0148")
// is left to the ruled-out readings.
func unanswered(groups []group, i int) bool {
	if endsWithPhrase(normalise(groups[i].words), ruleOutCues) {
		return false
	}
	before := ""
	for _, g := range groups[:i] {
		before += g.digits
	}
	return len(before) >= 10 && strings.Contains(before, groups[i].digits) && i+1 < len(groups) &&
		len(groups[i+1].digits) < len(groups[i].digits)+3
}

// withPartFixed is the groups said before a part was put right (their digits joined are
// before), with the digits at offset at replaced by fixed, each group keeping its length: a
// new slice, so the groups read so far are not changed under a caller. quotedParts and
// askedParts both put a part right this way.
func withPartFixed(said []group, before string, at int, fixed string) []group {
	digits := before[:at] + fixed + before[at+len(fixed):]
	out := slices.Clone(said)
	for k := range out {
		n := len(out[k].digits)
		out[k].digits, digits = digits[:n], digits[n:]
	}
	return out
}
