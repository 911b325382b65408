package phone

import (
	"fmt"
	"slices"
	"strings"

	"claimsline/internal/spoken"
)

// ErrWhichDigit means the caller corrected one digit without saying which one ("..., no, one
// of the threes is supposed to be a two"). It wraps ErrUnsure (and so ErrNoNumber): any
// reading would guess at which digit changes, and a wrong guess is another customer's number.
var ErrWhichDigit = fmt.Errorf("%w: a digit corrected without saying which", ErrUnsure)

// A caller may correct a single digit by naming where it is rather than saying the part again
// ("617 555 0128. No, the last digit's a 9, not an 8."). Such a digit is not a part of the
// number said in order: read as one, it replaces or extends the wrong part. The rule:
//   - a lone digit said as what "the last digit" or "the first digit" is replaces that digit
//     of the number read; a digit said after it as the one replaced ("not an 8") must be the
//     digit it replaces;
//   - if the number is said again after the correction, the correction must agree with it;
//   - a digit said as what some digit is, with no place named, or a place this reader does
//     not count ("one of the threes", "a digit", "the middle digit", "the third digit") is
//     refused (ErrWhichDigit).

// pluralDigits are digit names said as things, which only digit talk uses ("one of the
// threes", "two sevens"), with the digit each names (a count before one says the digit that
// many times, see countOfDigit).
var pluralDigits = map[string]byte{"ones": '1', "twos": '2', "threes": '3', "fours": '4',
	"fives": '5', "sixes": '6', "sevens": '7', "eights": '8', "nines": '9', "zeros": '0',
	"zeroes": '0', "ohs": '0', "noughts": '0'}

// digitFix is one digit corrected in place.
type digitFix struct {
	group int  // the group that said the new digit
	last  bool // the last digit (else the first)
	digit byte
	from  byte // the digit said to be replaced, or 0
}

// digitTalk reports words that speak of a single digit: "digit" (not "a ten digit number"),
// a plural digit name ("threes"), or "one of the".
func digitTalk(words []string) bool {
	for i, w := range words {
		switch {
		case w == "digit" || w == "digits":
			if i+1 < len(words) && (words[i+1] == "number" || words[i+1] == "numbers" || words[i+1] == "phone") {
				continue
			}
			return true
		case pluralDigits[w] != 0:
			return true
		case w == "one" && i+2 < len(words) && words[i+1] == "of" && words[i+2] == "the":
			return true
		}
	}
	return false
}

// digitPlace reads where the digit talked of is: "the last digit", "final digit", "first
// digit". ok is false when no place is named, or one this reader does not count ("second to
// last", "middle", "third", "one of the").
func digitPlace(words []string) (last, ok bool) {
	found := false
	for i, w := range words {
		if w != "digit" {
			continue
		}
		if i == 0 || found {
			return false, false
		}
		switch words[i-1] {
		case "last", "final":
			last, found = true, true
		case "first":
			last, found = false, true
		default:
			return false, false
		}
		if i >= 2 {
			switch words[i-2] {
			case "to", "second", "third", "fourth", "next", "penultimate":
				// "second to last digit", "next to last digit": not the last one.
				return false, false
			}
		}
	}
	for _, w := range words {
		if pluralDigits[w] != 0 || w == "digits" || w == "middle" {
			return false, false
		}
	}
	if slices.ContainsFunc(words, func(w string) bool { return w == "of" }) {
		// "one of the last digits", "the last digit of the area code".
		return false, false
	}
	return last, found
}

// digitFixes finds digits corrected in place, marking their groups (and the digit said to be
// replaced) as not parts of the number. It refuses digit talk that names no place it counts.
func digitFixes(groups []group, tail []string, other []bool) ([]digitFix, error) {
	var fixes []digitFix
	for i, g := range groups {
		if i == 0 || other[i] {
			// Digit talk before any digits corrects nothing ("it's all threes and sevens, ...").
			continue
		}
		after := tail
		if i+1 < len(groups) {
			after = groups[i+1].words
		}
		// The digit talk is before the digit ("the last digit's a 9") or right after it ("9
		// is the last digit", "9 for the last digit").
		words := normalise(g.words)
		if !digitTalk(words) {
			lead := normalise(after)
			lead = lead[:min(len(lead), 4)]
			if len(g.digits) != 1 || !digitTalk(lead) {
				continue
			}
			words = lead
		}
		if len(g.digits) != 1 {
			if corrects(words) && slices.ContainsFunc(words, func(w string) bool { return pluralDigits[w] != 0 || w == "digit" }) {
				// "no, one of the threes is 23": a single digit talked of, several said.
				return nil, ErrWhichDigit
			}
			continue
		}
		last, ok := digitPlace(words)
		if !ok {
			return nil, ErrWhichDigit
		}
		fix := digitFix{group: i, last: last, digit: g.digits[0]}
		other[i] = true
		if i+1 < len(groups) && len(groups[i+1].digits) == 1 && !other[i+1] && negated(normalise(groups[i+1].words)) {
			// "..., the last digit's a 9, not an 8": the digit it replaces.
			fix.from = groups[i+1].digits[0]
			other[i+1] = true
		}
		fixes = append(fixes, fix)
	}
	return fixes, nil
}

// applyFixes puts each digit corrected in place into the number read (digits). A group kept
// as part of the number after a correction means the number was said again: the correction
// must then agree with it, as the caller may have meant either.
func applyFixes(digits string, fixes []digitFix, kept func(int) bool, n int) (string, error) {
	b := []byte(digits)
	for _, f := range fixes {
		var pos int
		switch {
		case f.last && len(b) > 0:
			pos = len(b) - 1
		case !f.last && len(b) == 10:
			pos = 0
		case !f.last && len(b) == 11 && b[0] == '1':
			pos = 1
		default:
			return "", ErrWhichDigit
		}
		if b[pos] == f.digit {
			continue
		}
		for j := f.group + 1; j < n; j++ {
			if kept(j) {
				return "", fmt.Errorf("%w: the number said again does not have the digit corrected", ErrUnsure)
			}
		}
		if f.from != 0 && b[pos] != f.from {
			return "", fmt.Errorf("%w: the digit replaced is not the one said", ErrUnsure)
		}
		b[pos] = f.digit
	}
	return string(b), nil
}

// quotingWords, right before a lone digit, name it as a digit already said ("the seven",
// "that 7", "where I said seven").
var quotingWords = map[string]bool{"the": true, "that": true, "this": true, "said": true,
	"wrote": true, "put": true, "gave": true}

// becomesWords, between a digit quoted and another lone digit, make the second what the first
// should have been ("the seven is a nine", "the seven should be 9", "I said six, it's 1").
var becomesWords = map[string]bool{"is": true, "s": true, "should": true, "was": true,
	"meant": true, "its": true, "needs": true, "supposed": true, "becomes": true}

// becomesFill may stand with becomesWords before the digit: "is actually a", "should be",
// "is meant to be", "it's really an".
var becomesFill = map[string]bool{"a": true, "an": true, "be": true, "to": true, "it": true,
	"actually": true, "really": true, "supposed": true, "meant": true}

// valueFixed reports a digit corrected by naming its value rather than its place, after some
// digits ("..., no, the seven is a nine", "where I said six, it's oh", "the one should be a
// four", "it's an 8, not a 3"), or by a place named with "one" or "number" ("the last one's a
// 9", "the first number's nine"), which this reader does not count (see digitPlace). The
// reader does not find digits by value: a digit never said corrects nothing that can be
// found, and one said twice could be either. Read as parts, the lone digits replace, extend
// or start the number, another number than the one meant; read as words ("the one", "a one",
// "it's oh") they leave it uncorrected. Both are wrong, so the words are refused
// (ErrWhichDigit).
func valueFixed(toks []token) bool {
	heard := 0
	lone := func(i int) bool {
		return i < len(toks) && spokenDigit(toks[i]) && (i+1 == len(toks) || !digitWord(toks[i+1]))
	}
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i].text
		switch {
		case heard == 0:
		case quotingWords[t] && spokenDigit(toks[i+1]):
			// "the seven is a nine".
			if becomesDigit(toks, i+2) {
				return true
			}
		case (t == "last" || t == "final" || t == "first") && (toks[i+1].text == "one" || toks[i+1].text == "number") && heard >= 10:
			// "the last one's a 9", "the first number's nine".
			if becomesDigit(toks, i+2) {
				return true
			}
		case t == "not" && heard >= 10 && i > 0 && spokenDigit(toks[i-1]) && (i < 2 || !digitWord(toks[i-2]) || toks[i-1].hardBefore) &&
			!slices.ContainsFunc(toks[max(0, i-6):i], func(t token) bool { return t.text == "digit" }):
			// "8, not 3", "it's a 9 not oh": one lone digit against another, no place named
			// ("the last digit's 6, not 7" is digitFixes').
			j := i + 1
			if toks[j].text == "a" || toks[j].text == "an" {
				j++
			}
			if lone(j) {
				return true
			}
		}
		if toks[i].numeral {
			heard += len(t)
		} else if digitWord(toks[i]) {
			heard++
		}
	}
	return false
}

// fixRestated takes out a digit corrected by value when the caller says the part again at once
// with the digit put right ("2 0 2 9 6 4 ... no hang on the 9 should be a 6. 2 0 2 6 6 4 ...
// then 7 8 1 3"): the part said again shows which digit was meant, so the quoted digit and
// its value are only words, and the part said again corrects the one before as any restart
// does. Only a run said again right after the new digit, as long as the run said right before
// the words and differing from it in exactly one place, the old value there and the new one
// in the run said again, is taken; anything else is left to valueFixed, which refuses.
func fixRestated(toks []token) []token {
	for i := 1; i+1 < len(toks); i++ {
		if !quotingWords[toks[i].text] || !spokenDigit(toks[i+1]) {
			continue
		}
		k := becomesAt(toks, i+2)
		if k < 0 {
			continue
		}
		// The run said before the words: digits back from the last one before toks[i].
		end := i - 1
		for end >= 0 && !digitWord(toks[end]) {
			end--
		}
		// Back over pauses too ("four one three, nine six four, sorry, ..."): the run said
		// again may start before the last pause.
		start := end
		for start > 0 && digitWord(toks[start-1]) && !toks[start].strongBefore {
			start--
		}
		after := k + 1
		stop := after
		for stop < len(toks) && digitWord(toks[stop]) && (stop == after || !toks[stop].hardBefore) {
			stop++
		}
		if end < 0 || stop == after {
			continue
		}
		prev, again := runDigits(toks[start:end+1]), runDigits(toks[after:stop])
		if len(prev) > len(again) {
			prev = prev[len(prev)-len(again):]
		}
		old, fixed := runDigits(toks[i+1:i+2]), runDigits(toks[k:k+1])
		if len(prev) < 3 || len(prev) != len(again) || len(old) != 1 || len(fixed) != 1 || old == fixed {
			continue
		}
		diff := -1
		for p := range prev {
			if prev[p] != again[p] {
				if diff >= 0 {
					diff = -2
					break
				}
				diff = p
			}
		}
		if diff < 0 || prev[diff] != old[0] || again[diff] != fixed[0] {
			continue
		}
		out := slices.Clone(toks)
		out[i+1] = token{text: "it", hardBefore: toks[i+1].hardBefore, strongBefore: toks[i+1].strongBefore}
		out[k] = token{text: "it", hardBefore: toks[k].hardBefore, strongBefore: toks[k].strongBefore}
		return out
	}
	return toks
}

// runDigits is the digits single-digit tokens say ("2", "nine", "oh"), or "" when any token is
// more than one digit or none.
func runDigits(toks []token) string {
	var b strings.Builder
	for _, t := range toks {
		switch {
		case t.numeral:
			b.WriteString(t.text)
		case unit(t.text) != 0:
			b.WriteByte(unit(t.text))
		case spoken.SaysZero(t.text):
			b.WriteByte('0')
		default:
			return ""
		}
	}
	return b.String()
}

// becomesAt is becomesDigit, returning where the digit is, or -1.
func becomesAt(toks []token, j int) int {
	becomes := false
	for k := j; k < len(toks) && k <= j+6; k++ {
		t := toks[k].text
		switch {
		case becomesWords[t]:
			becomes = true
			continue
		case becomesFill[t]:
			continue
		case becomes && spokenDigit(toks[k]):
			return k
		}
		break
	}
	return -1
}

// becomesDigit reports, from toks[j], words that make what follows what a digit should be
// ("is a", "'s", "should be", "is meant to be an") and then a digit.
func becomesDigit(toks []token, j int) bool {
	return becomesAt(toks, j) >= 0
}
