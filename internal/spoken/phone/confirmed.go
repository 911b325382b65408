package phone

import (
	"slices"
	"strings"
)

// askedParts reads a part of the number said again after the whole number, as the caller
// checking it: asked ("... two six oh oh. that's it. wait, seven seven seven?") or answered
// yes ("..., seven seven seven, right, triple seven"). Read as more digits after a repair word
// ("wait"), the echo and its answer were a correction of the number's end, and 941 777 2600
// was read 941 777 7777: another customer. A caller re-checking a part they said confirms it;
// they do not replace the number.
//
// The echo is a group of two or more digits, right after the groups of one whole number (ten
// digits, eleven with a leading 1, nothing else said before it), that says one of its parts
// again (area code, exchange, line, the first six, the last seven, or the whole). Then:
//
//   - answered yes (echoAnswer: a yes word, only fillers, no repair or denial), it changes
//     nothing: the echo is dropped, and so is an answer that says the same digits again ("yes,
//     triple seven"). A yes with other digits as long ("yes, 778") settles nothing and is
//     refused. Every group after a confirmation must say a part of the number again, or the
//     words are refused: "yes ... no, 778" is a confirmation and a correction, and nothing
//     says which one the caller meant.
//   - asked and answered no with other digits as long ("777? no, 778"), the answer replaces
//     the part where it stands, as a quote put right does (quotedParts), when the part is
//     said once in the number.
//   - asked and answered any other way (not at all, "hmm", a denial with nothing after it, a
//     whole number, a kind of number), the reader cannot tell a confirmation from a
//     correction: ErrQuoteUnsettled. So is an asked echo with words before it that are no
//     lead-in ("my work one ends 2600?").
//
// An echo said without a question mark and without a yes is left to the other readings (a
// part said again, a restatement), which is how they were read before.
func askedParts(groups []group, tail []string) (_ []group, mustBe string, err error) {
	number := ""
	for i := 1; i < len(groups); i++ {
		q := groups[i]
		if number != "" {
			// After a confirmation only the number's own parts may be said again.
			if n, _ := echoAt(number, q.digits); n == 0 {
				return nil, "", ErrQuoteUnsettled
			}
			continue
		}
		before := ""
		for _, g := range groups[:i] {
			before += g.digits
		}
		if len(q.digits) < 2 || !wholeNumber(before) {
			continue
		}
		n, at := echoAt(before, q.digits)
		if n == 0 && q.asked && (strings.Contains(before, q.digits) || i+1 == len(groups) && !confirms(tail)) {
			// Digits of the number asked about that are no part of it ("..., 26? yes 26"), or
			// other digits asked and never answered ("941 777 2600. 2601?"): which digits the
			// caller doubts, or whether they doubt the number, is not in the words.
			return nil, "", ErrQuoteUnsettled
		}
		if n > 0 && mustBe == "" && echoesOnly(before, groups[i:]) {
			// Everything said after the number says its parts again, and nothing new: read
			// any way, it can only be the number said (see assemble).
			mustBe = before
		}
		if n == 0 || n == 1 && q.digits == before && !q.asked {
			// Not a part of the number; or the whole number said again plainly, which the
			// readings of a number said twice already read.
			continue
		}
		var a *group
		after := tail
		if i+1 < len(groups) {
			a = &groups[i+1]
			after = a.words
		}
		yes, no, clean := echoAnswer(after)
		lead := echoLead(normalise(q.words))
		if !q.asked && !(yes && clean && lead) {
			continue
		}
		switch {
		case !lead:
			return nil, "", ErrQuoteUnsettled
		case yes && clean:
			number, mustBe = before, before
			switch {
			case a == nil:
				groups = groups[:i]
			case !a.asked && a.digits == q.digits:
				groups = slices.Delete(slices.Clone(groups), i, i+2)
			case !echoesOnly(before, groups[i+1:i+2]) && len(a.digits) == len(q.digits):
				// "yes, 778": a yes with other digits as long as the part settles nothing.
				return nil, "", ErrQuoteUnsettled
			default:
				// More is said after the yes ("917. yeah. 555, 0104"): the echo stays, for the
				// readings of a number said again, and whatever they read must be the number.
			}
			i--
		case no && !yes && a != nil && !a.asked && n == 1 && len(a.digits) == len(q.digits) &&
			!slices.ContainsFunc(a.words, func(w string) bool { return !quoteAnswerWords[w] }):
			groups = append(withPartFixed(groups[:i], before, at, a.digits), groups[i+2:]...)
			i--
		default:
			return nil, "", ErrQuoteUnsettled
		}
	}
	return groups, mustBe, nil
}

// echoesOnly reports groups that each say again a part of number (a whole number), or the
// whole of it: digits said only to check or repeat the number, none new.
func echoesOnly(number string, groups []group) bool {
	for _, g := range groups {
		if n, _ := echoAt(number, g.digits); n == 0 {
			return false
		}
	}
	return true
}

// confirms reports words that answer yes and nothing else (echoAnswer).
func confirms(words []string) bool {
	yes, _, clean := echoAnswer(words)
	return yes && clean
}

// wholeNumber reports digits that are one North American number: ten digits, or eleven with a
// leading 1.
func wholeNumber(d string) bool {
	return len(d) == 10 || len(d) == 11 && d[0] == '1'
}

// echoAt counts the parts of number (a whole number) that digits says again, and returns the
// offset of the last one found. The parts are the places a caller breaks a number: area code,
// exchange, line, the first six, the last seven, and the whole (with or without its 1).
func echoAt(number, digits string) (n, at int) {
	off := len(number) - 10
	if off < 0 {
		return 0, 0
	}
	spans := [][2]int{{0, 3}, {3, 6}, {6, 10}, {0, 6}, {3, 10}, {0, 10}}
	for _, s := range spans {
		if number[off+s[0]:off+s[1]] == digits {
			n, at = n+1, off+s[0]
		}
	}
	if off == 1 && number == digits {
		n, at = n+1, 0
	}
	return n, at
}

// echoYes are the words that answer an echo yes ("yes", "right", "that's it", "correct").
var echoYes = map[string]bool{"yes": true, "yeah": true, "yep": true, "yup": true, "right": true,
	"correct": true, "exactly": true}

// echoNo are the words that answer an echo no, or take something back.
var echoNo = map[string]bool{"no": true, "nope": true, "not": true, "wrong": true, "wait": true,
	"actually": true, "sorry": true, "mean": true, "meant": true, "should": true, "scratch": true,
	"hold": true, "instead": true, "oops": true, "correction": true}

// echoFill are the words that may stand beside a yes without changing it ("yes, that's it",
// "yeah, it's", "right, so", "ok, yes").
var echoFill = map[string]bool{"that": true, "s": true, "thats": true, "it": true, "its": true,
	"is": true, "so": true, "and": true, "then": true, "ok": true, "okay": true, "oh": true,
	"good": true, "sure": true, "i": true, "said": true, "was": true}

// echoAnswer reads the words after an echo: yes when a yes word (or "that's it") is among
// them, no when a word that denies or repairs is, and clean when every word is one of those or
// a filler (echoFill). A clean yes with no denial is a confirmation.
func echoAnswer(words []string) (yes, no, clean bool) {
	clean = true
	s := " " + strings.Join(words, " ") + " "
	if strings.Contains(s, " that s it ") || strings.Contains(s, " thats it ") {
		yes = true
	}
	for _, w := range words {
		switch {
		case echoYes[w]:
			yes = true
		case echoNo[w]:
			no = true
		case echoFill[w]:
		default:
			clean = false
		}
	}
	return yes, no, clean && !no
}

// echoLeads are the words a caller may say before checking a part of what they just said
// ("that's it. wait, ...", "hold on, let me check, ...", "so, ...", "did I say ..."): none
// names a kind of number, an owner or a part.
var echoLeads = map[string]bool{"wait": true, "so": true, "that": true, "s": true, "thats": true,
	"it": true, "its": true, "is": true, "was": true, "ok": true, "okay": true, "and": true,
	"yes": true, "yeah": true, "right": true, "hold": true, "on": true, "oh": true, "let": true,
	"me": true, "check": true, "see": true, "i": true, "did": true, "say": true, "said": true,
	"just": true, "to": true, "be": true, "make": true, "sure": true, "again": true, "hang": true,
	"one": true, "sec": true, "second": true, "moment": true, "what": true, "hmm": true,
	"um": true, "uh": true, "correct": true}

// echoLead reports words before an echo that only lead into checking it.
func echoLead(words []string) bool {
	for _, w := range words {
		if !echoLeads[w] {
			return false
		}
	}
	return true
}
