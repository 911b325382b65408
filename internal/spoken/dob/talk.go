package dob

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
)

// This file reads the talk around a date that the first readers missed: a day the caller
// names outright ("ten is the day"), years said in pieces and corrected ("nineteen
// eighty... no, eighty three"), a date owned by a relative right after it is said
// ("Christmas is my brother's"), and a year that only the caller's own age gives.

// dayGloss is the caller naming which number is the day: "ten is the day", "fourteen is
// day". The number decides a day-first doubt and must agree with the date read.
var dayGloss = regexp.MustCompile(`\b([a-z0-9]+)(?:[ -]([a-z0-9]+))? is (?:the )?day\b`)

// dayGlossed finds the days the caller named in rest and blanks their words (keeping every
// offset) so they are not read again as a year. It returns the day, 0 for none, or -1 when
// two different days were named.
func dayGlossed(rest string) (int, string) {
	if !strings.Contains(rest, " day") {
		return 0, rest
	}
	day := 0
	out := []byte(rest)
	for _, m := range dayGloss.FindAllStringSubmatchIndex(rest, -1) {
		n, from, ok := 0, 0, false
		if m[4] >= 0 {
			n, ok = parseDay(tokenize(rest[m[2]:m[5]]))
			from = m[2]
		}
		if !ok && m[4] >= 0 {
			n, ok = parseDay(tokenize(rest[m[4]:m[5]]))
			from = m[4]
		}
		if !ok && m[4] < 0 {
			n, ok = parseDay(tokenize(rest[m[2]:m[3]]))
			from = m[2]
		}
		if !ok {
			continue
		}
		switch {
		case day == 0:
			day = n
		case day != n:
			day = -1
		}
		for k := from; k < m[1]; k++ {
			out[k] = ' '
		}
	}
	return day, string(out)
}

// bareOrders reads a span of bare numbers in the configured order and, when the caller may
// write the day first or no month-first reading exists and the first number can only be a
// day, in that order too: two different readings both stand, marked alt,
// until something said in words picks one; a reading only the day-first order makes real is
// taken.
func bareOrders(span []tok, today Date, order Order, doubt bool) []candidate {
	b := bareNumbers(span, today, order)
	if !doubt && order == MDY && len(b) == 0 {
		if c, ok := dayFirstPieces(span, today); ok {
			return []candidate{c}
		}
		return b
	}
	if !doubt || order != MDY {
		return b
	}
	d := bareNumbers(span, today, DMY)
	switch {
	case len(d) == 0:
		return b
	case len(b) == 0:
		return d
	case len(b) == 1 && len(d) == 1:
		if place(b[0], today) == place(d[0], today) {
			return b
		}
		b[0].alt, d[0].alt = true, true
		return []candidate{b[0], d[0]}
	}
	return append(b, d...)
}

// dayFirstPieces reads "thirteen, four, seventy-five" and "thirty-one, twelve, seventy
// nine": three pieces set apart by pauses, the first a day no month can be (13 to 31), then
// a month, then a year. No month-first reading exists, so the day came first. Without the
// pauses marking each part the split is a guess ("twenty two two thousand" may be February
// 22 with a word lost) and nothing is read. Three numerals need no pauses ("25 12 1980"): a
// transcriber writes each number said as one numeral, so each is a piece of its own.
func dayFirstPieces(span []tok, today Date) (candidate, bool) {
	var pieces [][]tok
	for i, t := range span {
		if i == 0 || t.pause {
			pieces = append(pieces, nil)
		}
		pieces[len(pieces)-1] = append(pieces[len(pieces)-1], t)
	}
	if len(pieces) != 3 && len(span) == 3 && span[0].digits != "" && span[1].digits != "" && span[2].digits != "" {
		pieces = [][]tok{span[:1], span[1:2], span[2:]}
	}
	if len(pieces) != 3 {
		return candidate{}, false
	}
	d, ok := parseDay(pieces[0])
	ms := monthReadings(pieces[1])
	ys := parseYear(pieces[2])
	if !ok || d <= 12 || len(ms) != 1 || len(ys) != 1 {
		return candidate{}, false
	}
	c := candidate{year: ys[0].year, month: ms[0], day: d, twoDigitYear: ys[0].twoDigit}
	if !plausible(place(c, today), today) {
		return candidate{}, false
	}
	return c, true
}

// runTogether reads a month and day written as one four-digit numeral before the year, as
// on a form that leaves no room for a slash ("0312 1978", "1104 65"): the numeral, which is
// no year, is split into its two pairs, read in the configured order like "03 12 1978". A
// four-digit numeral that could be a year is left alone ("1978 1965" is no date). Numerals
// like these are also how policy, claim and phone numbers are read out, so they are read
// only when every other word in toks just frames a birth date (dateFrame).
func runTogether(span, toks []tok, today Date) ([]tok, bool) {
	if len(span) == 1 && len(span[0].digits) == 8 && !span[0].ordinal {
		return eightDigits(span[0], toks, today)
	}
	if len(span) != 2 || len(span[0].digits) != 4 || span[0].ordinal || span[1].ordinal || len(span[1].digits) != 2 && len(span[1].digits) != 4 {
		return nil, false
	}
	for _, t := range toks {
		if t.at < span[0].at || t.at > span[1].at {
			if !dateFrame[t.text] {
				return nil, false
			}
		}
	}
	md := span[0].digits
	if n, _ := strconv.Atoi(md); n >= today.Year-maxAge && n <= today.Year {
		return nil, false
	}
	t := span[0]
	return []tok{
		{at: t.at, text: md[:2], digits: md[:2], stop: t.stop, pause: t.pause},
		{at: t.at + 2, text: md[2:], digits: md[2:]},
		span[1],
	}, true
}

// eightDigits reads a whole date written as one eight-digit numeral ("12251970", "it's
// 11041958"), framed as runTogether's are: month and day then year, split as "12 25 1970"
// and read in the configured order, or a year first ("19850312") when only that split
// holds a year a caller was born in. Both, or neither, is no date.
func eightDigits(t tok, toks []tok, today Date) ([]tok, bool) {
	for _, o := range toks {
		if o.at != t.at && !dateFrame[o.text] {
			return nil, false
		}
	}
	d := t.digits
	born := func(s string) bool {
		n, _ := strconv.Atoi(s)
		return n >= today.Year-maxAge && n <= today.Year-minAge
	}
	piece := func(from, to int) tok {
		return tok{at: t.at + from, text: d[from:to], digits: d[from:to], stop: from == 0 && t.stop, pause: from == 0 && t.pause}
	}
	switch last, first := born(d[4:]), born(d[:4]); {
	case last && !first:
		return []tok{piece(0, 2), piece(2, 4), piece(4, 8)}, true
	case first && !last:
		return []tok{piece(0, 4), piece(4, 6), piece(6, 8)}, true
	}
	return nil, false
}

// dateFrame are the words a caller frames a bare birth date with: "it's", "my date of birth
// is", "uh, born". Anything else ("my policy number is ...") may make the numbers something
// other than a date.
var dateFrame = map[string]bool{"its": true, "it": true, "is": true, "s": true, "my": true, "date": true, "of": true,
	"birth": true, "birthday": true, "dob": true, "born": true, "i": true, "was": true, "im": true, "on": true,
	"that": true, "thats": true, "yes": true, "yeah": true, "ok": true, "okay": true, "so": true, "sure": true}

// fullYearDigits reads a year said one digit at a time: "one nine eight zero".
func fullYearDigits(toks []tok) (yearReading, bool) {
	if len(toks) != 4 {
		return yearReading{}, false
	}
	hi, ok1 := pairOf(toks[:2])
	lo, ok2 := pairOf(toks[2:])
	if !ok1 || !ok2 || hi != 19 && hi != 20 {
		return yearReading{}, false
	}
	return yearReading{year: hi*100 + lo}, true
}

// spanYears are the ways a whole span of number words is a year, digits one at a time
// included.
func spanYears(toks []tok) []yearReading {
	ys := parseYear(toks)
	if y, ok := fullYearDigits(toks); ok {
		ys = append(ys, y)
	}
	return ys
}

// pieceYears are the years said in the pieces (between pauses) of a span that reads as
// nothing whole, each at where it was said.
func pieceYears(span []tok) []yearReading {
	var out []yearReading
	from := 0
	for i := 1; i <= len(span); i++ {
		if i < len(span) && !span[i].pause {
			continue
		}
		piece := span[from:i]
		for _, y := range spanYears(piece) {
			if !centuryStart(piece) {
				y.at = piece[0].at
				out = append(out, y)
			}
		}
		from = i
	}
	return out
}

// centuryStart reports "nineteen" or "twenty" said alone: the start of a year the caller
// broke off ("nineteen... sorry, my ride is here"), not the year '19.
func centuryStart(toks []tok) bool {
	return len(toks) == 1 && (toks[0].text == "nineteen" || toks[0].text == "twenty")
}

// possibleYear reports whether a year read from the words toks could be the caller's birth
// year: not a broken-off century, and placing the caller between 18 and the age limit. Any
// other number ("he's twelve", "ten is the day") is not a rival year.
func possibleYear(y yearReading, toks []tok, today Date) bool {
	if y.twoDigit && centuryStart(toks) {
		return false
	}
	full := place(candidate{year: y.year, month: 1, day: 1, twoDigitYear: y.twoDigit}, today).Year
	limit := maxAge
	if y.twoDigit {
		limit = maxShortAge
	}
	return full <= today.Year-minAge && full >= today.Year-limit
}

// lastYears drops a year the caller replaced: one said before a correction ("no", "sorry",
// or a questioning "?") when another year is said after it. With a single year, or no
// correction between, the years are returned as they were.
func lastYears(years []yearReading, lower string) []yearReading {
	if len(years) < 2 {
		return years
	}
	var points [][2]int
	for _, m := range correction.FindAllStringIndex(lower, -1) {
		points = append(points, [2]int{m[0], m[1]})
	}
	lastAt := 0
	for _, y := range years {
		lastAt = max(lastAt, y.at)
	}
	if !strings.Contains(lower[lastAt:], "?") {
		// A "?" replaces a year only when the year after it is not asked again: "seventy
		// three? four. seventy four" is 1974; "seventy? seventy one?" is no year yet.
		for i := 0; i < len(lower); i++ {
			if lower[i] == '?' {
				points = append(points, [2]int{i, i + 1})
			}
		}
	}
	if len(points) == 0 {
		return years
	}
	var keep []yearReading
	for _, y := range years {
		replaced := false
		for _, p := range points {
			if p[0] <= y.at || !onlyNumbers(lower[y.at:p[0]]) && !monthBegun(lower[y.at:p[0]], lower[p[1]:]) {
				continue
			}
			for _, z := range years {
				if z.at >= p[1] && onlyRestating(lower[p[1]:z.at]) {
					replaced = true
				}
			}
		}
		if !replaced {
			keep = append(keep, y)
		}
	}
	return keep
}

// onlyNumbers reports words that are all number words or hesitations: a correction replaces
// the year only when it comes right after it ("nineteen eighty... no, eighty three"), not after
// other talk ("1961, sorry, my son's 1999 Civic").
func onlyNumbers(s string) bool {
	toks := tokenize(s)
	for i := range toks {
		if !numberish(toks, i) {
			return false
		}
	}
	return true
}

// monthBegun reports the month begun after a year and broken off by the correction of the
// year: "two thousand, August... no, two thousand and two. August 9th". Between the year
// and the correction (between) stand only numbers and month names, each month said again
// after the correction (after): it is the same date begun again, not other talk.
func monthBegun(between, after string) bool {
	toks := tokenize(between)
	named := false
	for i, t := range toks {
		if months[t.text] == 0 {
			if !numberish(toks, i) {
				return false
			}
			continue
		}
		if !slices.ContainsFunc(tokenize(after), func(a tok) bool { return a.text == t.text }) {
			return false
		}
		named = true
	}
	return named
}

// restating are the words a caller says between a correction and the year that replaces it.
var restating = map[string]bool{"no": true, "wait": true, "sorry": true, "i": true, "mean": true, "its": true, "it": true,
	"is": true, "was": true, "actually": true, "make": true, "that": true, "oh": true, "yes": true, "yeah": true,
	"ok": true, "okay": true, "the": true, "year": true, "rather": true, "correction": true, "scratch": true,
	"mine": true, "mines": true}

// slipRemark is the caller laughing at the year they put right, between the correction and
// the year that replaces it: "ninety-nine. No. I'm not that young, ha. Sixty-nine", "no, I
// wish", "no, what am I saying". It says only that the year before was wrong.
var slipRemark = regexp.MustCompile(`\b(?:i wish|i am not that (?:young|old)|im not that (?:young|old)|i am older than that|im older than that|i am younger than that|im younger than that|what am i saying|silly me|listen to me|ha|haha|hah|lol|oh boy|goodness)\b`)

// onlyRestating reports that nothing but restating words, hesitations or a slipRemark lie
// in s.
func onlyRestating(s string) bool {
	for _, w := range strings.Fields(slipRemark.ReplaceAllString(fold(s), " ")) {
		if !restating[w] && !hesitation(w) {
			return false
		}
	}
	return true
}

// ownAge is the one age the caller gave as their own ("I'm sixty"), if they gave exactly one.
func ownAge(stated []statedAge) (int, bool) {
	n := 0
	for _, a := range stated {
		if !a.own {
			continue
		}
		if n != 0 && a.years != n {
			return 0, false
		}
		n = a.years
	}
	return n, n != 0
}

// yearFromAge dates a month and day said without a year by the caller's own age: born in
// the year that makes them that age today.
func yearFromAge(pt candidate, age int, today Date) candidate {
	y := today.Year - age
	if after(Date{today.Year, time.Month(pt.month), pt.day}, today) {
		y--
	}
	return candidate{year: y, month: pt.month, day: pt.day, at: pt.at}
}

// disownRe is a relative claiming the date just said: "Christmas is my brother's".
var disownRe = regexp.MustCompile(`\b(?:is|was)\W+(?:my|her|his|our)\W+` + kin + `\b`)

// disowned drops the date said right before a relative claims it, and every other mention of
// that same date: "Christmas... no, New Year's Eve, 1966. Christmas is my brother's".
// partial are the month-and-day mentions, which a relative may claim too.
func disowned(cands, partial []candidate, lower string) []candidate {
	if !strings.Contains(lower, "my ") && !strings.Contains(lower, "her ") && !strings.Contains(lower, "his ") && !strings.Contains(lower, "our ") {
		return cands
	}
	mentions := append(slices.Clone(cands), partial...)
	for _, m := range disownRe.FindAllStringIndex(lower, -1) {
		k := -1
		for i, c := range mentions {
			if c.at < m[0] && (k < 0 || c.at > mentions[k].at) {
				k = i
			}
		}
		if k < 0 || m[0]-mentions[k].at > 40 {
			continue
		}
		d := mentions[k]
		var keep []candidate
		for _, c := range cands {
			if c.month != d.month || c.day != d.day {
				keep = append(keep, c)
			}
		}
		cands = keep
	}
	return cands
}

// dateWords may stand between two parts of one run of date talk; "to", "through" and "until"
// make a range of two years ("nineteen seventy to seventy-one"), never one date.
var dateWords = map[string]bool{"the": true, "of": true, "on": true, "in": true, "and": true, "to": true, "through": true, "thru": true, "till": true, "until": true}

// onlyDateWords reports that s holds nothing but number words, months and dateWords: the
// words of a date, said in one run.
func onlyDateWords(s string) bool {
	toks := tokenize(s)
	for i, t := range toks {
		if !numberish(toks, i) && months[t.text] == 0 && !dateWords[t.text] && t.text != "|" {
			return false
		}
	}
	return true
}

// beside reports a different year, or a different month and day, said in the same run of
// date words as the date dt (said at offset at) with no correction to choose between them:
// "June 3rd, 1965? 1966.", "the first of the second, the second of the first, 1980". Other
// talk in between ("but I'm sixty-six next month") keeps them apart.
func beside(dt Date, at int, lower string, free []yearReading, partial []candidate, today Date) bool {
	if correction.MatchString(lower) {
		return false // a correction decides, and partCorrected checks what follows it
	}
	for _, y := range free {
		full := place(candidate{year: y.year, month: 1, day: 1, twoDigitYear: y.twoDigit}, today).Year
		if full != dt.Year && y.at > at && onlyDateWords(lower[at:y.at]) {
			return true
		}
		if full != dt.Year && y.at < at && onlyDateWords(lower[y.at:at]) {
			// "1946, March 2nd, March 2nd '02": a year said first, then a whole date with
			// another; which is the caller's is a guess.
			return true
		}
	}
	for _, p := range partial {
		if p.month == int(dt.Month) && p.day == dt.Day {
			continue
		}
		lo, hi := min(p.at, at), max(p.at, at)
		if onlyDateWords(lower[lo:hi]) {
			return true
		}
	}
	return false
}

// unreadMonths are the month names said right beside a number, or right before another
// month name, that no reading took: "March, 3, 5, 1988" must not become 3/5/1988 with the
// month dropped, nor "March, April 3rd" April 3rd. A month name with no number beside it
// ("may I ...") is no attempt at a date. Each comes back as a piece of its own.
func unreadMonths(toks []tok, used [][2]int) [][]tok {
	var out [][]tok
	for i, t := range toks {
		if months[t.text] == 0 || inSpans(used, i) {
			continue
		}
		a := i + 1
		for a < len(toks) && (toks[a].text == "the" || toks[a].text == "of" || toks[a].text == "in") {
			a++
		}
		b := i - 1
		for b >= 0 && (toks[b].text == "of" || toks[b].text == "the") {
			b--
		}
		if a < len(toks) && (numberish(toks, a) || months[toks[a].text] > 0) || b >= 0 && numberish(toks, b) {
			out = append(out, toks[i:i+1])
		}
	}
	return out
}

func inSpans(spans [][2]int, i int) bool {
	for _, s := range spans {
		if i >= s[0] && i < s[1] {
			return true
		}
	}
	return false
}

// unreadPieces are the pieces (the words between two pauses) of a span of numbers that
// reads as nothing whole, each piece that is no year either. A piece that is a year counts
// as read: pieceYears hands it on, and the corrections between years decide among them.
func unreadPieces(span []tok) [][]tok {
	var out [][]tok
	for _, piece := range pieces(span) {
		if len(spanYears(piece)) == 0 || centuryStart(piece) {
			out = append(out, piece)
		}
	}
	return out
}

// dropped reports a number or month name that no reading took, said in the same run of
// date words as the date read at offset at, that nothing explains: the date was read from
// the rest of what the caller said ("March, 3, 5, 1988" as March 5), which is a guess.
// Explained are:
//   - a piece a correction follows before the date is said ("seventeen... no, the seventh
//     of October"); a correction after the date names nothing it takes back;
//   - a piece "not" goes before ("not May, June");
//   - a month name another month name replaces, in words that hold a correction;
//   - a piece said again right after it ("the tenth? the tenth of June", "June, June 18th");
//   - "one second" or "a second": a pause asked for, no ordinal;
//   - the date's own month said again on its own after it ("Julie 9th 1962. July."), or its
//     day as an ordinal ("June twenty-two, 1988, the twenty-second").
//
// A number in other talk ("I'm one of the named drivers") is no part of the date; one said
// right before the date's own year, after its day, is not other talk, whatever words come
// between it and the day ("July the fifth, yes the sixth, 1971"; yearNext).
func dropped(unread [][]tok, toks []tok, lower string, at int, dt Date) bool {
	for _, piece := range unread {
		if len(piece) == 1 && piece[0].at > at && time.Month(months[piece[0].text]) == dt.Month {
			continue
		}
		if d, ok := parseDay(piece); ok && d == dt.Day && piece[0].at > at && ordinalEnd(piece) {
			continue
		}
		first, last := piece[0], piece[len(piece)-1]
		lo, hi := min(first.at, at), max(first.at, at)
		if !onlyDateWords(lower[lo:hi]) && !(first.at > at && yearNext(last, toks, lower, dt)) {
			continue
		}
		end := last.at + len(last.text)
		if end <= at && correction.MatchString(lower[end:at]) || negated(piece, toks) || saidAgain(piece, toks) || aSecond(piece, toks) || cutShort(piece, toks, dt) || monthReplaced(piece, toks, lower) || restatesDay(piece, dt) {
			continue
		}
		return true
	}
	return false
}

// restatesDay reports a piece that says the date's month and day again as bare numbers, in
// either order ("October 12th ... ten twelve", "the eleventh of June. eleven six"), or its day
// one digit at a time ("July 13th ... one three"): a caller making sure they were heard, no
// part the reading left out.
func restatesDay(piece []tok, dt Date) bool {
	if n, ok := pairOf(piece); ok && n == dt.Day && n > 9 {
		return true
	}
	for i := 1; i < len(piece); i++ {
		for _, halves := range [2][2][]tok{{piece[:i], piece[i:]}, {piece[i:], piece[:i]}} {
			if slices.Contains(monthReadings(halves[0]), int(dt.Month)) && slices.Contains(dayReadings(halves[1]), dt.Day) {
				return true
			}
		}
	}
	return false
}

// monthReplaced reports a month name said right before another month name in words that
// hold a correction: "june. no, july. june. june ninth": the later month replaced it, as the
// last of two whole dates wins when the words hold a correction.
func monthReplaced(piece, toks []tok, lower string) bool {
	if months[piece[0].text] == 0 || !correction.MatchString(lower) {
		return false
	}
	k := slices.IndexFunc(toks, func(t tok) bool { return t.at == piece[0].at }) + 1
	return k < len(toks) && months[toks[k].text] > 0
}

// negated reports a piece the caller said "not" to: "not May, June", "not the third".
func negated(piece, toks []tok) bool {
	k := slices.IndexFunc(toks, func(t tok) bool { return t.at == piece[0].at }) - 1
	if k >= 0 && toks[k].text == "the" {
		k--
	}
	return k >= 0 && toks[k].text == "not"
}

// saidAgain reports that the number words right after piece (past "the", "of", month names
// and pauses) start with the same values: the caller restarted the part ("the eighth of,
// the eighth of May", "the tenth, June tenth").
func saidAgain(piece, toks []tok) bool {
	k := slices.IndexFunc(toks, func(t tok) bool { return t.at == piece[len(piece)-1].at }) + 1
	if m := months[piece[0].text]; m > 0 {
		// "March, March the... twentieth": the month named again next, past "the" or "of".
		for k < len(toks) && (toks[k].text == "the" || toks[k].text == "of") {
			k++
		}
		return k < len(toks) && months[toks[k].text] == m
	}
	var next []tok
	for ; k < len(toks) && len(next) < len(piece); k++ {
		switch {
		case numberish(toks, k):
			next = append(next, toks[k])
		case dateWords[toks[k].text] || months[toks[k].text] > 0:
		default:
			return false
		}
	}
	if len(next) < len(piece) {
		return false
	}
	for i := range piece {
		if wordValue(piece[i]) != wordValue(next[i]) {
			return false
		}
	}
	return true
}

// aSecond reports a piece that is "second" said after "one" or "a": "one second, March 4th".
func aSecond(piece, toks []tok) bool {
	last := piece[len(piece)-1]
	if last.text != "second" {
		return false
	}
	if len(piece) == 2 && piece[0].text == "one" {
		return true
	}
	k := slices.IndexFunc(toks, func(t tok) bool { return t.at == last.at })
	return len(piece) == 1 && k > 0 && (toks[k-1].text == "a" || toks[k-1].text == "one")
}

// yearsCorrected reads a year corrected right after a whole date: "March ninth nineteen
// eighty, no, eighty-one, sorry, eighty-one", "the 3rd of September 1955. no. 54. 1954.".
// The month and day stand and the year said after the last correction replaces the year.
// It is read only when every word from the date to the new year is a date word, a
// correction, a restating word or a hesitation; when the years after the last correction
// are one year; and when that year can be nothing but a year (a day is 1 to 31, so "no,
// twenty-one" could correct the day and is left to refuse).
func yearsCorrected(cands []candidate, free []yearReading, lower string, today Date) []candidate {
	var out []candidate
	for _, c := range cands {
		if c.alt {
			continue
		}
		var after []yearReading
		for _, y := range free {
			if y.at > c.at {
				after = append(after, y)
			}
		}
		if len(after) == 0 {
			continue
		}
		slices.SortFunc(after, func(a, b yearReading) int { return a.at - b.at })
		last := after[len(after)-1]
		run := lower[c.at:last.at]
		marks := correction.FindAllStringIndex(run, -1)
		if len(marks) == 0 || !correctionRun(run) || !onlyYearsAfter(lower[c.at+marks[0][1]:]) {
			continue
		}
		from := c.at + marks[len(marks)-1][1]
		full := func(y yearReading) int {
			return place(candidate{year: y.year, month: 1, day: 1, twoDigitYear: y.twoDigit}, today).Year
		}
		same, first := true, -1
		for _, y := range after {
			if y.at < from {
				continue
			}
			if first < 0 {
				first = full(y)
			}
			same = same && full(y) == first
		}
		if !same || first < 0 || last.twoDigit && last.year <= 31 {
			continue
		}
		out = append(out, candidate{year: last.year, month: c.month, day: c.day, twoDigitYear: last.twoDigit, at: last.at})
	}
	return out
}

// correctionRun reports words that are only date words, corrections, restating words and
// hesitations: one run of a date said and its year put right.
func correctionRun(s string) bool {
	toks := tokenize(fold(s))
	for i, t := range toks {
		if numberish(toks, i) || months[t.text] > 0 || dateWords[t.text] || restating[t.text] || hesitation(t.text) {
			continue
		}
		switch t.text {
		case "nope", "nah", "oops", "whoops", "my", "bad", "mistake", "misspoke", "mines":
			continue
		}
		return false
	}
	return true
}

// onlyYearsAfter reports that the words after a correction name no month and say no number
// that is not a year: every piece of numbers (between pauses) reads as a year and as nothing
// a day could be. "no, November, seventy-two" and "no, the third, seventy-two" change more
// than the year.
func onlyYearsAfter(s string) bool {
	toks := tokenize(s)
	for i := 0; i < len(toks); {
		if months[toks[i].text] > 0 {
			return false
		}
		if !numberish(toks, i) || toks[i].text == "and" {
			i++
			continue
		}
		j := i + 1
		for j < len(toks) && numberish(toks, j) && !toks[j].pause {
			j++
		}
		ys := spanYears(toks[i:j])
		if len(ys) == 0 {
			return false
		}
		for _, y := range ys {
			if y.twoDigit && y.year <= 31 {
				return false
			}
		}
		i = j
	}
	return true
}

// yearNext reports the date's own year said right after last, with nothing but pauses
// between ("..., the sixth, 1971"): a number said there stands inside the date, between its
// day and its year, and is no talk about something else. Read as other talk, "July the
// fifth, yes the sixth, 1971" and "..., definitely the sixth, 1971" were July 5, another date
// than the one the caller settled on.
func yearNext(last tok, toks []tok, lower string, dt Date) bool {
	j := slices.IndexFunc(toks, func(t tok) bool { return t.at > last.at })
	if j < 0 || strings.TrimSpace(strings.Trim(lower[last.at+len(last.text):toks[j].at], " ,.;:!?")) != "" {
		return false
	}
	k := j
	for k < len(toks) && numberish(toks, k) && (k == j || !toks[k].pause) {
		k++
	}
	for _, y := range spanYears(toks[j:k]) {
		if y.year == dt.Year || y.twoDigit && y.year == dt.Year%100 {
			return true
		}
	}
	return false
}
