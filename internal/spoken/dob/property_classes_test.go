package dob

import "testing"

// propertyClassCases are the classes TestNeverAnotherDate found, one rule each, in our own
// words (built the way the generator builds them). Every row read another date before its
// rule; an empty want means a refusal. The clock is now() (2026-11-30).
var propertyClassCases = []classCase{
	// yearThenDay: the year first, then the day before the month.
	{"year, then day of month", "nineteen sixty-one 17 January", "1961-01-17"},
	{"year, then day of month", "nineteen fifty four, nineteenth of April", "1954-04-19"},
	{"year, then day of month", "1961 17 January", "1961-01-17"},
	{"year, then day of month", "nineteen fifty two three March", ""},
	{"year, then day of month", "nineteen fifty, five, 5th of june", ""},

	// beside: another year said before a whole date, with no correction.
	{"a year before another date", "1946 Mar 2, march 2nd '02", ""},
	{"a year before another date", "nineteen ninety-eight, Nov 29, 29", ""},
	{"a year before another date", "two thousand, 9 may... ninth of May '72", ""},

	// unfilled, runFillers: a filler said inside the date.
	{"filler inside a number", "June 15th nineteen ninety so, two, yep", "1992-06-15"},
	{"filler inside a number", "the twenty well, fourth of April, 1995", "1995-04-24"},
	{"filler inside a number", "okay so 30 so, june '02, thank you", "2002-06-30"},
	{"filler inside a number", "nineteen seventy-one 14th so, of Apr, yep", "1971-04-14"},
	{"filler inside a number", "Aug. nineteen nineteen twenty let me think, nine, that's it", "1929-08-19"},
	{"filler inside a number", "yeah, it's 11 well, may nineteen well, eighty-eight", "1988-05-11"},
	{"filler is no pause", "My husband's is the 8th and mine's the 18th, same month, same year, March of 71. So March 18th 71", "1971-03-18"},

	// daysNotYears: a day in numerals that is no possible year, left out of the date.
	{"a day no year", "1972, 22 Aug. 1st of Aug '72", ""},

	// correctedTo: "first" after a correction is the day put right.
	{"first after a correction", "Sep. 25, 1946, scratch that, first", ""},
	{"first after a correction", "august 17 '80, no, first", ""},

	// relativeBehind: the date said is a relative's, named after it.
	{"someone else's, after", "july the sixth nineteen fifty three, which is my mum's", ""},
	{"someone else's, after", "Jan. the twenty-eighth nineteen thirty three is my mum's", ""},
	{"someone else's, after", "Feb. the nineteenth, two thousand and two is my wife's", ""},

	// militaryDigits: a day said twice is no day said digit by digit.
	{"a day said twice", "3, 3 june oh three", "2003-06-03"},
	{"a day said twice", "2, 2 June, oh one", ""},

	// tensThenUnit: bare numbers, the year's last word no month.
	{"bare year first", "nineteen thirty four twenty three", ""},
	{"bare year first", "nineteen fifty-seven, twelve, twenty-eight", "1957-12-28"},

	// yearOpens: "two two thousand" is no stutter.
	{"two, two thousand", "March twenty...  twenty two two thousand", "2000-03-22"},

	// dayThenYear, restartShared, pausedAfterDay, a day on both sides: the same month said
	// twice with one part different.
	{"said twice", "December 11, december 19, 78", ""},
	{"said twice", "nineteen eighty nine may the eighth... twenty-eighth of May 89", ""},
	{"said twice", "third of january '03... nineteen seventy-two January three", ""},
	{"said twice", "1973, 20th of December the twenty second of Dec. 73", ""},
	{"said twice", "Mar four, March the 2nd, two thousand and six", ""},
	{"said twice", "the 23rd of September, '01, nineteen ninety one, September the 23rd", ""},
	{"said once", "Third of November. Third of the eleventh, eighty-five.", "1985-11-03"},
}

// TestPropertyClasses runs propertyClassCases.
func TestPropertyClasses(t *testing.T) { runClassCases(t, propertyClassCases) }
