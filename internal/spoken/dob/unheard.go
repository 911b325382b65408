package dob

import (
	"regexp"
	"strings"

	speech "claimsline/internal/spoken"
)

// This file holds the refusal of a date said where the transcript marks words it could not
// hear: "June twenty [inaudible] nineteen ninety-five" may be the twenty-first, or 1995 may be
// somebody else's year ("... [inaudible] my wife's"). The date reader sees only what was
// written; a mark says part of what was said is missing, so the date is asked again.
//
// Where a mark falls decides nothing by itself: between the day and the year it may hide a
// unit ("twenty [inaudible]": twenty-first?), inside the year a digit ("nineteen [inaudible]
// five"), after the date a correction, a doubt or an owner ("..., no, sixty-one", "... or
// was it", "... is my husband's"), and before it the words that change what follows ("not",
// "my wife's is", "the day after", "either ... or"). All are refused. One placement is
// harmless: a mark before any date word, taken back by a correction before the date begins
// ("it's [inaudible] no sorry, it's April 27th, 1960"): whatever was lost, the caller
// withdrew it, and the date is said whole afterwards.
//
// A sound a transcriber notes is no lost word: a pause, a breath, a sigh or a laugh between
// words is the caller not speaking. Other sounds (a cough, noise, a dog, music, a beep) may
// drown a word, so one between two date words is refused like a mark; before or after the
// date it is left alone ("[road noise] it's November second, ..."). A note in brackets the
// reader does not know is read as a mark: an unknown note is a gap in what was written.

// bareUnheard are the note words a transcriber may write without brackets ("June twenty
// inaudible nineteen ninety-five"); no caller says them while giving a date.
var bareUnheard = map[string]bool{
	"inaudible": true, "unintelligible": true, "indistinct": true, "incomprehensible": true,
	"crosstalk": true, "untranscribed": true,
}

// mark is one transcriber's note in the words: its byte bounds and what it notes.
type mark struct {
	from, to int
	loud     bool // a sound that may drown a word, not a note of words lost
}

// noteBrackets pairs each opening bracket a transcriber puts a note in with its closing one.
var noteBrackets = map[byte]byte{'[': ']', '(': ')', '{': '}', '<': '>'}

// starNote is a sound noted between asterisks with no space inside them ("*cough*").
var starNote = regexp.MustCompile(`\*[a-z](?:[a-z' -]*[a-z])?\*`)

// unheard reports words a transcriber marked as not heard beside the date, in lower (the
// caller's words, lower-case, apostrophes dropped): see this file's comment.
func unheard(lower string) bool {
	if !strings.ContainsAny(lower, "[](){}<>*_#?") && !strings.Contains(lower, "xx") && !bareUnheardIn(lower) {
		return false // no note of any kind: most utterances
	}
	marks := notes(lower)
	plain := []byte(lower)
	for _, m := range marks {
		for k := m.from; k < m.to; k++ {
			plain[k] = ' '
		}
	}
	rest := string(plain)
	for _, m := range marks {
		before, after := rest[:m.from], rest[m.to:]
		if m.loud {
			if hasDateWord(before) && hasDateWord(after) {
				return true
			}
			continue
		}
		if !takenBack(before, after) {
			return true
		}
	}
	return false
}

// takenBack reports a note with no date word before it and a correction after it that comes
// before any date word: "[inaudible] no sorry, it's April 27th, 1960".
func takenBack(before, after string) bool {
	if hasDateWord(before) {
		return false
	}
	c := correction.FindStringIndex(after)
	return c != nil && !hasDateWord(after[:c[0]])
}

// bareUnheardIn reports a note word written without brackets.
func bareUnheardIn(lower string) bool {
	for w := range bareUnheard {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// notes finds the transcriber's notes in lower, leaving out those that note a quiet sound:
// a bracketed note (an unclosed bracket is one to the end of the words), a sound between
// asterisks, a run of asterisks, underscores or hashes (a masked or blanked part), "xx",
// a "?" standing as a word of its own or a hyphen's "?" ("ninety-?"), and a bare note word.
func notes(lower string) []mark {
	var ms []mark
	add := func(from, to int, note string) {
		switch kind := noteKind(note); kind {
		case noteLost:
			ms = append(ms, mark{from: from, to: to})
		case noteLoud:
			ms = append(ms, mark{from: from, to: to, loud: true})
		}
	}
	covered := make([]bool, len(lower))
	cover := func(from, to int) {
		for k := from; k < to; k++ {
			covered[k] = true
		}
	}
	for i := 0; i < len(lower); i++ {
		closing, ok := noteBrackets[lower[i]]
		if !ok {
			continue
		}
		j := strings.IndexByte(lower[i+1:], closing)
		end := len(lower)
		if j >= 0 {
			end = i + 1 + j + 1
		}
		inner := lower[i+1 : max(i+1, end-1)]
		if j < 0 {
			inner = "?" // unclosed: what follows is a note, not the caller's words
		}
		add(i, end, inner)
		cover(i, end)
		i = end - 1
	}
	for _, m := range starNote.FindAllStringIndex(lower, -1) {
		if !covered[m[0]] {
			add(m[0], m[1], lower[m[0]+1:m[1]-1])
			cover(m[0], m[1])
		}
	}
	for i := 0; i < len(lower); i++ {
		if covered[i] {
			continue
		}
		switch c := lower[i]; {
		case c == ']' || c == ')' || c == '}' || c == '>' || c == '*':
			ms = append(ms, mark{from: i, to: i + 1}) // a closing bracket with no opening one, a lone asterisk
		case (c == '_' || c == '#') && i+1 < len(lower) && lower[i+1] == c:
			ms = append(ms, mark{from: i, to: i + 2})
		case c == '?' && i > 0 && lower[i-1] == '-':
			ms = append(ms, mark{from: i - 1, to: i + 1}) // "nineteen ninety-?"
		case c == '?' && (i == 0 || lower[i-1] == ' '):
			ms = append(ms, mark{from: i, to: i + 1}) // "June twenty ? 1995": a "?" standing for a word
		}
	}
	for _, w := range wordsAt(lower) {
		if covered[w[0]] {
			continue
		}
		if t := lower[w[0]:w[1]]; bareUnheard[t] || len(t) >= 2 && strings.Trim(t, "x") == "" {
			ms = append(ms, mark{from: w[0], to: w[1]})
		}
	}
	return ms
}

// wordsAt returns the bounds of each word of lower.
func wordsAt(lower string) [][2]int {
	var ws [][2]int
	for i := 0; i < len(lower); {
		s, e := wordAt(lower, i)
		if s == e {
			break
		}
		ws = append(ws, [2]int{s, e})
		i = e
	}
	return ws
}

// The kinds of note noteKind tells apart.
const (
	noteLost  = iota // words lost, or a note the reader does not know
	noteLoud         // a sound that may drown a word
	noteQuiet        // the caller not speaking
	noteSaid         // the caller's own words in brackets ("(sixty-five)")
)

// noteKind says what the inside of a note is. A note with a "?" or with nothing in it
// ("[?]", "[...]", "***") marks words lost; so does any word of a note of words lost (speech.NoteLost), even
// with a sound or a time in it ("[inaudible 00:12]", "[noise, inaudible]"). Date words in
// brackets are the caller's, written apart ("(sixty-five)").
func noteKind(inner string) int {
	ws := strings.Fields(fold(inner))
	if len(ws) == 0 || strings.Contains(inner, "?") {
		return noteLost
	}
	for _, w := range ws {
		if speech.NoteWord(w) == speech.NoteLost {
			return noteLost
		}
	}
	if hasDateWord(inner) {
		return noteSaid
	}
	quiet := false
	for _, w := range ws {
		switch speech.NoteWord(w) {
		case speech.NoteLoud:
			return noteLoud
		case speech.NoteQuiet:
			quiet = true
		}
	}
	if quiet {
		return noteQuiet
	}
	return noteLost
}
