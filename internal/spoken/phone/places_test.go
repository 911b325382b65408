package phone

import "testing"

// placeNamesCases cover a place named beside an area code with "new" in its name: it is no
// new number and corrects nothing, while "new" on its own still does.
var placeNamesCases = []parseCase{
	{"place", "the area code is nine seven three, that's New Jersey, then two two one, four four oh six", "+19732214406", nil},
	{"place", "five oh five, New Mexico, and then eight eight two, one nine one nine", "+15058821919", nil},
	{"place", "it's a New York number, two one two, six four six, oh oh one two", "+12126460012", nil},
	{"place", "six oh three, up in New Hampshire, four one one, two two oh eight. Four one one, two two oh eight.", "+16034112208", nil},
	// "new" alone still marks the number the caller means.
	{"place", "the old one was 212 555 0101, the new one is 617 555 0134", "+16175550134", nil},
	// A place does not settle two numbers.
	{"place", "212 555 0101 is the New York one and 617 555 0134 is the Boston one", "", ErrNoNumber},
}

func TestPlaceNames(t *testing.T) { runParseCases(t, placeNamesCases) }
