package phone

import (
	"regexp"
	"slices"
)

// This file holds two readings of a number said by someone who does not have it to hand or
// does not own it: a last digit tried out as a question and never settled, and a number the
// caller was told to give us.

// triedDigit is one digit said on its own after a pause, as a question ("eight eight
// eight... eight?"): the caller trying out whether it belongs. What comes after it decides:
// a "yes" or the digits said again settle it ("oh one six... eight? Yes, eight"), anything
// else leaves a number the caller is not sure of. A whole group said with a rising voice
// ("347... 555... 1182?") is no tried digit; nor is a question between two digits ("is that a
// 1 or a 7? It's a 7").
var triedDigit = regexp.MustCompile(`(?:\.\.\.|…|,|\s-)\s*(?:\d|zero|oh|o|one|two|three|four|five|six|seven|eight|nine)\s*\?`)

// settles are the words after a tried digit that take it as said: a yes, or digits again.
var settles = regexp.MustCompile(`\b(?:\d|zero|oh|one|two|three|four|five|six|seven|eight|nine|yes|yeah|yep|yup|right|correct|exactly)\b`)

// unsettledDigit reports a tried digit with nothing after it that settles it, in lower (the
// words, lower-case).
func unsettledDigit(lower string) bool {
	for _, m := range triedDigit.FindAllStringIndex(lower, -1) {
		if !settles.MatchString(lower[m[1]:]) {
			return true
		}
	}
	return false
}

// giveVerbs are what a caller may be told to do with a number: give it to us, read it out.
var giveVerbs = map[string]bool{"give": true, "read": true, "say": true, "tell": true, "quote": true}

// toldToGive reports words before some digits saying someone told the caller to give us the
// number: "the man from your fraud department said to give you ...", "my son told me to
// read you ...", "they asked me to give you this number". A number handed on with an
// instruction is the instructor's, or a stranger's (the script of a scam call), never shown
// to be the caller's own; it is, when the words say so after the instruction ("the agent
// told me to give you my cell"). "I said to give ..." is the caller's own instruction.
func toldToGive(words []string) bool {
	for i := 1; i+2 < len(words); i++ {
		switch words[i] {
		case "said", "says", "told", "tells", "asked", "asks", "wants", "wanted", "instructed":
		default:
			continue
		}
		if words[i-1] == "i" || words[i-1] == "we" {
			continue
		}
		j := i + 1
		if words[j] == "me" || words[j] == "us" {
			j++
		}
		if j+1 >= len(words) || words[j] != "to" || !giveVerbs[words[j+1]] {
			continue
		}
		if !claimsOwn(words[j+2:]) {
			return true
		}
	}
	return false
}

// deviceStates say what became of a phone ("mine died", "mine's dead", "mine got stolen",
// "mine is at home"): after "mine" they speak of the caller's handset, not of a number the
// caller claims, so "I'm on my neighbor's phone, mine died. It's ..." still gives the
// neighbor's number.
var deviceStates = map[string]bool{"died": true, "dead": true, "dying": true, "broke": true,
	"broken": true, "stolen": true, "lost": true, "cracked": true, "smashed": true,
	"charging": true, "off": true, "drowned": true, "fell": true, "isnt": true, "doesnt": true,
	"wont": true, "aint": true, "quit": true, "stopped": true, "ran": true, "out": true,
	"at": true, "in": true, "busted": true, "missing": true, "gone": true}

// deviceLinks may stand between "mine" and what became of the phone.
var deviceLinks = map[string]bool{"s": true, "is": true, "was": true, "just": true, "got": true,
	"has": true, "went": true, "totally": true, "completely": true, "kinda": true, "all": true}

// mineIsTheHandset reports "mine" at words[i] followed by what became of the phone.
func mineIsTheHandset(words []string, i int) bool {
	for j := i + 1; j < len(words) && j <= i+3; j++ {
		if deviceStates[words[j]] {
			return true
		}
		if !deviceLinks[words[j]] {
			return false
		}
	}
	return false
}

// atLinks may stand between a third person and the "at" that gives where they are reached
// ("she's at", "he is usually at", "they can be reached at").
var atLinks = map[string]bool{"s": true, "is": true, "are": true, "re": true, "usually": true,
	"always": true, "best": true, "can": true, "be": true, "reached": true, "reachable": true}

// thirdPersonAt reports words right before some digits that give them as where someone else
// is reached: "send it to my daughter, she's at ...", "he's usually at ...". The number rings
// that person, not the caller.
func thirdPersonAt(words []string) bool {
	n := len(words)
	if n < 2 || words[n-1] != "at" {
		return false
	}
	for i := n - 2; i >= 0 && i >= n-6; i-- {
		switch words[i] {
		case "she", "he", "they", "shes", "hes", "theyre":
			return true
		}
		if !atLinks[words[i]] {
			return false
		}
	}
	return false
}

// placeLine reports words before some digits that give a place's line as where to reach the
// caller ("you can reach me at the hotel, ...", "call us at the shelter"): the number rings
// the hotel's desk, and a policy holds no such number as the caller's own. Only the reach
// makes it so: "I'm at the hospital with my son, it's ..." says where the caller is and then
// gives their own number. A number the caller names as theirs ("..., my cell is ...") is read
// before this (whoseBefore).
//
// "Back" may follow the one reached ("call me back at the hotel"), a word may stand before the
// place ("at the front desk"), and a relative's home is such a place too ("call me back at my
// sister's"). Where the caller said they will be, then "call me there" or "the number here",
// gives that place's line as well ("I'll be at my sister's, call me there, ...", "I'm calling
// from the hospital, the number here is ...").
func placeLine(words []string) bool {
	// elsewhere: a place ("the hotel", "the front desk") or a relative's home ("my sister's").
	elsewhere := func(j int) bool {
		if j+1 < len(words) && (words[j] == "the" || words[j] == "a" || words[j] == "this" || words[j] == "my" || words[j] == "our") {
			j++
		}
		for k := j; k < min(len(words), j+2); k++ {
			w := words[k]
			if thirdParties[w] || (owners[w] || persons[w]) && k+1 < len(words) && words[k+1] == "s" {
				return true
			}
		}
		return false
	}
	for i := max(2, len(words)-9); i+1 < len(words); i++ {
		if words[i] != "at" {
			continue
		}
		r := i - 1
		if words[r] == "back" {
			r--
		}
		if r < 1 || !reachVerbs[words[r-1]] || words[r] != "me" && words[r] != "us" {
			continue
		}
		if elsewhere(i + 1) {
			return true
		}
	}
	for i := max(1, len(words)-6); i+1 < len(words); i++ {
		there := reachVerbs[words[i-1]] && words[i] == "me" && (words[i+1] == "there" || words[i+1] == "here")
		here := words[i] == "number" && (words[i+1] == "here" || words[i+1] == "there")
		if !there && !here {
			continue
		}
		for j := range i {
			if (words[j] == "at" || words[j] == "from") && elsewhere(j+1) {
				return true
			}
		}
	}
	return false
}

// claimsOwn reports words that name something as the caller's own ("my", "our", "mine"): said
// after a number was handed over ("... gave me my number", "told me to give you my cell"),
// they make it the caller's.
func claimsOwn(words []string) bool {
	return slices.ContainsFunc(words, func(w string) bool { return w == "my" || w == "our" || w == "mine" })
}
