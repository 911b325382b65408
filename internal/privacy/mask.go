// Package privacy keeps the caller's verification factors (the phone number on the policy and
// the date of birth) out of everything that is not the call's own record: log lines, error
// messages and the operator's default forensics view.
//
// Logs flow to aggregators many people read and that keep data for a long time, so they get
// the utterance's shape, not its secrets. Mask is the one function that decides what is
// secret. It is deliberately wider than the readers in internal/spoken/phone and
// internal/spoken/dob: it hides every number however it is written or said (numerals, number
// words, the homophones transcribers produce for digits), every month name next to a number
// and every named day that is a date (Christmas, Valentine's, New Year's, ...). Whatever the
// readers can read a factor from, the masked text no longer holds; the tests prove it on the
// readers' own corpora.
package privacy

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Placeholders that replace what was hidden. A span that reads as a date is a date; one with
// phone-number length is a phone; any other number is just a number.
const (
	Phone  = "[phone]"
	Date   = "[date]"
	Number = "[number]"
)

// class is what one word contributes to a span.
type class int

const (
	plain    class = iota // an ordinary word: ends any span
	strong                // a number, a month name, a named day: always hidden
	weak                  // a word that is a number only next to one ("one", "oh", "for", "may")
	joiner                // glue inside a span ("and", "of", "slash", "uh")
	trailing              // belongs to a span it follows ("christmas day", "new year's eve")
)

// word is one run of letters and digits in the input, with its byte range.
type word struct {
	start, end int
	lower      string
	class      class
	digits     int  // how many phone digits the word says, for the label
	dateish    bool // a month, ordinal, named day or date separator word
}

// Mask returns text with every phone number, date and other number replaced by a placeholder,
// keeping everything else (words, punctuation, spacing) as it was.
func Mask(text string) string {
	words := split(text)
	if len(words) == 0 {
		return text
	}
	var b strings.Builder
	b.Grow(len(text))
	last := 0
	for i := 0; i < len(words); {
		j, ok := span(words, i)
		if !ok {
			i++
			continue
		}
		start, end := widen(text, words[i].start, words[j].end)
		b.WriteString(text[last:start])
		b.WriteString(label(text[start:end], words[i:j+1]))
		last = end
		i = j + 1
	}
	b.WriteString(text[last:])
	return b.String()
}

// span finds the span of words that starts at i: a number-like word followed by more of them,
// with only joiners between. It reports false when words[i] starts no span worth hiding: one
// weak word alone ("one of them", "oh", "the first thing") is ordinary speech.
func span(words []word, i int) (int, bool) {
	w := words[i]
	if w.class != strong && w.class != weak {
		return 0, false
	}
	end, hasStrong := i, w.class == strong
	for k := i + 1; k < len(words); k++ {
		switch words[k].class {
		case strong, weak:
			end = k
			hasStrong = hasStrong || words[k].class == strong
			continue
		case trailing:
			if words[end].dateish && k == end+1 {
				end = k
				continue
			}
			continue // otherwise it glues like a joiner ("day eleven of month four")
		case joiner:
			continue
		}
		break
	}
	return end, hasStrong || weakNumber(words[i:end+1])
}

// weakNumber reports whether a span of weak words still says a number: two digit words ("for
// one", "oh five") or a month beside one ("may one"). "the first one" says none.
func weakNumber(ws []word) bool {
	digits, month := 0, false
	for _, w := range ws {
		if w.class != weak {
			continue
		}
		if w.digits > 0 {
			digits++
		}
		month = month || monthish[w.lower]
	}
	return digits >= 2 || (month && digits >= 1)
}

// widen takes in the signs written against a number: "+1", "(617)", "'91".
func widen(text string, start, end int) (int, int) {
	for start > 0 && strings.ContainsRune("+('#", rune(text[start-1])) {
		start--
	}
	for end < len(text) && text[end] == ')' {
		end++
	}
	return start, end
}

// label names what a hidden span was.
func label(raw string, ws []word) string {
	digits := 0
	for _, w := range ws {
		if w.dateish {
			return Date
		}
		digits += w.digits
	}
	if strings.HasPrefix(raw, "'") || numericDate(raw) {
		return Date
	}
	if digits >= 7 {
		return Phone
	}
	return Number
}

// numericDate reports whether raw is written like a date: three groups of digits separated by
// "/", "-" or ".", sized like 3/14/85, 14.03.1985 or 1985-03-14 (a phone's 415-555-1009 is not).
func numericDate(raw string) bool {
	groups := strings.FieldsFunc(raw, func(r rune) bool { return r == '/' || r == '-' || r == '.' })
	if len(groups) != 3 || strings.ContainsAny(raw, " ,") {
		return false
	}
	n := make([]int, 3)
	for i, g := range groups {
		for _, r := range g {
			if !unicode.IsDigit(r) {
				return false
			}
		}
		n[i] = len(g)
	}
	small := func(k int) bool { return k == 1 || k == 2 }
	return (n[0] == 4 && small(n[1]) && small(n[2])) || (small(n[0]) && small(n[1]) && (n[2] == 2 || n[2] == 4))
}

// split cuts text into words (runs of letters, digits and inner apostrophes) and classifies
// each, looking at its neighbours for the few that need them ("new year's", "saint patrick's").
func split(text string) []word {
	var out []word
	start := -1
	flush := func(end int) {
		if start >= 0 {
			out = append(out, word{start: start, end: end, lower: strings.ToLower(text[start:end])})
			start = -1
		}
	}
	for i, r := range text {
		isWord := unicode.IsLetter(r) || unicode.IsDigit(r)
		if r == '\'' || r == '’' {
			// Inside a word ("year's") it is part of it; before digits ("'91") it is a sign.
			isWord = start >= 0 && i+utf8.RuneLen(r) < len(text) && unicode.IsLetter(rune(text[i+utf8.RuneLen(r)]))
		}
		switch {
		case isWord && start < 0:
			start = i
		case !isWord:
			flush(i)
		}
	}
	flush(len(text))
	for i := range out {
		classify(out, i)
	}
	return out
}

func classify(ws []word, i int) {
	w := &ws[i]
	s := strings.ReplaceAll(w.lower, "’", "'")
	next := func(k int) string {
		if i+k < len(ws) {
			return ws[i+k].lower
		}
		return ""
	}
	if n, suffix := leadingDigits(s); n > 0 {
		switch {
		case suffix == "":
			w.class, w.digits = strong, n
		case suffix == "st" || suffix == "nd" || suffix == "rd" || suffix == "th":
			w.class, w.dateish = strong, true
		case suffix == "s": // "the 80s"
			w.class = strong
		case n >= 3 || hasDigitRun(s, 3):
			w.class = strong // a long number glued to letters still is one
		}
		return
	}
	if hasDigitRun(s, 3) {
		w.class = strong
		return
	}
	if d, ok := numberWords[s]; ok {
		w.class, w.digits = strong, d
		return
	}
	if ordinals[s] {
		w.class, w.dateish = strong, true
		return
	}
	if months[s] {
		w.class, w.dateish = strong, true
		return
	}
	if namedDays[s] {
		w.class, w.dateish = strong, true
		return
	}
	switch {
	case s == "new" && strings.HasPrefix(next(1), "year"),
		(s == "saint" || s == "st") && strings.HasPrefix(next(1), "patrick"),
		(s == "year's" || s == "years" || s == "year") && i > 0 && ws[i-1].lower == "new",
		(s == "leap" || s == "boxing" || s == "groundhog" || s == "independence" || s == "labor" || s == "memorial") && next(1) == "day",
		s == "fools" && i > 0 && ws[i-1].lower == "april":
		w.class, w.dateish = strong, true
		return
	}
	if d, ok := weakWords[s]; ok {
		w.class, w.digits = weak, d
		w.dateish = weakDates[s]
		return
	}
	if joiners[s] {
		w.class = joiner
		return
	}
	if s == "day" || s == "eve" || s == "baby" {
		w.class = trailing
	}
}

// leadingDigits counts the digits a word starts with and returns the rest ("14th": 2, "th").
func leadingDigits(s string) (int, string) {
	n := 0
	for i, r := range s {
		if !unicode.IsDigit(r) {
			return n, s[i:]
		}
		n++
	}
	return n, ""
}

func hasDigitRun(s string, n int) bool {
	run := 0
	for _, r := range s {
		if unicode.IsDigit(r) {
			run++
			if run >= n {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

// numberWords are always numbers, with the digits each says (a tens word says two when read
// as part of a phone number: "forty forty" is 4040).
var numberWords = map[string]int{
	"zero": 1, "two": 1, "three": 1, "four": 1, "five": 1, "six": 1, "seven": 1, "eight": 1, "nine": 1,
	"ten": 2, "eleven": 2, "twelve": 2, "thirteen": 2, "fourteen": 2, "fifteen": 2, "sixteen": 2,
	"seventeen": 2, "eighteen": 2, "nineteen": 2,
	"twenty": 2, "thirty": 2, "forty": 2, "fourty": 2, "fifty": 2, "sixty": 2, "seventy": 2, "eighty": 2, "ninety": 2,
	"hundred": 2, "thousand": 3, "double": 1, "triple": 2, "nought": 1, "naught": 1,
}

// weakWords are numbers only beside another number: "one" and "oh" are everyday words, and
// the rest are what speech-to-text writes for a spoken digit ("for one five", "to six").
var weakWords = map[string]int{
	"one": 1, "oh": 1, "o": 1, "won": 1, "for": 1, "fore": 1, "to": 1, "too": 1, "ate": 1, "niner": 1,
	"tree": 1, "free": 1, "fife": 1,
	// Digits in Spanish, which bilingual callers slip into.
	"cero": 1, "uno": 1, "dos": 1, "tres": 1, "cuatro": 1, "cinco": 1, "seis": 1, "siete": 1, "ocho": 1, "nueve": 1, "first": 0, "second": 0, "may": 0, "march": 0,
	"jan": 0, "feb": 0, "mar": 0, "apr": 0, "jun": 0, "jul": 0, "aug": 0, "sep": 0, "sept": 0,
	"oct": 0, "nov": 0, "dec": 0,
}

// monthish are the weak words that name a month.
var monthish = map[string]bool{
	"may": true, "march": true, "jan": true, "feb": true, "mar": true, "apr": true, "jun": true,
	"jul": true, "aug": true, "sep": true, "sept": true, "oct": true, "nov": true, "dec": true,
}

// weakDates are the weak words that make a span a date.
var weakDates = map[string]bool{
	"first": true, "second": true, "may": true, "march": true, "jan": true, "feb": true, "mar": true,
	"apr": true, "jun": true, "jul": true, "aug": true, "sep": true, "sept": true, "oct": true,
	"nov": true, "dec": true,
}

var ordinals = map[string]bool{
	"third": true, "fourth": true, "fifth": true, "sixth": true, "seventh": true, "eighth": true,
	"ninth": true, "tenth": true, "eleventh": true, "twelfth": true, "thirteenth": true,
	"fourteenth": true, "fifteenth": true, "sixteenth": true, "seventeenth": true,
	"eighteenth": true, "nineteenth": true, "twentieth": true, "thirtieth": true,
}

var months = map[string]bool{
	"january": true, "february": true, "april": true, "june": true, "july": true, "august": true,
	"september": true, "october": true, "november": true, "december": true,
}

// namedDays are days with a name that is a date.
var namedDays = map[string]bool{
	"christmas": true, "xmas": true, "valentine": true, "valentines": true, "valentine's": true,
	"halloween": true, "hallowe'en": true, "thanksgiving": true, "easter": true, "mayo": true,
	"paddy's": true, "paddys": true,
}

// joiners glue a span together: separators said aloud, hesitations, "and", "the", "of".
var joiners = map[string]bool{
	"and": true, "the": true, "of": true, "slash": true, "dash": true, "hyphen": true, "point": true,
	"dot": true, "uh": true, "um": true, "umm": true, "uhh": true, "uhm": true, "er": true,
	"erm": true, "ah": true, "hmm": true, "mm": true, "in": true, "then": true, "plus": true,
	"area": true, "code": true, "month": true, "year": true, "de": true,
}
