package dob

import (
	"strings"
	"time"
)

// This file holds refusals added from reading dates the way an auditor hunting for a
// wrong-date verification would: words that a careless reader turns into a date the caller
// never said, or into one of two dates the caller may have meant.

// monthYearAlone reports a span of bare numbers that reads as a month number and then a
// whole year with no day ("twelve nineteen fifty" is December 1950 as much as December 19,
// '50; "three twenty oh five" is March 2005 as much as March 20, '05), the bare-number twin
// of "May nineteen seventy". The caller may have left the day out, so which was said is a
// guess. A year no living caller was born in ("four twenty seventy-one": 2071) leaves one
// reading.
func monthYearAlone(span []tok, today Date) bool {
	for i := 1; i <= 2 && i < len(span); i++ {
		if len(monthReadings(span[:i])) == 0 {
			continue
		}
		for _, y := range parseYear(span[i:]) {
			if !y.twoDigit && y.year <= today.Year && y.year >= today.Year-maxAge {
				return true
			}
		}
	}
	return false
}

// historyDates are the days named by an event in history, year and all ("the day they shot
// Kennedy"). Such a day is a gloss on a date the caller says, never a date on its own: a
// caller who names only the event said no date, and which day an event fell on (the moon
// landing is July 20 in Houston and July 21 in London) is the line's trivia, not the
// caller's words.
func historyDates(lower string) []Date {
	var out []Date
	for _, n := range namedDays {
		if n.history && strings.Contains(lower, n.key) && n.re.MatchString(lower) {
			f := strings.Fields(n.date) // "november 22 1963"
			out = append(out, Date{atoi(f[2]), time.Month(months[f[0]]), atoi(f[1])})
		}
	}
	return out
}

// unhistoried is lower with every day named by history taken out, left as a pause.
func unhistoried(lower string) string {
	for _, n := range namedDays {
		if n.history && strings.Contains(lower, n.key) {
			lower = n.re.ReplaceAllString(lower, " , ")
		}
	}
	return lower
}
