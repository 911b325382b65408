package dob

import "testing"

// heardCases are dates as callers with another first language, or with a habit of their
// own, really say them (the dob_P and dob_Q pass), each in our own words. An empty want
// means a refusal. The clock is now() (2026-11-30).
var heardCases = []classCase{
	// The "th" of an ordinal said as a "t", in a day's place beside a month.
	{"th as t", "the tird of october, nineteen sixty one", "1961-10-03"},
	{"th as t", "august the fift 1977", "1977-08-05"},
	{"th as t", "the nint of may nineteen eighty", "1980-05-09"},
	{"th as t", "december twenty sevent, 1955", "1955-12-27"},
	{"th as t", "the elevent of september, seventy-two", "1972-09-11"},
	{"th as t", "april 2nd nineteen tirty-nine", "1939-04-02"},
	{"th as t", "june tirty, nineteen seventy", "1970-06-30"},
	{"th as t", "october the 5th, two tousand and four", "2004-10-05"},
	// A word that is English in no day's place stays a word.
	{"th as t", "we slept in a tent, October 2 1980", "1980-10-02"},
	{"th as t", "a fort in may 1966", ""},
	// A digit's sound-alike beside a month written by its sound.
	{"sound beside sound", "febuary ate, nineteen seventy", "1970-02-08"},
	// A tens word heard as two words, its "-ty" as "tea", right after "nineteen".
	{"tens as two words", "the 9th of june, nineteen six tea two", "1962-06-09"},
	{"tens as two words", "april 2nd, nineteen fif tea", "1950-04-02"},
	{"tens as two words", "we had six tea cakes, april 2nd 1950", "1950-04-02"},
	// "thousand" makes the word before it a digit, and the digits after it the year's rest.
	{"two thousand", "october 9th to thousand and 3", "2003-10-09"},
	{"two thousand", "the 4th of june two thousand and 2", "2002-06-04"},
	// The month said again, once its day was given, takes only its year.
	{"month again", "the twenty-first of august. august nineteen seventy.", "1970-08-21"},
	{"month again", "on the ninth of june, june nineteen eighty", "1980-06-09"},
	{"month again", "the ninth of june, no wait, june nineteen eighty", ""},
	{"month again", "june nineteen eighty", ""},
	// A named day said beside the month and day it names is a gloss.
	{"named day again", "October thirty-first, Halloween of all days, 1966", "1966-10-31"},
	{"named day again", "december twenty-fifth, Christmas Day as it happens, 1960", "1960-12-25"},
	{"named day again", "December 24th, Christmas Day, 1960", ""},
	{"named day", "born on the ides of March, 1948", "1948-03-15"},
	// Idioms that offer no second date, and a hedge said of a time of day.
	{"idiom", "March 2nd 1971, believe it or not", "1971-03-02"},
	{"idiom", "believe it or not I'm a leap day baby, February 29 1968", "1968-02-29"},
	{"idiom", "March 2nd 1971 or March 3rd 1971, believe it or not", ""},
	{"clock", "it happened around 7:15 this morning. my birthday is May 6 1959", "1959-05-06"},
	{"clock", "I was born around 3 am on May 6 1959", "1959-05-06"},
	{"clock", "around May 6 1959", ""},
}

func TestHeardAsSaid(t *testing.T) { runClassCases(t, heardCases) }
