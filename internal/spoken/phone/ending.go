package phone

import (
	"fmt"
	"slices"
	"strings"
)

// ErrEndingDisagrees is returned when the caller says how the number ends ("it ends in
// sixty-one") and the number the rest of the words make ends otherwise: one of the two is
// wrong, and nothing says which.
var ErrEndingDisagrees = fmt.Errorf("%w: the number does not end the way the caller says it does", ErrUnsure)

// endingTail are the words after "last" that make it name the end of the number ("the last
// two are", "last four digits", "the last part").
var endingTail = map[string]bool{"two": true, "three": true, "four": true, "digits": true,
	"digit": true, "numbers": true, "part": true, "bit": true, "ones": true, "bits": true}

// endingCue reports words that introduce the digits after them as the way the number ends:
// "it ends in", "ending with", "the end is", "the last two are". Words that name the digits as
// another kind of number ("card ending"), take them back ("not ending in") or pick one of two
// numbers by its end ("the one ending 77", see endingOne) are not a cue, nor are words that
// speak of someone else's number or another one ("my husband's ends in 77").
func endingCue(words []string) bool {
	w := normalise(words)
	if otherNumber(w) || endingOne(w) {
		return false
	}
	if aboutAnother(w) {
		// "my husband's is almost the same but it ends in 77": another number's end.
		return false
	}
	cue := false
	for i, x := range w {
		switch x {
		case "not", "never", "dont", "doesnt", "isnt":
			return false
		case "ends", "ending", "end":
			cue = true
		case "last", "final":
			for j := i + 1; j < len(w) && j <= i+2; j++ {
				if endingTail[w[j]] {
					cue = true
				}
			}
		}
	}
	return cue
}

// aboutAnother reports words (normalised) that speak of someone else's number or of another
// one like it: what they say of an end or a part is not said of the caller's.
func aboutAnother(w []string) bool {
	return slices.ContainsFunc(w, func(x string) bool {
		k, ok := kinds[x]
		return ok && pronouns[k] != "" || otherOwners[x]
	})
}

// otherOwners are words that make an end said about some other number than the caller's:
// someone else's, or one like it.
var otherOwners = map[string]bool{"his": true, "her": true, "hers": true, "their": true, "theirs": true,
	"other": true, "same": true, "similar": true, "almost": true, "old": true, "previous": true}

// runBefore returns the digits said right before group i with no words between them: the run
// the group follows.
func runBefore(groups []group, i int) string {
	var parts []string
	for j := i - 1; j >= 0; j-- {
		parts = append(parts, groups[j].digits)
		if len(groups[j].words) > 0 {
			break
		}
	}
	var b strings.Builder
	for j := len(parts) - 1; j >= 0; j-- {
		b.WriteString(parts[j])
	}
	return b.String()
}

// endingConfirmed sets aside a short group the caller names as the end of the number when the
// digits said just before already end with it ("... 0151, sorry, 0161, it ends in sixty-one"):
// the caller is making sure of the end, not adding digits or correcting the part again.
//
// Said after a complete number (ten digits or more heard) without a correction word, an end
// that is not the end just said is the caller contradicting themselves ("... 2241, the last
// two are four oh"): the number is refused, and so it is after a correction word when the end
// is a single digit ("..., sorry, the end is 6"). Before that, "the last four, 2241" is a part
// still to come and is left to the readings. A count of one digit said by itself after the
// digits ("..., one one, one one. Four ones.") is such an end too, unless the part just said
// has a run of exactly that many of the digit ("..., seven seven oh one. Two sevens."): then
// it describes the run.
func endingConfirmed(groups []group, tail []string, other []bool) error {
	before := 0
	for i := 0; i < len(groups); i++ {
		g := groups[i]
		// An end named after its digits counts only after the last digits: words between two
		// groups ("..., the last two, 41") may as well label the group after them.
		named := i == len(groups)-1 && endedAfter(tail)
		if i > 0 && !other[i] && len(g.digits) <= 4 && (endingCue(g.words) || named || g.counted && len(g.words) == 0) {
			prev := runBefore(groups, i)
			if len(prev) > len(g.digits) && strings.HasSuffix(prev, g.digits) {
				other[i] = true
				continue
			}
			if prev == g.digits && i >= 2 && i == len(groups)-1 && len(g.digits) >= 2 {
				// "..., 4031, no, 4013, the last part is 4013": the end named is the part just
				// said again, a correction made sure of, and the last digits said. endingAgrees
				// still holds the number read to that end.
				other[i] = true
				continue
			}
			if g.counted && len(g.words) == 0 && i == len(groups)-1 && hasRun(prev[max(0, len(prev)-4):], g.digits) &&
				hasRun(prev, g.digits) {
				// "..., seven, seven, oh, one. Two sevens.": a count said last, of a run the
				// part just said has (exactly so many, there and in all said before it: "824
				// 4476. two fours" is refused), describes that run, as "that's three
				// ones in a row" does (runDescribed); it is no end said again.
				other[i] = true
				continue
			}
			if before >= 10 && (!repairs(normalise(g.words)) || len(g.digits) == 1 && saysEnd(g.words)) {
				// A single digit named as the end after a repair ("..., no, it ends in
				// seven") may be the last digit put right or the last part cut short: which
				// number is meant is a guess. "The last digit's a 6" names a digit, and is
				// read as one (digitFixes).
				return ErrEndingDisagrees
			}
		}
		if !other[i] {
			before += len(g.digits)
		}
	}
	return nil
}

// endingAgrees checks the number read against the end the caller named last, when that is the
// last thing said with digits ("978 555 0151, it ends in sixty-one"): a number that ends
// otherwise is refused, since either the digits or the stated end is wrong.
func endingAgrees(groups []group, tail []string, e164 string) error {
	n := len(groups)
	if n < 2 {
		return nil
	}
	g := groups[n-1]
	if len(g.digits) > 4 || g.plus || !endingCue(g.words) && !endedAfter(tail) {
		return nil
	}
	if !strings.HasSuffix(e164, g.digits) {
		return ErrEndingDisagrees
	}
	return nil
}

// endedAfter reports words right after some digits that name them as the end of the number:
// "twenty-one at the end", "0 1 at the very end", "41, that's the end", "oh two, the last
// two". Callers make sure of the end this way after a correction as often as before it
// ("it ends in 21"), so it is the same confirmation as endingCue, said the other way round.
// Only the first words count: "..., and at the end of the day it's my cell" says nothing of
// the digits, nor does an end said of another number ("that's the end of my policy number").
func endedAfter(words []string) bool {
	w := normalise(words)
	i := 0
	for i < len(w) && i < 3 && endedLead[w[i]] {
		i++
	}
	if i < len(w) && (w[i] == "at" || w[i] == "on") {
		i++
	}
	if i+1 >= len(w) || w[i] != "the" {
		return false
	}
	i++
	if w[i] == "very" {
		i++
	}
	switch {
	case i < len(w) && w[i] == "end":
		// "the end of it" names the number; "the end of the day", "the end of my policy
		// number" do not.
		if i+1 < len(w) && w[i+1] == "of" {
			return i+2 < len(w) && (w[i+2] == "it" || w[i+2] == "that") && (i+3 == len(w) || w[i+3] != "number")
		}
		return true
	case i+1 < len(w) && (w[i] == "last" || w[i] == "final") && endingTail[w[i+1]]:
		// "..., the last two": but "the last two of my social" names another number.
		return !slices.ContainsFunc(w[i+2:min(len(w), i+5)], func(x string) bool { return otherKinds[x] || x == "of" })
	}
	return false
}

// endedLead may stand between the digits and the words that name them the end ("that's the
// end", "is the last two", "right at the end").
var endedLead = map[string]bool{"is": true, "s": true, "are": true, "thats": true, "that": true,
	"it": true, "its": true, "those": true, "right": true, "as": true, "being": true}

// endUnsaid reports words after the last digits that end by naming the end of the number and
// say no digit after it ("..., and the end is", "..., it ends in oh"): an "oh" there was read
// as an interjection, and the caller who begins to say how the number ends has not said it.
// The number read may not end as the caller was about to say, so it is refused.
func endUnsaid(tail []string) bool {
	w := normalise(tail)
	n := len(w)
	if n == 0 {
		return false
	}
	switch w[n-1] {
	case "is", "s", "in", "with", "are", "was", "on":
	default:
		return false
	}
	for _, x := range w[max(0, n-5) : n-1] {
		if x == "end" || x == "ends" || x == "ending" {
			return endingCue(w[max(0, n-5):])
		}
	}
	return false
}

// saysEnd reports words that name the end itself ("the end is", "it ends in", "ending with"),
// not a digit ("the last digit").
func saysEnd(words []string) bool {
	return slices.ContainsFunc(words, func(w string) bool { return w == "end" || w == "ends" || w == "ending" })
}

// plainRest are the only words that may come before the digits after an end named first for
// those digits to be read in the order said ("it ends in three, then 212 555 014").
var plainRest = map[string]bool{"and": true, "the": true, "rest": true, "is": true, "s": true,
	"it": true, "its": true, "then": true, "so": true, "of": true}

// endFirst reports the end of the number named before its other digits, with nothing naming
// those as a part ("it ends in three, 212 555 014"): read in the order said, the end becomes
// the start, and a lone digit or two make some other valid number. Labels on the parts after
// it, or any words but plainRest ("the last four, 0143, the area code 212, 555 in the
// middle", "..., and before that it's 817, 555"), leave them to the part readings (byPart);
// the whole number said after its end ("ending in 0143... 212 555 0143") reads.
func endFirst(groups []group, other []bool) bool {
	for i, g := range groups {
		if other[i] {
			continue
		}
		if !endingCue(g.words) || label(normalise(g.words)) != partTail {
			// Any digit said before the end named: not the end said first.
			return false
		}
		rest := ""
		for j := i + 1; j < len(groups); j++ {
			if other[j] || negated(normalise(groups[j].words)) || otherNumber(groups[j].words) {
				continue
			}
			for _, w := range normalise(groups[j].words) {
				if !plainRest[w] {
					// "area code's 210", "before that it's 817": words that say which part.
					return false
				}
			}
			rest += groups[j].digits
		}
		return rest != "" && (len(rest) < 10 || !strings.HasSuffix(rest, g.digits))
	}
	return false
}
