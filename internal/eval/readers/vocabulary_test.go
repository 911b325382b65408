package readers_test

import (
	"flag"
	"os"
	"slices"
	"strings"
	"testing"

	"claimsline/internal/eval/readers"
	"claimsline/internal/spoken/signals"
)

var update = flag.Bool("update", false, "rewrite internal/spoken/signals/ordinary.txt from the dev corpora")

// TestOrdinaryVocabulary keeps signals' ordinary vocabulary equal to the words of the dev
// split's ordinary claims-line speech: routing items that are neither emergencies nor
// near-misses and the agent evaluation's caller turns outside its emergency family, plus the
// words of phone and date answers that no dev live emergency uses. The answers are ordinary
// too, but their writers filled them with chat ("my son's fever", "the day he was shot"), and
// a danger word must not become familiar only because a caller once said it around a date.
// Only dev is read, so the held-back split still measures words the vocabulary has never
// seen. With -update it rewrites the file instead.
func TestOrdinaryVocabulary(t *testing.T) {
	var ordinary, answers, danger []string
	for _, set := range []string{"phone", "dob", "route"} {
		items, err := readers.Load(set)
		if err != nil {
			t.Fatal(err)
		}
		for _, it := range items {
			switch {
			case it.Split != readers.Dev || it.NearMiss:
			case it.Label != nil && *it.Label == "emergency":
				danger = append(danger, it.Text)
			case set == "route":
				ordinary = append(ordinary, it.Text)
			default:
				answers = append(answers, it.Text)
			}
		}
	}
	for _, c := range devConversations(t) {
		if c.Family != "emergency" {
			ordinary = append(ordinary, c.Turns...)
		}
	}
	inDanger := map[string]bool{}
	for _, w := range signals.OrdinaryWords(danger) {
		inDanger[w] = true
	}
	utterances := ordinary
	for _, w := range signals.OrdinaryWords(answers) {
		if !inDanger[w] {
			utterances = append(utterances, w)
		}
	}
	want := signals.OrdinaryWords(utterances)
	if *update {
		if err := os.WriteFile("../../spoken/signals/ordinary.txt", []byte(strings.Join(want, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if got := signals.Vocabulary(); !slices.Equal(got, want) {
		t.Fatalf("ordinary.txt is out of date (%d words, want %d): run go test ./internal/eval/readers -run TestOrdinaryVocabulary -update", len(got), len(want))
	}
}
