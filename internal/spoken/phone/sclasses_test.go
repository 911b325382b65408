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

// takenOverCases: a number that was someone else's and that the caller says is theirs now,
// in our own wording. Both must be said outright: the other owner in the past, then the
// caller's claim with a pronoun for the number. Anything less stays someone else's number.
var takenOverCases = []parseCase{
	{"taken over", "615 555 0163, that was my grandpa's number, it's in my name now", "+16155550163", nil},
	{"taken over", "six one five, five five five, oh one six three. That was my husband's cell, after he died I kept it, it's my number now.", "+16155550163", nil},
	{"taken over", "615 555 0163. It was my mom's, she gave me the phone, so it's mine now", "+16155550163", nil},
	// Still someone else's: the owner in the present, a claim that shares it or is unsure, no
	// claim at all, or the claim given to another number.
	{"taken over", "615 555 0163, that's my mama's number, it's mine now", "", ErrSomeoneElses},
	{"taken over", "615 555 0163, that was my dad's number and it's mine too", "", ErrSomeoneElses},
	{"taken over", "615 555 0163, that was my dad's number, I kept it", "", ErrSomeoneElses},
	{"taken over", "615 555 0163, that was my dad's number, it's his still", "", ErrSomeoneElses},
	{"taken over", "615 555 0163, that was my wife's, mine is 615 555 0170", "+16155550170", nil},
}

// areaOfNumberCases: a number named by its area code ("it's a 205 number") and then its seven
// other digits, in our own wording: the area code said so is the number's. A number named so
// that is not the caller's own, or with more said between, keeps the code a name.
var areaOfNumberCases = []parseCase{
	{"area of number", "It's a two oh five number, um, five five five, oh one four eight.", "+12055550148", nil},
	{"area of number", "mine's a 205 number, 555 0148", "+12055550148", nil},
	{"area of number", "my cell is a two oh five number, five five five oh one four eight", "+12055550148", nil},
	// Still a name: not said of the caller's number, other words between, or too few digits.
	{"area of number", "the old 205 number, 555 0148", "", ErrNoNumber},
	{"area of number", "it's a 205 number, my wife's is 555 0148", "", ErrNoNumber},
	{"area of number", "it's a 205 number, 555 014", "", ErrNoNumber},
}

// listedDigitCases: the last digits spelled out each with an article ("and a six and a one"),
// in our own wording: "a one" there is the digit 1, not the pronoun.
var listedDigitCases = []parseCase{
	{"listed digit", "Six oh two. Five five five. Oh one, and a four and a one.", "+16025550141", nil},
	{"listed digit", "six oh two, five five five, oh one four, then a one", "+16025550141", nil},
	// A pronoun "one" still reads as one.
	{"listed digit", "it's 602 555 0141 and a new one is 602 555 0199", "+16025550199", nil},
	{"listed digit", "I have my cell and a work one, 602 555 0141", "+16025550141", nil},
}

func TestSClasses(t *testing.T) {
	runParseCases(t, locatedKindCases)
	runParseCases(t, endedAfterCases)
	runParseCases(t, takenOverCases)
	runParseCases(t, areaOfNumberCases)
	runParseCases(t, listedDigitCases)
}
