package dob

import "testing"

// These are the classes the dob_V and dob_W dev refusals showed, said in our own words, with
// the refusals that must stand beside each. An empty want means a refusal. The clock is now()
// (2026-11-30).

// ehCases are "eh" and "ehm", the hesitation of many second-language callers: a pause, as
// "uh" is, not a word that splits the day from its month.
var ehCases = []classCase{
	{"eh", "Twenty-fourth of, eh, May, year nineteen sixty-one.", "1961-05-24"},
	{"eh", "the ninth of, ehh, June, nineteen seventy", "1970-06-09"},
	{"eh", "the third of, ehm, August, 1981", "1981-08-03"},
	{"eh", "June, eh, the fifth or sixth, 1970", ""},
	{"eh", "the ninth of, eh, June", ""},
}

// TestEh runs ehCases.
func TestEh(t *testing.T) { runClassCases(t, ehCases) }

// roughAgeCases are the caller's own age said to the decade ("I'm seventy-something"): no
// doubt about the date, but the date must agree with it. "Fifty-something" said of a year
// is still doubt, and a rough age dates nothing by itself.
var roughAgeCases = []classCase{
	{"rough age", "Let me think, I'm seventy-something now... it's April 2nd, 1951. Yes.", "1951-04-02"},
	{"rough age", "April 2nd 1951, I'm seventy-something", "1951-04-02"},
	{"rough age", "I am eighty something, born March 3rd 1944", "1944-03-03"},
	{"rough age", "I'm twenty-something, born May 5th 2001", "2001-05-05"},
	{"rough age", "I'm sixty-something, April 2nd 1951", ""},
	{"rough age", "I'm seventy-something, April 2nd 1961", ""},
	{"rough age", "I'm seventy-something, April 2nd", ""},
	{"rough age", "I'm seventy-something, April 2nd, nineteen fifty-something", ""},
	{"rough year", "April 2nd, nineteen fifty-something", ""},
	{"rough age", "I'm seventy... something, April 2nd 1951", ""},
}

// TestRoughAge runs roughAgeCases.
func TestRoughAge(t *testing.T) { runClassCases(t, roughAgeCases) }

// centuryRestartCases are a year begun short and said again whole ("sixty... nineteen
// sixty-nine"): the short start is dropped. A start that is not the whole year's, or a tens
// word that could be a day ("thirty"), is not.
var centuryRestartCases = []classCase{
	{"year begun short", "the sixteenth of June, sorry, sixty... nineteen sixty-nine", "1969-06-16"},
	{"year begun short", "June 16th, sixty... nineteen sixty-nine", "1969-06-16"},
	{"year begun short", "nineteen... eighty... no, seventy. Nineteen seventy-two. May fifth.", "1972-05-05"},
	{"year begun short", "seventy, nineteen seventy-four, the 2nd of March", "1974-03-02"},
	{"not the year's start", "June 16th, sixty... nineteen seventy-nine", ""},
	{"could be a day", "June 16th, thirty... nineteen thirty-nine", ""},
}

// TestCenturyRestart runs centuryRestartCases.
func TestCenturyRestart(t *testing.T) { runClassCases(t, centuryRestartCases) }

// labelledDigitsCases are a year said a digit at a time with its label after it, as the day
// and month are ("one nine eight five year, three month, twenty-eight day").
var labelledDigitsCases = []classCase{
	{"year in digits, labelled", "One nine eight five year, three month, twenty-eight day.", "1985-03-28"},
	{"year in digits, labelled", "one nine six one year, eleven month, fifteen day", "1961-11-15"},
	{"year in digits, labelled", "one nine seven two year, six month, three day", "1972-06-03"},
	{"no whole year", "nine eight five year, three month, twenty-eight day", ""},
}

// TestLabelledDigits runs labelledDigitsCases.
func TestLabelledDigits(t *testing.T) { runClassCases(t, labelledDigitsCases) }

// yearMonthDayCases are bare numbers with the order named outright, "year, month, day": read
// so, a year said short included. Without the order named, or with a month and day in words
// that disagree, they are refused.
var yearMonthDayCases = []classCase{
	{"order named", "Sixty-four, twelve, three. That's year, month, day.", "1964-12-03"},
	{"order named", "year, month, day: seventy-one, four, nineteen", "1971-04-19"},
	{"order named", "eighty-two, three, twelve, that's year then month then day", "1982-03-12"},
	{"order named", "Sixty-four, twelve, three. That's year, month, day. December third.", "1964-12-03"},
	{"no order named", "Sixty-four, twelve, three.", ""},
	{"no order named", "sixty-four, twelve, three, year first", ""},
	{"words disagree", "Sixty-four, twelve, three. That's year, month, day. March twelfth.", ""},
	{"not in that order", "twelve, three, sixty-four. That's year, month, day.", ""},
}

// TestYearMonthDay runs yearMonthDayCases.
func TestYearMonthDay(t *testing.T) { runClassCases(t, yearMonthDayCases) }

// monthBegunCases are a year corrected after the caller had begun the month ("two thousand,
// August... no, two thousand and two. August 9th"): the month said again after the
// correction makes the words between no other talk, so the correction replaces the year.
var monthBegunCases = []classCase{
	{"month begun", "Um, two thousand, August... no, two thousand and one. August 9th.", "2001-08-09"},
	{"month begun", "nineteen eighty, May... sorry, nineteen eighty-two, May the 3rd", "1982-05-03"},
	{"another month after", "nineteen eighty, August... no, nineteen eighty-two. September 9th.", ""},
	{"other talk", "nineteen eighty, August... no, sorry, my son's 1999 Civic. August 9th.", ""},
	{"no day", "nineteen eighty, August... no, nineteen eighty-two.", ""},
}

// TestMonthBegun runs monthBegunCases.
func TestMonthBegun(t *testing.T) { runClassCases(t, monthBegunCases) }

// restartAgainCases are restarts that only show once another is dropped: "nineteen seventy.
// Seven. Seventy-seven" loses "seven" to "seventy-seven", and then "nineteen seventy" and
// "seventy-seven" are one year begun twice.
var restartAgainCases = []classCase{
	{"restart after a restart", "Jan. January. Sixteenth. Ugh. Nineteen seventy. Seven. Seventy-seven.", "1977-01-16"},
	{"restart after a restart", "nineteen fifty, five, fifty-five, June 2nd", "1955-06-02"},
	{"restart after a restart", "March the 3rd, nineteen sixty, one, sixty-one", "1961-03-03"},
	{"not a restart", "January sixteenth, nineteen seventy, six, seventy-seven", ""},
	{"not a restart", "nineteen fifty, six, fifty-five, June 2nd", ""},
}

// TestRestartAgain runs restartAgainCases.
func TestRestartAgain(t *testing.T) { runClassCases(t, restartAgainCases) }

// yearAfterLabelsCases are a day and a month given by label and the year after them
// unlabelled: said short it is read when no day can be it ("forty-four"), and said again
// whole after it ("forty-four. Nineteen forty-four"), once.
var yearAfterLabelsCases = []classCase{
	{"short year after labels", "Day thirty, month four, forty-four. Nineteen forty-four.", "1944-04-30"},
	{"short year after labels", "month six, day twelve, fifty-eight", "1958-06-12"},
	{"short year after labels", "day three, month nine, seventy... nineteen seventy", "1970-09-03"},
	{"could be a day", "Day thirty, month four, twenty-one.", ""},
	{"could be a day", "day ten, month four, thirty-one", ""},
	{"two years", "Day thirty, month four, forty-four. Nineteen forty-five.", ""},
}

// TestYearAfterLabels runs yearAfterLabelsCases.
func TestYearAfterLabels(t *testing.T) { runClassCases(t, yearAfterLabelsCases) }

// dayOfTheMonthCases are the day said as an ordinal "of the month" before the month's label
// and value ("first of the month seven"). A cardinal there is no day said so.
var dayOfTheMonthCases = []classCase{
	{"day of the month", "Birth is first of the month seven, nineteen seventy-nine.", "1979-07-01"},
	{"day of the month", "born the 3rd of the month nine, nineteen eighty", "1980-09-03"},
	{"day of the month", "the twenty-second of the month eleven, 1966", "1966-11-22"},
	{"a cardinal", "four of the month seven, nineteen seventy-nine", ""},
	{"no year", "first of the month seven", ""},
	{"two days", "the first of the month seven, nineteen seventy-nine, day two", ""},
}

// TestDayOfTheMonth runs dayOfTheMonthCases.
func TestDayOfTheMonth(t *testing.T) { runClassCases(t, dayOfTheMonthCases) }

// monthSyllableCases are January and February heard syllable by syllable, the "-uary" written
// as whatever word it sounds like ("Jan you worry twentieth").
var monthSyllableCases = []classCase{
	{"month by syllables", "Jan you worry twentieth, nineteen fifty.", "1950-01-20"},
	{"month by syllables", "Feb you wary 3rd 1961", "1961-02-03"},
	{"month by syllables", "jan you weary the ninth, 1972", "1972-01-09"},
	{"words, not a month", "Jan, you worry too much. March 3rd 1960", "1960-03-03"},
}

// TestMonthSyllables runs monthSyllableCases.
func TestMonthSyllables(t *testing.T) { runClassCases(t, monthSyllableCases) }

// digitPairCases are two unit words joined by a hyphen, a number said digit by digit that the
// transcriber wrote as one ("six-five" is 65), and the date said again after asking whether
// it came through: a repeat, so one that differs is refused, not taken as a correction.
var digitPairCases = []classCase{
	{"digit pair", "August sixth nineteen sixty-five. Sorry, did it come through? August six, six-five.", "1965-08-06"},
	{"digit pair", "March one-two, nineteen sixty", "1960-03-12"},
	{"digit pair", "October the 9th, seven-one", "1971-10-09"},
	{"a longer run", "the five-five-five number, March 3rd 1960", "1960-03-03"},
	{"a longer run", "yeah it's-uh-oh-four-one-two-seventy-one-okay", "1971-04-12"},
	{"no day", "June five-six 1970", ""},
	{"repeat differs", "August sixth nineteen sixty-five. Sorry, did it come through? August six, six-six.", ""},
	{"repeat differs", "May 2nd 1971, sorry, can you hear me? May 3rd 1971", ""},
	{"a correction", "August 6th 1965, sorry, August 7th 1965", "1965-08-07"},
}

// TestDigitPairs runs digitPairCases.
func TestDigitPairs(t *testing.T) { runClassCases(t, digitPairCases) }

// ohAndWrongSourceCases are two things a caller says around a date that are no part of it:
// "Oh." right before the month (an exclamation, no zero of a day), and taking back what they
// read off the wrong thing ("no, sorry, I'm looking at the wrong thing"), when a date follows.
var ohAndWrongSourceCases = []classCase{
	{"oh before the month", "February, uh, what? Oh. February twentieth, nineteen forty-nine. Two twenty forty-nine.", "1949-02-20"},
	{"oh before the month", "Oh. June fifth, nineteen seventy. Six five seventy.", "1970-06-05"},
	{"oh before the month", "Oh. June fifth, nineteen seventy. Six five seventy-one.", ""},
	{"oh before the month", "zero June 5th 1970", ""},
	{"read off the wrong thing", "Twenty twenty, no, sorry, I'm looking at the wrong thing. It's two twenty, nineteen ninety.", "1990-02-20"},
	{"read off the wrong thing", "March 3rd 1960, no, I was reading the wrong line, it's March 4th 1961", "1961-03-04"},
	{"nothing after", "March 3rd 1960, wait, I'm looking at the wrong card", ""},
	{"nothing before", "I'm looking at the wrong card. March 4th 1961.", ""},
	{"nothing before", "Sorry, I'm looking at the wrong card. March 4th 1961.", ""},
	{"not taken back", "March 3rd 1960, I'm looking at the wrong card, March 4th 1961", ""},
}

// TestOhAndWrongSource runs ohAndWrongSourceCases.
func TestOhAndWrongSource(t *testing.T) { runClassCases(t, ohAndWrongSourceCases) }

// writtenFormsCases are dates as a transcriber writes them down: a stutter with hyphens
// ("J-J-June the t-tenth"), a month and day with a slash and the year after a comma ("10/14,
// 1976"), and a whole date as one eight-digit numeral ("12251970"), read only when nothing
// but a birth date's frame is said with it, as four-digit runs are (runTogether).
var writtenFormsCases = []classCase{
	{"hyphen stutter", "I-I-it's, uh, J-J-June the t-tenth, nineteen seventy-three.", "1973-06-10"},
	{"hyphen stutter", "it's M-March the f-f-fifth, nineteen s-sixty", "1960-03-05"},
	{"hyphen stutter", "twenty o-one, June 5th", "2001-06-05"},
	{"hyphen stutter", "s-s-six-six, April 2nd", "1966-04-02"},
	{"slash then year", "It's 10/4 — sorry, 10/14, 1976.", "1976-10-14"},
	{"slash then year", "uh, 3/9, 1984", "1984-03-09"},
	{"slash then year", "10/14/70, 1976", ""},
	{"eight digits", "it's 12251970", "1970-12-25"},
	{"eight digits", "11041958", "1958-11-04"},
	{"eight digits", "19850312", "1985-03-12"},
	{"eight digits", "my policy number is 11041958", ""},
	{"eight digits", "it's 12251970 and 1975", ""},
	{"eight digits", "12341234", ""},
	{"eight digits", "the thing on my card says 11041958", ""},
}

// TestWrittenForms runs writtenFormsCases.
func TestWrittenForms(t *testing.T) { runClassCases(t, writtenFormsCases) }

// yearOfCases are a month followed by "of" (or "de", "in") and a number: the year, never a
// day, so a day said before the month and taken by a month said just before it ("quince de
// marzo, fifteen of March") leaves no doubt whether "nineteen" is the day.
var yearOfCases = []classCase{
	{"of before the year", "Quince de marzo, eh, fifteen of March of nineteen seventy.", "1970-03-15"},
	{"of before the year", "the 11th of December, December of nineteen seventy-eight", "1978-12-11"},
	{"no of", "December 11, December 19, 78", ""},
	{"another day", "15 de marzo, 16 of March of 1970", ""},
}

// TestYearOf runs yearOfCases.
func TestYearOf(t *testing.T) { runClassCases(t, yearOfCases) }

// bornOtherCases are a birth year the caller states ("born 1970") that is not the year of
// the date read: the date was of something else ("May 12, 2001 was when I moved"). Found
// probing the slash-and-comma form above; a month named ("May 12, 2001 ...") read it too.
var bornOtherCases = []classCase{
	{"born another year", "it's 5/12, 2001 was when I moved, born 1970", ""},
	{"born another year", "May 12th 2001, that's when I moved, I was born in 1970", ""},
	{"born that year", "I was born in 1970, May 12th", "1970-05-12"},
	{"born that year", "May 12th 1970, born in nineteen seventy", "1970-05-12"},
	{"the year put right", "born 1970, no, 1971, May 12th", "1971-05-12"},
	{"someone else born", "the twins were born in 2001, I'm June 9th 1971", "1971-06-09"},
}

// TestBornOther runs bornOtherCases.
func TestBornOther(t *testing.T) { runClassCases(t, bornOtherCases) }
