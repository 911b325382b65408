package dob

import "testing"

// relayCases are a date passed on from someone else in the room, a date doubted or broken
// off right after it is said, and a year said with a teen word that has a -ty sound-alike,
// each class in our own words. An empty want means a refusal. The clock is now()
// (2026-11-30).
var relayCases = []classCase{
	// Someone else in the room supplies the date: it is theirs to vouch for.
	{"relayed from the room", "she says March 3rd 1950", ""},
	{"relayed from the room", "my wife's telling me June 9th 1971", ""},
	{"relayed from the room", "he says it's the 4th of July, 1962", ""},
	{"relayed from the room", "my husband says it's 4/12/1958", ""},
	{"relayed from the room", "hang on, my daughter's saying it's August 2nd, 1939", ""},
	{"relayed from the room", "honey what is it? she says, um, May 5th, forty-four", ""},
	{"relayed from the room", "my son's telling me it's nineteen fifty-two, October the 1st", ""},
	{"relayed from the room", "she says I'm June 9th 1971", ""},
	{"relayed from the room", "my husband says I was born on the 3rd of March, 1950", ""},
	// The caller takes it back as their own, says it after a turn back, or repeats family
	// lore: still read.
	{"relayed, then the caller's own", "she says the tenth. It's not the tenth, it's the 12th. December 12th, 1940.", "1940-12-12"},
	{"relayed, then the caller's own", "my wife says March 3rd, but I'm March 4th 1950", "1950-03-04"},
	{"relayed, then the caller's own", "she says... what, dear? ... oh. June the ninth, nineteen forty-eight", "1948-06-09"},
	{"relayed, then the caller's own", "my mom always says I came late, June 2nd 1951", "1951-06-02"},
	{"relayed, then the caller's own", "I was born in the morning my mother always says, on March 10th, 1995", "1995-03-10"},
	{"relayed, then the caller's own", "she says hello. March 3rd 1950", "1950-03-03"},
	// Doubt or a break said after the date, with nothing to replace it.
	{"doubted or broken off after", "March 3rd 1950 no that's not... hang on", ""},
	{"doubted or broken off after", "June 9th 1971. Wait.", ""},
	{"doubted or broken off after", "it's the 5th of May, 1966, hold on", ""},
	{"doubted or broken off after", "April 4th 1980, hmm, no", ""},
	{"doubted or broken off after", "October 2nd 1987, that's not it", ""},
	// A date said again after the doubt, or the break before the date, still reads.
	{"doubt settled by a date", "March 3rd 1950, no, hang on, March 13th 1950", "1950-03-13"},
	{"doubt settled by a date", "Halloween, nineteen seventy, no joke", "1970-10-31"},
	{"doubt settled by a date", "April 1st 1972, and no, it's not a joke", "1972-04-01"},
	{"doubt settled by a date", "February 29th 1968, I'm not kidding", "1968-02-29"},
	{"doubt settled by a date", "August 15th 1971, no, 1972", "1972-08-15"},
	{"doubt settled by a date", "hang on, I'm driving... okay, March 28th 1971", "1971-03-28"},
	{"doubt settled by a date", "hold on. June 9th 1971", "1971-06-09"},
	{"doubt settled by a date", "March 3rd 1950, hang on, yes, March 3rd 1950", "1950-03-03"},

	// A teen-word year over a hundred years ago: the -ty reading may be the one said.
	{"teen year over a hundred", "April 9th nineteen fourteen", ""},
	{"teen year over a hundred", "the 2nd of May, nineteen thirteen", ""},
	{"teen year over a hundred", "June 6th, nineteen-sixteen", ""},
	{"teen year over a hundred", "nineteen seventeen, March the 1st", ""},
	{"teen year over a hundred", "October 10th nineteen hundred and eighteen", ""},
	{"teen year over a hundred", "December 1st nineteen nineteen", ""},
	{"teen year over a hundred", "three fifteen nineteen fifteen", ""},
	// The tens reading, a year in digits, or an age up to a hundred reads as before.
	{"teen year, nearby", "April 9th nineteen forty", "1940-04-09"},
	{"teen year, nearby", "April 9th 1914", "1914-04-09"},
	{"teen year, nearby", "April 14th, 1919", "1919-04-14"},
	{"teen year, nearby", "the fourteenth of April 1914", "1914-04-14"},
	{"teen year, nearby", "March 2nd nineteen twenty-six", "1926-03-02"},
	{"teen year, nearby", "June 6th nineteen sixty", "1960-06-06"},
	{"teen year, nearby", "June 16th nineteen sixty", "1960-06-16"},
	{"teen year, nearby", "May 5th nineteen eleven", "1911-05-05"},
}

// TestRelay runs relayCases.
func TestRelay(t *testing.T) { runClassCases(t, relayCases) }
