package dob

import "testing"

// restatedCases are a date said in words and said again as bare numbers, in our own words:
// callers who write the day first say the numbers so, and the month said by name settles
// the order. An empty want means a refusal. The clock is now() (2026-11-30).
var restatedCases = []classCase{
	{"day first again", "the 9th of October 1966. Yes. nine ten sixty-six", "1966-10-09"},
	{"day first again", "3rd of February, 1982, that's 3 2 82", "1982-02-03"},
	{"day first again", "21 6 88, twenty-first June", "1988-06-21"},
	{"day first again", "twenty-first of June, 21 6 88", "1988-06-21"},
	{"said as written", "October 9th 1966, ten nine sixty-six", "1966-10-09"},
	// Numbers that say another day or month, either way, are no restatement.
	{"day first again", "the 9th of October 1966. Yes. nine eleven sixty-six", ""},
	{"day first again", "21 7 88, twenty-first June", ""},
	{"day first again", "twenty-first of June, 22 6 88", ""},
}

func TestRestated(t *testing.T) { runClassCases(t, restatedCases) }

// restatedDayCases are a date's month and day said again as two bare numbers, or its day
// one digit at a time, beside the date said in words, in our own words.
var restatedDayCases = []classCase{
	{"month and day again", "um, 3-9. March ninth, 1977", "1977-03-09"},
	{"month and day again", "nine three... March ninth, 1977", "1977-03-09"},
	{"day in digits again", "two six... the twenty-sixth of May, 1950", "1950-05-26"},
	// Numbers that say another month or day are not placed, and refused.
	{"month and day again", "um, 3-8. March ninth, 1977", ""},
	{"day in digits again", "two five... the twenty-sixth of May, 1950", ""},
}

func TestRestatedDay(t *testing.T) { runClassCases(t, restatedDayCases) }
