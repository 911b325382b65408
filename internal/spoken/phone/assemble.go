package phone

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// ErrTwoNumbers means the words held two different complete numbers and nothing said which
// one is meant. It wraps ErrNoNumber (nothing is looked up); the agent asks which one.
var ErrTwoNumbers = fmt.Errorf("%w: two different numbers and nothing says which", ErrNoNumber)

// ErrUnsure means the caller offered alternatives, doubt or a deferral ("either ... or",
// "I'm not sure", "I'll have to check and call back"). It wraps ErrNoNumber: whatever digits
// were said, none is looked up.
var ErrUnsure = fmt.Errorf("%w: the caller is unsure or will call back", ErrNoNumber)

// hedges are phrases that withdraw whatever number surrounds them. Matched against the
// words joined by single spaces, apostrophes dropped.
var hedges = []string{
	"not sure", "dont know", "do not know", "dont remember", "do not remember", "cant remember",
	"cannot remember", "can not remember", "i forget", "forgot", "no idea", "maybe", "probably",
	"might be", "might have", "call back", "call you back", "have to check", "need to check",
	"let me check", "look it up", "which one", "either", "or maybe", "one of those", "not certain",
	"something", "guessing", "not positive", "not 100", "if i remember", "roughly",
	"or so", "not mine", "not my number", "wrong number", "someone elses",
	// A number no longer in use ("disconnected", "no longer", "cancelled") is not a hedge on
	// the whole utterance: disowned reads which number it is about.
	// A caller who withdraws or will not give the number.
	"kidding", "joking", "not giving", "wont give", "not telling", "rather not",
	"not a hundred percent", "not one hundred percent", "dont quote me",
	// A check still to be made, "double" before it or not ("I'd have to double check",
	// "let me double-check with my husband").
	"double check", "doublecheck",
	// The number on the policy and the one given are said to differ, and nothing says which
	// this is ("do you need the one on the policy or the best one? those are different").
	"those are different", "they are different", "theyre different",
	// More ways of saying the same doubt: "not" with a word before "sure", owning a mistake
	// may be in it, a rough figure, doubt in the caller's first language. (Numbers "mixed up"
	// and having "to look" are left out: callers say them of a slip they then settle, or of
	// looking the number up before reading it out.)
	"not really sure", "not quite sure", "not totally sure", "not entirely sure", "not too sure",
	"not so sure", "not completely sure", "not a hundred", "could be wrong", "might be wrong",
	"may be wrong", "no clue", "not a clue", "dont hold me to", "give or take", "more or less",
	"más o menos", "mas o menos", "no sé", "no estoy seguro", "no estoy segura", "ni idea",
	"không biết", "não sei", "nao sei", "sais pas", "prolly", "perhaps",
	// Doubt that the number is the one the policy carries: a condition on it ("..., if that's
	// the one on file", "unless my wife put hers on"), a choice left to the insurer
	// ("whichever one I gave you", "whatever's on file"), a modal on what the records hold
	// ("you may have my previous number", "they might still have ..."), an alternative
	// offered after it ("..., or it could be the house phone").
	"if thats the one", "if thats what", "if thats whats", "if its the one", "if not", "if its on", "if its what", "unless",
	"whichever", "whatevers on", "whatever is on", "never checked", "may have", "might still",
	"may still", "could still", "or it could be",
}

// interruptions after the last digits say the caller stopped before settling on a number
// ("8 0 ... 8 0 ... hold on, I'm losing you, hello?"): what was said may be unfinished, or
// about to be taken back.
var interruptions = []string{"hold on", "hang on", "wait", "losing you", "breaking up", "cutting out",
	"hello", "one sec", "one second", "just a sec", "just a second", "let me see", "lemme see"}

// interrupted reports an interruption among the words after the last digits.
func interrupted(tail []string) bool {
	s := " " + strings.Join(tail, " ") + " "
	for _, w := range interruptions {
		if strings.Contains(s, " "+w+" ") {
			return true
		}
	}
	return false
}

// postfixKind reports words after some digits that name them as another kind of number
// ("..., wait, that's the policy number", "that was my claim number"). "That's the policy
// one" names a phone number (the one on the policy), so a kind that is also a place a phone
// number is kept needs "number" after it.
func postfixKind(words []string) bool {
	for i := 0; i+1 < len(words); i++ {
		j := i
		switch {
		case words[i] == "thats" || words[i] == "thiss":
			j = i + 1
		case (words[i] == "that" || words[i] == "this" || words[i] == "those" || words[i] == "it") && i+1 < len(words):
			// "it": "..., it's the fax".
			switch words[i+1] {
			case "s", "is", "was", "are", "were":
				j = i + 2
			default:
				continue
			}
		case words[i] == "its" || i == 0 && (words[i] == "is" || words[i] == "was"):
			// "..., its the fax", "512 555 0162 is the fax": said of the digits right before.
			j = i + 1
		default:
			continue
		}
		if j < len(words) {
			switch words[j] {
			case "the", "my", "our", "a", "an", "his", "her", "their", "just":
				j++
			}
		}
		if j+1 < len(words) && words[j+1] == "fax" {
			// "that's the office fax": whose fax it is said before it.
			j++
		}
		if j >= len(words) || !otherKinds[words[j]] {
			continue
		}
		if bareKinds[words[j]] && words[j] != "policy" {
			return true
		}
		if j+1 < len(words) {
			switch words[j+1] {
			case "number", "no", "num", "numbers":
				return true
			}
		}
	}
	return false
}

// corrections are words that make what follows replace what came before ("no wait",
// "sorry", "actually", "mine is", "the new one").
var corrections = map[string]bool{
	"no": true, "nope": true, "wait": true, "sorry": true, "actually": true, "scratch": true,
	"mean": true, "correction": true, "rather": true, "mine": true, "mines": true,
	"instead": true, "new": true, "updated": true, "changed": true, "oops": true,
}

// Part labels a group can carry from the words before it.
const (
	partNone = iota
	partHead
	partMiddle
	partTail
)

// label reads which part of the number the words before a group announce: "area code",
// "first part" (head), "middle", "last four", "the end", "ending in" (tail). The last such
// word wins: "the middle, area code 267" labels 267 the area code.
func label(words []string) int {
	if n := postfixAreaCode(words); n > 0 {
		words = words[n:]
	}
	part := partNone
	for i, w := range words {
		switch w {
		case "area", "first", "starts", "start":
			part = partHead
		case "middle":
			part = partMiddle
		case "last", "end", "ending", "ends", "final":
			part = partTail
		case "code":
			if i > 0 && words[i-1] == "area" {
				part = partHead
			}
		}
	}
	return part
}

// negated reports a group introduced by "not" ("555, not 556", "not the 0114 one"): digits
// the caller is ruling out.
//
// "Not" said of what came before ("wait, no, that's not it. 417 836 2290", "not right") rules
// nothing out of what follows.
func negated(words []string) bool {
	n := len(words)
	if n >= 1 && words[n-1] == "not" {
		return true
	}
	if n < 2 || words[n-2] != "not" {
		return false
	}
	switch words[n-1] {
	case "it", "right", "correct", "that", "this", "quite", "mine":
		return false
	case "hundred", "hundreds", "thousand", "thousands":
		// "four hundred... no, not hundred. Four oh eight": a word taken back, not the digits
		// after it (fillTakenBack).
		return false
	case "yours":
		// "I'm giving them my number, not yours. 0 1 2 5": said to someone in the room, it
		// sets the caller's own number against theirs; no digits of the number are "yours".
		return false
	}
	return true
}

// otherKinds name digit strings that are not a phone number: policy, claim and card numbers,
// references, a date of birth, a zip code.
var otherKinds = map[string]bool{
	"policy": true, "claim": true, "card": true, "account": true, "reference": true, "ref": true,
	"member": true, "vin": true, "zip": true, "postcode": true, "ssn": true, "security": true,
	"birth": true, "born": true, "born on": true, "dob": true, "id": true, "license": true, "licence": true,
	"plate": true, "registration": true, "invoice": true, "order": true, "case": true, "pin": true,
	"social": true,
	// A fax line is a machine's: no caller answers it, and it is no phone to verify anyone by
	// ("the only one I know is the office fax, ...").
	"fax": true,
}

// bareKinds name another number even with nothing after them ("claim 4471"); the others need
// "number", "ending" or the like ("card ending 4417", not "reading it off the card, 347").
var bareKinds = map[string]bool{"policy": true, "claim": true, "reference": true, "ref": true,
	"zip": true, "postcode": true, "vin": true, "ssn": true, "dob": true, "invoice": true, "case": true,
	"social": true, "fax": true}

// otherNumber reports words that end by naming what follows as some other number: "my policy
// number is ...", "claim 4471", "card ending ...". "The one on my policy is ..." is a phone
// number on the policy, so "on"/"in" before the kind keeps the digits.
func otherNumber(words []string) bool {
	n := len(words)
	if sameAsKind(words) {
		return false
	}
	if faxedTo(words) || locatedKind(words) {
		return true
	}
	if m := pointedNumber(words); m < n && slices.ContainsFunc(words[m:], func(w string) bool { return w != "is" && w != "s" }) {
		// "I have a claim number, it's ...": the pronoun points back at the number named.
		// Without "number" after the kind ("about my claim, it's ...") it points at the
		// claim, not at its number, and the digits are read as said.
		if m > 0 && (words[m-1] == "number" || words[m-1] == "no" || words[m-1] == "num" || words[m-1] == "id") {
			return otherNumber(words[:m])
		}
		return false
	}
	i := n - 1
	for i >= 0 && i >= n-3 {
		switch words[i] {
		case "is", "s", "are", "were", "number", "no", "num", "id", "ending", "ends", "in", "code", "date":
			// "are": "the last four of my social are ...".
			i--
			continue
		case "line", "machine":
			// "the fax line is ...": the line of another kind is that kind's number.
			if i > 0 && words[i-1] == "fax" {
				i--
				continue
			}
		}
		break
	}
	if i < 0 || !otherKinds[words[i]] || i == n-1 && !bareKinds[words[i]] {
		// "Policy number is HO 448 ...", "claim CL 4471": the letters that start a code
		// stand between the name and its digits, and the digits are still the code's.
		for c := range codeLetters(words) {
			if otherNumber(words[:n-c-1]) {
				return true
			}
		}
		return false
	}
	// "The number for the policy is ..." is the phone number kept for the policy, as "on"
	// the policy is.
	// "The number for the fax" is the fax's own number, though. "Reading it off the policy:
	// 270 ..." and "from the policy" say where the digits are read, as "on" it does (only
	// of the policy or the account: "off the claim, ..." may be reading the claim's number).
	at := func(w string) bool {
		return w == "on" || w == "in" || w == "for" || w == "under" ||
			(w == "off" || w == "from") && (words[i] == "policy" || words[i] == "account")
	}
	if i > 0 && words[i] != "fax" && (at(words[i-1]) || (words[i-1] == "the" || words[i-1] == "my" || words[i-1] == "our" ||
		words[i-1] == "this") && i > 1 && at(words[i-2])) {
		return false
	}
	return true
}

// codeLetters returns how many of the last words (one or two) are the letters a policy, claim
// or member number starts with, said or written apart from its digits: "HO", "H O", "CLM",
// "AU", "HO3". Such a prefix is a short run of letters that is no English word a caller would say
// between a number's name and its digits, so the short words of ordinary talk ("is", "my",
// "uh", "ok", "see") are never taken for one. It is only asked after a number's name has not
// been found right before the digits; the name must still come before the letters.
func codeLetters(words []string) int {
	c := 0
	for c < 2 && c < len(words) {
		w := words[len(words)-1-c]
		if shortWords[w] || homophones[w] != "" || hesitations[w] {
			break
		}
		// Letters, one to three, and at most two digits joined to them ("HO3", "DP2").
		letters := strings.TrimRight(w, "0123456789")
		if len(letters) == 0 || len(letters) > 3 || len(w)-len(letters) > 2 ||
			strings.IndexFunc(letters, func(r rune) bool { return r < 'a' || r > 'z' }) >= 0 {
			break
		}
		c++
	}
	return c
}

// shortWords are the English words of three letters or fewer a caller may say between a
// number's name and digits: none is the start of a code.
var shortWords = map[string]bool{
	"a": true, "i": true, "an": true, "the": true, "my": true, "me": true, "it": true, "its": true,
	"is": true, "s": true, "am": true, "are": true, "was": true, "be": true, "and": true, "but": true,
	"or": true, "so": true, "no": true, "not": true, "yes": true, "yep": true, "yup": true,
	"yea": true, "yeah": true, "ok": true, "oh": true, "on": true, "in": true, "at": true,
	"of": true, "off": true, "by": true, "up": true, "you": true, "we": true, "he": true,
	"she": true, "his": true, "her": true, "our": true, "us": true, "him": true, "who": true,
	"how": true, "why": true, "now": true, "all": true, "any": true, "hey": true, "hi": true,
	"see": true, "say": true, "let": true, "got": true, "get": true, "has": true, "had": true,
	"did": true, "do": true, "can": true, "may": true, "own": true, "new": true, "old": true,
	"out": true, "per": true, "via": true, "one": true, "ah": true, "eh": true, "huh": true,
	"er": true, "m": true, "ll": true, "re": true, "ve": true, "d": true, "t": true, "dont": true,
	"nah": true, "nope": true, "wait": true, "um": true, "uh": true, "hmm": true, "uhh": true,
	"mm": true, "ya": true, "yo": true, "x": true, "ext": true, "if": true,
	"as": true, "too": true, "way": true, "use": true,
	"try": true, "put": true, "ma": true, "mom": true, "dad": true, "son": true}

// sameAsKind reports words that end by saying the digits after them are the same as another
// kind of number: "it's the same as my fax, 334 ...", "same number as the fax line: ...",
// "the phone's the same as our fax machine, ...". The caller gives the phone number and says
// what else it is; the kind named says nothing against it. "Same" must be among the last six
// words, "as" at most two words after it, the kind at most two words after "as" ("my", "the",
// "our"), and only "line", "machine" or "number" after the kind: anything more ("..., the
// fax is 334 ...") names the digits again.
func sameAsKind(words []string) bool {
	from := max(0, len(words)-6)
	s := slices.Index(words[from:], "same")
	if s < 0 {
		return false
	}
	s += from
	a := slices.Index(words[s:], "as")
	if a < 0 || a > 2 {
		return false
	}
	rest := words[s+a+1:]
	k := slices.IndexFunc(rest, func(w string) bool { return otherKinds[w] })
	if k < 0 || k > 2 {
		return false
	}
	for _, w := range rest[k+1:] {
		if w != "line" && w != "machine" && w != "number" && w != "num" && w != "no" {
			return false
		}
	}
	return true
}

// locatedKind reports words that end by naming another kind of number and then saying where
// the caller is reading it from, before the digits: "the claim number on my letter is ...",
// "my policy number off the card, it's ...", "the member ID they gave me is ...", "I've got
// the policy number right here, ..." (with or without a copula before the digits). A caller
// reading a number off a letter or a card says where it is printed, and the phrase between
// the name and the digits must not hide the name: "<kind> number" must be there in full (so
// "the number on my policy is ..." stays the phone number kept on the policy), and the words
// between may not name a phone or start a new clause ("my policy number I don't have, but my
// cell is ..."), which would make the digits another number than the one named.
func locatedKind(words []string) bool {
	n := len(words)
	// The copula or pointer right before the digits: "is", "it's", "that's", "reads", "says".
	for n > 0 && len(words)-n < 3 && (backPointers[words[n-1]] || words[n-1] == "reads" || words[n-1] == "says" ||
		words[n-1] == "are" || words[n-1] == "was" || words[n-1] == "were") {
		n--
	}
	for j := n - 1; j >= 1 && n-j <= 7; j-- {
		w := words[j]
		if locatorBreaks[w] {
			return false
		}
		if w != "number" && w != "no" && w != "num" && w != "id" && w != "numbers" {
			continue
		}
		// The words between the name and the copula say where it is read from.
		if j+1 >= n || !locators[words[j+1]] {
			return false
		}
		return otherKinds[words[j-1]] && words[j-1] != "fax" && words[j-1] != "born"
	}
	return false
}

// locators start a phrase that says where a number the caller names is printed or came from:
// "on my letter", "off the card", "from the email", "in the paperwork", "they gave me", "I have
// here".
var locators = map[string]bool{"on": true, "off": true, "from": true, "in": true, "at": true,
	"printed": true, "written": true, "they": true, "you": true, "i": true, "we": true,
	"that": true, "here": true, "up": true, "over": true,
	// A clause whose subject is someone else, or a phrase set after the name ("the policy
	// number my agent gave me is ...", "my policy number, the one I wrote down, is ..."): the
	// digits after its copula are still the number named.
	"my": true, "the": true, "your": true, "his": true, "her": true, "our": true, "their": true,
	"he": true, "she": true, "someone": true, "somebody": true,
	// Where the caller has it to hand, with no copula needed before the digits: "I've got the
	// policy number right here, 620 ...", "my claim number handy, ...", "the account number
	// just here somewhere, ...".
	"right": true, "just": true, "handy": true, "somewhere": true, "there": true, "with": true}

// locatorBreaks, between a number's name and its digits, say the digits are not the number
// named: a phone is named, another number is, or a new clause starts.
var locatorBreaks = map[string]bool{"phone": true, "cell": true, "mobile": true, "landline": true,
	"and": true, "but": true, "or": true, "so": true, "mine": true, "mines": true, "dont": true,
	"don": true, "not": true, "home": true, "work": true, "contact": true, "callback": true,
	"reach": true, "call": true, "text": true}

// faxedTo reports words that end by saying the digits after them are where a fax goes ("you
// can fax me at ...", "send a fax to ...", "fax it on ..."): a fax line, as "my fax is ..." is.
func faxedTo(words []string) bool {
	n := len(words)
	if n < 2 || words[n-1] != "to" && words[n-1] != "at" && words[n-1] != "on" {
		return false
	}
	j := n - 2
	switch words[j] {
	case "me", "us", "it", "them", "this", "that", "those", "everything":
		j--
	}
	return j >= 0 && words[j] == "fax"
}

// backPointers are the words a caller puts between a number's name and its digits to point back
// at it ("a claim number, it's ...", "the member ID, that's ...").
var backPointers = map[string]bool{"it": true, "its": true, "s": true, "is": true, "that": true,
	"thats": true, "which": true, "whichs": true, "here": true, "heres": true, "goes": true}

// pointedNumber returns where the pointer words that end words start (len(words) when there
// are none): "it s", "that s", "here it is".
func pointedNumber(words []string) int {
	m := len(words)
	for m > 0 && len(words)-m < 3 && backPointers[words[m-1]] {
		m--
	}
	if m < len(words) && m > 0 && (words[m-1] == "is" || words[m-1] == "s") {
		// "the claim number is, it's": one more copula after the name.
		m--
	}
	return m
}

// placeWords name the digits right after them as something other than a phone number that a
// caller mentions in passing: a road, a mile marker, an exit, an apartment, an extension, a
// PIN ("I'm on I-40 at mile marker 212, um, 384 9071"). Such digits are never a part of the
// number, so they can replace none of it.
var placeWords = map[string]bool{
	"marker": true, "exit": true, "interstate": true, "route": true, "highway": true, "hwy": true,
	"freeway": true, "apartment": true, "apt": true, "unit": true, "suite": true, "room": true,
	"extension": true, "ext": true, "pin": true, "load": true, "mile": true, "lot": true,
	"gate": true, "flight": true, "platform": true,
	// A year said in passing ("we've had it since nineteen seventy-two").
	"since": true,
	// A code with letters joined to its digits ("HO-4472-1193-05"), see tokenize.
	codeMark: true,
}

// measureWords after digits say they are a quantity, not a part of a number ("I'm 78 years
// old", "about 40 miles out").
var measureWords = map[string]bool{
	"years": true, "year": true, "yrs": true, "miles": true, "mph": true, "percent": true,
	"dollars": true, "bucks": true,
	// A time or a span ("at five twelve pm", "about 20 minutes").
	"am": true, "pm": true, "oclock": true, "minutes": true, "hours": true, "days": true,
	"weeks": true, "months": true, "feet": true, "degrees": true, "pounds": true,
}

// spanMore may stand between a count and its unit ("two more minutes", "ten extra days",
// "three whole weeks").
var spanMore = map[string]bool{"more": true, "extra": true, "whole": true, "full": true, "long": true}

// chatter reports a group whose digits the words before it name as a place or a code said
// in passing: "mile marker 212", "exit 14", "I-40", "apartment 3", "my PIN is 1084". A few
// filler words may stand between ("route number 9", "exit is 14").
func chatter(words []string) bool {
	for i := len(words) - 1; i >= 0 && i >= len(words)-3; i-- {
		switch w := words[i]; {
		case placeWords[w]:
			return true
		case w == "is" || w == "s" || w == "number" || w == "no" || w == "num":
			continue
		}
		return false
	}
	return false
}

// originPhrases place a caller's past ("I grew up in 512", "we moved here from 737"): an area
// code said after one is where they come from, which need not be their number's, so it is never
// joined to the digits after it. ("calling from 512" is left alone: it says where the phone
// is now; "I'm in 512" only when the number follows, see whereabouts.)
var originPhrases = [][]string{
	{"grew", "up", "in"}, {"raised", "in"}, {"lived", "in"}, {"moved", "from"},
	{"moved", "here", "from"}, {"originally", "from"}, {"came", "from"}, {"used", "to", "live", "in"},
}

// origin reports a group whose words before it end with an origin phrase.
func origin(words []string) bool { return endsWithPhrase(words, originPhrases) }

// endsWithPhrase reports words that end with one of phrases.
func endsWithPhrase(words []string, phrases [][]string) bool {
	return slices.ContainsFunc(phrases, func(p []string) bool {
		return len(words) >= len(p) && slices.Equal(words[len(words)-len(p):], p)
	})
}

// herePhrases place a caller where they are or live now ("I'm in 512", "we live in the 512",
// "out here in 512"); an optional "the" may follow.
var herePhrases = [][]string{
	{"i", "m", "in"}, {"im", "in"}, {"am", "in"}, {"we", "re", "in"}, {"are", "in"}, {"live", "in"},
	{"living", "in"}, {"here", "in"}, {"down", "in"}, {"up", "in"}, {"based", "in"},
}

// introWords make up the words that introduce the caller's number ("my number is", "and the
// number's", "my cell is", "it's").
var introWords = map[string]bool{"and": true, "so": true, "my": true, "the": true,
	"number": true, "phone": true, "cell": true, "mobile": true, "home": true, "it": true,
	"is": true, "s": true, "its": true}

// whereabouts reports group i said as where the caller is ("I'm in 512, my number is 555
// 0162"): a place phrase before it and only words introducing the number after it. Being in
// an area does not make it the number's area code (people keep their numbers when they move),
// so, like an origin, it is never joined to the digits after it: seven digits alone are then
// refused, a whole ten-digit number still reads. An area code framed as one ("512 is the area
// code, ...", "area code 512") has other words around it and is left alone.
func whereabouts(groups []group, i int) bool {
	if i+1 >= len(groups) {
		return false
	}
	words := groups[i].words
	if n := len(words); n > 0 && words[n-1] == "the" {
		words = words[:n-1]
	}
	if !endsWithPhrase(words, herePhrases) {
		return false
	}
	next := groups[i+1].words
	if len(next) == 0 {
		return false
	}
	if last := next[len(next)-1]; last != "is" && last != "s" && last != "its" {
		return false
	}
	return !slices.ContainsFunc(next, func(w string) bool { return !introWords[w] })
}

// glossWords may introduce a zero said to gloss one before it ("that's a zero", "oh as in
// zero", "I mean zero").
var glossWords = map[string]bool{"that": true, "s": true, "thats": true, "is": true, "its": true,
	"it": true, "a": true, "an": true, "i": true, "mean": true, "as": true, "in": true, "oh": true,
	"o": true, "like": true}

// glossesZero reports a lone zero that only says what a zero before it was: the group before
// has a zero, the words before it are a gloss ("that's", "as in"), and the words after name
// the letter it is not ("not the letter"), or the gloss was "as in". A zero glossed so is
// said once, not twice.
func glossesZero(prev, digits string, before, after []string) bool {
	if digits != "0" || !strings.Contains(prev, "0") || len(before) == 0 || len(before) > 4 {
		return false
	}
	pointer, asIn := false, false
	for i, w := range before {
		if !glossWords[w] {
			return false
		}
		pointer = pointer || w == "that" || w == "thats" || w == "mean"
		asIn = asIn || w == "in" && i > 0 && before[i-1] == "as"
	}
	if asIn {
		return true
	}
	if !pointer {
		return false
	}
	for _, w := range after[:min(len(after), 4)] {
		if w == "letter" {
			return true
		}
	}
	return false
}

// lineDeterminers may stand before digits that name a kind of number rather than give one
// ("a 1-800 number", "the 718 one", "your 800 number").
var lineDeterminers = map[string]bool{"a": true, "an": true, "the": true, "your": true, "that": true,
	"this": true, "another": true, "my": true, "our": true, "his": true, "her": true, "their": true,
	"old": true, "new": true, "same": true, "other": true}

// namesLine reports a group of a few digits used as a name for a number, not as its digits:
// a determiner right before them and "number", "one" or "line" right after ("there's also a
// 1-800 number on my card", "the old 412 one", "your 800 line"). They are part of no number,
// and a complete number said beside them is read alone. "The 785 area code" gives digits, so
// "area" is not among the nouns.
func namesLine(g group, after []string) bool {
	if len(g.digits) > 4 || len(g.words) == 0 || len(after) == 0 || g.plus {
		return false
	}
	w := normalise(g.words)
	if !lineDeterminers[w[len(w)-1]] {
		return false
	}
	switch after[0] {
	case "number", "numbers", "one", "ones", "line", "lines":
		return true
	}
	return false
}

// areaOfNumber reports a group that namesLine would set aside but that gives the area code of
// the number said right after it: "it's a 256 number, 555 0111", "mine's a two oh five number,
// uh, five five five, oh one four eight". Callers name a number by its area code this way and
// then give the seven digits that are left; the three digits are the caller's own number's
// (a pronoun for it, or "my number", "my cell", is what is "a ... number"), and the seven after
// them, with only "number" before them, complete it. Anything else said between, or a number
// that is not the caller's ("the old 412 one", "your 800 line", "there's a 1-800 number"),
// keeps the group a name.
func areaOfNumber(groups []group, i int, tail []string) bool {
	g := groups[i]
	if len(g.digits) != 3 || i+1 >= len(groups) || !slices.Equal(groups[i+1].words, []string{"number"}) {
		return false
	}
	w := joinContractions(g.words)
	n := len(w)
	if n < 2 || w[n-1] != "a" && w[n-1] != "an" {
		return false
	}
	switch {
	case w[n-2] == "its" || w[n-2] == "mines":
	case n >= 3 && (w[n-2] == "is" || w[n-2] == "s") && (w[n-3] == "it" || w[n-3] == "mine"):
	case n >= 3 && (w[n-2] == "s" || w[n-2] == "is") && n >= 4 && w[n-4] == "my" && lineNouns[w[n-3]]:
		// "my number's a 256 number", "my cell is a 256 number".
	default:
		return false
	}
	rest := 0
	for j, h := range groups[i+1:] {
		if j > 0 && len(h.words) > 0 || h.plus {
			return false
		}
		rest += len(h.digits)
	}
	return rest == 7
}

// measured reports words after a group that make its digits a quantity ("78 years old") or a
// street address ("512 Elm Street", "1400 North Lamar Boulevard"): a street word within the
// first three words.
func measured(words []string) bool {
	if len(words) > 0 && measureWords[words[0]] {
		return true
	}
	if len(words) > 1 && spanMore[words[0]] && measureWords[words[1]] {
		// "I said two more minutes", "five extra days": a span told to someone in the room or
		// about a wait, with a word between the count and its unit.
		return true
	}
	for _, w := range words[:min(len(words), 3)] {
		if streetWords[w] {
			return true
		}
	}
	return false
}

// streetWords end a street's name: digits said before one are a house number.
var streetWords = map[string]bool{"street": true, "st": true, "avenue": true, "ave": true,
	"road": true, "rd": true, "drive": true, "lane": true, "ln": true, "boulevard": true,
	"blvd": true, "court": true, "parkway": true, "pkwy": true, "circle": true, "trail": true,
	"terrace": true}

// corrects reports whether the words between two groups make the second replace the first.
func corrects(words []string) bool {
	for i, w := range words {
		if corrections[w] || w == "hold" && i+1 < len(words) && words[i+1] == "on" {
			return true
		}
	}
	return false
}

// repairWords mark a caller fixing what they just said. Unlike corrections, they leave out
// the words that only say which number ("mine", "new", "changed"), which kinds handle.
var repairWords = map[string]bool{"no": true, "nope": true, "wait": true, "sorry": true, "actually": true,
	"scratch": true, "mean": true, "correction": true, "oops": true, "instead": true}

// repairs reports words that fix what was just said: a repair word, or "hold on".
func repairs(words []string) bool {
	for i, w := range words {
		if repairWords[w] || w == "hold" && i+1 < len(words) && words[i+1] == "on" {
			return true
		}
	}
	return false
}

// designators name the number that follows as the one on the policy ("my cell's ..., but the
// one on the policy is ..."); rejections say the number before is not it ("..., that's not
// on the policy, ..."). Matched against the words between two groups joined by spaces.
var (
	designators = []string{"the one on the policy", "policy one", "the policys got", "the policy has",
		"the policys is", "the one on file", "the one on the account", "on the policy is",
		"on the account is", "on file is"}
	rejections = []string{"not on the policy", "not the one on", "thats not on", "dont use", "do not use",
		"not that one", "thats not it", "thats not the one on", "its not on the", "its not the one on",
		"thats not my phone", "its not my phone", "not my phone"}
	// owners are whose number a caller may give first before their own ("my son's number is
	// ..., and my number is ...").
	owners = map[string]bool{"son": true, "sons": true, "daughter": true, "daughters": true, "husband": true,
		"husbands": true, "wife": true, "wifes": true, "mom": true, "moms": true, "mum": true, "mums": true,
		"dad": true, "dads": true, "mother": true, "mothers": true, "father": true, "fathers": true,
		"partner": true, "partners": true, "brother": true, "brothers": true, "sister": true, "sisters": true}
	selfRefs = []string{"my number", "my own", "my cell", "my phone", "my mobile", "my home"}
)

// designates reports words between two groups that pick the second group's number over what
// came before: a designator right before it (not one that names the number before it: "...,
// that's the one on the policy, and my cell is ..." picks nothing), a rejection of the
// number before, or the caller's own number after someone else's. The caller's words, never
// a guess, decide which of two numbers is meant.
func designates(words []string, seg []group) bool {
	if len(words) == 0 {
		return false
	}
	s := " " + strings.Join(words, " ") + " "
	s = strings.ReplaceAll(s, " that s ", " thats ")
	s = strings.ReplaceAll(s, " policy s ", " policys ")
	s = strings.ReplaceAll(s, " don t ", " dont ")
	for _, r := range rejections {
		if i := strings.Index(s, " "+r+" "); i >= 0 && !introducesNumber(strings.Fields(s[:i])) {
			return true
		}
	}
	for _, d := range designators {
		i := strings.Index(s, " "+d+" ")
		if i < 0 {
			continue
		}
		before := strings.Fields(s[:i])
		if len(before) > 0 {
			switch before[len(before)-1] {
			case "thats", "is", "its", "was", "s":
				continue
			case "not", "isnt", "never":
				// "..., that's not the one on file, ...": a designator denied picks nothing.
				continue
			}
		}
		if len(before) == 0 && strings.HasPrefix(d, "on ") {
			continue
		}
		return true
	}
	if len(seg) > 0 {
		for _, w := range seg[0].words {
			if !owners[w] {
				continue
			}
			for _, r := range selfRefs {
				if strings.Contains(s, " "+r+" ") {
					return true
				}
			}
		}
		if placeThenOwn(words, seg) {
			return true
		}
	}
	return false
}

// placeThenOwn reports the number before named as a business's or a place's line, by the
// words before it ("the front desk is ...", "the body shop's number is ...") or by a pointer
// right after it ("..., but that's the front desk"), and then the caller's own named ("...,
// my own line is ...", "my cell is ..."): as with a relative's number before the caller's
// own, the caller gives theirs after a line that is not. someoneElses still refuses a number
// put together from both.
func placeThenOwn(words []string, seg []group) bool {
	ws := joinContractions(words)
	own := -1
	for i, w := range ws {
		if (w == "my" || w == "our") && whoseAt(ws, i) == whoseCaller {
			own = i
			break
		}
	}
	if own < 0 {
		return false
	}
	if o, who := whoseBefore(joinContractions(seg[0].words)); o == whoseOther && thirdParties[who] {
		return true
	}
	o, who := whoseAfter(trimLinks(ws[:own]))
	return o == whoseOther && thirdParties[who]
}

// rejects reports words that rule out the number said right before them ("don't use that",
// "but that's not on the policy"): a rejection within the first few words, with no kind
// named before it ("the mobile is not on the policy" names which number it rules out, and
// is left to the kinds).
func rejects(words []string) bool {
	if len(words) == 0 {
		return false
	}
	lead := 0
	for lead < len(words) && lead < 2 && (words[lead] == "but" || words[lead] == "and" || words[lead] == "so") {
		lead++
	}
	words = words[lead:min(len(words), lead+7)]
	for _, w := range words {
		if _, ok := kinds[w]; ok {
			return false
		}
	}
	s := " " + strings.Join(words, " ") + " "
	s = strings.ReplaceAll(s, " that s ", " thats ")
	s = strings.ReplaceAll(s, " it s ", " its ")
	s = strings.ReplaceAll(s, " don t ", " dont ")
	for _, r := range rejections {
		if strings.HasPrefix(s, " "+r+" ") {
			return true
		}
	}
	return false
}

// policyDiffers reports words after the last number saying the policy, the account or the
// file carries another number than the one said: "..., the one on the policy is different",
// "..., but the policy has a different number", "..., there's another one on the account".
// The caller gave a number to reach them by, not the key; reading it looks up the wrong
// record or none. A word for another number is enough with a word for the policy's records,
// unless it is denied ("not a different one", "no other").
func policyDiffers(words []string) bool {
	ws := normalise(words)
	place, other := false, false
	for i, w := range ws {
		switch w {
		case "policy", "account", "file", "records", "record":
			place = true
		case "different", "another", "other", "separate":
			if i > 0 && (negations[ws[i-1]] || ws[i-1] == "no" || i > 1 && negations[ws[i-2]] && ws[i-1] == "a") {
				continue
			}
			other = true
		}
	}
	return place && other
}

// rulesOutNext reports words that end by ruling out the number said right after them: "don't
// use" or "not" and then only a name for it ("don't use my husband's, ...", "not the work
// one, ...", "don't use the landline: ..."). Some number must have been said before them,
// so the one ruled out is not the only one.
func rulesOutNext(words []string) bool {
	at := -1
	for i, w := range words {
		switch {
		case (w == "dont" || w == "not") && i+1 < len(words) && words[i+1] == "use":
			at = i + 2
		case w == "do" && i+2 < len(words) && words[i+1] == "not" && words[i+2] == "use":
			at = i + 3
		case w == "not" && (i == 0 || !copulas[words[i-1]] && words[i-1] != "m" && words[i-1] != "are"):
			at = i + 1
		}
	}
	if at < 0 || at >= len(words) {
		return false
	}
	name := false
	for _, w := range words[at:] {
		switch {
		case w == "the" || w == "my" || w == "our" || w == "his" || w == "her" || w == "their" || w == "that":
			if name {
				// "not the cell, the landline, ...": a second name is what is meant.
				return false
			}
		case w == "s":
		case w == "mine" || w == "mines" || w == "own":
			// "don't use hers, mine's ...": the caller's own is what follows.
			return false
		case kinds[w] != "" || persons[w] || owners[w]:
			name = true
		case w == "number" || w == "one" || w == "line" || w == "phone":
			name = true
		default:
			return false
		}
	}
	return name
}

// alternative reports an "or" between two numbers that is not "or actually", "or rather".
// Only a repair word after the "or" makes it one: "mine", "new" and the other corrections
// that name which number leave it an alternative ("I think we put his on it. Or mine. 910
// ..."), as the caller offers a second owner or kind in doubt.
func alternative(words []string) bool {
	for i, w := range words {
		if w == "or" && !(i+1 < len(words) && (repairWords[words[i+1]] || words[i+1] == "rather")) {
			return true
		}
	}
	return false
}

// offeredByKind reports an "or" before group i that offers a second number, each of the two
// named by a kind of line ("you can try my cell 321 ... or home 321 ..."), when the words
// state that the policy has one of those two kinds ("..., but the one on the policy is the
// home one"). The caller offered two numbers to ring and said which one the policy carries:
// nothing is left in doubt, and pickByKind reads the number named so (or, when it cannot
// pick, two numbers are refused). An instruction ("use the home one") states nothing of the
// policy and does not count; an "or" between two parts of one number is no offer of two, and
// nor is an "or" before anything but the kind ("..., or use my cell, ...").
func offeredByKind(groups []group, i int, tail []string) bool {
	lineKind := func(words []string) string {
		kd := ""
		for _, w := range words {
			if k, ok := kinds[w]; ok && dimension(k) == "line" {
				kd = k
			}
		}
		return kd
	}
	ws := normalise(groups[i].words)
	or := slices.Index(ws, "or")
	next := ws[or+1:]
	if len(next) > 0 && (next[0] == "my" || next[0] == "the" || next[0] == "our") {
		next = next[1:]
	}
	if len(next) == 0 {
		return false
	}
	// The kind right after the "or": "or home ...", "or my cell ...". "..., or use my cell,
	// ..." is an instruction of its own and stays a doubt.
	second := lineKind(next[:1])
	k := i - 1
	for k > 0 && len(groups[k].words) == 0 {
		k--
	}
	first := lineKind(normalise(groups[k].words))
	if first == "" || second == "" || first == second {
		return false
	}
	stated := onPolicy(allWords(groups, tail))
	return len(stated) == 1 && (stated[first] || stated[second])
}

// answerWords are what may stand before the digit that answers a question between two
// ("It's a 7", "yeah, it's 7").
var answerWords = map[string]bool{"it": true, "s": true, "its": true, "a": true, "an": true, "is": true,
	"yes": true, "yeah": true, "ok": true, "okay": true, "definitely": true}

// answered reports a question between two single digits that the caller answers with one of
// them right away: "Is that a 1 or a 7? It's a 7." Only then does an "or" not withdraw the
// number; the digits of the question and the answer are not read, so the number must come
// from what else was said.
func answered(groups []group, i int) bool {
	if i+1 >= len(groups) || len(groups[i-1].words) == 0 {
		return false
	}
	a, b, c := groups[i-1], groups[i], groups[i+1]
	if len(a.digits) != 1 || len(b.digits) != 1 || len(c.digits) != 1 || c.digits != a.digits && c.digits != b.digits {
		return false
	}
	for _, w := range b.words {
		if w != "or" && w != "a" && w != "an" {
			return false
		}
	}
	it := false
	for _, w := range c.words {
		if !answerWords[w] {
			return false
		}
		it = it || w == "it" || w == "its"
	}
	return it
}

// notMine is "not mine" as said, which contrasted rewrites to one word.
var notMine = regexp.MustCompile(`(?i)\bnot\s+mine\b`)

// contrasted reads "not mine" said to contrast the caller's number with the one of the
// person the policy is under ("the policy's under my husband, so it's his phone, not mine";
// "this is her claim ... her number is ... not mine, hers"), which is not a hedge: every
// "not mine" must have such a person within four words before it or two after, the words
// must select that person's number as the one on the policy or claim, and no other hedge may
// be said. It returns the words with "not mine" made one word ("notmine"), so the contrast
// neither names the caller's number nor negates the selection; "her claim" and "his policy"
// say whose the policy is here too. Anything else stays a hedge:
// "312 555 0101, that's not mine, it's my husband's" says nothing of whose the policy is.
func contrasted(words string) (string, bool) {
	if !notMine.MatchString(words) {
		return "", false
	}
	w := notMine.ReplaceAllString(words, "notmine")
	if unsure(w) {
		return "", false
	}
	var f []string
	for _, t := range tokenize(w) {
		f = append(f, t.text)
	}
	f = normalise(f)
	owner := ""
	for i, x := range f {
		if x != "notmine" {
			continue
		}
		found, number := "", false
		for j := max(0, i-4); j <= min(len(f)-1, i+2); j++ {
			if kd, ok := kinds[f[j]]; ok && kd != "mine" && dimension(kd) == "person" {
				found = kd
			}
			// The contrast is of numbers ("his number, not mine", "... 2903. not mine,
			// hers"), not of claims ("this is her claim, not mine, 503 ..." says nothing of
			// whose number follows).
			number = number || numberWords[f[j]] || j < i && isNumeral(f[j])
		}
		if found == "" || !number || owner != "" && !sameKind(owner, found) {
			return "", false
		}
		if owner == "" || pronouns[owner] != "" {
			owner = found
		}
	}
	sel := selected(f)
	for i := 0; i+1 < len(f); i++ {
		// "this is her claim", "it's my husband's policy": whose the claim is.
		kd, ok := kinds[f[i]]
		j := i + 1
		if f[j] == "s" && j+1 < len(f) {
			j++
		}
		if ok && dimension(kd) == "person" && (f[j] == "claim" || f[j] == "policy") &&
			!slices.ContainsFunc(f[max(0, i-3):i], func(w string) bool { return negations[w] }) {
			sel[kd] = true
		}
	}
	if len(sel) == 0 {
		return "", false
	}
	for kd := range sel {
		if !sameKind(kd, owner) {
			return "", false
		}
	}
	return w, true
}

// numberWords name a phone number, or stand for one ("hers").
var numberWords = map[string]bool{"number": true, "numbers": true, "phone": true, "cell": true,
	"mobile": true, "line": true, "landline": true, "hers": true, "theirs": true}

// isNumeral reports a word made only of ASCII digits.
func isNumeral(w string) bool {
	return w != "" && strings.Trim(w, "0123456789") == ""
}

// settleWords may stand before the part that settles a doubt ("no, 1048", "yes it's 1048").
var settleWords = map[string]bool{"no": true, "nope": true, "yes": true, "yeah": true, "it": true,
	"its": true, "s": true, "is": true, "definitely": true, "actually": true, "sorry": true, "wait": true}

// settled reads a doubt about the last part said that the caller settles at once: group i
// is an alternative to the end of the group before ("575 622 1048, or 1084?"), and the next
// group says one of the two again, with only settling words before it ("no, 1048"). keep
// reports that the answer is what was said first (so it is dropped too); otherwise it takes
// the alternative, and must carry a correction word to replace the part ("no, 1084").
func settled(groups []group, i int) (keep, ok bool) {
	if i+1 >= len(groups) {
		return false, false
	}
	a, b, c := groups[i-1], groups[i], groups[i+1]
	if len(b.digits) < 2 || len(b.digits) != len(c.digits) || len(a.digits) < len(b.digits) ||
		strings.HasSuffix(a.digits, b.digits) || len(c.words) == 0 {
		return false, false
	}
	for _, w := range b.words {
		if w != "or" && w != "is" && w != "it" && w != "was" {
			return false, false
		}
	}
	for _, w := range c.words {
		if !settleWords[w] {
			return false, false
		}
	}
	switch {
	case strings.HasSuffix(a.digits, c.digits):
		return true, true
	case c.digits == b.digits && corrects(c.words):
		return false, true
	}
	return false, false
}

// hedgeAside reports that every hedge in the words is about another kind of number, said
// right after its digits and turned from with "but" before the phone number ("the claim
// number is 4471 something, I don't have it in front of me, but the phone's ..."). Doubt
// about a claim or policy number says nothing of the phone number; a hedge anywhere else
// (before the first digits, after the last, or about digits not named as another kind)
// still withdraws everything.
//
// Doubt about someone else's number ("my boy's number is almost the same, 601 224
// something, but mine is ...") is an aside the same way, when the caller then claims the
// number that follows ("but mine", "but my"): the other number is never read (someoneElses),
// and the vagueness is about it alone.
func hedgeAside(words string) bool {
	groups, tail, _ := scan(tokenize(words), false)
	var rest []string
	aside := false
	for j, g := range groups {
		ws := normalise(g.words)
		if j > 0 {
			b := slices.Index(ws, "but")
			kind := otherNumber(groups[j-1].words)
			if !kind && b > 0 && b+1 < len(ws) && (ws[b+1] == "mine" || ws[b+1] == "my") {
				// Whose the digits before are: the words before the first of them.
				k := j - 1
				for k > 0 && len(groups[k].words) == 0 {
					k--
				}
				o, _ := whoseBefore(joinContractions(groups[k].words))
				kind = o == whoseOther
			}
			if kind && b > 0 && unsure(strings.Join(ws[:b], " ")) {
				ws = ws[b:]
				aside = true
			}
		}
		rest = append(rest, ws...)
		// The digits themselves, so a hedge said with digits ("not 100 percent") is heard.
		rest = append(rest, g.digits)
	}
	rest = append(rest, normalise(tail)...)
	return aside && !unsure(strings.Join(rest, " "))
}

// couldBe reports words that end by offering what follows as what the number could be:
// "could be" (plain) or "could it be", "could that be" (asked).
func couldBe(w []string) (plain, asked bool) {
	n := len(w)
	plain = n >= 2 && w[n-2] == "could" && w[n-1] == "be"
	asked = n >= 3 && w[n-3] == "could" && w[n-1] == "be"
	return plain, asked
}

// reportedCallBack is someone else's instruction to call back ("the adjuster said to call
// back", "they told me to call back"): why the caller rang, not a deferral of the number.
var reportedCallBack = strings.NewReplacer(" said to call back ", " ", " told me to call back ", " ",
	" told us to call back ", " ", " asked me to call back ", " ", " asked us to call back ", " ",
	" said i should call back ", " ", " said we should call back ", " ")

// unsure reports a hedge anywhere in the words.
func unsure(words string) bool {
	s := " " + strings.Join(strings.FieldsFunc(strings.ReplaceAll(strings.ToLower(words), "'", ""), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}), " ") + " "
	s = reportedCallBack.Replace(s)
	for _, h := range hedges {
		if strings.Contains(s, " "+h+" ") && !(h == "one of those" && kindOfThose(s)) {
			return true
		}
	}
	return false
}

// kindsOfThose are the plural nouns a caller may name a kind of number or area code by
// ("one of those new area codes", "one of those Google Voice numbers").
var kindsOfThose = map[string]bool{"codes": true, "numbers": true, "phones": true, "cells": true,
	"lines": true, "prepaids": true, "burners": true}

// kindOfThose reports that every "one of those" in s (words joined by single spaces) names a
// kind: "It's one of those new area codes, 343 ...". A kind word or two stand between "those"
// and a plural noun of numbers, with no count and no alternative among them. Only then is it
// no doubt: "one of those two", "one of those numbers, 512 or 737" and "one of those, ..."
// still choose between numbers the caller is not sure of.
func kindOfThose(s string) bool {
	ws := strings.Fields(s)
	found := false
	for i := 0; i+2 < len(ws); i++ {
		if ws[i] != "one" || ws[i+1] != "of" || ws[i+2] != "those" {
			continue
		}
		found = true
		kind := false
		for j := i + 3; j < len(ws) && j <= i+6; j++ {
			w := ws[j]
			if unit(w) != 0 || tens(w) != 0 || teen(w) != "" || w == "or" || w == "few" || w == "several" ||
				w[0] >= '0' && w[0] <= '9' {
				break
			}
			if kindsOfThose[w] {
				kind = j > i+3
				break
			}
		}
		if !kind {
			return false
		}
	}
	return found
}

// maxGroups bounds the groups read from one utterance: a number said one digit at a time,
// corrected twice and repeated, is about forty. It keeps the search over groups small.
const maxGroups = 60

// maxCost bounds the repairs one reading may make (a mis-spoken part said over, a correction
// that does not start like what it replaces). More than that is not a number we should trust.
const maxCost = 3

// keepSlack is how many more repairs a reading that keeps the parts said before may take
// than a complete restatement that drops them, and still make the words two numbers. A
// restatement outvotes what it drops only when no reading of similar cost keeps it.
const keepSlack = 2

// maxStates and maxSteps bound the search for readings, so no utterance can make it slow; an
// utterance that needs more is refused (a plainly said number needs a handful).
const (
	maxStates = 48
	maxSteps  = 4000
)

// maxRestart bounds how many digits a caller is taken to abandon when restarting a part.
const maxRestart = 7

// reading is one way of hearing groups: the digits, where each group starts, and how many
// repairs it took. Readings are compared by cost; the cheapest complete ones must agree.
type reading struct {
	digits string
	// starts has bit i set when a group starts at digit offset i; restarts and corrections
	// only cut at a group start.
	starts uint32
	plus   bool
	cost   int
}

// key is the number a reading is, used to tell two readings apart: "1 800 ..." and
// "800 ..." are one number.
type keyFunc func(digits string, plus bool) string

// assemble turns the groups heard into the one number the caller means, or refuses.
//
// Groups are split into segments at correction words. Each segment is read every way a
// caller might have said it (as said; a part said again after a pause dropped; a part that
// was mis-spoken and restarted replaced; labelled parts in order) and only the cheapest
// complete readings count: if they are different numbers, the words are refused. Each later
// segment corrects what came before: a complete number replaces it; a labelled part
// replaces that part; anything else replaces what was said from some group start on, or
// continues it, and again every reading must agree. key returns the E.164 form of a usable
// number for the region, or "".
func assemble(groups []group, tail []string, key keyFunc, acct *accounting) (digits string, plus bool, err error) {
	if interrupted(tail) || len(groups) > 0 && endUnsaid(tail) {
		return "", false, ErrUnsure
	}
	if len(groups) > maxGroups {
		return "", false, fmt.Errorf("%w: %d groups of digits is not a phone number", ErrNoNumber, len(groups))
	}
	// A zero said again to gloss the one before ("two oh eight, that's zero, not the letter,
	// ...") is not another digit, and the words of the gloss ("I mean") correct nothing.
	for i := 1; i < len(groups); i++ {
		after := tail
		if i+1 < len(groups) {
			after = groups[i+1].words
		}
		if glossesZero(groups[i-1].digits, groups[i].digits, groups[i].words, after) {
			groups = slices.Delete(slices.Clone(groups), i, i+1)
			i--
		}
	}
	groups = areaCodeLast(groups, tail)
	groups = areaCodeAfter(groups)
	groups, err = quotedParts(groups)
	if err != nil {
		return "", false, err
	}
	groups, mustBe, err := askedParts(groups, tail)
	if err != nil {
		return "", false, err
	}
	memo := make(map[string]string, 16)
	k := func(d string, plus bool) string {
		if len(d) < 4 || len(d) > maxRunDigits {
			return ""
		}
		m := d
		if plus {
			m = "+" + d
		}
		v, ok := memo[m]
		if !ok {
			v = key(d, plus)
			memo[m] = v
		}
		return v
	}
	if mustBe != "" {
		// Only parts of the number were said after it (askedParts): a reading of another
		// number made them a correction that brought no new digit. Registered first, it runs
		// last and sees the number every other rule settled on.
		defer func() {
			if err == nil && k(digits, plus) != k(mustBe, false) {
				digits, plus, err = "", false, ErrQuoteUnsettled
			}
		}()
	}
	// Digits named afterwards as another kind of number are dropped with the rest of the run
	// they end: the groups back to the last words before them.
	other := make([]bool, len(groups))
	drop := func(end int) {
		for j := end - 1; j >= 0; j-- {
			other[j] = true
			if len(groups[j].words) > 0 {
				break
			}
		}
	}
	for i, g := range groups {
		if i > 0 && postfixKind(g.words) {
			drop(i)
		}
		if len(g.digits) == 1 && otherNumber(g.words) {
			// "my member ID is four, seven, oh, ...": another kind of number read digit by
			// digit goes on through the lone digits said after it with no words between.
			// Only its first group is named; the rest are no more the caller's phone digits.
			for j := i + 1; j < len(groups) && len(groups[j].words) == 0 && len(groups[j].digits) == 1; j++ {
				other[j] = true
			}
		} else if otherNumber(g.words) {
			// "policy number is 623, 278, 9005, and the phone is ...": another kind of number
			// said in parts goes on through the parts said after it with no words between.
			// Left in, its later parts were read into the phone number said next (278 989
			// 8473). A phone number said right after it with only a pause between ("claim
			// 4471, 212 555 0143") cannot be told from more of it, and is refused with it.
			for j := i + 1; j < len(groups) && len(groups[j].words) == 0 && len(groups[j].digits) > 1; j++ {
				other[j] = true
			}
		}
	}
	if postfixKind(tail) {
		drop(len(groups))
	}
	if len(groups) > 0 && policyDiffers(tail) {
		// "..., the one on the policy is different": the number said is not the policy's.
		return "", false, fmt.Errorf("%w: the policy is said to carry another number", ErrUnsure)
	}
	if len(groups) > 0 && rejects(tail) {
		// "..., hers was 432 608 9913, don't use that": the number just said is ruled out.
		// It must be a whole number: a part ruled out leaves unsaid which part is meant.
		end := len(groups) - 1
		for end > 0 && len(groups[end].words) == 0 {
			end--
		}
		d := ""
		for _, g := range groups[end:] {
			d += g.digits
		}
		if k(d, groups[end].plus) == "" {
			return "", false, fmt.Errorf("%w: a part of the number ruled out", ErrUnsure)
		}
		drop(len(groups))
	}
	// Digits said in passing as a place, a code or a quantity are not phone digits: only the
	// one group they name is set aside, so a number said right next to them is kept.
	for i, g := range groups {
		if chatter(g.words) {
			other[i] = true
		}
		if origin(g.words) || whereabouts(groups, i) {
			other[i] = true
			if i+1 < len(groups) && slices.Equal(groups[i+1].words, []string{"to"}) {
				// "moved from 512 to 737": where they moved is a place too.
				other[i+1] = true
			}
		}
		if i > 0 && measured(g.words) {
			other[i-1] = true
		}
	}
	if len(groups) > 0 && measured(tail) {
		other[len(groups)-1] = true
	}
	for i, g := range groups {
		after := tail
		if i+1 < len(groups) {
			after = groups[i+1].words
		}
		if namesLine(g, after) && !areaOfNumber(groups, i, tail) {
			other[i] = true
		}
	}
	for i, g := range groups {
		if plain, asked := couldBe(normalise(g.words)); plain && i > 0 || asked {
			// "..., could be 7042": digits offered as what the number could be after some
			// were said are a doubt, as "maybe" is (hedges). "Could be my cell or the house"
			// before any digit says nothing of them; "could it be ..." asks wherever it is.
			return "", false, ErrUnsure
		}
		if i > 0 && alternative(g.words) {
			if answered(groups, i) {
				// "Is that a 1 or a 7? It's a 7.": the question and its answer are dropped;
				// the number must be read from the rest.
				other[i-1], other[i], other[i+1] = true, true, true
				continue
			}
			if offeredByKind(groups, i, tail) {
				// "try my cell ... or home ..., but the one on the policy is the home one":
				// pickByKind reads the one named so, or nothing is read.
				continue
			}
			if keep, ok := settled(groups, i); ok {
				// "575 622 1048, or 1084? no, 1048": the doubt is settled at once. The
				// alternative is dropped; the answer is dropped too when it keeps what was
				// said, or corrects the part when it takes the alternative.
				other[i] = true
				other[i+1] = other[i+1] || keep
				continue
			}
			return "", false, ErrUnsure
		}
	}
	for i, g := range groups {
		if i > 0 && rulesOutNext(normalise(g.words)) {
			// "..., don't use my husband's, 718 555 0190": the number named is ruled out.
			for j := i; j < len(groups) && (j == i || len(groups[j].words) == 0); j++ {
				other[j] = true
			}
		}
	}
	ruledOutAgain(groups, tail, other, k)
	restartAside(groups, other)
	contactAside(groups, other)
	linesAside(groups, other)
	serviceAside(groups, tail, other)
	defer func() {
		if err == nil && oldChanged(groups, tail, digits) {
			digits, plus, err = "", false, fmt.Errorf("%w: the policy still has the old number, and a new one was read", ErrTwoNumbers)
		}
	}()
	defer func() {
		if err == nil && ruledOutRead(groups, other, digits) {
			digits, plus, err = "", false, ErrRuledOut
		}
	}()
	// settled is set when the caller took a correction back ("..., no wait, 3380. actually no,
	// the original"): the group after the number was said and then withdrawn, not dropped.
	settled := false
	defer func() {
		// Registered before the other deferred checks so it sees the number they settle on.
		if err == nil && !settled && trailingDropped(groups, tail, other, digits) {
			digits, plus, err = "", false, ErrTrailingGroup
		}
	}()
	if endFirst(groups, other) {
		return "", false, ErrUnsure
	}
	if err := endingConfirmed(groups, tail, other); err != nil {
		return "", false, err
	}
	if run := runDescribed(groups, tail, other); run != "" {
		// "..., that's three ones in a row": whatever number the rest makes must have it.
		defer func() {
			if err == nil && !hasRun(digits, run) {
				digits, plus, err = "", false, ErrRunDisagrees
			}
		}()
	}
	fixes, err := digitFixes(groups, tail, other)
	if err != nil {
		return "", false, err
	}
	if len(fixes) > 0 {
		// A digit corrected in place ("the last digit's a 9") is put into whatever number the
		// rest of the words make.
		defer func() {
			if err != nil {
				return
			}
			kept := func(j int) bool {
				return !other[j] && !negated(groups[j].words) && !otherNumber(groups[j].words)
			}
			if digits, err = applyFixes(digits, fixes, kept, len(groups)); err != nil {
				digits, plus = "", false
			}
		}()
	}
	acct.record(groups, other, len(fixes) > 0)
	if d, plus, ok, err := withdrawn(groups, tail, other, k); ok || err != nil {
		acct.setPicked()
		settled = true
		return d, plus, err
	}
	if d, plus, ok, err := pickByKind(groups, tail, other, k); ok || err != nil {
		acct.setPicked()
		return d, plus, err
	}
	var segments [][]group
	var seg []group
	for i, g := range groups {
		if i > 0 && (corrects(g.words) || designates(g.words, seg)) && len(seg) > 0 {
			segments = append(segments, seg)
			seg = nil
			acct.setBreak(i)
		}
		if other[i] || negated(g.words) || otherNumber(g.words) {
			continue
		}
		seg = append(seg, g)
	}
	if len(seg) > 0 {
		segments = append(segments, seg)
	}
	if len(segments) == 0 {
		return "", false, fmt.Errorf("%w: no digits heard", ErrNoNumber)
	}
	budget := maxSteps
	var cur []reading
	for i, s := range segments {
		rs, err := segmentReadings(s, k, &budget)
		if err != nil {
			return "", false, err
		}
		if best, ok, err := cheapest(rs, k); err != nil {
			return "", false, err
		} else if ok || i == 0 {
			if ok {
				// A complete restatement replaces everything before it, unless the same words
				// read as a correction of a part give another complete number as cheaply
				// ("212, then 6 oh 4... no, it's 6 4 0, 6 4 0, and 3 3 7 1": 640 640 3371,
				// or 212 640 3371 with 640 said twice): then nothing says which is meant,
				// unless the correction starts with a part said before with its digits
				// swapped (604 -> 640): that is a part put right, not a new number.
				if i > 0 {
					want := k(best.digits, best.plus)
					// A correction that first quotes a part said before ("552, hold on, I put
					// 552, it's 255. 2554017") may put it right with the group after the
					// quote, keeping the area code said before.
					var parts []reading
					swaps := true
					for j := 0; j < len(s) && (j == 0 || j == 1 && quotes(cur, s[0].digits)); j++ {
						fixes := rs
						if j > 0 {
							fixes = readings(s[j:], k, &budget)
						}
						part := label(s[j].words)
						found := false
						for _, c := range correct(cur, fixes, part, pauseOnly(s[j].words)) {
							if part == partHead && len(s[j].digits) == 3 && !strings.HasPrefix(c.digits, s[j].digits) {
								// "the area code is 425. 425, 414, 9008": a reading that keeps
								// another area code goes against what the caller named.
								continue
							}
							if c.cost <= best.cost+keepSlack {
								if got := k(c.digits, c.plus); got != "" && got != want {
									parts = append(parts, c)
									found = true
								}
							}
						}
						if found && !swapped(cur, s[j].digits) {
							swaps = false
						}
					}
					if len(parts) > 0 {
						part, ok, err := cheapest(parts, k)
						if !swaps || err != nil || !ok {
							return "", false, ErrTwoNumbers
						}
						best = part
					}
				}
				keep := []reading{best}
				if i+1 < len(segments) {
					keep = append(keep, unfinished(rs, best, k)...)
				}
				rs = keep
			}
			cur = rs
			continue
		}
		if r, ok, err := restated(cur, s, k, &budget); err != nil {
			return "", false, err
		} else if ok {
			cur = []reading{r}
			continue
		}
		if r, ok, err := lastDigitsRestated(cur, s, rs, k); err != nil {
			return "", false, err
		} else if ok {
			cur = []reading{r}
			continue
		}
		if apology(s[0].words) {
			cur = append(correct(cur, rs, label(s[0].words), false), resumed(cur, rs)...)
		} else {
			cur = correct(cur, rs, label(s[0].words), pauseOnly(s[0].words))
		}
		if len(cur) > maxStates {
			budget = 0
		}
		if budget <= 0 {
			break
		}
	}
	if budget <= 0 {
		// Too many ways to read the words: they are not a number said plainly enough.
		return "", false, fmt.Errorf("%w: too many ways to read the digits", ErrNoNumber)
	}
	best, ok, err := cheapest(cur, k)
	if err != nil {
		return "", false, err
	}
	if !ok {
		if len(cur) == 0 {
			return "", false, fmt.Errorf("%w: no reading of the digits", ErrNoNumber)
		}
		return cur[0].digits, cur[0].plus, nil
	}
	return best.digits, best.plus, nil
}

// unfinished returns the readings of a segment that are as cheap as its complete reading best,
// shorter, and make no number: ways of hearing it with the caller not yet done ("925... I'm looking at
// it... 925, 604, 3": the area code said again, three digits of the line still to come, as
// cheap as 925 925 6043). A correction said next ("..., sorry the screen dimmed, 3812") is
// applied to them too, not only to the complete reading: corrected, the complete reading
// gives one number (925 925 3812) and the unfinished one another (925 604 3812), and which
// the caller means is for the cost of each correction, and the cheapest must agree. Kept
// alone, the complete reading makes the correction replace a part the caller never took back.
func unfinished(rs []reading, best reading, k keyFunc) []reading {
	var out []reading
	for _, r := range rs {
		if r.cost <= best.cost && len(r.digits) < len(best.digits) && k(r.digits, r.plus) == "" {
			out = append(out, r)
		}
	}
	return out
}

// cheapest returns the one complete number among the cheapest complete readings; ok is false
// when no reading is complete, and ErrTwoNumbers when the cheapest disagree.
func cheapest(rs []reading, k keyFunc) (reading, bool, error) {
	var best reading
	bestKey := ""
	found := false
	for _, r := range rs {
		key := k(r.digits, r.plus)
		if key == "" {
			continue
		}
		switch {
		case !found || r.cost < best.cost:
			best, bestKey, found = r, key, true
		case r.cost == best.cost && key != bestKey:
			return reading{}, false, ErrTwoNumbers
		}
	}
	return best, found, nil
}

// segmentReadings reads one segment (no correction inside it) every way it may have been
// said. Two different complete numbers in separate groups of one segment are refused: nothing
// says which one is meant. When no reading is complete, a complete number among other digits
// set off by words ("policy 12345, phone 415 555 1009") is taken if it is the only one.
func segmentReadings(s []group, k keyFunc, budget *int) ([]reading, error) {
	if err := twoNumbers(s, k); err != nil {
		return nil, err
	}
	rs := readings(s, k, budget)
	if ordered, ok := byPart(s); ok {
		// Labels said out of order ("the last four are 9004, before that 555, area code
		// 623") put the parts in order; the order said is then one repair away.
		for i := range rs {
			rs[i].cost++
		}
		rs = append(readings(ordered, k, budget), rs...)
	}
	if _, ok, err := cheapest(rs, k); err != nil || ok {
		return rs, err
	}
	var ws []reading
	for a := range s {
		if a > 0 && len(s[a].words) == 0 {
			continue
		}
		for b := a + 1; b <= len(s); b++ {
			if b < len(s) && len(s[b].words) == 0 || b-a == len(s) {
				continue
			}
			if *budget <= 0 {
				return nil, nil
			}
			for _, r := range readings(s[a:b], k, budget) {
				if k(r.digits, r.plus) != "" {
					ws = append(ws, r)
				}
			}
		}
	}
	if len(ws) > 0 {
		return ws, nil
	}
	return rs, nil
}

// twoNumbers refuses two different complete numbers said in separate groups of one segment
// ("I have two: 480 312 7765 and 602 555 0143"; "... 1009. 415 555 1010"). A number counts
// when it is one group, or groups the caller set off by a stop or words: "978, 446, 446,
// 0351" is a stutter, not a second number 446 446 0351. Two whole numbers that are all the
// segment says, end to end, count with only a comma between them or none ("... 0143, 212 555
// 0148"): with no correction word, nothing says which one is meant.
func twoNumbers(s []group, k keyFunc) error {
	type win struct {
		a, b int
		key  string
	}
	var wins []win
	for a := range s {
		d := ""
		for b := a + 1; b <= len(s); b++ {
			d += s[b-1].digits
			if len(d) > maxRunDigits {
				break
			}
			if b-a > 1 && (a > 0 && !s[a].stop || b < len(s) && !s[b].stop) {
				continue
			}
			if key := k(d, s[a].plus); key != "" {
				wins = append(wins, win{a, b, key})
			}
		}
	}
	for i, x := range wins {
		for _, y := range wins[i+1:] {
			if (x.b <= y.a || y.b <= x.a) && x.key != y.key {
				return ErrTwoNumbers
			}
		}
	}
	// The digits said split into two whole numbers end to end, with a comma between them
	// ("532, 913, 9105, 502, 913, 9105") or no pause the transcriber marked ("5186096433 518,
	// 607, 6433"). A caller repairing a number says something between; one stuttering says
	// more digits than two numbers have ("978, 446... 446 ... 0351. Yeah, 978 446 0351").
	all := ""
	for _, g := range s {
		all += g.digits
	}
	if len(all) <= maxRunDigits+2 {
		for p := 10; p+10 <= len(all); p++ {
			a, b := k(all[:p], s[0].plus), k(all[p:], false)
			if a != "" && b != "" && a != b {
				return ErrTwoNumbers
			}
		}
	}
	return nil
}

// readings reads groups every way a caller may have said them:
//   - as said (cost 0);
//   - a part said again dropped: a whole group repeated ("773, 773") or a repeated tail of
//     three digits or more ("... 2291, 2291"; "720 3090, so 720 3090") (cost 0);
//   - a restart after a pause: the caller stops and says a part again from a group start,
//     dropping what they had said of it. When what was dropped is the start of what follows
//     ("four four... four four seven"), cost 0; when it was mis-spoken ("five five... five
//     four seven") cost 1. A restart must begin with the digit the dropped part began with.
//     Inside a part, a restart after a stop may take up only the last digit or two just said
//     ("zero one six... six two"), and only when they are the start of what follows (cost 0).
func readings(s []group, k keyFunc, budget *int) []reading {
	if len(s) == 0 {
		return nil
	}
	// phrase[i] is what the caller says from group i up to their next stop.
	phrase := make([]string, len(s)+1)
	for i := len(s) - 1; i >= 0; i-- {
		phrase[i] = s[i].digits
		if i+1 < len(s) && !s[i+1].stop {
			phrase[i] += phrase[i+1]
		}
	}
	first := s[0].digits
	if len(first) > maxRunDigits {
		first = first[:maxRunDigits+1]
	}
	// headBefore[i] is set when a group before i was named the first part.
	headBefore := make([]bool, len(s)+1)
	for i := range s {
		headBefore[i+1] = headBefore[i] || label(s[i].words) == partHead
	}
	states := make([][]reading, len(s)+1)
	states[1] = []reading{{digits: first, starts: 1, plus: s[0].plus}}
	add := func(i int, r reading) {
		if r.cost > maxCost || len(r.digits) > maxRunDigits || *budget <= 0 {
			return
		}
		*budget--
		if len(states[i]) >= maxStates {
			*budget = 0
			return
		}
		for j, o := range states[i] {
			if o.digits == r.digits && o.starts == r.starts {
				if r.cost < o.cost {
					states[i][j] = r
				}
				return
			}
		}
		states[i] = append(states[i], r)
	}
	for i := 1; i < len(s); i++ {
		if *budget <= 0 {
			return nil
		}
		g := s[i]
		// named: the words name this part the first, and no part before it was.
		// Two digits are enough: with an "oh" read as a pause ("area code nine, three, oh")
		// the part named has only two.
		named := len(headRun(s, i)) >= 2 && !headBefore[i]
		for _, st := range states[i] {
			n := len(st.digits)
			if g.optionalOh {
				// An "oh" that may be an interjection, left out.
				add(i+1, st)
			}
			// As said; but a part the words name the first ("the first part is 239", "the area
			// code is 239") starts the number, so it never runs on after digits already said
			// ("239... the area code is 239, then 597"): those were a false start of it. Once
			// a part was named the first, "the first three" names the first of the rest ("area
			// code's 346, the first three, 270, and last four ...").
			if !named || st.digits == "1" {
				add(i+1, reading{digits: st.digits + g.digits, starts: st.starts | bit(n), plus: st.plus, cost: st.cost})
			}
			// A part said again: the following groups repeat what was just said.
			// Digits said one at a time repeat a part said whole, or a tail after words
			// ("..., yes, 0, 1, 0, 1"): "5. 5. 5." is three fives, not one said three times.
			last := lastStart(st.starts, n)
			w, multi := "", false
			for j := i; j < len(s); j++ {
				w += s[j].digits
				multi = multi || len(s[j].digits) > 1
				if len(w) > n {
					break
				}
				switch {
				case w == st.digits[last:] && len(w) >= 2:
					// The last part said again, in any grouping: "503... uh, 5. 0. 3."
				case len(w) >= 3 && g.stop && quotesPart(st, w) && k(st.digits, st.plus) != "":
					// A part of a complete number said again after it, whole parts only: "...,
					// 1 2 3 3. five oh eight." (the area code once more), "eight hundred, like
					// an 800 number". Dropping it leaves the number as said; a reading that
					// keeps it as more digits is read too, and must agree.
				case !multi && (len(w) < 4 || len(g.words) == 0):
					continue
				case len(w) < 3 || !strings.HasSuffix(st.digits, w):
					continue
				}
				add(j+1, st)
			}
			// The start of a complete number said again after a stop, and nothing after it
			// ("281 555 4437. Two eight one."): the caller began to repeat it. Or its last digit
			// or two, to make sure of them ("... 4437. Seven.", "... 4437. Three seven.").
			if g.stop && k(st.digits, st.plus) != "" {
				w := ""
				for j := i; j < len(s); j++ {
					w += s[j].digits
				}
				if len(w) >= 3 && len(w) < n && strings.HasPrefix(st.digits, w) ||
					len(w) <= 2 && strings.HasSuffix(st.digits, w) {
					add(len(s), st)
				}
			}
			// A restart after a pause.
			if !g.stop && (len(g.digits) < 2 || n-last < 2) {
				continue
			}
			for m := 1; m <= min(n, maxRestart); m++ {
				if m == 1 && len(g.digits) == 1 {
					// One digit then the same digit is that digit twice, not a restart.
					continue
				}
				p := n - m
				if named && p > 0 && st.digits[:p] != "1" {
					// The part named the first starts the number: a restart keeps nothing
					// before it.
					continue
				}
				// Or, after a stop, the last digit or two said again to pick up from where the
				// caller broke off ("zero one six... six two", "oh one... one six two"): the
				// digits dropped are exactly the start of what follows, and only a pause came between.
				overlap := m <= 2 && g.stop && len(g.words) == 0 && len(g.digits) > m && strings.HasPrefix(g.digits, st.digits[p:]) &&
					pickedUp(st.digits, p, len(g.digits))
				if breathCuts(st)&bit(p) == 0 && !overlap || st.digits[p] != g.digits[0] {
					continue
				}
				cost := st.cost
				if !strings.HasPrefix(phrase[i], st.digits[p:]) {
					// A mis-spoken start: "five five... five four seven"; what replaces it is
					// at least as long ("5. 5." is two fives). A complete number said again
					// differently ("... 0101... 0102") is a second number, which needs a
					// correction word to decide.
					if k(st.digits, st.plus) != "" || len(phrase[i]) < m {
						continue
					}
					if wholeParts(st.digits, p, m) && !saidAgain(s, i) {
						continue
					}
					cost++
				}
				add(i+1, reading{
					digits: st.digits[:p] + g.digits,
					starts: st.starts&(bit(p)-1) | bit(p),
					plus:   st.plus || p == 0 && g.plus,
					cost:   cost,
				})
			}
		}
		states[i] = nil
	}
	return states[len(s)]
}

// headRun returns the digits of the part that the words before s[i] name as the first, the
// area code ("the first part is 239", "area code 239", "it starts with two, three, nine"):
// s[i]'s digits and those of the groups after it said with no word between. It is "" when
// the words name no first part.
func headRun(s []group, i int) string {
	if !namesFirst(s[i].words) {
		return ""
	}
	d := s[i].digits
	for j := i + 1; j < len(s) && len(s[j].words) == 0; j++ {
		d += s[j].digits
	}
	return d
}

// pickedUp reports a part broken off inside (digits ends inside a part of a North American
// number) and finished by a group of n digits said from p: the group ends the part exactly.
// A whole part said again ("949, uh, 949") or a group running past the part is no picking up.
func pickedUp(digits string, p, n int) bool {
	off := 0
	if digits[0] == '1' {
		off = 1
	}
	end := func(x int) bool { return x == off+3 || x == off+6 || x == off+10 }
	return !end(len(digits)) && end(p+n)
}

// wholeParts reports dropped digits, digits[p:p+m], that are one or more whole parts of a
// North American number (area code, exchange, line; after a leading 1, one digit later).
// Whole parts dropped and said again differently with no correction word ("three three oh...
// three three four", "2 1 0... 2 0 1") are two readings of that part, 330 or 334, not a
// stumble: which one the caller means is not in the words, so neither is read, and the caller
// is asked again. A correction word ("three three oh, no, three three four") decides it
// elsewhere, and a start broken off ("five five... five four seven") is still a stumble.
func wholeParts(digits string, p, m int) bool {
	off := 0
	if digits[0] == '1' {
		off = 1
	}
	cut := func(x int) bool { return x == off || x == off+3 || x == off+6 }
	return m >= 3 && cut(p) && (cut(p+m) || p+m == off+10)
}

// saidAgain reports the group at i said again whole right after a stop ("two four oh... two
// four eight... two four eight"): the caller settled on the new version, so the restart is
// read.
func saidAgain(s []group, i int) bool {
	return i+1 < len(s) && s[i+1].stop && s[i+1].digits == s[i].digits
}

// bit is the start mark of digit offset i (offsets past 31 are not marked: no cut there).
func bit(i int) uint32 {
	if i >= 32 {
		return 0
	}
	return 1 << i
}

// quotesPart reports digits w that a reading has as whole parts: from a group start to a
// group start (or its end). The parts of a North American number (3, 3 and 4 digits, after
// a leading 1) count as group starts too: "312 555 0101" is said in one breath of numerals.
func quotesPart(r reading, w string) bool {
	cuts := r.starts
	switch {
	case len(r.digits) == 10:
		cuts |= bit(0) | bit(3) | bit(6)
	case len(r.digits) == 11 && r.digits[0] == '1':
		cuts |= bit(1) | bit(4) | bit(7)
	}
	for p := 0; p+len(w) <= len(r.digits); p++ {
		e := p + len(w)
		if cuts&bit(p) != 0 && (e == len(r.digits) || cuts&bit(e) != 0) && r.digits[p:e] == w {
			return true
		}
	}
	return false
}

// breathCuts is where a reading's parts start, counting the parts of a North American number
// inside a first group said in one breath: "four two five five five five oh one oh... oh one
// oh seven" restarts the last part at offset 6 even though no pause was heard there, and
// "...five five five oh one nine, no wait, oh one eight nine" corrects that part. Only a first
// group of seven digits or more gets them (after a leading 1, one digit later).
func breathCuts(r reading) uint32 {
	first := firstCut(r.starts, len(r.digits))
	cuts := r.starts
	off := 0
	if len(r.digits) > 0 && r.digits[0] == '1' {
		off = 1
	}
	if first-off >= 7 {
		cuts |= bit(off+3) | bit(off+6)
	}
	return cuts
}

// firstCut is the offset where the second group of a reading of n digits starts, or n when
// it is one group.
func firstCut(starts uint32, n int) int {
	for p := 1; p < min(n, 32); p++ {
		if starts&bit(p) != 0 {
			return p
		}
	}
	return n
}

// lastStart is the offset where the last group of a reading of n digits starts.
func lastStart(starts uint32, n int) int {
	for p := min(n-1, 31); p > 0; p-- {
		if starts&bit(p) != 0 {
			return p
		}
	}
	return 0
}

// pauseOnly reports correction words that only ask for a moment ("wait", "hold on") and
// take nothing back: what follows may go on with the number.
func pauseOnly(words []string) bool {
	for _, w := range words {
		if corrections[w] && w != "wait" {
			return false
		}
	}
	return true
}

// apology reports words between parts that excuse an interruption: what interrupted, then
// "sorry" ("in a quarter mile turn right, uh, sorry, ...", "the dog's barking, sorry, ..."),
// and no correction word. The excuse follows the interruption. A "sorry" with nothing said
// before it ("408 211, sorry, ...") or with words after it ("..., sorry, that's the old one,
// ...") may be the caller taking a part back, and reading on could verify a number they
// withdrew, so those stay with correct, which refuses what it cannot replace.
//
// An aside that opens by calling someone in the room ("Abuela, no, the blue one, the blue
// pills. Sorry.", "honey, wait, not now, sorry") may hold "no" and "wait": they are said to
// that person, not of the number. Any other correction word still takes the words to correct.
//
// Words after "sorry" that only say the line failed ("..., sorry, bad signal, ...", "sorry,
// you're breaking up") are the excuse itself: a poor connection interrupted the number, and
// the caller goes on. Any word that is not about the connection still takes the words to
// correct.
func apology(words []string) bool {
	// excuse: words said after "sorry"; badLine: one of them says the line failed.
	// named: a word after it says what interrupted; goesOn: a word after it takes the number up.
	interrupted, sorry, excuse, badLine, named, goesOn := false, false, false, false, false, false
	addressed := len(words) > 1 && addressTerms[words[0]] && words[1] != "s" && words[1] != "is" &&
		!lineNouns[words[1]] && !lineAdjectives[words[1]]
	for _, w := range words {
		switch {
		case addressed && !sorry && (w == "no" || w == "nope" || w == "wait"):
			interrupted = true
		case corrections[w] && w != "sorry" && w != "wait":
			return false
		case w == "sorry":
			sorry = true
		case hesitations[w]:
		case sorry && connection[w] != 0:
			excuse = true
			badLine = badLine || connection[w] == 2
		case sorry && interrupters[w] != 0:
			excuse = true
			named = named || interrupters[w] == 2
		case sorry && hardToRead[w] != 0:
			excuse = true
			named = named || hardToRead[w] == 2
		case sorry && resumeWords[w]:
			excuse = true
			goesOn = goesOn || w == "then" || w == "where" || w == "rest"
		case sorry:
			return false // words after the apology
		default:
			interrupted = true
		}
	}
	if excuse && !badLine && !named && !goesOn {
		return false // words after the apology, none about the line, what interrupted or going on
	}
	return (interrupted || badLine || named) && sorry
}

// interrupters are the words of a caller naming, after "sorry", what broke into the number:
// 2 for a word that names it ("sorry, my dog", "sorry, the baby's crying", "sorry, someone's
// at the door"), 1 for a word that may go with one. No word for a number or a person whose
// number it could be is here: "sorry, my son's cell is ..." still takes the words to correct.
var interrupters = map[string]int{"dog": 2, "dogs": 2, "cat": 2, "puppy": 2, "kids": 2, "kid": 2,
	"baby": 2, "toddler": 2, "doorbell": 2, "door": 2, "barking": 2, "crying": 2, "knocking": 2,
	"beeping": 2, "waiting": 2, "oven": 2, "timer": 2, "someone": 1, "somebody": 1, "at": 1,
	"other": 1, "another": 1, "call": 1, "just": 1, "again": 1, "went": 1, "off": 1, "go": 1}

// hardToRead are the words of a caller saying, after "sorry", why the number is slow to come
// off the page or the screen: 2 for a word that names it ("sorry, it's dark in here", "sorry,
// I'm reading it with the flashlight", "sorry, I need my glasses"), 1 for a word that may go
// with one. A caller held up by what they read from goes on where they stopped, as one broken
// into by the dog does. No word here says the digits were wrong ("misread", "wrong"): "sorry,
// I read that wrong, ..." still takes the words to correct, and resumed keeps the correcting
// reading beside the going-on one in any case, so two numbers that disagree are refused.
var hardToRead = map[string]int{"dark": 2, "flashlight": 2, "flashlights": 2, "torch": 2,
	"candle": 2, "lantern": 2, "headlamp": 2, "glasses": 2, "squinting": 2, "squint": 2,
	"blurry": 2, "faded": 2, "smudged": 2, "print": 2, "tiny": 2,
	"power": 1, "lights": 1, "light": 1, "reading": 1, "read": 1, "see": 1, "cant": 1, "t": 1,
	"with": 1, "without": 1, "by": 1, "off": 1, "on": 1, "in": 1, "m": 1, "im": 1, "am": 1,
	"need": 1, "find": 1, "so": 1, "too": 1, "really": 1, "very": 1, "pretty": 1, "hard": 1,
	"to": 1, "a": 1, "its": 1, "small": 1, "little": 1, "kind": 1, "of": 1, "still": 1}

// resumeWords after an apology say the caller takes the number up again where they stopped:
// "..., sorry. Then it's 582", "sorry, where was I, ...", "sorry, I dropped the phone. The
// rest is 895 ...". Only "then", "where" and "rest" say so; the others may stand with them
// ("and then it's").
var resumeWords = map[string]bool{"then": true, "and": true, "where": true, "was": true, "anyway": true, "rest": true}

// connection are the words of a caller excusing a poor line after "sorry": 2 for a word that
// says the line failed ("signal", "breaking", "cut"), 1 for a word that may go with one ("bad",
// "you", "up").
var connection = map[string]int{"signal": 2, "reception": 2, "connection": 2, "static": 2,
	"breaking": 2, "cut": 2, "cutting": 2, "lost": 2, "dropped": 2, "hear": 2,
	"bad": 1, "poor": 1, "terrible": 1, "weak": 1, "my": 1, "the": 1, "this": 1, "phone": 1,
	"line": 1, "is": 1, "s": 1, "you": 1, "re": 1, "were": 1, "are": 1, "up": 1, "out": 1,
	"i": 1, "can": 1, "could": 1, "me": 1, "did": 1, "here": 1, "there": 1, "it": 1}

// addressTerms are what a caller calls someone in the room by ("Mami, ...", "honey, ..."): words
// that open an aside to them.
var addressTerms = map[string]bool{"abuela": true, "abuelo": true, "abuelita": true, "mami": true,
	"mama": true, "mom": true, "mommy": true, "ma": true, "dad": true, "daddy": true, "papi": true,
	"honey": true, "hon": true, "babe": true, "baby": true, "sweetie": true, "sweetheart": true,
	"darling": true, "mijo": true, "mija": true, "nena": true, "nene": true, "kids": true,
	"grandma": true, "grandpa": true, "granny": true, "nana": true, "buddy": true, "hey": true}

// resumed reads a part said after an apology as going on from where the caller broke off
// ("nine seven two, five five five, sorry, three oh six four"), as well as correcting what
// came before (correct). It goes on only from a break between whole parts of a North American
// number (after the area code or the exchange), the places callers stop at, so the area code
// said late ("555 2148, sorry, 602") is never run on as the line number. Only a complete
// number read either way counts, and the two ways must agree (cheapest).
func resumed(cur, fixes []reading) []reading {
	var out []reading
	for _, c := range cur {
		off := 0
		if strings.HasPrefix(c.digits, "1") {
			off = 1
		}
		if n := len(c.digits) - off; n != 3 && n != 6 {
			continue
		}
		for _, f := range fixes {
			if len(c.digits)+len(f.digits) != off+10 || c.cost+f.cost > maxCost {
				continue
			}
			out = append(out, reading{digits: c.digits + f.digits, starts: c.starts | f.starts<<len(c.digits),
				plus: c.plus, cost: c.cost + f.cost})
		}
	}
	return out
}

// correct applies a correcting segment, not itself a complete number, to the readings so far.
// A labelled area code or middle replaces that part. Otherwise the correction replaces what
// was said from a group start on (or the same number of digits at the end), or continues what
// was said when the words only asked for a moment ("..., hold on, 48 53"); a correction that does not begin with the digit it
// replaces costs one repair.
func correct(cur, fixes []reading, part int, resume bool) []reading {
	var out []reading
	add := func(r reading) {
		if r.cost > maxCost || len(r.digits) > maxRunDigits {
			return
		}
		out = append(out, r)
	}
	for _, c := range cur {
		have := c.digits
		for _, f := range fixes {
			fix := f.digits
			if fix == "" {
				continue
			}
			cost := c.cost + f.cost
			switch {
			case part == partHead && len(fix) == 3 && len(have) >= 3:
				add(reading{digits: fix + have[3:], starts: c.starts, plus: c.plus, cost: cost})
				continue
			case part == partMiddle && len(fix) == 3 && len(have) >= 6:
				add(reading{digits: have[:3] + fix + have[6:], starts: c.starts, plus: c.plus, cost: cost})
				continue
			}
			// lead is the first group of the correction: said over the same number of digits
			// at the end, it replaces them and the rest of the correction goes on from there
			// ("four oh four two six one, no wait, two one six, and then eight eight five
			// three").
			lead := firstCut(f.starts, len(fix))
			for p := 0; p <= len(have); p++ {
				if p == len(have) && !resume {
					continue
				}
				if p < len(have) && breathCuts(c)&bit(p) == 0 && (p != len(have)-len(fix) || len(fix) < 2) &&
					(p != len(have)-lead || lead < 2 || lead == len(fix)) {
					continue
				}
				rc := cost
				if p < len(have) && have[p] != fix[0] {
					rc++
				}
				add(reading{
					digits: have[:p] + fix,
					starts: c.starts&(bit(p)-1) | f.starts<<p,
					plus:   c.plus || p == 0 && f.plus,
					cost:   rc,
				})
			}
		}
	}
	return out
}

// byPart orders labelled groups: head, unlabelled and middle, tail. ok is false when no
// group is labelled or the order is the order said.
func byPart(s []group) ([]group, bool) {
	var head, mid, tail []group
	labelled := false
	part := partNone
	for i, g := range s {
		// A label holds for the digits that follow it without another word between them:
		// "the final part, seven, two, two, six" is four digits of the tail.
		if len(g.words) > 0 {
			part = label(g.words)
			if postfixAreaCode(g.words) > 0 && i > 0 && len(head) == 0 {
				// "the eight six four area code, and then five eight oh": the label names
				// what came before it.
				head, mid, labelled = mid, nil, true
				part = partNone
			}
		}
		switch part {
		case partHead:
			if len(head) == 0 && headBegun(mid, headRun(s, i)) {
				// "239... the first part is 239, then ...": all that was said before the label
				// is the start of the part it names, begun and said again under its name.
				mid = nil
			}
			head, labelled = append(head, g), true
		case partTail:
			tail, labelled = append(tail, g), true
		case partMiddle:
			mid, labelled = append(mid, g), true
		default:
			mid = append(mid, g)
		}
	}
	return slices.Concat(head, mid, tail), labelled
}

// namesFirst reports words that end by naming the digits after them the first part: the
// label's words last, with only a copula or a pronoun after them ("the area code is", "area
// code", "the first part is", "the first three are", "it starts with", "the area code, it's").
// A label with more said after it ("the same area code, then ...", "it's 318 on the area code
// and the rest, ...") names something else, and a label said after digits names them
// (postfixAreaCode).
func namesFirst(words []string) bool {
	ws := normalise(words)
	if label(ws) != partHead || postfixAreaCode(ws) > 0 {
		return false
	}
	last := -1
	for i, w := range ws {
		if w == "area" || w == "first" || w == "starts" || w == "start" {
			last = i
		}
	}
	for _, w := range ws[last+1:] {
		if !firstTail[w] {
			return false
		}
	}
	return true
}

// firstTail may follow the words of a first-part label before its digits.
var firstTail = map[string]bool{"code": true, "codes": true, "is": true, "s": true, "are": true,
	"was": true, "it": true, "its": true, "with": true, "part": true, "three": true, "digits": true,
	"numbers": true, "one": true, "bit": true, "a": true, "off": true}

// headBegun reports groups said before a part labelled the first (its digits, run, see
// headRun) that together are only the start of that part: "two three nine... um, the first
// part is two three nine", "23... area code 239". The caller began the part and said it again
// with its name. Any other digits before the label ("597 1182, area code 239") are the rest
// of the number, said first.
func headBegun(before []group, run string) bool {
	if len(before) == 0 || len(run) < 2 {
		return false
	}
	d := ""
	for _, b := range before {
		d += b.digits
	}
	return strings.HasPrefix(run, d)
}

// postfixAreaCode reports words that name the digits before them as the area code, and
// returns how many words that label takes (0 when it names none): words that start with
// "area code" and go on ("area code, and then ..."), or that point back at the digits and
// call them the area code ("626, that's the area code, and then 401"; "six zero two for the
// area code, then ..."). A pointer followed by "is" or "it's" introduces the area code
// instead ("for the area code, it's 312"), so it names nothing before.
func postfixAreaCode(words []string) int {
	if len(words) > 2 && words[0] == "area" && words[1] == "code" && words[2] != "is" {
		return 2
	}
	for _, p := range areaCodePointers {
		n := len(p)
		if len(words) < n+2 || !slices.Equal(words[:n], p) || words[n] != "area" || words[n+1] != "code" {
			continue
		}
		if len(words) > n+2 {
			switch words[n+2] {
			case "is", "s", "it", "its", "was":
				return 0
			}
		}
		return n + 2
	}
	return 0
}

// areaCodeLast reads an area code said last and named as one after it ("555 0162, 214 is the
// area code", "five five five, oh one six two, and it's a two one four area code"): the three
// digits are put first. Only seven digits before it, with nothing but linking words between,
// are completed so; anything else is left as said.
func areaCodeLast(groups []group, tail []string) []group {
	n := len(groups)
	if n < 2 || len(groups[n-1].digits) != 3 || groups[n-1].plus {
		return groups
	}
	t := normalise(tail)
	if postfixAreaCode(t) == 0 && !slices.Equal(t, []string{"area", "code"}) {
		return groups
	}
	seven := 0
	for _, g := range groups[:n-1] {
		seven += len(g.digits)
	}
	if seven != 7 {
		return groups
	}
	for _, w := range groups[n-1].words {
		if !areaCodeLinks[w] {
			return groups
		}
	}
	out := make([]group, 0, n)
	ac := groups[n-1]
	ac.words, ac.stop = groups[0].words, groups[0].stop
	out = append(out, ac)
	out = append(out, groups[:n-1]...)
	out[1].words, out[1].stop = nil, false
	return out
}

// areaCodeAfter reads "area code" said alone right after three digits, with the seven digits
// of the rest after it ("816 area code, 931 4420", "mine is 816 area code, 931 4420"): the
// words name the three digits before them, as "816, that's the area code, ..." does, not the
// digits after. Read as naming what follows, the rest was put first and the area code last
// (931 442 0816), a number nobody said. The label is moved to before the three digits.
func areaCodeAfter(groups []group) []group {
	for i := 1; i < len(groups); i++ {
		if !slices.Equal(normalise(groups[i].words), []string{"area", "code"}) {
			continue
		}
		j := i - 1
		for j > 0 && len(groups[j].words) == 0 {
			j--
		}
		before, after := "", ""
		for _, g := range groups[j:i] {
			before += g.digits
		}
		for k := i; k < len(groups) && (k == i || len(groups[k].words) == 0); k++ {
			after += groups[k].digits
		}
		if len(before) != 3 || len(after) != 7 {
			continue
		}
		out := slices.Clone(groups)
		out[j].words = append(slices.Clip(out[j].words), "area", "code")
		out[i].words = nil
		return out
	}
	return groups
}

// areaCodeLinks may stand between the seven digits and an area code said after them.
var areaCodeLinks = map[string]bool{"and": true, "then": true, "it": true, "s": true, "its": true,
	"a": true, "the": true, "with": true, "that": true, "is": true, "plus": true}

// areaCodePointers are the words right after some digits that point back at them before
// "area code": "that's the area code", "is my area code", "for the area code".
var areaCodePointers = [][]string{
	{"that", "s", "the"}, {"thats", "the"}, {"that", "is", "the"}, {"that", "was", "the"},
	{"that", "s", "my"}, {"thats", "my"}, {"that", "is", "my"}, {"is", "the"}, {"is", "my"},
	{"for", "the"}, {"as", "the"}, {"being", "the"}, {"s", "the"}, {"s", "my"},
}

// kinds are the words a caller names a number by, folded to one name per kind ("landline",
// "house" and "home" are one line).
var kinds = map[string]string{
	"landline": "home", "land": "home", "home": "home", "house": "home",
	"cell": "cell", "cellphone": "cell", "mobile": "cell",
	"work": "work", "office": "work", "business": "work",
	// "My personal" is said against a work phone ("the policy has the work one, my personal
	// is ..."): the caller's own cell, and never the work line.
	"personal": "cell",
	"old":      "old", "older": "old", "previous": "old", "new": "new", "newer": "new", "current": "new",
	"his": "his", "hers": "hers", "her": "hers", "mine": "mine", "own": "mine",
	// Whose number it is: a person a caller may name as the one on the policy ("the policy
	// has my wife's", "it's under my husband's").
	"wife": "wife", "wifes": "wife", "husband": "husband", "husbands": "husband",
	"son": "son", "sons": "son", "daughter": "daughter", "daughters": "daughter",
	"mom": "mom", "moms": "mom", "mum": "mom", "mums": "mom", "mother": "mom", "mothers": "mom",
	"dad": "dad", "dads": "dad", "father": "dad", "fathers": "dad",
	"brother": "brother", "brothers": "brother", "sister": "sister", "sisters": "sister",
	"partner": "partner", "partners": "partner",
	// The same people by the names callers use at home.
	"mama": "mom", "momma": "mom", "mamma": "mom", "mommy": "mom", "mami": "mom", "mamá": "mom",
	"daddy": "dad", "papa": "dad", "papá": "dad", "pops": "dad", "papi": "dad",
	"hubby": "husband", "esposo": "husband", "wifey": "wife", "missus": "wife", "esposa": "wife",
	"boy": "son", "hijo": "son", "girl": "daughter", "hija": "daughter",
	"sis": "sister", "hermana": "sister", "bro": "brother", "hermano": "brother",
}

// pronouns are the kind "his" or "hers" a named person's number also goes by.
var pronouns = map[string]string{"husband": "his", "son": "his", "dad": "his", "brother": "his",
	"wife": "hers", "daughter": "hers", "mom": "hers", "sister": "hers"}

// sameKind reports two kinds that name the same number: equal, or a person and the pronoun
// that stands for them ("my husband's" and "his").
func sameKind(a, b string) bool {
	return a == b || pronouns[a] == b || pronouns[b] == a
}

// negations near a selection undo it ("I didn't put my cell on the policy"); "don't" and the
// like arrive as "don" and "t".
// A question or a choice near it undoes it too ("does the policy have the cell or the home?").
var negations = map[string]bool{"not": true, "never": true, "no": true, "t": true, "dont": true,
	"didnt": true, "doesnt": true, "wont": true, "cant": true, "isnt": true, "wasnt": true,
	"does": true, "do": true, "did": true, "which": true, "whether": true, "if": true, "or": true}

// selected returns the kinds the words say are on the policy: "the cell on the policy", "his
// number on it", "the policy has the landline", "they should have the cell", "the policy
// would still have the old one", "put the work one", "the number on the account is my cell".
// A selection with a negation within three words either side selects nothing.
//
// Whose the policy is ("it's under my husband", "the policy's in my dad's name") says
// nothing of which number is on it ("the policy's under my husband but the number on it is
// mine"), so it selects nothing. Nor does "use ..." said of reaching the caller ("if you need
// to reach me today, use my work"): that is a contact number, not the one on the account.
func selected(words []string) map[string]bool {
	return selectedBy(words, false)
}

// onPolicy returns the kinds the words state outright are the number on the policy: "the
// policy has my wife's", "my husband's number is on the account", "the number on it is his".
// Unlike selected, an instruction ("use her number", "put his", "go with the work one") does
// not count: it says which number the caller wants used, not which one the policy carries.
func onPolicy(words []string) map[string]bool {
	return selectedBy(words, true)
}

// contactWords said before "use ..." make it about reaching the caller, not the account.
var contactWords = map[string]bool{"reach": true, "contact": true, "call": true, "text": true,
	"ring": true, "calling": true, "reaching": true}

// selectedBy is selected; stated keeps only the selections that state what the policy has.
func selectedBy(words []string, stated bool) map[string]bool {
	return selectedWith(words, stated, kinds)
}

// orderKinds name a number by the order it was said in ("the policy's got the second one").
var orderKinds = map[string]string{"first": "first", "former": "first", "second": "second", "latter": "second"}

// selectedWith is selectedBy with the words that name a kind of number given (kinds, or
// orderKinds).
func selectedWith(words []string, stated bool, kinds map[string]string) map[string]bool {
	out := map[string]bool{}
	words = relativeWhich(words, kinds)
	// near looks for a negation within three words either side, not past digits ("#"): "...
	// is my cell, 470 555 0103. if you need to reach me ..." keeps its selection.
	near := func(a, b int) bool {
		for j := a - 1; j >= 0 && j >= a-3 && words[j] != "#"; j-- {
			if negations[words[j]] {
				return true
			}
		}
		for j := a; j < min(len(words), b+3); j++ {
			if words[j] == "#" && j >= b {
				break
			}
			if negations[words[j]] {
				return true
			}
		}
		return false
	}
	for i, w := range words {
		kind, ok := kinds[w]
		if !ok {
			continue
		}
		// After the kind: "<kind> (one|number|phone|line) (is|s) on (the|my) policy", "my
		// husband's phone on there".
		j := i + 1
		named := false // a noun for the number follows the kind
		if j+1 < len(words) && words[j] == "s" && (words[j+1] == "number" || words[j+1] == "phone" || words[j+1] == "line" || words[j+1] == "cell") {
			j++
			named = true
		}
		if j < len(words) && (words[j] == "one" || words[j] == "number" || words[j] == "phone" || words[j] == "line" || words[j] == "s" ||
			words[j] == "cell") {
			// "cell": "my husband's cell is on the policy", "it's his cell on the policy".
			named = named || words[j] == "one" || words[j] == "number"
			j++
		}
		if j < len(words) && (words[j] == "is" || words[j] == "s") {
			j++
			// "the home one's the one on the policy".
			if j+1 < len(words) && words[j] == "the" && (words[j+1] == "one" || words[j+1] == "number") {
				j += 2
				named = true
			}
		}
		// "the landline, that's the one on everything", "my cell, that is the one on file": a
		// clause pointing back at the kind just named says what it is.
		// "the landline's the one on everything": the "'s" was taken as the noun's above.
		c := relativeAfter(words, j)
		if (c > j || j > i+1 && words[j-1] == "s") && c+2 < len(words) && words[c] == "the" && (words[c+1] == "one" || words[c+1] == "number") {
			j, named = c+2, true
		}
		after := false
		if j+1 < len(words) && words[j] == "on" {
			o := j + 1
			if o+1 < len(words) && words[o] == "all" {
				o++ // "on all the paperwork"
			}
			if words[o] == "the" || words[o] == "my" || words[o] == "our" {
				o++
			}
			after = o < len(words) && (policyPlaces[words[o]] || (words[o] == "it" || words[o] == "there") && named)
			if after && near(i, o+1) {
				after = false
			}
		}
		// Before the kind: "(policy|they|it|you) [modals] (has|have|got) (the|my)", "put
		// (down) (the|my)", "use (the|my)", "go with (the|my)".
		b := i - 1
		if b >= 0 && (words[b] == "the" || words[b] == "my" || words[b] == "our") {
			b--
		}
		before := false
		if b >= 0 {
			switch words[b] {
			case "put", "down", "use", "with":
				before = !stated && (words[b] != "with" || b > 0 && words[b-1] == "go")
				if before && words[b] == "use" && slices.ContainsFunc(words[max(0, b-8):b], func(w string) bool { return contactWords[w] }) {
					before = false
				}
			case "has", "have", "got":
				for c := b - 1; c >= 0 && c >= b-3; c-- {
					if s := words[c]; s == "policy" || s == "they" || s == "it" || s == "you" || s == "file" || s == "account" {
						before = true
						break
					}
				}
			}
			if before && near(b, i+1) {
				before = false
			}
		}
		// "the number on the account is my cell", "the one on it's mine", "the one on the
		// policy, that's my wife's": the kind after it.
		stateAt := b
		copula := false
		if stateAt >= 0 && (words[stateAt] == "is" || words[stateAt] == "s" || words[stateAt] == "was") {
			stateAt--
			copula = true
			if stateAt >= 0 && words[stateAt] == "that" {
				// "the one on the policy? that's my wife's cell"
				stateAt--
			}
		}
		if !copula && dimension(kind) == "person" && !possessed(words, i) {
			// "the one on the policy, my husband put it on there": a new clause about a
			// person, who is its subject, not the owner of the number.
			stateAt = -1
		}
		if !before && copula && stateAt >= 1 && stateAt < i && (words[stateAt] == "one" || words[stateAt] == "number") &&
			(words[stateAt-1] == "main" || words[stateAt-1] == "primary") && !near(stateAt-1, i+1) {
			// "the main one is mine", "the primary number's the cell": the number the account
			// goes by.
			before = true
		}
		if !before && stateAt >= 1 && stateAt < i {
			o := stateAt
			if policyPlaces[words[o]] || words[o] == "it" || words[o] == "there" {
				if o > 0 && (words[o-1] == "the" || words[o-1] == "my" || words[o-1] == "our") {
					o--
				}
				if o > 1 && words[o-1] == "all" {
					o-- // "the one on all the paperwork is ..."
				}
				if o >= 2 && words[o-1] == "on" && (words[o-2] == "number" || words[o-2] == "one") && !near(o-2, i+1) &&
					(copula || !namesNumberBefore(words, o-2) && !ownClause(words, i) && !kindBefore(words, o-2, kinds)) {
					before = true
				}
			}
		}
		if after || before {
			out[kind] = true
			// "the policy has the old landline": every kind of the one noun phrase.
			for _, d := range []int{-1, 1} {
				for j := i + d; j >= 0 && j < len(words); j += d {
					kd, ok := kinds[words[j]]
					if !ok || dimension(kd) == "person" || dimension(kind) == "person" {
						break
					}
					out[kd] = true
				}
			}
		}
	}
	return out
}

// policyPlaces are what a number is "on" when it is the one the insurer holds: the policy,
// the account, the file, and what a caller calls them ("the one on everything", "the one on
// all the paperwork", "on the insurance").
var policyPlaces = map[string]bool{"policy": true, "account": true, "file": true, "everything": true,
	"paperwork": true, "papers": true, "insurance": true, "records": true}

// relativeWhich returns words with a "which" that opens a clause about the kind right before
// it ("the landline, which is the one on file", "the home phone, which is ...") read as "that": there it points back, and is
// no question word (negations, where "which one is on the policy?" leaves the policy's number
// open). words is not changed; a copy is returned when a "which" is rewritten.
func relativeWhich(words []string, kinds map[string]string) []string {
	out := words
	for i := 1; i+3 < len(words); i++ {
		k := i - 1
		if k > 0 && (words[k] == "phone" || words[k] == "number" || words[k] == "line" || words[k] == "one") {
			k-- // "the home phone, which is ..."
		}
		if _, kind := kinds[words[k]]; !kind || words[i] != "which" || words[i+1] != "is" && words[i+1] != "s" ||
			words[i+2] != "the" || words[i+3] != "one" && words[i+3] != "number" {
			continue
		}
		if &out[0] == &words[0] {
			out = slices.Clone(words)
		}
		out[i] = "that"
	}
	return out
}

// relativeAfter returns the index after a clause's start at words[j] that points back at what
// was just named ("that's", "that is", "thats"), or j when there is none. "Which" is left out:
// it is a question as often ("which one is on the policy?", negations).
func relativeAfter(words []string, j int) int {
	switch {
	case j < len(words) && words[j] == "thats":
		return j + 1
	case j+1 < len(words) && words[j] == "that" && (words[j+1] == "s" || words[j+1] == "is"):
		return j + 2
	}
	return j
}

// namesNumberBefore reports "the one on the policy" (its "one" or "number" at words[i]) said of
// the number before it: right after the digits ("mine's 785 230 6619, the one on the policy,
// ...") or after a copula pointing back at them ("..., and that's the one on the policy",
// "it's the one on file"). It is then the predicate of that number, and a kind said after it
// starts a clause of its own ("..., that's the one on the policy, his is 785 ..."): the other
// person's number that follows is not named as the policy's.
func namesNumberBefore(words []string, i int) bool {
	j := i - 1
	if j >= 0 && (words[j] == "the" || words[j] == "my" || words[j] == "our") {
		j--
	}
	if j >= 0 && (words[j] == "and" || words[j] == "so") {
		j--
	}
	if j < 0 {
		return false
	}
	switch words[j] {
	case "#", "thats", "its", "is", "s", "was", "which", "whichs":
		return true
	}
	return false
}

// ownClause reports the kind at words[i], someone else, followed by a copula of its own, after
// its "'s" or a noun for the number ("his is ...", "my wife's is ...", "his number's ...",
// "hers was ..."): the kind is the subject of a new clause giving that person's number, not
// what the words before it say is on the policy ("the one on the policy, his is 785 ..."),
// and someone else's number is read only when the words say outright the policy has it. The
// caller's own kinds ("the one on the policy, mine's ...", "..., my cell's ...") still say
// which of the caller's numbers is on it.
func ownClause(words []string, i int) bool {
	if k := kinds[words[i]]; dimension(k) != "person" || k == "mine" {
		return false
	}
	j := i + 1
	if j < len(words) && words[j] == "s" && (owners[words[i]] || persons[words[i]]) {
		// A person's "'s" is the possessive: "my husband's 785 ..." is left to the reading
		// as said; "my husband's is 785 ..." is a clause of its own.
		j++
	}
	if j < len(words) && (lineNouns[words[j]] || words[j] == "one") {
		j++
	}
	return j < len(words) && (words[j] == "is" || words[j] == "s" || words[j] == "was")
}

// pickByKind settles two or more different complete numbers, each named by a kind ("the
// landline is ..., my cell is ..."), when the words say which kind is on the policy ("the
// policy has the landline"). It picks only when exactly one kind is selected and exactly one
// complete number carries it; anything else is left to the rest of assemble, which refuses
// two numbers nothing decides between. A number named as another kind or person than the
// one on the policy ("the policy has my wife's on it, ... mine's ...") is never read: when
// one is said and no other number alone carries the kind selected, the words are refused.
// A repair said after a named number ("home is ..., no sorry ..., my cell is ...") may fix
// that number or the next, so kinds no longer say which number is which: when a kind would
// pick, the words are refused instead.
func pickByKind(groups []group, tail []string, other []bool, k keyFunc) (string, bool, bool, error) {
	if len(groups) == 0 {
		return "", false, false, nil
	}
	named := false
	for _, g := range groups[1:] {
		for _, w := range g.words {
			_, kind := kinds[w]
			named = named || kind || w == "ending" || w == "ends"
		}
	}
	var all []string
	type run struct {
		kind, key string
		r         reading
		at        int // the group the number starts at
		// kinds is every kind named in the words before the number ("the old landline").
		kinds map[string]bool
	}
	var runs []run
	// end is the tail of a number said to pick one ("the one ending 62").
	end := ""
	// postfix are the kinds named right after some digits ("..., that's my cell"): a kind
	// said after a number, where the words before the next number would name that one.
	var postfix []string
	// repairAt is the last group a repair is said before ("..., no sorry, ..."), or -1.
	repairAt := -1
	for a := 0; a < len(groups); {
		b := a + 1
		for b < len(groups) && len(groups[b].words) == 0 {
			b++
		}
		all = append(all, groups[a].words...)
		all = append(all, "#")
		kind := ""
		runKinds := map[string]bool{}
		for j, w := range groups[a].words {
			if kd, ok := kinds[w]; ok {
				kind = kd
				runKinds[kd] = true
			}
			if w == "my" && j+1 < len(groups[a].words) {
				if n := groups[a].words[j+1]; n == "number" || n == "phone" {
					// "my number is ...": the caller's own.
					kind = "mine"
				}
			}
		}
		if a > 0 {
			if kd := postfixNamed(groups[a].words); kd != "" {
				if n := len(runs); n > 0 && runs[n-1].at < a && (runs[n-1].kind == "" || sameKind(runs[n-1].kind, kd)) &&
					rulesOutNamed(groups[a].words) {
					// "303 744 2100 but that's work, don't use that. My cell's ...": the kind
					// and the rejection are both said of the number before; they name it, and
					// leave no doubt which number the kind is about.
					runs[n-1].kind = kd
				} else {
					postfix = append(postfix, kd)
				}
			}
			if repairs(groups[a].words) {
				repairAt = a
			}
		}
		if !other[a] && !negated(groups[a].words) && !otherNumber(groups[a].words) {
			budget := maxSteps / 4
			if r, ok, err := cheapest(readings(groups[a:b], k, &budget), k); err == nil && ok {
				runs = append(runs, run{kind: kind, key: k(r.digits, r.plus), r: r, at: a, kinds: runKinds})
			} else if b == len(groups) && len(runs) >= 2 && len(groups[a].digits) >= 2 && len(groups[a].digits) <= 4 && endingOne(groups[a].words) {
				if end != "" {
					// Two endings said: nothing picks one.
					return "", false, false, nil
				}
				end = groups[a].digits
			}
		}
		a = b
	}
	if kd := postfixNamed(tail); kd != "" {
		postfix = append(postfix, kd)
	}
	all = append(all, tail...)
	// repairedAfter reports a repair said at or after the start of the number picked: it may
	// fix that number or the next, so kinds no longer say which is which. A repair said only
	// before it ("my daughter's is ..., no wait, you need the one on the policy, that's
	// mine, ...") leads to the number picked and takes nothing from it.
	repairedAfter := func(d string, plus bool) bool {
		if repairAt < 0 {
			return false
		}
		key := k(d, plus)
		last := -1
		for _, r := range runs {
			if r.key == key {
				last = r.at
			}
		}
		return last < 0 || repairAt > last
	}
	if end == "" {
		if sel := selected(normalise(all)); len(sel) >= 1 && len(sel) <= 2 {
			want := ""
			for kd := range sel {
				if want == "" || pronouns[kd] != "" {
					want = kd
				}
			}
			for kd := range sel {
				if !sameKind(want, kd) {
					want = ""
				}
			}
			if want != "" {
				if d, plus, ok, err := pickNamed(want, len(runs), func(i int) (string, string, reading) {
					return runs[i].kind, runs[i].key, runs[i].r
				}, postfix); ok || err != nil {
					if ok && repairedAfter(d, plus) {
						return "", false, false, ErrTwoNumbers
					}
					return d, plus, ok, err
				}
			}
		}
	}
	if len(groups) < 2 || !named || len(runs) < 2 {
		return "", false, false, nil
	}
	distinct := false
	for _, r := range runs[1:] {
		distinct = distinct || r.key != runs[0].key
	}
	if !distinct {
		return "", false, false, nil
	}
	if sel := selectedWith(normalise(all), false, orderKinds); end == "" && len(sel) == 1 {
		// "712 340 5529 is the house. 712 340 8116 is my cell. policy's got the second one.":
		// two numbers, picked by the order they were said in.
		var order []run
		for _, r := range runs {
			if !slices.ContainsFunc(order, func(o run) bool { return o.key == r.key }) {
				order = append(order, r)
			}
		}
		if len(order) != 2 {
			return "", false, false, nil
		}
		pick := order[0]
		if sel["second"] {
			pick = order[1]
		}
		if repairedAfter(pick.r.digits, pick.r.plus) {
			return "", false, false, ErrTwoNumbers
		}
		return pick.r.digits, pick.r.plus, true, nil
	}
	if end != "" {
		// "the one ending 62": the one complete number that ends so.
		var pick *run
		for i, r := range runs {
			if strings.HasSuffix(r.key, end) {
				if pick != nil && pick.key != r.key {
					return "", false, false, nil
				}
				pick = &runs[i]
			}
		}
		if pick != nil {
			return pick.r.digits, pick.r.plus, true, nil
		}
		return "", false, false, nil
	}
	sel := selected(normalise(all))
	if len(sel) == 0 || len(sel) > 2 {
		return "", false, false, nil
	}
	// One kind selected: the numbers named so. Two, of one noun phrase ("the old landline"):
	// the numbers named by both.
	matches := func(r run) bool {
		if len(sel) == 1 {
			return sel[r.kind]
		}
		for kd := range sel {
			if !r.kinds[kd] {
				return false
			}
		}
		return true
	}
	var pick *run
	for i, r := range runs {
		if !matches(r) {
			continue
		}
		if pick != nil && pick.key != r.key {
			return "", false, false, nil
		}
		pick = &runs[i]
	}
	if pick == nil {
		return "", false, false, nil
	}
	if repairedAfter(pick.r.digits, pick.r.plus) {
		return "", false, false, ErrTwoNumbers
	}
	return pick.r.digits, pick.r.plus, true, nil
}

// pickNamed applies the kind the words say is on the policy (want) when some number is named
// as another kind or person: the one number named as want is read, or the words are refused.
// A kind named after the digits (postfix) leaves which number it names unclear, so it too is
// refused when it is another kind or two different numbers were said. ok and err are both
// unset when no number is named as another kind.
func pickNamed(want string, n int, run func(int) (kind, key string, r reading), postfix []string) (string, bool, bool, error) {
	elsewhere := false
	keys := map[string]bool{}
	var pick reading
	for i := range n {
		kind, key, r := run(i)
		keys[key] = true
		switch {
		case kind == "":
		case sameKind(want, kind):
			pick = r
		case dimension(kind) == dimension(want):
			elsewhere = true
		}
	}
	for _, kd := range postfix {
		if !sameKind(want, kd) || len(keys) > 1 {
			return "", false, false, fmt.Errorf("%w: a kind named after the digits, and the policy's named", ErrTwoNumbers)
		}
	}
	if !elsewhere {
		return "", false, false, nil
	}
	var picked []string
	for i := range n {
		if kind, key, _ := run(i); kind != "" && sameKind(want, kind) && !slices.Contains(picked, key) {
			picked = append(picked, key)
		}
	}
	if len(picked) == 0 && want == "mine" {
		// "402 771 5836. and my daughter's is 402 771 9904, but the policy's got mine": the
		// caller's own number is the one said first without a name, when every number after
		// it is named as another person's.
		kind, key, r := run(0)
		own := kind == ""
		for i := 1; i < n && own; i++ {
			k, ky, _ := run(i)
			own = k != "" && dimension(k) == "person" && k != "mine" || k == "" && ky == key
		}
		if own {
			return r.digits, r.plus, true, nil
		}
	}
	if len(picked) != 1 {
		return "", false, false, fmt.Errorf("%w: the number given is named as another than the one on the policy", ErrTwoNumbers)
	}
	return pick.digits, pick.plus, true, nil
}

// possessed reports a person's word at i said as an owner ("my wife's", "my husbands", "her
// number"), not as the subject of what follows ("my husband put it on there").
func possessed(words []string, i int) bool {
	w := words[i]
	if w == "his" || w == "hers" || w == "mine" || w == "own" || strings.HasSuffix(w, "s") {
		return true
	}
	if i+1 >= len(words) {
		return true
	}
	switch words[i+1] {
	case "s", "#", "number", "phone", "cell", "one", "line", "mobile", "landline":
		return true
	}
	return false
}

// dimension is what a kind tells numbers apart by: whose number it is, which line, or old
// and new. Kinds of one dimension exclude each other (my wife's is not mine); kinds of two
// do not (my cell may well be mine).
func dimension(kind string) string {
	switch kind {
	case "home", "cell", "work":
		return "line"
	case "old", "new":
		return "age"
	}
	return "person"
}

// postfixNamed returns the kind words right after some digits name them by ("..., that's my
// cell", "... is mine", "..., which is the home"), or "".
func postfixNamed(words []string) string {
	// "..., but that's my work": a link before the pointer names the same number.
	words = trimLinks(words)
	if len(words) < 2 {
		return ""
	}
	switch words[0] {
	case "is", "s", "was", "thats", "that", "which":
	default:
		return ""
	}
	for _, w := range words[1:min(len(words), 5)] {
		if kd, ok := kinds[w]; ok {
			return kd
		}
		switch w {
		case "s", "is", "was", "the", "my", "our", "a":
			continue
		}
		return ""
	}
	return ""
}

// rulesOutNamed reports words after some digits that name them and rule them out in one breath
// ("but that's work, don't use that", "that's the office, do not use it"): the rejection points
// back at what the pointer named.
func rulesOutNamed(words []string) bool {
	s := " " + strings.Join(joinContractions(words), " ") + " "
	s = strings.ReplaceAll(s, " don t ", " dont ")
	for _, r := range []string{"dont use that", "dont use it", "dont use this", "do not use that",
		"do not use it", "not that one", "dont call that", "dont call it"} {
		if strings.Contains(s, " "+r+" ") {
			return true
		}
	}
	return false
}

// trimLinks drops the links that may open the words after some digits ("but", "and",
// "so"): "..., but that's my work" points at the digits as "..., that's my work" does.
func trimLinks(words []string) []string {
	for len(words) > 0 && (words[0] == "but" || words[0] == "and" || words[0] == "so") {
		words = words[1:]
	}
	return words
}

// endingOne reports words that pick a number by its end: "the one ending (in)", "the one that
// ends in". Only said after every number (the last digits heard) does it pick one.
func endingOne(w []string) bool {
	n := len(w)
	if n > 0 && w[n-1] == "in" {
		n--
	}
	if n < 2 || w[n-1] != "ending" && w[n-1] != "ends" {
		return false
	}
	for i := n - 2; i >= 0 && i >= n-3; i-- {
		if w[i] == "one" {
			return true
		}
	}
	return false
}

// normalise joins the pieces of contractions the tokenizer split ("that s", "don t").
func normalise(words []string) []string {
	out := make([]string, 0, len(words))
	for _, w := range words {
		if w == "t" && len(out) > 0 && strings.HasSuffix(out[len(out)-1], "n") {
			out[len(out)-1] += "t"
			continue
		}
		out = append(out, w)
	}
	return out
}

// restated reads a correction of a part followed by the whole number said again ("651 773
// 0284... wait, no, I flipped that, 0 8 2 4. 651 773 0824"; "..., no, 3 0 5, 2 4 8 3 0 5, 6 6
// 9 9"): a complete number that ends the segment is taken when what the corrected part makes
// of the number so far is its start (or all of it), so the restatement and the correction
// agree. Two such restatements that are different numbers are refused.
func restated(cur []reading, s []group, k keyFunc, budget *int) (reading, bool, error) {
	var found reading
	foundKey := ""
	for j := 1; j < len(s); j++ {
		if *budget <= 0 {
			return reading{}, false, nil
		}
		best, ok, err := cheapest(readings(s[j:], k, budget), k)
		if err != nil || !ok {
			continue
		}
		agree := false
		for _, c := range correct(cur, readings(s[:j], k, budget), label(s[0].words), pauseOnly(s[0].words)) {
			if len(c.digits) >= 4 && strings.HasPrefix(best.digits, c.digits) {
				agree = true
				break
			}
		}
		if !agree {
			continue
		}
		key := k(best.digits, best.plus)
		if foundKey != "" && key != foundKey {
			return reading{}, false, ErrTwoNumbers
		}
		found, foundKey = best, key
	}
	return found, foundKey != "", nil
}

// lastDigitsRestated reads a digit or two put right at the end of a complete number, then
// the end said again with them ("..., four four six... nine. No, eight. Four four six
// eight."): the first group of the correction replaces as many digits at the end, and the
// rest of it, three digits or more, must be the end of the number so corrected. Read
// otherwise, the correction and the end said again were one run replacing more of the
// number ("8 4468" for "1 4469": 770 828 4468, another number). It applies only when every
// complete reading so far ends so once corrected, and the group is not labelled as a part.
// Readings so far that are not complete (a part taken as said twice) take the correction
// (fixes, the segment's readings) as correct does, and every complete result must agree:
// two numbers are refused.
func lastDigitsRestated(cur []reading, s []group, fixes []reading, k keyFunc) (reading, bool, error) {
	if len(s) < 2 || len(s[0].digits) > 2 || label(s[0].words) != partNone || apology(s[0].words) {
		return reading{}, false, nil
	}
	lead, rest := s[0].digits, ""
	for _, g := range s[1:] {
		rest += g.digits
	}
	if len(rest) < 3 {
		return reading{}, false, nil
	}
	var rs []reading
	matched := false
	for _, c := range cur {
		n := len(c.digits)
		if k(c.digits, c.plus) == "" {
			rs = append(rs, correct([]reading{c}, fixes, partNone, pauseOnly(s[0].words))...)
			continue
		}
		fixed := c.digits[:n-len(lead)] + lead
		if n <= len(rest) || !strings.HasSuffix(fixed, rest) {
			return reading{}, false, nil
		}
		cost := c.cost
		if fixed != c.digits {
			cost++
		}
		rs = append(rs, reading{digits: fixed, starts: c.starts, plus: c.plus, cost: cost})
		matched = true
	}
	if !matched {
		return reading{}, false, nil
	}
	return cheapest(rs, k)
}

// quotes reports a group of at least two digits that some reading so far has from one of
// its group starts after the first: the caller repeats a part they said after the area code
// to put it right ("I put 552, it's 255"). The area code said again starts the number over.
func quotes(cur []reading, part string) bool {
	if len(part) < 2 {
		return false
	}
	for _, c := range cur {
		for p := 1; p+len(part) <= len(c.digits); p++ {
			if c.starts&bit(p) != 0 && c.digits[p:p+len(part)] == part {
				return true
			}
		}
	}
	return false
}

// swapped reports a group of at least two digits that some reading so far has, from one of
// its group starts, with the same digits in another order: "6 oh 4... no, 6 4 0".
func swapped(cur []reading, fix string) bool {
	if len(fix) < 2 {
		return false
	}
	sorted := func(d string) string {
		b := []byte(d)
		slices.Sort(b)
		return string(b)
	}
	want := sorted(fix)
	for _, c := range cur {
		for p := 0; p+len(fix) <= len(c.digits); p++ {
			if c.starts&bit(p) == 0 {
				continue
			}
			if part := c.digits[p : p+len(fix)]; part != fix && sorted(part) == want {
				return true
			}
		}
	}
	return false
}

// withdrawals take back what was just said, usually the last correction ("..., no, scratch
// that too", "never mind that"); pointers say which number said before is meant instead
// ("the first one was right", "go back to the first", "no, the original"). A bare "scratch
// that" withdraws only when nothing follows it: before more digits it is an ordinary
// correction. Matched against the words joined by single spaces.
var (
	withdrawals = []string{"scratch that too", "scratch that one too", "scratch both", "never mind that",
		"nevermind that", "forget that", "ignore that", "take that back", "cancel that", "undo that"}
	lastWithdrawals = []string{"scratch that", "scratch that one"}
	pointers        = []string{"first one was right", "first one is right", "first one s right",
		"first was right", "first one was correct", "first one is correct", "first one was fine",
		"right the first time", "back to the first", "go with the first", "no the original",
		"original was right", "original one was right", "original is right", "back to the original",
		"go with the original"}
)

// says reports one of phrases among words.
func says(words []string, phrases []string) bool {
	s := " " + strings.Join(words, " ") + " "
	for _, p := range phrases {
		if strings.Contains(s, " "+p+" ") {
			return true
		}
	}
	return false
}

// withdrawn reads words that take back a correction ("5170. scratch that. 5710. no, scratch
// that too, the first one was right"). The correction withdrawn must never win: when the
// caller points back to the first number and the words before the first correction are one
// complete number, that is the number; a withdrawal followed by a complete number is that
// number (and it must be the first one, when the caller pointed back to it); anything else
// is refused. ok is false when no words withdraw anything after the first digits.
func withdrawn(groups []group, tail []string, other []bool, k keyFunc) (string, bool, bool, error) {
	at, point := -1, false
	for i := 1; i < len(groups); i++ {
		if w := groups[i].words; says(w, withdrawals) || says(w, pointers) {
			at, point = i, says(w, pointers)
		}
	}
	if len(groups) > 0 && (says(tail, withdrawals) || says(tail, lastWithdrawals) || says(tail, pointers)) {
		at, point = len(groups), says(tail, pointers)
	}
	if at < 0 {
		return "", false, false, nil
	}
	// The number pointed back to: the groups before the first correction, read alone.
	var first reading
	firstKey := ""
	if point {
		var seg []group
		corrected := false
		for i := 0; i < at; i++ {
			g := groups[i]
			if i > 0 && corrects(g.words) {
				corrected = true
				break
			}
			if i > 0 && designates(g.words, seg) {
				// Someone else's number, then the caller's: "the first" is not a correction's.
				break
			}
			if other[i] || negated(g.words) || otherNumber(g.words) {
				continue
			}
			seg = append(seg, g)
		}
		if corrected && len(seg) > 0 {
			budget := maxSteps
			if rs, err := segmentReadings(seg, k, &budget); err == nil {
				if r, ok, err := cheapest(rs, k); err == nil && ok {
					first, firstKey = r, k(r.digits, r.plus)
				}
			}
		}
	}
	if at == len(groups) {
		if firstKey == "" {
			return "", false, true, fmt.Errorf("%w: the last number said was taken back", ErrUnsure)
		}
		return first.digits, first.plus, true, nil
	}
	d, plus, err := assemble(groups[at:], tail, k, nil)
	if err != nil {
		return "", false, true, err
	}
	got := k(d, plus)
	if got == "" {
		return "", false, true, fmt.Errorf("%w: a withdrawal followed by part of a number", ErrUnsure)
	}
	if point && got != firstKey {
		return "", false, true, ErrTwoNumbers
	}
	return d, plus, true, nil
}

// contactPhrases offer a number for reaching the caller, not for finding the account ("if you
// need to reach me though, cell is ...", "to call me back today, use ...").
var contactPhrases = []string{"reach me", "call me", "contact me", "get hold of me", "get a hold of me",
	"text me", "ring me", "get me", "call back", "calling me", "reaching me"}

// contactAside sets aside a number offered for reaching the caller when another is named as
// the one on the account, policy or file ("The home phone, which is the one on the account,
// is ... If you need to reach me though, cell is ..."): the contact number is not the key.
// With no number named as the account's, nothing is set aside, and two numbers stay two.
func contactAside(groups []group, other []bool) {
	account := false
	var contact []int
	for i, g := range groups {
		if len(g.words) == 0 {
			continue
		}
		w := normalise(g.words)
		names := false
		for j := range w {
			names = names || policyNumberAt(w, j)
		}
		switch {
		case names:
			account = true
		case says(w, contactPhrases):
			contact = append(contact, i)
		}
	}
	if !account {
		return
	}
	for _, i := range contact {
		for j := i; j < len(groups) && (j == i || len(groups[j].words) == 0); j++ {
			other[j] = true
		}
	}
}
