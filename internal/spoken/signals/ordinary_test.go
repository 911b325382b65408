package signals

import "testing"

// TestUnfamiliar checks the edges of the unfamiliar-words question: ordinary claims-line
// speech, numbers and one odd word (a name, a place) are familiar; two or more words no
// ordinary caller used are not.
func TestUnfamiliar(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"what's the status of my claim", false},
		{"how does my deductible work", false},
		{"four one five, five five five, one oh oh nine", false},
		{"March 14th, 1985", false},
		{"can I speak to Krzysztof about it", false},
		{"", false},
		{"my grandson is wandering along the viaduct parapet", true},
		{"the thresher drum snagged his overalls", true},
	}
	for _, tt := range tests {
		if got := Unfamiliar(tt.in); got != tt.want {
			t.Errorf("Unfamiliar(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}
