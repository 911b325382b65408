package dob

import "testing"

// countedCases are days a caller counts from another day, in our own words: the last day of
// a month, and a counted distance from a named day. An empty want means a refusal. The clock
// is now() (2026-11-30).
var countedCases = []classCase{
	{"last day", "the last day of february 1984", "1984-02-29"},
	{"last day", "born the last day of February, nineteen seventy-one", "1971-02-28"},
	{"last day", "the very last day of June, 1949", "1949-06-30"},
	{"last day", "the last day of the year, sixty-six", "1966-12-31"},
	{"last day", "the last day of february", ""},
	{"counted days", "two days before Christmas, 1958", "1958-12-23"},
	{"counted days", "four days after the fourth of july 1975", "1975-07-08"},
	{"counted days", "exactly one week after Valentine's Day 1980", "1980-02-21"},
	{"counted days", "the day after march 9th 1970", "1970-03-10"},
	// A distance not counted, one across the end of February or into another year, and a
	// week said loosely stay refused.
	{"counted days", "a couple of days before Christmas, 1958", ""},
	{"counted days", "a week before Halloween 1961", ""},
	{"counted days", "two days before march 1st 1970", ""},
	{"counted days", "three days after new year's eve 1970", ""},
	// A month said with "in", then its day with "on the".
	{"in the month, on the day", "born in October on the twenty-second, 1961", "1961-10-22"},
	{"in the month, on the day", "I turn sixty in April on the 9th", "1967-04-09"},
	{"in the month, on the day", "we moved in May on the fifth floor, born 1970", ""},
}

func TestCounted(t *testing.T) { runClassCases(t, countedCases) }
