package phone

import (
	"errors"
	"testing"
)

// againCases are two ways of saying a number the readings must allow, in our own wording:
// the start of a complete number said again at the end ("..., 4437. Two eight one."), and a
// lone "oh" between pauses before a hesitation, which is a zero or an interjection ("five
// five five, oh, uh, oh four two"). want "" means Parse must refuse.
var againCases = []struct {
	class, words, want string
}{
	{"start again", "My number? 312-555-0147. Three one two.", "+13125550147"},
	{"start again", "it's 3 1 2, 5 5 5, 0 1 4 7. three one two, five five five.", "+13125550147"},
	{"start again", "312 555 0147... 3 1 2 5", "+13125550147"},
	// Not the start of it: a different area code after a complete number decides nothing.
	{"start again", "312 555 0147. Three one three.", ""},
	// Too short to be a part said again.
	{"start again", "312 555 0147. 3 1.", ""},

	{"oh before a hesitation", "Three one two, five five five, oh, uh, oh one four", "+13125550014"},
	{"oh before a hesitation", "three one two, five five five, oh, um, one four seven six", "+13125551476"},
	{"oh before a hesitation", "three one two, five five five, oh, uh, one four", ""},
}

func TestSaidAgain(t *testing.T) {
	for _, tc := range againCases {
		t.Run(tc.class+"/"+tc.words, func(t *testing.T) {
			got, err := Parse(tc.words, "US")
			if tc.want == "" {
				if !errors.Is(err, ErrNoNumber) {
					t.Fatalf("Parse(%q) = %+v, %v; want a refusal", tc.words, got, err)
				}
				return
			}
			if err != nil || got.E164 != tc.want {
				t.Fatalf("Parse(%q) = %+v, %v; want %s (runs %+v)", tc.words, got, err, tc.want, Runs(tc.words))
			}
		})
	}
}
