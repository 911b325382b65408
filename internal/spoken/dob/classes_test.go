package dob

import (
	"encoding/json"
	"errors"
	"os"
	"testing"
)

// classCases are the classes of issue 9, each said in our own words: how callers really
// give a date of birth, and what must be refused. An empty want means a refusal. The clock
// is now() (2026-11-30): an adult was born on or before 2008-11-30, and a four-digit year
// may go back 120 years.
var classCases = []classCase{
	{"year first", "nineteen seventy-one, august third", "1971-08-03"},
	{"year first", "'72, June 9th", "1972-06-09"},
	{"year first", "2001, April 2nd", "2001-04-02"},
	{"year first", "nineteen and fifty-two, March the 3rd", "1952-03-03"},

	{"spoken numeric", "ten twenty-one sixty-six", "1966-10-21"},
	{"spoken numeric", "eleven oh two eighty", "1980-11-02"},
	{"spoken numeric", "oh six, one five, eight four", "1984-06-15"},
	{"spoken numeric", "six, uh, six fifteen eighty-four", "1984-06-15"},

	{"spoken slash", "four slash nineteen slash seventy", "1970-04-19"},
	{"spoken slash", "Oh. Seven. Slash. One. Two. Slash. Eight. Eight.", "1988-07-12"},
	{"spoken slash", "twelve slash three slash two thousand one", "2001-12-03"},

	{"ordinals", "the third of the tenth, nineteen eighty", "1980-10-03"},
	{"ordinals", "first of the first, nineteen ninety", "1990-01-01"},

	{"named days", "Valentine's, nineteen seventy-seven", "1977-02-14"},
	{"named days", "new year's day 1960", "1960-01-01"},
	{"named days", "born on Halloween of '79", "1979-10-31"},
	{"named days", "St. Patrick's Day 1983", "1983-03-17"},
	{"named days", "St Paddy's, sixty-eight", "1968-03-17"},
	{"named days", "the fourth of July, 1968", "1968-07-04"},
	{"named days", "Christmas Day, sixty-two", "1962-12-25"},
	{"named days", "Veterans Day 1955", "1955-11-11"},
	{"named days", "Groundhog Day, nineteen sixty-one", "1961-02-02"},
	{"named days", "May Day, 1949", "1949-05-01"},
	{"named days", "Thanksgiving 1970", ""},
	{"named days", "Easter Sunday, nineteen eighty", ""},
	{"named days", "leap day, nineteen eighty-one", ""},

	{"periods between tokens", "Um. October. 2nd. 1955.", "1955-10-02"},
	{"periods between tokens", "The. Ninth. Of. June. Nineteen. Eighty.", "1980-06-09"},

	{"self-correction", "April 4 1980, wait, no, April 14th", "1980-04-14"},
	{"self-correction", "nineteen seventy, and it's June the ninth, no, the tenth, June tenth", "1970-06-10"},
	{"self-correction", "1975, September 1st, sorry, September 2nd", "1975-09-02"},
	{"self-correction", "nineteen seventy, June the ninth, June tenth", ""},
	{"self-correction", "the accident was on the 2nd of March, and I was born April 6th, 1966", "1966-04-06"},
	{"correction of a part", "March 4 1990, no wait, the 5th", ""},
	{"correction of a part", "June 5 1970, no, not June, July", ""},
	{"correction of the year", "the fourth of March, nineteen ninety, sorry, nineteen ninety-one", "1991-03-04"},
	{"correction of a part", "March 4 1990, sorry, that's right", "1990-03-04"},

	{"restarts", "nineteen... nineteen sixty-two, the... the fifth of June", "1962-06-05"},
	{"restarts", "the eleventh, eleventh of March, eighty-one", "1981-03-11"},
	{"restarts", "thirty... thirty-first of May, nineteen seventy-seven", "1977-05-31"},
	{"restarts", "oh nine, oh nine, nineteen eighty-eight", "1988-09-09"},
	{"restarts", "twenty, twenty-one, June, nineteen seventy", ""},
	{"month then a year alone", "born in March nineteen ninety, the fourth", ""},
	{"month then a year alone", "March nineteenth, nineteen ninety", "1990-03-19"},
	{"restarts", "twenty... twenty-ninth of February, nineteen eighty-three", ""},

	{"day first", "I write the day first: oh three, oh eight, seventy-nine", "1979-08-03"},
	{"day first", "day first, so thirty, ten, nineteen sixty", "1960-10-30"},
	{"day first", "I'm British, 05/06/1970", ""},
	{"day first", "in the UK we'd say 05/06/1970, the fifth of June", "1970-06-05"},

	{"labelled fields", "month six, day twelve, year nineteen seventy-four", "1974-06-12"},
	{"labelled fields", "the year is 1958, the month is 2, the day is 27", "1958-02-27"},
	{"labelled fields", "year 1958, month 2", ""},

	{"hedges and alternatives", "the 8th or 9th of May 1970", ""},
	{"hedges and alternatives", "March 2 1970, or was that my brother's", ""},
	{"hedges and alternatives", "which one, mine or my wife's? mine's May 5 1961", ""},
	{"hedges and alternatives", "June 7th 1950, if I remember right", ""},
	{"hedges and alternatives", "sometime in August, 1963", ""},

	{"somebody else's date", "my husband's birthday is May 5 1961", ""},
	{"somebody else's date", "her date of birth is May 5th, 1961", ""},
	{"somebody else's date", "July 3 1958, that's my wife's", ""},
	{"somebody else's date", "my son's birthday is May 5 1990, sorry, mine is June 2 1962", "1962-06-02"},
	{"somebody else's date", "my mum always said I was born on May 5 1961", "1961-05-05"},
	{"somebody else's date", "my mother says it was a Sunday, May 5 1961", "1961-05-05"},
	{"somebody else's date", "May 8 1983, no wait, my son is May 9th", ""},
	{"somebody else's date", "the claim's for my daughter, she was born June 1 1999", ""},
	{"somebody else's date", "mine's on file, hers is March 2 1980", ""},

	{"ages outside 18 to 120", "August 1 2012", ""},
	{"ages outside 18 to 120", "January 3 1900", ""},
	{"a centenarian can verify", "January 3 1920", "1920-01-03"},
	{"ages outside 18 to 120", "oh five, March 3rd", "2005-03-03"},
	{"ages outside 18 to 120", "March 3rd, '15", ""},

	{"stated age", "I'm sixty-six, born March 3rd 1960", "1960-03-03"},
	{"stated age", "I'm 40, born March 3rd 1960", ""},
	{"stated age", "March 3rd 1960, I'm sixty-six years old", "1960-03-03"},
	{"stated age", "born in 1960, March the third, I am sixty-five", ""},
	{"stated age", "I'm one of the named drivers, March 3rd 1960", "1960-03-03"},

	{"impossible dates", "April thirty-first, 1971", ""},
	{"impossible dates", "February 29, 1971", ""},
	{"impossible dates", "February 29, 1972", "1972-02-29"},
}

// TestClasses runs classCases: each class of issue 9 read, or refused, as the caller meant.
func TestClasses(t *testing.T) { runClassCases(t, classCases) }

// classCase is one way of saying a date of birth and its reading ("" for a refusal).
type classCase struct {
	class, words, want string
}

// runClassCases parses each case's words with the US order and the test clock and checks the
// reading, or the refusal when want is "".
func runClassCases(t *testing.T, cases []classCase) {
	p := Parser{Order: MDY, Now: now}
	for _, tc := range cases {
		t.Run(tc.class+"/"+tc.words, func(t *testing.T) {
			got, err := p.Parse(tc.words)
			if tc.want == "" {
				var e *Error
				if !errors.As(err, &e) {
					t.Fatalf("Parse(%q) = %v, %v; want a refusal", tc.words, got, err)
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

// jsonCases reads class rows from a JSON file under testdata/ (our own wording): a list of
// {"Class", "Words", "Want"}, an empty Want meaning a refusal.
func jsonCases(t *testing.T, path string) []classCase {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var rows []struct{ Class, Words, Want string }
	if err := json.Unmarshal(b, &rows); err != nil {
		t.Fatal(err)
	}
	cases := make([]classCase, len(rows))
	for i, r := range rows {
		cases[i] = classCase{r.Class, r.Words, r.Want}
	}
	return cases
}
