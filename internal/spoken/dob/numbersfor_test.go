package dob

import "testing"

// numbersForWordsCases are a date said with its month named and corrected to bare numbers,
// in our own words. When both of the first two numbers could be a month and they differ,
// the caller may have kept the day first and changed the year, or given a new date month
// first: either reading is a guess, so the date is refused and asked again. An empty want
// means a refusal. The clock is now() (2026-11-30).
var numbersForWordsCases = []classCase{
	{"numbers either way", "March 4th 1971, no, 4 3 72", ""},
	{"numbers either way", "it's June the 2nd, 1958... sorry, 2 6 59", ""},
	{"numbers either way", "the eleventh of August eighty, I mean eleven eight eighty-one", ""},
	{"numbers either way", "February 7, 1990, oops, 07/02/1991", ""},
	{"numbers either way", "December 1st 1963, actually 1-12-64", ""},
	{"numbers either way", "May 6th, wait, no, 6 5 77", ""},
	{"numbers either way", "September 12th 1949, no no, 9 11 49", ""},
	// Numbers that fit one order only, the same number twice, a year said first (which fixes
	// the order), a correction in words, a correction of the year alone and numbers said
	// with no worded date before them read as before.
	{"numbers one way", "March 4th 1971, no, 3 24 72", "1972-03-24"},
	{"numbers one way", "March 4th 1971, no, 24/3/1972", "1972-03-24"},
	{"numbers same twice", "March 4th 1971, no, 4 4 72", "1972-04-04"},
	{"year first", "March 4th 1971, no, 1972-04-03", "1972-04-03"},
	{"year first", "March 4th 1971, no, nineteen seventy-two, four, three", "1972-04-03"},
	{"words corrected", "March 4th 1971, no, April 3rd", "1971-04-03"},
	{"year corrected", "March 4th 1971, no, 1972", "1972-03-04"},
	{"numbers alone", "4 3 72", "1972-04-03"},
	{"numbers alone", "eleven eight eighty-one", "1981-11-08"},
	{"numbers corrected", "4 3 72, no, 4 5 72", "1972-04-05"},
}

func TestNumbersForWords(t *testing.T) { runClassCases(t, numbersForWordsCases) }
