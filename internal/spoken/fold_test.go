package spoken_test

import (
	"testing"

	"claimsline/internal/spoken"
)

func TestFold(t *testing.T) {
	cases := map[string]string{
		"You're verified, Dana.": "youre verified dana",
		"  A -- B  ":             "a b",
		"Claims-Line":            "claims line",
		"415-555":                "415 555",
		"":                       "",
	}
	for in, want := range cases {
		if got := spoken.Fold(in); got != want {
			t.Errorf("Fold(%q) = %q, want %q", in, got, want)
		}
	}
}
