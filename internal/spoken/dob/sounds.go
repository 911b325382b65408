package dob

import "strings"

// This file holds the second reading of words a transcriber wrote for the sound of a month:
// "Julie ninth" for July, "a gust" for August, "no member third" for November, and a month
// spelled out letter by letter ("J U L Y", "m-a-y"). Like the digit sound-alikes
// (homophones), they are only ever a second reading, held to the first (Parser.read).

// monthSounds are one-word sound-alikes of a month name, as speech-to-text writes them.
var monthSounds = map[string]string{
	"julie": "july", "juli": "july", "julai": "july",
	"marge": "march", "marched": "march", "marsh": "march", "martch": "march", "marcha": "march",
	"aprill": "april", "apriel": "april", "aprile": "april",
	"agust": "august", "ogust": "august", "augusts": "august", "augustus": "august",
	"dissember": "december", "descember": "december", "decembre": "december",
	"febuary": "february", "feburary": "february", "febrary": "february", "febuwary": "february",
	"janurary": "january", "januairy": "january", "janury": "january",
	"septmber": "september", "setember": "september", "novmber": "november", "octobur": "october",
	"joon": "june", "juin": "june",
}

// ordinalSounds are ordinals as a transcriber misspells them by their sound: "July forth",
// "the fith", "the twelth". Read again only beside a month or a number.
var ordinalSounds = map[string]string{"forth": "fourth", "fith": "fifth", "fitth": "fifth", "nineth": "ninth",
	"twelth": "twelfth", "eigth": "eighth", "thrid": "third", "secont": "second"}

// monthPairs are two-word sound-alikes: the transcriber heard the month as two words ("a
// gust", "no member", "a pril", "oc tober").
var monthPairs = map[[2]string]string{
	{"a", "gust"}: "august", {"a", "gusts"}: "august", {"aw", "gust"}: "august",
	{"no", "member"}: "november", {"know", "member"}: "november", {"nov", "ember"}: "november", {"novem", "ber"}: "november",
	{"a", "pril"}: "april", {"ape", "ril"}: "april", {"a", "prill"}: "april",
	{"dis", "ember"}: "december", {"the", "cember"}: "december", {"decem", "ber"}: "december",
	{"oc", "tober"}: "october", {"octo", "ber"}: "october", {"sept", "ember"}: "september", {"septem", "ber"}: "september",
	{"jan", "uary"}: "january", {"feb", "ruary"}: "february", {"feb", "uary"}: "february",
}

// soundMonths rewrites the month sound-alikes and spelled months in lower that stand before
// a day ("julie ninth", "a gust twenty third", "J U L Y 9th") or after "the Nth of" ("the
// ninth of julie"): a sound-alike with no number beside it ("my daughter Julie") is a word.
// ok is false when nothing was rewritten.
func soundMonths(lower string) (string, bool) {
	if !soundCue(lower) {
		return lower, false // most words hold none: skip the tokenizing
	}
	toks := tokenize(lower)
	dayNext := func(k int) bool { // a day or a year is said from token k on
		for k < len(toks) && (toks[k].text == "the" || toks[k].text == "of") {
			k++
		}
		return k < len(toks) && numberish(toks, k) && toks[k].text != "and"
	}
	dayBefore := func(k int) bool { // "the ninth of" ends right before token k
		return k >= 2 && toks[k-1].text == "of" && numberish(toks, k-2)
	}
	var b strings.Builder
	last, changed := 0, false
	put := func(from, to int, month string) {
		b.WriteString(lower[last:from])
		b.WriteString(month)
		last, changed = to, true
	}
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if i+1 < len(toks) && !toks[i+1].pause {
			if m, ok := monthPairs[[2]string{t.text, toks[i+1].text}]; ok && (dayNext(i+2) || dayBefore(i)) {
				put(t.at, toks[i+1].at+len(toks[i+1].text), m)
				i++
				continue
			}
		}
		if m, ok := monthSounds[t.text]; ok && (dayNext(i+1) || dayBefore(i)) {
			put(t.at, t.at+len(t.text), m)
			continue
		}
		if o, ok := ordinalSounds[t.text]; ok && o != t.text && ordinalPlace(toks, i) {
			// "july forth", "july the forth", "the forth of july".
			put(t.at, t.at+len(t.text), o)
			continue
		}
		if m, n := spelledMonth(toks[i:]); n > 0 && (dayNext(i+n) || dayBefore(i)) {
			put(t.at, toks[i+n-1].at+1, m)
			i += n - 1
		}
	}
	if !changed {
		return lower, false
	}
	b.WriteString(lower[last:])
	return b.String(), true
}

// spelledMonth reads a month spelled letter by letter at the start of toks ("j u l y", "m a
// y", "s e p t"): the month and how many letters it took, or 0.
func spelledMonth(toks []tok) (string, int) {
	var w []byte
	n := 0
	for n < len(toks) && len(toks[n].text) == 1 && toks[n].text[0] >= 'a' && toks[n].text[0] <= 'z' && n < 9 {
		w = append(w, toks[n].text[0])
		n++
	}
	for ; n >= 3; n-- {
		if m := months[string(w[:n])]; m > 0 {
			return monthNames[m], n
		}
	}
	return "", 0
}

// soundCue reports a word of monthSounds, two words of monthPairs, or two one-letter words
// in a row (a spelling), without allocating.
func soundCue(lower string) bool {
	letters, prev := 0, ""
	for i := 0; i < len(lower); {
		var j int
		i, j = wordAt(lower, i)
		w := lower[i:j]
		if monthSounds[w] != "" || monthPairs[[2]string{prev, w}] != "" || ordinalSounds[w] != "" {
			return true
		}
		if len(w) == 1 && w[0] >= 'a' && w[0] <= 'z' {
			if letters++; letters >= 2 {
				return true
			}
		} else {
			letters = 0
		}
		prev, i = w, j
	}
	return false
}

// ordinalPlace reports an ordinal's place beside a month at i: right after the month or
// "the month the" ("july forth", "july the forth"), or after "the" and before "of" or the
// month ("the forth of july"). "went forth July" holds no day.
func ordinalPlace(toks []tok, i int) bool {
	if toks[i].pause {
		return false
	}
	k := i - 1
	if k >= 0 && toks[k].text == "the" && !toks[k].pause {
		k--
		if i+1 < len(toks) && !toks[i+1].pause && (toks[i+1].text == "of" || months[toks[i+1].text] > 0) {
			return true
		}
	}
	return k >= 0 && months[toks[k].text] > 0
}
