package dob

import (
	"regexp"
	"strings"

	speech "claimsline/internal/spoken"
)

// This file holds refusals added from thinking about how callers withdraw a date: a date
// asked rather than said ("March 3rd, 1970?" with nothing after it).

// asked reports a date said as a question with nothing said after it to settle it: "is it
// March 3rd 1970?", "the 3rd? of March?". A caller who answers their own question ("sixty...
// one? yeah, sixty one") has said date words after the last "?", and is read.
func asked(lower string) bool {
	if !strings.Contains(lower, "?") {
		return false
	}
	from, sentence := 0, 0
	askedAt := -1
	for i := 0; i < len(lower); i++ {
		switch lower[i] {
		case '?':
			if hasDateWord(lower[from:i]) && !askedElse(lower[sentence:i]) {
				askedAt = i
			}
			from, sentence = i+1, i+1
		case '!':
			from, sentence = i+1, i+1
		case '.':
			sentence = i + 1
		}
	}
	return askedAt >= 0 && !hasDateWord(lower[askedAt+1:])
}

// askedElse reports a question said as a sentence of its own that holds no date word and asks
// about something else: "... 1958. Can I talk to a person now?". A short one ("Right?",
// "Is that it?") or one about "that" or "it" may ask about the date, and does not count.
func askedElse(q string) bool {
	if hasDateWord(q) {
		return false
	}
	ws := strings.Fields(q)
	if len(ws) < 4 {
		return false
	}
	for _, w := range ws {
		switch strings.Trim(w, ",;:") {
		case "that", "thats", "it", "its", "right", "correct", "yes", "yeah", "sure", "date", "birthday", "dob", "one", "wrong", "what", "which":
			return false
		}
	}
	return true
}

// hasDateWord reports a month name or a number word in s: an "oh" said before no digit is an
// exclamation, and a bare "and" joins nothing.
func hasDateWord(s string) bool {
	toks := tokenize(s)
	for i, t := range toks {
		if months[t.text] > 0 || t.text == "|" {
			return true
		}
		if t.text == "and" || !numberish(toks, i) || pronounOne(toks, i) {
			continue
		}
		if zeroWord(t.text) && (i+1 >= len(toks) || toks[i+1].digits == "" && !isUnit(toks[i+1].text)) {
			continue
		}
		return true
	}
	return false
}

// pronounOne reports a "one" that stands for a thing, not the number: after a word that
// picks one thing out ("the real one", "that one", "which one", "the right one") and before
// no number or month. "My papers say January 1st 1950, that's not my real birthday, nobody
// knows the real one" says no date after its doubt: the "one" there is the birthday.
func pronounOne(toks []tok, i int) bool {
	if toks[i].text != "one" || i == 0 {
		return false
	}
	switch toks[i-1].text {
	case "the", "that", "this", "which", "real", "right", "wrong", "other", "same", "actual", "true", "correct":
	default:
		return false
	}
	return i+1 >= len(toks) || !numberish(toks, i+1) && months[toks[i+1].text] == 0
}

// sources name a record a date was read from ("my license says", "the hospital wrote", "on
// my birth certificate"). Two different dates with a source named are two records that
// disagree, and a correction between them does not say which one the policy holds.
var sources = regexp.MustCompile(`\b(?:license|licence|passport|certificate|papers|paperwork|records?|documents?|file|id|social|wrote|written|registered|officially|on paper|says|said)\b`)

// agentSaid is the caller quoting the line's own question ("you said birth date", "I
// thought you asked for the policy date"): the line is no record a date was read from.
var agentSaid = regexp.MustCompile(`\byou (?:said|say|says)\b`)

// ownOnly drops the dates said as somebody else's, or as another event's ("my wife's is June
// 9th 1971 and mine is May 2nd 1969", "the accident was 6/9/2021 and my birthday is ..."):
// what is left is what the caller gave as their own. When every date is someone else's,
// none is left and the words are refused.
func ownOnly(cands []candidate, lower string, o owners) []candidate {
	if len(cands) == 0 {
		return cands
	}
	var out []candidate
	for _, c := range cands {
		if !o.othersSaid(lower, c.at, c.completed) {
			out = append(out, c)
		}
	}
	return out
}

// digitSounds are words a transcriber writes for a digit said alone: "for" for four, "to"
// and "too" for two, "ate" for eight, "tree" for three, "won" for one.
var digitSounds = map[string]string{"for": "four", "to": "two", "too": "two", "ate": "eight", "tree": "three", "won": "one"}

// homophones rewrites the digitSounds that stand among number words: the word after is a
// number word or a month ("for twenty", "tree march"), or it ends a number ("eighty tree",
// "two thousand to", "twelve twenty ate,"); and the word before is a number word, a month,
// a pause or nothing ("calling for twenty years" keeps its "for"). ok is false when nothing
// was rewritten. bound is true when every word rewritten is bound to the number it stands
// in (boundDigit): its digit is no second reading but the one the caller said.
func homophones(words string) (again string, ok, bound bool) {
	lower := strings.ToLower(words)
	if !strings.Contains(lower, "for") && !strings.Contains(lower, "to") && !strings.Contains(lower, "ate") && !strings.Contains(lower, "tree") && !strings.Contains(lower, "won") {
		return words, false, false // most words hold none: skip the tokenizing
	}
	toks := tokenize(lower)
	numberWord := func(i int) bool {
		if i < 0 || i >= len(toks) || toks[i].digits != "" {
			return false
		}
		return months[toks[i].text] > 0 || numberish(toks, i) && toks[i].text != "and"
	}
	var b strings.Builder
	last, changed := 0, false
	bound = true
	for i, t := range toks {
		digit, ok := digitSounds[t.text]
		if !ok {
			continue
		}
		// "april 18th to thousand and 5": "thousand" after it is said only of a year's
		// number, so the word before may be anything, a day in digits too.
		thousand := t.text != "for" && i+1 < len(toks) && toks[i+1].text == "thousand" && !toks[i+1].pause
		before := i == 0 || t.pause || numberWord(i-1) || thousand
		endsNumber := (i+1 == len(toks) || toks[i+1].pause) && i > 0 && !t.pause && endsWith(toks[i-1].text)
		// "June for 1990": the day's place between a month and a year in numerals. "From June
		// to 1990" is a span of time.
		dayPlace := i > 0 && !t.pause && months[toks[i-1].text] > 0 && i+1 < len(toks) && toks[i+1].digits != "" && !toks[i+1].ordinal && !toks[i+1].pause &&
			(i < 2 || toks[i-2].text != "from" && toks[i-2].text != "since")
		// "10 for 1958": the day's place between a month and a whole year, both in numerals.
		numeralPlace := numeralDayPlace(toks, i)
		if (!before || !(i+1 < len(toks) && numberWord(i+1) && !toks[i+1].stop || endsNumber || dayPlace)) && !numeralPlace && !boundDigit(toks, i, lower) {
			continue
		}
		b.WriteString(lower[last:t.at])
		b.WriteString(digit)
		last, changed = t.at+len(t.text), true
		bound = bound && boundDigit(toks, i, lower)
	}
	if !changed {
		return words, false, false
	}
	b.WriteString(lower[last:])
	return b.String(), true, bound
}

// numeralDayPlace reports the digit sound-alike at i standing between a month said in
// numerals (1 to 12) and a whole year in four numerals, with no pause on either side: "10
// for 1958" is October 4, 1958, as "October for 1958" and "ten for nineteen fifty-eight" are
// read. Left as it stood, "for" split the month from the year and the date was refused. "From
// 10 to 1958" is a span of time, and a pause ("10, for 1958") or a month past 12 ("14 for
// 1958") is no date said so.
func numeralDayPlace(toks []tok, i int) bool {
	if i < 1 || i+1 >= len(toks) || toks[i].pause || toks[i+1].pause {
		return false
	}
	m, y := toks[i-1], toks[i+1]
	if m.digits == "" || m.ordinal || len(m.digits) > 2 || atoi(m.digits) < 1 || atoi(m.digits) > 12 || len(y.digits) != 4 || y.ordinal {
		return false
	}
	return i < 2 || toks[i-2].text != "from" && toks[i-2].text != "since" && toks[i-2].text != "between"
}

// boundDigit reports a digit sound-alike at i that can only be the digit: joined to a tens
// word by a hyphen ("eighty-ate"); after a tens word, or "thousand and", with nothing but a
// pause, "of" or a month after it ("twenty for of march", "nineteen eighty tree", "two
// thousand and to"); or a word no one says
// among numbers for its own sake ("tree", "ate", "won") right beside a number word or a
// month ("tree march"), and not after a pronoun ("I won"). A "for" or "to" before a number ("for eleven nineteen seventy") may
// be the word it is.
func boundDigit(toks []tok, i int, lower string) bool {
	t := toks[i]
	_, tensBefore := speech.Tens(prevText(toks, i))
	if tensBefore && !t.pause && t.at > 0 && lower[t.at-1] == '-' {
		return true
	}
	ends := i+1 == len(toks) || toks[i+1].pause || toks[i+1].text == "of" || months[toks[i+1].text] > 0
	if tensBefore && !t.pause && ends {
		return true
	}
	if i >= 2 && toks[i-1].text == "and" && (toks[i-2].text == "thousand" || toks[i-2].text == "hundred") && !t.pause && !toks[i-1].pause && ends {
		return true // "two thousand and to"
	}
	if t.text != "tree" && t.text != "ate" && t.text != "won" {
		return false
	}
	switch prevText(toks, i) {
	case "i", "we", "you", "he", "she", "they", "it", "who":
		return false // "I won", "we ate": the verb
	}
	beside := func(k int) bool {
		return k >= 0 && k < len(toks) && toks[k].digits == "" && (months[toks[k].text] > 0 || numberish(toks, k) && toks[k].text != "and")
	}
	return !t.pause && beside(i-1) || i+1 < len(toks) && !toks[i+1].pause && beside(i+1)
}

// prevText is the text of the token before i, or "".
func prevText(toks []tok, i int) string {
	if i > 0 {
		return toks[i-1].text
	}
	return ""
}

// endsWith reports a word a unit digit may follow to end a number: a tens word ("eighty
// tree") or "thousand" ("two thousand to"); "twenty ate" is twenty-eight.
func endsWith(w string) bool {
	if _, ok := speech.Tens(w); ok {
		return true
	}
	return w == "thousand"
}
