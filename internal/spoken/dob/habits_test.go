package dob

import "testing"

// habitCases are habits of callers who learned dates elsewhere, and of leap-day callers, in
// our own words. An empty want means a refusal. The clock is now() (2026-11-30).
var habitCases = []classCase{
	// A time counted after a correction is no part of the date put right.
	{"counted time", "09/10/78, sorry, day first, I've been in this country twenty years", "1978-10-09"},
	{"counted time", "June 2nd 1966, sorry, I've waited on hold for 40 minutes", "1966-06-02"},
	{"counted time", "June 2nd 1966, sorry, the 3rd, I waited twenty minutes", ""},
	// A month said by its number after "of the".
	{"month by number", "the 21 of the 9, 1981", "1981-09-21"},
	{"month by number", "the 4th of the 11, nineteen sixty-two", "1962-11-04"},
	{"month by number", "2 of the 3 cars, born 1981", ""},
	// A leap-day caller's birthdays, counted.
	{"leap birthdays", "February 29th 1980, so I've only had eleven birthdays, I'm eleven really", "1980-02-29"},
	{"leap birthdays", "February 29th 1980, I'm twelve", ""},
}

func TestHabits(t *testing.T) { runClassCases(t, habitCases) }
