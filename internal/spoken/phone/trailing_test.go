package phone

import "testing"

// trailingCases cover a lone short group said after a whole number with words between: one
// that could be the end put right, with nothing naming it as something else, is refused
// rather than dropped; the end said again, a correction the correction rules already read, a
// group named as another kind of number, a place or a time, and a group after words that
// confirm the number all still read.
var trailingCases = []parseCase{
	// The group could be the end put right, but no correction rule reads these words:
	// keeping the first number would verify whoever has it.
	{"trailing", "402 555 0187, I told you already, 0178", "", ErrTrailingGroup},
	{"trailing", "402 555 0187, make that 0188", "", ErrTrailingGroup},
	{"trailing", "402 555 0187, my mistake, 0180", "", ErrTrailingGroup},
	{"trailing", "402 555 0187 and then 0190", "", ErrTrailingGroup},
	{"trailing", "four oh two, five five five, oh one eight seven, like I said, oh one eight eight", "", ErrTrailingGroup},
	{"trailing", "4025550187, I said, 0177", "", ErrTrailingGroup},
	{"trailing", "402 555 0187, I told you, 01 78", "", ErrTrailingGroup},
	{"trailing", "402 555 0187, I told you already, 0178, got that?", "", ErrTrailingGroup},
	// The end said again after words confirms it.
	{"trailing", "402 555 0187, I told you already, 0187", "+14025550187", nil},
	{"trailing", "402 555 0187, like I said, oh one eight seven", "+14025550187", nil},
	// Correction words a rule already reads put the end right.
	{"trailing", "402 555 0187, sorry, 0178", "+14025550178", nil},
	{"trailing", "402 555 0187, no, I mean oh one seven eight", "+14025550178", nil},
	{"trailing", "402 555 0187, scratch that, 0178", "+14025550178", nil},
	// A group named as something else is left out of the number, as before.
	{"trailing", "402 555 0187, claim number 6620", "+14025550187", nil},
	{"trailing", "402 555 0187, my policy is 6620", "+14025550187", nil},
	{"trailing", "402 555 0187, extension 6620", "+14025550187", nil},
	{"trailing", "402 555 0187, the house is 6620", "+14025550187", nil},
	{"trailing", "402 555 0187, apartment 6620", "+14025550187", nil},
	{"trailing", "402 555 0187, I get off work at 1130", "+14025550187", nil},
	{"trailing", "402 555 0187, 6620 Elm Street", "+14025550187", nil},
	{"trailing", "402 555 0187, best time to call is 1130", "+14025550187", nil},
	// A date of birth given in the same breath: its year is a four-digit group after words.
	{"trailing", "402 555 0187, october 9th 1961", "+14025550187", nil},
	{"trailing", "402 555 0187, and I was born in 1961", "+14025550187", nil},
	{"trailing", "402 555 0187, date of birth 10 9 1961", "+14025550187", nil},
	{"trailing", "402 555 0187, the 9th, 1961", "+14025550187", nil},
	// "before" right before a group makes it a time ("call before 1130"), even after "I told
	// you": a label read generously keeps the old reading rather than refusing.
	{"trailing", "402 555 0187, call before 1130", "+14025550187", nil},
	// Words confirming the number first: what follows changes nothing of it.
	{"trailing", "402 555 0187, that's right, 6620", "+14025550187", nil},
	// A group of another length than the end is no candidate for it (unchanged).
	{"trailing", "402 555 0187, I told you already, 17", "+14025550187", nil},
}

func TestTrailing(t *testing.T) { runParseCases(t, trailingCases) }
