package dob

import "testing"

// birthdayCases are a month and day said with the age the caller turned or will turn on
// that day, each in our own words: the year follows exactly. An empty want means a refusal.
// The clock is now() (2026-11-30).
var birthdayCases = []classCase{
	{"age turned", "I turned fifty on the second of February", "1976-02-02"},
	{"age turned", "I've just turned 33, August 8th", "1993-08-08"},
	{"age turned", "I turned sixty on December 20th", "1965-12-20"},
	{"age to come", "I'll be forty on the 9th of January", "1987-01-09"},
	{"age to come", "I'm turning seventy, december the twenty-first", "1956-12-21"},
	{"age to come", "I'll be 30 on March 3rd", "1997-03-03"},
	{"age to come", "I turn sixty-five tomorrow, first of December", "1961-12-01"},
	// Someone else's age, or two ages, date nothing.
	{"not the caller's", "my dad just turned seventy, june 3rd", ""},
	{"not the caller's", "she'll be forty on June 3rd", ""},
	{"not the caller's", "I turned fifty, and I'll be sixty, June 3rd", ""},
	{"not the caller's", "I'll be seventeen on June 3rd", ""},
}

func TestBirthdayAge(t *testing.T) { runClassCases(t, birthdayCases) }
