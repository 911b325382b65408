package phone

import "testing"

// yCases are the classes phone_Y's dev half (a transcription engineer's outputs) found, in our
// own wording. want "" means Parse must refuse with err.
var yCases = []parseCase{
	// A tens word or "triple" the transcriber split in two (spoken.Rejoin): read as said. An
	// "eighty" that makes eleven digits is no number, never "8" with the "y" dropped.
	{"split word", "two one two, five fif ty five, oh one four three", "+12125550143", nil},
	{"split word", "212, 5 for ty, 0 1 4 3", "+12125400143", nil},
	{"split word", "212, trip le 5, 0 1 4 3", "+12125550143", nil},
	{"split word", "2 1 2 5 5 eight y 0 1 4 3", "", ErrNoNumber},
	{"split word", "212 555 01 fourty three", "+12125550143", nil},

	// Where someone else is reached (thirdPersonAt), or a place's line given as where to
	// reach the caller (placeLine): not the caller's number. Being at a place and giving a
	// number is still the caller's.
	{"reached at", "send it to my daughter, she's at 212-555-0143, she handles all that", "", ErrSomeoneElses},
	{"reached at", "my husband does the bills, he's usually at 212 555 0143", "", ErrSomeoneElses},
	{"reached at", "you can reach me at the hotel, 212-555-0143, room 12", "", ErrSomeoneElses},
	{"reached at", "call me at the motel, 212 555 0143", "", ErrSomeoneElses},
	{"reached at", "I'm at the hospital with my son, sorry, it's 212 555 0143", "+12125550143", nil},
	{"reached at", "you can reach me at 212 555 0143", "+12125550143", nil},
	{"reached at", "you can reach me at the hotel, but my cell is 212 555 0143", "+12125550143", nil},
}

func TestYClasses(t *testing.T) { runParseCases(t, yCases) }
