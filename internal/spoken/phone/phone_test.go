package phone

import (
	"errors"
	"strings"
	"testing"

	"github.com/nyaruka/phonenumbers"
)

// parseCases pairs what a caller might say with the key we must produce.
// An empty e164 means Parse must refuse with ErrNoNumber.
var parseCases = []struct {
	name, words, region string
	e164, spoken        string
}{
	// Plain digits, in every shape speech-to-text produces.
	{"spaced numerals", "4 1 5, 5 5 5, 1 0 0 9", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},
	{"dashed", "415-555-1009", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},
	{"parens and dot", "(415) 555.1009", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},
	{"dotted", "415.555.1009", "US", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},
	{"one token", "4155551009", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},
	{"plus sign", "+1 415 555 1009", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},
	{"leading 1", "1 415 555 1009", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},
	{"lower case region", "415 555 1009", "us", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},

	// Digit words.
	{"words", "four one five five five five one oh oh nine", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},
	{"zero words", "four one five five five five one zero zero nine", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},
	{"letter o", "four one five five five five one o o nine", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},
	{"capitalised", "Four One Five. Five Five Five. One Oh Oh Nine.", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},
	{"country code words", "one four one five five five five one zero zero nine", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},
	{"plus word", "plus one four one five five five five one oh oh nine", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},
	{"mixed words and numerals", "four one five 555 ten oh nine", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},

	// Grouping words.
	{"triple and ten oh nine", "four one five triple five ten oh nine", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},
	{"double", "four one five five double five one double oh nine", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},
	{"double numeral", "415 5 double 5 1009", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},
	{"fifteen", "four fifteen, five five five, ten oh nine", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},
	{"forty forty", "two one two, five five five, forty forty", "", "+12125554040", "2 1 2, 5 5 5, 4 0 4 0"},
	{"twenty one", "two one two five five five twenty one twenty one", "", "+12125552121", "2 1 2, 5 5 5, 2 1 2 1"},
	{"fifty five", "four one five, fifty five five, ten oh nine", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},
	{"hundred teen", "four hundred fifteen five five five one oh oh nine", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},
	{"hundred and", "five hundred and five, five five five, one oh oh nine", "", "+15055551009", "5 0 5, 5 5 5, 1 0 0 9"},
	{"thousand", "four one five five five five two thousand", "", "+14155552000", "4 1 5, 5 5 5, 2 0 0 0"},

	// Toll-free.
	{"one eight hundred", "one eight hundred five five five one two one two", "", "+18005551212", "8 0 0, 5 5 5, 1 2 1 2"},
	{"eight hundred", "eight hundred five five five one two one two", "", "+18005551212", "8 0 0, 5 5 5, 1 2 1 2"},
	{"eight hundred twelve twelve", "1 eight hundred, 555, twelve twelve", "", "+18005551212", "8 0 0, 5 5 5, 1 2 1 2"},
	{"triple eight", "one triple eight five five five one two one two", "", "+18885551212", "8 8 8, 5 5 5, 1 2 1 2"},
	{"1-800", "1-800-555-1212", "", "+18005551212", "8 0 0, 5 5 5, 1 2 1 2"},

	// Filler, hesitation, corrections, interjections.
	{"filler two seconds", "give me two seconds, it's 415 555 1009", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},
	{"my number is", "yeah my number is four one five five five five one oh oh nine thanks", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},
	{"hesitation", "four one five, um, five five five, uh, one oh oh nine", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},
	{"self correction", "four one five, no wait, four one six five five five one oh oh nine", "", "+14165551009", "4 1 6, 5 5 5, 1 0 0 9"},
	{"oh interjection comma", "oh, it's four one five five five five one oh oh nine", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},
	{"oh interjection word", "oh it's 415 555 1009", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},
	{"oh before numerals", "Oh 415 555 1009", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},
	{"oh comma words", "Oh, four one five, five five five, one oh oh nine.", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},
	{"trailing oh", "four one five five five five one oh oh nine, oh, and that's my cell", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},
	{"policy number shorter", "my policy is 12345 and my phone is 415 555 1009", "", "+14155551009", "4 1 5, 5 5 5, 1 0 0 9"},

	// Other regions.
	{"canada on us line", "six oh four, five five five, one two three four", "US", "+16045551234", "6 0 4, 5 5 5, 1 2 3 4"},
	{"gb national", "oh two oh, seven nine four six, oh nine five eight", "GB", "+442079460958", "0 2 0, 7 9 4 6, 0 9 5 8"},
	{"gb numerals", "020 7946 0958", "GB", "+442079460958", "0 2 0, 7 9 4 6, 0 9 5 8"},
	// A number abroad on a US line is no key (ErrAbroad); ParseAnyCountry reads it (abroadCases).
	{"gb on us line", "plus four four two oh seven nine four six oh nine five eight", "US", "", ""},
	{"gb double", "oh two oh seven nine four six oh nine five eight", "GB", "+442079460958", "0 2 0, 7 9 4 6, 0 9 5 8"},

	// Refusals.
	{"empty", "", "", "", ""},
	{"spaces", "   ,,, ", "", "", ""},
	{"letters only", "I don't know my number", "", "", ""},
	{"partial", "four one five five five five", "", "", ""},
	{"filler only", "give me two seconds", "", "", ""},
	{"too long", "4155551009123", "", "", ""},
	{"way too long", "1234567890123456789012345678901234567890", "", "", ""},
	{"two numbers", "415 555 1009 or 415 555 1010", "", "", ""},
	{"word breaks run", "four one five, no, five five five one oh oh nine", "", "", ""},
	{"joined oh is zero", "oh four one five five five five one oh oh nine", "", "", ""},
	{"lone oh", "oh", "", "", ""},
	{"ordinal is not digits", "4th 415 555", "", "", ""},
	{"invalid area code", "one two three four five six seven eight nine oh", "", "", ""},
	{"fictional 555 area code, North American shape", "five five five, two one two, three four five six", "", "+15552123456", "5 5 5, 2 1 2, 3 4 5 6"},
	{"exchange starting with 1 is not a North American number", "five five five one two three four five six seven", "", "", ""},
	{"five hundred five is 5005", "five hundred five five five five one oh oh nine", "", "", ""},
	{"argentina rewrite adds digit", "011 15 2345 6789", "AR", "", ""},
	{"double without digit", "double check four one five", "", "", ""},
}

func TestParse(t *testing.T) {
	for _, tc := range parseCases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Parse(tc.words, tc.region)
			if tc.e164 == "" {
				if !errors.Is(err, ErrNoNumber) {
					t.Fatalf("Parse(%q) = %+v, %v; want ErrNoNumber", tc.words, got, err)
				}
				return
			}
			if err != nil {
				t.Fatalf("Parse(%q): %v (runs %+v)", tc.words, err, Runs(tc.words))
			}
			if got.E164 != tc.e164 || got.Spoken != tc.spoken {
				t.Fatalf("Parse(%q) = %+v; want {%s %s}", tc.words, got, tc.e164, tc.spoken)
			}
		})
	}
}

func TestRuns(t *testing.T) {
	cases := []struct {
		words string
		want  []string
	}{
		{"five hundred five", []string{"5005"}},
		{"five hundred and five", []string{"505"}},
		{"four hundred twenty one", []string{"421"}},
		{"four hundred and twenty", []string{"420"}},
		{"twelve hundred", []string{"1200"}},
		{"a hundred", nil},
		{"forty oh five", []string{"4005"}},
		{"forty, five", []string{"405"}},
		{"twenty zero", []string{"200"}},
		{"double oh seven", []string{"007"}},
		{"oh, two", []string{"2"}},
		{"two, three", []string{"23"}},
		{"two and three", []string{"2", "3"}},
		{"plus four four", []string{"44"}},
	}
	for _, tc := range cases {
		var got []string
		for _, r := range Runs(tc.words) {
			got = append(got, r.Digits)
		}
		if strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("Runs(%q) = %q; want %q", tc.words, got, tc.want)
		}
	}
}

func TestUnknownRegion(t *testing.T) {
	_, err := Parse("415 555 1009", "ZZ")
	if !errors.Is(err, ErrUnknownRegion) || errors.Is(err, ErrNoNumber) {
		t.Fatalf("got %v; want ErrUnknownRegion only", err)
	}
}

// digitWords are the words that can contribute a digit; used by the fuzz
// test to check a success always had something digit-like in it.
var digitWords = []string{"zero", "one", "two", "three", "four", "five", "six", "seven",
	"eight", "nine", "oh", "o", "nought", "naught", "ten", "eleven", "twelve", "thirteen",
	"fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
	"thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}

func FuzzParse(f *testing.F) {
	for _, tc := range parseCases {
		f.Add(tc.words, tc.region)
	}
	for _, tc := range classCases {
		f.Add(tc.words, "US")
	}
	f.Add("oh oh oh oh oh oh oh oh oh oh", "GB")
	f.Add("double double triple hundred thousand and", "US")
	f.Add("nine hundred and ninety nine thousand", "US")
	f.Fuzz(func(t *testing.T, words, region string) {
		n, err := Parse(words, region)
		if err != nil {
			if n != (Number{}) {
				t.Fatalf("error %v with non-zero number %+v", err, n)
			}
			return
		}
		lower := strings.ToLower(words)
		hasDigit := strings.ContainsAny(lower, "0123456789")
		for _, w := range digitWords {
			hasDigit = hasDigit || strings.Contains(lower, w)
		}
		if !hasDigit {
			t.Fatalf("Parse(%q) = %+v from input with no digits or digit words", words, n)
		}
		if n.Spoken == "" || !strings.HasPrefix(n.E164, "+") {
			t.Fatalf("Parse(%q) = %+v: malformed", words, n)
		}
		pn, perr := phonenumbers.Parse(n.E164, "")
		if perr != nil || !(phonenumbers.IsValidNumber(pn) || nanpShaped(pn)) {
			t.Fatalf("Parse(%q) = %+v: E164 does not round-trip as valid: %v", words, n, perr)
		}
		// The national digits must be digits our own tokenizer derived from the words: no
		// invented digits. Corrections and labelled parts ("the last four are ..., the area
		// code is ...") may reorder and drop what was said, never add to it.
		nsn := phonenumbers.GetNationalSignificantNumber(pn)
		var heard strings.Builder
		for _, r := range Runs(words) {
			heard.WriteString(r.Digits)
		}
		for d := '0'; d <= '9'; d++ {
			if strings.Count(nsn, string(d)) > strings.Count(heard.String(), string(d)) {
				t.Fatalf("Parse(%q) = %+v: national digits %s not all heard in runs %+v", words, n, nsn, Runs(words))
			}
		}
		// The readback must say the same digits as the key (ignoring the
		// country code, which is implicit for national numbers).
		spokenDigits := strings.Map(func(c rune) rune {
			if c >= '0' && c <= '9' {
				return c
			}
			return -1
		}, n.Spoken)
		if !strings.HasSuffix(spokenDigits, nsn) {
			t.Fatalf("Parse(%q) = %+v: readback digits %s do not end in %s", words, n, spokenDigits, nsn)
		}
	})
}
