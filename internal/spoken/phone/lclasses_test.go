package phone

import "testing"

// digitFixCases: a digit corrected in place by naming where it is is put into the number;
// a digit corrected with no place named (or a place not counted) is refused.
var digitFixCases = []parseCase{
	// The place is named: the digit is put in, with or without the number said again.
	{"digit fix", "312 555 0147. No, the last digit's a 6, not a 7. 0146.", "+13125550146", nil},
	{"digit fix", "three one two, five five five, oh one four seven, sorry, the last digit is a six", "+13125550146", nil},
	{"digit fix", "312 555 0147, no wait, the last digit's 6, not 7", "+13125550146", nil},
	{"digit fix", "312 555 0147, actually the final digit is an 8", "+13125550148", nil},
	{"digit fix", "412 555 0147, no, the first digit's a 3, not a 4", "+13125550147", nil},
	{"digit fix", "312 555 0146, no, the last digit's a 6, yeah that's right, 312 555 0146", "+13125550146", nil},
	// Nearby phrasings that are not digit talk still read.
	{"digit fix", "it's a ten digit number, 312 555 0146", "+13125550146", nil},
	{"digit fix", "oh it's all threes and sevens, 337 773 3377", "+13377733377", nil},
	{"digit fix", "312 555 0147, no, the last four are 0146", "+13125550146", nil},
	// The number said again disagrees with the digit put right, or the digit replaced is not
	// the one said: refused.
	{"digit fix", "312 555 0147. No, the last digit's a 6, not a 7. 0148.", "", ErrUnsure},
	{"digit fix", "312 555 0147, no, the last digit's a 6, not a 5", "", ErrUnsure},
	// No place named, or one not counted: refused.
	{"digit fix", "3 1 2 5 5 5 0 1 4 4, no, one of the fours is supposed to be a five", "", ErrWhichDigit},
	{"digit fix", "312 555 0144, wait, one of those digits should be a 5", "", ErrUnsure},
	{"digit fix", "312 555 0144, no, a digit is wrong, it's a 5", "", ErrNoNumber},
	{"digit fix", "312 555 0144, sorry, the second to last digit is a 5", "", ErrWhichDigit},
	{"digit fix", "312 555 0144, sorry, the middle digit is a 5", "", ErrWhichDigit},
	{"digit fix", "312 555 0144, no, one of the fours is 45", "", ErrNoNumber},
}

// serviceCases: a number named as a service line (the insurer's claims or customer-service
// number, or a toll-free number read off a bill or a card) is not the caller's; the caller's
// own number said beside it still reads.
var serviceCases = []parseCase{
	{"service line", "the bill's in front of me, it says 1 800 555 0123, for claims", "", ErrNoNumber},
	{"service line", "hang on, the card says one eight eight eight, five five five, oh one two three", "", ErrNoNumber},
	{"service line", "on the statement there's 1-877-555-0123, is that the one", "", ErrNoNumber},
	{"service line", "the customer service number is 312 555 0100", "", ErrNoNumber},
	{"service line", "312 555 0100, that's the claims line on my card", "", ErrNoNumber},
	{"service line", "I called 866 555 0123 for roadside assistance yesterday", "", ErrNoNumber},
	{"service line", "it's 1-800, no, sorry, that's your number, 1 800 555 0123", "", ErrNoNumber},
	// The caller's own number beside the service line still reads.
	{"service line", "the 800 number on the bill is for claims, mine is 312 555 0146", "+13125550146", nil},
	{"service line", "the customer service line is 1 800 555 0123 but my number is 312 555 0146", "+13125550146", nil},
	{"service line", "my number's 312 555 0146, I got it off my bill", "+13125550146", nil},
	{"service line", "seven six oh, eight hundred, not like toll-free, eight zero zero, then five three two one", "+17608005321", nil},
	// A bare toll-free number with nothing naming it is read as said.
	{"service line", "one eight hundred five five five one two one two", "+18005551212", nil},
}

// otherKindCases: a number the caller calls a claim, policy, member or account number is never
// read as a phone number, whatever its digit count.
var otherKindCases = []parseCase{
	{"other kind", "I have a claim number, it's 3 1 2 5 5 5 0 1 4 6, is that what you need?", "", ErrNoNumber},
	{"other kind", "my policy number, it's 3125550146", "", ErrNoNumber},
	{"other kind", "the member ID, that's 312 555 0146", "", ErrNoNumber},
	{"other kind", "account number, here it is, 312 555 0146", "", ErrNoNumber},
	{"other kind", "the claim number is, it's 312 555 0146", "", ErrNoNumber},
	{"other kind", "312 555 0146, that's my account number", "", ErrNoNumber},
	// A claim or policy named, with the phone number after it, still reads.
	{"other kind", "I have a claim open, my number's 312 555 0146", "+13125550146", nil},
	{"other kind", "the one on my policy, it's 312 555 0146", "+13125550146", nil},
	{"other kind", "my claim number is 4471 and my phone is 312 555 0146", "+13125550146", nil},
}

func TestDigitFixes(t *testing.T)   { runParseCases(t, digitFixCases) }
func TestServiceLines(t *testing.T) { runParseCases(t, serviceCases) }
func TestOtherKinds(t *testing.T)   { runParseCases(t, otherKindCases) }
