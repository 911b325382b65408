package dob

import "testing"

// trapCases are the wrong-date traps an auditor sets, each class in our own words. An empty
// want means a refusal. The clock is now() (2026-11-30).
var trapCases = []classCase{
	// A day named only by an event in history: the caller said no date.
	{"history alone", "the day Kennedy was shot, I was being born that very day", ""},
	{"history alone", "I came into the world the day they shot JFK", ""},
	{"history alone", "same day President Kennedy got killed", ""},
	{"history alone", "born the day Nixon resigned", ""},
	{"history alone", "the day Kennedy was assassinated, in sixty-three", ""},
	{"history alone", "the day Kennedy was shot, November", ""},
	{"history alone", "the day they shot Kennedy, so the twenty-second", ""},
	{"history alone", "the day before they shot Kennedy", ""},
	{"history alone", "the day of the moon landing", ""},
	{"history alone", "nine eleven, the day the towers fell, but in nineteen seventy", ""},
	// The same event beside the date said in words glosses it, and a different date is refused.
	{"history as a gloss", "November twenty-second, sixty-three, the day Kennedy was shot", "1963-11-22"},
	{"history as a gloss", "I was born the day they shot Kennedy, eleven twenty-two sixty-three", "1963-11-22"},
	{"history as a gloss", "August ninth, seventy-four, the day Nixon resigned", "1974-08-09"},
	{"history as a gloss", "November twenty-third, sixty-three, the day after they shot Kennedy", ""},
	{"history as a gloss", "the day Kennedy was shot, November twenty-second, nineteen sixty-four", ""},

	// Bare numbers that are a month and then a whole year with no day, as much as a month,
	// a day and a two-digit year.
	{"month and year alone", "twelve nineteen fifty", ""},
	{"month and year alone", "it's uh, twelve nineteen fifty", ""},
	{"month and year alone", "twelve, nineteen fifty", ""},
	{"month and year alone", "twelve nineteen, fifty", ""},
	{"month and year alone", "one nineteen sixty-two", ""},
	{"month and year alone", "three twenty oh five", ""},
	{"month and year alone", "oh four nineteen seventy", ""},
	{"month and year alone", "eleven nineteen eighty-four", ""},
	{"month and year alone", "zero six, nineteen ninety-one", ""},
	{"month and year alone", "for eleven nineteen seventy ate", ""},
	{"month and year alone", "December nineteen fifty", ""},
	// A day said beside them, or a year no living caller was born in, leaves one reading.
	{"month and year alone", "twelve nineteen nineteen fifty", "1950-12-19"},
	{"month and year alone", "twelve nineteen, nineteen fifty", "1950-12-19"},
	{"month and year alone", "one twenty nineteen ninety", "1990-01-20"},
	{"month and year alone", "four twenty seventy-one", "1971-04-20"},
	{"month and year alone", "twelve eighteen fifty", "1950-12-18"},
	{"month and year alone", "December nineteenth, fifty", "1950-12-19"},
}

// TestTraps runs trapCases.
func TestTraps(t *testing.T) { runClassCases(t, trapCases) }
