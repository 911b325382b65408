package signals

import "testing"

// FuzzIsEmergency only checks that arbitrary transcripts never panic and
// that the answer is deterministic; correctness lives in the tables.
func FuzzIsEmergency(f *testing.F) {
	var tab boolTable
	loadJSON(f, "emergency.json", &tab)
	for _, c := range append(tab.Positive, tab.Negative...) {
		f.Add(c.In)
	}
	for _, s := range []string{"'", "n't", "'s 's", "9 9 9 9 9 9 9", "\xff\xfe", "\u2019m", "   ", "one"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		first := IsEmergency(s)
		if again := IsEmergency(s); again != first {
			t.Fatalf("IsEmergency(%q) not deterministic: %v then %v", s, first, again)
		}
		// The other classifiers share normalize and firstMatch; exercise
		// them for panics too.
		_ = AsksForPerson(s)
		_ = SaysGoodbye(s)
		_ = Classify(s).String()
	})
}
