// Package spoken holds what every reading of transcribed speech shares; its subpackages turn
// spoken words into keys (phone numbers, dates of birth).
package spoken

import (
	"strings"
	"unicode"
)

// Fold renders text the way a re-transcription of speech keeps it: lower case, punctuation
// gone (a mark between words becomes a space, an apostrophe inside one vanishes: "you're" is
// heard as "youre"), runs of space folded to one. Vapi matches its end-call phrase against
// speech in this form, and two transcripts of the same words compare equal in it however
// the transcriber placed its commas.
func Fold(text string) string {
	var b strings.Builder
	space := false
	for _, r := range strings.ToLower(text) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(r)
			continue
		}
		if r != '\'' && r != '’' {
			space = true
		}
	}
	return b.String()
}
