package dob

import "testing"

// talkClassCases are the classes the talk families of TestNeverAnotherDate found (fourth
// session of 2026-12-02), in our own words. An empty want means a refusal. The clock is
// now() (2026-11-30).
var talkClassCases = []classCase{
	// kin: a relative named with "the" or by a pet name, their date said first.
	{"the relative's, with the", "the wife's is March 3rd 1962, mine's June 9th 1960", "1960-06-09"},
	{"the relative's, with the", "the kids' birthday is the 4th of July 2001 and I'm August 2nd 1970", "1970-08-02"},
	{"the relative's, with the", "the boys' is 12 May 1999", ""},
	{"the relative's, with the", "the husband's is October 1st 1958, and 22nd of January 1961", ""},
	{"a pet name", "my hubby's is the fifth of May, 1955. Mine is 7 April 1957", "1957-04-07"},
	{"a pet name", "the missus is February 14th 1966, I'm the 20th of March 1964", "1964-03-20"},
	{"a pet name", "my other half's birthday is 3/9/1971", ""},
	{"a pet name", "my better half was born December 2nd 1969, and mine's December 12th 1968", "1968-12-12"},
	{"a pet name", "my wifey is September 30th 1980", ""},
	{"the relative's, with the", "the kids' is 2 June 2004", ""},
	{"a pet name", "my hubby was born on the 1st of May 1950", ""},

	// lossDay: the day of the loss, by what struck or what befell a thing.
	{"a day of loss", "the hurricane hit on September 12th 2008", ""},
	{"a day of loss", "the hailstorm came through June 3rd 2019, I was born on May 4th 1975", "1975-05-04"},
	{"a day of loss", "the pipes burst on January 9th 1996", ""},
	{"a day of loss", "a tree fell on the garage on the 2nd of November 2003", ""},
	{"a day of loss", "my truck was stolen on 4 March 2022, my birthday is 19 August 1979", "1979-08-19"},
	{"a day of loss", "the kitchen caught fire on Christmas Eve 1989", ""},
	{"a day of loss", "the roof collapsed on 3 Feb 1998", ""},
	{"a day of loss", "our basement flooded on the 12th of April 1994", ""},
	{"a day of loss", "the tornado went through May 20th 2013 and my date of birth is May 2nd 1961", "1961-05-02"},

	// checkToMake: the caller will check and come back, so the date is not settled.
	{"a check still to make", "March 8th 1966, let me check and call you back", ""},
	{"a check still to make", "it's the 5th of June 1959, I'll get back to you on that", ""},
	{"a check still to make", "twelfth of August seventy-four, I'll find out and ring you back", ""},
	{"a check still to make", "I think it's 1/4/1983, let me double check", ""},
	{"a check still to make", "October 10th 1948, I'll check", ""},
	{"a check still to make", "the 3rd of March 1970, I'll ring you back", ""},
	{"a check still to make", "1 May 1962, let me check", ""},
	{"a check settled", "let me check. Okay, here it is, the 10th of October 1948", "1948-10-10"},

	// namedDays: "fourth of July" after a tens word cut off by a pause is the 24th, no holiday.
	{"a tens word cut from fourth of July", "the twenty. fourth of July. 19 sixty-four", "1964-07-24"},
	{"a tens word cut from fourth of July", "the twenty... fourth of july, nineteen sixty-four", "1964-07-24"},
	{"a tens word cut from fourth of July", "twenty, fourth of July. Seventy-one", "1971-07-24"},
	{"a tens word cut from fourth of July", "July... the twenty. Fourth of July. Eighty-eight", "1988-07-24"},
	{"a tens word cut from fourth of July", "nineteen twenty, fourth of July", ""},
	{"a tens word cut from fourth of July", "the thirty. fourth of July 1964", ""},
	{"the Fourth of July itself", "born on the Fourth of July, nineteen thirty", "1930-07-04"},

	// idNumbers: the last four of a social security number, a PIN, said beside the date.
	{"an ID number", "last four of my social are one one five eight, and I was born July 4 1980", "1980-07-04"},
	{"an ID number", "my PIN is two two six one, I was born on the 30th of April 1972", "1972-04-30"},
	{"an ID number", "born March 1st 1950, social security number is 4 1 2 7", "1950-03-01"},
	{"an ID number", "my social's 0 3 6 2, date of birth February 9th 1977", "1977-02-09"},
	{"an ID number", "the last four of my SSN are 1 2 7 0", ""},
	{"an ID number", "my pin is three one six two", ""},
}

// TestTalkClasses runs talkClassCases.
func TestTalkClasses(t *testing.T) { runClassCases(t, talkClassCases) }
