package dob

import "testing"

// benchWords are utterances of the shapes verification sees most: a plain date, a date in
// filler, bare numbers, a correction and a refusal.
var benchWords = []string{
	"March 4th 1990",
	"um, my birthday is the 4th of March, 1990, I think you have it",
	"nine sixteen ninety-three",
	"the ninth of May, no, the eighth, May eighth, nineteen eighty-three",
	"I don't remember, can I give you my policy number",
	"03/04/1990",
}

// BenchmarkParse measures one Parse per utterance of benchWords: the reader runs on the
// verification path of every call.
func BenchmarkParse(b *testing.B) {
	p := Parser{Now: now}
	b.ReportAllocs()
	for b.Loop() {
		for _, w := range benchWords {
			_, _ = p.Parse(w)
		}
	}
}
