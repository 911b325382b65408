package spoken

import (
	"regexp"
	"strings"
)

// A transcriber sometimes writes one spoken number word as two, cutting it where the speaker
// paused or where its model guessed a word boundary: "eighteen" as "ate teen", "eighty" as
// "eight y", "forty" as "for ty" or "fourty", "fourth" as "for th", "triple" as "trip le",
// "November" as "Nov ember", "2nd" as "2 nd". Read as they stand, the first piece is a digit of
// its own and the second is dropped: "August ate teen 1982" became August 8th, another date
// than the one said, and "4 4 eight y 5" lost the digit the "y" stood for. Rejoin puts such
// words back together before a reader sees them, so every reader of numbers hears the word
// that was said.
//
// Only a piece that is no word by itself ("teen", "ty", "y", "th", "nd", "le", "ember") is
// joined to the number word before it: "for teen" is rejoined, "for ten" is left alone
// (a homophone of four before ten is for the reader to judge).

// splitPiece is a number word (or its sound-alike) cut from the piece after it.
type splitPiece struct {
	re   *regexp.Regexp
	with func(m []string) string
}

// teenStems and tensStems are the first halves of a teen and a tens word as a transcriber
// may cut them off, sound-alikes included ("ate" for "eigh", "for" for "four").
var (
	teenStems = map[string]string{"thir": "thir", "three": "thir", "four": "four", "for": "four",
		"fif": "fif", "five": "fif", "six": "six", "seven": "seven", "sev": "seven", "eight": "eigh",
		"eigh": "eigh", "ate": "eigh", "nine": "nine"}
	tensStems = map[string]string{"twen": "twen", "thir": "thir", "three": "thir",
		"four": "for", "for": "for", "fif": "fif", "five": "fif", "six": "six", "seven": "seven",
		"eight": "eigh", "eigh": "eigh", "ate": "eigh", "nine": "nine"}
	ordinalStems = map[string]string{"four": "fourth", "for": "fourth", "fif": "fifth",
		"five": "fifth", "six": "sixth", "seven": "seventh", "eigh": "eighth", "eight": "eighth",
		"nine": "ninth", "ten": "tenth"}
	unitOrdinals = map[string]string{"1": "first", "2": "second", "3": "third", "4": "fourth",
		"5": "fifth", "6": "sixth", "7": "seventh", "8": "eighth", "9": "ninth"}
	// ordinalCuts are an ordinal's two halves as a transcriber cuts them where the second half
	// is no word ("sec ond", "ni nth"); a first half that is an ordinal's stem by itself
	// ("four th", "fif th") is ordinalStems'.
	ordinalCuts = map[string]string{"sec ond": "second", "seck ond": "second", "sek ond": "second",
		"sec cond": "second", "fir st": "first", "thi rd": "third", "fou rth": "fourth",
		"fi fth": "fifth", "sev enth": "seventh", "seve nth": "seventh", "ni nth": "ninth",
		"nin th": "ninth", "twel fth": "twelfth", "twelf th": "twelfth"}
	monthStems = map[string]string{"jan": "january", "janu": "january", "feb": "february",
		"febru": "february", "sept": "september", "sep": "september", "octo": "october",
		"oct": "october", "nov": "november", "novem": "november", "dec": "december",
		"decem": "december", "au": "august", "aug": "august"}
)

// joins are the split words Rejoin mends, each with what it is mended to. Every pattern
// starts at a word boundary and matches the two pieces with only spaces or a hyphen between.
var joins = []splitPiece{
	// "ate teen", "for teenth", "six-teen".
	{regexp.MustCompile(`(?i)\b(thir|three|four|for|fif|five|six|seven|sev|eight|eigh|ate|nine)[ -]+(teen(?:th|s)?)\b`),
		func(m []string) string { return teenStems[strings.ToLower(m[1])] + strings.ToLower(m[2]) }},
	// "for ty", "eight y", "twen ty", "six tieth".
	{regexp.MustCompile(`(?i)\b(twen|thir|three|four|for|fif|five|six|seven|eight|eigh|ate|nine)[ -]+(ty|y|tieth|ieth)\b`),
		func(m []string) string {
			stem, tail := tensStems[strings.ToLower(m[1])], strings.ToLower(m[2])
			if tail == "y" || tail == "ty" {
				return stem + "ty"
			}
			return stem + "tieth"
		}},
	// "fourty", "fourtieth": forty misspelt the way it sounds.
	{regexp.MustCompile(`(?i)\bfour(ty|tieth)\b`), func(m []string) string { return "for" + strings.ToLower(m[1]) }},
	// "for th", "fif th", "eigh th".
	{regexp.MustCompile(`(?i)\b(four|for|fif|five|six|seven|eigh|eight|nine|ten)[ -]+th\b`),
		func(m []string) string { return ordinalStems[strings.ToLower(m[1])] }},
	// "2 nd", "21 st", "5 th".
	{regexp.MustCompile(`(?i)\b(\d{1,2}) +(st|nd|rd|th)\b`), func(m []string) string { return m[1] + strings.ToLower(m[2]) }},
	// "twenty 1st", "thirty 1st": a tens word and a digit's ordinal are one day.
	{regexp.MustCompile(`(?i)\b(twenty|thirty)[ -]+([1-9])(?:st|nd|rd|th)\b`),
		func(m []string) string { return strings.ToLower(m[1]) + "-" + unitOrdinals[m[2]] }},
	// "sec ond", "fir st", "thi rd", "fou rth", "sev enth", "ni nth": an ordinal cut where its
	// tail is no word. Read as it stood, "twenty sec ond" was the 20th, its unit dropped.
	{regexp.MustCompile(`(?i)\b(sec|seck|sek|fir|thi|fou|fi|sev|seve|ni|nin|twel|twelf)[ -]+(ond|cond|st|rd|rth|fth|enth|nth|th)\b`),
		func(m []string) string {
			if o, ok := ordinalCuts[strings.ToLower(m[1])+" "+strings.ToLower(m[2])]; ok {
				return o
			}
			return m[0] // a stem and a tail of two ordinals ("fir rd"): left as said
		}},
	// "trip le", "dou ble".
	{regexp.MustCompile(`(?i)\b(trip|dou|doub)[ -]+(le|ble)\b`), func(m []string) string {
		if strings.HasPrefix(strings.ToLower(m[1]), "trip") {
			return "triple"
		}
		return "double"
	}},
	// "Nov ember", "Octo ber", "Janu ary", "Au gust".
	{regexp.MustCompile(`(?i)\b(jan|janu|feb|febru|sept|sep|octo|oct|nov|novem|dec|decem|au|aug)[ -]+(uary|ruary|ary|ember|tember|ober|ber|gust|ust)\b`),
		func(m []string) string { return monthStems[strings.ToLower(m[1])] }},
	// "1,980": a thousands separator a transcriber put in a year or a group of digits.
	{regexp.MustCompile(`\b(\d),(\d{3})\b`), func(m []string) string { return m[1] + m[2] }},
}

// Rejoin returns text with number words and month names a transcriber split in two put back
// together (see the comment above). Everything else is left exactly as it was.
func Rejoin(text string) string {
	if !mayBeSplit(text) {
		return text // most utterances: the patterns are the costly part
	}
	for _, j := range joins {
		if !j.re.MatchString(text) {
			continue
		}
		text = j.re.ReplaceAllStringFunc(text, func(s string) string {
			return j.with(j.re.FindStringSubmatch(s))
		})
	}
	return text
}

// secondPieces are the words a split leaves second ("teen", "ty", "th", "ember"): every join
// but "fourty" and "1,980" has one, so words with none need no pattern run.
var secondPieces = map[string]bool{"teen": true, "teenth": true, "teens": true, "ty": true,
	"y": true, "tieth": true, "ieth": true, "th": true, "st": true, "nd": true, "rd": true,
	"le": true, "ble": true, "uary": true, "ruary": true, "ary": true, "ember": true,
	"tember": true, "ober": true, "ber": true, "gust": true, "ust": true, "ond": true, "cond": true,
	"rth": true, "fth": true, "enth": true, "nth": true}

// mayBeSplit reports text that holds a second piece as a word of its own, "fourt" or a comma
// between digits: the only text a join can change.
func mayBeSplit(text string) bool {
	start := -1
	for i := 0; i <= len(text); i++ {
		letter := i < len(text) && (text[i]|0x20 >= 'a' && text[i]|0x20 <= 'z')
		if letter {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			w := text[start:i]
			if len(w) <= 6 && secondPieces[strings.ToLower(w)] || len(w) >= 6 && strings.EqualFold(w[:5], "fourt") {
				return true
			}
			start = -1
		}
		if i > 0 && i+1 < len(text) && text[i] == ',' && text[i-1] >= '0' && text[i-1] <= '9' && text[i+1] >= '0' && text[i+1] <= '9' {
			return true
		}
	}
	return false
}
