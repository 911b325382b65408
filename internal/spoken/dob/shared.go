package dob

import (
	"regexp"
	"strings"
)

// This file holds the refusals added from reading dates the way a fraud investigator hunting
// for innocent answers that verify a caller on the wrong date would: a birthday shared with
// someone else, and a part of someone else's date completing the caller's partial one.
//
// A shared birthday ("my wife and I have the same birthday, March 2nd, hers is 1970") shares
// a month and a day, not a year: the year said is the other person's, and the caller's own
// was never said. Only a twin shares the year too, and even then a date said of the twin
// ("same birthday as my twin, he's 4/3/88") is the twin's until the caller says it is theirs.

// twinKin is a twin named ("my twin", "my twin brother", "my twin sister's").
const twinKin = `(?:(?:older|younger|big|little|identical)\W+)?twin(?:\W+(?:brother|sister|bro|sis))?s?`

// twinShare is the caller saying their date is their twin's too: "same as my twin brother",
// "same birthday as my twin", "my twin and I were both born", "we're twins". A date said
// right after it is the caller's as much as the twin's: twins share the year.
var twinShare = regexp.MustCompile(`\b(?:(?:same (?:day |date |birthday |bday |birth date |date of birth )?as|just like)\W+(?:my|our)\W+` + twinKin +
	`|(?:my|our)\W+` + twinKin + `\W+and\W+(?:i|me)\W+(?:(?:were|are|have|share|got|was|both|born|on)\W+)*(?:both|the same|same|a birthday)` +
	`|(?:we|were|we are|we were)\W+twins)\b`)

// twinMention is a mention that may name the twin: the twin, or a third person's pronoun.
var twinMention = regexp.MustCompile(`^(?:(?:my|our|her|his|their)\W+(?:\w+\W+)*twin|hes|shes|theyre|he is|she is|they are|he was|she was|they were)`)

// asideWords are lead words that say something else about the person named rather than
// their date: "he's on the policy too, June 6th 1981" tells the line about the policy, and
// the date after it is the caller's answer; "he's 4/3/88" says the date of him.
var asideWords = map[string]bool{"policy": true, "insured": true, "account": true, "main": true,
	"holder": true, "name": true, "under": true, "in": true, "for": true, "and": true, "one": true}

// aside reports that the words between a twin mentioned and a date say something else of
// the twin (asideWords) before the date: the date is the caller's answer, not the twin's.
func aside(between string) bool {
	for _, t := range tokenize(between) {
		if asideWords[t.text] {
			return true
		}
	}
	return false
}

// twinsDate reports that a mention at m (found by relativeMention) is of a twin whose date
// the caller said is theirs too, and that the mention does not say the date is the twin's:
// the mention inside "same as my twin brother" itself, or "he's on the policy too" after it.
func (o owners) twinsDate(lower string, m []int, at int) bool {
	for _, s := range o.twins {
		if m[0] >= s[0] && m[1] <= s[1] {
			return true
		}
		if s[1] <= m[0] && twinMention.MatchString(lower[m[0]:m[1]]) && aside(lower[m[1]:at]) {
			return true
		}
	}
	return false
}

// shareRe is the caller saying they share a birthday with someone, the one named with it:
// "my wife and I have the same birthday", "me and my sister share a birthday", "same
// birthday as my dad", "we were born on the same day". The month and day said with it are
// the caller's too; a year said of nobody is not (the other's year may differ).
var shareRe = regexp.MustCompile(`\b(?:(?:(?:my|our)\W+` + kin + `\W+and\W+(?:i|me|myself)|(?:i|me)\W+and\W+(?:my|our)\W+` + kin + `|we|us|both of us)\W+(?:\w+\W+){0,3}?` + shareWords +
	`|(?:same\W+(?:birthday|bday|birth\W?date|date of birth)|share\W+(?:a|the same|our|one|the)\W+(?:birthday|bday))(?:\W+as\W+(?:my|our|his|her|their)\W+` + kin + `)?` +
	`|` + shareWords + `\W+as\W+(?:my|our|his|her|their)\W+` + kin + `)\b`)

// shareWords say that two people's birthdays fall on one day.
const shareWords = `(?:same\W+(?:birthday|bday|birth\W?date|date of birth|day|date)|share\W+(?:a|the same|our|one|the)\W+(?:birthday|bday|day|date)|born\W+(?:on\W+)?the\W+same\W+day)`

// sharedBy reports that the mention at m names the one the caller shares a birthday with.
func (o owners) sharedBy(m []int) bool {
	for _, s := range o.shares {
		if m[0] >= s[0] && m[1] <= s[1] {
			return true
		}
	}
	return false
}

// claimed reports that the caller said the year at at is theirs: their own words ("mine is",
// "I was born in", "my birthday's") lead to it with only lead words between.
func claimed(lower string, at int) bool {
	for _, m := range ownDate.FindAllStringIndex(lower[:at], -1) {
		if leadsTo(lower[m[1]:at]) {
			return true
		}
	}
	return false
}

// handOff is the caller turning from a date just said to their own ("..., mine is ..."): the
// date before was somebody else's, and its year is theirs.
var handOff = regexp.MustCompile(`\b(?:mine|mines|my own)\b`)

// theirYear reports that every mention of the year full (the one year heard) is somebody
// else's, or, in a birthday shared with anyone but a twin, not claimed by the caller, so it must not complete the caller's month and day said at at: the year is said
// of another person ("hers is 1970", "my son was born in 2001", "my husband's 1968"), or is
// part of a date the caller disowned or turned from before the month and day ("May 5th,
// 1940, that's my wife's. Mine's May 15th").
func (o owners) theirYear(lower string, years []yearReading, full, at int, today Date) bool {
	for _, y := range years {
		if place(candidate{year: y.year, month: 1, day: 1, twoDigitYear: y.twoDigit}, today).Year != full {
			continue
		}
		if o.others(lower, y.at) {
			continue
		}
		if len(o.shares) > 0 && len(o.twins) == 0 && !claimed(lower, y.at) {
			// A birthday shared with anyone but a twin: the year is the caller's only when
			// they say so ("same birthday as my husband, June 9th, mine is 1971").
			continue
		}
		if y.at < at {
			between := lower[y.at:at]
			if relativeBehind.MatchString(between) || disownRe.MatchString(between) || handOff.MatchString(between) {
				continue
			}
		}
		return false
	}
	return true
}

// ownerGloss names another person right after a date, as its owner: "June 14th, 1970, my
// husband's", "June 14th, my husband's birthday, and I'm 1970". The possessive stands at the
// end of a clause; "my husband's too" (the caller's date is theirs too) and "my husband's is
// ..." (their date comes next) are not glosses.
var ownerGloss = regexp.MustCompile(`\b(?:my|her|his|our|their)\W+` + kin + `(?:\W+(?:birthday|bday|date of birth|dob|birth date|birthdate|date|one))?\W*(?:$|[,.!?;]|\band\b)`)

// glossed reports a date said at at that an ownerGloss after it claims: only the date's own
// words and lead words stand between, in one sentence, with no other month named.
func (o owners) glossed(lower string, at int) bool {
	for _, m := range o.glosses {
		if m[0] < at {
			continue
		}
		between := lower[at:m[0]]
		if strings.ContainsAny(between, ".!?;") {
			continue
		}
		toks := tokenize(between)
		ok := true
		for i, t := range toks {
			if i > 0 && months[t.text] > 0 {
				// Another date said after this one: the gloss is that one's.
				ok = false
				break
			}
			if !leadWords[t.text] && months[t.text] == 0 && !numberish(toks, i) && t.text != "|" {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// ownDay is the caller naming their own day by an ordinal after "I'm", "I am", "I was",
// "me" or "mine's", the ordinal said last in its clause or before a month: "he's the 5th,
// I'm the 6th", "my twin's the 3rd and me the 4th", "I'm the sixth of June". An ordinal with
// more after it ("I was the second child", "the second of four") counts something else.
var ownDay = regexp.MustCompile(`\b(?:im|i am|i was|me|mine is|mines)\s+(?:born\s+)?(?:on\s+)?the\s+([a-z0-9]+(?:[\s-][a-z]+)?)(?:\s*(?:[,.;:!?]|$)|\s+(?:and|but|so)\b|\s+of\s+(?:` + monthPattern + `)\b)`)

// ownDayElse reports the caller naming their own day, after the date said at at, as another
// day than dt's ("June 5th 1971, he's the 5th, I'm the 6th"): the date said is someone
// else's, a twin's or a sibling's, and the caller's own is not whole. Read, the twin's date
// was looked up. The same day said so ("..., I'm the 5th") confirms it.
func ownDayElse(lower string, at int, dt Date) bool {
	for _, m := range ownDay.FindAllStringSubmatch(lower[at:], -1) {
		toks := tokenize(m[1])
		last := toks[len(toks)-1]
		if !last.ordinal && !ordinalWord(last.text) {
			continue // "I was the second child": the ordinal counts something else
		}
		if d, ok := parseDay(toks); ok && d != dt.Day {
			return true
		}
	}
	return false
}
