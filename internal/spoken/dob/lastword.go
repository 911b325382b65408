package dob

import (
	"regexp"
	"slices"
	"strings"
	"time"

	speech "claimsline/internal/spoken"
)

// This file holds the caller's last word: a whole date said at the end, after talk the
// caller set aside ("I was born in '57... no, wait, that's my brother. I'm '59. April 2nd,
// 1959."; "Second of May? No, March. Second of March, 1951."). Read as one, the words hold
// two years or two months and are refused; an agent hears the fragments put aside and the
// date restated whole. The date is read only when every date-bearing piece said before it
// either agrees with it or is taken back right after it was said (a correction, a
// relative's date named as theirs), and nothing before it offers alternatives, doubts or
// names someone else the date could belong to. Anything less is refused as before: a
// refusal costs the caller a few seconds, a wrong date finds the wrong person.

// lastCut is the end of a sentence or a trailing-off: a period, question or exclamation
// mark, ellipsis or colon, then a space. The last whole date starts after one of them.
var lastCut = regexp.MustCompile(`(?:[.?!:]+|…)\s+`)

// kinYear is a year or date set aside as a relative's with "that's when my sister was
// born" (folded words).
var kinYear = regexp.MustCompile(`\b(?:thats|that is|that was|its|it is) when (?:my|our) ` + kin + ` (?:was|were) born\b`)

// relayWords pass on or read off what someone or something else says: before a last whole
// date they make it a report, not the caller's own word (folded words).
var relayWords = regexp.MustCompile(`\b(?:says|said|say so|told|tells|nodding|reminds|reminded|shows|reads|card|license|licence|form|letter|paper|papers|record|records|system|file|certificate|passport)\b`)

// lastWhole reads words whose whole reading was refused as the last whole date said in
// them, when the talk before it was set aside (see the top of this file). ok is false when
// no such date stands: the refusal stands.
func (p Parser) lastWhole(words string, today Date) (Date, bool) {
	folded := fold(words)
	if hedged(folded) || notMine.MatchString(folded) || repeatAsked.MatchString(folded) {
		// Alternatives or doubt anywhere: no last word settles them. A date said again after
		// "did it come through?" is a repeat, and one that differs is no correction.
		return Date{}, false
	}
	ends := lastCut.FindAllStringIndex(words, -1)
	for k := len(ends) - 1; k >= 0; k-- {
		at := ends[k][1]
		if at >= len(words) || abbreviated(words[:ends[k][0]]) {
			continue
		}
		d, err := p.whole(words[at:])
		if err != nil {
			continue
		}
		// The shortest tail that reads as a date is the last one said; a longer tail
		// holds more of the talk before it and is not tried. The talk before it must not
		// read as another whole date ("11, 11, 44. 11 12 44"), and must be set aside.
		if before, err := p.whole(words[:at]); err == nil && before != d {
			return Date{}, false
		}
		// A call made for someone else, or a date someone holds against it, is no more the
		// caller's last word than it was their whole one.
		if lw := rewrite(strings.ToLower(words)); onBehalf(lw, len(lw)) || disputed(lw, d) {
			return Date{}, false
		}
		return d, setAside(words[:at], d, today)
	}
	return Date{}, false
}

// takenBackGloss is a correction naming what the piece before it was: "twelve, twenty-five...
// no, that's Christmas" (lower-case words).
var takenBackGloss = regexp.MustCompile(`\b(?:no|nope|wait|oh)\W+(?:wait\W+|no\W+)?(?:that'?s|that\W?s|that is|that was|that'?d be)\W+$`)

// glossTakenBack is lower with each holiday named by a correction as what the piece before
// it was (takenBackGloss) said as "that day": it names the piece set aside, not a date of
// the caller's. Named without a correction ("twenty-six, that's Christmas") it stays, and a
// last date that is not that day is refused.
func glossTakenBack(lower string) string {
	for _, n := range namedDays {
		if n.history || !strings.Contains(lower, n.key) {
			continue
		}
		for _, m := range n.re.FindAllStringIndex(lower, -1) {
			if takenBackGloss.MatchString(lower[max(0, m[0]-40):m[0]]) {
				lower = lower[:m[0]] + "that day" + strings.Repeat(" ", m[1]-m[0]-len("that day")) + lower[m[1]:]
			}
		}
	}
	return lower
}

// namedOut is lower (no apostrophes) with each day named written as its month and day
// (namedDaysOut), and a day before or after one as that day (dayBeside), as rewrite writes
// them; a name said again beside its date is not a pause here, so every piece stays one.
func namedOut(lower string) string {
	lower = namedDaysOut(lower, false)
	if strings.Contains(lower, "day") || strings.Contains(lower, "week") {
		lower = dayBeside.ReplaceAllStringFunc(lower, dayNext)
	}
	return lower
}

// abbreviated reports words ending in a month's abbreviation or a single letter:
// the period after it ("Dec. 19", "St. ") ends no sentence.
func abbreviated(words string) bool {
	ws := strings.Fields(strings.ToLower(words))
	if len(ws) == 0 {
		return false
	}
	w := strings.Trim(ws[len(ws)-1], ",;'\"")
	return months[w] > 0 && w != monthNames[months[w]] || len(w) <= 1 || w == "st" || w == "mr" || w == "mrs" || w == "dr" || w == "ms"
}

// setAside reports the talk before a last whole date d set aside: it holds at least one
// date-bearing piece; each piece agrees with d (pieceAgrees) or is followed, before the next
// piece, by a correction or by a relative named as the one it belongs to; no piece that
// agrees is questioned without being taken back; and no relative, event or record is named
// outside those words that set a piece aside.
func setAside(prefix string, d Date, today Date) bool {
	// A numeral after an apostrophe stands apart from the number before it: "nineteen '91"
	// is a day and a year, not 1991.
	raw := clippedYear.ReplaceAllString(strings.ToLower(speech.Rejoin(prefix)), ", '$1")
	// A unit as a transcriber may mishear it ("twenty. uh sicks."): read as the unit, it is
	// one more piece that must agree.
	raw = misheardUnit.ReplaceAllString(raw, "six")
	// A holiday or the day beside it becomes its month and day, as the reader writes them;
	// nothing else is rewritten, so each number said stays a piece of its own.
	lower := namedOut(apostrophes.Replace(glossTakenBack(raw)))
	if strings.Contains(lower, crossesYear) || dayOffUnread(lower) || relativeDays.MatchString(lower) {
		return false // a day beside another that is not read here
	}
	toks := tokenize(lower)
	clipped := map[string]bool{} // numerals said after an apostrophe: years said short
	for _, m := range clippedYear.FindAllStringSubmatch(raw, -1) {
		clipped[m[1]] = true
	}
	var runs [][2]int
	for i := 0; i < len(toks); i++ {
		if months[toks[i].text] > 0 {
			runs = append(runs, [2]int{i, i + 1})
			continue
		}
		if !numberish(toks, i) || toks[i].text == "and" {
			continue
		}
		j := i + 1
		for j < len(toks) && numberish(toks, j) && !toks[j].pause && months[toks[j].text] == 0 {
			j++
		}
		if j == i+1 && zeroWord(toks[i].text) && (j == len(toks) || toks[j].pause || !numberish(toks, j)) {
			continue // "Oh, my date of birth!": an exclamation
		}
		runs = append(runs, [2]int{i, j})
		i = j - 1
	}
	if len(runs) == 0 {
		return false
	}
	var marks [][]int // the words that set a piece aside, blanked before others are sought
	for k, r := range runs {
		end := len(lower)
		if k+1 < len(runs) {
			end = toks[runs[k+1][0]].at
		}
		last := toks[r[1]-1]
		between := lower[last.at+len(last.text) : end]
		fb := fold(between)
		if k+1 < len(runs) && saidApart(toks, r, runs[k+1], d) {
			// "twenty. uh six.": a tens word and its unit said a word at a time, d's day.
			continue
		}
		if k > 0 && saidApart(toks, runs[k-1], r, d) {
			continue
		}
		if pieceAgrees(toks, r, between, clipped, d, today) {
			if q := strings.IndexByte(between, '?'); q >= 0 && !correction.MatchString(fold(between[q:])) {
				return false // "March 2nd? ...": a date asked about, not taken back
			}
			continue
		}
		m := correction.FindStringIndex(fb)
		if m == nil {
			m = relativeBehind.FindStringIndex(fb)
		}
		if m == nil {
			m = kinYear.FindStringIndex(fb)
		}
		if m == nil {
			return false // a piece of another date, never taken back
		}
		for _, re := range []*regexp.Regexp{relativeBehind, kinYear} {
			for _, x := range re.FindAllStringIndex(fb, -1) {
				marks = append(marks, []int{k, x[0], x[1]})
			}
		}
	}
	// Someone else named outside the words that set a piece aside may own the date said
	// last ("seventy-one. No. My sister's is seventy-two. August third, seventy-two.").
	rest := fold(lower)
	for _, mk := range marks {
		r := runs[mk[0]]
		end := len(lower)
		if mk[0]+1 < len(runs) {
			end = toks[runs[mk[0]+1][0]].at
		}
		last := toks[r[1]-1]
		fb := fold(lower[last.at+len(last.text) : end])
		rest = strings.Replace(rest, fb[mk[1]:mk[2]], " ", 1)
	}
	return !relativeMention.MatchString(rest) && !relativeAhead.MatchString(rest) && !relayWords.MatchString(rest)
}

// misheardUnit is "six" written as a word that sounds like it.
var misheardUnit = regexp.MustCompile(`\bsic?ks\b`)

// clippedYear is a numeral said after an apostrophe ("'57"): a year said short, never a day,
// a month or an age.
var clippedYear = regexp.MustCompile(`['\x{2019}](\d\d)\b`)

// pieceAgrees reports the run r of toks, number words or a month name said before a last
// whole date d, as a part of d: the whole run, or the run cut in consecutive parts, each d's
// day, its month, its year (said whole or short), its century alone and trailing off
// ("nineteen... nineteen seventy-two") or the caller's age on it after "I'm", each part
// once, a month and a day said as numbers in that order. An ordinal is a day only, a numeral
// after an apostrophe (clipped) a year only. An age said to the decade ("I'm seventy...
// something", after: the words after the run) agrees with an age in that decade.
func pieceAgrees(toks []tok, r [2]int, after string, clipped map[string]bool, d Date, today Date) bool {
	run := toks[r[0]:r[1]]
	if len(run) == 1 && months[run[0].text] > 0 {
		return months[run[0].text] == int(d.Month)
	}
	aged := r[0] > 0 && (toks[r[0]-1].text == "im" || toks[r[0]-1].text == "am")
	fa := fold(after)
	if aged && strings.HasPrefix(fa, "something") {
		if n, ok := upTo99(run); ok && n%10 == 0 {
			a := ageOn(d, today)
			return a >= n && a <= n+9
		}
	}
	if len(run) == 1 && run[0].digits != "" && !run[0].ordinal && clipped[run[0].digits] {
		return partSays(run, partYear, d, today)
	}
	allow := partDay | partMonth | partYear
	if aged {
		allow |= partAge
	}
	if trailed := strings.TrimLeft(after, " "); strings.HasPrefix(trailed, "...") || strings.HasPrefix(trailed, "…") || strings.HasPrefix(trailed, "—") {
		allow |= partCentury
	}
	if r[0] > 0 && months[toks[r[0]-1].text] > 0 {
		// Right after a month a run may be its day and a year ("Dec 19 sixty-nine") or a
		// year alone: every way of cutting it must agree, or which was said is a guess.
		return everyCutAgrees(run, d, today, ^allow)
	}
	return partsAgree(run, d, today, ^allow, -1, -1)
}

// everyCutAgrees reports every way of cutting run into parts that each read as a number
// (cuts) agreeing with d (partsAgree), and at least one such way.
func everyCutAgrees(run []tok, d Date, today Date, used int) bool {
	ways := cuts(run)
	if len(ways) == 0 {
		return false
	}
	for _, w := range ways {
		if !cutAgrees(w, d, today, used, -1, -1, 0) {
			return false
		}
	}
	return true
}

// saidApart reports runs a and b, a bare tens word and a bare unit word after it across a
// pause, that together say d's day: a number said a word at a time.
func saidApart(toks []tok, a, b [2]int, d Date) bool {
	if a[1]-a[0] != 1 || b[1]-b[0] != 1 || b[0] != a[1] {
		return false
	}
	tens, ok := speech.Tens(toks[a[0]].text)
	unit, ok2 := unitWord(toks[b[0]].text)
	return ok && ok2 && toks[a[0]].digits == "" && tens+unit == d.Day
}

// cuts are the ways of cutting run into parts that each read as a day, a month or a year,
// never inside a compound ("seventy two", "nineteen hundred").
func cuts(run []tok) [][][]tok {
	if len(run) == 0 {
		return [][][]tok{nil}
	}
	var out [][][]tok
	for n := 1; n <= len(run) && n <= 5; n++ {
		if n < len(run) && joined(run[n-1], run[n]) {
			continue
		}
		part := run[:n]
		if _, ok := parseDay(part); !ok && len(parseYear(part)) == 0 {
			continue
		}
		for _, rest := range cuts(run[n:]) {
			out = append(out, append([][]tok{part}, rest...))
		}
	}
	return out
}

// joined reports two number words said as one: a tens word and its unit, or either side of
// "hundred", "thousand" or "and".
func joined(a, b tok) bool {
	if _, tens := speech.Tens(a.text); tens && a.digits == "" {
		if _, unit := unitWord(b.text); unit || unitOrdinals[b.text] > 0 {
			return true
		}
	}
	for _, w := range []string{"hundred", "thousand", "and"} {
		if a.text == w || b.text == w {
			return true
		}
	}
	return false
}

// cutAgrees reports the parts of one cut, from the k-th, each a part of d not used already.
func cutAgrees(parts [][]tok, d Date, today Date, used, monthAt, dayAt, k int) bool {
	if k == len(parts) {
		return monthAt < 0 || dayAt < 0 || monthAt < dayAt || d.Day == int(d.Month)
	}
	for _, bit := range []int{partDay, partMonth, partYear, partCentury, partAge} {
		if used&bit != 0 || !partSays(parts[k], bit, d, today) {
			continue
		}
		ma, da := monthAt, dayAt
		if bit == partMonth {
			ma = k
		}
		if bit == partDay {
			da = k
		}
		if cutAgrees(parts, d, today, used|bit, ma, da, k+1) {
			return true
		}
	}
	return false
}

// The parts of a date a run of numbers may say, as bits of partsAgree's used mask.
const (
	partDay = 1 << iota
	partMonth
	partYear
	partCentury
	partAge
)

// partsAgree reports run cut into parts that each say a part of d not used already (the
// bits of used); monthAt and dayAt are where a month and a day said as numbers began, so
// that the day is not said before the month ("four three" is not April 3rd).
func partsAgree(run []tok, d Date, today Date, used, monthAt, dayAt int) bool {
	if len(run) == 0 {
		return (monthAt < 0 || dayAt < 0 || monthAt < dayAt || d.Day == int(d.Month))
	}
	pos := 10 - len(run) // a later part has a larger pos
	for n := 1; n <= len(run) && n <= 5; n++ {
		part := run[:n]
		for _, bit := range []int{partDay, partMonth, partYear, partCentury, partAge} {
			if used&bit != 0 || !partSays(part, bit, d, today) {
				continue
			}
			ma, da := monthAt, dayAt
			if bit == partMonth {
				ma = pos
			}
			if bit == partDay {
				da = pos
			}
			if partsAgree(run[n:], d, today, used|bit, ma, da) {
				return true
			}
		}
	}
	return false
}

// partSays reports the words of part saying the part bit of d.
func partSays(part []tok, bit int, d Date, today Date) bool {
	switch bit {
	case partDay:
		n, ok := parseDay(part)
		return ok && n == d.Day
	case partMonth:
		if slices.ContainsFunc(part, func(t tok) bool { return t.ordinal || ordinalWord(t.text) }) {
			return false // "the second of February": an ordinal is a day
		}
		n, ok := parseDay(part)
		return ok && n == int(d.Month)
	case partYear:
		if slices.ContainsFunc(part, func(t tok) bool { return t.ordinal || ordinalWord(t.text) }) {
			return false
		}
		for _, y := range parseYear(part) {
			full := place(candidate{year: y.year, month: int(d.Month), day: d.Day, twoDigitYear: y.twoDigit}, today).Year
			if full == d.Year {
				return true
			}
		}
	case partCentury:
		if len(part) == 1 && part[0].text == "nineteen" {
			return d.Year/100 == 19
		}
		if len(part) == 2 && part[0].text == "two" && part[1].text == "thousand" {
			return d.Year/100 == 20
		}
	case partAge:
		n, ok := ageValue(part)
		return ok && n == ageOn(d, today)
	}
	return false
}

// todayOf is the parser's day, from its clock.
func (p Parser) todayOf() Date {
	nowFn := p.Now
	if nowFn == nil {
		nowFn = time.Now
	}
	y, m, dd := nowFn().Date()
	return Date{y, m, dd}
}
