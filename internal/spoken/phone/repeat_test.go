package phone

import "testing"

// againCases are two ways of saying a number the readings must allow, in our own wording:
// the start of a complete number said again at the end ("..., 4437. Two eight one."), and a
// lone "oh" between pauses before a hesitation, which is a zero or an interjection ("five
// five five, oh, uh, oh four two"). want "" means Parse must refuse.
var againCases = []parseCase{
	{"start again", "My number? 312-555-0147. Three one two.", "+13125550147", nil},
	{"start again", "it's 3 1 2, 5 5 5, 0 1 4 7. three one two, five five five.", "+13125550147", nil},
	{"start again", "312 555 0147... 3 1 2 5", "+13125550147", nil},
	// Not the start of it: a different area code after a complete number decides nothing.
	{"start again", "312 555 0147. Three one three.", "", ErrNoNumber},
	// Too short to be a part said again.
	{"start again", "312 555 0147. 3 1.", "", ErrNoNumber},

	{"oh before a hesitation", "Three one two, five five five, oh, uh, oh one four", "+13125550014", nil},
	{"oh before a hesitation", "three one two, five five five, oh, um, one four seven six", "+13125551476", nil},
	{"oh before a hesitation", "three one two, five five five, oh, uh, one four", "", ErrNoNumber},
}

func TestSaidAgain(t *testing.T) { runParseCases(t, againCases) }
