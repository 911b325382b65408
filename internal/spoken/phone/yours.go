package phone

import (
	"slices"
	"strings"
)

// toListener are the words that give the digits just said to the insurer the caller is
// speaking to: "that's your number", "that's yours", "that's you guys".
var toListener = [][]string{
	{"that", "s", "your"}, {"thats", "your"}, {"that", "s", "yours"}, {"thats", "yours"},
	{"that", "is", "your"}, {"that", "is", "yours"}, {"that", "s", "you", "guys"}, {"thats", "you", "guys"},
}

// hedgeOnYours reports a hedge said only of a number the caller then gives to the insurer,
// followed by the caller's own: "the card says one eight hundred something, no, that's your
// number. Mine is ...". The vagueness is about the insurer's number, read off a card, and
// withdraws nothing of the caller's. The hedge must sit in the few words between that number
// and the words that hand it over, and the caller must then claim what follows ("mine",
// "my"); any hedge elsewhere still withdraws everything.
func hedgeOnYours(words string) bool {
	groups, tail, _ := scan(tokenize(words), false)
	for j := 1; j < len(groups); j++ {
		ws := normalise(groups[j].words)
		a := -1
		for i := range ws {
			for _, p := range toListener {
				if i+len(p) <= len(ws) && slices.Equal(ws[i:i+len(p)], p) {
					a = i
					break
				}
			}
			if a >= 0 {
				break
			}
		}
		if a < 1 || a > 4 || !unsure(strings.Join(ws[:a], " ")) {
			continue
		}
		after := ws[a:]
		if !slices.Contains(after, "mine") && !slices.Contains(after, "my") {
			continue
		}
		var rest []string
		for _, g := range groups[:j] {
			rest = append(rest, normalise(g.words)...)
		}
		rest = append(rest, after...)
		rest = append(rest, groups[j].digits)
		for _, g := range groups[j+1:] {
			rest = append(rest, normalise(g.words)...)
			rest = append(rest, g.digits)
		}
		rest = append(rest, normalise(tail)...)
		return !unsure(strings.Join(rest, " "))
	}
	return false
}
