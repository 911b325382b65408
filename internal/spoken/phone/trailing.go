package phone

import (
	"fmt"
	"strings"

	"claimsline/internal/spoken"
)

// ErrTrailingGroup means a lone short group came after a whole number, set off from it by
// words that neither name it as something else nor confirm the number, and it is not the
// number's end said again: "617 555 0125, I said later, 0126". It may be the end put right
// ("..., make that 0126") or something unsaid; keeping the first number would verify
// whoever has it if the caller meant the correction, so the caller is asked again.
var ErrTrailingGroup = fmt.Errorf("%w: a group after the number that is neither its end nor named", ErrNoNumber)

// confirmations are words between a number and a group after it that settle the number
// first ("617 555 0125, that's right, ..."): what follows is not a change to it.
var confirmations = []string{"thats right", "that s right", "thats correct", "that s correct",
	"thats it", "that s it", "thats the number", "that s the number", "thats my number",
	"that s my number", "yes correct", "yes thats right", "yeah thats right"}

// elsewhere are words that say what a group after a number is when it is not the number's
// end: a place ("house 0126", "apartment 12", "at 1015 Main"), a time ("at 1015", "after
// 1130", "10 15 am"), an extension, an age or an amount. The group is then kept out of the
// number, as it always was; only a group with no such word is in doubt.
var elsewhere = map[string]bool{
	"house": true, "apartment": true, "apt": true, "unit": true, "suite": true, "ste": true,
	"room": true, "rm": true, "flat": true, "floor": true, "lot": true, "box": true, "po": true,
	"street": true, "st": true, "avenue": true, "ave": true, "road": true, "rd": true,
	"drive": true, "dr": true, "lane": true, "ln": true, "way": true, "court": true, "building": true,
	"bldg": true, "address": true, "oclock": true, "clock": true,
	"am": true, "pm": true, "code": true, "extension": true, "ext": true, "x": true, "year": true,
	"years": true, "age": true, "old": true, "minutes": true, "hours": true, "days": true,
	"dollars": true, "bucks": true, "percent": true, "miles": true, "gate": true, "door": true,
	"time": true, "morning": true, "afternoon": true, "evening": true, "tonight": true,
	"tomorrow": true, "today": true, "route": true, "highway": true, "hwy": true, "exit": true, "mile": true, "model": true,
}

// timeOrPlace are words that make the group right after them a time or a place ("at 1130",
// "after 1130", "until 1130"), but only right before it: "I told you before, 0178" names
// nothing.
var timeOrPlace = map[string]bool{"at": true, "after": true, "before": true, "around": true,
	"until": true, "till": true, "til": true, "by": true, "from": true}

// dateWords, with a month (isMonth) or an ordinal ("2nd", "14th"), make a group after the
// number part of a date: callers often give their date of birth in the same breath as their
// number ("212 555 0143, november 2nd 1972"), and the year is then a four-digit group after
// words, as long as the line and different from it.
var dateWords = map[string]bool{"born": true, "birthday": true, "birth": true, "dob": true, "date": true}

// isMonth reports an English month word (spoken.Month).
func isMonth(w string) bool {
	_, ok := spoken.Month(w)
	return ok
}

// ordinalNumeral reports a day written as digits with an ordinal ending: "2nd", "14th".
func ordinalNumeral(w string) bool {
	i := 0
	for i < len(w) && w[i] >= '0' && w[i] <= '9' {
		i++
	}
	switch w[i:] {
	case "st", "nd", "rd", "th":
		return i > 0
	}
	return false
}

// namedElsewhere reports words before or after a group that say it is something else; before
// says the words come right before it.
func namedElsewhere(words []string, before bool) bool {
	if n := len(words); before && n > 0 && timeOrPlace[words[n-1]] {
		return true
	}
	for _, w := range words {
		if elsewhere[w] || otherKinds[w] || dateWords[w] || isMonth(w) || ordinalNumeral(w) {
			return true
		}
	}
	return false
}

// confirmsNumber reports words that confirm the number said before them.
func confirmsNumber(words []string) bool {
	s := " " + strings.Join(words, " ") + " "
	for _, c := range confirmations {
		if strings.Contains(s, " "+c+" ") {
			return true
		}
	}
	return false
}

// trailingDropped reports a number read while the last group said after it was left out,
// when that group could as well be the end of the number put right: it comes after words
// (groups with no words between them count as one, up to four digits), it is as long as the
// group that ends the number before it (at most four digits of it: the line), it differs
// from that end, and nothing set it aside as another kind of number (a claim or policy
// number, an extension, a time, a place: other, negated, otherNumber or namedElsewhere,
// before it or in the words after it) or confirmed the number before it. A group equal to the number's end is the caller confirming it and is
// not reported; a group that the reading ends with was taken as a correction by the rules
// that read corrections, and is not reported either.
func trailingDropped(groups []group, tail []string, other []bool, digits string) bool {
	t := len(groups) - 1
	for t > 0 && len(groups[t].words) == 0 {
		t--
	}
	if t < 1 {
		return false
	}
	w := groups[t].words
	if negated(w) || otherNumber(w) || namedElsewhere(w, true) || namedElsewhere(tail, false) || confirmsNumber(normaliseApostrophes(w)) || other[t-1] {
		return false
	}
	trail := ""
	for j := t; j < len(groups); j++ {
		if other[j] {
			return false
		}
		trail += groups[j].digits
	}
	end := groups[t-1].digits
	if len(end) > 4 {
		end = end[len(end)-4:]
	}
	return len(trail) == len(end) && trail != end &&
		strings.HasSuffix(digits, end) && !strings.HasSuffix(digits, trail)
}

// normaliseApostrophes joins "that s" into "thats" as well as "don t" (see normalise), so
// confirmations match however the tokenizer split them.
func normaliseApostrophes(words []string) []string {
	out := normalise(words)
	for i := 0; i+1 < len(out); i++ {
		if out[i+1] == "s" {
			out = append(out[:i:i], append([]string{out[i] + "s"}, out[i+2:]...)...)
		}
	}
	return out
}
