package dob

import "testing"

// TestLastWord reads the rows of testdata/lastword_cases.json, in our own words: a question
// about which date is wanted, answered (whichAnswered); a whole date said last after talk the
// caller set aside (lastWhole); the order named with ordinals ("day first, month second",
// orderNamed); a day's tens and unit said a word at a time before the date said whole
// (saidApart). An empty want means a refusal. The clock is now() (2026-11-30).
func TestLastWord(t *testing.T) {
	runClassCases(t, jsonCases(t, "testdata/lastword_cases.json"))
}
