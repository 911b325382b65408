package dob

import "testing"

// These are the classes dob_AA, dob_AB and dob_AC showed (a family-history interviewer's, a
// school registrar's and a hospice intake coordinator's callers), each said in our own words
// as other callers would say it, with the refusals that must stand beside each. An empty want
// means a refusal. The clock is now() (2026-11-30).

// repeatedDigitCases are bare numbers with one digit said three or more times in a row: when
// one repeat fewer reads as another date, the count is the reading and a stammer or an echo
// changes it, so nothing is read from them; a date said again in a form with no count to get
// wrong picks one of their readings. Digits grouped by pauses, and runs whose count changes
// nothing, read as before.
var repeatedDigitCases = []classCase{
	{"a digit said over and over", "one one one one eighty", ""},
	{"a digit said over and over", "1 1 1 1 80", ""},
	{"a digit said over and over", "it's one two two two nineteen eighty", ""},
	{"a digit said over and over", "oh one one one fifty-two", ""},
	{"a digit said over and over", "um one one one nine eighty", ""},
	{"a digit said over and over", "my birthday is two two two two seventy", ""},
	{"a digit said over and over", "seven seven seven sixty", ""},
	{"said again without a count", "one one one one eighty-eight? Eleven eleven eighty-eight.", "1988-11-11"},
	{"said again without a count", "one one one one eighty-eight, I mean January eleventh, eighty-eight", "1988-01-11"},
	{"said again without a count", "one two two two, I mean December twenty-second, nineteen eighty", "1980-12-22"},
	{"said again as another date", "one one one one eighty-eight? March third eighty-eight", ""},
	{"grouped by pauses", "one one, one one, eighty", "1980-11-11"},
	{"grouped by pauses", "oh one, one one, eighty", "1980-01-11"},
	{"the count changes nothing", "oh one oh two one nine nine nine", "1999-01-02"},
	{"the count changes nothing", "march fifth, one nine nine nine", "1999-03-05"},
}

// TestRepeatedDigits runs repeatedDigitCases.
func TestRepeatedDigits(t *testing.T) { runClassCases(t, repeatedDigitCases) }
