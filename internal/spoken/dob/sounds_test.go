package dob

import "testing"

// soundCases are months as a transcriber writes their sound, spelled out, run together or
// named by a holiday, each in our own words. An empty want means a refusal. The clock is
// now() (2026-11-30).
var soundCases = []classCase{
	{"month sound-alike", "it's julie the fourteenth, nineteen seventy", "1970-07-14"},
	{"month sound-alike", "the fourteenth of julie, seventy", "1970-07-14"},
	{"month sound-alike", "marge twenty second 1966", "1966-03-22"},
	{"month sound-alike", "born a gust the 5th, 1949", "1949-08-05"},
	{"month sound-alike", "no member twelfth nineteen eighty", "1980-11-12"},
	{"month sound-alike", "dissember 1st, 1958", "1958-12-01"},
	{"month sound-alike", "a pril the 30th 1991", "1991-04-30"},
	{"month sound-alike", "febuary 2 1977", "1977-02-02"},
	{"month sound-alike", "Julie 3rd 1980. July.", "1980-07-03"},
	// A sound-alike with no day beside it is a word, and one that changes a date read
	// without it is refused.
	{"month sound-alike", "my daughter Julie handles it, I'm March 3rd 1970", "1970-03-03"},
	{"month sound-alike", "a gust of wind, 1970", ""},
	{"month sound-alike", "no member 1970", ""},
	{"month sound-alike", "julie 1962", ""},
	{"month in three sounds", "feb roo airy the 11th, 1957", "1957-02-11"},
	{"month in three sounds", "jan you every the 5th, 1990", "1990-01-05"},
	{"month in three sounds", "jan you airy 1990", ""},
	{"spelled month", "J U N E the 6th 1944", "1944-06-06"},
	{"spelled month", "s-e-p-t 9, 1999", "1999-09-09"},
	{"spelled month", "that's m a r, the third, 1970", "1970-03-03"},
	{"spelled month", "A B C 9 1970", ""},
	{"run together", "may5th1962", "1962-05-05"},
	{"run together", "the 5thmay 1962", "1962-05-05"},
	{"run together", "code ab12may3, born 1970", ""},
	{"named day", "juneteenth, 1975", "1975-06-19"},
}

func TestSounds(t *testing.T) { runClassCases(t, soundCases) }

// dayFirstCases are numeric dates whose first field is no month but a day: under MDY they
// have one reading, day first. Both ways possible, or neither, stays as it was.
var dayFirstCases = []classCase{
	{"no month, a day", "it's 28/02/1961", "1961-02-28"},
	{"no month, a day", "17-5-1990, that's how we write it at home", "1990-05-17"},
	{"no month, a day", "30.9.1949", "1949-09-30"},
	{"no month, a day", "05/11/1980", "1980-05-11"},
	{"no month, a day", "32/11/1980", ""},
	{"no month, a day", "14/14/1980", ""},
}

func TestDayFirstOnly(t *testing.T) { runClassCases(t, dayFirstCases) }

// boundDigitCases are digit sound-alikes that can only be the digit, so their reading
// stands even where the words without them read another way; and ones that may be the
// word they are, which stay a second reading held to the first.
var boundDigitCases = []classCase{
	{"bound digit", "may seventh, nineteen sixty-ate", "1968-05-07"},
	{"bound digit", "the thirty-won of october 1970", "1970-10-31"},
	{"bound digit", "the twenty for of june nineteen eighty", "1980-06-24"},
	{"bound digit", "tree april nineteen seventy tree", "1973-04-03"},
	{"bound digit", "october ninth, two thousand and to", "2002-10-09"},
	{"bound digit", "october ninth, 2 thousand", "2000-10-09"},
	{"not bound", "for eleven nineteen seventy ate", ""},
	{"not bound", "I was born in February too, 1990", ""},
	{"not bound", "born in nineteen ninety, to a family of four", ""},
	{"not bound", "I won march 3 1990", "1990-03-03"},
	// The day said again after the date, as an ordinal, glosses it.
	{"day said again", "August twenty-one, 1977, the twenty-first", "1977-08-21"},
	{"day said again", "August twenty-one, 1977, the twenty-second", ""},
}

func TestBoundDigits(t *testing.T) { runClassCases(t, boundDigitCases) }

// glossedBareCases are bare numbers that read more than one way, or as a month and a year
// alone, with the month and day also said in words: the words pick the reading.
var glossedBareCases = []classCase{
	{"numbers glossed in words", "two two nineteen eighty, the second of February", "1980-02-02"},
	{"numbers glossed in words", "ten twelve nineteen sixty, October twelfth", "1960-10-12"},
	{"numbers glossed in words", "tree tree nineteen sixty, March the third", "1960-03-03"},
	{"numbers glossed in words", "ten twelve nineteen sixty, October thirteenth", ""},
	{"numbers glossed in words", "two nineteen eighty", ""},
	{"numbers glossed in words", "two nineteen eighty, February the nineteenth", "1980-02-19"},
}

func TestGlossedBare(t *testing.T) { runClassCases(t, glossedBareCases) }
