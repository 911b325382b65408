package dob

import (
	"regexp"
	"strings"
)

// This file holds a date read the way forms and service records print it, day, month, year,
// with every digit said on its own: "one five AUG seven nine", "zero three March one nine six
// two". The month named in the middle fixes the order, so the digit pairs on either side can
// only be the day and the year.

const digitWord = `(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine|[0-9])`

// digitByDigit is a day said as two digits, a month name, and a year said as two or four
// digits, with no other number beside it.
var digitByDigit = regexp.MustCompile(`(?:^|[^\w-])((?:zero|oh|o|one|two|three|[0-3])[\s,]+` + digitWord + `)[\s,]+(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?[\s,]+(` + digitWord + `[\s,]+` + digitWord + `(?:[\s,]+` + digitWord + `[\s,]+` + digitWord + `)?)(?:$|[^\w-])`)

// digitValue is the digit a digitWord says.
func digitValue(w string) string {
	if len(w) == 1 && w[0] >= '0' && w[0] <= '9' {
		return w
	}
	switch w {
	case "zero", "oh", "o":
		return "0"
	}
	n, _ := unitWord(w)
	return itoa(n)
}

// digitsSaid joins the digits a run of digitWords says: "one five" is "15".
func digitsSaid(run string) string {
	var b strings.Builder
	for _, w := range strings.FieldsFunc(run, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' || r == '\n' }) {
		b.WriteString(digitValue(w))
	}
	return b.String()
}

// militaryDigits rewrites a digitByDigit date as its numerals ("15 aug 79"), for the readers
// of a day before its month. A four-digit year must start 19 or 20, and the words around the
// date must hold no other number ("one five aug seven nine eight" is not a date said this
// way).
func militaryDigits(lower string) string {
	m := digitByDigit.FindStringSubmatchIndex(lower)
	if m == nil {
		return lower
	}
	if day := atoi(digitsSaid(lower[m[2]:m[3]])); day < 1 || day > 31 {
		// "3, 3 June oh three": no day, so a day said twice, not one said digit by digit.
		// Joined, "33" was read as the year and "03" as the day.
		return lower
	}
	if d := strings.FieldsFunc(lower[m[2]:m[3]], func(r rune) bool { return r == ' ' || r == ',' }); len(d) == 2 && d[0] == d[1] && strings.Contains(lower[m[2]:m[3]], ",") {
		// "2, 2 June, oh one": a digit said twice with a pause between is the 2nd
		// said again as much as the 22nd said digit by digit. The bar keeps the two apart
		// and, standing beside the date, is read as a number left out: refused.
		return lower[:m[2]] + d[0] + " | " + d[1] + lower[m[3]:]
	}
	year := digitsSaid(lower[m[6]:m[7]])
	if len(year) == 4 && !strings.HasPrefix(year, "19") && !strings.HasPrefix(year, "20") {
		return lower
	}
	before, after := tokenize(lower[:m[2]]), tokenize(lower[m[7]:])
	if n := len(before); n > 0 && numberish(before, n-1) || len(after) > 0 && numberish(after, 0) {
		return lower
	}
	return lower[:m[2]] + digitsSaid(lower[m[2]:m[3]]) + " " + lower[m[4]:m[5]] + " " + year + lower[m[7]:]
}
