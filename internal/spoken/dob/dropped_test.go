package dob

import "testing"

// droppedCases are the dob_G classes, said in our own words: a year the transcriber wrote as
// its two spoken halves ("19, 88") after a month and a day, a number or month name that no
// reading can place (refused unless something the caller said explains it), a declared
// "day then month" order, and field labels said with a short "is" ("year's"). An empty want
// is a refusal. The clock is now() (2026-11-30).
var droppedCases = []classCase{
	{"year in halves", "april, 9, 19, 74", "1974-04-09"},
	{"year in halves", "April 9 19 74", "1974-04-09"},
	{"year in halves", "the 9th of april, 19, 74", "1974-04-09"},
	{"year in halves", "9 april 19 74", "1974-04-09"},
	{"year in halves", "october 30th, 20, 02", "2002-10-30"},
	{"year in halves", "april, nine, nineteen, seventy four", "1974-04-09"},
	{"year in halves", "four, nine, 19, 74", "1974-04-09"},
	{"year in halves", "12 3 19 61", "1961-12-03"},
	{"year in halves", "19, 74, april the 9th", "1974-04-09"},
	{"halves are no year alone", "Feb 20, '74", "1974-02-20"},
	{"halves are no year alone", "april 19 74", "1974-04-19"},
	{"year in halves", "april, 9, 19", ""},
	{"year in halves", "april, 9, 20, 7", ""},
	{"year in halves", "april, 9, 19, 7, 4", ""},
	{"year in halves", "4, 9, 20, 7", ""},

	{"a number left over", "april 9, 6, 1974", ""},
	{"a number left over", "april, 11, 2, 1974", ""},
	{"a number left over", "April, 9, 4, 19, 74", ""},
	{"a number left over", "april 9, 1974, 6", ""},
	{"a number left over", "April 9 6 1974", ""},
	{"a number left over", "april 9th, 6, 1974, sorry", ""},
	{"a month left over", "april, may 9th 1974", ""},
	{"a month left over", "April, 4, 9, 1974", ""},
	{"a month left over", "april, 9, 19, 7 4", ""},

	{"explained", "eleven... sorry, the ninth of April, 1974", "1974-04-09"},
	{"explained", "not March, April. April 9th, 1974", "1974-04-09"},
	{"explained", "the ninth? the ninth of April, 1974", "1974-04-09"},
	{"explained", "the ninth of, the ninth of April, nineteen seventy-four", "1974-04-09"},
	{"explained", "April, um, April the ninth, 1974", "1974-04-09"},
	{"explained", "may. no, april. april 9th 1974", "1974-04-09"},
	{"explained", "hold on, one second. April 9th, 1974", "1974-04-09"},
	{"a second read as a day", "hang on a second. April 9th, 1974", ""},
	{"other talk", "I have two kids on the policy, but mine is April 9th, 1974", "1974-04-09"},
	{"other talk", "flat 6, and my birthday's April 9th, 1974", "1974-04-09"},

	{"day then month", "I write the day then the month: five, two, eighty", "1980-02-05"},
	{"day then month", "day and then month, 07/03/1969", "1969-03-07"},
	{"day then month", "day, then month, then year: 30 4 58", "1958-04-30"},
	{"month then day", "month then day: five, two, eighty", "1980-05-02"},

	{"label with a short is", "year's 1966, month's 10, day's the 4th", "1966-10-04"},
	{"label with a short is", "the month's May, the day's the 3rd, the year's 1950", "1950-05-03"},
	{"label with a short is", "day's the 4th, month's 10", ""},
	{"label with a short is", "year's 1966", ""},
	{"named day, no label", "New Year's Day, 1970", "1970-01-01"},
}

// TestDropped runs droppedCases.
func TestDropped(t *testing.T) { runClassCases(t, droppedCases) }
