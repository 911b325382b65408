package dob

import (
	"regexp"
	"strings"
)

// sentenceEnd is a single period that ends a sentence: after a letter or digit and before a
// space or the end (never the points of "3.4.1990" or an ellipsis).
var sentenceEnd = regexp.MustCompile(`([a-zA-Z0-9])\.(\s+|$)`)

// cutBefore is a period between a word and the second half of a number or month cut in two
// ("eight. teenth", "nine. teen", "sep. tember"): the halves speech.Rejoin joins, which no
// sentence begins with.
var cutBefore = regexp.MustCompile(`(?i)([a-z])\.\s+((?:teen(?:th|s)?|ty|tieth|ieth|th|ond|cond|rth|fth|enth|nth|ember|tember|ober|ber|uary|ruary|gust)\b)`)

// undictated returns words with the period taken out from between the two halves of a cut
// number or month, when a transcriber ended every word or two with one, as it does for a
// caller who says a date a word at a time ("march. the. eight. teenth. nine. teen. fifty.
// three."). Rejoin joins only halves said together, so it left "eight. teenth" cut, and
// the date was refused. Every other period stays: it is the pause a correction or a restart
// is read by ("1970. no. 72."). At least four pieces, none longer than two words: a
// caller's sentences keep their periods.
func undictated(words string) string {
	if strings.Count(words, ".") < 4 {
		return words // most words: not a word at a time
	}
	pieces := 0
	for _, s := range sentenceEnd.Split(words, -1) {
		n := len(strings.Fields(s))
		if n == 0 {
			continue
		}
		if n > 2 {
			return words
		}
		pieces++
	}
	if pieces < 4 {
		return words
	}
	return cutBefore.ReplaceAllString(words, "$1 $2")
}
