package dob

import (
	"regexp"
	"slices"
	"strings"

	speech "claimsline/internal/spoken"
)

// This file holds the readings added for callers who stutter or lose words part-way (dob_Z,
// written by a speech-language pathologist): a word begun and broken off before it is said
// whole, and a number the caller says they lost before finishing it.

// brokenOff is a word begun and broken off, written with a hyphen before a space or the end
// of the words: "s- s- september", "seventy-n- n- nine" (its "n-"), "pen- pencil".
var brokenOff = regexp.MustCompile(`\b([a-z]+)-(?:\s+|$)`)

// nextWord is the word a broken-off start may open: its letters up to any hyphen.
var nextWord = regexp.MustCompile(`^[a-z]+`)

// keptStarts are words a hyphen may follow that are never dropped as a broken-off start:
// the words that correct, deny or offer a choice ("June, no- November" keeps its "no").
var keptStarts = map[string]bool{"no": true, "not": true, "or": true, "nor": true, "and": true, "but": true}

// spacedStutters drops each brokenOff start that the next word begins with: the caller
// began that word and said it whole after ("s- s- s- sorry", "t- t- twenty-f- fourth"). A
// number word is dropped so only before a longer number word it begins ("n-n-nine- nineteen
// fifty", "six- sixteen"): the same number again ("one- one", perhaps eleven said a digit at
// a time; "fifty- fifty-six") is left as it was said. A
// start joined by a hyphen to a tens word before it belongs to the word it starts, so the
// tens word and that word are one number again ("seventy-n- n- nine" is seventy-nine, never
// seventy with a stray nine after it). A start the next word does not begin with is left
// where it is: hangingTens refuses a tens word it leaves hanging.
func spacedStutters(lower string) string {
	return replaceMatches(lower, brokenOff.FindAllStringSubmatchIndex(lower, -1), func(m []int) (string, bool) {
		start := lower[m[2]:m[3]]
		next := nextWord.FindString(lower[m[1]:])
		longer := len(next) > len(start) && numberWord(next) // "nine- nineteen", never "one- one"
		return "", next != "" && strings.HasPrefix(next, start) && (!numberWord(start) || longer) && !keptStarts[start]
	})
}

// replaceMatches writes, for each match m in ms (indices into lower, in order), what with
// returns in its place when with says so, and leaves the rest of lower as it is.
func replaceMatches(lower string, ms [][]int, with func(m []int) (string, bool)) string {
	var b strings.Builder
	last := 0
	for _, m := range ms {
		w, ok := with(m)
		if !ok {
			continue
		}
		b.WriteString(lower[last:m[0]])
		b.WriteString(w)
		last = m[1]
	}
	if last == 0 {
		return lower
	}
	b.WriteString(lower[last:])
	return b.String()
}

// tensLeft is a tens word with a broken-off word after it, joined by a hyphen ("seventy-n",
// "seventy-n-") or said after it with a hyphen of its own ("seventy n-"), and the tail.
var tensLeft = regexp.MustCompile(`\b(?:twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety)(?:-|[\s,.]+)([a-z]+)(-)?(?:[\s,.!?;:]|$)`)

// hangingTens reports a tens word left hanging by a stutter: a start of a word after it that
// no word said after completes ("nineteen seventy-n", "seventy-n- ... six"). The unit the
// caller began is not in the words, so the year or day read from the tens word alone
// (1970) may be another than the one meant (1979): the number is unfinished and refused. A
// number word after it ("seventy-nine", "twenty o-one") is no broken-off start.
func hangingTens(lower string) bool {
	for _, m := range tensLeft.FindAllStringSubmatchIndex(lower, -1) {
		tail := lower[m[2]:m[3]]
		joined := lower[m[2]-1] == '-'
		if numberWord(tail) || keptStarts[tail] || !joined && m[4] < 0 {
			continue
		}
		if joined && m[4] < 0 && len(tail) > 3 {
			continue // a whole word joined on ("sixty-ish" is a hedge, read elsewhere)
		}
		return true
	}
	return false
}

// ordinalMonthSaid is a month named by its place in the year: "the tenth month", "the 11th
// month of the year". Group 1 is the ordinal.
var ordinalMonthSaid = regexp.MustCompile(`\b(?:the\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|1st|2nd|3rd|[4-9]th|1[0-2]th)\s+month\b(?:\s+of\s+the\s+year\b)?`)

// monthByNumber is a month named by its number after the word: "month ten", "month number
// eleven", "month is 10". Group 1 is the number.
var monthByNumber = regexp.MustCompile(`\bmonth\s+(?:is\s+|was\s+|number\s+)?(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[1-9]|1[0-2])\b`)

// otherLabels are the day and year labels: with either said, "month ten" is one of the
// labelled fields, read by labelled.
var otherLabels = regexp.MustCompile(`\b(?:day|year)\b`)

// monthsByPlace writes a month named by its place in the year as the month's name: "It's
// October. The tenth month. The 2nd. 1938" is October 2, never the tenth: read as it stood,
// "tenth" beside "October" was taken for the day and "the 2nd" after the word "month" was
// left as other talk. "month ten" names the month too ("month ten, the 2nd"). An ordinal
// that ends a longer number ("twenty-first month") names no month. A number after "month"
// with another number word right after it, past a comma or not ("month one two", "month
// one, two, 1938": month twelve said a digit at a time, or January 2), or said with a day
// or year label ("day ten, month four"), is left to the labelled reading, which reads the
// whole or refuses. A month named so that disagrees with a month name said beside it
// ("October, the eleventh month") is two months, refused as any two are.
func monthsByPlace(lower string) string {
	lower = replaceUnlessJoined(lower, ordinalMonthSaid, func(s string, m []int) string {
		return monthNames[ordinalValue(s[m[2]:m[3]])]
	})
	if otherLabels.MatchString(lower) {
		return lower // "day ten, month four, ...": the labelled reading reads every field
	}
	return replaceUnlessJoined(lower, monthByNumber, func(s string, m []int) string {
		if strings.HasSuffix(strings.TrimRight(s[:m[0]], " "), "of the") {
			return "" // "four of the month seven": labelled's, which refuses a cardinal day so
		}
		if t := tokenize(s[m[1]:]); len(t) > 0 && numberish(t, 0) {
			return "" // "month one, two": the month's second digit or the day, a guess
		}
		n, ok := cardinal(s[m[2]:m[3]])
		if !ok {
			n = atoi(s[m[2]:m[3]])
		}
		return monthNames[n]
	})
}

// replaceUnlessJoined writes name(lower, m) for each match m of re in lower, unless the
// match ends a longer number (joined by a hyphen, or after a tens word: "twenty-first
// month") or name returns "".
func replaceUnlessJoined(lower string, re *regexp.Regexp, name func(s string, m []int) string) string {
	return replaceMatches(lower, re.FindAllStringSubmatchIndex(lower, -1), func(m []int) (string, bool) {
		before := strings.Fields(lower[:m[0]])
		if m[0] > 0 && lower[m[0]-1] == '-' || len(before) > 0 && isTens(before[len(before)-1]) {
			return "", false
		}
		n := name(lower, m)
		return n, n != ""
	})
}

// isTens reports a tens word, "twenty" to "ninety".
func isTens(w string) bool {
	_, ok := speech.Tens(w)
	return ok
}

// lostWords are a caller saying they lost the words part-way ("nineteen... forty... I lose
// it", "it's gone", "I can't get it", "the stroke took my numbers"), in lower with its
// apostrophes dropped.
var lostWords = regexp.MustCompile(`\b(?:i (?:lose|lost|losing|keep losing) (?:it|them|the (?:rest|year|end|numbers?|words?|day|month))|(?:ive|i have|i|ive just|i just) lost (?:it|them)|(?:its|it is|its all|it all|it just|theyre|they are|the rest is|the rest|the years?) (?:gone|went)|it (?:went|slipped|slips|goes) (?:away|out|again)|it slipped|(?:cant|can not|cannot|couldnt|could not) (?:get|find|think of|come up with|bring up|reach) (?:it|them|the (?:rest|year|end|numbers?|words?))|(?:it|the words?|the numbers?|the year) (?:wont|will not|wouldnt|would not|doesnt|does not|dont|do not) come|slipped my mind|tip of my tongue|mind (?:went|goes|has gone|is) blank|(?:drawing|draw|drew) a blank|(?:im )?blanking|lost (?:my|the) (?:place|train|thread)|took my (?:numbers|words))\b`)

// lostPartWay reports lostWords said after the first date word: the caller began the date
// and lost the rest, so what was said of it may stop short of the date ("the year,
// nineteen... forty... I lose it" is a year unfinished, not 1940; "nineteen forty, I lose
// it... July the fourth" too). Said before any date word ("oh, it's gone... no, here it
// is: July 4th, 1940") it is the caller looking for the date, who then found it.
func lostPartWay(lower string) bool {
	ms := lostWords.FindAllStringIndex(lower, -1)
	if len(ms) == 0 {
		return false
	}
	toks := tokenize(lower)
	first := slices.IndexFunc(toks, func(t tok) bool { return months[t.text] > 0 })
	for i, t := range toks {
		if numberish(toks, i) && !zeroWord(t.text) && t.text != "o" { // "Oh, it's gone": no zero
			if first < 0 || i < first {
				first = i
			}
			break
		}
	}
	return first >= 0 && ms[len(ms)-1][0] > toks[first].at
}

// twoWholeDates reports a span of bare numbers that splits at a pause into two halves that
// each read as one whole date, and two different dates ("11, 11, 44. 11 12 44"): with no
// correction said, which is meant is a guess. Read as it stood, the restart reading
// (restarted) dropped the first half as said again within the second and read the second,
// another date than the one said first.
func twoWholeDates(span []tok, today Date, order Order, doubt bool) bool {
	if !slices.ContainsFunc(span[min(1, len(span)):], func(t tok) bool { return t.pause }) {
		return false // one piece: nothing to split
	}
	for k := 1; k < len(span); k++ {
		if !span[k].pause {
			continue
		}
		l, r := bareOrders(span[:k], today, order, doubt), bareOrders(span[k:], today, order, doubt)
		if len(l) == 1 && len(r) == 1 && !l[0].alt && !r[0].alt && place(l[0], today) != place(r[0], today) {
			return true
		}
	}
	return false
}

// repeatedDigitDoubt returns every date bare numbers may be when they hold one digit said
// three or more times in a row with no pause between ("one one one one eighty", "one two two
// two nineteen eighty") and the same numbers with one of the repeats left out read as another
// date (January 11 or November 1; January 22 or December 2), and nil otherwise. How many
// times the digit was said is then the whole reading, and a caller who stammers, or a
// transcriber who hears an echo, adds one: which date was meant is a guess, unless the
// caller says one of them again in a form that has no count to get wrong ("... Eleven eleven
// eighty-eight"). A run whose count changes nothing ("one nine nine nine" in a year, where 199
// is none) is read; so are digits grouped by pauses ("one one, one one, eighty"): the pauses
// count them.
func repeatedDigitDoubt(span []tok, today Date, order Order, doubt bool) []Date {
	read := bareOrders(span, today, order, doubt)
	if len(read) == 0 {
		return nil
	}
	dates := []Date{place(read[0], today)}
	for i := 0; i+2 < len(span); i++ {
		if !sameDigitRun(span[i : i+3]) {
			continue
		}
		fewer := append(slices.Clone(span[:i]), span[i+1:]...)
		for _, c := range bareOrders(fewer, today, order, doubt) {
			if dt := place(c, today); !slices.Contains(dates, dt) {
				dates = append(dates, dt)
			}
		}
	}
	if len(dates) == 1 {
		return nil
	}
	return dates
}

// sameDigitRun reports three or more tokens that are each the same digit said alone (a digit
// word or a one-digit numeral), with no pause before any but the first.
func sameDigitRun(run []tok) bool {
	first, ok := digitWordValue(run[0])
	if !ok {
		return false
	}
	for _, t := range run[1:] {
		if v, ok := digitWordValue(t); !ok || v != first || t.pause {
			return false
		}
	}
	return true
}
