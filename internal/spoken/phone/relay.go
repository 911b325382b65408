package phone

import "fmt"

// askedTheirOwn reports, at words[i], the caller asking someone in the room for that
// person's own number: "honey, what's your number?", "what's your cell", "what is yours",
// "give me your number", "tell me your phone". The answer that follows ("he says 503 ...")
// is that person's number, never said to be the policy's: reading it would verify someone
// who is not on the line. Asking for the number the caller or the household has ("what's
// our number?", "what's the number on the policy?", "what's my number?") is a relay of the
// policy's number and is not this.
func askedTheirOwn(words []string, i int) bool {
	j := i + 1
	switch words[i] {
	case "whats", "wheres":
	case "what", "where":
		if j < len(words) && (words[j] == "is" || words[j] == "s" || words[j] == "was") {
			j++
		} else {
			return false
		}
	case "give", "tell", "read", "text", "send":
		if j < len(words) && (words[j] == "me" || words[j] == "us") {
			j++
		} else {
			return false
		}
	case "gimme":
	default:
		return false
	}
	if j >= len(words) {
		return false
	}
	if words[j] == "yours" {
		return true
	}
	if words[j] != "your" && words[j] != "ur" {
		return false
	}
	// At most two words such as "cell" or "own" between "your" and the noun for a number.
	for k := j + 1; k < len(words) && k <= j+3; k++ {
		if lineNouns[words[k]] {
			return true
		}
		if !lineAdjectives[words[k]] {
			return false
		}
	}
	return false
}

// ErrHedgedOther means the number read is someone else's, or was passed on by someone else,
// and the caller ends it with "I think" or "I guess": the caller is unsure of a number they
// do not own. It wraps ErrUnsure.
var ErrHedgedOther = fmt.Errorf("%w: a number named as someone else's, and the caller only thinks it is", ErrUnsure)

// trailingThinks are what "I" says before them to offer the digits said just before as a
// belief: "..., 0047, I think", "..., I guess", "..., I believe".
var trailingThinks = map[string]bool{"think": true, "guess": true, "believe": true, "suppose": true,
	"reckon": true, "assume": true, "figure": true}

// thinkFillers may stand between the digits and "I think" ("..., 0047, um, I think").
var thinkFillers = map[string]bool{"um": true, "uh": true, "er": true, "hmm": true, "well": true,
	"so": true, "and": true, "or": true, "at": true, "least": true, "but": true, "that": true,
	"thats": true, "it": true, "is": true, "what": true}

// settledWords after a trailing "I think" take it back ("..., I think, no, I know it is").
var settledWords = map[string]bool{"know": true, "positive": true, "certain": true, "looking": true,
	"looked": true, "definitely": true}

// trailingThink reports "I think" (or "I guess", ...) right after the digits, with only
// fillers before it and nothing after it that settles the doubt ("no, I know").
func trailingThink(after []string) bool {
	after = joinContractions(after)
	k := -1
	for i := 0; i+1 < len(after) && i < 5; i++ {
		if after[i] == "i" && trailingThinks[after[i+1]] {
			k = i
			break
		}
		if !thinkFillers[after[i]] {
			return false
		}
	}
	if k < 0 {
		return false
	}
	for i, w := range after[k+2:] {
		if settledWords[w] || (w == "sure" && (i == 0 || after[k+1+i] != "not")) {
			return false
		}
	}
	return true
}

// relayers say who passes a number on: "he says", "my wife said".
var relayers = map[string]bool{"says": true, "said": true, "thinks": true, "tells": true, "told": true}

// relayedBefore reports a person saying the number to the caller just before its digits:
// "he says 503 ...", "my husband says it's ...".
func relayedBefore(words []string) bool {
	for i := max(0, len(words)-4); i < len(words); i++ {
		if !relayers[words[i]] || i == 0 {
			continue
		}
		if w := words[i-1]; givers[w] || owners[w] || persons[w] {
			return true
		}
	}
	return false
}

// hedgedOther refuses a number ended with "I think" (trailingThink) when the words name it
// as someone else's (even one the policy is said to carry: "you'd have my wife's number on
// there, 313 882 0047, I think"), say the policy carries another person's number, or relay
// it from someone else ("he says 503 ..., I think"). "I think" on the caller's own number
// ("it's 503 ..., I think") is how callers say a number they know, and is still read: the
// doubt is one step further off when the number is not theirs, and a refusal only asks again.
func hedgedOther(groups []group, tail []string, ms []mention, key string) error {
	if len(ms) == 0 {
		return nil
	}
	m := ms[len(ms)-1]
	if m.key != key || !trailingThink(m.after) {
		return nil
	}
	before := joinContractions(m.before)
	for i := range before {
		if whoseAt(before, i) == whoseOther || askedTheirOwn(before, i) {
			return ErrHedgedOther
		}
	}
	if o, _ := whoseBefore(before); o == whoseOther || relayedBefore(before) {
		return ErrHedgedOther
	}
	all := allWords(groups, tail)
	if othersPolicy(all) {
		return ErrHedgedOther
	}
	for kd := range onPolicy(all) {
		if pronouns[kd] != "" || kd == "his" || kd == "hers" || kd == "partner" {
			return ErrHedgedOther
		}
	}
	return nil
}
