package dob

import "testing"

// sharedCases are a birthday shared with someone else, and a part of someone else's date
// completing the caller's partial one, each class in our own words. An empty want means a
// refusal. The clock is now() (2026-11-30).
var sharedCases = []classCase{
	// A shared month and day, and only the other person's year: the caller's year was never
	// said.
	{"shared day, their year", "me and my husband share a birthday, June 9th, his is 1968", ""},
	{"shared day, their year", "my sister and I have the same birthday, the 9th of June, she was born 1965", ""},
	{"shared day, their year", "we have the same birthday, June 9th, his year is 1968", ""},
	{"shared day, their year", "same birthday as my dad, June 9th, he's 1945", ""},
	{"shared day, their year", "same birthday as my wife, June 9th, she's a 1970 baby", ""},
	{"shared day, their year", "my son and I share a birthday, June 9th, he's 2001", ""},
	{"shared day, their year", "my mom and I were born on the same day, June 9th, she's from 1940", ""},
	{"shared day, their year", "we were born on the same day, June 9th, him in 1968", ""},
	{"shared day, their year", "June 9th, same as my wife, 1970", ""},
	{"shared day, their year", "June 9th, same as my wife's, she's seventy", ""},
	{"shared day, their year", "my birthday's June 9th, my wife's too, she was born in 1970", ""},
	{"shared day, their year", "my husband and I share the same birthday, the 9th of June, he's older, 1965", ""},
	// A whole date said of the other person is theirs, even beside a shared birthday.
	{"shared day, their date", "same birthday as my wife, she's June 9th 1970", ""},
	{"shared day, their date", "same birthday as my wife, June 9th 1970", ""},
	{"shared day, their date", "same birthday as my twin, he's 4/3/88", ""},
	{"shared day, their date", "same day as my twin sister, she's the 9th of June 1971", ""},
	{"shared day, their date", "same birthday as my twin, his is June 9th 1971", ""},
	// The caller's own year, or a twin's date said as the caller's answer, still reads.
	{"shared day, the caller's year", "same birthday as my wife, June 9th, I was born in 1969", "1969-06-09"},
	{"shared day, the caller's year", "same birthday as my wife, I'm June 9th 1969", "1969-06-09"},
	{"shared day, the caller's year", "I was born in 1971, June 9th, same as my twin brother", "1971-06-09"},
	{"shared day, the caller's year", "my wife and I were both born on June 9th, 1970", "1970-06-09"},
	{"a twin's date as the caller's answer", "same as my twin brother, June 6th 1981", "1981-06-06"},
	{"a twin's date as the caller's answer", "same birthday as my twin, 4/3/88", "1988-04-03"},
	{"a twin's date as the caller's answer", "same as my twin, he's on the account too, June 6th, 1981", "1981-06-06"},
	{"a twin's date as the caller's answer", "we're twins, June 6th 1981", "1981-06-06"},

	// Someone else's year completing the caller's month and day.
	{"their year, my month and day", "my birthday is June 9th, my son was born in 2001", ""},
	{"their year, my month and day", "my son was born in 2001, I'm June 9th", ""},
	{"their year, my month and day", "my wife was born in 1970, mine is June 9th", ""},
	{"their year, my month and day", "my husband's year is 1968, mine is June 9th", ""},
	{"their year, my month and day", "June 9th, and my husband is 1968", ""},
	{"their year, my month and day", "I'm June 9th, my husband's 1968", ""},
	{"their year, my month and day", "mine's June 9th, and my daughter's is 2001", ""},
	{"their year, my month and day", "mine's the 9th of June, my dad was born in forty-five", ""},
	{"their year, my month and day", "June 9th, my mom's year is 1945", ""},
	{"their year, my month and day", "June 9th, my daughter, 2001", ""},
	{"their year, my month and day", "my kid was born in 2001, I'm June 9th", ""},
	{"their year, my month and day", "June 9th. His, 1968.", ""},
	{"their year, my month and day", "June 9th, hers 1970", ""},
	// Someone else's whole date, its year carried to the caller's month and day.
	{"their year, my month and day", "my wife's is June 9th 1971 and mine is May 2nd", ""},
	{"their year, my month and day", "June 9th 1971 and mine is May 2nd", ""},
	{"their year, my month and day", "June 9th 1971, that's my wife's, mine is June 10th", ""},
	{"their year, my month and day", "my son's birthday is March 2nd, 2001, mine is the 5th of July", ""},
	{"their year, my month and day", "May 5th, 1940. No wait, that's my wife's. Mine's May 15th.", ""},
	// An event's year or day.
	{"an event's year or day", "June 14th, we got married in 1990", ""},
	{"an event's year or day", "June 14th, married in 1990", ""},
	{"an event's year or day", "June 14th, and then moved here in 1990", ""},
	{"an event's year or day", "our anniversary's the 14th of June, and I'm 1970", ""},
	{"an event's year or day", "our anniversary's the 14th of June. I'm June 1970", ""},
	{"an event's year or day", "June 14th is our anniversary, I was born in 1970", ""},
	{"an event's year or day", "June 14th was my wedding, I'm 1970", ""},
	{"an event's year or day", "June 14th, our anniversary, 1970", ""},
	{"an event's year or day", "my birthday is June 14th, I started driving in 1986", ""},
	// A date glossed as someone else's right after it.
	{"glossed as theirs", "June 14th, 1970, my husband's", ""},
	{"glossed as theirs", "June 14th, my husband's birthday, and I'm 1970", ""},

	// Nearby words that must still read.
	{"the caller's own beside theirs", "my wife's is June 9th 1971 and mine is May 2nd 1969", "1969-05-02"},
	{"the caller's own beside theirs", "May 5th, 1940. No wait, that's my wife's. Mine's May 15th, 1940.", "1940-05-15"},
	{"the caller's own beside theirs", "my husband is 1968 and I'm June 9th, 1971", "1971-06-09"},
	{"the caller's own beside theirs", "my kids were born in 2001 and 2004, I'm June 9th, 1971", "1971-06-09"},
	{"the caller's own beside theirs", "the twins were born in 2001, I'm June 9th 1971", "1971-06-09"},
	{"the caller's own beside theirs", "the kids are the 4th of May and the 1st of July, and I'm June 9th, 1971", "1971-06-09"},
	{"the caller's own beside theirs", "June 14th 1970, my husband's too", "1970-06-14"},
	{"the caller's own beside theirs", "June 14th 1970, my husband's is March 3rd 1968", "1970-06-14"},
	{"the caller's own beside theirs", "mine's two days after hers, June 14th, 1969", "1969-06-14"},
	{"the caller's own beside theirs", "5 5 2001 is his, mine is 8 2 1969", "1969-08-02"},
	{"the caller's year first", "nineteen seventy-one, my birthday is June 9th", "1971-06-09"},
	{"the caller's year first", "born in 1971, my birthday's June 9th", "1971-06-09"},
	{"the caller's year first", "1971, June 9th", "1971-06-09"},
}

// TestShared runs sharedCases.
func TestShared(t *testing.T) { runClassCases(t, sharedCases) }
