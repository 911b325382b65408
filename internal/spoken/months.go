package spoken

import (
	"iter"
	"maps"
	"time"
)

// monthWords is the one table of English month names and the short forms callers and
// speech-to-text use for them ("sept", "nov"). The date reader, the booking-day reader and
// the phone reader's check for a date said after a number all read months through it, so a
// month cannot be a date word in one place and noise in another.
var monthWords = map[string]time.Month{
	"january": time.January, "jan": time.January, "february": time.February, "feb": time.February,
	"march": time.March, "mar": time.March, "april": time.April, "apr": time.April,
	"may": time.May, "june": time.June, "jun": time.June, "july": time.July, "jul": time.July,
	"august": time.August, "aug": time.August, "september": time.September, "sep": time.September,
	"sept": time.September, "october": time.October, "oct": time.October,
	"november": time.November, "nov": time.November, "december": time.December, "dec": time.December,
}

// Month returns the month an English month word ("march", "sept") names.
func Month(w string) (time.Month, bool) {
	m, ok := monthWords[w]
	return m, ok
}

// MonthWords yields every English month word with its month, for a reader that extends the
// table with words of its own (the date reader adds month names of callers' first languages).
func MonthWords() iter.Seq2[string, time.Month] { return maps.All(monthWords) }
