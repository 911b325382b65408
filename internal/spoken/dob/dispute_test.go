package dob

import "testing"

// disputeCases are dates given beside a person or a document said to hold a different one,
// in our own words, and the read ones beside them that show where the line is.
var disputeCases = []classCase{
	{"parent swears another day", "October 2nd 1971, but my father swears it was the third", ""},
	{"parent insists, said first", "my mum always insisted it was the twelfth, the certificate says December eleventh, 1966", ""},
	{"document holds another day", "the 3rd of June 1984, though my passport has the fourth", ""},
	{"pronoun insists", "April 9th 1958. My grandmother kept the bible. She swears it was the tenth", ""},
	{"another year", "August 30 1977, my mother is convinced it was seventy-six", ""},
	{"another month", "the 8th of March 1981, but according to my mom it was the 8th of April", ""},
	{"tens and unit", "January 20th 1962, my aunt claims the twenty-first though", ""},
	{"hospital records another", "9/14/1973 is what I use, but the hospital wrote down the fifteenth", ""},
	{"certificate agrees", "my birth certificate says July 11th 1979", "1979-07-11"},
	{"parent agrees", "July 11th 1979, my mom says it was the eleventh too", "1979-07-11"},
	{"a count, not a date", "July 11th 1979, my mom says I was two weeks late", "1979-07-11"},
	{"a time of day", "March 9th 1968, my dad says I came at four in the morning", "1968-03-09"},
	{"no date in the claim", "July 11th 1979, my dad says it was the hottest day of the year", "1979-07-11"},
	{"someone else's own date", "mine is July 11th 1979, my wife says hers is the sixth", "1979-07-11"},
	{"the line's record is wrong", "you have 1978 on file but it's July 11th 1979", "1979-07-11"},
}

func TestDisputed(t *testing.T) { runClassCases(t, disputeCases) }

// dueCases are a birth said beside the day it was due, which is no second date of birth.
var dueCases = []classCase{
	{"due date told by a parent", "my dad always told me I was due in April but I came on March 29th 1983", "1983-03-29"},
	{"supposed to be", "my mum says I was supposed to be a New Year's baby, I came December 28th 1975", "1975-12-28"},
}

func TestDueIsNoDispute(t *testing.T) { runClassCases(t, dueCases) }
