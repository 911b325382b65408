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

// faxCases: a number named as a fax, in our own wording, before or after its digits or as
// where a fax is sent. A fax line is a machine's, no phone to verify a caller by. "Fax" said
// of something else beside the caller's own number still reads.
var faxCases = []parseCase{
	{"fax", "all I've got memorized is the shop fax, 512 555 0162", "", ErrNoNumber},
	{"fax", "my fax is 512 555 0162", "", ErrNoNumber},
	{"fax", "the fax line is 512 555 0162", "", ErrNoNumber},
	{"fax", "the number for the fax is 512 555 0162", "", ErrNoNumber},
	{"fax", "512 555 0162, that's our fax number", "", ErrNoNumber},
	{"fax", "512 555 0162, that's the office fax", "", ErrNoNumber},
	{"fax", "512 555 0162, it's the fax at work", "", ErrNoNumber},
	{"fax", "512 555 0162 is the fax", "", ErrNoNumber},
	{"fax", "you can fax me at 512 555 0162", "", ErrNoNumber},
	{"fax", "send a fax to 512 555 0162", "", ErrNoNumber},
	// "It's" and "is" right after the digits name them for every other kind too.
	{"fax", "512 555 0162, it's the claim number", "", ErrNoNumber},
	{"fax", "512 555 0162 is the policy number", "", ErrNoNumber},
	{"fax", "512 555 0162, it's my cell", "+15125550162", nil},
	// Still read: the caller's own number, with the fax named apart from it.
	{"fax", "the fax is 512 555 0199, my cell is 512 555 0162", "+15125550162", nil},
	{"fax", "I'll fax the forms over, my cell is 512 555 0162", "+15125550162", nil},
	{"fax", "512 555 0162, not the fax", "+15125550162", nil},
	{"fax", "my cell is 512 555 0162, I can fax the receipts too", "+15125550162", nil},
	{"fax", "I faxed everything yesterday, it's 512 555 0162", "+15125550162", nil},
}

func TestFax(t *testing.T) { runParseCases(t, faxCases) }
