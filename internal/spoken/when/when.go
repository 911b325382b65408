// Package when turns a caller's words for when an inspection search should start ("next
// week", "the 15th", "Thursday") into one calendar date, against the office's clock and time
// zone.
//
// Date math is the model's weak spot on a phone line: a year left out, a call near
// midnight, "next Tuesday" said on a Sunday. So the model passes the caller's words as they
// were said and this package does the arithmetic, deterministically. Words that could mean
// two dates, or none, are refused with a question to ask the caller, never guessed.
package when

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"claimsline/internal/spoken"
)

// MaxAhead is how far ahead a search may start: the calendar of record is kept about three
// months out.
const MaxAhead = 120 * 24 * time.Hour

// Refusal is words that are not one date. Question is what to ask the caller.
type Refusal struct {
	Heard    string
	Question string
}

// Error says what was heard and the question the caller is asked instead.
func (r *Refusal) Error() string { return fmt.Sprintf("when: %q: %s", r.Heard, r.Question) }

var weekdays = map[string]time.Weekday{
	"sunday": time.Sunday, "monday": time.Monday, "tuesday": time.Tuesday, "wednesday": time.Wednesday,
	"thursday": time.Thursday, "friday": time.Friday, "saturday": time.Saturday,
}

// ordinals are the spoken days of a month, as a transcriber writes them in words.
var ordinals = func() map[string]int {
	units := []string{"", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"}
	teens := []string{"tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth"}
	m := map[string]int{"twentieth": 20, "thirtieth": 30}
	for i, u := range units[1:] {
		m[u] = i + 1
		m["twenty "+u] = 21 + i
	}
	for i, t := range teens {
		m[t] = 10 + i
	}
	m["thirty first"] = 31
	return m
}()

var numbers = map[string]int{"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}

var (
	isoDate    = regexp.MustCompile(`\b(\d{4})-(\d{1,2})-(\d{1,2})\b`)
	slashDate  = regexp.MustCompile(`\b(\d{1,2})/(\d{1,2})(?:/(\d{2,4}))?\b`)
	inN        = regexp.MustCompile(`\bin (a|one|two|three|four|five|six|seven|eight|nine|ten|\d{1,3}) (day|days|week|weeks)\b`)
	dayNumber  = regexp.MustCompile(`\b(\d{1,2})(?:st|nd|rd|th)?\b`)
	yearNumber = regexp.MustCompile(`\b(20\d\d)\b`)
	theDay     = regexp.MustCompile(`\bthe (\d{1,2})\b|\b(\d{1,2})(?:st|nd|rd|th)\b`)
)

// asap words mean "the default": the soonest the calendar allows.
var asap = []string{"soon", "soonest", "asap", "as soon as possible", "whenever", "earliest", "first available", "next available", "any day", "no preference", "doesn t matter", "doesnt matter"}

// Parse reads words said at now (any zone; it is read in office) and returns the date to
// start from, at midnight in office. Empty words, or words asking for the soonest time,
// mean tomorrow.
func Parse(words string, now time.Time, office *time.Location) (time.Time, error) {
	now = now.In(office)
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, office)
	tomorrow := today.AddDate(0, 0, 1)
	raw := strings.ToLower(strings.TrimSpace(words))
	said := spoken.Fold(words)
	refuse := func(question string) (time.Time, error) {
		return time.Time{}, &Refusal{Heard: words, Question: question}
	}
	if said == "" {
		return tomorrow, nil
	}
	check := func(d time.Time) (time.Time, error) {
		switch {
		case d.Before(today):
			return refuse(fmt.Sprintf("%s has already passed. What day should I start looking from?", Spoken(d)))
		case d.Sub(today) > MaxAhead:
			return refuse(fmt.Sprintf("I can only look about four months ahead, and %s is further out. Could you pick an earlier day?", Spoken(d)))
		}
		return d, nil
	}

	// Unambiguous written dates first: an ISO date says its year, month and day.
	if m := isoDate.FindStringSubmatch(raw); m != nil {
		y, _ := strconv.Atoi(m[1])
		mo, _ := strconv.Atoi(m[2])
		d, _ := strconv.Atoi(m[3])
		t, ok := date(y, time.Month(mo), d, office)
		if !ok {
			return refuse(fmt.Sprintf("I couldn't read %q as a date. What day should I start looking from?", words))
		}
		return check(t)
	}
	if m := slashDate.FindStringSubmatch(raw); m != nil {
		a, _ := strconv.Atoi(m[1])
		b, _ := strconv.Atoi(m[2])
		year := 0
		if m[3] != "" {
			year, _ = strconv.Atoi(m[3])
			if year < 100 {
				year += 2000
			}
		}
		first, okA := monthDay(time.Month(a), b, year, today, office)
		second, okB := monthDay(time.Month(b), a, year, today, office)
		okA, okB = okA && a <= 12, okB && b <= 12
		switch {
		case okA && okB && !first.Equal(second):
			return refuse(fmt.Sprintf("Do you mean %s or %s?", Spoken(first), Spoken(second)))
		case okA:
			return check(first)
		case okB:
			return check(second)
		}
		return refuse(fmt.Sprintf("I couldn't read %q as a date. What day should I start looking from?", words))
	}

	for _, w := range asap {
		if strings.Contains(said, w) {
			return tomorrow, nil
		}
	}
	switch {
	case strings.Contains(said, "day after tomorrow"):
		return check(today.AddDate(0, 0, 2))
	case strings.Contains(said, "tomorrow"):
		return tomorrow, nil
	case strings.Contains(said, "today"), strings.Contains(said, "tonight"), strings.Contains(said, "right now"):
		return today, nil
	case strings.Contains(said, "week after next"):
		return check(monday(today).AddDate(0, 0, 14))
	case strings.Contains(said, "next week"):
		return check(monday(today).AddDate(0, 0, 7))
	case strings.Contains(said, "this week"):
		return tomorrow, nil
	case strings.Contains(said, "next month"):
		return check(time.Date(today.Year(), today.Month()+1, 1, 0, 0, 0, 0, office))
	}
	if m := inN.FindStringSubmatch(said); m != nil {
		n, ok := numbers[m[1]]
		if !ok {
			n, _ = strconv.Atoi(m[1])
		}
		if strings.HasPrefix(m[2], "week") {
			n *= 7
		}
		return check(today.AddDate(0, 0, n))
	}

	// A month name, with a day (in digits or words) and perhaps a year.
	for _, f := range strings.Fields(said) {
		mo, ok := spoken.Month(f)
		if !ok || (f == "may" && !hasDay(said)) {
			continue
		}
		day, ok := spokenDay(said)
		if !ok {
			// "in December": the first of the month.
			day = 1
			if mo == today.Month() {
				return tomorrow, nil
			}
		}
		year := 0
		if y := yearNumber.FindStringSubmatch(said); y != nil {
			year, _ = strconv.Atoi(y[1])
		}
		t, ok := monthDay(mo, day, year, today, office)
		if !ok {
			return refuse(fmt.Sprintf("I couldn't find that date on the calendar. Which day of %s did you mean?", mo))
		}
		return check(t)
	}

	// A weekday, and only one: "Monday or Tuesday" is a question for the caller.
	var named []string
	for name := range weekdays {
		if strings.Contains(said, name) {
			named = append(named, name)
		}
	}
	if len(named) > 1 {
		return refuse("Which one day should I start looking from?")
	}
	for _, name := range named {
		wd := weekdays[name]
		ahead := (int(wd) - int(today.Weekday()) + 7) % 7
		this := today.AddDate(0, 0, ahead)
		if strings.Contains(said, "next "+name) {
			// "Next Tuesday" is the coming one to some callers and the one after to others.
			if ahead == 0 {
				ahead = 7
			}
			first := today.AddDate(0, 0, ahead)
			return refuse(fmt.Sprintf("Do you mean %s, or %s?", Spoken(first), Spoken(first.AddDate(0, 0, 7))))
		}
		if ahead == 0 && !strings.Contains(said, "this "+name) {
			return refuse(fmt.Sprintf("Do you mean today, %s, or %s?", Spoken(today), Spoken(today.AddDate(0, 0, 7))))
		}
		return check(this)
	}

	// "The 15th": that day of this month if it is still ahead, else of next month. A bare
	// number is not a day: "ten" may be a time.
	if day, ok := ordinalDay(said); ok {
		t, ok := monthDay(today.Month(), day, today.Year(), today, office)
		if !ok || t.Before(today) {
			t, ok = monthDay(today.Month()+1, day, 0, today, office)
		}
		if ok {
			return check(t)
		}
	}
	return refuse(fmt.Sprintf("I couldn't tell which day you meant by %q. What day should I start looking from?", words))
}

// ordinalDay finds a day said as one: "the 15", "15th", "fifteenth".
func ordinalDay(said string) (int, bool) {
	if m := theDay.FindStringSubmatch(said); m != nil {
		d, _ := strconv.Atoi(m[1] + m[2])
		return d, d >= 1 && d <= 31
	}
	if d, ok := spokenDay(said); ok && !dayNumber.MatchString(said) {
		return d, true
	}
	return 0, false
}

// hasDay reports whether words hold a day number, so "May" the month is told from "may" the verb.
func hasDay(said string) bool {
	_, ok := spokenDay(said)
	return ok
}

// spokenDay finds a day of the month in digits ("15", "15th") or words ("fifteenth",
// "twenty first").
func spokenDay(said string) (int, bool) {
	for _, m := range dayNumber.FindAllStringSubmatch(said, -1) {
		if d, _ := strconv.Atoi(m[1]); d >= 1 && d <= 31 {
			return d, true
		}
	}
	best, bestLen := 0, 0
	for w, d := range ordinals {
		if strings.Contains(" "+said+" ", " "+w+" ") && len(w) > bestLen {
			best, bestLen = d, len(w)
		}
	}
	return best, bestLen > 0
}

// monthDay places a month and day in year, or (year 0) in the next year at which it is not
// before today.
func monthDay(mo time.Month, day, year int, today time.Time, loc *time.Location) (time.Time, bool) {
	if year == 0 {
		year = today.Year()
		for mo > 12 {
			mo -= 12
			year++
		}
		if t, ok := date(year, mo, day, loc); ok && t.Before(today) {
			year++
		}
	}
	return date(year, mo, day, loc)
}

// date builds a date, refusing one that does not exist (February 30th).
func date(y int, mo time.Month, d int, loc *time.Location) (time.Time, bool) {
	if mo < 1 || mo > 12 || d < 1 || d > 31 {
		return time.Time{}, false
	}
	t := time.Date(y, mo, d, 0, 0, 0, 0, loc)
	return t, t.Month() == mo && t.Day() == d
}

// monday returns the Monday of the week holding d.
func monday(d time.Time) time.Time {
	return d.AddDate(0, 0, -((int(d.Weekday()) + 6) % 7))
}

// Spoken says a date the way a caller hears it: "Tuesday, December 1".
func Spoken(d time.Time) string { return d.Format("Monday, January 2") }
