package phone

import "testing"

// xCases are the classes phone_X's dev half found read from words that must be refused, in
// our own wording. want "" means Parse must refuse with err.
var xCases = []parseCase{
	// A last digit tried out as a question and never settled (unsettledDigit). A yes or the
	// digits again settle it; a whole group said with a rising voice is no tried digit.
	{"tried digit", "three oh five, nine two one, eight eight eight... eight? it's got a bunch of eights", "", ErrUnsure},
	{"tried digit", "212 555 014, 3?", "", ErrUnsure},
	{"tried digit", "two one two, five five five, oh one four... three? I think", "", ErrUnsure},
	{"tried digit", "two one two, five five five, oh one four... three? yeah three", "+12125550143", nil},
	{"tried digit", "two one two, five five five, oh one four... three? oh one four three", "+12125550143", nil},
	{"tried digit", "212... 555... 0143?", "+12125550143", nil},
	{"tried digit", "2 1 2. 5 5 five... Is that a 5 or a 6? It.s a 5. 2 1 2, 5 5 5, 0 1 4 3.", "+12125550143", nil},

	// A number the caller was told to give us (toldToGive): the instructor's or a stranger's,
	// unless the caller names it as their own after the instruction.
	{"told to give", "the guy from your fraud department said to give you 212 555 0143", "", ErrSomeoneElses},
	{"told to give", "my son told me to read you 212 555 0143", "", ErrSomeoneElses},
	{"told to give", "they asked me to give you this number, 212-555-0143", "", ErrSomeoneElses},
	{"told to give", "the adjuster told me to give you my cell, 212 555 0143", "+12125550143", nil},
	{"told to give", "the agent said to give you our home number, 212 555 0143", "+12125550143", nil},

	// "mine" with what became of the phone speaks of the handset (mineIsTheHandset): a number
	// after another person's phone is named is still that person's, until the caller claims one.
	{"handset", "I'm calling from my neighbor's phone, mine died. It's 212 555 0143.", "", ErrSomeoneElses},
	{"handset", "I'm on my sister's phone cause mine's broken, 212 555 0143", "", ErrSomeoneElses},
	{"handset", "this is my wife's cell, mine got stolen, it's 212 555 0143", "", ErrSomeoneElses},
	{"handset", "I'm on my sister's phone cause mine's broken, but mine is 212 555 0143", "+12125550143", nil},
	{"handset", "mine is 212 555 0143", "+12125550143", nil},
}

func TestXClasses(t *testing.T) { runParseCases(t, xCases) }
