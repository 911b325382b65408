package phone

import (
	"fmt"
	"strings"
)

// ErrRuledOut means the number read has a part the caller ruled out ("212 555 0148, no, not
// 0148"): they took back what they said and said nothing in its place. It wraps ErrUnsure.
var ErrRuledOut = fmt.Errorf("%w: the number read has a part the caller ruled out", ErrUnsure)

// A repair may only name digits already ruled out: "..., not 2393, no, 2393 is wrong" says
// again what is not the number, and "..., no, not 0148" after "... 0148" takes the part back
// with nothing in its place. Read as a correction, such digits put into the number the very
// part the caller said it is not: another number than the one meant.

// wrongWords, right after some digits, say they are wrong ("2393 is wrong", "that was
// wrong", "0148's not right").
var wrongWords = [][]string{{"is", "wrong"}, {"s", "wrong"}, {"was", "wrong"}, {"is", "incorrect"},
	{"s", "not", "right"}, {"is", "not", "right"}, {"isnt", "right"}, {"is", "the", "wrong"},
	{"s", "the", "wrong"}, {"was", "the", "wrong"}}

// saidWrong reports words that begin by saying the digits before them are wrong.
func saidWrong(words []string) bool {
	w := normalise(words)
	for _, p := range wrongWords {
		if len(w) >= len(p) && strings.Join(w[:len(p)], " ") == strings.Join(p, " ") {
			return true
		}
	}
	return false
}

// ruledOutAgain sets aside a group of digits the caller said are wrong right after saying
// them ("..., no, 2393 is wrong"), or that repeats digits ruled out before ("not 2393, no,
// 2393 ..."): they are what the number is not, never a correction of it.
func ruledOutAgain(groups []group, tail []string, other []bool) {
	for i, g := range groups {
		if i == 0 || other[i] || negated(normalise(g.words)) {
			continue
		}
		after := tail
		if i+1 < len(groups) {
			after = groups[i+1].words
		}
		if saidWrong(after) {
			other[i] = true
			continue
		}
		if len(g.digits) < 3 {
			continue
		}
		for j := range i {
			if groups[j].digits == g.digits && negated(normalise(groups[j].words)) {
				other[i] = true
				break
			}
		}
	}
}

// ruledOutRead reports a number read that has, at its place, a part ruled out after the whole
// number was said with nothing kept after it ("212 555 0148, no, not 0148"; "..., it's not
// 555"): the caller took the part back and said nothing in its place.
func ruledOutRead(groups []group, other []bool, digits string) bool {
	before, last := 0, -1
	for i, g := range groups {
		if !other[i] && !negated(normalise(g.words)) && !otherNumber(g.words) {
			last = i
		}
	}
	for i, g := range groups {
		neg := negated(normalise(g.words))
		if !neg && !other[i] {
			before += len(g.digits)
		}
		if !neg || other[i] || i < last || before < 10 || len(digits) < 10 {
			continue
		}
		d, n := g.digits, len(digits)
		switch {
		case len(d) == 4 && strings.HasSuffix(digits, d):
			return true
		case len(d) == 3 && (digits[n-10:n-7] == d || digits[n-7:n-4] == d):
			return true
		case len(d) >= 7 && strings.Contains(digits, d):
			return true
		}
	}
	return false
}
