package dob

import "testing"

// heardAsideCases are asides a caller makes around their date, in our own words: a question about
// whose date, a slip habit owned after a correction, a relative busy in the room, a day cut
// short. The refused ones beside them show where the line is.
var heardAsideCases = []classCase{
	{"whose question answered", "did you need mine or my wife's? mine is the 2nd of October 1969, hers is later", "1969-10-02"},
	{"whose question, kin first", "my dad's or mine? oh mine, okay, April 30th 1988", "1988-04-30"},
	{"whose question, me", "Me or my partner? I'm September 12th, 1975.", "1975-09-12"},
	{"whose question unanswered", "me or my wife? September 12th, 1975", ""},
	{"alternatives still refused", "September 12th or 13th, 1975", ""},
	{"slip habit after correction", "August 3rd 1964, sorry, 1965, I always get that wrong", "1965-08-03"},
	{"slip habit, mix up", "the 9th of May, no, the 6th of May 1990, I always mix those two up", "1990-05-06"},
	{"slip habit, keep", "1983, no wait, 1984, I keep doing that, February 2nd", "1984-02-02"},
	{"habit with no correction is doubt", "August 3rd 1964, I always get that wrong", ""},
	{"busy relative", "sorry, my son is yelling, it's June 8th, 1972", "1972-06-08"},
	{"busy relative, it's", "hold on my daughter is crying its the 4th of March 1980", "1980-03-04"},
	{"relative's own date", "my daughter is June 8th 2001", ""},
	{"relative turning", "my son is turning thirty, June 8th 1996", ""},
	{"birth story", "my mother was in labour for two days, so it ended up being the 9th of October 1984", "1984-10-09"},
	{"birth story, induced", "my mum was induced in the end. August 21st, 1971", "1971-08-21"},
	{"relative's story, no birth", "my mom was a nurse, August 21st 1951", ""},
	{"day cut short", "the sixth, um, the sixteenth of May, eighty-two", "1982-05-16"},
	{"day cut short, fourteenth", "the fourth, er, the fourteenth of March, 1966", "1966-03-14"},
	{"two days, no restart", "the sixth and the sixteenth of May, eighty-two", ""},
}

func TestHeardAsides(t *testing.T) { runClassCases(t, heardAsideCases) }

// slipKinCases are a slip the caller blames on a relative's date, after a correction, in our
// own words: the relative owns the date taken back, and the corrected one is the caller's.
var slipKinCases = []classCase{
	{"slip on kin's date", "1962, no, 1964, I always say my sister's year. May 9th", "1964-05-09"},
	{"slip on kin's date", "June 2nd 1980, sorry, 1981, I mix it up with my husband's", "1981-06-02"},
	{"slip on kin's date", "nineteen fifty, no wait, fifty-one, I keep giving my twin brother's date. October 3rd", "1951-10-03"},
	{"slip on kin's date", "1948, no wait, I'm thinking of my wife's. Mine is 1946, March 2nd", "1946-03-02"},
	{"slip on kin's date", "1950, no, mine is 1951, June 3rd", "1951-06-03"},
	// A date said and then said to be a relative's, with no correction, is theirs.
	{"slip on kin's date", "June 3rd 1950, I'm thinking of my husband's. 1951.", ""},
	// With no correction, the relative's date is still theirs, and a date said as theirs too.
	{"slip on kin's date", "1962, I always say my sister's year. May 9th", ""},
	{"slip on kin's date", "1962, no, 1964, that's my sister's year. May 9th", ""},
	// A slip named in a clause that runs on into a date gives the relative's date.
	{"slip on kin's date", "May 9th 1964, no, I always give my son's date, June 5th 2001", ""},
}

func TestSlipKin(t *testing.T) { runClassCases(t, slipKinCases) }

// cutMonthCases are a day broken off and said again whole with its month ("October sixth,
// October sixteenth"), in our own words, like cutShort's "the seventh, uh, the seventeenth".
var cutMonthCases = []classCase{
	{"day cut short, month again", "march seventh. march seventeenth, nineteen fifty", "1950-03-17"},
	{"day cut short, month again", "july nine, july nineteenth 1983", "1983-07-19"},
	{"day cut short, month again", "march seventh. march eighteenth, nineteen fifty", ""},
	{"day cut short, month again", "march 7th. march 17th, 1950", ""},
}

func TestCutMonth(t *testing.T) { runClassCases(t, cutMonthCases) }
