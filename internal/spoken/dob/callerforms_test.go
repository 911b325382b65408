package dob

import "testing"

// callerFormCases are ways of giving a date that the reader refused though only one reading
// exists, each in our own words: day-first numerals with no pause, a digit's sound-alike in
// the day's place, a day's two digits in words, month and day run together, an age put
// right, a day labelled beside a month said by name, and "a week before" beside the date it
// counts to. An empty want means a refusal; the refusals beside them show where the line is.
// The clock is now() (2026-11-30).
var callerFormCases = []classCase{
	// Three numerals, the first no month: the day came first, pauses or not.
	{"day-first numerals", "it's 28 02 1969", "1969-02-28"},
	{"day-first numerals", "19 7 81", "1981-07-19"},
	{"day-first numerals", "28 13 1969", ""},
	{"month-first numerals", "02 11 1969", "1969-02-11"},

	// A digit's sound-alike between a month and a year in numerals.
	{"sound-alike day", "august for 1977", "1977-08-04"},
	{"sound-alike day", "it's October to 1961", "1961-10-02"},
	{"a span of time", "from August to 1977 we lived abroad, I'm March 3 1950", "1950-03-03"},

	// A day said as two digits in words, as it is written on a form.
	{"day in two digits", "zero seven Nov 1966", "1966-11-07"},
	{"day in two digits", "November oh seven 1966", "1966-11-07"},
	{"year said short first", "oh two, November 7th", "2002-11-07"},

	// A month and day run together in four numerals, then the year.
	{"month and day run together", "my birth date is 1107 1966", "1966-11-07"},
	{"month and day run together", "0704 59", "1959-07-04"},
	{"month and day run together", "2407 1959", "1959-07-24"},
	{"two years", "1959 1966", ""},
	{"another number", "the claim number is 1107 1966", ""},

	// An age put right straight after it is said.
	{"age put right", "I'm 41, no, 42, born the 2nd of March 1984", "1984-03-02"},
	{"age put right", "I'm fifty... sorry, fifty-one. June 1st, 1975", "1975-06-01"},
	{"age put right", "I'm 41, no wait, I'm 42. March 2nd 1984", "1984-03-02"},
	{"age put right, to a wrong one", "I'm 41, no, 43, March 2nd 1984", ""},

	// The day labelled, the month by name and the year said on their own.
	{"day labelled", "1977, in August, and the day is the six", "1977-08-06"},
	{"day labelled", "August 1977, day is 6", "1977-08-06"},
	{"day labelled, no year", "in August, and the day is the six", ""},
	{"day labelled, two months", "1977, August or July, the day is the 6th", ""},
	{"a number before day is no label", "1977, the twelfth? my brother and I are one day apart, August", ""},

	// "A week before" a named day, beside the date it counts to.
	{"a week as a gloss", "a week after Halloween, November 7th 1966", "1966-11-07"},
	{"a week as a gloss", "November 7th 1966, it's a week after Halloween", "1966-11-07"},
	{"a week that disagrees", "a week after Halloween, November 8th 1966", ""},
	{"a week alone", "a week after Halloween, 1966", ""},
}

// TestCallerForms runs callerFormCases.
func TestCallerForms(t *testing.T) { runClassCases(t, callerFormCases) }
