// Package dob turns the words a caller said (as transcribed by
// speech-to-text) into an exact date of birth used as a lookup key.
//
// A wrong date finds the wrong person, so the parser reads only forms it
// can read unambiguously and refuses everything else with an *Error the
// agent can act on (usually by asking again and reading back what it
// heard). It never picks between two readings: two dates in one utterance,
// a span of number words that splits into day and year in two ways, a
// future date, an impossible date, a date that makes the caller younger
// than 18 or older than 120, a date that disagrees with an age the caller
// gave, somebody else's date, and a correction that changes only part of
// a date are all refusals.
//
// Accepted forms, with any filler around them:
//   - month names and abbreviations with a day before or after:
//     "March 4th 1990", "4 March 1990", "the fourth of March nineteen
//     ninety", "march fourth ninety";
//   - days as numerals ("4", "04"), ordinal numerals ("4th", "21st"),
//     or words ("four", "fourth", "twenty first", "thirty-first");
//   - years as numerals ("1990", "90", "'90") or words ("nineteen
//     ninety", "nineteen eighty five", "nineteen oh five", "nineteen
//     hundred and five", "two thousand five", "two thousand and five",
//     "twenty oh five", "twenty twenty", "oh five", "ninety");
//   - numeric dates "03/04/1990", "3-4-90", "3.4.1990" read in the
//     Parser's Order, and ISO "1990-03-04" (a four-digit first field is
//     always year-month-day); under MDY a first field that can be no month
//     but is a day ("23/11/1985") is read day first, its only reading;
//   - months as a transcriber writes their sound ("Julie ninth", "a gust"),
//     spelled ("J U L Y") or run together ("june21st1979"), as a second
//     reading held to the first.
//
// Two-digit years are placed in the most recent century that makes the
// caller at least 18, relative to Parser.Now ("oh five" is 2005, "ten"
// is 1910 and so refused).
package dob

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	speech "claimsline/internal/spoken"
)

// Order says how a purely numeric date such as 03/04/1990 is read. It is
// configuration, not inference: numeric dates are never guessed from
// their values, because 03/04 is a valid date in both common orders.
type Order int

const (
	// MDY reads 03/04/1990 as March 4 (the US convention, and the zero
	// value so an unconfigured Parser behaves like a US line).
	MDY Order = iota
	// DMY reads 03/04/1990 as 3 April.
	DMY
	// YMD reads 90/03/04 as 1990-03-04.
	YMD
)

// String names the order, for logs and test output.
func (o Order) String() string {
	switch o {
	case MDY:
		return "MDY"
	case DMY:
		return "DMY"
	case YMD:
		return "YMD"
	}
	return "Order(" + strconv.Itoa(int(o)) + ")"
}

// Parser reads dates of birth. The zero value is ready to use: MDY order
// and the real clock.
type Parser struct {
	// Order is how purely numeric dates are read; ISO dates with a
	// four-digit year first are always year-month-day.
	Order Order
	// Now returns the current time; nil means time.Now. It is used to
	// refuse future dates and to place two-digit years, and is injectable
	// so tests are stable.
	Now func() time.Time
}

// Date is a calendar date with no time zone: a birth date is the same day
// wherever the caller is, so carrying a time.Time would invite off-by-one
// bugs from zone conversion.
type Date struct {
	Year  int
	Month time.Month
	Day   int
}

// String formats the date as ISO 8601 ("1990-03-04"), the form used as a
// lookup key.
func (d Date) String() string {
	return fmt.Sprintf("%04d-%02d-%02d", d.Year, int(d.Month), d.Day)
}

// Spoken is how the agent reads the date back ("March 4, 1990"): the month
// by name so the caller cannot confuse day and month order.
func (d Date) Spoken() string {
	if d.Month < time.January || d.Month > time.December {
		return d.String()
	}
	return fmt.Sprintf("%s %d, %d", d.Month, d.Day, d.Year)
}

// Error is a refusal: the words were not a date we can read
// unambiguously. Heard is the caller's words as we heard them, cleaned for
// reading back ("I heard ..., is that right?"); it never contains anything
// from a database, so it is safe to say aloud. Reason is a short English
// explanation for logs and for the agent.
type Error struct {
	Heard  string
	Reason string
	// twoWays marks words that read as more than one date: they said a date, so a second
	// reading of them (digits for words that sound like digits) cannot stand in for it.
	twoWays bool
	// noLeap marks February 29 read in a year with none: "the last day of February" is then
	// the 28th (lastDayOf).
	noLeap bool
}

// Error reports the reason and what was heard.
func (e *Error) Error() string {
	return fmt.Sprintf("dob: %s (heard %q)", e.Reason, e.Heard)
}

// maxInputBytes bounds the work done on one utterance; a date of birth is
// short and a very long utterance is not one to trust.
const maxInputBytes = 1000

// maxHeard is how much of the utterance is read back in a refusal.
const maxHeard = 80

// maxAge and minAge bound the age of a caller who can hold a policy and verify: a date
// outside them is a slip (a child's date, a wrong century) and is refused, never looked up.
// maxAge is the longest human life on record, not a typical one: a centenarian
// policyholder must still be able to verify, and no corpus item needs a lower bound.
// A two-digit year is held to maxShortAge: "'15" placed in 1915 is far likelier a slip for
// 2015 than a caller of 111, so it is refused rather than looked up.
const (
	maxAge      = 120
	maxShortAge = 100
	minAge      = 18
)

// candidate is one date reading found in the words, before validation.
type candidate struct {
	year, month, day int
	twoDigitYear     bool // year is 0..99 and must be placed in a century
	// at is where in the words the date was said, so a correction's last date wins.
	at int
	// alt marks one of two readings of a numeric date whose order is in doubt.
	alt bool
	// completed marks a month and day said without a year that took the one year heard:
	// in a birthday shared with someone named, the month and day are the caller's too.
	completed bool
	// numeric marks a date read from numbers alone with its month and day said before the
	// year ("9/10/67", "nine ten sixty-seven"): their order, not a month word, placed them.
	// A year said first ("1967-10-09") fixes the order and is not marked.
	numeric bool
}

// Parse reads a date of birth from the caller's words. It returns an
// *Error when the words hold no date, more than one date, somebody else's
// date, or a date that is impossible, in the future, or that makes the
// caller younger than 18 or older than 120.
func (p Parser) Parse(words string) (Date, error) {
	d, err := p.whole(words)
	if err == nil {
		return d, nil
	}
	if last, ok := p.lastWhole(words, p.todayOf()); ok {
		// A whole date said last, after talk the caller set aside (lastword.go).
		return last, nil
	}
	return d, err
}

// whole is Parse without the caller's last word: all the words are read as one.
func (p Parser) whole(words string) (Date, error) {
	words = speech.Rejoin(undictated(words)) // a number word or month the transcriber split in two
	lower := apostrophes.Replace(strings.ToLower(words))
	if unheard(lower) {
		// The transcript marks words it could not hear beside the date (unheard.go).
		return Date{}, &Error{Heard: clean(words), Reason: "the transcript marks words that could not be heard beside the date"}
	}
	named := historyDates(lower)
	if len(named) == 0 {
		return p.read(words)
	}
	// A day named by history only glosses the date said: the date is read from the words
	// without it, and the day named must be that date.
	d, err := p.read(unhistoried(lower))
	if err != nil {
		var e *Error
		if errors.As(err, &e) {
			e.Heard = clean(words)
		}
		return d, err
	}
	for _, h := range named {
		if h != d {
			return Date{}, &Error{Heard: clean(words), Reason: fmt.Sprintf("%s is not the day the caller named, %s", d.Spoken(), h.Spoken())}
		}
	}
	return d, nil
}

// read is Parse without the check that a day named by history glosses a date said.
func (p Parser) read(words string) (Date, error) {
	if w, ok := lastDayOf(words, 29); ok {
		// "the last day of February, 1980": the 29th in a leap year, else the 28th.
		d, err := p.read(w)
		var e *Error
		if errors.As(err, &e) && e.noLeap {
			w, _ = lastDayOf(words, 28)
			d, err = p.read(w)
		}
		if errors.As(err, &e) {
			e.Heard = clean(words) // the caller's words, not ours
		}
		return d, err
	}
	d, err := p.parse(words)
	// Months and ordinals written by their sound first: a digit's sound-alike may stand beside
	// the month they give ("febuary tree").
	again, sounded, soundBound := soundMonths(strings.ToLower(words))
	again, ok, bound := homophones(again)
	if ok {
		// A run of them ("won won nineteen fifty"): each one rewritten makes its neighbour a
		// sound beside a number.
		if a2, more, b2 := homophones(again); more {
			again, bound = a2, bound && b2
		}
	}
	if sounded {
		bound = soundBound && (bound || !ok)
		ok = true
	}
	if !ok {
		return d, err
	}
	// A word that sounds like a digit stands among number words ("for twenty ate nineteen
	// ninety"): read again with the digits. Words that read as nothing take the second
	// reading; words that read as a date must read as the same date both ways ("for eleven
	// nineteen seventy ate" is November 19, 1970 without the digits and April 11, 1978 with
	// them), or which was said is a guess.
	// A digit bound to its number ("nineteen eighty-ate", "twenty for of march") is what was
	// said: its reading stands over the first, which dropped it or read the rest two ways.
	d2, err2 := p.parse(again)
	var e *Error
	switch {
	case err2 == nil && bound:
		return d2, nil
	case err != nil && err2 == nil && !(errors.As(err, &e) && e.twoWays):
		return d2, nil
	case err != nil && err2 == nil:
		return Date{}, &Error{Heard: clean(words), Reason: "a word that sounds like a digit changes the date"}
	case err == nil && (err2 != nil || d2 != d):
		return Date{}, &Error{Heard: clean(words), Reason: "a word that sounds like a digit changes the date"}
	}
	return d, err
}

func (p Parser) parse(words string) (Date, error) {
	heard := clean(words)
	refuse := func(format string, args ...any) (Date, error) {
		return Date{}, &Error{Heard: heard, Reason: fmt.Sprintf(format, args...)}
	}
	twoWays := func(reason string) (Date, error) {
		return Date{}, &Error{Heard: heard, Reason: reason, twoWays: true}
	}
	if p.Order < MDY || p.Order > YMD {
		return refuse("parser misconfigured: unknown numeric order %v", p.Order)
	}
	if len(words) > maxInputBytes {
		return refuse("utterance too long to read a date from")
	}
	nowFn := p.Now
	if nowFn == nil {
		nowFn = time.Now
	}
	y, m, d := nowFn().Date()
	today := Date{y, m, d}

	folded := fold(unhedgedClock(strings.ToLower(words)))
	if hedged(folded) {
		return refuse("the caller offered alternatives or doubt")
	}
	if notMine.MatchString(folded) {
		return refuse("the date said is not the caller's own")
	}
	lower := rewrite(strings.ToLower(words))
	if strings.Contains(lower, "-") && hangingTens(lower) {
		return refuse("a number was broken off by a stutter and not finished")
	}
	if lostPartWay(lower) {
		return refuse("the caller lost the date part-way through saying it")
	}
	if unjoinedPiece(lower) {
		return refuse("a number word was cut in two and its first half is not sure")
	}
	// Digits said to be a policy, claim, zip or other number are no date (othernumbers.go).
	lower, otherLabelled := otherNumbersOut(lower)
	if asked(lower) {
		return refuse("the caller asked whether the date is right")
	}
	if (strings.Contains(lower, "before") || strings.Contains(lower, "after")) && (relativeDays.MatchString(lower) || dayOffUnread(lower)) || strings.Contains(lower, crossesYear) {
		g, ok := weekGlossed(lower)
		if !ok {
			return refuse("a date given relative to another is not a date")
		}
		lower = g
	}
	order, doubt := p.Order, false
	switch {
	case dayFirst.MatchString(folded) || saysDayFirstWay(folded):
		order = DMY
	case yearMonthDay.MatchString(folded):
		order = YMD
	case dayFirstHint.MatchString(folded) && order == MDY:
		doubt = true
	}
	cands, rest, numNoYear := numericDates(lower, order, doubt)
	glossDay, rest := dayGlossed(rest)
	toks := tokenize(rest)
	stated := ages(toks)
	sc := spokenDates(toks)
	cands = append(cands, sc.cands...)
	if sc.ambiguous != "" {
		return twoWays(sc.ambiguous)
	}
	used := sc.used
	for _, a := range stated {
		used = append(used, [2]int{a.from, a.to})
	}
	if c, spans, ok, partial := labelled(toks); ok {
		if partial {
			sc.partial = append(sc.partial, c)
		} else {
			cands = append(cands, c)
		}
		used = append(used, spans...)
	}
	// Spans of bare numbers no month name claimed: a whole date ("nine sixteen
	// ninety-three") or, beside a month and day said without one, the year. A span that
	// reads as nothing is read again without its restarts ("seventy, seventy-three").
	var years, free []yearReading // free: said apart from any month name
	var counted [][]Date          // the dates of bare numbers whose digits' count is in doubt
	// unread are the numbers (and month names) said that no reading took: if one is said in
	// the run of the date, the date was read from the rest of the words and is a guess.
	unread := unreadMonths(toks, used)
	for _, span := range freeSpans(toks, used) {
		part := toks[span[0]:span[1]]
		bare, ys := bareOrders(part, today, order, doubt), spanYears(part)
		read := part
		if len(bare) == 0 && len(ys) == 0 {
			if r, ok := restarted(part); ok {
				bare, ys, read = bareOrders(r, today, order, doubt), spanYears(r), r
			} else if r, ok := runTogether(part, toks, today); ok {
				bare, read = bareOrders(r, today, order, doubt), r
			}
		}
		if twoWholeDates(part, today, order, doubt) {
			return twoWays("the numbers say two different whole dates")
		}
		if ds := repeatedDigitDoubt(read, today, order, doubt); ds != nil {
			// A digit said over and over: one repeat fewer is another date (stammer.go). The
			// numbers give no date; a date said elsewhere must be one of theirs.
			counted = append(counted, ds)
			continue
		}
		if g := glossedBare(bare, sc.partial); len(g) > 0 {
			// The month and day said in words pick the reading of the numbers.
			bare = g
		} else if order == YMD && len(bare) > 0 && len(sc.partial) > 0 {
			// Read in the order the caller named, the numbers disagree with the month and day
			// said in words ("sixty-four, twelve, three, that's year, month, day. March
			// twelfth"): which was meant is a guess.
			return twoWays("the numbers read in the order named disagree with the month and day said")
		} else if d := dayFirstRestated(read, today, order, sc); len(d) > 0 {
			bare = d
		} else if len(bare) > 0 && monthYearAlone(read, today) {
			return twoWays("the numbers could be a month, a day and a year, or a month and a year alone")
		}
		if len(bare) == 0 && len(ys) == 0 {
			unread = append(unread, unreadPieces(part)...)
		}
		if len(bare) > 0 && len(bare) <= 2 && (len(bare) == 1 || bare[0].alt) {
			for _, b := range bare {
				b.at = part[0].at
				cands = append(cands, b)
			}
			continue
		} else if len(bare) > 1 {
			return twoWays("the numbers could be read as more than one date")
		}
		if len(ys) == 0 || len(pieces(part)) > 1 && !slices.ContainsFunc(ys, func(y yearReading) bool { return possibleYear(y, part, today) }) {
			// Read as nothing whole: the years said in its pieces still count, so "nineteen
			// eighty... no, eighty three, 1983" cannot lose the correction. So too when the
			// whole reads only as a year no caller was born in: "two thousand, 9 May..." is
			// no 2009, and its 2000 is a year said.
			ys = pieceYears(part)
		}
		for _, y := range ys {
			if y.at == 0 {
				y.at = part[0].at
			}
			if possibleYear(y, part, today) {
				years = append(years, y)
				free = append(free, y)
			}
		}
		if len(bare) == 0 {
			// A number that could be a day, read as no possible year ("11, well, May
			// nineteen, eighty-eight", "1972, 22 Aug. 1st of Aug '72"): it is no year, so it
			// is a number the date left out.
			unread = append(unread, daysNotYears(part, today)...)
		}
	}
	if mayBeIssued(lower) {
		cands = slices.DeleteFunc(cands, func(c candidate) bool { return issuedDate(lower, c.at) })
	}
	for _, c := range cands {
		if !c.twoDigitYear && !c.alt {
			years = append(years, yearReading{year: c.year, at: c.at})
		}
	}
	// A month and day said apart from the one year heard take that year: every one of them,
	// so "the ninth of May, no, the eighth, May eighth, 1983" is two dates and the
	// correction decides, and two without a correction are refused. Beside a whole date a
	// month and day are read only when a correction may have replaced it ("May 8th 1983, no,
	// May 9th"); otherwise they are some other day ("the accident was March 2nd").
	// ol is lower less the slips the caller blamed on a relative ("no wait, I'm thinking of
	// my husband's. Mine is ..."): they neither own a date nor stand between a correction and
	// the year that replaces it.
	ol, _ := slipKinOut(lower, true)
	years = lastYears(years, ol)
	years = slices.DeleteFunc(years, func(y yearReading) bool { return notSaidBefore(lower, y.at) })
	// Whose each date is: the same words are asked again for the date finally read, so the
	// relatives and events they name are found once (their patterns are most of a Parse).
	own := ownersIn(ol)
	if ys := distinctYears(years, today); len(ys) == 1 && (!complete(cands) || correction.MatchString(folded)) {
		full := place(candidate{year: ys[0].year, month: 1, day: 1, twoDigitYear: ys[0].twoDigit}, today).Year
		for _, pt := range sc.partial {
			if own.theirYear(ol, years, full, pt.at, today) {
				// The only year heard is someone else's ("same birthday as my wife, March
				// 2nd, hers is 1970"): the caller's own month and day have no year, and
				// another date said beside them may be the one disowned.
				if !own.others(ol, pt.at) {
					return refuse("the only year heard is someone else's")
				}
				continue
			}
			cands = append(cands, candidate{year: ys[0].year, month: pt.month, day: pt.day, twoDigitYear: ys[0].twoDigit, at: pt.at, completed: true})
		}
	} else if len(ys) == 0 && !complete(cands) {
		// No year at all, but the caller's own age: the year follows exactly from it and today.
		if a, ok := ownAge(stated); ok {
			for _, pt := range sc.partial {
				cands = append(cands, yearFromAge(pt, a, today))
			}
		} else if a, ok := birthdayAge(stated); ok {
			// "I turned forty on June the eleventh", "I'll be twenty on January 17th".
			for _, pt := range sc.partial {
				cands = append(cands, yearFromBirthday(pt, a, today))
			}
		}
	}
	if strings.Contains(lower, "not") {
		cands = slices.DeleteFunc(cands, func(c candidate) bool { return dateNegated(lower, c.at) })
	}
	cands = disowned(cands, sc.partial, lower)
	cands = ownOnly(cands, ol, own)
	cands = append(cands, yearsCorrected(cands, free, lower, today)...)
	cands, err := settleOrder(cands, sc.partial, glossDay)
	if err != "" {
		return refuse("%s", err)
	}
	var dates []Date
	var saidAt []int             // where each date was last said
	shortYear := map[Date]bool{} // dates whose year was said in two digits
	completed := map[Date]bool{} // dates read from a month and day that took the one year heard
	var last Date
	var lastC candidate // the reading said last, which gave last
	lastAt := -1
	for _, c := range cands {
		dt := place(c, today)
		if c.twoDigitYear {
			shortYear[dt] = true
		}
		if c.completed {
			completed[dt] = true
		}
		if c.at > lastAt {
			last, lastAt, lastC = dt, c.at, c
		}
		k := slices.Index(dates, dt)
		if k < 0 {
			dates, saidAt = append(dates, dt), append(saidAt, c.at)
		} else if c.at > saidAt[k] {
			saidAt[k] = c.at
		}
	}
	if len(dates) > 1 && correction.MatchString(folded) && !sources.MatchString(agentSaid.ReplaceAllString(folded, " ")) && !repeatAsked.MatchString(folded) {
		// "March 3rd, wait, no, March 13th": the last date said wins.
		dates, saidAt = []Date{last}, []int{lastAt}
	}
	switch {
	case len(dates) > 1:
		return twoWays("more than one date heard")
	case len(dates) == 0 && (numNoYear || sc.noYear):
		return refuse("no year heard")
	case len(dates) == 0 && sc.noDay:
		return refuse("no day heard")
	case len(dates) == 0:
		return refuse("no date heard")
	}
	dt := dates[0]
	if place(lastC, today) == dt && numbersForWords(lastC, lower, cands, sc.partial) {
		return twoWays("a date said with its month named was corrected to numbers that could be the month and day either way round")
	}
	if !exists(dt) {
		return Date{}, &Error{Heard: heard, Reason: fmt.Sprintf("%s is not a real date", describe(dt)), noLeap: dt.Month == time.February && dt.Day == 29}
	}
	if after(dt, today) {
		return refuse("%s is in the future", dt.Spoken())
	}
	limit := maxAge
	if shortYear[dt] {
		limit = maxShortAge
	}
	if oldest := (Date{today.Year - limit, today.Month, today.Day}); after(oldest, dt) {
		return refuse("%s is more than %d years ago", dt.Spoken(), limit)
	}
	if ageOn(dt, today) < minAge {
		return refuse("%s makes the caller younger than %d", dt.Spoken(), minAge)
	}
	if youngShortYear(dt, shortYear[dt], lower) {
		return refuse("%s, a year said in two digits, makes a young caller of one who speaks of a long life", dt.Spoken())
	}
	for _, a := range stated {
		now := ageOn(dt, today)
		if a.other {
			continue
		}
		if a.rough {
			if now < a.years || now > a.years+9 {
				return refuse("%s does not agree with the age said, %d-something", dt.Spoken(), a.years)
			}
			continue
		}
		if leapAge(dt, today) == a.years {
			continue // "a leap day baby, so technically I'm thirteen": birthdays counted
		}
		if !a.turned && a.years != now || a.turned && (a.years > now || a.years < now-1) {
			return refuse("%s does not agree with the age said, %d", dt.Spoken(), a.years)
		}
	}
	if glossDay != 0 && dt.Day != glossDay {
		return refuse("%s does not agree with the day the caller named, %d", dt.Spoken(), glossDay)
	}
	if bornOther(dt, years, lower, today) {
		return refuse("the caller said they were born in another year than %s", dt.Spoken())
	}
	if beside(dt, saidAt[0], lower, free, sc.partial, today) {
		return refuse("another year or day was said right beside %s", dt.Spoken())
	}
	if slices.ContainsFunc(counted, func(ds []Date) bool { return !slices.Contains(ds, dt) }) {
		return refuse("a digit said over and over reads as another date than %s", dt.Spoken())
	}
	if dropped(unread, toks, lower, saidAt[0], dt) {
		return refuse("a number said with the date could not be placed in it")
	}
	if partCorrected(lower, toks, saidAt[0], stated) {
		return refuse("a correction after the date changed part of it")
	}
	if ownDayElse(lower, saidAt[0], dt) {
		return refuse("the caller named another day as their own after %s", dt.Spoken())
	}
	if own.othersSaid(ol, saidAt[0], completed[dt]) {
		return refuse("the date said is somebody else's")
	}
	if onBehalf(ol, saidAt[0]) && !ownedAfter(lower, saidAt[0]) {
		return refuse("the caller is speaking for someone else, and the date is theirs")
	}
	if relayed(lower, saidAt[0]) && !ownedAfter(lower, saidAt[0]) {
		return refuse("the date was passed on by someone else in the room")
	}
	if disputed(lower, dt) {
		return refuse("someone or something the caller names holds a different date")
	}
	if doubtedAfter(lower, saidAt[0]) {
		return refuse("the caller doubted or broke off after %s", dt.Spoken())
	}
	if teenYear(lower, dt, today) {
		return refuse("%s was said with a teen word that sounds like a tens word", dt.Spoken())
	}
	if otherLabelled && !birthFramed(lower) {
		return refuse("another kind of number was said, and no date was framed as the birth date")
	}
	if left := unaccounted(strings.ToLower(words), lower, toks, stated, dt, saidAt[0], order, doubt, today, own, ol); len(left) > 0 {
		// Words that bear a date are left over (account.go): the date was read from the
		// rest of what the caller said. They said more than one date's worth, so no second
		// reading of the words stands in for it (twoWays).
		return twoWays(fmt.Sprintf("%q was said and is no part of %s", left[0], dt.Spoken()))
	}
	return dt, nil
}

// numbersForWords reports the date c read from numbers alone, both of its first two numbers
// a month (1 to 12) and not the same, said after a correction that follows a date said with
// a month word: "October 9th 1966, no, 9 10 67". The caller who named the month may have
// corrected only the year and said the day first (9 October 1967) or given a new date month
// first (10 September 1967); the order the reader would take is a guess between them, so
// the date is asked again. Numbers that fit one order only ("10 19 67"), the same number
// twice ("5 5 67"), a correction in words and numbers said with no worded date before them
// read as before.
// The dates said with a month word are the readings in cands not read from numbers and the
// month and day said without a year (partial: "October 9th, no, 9 10 67" is as much in doubt).
func numbersForWords(c candidate, lower string, cands, partial []candidate) bool {
	if !c.numeric || c.month < 1 || c.month > 12 || c.day < 1 || c.day > 12 || c.month == c.day {
		return false
	}
	for _, w := range append(slices.Clone(cands), partial...) {
		if !w.numeric && w.at < c.at && correction.MatchString(lower[w.at:c.at]) {
			return true
		}
	}
	return false
}

// notSaidBefore reports a "not" right before offset at: "January eighth, but nineteen
// fifty-five, not thirty-five" says the second year is not the one, and it is dropped
// ("January eighth, not thirty-five" has no year).
func notSaidBefore(lower string, at int) bool {
	before := strings.TrimRight(lower[:at], " ,")
	return strings.HasSuffix(before, " not") || before == "not"
}

// dateNegated reports a date said at at right after "not", past the words of its day ("not
// March 3 1970", "not the 3rd of March 1970"): the caller says it is not the date.
func dateNegated(lower string, at int) bool {
	ws := strings.Fields(lower[:at])
	k := len(ws) - 1
	for k >= 0 && k >= len(ws)-4 {
		w := ws[k]
		if strings.ContainsAny(w, ",.;:!?") {
			return false // a pause: "no not 14, 3/4/82" negates the 14, not the date
		}
		toks := tokenize(w)
		if w != "the" && w != "of" && (len(toks) != 1 || !numberish(toks, 0)) {
			break
		}
		k--
	}
	return k >= 0 && ws[k] == "not"
}

// place turns a candidate into a Date, putting a two-digit year in the
// latest century that makes the caller an adult ("ninety" is 1990, "oh
// five" 2005, "twelve" 1912, which is then refused as too old). Comparing field by field (not via time.Date) keeps an
// impossible day from being normalised into a different, real date.
func place(c candidate, today Date) Date {
	dt := Date{c.year, time.Month(c.month), c.day}
	if c.twoDigitYear {
		century := today.Year / 100 * 100
		dt.Year = century + c.year
		if after(dt, Date{today.Year - minAge, today.Month, today.Day}) {
			dt.Year -= 100
		}
	}
	return dt
}

// after reports whether a is a later calendar day than b.
func after(a, b Date) bool {
	if a.Year != b.Year {
		return a.Year > b.Year
	}
	if a.Month != b.Month {
		return a.Month > b.Month
	}
	return a.Day > b.Day
}

// exists reports whether d is on the calendar.
func exists(d Date) bool {
	if d.Year < 1 || d.Month < time.January || d.Month > time.December || d.Day < 1 {
		return false
	}
	// Day 0 of the next month is the last day of this one.
	last := time.Date(d.Year, d.Month+1, 0, 0, 0, 0, 0, time.UTC).Day()
	return d.Day <= last
}

// describe names a possibly impossible date without normalising it.
func describe(d Date) string {
	if d.Month >= time.January && d.Month <= time.December {
		return fmt.Sprintf("%s %d, %d", d.Month, d.Day, d.Year)
	}
	return fmt.Sprintf("month %d day %d year %d", int(d.Month), d.Day, d.Year)
}

// clean prepares the caller's words for reading back: lower-case, only
// letters, digits and plain punctuation, single spaces, and at most
// maxHeard characters cut at a word boundary.
func clean(words string) string {
	var b strings.Builder
	for _, c := range strings.ToLower(words) {
		switch {
		case unicode.IsLetter(c), unicode.IsDigit(c), strings.ContainsRune(",./-'", c):
			b.WriteRune(c)
		default:
			b.WriteRune(' ')
		}
	}
	s := strings.Join(strings.Fields(b.String()), " ")
	r := []rune(s)
	if len(r) <= maxHeard {
		return s
	}
	cut := string(r[:maxHeard])
	if i := strings.LastIndexByte(cut, ' '); i > 0 {
		cut = cut[:i]
	}
	return cut
}

// isSep reports whether c separates the fields of a numeric date.
func isSep(c byte) bool { return c == '/' || c == '-' || c == '.' }

// numericDates finds numeric dates such as 03/04/1990 in s (already
// lower-case). It returns their candidates, s with each one replaced by a
// break so the spoken parser does not see its numbers again, and whether
// a day/month without a year ("3/4") was seen.
func numericDates(s string, order Order, doubt bool) ([]candidate, string, bool) {
	var cands []candidate
	noYear := false
	out := []byte(s)
	for i := 0; i < len(s); {
		if s[i] < '0' || s[i] > '9' {
			i++
			continue
		}
		j := i
		for j < len(s) && (s[j] >= '0' && s[j] <= '9' || isSep(s[j])) {
			j++
		}
		chunk := strings.TrimRight(s[i:j], "/-.")
		// Only a chunk starting at a word boundary is a date: "x3/4/90" is
		// some code, not a birthday.
		if i > 0 && (isWordByte(s[i-1]) || isSep(s[i-1])) {
			i = j
			continue
		}
		if c, ok, year := numericDate(chunk, order); ok {
			c.at = i
			if alt, ok2, _ := numericDate(chunk, DMY); doubt && ok2 && (alt.month != c.month || alt.day != c.day) && exists(Date{1, time.Month(alt.month), alt.day}) && exists(Date{1, time.Month(c.month), c.day}) {
				// The caller may write the day first: both readings stand until something
				// said in words picks one.
				c.alt, alt.alt, alt.at = true, true, i
				cands = append(cands, alt)
			}
			cands = append(cands, c)
			for k := i; k < i+len(chunk); k++ {
				out[k] = '|'
			}
		} else if !year {
			noYear = true
			for k := i; k < i+len(chunk); k++ {
				out[k] = '|'
			}
		}
		i = j
	}
	return cands, string(out), noYear
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c >= 0x80
}

// wordAt returns the bounds of the first word of lower at or after i (start == end ==
// len(lower) when there is none). The cheap checks that decide whether a pattern is worth
// running walk the words with it, without splitting the string.
func wordAt(lower string, i int) (start, end int) {
	for i < len(lower) && !isWordByte(lower[i]) {
		i++
	}
	end = i
	for end < len(lower) && isWordByte(lower[end]) {
		end++
	}
	return i, end
}

// numericDate reads one chunk of digits and separators. ok is true for a
// date-shaped chunk; hasYear is false for a slash day/month with no year.
// Chunks of other shapes (phone numbers, decimals) are not dates at all,
// and are left for the spoken parser, which ignores bare numbers.
func numericDate(chunk string, order Order) (c candidate, ok, hasYear bool) {
	hasYear = true
	var sep byte
	for k := 0; k < len(chunk); k++ {
		if isSep(chunk[k]) {
			if sep != 0 && chunk[k] != sep {
				return c, false, true // mixed separators: not a date we read
			}
			sep = chunk[k]
		}
	}
	if sep == 0 {
		return c, false, true
	}
	parts := strings.Split(chunk, string(sep))
	for _, p := range parts {
		if p == "" || len(p) > 4 {
			return c, false, true
		}
	}
	if len(parts) == 2 && sep == '/' && len(parts[0]) <= 2 && len(parts[1]) <= 2 {
		return c, false, false
	}
	if len(parts) != 3 {
		return c, false, true
	}
	yi, mi, di := 2, 0, 1 // MDY
	switch {
	case len(parts[0]) == 4:
		// A four-digit first field can only be a year: ISO order.
		yi, mi, di = 0, 1, 2
	case order == DMY:
		yi, mi, di = 2, 1, 0
	case order == YMD:
		yi, mi, di = 0, 1, 2
	}
	if len(parts[yi]) != 2 && len(parts[yi]) != 4 || len(parts[mi]) > 2 || len(parts[di]) > 2 {
		return c, false, true
	}
	y, _ := strconv.Atoi(parts[yi])
	m, _ := strconv.Atoi(parts[mi])
	d, _ := strconv.Atoi(parts[di])
	if order == MDY && yi == 2 && m > 12 && m <= 31 && d >= 1 && d <= 12 {
		// "23/11/1985": no month 23, so the caller wrote the day first; it reads one way only.
		m, d = d, m
	}
	return candidate{year: y, month: m, day: d, twoDigitYear: len(parts[yi]) == 2, numeric: yi == 2}, true, true
}

// tok is one word or number from the utterance.
type tok struct {
	// at is the byte offset of the token in the words.
	at      int
	text    string
	digits  string // the digits of a numeral or ordinal numeral ("4th" -> "4")
	ordinal bool   // numeral with an ordinal suffix
	// stop is set when sentence punctuation (. ! ? ; :) came right before
	// the token. A span of numbers does not cross it, so "one second.
	// March 4th, 1990" does not read "one second" as the day.
	stop bool
	// pause is set when any punctuation (a comma, a period, an ellipsis) or a stop came right
	// before the token: where a caller may have restarted ("twenty... twenty-ninth").
	pause bool
}

// tokenize splits on anything that is not a letter or digit, so hyphens
// ("thirty-first"), apostrophes ("'90") and commas simply separate words.
// The '|' left by numericDates becomes a token that matches nothing and
// so breaks any span of numbers.
func tokenize(s string) []tok {
	var toks []tok
	cur := make([]rune, 0, 32) // a word fits: no allocation per token
	stop, pause := false, false
	start, pos := 0, 0
	flush := func() {
		if len(cur) == 0 {
			return
		}
		t := tok{text: string(cur), stop: stop, pause: pause, at: start}
		stop, pause = false, false
		if hesitation(t.text) {
			// "march fourteenth, uh, nineteen eighty five": a hesitation neither
			// breaks the date nor belongs to it; it is a pause, where a restart may follow.
			cur = cur[:0]
			pause = true
			return
		}
		n := 0
		for n < len(t.text) && t.text[n] >= '0' && t.text[n] <= '9' {
			n++
		}
		switch suf := t.text[n:]; {
		case n > 0 && suf == "":
			t.digits = t.text
		case n > 0 && (suf == "st" || suf == "nd" || suf == "rd" || suf == "th"):
			t.digits, t.ordinal = t.text[:n], true
		}
		toks = append(toks, t)
		cur = cur[:0]
	}
	for i, c := range s {
		pos = i
		switch {
		case c >= '0' && c <= '9', unicode.IsLetter(c):
			if len(cur) == 0 {
				start = pos
			}
			cur = append(cur, c)
		case c == '|':
			flush()
			start = pos
			cur = append(cur, c)
			flush()
		default:
			flush()
			// A period is not a stop: transcribers put one between every word of a
			// slowly said date ("July. 18th. 1942.").
			if strings.ContainsRune("!?;:", c) {
				stop = true
			}
			if strings.ContainsRune(",.!?;:…—–", c) {
				// A dash a transcriber writes for a broken-off word ("nineteen seventy—
				// nineteen seventy-one") is a pause too.
				pause = true
			}
		}
	}
	flush()
	return toks
}

// hesitations are sounds a transcriber writes down between the parts of a date. "eh" and
// "ehm" are how many second-language callers hesitate ("twenty-second of, eh, April"): left
// as a word, "eh" split the day from its month.
var hesitations = map[string]bool{"uh": true, "um": true, "uhm": true, "er": true, "erm": true, "hmm": true, "ah": true, "eh": true, "ehm": true}

// hesitation reports a hesitation sound, drawn out or not ("umm", "uhh", "errm", "hmmm"): a
// transcriber spells a long one with more letters, and an unknown spelling must not split
// "nineteen fifty, umm, three" into a year and a stray number.
func hesitation(w string) bool {
	if hesitations[w] {
		return true
	}
	if len(w) < 2 || len(w) > 8 {
		return false
	}
	var b [8]byte // on the stack: this runs on every word
	n := 0
	for i := 0; i < len(w); i++ {
		if i == 0 || w[i] != w[i-1] {
			b[n] = w[i]
			n++
		}
	}
	switch string(b[:n]) {
	case "m", "hm", "mhm":
		return true
	}
	return hesitations[string(b[:n])]
}

// months are the month words the date reader knows: the English ones (speech.MonthWords)
// and these.
var months = withEnglishMonths(map[string]int{
	// The month in the caller's first language ("the fifteen of agosto"): Spanish,
	// Portuguese, Italian, French and German names that are no English word.
	"enero": 1, "janeiro": 1, "gennaio": 1, "janvier": 1, "januar": 1,
	"febrero": 2, "fevereiro": 2, "febbraio": 2, "fevrier": 2, "février": 2, "februar": 2,
	"marzo": 3, "março": 3, "märz": 3, "abril": 4, "aprile": 4, "avril": 4,
	"mayo": 5, "maio": 5, "maggio": 5, "junio": 6, "junho": 6, "giugno": 6, "juin": 6,
	"julio": 7, "julho": 7, "luglio": 7, "juillet": 7, "agosto": 8, "août": 8, "aout": 8,
	"septiembre": 9, "setiembre": 9, "setembro": 9, "settembre": 9, "septembre": 9,
	"octubre": 10, "outubro": 10, "ottobre": 10, "octobre": 10, "oktober": 10,
	"noviembre": 11, "novembro": 11, "novembre": 11,
	"diciembre": 12, "dezembro": 12, "dicembre": 12, "décembre": 12, "decembre": 12, "dezember": 12,
	// Tagalog, Dutch, Polish (the name and the form a date uses, "15 listopada"), Russian
	// written in Latin letters, and Haitian Creole: again only names that are no English word
	// or name ("mart", "marta", "maya", "mei", "me", "out" are left out).
	"pebrero": 2, "marso": 3, "hunyo": 6, "hulyo": 7, "setyembre": 9, "oktubre": 10, "nobyembre": 11, "disyembre": 12,
	"januari": 1, "februari": 2, "maart": 3, // "augustus" is a sound-alike of August (sounds.go), a name too
	"styczen": 1, "styczeń": 1, "stycznia": 1, "lutego": 2, "marzec": 3, "marca": 3, "kwiecien": 4, "kwiecień": 4,
	"kwietnia": 4, "maja": 5, "czerwiec": 6, "czerwca": 6, "lipiec": 7, "lipca": 7, "sierpien": 8, "sierpień": 8,
	"sierpnia": 8, "wrzesien": 9, "wrzesień": 9, "wrzesnia": 9, "września": 9, "pazdziernik": 10, "październik": 10,
	"pazdziernika": 10, "października": 10, "listopad": 11, "listopada": 11, "grudzien": 12, "grudzień": 12, "grudnia": 12,
	"yanvar": 1, "yanvarya": 1, "fevral": 2, "fevralya": 2, "aprel": 4, "aprelya": 4, "iyun": 6, "iyunya": 6,
	"iyul": 7, "iyulya": 7, "avgust": 8, "avgusta": 8, "sentyabr": 9, "sentyabrya": 9, "oktyabr": 10, "oktyabrya": 10,
	"noyabr": 11, "noyabrya": 11, "dekabr": 12, "dekabrya": 12,
	"janvye": 1, "fevriye": 2, "jiyè": 7, "jiye": 7, "septanm": 9, "oktòb": 10, "oktob": 10, "novanm": 11, "desanm": 12,
})

// withEnglishMonths adds the English month words every reader shares to m.
func withEnglishMonths(m map[string]int) map[string]int {
	for w, mo := range speech.MonthWords() {
		m[w] = int(mo)
	}
	return m
}

// unitWord returns the value of "one" to "nine" (a day or a year has no spoken "zero" unit).
func unitWord(w string) (int, bool) {
	n, ok := speech.Unit(w)
	return n, ok && n > 0
}

// cardinal returns the value of a number word from "one" to "ninety".
func cardinal(w string) (int, bool) {
	if n, ok := unitWord(w); ok {
		return n, true
	}
	if n, ok := speech.Teen(w); ok {
		return n, true
	}
	return speech.Tens(w)
}

var unitOrdinals = map[string]int{
	"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
	"seventh": 7, "eighth": 8, "ninth": 9,
}

var teenOrdinals = map[string]int{
	"tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
	"fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
}

var tensOrdinals = map[string]int{"twentieth": 20, "thirtieth": 30}

// zeroWord reports a zero inside a spoken year ("nineteen oh five").
func zeroWord(w string) bool { return w == "zero" || speech.SaysZero(w) }

// ordinalWord reports a spelled-out ordinal: "first" to "ninth", "tenth" to "nineteenth",
// "twentieth", "thirtieth".
func ordinalWord(w string) bool {
	_, unit := unitOrdinals[w]
	_, teen := teenOrdinals[w]
	_, tens := tensOrdinals[w]
	return unit || teen || tens
}

// numberish reports whether toks[i] can be part of a spoken day or year,
// which is what delimits the span of words the day and year are read
// from. "and" only counts after hundred/thousand ("two thousand and
// five"), so "march 4 1990 and ..." still ends at 1990.
func numberish(toks []tok, i int) bool {
	t := toks[i]
	if t.digits != "" {
		return true
	}
	w := t.text
	if _, ok := cardinal(w); ok {
		return true
	}
	if w == "first" && i > 0 && orderFirst(toks, i) {
		// "I say the day first", "the day goes first": an order, not a number.
		return false
	}
	if ordinalWord(w) && !orderNamed(toks, i) {
		return true
	}
	if zeroWord(w) || w == "hundred" || w == "thousand" {
		return true
	}
	if w != "and" || i == 0 {
		return false
	}
	if p := toks[i-1].text; p == "hundred" || p == "thousand" {
		return true
	}
	// "nineteen and forty-one".
	_, tens := speech.Tens(next(toks, i))
	return tens && (toks[i-1].text == "nineteen" || toks[i-1].text == "twenty")
}

// orderFirst reports a "first" that orders the fields rather than numbers a day: it follows
// a word that is no number, month, "the" or "of" ("the day first", "it goes first"), and no
// "of" follows it ("born first of May").
//
// After a correction ("August 17th '80, scratch that, first", "no, first") it is the day put
// right: read as an order, the correction would be lost and the day first said read.
func orderFirst(toks []tok, i int) bool {
	p := toks[i-1].text
	if p == "the" || p == "of" || months[p] > 0 || next(toks, i) == "of" || correctedTo[p] {
		return false
	}
	return !numberish(toks, i-1)
}

// orderNamed reports an ordinal that places a field in the order the caller names, said
// right after "month" or "year" ("day first, month second, year last"): no number. After
// "day" it stays a day ("the month is March, day second").
func orderNamed(toks []tok, i int) bool {
	if i == 0 || toks[i].pause {
		return false
	}
	switch toks[i].text {
	case "second", "third", "last":
		return toks[i-1].text == "month" || toks[i-1].text == "year"
	}
	return false
}

// correctedTo are the last words of a correction, after which a "first" is a day.
var correctedTo = map[string]bool{"no": true, "sorry": true, "actually": true, "mean": true, "wait": true, "that": true, "rather": true, "oops": true}

// next is the text of the token after i, or "".
func next(toks []tok, i int) string {
	if i+1 < len(toks) {
		return toks[i+1].text
	}
	return ""
}

// maxSpan bounds a day-plus-year span ("twenty first nineteen hundred and
// ninety five" is 7 words); longer spans are not a date and are refused.
const maxSpan = 8

// spoken is what spokenDates found.
type spoken struct {
	cands []candidate
	// partial are a month and a day said without a year next to them; the year may be said
	// elsewhere ("nineteen eighty-two, january twenty-eighth").
	partial []candidate
	// used are the token spans [from, to) the month readings took.
	used      [][2]int
	noYear    bool   // a month and day with no year
	noDay     bool   // a month and year with no day
	ambiguous string // non-empty: a span read two ways; the reason
	// cutFrom pairs a partial's index with the index of its one-word day said right after the
	// month ("october fourth"), which the same month said again may show was cut short.
	cutFrom [][2]int
}

// dropCutShort drops the month and day said just before the month at toks[i] when it is the
// same month and its one-word day was cut short of the day at toks[a]: "October fourth.
// October fourteenth, 1990" is the fourteenth said twice, the first time broken off (compare
// cutShort). Only a pause lies between them.
func (s *spoken) dropCutShort(toks []tok, i, a int) bool {
	if len(s.cutFrom) == 0 || a >= len(toks) || !toks[i].pause {
		return false
	}
	last := s.cutFrom[len(s.cutFrom)-1]
	k, d := last[0], last[1]
	if k != len(s.partial)-1 || d+1 != i || s.partial[k].month != months[toks[i].text] {
		return false
	}
	if yearBeforeMonth(toks, d) {
		// "1951 Nov fourth. November fourteenth 1951": a year said before the first month
		// makes it a whole date of its own, year first, no day broken off.
		return false
	}
	p, n := toks[d].text, toks[a].text
	stem := strings.TrimSuffix(strings.TrimSuffix(p, "th"), "h")
	if len(stem) < 3 || toks[d].digits != "" || len(n) <= len(p) || !strings.HasPrefix(n, stem) {
		return false
	}
	s.partial = s.partial[:k]
	s.cutFrom = s.cutFrom[:len(s.cutFrom)-1]
	return true
}

// yearBeforeMonth reports a number said right before the month whose one-word day is at
// toks[d] (past "the" or "of"): a year said first ("1951 Nov fourth", "nineteen fifty,
// November the fourth").
func yearBeforeMonth(toks []tok, d int) bool {
	m := d - 1
	for m > 0 && (toks[m].text == "the" || toks[m].text == "of" || toks[m].text == "de") {
		m--
	}
	if _, ok := months[toks[m].text]; !ok || m == 0 {
		return false
	}
	return numberish(toks, m-1) && !toks[m].stop
}

// yearLostToRestart reports numbers before a month that read as a year and then a day as
// said, but no longer once a number was dropped from them as a restart, with no day and year
// after the month: "two, thousand three 2nd of March". The numbers were left to the bare
// reader, which takes the year's last word for the month ("two thousand | three | 2nd" as
// March 2, 2000): whether "two" was a restart or the start of the year is a guess, and the
// guess changes the year.
func yearLostToRestart(said, restarted, after []tok) bool {
	if len(restarted) == len(said) || readable(after) {
		return false
	}
	_, _, whole, _ := yearThenDay(said)
	_, _, still, _ := yearThenDay(restarted)
	return whole && !still
}

// spokenDates finds dates built around a month name.
func spokenDates(toks []tok) spoken {
	var out spoken
	// restarts are the month (index) and the words after it [from, to) that were read only
	// once a restart was dropped from them.
	var restarts [][3]int
	for i, t := range toks {
		month, ok := months[t.text]
		if !ok {
			continue
		}
		// The span after the month, past "the" ("march the fourth") and
		// "of"/"in" ("fourth of march of/in 1990").
		a := i + 1
		// "de" is the Spanish and Portuguese "of" ("15 de marzo de 1970").
		for a < len(toks) && (toks[a].text == "the" || toks[a].text == "of" || toks[a].text == "in" || toks[a].text == "de") {
			a++
		}
		aEnd := a
		for aEnd < len(toks) && numberish(toks, aEnd) && (aEnd == a || !toks[aEnd].stop) {
			aEnd++
		}
		after := toks[a:aEnd]
		// The span before the month, past "of" ("the fourth of march").
		b := i
		for b > 0 && (toks[b-1].text == "of" || toks[b-1].text == "de" || toks[b-1].text == "the" || toks[b-1].text == "month" || toks[b-1].text == "day" && toks[b].text == "of") {
			// "the first day of April": the day is said before "day of".
			b--
		}
		bStart := b
		for bStart > 0 && !toks[bStart].stop && numberish(toks, bStart-1) {
			bStart--
		}
		before := toks[bStart:b]
		if n := len(before); n > 0 && b == i && before[n-1].text == "oh" {
			// "Oh. June fifth, ...": an "oh" right before the month is said of nothing, no
			// zero of a day. Left in, it stood between the date and its restatement in numbers
			// ("... nineteen seventy. Six five seventy").
			before = before[:n-1]
		}

		if len(after) > maxSpan || len(before) > maxSpan {
			continue
		}
		if len(after) > 0 && out.dropCutShort(toks, i, a) {
			before, bStart = nil, b // the day before was the one broken off
		}
		// Read again without restarts what reads as nothing whole: "the twenty...
		// twenty-ninth of February", "October, nineteen, nineteen forty-one".
		restartedBefore := false
		if _, ok := parseDay(before); !ok && len(parseYear(before)) == 0 {
			if k := dayAfterPause(toks, bStart, b); k > bStart && restates(toks[bStart:k], month, toks[k:b]) {
				// "14 7 72, fourteenth July": the day is what follows the last pause; the
				// numbers before it are read on their own, as a span no month claimed.
				bStart, before = k, toks[k:b]
			} else {
				said := before
				before, restartedBefore = restarted(before)
				if yearLostToRestart(said, before, after) {
					out.ambiguous = "a number dropped as a restart before the month was part of the year"
					continue
				}
			}
		}
		afterRestarted := false
		if !readable(after) {
			var ok bool
			if after, ok = restarted(after); ok {
				restarts = append(restarts, [3]int{i, a, aEnd})
				afterRestarted = true
			} else {
				// "August 5th 1971, eight five seventy-one": the numbers after a pause are
				// read on their own, as a span no month claimed.
				if k := readableToPause(toks, a, aEnd); k > a && restates(toks[k:aEnd], month, append(slices.Clip(before), toks[a:k]...)) {
					aEnd, after = k, toks[a:k]
				}
			}
		} else if _, ok := parseDay(before); ok && len(before) > 0 && len(yearsAfterDay(after)) == 0 {
			// The day came first, so the words after are the year, said with a restart:
			// "the fourth of June, nineteen... nineteen hundred and forty-five".
			// An ordinal first is a second day, no restart of the year ("4 March, the 2nd,
			// two thousand and six": "2nd" is no "two" said twice).
			if r, ok := restarted(after); ok && len(yearsAfterDay(r)) == 1 && !ordinalEnd(after[:1]) {
				after, afterRestarted = r, true
			}
		}
		if _, ok := parseDay(before); ok && len(before) > 0 && len(after) > 0 && toks[a].pause && a == i+1 && !readable(after) && restates(after, month, before) {
			// "the fourteenth of July, 14 7 72": numbers after a pause that are no year are
			// read on their own.
			after, aEnd = nil, a
		}
		if ys, day, ok, two := yearThenDay(before); ok && !readable(after) {
			// The year said first, then the day before the month: "nineteen sixty-one, 17
			// January", "1949 the 31st of May". Left unread, the year's last word would be
			// taken for a month by the bare numbers ("sixty, one, 17" as January 17, 1960).
			if two || restartedBefore {
				// A number dropped as a restart between a year and a day may be the year's
				// last word ("nineteen fifty, five, 5th of June" is 1955 or 1950).
				out.ambiguous = "the numbers before the month split into a year and a day more than one way"
				continue
			}
			out.cands = append(out.cands, candidate{year: ys.year, month: month, day: day, twoDigitYear: ys.twoDigit, at: t.at})
			out.used = append(out.used, [2]int{bStart, max(i+1, aEnd)})
			continue
		}
		if ys, day, ok, two := yearThenDay(before); ok && !two && !restartedBefore && readable(after) {
			// The year said alone, then the whole date from its day, the same year again
			// after the month: "... no. Seventy-nine. Ninth of November, nineteen
			// seventy-nine". Read month first, the year after was a day and a year as much as
			// a year; the day before the month settles it. Another year after is refused.
			if years := yearsAfterDay(after); len(years) == 1 && sameYearSaid(ys, years[0]) {
				out.cands = append(out.cands, candidate{year: years[0].year, month: month, day: day, twoDigitYear: years[0].twoDigit, at: t.at})
				out.used = append(out.used, [2]int{bStart, aEnd})
				continue
			}
		}
		if day, ok := parseDay(before); ok && len(before) > 0 && (len(after) == 0 || len(yearsAfterDay(after)) > 0) {
			// Day first: "4 march 1990", "the fourth of march 1990".
			if len(after) == 0 {
				out.noYear = true
				out.partial = append(out.partial, candidate{month: month, day: day, at: t.at})
				out.used = append(out.used, [2]int{bStart, i + 1})
				continue
			}
			years := yearsAfterDay(after)
			if len(out.used) > 0 && bStart < out.used[len(out.used)-1][1] && afterRestarted {
				// "June the 16th. June 4, thirty-four": the 16th is the last month's day, and
				// the 4 after this one was dropped as a restart of the year ("thirty-four"). Read so, the
				// caller's second date lost its own day to the first: two days were said.
				out.ambiguous = "a day was heard before the month and a number after it was dropped as a restart"
				continue
			}
			if len(out.used) > 0 && bStart < out.used[len(out.used)-1][1] && dayThenYear(after) && !yearOf(toks, i) {
				// "December 11, December 19, 78": the 11 the last month took as its day is
				// this one's day too, and "19, 78" the year's halves, or the 11 was the last
				// month's only and 19 is this one's day.
				out.ambiguous = "a day was heard before the month and another could start the words after it"
				continue
			}
			if len(years) > 1 {
				out.ambiguous = "the year could be read more than one way"
				continue
			}
			for _, y := range years {
				out.cands = append(out.cands, candidate{year: y.year, month: month, day: day, twoDigitYear: y.twoDigit, at: t.at})
			}
			out.used = append(out.used, [2]int{bStart, aEnd})
			continue
		}
		if len(after) == 0 {
			// A month name alone ("may I ...") is not a date attempt.
			continue
		}
		// Month first: the span must split exactly into day then year,
		// and in only one way.
		var found []candidate
		for s := 1; s < len(after); s++ {
			day, ok := parseDay(after[:s])
			if n, pair := pairOf(after[:s]); !ok && pair && n >= 10 && n <= 31 {
				// "june 2 1 1 9 7 5": a day one digit at a time, only before a year said so too.
				_, ok = fullYearDigits(after[s:])
				day = n
			}
			if !ok {
				continue
			}
			for _, y := range yearsAfterDay(after[s:]) {
				found = append(found, candidate{year: y.year, month: month, day: day, twoDigitYear: y.twoDigit, at: t.at})
			}
		}
		if len(found) > 0 && len(parseYear(after)) > 0 && dayGiven(out.partial, toks, i) {
			// "the fifteenth of November. November nineteen fifty-nine": the month was given
			// its day already, so the words after it said again are its year; read as a
			// second day they would be two days, refused anyway. Left to the free years.
			continue
		}
		if len(found) > 0 && len(parseYear(after)) > 0 {
			// "May nineteen seventy": May 19, '70 or May 1970 with the day still to come.
			out.ambiguous = "the words after the month could be a day and a year, or a year alone"
			continue
		}
		if _, ok := parseDay(before); !ok && len(before) > 0 && len(found) > 0 && !t.pause && len(parseYear(before)) == 0 {
			// Numbers right before the month that are neither its day nor a year: reading
			// the day from after the month ("... of February nineteen eighty-four" as
			// February 19) would be a guess.
			out.ambiguous = "numbers before the month could not be read"
			continue
		}
		if d, ok := parseDay(before); ok && len(before) > 0 && len(found) == 1 && found[0].day == d && pausedAfterDay(after) {
			// "third of January '03... nineteen seventy-two": the day said again after the
			// month, a pause, then a year may be a year of its own ('03) and a second date.
			out.ambiguous = "a number after the month may be the day said again or a year"
			continue
		}
		if d, ok := parseDay(before); ok && len(before) > 0 && len(found) == 1 && found[0].day != d {
			// "4 march 5 1990": a day on each side of the month.
			out.ambiguous = "a day was heard on both sides of the month"
			continue
		}
		switch {
		case len(found) > 1:
			out.ambiguous = "the day and year could be read more than one way"
		case len(found) == 1:
			out.cands = append(out.cands, found[0])
			out.used = append(out.used, [2]int{i, aEnd})
		default:
			if day, ok := parseDay(after); ok {
				d, ok := parseDay(before)
				if _, yd, one, _ := yearThenDay(before); !ok && one {
					d, ok = yd, true // "1973, 20th of December ..."
				}
				if ok && len(before) > 0 && ordinalEnd(before) && d != day {
					// "20th of December the twenty second": a day on each side of the month.
					out.ambiguous = "a day was heard on both sides of the month"
					continue
				}
				out.noYear = true
				out.partial = append(out.partial, candidate{month: month, day: day, at: t.at})
				out.used = append(out.used, [2]int{i, aEnd})
				if len(after) == 1 {
					out.cutFrom = append(out.cutFrom, [2]int{len(out.partial) - 1, a})
				}
			} else if len(parseYear(after)) > 0 {
				out.noDay = true
			}
		}
	}
	if out.ambiguous == "" && restartShared(restarts, out.used) {
		// "May the eighth... twenty-eighth of May 89": "eighth" dropped as a restart of
		// "twenty-eighth", which the next May took as its own day. Two days were said, one
		// for each month, and which is the caller's is a guess.
		out.ambiguous = "words read as a restart after one month were the day of the next"
	}
	return out
}

// restartShared reports words after a month, read once a restart was dropped from them
// (restarts), that another month's reading also took (used).
func restartShared(restarts [][3]int, used [][2]int) bool {
	for _, r := range restarts {
		for _, u := range used {
			if u[0] > r[0] && u[0] < r[2] && r[1] < u[1] {
				return true
			}
		}
	}
	return false
}

// readable reports whether the words after a month read as a day, a year, or a day then a
// year.
func readable(toks []tok) bool {
	if _, ok := parseDay(toks); ok || len(parseYear(toks)) > 0 {
		return true
	}
	for s := 1; s < len(toks); s++ {
		if _, ok := parseDay(toks[:s]); ok && len(yearsAfterDay(toks[s:])) > 0 {
			return true
		}
	}
	return false
}

// parseDay reads a day of the month, 1..31, from the whole of toks.
func parseDay(toks []tok) (int, bool) {
	switch len(toks) {
	case 1:
		t := toks[0]
		if t.digits != "" {
			if len(t.digits) > 2 {
				return 0, false
			}
			n, _ := strconv.Atoi(t.digits)
			return n, n >= 1 && n <= 31
		}
		if n, ok := cardinal(t.text); ok {
			return n, n <= 31
		}
		for _, m := range []map[string]int{unitOrdinals, teenOrdinals, tensOrdinals} {
			if n, ok := m[t.text]; ok {
				return n, n <= 31
			}
		}
	case 2:
		if zeroWord(toks[0].text) && !toks[1].pause {
			// "zero three September", "oh nine": the day's two digits, as on a form.
			u, ok := unitWord(toks[1].text)
			return u, ok && u >= 1
		}
		if t, ok := unitWord(toks[0].text); ok && t <= 3 && !toks[1].pause {
			// "two three October", "one zero": the other days said digit by digit, as read
			// off a form. Only a pair that makes a day: "three five" is no day.
			u, ok := unitWord(toks[1].text)
			if !ok && zeroWord(toks[1].text) {
				u, ok = 0, true
			}
			if n := t*10 + u; ok && n <= 31 {
				return n, true
			}
			return 0, false
		}
		tens, ok := speech.Tens(toks[0].text)
		if !ok || tens > 30 {
			return 0, false
		}
		u, ok := unitWord(toks[1].text)
		if !ok {
			u, ok = unitOrdinals[toks[1].text]
		}
		if ok && tens+u <= 31 {
			return tens + u, true
		}
	}
	return 0, false
}

// upTo99 reads a spoken cardinal 1..99 from the whole of toks.
func upTo99(toks []tok) (int, bool) {
	switch len(toks) {
	case 1:
		return cardinal(toks[0].text)
	case 2:
		t, ok := speech.Tens(toks[0].text)
		u, ok2 := unitWord(toks[1].text)
		if ok && ok2 {
			return t + u, true
		}
	}
	return 0, false
}

// twoDigits reads the spoken last two digits of a year: "ninety",
// "eighty five", "fifteen", or "oh five" / "zero five".
func twoDigits(toks []tok) (int, bool) {
	if len(toks) == 2 && zeroWord(toks[0].text) {
		u, ok := unitWord(toks[1].text)
		return u, ok
	}
	n, ok := upTo99(toks)
	return n, ok && n >= 10
}

// yearReading is one way to read a year; twoDigit years get a century
// later, from the clock.
type yearReading struct {
	year     int
	twoDigit bool
	// at is where the year was said (a byte offset in the words), so a correction can
	// replace it.
	at int
}

// parseYear returns every distinct reading of the whole of toks as a year.
// More than one reading means the words are ambiguous.
func parseYear(toks []tok) []yearReading {
	var out []yearReading
	add := func(y int, two bool) {
		r := yearReading{year: y, twoDigit: two}
		for _, o := range out {
			if o == r {
				return
			}
		}
		out = append(out, r)
	}
	if len(toks) == 0 {
		return nil
	}
	if len(toks) == 1 && toks[0].digits != "" && !toks[0].ordinal {
		switch d := toks[0].digits; len(d) {
		case 2:
			n, _ := strconv.Atoi(d)
			add(n, true)
		case 4:
			n, _ := strconv.Atoi(d)
			add(n, false)
		}
		return out
	}
	// "ninety", "oh five": the century comes from the clock.
	if n, ok := twoDigits(toks); ok {
		add(n, true)
	}
	// "nineteen ninety", "twenty oh five", "nineteen hundred (and) five", "nineteen and
	// forty-one". Only the centuries a living caller was born in: "ninety ninety" is a
	// repeat, not the year 9090.
	for h := 1; h <= 2 && h < len(toks); h++ {
		hi, ok := upTo99(toks[:h])
		if !ok || hi != 19 && hi != 20 {
			continue
		}
		rest := toks[h:]
		if rest[0].text == "and" && len(rest) > 1 {
			if lo, ok := upTo99(rest[1:]); ok && lo >= 10 {
				add(hi*100+lo, false)
			}
		}
		if lo, ok := twoDigits(rest); ok {
			add(hi*100+lo, false)
		}
		if rest[0].text == "hundred" {
			if lo, ok := afterHundred(rest[1:]); ok {
				add(hi*100+lo, false)
			}
		}
	}
	// "two thousand (and) five", "one thousand nine hundred ninety".
	if len(toks) >= 2 && toks[1].text == "thousand" {
		th, ok := unitWord(toks[0].text)
		if d := toks[0].digits; len(d) == 1 && !toks[0].ordinal {
			th, ok = atoi(d), true // "2 thousand": a transcriber's digit for the word
		}
		if ok {
			rest := toks[2:]
			if lo, ok := afterHundred(rest); ok {
				add(th*1000+lo, false)
			}
			if r := slices.DeleteFunc(slices.Clone(rest), func(t tok) bool { return t.text == "and" }); len(r) == 1 && len(rest) <= 2 &&
				len(r[0].digits) <= 2 && r[0].digits != "" && !r[0].ordinal {
				add(th*1000+atoi(r[0].digits), false) // "two thousand and 5": the transcriber's digits for the rest
			}
			if len(rest) >= 2 && rest[1].text == "hundred" {
				if hu, ok := unitWord(rest[0].text); ok {
					if lo, ok := afterHundred(rest[2:]); ok {
						add(th*1000+hu*100+lo, false)
					}
				}
			}
		}
	}
	return out
}

// yearsAfterDay are the readings of toks as the year that follows a day already read: those
// of parseYear, and a year a transcriber wrote as its two spoken halves in digits ("March,
// 3, 19, 88"). The halves are no year on their own: "Jan 19, 63" stays January 19, '63.
func yearsAfterDay(toks []tok) []yearReading {
	ys := parseYear(toks)
	if y, ok := pairedYearDigits(toks); ok {
		ys = append(ys, yearReading{year: y})
	}
	if y, ok := fullYearDigits(toks); ok {
		// "June 21, one nine seven five": the year one digit at a time.
		ys = append(ys, y)
	}
	return ys
}

// pairedYearDigits reads a year written as its two spoken halves in digits, "19 88" or
// "20 05": the first is 19 or 20, the second has exactly two digits (so "20 5" is no year).
func pairedYearDigits(toks []tok) (int, bool) {
	if len(toks) == 3 && len(toks[0].digits) == 2 && !toks[0].ordinal && zeroWord(toks[1].text) {
		// "20 oh 4", "19 oh 5": the second half said "oh" and a digit.
		hi := atoi(toks[0].digits)
		if lo, ok := digitWordValue(toks[2]); ok && (hi == 19 || hi == 20) {
			return hi*100 + lo, true
		}
		return 0, false
	}
	if len(toks) != 2 || toks[0].ordinal || toks[1].ordinal || len(toks[0].digits) != 2 || len(toks[1].digits) != 2 {
		return 0, false
	}
	hi := atoi(toks[0].digits)
	if hi != 19 && hi != 20 {
		return 0, false
	}
	return hi*100 + atoi(toks[1].digits), true
}

// afterHundred reads what may follow "hundred" or "thousand": nothing,
// or an optional "and" then 1..99.
func afterHundred(toks []tok) (int, bool) {
	if len(toks) == 0 {
		return 0, true
	}
	if toks[0].text == "and" {
		toks = toks[1:]
	}
	return upTo99(toks)
}

// glossedBare are the readings of bare numbers as a whole date whose month and day the
// caller also said in words ("one one nineteen seventy-five, January first"): the words say
// which reading the numbers held, and that they held a day (no month and year alone).
func glossedBare(bare, partial []candidate) []candidate {
	var out []candidate
	for _, b := range bare {
		for _, pt := range partial {
			if b.month == pt.month && b.day == pt.day {
				out = append(out, b)
				break
			}
		}
	}
	return out
}

// complete reports a date read whole, not one of two readings in doubt.
func complete(cands []candidate) bool {
	return slices.ContainsFunc(cands, func(c candidate) bool { return !c.alt })
}

// isUnit reports "one" to "nine".
func isUnit(w string) bool {
	_, ok := unitWord(w)
	return ok
}

// freeSpans are the maximal runs of number words no month reading used.
func freeSpans(toks []tok, used [][2]int) [][2]int {
	taken := make([]bool, len(toks))
	for _, u := range used {
		for k := u[0]; k < u[1] && k < len(toks); k++ {
			taken[k] = true
		}
	}
	var out [][2]int
	for i := 0; i < len(toks); {
		if taken[i] || !numberish(toks, i) || zeroWord(toks[i].text) && i+1 < len(toks) && toks[i+1].digits == "" && !isUnit(toks[i+1].text) {
			// An "oh" before anything but a digit is an exclamation, not a zero.
			i++
			continue
		}
		j := i + 1
		for j < len(toks) && !taken[j] && numberish(toks, j) && !toks[j].stop {
			j++
		}
		out = append(out, [2]int{i, j})
		i = j
	}
	return out
}

// distinctYears keeps one of each year the readings place on the calendar.
func distinctYears(ys []yearReading, today Date) []yearReading {
	var out []yearReading
	seen := map[int]bool{}
	for _, y := range ys {
		full := place(candidate{year: y.year, month: 1, day: 1, twoDigitYear: y.twoDigit}, today).Year
		if !seen[full] {
			seen[full] = true
			out = append(out, y)
		}
	}
	return out
}

// settleOrder resolves the two readings of a numeric date said by a caller who may write
// the day first: the reading whose month and day the caller also said in words stands; with
// no such gloss, the date is refused. Returns a reason when refused.
func settleOrder(cands, partial []candidate, glossDay int) ([]candidate, string) {
	var out, alts []candidate
	for _, c := range cands {
		if c.alt {
			alts = append(alts, c)
		} else {
			out = append(out, c)
		}
	}
	if len(alts) == 0 {
		return cands, ""
	}
	glosses := append(slices.Clone(partial), out...)
	var kept []candidate
	for _, a := range alts {
		if a.day == glossDay {
			kept = append(kept, a)
			continue
		}
		for _, g := range glosses {
			if g.month == a.month && g.day == a.day {
				kept = append(kept, a)
				break
			}
		}
	}
	if len(kept) != 1 {
		return nil, "the day and month could be either way round"
	}
	kept[0].alt = false
	return append(out, kept[0]), ""
}

// dayGiven reports the month at toks[i] given a day already, earlier in the words and with no
// correction between ("fifteen of November. November nineteen fifty-nine", "the ides of
// March, March nineteen fifty"): the month said again only takes its year. After a correction
// ("the fifteenth of November, no, November nineteen fifty-nine") the words may be a new day.
func dayGiven(partial []candidate, toks []tok, i int) bool {
	month := months[toks[i].text]
	for _, p := range partial {
		if p.month != month || p.at >= toks[i].at {
			continue
		}
		for k := i - 1; k >= 0 && toks[k].at >= p.at; k-- {
			switch toks[k].text {
			case "no", "nope", "nah", "wait", "sorry", "oops", "whoops", "actually", "mean", "rather", "scratch", "correction", "mistake", "misspoke", "not", "or":
				return false
			}
		}
		return true
	}
	return false
}

// lastDay is the last day of a month said by name ("the last day of April", "the last day
// of the year").
var lastDay = regexp.MustCompile(`\b(?:the )?(?:very )?last day of (?:the year|` + monthAlt + `)\b`)

// monthDays is how many days each month has; February's depends on the year (lastDayOf).
var monthDays = [13]int{0, 31, 0, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}

// lastDayOf rewrites every "the last day of <month>" in words as the month and its last day,
// February's as feb (29, then 28 when the year has no 29th). ok is false when there is none.
func lastDayOf(words string, feb int) (string, bool) {
	lower := strings.ToLower(words)
	if !strings.Contains(lower, "last day of") {
		return words, false
	}
	out := lastDay.ReplaceAllStringFunc(lower, func(m string) string {
		f := strings.Fields(m)
		month := months[f[len(f)-1]]
		if f[len(f)-1] == "year" {
			month = 12
		}
		n := monthDays[month]
		if month == 2 {
			n = feb
		}
		return monthNames[month] + " " + itoa(n)
	})
	return out, out != lower
}

// dayFirstRestated reads a span of bare numbers day first when that reading is the very date
// said in words beside it, and the configured order reads no such date: "5th of August 1971.
// Yes, five eight seventy-one", "14 7 72, fourteenth July". Callers who write the day first
// say the numbers so when they repeat a date; the month said by name settles the order. A
// partial date in words (no year) must match the month and day, a whole one the year too.
func dayFirstRestated(span []tok, today Date, order Order, sc spoken) []candidate {
	if order != MDY || len(sc.partial)+len(sc.cands) == 0 {
		return nil
	}
	for _, b := range bareNumbers(span, today, order) {
		for _, c := range append(sc.partial, sc.cands...) {
			if b.month == c.month && b.day == c.day {
				return nil // read as said, the configured order already agrees
			}
		}
	}
	var out []candidate
	for _, b := range bareNumbers(span, today, DMY) {
		for _, c := range sc.partial {
			if b.month == c.month && b.day == c.day {
				out = append(out, b)
			}
		}
		for _, c := range sc.cands {
			if place(b, today) == place(c, today) {
				out = append(out, b)
			}
		}
	}
	if len(out) > 1 {
		return nil
	}
	return out
}

// dayAfterPause is where, in toks[from:to] (the numbers right before a month), the words
// after the last pause read as a day, or from when there is none.
func dayAfterPause(toks []tok, from, to int) int {
	for k := to - 1; k > from; k-- {
		if toks[k].pause {
			if _, ok := parseDay(toks[k:to]); ok {
				return k
			}
			return from
		}
	}
	return from
}

// readableToPause is where the numbers toks[a:end] after a month stop being readable: the
// end of the longest run up to a pause that reads (readable), or a when none does.
func readableToPause(toks []tok, a, end int) int {
	for k := end - 1; k > a; k-- {
		if toks[k].pause && readable(toks[a:k]) {
			return k
		}
	}
	return a
}

// restates reports numbers (tail) that say again, as bare numbers in either order, the month
// and a day of the date said in words (head holds its day, before or after the month): "14 7
// 72" beside "fourteenth July", "five eight seventy-one" beside "5th of August 1971". Only
// such numbers are cut from the words around a month and read on their own; any other
// numbers there leave the month's words unread, as before.
func restates(tail []tok, month int, head []tok) bool {
	days := map[int]bool{}
	for s := 0; s <= len(head); s++ {
		if d, ok := parseDay(head[:s]); ok {
			days[d] = true
		}
		if d, ok := parseDay(head[s:]); ok {
			days[d] = true
		}
	}
	n := len(tail)
	for i := 1; i <= 2 && i < n; i++ {
		for j := i + 1; j <= i+2 && j < n; j++ {
			if len(yearReadings(tail[j:])) == 0 {
				continue
			}
			for _, order := range [2][2][]tok{{tail[:i], tail[i:j]}, {tail[i:j], tail[:i]}} {
				for _, m := range monthReadings(order[0]) {
					for _, d := range dayReadings(order[1]) {
						if m == month && days[d] {
							return true
						}
					}
				}
			}
		}
	}
	return false
}

// leapAge is how many birthdays a caller born on February 29 has had by today (the leap
// days since), the age such a caller jokes they are; -1 for any other date.
func leapAge(dt, today Date) int {
	if dt.Month != time.February || dt.Day != 29 {
		return -1
	}
	n := 0
	for y := dt.Year + 1; y <= today.Year; y++ {
		if leap := (Date{y, time.February, 29}); exists(leap) && !after(leap, today) {
			n++
		}
	}
	return n
}

// sameYearSaid reports two readings of one year, said short or whole ("seventy-nine",
// "nineteen seventy-nine").
func sameYearSaid(a, b yearReading) bool {
	if a.twoDigit != b.twoDigit {
		return a.year%100 == b.year%100
	}
	return a.year == b.year
}

// yearThenDay reads the numbers said right before a month as a year and then the day, when
// they are neither alone: "nineteen sixty-one 17" (January), "1949 the 31st" (of May). ok is
// false when no split reads; two is true when more than one does ("nineteen fifty two three
// March" is March 3, 1952 or March 23, 1950), which is refused.
func yearThenDay(before []tok) (y yearReading, day int, ok, two bool) {
	if len(before) < 2 || len(parseYear(before)) > 0 {
		return y, 0, false, false
	}
	if _, isDay := parseDay(before); isDay {
		return y, 0, false, false
	}
	n := 0
	for s := 1; s < len(before); s++ {
		d, okDay := parseDay(before[s:])
		if !okDay || d < 1 {
			continue
		}
		for _, r := range parseYear(before[:s]) {
			y, day = r, d
			n++
		}
	}
	return y, day, n == 1, n > 1
}

// daysNotYears are the pieces (between pauses) of a span no month claimed that are a day of
// the month in numerals and no year a caller could be born in: "22" in "1972, 22 Aug.", "11"
// in "11, well, May nineteen". Read as a rival year they were dropped as impossible; they
// are numbers the date left out. A number word is one only when said alone ("the twenty,
// well, fourth of April"); among others it may be a year said in pieces ("nineteen. sixty.
// eight."). A numeral beside another two-digit one is a year in halves ("19, 74").
func daysNotYears(span []tok, today Date) [][]tok {
	var out [][]tok
	twoDigit := func(k int) bool { return k >= 0 && k < len(span) && len(span[k].digits) == 2 && !span[k].ordinal }
	from := 0
	for _, piece := range pieces(span) {
		k := from // the piece's index in span
		from += len(piece)
		if len(piece) != 1 || piece[0].digits == "" && len(span) > 1 || twoDigit(k-1) || twoDigit(k+1) {
			continue
		}
		if _, ok := parseDay(piece); !ok {
			continue
		}
		if slices.ContainsFunc(spanYears(piece), func(y yearReading) bool { return possibleYear(y, piece, today) }) {
			continue
		}
		out = append(out, piece)
	}
	return out
}

// bornYear is "born" (or "born in", "born in the year") said right before a year, by the
// caller of themselves: "I was born in 1970", "I'm born 1970", or "born" opening what they
// say. "My kids were born in 2001" is someone else's year.
var bornYear = regexp.MustCompile(`(?:^\s*|[.,;:!?—–-]\s*|\bi was |\bim |\bi am )born(?: in)?(?: the year)?[\s,]*$`)

// bornOther reports a year the caller framed as their birth year ("born 1970", "I was born in
// nineteen seventy") that is not the year of dt: "May 12, 2001 was when I moved, born 1970"
// read the date of the move. A year the caller put right is gone from years already.
func bornOther(dt Date, years []yearReading, lower string, today Date) bool {
	if !strings.Contains(lower, "born") {
		return false
	}
	for _, y := range years {
		if y.at > 0 && y.at <= len(lower) && bornYear.MatchString(lower[:y.at]) && place(candidate{year: y.year, month: 1, day: 1, twoDigitYear: y.twoDigit}, today).Year != dt.Year {
			return true
		}
	}
	return false
}

// yearOf reports the month at toks[i] followed by "of", "de" or "in" and then a number:
// "fifteen of March of nineteen seventy", "15 de marzo de 1970". What follows is the year, as
// no day is said "of" after its month, so "nineteen" there is no day ("March 19").
func yearOf(toks []tok, i int) bool {
	if i+2 >= len(toks) {
		return false
	}
	switch toks[i+1].text {
	case "of", "de", "in":
		return numberish(toks, i+2)
	}
	return false
}

// dayThenYear reports words after a month that split into a day and then a year ("19, 78",
// "9th nineteen forty-nine"): after a day another month took as well, they hold a second day.
func dayThenYear(after []tok) bool {
	for s := 1; s < len(after); s++ {
		if _, ok := parseDay(after[:s]); ok && len(parseYear(after[s:])) > 0 {
			return true
		}
	}
	return false
}

// pausedAfterDay reports words after a month that read as a day, a pause, then a year, with
// the day in digits ("03... nineteen seventy-two"): "03" may be a year said short.
func pausedAfterDay(after []tok) bool {
	for s := 1; s < len(after); s++ {
		if _, ok := parseDay(after[:s]); ok && after[s].pause && len(after[0].digits) == 2 && after[0].digits[0] == '0' && !after[0].ordinal {
			return true
		}
	}
	return false
}

// pieces splits span at its pauses.
func pieces(span []tok) [][]tok {
	var out [][]tok
	from := 0
	for i := 1; i <= len(span); i++ {
		if i == len(span) || span[i].pause {
			out = append(out, span[from:i])
			from = i
		}
	}
	return out
}
