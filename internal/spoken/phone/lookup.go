package phone

import (
	"slices"
	"strings"
)

// lookupPhrases say the caller is looking the number up to read it out: "let me check", "let
// me look it up", "let me pull it up". Said after the digits they are a doubt about what was
// just said, and "let me check" is a hedge (hedges); said before any digit, then the number,
// they are the caller reading it off the phone (lookedUpFirst).
var lookupPhrases = [][]string{{"let", "me", "check"}, {"lemme", "check"}, {"let", "me", "just", "check"},
	{"let", "me", "double", "check"}, {"let", "me", "look", "it", "up"}, {"let", "me", "look"},
	{"let", "me", "pull", "it", "up"}, {"let", "me", "find", "it"}, {"let", "me", "check", "my", "phone"},
	{"let", "me", "check", "the", "phone"}, {"let", "me", "check", "my", "settings"}}

// lookupLeads may stand between a look-up phrase and the digits it leads to ("let me check,
// it's 469 ...", "let me look, okay, here, 469 ..."): words that hand over what was found,
// nothing that says what the check is about ("let me check if that's right, ..." stays a
// doubt).
var lookupLeads = map[string]bool{"it": true, "its": true, "s": true, "is": true, "okay": true, "ok": true,
	"alright": true, "so": true, "yeah": true, "yes": true, "right": true, "here": true, "oh": true,
	"the": true, "my": true, "number": true, "phone": true, "and": true,
	// Why the caller looks it up, and where ("let me check, I never remember my own number.
	// Okay, settings, my number... 346 ..."): habit, not doubt about the digits read.
	"i": true, "never": true, "can": true, "remember": true, "own": true, "settings": true,
	"contacts": true}

// lookedUpFirst reports words whose only hedge is a look-up said before any digit and followed
// by the number with nothing but lookupLeads between: "it's a prepaid phone, um, let me check,
// it's 469 two oh eight, fifty-five ninety-one". The caller looks the number up and reads it;
// that defers nothing. A look-up after some digits ("469 208, let me check"), one about
// something else ("let me check if it's right"), or any other hedge in the words ("let me
// check, I'm not sure, ...", "let me check and call you back") still withdraws the number.
func lookedUpFirst(words string) bool {
	groups, tail, _ := scan(tokenize(words), false)
	if len(groups) == 0 {
		return false
	}
	before := normalise(groups[0].words)
	at, end := -1, -1
	for i := range before {
		for _, p := range lookupPhrases {
			if i+len(p) <= len(before) && slices.Equal(before[i:i+len(p)], p) && i+len(p) > end {
				at, end = i, i+len(p)
			}
		}
	}
	if at < 0 || slices.ContainsFunc(before[end:], func(w string) bool { return !lookupLeads[w] }) {
		return false
	}
	rest := slices.Concat(before[:at], before[end:])
	for i, g := range groups {
		if i > 0 {
			rest = append(rest, normalise(g.words)...)
		}
		rest = append(rest, g.digits)
	}
	rest = append(rest, normalise(tail)...)
	return !unsure(strings.Join(rest, " "))
}

// lookupFillers may stand around a look-up said after the number ("..., hold on, let me
// check, yeah, ..."): words that wait or hand back what was checked, saying nothing of doubt.
var lookupFillers = map[string]bool{"hold": true, "on": true, "hang": true, "wait": true,
	"a": true, "sec": true, "second": true, "moment": true, "minute": true, "just": true}

// checkedAgain reports words whose only hedge is a look-up said right after the whole number
// and answered by the same digits said again: "It's 631 447 2885, hold on, let me check,
// yeah 631 447 2885". The caller checked and found what they had said; the doubt the look-up
// raised is settled by the number itself. Digits said again that differ in any way ("...,
// let me check, 631 447 2855"), a part only, or any other hedge ("..., let me check, yeah I
// think 631 ...") leave the doubt standing.
func checkedAgain(words string) bool {
	groups, tail, _ := scan(tokenize(words), false)
	for j := 1; j < len(groups); j++ {
		ws := normalise(groups[j].words)
		at, end := -1, -1
		for i := range ws {
			for _, p := range lookupPhrases {
				if i+len(p) <= len(ws) && slices.Equal(ws[i:i+len(p)], p) && i+len(p) > end {
					at, end = i, i+len(p)
				}
			}
		}
		if at < 0 {
			continue
		}
		others := func(w string) bool { return !lookupLeads[w] && !lookupFillers[w] }
		if slices.ContainsFunc(ws[:at], others) || slices.ContainsFunc(ws[end:], others) {
			return false
		}
		said, again := "", ""
		for _, g := range groups[:j] {
			said += g.digits
		}
		for i, g := range groups[j:] {
			if i > 0 && len(g.words) > 0 {
				return false
			}
			again += g.digits
		}
		if said != again || len(said) != 10 && len(said) != 11 {
			return false
		}
		rest := []string{}
		for i, g := range groups {
			if i != j {
				rest = append(rest, normalise(g.words)...)
			}
			rest = append(rest, g.digits)
		}
		rest = append(rest, normalise(tail)...)
		return !unsure(strings.Join(rest, " "))
	}
	return false
}
