package phone

import "testing"

// TestHedgeOnYours covers a vague number the caller hands to the insurer ("that's your
// number") before giving their own: the vagueness withdraws only the insurer's number.
func TestHedgeOnYours(t *testing.T) {
	tests := []struct {
		words string
		want  string // "" means refused
	}{
		{"the card says one eight hundred something, no, that's your number. Mine is 561 555 0189", "+15615550189"},
		{"it's on the card, 800 something, oh wait that's yours, mine is 404 555 0172", "+14045550172"},
		{"the letter has eight seven seven something, sorry, that's you guys, my cell is 212 555 0163", "+12125550163"},
		// A hedge anywhere else still withdraws the number.
		{"I'm not sure, the card says 1800, that's yours, mine is 561 555 0189", ""},
		{"the card says 1800 something, no, that's your number. Mine is 561 555 0189 I think, maybe", ""},
		{"the card says 1800 something, that's yours, and mine is 561 555 something", ""},
		// Handed to the insurer with no number claimed after it.
		{"the card says 1800 something, that's your number, and 561 555 0189", ""},
		// A vague number of the caller's own is still vague.
		{"561 555 0189 or something like that", ""},
	}
	for _, tt := range tests {
		t.Run(tt.words, func(t *testing.T) {
			n, err := Parse(tt.words, "US")
			if tt.want == "" {
				if err == nil {
					t.Fatalf("Parse(%q) = %q; want refused", tt.words, n.E164)
				}
				return
			}
			if err != nil || n.E164 != tt.want {
				t.Fatalf("Parse(%q) = %q, %v; want %s", tt.words, n.E164, err, tt.want)
			}
		})
	}
}
