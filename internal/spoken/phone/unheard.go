package phone

import (
	"fmt"
	"regexp"
	"strings"

	"claimsline/internal/spoken"
)

// ErrUnheard means the transcript marks words it could not hear after some digits of the
// number ("412 555 0130 [inaudible]", "412 [crosstalk] 555 0130"), and the digits after the
// mark do not make the number by themselves. It wraps ErrUnsure (and so ErrNoNumber): what was
// lost may be an owner ("... [inaudible] is my husband's"), a correction ("412 [no wait, 415]
// 555 0130") or a doubt, each of which would make the number read another one; the caller is
// asked again.
var ErrUnheard = fmt.Errorf("%w: the transcript marks words it could not hear beside the number", ErrUnsure)

// A transcriber's note ("[inaudible]", "(crosstalk)", "*cough*", "[pause]") is not the caller's
// words. Two rules follow:
//   - Notes are read as pauses, so the words either side of one are read together: "my wife's
//     [inaudible] 412 555 0130" is her number, and "412 555 0130 [crosstalk] that's my
//     husband's" names it his. Left as a word, the note stood between the owner and the digits
//     and hid whose the number is.
//   - A note of lost words makes the number unsure, unless the words said after it make the
//     same number by themselves (as they do when it comes before the digits) ("7 1 4... [inaudible]
//     ... I said 714, 555, 0120": whatever was lost, the number was said whole after it). A
//     sound that may drown a word (a cough, noise, a dog) counts only between two digits; a
//     quiet one (a pause, a laugh, a sigh) never does.
//   - A note giving another person's words ("[wife: six seven]", speaker.go) is read as a
//     pause too: their digits are not the caller's. Words of theirs that dispute the number are
//     ErrDisputed; digits of theirs count as lost words; other words as a sound.

// noteRE finds a transcriber's note: words in brackets, a sound between asterisks, or a run of
// asterisks standing for masked words.
var noteRE = regexp.MustCompile(`\[[^\[\]]*\]|\([^()]*\)|\{[^{}]*\}|\*[a-zA-Z][a-zA-Z' -]*\*|\*{2,}`)

// Kinds of note.
const (
	noteNone = iota // not a note: "(617)" is an area code in brackets
	noteQuiet
	noteLoud
	noteLost
)

// noteKind classes the text of a bracketed or starred note. Without words, it is the caller's
// digits in brackets ("(617) 555-2043"), or, with no digit either, words masked or lost
// ("[?]", "***"). With words, a note word says what it notes ("[inaudible 00:12]", "*cough*",
// "[pause]"); words in brackets that are no note ("three three four (MOM CAN I HAVE) two oh
// seven ...": someone in the room, heard and written down) are left to be read as said.
func noteKind(note string) int {
	words := strings.FieldsFunc(strings.ToLower(note), func(c rune) bool { return c < 'a' || c > 'z' })
	quiet, loud, lost := len(words) > 0, false, false
	for _, w := range words {
		sense := spoken.NoteWord(w)
		quiet = quiet && sense == spoken.NoteQuiet
		loud = loud || sense == spoken.NoteLoud
		lost = lost || sense == spoken.NoteLost
	}
	switch {
	case len(words) == 0 && strings.ContainsAny(note, "0123456789"):
		return noteNone
	case len(words) == 0 || lost:
		return noteLost
	case quiet:
		return noteQuiet
	case loud:
		return noteLoud
	}
	return noteNone
}

// unheardNotes reads the transcriber's notes out of words: it returns the words with every
// note read as a pause, and ErrUnheard when a note of lost words (a sound: between digits)
// is followed by words that do not make the same number by themselves (see this file's
// comment). parse reads the words whole and the words after a note.
func unheardNotes(words, region string, parse func(words, region string) (Number, error)) (string, error) {
	if !strings.ContainsAny(words, "[]()*{}") {
		return words, nil
	}
	type cut struct {
		at   int
		loud bool
	}
	var b strings.Builder
	var cuts []cut
	last := 0
	for _, l := range noteRE.FindAllStringIndex(words, -1) {
		kind := noteKind(words[l[0]:l[1]])
		if said, ok := speakerWords(words[l[0]:l[1]]); ok {
			// Another person's words, written down: never the caller's digits or words. Words
			// that dispute the number leave it unsettled; digits of theirs make a number the
			// caller must say whole after them; anything else is a voice over the caller's.
			switch {
			case disputes(said):
				return "", ErrDisputed
			case len(Runs(said)) > 0:
				kind = noteLost
			default:
				kind = noteLoud
			}
		}
		if kind == noteNone {
			continue
		}
		b.WriteString(words[last:l[0]])
		b.WriteString(", ")
		last = l[1]
		if kind != noteQuiet {
			cuts = append(cuts, cut{b.Len(), kind == noteLoud})
		}
	}
	b.WriteString(words[last:])
	plain := b.String()
	var whole string
	for _, c := range cuts {
		after := plain[c.at:]
		if len(Runs(after)) == 0 {
			if c.loud {
				continue // a sound after the number drowns none of its digits
			}
			return "", ErrUnheard
		}
		if whole == "" {
			n, err := parse(plain, region)
			if err != nil {
				return plain, nil // refused anyway, for its own reason
			}
			whole = n.E164
		}
		if alone, err := parse(after, region); err != nil || alone.E164 != whole {
			return "", ErrUnheard
		}
	}
	return plain, nil
}
