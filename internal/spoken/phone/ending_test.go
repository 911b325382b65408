package phone

import "testing"

// endingCases cover an end of the number said in words ("it ends in sixty-one") after the
// digits: a confirmation of the end just said is dropped, an end that disagrees with a
// complete number is refused, and an end said of someone else's number is left alone.
var endingCases = []parseCase{
	// A corrected end, then the end said again to make sure.
	{"ending", "978 555 0151... sorry, 0161, it ends in sixty-one", "+19785550161", nil},
	{"ending", "six one seven, five five five, two two four oh, no wait, two two four one, ending in forty-one", "+16175552241", nil},
	{"ending", "617 555 2240, sorry, 2241, the last two are four one", "+16175552241", nil},
	{"ending", "three one two, four four eight, nine nine oh two, so it ends with oh two", "+13124489902", nil},
	{"ending", "617 555 2241, ends with 41", "+16175552241", nil},
	// The end said disagrees with the complete number: nothing says which is right.
	{"ending", "978 555 0151 it ends in sixty-one", "", ErrNoNumber},
	{"ending", "617 555 2240, sorry, 2241, the last two are four oh", "", ErrNoNumber},
	{"ending", "617 555 2240, ending 2241", "", ErrNoNumber},
	{"ending", "three one two, four four eight, nine nine oh two, the last digits are oh three", "", ErrNoNumber},
	// With a correction word the end puts the number right.
	{"ending", "617 555 2240, no, ending 2241", "+16175552241", nil},
	{"ending", "617 555 2240, no, the last two are four one", "+16175552241", nil},
	// Before the number is complete, "the last four" announces a part still to come.
	{"ending", "617 555, and the last four, 2241", "+16175552241", nil},
	{"ending", "617 555 22, the last two are 41", "+16175552241", nil},
	// Someone else's number, or one picked by its end, is not the caller's end.
	{"ending", "mine is 202 555 0144, my wife's is close to it but it ends in 71", "+12025550144", nil},
	{"ending", "we've got 312 555 0101 and 312 555 0177, it's the one ending 77", "+13125550177", nil},
	{"ending", "617 555 2241, my card ending 9913", "+16175552241", nil},
}

func TestEnding(t *testing.T) { runParseCases(t, endingCases) }
