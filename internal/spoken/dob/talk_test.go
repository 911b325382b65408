package dob

import "testing"

// talkCases are the dob_D classes, said in our own words: callers thinking aloud, fixing a
// year mid-sentence, saying digits one at a time, glossing which number is the day, naming a
// day history fixed, disowning a date, giving an age instead of a year. An empty want is a
// refusal. The clock is now() (2026-11-30).
var talkCases = []classCase{
	{"drawn-out hesitation", "nineteen sixty, ummm, two, the third of June", "1962-06-03"},
	{"drawn-out hesitation", "uhhh, April, hmmm, the ninth, errr, seventy-one", "1971-04-09"},

	{"broken-off century", "nineteen... hang on, the dog. right. August 2nd, sixty-four", "1964-08-02"},
	{"broken-off century", "twenty... sorry. October the 3rd", ""},

	{"year corrected", "nineteen seventy, no, seventy-one. March the third.", "1971-03-03"},
	{"year corrected", "nineteen fifty... sorry, fifty-eight, fifty-eight, the tenth of May", "1958-05-10"},
	{"year corrected", "sixty one, 1961, the fourth of April", "1961-04-04"},
	{"year corrected", "nineteen eighty, eighty two, June 9th", "1982-06-09"},
	{"year corrected", "seventy? seventy-one? the second of May", ""},
	{"year corrected", "seventy two? no. seventy three. the second of May", "1973-05-02"},
	{"restart", "the second of May, seventy, seventy-one", "1971-05-02"},
	{"year in pieces", "nineteen. sixty. eight. September. the first.", "1968-09-01"},
	{"year in pieces", "nineteen sixty... one, August the fifth", "1961-08-05"},

	{"digits one at a time", "one nine seven two, zero four, two six", "1972-04-26"},
	{"digits one at a time", "month four, day nine, year one nine eight one", "1981-04-09"},
	{"digits one at a time", "one nine eight one", ""},
	{"digits one at a time", "the year is one nine eight zero, the third", ""},

	{"spoken dash", "twelve dash oh one dash sixty", "1960-12-01"},
	{"spoken dash", "eleven dash four", ""},

	{"ordinal month", "the. ninth. of. the. second. nineteen. seventy.", "1970-02-09"},
	{"ordinal month", "the eighth of, the eighth of May, nineteen... nineteen fifty", "1950-05-08"},

	{"value before its label", "the eleventh month, the fourth day, year nineteen seventy", "1970-11-04"},
	{"value before its label", "third month, tenth day, nineteen eighty-eight", "1988-03-10"},
	{"value before its label", "year eighty, then the month, five, then the day, nine", "1980-05-09"},
	{"field said twice", "year 1980, month five, no, six, day nine", ""},
	{"field said twice", "year, nineteen ninety. month, two, three. day seven.", ""},

	{"day-first declared or glossed", "I'm Polish, the day comes first: fifteen, oh six, seventy-seven", "1977-06-15"},
	{"day-first declared or glossed", "in my country the day goes first. three, ten, eighty. three is the day.", "1980-10-03"},
	{"day-first declared or glossed", "I'm Italian. five, six, seventy. five is the day.", "1970-06-05"},
	{"day-first declared or glossed", "I'm Italian. five, six, seventy.", ""},
	{"day-first declared or glossed", "eight, nine, sixty-nine, nine is the day", "1969-08-09"},
	{"day-first declared or glossed", "eight, nine, sixty-nine, eight is the day", ""},
	{"day-first declared or glossed", "the day first: four, seven, eighty-two. seven is the day.", ""},
	{"day-first declared or glossed", "I say the year first: nineteen seventy, then the month, three, then the day, eight.", "1970-03-08"},

	{"restart said two ways", "the twelfth, twelve, of the March, nineteen seventy", "1970-03-12"},
	{"restart said two ways", "the sixth... six... of June, eighty-four", "1984-06-06"},
	{"day before the month, year restarted", "the second of July, nineteen... nineteen sixty", "1960-07-02"},

	{"named by history", "the day they shot Kennedy, that's my birthday", ""}, // no date said: traps_test.go
	{"named by history", "eleven twenty-two sixty-three, same day Kennedy was shot", "1963-11-22"},
	{"named by history", "eleven twenty-three sixty-three, the day they shot Kennedy", ""},
	{"named by history", "the day Nixon resigned", ""},
	{"named by history", "a year after the day Nixon resigned", ""},
	{"named by history", "the year Nixon resigned, I think August", ""},
	{"named days", "Pearl Harbor Day, nineteen fifty", "1950-12-07"},
	{"named days", "All Saints' Day, 1962", "1962-11-01"},
	{"named days", "Cinco de Mayo, eighty-one", "1981-05-05"},
	{"named days", "Labor Day 1970", ""},

	{"disowned after", "Halloween, no, the day before, October 30th, seventy-two. Halloween is my sister's.", "1972-10-30"},
	{"disowned after", "July 4th 1970. July 4th 1970 is my husband's.", ""},
	{"disowned after", "March 3rd, 1960, that is my wife's", ""},

	{"age instead of a year", "I'm forty-two, my birthday is the fifth of January", "1984-01-05"},
	{"age instead of a year", "I'm forty-two. December the twelfth.", "1983-12-12"},
	{"age instead of a year", "I'm seventy, I'll be seventy-one on the fifth of December", "1955-12-05"},
	{"age instead of a year", "I'm seventy, my birthday is the fifth of December", "1955-12-05"},
	{"age instead of a year", "I'm fifty today, it's the thirtieth of November", "1976-11-30"},
	{"age instead of a year", "my daughter is twenty years old, June 3rd", ""},
	{"age instead of a year", "I'm forty-two or forty-three, June 3rd", ""},
	{"age instead of a year", "I'm sixty. I turned sixty in May, the ninth.", "1966-05-09"},
	{"age instead of a year", "March 4th, I turned sixty", ""},
	{"age instead of a year", "March 4th, 1950, I turned sixty last month", ""},

	{"chit-chat numbers", "I'm at 2210 Elm, apartment 4, it's May 6th, 1971", "1971-05-06"},
	{"chit-chat numbers", "lunch is at 12:30 so quick, six, two, eighty", "1980-06-02"},
	{"chit-chat numbers", "my boy's twelve, he's yelling, sorry. born June 2nd, seventy-nine", "1979-06-02"},
	{"chit-chat numbers", "plate is 7-K-L-4-4-2, anyway, the fifth of March, nineteen sixty", "1960-03-05"},

	{"fillers between the parts", "four, and then twelve, and then, you know, sixty-six", "1966-04-12"},
	{"fillers between the parts", "May, then the ninth, then nineteen seventy", "1970-05-09"},

	{"apology is no correction", "1961, sorry, my son's 1999 Civic is outside, June 3rd", ""},
	{"apology is no correction", "I'm 65 miles out, June 3rd", ""},

	// An age to come is no year ("sixty" is not 1960), but with the day it comes on it dates
	// the birth exactly (birthday_test.go).
	{"somebody's age is no year", "I'm turning sixty on June 3rd", "1967-06-03"},
	{"somebody's age is no year", "I'll be sixty on the third of June", "1967-06-03"},
	{"somebody's age is no year", "my daughter, she's twenty-two, anyway, June 3rd", ""},
	{"somebody's age is no year", "she's twenty-two, I'm June 3rd, sixty-one", "1961-06-03"},
	{"somebody's age is no year", "born about nineteen sixty, June the 3rd", ""},

	{"two dates side by side", "June 3rd, nineteen sixty-five? sixty-six.", ""},
	{"two dates side by side", "the first of the second, the second of the first, nineteen eighty", ""},
	{"a day off a named day", "the day they shot Kennedy, no, the day after", ""},
	{"a day off a named day", "Christmas, sixty-one. well, the day after, really", ""},
	{"doubt", "May 5th, '71, but I think the ID has it wrong", ""},
	{"a twin", "June 3rd, nineteen sixty, June 3rd is my twin's too", ""},

	{"a day said again two ways", "June 9th. Ninth. 1971.", "1971-06-09"},
	{"a day said again two ways", "June 23rd, twenty-third, nineteen seventy-one", "1971-06-23"},
	{"a day said again two ways", "June 3rd 1971, no, June 23rd. Twenty-third.", "1971-06-23"},
	{"a day said again two ways", "June 23rd. Twenty-fourth. 1971.", ""},
	{"an ordinal month in digits", "the 9th of the 6th, 1971", "1971-06-09"},
	{"an ordinal month in digits", "it's the 21st of the 12th, nineteen sixty", "1960-12-21"},
	{"an ordinal month in digits", "the 2nd of the 10th, '58", "1958-10-02"},
	{"an ordinal month in digits", "the 4th of the 13th, 1975", ""},
	{"an ordinal month in digits", "the 9th of the 6th", ""},
	{"the question misheard", "I thought you said the policy date, sorry, my birthday is October 2nd, 1987", "1987-10-02"},
	{"the question misheard", "I thought you wanted the claim date, 4/9/2019. Mine is October 2nd, 1987", "1987-10-02"},
	{"the question misheard", "March 5th, no, hang on, you said date of birth, I thought you said renewal. October 2nd, 1987", "1987-10-02"},
	{"the question misheard", "I thought it was October 2nd, 1987", ""},
	{"the question misheard", "October 2nd, 1987, I thought", ""},
	{"the question misheard", "my mom said June 3rd 1987, no, October 2nd 1987", ""},
	{"hedge then settled", "nineteen sixty... three? yes, sixty-three. the first of July", "1963-07-01"},
	{"hedge then settled", "the tenth? the tenth of June, sixty-one", "1961-06-10"},
}

// TestTalk runs talkCases.
func TestTalk(t *testing.T) { runClassCases(t, talkCases) }
