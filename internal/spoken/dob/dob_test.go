package dob

import (
	"errors"
	"strings"
	"testing"
	"time"
)

// now is the fixed clock for every test: 2026-11-30.
func now() time.Time { return time.Date(2026, time.November, 30, 15, 0, 0, 0, time.UTC) }

// parseCases pairs what a caller might say with the date we must produce.
// An empty want means Parse must refuse with *Error.
var parseCases = []struct {
	name, words string
	order       Order
	want        string
}{
	// Month names.
	{"hesitations inside", "uh march 14th, um, uh 1985", MDY, "1985-03-14"},
	{"month day year", "March 4th 1990", MDY, "1990-03-04"},
	{"day month year", "4 March 1990", MDY, "1990-03-04"},
	{"the fourth of", "the fourth of March nineteen ninety", MDY, "1990-03-04"},
	{"two digit word year", "march fourth ninety", MDY, "1990-03-04"},
	{"comma", "March 4, 1990", MDY, "1990-03-04"},
	{"abbreviation with dot", "Mar. 4, 1990", MDY, "1990-03-04"},
	{"sept", "sept 21st 1985", MDY, "1985-09-21"},
	{"march the fourth", "march the fourth, nineteen ninety", MDY, "1990-03-04"},
	{"ordinal of month comma", "4th of march, 1990", MDY, "1990-03-04"},
	{"twenty first", "twenty first of june nineteen eighty five", MDY, "1985-06-21"},
	{"thirty-first", "december thirty-first nineteen ninety nine", MDY, "1999-12-31"},
	{"twenty one cardinal", "july twenty one nineteen seventy", MDY, "1970-07-21"},
	{"apostrophe year", "may 3rd '85", MDY, "1985-05-03"},
	{"dmy order irrelevant for words", "March 4th 1990", DMY, "1990-03-04"},

	// Spoken years.
	{"nineteen eighty five", "june 1 nineteen eighty five", MDY, "1985-06-01"},
	{"two thousand five", "january second two thousand five", MDY, "2005-01-02"},
	{"two thousand and five", "january second two thousand and five", MDY, "2005-01-02"},
	{"twenty oh five", "january second twenty oh five", MDY, "2005-01-02"},
	{"oh five", "january second oh five", MDY, "2005-01-02"},
	{"nineteen oh five is too old", "january second nineteen oh five", MDY, ""},
	{"nineteen hundred and thirty", "august tenth nineteen hundred and thirty", MDY, "1930-08-10"},
	{"twenty twenty is a child", "october 5 twenty twenty", MDY, ""},
	{"twenty oh eight", "october 5 twenty oh eight", MDY, "2008-10-05"},
	{"two thousand", "feb 29 two thousand", MDY, "2000-02-29"},
	{"one thousand nine hundred", "march 4 one thousand nine hundred ninety", MDY, "1990-03-04"},

	// Two-digit years go in the latest century that makes an adult on Now (2026-11-30).
	{"pivot to an adult", "november 30 26", MDY, "1926-11-30"},
	{"pivot to last century", "december 1 26", MDY, "1926-12-01"},
	{"pivot 25 is too old", "march 4 25", MDY, ""},
	{"pivot oh eight", "november 30 08", MDY, "2008-11-30"},
	{"pivot oh eight a day young", "december 1 08", MDY, ""},

	// Numeric.
	{"slash mdy", "03/04/1990", MDY, "1990-03-04"},
	{"slash dmy", "03/04/1990", DMY, "1990-04-03"},
	{"dash two digit year", "3-4-90", MDY, "1990-03-04"},
	{"dots", "3.4.1990", MDY, "1990-03-04"},
	{"dots dmy", "3.4.1990", DMY, "1990-04-03"},
	{"iso", "1990-03-04", MDY, "1990-03-04"},
	{"iso under dmy", "1990-03-04", DMY, "1990-03-04"},
	{"ymd two digit", "90/03/04", YMD, "1990-03-04"},
	{"numeric sentence end", "it's 12/25/1980.", MDY, "1980-12-25"},
	{"mdy no month 25 reads day first", "25/12/1980", MDY, "1980-12-25"},
	{"mdy invalid both ways refused", "25/13/1980", MDY, ""},
	{"dmy reads 25/12", "25/12/1980", DMY, "1980-12-25"},

	// Filler.
	{"its", "it's march 4th 1990", MDY, "1990-03-04"},
	{"my birthday is", "um, my birthday is the 4th of March, 1990, I think you have it", MDY, "1990-03-04"},
	{"phone number nearby", "my number is 415-555-1009 and I was born march 4 1990", MDY, "1990-03-04"},
	{"one second then date", "One second. March 4th, 1990.", MDY, "1990-03-04"},
	{"repeated same date", "march 4 1990, yes march fourth nineteen ninety", MDY, "1990-03-04"},
	{"may as verb", "may I say it's june 5 1971", MDY, "1971-06-05"},

	// Refusals.
	{"empty", "", MDY, ""},
	{"nonsense", "I don't remember", MDY, ""},
	{"missing year", "march fourth", MDY, ""},
	{"missing year day first", "the fourth of march", MDY, ""},
	{"missing day", "march 1990", MDY, ""},
	{"slash missing year", "3/4", MDY, ""},
	{"future", "december 25 2026", MDY, ""},
	{"future far", "march 4 2090", MDY, ""},
	{"feb 30", "february 30 1990", MDY, ""},
	{"feb 29 non leap", "february 29th 1990", MDY, ""},
	{"older than 120", "march 4 1899", MDY, ""},
	{"exactly 120 ok", "november 30 1906", MDY, "1906-11-30"},
	{"one day over 120", "november 29 1906", MDY, ""},
	{"two dates", "march 4 1990 or maybe march 5 1990", MDY, ""},
	{"self correction, the last date wins", "february 30 1990, no, march 1 1990", MDY, "1990-03-01"},
	{"two dates without a correction", "march 1 1990 and march 2 1990", MDY, ""},
	{"alternatives", "march 1 or march 2 1990", MDY, ""},
	{"hedge", "I believe it is march 1 1990", MDY, ""},
	{"numeric and spoken differ", "03/04/1990, april 3 1990", MDY, ""},
	{"year only", "1990", MDY, ""},
	{"numbers without month, US order", "3 4 1990", MDY, "1990-03-04"},
	{"bare numbers two ways", "one one one nineteen ninety", MDY, ""},
	{"day 32", "march 32 1990", MDY, ""},
	{"stray number before month", "4 march 5 1990", MDY, ""},
	{"year first spoken", "nineteen ninety march fourth", MDY, "1990-03-04"},
	{"three digit year", "march 4 199", MDY, ""},
	{"mixed separators read as bare numbers", "03/04-1990", MDY, "1990-03-04"},
	{"day first declared", "day first: 04/03/1990", MDY, "1990-03-04"},
	{"day first hinted, no gloss", "I am from the UK, 04/03/1990", MDY, ""},
	{"day first hinted, glossed", "I am from the UK, 04/03/1990, the fourth of March", MDY, "1990-03-04"},
	{"named day", "Christmas Eve, nineteen seventy-three", MDY, "1973-12-24"},
	{"day after a named day", "the day after Christmas, 1958", MDY, "1958-12-26"},
	{"day before a named day", "the day before Valentine's Day, 1970", MDY, "1970-02-13"},
	{"day before a named day in another year", "the day before New Year's Day, 1970", MDY, ""},
	{"days after a named day", "a few days after Halloween, 1970", MDY, ""},
	{"spoken slash", "oh five, slash, two nine, slash, seven three", MDY, "1973-05-29"},
	{"bad order", "03/04/1990", Order(7), ""},
}

func TestParse(t *testing.T) {
	for _, tc := range parseCases {
		t.Run(tc.name, func(t *testing.T) {
			p := Parser{Order: tc.order, Now: now}
			got, err := p.Parse(tc.words)
			if tc.want == "" {
				var e *Error
				if !errors.As(err, &e) {
					t.Fatalf("Parse(%q) = %v, %v; want *Error", tc.words, got, err)
				}
				if e.Reason == "" || len(e.Heard) > maxHeard {
					t.Fatalf("Parse(%q): bad refusal %+v", tc.words, e)
				}
				return
			}
			if err != nil {
				t.Fatalf("Parse(%q): %v", tc.words, err)
			}
			if got.String() != tc.want {
				t.Fatalf("Parse(%q) = %s; want %s", tc.words, got, tc.want)
			}
		})
	}
}

func TestRefusalReasons(t *testing.T) {
	p := Parser{Now: now}
	cases := map[string]string{
		"march fourth":                 "no year heard",
		"march 1990":                   "no day heard",
		"march 4 1990 or march 5 1990": "the caller offered alternatives or doubt",
		"february 30 1990":             "February 30, 1990 is not a real date",
		"december 25 2026":             "December 25, 2026 is in the future",
		"march 4 1899":                 "March 4, 1899 is more than 120 years ago",
		"december 1 2008":              "December 1, 2008 makes the caller younger than 18",
		"I don't remember":             "the caller offered alternatives or doubt",
		"13/13/1990":                   "month 13 day 13 year 1990 is not a real date",
	}
	for words, want := range cases {
		_, err := p.Parse(words)
		var e *Error
		if !errors.As(err, &e) || e.Reason != want {
			t.Errorf("Parse(%q) = %v; want reason %q", words, err, want)
		}
	}
}

func TestHeard(t *testing.T) {
	p := Parser{Now: now}
	_, err := p.Parse("  Um…  MARCH   the 4th?!  ")
	var e *Error
	if !errors.As(err, &e) || e.Heard != "um march the 4th" {
		t.Fatalf("got %#v", err)
	}
	long := strings.Repeat("blah ", 40)
	_, err = p.Parse(long)
	if !errors.As(err, &e) || len(e.Heard) > maxHeard || !strings.HasPrefix(e.Heard, "blah blah") || strings.HasSuffix(e.Heard, " ") {
		t.Fatalf("got %#v", err)
	}
	if !strings.Contains(e.Error(), "no date heard") {
		t.Fatalf("Error() = %q", e.Error())
	}
}

func TestDate(t *testing.T) {
	d := Date{1990, time.March, 4}
	if d.String() != "1990-03-04" || d.Spoken() != "March 4, 1990" {
		t.Fatalf("got %s / %s", d, d.Spoken())
	}
}

func TestNilNowUsesClock(t *testing.T) {
	got, err := Parser{}.Parse("march 4 1990")
	if err != nil || got != (Date{1990, time.March, 4}) {
		t.Fatalf("got %v, %v", got, err)
	}
	if _, err := (Parser{}).Parse("march 4 2990"); err == nil {
		t.Fatal("future date accepted with the real clock")
	}
}

func FuzzParse(f *testing.F) {
	for _, tc := range parseCases {
		f.Add(tc.words, int(tc.order))
	}
	f.Add("twenty twenty twenty twenty twenty twenty", 0)
	f.Add("january one thousand and", 1)
	f.Add("1/1/1 2/2/2 3/3/3", 2)
	for _, tc := range talkCases {
		f.Add(tc.words, 0)
	}
	for _, tc := range sharedCases {
		f.Add(tc.words, 0)
	}
	f.Fuzz(func(t *testing.T, words string, order int) {
		p := Parser{Order: Order(order), Now: now}
		d, err := p.Parse(words)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("Parse(%q) error %v is not *Error", words, err)
			}
			if e.Reason == "" || len([]rune(e.Heard)) > maxHeard {
				t.Fatalf("Parse(%q): bad refusal %+v", words, e)
			}
			return
		}
		// A real calendar date: time.Date must not normalise it.
		tt := time.Date(d.Year, d.Month, d.Day, 0, 0, 0, 0, time.UTC)
		if tt.Year() != d.Year || tt.Month() != d.Month || tt.Day() != d.Day {
			t.Fatalf("Parse(%q) = %+v: not a calendar date", words, d)
		}
		if tt.After(now()) {
			t.Fatalf("Parse(%q) = %s: in the future", words, d)
		}
		if d.Year < 2026-maxAge {
			t.Fatalf("Parse(%q) = %s: too old", words, d)
		}
		if d.Spoken() == "" || len(d.String()) != 10 {
			t.Fatalf("Parse(%q) = %+v: bad formatting", words, d)
		}
	})
}
