package dob

import "testing"

// formCases are further ways of saying a date, in our own words, and the forms next to
// them that must stay refused.
var formCases = []classCase{
	{"digits one at a time after a slash", "one one slash zero four slash one nine eight two", "1982-11-04"},
	{"digits one at a time after a slash", "oh two slash one seven slash two zero zero one", "2001-02-17"},

	{"a month in the caller's first language", "el veinte... the twentieth of marzo, nineteen eighty", "1980-03-20"},
	{"a month in the caller's first language", "third of juillet, 1966", "1966-07-03"},
	{"a month in the caller's first language", "diciembre", ""},
	{"a month in the caller's first language", "the 9 of hulyo, nineteen seventy-four", "1974-07-09"},
	{"a month in the caller's first language", "7 grudnia 1950", "1950-12-07"},
	{"a month in the caller's first language", "the 30 of oktyabrya, 1969", "1969-10-30"},
	{"a month in the caller's first language", "maart 12 1983", "1983-03-12"},
	{"a month in the caller's first language", "14 novanm 1977", "1977-11-14"},
	{"a month in the caller's first language", "listopad", ""},

	{"the day said before 'day of'", "the ninth day of October, 1975", "1975-10-09"},
	// "the last day of" a month is its last day (lastDayOf): read since the dob_P/dob_Q pass.
	{"the day said before 'day of'", "it was the last day of October, 1975", "1975-10-31"},

	{"New Year's said alone", "New Year's, nineteen sixty", "1960-01-01"},
	{"New Year's said alone", "the day after New Year's, 1972", "1972-01-02"},
	{"New Year's said alone", "New Year's Eve, '59", "1959-12-31"},
	{"New Year's said alone", "Halloween... no, New Year's, New Year's Eve, '59", "1959-12-31"},

	{"nope corrects", "nineteen sixty, nope, sixty-one, May 2nd", "1961-05-02"},

	{"a year corrected after the date", "October second nineteen seventy no seventy two", "1972-10-02"},
	{"a year corrected after the date", "the 2nd of October, '70, sorry, '72, '72", "1972-10-02"},
	{"a year corrected after the date", "October 2nd. 1970. no. 72. 1972.", "1972-10-02"},
	{"a year corrected after the date", "October second nineteen seventy, oops, nineteen seventy-two", "1972-10-02"},
	{"a year corrected after the date", "October second nineteen seventy no twenty one", ""},
	{"a year corrected after the date", "October second nineteen seventy no seventy two seventy three", ""},
	{"a year corrected after the date", "October second nineteen seventy no seventy two, or seventy three", ""},
	{"a year corrected after the date", "October second nineteen seventy, no, my son is seventy two", ""},
	{"a year corrected after the date", "October second nineteen seventy, no, November, seventy two", ""},
	{"a year corrected after the date", "October second nineteen seventy, 1972", ""},
	{"digits written as words that sound alike", "ate, fourteen, sixty two", "1962-08-14"},
	{"digits written as words that sound alike", "June, for, nineteen eighty", "1980-06-04"},
	{"digits written as words that sound alike", "for eleven nineteen seventy ate", ""},
	{"digits written as words that sound alike", "for, eleven, nineteen seventy ate", ""},
	{"digits written as words that sound alike", "too, nineteen, two thousand too", "2002-02-19"},
	{"digits written as words that sound alike", "the tree of may, sixty", ""},
	{"digits written as words that sound alike", "March 3rd 1970, for the claim", "1970-03-03"},
	{"digits written as words that sound alike", "with you for twenty years, March 3rd", ""},
	{"digits written as words that sound alike", "from nineteen seventy to seventy two, March third", ""},
	{"digits written as words that sound alike", "June for nineteen eighty or ate", ""},
	{"only the day can come first", "twenty-six, ten, nineteen fifty", "1950-10-26"},
	{"only the day can come first", "seventeen, one, eighty-eight", "1988-01-17"},
	{"only the day can come first", "ten, eleven, fifty", "1950-10-11"},
	{"only the day can come first", "twenty six ten nineteen fifty", ""},
	{"only the day can come first", "twenty two two thousand", ""},
	{"only the day can come first", "twenty-six, ten, nineteen fifty, I'm from Peru", "1950-10-26"},
	{"either way round", "six, ten, nineteen fifty, I'm from Peru", ""},
}

// TestForms runs formCases.
func TestForms(t *testing.T) { runClassCases(t, formCases) }

// labelledYearCases are a labelled month and day with the year said after them unlabelled,
// in our own words.
var labelledYearCases = []classCase{
	{"labelled, year unlabelled", "month, eleven. day, nine. nineteen seventy-seven", "1977-11-09"},
	{"labelled, year unlabelled", "the day is 4, the month is 6, 1980", "1980-06-04"},
	{"labelled, year unlabelled", "month eleven, day nine, nineteen", ""},
	{"labelled, year unlabelled", "month eleven, day nine, ten", ""},
}

func TestLabelledYear(t *testing.T) { runClassCases(t, labelledYearCases) }
