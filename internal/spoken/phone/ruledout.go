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
// 2393 ..."): they are what the number is not, never a correction of it. A repeat said inside
// a whole number is that number's part (insideWhole).
//
// Digits a number was begun with, then at once taken back with a repair that rules the same
// digits out ("It's eight hundred... no, not the 800 number, my number, ..."), are set aside
// too: read as the start of the number, they put into it the very part the caller ruled out.
// Only digits that begin what is said (the first group, or the first after words) and only
// with a repair word ("no", "wait", "sorry", ...): "it's three twelve, not three hundred
// twelve" affirms the digits and rules out a way of saying them, and "760, 800... no, not
// eight hundred like toll-free" goes on with a number begun before. A whole number that ends
// with the digits ruled out ("212 555 0148, no, not 0148") is left to ruledOutRead, which
// refuses it when nothing is said in the part's place.
func ruledOutAgain(groups []group, tail []string, other []bool, k keyFunc) {
	for i, g := range groups {
		after := tail
		if i+1 < len(groups) {
			after = groups[i+1].words
		}
		if strings.HasSuffix(g.digits, "00") && fillTakenBack(after) {
			other[i] = true
		}
	}
	for i, g := range groups {
		next := i + 1
		if next < len(groups) && groups[next].digits == g.digits && negated(normalise(groups[next].words)) &&
			repairs(groups[next].words) && (i == 0 || len(g.words) > 0) && !negated(normalise(g.words)) {
			other[i] = true
		}
	}
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
		if len(g.digits) < 3 || insideWhole(groups, i, k) {
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

// insideWhole reports the group at i said inside a whole number: it goes on from the group
// before it with no words between, and the run of groups it is in (from the last words to
// the next) reads as a complete number by itself ("not the 800 number, my number, 909, 800,
// 4112"). Such a group is a part of a number said whole, in its own place, not a repair
// naming digits ruled out before, whose digits come after words ("not 2393, no, 2393 ...").
func insideWhole(groups []group, i int, k keyFunc) bool {
	if i == 0 || len(groups[i].words) > 0 {
		return false
	}
	a := i
	for a > 0 && len(groups[a].words) == 0 {
		a--
	}
	b := i + 1
	for b < len(groups) && len(groups[b].words) == 0 {
		b++
	}
	d := ""
	for _, g := range groups[a:b] {
		d += g.digits
	}
	return k(d, groups[a].plus) != ""
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

// fillWords say how digits were read out ("four hundred", "five thousand"); they are no digits
// of their own.
var fillWords = map[string]bool{"hundred": true, "hundreds": true, "thousand": true, "thousands": true}

// fillTakenBack reports words that take back a "hundred" or "thousand" just said ("four
// hundred... no, not hundred. Four oh eight"): the zeros it made were never the caller's
// digits, so the group it ended is set aside (ruledOutAgain) and a group said after it is read
// in its place. The "not" is said of the word, not of the digits after it (negated). Only a
// group its zeros end is set aside; with nothing said in its place the number is short, and
// refused.
func fillTakenBack(words []string) bool {
	for i := 0; i+1 < len(words); i++ {
		j := i + 1
		if words[j] == "a" && j+1 < len(words) {
			j++
		}
		if words[i] == "not" && fillWords[words[j]] {
			return true
		}
	}
	return false
}
