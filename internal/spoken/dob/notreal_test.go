package dob

import "testing"

// notRealCases are callers who say the date they give is not their true birthday: a date
// written down for them (at a border, by an orphanage, on an estimate) while the real day is
// unknown or another. In our own words. An empty want means a refusal. The clock is now()
// (2026-11-30). The read ones beside them show where the line is.
var notRealCases = []classCase{
	{"not the real birthday", "it's on my ID as March 3rd 1961, but it's not my real birthday", ""},
	{"not the real birthday", "they gave me July 1 1948 at immigration, not my actual birth date", ""},
	{"not the real birthday", "the first of January 1955, that isn't really my birthday though", ""},
	{"not the real birthday", "officially October 10th, 1960. my true date of birth, nobody knows", ""},
	{"not the real birthday", "1/1/1952 is what I go by, no one knows the real one", ""},
	{"not the real birthday", "I use May 5th 1970, my real birthday is unknown", ""},
	// A "one" that stands for the birthday is no number said after the doubt.
	{"not the real birthday", "July 1 1948 on my card, it is not my true birthday, they just picked that one", ""},
	{"not the real birthday", "my green card says 1/1/1960, that's not my actual birthday, I never knew the real one", ""},
	// A real birthday said without doubt, or a card that is someone else's, is still read.
	{"a real birthday said", "February 29th 1984, I only get a real birthday every four years", "1984-02-29"},
	{"a real birthday said", "my real birthday is April 4th 1977", "1977-04-04"},
	{"not mine on the card", "that's not my birthday on the form, that's my husband's. mine is 4/4/1977", "1977-04-04"},
}

// TestNotReal runs notRealCases.
func TestNotReal(t *testing.T) { runClassCases(t, notRealCases) }
