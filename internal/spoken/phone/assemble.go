package phone

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
)

// ErrTwoNumbers means the words held two different complete numbers and nothing said which
// one is meant. It wraps ErrNoNumber (nothing is looked up); the agent asks which one.
var ErrTwoNumbers = fmt.Errorf("%w: two different numbers and nothing says which", ErrNoNumber)

// ErrUnsure means the caller offered alternatives, doubt or a deferral ("either ... or",
// "I'm not sure", "I'll have to check and call back"). It wraps ErrNoNumber: whatever digits
// were said, none is looked up.
var ErrUnsure = fmt.Errorf("%w: the caller is unsure or will call back", ErrNoNumber)

// hedges are phrases that withdraw whatever number surrounds them. Matched against the
// words joined by single spaces, apostrophes dropped.
var hedges = []string{
	"not sure", "dont know", "do not know", "dont remember", "do not remember", "cant remember",
	"cannot remember", "can not remember", "i forget", "forgot", "no idea", "maybe", "probably",
	"might be", "might have", "call back", "call you back", "have to check", "need to check",
	"let me check", "look it up", "which one", "either", "or maybe", "one of those", "not certain",
	"something", "guessing", "not positive", "not 100", "if i remember", "roughly",
	"or so", "no longer", "not in service", "out of service", "disconnected", "cancelled",
	"canceled", "not mine", "not my number", "wrong number", "someone elses",
}

// corrections are words that make what follows replace what came before ("no wait",
// "sorry", "actually", "mine is", "the new one").
var corrections = map[string]bool{
	"no": true, "nope": true, "wait": true, "sorry": true, "actually": true, "scratch": true,
	"mean": true, "correction": true, "rather": true, "mine": true, "mines": true,
	"instead": true, "new": true, "updated": true, "changed": true, "oops": true,
}

// Part labels a group can carry from the words before it.
const (
	partNone = iota
	partHead
	partMiddle
	partTail
)

// label reads which part of the number the words before a group announce: "area code",
// "first part" (head), "middle", "last four", "the end", "ending in" (tail). The last such
// word wins: "the middle, area code 267" labels 267 the area code.
func label(words []string) int {
	part := partNone
	for i, w := range words {
		switch w {
		case "area", "first", "starts", "start":
			part = partHead
		case "middle":
			part = partMiddle
		case "last", "end", "ending", "ends", "final":
			part = partTail
		case "code":
			if i > 0 && words[i-1] == "area" {
				part = partHead
			}
		}
	}
	return part
}

// negated reports a group introduced by "not" ("555, not 556", "not the 0114 one"): digits
// the caller is ruling out.
func negated(words []string) bool {
	n := len(words)
	return n >= 1 && words[n-1] == "not" || n >= 2 && words[n-2] == "not"
}

// corrects reports whether the words between two groups make the second replace the first.
func corrects(words []string) bool {
	for i, w := range words {
		if corrections[w] || w == "hold" && i+1 < len(words) && words[i+1] == "on" {
			return true
		}
	}
	return false
}

// alternative reports an "or" between two numbers that is not "or actually", "or rather".
func alternative(words []string) bool {
	for i, w := range words {
		if w == "or" && !(i+1 < len(words) && corrections[words[i+1]]) {
			return true
		}
	}
	return false
}

// unsure reports a hedge anywhere in the words.
func unsure(words string) bool {
	s := " " + strings.Join(strings.FieldsFunc(strings.ReplaceAll(strings.ToLower(words), "'", ""), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}), " ") + " "
	for _, h := range hedges {
		if strings.Contains(s, " "+h+" ") {
			return true
		}
	}
	return false
}

// maxGroups bounds the groups read from one utterance: a number said one digit at a time,
// corrected twice and repeated, is about forty. It keeps the search over groups small.
const maxGroups = 60

// assemble turns the groups heard into the one number the caller means, or refuses.
//
// Groups are split into segments at correction words. Within a segment, labelled parts are
// put in order (area code, middle, last four) and a stutter or a repeated tail is dropped.
// Each later segment corrects what came before: a complete number replaces it; a labelled
// part replaces that part; an unlabelled part replaces the same-sized part just said or,
// on a complete number, its tail. complete reports a usable number for the region.
func assemble(groups []group, complete func(digits string, plus bool) bool) (string, bool, error) {
	if len(groups) > maxGroups {
		return "", false, fmt.Errorf("%w: %d groups of digits is not a phone number", ErrNoNumber, len(groups))
	}
	var segments [][]group
	var seg []group
	for i, g := range groups {
		if i > 0 && alternative(g.words) {
			return "", false, ErrUnsure
		}
		if i > 0 && corrects(g.words) && len(seg) > 0 {
			segments = append(segments, seg)
			seg = nil
		}
		if negated(g.words) {
			continue
		}
		seg = append(seg, g)
	}
	if len(seg) > 0 {
		segments = append(segments, seg)
	}
	if len(segments) == 0 {
		return "", false, fmt.Errorf("%w: no digits heard", ErrNoNumber)
	}
	var cur []group
	plus := false
	for i, s := range segments {
		digits, p, err := within(s, complete)
		if err != nil {
			return "", false, err
		}
		if i == 0 {
			cur, plus = s, p
			if digits != "" {
				cur = []group{{digits: digits, plus: p}}
			}
			continue
		}
		if digits != "" {
			// A complete restatement replaces everything before it.
			cur, plus = []group{{digits: digits, plus: p}}, p
			continue
		}
		cur = correct(cur, s, complete, plus)
	}
	all := join(cur)
	if !complete(all, plus) {
		if d, p, err := within(cur, complete); err == nil && d != "" {
			return d, p, nil
		}
		return all, plus, nil
	}
	return all, plus, nil
}

// join concatenates the digits of groups.
func join(gs []group) string {
	var b strings.Builder
	for _, g := range gs {
		b.WriteString(g.digits)
	}
	return b.String()
}

// within reads one segment (no correction inside it) as a complete number, trying in turn:
// the labelled parts in order, the groups as said, the groups with an immediate repeat
// dropped ("773, 773", "2291, 2291"), a whole number said twice, and a complete number at
// the end after a fragment ("ending in 0144, that's 503 555 0144"). Two different complete
// numbers are refused. "" with no error means the segment is only a part.
func within(s []group, complete func(string, bool) bool) (string, bool, error) {
	plus := slices.ContainsFunc(s, func(g group) bool { return g.plus })
	// Two different complete numbers one after the other, in whole groups.
	var firstComplete string
	for a := 1; a < len(s); a++ {
		head, tail := join(s[:a]), join(s[a:])
		if complete(head, plus) && complete(tail, false) && head != tail {
			return "", false, ErrTwoNumbers
		}
		if complete(head, plus) && firstComplete == "" {
			firstComplete = head
		}
	}
	var tries []string
	if ordered, ok := byPart(s); ok {
		tries = append(tries, join(ordered), join(dedupe(ordered)))
	}
	tries = append(tries, join(s), join(dedupe(s)), join(overlap(dedupe(s))))
	all := join(s)
	if n := len(all); n%2 == 0 && all[:n/2] == all[n/2:] {
		tries = append(tries, all[:n/2])
	}
	for a := len(s) - 1; a > 0; a-- {
		if tail := join(s[a:]); complete(tail, false) {
			tries = append(tries, tail)
			break
		}
	}
	for _, t := range tries {
		if complete(t, plus) {
			return t, plus, nil
		}
	}
	// Last, a number among other digits ("212 555 0143, date of birth ... 1972"): the one
	// run of whole groups that is a complete number, if there is exactly one.
	var found string
	foundPlus := false
	for a := range s {
		for b := a + 1; b <= len(s); b++ {
			w := join(s[a:b])
			if len(w) > maxRunDigits {
				break
			}
			if complete(w, plus && a == 0) {
				if found != "" && found != w {
					return "", plus, nil
				}
				found, foundPlus = w, plus && a == 0
			}
		}
	}
	return found, foundPlus, nil
}

// byPart orders labelled groups: head, unlabelled and middle, tail. ok is false when no
// group is labelled.
func byPart(s []group) ([]group, bool) {
	var head, mid, tail []group
	labelled := false
	part := partNone
	for _, g := range s {
		// A label holds for the digits that follow it without another word between them:
		// "the final part, seven, two, two, six" is four digits of the tail.
		if len(g.words) > 0 {
			part = label(g.words)
		}
		switch part {
		case partHead:
			head, labelled = append(head, g), true
		case partTail:
			tail, labelled = append(tail, g), true
		case partMiddle:
			mid, labelled = append(mid, g), true
		default:
			mid = append(mid, g)
		}
	}
	return slices.Concat(head, mid, tail), labelled
}

// dedupe drops a group that repeats the one before it, when it is two digits or more (a
// single digit said twice is a digit said twice: "five, five").
func dedupe(s []group) []group {
	var out []group
	for _, g := range s {
		if n := len(out); n > 0 && out[n-1].digits == g.digits && (len(g.digits) > 1 || g.plus && out[n-1].plus) {
			continue
		}
		out = append(out, g)
	}
	return out
}

// correct applies a correcting segment (not itself a complete number) to what was heard.
func correct(cur, s []group, complete func(string, bool) bool, plus bool) []group {
	fix := join(dedupe(s))
	if n := len(fix); n%2 == 0 && n >= 4 && fix[:n/2] == fix[n/2:] {
		// "oh one, one oh. Oh one one oh": the correction said twice.
		fix = fix[:n/2]
	}
	have := join(cur)
	switch label(s[0].words) {
	case partHead:
		if len(have) >= len(fix) && len(fix) == 3 {
			return []group{{digits: fix + have[len(fix):]}}
		}
	case partMiddle:
		if len(have) >= 6 && len(fix) == 3 {
			return []group{{digits: have[:3] + fix + have[6:]}}
		}
	}
	if complete(have, plus) && len(fix) <= 7 {
		// "415 555 1009, sorry, 1090": the corrected tail replaces the tail.
		return []group{{digits: have[:len(have)-len(fix)] + fix}}
	}
	if n := len(cur); n > 0 && len(cur[n-1].digits) == len(s[0].digits) {
		// "six one seven, no, eight five seven, then ...": the part just said is replaced.
		return append(slices.Clone(cur[:n-1]), s...)
	}
	// "oh one... no, oh two one one": drop what was being said until the correction fits.
	for n := len(cur) - 1; n >= 0; n-- {
		if complete(join(cur[:n])+fix, plus) {
			return []group{{digits: join(cur[:n]) + fix}}
		}
	}
	return s
}

// overlap joins groups said as restarts and repeats: a group that repeats the end of the one
// before it is dropped ("404 555 2291, 2291"), a group that restarts the one before it
// replaces it ("516, 516 555"), and a group that begins with the end of the one before it
// continues it ("516 555, 555 4098"). Only tried when the groups as said are not a number.
func overlap(s []group) []group {
	var out []group
	for _, g := range s {
		n := len(out)
		if n == 0 {
			out = append(out, g)
			continue
		}
		prev := out[n-1].digits
		switch {
		case len(g.digits) >= 3 && strings.HasSuffix(prev, g.digits):
			continue
		case len(prev) >= 3 && strings.HasPrefix(g.digits, prev):
			out[n-1] = g
			continue
		}
		merged := false
		for k := min(len(prev), len(g.digits)) - 1; k >= 3; k-- {
			if strings.HasSuffix(prev, g.digits[:k]) {
				out[n-1].digits = prev + g.digits[k:]
				merged = true
				break
			}
		}
		if !merged {
			out = append(out, g)
		}
	}
	return out
}
