package phone

import (
	"fmt"
	"slices"
	"strings"
)

// ErrServiceLine means the number read is named as a service line (the insurer's claims or
// customer-service number, read off a bill or a card), not the caller's own. It wraps
// ErrNoNumber: looking it up would verify whoever that line belongs to, or no one; the caller
// is asked again for their own number.
var ErrServiceLine = fmt.Errorf("%w: the number given is a service line, not the caller's", ErrNoNumber)

// serviceCues name a number as a line callers ring for service, not one a policyholder is
// reached at ("1 800 555 0199, for claims and questions", "the customer service number is").
// Matched against a mention's words joined by single spaces, contractions joined.
var serviceCues = []string{
	"for claims", "claims line", "claims department", "claims hotline", "claims office",
	"customer service", "customer care", "customer support", "member services", "member service",
	"helpline", "help line", "hotline", "toll free", "tollfree", "support line", "service line",
	"call center", "call centre", "for questions", "for billing", "billing department",
	"company line", "company number", "company s number", "insurers number", "insurer s number",
	"insurance company", "the insurer", "roadside assistance", "to report a claim", "to call you",
}

// sourceCues say the digits were read off a document the insurer sent ("the bill says", "on
// the back of the card"). Said of a toll-free number, that is the insurer's line: a bill or a
// card prints the number to ring, and toll-free numbers are what insurers print.
//
// "Your number" and "you guys" are cues only for a toll-free number: said of another number they
// are a caller asking someone else theirs ("Deb, what's your number? she says ...").
var sourceCues = []string{"bill", "bills", "card", "statement", "letter", "website", "says", "printed",
	"brochure", "paperwork", "envelope", "invoice", "your number", "your line", "your office",
	"you guys", "your company"}

// cueIn reports one of cues in words, not said as a comparison or denied ("not eight hundred
// like toll-free", "it's not customer service"): the word before it is not "like" or "not".
func cueIn(words []string, cues []string) bool {
	for i := range words {
		if !cueAt(words, i, cues) {
			continue
		}
		if i > 0 && (words[i-1] == "like" || words[i-1] == "not" || words[i-1] == "isnt") {
			continue
		}
		return true
	}
	return false
}

// scopeBreaks end the words that can be about a number: past them the caller turns to another
// number ("the claims line is on the bill, mine is ...", "..., but my cell is ...").
var scopeBreaks = map[string]bool{"mine": true, "mines": true, "my": true, "our": true, "but": true,
	"no": true, "actually": true, "sorry": true, "wait": true, "instead": true, "not": true}

// tollFreeCodes are the North American toll-free area codes.
var tollFreeCodes = map[string]bool{"800": true, "888": true, "877": true, "866": true,
	"855": true, "844": true, "833": true}

// tollFree reports a North American toll-free key ("+1800...").
func tollFree(key string) bool {
	return len(key) == 12 && strings.HasPrefix(key, "+1") && tollFreeCodes[key[2:5]]
}

// aboutScope returns the words of a mention that can be about its number: the words before
// it after the last scope break, and the words after it up to the first one (at most six).
func aboutScope(m mention) (before, after []string) {
	before = m.before
	for i := len(before) - 1; i >= 0; i-- {
		if scopeBreaks[before[i]] {
			denied := before[i] == "not"
			before = before[i+1:]
			if denied {
				before = deniedCue(before)
			}
			break
		}
	}
	after = m.after
	if n := len(after); n > 0 && (after[n-1] == "is" || after[n-1] == "s" || after[n-1] == "was") {
		// "..., and then the claims line is 1-800-...": words that lead into the next digits
		// from a new clause are about those digits, not the ones before.
		for i, w := range after {
			if w == "and" || w == "then" || w == "also" {
				after = after[:i]
				break
			}
		}
	}
	for i, w := range after {
		if scopeBreaks[w] || i >= 6 {
			after = after[:i]
			break
		}
	}
	return before, after
}

// deniedCue drops the service cue a "not" before words denied ("no, sorry, it's not a toll
// free, I was reading the wrong line. It's 860 ..."): the caller says what the number is not,
// and the words left after the denial are the ones that can be about the digits.
func deniedCue(words []string) []string {
	if len(words) > 0 && (words[0] == "a" || words[0] == "an" || words[0] == "the") {
		words = words[1:]
	}
	for _, c := range serviceCues {
		if cs := strings.Fields(c); len(cs) <= len(words) && strings.Join(words[:len(cs)], " ") == c {
			return words[len(cs):]
		}
	}
	return words
}

// tollFreeDenied reports "not (a) toll free" in any mention's words.
func tollFreeDenied(ms []mention) bool {
	for _, m := range ms {
		for _, ws := range [][]string{m.before, m.after} {
			for i, w := range ws {
				if w != "not" && w != "isnt" {
					continue
				}
				if rest := deniedCue(ws[i+1:]); len(rest) < len(ws[i+1:]) && slices.Contains(ws[i+1:i+1+min(3, len(ws)-i-1)], "free") {
					return true
				}
			}
		}
	}
	return false
}

// serviceLine refuses the number read (key) when a mention of it is named as a service line,
// or when it is toll-free and said to be read off a bill, a card or the like. A number put
// together from parts said apart is refused when any mention is so named.
func serviceLine(ms []mention, key string) error {
	if tollFree(key) && (readOffUs(ms) || tollFreeDenied(ms)) {
		// A toll-free number read after the caller said theirs is not toll-free ("it's not
		// toll free. 800 ...") contradicts them: asked again.
		return ErrServiceLine
	}
	found := false
	named := false
	for _, m := range ms {
		before, after := aboutScope(m)
		cue := cueIn(before, serviceCues) || cueIn(after, serviceCues)
		if tollFree(key) && m.key == key {
			cue = cue || cueIn(m.before, sourceCues) || cueIn(m.after, sourceCues)
		}
		named = named || cue
		if m.key == key {
			found = true
			if cue {
				return ErrServiceLine
			}
		}
	}
	if !found && named {
		return ErrServiceLine
	}
	return nil
}

// serviceAside sets aside the groups of a number named as a service line by the words before
// it or right after it ("the customer service line is 1 800 555 0123 but my number is ..."),
// so a number of the caller's own said beside it is read, as a number said in passing is.
func serviceAside(groups []group, tail []string, other []bool) {
	eachMention(groups, tail, func(a, b int, m mention) {
		before, after := aboutScope(m)
		if cueIn(before, serviceCues) || cueIn(after, serviceCues) {
			for j := a; j < b; j++ {
				other[j] = true
			}
		}
	})
}

// readOffUs reports a toll-free number said, anywhere in the words, to be read off something
// the insurer sent or to be the insurer's own: "the only number on my card is your 1 800
// number, 800 555 0199", "there's an 800 number on the letter, 1 800 555 0100". The cue may
// stand in another mention than the digits it names ("your 1 800 number, 800 ..."), so the
// whole utterance is searched, with "#" where digits stood ("your # number" is "your number").
// Toll-free numbers are what insurers print; a caller whose own line is toll-free and who
// talks of a card or a bill is only asked again.
func readOffUs(ms []mention) bool {
	var all []string
	for i, m := range ms {
		if i == 0 {
			all = append(all, m.before...)
		}
		all = append(all, "#")
		all = append(all, m.after...)
	}
	if cueIn(all, sourceCues) {
		return true
	}
	for i, w := range all {
		if w != "your" && w != "yall" {
			continue
		}
		for j := i + 1; j < len(all) && j <= i+3; j++ {
			if all[j] == "number" || all[j] == "line" || all[j] == "numbers" {
				return true
			}
			if all[j] != "#" && all[j] != "toll" && all[j] != "free" && all[j] != "main" {
				break
			}
		}
	}
	return false
}
