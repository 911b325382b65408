package phone

import (
	"slices"
	"strings"
)

// introducesNumber reports words that name a number of their own before a rejection ("my cell
// is ..., I also have a Teams number but that's not on the policy, ...", "there's a Vonage
// number too, don't use that, ..."): "a" or "another", then a word for a number within three
// words. The rejection is then of the number named, and the digits after it are that number,
// so it does not pick them over the number said before (designates).
func introducesNumber(words []string) bool {
	for i, w := range words {
		if w != "a" && w != "an" && w != "another" {
			continue
		}
		for _, x := range words[i+1 : min(len(words), i+4)] {
			if x == "number" || x == "line" || x == "one" || x == "phone" {
				return true
			}
		}
	}
	return false
}

// kindBefore reports a kind right before the "number" or "one" at words[i] ("my work number
// on file, my cell is ..."): the number on file is named already, so a kind after it starts
// a clause of its own and is not what the number on file is (selectedWith).
func kindBefore(words []string, i int, kinds map[string]string) bool {
	_, ok := kinds[words[max(0, i-1)]]
	return i > 0 && ok
}

// dialWords before a three-digit service code say it is dialled, not a part of a number:
// "I had to call 611", "dial four one one", "I called star 611".
var dialWords = map[string]bool{"call": true, "called": true, "calling": true, "dial": true, "dialed": true,
	"dialled": true, "dialing": true, "ring": true, "rang": true, "star": true, "pound": true, "press": true,
	"pressed": true, "try": true, "tried": true, "phoned": true, "texted": true, "text": true}

// serviceCode reports group g as a service code of the North American plan (211 to 911) said
// right after a word of dialling it: "I had to call six one one to get it, it's 313 ...".
// Read as digits it ran into the number after it (611 313 4951 for 313 407 4951).
func serviceCode(g group) bool {
	d := g.digits
	return len(d) == 3 && d[0] >= '2' && d[1:] == "11" && len(g.words) > 0 && dialWords[g.words[len(g.words)-1]]
}

// linesAside sets aside a service code dialled (serviceCode) beside the caller's number.
func linesAside(groups []group, other []bool) {
	for i, g := range groups {
		if serviceCode(g) {
			other[i] = true
		}
	}
}

// oldChanged reports digits read from a number said after a change, when the words state the
// policy still has the caller's old number: "the policy still has the old one, 933 436 3903,
// I changed it to 280 666 5140", "you'd still have the old number on the policy, ..., I got a
// new one since, ...". The words of the change ("changed", "new") make the later number a
// correction, or mix its parts into the old one, and the number read is not the one the
// policy carries. Only the digits said before the change may be read (pickByKind reads them
// when kinds name both numbers: "..., my new cell is ..."). A change denied ("I never changed
// it") is none, and so is an old number the policy is not said to still have.
func oldChanged(groups []group, tail []string, digits string) bool {
	var all []string
	for _, g := range groups {
		all = append(all, normalise(g.words)...)
		all = append(all, "#")
	}
	all = append(all, normalise(tail)...)
	if len(groups) < 2 || !onPolicy(all)["old"] {
		return false
	}
	// "Still" says the policy keeps the old number: "I had the old number on there, ..., but
	// I changed it to ..." says it did once, and the change is read (phAC-079).
	before, still := "", false
	for c, g := range groups {
		w := normalise(g.words)
		if !still {
			still = slices.Contains(w, "still")
			before += g.digits
			continue
		}
		if c > 0 && slices.ContainsFunc(w, func(x string) bool { return currentWords[x] }) &&
			!slices.ContainsFunc(w, func(x string) bool { return negations[x] && x != "or" && x != "which" && x != "if" }) {
			return !strings.HasSuffix(before, digits)
		}
		before += g.digits
	}
	return false
}
