package signals

import "testing"

// BenchmarkAssess measures the emergency rules over the verdict table's utterances. They run
// on every caller turn, before the entry decision, so their cost is paid on the path to the
// first word.
func BenchmarkAssess(b *testing.B) {
	benchEach(b, func(u string) { Assess(u) })
}

// BenchmarkVeryDangerous measures the learned cue's score over the same utterances. Since the
// familiar-words line it runs on every turn the rules call safe, so it too is paid on the path
// to the first word.
func BenchmarkVeryDangerous(b *testing.B) {
	benchEach(b, func(u string) { VeryDangerous(u) })
}

// benchEach runs f over the verdict table's utterances in turn.
func benchEach(b *testing.B, f func(string)) {
	var table map[string][]boolCase
	loadJSON(b, "assess.json", &table)
	var in []string
	for _, cases := range table {
		for _, c := range cases {
			in = append(in, c.In)
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		f(in[i%len(in)])
	}
}
