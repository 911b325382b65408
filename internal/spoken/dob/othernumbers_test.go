package dob

import "testing"

// otherNumberCases are digits the caller names as another kind of number, in our own words.
// They read like dates and must not be: an empty want is a refusal. The reads beside them are
// a date said apart from the labelled digits, framed as the birth date. The clock is now()
// (2026-11-30).
var otherNumberCases = []classCase{
	// The label before the digits.
	{"policy number", "the policy number would be 6 11 58", ""},
	{"policy, no noun", "my policy's 6 11 58", ""},
	{"claim number", "claim number 06 11 1958", ""},
	{"account number", "account number is 6/11/58", ""},
	{"member ID", "member ID, 6 11 58", ""},
	{"zip code", "zip code is 6 11 58", ""},
	{"zip alone", "my zip's 61158", ""},
	{"postal code", "the postal code is eleven six fifty-eight", ""},
	{"reference number", "reference number six eleven fifty-eight", ""},
	{"phone number", "phone number's 6 11 58", ""},
	{"licence number", "my licence number is 6 11 58", ""},
	{"driver's license number", "my driver's license number is 06-11-58", ""},
	{"ends in", "my claim number ends in 6 11 58", ""},
	{"more digits after a pause", "my account number is 6 11 58, 7 2 64", ""},
	// The label after the digits.
	{"label after", "6 11 58, that's my member number", ""},
	{"label after", "6 11 58 is the policy number", ""},
	{"label after, no link", "6 11 58, policy number", ""},
	// A date of its own, framed as the birth date, said apart from the labelled digits.
	{"framed date beside", "policy number is 6 11 58, and I was born July 2nd 1964", "1964-07-02"},
	{"framed date beside", "my zip is 30312 and my date of birth is 7 2 64", "1964-07-02"},
	{"framed date beside", "member ID 6 11 58. DOB 07/02/1964", "1964-07-02"},
	{"framed date first", "my birthday's July 2nd 1964, policy number 6 11 58", "1964-07-02"},
	{"a date beside, not framed", "policy number is 6 11 58, July 2nd 1964", ""},
	// Words that name no number.
	{"policyholder", "I'm the policyholder, born 6 11 58", "1958-06-11"},
	{"just in case", "just in case, no, it's June 11th 1958", "1958-06-11"},
	{"zip is no label in a word", "zipper broke, anyway, June 11th 1958", "1958-06-11"},
}

// TestOtherNumbers runs otherNumberCases.
func TestOtherNumbers(t *testing.T) { runClassCases(t, otherNumberCases) }
