package phone

import (
	"errors"
	"testing"
)

// abroadCases: a number with another country code than the line's, in our own wording. Parse
// (the verification key) refuses it; ParseAnyCountry (a number to ring back) reads it.
var abroadCases = []struct {
	words, e164, spoken string
}{
	{"plus four four two oh seven nine four six oh nine five eight", "+442079460958", "plus 4 4, 2 0, 7 9 4 6, 0 9 5 8"},
	{"mi teléfono es plus 52 55 1234 5678", "+525512345678", "plus 5 2, 5 5, 1 2 3 4, 5 6 7 8"},
	{"it's +52 33 1234 5678, my cell in Guadalajara", "+523312345678", "plus 5 2, 3 3, 1 2 3 4, 5 6 7 8"},
	{"plus cincuenta y dos, cincuenta y cinco, doce treinta y cuatro, cincuenta y seis setenta y ocho", "+525512345678", "plus 5 2, 5 5, 1 2 3 4, 5 6 7 8"},
}

func TestAbroad(t *testing.T) {
	for _, tc := range abroadCases {
		t.Run(tc.words, func(t *testing.T) {
			if got, err := Parse(tc.words, "US"); !errors.Is(err, ErrAbroad) {
				t.Fatalf("Parse(%q) = %+v, %v; want ErrAbroad", tc.words, got, err)
			}
			got, err := ParseAnyCountry(tc.words, "US")
			if err != nil || got.E164 != tc.e164 || got.Spoken != tc.spoken {
				t.Fatalf("ParseAnyCountry(%q) = %+v, %v; want {%s %s}", tc.words, got, err, tc.e164, tc.spoken)
			}
		})
	}
	// The line's own country code, said with its plus, and a Canadian number on a US line.
	runParseCases(t, []parseCase{
		{"own country", "plus one 512 555 0162", "+15125550162", nil},
		{"own country", "604 555 0162, it's a Vancouver number", "+16045550162", nil},
		{"own country", "I'm on my Mexico phone, plus 52 55 1234 5678, but the one on the policy is 512 555 0162", "+15125550162", nil},
	})
}

// reachPersonCases: a number given after the caller names someone else to call for it, in
// our own wording: it rings that person, not the caller.
var reachPersonCases = []parseCase{
	{"reach person", "best to call my daughter, she does the paperwork for me, 512 555 0162", "", ErrSomeoneElses},
	{"reach person", "you can reach my husband on 512 555 0162", "", ErrSomeoneElses},
	{"reach person", "just ring our neighbor, 512 555 0162, he knows all about it", "", ErrSomeoneElses},
	{"reach person", "contact my agent, it's 512 555 0162", "", ErrSomeoneElses},
	// The caller's own number named after the person: read.
	{"reach person", "you can call my son too, but my number is 512 555 0162", "+15125550162", nil},
	{"reach person", "call me back on 512 555 0162", "+15125550162", nil},
	{"reach person", "call my cell, 512 555 0162", "+15125550162", nil},
}

func TestReachPerson(t *testing.T) { runParseCases(t, reachPersonCases) }

// reachNounCases: "phone" before a person or a business is a noun, not a verb of reaching.
var reachNounCases = []parseCase{
	{"phone noun", "it's the phone my granddaughter set up for me, 512 555 0162", "+15125550162", nil},
	{"phone noun", "the phone company gave me a new number, 512 555 0162", "+15125550162", nil},
}

func TestReachNoun(t *testing.T) { runParseCases(t, reachNounCases) }

// countedDigitCases: a digit said as a count ("four ones", "three nines"), in our own wording:
// digits of the number where a part starts after some digits, or the caller making sure of
// the end just said; a count that disagrees with a complete number is refused, and a count
// said as a description ("it's got two sevens") gives no digits.
var countedDigitCases = []parseCase{
	{"counted digit", "five one two, seven three nine, four ones", "+15127391111", nil},
	{"counted digit", "five one two, seven three nine, oh, three nines", "+15127390999", nil},
	{"counted digit", "five one two, uh, seven three nine, one one, one one. Four ones.", "+15127391111", nil},
	{"counted digit", "five one two seven three nine oh one seven seven, two sevens", "+15127390177", nil},
	{"counted digit", "five one two, seven three nine, one one one two. Four ones.", "", ErrEndingDisagrees},
	{"counted digit", "five one two, seven three nine, it's got two sevens, oh one seven seven", "", ErrNoNumber},
	{"counted digit", "it has two sevens in it, five one two, seven three nine, oh one seven seven", "+15127390177", nil},
}

func TestCountedDigit(t *testing.T) { runParseCases(t, countedDigitCases) }

// accentCases: digits said with an accent the transcriber writes as a word, in our own
// wording; "sick" is six only after a digit.
var accentCases = []parseCase{
	{"accent", "five one two, fife fife fife, zero one sick sick", "+15125550166", nil},
	{"accent", "sick one two, five five five, zero one six six", "", ErrNoNumber},
	{"accent", "five one two, sick four tree, zero one sick tree", "+15126430163", nil},
	{"accent", "I've been sick, five one two, five five five, zero one six six", "+15125550166", nil},
	{"accent", "five one two five five five zero one six six, I'm sick of this phone", "+15125550166", nil},
	{"accent", "five one free, five five five, zero wan six two", "+15135550162", nil},
	{"accent", "fo one two, five five five, zero one six fo", "+14125550164", nil},
	{"accent", "free calls, five one two, five five five, zero one six two", "+15125550162", nil},
	{"accent", "the call is free, right? five one two, five five five, zero one six two", "+15125550162", nil},
}

func TestAccent(t *testing.T) { runParseCases(t, accentCases) }

// addressedAsideCases: an aside said to someone in the room between two parts, ended with an
// apology, in our own wording: its "no" and "wait" are said to that person. Without the
// opening address, or with another correction word, the words still correct.
var addressedAsideCases = []parseCase{
	{"addressed aside", "it's 5 1 2, 5 5 5, honey, no, not the red cup, the other one. Sorry. 0 1 6 2", "+15125550162", nil},
	{"addressed aside", "five one two, five five five, mami, wait, I'm on the phone, sorry, zero one six two", "+15125550162", nil},
	{"addressed aside", "512 555, kids, no, put that down, sorry, 0162", "+15125550162", nil},
	{"addressed aside", "512 555, no, the other one, sorry, 0162", "", ErrNoNumber},
	{"addressed aside", "512 555, honey, no, I mean, sorry, 0162", "", ErrNoNumber},
}

func TestAddressedAside(t *testing.T) { runParseCases(t, addressedAsideCases) }

// pickUpCases: after a stop inside a part, the caller says the last digit or two again to pick
// up from there, in our own wording. A comma alone is no stop, and digits said again that are
// not the start of what follows are not picked up.
var pickUpCases = []parseCase{
	{"pick up", "five one two, five five five, zero one six... six two", "+15125550162", nil},
	{"pick up", "five one two, five five five, oh one... one six two", "+15125550162", nil},
	{"pick up", "five one two, five five five, oh one six, uh, six two", "+15125550162", nil},
	{"pick up", "five one... one two, five five five, zero one six two", "+15125550162", nil},
	{"pick up", "five one two, five five five, zero one six, six two", "", ErrNoNumber},
	{"pick up", "five one two, five five five, zero one six... seven two", "", ErrNoNumber},
	{"pick up", "five one two, five five five, zero one six... six six two", "", ErrNoNumber},
}

func TestPickUp(t *testing.T) { runParseCases(t, pickUpCases) }

// pickUpNotCases: what picking up must not read: a whole part said again, a group running past
// the part, words between.
var pickUpNotCases = []parseCase{
	{"pick up not", "five one two, uh, five one two, five five five, zero one six two", "+15125550162", nil},
	{"pick up not", "four six four, uh, four six four, three two one, seventy-one, no, seventy-two ten", "+14643217210", nil},
	{"pick up not", "five one two, five five... five, five zero one six two", "", ErrNoNumber},
	{"pick up not", "five one two, five five five, zero one six, no, six two", "", ErrNoNumber},
}

func TestPickUpNot(t *testing.T) { runParseCases(t, pickUpNotCases) }

// badLineCases: an apology for a poor connection between parts, in our own wording: the number
// goes on. Other words after the apology still correct.
var badLineCases = []parseCase{
	{"bad line", "five one two, sorry, bad signal, five five five, zero one six two", "+15125550162", nil},
	{"bad line", "five one two, five five five, sorry, you're breaking up, zero one six two", "+15125550162", nil},
	{"bad line", "512, sorry, I lost you there, 555 0162", "+15125550162", nil},
	{"bad line", "512 555, sorry, can you hear me? 0162", "+15125550162", nil},
	{"bad line", "512 555, sorry, that's the old one, 0162", "", ErrNoNumber},
	{"bad line", "512, sorry, bad line, I mean 469, 555 0162", "+14695550162", nil},
}

func TestBadLine(t *testing.T) { runParseCases(t, badLineCases) }

// othersVagueCases: doubt about someone else's number, said right after its digits and turned
// from with "but mine" or "but my", in our own wording: the caller's own number is read. Doubt
// anywhere else still withdraws everything.
var othersVagueCases = []parseCase{
	{"others vague", "my wife's is five one two, five five five, something, but mine is five one two, five five five, zero one six two", "+15125550162", nil},
	{"others vague", "my son's number is 512 555 something, I don't remember it, but mine's 512 555 0162", "+15125550162", nil},
	{"others vague", "my daughter's cell is 512 555 01 something, but my number is 512 555 0162", "+15125550162", nil},
	{"others vague", "my son's number is 512 555 something, but I think mine is 512 555 0162", "", ErrUnsure},
	{"others vague", "512 555 0100 something, but mine is 512 555 0162", "", ErrUnsure},
	{"others vague", "my son's number is 512 555 0100, but mine is something like 512 555 0162", "", ErrUnsure},
}

func TestOthersVague(t *testing.T) { runParseCases(t, othersVagueCases) }

// boyGirlCases: "my boy" and "my girl" are someone else, as a son or a daughter are.
var boyGirlCases = []parseCase{
	{"boy girl", "my boy's number is 512 555 0162", "", ErrSomeoneElses},
	{"boy girl", "that's my girl's cell, 512 555 0162", "", ErrSomeoneElses},
	{"boy girl", "my boy set up my phone, my number is 512 555 0162", "+15125550162", nil},
}

func TestBoyGirl(t *testing.T) { runParseCases(t, boyGirlCases) }

// homeNamesCases: someone else named as callers name family and friends at home, or by name,
// in our own wording: their number is not the caller's. The policy said to have that person's
// number still reads it, as for "my wife's".
var homeNamesCases = []parseCase{
	{"home names", "my mama's number is 512 555 0162", "", ErrSomeoneElses},
	{"home names", "that's my hubby's cell, 512 555 0162", "", ErrSomeoneElses},
	{"home names", "512 555 0162, that's my abuela's", "", ErrSomeoneElses},
	{"home names", "my mother-in-law's phone is 512 555 0162", "", ErrSomeoneElses},
	{"home names", "my old man's number, 512 555 0162", "", ErrSomeoneElses},
	{"home names", "Luis's cell is 512 555 0162", "", ErrSomeoneElses},
	{"home names", "try Brenda's number, 512 555 0162", "", ErrSomeoneElses},
	{"home names", "the policy has my hubby's number, 512 555 0162", "+15125550162", nil},
	{"home names", "my cell's number is 512 555 0162", "+15125550162", nil},
	{"home names", "the house's number is 512 555 0162", "+15125550162", nil},
	{"home names", "yes ma'am, my number is 512 555 0162", "+15125550162", nil},
	{"home names", "our family's number is 512 555 0162", "+15125550162", nil},
}

func TestHomeNames(t *testing.T) { runParseCases(t, homeNamesCases) }

// moreHedgeCases: doubt said in more ways, in our own wording, withdraws the number; "I think"
// alone, and a slip the caller settles, still read.
var moreHedgeCases = []parseCase{
	{"more hedges", "512 555 0162, but I'm not really sure", "", ErrUnsure},
	{"more hedges", "512 555 0162, I could be wrong though", "", ErrUnsure},
	{"more hedges", "it's 512 555 0162, more or less", "", ErrUnsure},
	{"more hedges", "512 555 0162, don't hold me to that", "", ErrUnsure},
	{"more hedges", "es el 512 555 0162, no estoy segura", "", ErrUnsure},
	{"more hedges", "512 555 0162, honestly no clue if that's right", "", ErrUnsure},
	{"more hedges", "prolly 512 555 0162", "", ErrUnsure},
	{"more hedges", "I think it's 512 555 0162", "+15125550162", nil},
	{"more hedges", "512 555 0126, no, 0162, I always mix those up", "+15125550162", nil},
}

func TestMoreHedges(t *testing.T) { runParseCases(t, moreHedgeCases) }

// whoseAfterCases: whose a number is, said right after it, in our own wording: a person's
// possessive whatever follows it, the person themself, "belongs to", a business or place.
// The caller's own phones named so still read.
var whoseAfterCases = []parseCase{
	{"whose after", "512 555 0162, that's my nephew's, he pays for it", "", ErrSomeoneElses},
	{"whose after", "512 555 0162, it's my wife, she set all this up", "", ErrSomeoneElses},
	{"whose after", "512 555 0162 belongs to my brother", "", ErrSomeoneElses},
	{"whose after", "this phone belongs to my aunt, 512 555 0162", "", ErrSomeoneElses},
	{"whose after", "512 555 0162, that's the motel", "", ErrSomeoneElses},
	{"whose after", "512 555 0162, it's the reception desk at the shelter", "", ErrSomeoneElses},
	{"whose after", "512 555 0162, that's my cell", "+15125550162", nil},
	{"whose after", "512 555 0162, that's my office", "+15125550162", nil},
	{"whose after", "512 555 0162, that's my house phone", "+15125550162", nil},
}

func TestWhoseAfter(t *testing.T) { runParseCases(t, whoseAfterCases) }

// rejectedAfterCases: the caller rules out the number just said, in our own wording.
var rejectedAfterCases = []parseCase{
	{"rejected after", "512 555 0162, but that's not the one on the policy", "", ErrNoNumber},
	{"rejected after", "512 555 0162, it's not on the account though", "", ErrNoNumber},
	{"rejected after", "512 555 0162, but it's not my phone", "", ErrNoNumber},
	{"rejected after", "512 555 0162, that's the one on the policy", "+15125550162", nil},
}

func TestRejectedAfter(t *testing.T) { runParseCases(t, rejectedAfterCases) }

// areaCodeLastCases: the area code said last and named as one after it, in our own wording.
// Only seven digits before it are completed so, and a correction word between is not a link.
var areaCodeLastCases = []parseCase{
	{"area code last", "555 0162, 512 is the area code", "+15125550162", nil},
	{"area code last", "five five five, oh one six two, and it's a five one two area code", "+15125550162", nil},
	{"area code last", "it's 555 0162, 512 area code", "+15125550162", nil},
	{"area code last", "555 0162, no, 512 is the area code", "", ErrNoNumber},
	{"area code last", "469 555 0162, 512 is the area code", "", ErrNoNumber},
	{"area code last", "555 0162, 512, area code", "+15125550162", nil},
}

func TestAreaCodeLast(t *testing.T) { runParseCases(t, areaCodeLastCases) }

// holdsCases: a person said to have, use or answer the number, in our own wording: it is
// theirs. A person who has something else, or has the caller's number, names nothing.
var holdsCases = []parseCase{
	{"holds", "my grandson has 512 555 0162", "", ErrSomeoneElses},
	{"holds", "my wife uses a cell, 512 555 0162", "", ErrSomeoneElses},
	{"holds", "my sister's got 512 555 0162", "", ErrSomeoneElses},
	{"holds", "512 555 0162, that's what my brother uses", "", ErrSomeoneElses},
	{"holds", "my son has a claim too, my number is 512 555 0162", "+15125550162", nil},
	{"holds", "my daughter has my number, it's 512 555 0162", "+15125550162", nil},
}

func TestHolds(t *testing.T) { runParseCases(t, holdsCases) }

// linkedKindCases: a kind named after the number behind "but", "and" or "so" names that number,
// in our own wording: one named as another kind than the policy's is refused.
var linkedKindCases = []parseCase{
	{"linked kind", "512 555 0162, but that's my work, the policy has my cell", "", ErrTwoNumbers},
	{"linked kind", "512 555 0162, and that's the landline, the policy has the cell", "", ErrTwoNumbers},
	{"linked kind", "512 555 0162, and that's my cell, the policy has my cell", "+15125550162", nil},
}

func TestLinkedKind(t *testing.T) { runParseCases(t, linkedKindCases) }

// passingDigitsCases: digits said in passing before a number, in our own wording: a house
// number before a street, a time or a date written with a colon or a slash, a time with "pm",
// the last four of a social. None of them is the area code of the number after them.
var passingDigitsCases = []parseCase{
	{"passing digits", "we're at 469 Oak Street, my number is 555 0162", "", ErrNoNumber},
	{"passing digits", "I live at four sixty-nine Preston Road, and my number is five five five, oh one six two", "", ErrNoNumber},
	{"passing digits", "it was around 4:09, my number is 555 0162", "", ErrNoNumber},
	{"passing digits", "on 4/09 it hailed, call 555 0162", "", ErrNoNumber},
	{"passing digits", "it happened at four oh nine pm, my number is 555 0162", "", ErrNoNumber},
	{"passing digits", "the last four of my social are 0162, my number is 512 555", "", ErrNoNumber},
	{"passing digits", "we're at 469 Oak Street, my number is 512 555 0162", "+15125550162", nil},
	{"passing digits", "it was around 4:09, my number is 512 555 0162", "+15125550162", nil},
	{"passing digits", "it's 4:69, 555, 0162", "+14695550162", nil},
}

func TestPassingDigits(t *testing.T) { runParseCases(t, passingDigitsCases) }

// calledFromCases: the other end of a call, in our own wording: a number that rang the caller
// or that the caller rang. "I'm calling from ..." is the caller's own phone.
var calledFromCases = []parseCase{
	{"called from", "somebody called me from 512 555 0162", "", ErrSomeoneElses},
	{"called from", "I had a missed call from 512 555 0162", "", ErrSomeoneElses},
	{"called from", "there's a voicemail from 512 555 0162", "", ErrSomeoneElses},
	{"called from", "the number that called me was 512 555 0162", "", ErrSomeoneElses},
	{"called from", "I dialed 512 555 0100 this morning, my number's 737 555 0162", "", ErrNoNumber},
	{"called from", "I'm calling from 512 555 0162", "+15125550162", nil},
	{"called from", "you called me last week, my number is 512 555 0162", "+15125550162", nil},
}

func TestCalledFrom(t *testing.T) { runParseCases(t, calledFromCases) }

// borrowedPartCases: a number put together from parts of someone else's number and the
// caller's, in our own wording: refused, whoever's parts they are.
var borrowedPartCases = []parseCase{
	{"borrowed part", "the plumber's number is 512 555 0100, and mine is 555 0162", "", ErrSomeoneElses},
	{"borrowed part", "my husband's is 512 555 0100, mine's 555 0162", "", ErrSomeoneElses},
	{"borrowed part", "my husband's is 512 555 0100, mine's 512 555 0162", "+15125550162", nil},
}

func TestBorrowedPart(t *testing.T) { runParseCases(t, borrowedPartCases) }

// namedIsCases: a person or business named right before the digits as what they are ("my agent
// is 512 ..."), in our own wording: their number. Said of anything else, nothing is named.
var namedIsCases = []parseCase{
	{"named is", "my agent is 512 555 0162", "", ErrSomeoneElses},
	{"named is", "the landlord is 512 555 0162", "", ErrSomeoneElses},
	{"named is", "my wife is out, it's 512 555 0162", "+15125550162", nil},
	{"named is", "my son is 12, my number is 512 555 0162", "+15125550162", nil},
}

func TestNamedIs(t *testing.T) { runParseCases(t, namedIsCases) }

// originCases: an area code named as where the caller comes from is a place, not the start of
// their number, in our own wording. The digits after it are refused unless they are a whole
// number; where the phone is now stays an area code.
var originCases = []parseCase{
	{"origin", "I grew up in 469, my number's 555 0162", "", ErrNoNumber},
	{"origin", "we moved here from 469 to 214, my number is 555 0162", "", ErrNoNumber},
	{"origin", "I'm originally from 469, it's 555 0162", "", ErrNoNumber},
	{"origin", "I grew up in 469, my number's 214 555 0162", "+12145550162", nil},
	{"origin", "I moved from 469 to 214, my number is 214 555 0162", "+12145550162", nil},
	{"origin", "I'm calling from 469 555 0162", "+14695550162", nil},
}

func TestOrigin(t *testing.T) { runParseCases(t, originCases) }

// whereaboutsCases: three digits said as where the caller is or lives, then seven digits said
// as the number, in our own wording: a place, not the number's area code (numbers move with
// their owners), so refused. An area code framed as one, a whole number after the place, and
// where the call comes from still read.
var whereaboutsCases = []parseCase{
	{"whereabouts", "I'm in 469, my number is 555 0162", "", ErrNoNumber},
	{"whereabouts", "we're in the 469, and the number's 555 0162", "", ErrNoNumber},
	{"whereabouts", "I live in 469, my cell is 555 0162", "", ErrNoNumber},
	{"whereabouts", "we live in 469 and it's 555 0162", "", ErrNoNumber},
	{"whereabouts", "we're out here in 469, so my phone number is 555 0162", "", ErrNoNumber},
	{"whereabouts", "I'm down in 469, my mobile's 555 0162", "", ErrNoNumber},
	{"whereabouts", "I am up in 469, the number is 555 0162", "", ErrNoNumber},
	{"whereabouts", "I'm in 469, my number is 469 555 0162", "+14695550162", nil},
	{"whereabouts", "we live in 469, my cell is 214 555 0162", "+12145550162", nil},
	{"whereabouts", "I'm in area code 469, my number is 555 0162", "+14695550162", nil},
	{"whereabouts", "I'm in 469, that's the area code, my number is 555 0162", "+14695550162", nil},
	{"whereabouts", "I live in the 469 area code, the number's 555 0162", "+14695550162", nil},
	{"whereabouts", "469 is the area code, my number is 555 0162", "+14695550162", nil},
	{"whereabouts", "I'm calling from 469 555 0162", "+14695550162", nil},
	{"whereabouts", "I'm calling from 469, my number is 555 0162", "+14695550162", nil},
}

func TestWhereabouts(t *testing.T) { runParseCases(t, whereaboutsCases) }
