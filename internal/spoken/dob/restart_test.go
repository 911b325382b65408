package dob

import "testing"

// stutterCases are number words said twice running with no pause, and restarts a
// transcriber marks with a dash: the word is said once. The clock is now() (2026-11-30).
var stutterCases = []classCase{
	{"stutter", "twenty twenty-first of May, 1960", "1960-05-21"},
	{"stutter", "it's nineteen nineteen sixty-six, July ninth", "1966-07-09"},
	{"stutter", "July ninth nineteen nineteen sixty-six", "1966-07-09"},
	{"stutter", "the ninth ninth of July 1966", "1966-07-09"},
	{"stutter", "July ninth, nineteen nineteen", ""},
	{"dash restart", "July the ninth, nineteen sixty— nineteen sixty-six", "1966-07-09"},
	{"dash restart", "July the—the ninth, 1966", "1966-07-09"},
	{"dash restart", "July ninth, nineteen sixty– sixty-six", "1966-07-09"},
}

func TestStutters(t *testing.T) { runClassCases(t, stutterCases) }

// othersWrongCases are "wrong" said of a record or of other people, which is no doubt about
// the date the caller gives; said of the caller's own words, it still is.
var othersWrongCases = []classCase{
	{"a record is wrong", "you've got me down wrong, it's the 8th of May 1966", "1966-05-08"},
	{"a record is wrong", "the birthday on your system is wrong, May 8th 1966", "1966-05-08"},
	{"a record is wrong", "people always get it wrong, it's May the 8th, 1966", "1966-05-08"},
	{"a record is wrong", "May 8th 1966, the post office has it wrong", "1966-05-08"},
	{"the caller's own", "May 8th 1966, the date I gave is wrong", ""},
	{"the caller's own", "May 8th 1966, I could be wrong", ""},
	{"the caller's own", "May 8th 1966, or is that wrong", ""},
	{"the caller's own", "May 8th 1966, that's wrong", ""},
}

func TestOthersWrong(t *testing.T) { runClassCases(t, othersWrongCases) }
