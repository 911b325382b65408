package dob

import "testing"

// These are the classes dob_AE showed (a university financial-aid and registrar's office
// worker's callers), each said in our own words as other callers would say it, with the
// refusals and readings that must stand beside each. An empty want means a refusal. The
// clock is now() (2026-11-30).

// unjoinedCases are a number word cut in two whose first half is a sound no table is sure
// of (unjoinedPiece): read as it stood, the first half was a unit's ordinal and the piece
// after it was dropped, another date than the one said. Halves Rejoin knows still read.
var unjoinedCases = []classCase{
	{"a cut teen with an unsure first half", "June fourt teenth two thousand", ""},
	{"a cut teen with an unsure first half", "the fourt teenth of June 1980", ""},
	{"a cut teen with an unsure first half", "June fift teenth 1980", ""},
	{"a cut teen with an unsure first half", "June the fift teenth, 1975", ""},
	{"a cut teen with an unsure first half", "June nint teenth 1980", ""},
	{"a cut teen with an unsure first half", "June sixt teenth 1980", ""},
	{"a cut teen with an unsure first half", "June fort teen 1980", ""},
	{"a cut teen with an unsure first half", "March tir teenth 1980", ""},
	{"a cut tens with an unsure first half", "nineteen fort ty two, March 3rd", ""},
	{"halves Rejoin knows", "June four teenth two thousand", "2000-06-14"},
	{"halves Rejoin knows", "June six teenth two thousand", "2000-06-16"},
	{"halves Rejoin knows", "March 3rd nineteen fif ty", "1950-03-03"},
	{"a teen that is a word", "my teen son is with me, mine is March 4th 1970", "1970-03-04"},
	{"a teen that is a word", "This is Ty, March 4th 1970", "1970-03-04"},
}

// TestUnjoinedPieces runs unjoinedCases.
func TestUnjoinedPieces(t *testing.T) { runClassCases(t, unjoinedCases) }

// leftCases are a day the caller left the service, prison or a hospital, or came back
// (eventVerbs, leftPlaces): another event's day, refused. A birth said beside it still reads.
var leftCases = []classCase{
	{"leaving the service", "I got out of the Navy March 4th 1992", ""},
	{"leaving the service", "I got out of the Marines the 4th of March 1992", ""},
	{"leaving the service", "I left the Army on March 4th 1992", ""},
	{"leaving the service", "I mustered out March 4th 1992", ""},
	{"leaving the service", "I was honorably discharged March 4th 1992", ""},
	{"leaving the service", "got out of the air force March 4th 1992", ""},
	{"leaving prison", "He was let out of jail March 4th 1992", ""},
	{"leaving prison", "I got out of prison March 4th 1992", ""},
	{"leaving prison", "I was released March 4th 1992", ""},
	{"leaving a hospital", "I got home from the hospital March 4th 1992", ""},
	{"leaving a hospital", "I came home from the hospital on March 4th 1992", ""},
	{"coming back", "we got back from Germany March 4th 1992", ""},
	{"coming back", "I moved from Texas March 4th 1992", ""},
	{"a birth said beside it", "I got out of the Army in 1992, I was born March 4th 1970", "1970-03-04"},
	{"a birth said beside it", "I got out of the Army March 4th 1992. My birthday is June 2nd 1970.", "1970-06-02"},
	{"no event", "I left it blank, it's March 4th 1970", "1970-03-04"},
	{"no event", "I came back, sorry, it's March 4th 1970", "1970-03-04"},
	{"no event", "I'm calling from work, it's March 4th 1970", "1970-03-04"},
}

// TestLeftClass runs leftCases.
func TestLeftClass(t *testing.T) { runClassCases(t, leftCases) }

// noSuchDayCases are a remark on the calendar after the date (noSuchDayOut): a day in no
// year of its month, named to explain a slip, is no correction. A day that exists stays.
var noSuchDayCases = []classCase{
	{"a day no month has", "It's the 30th of April, 1979. There's no 31st in April.", "1979-04-30"},
	{"a day no month has", "June 30th 1979, June hasn't got a 31st", "1979-06-30"},
	{"a day no month has", "the thirty-first, no, the thirtieth of September 1980, September doesn't have a thirty-first", "1980-09-30"},
	{"a day no month has", "November 30th 1980, there is no thirty first of November", "1980-11-30"},
	{"a day no month has", "February 28th 1980, February has no 30th", "1980-02-28"},
	{"a day that exists", "April 30th 1979, there's no 5th in April", ""},
	{"a day that exists", "February 28th 1980, there's no 29th in February", ""},
	{"a correction", "April 30th 1979, no, the 31st", ""},
}

// TestNoSuchDay runs noSuchDayCases.
func TestNoSuchDay(t *testing.T) { runClassCases(t, noSuchDayCases) }

// interruptedCases are "something" said of someone in the room (someoneSaysSomething): no
// doubt about the date. "Something else" or "something different", and "something" of the
// date, stay doubt.
var interruptedCases = []classCase{
	{"someone says something", "hold on, my wife is asking me something. It's March 3rd 1960", "1960-03-03"},
	{"someone says something", "sorry, the dog wants something, it's March 3rd 1960", "1960-03-03"},
	{"someone says something", "my son's telling me something, sorry, March 3rd 1960", "1960-03-03"},
	{"someone says something", "the nurse just said something to me, okay, it's the 3rd of March 1960", "1960-03-03"},
	{"someone says something", "one moment, my husband is yelling something. March 3rd, 1960.", "1960-03-03"},
	{"something else said", "my wife is saying something else, it's March 3rd 1960", ""},
	{"something else said", "she's telling me something different, March 3rd 1960", ""},
	{"something of the date", "March 3rd 1960 or something", ""},
	{"something of the date", "it's nineteen sixty something, March 3rd", ""},
}

// TestInterrupted runs interruptedCases.
func TestInterrupted(t *testing.T) { runClassCases(t, interruptedCases) }

// slipRemarkCases are a laugh at a year put right, between the correction and the year that
// replaces it (slipRemark): the year after is the year.
var slipRemarkCases = []classCase{
	{"a remark on the slip", "nineteen ninety-nine, no, I'm not that young, nineteen sixty-nine, August 20th", "1969-08-20"},
	{"a remark on the slip", "two thousand, no, what am I saying, nineteen seventy, March 3rd", "1970-03-03"},
	{"a remark on the slip", "nineteen eighty, sorry, silly me, nineteen seventy, March 3rd", "1970-03-03"},
	{"a remark on the slip", "nineteen eighty, no, I'm older than that, seventy, March 3rd", "1970-03-03"},
	{"a remark on the slip", "Eighty-nine. No, I wish, ha. Fifty-nine. The 2nd of May, 1959.", "1959-05-02"},
	{"other talk", "nineteen eighty, no, my son is, seventy, March 3rd", ""},
}

// TestSlipRemark runs slipRemarkCases.
func TestSlipRemark(t *testing.T) { runClassCases(t, slipRemarkCases) }

// dayByDigitsCases are a day said digit by digit and then again as an ordinal
// (dayByDigits): the same day twice. Another day after the digits stays refused.
var dayByDigitsCases = []classCase{
	{"digits then the ordinal", "march one five. fifteenth. nineteen seventy.", "1970-03-15"},
	{"digits then the ordinal", "june two one, twenty-first, nineteen eighty", "1980-06-21"},
	{"digits then the ordinal", "October one two. Twelfth. one nine six one.", "1961-10-12"},
	{"digits then the ordinal", "May zero three, third, 1985", "1985-05-03"},
	{"digits then the ordinal", "it's April, two eight, twenty-eighth, nineteen fifty", "1950-04-28"},
	{"another day", "march one five. sixteenth. nineteen seventy.", ""},
}

// TestDayByDigits runs dayByDigitsCases.
func TestDayByDigits(t *testing.T) { runClassCases(t, dayByDigitsCases) }
