package dob

import (
	"encoding/json"
	"os"
	"testing"
)

// TestLastWord reads the rows of testdata/lastword_cases.json, in our own words: a question
// about which date is wanted, answered (whichAnswered); a whole date said last after talk the
// caller set aside (lastWhole); the order named with ordinals ("day first, month second",
// orderNamed); a day's tens and unit said a word at a time before the date said whole
// (saidApart). An empty want means a refusal. The clock is now() (2026-11-30).
func TestLastWord(t *testing.T) {
	b, err := os.ReadFile("testdata/lastword_cases.json")
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
