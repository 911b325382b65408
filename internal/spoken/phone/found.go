package phone

import (
	"slices"
	"strings"
)

// foundPhrases say the caller has just found or recalled the number they could not give a
// moment before: "oh here it is", "found it", "now I remember", "it came to me".
var foundPhrases = [][]string{{"here", "it", "is"}, {"heres", "it"}, {"here", "it", "s"}, {"found", "it"},
	{"there", "it", "is"}, {"here", "we", "go"}, {"i", "have", "it"}, {"i", "got", "it"}, {"ive", "got", "it"},
	{"now", "i", "remember"}, {"i", "remember", "now"}, {"it", "came", "to", "me"}, {"it", "s", "coming", "back"},
	{"its", "coming", "back"}, {"i", "see", "it"}, {"here", "we", "are"}, {"i", "know", "it"}}

// foundNegations before a found phrase turn it round ("I haven't got it", "I don't have it").
var foundNegations = map[string]bool{"not": true, "dont": true, "don": true, "havent": true,
	"haven": true, "cant": true, "can": true, "never": true, "didnt": true, "didn": true, "nt": true,
	"t": true, "no": true}

// foundAfterHedge reports words in which every hedge is said before a phrase saying the
// caller found or recalled the number, and the number (seven digits or more) is said after
// it, with no hedge from that phrase on: "I don't remember nothing anymore... oh here it is,
// on the fridge, 352 ...", "I'm not sure, let me check... found it, 352 ...". The doubt was
// about being able to give the number at all, and the caller settled it by finding it. A
// hedge after the phrase or among the digits ("here it is, 352 748, I think, maybe 0019")
// still withdraws them; a found phrase turned round ("I haven't got it") finds nothing.
func foundAfterHedge(words string) bool {
	groups, tail, _ := scan(tokenize(words), false)
	var all []string
	digitAt := map[int]int{} // index in all -> digits there
	for _, g := range groups {
		all = append(all, normalise(g.words)...)
		digitAt[len(all)] = len(g.digits)
		all = append(all, g.digits)
	}
	all = append(all, normalise(tail)...)
	at := -1
	for i := range all {
		for _, p := range foundPhrases {
			if i+len(p) <= len(all) && slices.Equal(all[i:i+len(p)], p) && (i == 0 || !foundNegations[all[i-1]]) {
				at = i
			}
		}
	}
	if at <= 0 || !unsure(strings.Join(all[:at], " ")) || unsure(strings.Join(all[at:], " ")) {
		return false
	}
	after := 0
	for i, n := range digitAt {
		if i > at {
			after += n
		}
	}
	return after >= 7
}
