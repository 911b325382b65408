package dob

import (
	"regexp"
	"strconv"
)

// This file holds readings added for dob_AA, dob_AB and dob_AC: a year a transcriber writes
// half in numerals and half in words ("19 forty-eight", "19 Seventy Eight", "nineteen 80"),
// and a day-first convention named as the way the date is given.

// numeralCentury is a century written as a numeral before the rest of the year in words: "19
// forty-eight", "19 hundred". Group 1 is the numeral.
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

// dayFirstWay is a day-first convention named as the way the date is given: "the European
// way", "British style", "UK format", "the Australian order".
var dayFirstWay = regexp.MustCompile(`\b(?:european|british|uk|english|australian|irish|continental) (?:way|style|format|order)\b`)

// otherWay is a caller setting a convention aside or naming the US one as well: "not the
// European way", "the American way", "US format".
var otherWay = regexp.MustCompile(`\bnot (?:the |in )?(?:european|british|uk|english|australian|irish|continental)\b|\b(?:american|us|usa|us of a|normal|regular) (?:way|style|format|order)\b`)

// saysDayFirstWay reports the caller naming a day-first convention as the way they give the
// date ("I write it the European way, 03.08.1961", "British format: 03/08/1961"), and no other
// convention: the numbers are read day first, as "day first" already read them. Named
// without a way ("I'm from Europe") it stays a hint, and the order is in doubt.
func saysDayFirstWay(folded string) bool {
	return dayFirstWay.MatchString(folded) && !otherWay.MatchString(folded)
}
