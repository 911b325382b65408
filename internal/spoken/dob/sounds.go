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
// The second group is an ordinal said with its "th" as a "t", as many callers whose first
// language has no "th" say it, and as the transcriber writes it: "june the tird", "the fort
// of july", "the tent of may", "twenty sevent of June". Several are English words ("fort",
// "tent"), so they too are read only in a day's place beside a month.
var ordinalSounds = map[string]string{"forth": "fourth", "fith": "fifth", "fitth": "fifth", "nineth": "ninth",
	"twelth": "twelfth", "eigth": "eighth", "thrid": "third", "secont": "second",
	"tird": "third", "turd": "third", "fort": "fourth", "fourt": "fourth", "fift": "fifth", "sixt": "sixth",
	"sevent": "seventh", "eit": "eighth", "eightt": "eighth", "nint": "ninth", "tent": "tenth", "elevent": "eleventh",
	"twelft": "twelfth", "tirteenth": "thirteenth", "tirteent": "thirteenth", "fourteent": "fourteenth",
	"fifteent": "fifteenth", "sixteent": "sixteenth", "seventeent": "seventeenth", "eighteent": "eighteenth",
	"nineteent": "nineteenth", "twentiet": "twentieth", "tirtieth": "thirtieth", "tirtiet": "thirtieth"}

// monthPairs are two-word sound-alikes: the transcriber heard the month as two words ("a
// gust", "no member", "a pril", "oc tober").
var monthPairs = map[[2]string]string{
	{"a", "gust"}: "august", {"a", "gusts"}: "august", {"aw", "gust"}: "august",
	{"no", "member"}: "november", {"know", "member"}: "november", {"nov", "ember"}: "november", {"novem", "ber"}: "november",
	{"a", "pril"}: "april", {"ape", "ril"}: "april", {"a", "prill"}: "april",
	{"dis", "ember"}: "december", {"the", "cember"}: "december", {"decem", "ber"}: "december",
	{"oc", "tober"}: "october", {"octo", "ber"}: "october", {"sept", "ember"}: "september", {"septem", "ber"}: "september",
	{"jan", "uary"}: "january", {"feb", "ruary"}: "february", {"feb", "uary"}: "february",
	{"ju", "lie"}: "july", {"ju", "ly"}: "july", {"jew", "lie"}: "july", {"jew", "ly"}: "july",
}

// monthTriples are a month heard as three words, syllable by syllable, as some accents say
// it ("jan you airy 8th"). The "-uary" is written as whatever word it sounds like: "airy",
// "ary", "every", "worry", "wary", "weary".
var monthTriples = map[[3]string]string{
	{"jan", "you", "airy"}: "january", {"jan", "you", "ary"}: "january", {"jan", "you", "every"}: "january",
	{"jan", "you", "worry"}: "january", {"jan", "you", "wary"}: "january", {"jan", "you", "weary"}: "january",
	{"feb", "you", "airy"}: "february", {"feb", "roo", "airy"}: "february", {"feb", "brew", "airy"}: "february",
	{"feb", "you", "worry"}: "february", {"feb", "you", "wary"}: "february", {"feb", "you", "weary"}: "february",
}

// tensSounds are a tens word written as a caller says it, its "t" dropped or made a "d"
// ("twenny second", "fiddy three"). Read only right before a unit word or its ordinal, the
// tens' own place ("twenny" before "second" is nothing but the 22nd); a month sound-alike
// may stand before one ("ju lie twenny second").
var tensSounds = map[string]string{"twenny": "twenty", "tweny": "twenty", "twenney": "twenty",
	"twendy": "twenty", "fiddy": "fifty", "fitty": "fifty"}

// tensPlace reports a tensSounds word at i said with a unit word or a unit's ordinal right
// after it, a pause between or not, as the tens word itself is read ("twenty, second" and
// "twenty. second." are the 22nd).
func tensPlace(toks []tok, i int) bool {
	if tensSounds[toks[i].text] == "" || i+1 >= len(toks) {
		return false
	}
	next := toks[i+1].text
	_, unit := unitWord(next)
	return unit || unitOrdinals[next] > 0
}

// tensPairs are a tens word heard as two words, its "-ty" as "tea" ("nineteen for tea for"
// is 1944), as a transcriber writes it for some accents. Read only right after "nineteen" or
// "twenty" (tensPlace).
var tensPairs = map[[2]string]string{
	{"for", "tea"}: "forty", {"for", "tee"}: "forty", {"fif", "tea"}: "fifty", {"fif", "tee"}: "fifty",
	{"six", "tea"}: "sixty", {"six", "tee"}: "sixty", {"seven", "tea"}: "seventy", {"seven", "tee"}: "seventy",
	{"eigh", "tea"}: "eighty", {"eight", "tea"}: "eighty", {"ate", "tea"}: "eighty", {"nine", "tea"}: "ninety",
	{"nine", "tee"}: "ninety", {"thir", "tea"}: "thirty", {"tir", "tea"}: "thirty",
}

// soundMonths rewrites the month sound-alikes and spelled months in lower that stand before
// a day ("julie ninth", "a gust twenty third", "J U L Y 9th") or after "the Nth of" ("the
// ninth of julie"): a sound-alike with no number beside it ("my daughter Julie") is a word.
// ok is false when nothing was rewritten. bound is true when every word rewritten is an
// ordinal in a day's own place ("the fort of july", "june the tird", "twenty tird"): it can
// be nothing but that day, so its reading stands over the first (Parser.read).
func soundMonths(lower string) (_ string, ok, bound bool) {
	if !soundCue(lower) {
		return lower, false, false // most words hold none: skip the tokenizing
	}
	toks := tokenize(lower)
	dayNext := func(k int) bool { // a day or a year is said from token k on
		for k < len(toks) && (toks[k].text == "the" || toks[k].text == "of") {
			k++
		}
		if k < len(toks) && (toks[k].text == "tree" || toks[k].text == "ate" || toks[k].text == "won") {
			return true // "febuary tree": a digit's sound-alike no one says for its own sake
		}
		return k < len(toks) && (numberish(toks, k) && toks[k].text != "and" || tensPlace(toks, k))
	}
	dayBefore := func(k int) bool { // "the ninth of" ends right before token k
		return k >= 2 && toks[k-1].text == "of" && numberish(toks, k-2)
	}
	var b strings.Builder
	last, changed := 0, false
	bound = true
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
				bound = false
				i++
				continue
			}
		}
		if i+2 < len(toks) && !toks[i+1].pause && !toks[i+2].pause {
			if m, ok := monthTriples[[3]string{t.text, toks[i+1].text, toks[i+2].text}]; ok && (dayNext(i+3) || dayBefore(i)) {
				put(t.at, toks[i+2].at+len(toks[i+2].text), m)
				bound = false
				i += 2
				continue
			}
		}
		if i > 0 && i+1 < len(toks) && !t.pause && !toks[i+1].pause && (toks[i-1].text == "nineteen" || toks[i-1].text == "twenty") {
			if tens, ok := tensPairs[[2]string{t.text, toks[i+1].text}]; ok {
				put(t.at, toks[i+1].at+len(toks[i+1].text), tens) // "nineteen for tea"
				bound = false
				i++
				continue
			}
		}
		if tensPlace(toks, i) {
			// "twenny second": bound, a tens word said right before its unit is a day's or a
			// year's own place, and read without it the unit stood alone (July 2nd).
			put(t.at, t.at+len(t.text), tensSounds[t.text])
			continue
		}
		if m, ok := monthSounds[t.text]; ok && (dayNext(i+1) || dayBefore(i)) {
			put(t.at, t.at+len(t.text), m)
			bound = false
			continue
		}
		if o, ok := ordinalSounds[t.text]; ok && o != t.text {
			// "july forth", "july the forth", "the forth of july".
			if place, strict := ordinalPlace(toks, i); place {
				put(t.at, t.at+len(t.text), o)
				bound = bound && strict
				continue
			}
		}
		if m, n := spelledMonth(toks[i:]); n > 0 && (dayNext(i+n) || dayBefore(i)) {
			put(t.at, toks[i+n-1].at+1, m)
			bound = false
			i += n - 1
		}
	}
	if !changed {
		return lower, false, false
	}
	b.WriteString(lower[last:])
	return b.String(), true, bound
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
	letters, prev, prev2 := 0, "", ""
	for i := 0; i < len(lower); {
		var j int
		i, j = wordAt(lower, i)
		w := lower[i:j]
		if monthSounds[w] != "" || tensSounds[w] != "" || monthPairs[[2]string{prev, w}] != "" || ordinalSounds[w] != "" || tensPairs[[2]string{prev, w}] != "" || monthTriples[[3]string{prev2, prev, w}] != "" {
			return true
		}
		if len(w) == 1 && w[0] >= 'a' && w[0] <= 'z' {
			if letters++; letters >= 2 {
				return true
			}
		} else {
			letters = 0
		}
		prev2, prev, i = prev, w, j
	}
	return false
}

// ordinalPlace reports an ordinal's place beside a month at i: right after the month or
// "the month the" ("july forth", "july the forth"), or after "the" and before "of" or the
// month ("the forth of july"), a tens word maybe before it ("june twenty tird"). "went forth
// July" holds no day. strict is a place only a day takes: after "the" or a tens word.
func ordinalPlace(toks []tok, i int) (place, strict bool) {
	if toks[i].pause {
		return false, false
	}
	k := i - 1
	if k >= 0 && (toks[k].text == "twenty" || toks[k].text == "thirty") {
		k-- // "june twenty tird", "the twenty fort of july"
		strict = true
	}
	if k >= 0 && toks[k].text == "the" && !toks[k+1].pause {
		k--
		strict = true
		if i+1 < len(toks) && !toks[i+1].pause && (toks[i+1].text == "of" || months[toks[i+1].text] > 0) {
			return true, true
		}
	}
	return k >= 0 && months[toks[k].text] > 0, strict
}

// pieceWords are the second halves of a number word cut in two ("four teenth", "for ty")
// that speech.Rejoin joins back to a first half it knows. One left standing after it was cut
// from a first half Rejoin does not know: "June fort teenth two thousand" is the fourteenth
// said with its "four" heard as "fort", and read as it stood, "fort" was the fourth and
// "teenth" was dropped, another date than the one said. "teenth", "tieth" and "ieth" are no
// words by themselves; "teen", "teens" and "ty" are ("my teen", "Ty"), so they count only
// right after a number word or a number's sound-alike. An ordinal's tail ("ond", "nth",
// "enth") is no word either: "July twenty seck ond" left "twenty" alone, the 20th.
var pieceWords = map[string]bool{"teenth": true, "tieth": true, "ieth": true, "teen": false, "teens": false, "ty": false,
	"ond": true, "cond": true, "rth": true, "fth": true, "enth": true, "nth": true}

// unjoinedPiece reports a pieceWord Rejoin left standing: a number word was cut in two and
// its first half is a sound no table can be sure of ("fort", "fourt", "fift", "nint" are the
// fourth, fifth and ninth as often as the first half of a teen). Which number was said is a
// guess, so the date is refused; the first half is never read as a number of its own.
func unjoinedPiece(lower string) bool {
	if !strings.Contains(lower, "teen") && !strings.Contains(lower, "ieth") && !strings.Contains(lower, "ty") && !strings.Contains(lower, "th") && !strings.Contains(lower, "ond") {
		return false // most words hold none: skip the tokenizing
	}
	toks := tokenize(lower)
	for i, t := range toks {
		never, ok := pieceWords[t.text]
		if !ok {
			continue
		}
		if never {
			return true
		}
		if i > 0 && !t.pause {
			w := toks[i-1].text
			if numberish(toks, i-1) || ordinalSounds[w] != "" || digitSounds[w] != "" {
				return true
			}
		}
	}
	return false
}
