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

// digitYearCases are a year, or a day and a year, said one digit at a time after the month,
// and a year's halves written as digits around "oh", in our own words.
var digitYearCases = []classCase{
	{"digit by digit after the month", "august 1 4 1 9 6 2", "1962-08-14"},
	{"digit by digit after the month", "may 30, one nine eight one", "1981-05-30"},
	{"digit by digit after the month", "may 1 9 8 1", ""},
	{"halves around oh", "the 8th of march, 20 oh 1", "2001-03-08"},
	{"halves around oh", "march 8th, 21 oh 9", ""},
}

func TestDigitYears(t *testing.T) { runClassCases(t, digitYearCases) }
