package dob

import "testing"

// digitCases are dates said the way service records print them, day, month, year, every
// digit on its own, in our own words; the refused ones show where the shape ends.
var digitCases = []classCase{
	{"two-digit year", "service number habit, sorry: two eight FEB six four", "1964-02-28"},
	{"four-digit year", "zero four July one nine eight two", "1982-07-04"},
	{"oh for zero, pauses", "oh nine, Sept, seven one", "1971-09-09"},
	{"day not a day", "four five aug seven nine", ""},
	{"a digit too many", "one two March seven nine eight", ""},
	{"a number before it", "one two seven, March seven nine", ""},
	{"four digits not a year", "one two March three four five six", ""},
}

func TestDigitByDigit(t *testing.T) { runClassCases(t, digitCases) }
