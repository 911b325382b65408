package signals

import "testing"

// BenchmarkAssess measures the emergency rules over the verdict table's utterances. They run
// on every caller turn, before the entry decision, so their cost is paid on the path to the
// first word.
func BenchmarkAssess(b *testing.B) {
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
		Assess(in[i%len(in)])
	}
}
