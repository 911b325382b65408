package phone

import "testing"

// benchWords are the shapes of a verification turn: plain numerals, digit words with
// pauses, a correction, a restart and chatter around a number. Parse runs on every such
// turn, so its cost is watched.
var benchWords = []string{
	"415 555 1009",
	"my number is four one five, five five five, one oh oh nine, thanks",
	"Four, one, five. Five, five, five. One, oh, oh, nine.",
	"four one five, no wait, four one six five five five one oh oh nine",
	"six one four... four nine two... uh five five... five five three eight",
	"my policy is 12345 and my phone is 415 555 1009",
	"I don't know my number",
}

func BenchmarkParse(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		for _, w := range benchWords {
			_, _ = Parse(w, "US")
		}
	}
}
