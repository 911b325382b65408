package dob

import (
	"regexp"
	"strings"
	"unicode"
)

// This file holds the refusal of a date the caller gives while reporting that someone who
// would know, or a document, holds a different one: "May 5th 1990, but my mom swears it was
// the 6th", "my dad always insisted it was the twelfth, the certificate says the eleventh",
// "the 3rd of June 1984, though my passport has the fourth". Which date the policy holds is
// a guess, however plainly the caller says their own.

// knower is someone who would know the caller's birth date: a parent, a grandparent, an
// aunt or uncle, a sibling, the family.
const knower = `(?:(?:great\W+|step\W*|older\W+|big\W+|late\W+)?(?:mother|mom|mum|ma|mama|mommy|mummy|father|dad|papa|daddy|pa|parents|folks|family|grandmother|grandma|granny|gran|nan|nana|grandfather|grandpa|grandad|granddad|aunt|auntie|aunty|uncle|sister|brother|sibling|twin)s?)`

// disputer is a person or a document that may hold the caller's birth date, then a verb of
// holding or vouching for it. Pronouns count only with the verbs of insisting ("she swears"),
// where the person is the one just named. Matched on the rewritten lower-case words.
var disputer = regexp.MustCompile(`\b(?:(?:(?:my|her|his|our|the|their)\W+)?(?:` + knower + `|(?:birth\W+)?certificate|passport|licen[cs]e|hospital|church|baptism(?:al)?\W+(?:record|certificate)s?|(?:family\W+)?bible|papers|paperwork|documents?)(?:\W+(?:always|still|has\W+always|would|to\W+this\W+day|keeps?|kept))*\W+(?:swears?|swore|insists?|insisted|claims?|claimed|says|said|reckons?|thinks?|thought|remembers?|remembered|maintains?|(?:is|was)\W+(?:convinced|adamant|sure|certain)|tells\W+(?:everyone|everybody|people|me)|told\W+(?:everyone|everybody|people|me)|has(?:\W+it)?|had(?:\W+it)?|puts\W+it|put\W+it|wrote|writes|lists|listed|shows|showed|gives|gave)|(?:she|he|they)(?:\W+(?:always|still|to\W+this\W+day))*\W+(?:swears?|swore|insists?|insisted|claims?|claimed|(?:is|was|are|were)\W+(?:convinced|adamant))|according\W+to\W+(?:(?:my|her|his|our|the)\W+)?(?:` + knower + `|(?:birth\W+)?certificate|passport|licen[cs]e|hospital|church|papers))\b`)

// claimEnd ends what a disputer is said to hold: a stop, a turn to something else, or the
// day the birth was due rather than the day it came ("my mother always said I came early, I
// was supposed to be a Christmas baby").
var claimEnd = regexp.MustCompile(`[.;!?]|\b(?:but|though|although|however|whereas|while|no|actually|anyway|and i|so i|supposed to|due|expected|meant to|should have|was going to)\b`)

// elsewhere are words that make a claim about someone else's date, not the caller's ("my
// wife says hers is the sixth").
var elsewhere = regexp.MustCompile(`\b(?:hers|his|theirs|her birthday|his birthday|their birthday|she was born|he was born|they were born)\b`)

// measures are words after a number that make it a count, not part of a date ("my mom says
// I was two weeks late").
var measures = map[string]bool{"week": true, "weeks": true, "day": true, "days": true, "hour": true, "hours": true,
	"minute": true, "minutes": true, "month": true, "months": true, "pound": true, "pounds": true, "ounce": true,
	"ounces": true, "lbs": true, "oz": true, "year": true, "years": true, "kids": true, "children": true,
	"times": true, "am": true, "pm": true, "oclock": true, "percent": true, "inches": true, "people": true}

// disputed reports a claim by a disputer, said anywhere in the words, that names a month or
// a number the date dt does not hold: the caller's date and the claim disagree. A claim
// that repeats the caller's date ("my license says May 5th 1990") or names no date is none.
func disputed(lower string, dt Date) bool {
	if !disputeCue(lower) {
		return false
	}
	for _, m := range disputer.FindAllStringIndex(lower, -1) {
		claim := lower[m[1]:]
		if e := claimEnd.FindStringIndex(claim); e != nil {
			claim = claim[:e[0]]
		}
		if len(claim) > 64 {
			claim = claim[:64]
		}
		if elsewhere.MatchString(claim) {
			continue
		}
		if !agrees(tokenize(claim), dt) {
			return true
		}
	}
	return false
}

// agrees reports every month and number in toks being one of dt's: its month, day, year,
// or a piece of its year ("nineteen", "ninety"). A tens word and the unit after it are one
// number ("twenty first"); a lone "one" ("one of the coldest days") and a count ("two
// weeks") are no part of a date.
func agrees(toks []tok, dt Date) bool {
	fits := func(n int, yearPiece bool) bool {
		switch {
		case n == dt.Day, n == int(dt.Month), n == dt.Year, n == dt.Year%100:
			return true
		}
		// "nineteen" or "two" before the rest of a year ("two thousand four").
		return yearPiece && (n == dt.Year/100 || n == dt.Year/1000)
	}
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if mo := months[t.text]; mo > 0 {
			if mo != int(dt.Month) {
				return false
			}
			continue
		}
		n, ok := claimValue(t)
		if !ok || i+1 < len(toks) && measures[toks[i+1].text] || i > 0 && toks[i-1].text == "at" {
			continue
		}
		if t.text == "one" && !(i > 0 && numberish(toks, i-1) || i+1 < len(toks) && (numberish(toks, i+1) || months[toks[i+1].text] > 0)) {
			continue
		}
		if n >= 20 && n < 100 && n%10 == 0 && t.digits == "" && i+1 < len(toks) {
			if u, ok := claimValue(toks[i+1]); ok && u > 0 && u < 10 && toks[i+1].digits == "" {
				n += u
				i++
			}
		}
		if !fits(n, i+1 < len(toks) && numberish(toks, i+1)) {
			return false
		}
	}
	return true
}

// claimValue is the number a word or numeral says: digits, a cardinal or an ordinal.
func claimValue(t tok) (int, bool) {
	if t.digits != "" {
		return atoi(t.digits), true
	}
	if n := unitOrdinals[t.text] + teenOrdinals[t.text] + tensOrdinals[t.text]; n > 0 {
		return n, true
	}
	if n, ok := cardinal(t.text); ok {
		return n, true
	}
	return 0, false
}

// disputeVerbs are pieces of every verb disputer matches, tried before it: most utterances
// hold none, and the pattern, with its list of kin, is costly beside them.
var disputeVerbs = []string{"swear", "swore", "insist", "claim", "say", "said", "reckon", "think", "thought",
	"remember", "maintain", "convinced", "adamant", "sure", "certain", "tell", "told", "has", "had", "put",
	"wr", "list", "show", "give", "gave", "according"}

// disputeSubjects are the words one of which every disputer match holds as a whole word
// (a plural's "s" dropped).
var disputeSubjects = map[string]bool{"mother": true, "mom": true, "mum": true, "ma": true, "mama": true,
	"mommy": true, "mummy": true, "father": true, "dad": true, "papa": true, "daddy": true, "pa": true,
	"parent": true, "folk": true, "family": true, "grandmother": true, "grandma": true, "granny": true,
	"gran": true, "nan": true, "nana": true, "grandfather": true, "grandpa": true, "grandad": true,
	"granddad": true, "aunt": true, "auntie": true, "aunty": true, "uncle": true, "sister": true,
	"brother": true, "sibling": true, "twin": true, "certificate": true, "passport": true, "license": true,
	"licence": true, "hospital": true, "church": true, "bible": true, "paper": true, "paperwork": true,
	"document": true, "she": true, "he": true, "they": true, "according": true, "stepmom": true, "stepdad": true,
	"stepmother": true, "stepfather": true}

// disputeCue reports a piece of a disputer's verb and one of its subjects in lower.
func disputeCue(lower string) bool {
	verb := false
	for _, v := range disputeVerbs {
		if strings.Contains(lower, v) {
			verb = true
			break
		}
	}
	if !verb {
		return false
	}
	for _, w := range strings.FieldsFunc(lower, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if disputeSubjects[w] || disputeSubjects[strings.TrimSuffix(w, "s")] {
			return true
		}
	}
	return false
}
