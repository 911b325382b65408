package dob

import "testing"

// These are the classes the dob_Z dev serious errors showed (callers who stutter, lose words
// after a stroke, or correct a wrong word), said in our own words, with the refusals that
// must stand beside each. An empty want means a refusal. The clock is now() (2026-11-30).

// spacedStutterCases are words begun, broken off with a hyphen and said whole after ("s- s-
// september", "seventy-n- n- nine"): the start belongs to the word it starts, and a tens word
// joined to it is one number with that word. A start nothing completes leaves the tens word
// hanging, and the number is refused.
var spacedStutterCases = []classCase{
	{"start joins its tens word", "s- s- s- sorry. s- s- september fourth nineteen seventy-n- n- nine", "1979-09-04"},
	{"start joins its tens word", "september fourth nineteen seventy-n- nine", "1979-09-04"},
	{"start joins its tens word", "september fourth nineteen seventy n- n- nine", "1979-09-04"},
	{"start joins its tens word", "march 2nd, nineteen sixty-f- f- five", "1965-03-02"},
	{"start joins its tens word", "september t- t- twenty-f- fourth nineteen seventy", "1970-09-24"},
	{"start joins its tens word", "september twenty-f- f- fourth, nineteen seventy", "1970-09-24"},
	{"start of a word", "j- j- june the tenth, nineteen fifty", "1950-06-10"},
	{"start of a word", "june tenth, nineteen sev- seventy-one", "1971-06-10"},
	{"tens word left hanging", "september fourth nineteen seventy-n-", ""},
	{"tens word left hanging", "september fourth nineteen seventy-n", ""},
	{"tens word left hanging", "september fourth nineteen seventy n-", ""},
	{"tens word left hanging", "september fourth nineteen seventy-n- s- six", ""},
	{"tens word left hanging", "september fourth nineteen seventy n- s- six", ""},
	{"tens word left hanging", "september twenty-f- nineteen seventy", ""},
	{"a number word begun", "It's M-M-M-May s-s-seventh, n-n-nine- nineteen fifty.", "1950-05-07"},
	{"a number word begun", "april four- fourteen 1970", "1970-04-14"},
	{"a number word begun", "june six- sixteen 1970", "1970-06-16"},
	{"a number word begun", "may nine- nineteen fifty", ""},
	{"the same number again", "november one- one, 1950", "1950-11-11"},
	{"a correction is kept", "june 5th 1970, no- november 5th 1970", "1970-11-05"},
	{"a choice is kept", "june or- october 3rd 1950", ""},
}

// TestSpacedStutters runs spacedStutterCases.
func TestSpacedStutters(t *testing.T) { runClassCases(t, spacedStutterCases) }

// monthByPlaceCases are a month named by its place in the year ("the tenth month", "the 11th
// month", "month ten"): the month, never the day. Another month named beside it, a number
// that may go on ("month one, two"), or no day at all, are refused.
var monthByPlaceCases = []classCase{
	{"ordinal month", "My birthday is... it's, um, pen- pencil- no. It's October. The tenth month. The 2nd. 1938.", "1938-10-02"},
	{"ordinal month", "October, the tenth month, the 2nd, 1938", "1938-10-02"},
	{"ordinal month", "October, the 10th month, the 2nd, 1938", "1938-10-02"},
	{"ordinal month", "the eleventh month, the fifth, nineteen forty", "1940-11-05"},
	{"ordinal month", "the fifth, the eleventh month, 1940", "1940-11-05"},
	{"ordinal month", "the first month, the first, 1950", "1950-01-01"},
	{"ordinal month", "it's the second, the tenth month of the year, 1938", "1938-10-02"},
	{"month and its number", "month ten, the second, nineteen thirty-eight", "1938-10-02"},
	{"month and its number", "month number eleven, the fifth, 1940", "1940-11-05"},
	{"month and its number", "month two, the tenth, 1938", "1938-02-10"},
	{"another month beside it", "October. The eleventh month. The 2nd. 1938.", ""},
	{"another month beside it", "I was born in the seventh month, June 3rd 1950", ""},
	{"no day", "the tenth month, 1938, the tenth", ""},
	{"no day", "the tenth month. 1938.", ""},
	{"the number may go on", "month one, two, 1938", ""},
	{"the number may go on", "month one two, the second, 1938", ""},
	{"no such month", "the twenty-first month, 1938", ""},
}

// TestMonthByPlace runs monthByPlaceCases.
func TestMonthByPlace(t *testing.T) { runClassCases(t, monthByPlaceCases) }

// alwaysThoughtCases are a caller ending on "I always thought it was ...": a belief another
// voice has just put in doubt, so the day is unsettled. Settled after ("..., I know that for
// sure") or said of something else after the date, it is not doubt about the date.
var alwaysThoughtCases = []classCase{
	{"ends in doubt", "Dad, it's the ninth. ... the nineteenth. ... No, the ninth! ... The ninth? I always thought it was the nineteenth. July anyway, 1933.", ""},
	{"ends in doubt", "July the ninth, 1933? I always thought it was the nineteenth.", ""},
	{"ends in doubt", "I'd always thought it was the nineteenth of July, 1933", ""},
	{"ends in doubt", "I've always thought July nineteenth, 1933", ""},
	{"ends in doubt", "I always believed it was July 19 1933", ""},
	{"settled after", "I always thought it was the 19th, but it's July 9th 1933, I know that for sure", "1933-07-09"},
	{"about something else", "July 19, 1933. I always thought you would ask for my address.", "1933-07-19"},
}

// TestAlwaysThought runs alwaysThoughtCases.
func TestAlwaysThought(t *testing.T) { runClassCases(t, alwaysThoughtCases) }

// lostPartWayCases are a caller who says they lost the date part-way through it ("I lose
// it", "it's gone", "I can't get it"): what was said may stop short of the date. Said before
// any date word, the caller was looking for the date and found it.
var lostPartWayCases = []classCase{
	{"lost part-way", "It's on the Fourth of July... the year, uh, nineteen... forty... I lose it. The stroke took my numbers.", ""},
	{"lost part-way", "July fourth, nineteen forty... it's gone.", ""},
	{"lost part-way", "July fourth, nineteen forty, I can't get it", ""},
	{"lost part-way", "July fourth, nineteen forty... I can't get the rest", ""},
	{"lost part-way", "July fourth, nineteen... forty... it won't come", ""},
	{"lost part-way", "nineteen forty, I lose it... the fourth of July", ""},
	{"lost part-way", "July 4th, nineteen forty... my mind went blank", ""},
	{"found before the date", "Oh, it's gone... no, here it is: July 4th, 1940", "1940-07-04"},
	{"found before the date", "I lose my words sometimes. July 4th, 1940.", "1940-07-04"},
	{"nothing lost", "It's on the Fourth of July, nineteen forty.", "1940-07-04"},
}

// TestLostPartWay runs lostPartWayCases.
func TestLostPartWay(t *testing.T) { runClassCases(t, lostPartWayCases) }

// numeralDayPlaceCases are a digit's sound-alike between a month and a whole year said in
// numerals ("10 for 1958"): the day, as between a month word and a year. A pause, a span of
// time ("from 10 to 1958"), a number that is no month or a year said short are refused.
var numeralDayPlaceCases = []classCase{
	{"day between numerals", "For my birthday? Okay. 10 for 1958.", "1958-10-04"},
	{"day between numerals", "12 for 1958", "1958-12-04"},
	{"day between numerals", "it's 2 ate 1961", "1961-02-08"},
	{"day between numerals", "10 for 1958, no, 10 for 1959", "1959-10-04"},
	{"no date said so", "from 10 to 1958", ""},
	{"no date said so", "10, for 1958", ""},
	{"no date said so", "14 for 1958", ""},
	{"no date said so", "10 for 58", ""},
	{"no date said so", "10 for 1958 or 10 5 1958", ""},
}

// TestNumeralDayPlace runs numeralDayPlaceCases.
func TestNumeralDayPlace(t *testing.T) { runClassCases(t, numeralDayPlaceCases) }

// ownedAfterCases are a date a helper in the room says that the caller then claims as their
// own, with nothing after ("He says February 11th, 1940. That's right, that's mine"): the
// caller's. A bare "that's right", another's claim, a claim taken back or another date after
// it leave the date the helper's, refused.
var ownedAfterCases = []classCase{
	{"owned after", "My son's here helping me. He says... what, honey? ... He says February 11th, 1940. That's right, that's mine.", "1940-02-11"},
	{"owned after", "He says February 11th, 1940. Yes, that's me.", "1940-02-11"},
	{"owned after", "She says nine twelve thirty-three. September twelfth. Yes, that's me.", "1933-09-12"},
	{"owned after", "my daughter's here, she says June 5th 1950. That's my birthday.", "1950-06-05"},
	{"not owned", "He says February 11th, 1940.", ""},
	{"not owned", "He says February 11th, 1940. That's right.", ""},
	{"not owned", "He says February 11th, 1940. That's his.", ""},
	{"not owned", "He says February 11th, 1940. That's not mine.", ""},
	{"taken back", "He says February 11th, 1940. That's right, that's mine, no wait, that's his.", ""},
	{"another date after", "He says February 11th, 1940. That's mine. 1941.", ""},
	{"not owned", "my daughter's here, she says June 5th 1950.", ""},
}

// TestOwnedAfter runs ownedAfterCases.
func TestOwnedAfter(t *testing.T) { runClassCases(t, ownedAfterCases) }

// twoWholeDatesCases are bare numbers said as two whole dates, one after the other with only
// a pause between ("11, 11, 44. 11 12 44"): two different dates with no correction, refused;
// the same date said twice still reads.
var twoWholeDatesCases = []classCase{
	{"two different dates", "11, 11, 44. 11 12 44", ""},
	{"two different dates", "One-one, one-one, forty-four. Eleven twelve forty-four.", ""},
	{"two different dates", "three four ninety, three four ninety-one", ""},
	{"two different dates", "6, 7, 58. 6 8 58", ""},
	{"the same date twice", "nine sixteen ninety-three, nine sixteen ninety-three", "1993-09-16"},
	{"the same date twice", "four five sixty, four five sixty", "1960-04-05"},
	{"one date", "eleven eleven forty-four", "1944-11-11"},
}

// TestTwoWholeDates runs twoWholeDatesCases.
func TestTwoWholeDates(t *testing.T) { runClassCases(t, twoWholeDatesCases) }
