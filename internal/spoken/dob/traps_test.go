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

	// A decoy: the only date said is another event's day, named before or after it.
	{"decoy event date", "I married on March 3 1970", ""},
	{"decoy event date", "we got married March 3rd, 1990", ""},
	{"decoy event date", "March 3 1970 was my wedding", ""},
	{"decoy event date", "March 3 1990, that's when I bought the car", ""},
	{"decoy event date", "March 3 1990, that's the day we moved in", ""},
	{"decoy event date", "I got my license June 5 1986, born the year before", ""},
	{"decoy event date", "my license was issued June 5 1990", ""},
	{"decoy event date", "it expires June fifth nineteen ninety", ""},
	{"decoy event date", "policy start date June 5 1990", ""},
	{"decoy event date", "I've been with you since June 5 1990", ""},
	{"decoy event date", "I started driving June 5 1990", ""},
	{"decoy event date", "the crash happened on June 5 1990", ""},
	{"decoy event date", "the car was made June 5 1990", ""},
	{"decoy event date", "my claim was filed June 5 1990", ""},
	{"decoy event date", "I moved here June 5 1990", ""},
	{"decoy event date", "I came to this country June 5 1990", ""},
	{"decoy event date", "I was adopted June 5 1990", ""},
	{"decoy event date", "June 5 1990, the day I was adopted", ""},
	{"decoy event date", "he passed away June 5 1990", ""},
	{"decoy event date", "I was christened on the 5th of June 1990", ""},
	// The birth date beside the decoy, or the birth said in the gloss, still reads.
	{"decoy event date", "March 3 1970, that's when I was born", "1970-03-03"},
	{"decoy event date", "April 6th 1966, that's when my mother had me", "1966-04-06"},
	{"decoy event date", "the accident was March 2nd and I was born April 6th, 1966", "1966-04-06"},
	{"decoy event date", "born April 6th 1966, I've been insured with you since 1990", "1966-04-06"},
	{"decoy event date", "the claim is for my car, date of birth April 6th 1966", "1966-04-06"},
	{"decoy event date", "my license expires 6/5/2030, my birthday is April 6th 1966", "1966-04-06"},
	{"decoy event date", "April 6 1966, and the accident was last week", "1966-04-06"},
}

// TestTraps runs trapCases.
func TestTraps(t *testing.T) { runClassCases(t, trapCases) }
