package phone

import "testing"

// thirdPartyCases are numbers named as a business's or a third party's, in our own wording
// (issue 9: a body shop's, a garage's or another driver's number verifies nobody on the line),
// and the nearby phrasings that must still be read. want "" means Parse must refuse with err.
var thirdPartyCases = []parseCase{
	// A business's or a stranger's number: refused, however it is named.
	{"business", "I've got the garage's number right here, 602 555 0148", "", ErrSomeoneElses},
	{"business", "here's the tow company's phone, 602 555 0148", "", ErrSomeoneElses},
	{"business", "the tow company phone is 602 555 0148", "", ErrSomeoneElses},
	{"business", "the tow company number is 602 555 0148", "", ErrNoNumber},
	{"business", "so the number for the body shop is six oh two, five five five, oh one four eight", "", ErrSomeoneElses},
	{"business", "my landlord's cell is 602 555 0148", "", ErrSomeoneElses},
	{"business", "this is my agent's number, 602 555 0148", "", ErrSomeoneElses},
	{"business", "my doctor's office number, 602 555 0148", "", ErrSomeoneElses},
	{"business", "you can use my employer's number, 602 555 0148", "", ErrSomeoneElses},
	{"business", "the other driver's number was 602 555 0148", "", ErrSomeoneElses},
	{"business", "602 555 0148, that's the mechanic's", "", ErrSomeoneElses},
	{"business", "602 555 0148, that's the dealership's line", "", ErrSomeoneElses},
	{"business", "I'm calling from the repair shop's phone, 602 555 0148", "", ErrSomeoneElses},

	// A number handed on: someone told the caller to give it to us.
	{"handed on", "there's a number on this card, 602 555 0148, they said to give it to you", "", ErrSomeoneElses},
	{"handed on", "602 555 0148, the guy told me to give you that one", "", ErrSomeoneElses},
	{"handed on", "okay 602 555 0148, she said to pass it on to you", "", ErrSomeoneElses},

	// Still read: the caller's own number, with a business or a stranger talked about.
	{"own", "I'm at the body shop now, my number is 602 555 0148", "+16025550148", nil},
	{"own", "the garage asked for my number too, it's 602 555 0148", "+16025550148", nil},
	{"own", "I'm on the body shop's phone, but my cell is 602 555 0148", "+16025550148", nil},
	{"own", "my agent said to give you my number, 602 555 0148", "+16025550148", nil},
	{"own", "602 555 0148, my agent told me to call this line", "+16025550148", nil},
	{"own", "the other driver's insurance called me, my number is 602 555 0148", "+16025550148", nil},
	{"own", "my company phone is 602 555 0148", "+16025550148", nil},
	{"own", "it's my office number, 602 555 0148", "+16025550148", nil},
	{"own", "the tow truck took my car, the number is 602 555 0148", "+16025550148", nil},
}

func TestThirdParty(t *testing.T) { runParseCases(t, thirdPartyCases) }

// restartCases are parts restarted with other digits, in our own wording (issue 9: two
// readings of a part with nothing to say which is meant), and the nearby phrasings that must
// still be read.
var restartCases = []parseCase{
	// A whole part said again differently with no correction word: refused.
	{"other digits", "three three oh... three three four, five five five, two two six one", "", ErrNoNumber},
	{"other digits", "it's 6 0 2... 6 0 3, 5 5 5, 0 1 4 8", "", ErrNoNumber},
	{"other digits", "six oh two, five five one... five five five, oh one four eight", "", ErrNoNumber},
	{"other digits", "six oh two, five five five, oh one four eight... oh one eight four", "", ErrNoNumber},
	{"other digits", "six oh two five five five... six oh three five five five, oh one four eight", "", ErrNoNumber},

	// Still read: a correction word decides, the new part said twice settles it, a start
	// broken off, the same part said over.
	{"corrected", "three three oh, no, three three four, five five five, two two six one", "+13345552261", nil},
	{"corrected", "three three oh... sorry, three three four, five five five, two two six one", "+13345552261", nil},
	{"corrected", "six oh two, five five one, I mean five five five, oh one four eight", "+16025550148", nil},
	{"settled", "three three oh... three three four... three three four, five five five, two two six one", "+13345552261", nil},
	{"stumble", "six oh two, five five... five four seven, oh one four eight", "+16025470148", nil},
	{"said over", "six oh two... six oh two, five five five, oh one four eight", "+16025550148", nil},
	{"said over", "six oh two, five five five, oh one... oh one four eight", "+16025550148", nil},
}

func TestRestartOtherDigits(t *testing.T) { runParseCases(t, restartCases) }
