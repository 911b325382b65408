// Package affirm decides, deterministically, whether a caller's words are a clear yes.
//
// A booking is written only when the caller answers the agent's read-back with a clear yes,
// so the test is strict on purpose: every word must belong to a small vocabulary of
// agreement and filler, and at least one must be an agreement. "Yes, but can we do later?",
// "yeah no", "hmm" and "is that the Tuesday?" are not a yes; the caller is asked again
// rather than booked on a guess.
package affirm

import (
	"strings"

	"claimsline/internal/spoken"
)

// agree are words that say yes on their own.
var agree = set("yes", "yeah", "yep", "yup", "ya", "yea", "sure", "correct", "right", "ok", "okay",
	"absolutely", "definitely", "perfect", "great", "fine", "good", "works", "confirm", "confirmed",
	"book", "affirmative", "exactly", "please", "alright", "aye")

// filler may stand around an agreement without changing it.
var filler = set("uh", "um", "umm", "oh", "ah", "well", "that", "thats", "sounds", "it", "is", "will",
	"would", "do", "go", "ahead", "for", "me", "thanks", "thank", "you", "very", "much", "a", "the",
	"lets", "let", "us", "sir", "maam", "all", "of", "course", "so", "yes", "just", "really", "be",
	"please", "fantastic", "wonderful", "one", "this", "time", "slot", "appointment", "inspection")

// Clear reports whether words are a clear yes.
func Clear(words string) bool {
	said := strings.Fields(spoken.Fold(words))
	if len(said) == 0 || len(said) > 12 || strings.ContainsAny(words, "?") {
		return false
	}
	yes := false
	for _, w := range said {
		switch {
		case agree[w]:
			yes = true
		case filler[w]:
		default:
			return false
		}
	}
	return yes
}

func set(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}
