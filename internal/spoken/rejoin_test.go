package spoken

import "testing"

func TestRejoin(t *testing.T) {
	cases := []struct{ in, want string }{
		// Teens, tens and ordinals cut in two, sound-alikes included.
		{"August ate teen 1982", "August eighteen 1982"},
		{"the for teenth of May", "the fourteenth of May"},
		{"six-teen", "sixteen"},
		{"2 1 3 4 4 eight y 5", "2 1 3 4 4 eighty 5"},
		{"2 for ty, 9 9", "2 forty, 9 9"},
		{"twen ty one", "twenty one"},
		{"fourty two", "forty two"},
		{"March for th", "March fourth"},
		{"the 2 nd of June", "the 2nd of June"},
		{"September twenty 1st", "September twenty-first"},
		{"trip le 2", "triple 2"},
		{"July twenty sec ond", "July twenty second"},
		{"the ni nth of May", "the ninth of May"},
		{"twenty fir st", "twenty first"},
		{"Nov ember 3", "november 3"},
		{"October 3rd 1,980", "October 3rd 1980"},
		// Words that are words by themselves are left to the readers.
		{"for ten years", "for ten years"},
		{"eight years ago", "eight years ago"},
		{"the 4th of July", "the 4th of July"},
		{"it's 404 555 0119", "it's 404 555 0119"},
		{"nineteen eighty", "nineteen eighty"},
	}
	for _, c := range cases {
		if got := Rejoin(c.in); got != c.want {
			t.Errorf("Rejoin(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func BenchmarkRejoin(b *testing.B) {
	for b.Loop() {
		Rejoin("um yeah it's two one two, five five five, oh one four three, that's my cell")
	}
}
