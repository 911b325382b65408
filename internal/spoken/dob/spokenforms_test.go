package dob

import "testing"

// spokenFormCases are ways of saying a date that were refused though they have one reading,
// each in our own words: a day's two digits said one by one, radio talk's "niner", the fields
// of a card read aloud, a year-first date with its dashes said, Spanish numbers, a month by a
// written ordinal beside its label, and a hedge the caller takes back by saying the same
// again. An empty want means a refusal; the refusals beside each show where the line is.
// The clock is now() (2026-11-30).
var spokenFormCases = []classCase{
	// A day said digit by digit, its first digit not a zero.
	{"day digit by digit", "one seven June sixty-two", "1962-06-17"},
	{"no such day", "June three one, 1962", ""}, // June has no 31st
	{"day digit by digit", "it's two nine April nineteen eighty", "1980-04-29"},
	{"day digit by digit", "December one zero 1955", "1955-12-10"},
	{"no day in the digits", "four six April nineteen eighty", ""},
	{"a year digit by digit", "April one nine eight zero", ""},

	// "niner", nine on the radio.
	{"niner", "oh niner, July, eighty-one", "1981-07-09"},
	{"niner, no year", "niner, niner", ""},
	{"niner", "eleven niner sixty", "1960-11-09"},

	// A card read aloud: the dates of issue and expiry are not the birth date.
	{"card read aloud", "my ID says EXP 11/02/2031, DOB 05/17/1959", "1959-05-17"},
	{"card read aloud", "ISS 06/01/1999 DOB 05/17/1959", "1959-05-17"},
	{"card read aloud", "DOB 05/17/1959, renewed 05/17/1999", "1959-05-17"},
	{"only an issue date", "it was issued on 05/17/1959", ""},
	{"no label before it", "05/17/1959 or 06/01/2019", ""},

	// The year first, its separators said.
	{"year first, separators said", "nineteen eighty-one dash one one dash oh four", "1981-11-04"},
	{"year first, separators said", "two thousand slash oh two slash fifteen", "2000-02-15"},
	{"year first, no month there", "nineteen eighty-one dash fourteen dash oh four", ""},
	{"two-digit year first", "eighty-one dash eleven dash oh four", ""},

	// Spanish numbers, and "de" between the parts.
	{"spanish numbers", "el nueve de abril de mil novecientos cincuenta y dos", "1952-04-09"},
	{"spanish numbers", "abril nueve, cincuenta y dos... perdón, fifty-two", "1952-04-09"},
	{"spanish numbers", "veintiocho de febrero, dos mil dos", "2002-02-28"},
	{"spanish numbers", "9 de abril de 1952", "1952-04-09"},
	{"spanish numbers corrected", "abril nueve, cincuenta y dos, sorry, fifty-three", "1953-04-09"},
	{"spanish, a different year said after", "abril nueve, cincuenta y dos, fifty-three", ""},
	{"weak words alone stay English", "I was born once, on March 3, 1970", "1970-03-03"},

	// A written ordinal before its label.
	{"written ordinal month", "11th month, 4th day, year 1981", "1981-11-04"},
	{"written ordinal month", "year 1981, the 11th month, the 4th day", "1981-11-04"},
	{"no such month", "14th month, 4th day, year 1981", ""},

	// A soft hedge taken back by saying the same again as a fact.
	{"hedge taken back", "I wanna say the 20th... no, it is the 20th, October 20th 1977", "1977-10-20"},
	{"hedge taken back", "I think 1977, yes, it was 1977, October the 20th", "1977-10-20"},
	{"hedge and a new value", "I wanna say the 20th... no, it is the 21st, October 21st 1977", ""},
	{"hedge left standing", "I wanna say the 20th, October 20th 1977", ""},
}

// TestSpokenForms runs spokenFormCases.
func TestSpokenForms(t *testing.T) { runClassCases(t, spokenFormCases) }
