package dob

import (
	"regexp"
	"strings"
)

// This file holds a day put right before the year is said (dob_AA, dob_M, dob_AC): "April
// twenty, no, twenty-first, two thousand one".

// dayWord is one day of the month as said or written: a numeral with or without its ordinal
// ending, or number words to thirty-one, ordinal or not.
const dayWord = `(?:\d{1,2}(?:st|nd|rd|th)?|(?:twenty|thirty)[\s-](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|one|two|three|four|five|six|seven|eight|nine)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|twenty|thirty)`

// dayPutRight is a month named, a day, a correction, and another day with the year right
// after it: "april 20th, no, 21st, 2001", "july the fourth? no. fifth. definitely the fifth.
// nineteen seventy-one". Groups: 1 the month and its "the", 2 the day taken back with the
// correction, 3 the day put in its place, 4 that day said again (or empty), 5 the year's
// first word.
var dayPutRight = regexp.MustCompile(`\b((?:` + monthPattern + `)\W+(?:the\W+)?)(` + dayWord + `\W+(?:no|nope|sorry|oops|wait|i mean|i meant|or rather|rather|actually)\b\W*(?:(?:no|sorry|wait|its|it is|definitely|the|i mean)\b\W*)*)(` + dayWord + `)\b[\s,.?!]*(?:(?:definitely\W+)?(?:the\W+)?(` + dayWord + `)\b[\s,.?!]*)?(\d{4}\b|'?\d\d\b|nineteen\s|two thousand\b|(?:forty|fifty|sixty|seventy|eighty|ninety)\b)`)

// monthPattern is the full month names.
var monthPattern = strings.Join(monthNames[1:], "|")

// dayRestated drops a day the caller put right before saying the year: after a month named,
// "DAY, no, DAY2, YEAR" is the month, DAY2 and the year ("april twenty, no, twenty-first, two
// thousand one" is April 21, 2001). The corrected day stands where a day goes, between the
// month and the year, so it can be nothing else; read as a correction after a date, the
// reader could not tell which part it put right and refused it. A day put right after the
// year is said ("March 8th, 1954, no, the 18th") is left to that rule: there the new number
// may be a day or a year.
func dayRestated(lower string) string {
	return replaceMatches(lower, dayPutRight.FindAllStringSubmatchIndex(lower, -1), func(m []int) (string, bool) {
		if m[8] >= 0 && dayValue(lower[m[6]:m[7]]) != dayValue(lower[m[8]:m[9]]) {
			return "", false // "june 18th, sorry, 6 18 87": another number, no day said again
		}
		return lower[m[2]:m[3]] + lower[m[6]:m[1]], true
	})
}

// dayValue is the day a dayWord says, or 0.
func dayValue(w string) int {
	d, _ := parseDay(tokenize(w))
	return d
}

// putRightThenRestated is a correction's new word ending a sentence, and the next sentence
// opening with that word again ("twenty, no, twelve. Twelve, twelve, nineteen eighty").
// Groups: 1 the word put in, 2 the word the next sentence opens with.
var putRightThenRestated = regexp.MustCompile(`\b(?:no|nope|sorry|wait|i mean|i meant|or rather|rather|actually)\W+([a-z0-9]+)\.\s+([a-z0-9]+)\b`)

// restatedFromCorrection drops the word a correction put in when the caller, in the next
// sentence, says the whole date again from that word: "twenty, no, twelve. Twelve, twelve,
// nineteen eighty" is "twenty, no, twelve, twelve, nineteen eighty". Left in, the word put
// in was a third twelve before the year, and which numbers were the month and the day was a
// guess. Only a number or a month said again is dropped: a sentence that opens otherwise is
// other words.
func restatedFromCorrection(lower string) string {
	return replaceMatches(lower, putRightThenRestated.FindAllStringSubmatchIndex(lower, -1), func(m []int) (string, bool) {
		put, again := lower[m[2]:m[3]], lower[m[4]:m[5]]
		if put != again || !dateWord(put) {
			return "", false
		}
		return lower[m[0]:m[2]] + lower[m[4]:m[1]], true
	})
}

// dateWord reports a word that can be a part of a date by itself: a number, a number word,
// an ordinal or a month.
func dateWord(w string) bool {
	if _, ok := cardinal(w); ok || ordinalWord(w) || months[w] > 0 {
		return true
	}
	t := tokenize(w)
	return len(t) == 1 && t[0].digits != ""
}
