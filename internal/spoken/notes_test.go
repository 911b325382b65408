package spoken

import "testing"

func TestNoteWord(t *testing.T) {
	cases := []struct {
		w    string
		want NoteSense
	}{
		{"inaudible", NoteLost}, {"crosstalk", NoteLost}, {"glitch", NoteLost}, {"voices", NoteLost},
		{"cough", NoteLoud}, {"dog", NoteLoud}, {"siren", NoteLoud},
		{"pause", NoteQuiet}, {"laughs", NoteQuiet}, {"inhales", NoteQuiet},
		{"00", NoteOther}, {"mom", NoteOther}, {"sixty", NoteOther}, {"", NoteOther},
	}
	for _, c := range cases {
		if got := NoteWord(c.w); got != c.want {
			t.Errorf("NoteWord(%q) = %d, want %d", c.w, got, c.want)
		}
	}
}
