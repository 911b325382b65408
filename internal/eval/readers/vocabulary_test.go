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
// split's ordinary utterances: routing items that are neither emergencies nor near-misses,
// every phone and date answer, and the agent evaluation's caller turns outside its emergency
// family. Only dev is read, so the held-back split still measures words the vocabulary has
// never seen. With -update it rewrites the file instead.
func TestOrdinaryVocabulary(t *testing.T) {
	var utterances []string
	for _, set := range []string{"phone", "dob", "route"} {
		items, err := readers.Load(set)
		if err != nil {
			t.Fatal(err)
		}
		for _, it := range items {
			if it.Split != readers.Dev || it.NearMiss || it.Label != nil && *it.Label == "emergency" {
				continue
			}
			utterances = append(utterances, it.Text)
		}
	}
	for _, c := range devConversations(t) {
		if c.Family != "emergency" {
			utterances = append(utterances, c.Turns...)
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
