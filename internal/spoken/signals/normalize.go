package signals

import (
	"strconv"
	"strings"
	"unicode"

	"claimsline/internal/spoken"
)

// normalize turns a raw transcript into the canonical form every pattern in
// patterns.go is written against:
//
//   - lower case, because speech-to-text casing is arbitrary;
//   - letters and ASCII digits only, single spaces, no punctuation, so that
//     "9-1-1", "CLM-12345" and "fire!!" look like "9 1 1", "clm 12345" and
//     "fire";
//   - contractions expanded ("i'm" and "im" both become "i am", "can't" and
//     "cant" both become "cannot"), so a pattern names one spelling of "is"
//     and "not" instead of every transcript variant;
//   - runs of two or more single digits, spoken or written, joined into one
//     number: "nine one one", "9 1 1" and "nine 1 1" all become "911", and a
//     spelled claim number "one two three four five" becomes "12345". A lone
//     "one" is left alone so "no one is hurt" keeps its meaning, and a
//     repeated "nine one one nine one one" stays "911 911". "nine eleven"
//     is not rewritten: it names a date more often than the number.
//
// The result has no leading or trailing space, which lets patterns anchor on
// ^ and $ for whole-utterance forms such as a bare "agent".
func normalize(utterance string) string {
	var b strings.Builder
	b.Grow(len(utterance))
	for _, r := range strings.ToLower(utterance) {
		switch {
		case r >= '0' && r <= '9', r == '\'':
			b.WriteRune(r)
		case r == '\u2019' || r == '\u2018' || r == '`':
			b.WriteByte('\'')
		case unicode.IsLetter(r):
			b.WriteRune(r)
		default:
			b.WriteByte(' ')
		}
	}

	var words []string
	for _, tok := range strings.Fields(b.String()) {
		for _, w := range expand(tok) {
			if w = strings.Trim(strings.ReplaceAll(w, "'", ""), " "); w != "" {
				words = append(words, w)
			}
		}
	}
	return strings.Join(joinDigits(words), " ")
}

// contractions lists whole-token expansions. Both the apostrophe and the
// apostrophe-less spelling are listed because transcripts produce both.
// Deliberately absent: "its" (usually possessive), "were" (past tense far
// more often than "we're"), "ill", "well", "id", "hell", "shell" (real
// words), and "lets" (a real verb; "let's" with the apostrophe is handled).
var contractions = map[string][]string{
	"im": {"i", "am"}, "ive": {"i", "have"}, "youre": {"you", "are"},
	"theyre": {"they", "are"}, "hes": {"he", "is"}, "shes": {"she", "is"},
	"thats": {"that", "is"}, "theres": {"there", "is"}, "whats": {"what", "is"},
	"isnt": {"is", "not"}, "arent": {"are", "not"}, "cant": {"cannot"},
	"dont": {"do", "not"}, "doesnt": {"does", "not"}, "didnt": {"did", "not"},
	"wasnt": {"was", "not"}, "werent": {"were", "not"}, "wont": {"will", "not"},
	"couldnt": {"could", "not"}, "shouldnt": {"should", "not"},
	"wouldnt": {"would", "not"}, "havent": {"have", "not"},
	"hasnt": {"has", "not"}, "weve": {"we", "have"},
	"someones": {"someone", "is"}, "somebodys": {"somebody", "is"},
	"it's": {"it", "is"}, "let's": {"let", "us"}, "who's": {"who", "is"},
	"where's": {"where", "is"}, "here's": {"here", "is"},
	"everyone's": {"everyone", "is"}, "nobody's": {"nobody", "is"},
	"can't": {"cannot"}, "won't": {"will", "not"}, "ain't": {"is", "not"},
}

// expand rewrites one token. The apostrophe suffixes 're, 'm, 've, 'll and
// n't are unambiguous, so they are expanded generically; 's is ambiguous
// (possessive "driver's" vs "she's") and is only expanded for the pronouns
// listed in contractions; elsewhere it becomes the word "s". 'd becomes "would" because "i'd like to speak to
// someone" is the form that matters here.
func expand(tok string) []string {
	if w, ok := contractions[tok]; ok {
		return w
	}
	if w, ok := contractions[strings.ReplaceAll(tok, "'", "")]; ok {
		return w
	}
	// The remaining 's is kept as its own word "s": it is "is" or "has" as
	// often as a possessive ("my partner's under it", "the gate's open"), and
	// the emergency rules read "s" as either, where "partners" would hide it.
	if base, ok := strings.CutSuffix(tok, "'s"); ok && base != "" {
		return []string{base, "s"}
	}
	for _, sfx := range []struct{ cut, word string }{
		{"n't", "not"}, {"'re", "are"}, {"'m", "am"}, {"'ve", "have"},
		{"'ll", "will"}, {"'d", "would"},
	} {
		if base, ok := strings.CutSuffix(tok, sfx.cut); ok && base != "" {
			return []string{base, sfx.word}
		}
	}
	return []string{tok}
}

// singleDigit reports the digit a token stands for, if it is exactly one.
func singleDigit(w string) (string, bool) {
	if len(w) == 1 && w[0] >= '0' && w[0] <= '9' {
		return w, true
	}
	d, ok := spoken.Unit(w)
	return strconv.Itoa(d), ok
}

// joinDigits concatenates runs of two or more single-digit tokens. Only
// single digits are joined (not "555 1234" or "june 5 2023") so that dates
// and already-grouped numbers are not glued into nonsense.
func joinDigits(words []string) []string {
	out := words[:0:0]
	for i := 0; i < len(words); {
		j := i
		var num strings.Builder
		for j < len(words) {
			d, ok := singleDigit(words[j])
			if !ok {
				break
			}
			num.WriteString(d)
			j++
		}
		if j-i >= 2 {
			// A panicked "nine one one nine one one" must stay two 911s.
			if n := num.String(); len(n) > 3 && strings.Trim(strings.ReplaceAll(n, "911", " "), " ") == "" {
				out = append(out, strings.Fields(strings.ReplaceAll(n, "911", "911 "))...)
			} else {
				out = append(out, n)
			}
			i = j
			continue
		}
		out = append(out, words[i])
		i++
	}
	return out
}

// unstammer drops a word said twice in a row: speech-to-text keeps a caller's stammer ("my my
// son's", "he's he's trapped", "the the sink", "a second, second ago"), and a rule written for
// the words said once must read them the same. It works on the words as said, before
// contractions are expanded, so "he's he's" is one repeat and "the fire, the fire is" (a
// restatement) is none. Repeats that are themselves a signal stay ("help help", "911 911",
// "emergency emergency", "no no"), and so do digits ("five five five" is a number). Only
// Assess reads the text this way.
func unstammer(utterance string) string {
	words := strings.Fields(utterance)
	out := words[:0:0]
	for i, w := range words {
		if i+1 < len(words) && stammered(w, words[i+1], i+2 < len(words)) {
			continue
		}
		out = append(out, w)
	}
	if len(out) == len(words) {
		return utterance
	}
	return strings.Join(out, " ")
}

// stammered reports two words said as one word twice, whatever their case and punctuation.
// more says a word follows b. A plea word said twice is a cry only where the cry ends ("help
// help!", "emergency, emergency"); run straight into the next word it is a stammer like any
// other ("emergency emergency repairs" is the emergency repairs a rule reads as paperwork).
func stammered(a, b string, more bool) bool {
	key := func(w string) string {
		return strings.ToLower(strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }))
	}
	k := key(a)
	if k == "" || k != key(b) {
		return false
	}
	if keepRepeated[k] && (!more || b != strings.TrimRightFunc(b, unicode.IsPunct)) {
		return false
	}
	if _, digit := singleDigit(k); digit {
		return false
	}
	return !unicode.IsDigit(rune(k[0]))
}

// keepRepeated are words whose repetition is itself a plea the rules read ("help help",
// "emergency emergency", "oh no no, please please").
var keepRepeated = map[string]bool{"help": true, "emergency": true, "no": true, "please": true, "hurry": true}
