package phone

import "testing"

// locatedKindCases: another kind of number named and then said to be read off something ("the
// policy number on the card is ...", "the member ID they gave me is ..."), in our own wording.
// The digits are that number, never the caller's phone, even with ten of them; the caller's
// phone said beside it, or a phone number said to be on the policy, still reads.
var locatedKindCases = []parseCase{
	{"located kind", "the policy number on my card is 4 0 4 5 5 5 0 1 3 8", "", ErrNoNumber},
	{"located kind", "okay, my claim number off the email is 404-555-0138", "", ErrNoNumber},
	{"located kind", "the member ID on the back of the card says 4045550138", "", ErrNoNumber},
	{"located kind", "account number from the statement, it's four oh four five five five oh one three eight", "", ErrNoNumber},
	{"located kind", "the reference number they gave me is 404 555 0138", "", ErrNoNumber},
	// Still read: the phone named, a phone number kept on the policy, or the caller's own
	// number after the other one.
	{"located kind", "the phone number on my policy is 404 555 0138", "+14045550138", nil},
	{"located kind", "the number on the claim letter is 404 555 0138", "+14045550138", nil},
	{"located kind", "the policy number on my card is 88412, and my cell is 404 555 0138", "+14045550138", nil},
	{"located kind", "my claim number on the letter, I don't have it, but my phone is 404 555 0138", "+14045550138", nil},
}

// endedAfterCases: the end of the number named after its digits ("..., forty-one at the end"),
// in our own wording. After a correction of the last part it makes sure of the corrected end
// and adds no digits; an end that disagrees with the number read is refused, as "it ends in
// ..." said before the digits is.
var endedAfterCases = []parseCase{
	{"ended after", "It's 7 0 2 5 5 5 0 1 4 4, sorry, 0 1 4 1. Forty-one at the end.", "+17025550141", nil},
	{"ended after", "seven oh two, five five five, oh one nine three... no, oh one three nine. Thirty-nine on the end.", "+17025550139", nil},
	{"ended after", "702 555 0141, 41 at the very end", "+17025550141", nil},
	{"ended after", "702 555 0141, oh one four one, that's the last four", "+17025550141", nil},
	// The end said disagrees with the number: one of the two is wrong.
	{"ended after", "702 555 0141, 47 at the end", "", ErrNoNumber},
	{"ended after", "702 555 0144, sorry, 0 1 4 1, forty-four at the end", "", ErrNoNumber},
	// Not an end of the number: an idiom, or the end of another number.
	{"ended after", "702 555 0141, and at the end of the day that's my cell", "+17025550141", nil},
}

func TestSClasses(t *testing.T) {
	runParseCases(t, locatedKindCases)
	runParseCases(t, endedAfterCases)
}
