package phone

import "testing"

// letterCodeCases: digits joined by a hyphen to letters before them, in our own wording. They
// are a code read off a card or a letter (a policy, claim or member number), never a phone
// number, however many digits it has. Digit words, "oh" and hesitations joined to digits, and
// a code said beside the caller's number, still read.
var letterCodeCases = []parseCase{
	{"letter code", "it's PL-5125550162", "", ErrNoNumber},
	{"letter code", "the card says AU-303-555-0147", "", ErrNoNumber},
	{"letter code", "my member ID is AB-512-555-0162", "", ErrNoNumber},
	{"letter code", "HX-7734-2048-66, that's what's on the letter", "", ErrNoNumber},
	{"letter code", "ok so, CLM-2145550162", "", ErrNoNumber},
	// Still read: no letter code joined to the number's digits.
	{"letter code", "7-O-3-5-5-5-O-1-6-2", "+17035550162", nil},
	{"letter code", "one-512-555-0162", "+15125550162", nil},
	{"letter code", "it's 4-oh-1, 5-5-5, oh-1-6-2", "+14015550162", nil},
	{"letter code", "512-555-0162, policy HO-4472", "+15125550162", nil},
	{"letter code", "the claim is CLM-20417, my number is 512 555 0162", "+15125550162", nil},
	{"letter code", "I drive an F-150, my number is 512-555-0162", "+15125550162", nil},
}

func TestLetterCode(t *testing.T) { runParseCases(t, letterCodeCases) }
