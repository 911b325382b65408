package dob

import "testing"

// TestNeverCases reads the rows of testdata/never_cases.json, in our own words, for the
// classes TestNeverAnotherDate found at seeds 2, 6 and 7 and for a caller calling about
// somebody else: a year's first word dropped as a restart of the day
// (yearLostToRestart); the last month's day taken by the next month whose own number was
// dropped as a restart; a year said first, then the month again with a longer day
// (yearBeforeMonth); and "calling about my mother" (behalf). An empty want means a refusal.
// The clock is now() (2026-11-30).
func TestNeverCases(t *testing.T) {
	runClassCases(t, jsonCases(t, "testdata/never_cases.json"))
}
