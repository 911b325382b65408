package dob

// This file holds the accounting check, the last before a date is taken: every part of the
// words that bears a date (a month name, a number that could be a day, a month or a year, a
// numeric date, a piece of a number word) must be a part of the date read, or be explained
// by something the reader recognises. Leftovers are refused.
//
// The reader's rules each close one way of saying a date; a date read from some of the
// words while others that bear a date are left over is how every new way of saying one goes
// wrong ("August ate teen 1982 the 18th" read as the 8th, "October. The tenth month. The
// 2nd. 1938." read as the 10th). The check asks the same question of every reading, whatever
// rule made it, so it holds for phrasings no rule was written for.
//
// Explained, and so no leftover:
//   - a part a correction takes back ("the ninth, no, the nineteenth");
//   - a start said again ("twenty... twenty-ninth", "the seventh, uh, the seventeenth");
//   - a part said "not" to, and the same words said again ("not the 29th, people write 29th");
//   - an age (the reader's, or a number that is the caller's age on the date read);
//   - a count of time, a time of day, a place's number ("1962 Orchard Lane", "Route 9"),
//     numbers no date has (a house number, a phone number);
//   - another person's or another event's date the reader set aside (ownersIn), another
//     whole date said apart in other talk ("the claim from June 3rd"), a holiday named;
//   - bare numbers, years and lone month names in other talk (apart from the date's run of
//     words): said of many things, they are left out; an ordinal day is not.

import (
	"regexp"
	"slices"
	"strings"
)

// accountPart is one part of the words that may bear a date: a month name, a run of numbers
// (across pauses, not across a stop), or a numeric date.
type accountPart struct {
	from, to int // byte offsets
	toks     []tok
	idx      int         // index of the first token in toks of the utterance, -1 for numeric
	month    int         // a month name's month, else 0
	numeric  []candidate // the readings of a numeric date chunk
	text     string
	// monthly marks an ordinal said as a month ("the ninth month").
	monthly bool
	// named marks a day the reader wrote as a month and digits for a name the caller said
	// ("christmas" is "december 25"): the caller said no number.
	named bool
	// fragment marks a piece of a number word left standing ("June fort teenth").
	fragment bool
}

// strong reports a part that is hardly anything but a date's, even in other talk: a numeric
// date, a month name, an ordinal. A year in other talk ("my kids were born in 2001", "since
// 1998") is as often some other event's as not.
func (p accountPart) strong() bool {
	if len(p.numeric) > 0 || p.month > 0 {
		return true
	}
	for _, t := range p.toks {
		if t.ordinal || ordinalWord(t.text) {
			return true
		}
	}
	return false
}

// unaccounted returns the parts of the words that bear a date and that neither the date read
// (dt) nor anything the reader recognises explains. said is the caller's words as given to
// parse; lower is them as the reader rewrote them, toks its tokens (numeric dates blanked),
// stated the ages found, own and ol whose dates the words name (ownersIn), at where the date
// read was said. It returns the words of each leftover part.
func unaccounted(said, lower string, toks []tok, stated []statedAge, dt Date, at int, order Order, doubt bool, today Date, own owners, ol string) []string {
	parts := dateParts(said, lower, toks, stated, order, doubt, today)
	monthNamed := slices.ContainsFunc(parts, func(p accountPart) bool { return p.month == int(dt.Month) })
	var ok []bool
	var split []accountPart
	for _, p := range parts {
		if partOf(p, dt, today, monthNamed) {
			split, ok = append(split, p), append(ok, true)
			continue
		}
		// Read as nothing whole, a run is weighed piece by piece (between its pauses): "not
		// the twenty-ninth, people always write twenty-ninth. twenty-eighth".
		ps := pieces(p.toks)
		if len(ps) < 2 {
			split, ok = append(split, p), append(ok, false)
			continue
		}
		from := p.idx
		for _, pc := range ps {
			last := pc[len(pc)-1]
			if len(pc) == 1 && zeroWord(pc[0].text) {
				from++
				continue // "1987, oh, you guys do month first": an "oh" alone is no zero
			}
			q := accountPart{from: pc[0].at, to: last.at + len(last.text), toks: pc, idx: from, text: lower[pc[0].at : last.at+len(last.text)]}
			from += len(pc)
			// A piece is not read again without restarts: "five five five" in a phone number
			// is no "five" said three times.
			split, ok = append(split, q), append(ok, splitsInto(pc, dt, today, monthNamed))
		}
	}
	parts = split
	var out []string
	for i, p := range parts {
		if ok[i] {
			continue
		}
		if why := explained(p, parts, ok, lower, toks, own, ol); why != "" {
			continue
		}
		if e := expression(i, parts, lower); !(at >= parts[e[0]].from && at < parts[e[1]-1].to) {
			// Said apart from the date read: another whole date, or a number in other talk,
			// unless it is said with parts of the date or could only be a date's.
			if otherDate(e, parts) || !strongExpr(e, parts) && !slices.Contains(ok[e[0]:e[1]], true) {
				continue
			}
		}
		out = append(out, p.text)
	}
	return out
}

// expression is the run of parts said with part i, with only date words between: [from, to).
func expression(i int, parts []accountPart, lower string) [2]int {
	from, to := i, i+1
	for from > 0 && dateRunBetween(lower, parts[from-1].to, parts[from].from) {
		from--
	}
	for to < len(parts) && dateRunBetween(lower, parts[to-1].to, parts[to].from) {
		to++
	}
	return [2]int{from, to}
}

// strongExpr reports an expression that can only be a date's: one that holds a numeric date,
// an ordinal, or a month name with a number beside it. A month name alone ("I was due in
// May") and bare numbers are said of many things.
func strongExpr(e [2]int, parts []accountPart) bool {
	month, number := false, false
	for _, p := range parts[e[0]:e[1]] {
		if p.named {
			continue
		}
		if p.month > 0 {
			month = true
			continue
		}
		number = true
		if p.strong() {
			return true
		}
	}
	return month && number
}

// otherDate reports an expression that is a date of its own, apart from the one read: a
// numeric date, or a month name with its day or year ("the claim from June 3rd", "my kids
// are the 3rd of May", "from August to 1977"). The reader set it aside as another day; its
// words are accounted for by it.
func otherDate(e [2]int, parts []accountPart) bool {
	month, number := false, false
	for _, p := range parts[e[0]:e[1]] {
		switch {
		case len(p.numeric) > 0:
			return true
		case p.month > 0:
			month = true
		case len(p.toks) > 0:
			number = true
		}
	}
	return month && number
}

// dateRunBetween reports that lower[a:b] holds only the words of a date (onlyDateWords) and
// words broken off ("nineteen seventy-n- n- nine"): what lies either side is one run.
func dateRunBetween(lower string, a, b int) bool {
	if a >= b {
		return true
	}
	s := lower[a:b]
	toks := tokenize(s)
	for i, t := range toks {
		end := t.at + len(t.text)
		if end < len(s) && s[end] == '-' && (end+1 == len(s) || !isWordByte(s[end+1])) {
			continue
		}
		if !numberish(toks, i) && months[t.text] == 0 && !dateWords[t.text] && t.text != "|" {
			return false
		}
	}
	return true
}

// clockAfter is what makes a number a time of day: "3:45", "2 in the morning", "6 pm",
// "nine o'clock".
var clockAfter = regexp.MustCompile(`^(?::\d\d|\s*(?:a\.?m\b|p\.?m\b|o ?clock|oclock|in the (?:morning|afternoon|evening)|at night))`)

// dateShaped reports a numeral that could be some part of a date, or a whole date run
// together: a house number, a temperature or a phone number's digits are not.
func dateShaped(t tok, today Date) bool {
	if t.digits == "" {
		return true
	}
	switch n := len(t.digits); {
	case n <= 2:
		return true
	case n == 4 && !t.ordinal:
		y := atoi(t.digits)
		return y >= today.Year-maxAge && y <= today.Year || runTogetherDate(t.digits)
	case n >= 6 && n <= 8:
		return runTogetherDate(t.digits)
	}
	return false
}

// runTogetherDate reports digits that split into a month, a day and a year, or a month and
// day: "12251970", "0312".
func runTogetherDate(d string) bool {
	switch len(d) {
	case 4:
		m, dd := atoi(d[:2]), atoi(d[2:])
		return d[0] == '0' && m >= 1 && m <= 12 && dd >= 1 && dd <= 31
	case 6, 8:
		return true
	}
	return false
}

// dateParts lists the parts of the words that may bear a date, in order.
func dateParts(said, lower string, toks []tok, stated []statedAge, order Order, doubt bool, today Date) []accountPart {
	var parts []accountPart
	nd, _, _ := numericDates(lower, order, doubt)
	for _, c := range nd {
		if k := slices.IndexFunc(parts, func(p accountPart) bool { return p.from == c.at }); k >= 0 {
			parts[k].numeric = append(parts[k].numeric, c)
			continue
		}
		end := c.at
		for end < len(lower) && (lower[end] >= '0' && lower[end] <= '9' || isSep(lower[end])) {
			end++
		}
		parts = append(parts, accountPart{from: c.at, to: end, idx: -1, numeric: []candidate{c}, text: lower[c.at:end]})
	}
	bearing := func(i int) bool {
		t := toks[i]
		if inAge(stated, i) || !numberish(toks, i) || pronounOne(toks, i) || !dateShaped(t, today) {
			return false
		}
		if t.digits != "" && clockAfter.MatchString(lower[t.at+len(t.text):]) {
			return false
		}
		if t.digits != "" && i > 0 && toks[i-1].digits != "" && strings.HasSuffix(strings.TrimRight(lower[:t.at], " "), ":") {
			return false // the minutes of "3:45"
		}
		return true
	}
	for i := 0; i < len(toks); {
		t := toks[i]
		if pieceWords[t.text] {
			parts = append(parts, accountPart{from: t.at, to: t.at + len(t.text), toks: toks[i : i+1], idx: i, text: t.text, fragment: true})
			i++
			continue
		}
		if m := months[t.text]; m > 0 {
			parts = append(parts, accountPart{from: t.at, to: t.at + len(t.text), toks: toks[i : i+1], idx: i, month: m, text: t.text})
			i++
			continue
		}
		if !bearing(i) || zeroWord(t.text) && i+1 < len(toks) && toks[i+1].digits == "" && !isUnit(toks[i+1].text) {
			i++
			continue
		}
		j := i + 1
		for j < len(toks) && bearing(j) && !toks[j].stop {
			j++
		}
		last := toks[j-1]
		parts = append(parts, accountPart{from: t.at, to: last.at + len(last.text), toks: toks[i:j], idx: i, text: lower[t.at : last.at+len(last.text)],
			named:   j-i == 1 && t.digits != "" && !containsWord(said, t.text),
			monthly: j-i == 1 && ordinalEnd(toks[i:j]) && next(toks, i) == "month" && !toks[i+1].pause})
		i = j
	}
	slices.SortFunc(parts, func(a, b accountPart) int { return a.from - b.from })
	return parts
}

// partOf reports a part the date read accounts for: a month name of its month, a numeric
// date that reads as it, or numbers that split wholly into its day, month, year, the year's
// century, or the caller's age on it, once restarts are dropped.
func partOf(p accountPart, dt Date, today Date, monthNamed bool) bool {
	switch {
	case p.fragment:
		return false
	case p.monthly:
		return ordinalValue(p.toks[0].text) == int(dt.Month) || p.toks[0].digits != "" && atoi(p.toks[0].digits) == int(dt.Month)
	case p.month > 0:
		return p.month == int(dt.Month)
	case len(p.numeric) > 0:
		for _, c := range p.numeric {
			if c.year == 0 && c.month == int(dt.Month) && c.day == dt.Day {
				return true
			}
			if place(c, today) == dt {
				return true
			}
		}
		return false
	}
	if splitsInto(p.toks, dt, today, monthNamed) {
		return true
	}
	if r, ok := restarted(p.toks); ok && splitsInto(r, dt, today, monthNamed) {
		return true
	}
	return false
}

// splitsInto reports toks that split wholly into parts of dt, each part of it at most once
// ("five five five" is no day said three times: it is a phone number's). When the month was
// said by name, a number alone that is only the month's number ("september fourth nineteen
// seventy-n- n- nine") is no restatement of it: it is some other number.
func splitsInto(toks []tok, dt Date, today Date, monthNamed bool) bool {
	if monthNamed && len(toks) == 1 && components(toks, dt, today)&^monthPart == 0 {
		return false
	}
	n := len(toks)
	// can[i] holds the sets of parts (bit masks) with which toks[:i] split.
	can := make([]map[int]bool, n+1)
	can[0] = map[int]bool{0: true}
	for i := 0; i < n; i++ {
		for used := range can[i] {
			for j := i + 1; j <= n && j <= i+8; j++ {
				for _, kind := range [...]int{dayPart, monthPart, yearPart, centuryPart, agePart, runPart} {
					if used&kind == 0 && components(toks[i:j], dt, today)&kind != 0 {
						if can[j] == nil {
							can[j] = map[int]bool{}
						}
						can[j][used|kind] = true
					}
				}
			}
		}
	}
	return len(can[n]) > 0
}

// The parts of a date a run of words may be, as bits.
const (
	dayPart = 1 << iota
	monthPart
	yearPart
	centuryPart // the year's century said apart ("nineteen... sixty-eight")
	agePart     // the caller's age on the date
	runPart     // digits run together ("0312", "12251970")
)

// components reports which parts of dt seg may be: its day, its month's number, its year
// whole, in two digits or in digits run together, its century, or the caller's age on it.
func components(seg []tok, dt Date, today Date) int {
	if len(seg) == 1 && (seg[0].text == "and" || seg[0].text == "hundred" || seg[0].text == "thousand") {
		return 0
	}
	k := 0
	if slices.Contains(dayReadings(seg), dt.Day) {
		k |= dayPart
	}
	if slices.Contains(monthReadings(seg), int(dt.Month)) {
		k |= monthPart
	}
	if len(seg) == 1 && seg[0].digits != "" && len(seg[0].digits) > 2 && digitsOfDate(seg[0].digits, dt) {
		k |= runPart
	}
	for _, y := range append(yearReadings(seg), spanYears(seg)...) {
		if y.twoDigit && y.year == dt.Year%100 || !y.twoDigit && y.year == dt.Year {
			k |= yearPart
		}
	}
	if len(seg) == 1 {
		if v, ok := upTo99(seg); ok && v == dt.Year/100 {
			k |= centuryPart
		}
		if seg[0].digits != "" && !seg[0].ordinal && atoi(seg[0].digits) == dt.Year/100 {
			k |= centuryPart
		}
	}
	// The caller's age on the date, or at the next birthday ("sixty-six next month").
	if n, ok := ageValue(seg); ok && !ordinalEnd(seg) {
		if a := ageOn(dt, today); n == a || n == a+1 {
			k |= agePart
		}
	}
	return k
}

// digitsOfDate reports digits run together that split wholly into dt's month, day and year.
func digitsOfDate(d string, dt Date) bool {
	ok := map[string]bool{
		pad(int(dt.Month)): true, pad(dt.Day): true, itoa(dt.Year): true, pad(dt.Year % 100): true,
	}
	n := len(d)
	can := make([]bool, n+1)
	can[0] = true
	for i := 0; i < n; i++ {
		if !can[i] {
			continue
		}
		for j := i + 1; j <= n && j <= i+4; j++ {
			if ok[d[i:j]] {
				can[j] = true
			}
		}
	}
	return can[n]
}

// explained reports why a part the reading left out is no part of the date, or "".
func explained(p accountPart, parts []accountPart, ok []bool, lower string, toks []tok, own owners, ol string) string {
	// Taken back: a correction follows it, and a part of the date read follows that.
	for _, m := range append(correction.FindAllStringIndex(lower, -1), butIts.FindAllStringIndex(lower, -1)...) {
		if m[0] < p.to {
			continue
		}
		for k, q := range parts {
			if ok[k] && q.from >= m[1] {
				return "corrected"
			}
		}
	}
	if p.named {
		return "a day named" // a holiday the reader knows by name: "a Christmas baby"
	}
	if p.idx >= 0 {
		if restartOf(p, toks) {
			return "restarted"
		}
		if notSaid(p, toks) || slices.ContainsFunc(parts, func(q accountPart) bool { return q.idx >= 0 && notSaid(q, toks) && sameValues(q.toks, p.toks) }) {
			return "negated"
		}
		if aSecond(p.toks, toks) {
			return "a second"
		}
		if counted(toks, p.idx+len(p.toks)-1) || ordinalOfOther(toks, p.idx+len(p.toks)-1) || p.idx >= 2 && toks[p.idx-1].text == "of" && ordinalOfOther(toks, p.idx-2) {
			return "counted"
		}
		if address(toks, p.idx, p.idx+len(p.toks)) {
			return "an address"
		}
	}
	if own.othersSaid(ol, p.from, false) {
		return "another's"
	}
	for _, m := range noSuchDay.FindAllStringIndex(lower, -1) {
		if p.from >= m[0] && p.to <= m[1] {
			return "no such day" // "June hasn't got a 31st"
		}
	}
	return ""
}

// butIts takes back what was said before it, as a correction does: "I always thought it was
// the 19th, but it's July 9th", "they think it's the 3rd, it's the 30th" (the caller putting
// right what others think, dob_AF's class).
var butIts = regexp.MustCompile(`(?:\bbut|[,.;!?])\s*(?:it s|its|it is|it was|actually)\b`)

// ordinalOfOther reports an ordinal at toks[i] that counts something other than days: a word
// that is no part of a date right after it ("the second child", "for the third time", "the
// 5th floor"), or "of" and a number ("the third of five kids").
func ordinalOfOther(toks []tok, i int) bool {
	if !ordinalEnd(toks[i:i+1]) || i+1 >= len(toks) || toks[i+1].pause {
		return false
	}
	w := toks[i+1].text
	if w == "of" {
		return i+2 < len(toks) && !toks[i+2].pause && numberish(toks, i+2) && !ordinalEnd(toks[i+2:i+3])
	}
	return !numberish(toks, i+1) && months[w] == 0 && !dateWords[w] && !fieldLabels[w] && w != "|"
}

// restartOf reports a one-word part said and then said again longer, right after, past "the",
// "of" and month names: a day cut short ("the seventh, uh, the seventeenth", "october fourth.
// october fourteenth"). A piece of a number word (fragment) is never a day cut short.
func restartOf(p accountPart, toks []tok) bool {
	if len(p.toks) != 1 {
		return false
	}
	w := p.toks[0].text
	stem := strings.TrimSuffix(strings.TrimSuffix(w, "th"), "h")
	if p.fragment || len(stem) < 3 || p.toks[0].digits != "" {
		return false
	}
	for j := p.idx + 1; j < len(toks); j++ {
		n := toks[j].text
		if n == "the" || n == "of" || months[n] > 0 || n == w {
			continue
		}
		return len(n) > len(stem) && strings.HasPrefix(n, stem)
	}
	return false
}

// notSaid reports a part the caller said "not" to, with any words of its date between:
// "not January twelfth", "not the 29th", "not Christmas".
func notSaid(p accountPart, toks []tok) bool {
	k := p.idx - 1
	for k >= 0 && (toks[k].text == "the" || toks[k].text == "of" || months[toks[k].text] > 0 || numberish(toks, k)) {
		k--
	}
	return k >= 0 && toks[k].text == "not"
}

// sameValues reports two runs of words that say the same numbers ("twenty-ninth",
// "twenty ninth").
func sameValues(a, b []tok) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if wordValue(a[i]) != wordValue(b[i]) {
			return false
		}
	}
	return true
}

// streetWords name a road; placeWords come before a number that is a place's.
var (
	streetWords = map[string]bool{"street": true, "st": true, "lane": true, "ln": true, "road": true, "rd": true, "avenue": true, "ave": true, "drive": true, "dr": true, "boulevard": true, "blvd": true, "court": true, "ct": true, "way": true, "place": true, "circle": true, "terrace": true, "highway": true, "parkway": true, "main": true}
	placeWords  = map[string]bool{"route": true, "highway": true, "apartment": true, "apt": true, "suite": true, "unit": true, "room": true, "exit": true, "interstate": true, "floor": true, "gate": true, "bus": true}
)

// address reports numbers toks[from:to] that are a place's: a street within two words after
// ("1962 Orchard Lane", "Fifth and Main") or a route, an apartment before ("Route 9").
func address(toks []tok, from, to int) bool {
	if from > 0 && placeWords[toks[from-1].text] {
		return true
	}
	for k := to; k < len(toks) && k < to+3; k++ {
		if streetWords[toks[k].text] {
			return true
		}
	}
	return false
}
