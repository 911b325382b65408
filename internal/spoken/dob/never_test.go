package dob

import (
	"encoding/json"
	"os"
	"testing"
)

// TestNeverCases reads the rows of testdata/never_cases.json, in our own words, for the
// classes TestNeverAnotherDate found at seeds 2, 6 and 7 and for a caller calling about
// somebody else: a year's first word dropped as a restart of the day
// (yearLostToRestart); the last month's day taken by the next month whose own number was
// dropped as a restart; a year said first, then the month again with a longer day
// (yearBeforeMonth); and "calling about my mother" (behalf). An empty want means a refusal.
// The clock is now() (2026-11-30).
func TestNeverCases(t *testing.T) {
	b, err := os.ReadFile("testdata/never_cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var rows []struct{ Class, Words, Want string }
	if err := json.Unmarshal(b, &rows); err != nil {
		t.Fatal(err)
	}
	cases := make([]classCase, len(rows))
	for i, r := range rows {
		cases[i] = classCase{r.Class, r.Words, r.Want}
	}
	runClassCases(t, cases)
}
