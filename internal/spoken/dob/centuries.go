package dob

import (
	"regexp"
	"strconv"
)

// This file holds a year a transcriber writes half in numerals and half in words (dob_AC,
// dob_Y): "19 forty-eight", "19 Seventy Eight", "nineteen 80".

// numeralCentury is a century written as a numeral before the rest of the year in words: "19
// forty-eight", "20 oh five". Group 1 is the numeral.
var numeralCentury = regexp.MustCompile(`\b(19|20)\s+(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b|hundred\b|(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\b)`)

// wordCentury is a century said in words before the rest of the year written as two digits:
// "nineteen 80", "nineteen 05". Groups 1 and 2 are the word and the digits.
var wordCentury = regexp.MustCompile(`\b(nineteen|twenty)\s+(\d\d)\b`)

// mixedYears writes each year said half in numerals and half in words wholly in words
// ("august the 1st 19 forty-eight" is "... nineteen forty-eight", "may fifteenth nineteen 80"
// is "... nineteen eighty"), so it reads exactly as the same words said all one way do, with
// every doubt they carry: "May 19 forty-eight" is "May nineteen forty-eight", a day and a year
// or a year alone, and is refused as that is. Left mixed, the numeral stood apart from the
// words and neither read as the year.
func mixedYears(lower string) string {
	lower = replaceMatches(lower, numeralCentury.FindAllStringSubmatchIndex(lower, -1), func(m []int) (string, bool) {
		word := "nineteen"
		if lower[m[2]:m[3]] == "20" {
			word = "twenty"
		}
		return word + lower[m[3]:m[1]], true
	})
	return replaceMatches(lower, wordCentury.FindAllStringSubmatchIndex(lower, -1), func(m []int) (string, bool) {
		n, _ := strconv.Atoi(lower[m[4]:m[5]])
		rest := englishBelow100(n)
		switch {
		case n == 0:
			rest = "hundred"
		case n < 10:
			rest = "oh " + rest
		}
		return lower[m[2]:m[3]] + " " + rest, true
	})
}
