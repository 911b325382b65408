package phone

import "testing"

// wayCases: the classes TestNeverAnotherNumberWays found read as another number, in our own
// wording. want "" means Parse must refuse with err.
var wayCases = []parseCase{
	// A digit corrected by its value ("the seven is a nine"), said or never said: refused
	// (valueFixed). A digit corrected by its place is still read (digitFixes).
	{"digit by value", "212 555 0143, no, the seven is a nine", "", ErrWhichDigit},
	{"digit by value", "212 555 0143, sorry, the seven's a 9", "", ErrWhichDigit},
	{"digit by value", "212 555 0143, the four should be a nine", "", ErrWhichDigit},
	{"digit by value", "two one two, five five five, oh one four three, wait, that five is meant to be a six", "", ErrWhichDigit},
	{"digit by value", "212 555 0143, where I said six, it's oh", "", ErrWhichDigit},
	{"digit by value", "212 555 0143, oh, the one is a nine", "", ErrWhichDigit},
	{"digit by value", "212 555 0143, no, the last digit's a 9", "+12125550149", nil},
	{"digit by value", "the seven is my lucky number, 212 555 0143", "+12125550143", nil},

	// An end named after a whole number with no digit after it (an "oh" there is dropped as
	// an interjection), or a single digit named as the end after a repair: refused
	// (endUnsaid, endingConfirmed). An end that agrees, or that finishes the number, reads.
	{"end named", "212 555 0143, and the end is oh", "", ErrUnsure},
	{"end named", "two one two, five five five, oh one four three, it ends in", "", ErrUnsure},
	{"end named", "212 555 0148, no, it ends in seven", "", ErrEndingDisagrees},
	{"end named", "two one two, five five five, oh one four eight, sorry, the end is 3", "", ErrEndingDisagrees},
	{"end named", "212 555 0143, it ends in 43", "+12125550143", nil},
	{"end named", "two one two, five five five, oh one four, and the end is three", "+12125550143", nil},
	{"end named", "212 555 0148, no, the end is 0143", "+12125550143", nil},
	{"end named", "212 555 0143, and that's the end of it", "+12125550143", nil},

	// A repair naming only digits already ruled out (ruledOutAgain, ruledOutRead).
	{"ruled out", "212 555 0143, not 0148, no, 0148 is wrong", "+12125550143", nil},
	{"ruled out", "212 555 0143, not 0148. 0148's not right", "+12125550143", nil},
	{"ruled out", "212 555 0148, no, not 0148", "", ErrRuledOut},
	{"ruled out", "two one two, five five five, oh one four eight, no, it's not oh one four eight", "", ErrRuledOut},
	{"ruled out", "212 555 0143, no, not 0148", "+12125550143", nil},
	{"ruled out", "212 555 0148, no, not 0148, 0143", "+12125550143", nil},

	// Two whole numbers with only a comma between them, or none, and no correction word:
	// refused (twoNumbers). Said twice the same, or put right with a word, reads.
	{"two numbers", "five three two, nine one three, nine one zero five, five oh two, nine one three, nine one oh five", "", ErrTwoNumbers},
	{"two numbers", "5186096433 518, 607, 6433", "", ErrTwoNumbers},
	{"two numbers", "212 555 0143, 212 555 0143", "+12125550143", nil},
	{"two numbers", "212 555 0148, sorry, 212 555 0143", "+12125550143", nil},
	{"two numbers", "it's 9 7 8, 4 4 6... 4 4 6 ... hang on ... 0 3 5 1. Yeah, 978 446 0351.", "+19784460351", nil},

	// An "oh" right after digits before words or a stop: the zero way may make two numbers,
	// or another one; it only ever refuses (ohDoubt.after).
	{"oh after digits", "two, one, two, five, five, five, oh, one, four, oh. so two one two, five five five, oh one four three", "", ErrTwoNumbers},
	{"oh after digits", "two, one, two, five, five, five, oh, one, four, oh, and two one two, five five five, oh one four three", "", ErrTwoNumbers},
	{"oh after digits", "212 555 0143, oh and that's my cell", "+12125550143", nil},
	{"oh after digits", "two one two, five five five, oh one four three, oh, and I moved last year", "+12125550143", nil},
	{"oh after digits", "two one two, five five five, oh one four three. Oh and if I don't pick up, my wife's is 212 555 0199, but the policy's got mine", "+12125550143", nil},

	// "Start again" drops what came before it (restartAside).
	{"restart", "959... I'll start again. nine five nine, four three one, four three one five", "+19594314315", nil},
	{"restart", "two one two, five five six, let me start over, two one two, five five five, oh one four three", "+12125550143", nil},
	{"restart", "212 555, sorry, from the top, 212 555", "", ErrNoNumber},

	// "Could be" before digits after a number: a doubt.
	{"could be", "four, nine, one, three, five, six, nine, oh, four, two, could be seven oh four two", "", ErrUnsure},
	{"could be", "could be my cell or the house... okay, it's the house. 4 1 9, 8 6 6, 2 0 5 4.", "+14198662054", nil},

	// Another kind of number read digit by digit: its lone digits after the first are its own.
	{"kind digit by digit", "my member ID is four, seven, oh, eight, eight, four, oh, nine, five, nine, and my phone is 470, 884, 0929", "+14708840929", nil},
	{"kind digit by digit", "the claim's five, six, five, two, two, one, five, nine, six, six, and my phone is 565, 241, 5966", "+15652415966", nil},

	// A digit put right by a place named with "one" or "number", or against another lone digit
	// with "not": refused (valueFixed). Named with "digit", it is digitFixes'.
	{"one or not", "212 555 0143, oh and the last one is eight", "", ErrWhichDigit},
	{"one or not", "212 555 0143, the first number's nine", "", ErrWhichDigit},
	{"one or not", "212 555 0143, and the last one's a oh", "", ErrWhichDigit},
	{"one or not", "212 555 0143, oh and 8, not 3", "", ErrWhichDigit},
	{"one or not", "two one two, five five five, oh one four three, it's a 9 not oh", "", ErrWhichDigit},
	{"one or not", "212 555 0143, no, the last digit's 8, not 3", "+12125550148", nil},
	{"one or not", "212 555, not 556, 0143", "+12125550143", nil},
	{"one or not", "212 555 0143, not 0148", "+12125550143", nil},

	// The end named before the rest, said plainly after it: refused (endFirst). With the
	// parts named, or the whole number after it, it reads.
	{"end first", "it ends in three, two one two five five five oh one four", "", ErrUnsure},
	{"end first", "the end is 43, then 212 555 01", "", ErrUnsure},
	{"end first", "the last four are 0 1 4 3, and before that it's 2 1 2, 5 5 5", "+12125550143", nil},
	{"end first", "the area code is 212, it ends in 0143, and the middle is 555", "+12125550143", nil},
}

func TestWayClasses(t *testing.T) { runParseCases(t, wayCases) }
