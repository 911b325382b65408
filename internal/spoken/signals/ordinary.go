package signals

import (
	_ "embed"
	"sort"
	"strings"
)

// ordinaryText is the vocabulary of ordinary claims-line speech, one word a line, as
// normalize writes it: every word of the dev split's routing items that are neither
// emergencies nor near-misses and of the agent evaluation's caller turns outside its
// emergency family, and the words of phone and date answers that no dev live emergency uses
// (their chat must not make a danger word familiar). It is generated, never edited by hand:
// `go test ./internal/eval/readers -run TestOrdinaryVocabulary -update` rewrites it, and the
// same test fails when it is out of date.
//
//go:embed ordinary.txt
var ordinaryText string

var ordinary = func() map[string]bool {
	words := strings.Fields(ordinaryText)
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}()

// unfamiliarAbove is how many unfamiliar words an utterance may carry and still be ordinary:
// one is a name, a place or a car model; two or more is speech about something else.
const unfamiliarAbove = 1

// Unfamiliar reports whether an utterance with no danger cue is nonetheless not ordinary
// claims-line speech: more than one word (of three letters or more, not a number) that no
// ordinary caller in the corpora used. The danger rules were written from what callers said,
// and every new writer brought emergencies in words no rule knew ("the baler", "the level
// crossing", "a rash that doesn't fade"), while ordinary calls keep to a small vocabulary.
// So an unfamiliar utterance is worth one yes/no question to the model; when the model
// cannot answer, the rules' Safe stands (unlike Unsure, where a danger cue was heard).
func Unfamiliar(utterance string) bool {
	n := 0
	for _, w := range strings.Fields(normalize(utterance)) {
		if !counted(w) || ordinary[w] {
			continue
		}
		if n++; n > unfamiliarAbove {
			return true
		}
	}
	return false
}

// counted reports whether a word can make an utterance unfamiliar: short words and numbers
// never do (a house number, "uh", "ok" say nothing about what is happening).
func counted(w string) bool {
	return len(w) >= 3 && !strings.ContainsAny(w, "0123456789")
}

// OrdinaryWords returns the words of utterances, as normalize writes them, sorted and without
// repeats: what the ordinary vocabulary is generated from.
func OrdinaryWords(utterances []string) []string {
	seen := map[string]bool{}
	for _, u := range utterances {
		for _, w := range strings.Fields(normalize(u)) {
			if counted(w) {
				seen[w] = true
			}
		}
	}
	out := make([]string, 0, len(seen))
	for w := range seen {
		out = append(out, w)
	}
	sort.Strings(out)
	return out
}

// Vocabulary returns the embedded ordinary vocabulary, sorted, for the test that keeps it
// current.
func Vocabulary() []string { return strings.Fields(ordinaryText) }
