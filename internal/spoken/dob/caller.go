package dob

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	speech "claimsline/internal/spoken"
)

// This file reads what callers say around a date rather than the date itself: restarts
// ("twenty... twenty-ninth"), a stated age, the date of somebody else, and a date given as
// labelled fields ("year 1965, month 8, day 30").

// restarted drops the false starts and repeats of a span said with pauses: "twenty...
// twenty-ninth" is "twenty-ninth", "seventy, seventy-three, nineteen seventy-three" is
// "nineteen seventy-three", "fourteenth, fourteenth" is "fourteenth". A piece (the words
// between two pauses) goes when the next piece repeats it, starts with it or ends with it.
// It is only ever a second reading, for a span that reads as nothing whole: "oh nine, oh
// nine, ninety-nine" is September 9 and must not lose a nine. ok is false when nothing was
// dropped.
func restarted(span []tok) ([]tok, bool) {
	if !slices.ContainsFunc(span[min(1, len(span)):], func(t tok) bool { return t.pause }) && !stutters(span) {
		return span, false // one piece: nothing to drop, and nothing to allocate
	}
	var pieces [][]tok
	for i, t := range span {
		// A word said twice running ("nineteen nineteen eighty-four") is a restart said
		// with no pause.
		if i == 0 || t.pause || t.text == span[i-1].text && t.digits == "" && !yearOpens(span, i) {
			pieces = append(pieces, nil)
		}
		pieces[len(pieces)-1] = append(pieces[len(pieces)-1], t)
	}
	if len(pieces) < 2 {
		return span, false
	}
	out := make([]tok, 0, len(span))
	dropped := false
	for k, pc := range pieces {
		if k+1 < len(pieces) && (within(pc, pieces[k+1]) || sameYear(pc, pieces[k+1]) || sameOrdinalDay(pc, pieces[k+1]) || dayByDigits(pc, pieces[k+1]) || centuryAdded(pc, pieces[k+1])) {
			dropped = true
			continue
		}
		if k+1 < len(pieces) && (overlaps(pc, pieces[k+1]) || !pieces[k+1][0].pause && len(pc) > 1) {
			// A stutter split the piece: the word said twice is said once.
			// "nineteen eighty, eighty four": the second piece takes up the last word.
			pieces[k+1] = append(slices.Clone(pc[:len(pc)-1]), pieces[k+1]...)
			dropped = true
			continue
		}
		out = append(out, pc...)
	}
	if dropped && len(out) < len(span) {
		// A piece dropped may bring together two that are a restart of their own: "nineteen
		// seventy. Seven. Seventy-seven" loses "seven" to "seventy-seven", and then "nineteen
		// seventy" and "seventy-seven" are "nineteen eighty, eighty four" again.
		if again, ok := restarted(out); ok {
			return again, true
		}
	}
	return out, dropped
}

// yearOpens reports a word that opens "two thousand" or "nineteen hundred" at span[i]: said
// right after the same word ("twenty two two thousand") it is the year begun, no stutter.
func yearOpens(span []tok, i int) bool {
	return i+1 < len(span) && (span[i+1].text == "thousand" || span[i+1].text == "hundred")
}

// stutters reports a number word said twice running in span.
func stutters(span []tok) bool {
	for i := 1; i < len(span); i++ {
		if span[i].text == span[i-1].text && span[i].digits == "" && !yearOpens(span, i) {
			return true
		}
	}
	return false
}

// sameYear reports a year said short then in full: "eighty three, 1983".
func sameYear(a, b []tok) bool {
	ya, yb := parseYear(a), parseYear(b)
	return len(ya) == 1 && len(yb) == 1 && ya[0].twoDigit && !yb[0].twoDigit && yb[0].year%100 == ya[0].year
}

// centuryAdded reports a year begun short and said again whole: "sixty... nineteen
// sixty-nine", a tens word of forty to ninety (no day) followed by "nineteen" and that same
// tens word. The short start is the whole year's beginning, broken off.
func centuryAdded(a, b []tok) bool {
	if len(a) != 1 || len(b) < 2 || a[0].digits != "" || b[0].text != "nineteen" || b[1].text != a[0].text {
		return false
	}
	n, tens := speech.Tens(a[0].text)
	return tens && n >= 40
}

// sameOrdinalDay reports a day said as an ordinal twice, written two ways: "21st,
// twenty-first". Said again, it changes nothing.
func sameOrdinalDay(a, b []tok) bool {
	if !ordinalEnd(a) || !ordinalEnd(b) {
		return false
	}
	da, oka := parseDay(a)
	db, okb := parseDay(b)
	return oka && okb && da == db
}

// dayByDigits reports a day said digit by digit, as read off a form, then said again whole as
// an ordinal: "march one five. fifteenth.", "two one, twenty-first". The digits (a unit of one
// to three, or "oh", then a unit) make the same day as the ordinal; said again, it changes
// nothing.
func dayByDigits(a, b []tok) bool {
	if len(a) != 2 || a[0].digits != "" || a[1].digits != "" || !ordinalEnd(b) {
		return false
	}
	da, oka := parseDay(a)
	db, okb := parseDay(b)
	return oka && okb && da == db
}

// ordinalEnd reports a piece that ends in an ordinal ("21st", "first", "twentieth").
func ordinalEnd(p []tok) bool {
	if len(p) == 0 {
		return false
	}
	w := p[len(p)-1].text
	if ordinalWord(w) {
		return true
	}
	return p[len(p)-1].digits != "" && (strings.HasSuffix(w, "st") || strings.HasSuffix(w, "nd") || strings.HasSuffix(w, "rd") || strings.HasSuffix(w, "th"))
}

// overlaps reports a restart that picks up the last word of the piece before it:
// "nineteen eighty, eighty four", where the shared word is a tens word.
func overlaps(a, b []tok) bool {
	if len(a) < 2 || len(b) < 2 || a[len(a)-1].text != b[0].text {
		return false
	}
	_, tens := speech.Tens(b[0].text)
	return tens
}

// wordValue is what a word says as a number, so a restart is seen whichever way it is said
// ("fifteenth, fifteen"); other words are themselves.
func wordValue(t tok) string {
	if t.digits != "" {
		return strconv.Itoa(atoi(t.digits))
	}
	if n, ok := cardinal(t.text); ok {
		return strconv.Itoa(n)
	}
	for _, m := range []map[string]int{unitOrdinals, teenOrdinals, tensOrdinals} {
		if n, ok := m[t.text]; ok {
			return strconv.Itoa(n)
		}
	}
	return t.text
}

// within reports whether b starts or ends with the words of a.
func within(a, b []tok) bool {
	if len(a) > len(b) {
		return false
	}
	pre, suf := true, true
	for i := range a {
		pre = pre && wordValue(a[i]) == wordValue(b[i])
		suf = suf && wordValue(a[i]) == wordValue(b[len(b)-len(a)+i])
	}
	if len(a) == 1 && len(a[0].digits) == 2 && a[0].digits[0] == '0' && !a[0].ordinal {
		// "'01, nineteen ninety-one": a numeral with a leading zero is a year said short,
		// not the end of the year said next begun early.
		suf = false
	}
	return pre || suf
}

// statedAge is an age the caller gave ("I'm eighty-nine", "87 years old"): its words are no
// part of the date, and the date must agree with it.
type statedAge struct {
	years    int
	from, to int // token span
	// own is an age said as the caller's own now ("I'm sixty"); a "years old" may be
	// anybody's, and "I turned sixty" may be last year.
	own bool
	// turned marks "I turned sixty": its words are no part of the date, but it is checked
	// against nothing, since when it happened is not said exactly.
	turned bool
	// other is an age the words hold that is somebody else's, or not now ("she's twenty-two",
	// "I'll be sixty"): no part of the date, checked against nothing.
	other bool
	// mine marks "I turned sixty" and "I'll be sixty" said by the caller of themselves
	// (byCaller), and future the second: with a month and day they date the birthday on
	// which the caller turned or turns that age.
	mine, future bool
	// rough marks an age said to the decade ("I'm seventy-something"): years is the decade,
	// and the date must make the caller years to years+9. It dates nothing by itself.
	rough bool
}

// ages finds the ages said in toks: a number of one or two words right after "I'm" / "I
// am", ending at a pause or a non-number, or any number followed by "years old".
func ages(toks []tok) []statedAge {
	var out []statedAge
	for i := 0; i < len(toks); i++ {
		from := -1
		switch {
		case toks[i].text == "im" && i+1 < len(toks):
			from = i + 1
		case toks[i].text == "i" && i+2 < len(toks) && toks[i+1].text == "am":
			from = i + 2
		}
		if from < 0 {
			continue
		}
		to := from
		if toks[to].text == "a" && next(toks, to) == "hundred" {
			to++ // "I'm a hundred"
		}
		for to < len(toks) && numberish(toks, to) && (to == from || !toks[to].pause) {
			to++
		}
		if toks[from].text == "a" && to < len(toks) && !toks[to].pause && !nowWords[toks[to].text] {
			continue // "I'm a hundred percent sure": no age
		}
		if n, ok := ageValue(toks[from:to]); ok && roughDecade(toks, from, to, n) {
			out = append(out, statedAge{years: n, from: from, to: to + 1, rough: true})
			i = to
			continue
		}
		if n, ok := ageValue(toks[from:to]); ok && (to == len(toks) || toks[to].pause || !numberish(toks, to)) {
			if m, end, ok := ageCorrected(toks, to); ok {
				n, to = m, end // "I'm 34, no, 35": the age put right is the one said
			}
			out = append(out, statedAge{years: n, from: from, to: to, own: to == len(toks) || toks[to].pause || nowWords[toks[to].text]})
			i = to - 1
		}
	}
	for i := 2; i < len(toks); i++ {
		if toks[i].text != "old" || toks[i-1].text != "years" && toks[i-1].text != "year" {
			continue
		}
		from := i - 1
		for from > 0 && numberish(toks, from-1) && !toks[from].pause {
			from--
		}
		if n, ok := ageValue(toks[from : i-1]); ok && !slicesHasAge(out, from) {
			out = append(out, statedAge{years: n, from: from, to: i - 1})
		}
	}
	// "I turned sixty in March", "I'm turning sixty", "she's twenty-two": an age, never a
	// year ("sixty" read as 1960 would be some other date), but not the caller's age now.
	for i := 0; i+1 < len(toks); i++ {
		if !ageLeads[toks[i].text] {
			continue
		}
		to := i + 1
		if toks[to].text == "a" && next(toks, to) == "hundred" {
			to++ // "turned a hundred"
		}
		for to < len(toks) && to < i+4 && numberish(toks, to) && (to == i+1 || !toks[to].pause) {
			to++
		}
		if toks[i+1].text == "a" && to < len(toks) && !toks[to].pause && toks[to].text != "in" && toks[to].text != "on" && !nowWords[toks[to].text] {
			continue // "almost a hundred percent": no age
		}
		if n, ok := ageValue(toks[i+1 : to]); ok && !slicesHasAge(out, i+1) {
			turned := toks[i].text == "turned" && i > 0 && (toks[i-1].text == "i" || toks[i-1].text == "just")
			mine, future := byCaller(toks, i)
			if mine && !future && !lately(toks, i, to) {
				mine = false // "March 4th, I turned sixty": some time, not said when
			}
			out = append(out, statedAge{years: n, from: i + 1, to: to, turned: turned, other: !turned, mine: mine, future: future})
		}
	}
	return out
}

// byCaller reports an age lead at i ("turned", "be", "turning", "turn") said by the caller
// of themselves: "I turned", "I just turned", "I've turned"; "I'll be", "I will be", "I'm
// going to be", "I'm gonna be", "I'm turning", "I turn" (future). "My dad just turned" is
// not the caller's.
func byCaller(toks []tok, i int) (mine, future bool) {
	at := func(k int, ws ...string) bool { return k >= 0 && slices.Contains(ws, toks[k].text) }
	switch toks[i].text {
	case "turned":
		k := i - 1
		if at(k, "just", "already", "finally", "recently", "only") {
			k--
		}
		return at(k, "i", "ive"), false
	case "be":
		ok := at(i-1, "ill") || at(i-1, "will") && at(i-2, "i") || at(i-1, "gonna") && at(i-2, "im") ||
			at(i-1, "to") && at(i-2, "going") && at(i-3, "im")
		return ok, ok
	case "turning":
		ok := at(i-1, "im") || at(i-1, "am") && at(i-2, "i")
		return ok, ok
	case "turn":
		ok := at(i-1, "i", "ill") || at(i-1, "will") && at(i-2, "i")
		return ok, ok
	}
	return false, false
}

// lately reports an age turned (the lead at i, the age ending at to) said as the last
// birthday: "just turned", "recently turned", or the age followed by when ("on the ninth",
// "in May", "this past June", "yesterday").
func lately(toks []tok, i, to int) bool {
	if i > 0 && (toks[i-1].text == "just" || toks[i-1].text == "recently") {
		return true
	}
	if to < len(toks) {
		switch toks[to].text {
		case "on", "in", "this", "last", "yesterday", "today", "earlier":
			return true
		}
	}
	return false
}

// birthdayAge is the one age the caller said they turned or will turn (statedAge.mine).
func birthdayAge(stated []statedAge) (statedAge, bool) {
	var found statedAge
	for _, a := range stated {
		if !a.mine {
			continue
		}
		if found.mine && (a.years != found.years || a.future != found.future) {
			return statedAge{}, false
		}
		found = a
	}
	return found, found.mine
}

// yearFromBirthday dates a month and day by the age the caller turned on it (the last such
// day up to today) or will turn on it (the next one from today).
func yearFromBirthday(pt candidate, a statedAge, today Date) candidate {
	day := Date{today.Year, time.Month(pt.month), pt.day}
	y := today.Year
	switch {
	case a.future && after(today, day):
		y++
	case !a.future && after(day, today):
		y--
	}
	return candidate{year: y - a.years, month: pt.month, day: pt.day, at: pt.at}
}

// ageLeads are words an age follows that is not the caller's age now: an age reached or to
// come, or somebody else's.
var ageLeads = map[string]bool{"turned": true, "turning": true, "turn": true, "be": true, "aged": true, "age": true,
	"ages": true, "almost": true, "nearly": true, "over": true, "under": true, "hes": true, "shes": true,
	"theyre": true, "youre": true}

// nowWords may follow an age said as the caller's own now ("I'm fifty today"); any other
// word after the number ("I'm 65 miles out") leaves it an age the date must agree with, but
// not one to take a year from.
var nowWords = map[string]bool{"years": true, "year": true, "now": true, "today": true, "this": true, "and": true, "so": true}

// ageCorrected reads an age put right straight after the age that ends at k: "I'm 34... no,
// 35 now", "I'm sixty, sorry, sixty-one". The caller corrects their age as they correct a
// date, and the last one said is theirs; without this the first age refused the date that
// agrees with the second, and the second was heard as a year. It returns the new age and
// where it ends. A number after the correction that is no age ("no, 1991") corrects nothing.
func ageCorrected(toks []tok, k int) (years, end int, ok bool) {
	from := k
	for from < len(toks) && (toks[from].text == "no" || toks[from].text == "sorry" || toks[from].text == "wait" || toks[from].text == "actually") {
		from++
	}
	if from == k {
		return 0, 0, false
	}
	if from < len(toks) && toks[from].text == "im" {
		from++ // "I'm 34, no, I'm 35"
	} else if from+1 < len(toks) && toks[from].text == "i" && toks[from+1].text == "am" {
		from += 2
	}
	to := from
	for to < len(toks) && to < from+2 && numberish(toks, to) && (to == from || !toks[to].pause) {
		to++
	}
	if to == from || to < len(toks) && !toks[to].pause && numberish(toks, to) {
		return 0, 0, false
	}
	n, ok := ageValue(toks[from:to])
	return n, to, ok
}

func slicesHasAge(as []statedAge, from int) bool {
	for _, a := range as {
		if a.from == from {
			return true
		}
	}
	return false
}

// roughDecade reports an age said to the decade, toks[from:to] a tens word (n, twenty to
// ninety) with "something" right after it: "I'm seventy-something now". The words after "I'm"
// are the caller's age, not a doubt about the date ("nineteen fifty-something" still is).
func roughDecade(toks []tok, from, to, n int) bool {
	return to == from+1 && to < len(toks) && toks[to].text == "something" && !toks[to].pause && n%10 == 0 && n >= 20 && n <= 90 && toks[from].digits == ""
}

// ageValue reads an age, 10..120, as digits or number words: "I'm one of ..." is no age.
func ageValue(toks []tok) (int, bool) {
	if len(toks) == 1 && toks[0].digits != "" && !toks[0].ordinal && len(toks[0].digits) <= 3 {
		n, _ := strconv.Atoi(toks[0].digits)
		return n, n >= 10 && n <= 120
	}
	if len(toks) >= 2 && (toks[0].text == "a" || toks[0].text == "one") && toks[1].text == "hundred" {
		// "I'm a hundred", "a hundred and one".
		if n, ok := afterHundred(toks[2:]); ok {
			return 100 + n, 100+n <= 120
		}
		return 0, false
	}
	if len(toks) == 0 || len(toks) > 2 {
		return 0, false
	}
	n, ok := upTo99(toks)
	return n, ok && n >= 10
}

// ageOn is how old someone born on dt is on day today.
func ageOn(dt, today Date) int {
	n := today.Year - dt.Year
	if today.Month < dt.Month || today.Month == dt.Month && today.Day < dt.Day {
		n--
	}
	return n
}

// Another person's date. relativeAhead names a relative's birthday before the date is said
// ("her birthday is ..."); relativeBehind disowns the date just said ("..., that's my
// son's"); ownDate takes the caller back ("mine is", "I'm", "I was born"). notMine is the
// caller saying their own date is another one, or asking which is wanted: refused outright.
// All are matched on the rewritten lower-case words, where candidates' offsets live. A
// relative is also named with "the" ("the wife's is", "the kids' is") and by a pet name
// ("hubby", "the missus", "my other half", "half" a noun only after "other" or "better" in
// practice): said before a date, each read it as the caller's.
const kin = `(?:(?:ex|step|late|great|god|half|big|little|older|younger|twin|other|better)\W*)*(?:daughter|son|wife|husband|mother|mom|mum|mama|mommy|ma|father|dad|papa|daddy|sister|brother|kid|child|children|boy|girl|partner|spouse|boyfriend|girlfriend|fiance|fiancee|grandson|granddaughter|grandmother|grandma|grandfather|grandpa|granny|gran|nan|nana|grandad|grandkid|grandchild|baby|aunt|auntie|uncle|niece|nephew|cousin|stepson|stepdaughter|stepmom|stepdad|stepmother|stepfather|twin|ex|hubby|missus|missis|wifey|half|friend|roommate|flatmate|housemate|neighbou?r|boss|coworker|colleague|employee|tenant|landlord|relative|sibling|parent|in\W?laws?)s?(?:\W+in\W?laws?)?s?`

var (
	relativeAhead = regexp.MustCompile(`\b(?:(?:my|her|his|their|our|your|the)\W+` + kin + `\W+(?:is|was|(?:birthday|date of birth|dob|birth date|birthdate|bday|birth year|year of birth|year)s?|born|was born)|(?:her|his|their)\W+(?:birthday|date of birth|dob|birth date|birthdate|bday|birth year|year of birth|year)s?|(?:she|he|they) (?:was|were|is|are) born|(?:hers|theirs|his) (?:is|was|s)|(?:^|[,.;:!?]\s*)(?:hers|theirs|his)(?:\W*[,;:.])?\W*|the\W+(?:(?:other|main|primary|named|lead|first|second|secondary|actual|real)\W+)?(?:driver|insured|policy\W?holder|account\W?holder|member|claimant|passenger|owner|patient|deceased|kid|child|baby)s?\W+(?:was born|is born|s birthday|birthday|date of birth|dob|date|birth date|birthdate|bday))\b`)
	// relativeMention is a weaker claim on the date said next: a relative named ("my
	// wife, March 3rd 1970", "calling for my mother"), a third person ("she's the 3rd of
	// March"), or another event ("my anniversary is ..."). The caller may move on from it
	// ("my boy's twelve, he's yelling, sorry. born June 2nd"), which turnBack marks.
	relativeMention = regexp.MustCompile(`\b(?:(?:my|her|his|their|our|your)\W+` + kin + `|shes|hes|theyre|she is|he is|they are|she was|he was|they were|` + events + `)\b`)
	turnBack        = regexp.MustCompile(`[!?]|\b(?:sorry|okay|ok|anyway|anyways|alright|all right|hold on|where was i)\b`)
	relativeBehind  = regexp.MustCompile(`\b(?:(?:im|i am|i was|i m) thinking (?:of|about)\W+(?:my|our)\W+` + kin + `|(?:thats|that is|that was|those are|its|it is)\W+(?:(?:the\W+)?(?:date|birthday|one|dob)\W+(?:for|of)\W+)?(?:my|her|his|our|their)\W+` + kin + `|(?:is|was)\W+(?:my|her|his|our)\W+` + kin + `\W+(?:birthday|date of birth|dob|birth date|birthdate|bday)|(?:which|that|this)\W+(?:is|was|s)\W+(?:my|her|his|our|their)\W+` + kin + `|(?:\d{4}|'\d\d|[a-z]*(?:teen|ty|hundred|thousand)(?:\W+(?:and\W+)?(?:one|two|three|four|five|six|seven|eight|nine))?)\W+(?:is|was)\W+(?:my|her|his|our|their)\W+` + kin + `\W*s\b|(?:thats|that is|that was|its|it is)\W+(?:hers|his|theirs|(?:someone|somebody) elses|(?:for|of) (?:my|her|his|our|their)\W+` + kin + `))\b`)
	ownDate         = regexp.MustCompile(`\b(?:mine|mines|im|i am|i was born|my own|myself|my birthday|my date of birth|my dob|thats me|its me|is me)\b`)
	notMine         = regexp.MustCompile(`\b(?:mines? (?:is )?different|mine is not|not mine|which one|whose|both of (?:them|us)|(?:someone|somebody) elses)\b`)
	// reported are a relative's words about the caller's own birth ("my mother says it was
	// a Sunday, May 5 1961"): the relative named is not the date's owner.
	reported = regexp.MustCompile(`^\W*(?:always |used to |would )?(?:says?|said|tells?|told|swears?|swore|reminds?|reminded)\b`)
)

// events are other days a caller may date in the same breath ("my anniversary is 8/8/88"):
// a date said after one, with no turn back to the caller, is not the date of birth.
const events = `(?:my|our|the|his|her)\W+(?:wedding\W+)?(?:anniversary|wedding|accident|crash|collision|incident|loss|claim|move|retirement|graduation|policy\W+(?:started|began|start|date))s?`

// leadWords may stand between a relative (or another event) named and the date that is
// theirs: "for my husband it's ...", "my wife, she was born ...", "my husband's on the
// policy too, ...", "my dad died that day, ...", "we married the very same day, ...". Any
// other word ("my dad came home from Korea, so fifty-three ...") is a story the caller's own
// date is told around.
var leadWords = map[string]bool{"s": true, "is": true, "was": true, "its": true, "it": true, "on": true,
	"the": true, "born": true, "birthday": true, "bday": true, "date": true, "of": true, "birth": true,
	"dob": true, "would": true, "be": true, "has": true, "had": true, "he": true, "she": true, "they": true,
	"hes": true, "shes": true, "theyre": true, "for": true, "and": true, "too": true, "also": true,
	"policy": true, "insured": true, "account": true, "main": true, "holder": true, "name": true,
	"under": true, "in": true, "their": true, "his": true, "her": true, "like": true, "then": true,
	"that": true, "thats": true, "one": true, "um": true, "uh": true, "er": true, "so": true, "well": true,
	"same": true, "day": true, "very": true, "exact": true}

// leadsTo reports that the words between a relative named and a date are only leadWords,
// date words and hesitations: the date is said of the one named.
func leadsTo(between string) bool {
	toks := tokenize(between)
	for i, t := range toks {
		if !leadWords[t.text] && months[t.text] == 0 && !numberish(toks, i) {
			return false
		}
	}
	return true
}

// owners are where the words name another person or event (relativeAhead, relativeMention)
// or disown a date (relativeBehind): found once per utterance, asked about every date.
type owners struct {
	ahead, mention, behind [][]int
	// twins are where the caller says their date is their twin's too (twinShare).
	twins [][]int
	// shares are where the caller says they share a birthday with someone (shareRe).
	shares [][]int
	// glosses name another person as the owner of the date just said (ownerGloss).
	glosses [][]int
	events  decoys
}

func ownersIn(lower string) owners {
	return owners{
		ahead:   relativeAhead.FindAllStringIndex(lower, -1),
		mention: relativeMention.FindAllStringIndex(lower, -1),
		behind:  relativeBehind.FindAllStringIndex(lower, -1),
		twins:   findIf(lower, twinShare, "twin"),
		shares:  findIf(lower, shareRe, "same", "share"),
		glosses: ownerGloss.FindAllStringIndex(lower, -1),
		events:  eventsIn(lower),
	}
}

// findIf runs re only on words that hold one of the literals keys, one of which every match
// of it holds: most words hold none, and the patterns are the costly part of a Parse.
func findIf(lower string, re *regexp.Regexp, keys ...string) [][]int {
	for _, k := range keys {
		if strings.Contains(lower, k) {
			return re.FindAllStringIndex(lower, -1)
		}
	}
	return nil
}

// others reports whether the date said at offset at (in lower) is somebody else's: a
// relative was named before it ("my son is ...", "her birthday is ...") with no turn back
// to the caller in between, or the caller disowned it right after. A birthday shared with
// someone else names them without making the date theirs alone only for a twin (twinsDate):
// anyone else shares a month and a day, and the date said after them is theirs.
func (o owners) others(lower string, at int) bool { return o.othersSaid(lower, at, false) }

// othersSaid is others for a date said at at; completed marks a month and day said without
// a year, which the one named in a birthday shared with the caller (sharedBy) does not own.
func (o owners) othersSaid(lower string, at int, completed bool) bool {
	for _, m := range o.ahead {
		if m[1] <= at && !ownDate.MatchString(lower[m[1]:at]) && !busy(lower, m, at) {
			return true
		}
	}
	for _, m := range o.mention {
		if m[1] <= at && !o.twinsDate(lower, m, at) && !(completed && o.sharedBy(m)) && !ownDate.MatchString(lower[m[1]:at]) && !reported.MatchString(lower[m[1]:]) && !turnBack.MatchString(lower[m[1]:at]) && leadsTo(lower[m[1]:at]) {
			return true
		}
	}
	for _, m := range o.behind {
		if m[0] >= at && !ownDate.MatchString(lower[m[1]:]) {
			return true
		}
	}
	return o.glossed(lower, at) || o.events.claim(lower, at)
}

// fieldLabels are the words a caller uses to label a date's parts.
var fieldLabels = map[string]bool{"day": true, "month": true, "year": true}

// labelled reads a date given as labelled fields, in any order: "day eleven of month four,
// year nineteen ninety", "year 1965, month 8, day 30", "month is eleven". All three must be
// there, each once, each read one way; it returns the token spans the fields took. A day and
// a month labelled with the year said unlabelled ("ninth month, second day, nineteen
// eighty-five") come back with partial set, for the year heard elsewhere.
func labelled(toks []tok) (c candidate, used [][2]int, ok, partial bool) {
	seen := map[string]bool{}
	dayNamed := false // the day said after its label ("the day is the fifth")
	// at is where the last field was said: a correction before it is taken back by it.
	at := -1
	for i := 0; i < len(toks); i++ {
		label := toks[i].text
		if !fieldLabels[label] {
			continue
		}
		a := i + 1
		for a < len(toks) && (toks[a].text == "is" || toks[a].text == "was" || toks[a].text == "of" || toks[a].text == "number" || toks[a].text == "the" && a > i+1) {
			a++
		}
		b := a
		for b < len(toks) && numberish(toks, b) && (b == a || !toks[b].pause) {
			b++
		}
		if label == "year" && !seen["year"] && (a == len(toks) || toks[a].pause) {
			// "1985 year, 6 month, 3 day": the year said before its label.
			if y, from, ok := yearBefore(toks, i, used); ok {
				seen["year"], c.year, c.twoDigitYear = true, y.year, y.twoDigit
				used = append(used, [2]int{from, i + 1})
				at = max(at, toks[from].at)
				continue
			}
		}
		if label == "month" && !seen["day"] {
			if d, from, ok := dayOfTheMonth(toks, i, used); ok {
				// "first of the month seven": the day, an ordinal, said "of the month".
				c.day, seen["day"], dayNamed = d, true, true
				used = append(used, [2]int{from, i})
				at = max(at, toks[from].at)
			}
		}
		if _, _, ok := labelBefore(toks, i, used); ok && label != "year" && (a == len(toks) || toks[a].pause) {
			// "third month, tenth day": the number after the pause belongs to the next label.
			b = a
		}
		if b == a {
			if label == "month" && a < len(toks) && months[toks[a].text] > 0 && !seen["month"] {
				seen["month"], c.month = true, months[toks[a].text]
				used = append(used, [2]int{i, a + 1})
				at = max(at, toks[i].at)
				continue
			}
			// The value said before its label: "the seven month", "ninth month, second day".
			if v, from, ok := labelBefore(toks, i, used); ok && label != "year" && !seen[label] {
				switch {
				case label == "day":
					c.day = v
				case v > 12:
					return candidate{}, nil, false, false
				default:
					c.month = v
				}
				seen[label] = true
				used = append(used, [2]int{from, i + 1})
				at = max(at, toks[from].at)
			}
			continue
		}
		if seen[label] {
			return candidate{}, nil, false, false
		}
		seen[label] = true
		span := toks[a:b]
		switch label {
		case "day":
			d, ok := parseDay(span)
			if !ok {
				return candidate{}, nil, false, false
			}
			c.day, dayNamed = d, true
		case "month":
			ms := monthReadings(span)
			if len(ms) != 1 {
				return candidate{}, nil, false, false
			}
			c.month = ms[0]
		case "year":
			ys := parseYear(span)
			if y, ok := fullYearDigits(span); ok && len(ys) == 0 {
				ys = append(ys, y)
			}
			if len(ys) != 1 {
				return candidate{}, nil, false, false
			}
			c.year, c.twoDigitYear = ys[0].year, ys[0].twoDigit
		}
		if said := trailing(toks, b); said && !(label != "year" && !seen["year"] && yearTrails(toks, b)) {
			// "month six, no seven, seven": the field was said again or corrected, and
			// which value stands is a guess.
			return candidate{}, nil, false, false
		}
		used = append(used, [2]int{i, b})
		at = max(at, toks[i].at)
		i = b - 1
	}
	if dayNamed && !seen["month"] {
		// "1983, in October, the day is the fifth": the day labelled, the month by its name.
		// A number before "day" is no label ("we're one day apart").
		if k, ok := loneMonth(toks); ok {
			seen["month"], c.month = true, months[toks[k].text]
			used = append(used, [2]int{k, k + 1})
		}
	}
	if !seen["day"] || !seen["month"] {
		return candidate{}, nil, false, false
	}
	c.at = at
	return c, used, true, !seen["year"]
}

// dayOfTheMonth reads an ordinal day said "of the month" before the month label at i
// ("first of the month seven", "the twenty-first of the month, July"): from is where the
// day starts. A cardinal ("four of the month") is no day said so.
func dayOfTheMonth(toks []tok, i int, used [][2]int) (day, from int, ok bool) {
	if i < 3 || toks[i-1].text != "the" || toks[i-2].text != "of" || toks[i-1].pause || toks[i-2].pause {
		return 0, 0, false
	}
	end := i - 2
	if !ordinalEnd(toks[end-1 : end]) {
		return 0, 0, false
	}
	for from = max(0, end-2); from < end; from++ {
		if inSpans(used, from) || from < end-1 && toks[from+1].pause {
			continue
		}
		if d, ok := parseDay(toks[from:end]); ok {
			return d, from, true
		}
	}
	return 0, 0, false
}

// loneMonth finds the one month name said in toks. Two names, or "may" (a verb as often as
// a month), leave the month unknown.
func loneMonth(toks []tok) (int, bool) {
	k := -1
	for i, t := range toks {
		if months[t.text] == 0 {
			continue
		}
		if k >= 0 || t.text == "may" {
			return 0, false
		}
		k = i
	}
	return k, k >= 0
}

// trailing reports number words after a labelled field's value, before the next label:
// a second value for the same field.
func trailing(toks []tok, b int) bool {
	for k := b; k < len(toks) && !fieldLabels[toks[k].text]; k++ {
		if numberish(toks, k) && !(k+1 < len(toks) && fieldLabels[toks[k+1].text] && !toks[k+1].pause) {
			return true
		}
	}
	return false
}

// yearTrails reports that what follows a labelled month or day value, after a pause and up
// to the next label, is one year said in full and nothing else ("month eight, day
// twenty-eight, nineteen sixty-five"): the year heard, not a second value for the field. A
// year said short ("twenty-one") could be a day said again, and is not, unless no day can be
// it ("day thirty, month four, forty-four"). The year may be said again whole after pauses
// ("forty-four. Nineteen forty-four"): the run is read without its restarts.
func yearTrails(toks []tok, b int) bool {
	if b >= len(toks) || !toks[b].pause || !numberish(toks, b) {
		return false
	}
	e := b + 1
	for e < len(toks) && numberish(toks, e) && !fieldLabels[toks[e].text] {
		e++
	}
	for k := e; k < len(toks) && !fieldLabels[toks[k].text]; k++ {
		if numberish(toks, k) {
			return false
		}
	}
	run := toks[b:e]
	if r, ok := restarted(run); ok {
		run = r
	}
	ys := parseYear(run)
	return len(ys) == 1 && (!ys[0].twoDigit || ys[0].year > 31)
}

// labelBefore reads the number said right before the label at i, with no pause between
// ("the seven month", "the second day"): a day (1..31), or a month said as a number or an
// ordinal. from is where the number starts. Words another field took are not read again.
func labelBefore(toks []tok, i int, used [][2]int) (v, from int, ok bool) {
	if i == 0 || toks[i].pause {
		return 0, 0, false
	}
	for _, u := range used {
		if i-1 >= u[0] && i-1 < u[1] {
			return 0, 0, false
		}
	}
	for from = i - 1; from > 0 && from > i-2 && numberish(toks, from-1) && !toks[from].pause; from-- {
	}
	if !numberish(toks, i-1) {
		return 0, 0, false
	}
	span := toks[from:i]
	if toks[i].text == "month" {
		if ms := monthReadings(span); len(ms) == 1 {
			return ms[0], from, true
		}
		if len(span) == 1 {
			if n := unitOrdinals[span[0].text] + teenOrdinals[span[0].text]; n >= 1 && n <= 12 {
				return n, from, true
			}
			// "the 2nd month": the ordinal written as a numeral, as a transcriber writes it.
			if t := span[0]; t.ordinal && len(t.digits) <= 2 {
				if n := atoi(t.digits); n >= 1 && n <= 12 {
					return n, from, true
				}
			}
		}
		return 0, 0, false
	}
	d, ok := parseDay(span)
	return d, from, ok
}

// yearBefore reads the year said right before the label at i, with no pause between ("1985
// year", "nineteen eighty-five year"): one reading only. from is where it starts.
func yearBefore(toks []tok, i int, used [][2]int) (yearReading, int, bool) {
	if i == 0 || toks[i].pause || inSpans(used, i-1) {
		return yearReading{}, 0, false
	}
	from := i - 1
	for from > 0 && from > i-4 && numberish(toks, from-1) && !toks[from].pause && !inSpans(used, from-1) {
		from--
	}
	for ; from < i; from++ {
		// spanYears, not parseYear: a year said a digit at a time is labelled as well ("one
		// nine eight five year, three month, twenty-eight day"); read by parseYear alone its
		// last digit was taken for the year.
		if ys := spanYears(toks[from:i]); len(ys) == 1 {
			return ys[0], from, true
		}
	}
	return yearReading{}, 0, false
}

// partCorrected reports a correction said after the date at offset at that goes on with
// more date words: "March 4 1990, no wait, the 5th", "June 5, no, July", "nineteen ninety,
// sorry, ninety-one". Which part it replaces is a guess, so the date is refused. Words of a
// stated age are not date words.
func partCorrected(lower string, toks []tok, at int, stated []statedAge) bool {
	marks := correction.FindAllStringIndex(lower, -1)
	if len(marks) == 0 || marks[len(marks)-1][0] < at {
		return false
	}
	from := marks[len(marks)-1][1]
	for i, t := range toks {
		if t.at < from || inAge(stated, i) {
			continue
		}
		if numberish(toks, i) && counted(toks, i) {
			continue
		}
		if _, ok := months[t.text]; ok || numberish(toks, i) || t.text == "|" {
			return true
		}
	}
	return false
}

// counted reports a number word at i that counts a span of time ("I've lived here thirty
// years", "for 20 minutes"): the caller is telling something else, not putting a part of the
// date right.
func counted(toks []tok, i int) bool {
	j := i + 1
	for j < len(toks) && numberish(toks, j) && !toks[j].pause {
		j++
	}
	if j >= len(toks) || toks[j].pause {
		return false
	}
	switch toks[j].text {
	case "years", "months", "weeks", "days", "hours", "minutes":
		return true
	}
	return false
}

func inAge(stated []statedAge, i int) bool {
	for _, a := range stated {
		if i >= a.from && i < a.to {
			return true
		}
	}
	return false
}
