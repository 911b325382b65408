package phone

import (
	"fmt"
	"regexp"
	"strings"
)

// ErrDisputed means someone else in the room, written down by the transcriber in a note
// ("[woman in background: Dad, that's the old house number]"), disputes the number. It wraps
// ErrUnsure: the number is unsettled, whatever the caller says about it after ("Well, it's
// the one I've got"), and the agent asks again.
var ErrDisputed = fmt.Errorf("%w: someone else in the room disputes the number", ErrUnsure)

// speakerLabel is the start of a note giving another person's words: a short label naming
// the speaker, then a colon or a verb of speech ("[wife: six seven]", "[man in background:
// ...]", "[daughter says ...]", "(son, in the background, saying: ...)"). Words in brackets
// without one ("(MOM CAN I HAVE)") are left to be read as said (noteKind).
var speakerLabel = regexp.MustCompile(`^\s*([a-zA-Z][a-zA-Z' ,.-]{0,40}?)\s*(?::|\b(?:says|said|saying|asks|asking|whispers|whispering|shouts|shouting|yells|yelling|calls out|interjects|adds|correcting|corrects)\b:?)\s*(.+?)\s*$`)

// ownLabels name the caller (or nobody else): their words in a note are the caller's own.
var ownLabels = map[string]bool{"caller": true, "customer": true, "policyholder": true, "insured": true, "me": true}

// speakerWords returns the words a note gives to someone other than the caller, and whether
// it is such a note. note is the note with its brackets.
func speakerWords(note string) (string, bool) {
	if len(note) < 2 {
		return "", false
	}
	m := speakerLabel.FindStringSubmatch(note[1 : len(note)-1])
	if m == nil || len(strings.Fields(m[1])) > 5 || ownLabels[strings.ToLower(strings.TrimSpace(m[1]))] {
		return "", false
	}
	return m[2], true
}

// disputeWords in another person's words say the number is not the one to use: old,
// wrong, changed, someone else's. Said by someone in the room about a number the caller gave,
// they leave it unsettled.
var disputeWords = map[string]bool{"no": true, "nope": true, "not": true, "isnt": true, "aint": true,
	"wasnt": true, "dont": true, "never": true, "old": true, "wrong": true, "changed": true,
	"change": true, "used": true, "anymore": true, "disconnected": true, "cancelled": true,
	"canceled": true, "different": true, "other": true, "previous": true, "former": true,
	"mistake": true, "wait": true, "new": true, "gone": true, "shut": true, "off": true,
	"actually": true}

// disputes reports another person's words that dispute a number: a word of disputeWords, or
// a possessive naming whose it is ("that's Grandma's"), which gives the number to someone
// (notOwners, shared with namedOwner, are the words before "'s" that name nobody).
func disputes(words string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(words), func(c rune) bool {
		return (c < 'a' || c > 'z') && c != '\''
	}) {
		if disputeWords[strings.ReplaceAll(w, "'", "")] || strings.HasSuffix(w, "'s") && !notOwners[strings.TrimSuffix(w, "'s")] {
			return true
		}
	}
	return false
}
