package phone

import "regexp"

// shapeError is the refusal of digits read whole that make no number (too many, too few, not
// a valid one). It wraps the error validate gave, so the message and ErrNoNumber are
// unchanged; ParseAnyCountry tells it from every other refusal to try a second reading.
type shapeError struct{ error }

func (e shapeError) Unwrap() error { return e.error }

// tensNumeral is a tens word with one digit in numerals right after it, no pause between:
// "seven forty 3", "91 forty 4".
var tensNumeral = regexp.MustCompile(`(?i)\b(twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety) ([1-9])\b`)

// numeralWords are the words for the digits one to nine, by value.
var numeralWords = [10]string{1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}

// tensWithNumeral rewrites a tens word followed by a digit in numerals as one number said in
// words ("814, 7 forty 3, 88 12" -> "814, 7 forty three, 88 12"), and reports whether there
// was one. Transcribers write a number word and a numeral side by side: "forty 3" is
// forty-three said as one, or forty then three said apart; the words do not say which. Read
// apart first (as every tens word is); only when that makes no number (one digit too many)
// is the tens word and its digit read as one, and that reading must then make a whole number
// by itself, through every other check.
func tensWithNumeral(words string) (string, bool) {
	if !tensNumeral.MatchString(words) {
		return "", false
	}
	return tensNumeral.ReplaceAllStringFunc(words, func(m string) string {
		return m[:len(m)-1] + numeralWords[m[len(m)-1]-'0']
	}), true
}
