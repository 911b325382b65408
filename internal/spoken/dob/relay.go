package dob

import (
	"regexp"
	"strings"
)

// This file holds refusals added from reading transcripts the way a speech-to-text QA
// engineer hunting for a wrong-date verification would: a date passed on from someone else
// in the room, a date the caller doubts or breaks off from right after saying it, and a
// year whose teen word sounds like a tens word.

// relay is another person in the room supplying the date as the caller speaks ("she says
// March 3rd", "my wife's telling me it's ...", "he says it's ..."): the date is theirs to
// vouch for, not the caller's, and the caller has not said it as their own. A habit ("my
// mom always says", "used to tell me") is family lore about the caller's own birth, not a
// voice in the room, and is left to the other owner checks (group 1 marks it).
var relay = regexp.MustCompile(`\b(?:she|he|they|shes|hes|theyre|(?:my|her|his|our|the)\W+` + kin + `)(?:\W+(always|used\W+to|would|never))?(?:\W+(?:is|are|s|keeps?))?\W+(?:says?|saying|tells?\W+me|telling\W+me|told\W+me|reckons?|thinks?|goes)\b`)

// relayed reports a date said at offset at right after a relay, with only lead words and
// date words between (and words about the caller: "she says I'm ..."), no turn back to the
// caller ("what, honey? ... August nineteenth") and nothing else the caller says of their
// own ("she says the tenth. It's not, it's the 12th").
func relayed(lower string, at int) bool {
	for _, m := range relay.FindAllStringSubmatchIndex(lower, -1) {
		if m[1] > at || m[2] >= 0 {
			continue
		}
		between := lower[m[1]:at]
		if believed.MatchString(lower[m[0]:m[1]]) && beliefDenied.MatchString(between) {
			continue // "they think it's the 13th, it's the 31st": the caller puts them right
		}
		if !turnBack.MatchString(between) && relayLeads(between) {
			return true
		}
	}
	return false
}

// believed is a relay of what others think ("they think", "people reckon"), not of what
// they tell the caller; beliefDenied is the caller's own "it's" after it, past a pause ("they
// think it's the 13th, it's the 31st"): what they think is named to be put right, and the
// date after is the caller's.
var (
	believed     = regexp.MustCompile(`\b(?:thinks?|reckons?)$`)
	beliefDenied = regexp.MustCompile(`^\W*(?:its|it is)\b[^,.;:!?]*[,.;:!?]\W*(?:(?:but|no|actually|really)\W+)*(?:its|it is)\b`)
)

// aboutMe are words a relay may say of the caller ("she says I'm June 9th", "he says I was
// born on ..."): the date is still the one in the room's word, not the caller's.
var aboutMe = map[string]bool{"i": true, "im": true, "am": true, "me": true, "my": true, "you": true, "youre": true, "your": true, "mine": true, "mines": true}

// relayLeads is leadsTo with the words a relay says of the caller allowed too.
func relayLeads(between string) bool {
	toks := tokenize(between)
	for i, t := range toks {
		if !leadWords[t.text] && !aboutMe[t.text] && months[t.text] == 0 && !numberish(toks, i) {
			return false
		}
	}
	return true
}

// doubtAfter are words a caller says after a date to take it back or break off ("March 3rd
// 1950, no, that's not... hang on", "June 5th 1970. Wait."): with no date word after them,
// nothing replaces the date, and it is not one the caller stands by.
var doubtAfter = regexp.MustCompile(`\b(?:no|nope|nah|not|isnt|wasnt|wait|hang on|hold on|hmm|scratch that|never ?mind)\b`)

// earnest are "no" and "not" said to vouch for the date, not to doubt it ("April Fools'
// Day, 1960, no joke", "and no, it's not a joke", "no kidding", "believe it or not").
var earnest = regexp.MustCompile(`\b(?:(?:no|nope)\W+)?(?:(?:its|it is|thats|that is|im|i am)\W+)?(?:not\W+)?(?:a\W+)?(?:joke|joking|kidding|lie|lying|problem|worries)\b|\b(?:believe|like) it or not\b`)

// doubtedAfter reports doubt said after the date that starts at offset at, with no date
// word after the doubt.
func doubtedAfter(lower string, at int) bool {
	tail := lower[at:]
	if strings.Contains(tail, "jok") || strings.Contains(tail, "kid") || strings.Contains(tail, "li") || strings.Contains(tail, "problem") || strings.Contains(tail, "worries") {
		tail = earnest.ReplaceAllString(tail, " ")
	}
	for _, m := range doubtAfter.FindAllStringIndex(tail, -1) {
		if !hasDateWord(tail[m[1]:]) && !(saidOfOther(tail[:m[0]], tail[m[0]:m[1]]) && !aboutDate.MatchString(tail[m[1]:])) {
			return true
		}
	}
	return false
}

// aboutDate follows a "not" that is about the date whatever its subject: "... is not right",
// "... was not it", "... is not mine".
var aboutDate = regexp.MustCompile(`^\W*(?:right|correct|it|that|mine|sure|certain|the (?:date|one|right)|my (?:date|birthday))\b`)

// saidOfOther reports a "not" said of someone or something other than the date, in a clause
// of its own: "..., my mom was not happy", "the hospital was not far". The clause's subject
// is no "it", "that" or date word, and a copula stands between it and the "not".
func saidOfOther(before, word string) bool {
	if word != "not" {
		return false
	}
	ws := strings.Fields(strings.Map(func(r rune) rune {
		if r == ',' || r == '.' || r == ';' || r == '!' || r == '?' {
			return '|'
		}
		return r
	}, before))
	if len(ws) < 2 {
		return false
	}
	switch ws[len(ws)-1] {
	case "was", "is", "were", "are":
	default:
		return false
	}
	subj := ws[len(ws)-2]
	switch subj {
	case "it", "that", "this", "thats", "its", "which", "date", "one", "day", "year", "month", "birthday", "i", "im", "|":
		return false
	}
	if strings.Contains(subj, "|") || months[subj] > 0 || strings.ContainsAny(subj, "0123456789") {
		return false
	}
	_, number := cardinal(subj)
	return !number && !ordinalWord(subj)
}

// tyTwins are the teen words a transcriber may write for the tens word said ("nineteen
// fourteen" for "nineteen forty"): thirteen to nineteen, each with its -ty sound-alike.
var tyTwins = map[string]int{"thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19}

// teenYear reports a year dt over maxShortAge years ago that was said with a teen word
// after its century ("nineteen fourteen", "nineteen hundred and fourteen"): the tens
// reading ("nineteen forty") is as likely what was said, and a caller over a hundred is the
// rarer of the two, so the date is refused rather than looked up. A year said in digits
// ("1914") was not transcribed from a sound-alike and keeps reading.
func teenYear(lower string, dt, today Date) bool {
	if ageOn(dt, today) <= maxShortAge {
		return false
	}
	toks := tokenize(lower)
	for i, t := range toks {
		n, ok := tyTwins[t.text]
		if !ok || n != dt.Year%100 || i == 0 {
			continue
		}
		for j := i - 1; j >= 0 && j >= i-3; j-- {
			w := toks[j].text
			if dt.Year/100 == 19 && (w == "nineteen" || w == "hundred") {
				return true
			}
			if w != "and" {
				break
			}
		}
	}
	return false
}

// ownedTail is all that may follow a date the caller then owns: confirmations, and a claim
// of it as theirs ("That's right, that's mine", "Yes, that's me", "that's my birthday"),
// and nothing else to the end of the words.
var ownedTail = regexp.MustCompile(`^(?:\W*(?:yes|yeah|yep|right|correct|okay|ok|thats right|that is right|thats correct|thats it))*\W*(?:(?:thats|that is|its|it is)\W+)?(?:mine|me|my (?:birthday|date of birth|birth date|birthdate|dob))(?:\W+(?:yes|yeah|right|thats right|all right))*\W*$`)

// ownedAfter reports a date said at offset at that the caller claims as their own right
// after it, and says nothing more: "He says February 11th, 1940. That's right, that's mine."
// A helper in the room may say the date first (relayed) or be named as there with the
// caller (onBehalf); the caller's "that's mine" or "that's me" straight after makes it the
// caller's own, as "mine is ..." before it does. Anything said after the claim ("..., that's
// mine, no wait, that's his"), or another date word, leaves the date as it was.
func ownedAfter(lower string, at int) bool {
	if !strings.Contains(lower[at:], "m") {
		return false // no "mine", "me" or "my": skip the tokenizing
	}
	toks := tokenize(lower[at:])
	k := 0
	for k < len(toks) && (numberish(toks, k) || months[toks[k].text] > 0 || toks[k].text == "the" || toks[k].text == "of") {
		k++
	}
	if k == 0 || k == len(toks) {
		return false
	}
	return ownedTail.MatchString(lower[at+toks[k].at:])
}
