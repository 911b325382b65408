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

// othersWrongCases are "wrong" said of a record or of other people, which is no doubt about
// the date the caller gives; said of the caller's own words, it still is.
var othersWrongCases = []classCase{
	{"a record is wrong", "you've got me down wrong, it's the 8th of May 1966", "1966-05-08"},
	{"a record is wrong", "the birthday on your system is wrong, May 8th 1966", "1966-05-08"},
	{"a record is wrong", "people always get it wrong, it's May the 8th, 1966", "1966-05-08"},
	{"a record is wrong", "May 8th 1966, the post office has it wrong", "1966-05-08"},
	{"the caller's own", "May 8th 1966, the date I gave is wrong", ""},
	{"the caller's own", "May 8th 1966, I could be wrong", ""},
	{"the caller's own", "May 8th 1966, or is that wrong", ""},
	{"the caller's own", "May 8th 1966, that's wrong", ""},
}

func TestOthersWrong(t *testing.T) { runClassCases(t, othersWrongCases) }

// asideCases are a question that asks about something else, in a sentence of its own after
// the date, and one that may ask about the date.
var asideCases = []classCase{
	{"question about something else", "May 8th 1966. How long will this take?", "1966-05-08"},
	{"question about something else", "May 8th, 1966. Can you hear me okay now?", "1966-05-08"},
	{"question about the date", "May 8th 1966. Right?", ""},
	{"question about the date", "May 8th 1966. Is that the one you have?", ""},
	{"question about the date", "May 8th 1966?", ""},
}

func TestAsides(t *testing.T) { runClassCases(t, asideCases) }

// notOfOtherCases are a "not" said after the date of somebody or something else, and ones
// said of the date.
var notOfOtherCases = []classCase{
	{"not of someone else", "October 2nd 1948, the nurses were not ready for me", "1948-10-02"},
	{"not of someone else", "October 2nd 1948, my father was not there", "1948-10-02"},
	{"not of the date", "October 2nd 1948, that is not right", ""},
	{"not of the date", "October 2nd 1948 is not it", ""},
	{"not of the date", "October 2nd 1948, the year is not right", ""},
	{"not of the date", "October 2nd 1948, my brother says it is not right", ""},
}

func TestNotOfOther(t *testing.T) { runClassCases(t, notOfOtherCases) }

// fieldCases are labelled fields with the value said before its label, the year too, and
// ordinals as a transcriber misspells them beside a month.
var fieldCases = []classCase{
	{"value before label", "1972 year, 11 month, 5 day", "1972-11-05"},
	{"value before label", "nineteen seventy-two year, eleventh month, fifth day", "1972-11-05"},
	{"value before label", "1972 year, 11 month", ""},
	{"ordinal sound-alike", "the forth of may 1972", "1972-05-04"},
	{"ordinal sound-alike", "may the fith, 1972", "1972-05-05"},
	{"ordinal sound-alike", "went forth May 1972", ""},
	{"ordinal sound-alike", "back and forth, May 1972", ""},
}

func TestFieldsAndOrdinals(t *testing.T) { runClassCases(t, fieldCases) }

// negatedCases are a year or a whole date the caller says is not theirs: it is dropped, and
// with nothing else said the words are refused.
var negatedCases = []classCase{
	{"not this year", "April the 2nd, nineteen sixty-one, not fifty-one", "1961-04-02"},
	{"not this year", "April the 2nd, not fifty-one", ""},
	{"not this year", "April the 2nd, not 1951", ""},
	{"not this date", "not April 2nd 1961", ""},
	{"not this date", "not the second of April 1961", ""},
	{"not this date", "not April 2nd 1961, April 3rd 1961", "1961-04-03"},
	{"not the piece", "4/2... no not 2, 4/3/61", "1961-04-03"},
	// A hundred is an age, not a number to place in the date.
	{"age of a hundred", "I'm a hundred, May the ninth, 1926", "1926-05-09"},
	{"age of a hundred", "I'm a hundred and two, May the ninth, 1924", "1924-05-09"},
	{"age of a hundred", "I'm a hundred, May the ninth, 1956", ""},
	{"age of a hundred", "I'm a hundred percent sure, May the ninth, 1956", "1956-05-09"},
}

func TestNegated(t *testing.T) { runClassCases(t, negatedCases) }
