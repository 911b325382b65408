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
