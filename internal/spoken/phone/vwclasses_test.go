package phone

import "testing"

// Classes found by phone_V and phone_W's dev items (docs/readers.md, "Phone numbers: phone_V
// and phone_W classes"), in our own wording: rows that must refuse, and rows beside them that
// must keep reading.

// possessiveAloneCases: a person's possessive standing alone before a new clause ("you can
// use my daughter's, it's ...", "try my husband's, he always picks up, ...") offers that
// person's phone, never the caller's own.
var possessiveAloneCases = []parseCase{
	{"possessive alone", "I don't have a cell myself, you can use my son's, it's 4 0 4 2 2 4 7 1 0 5", "", ErrSomeoneElses},
	{"possessive alone", "try my husband's, he always picks up, 404 224 7105", "", ErrSomeoneElses},
	{"possessive alone", "just use my mom's, the number is 404 224 7105", "", ErrSomeoneElses},
	{"possessive alone", "I'm on my daughter's, that's 404 224 7105", "", ErrSomeoneElses},
	{"possessive alone", "my wife's, so it's four oh four, two two four, seven one oh five", "", ErrSomeoneElses},
	// The caller's own number named after it, a noun it owns, or a plural that is no
	// possessive: read as before.
	{"possessive alone", "I was staying at my daughter's, but my cell is 404 224 7105", "+14042247105", nil},
	{"possessive alone", "I'm at my mom's, and my number is 404 224 7105", "+14042247105", nil},
	{"possessive alone", "my husband's car got hit, it's 404 224 7105", "+14042247105", nil},
	{"possessive alone", "my sons and I all use it, 404 224 7105", "+14042247105", nil},
}

// policyPredicateCases: "the one on the policy" said of the number before it ("mine's ...,
// and that's the one on the policy, ...") or a person's number given in a clause of its own
// after it ("..., his is ...") does not state that the policy has that person's number.
var policyPredicateCases = []parseCase{
	{"policy predicate", "Mine's 316-442-6619 and that's the one on the policy, his is 316-442-4472.", "", ErrNoNumber},
	{"policy predicate", "mine is 316 442 6619, it's the one on file, hers is 316 442 4472", "", ErrNoNumber},
	{"policy predicate", "mine's 316 442 6619, that's the one on the account, my wife's is 316 442 4472", "", ErrNoNumber},
	{"policy predicate", "mine's 316 442 6619, the one on the policy, my husband's 316 442 4472", "", ErrNoNumber},
	{"policy predicate", "mine's 316 442 6619. The one on the account, well, his number is 316 442 4472", "", ErrNoNumber},
	{"policy predicate", "the one on the policy, his is 316 442 4472", "", ErrSomeoneElses},
	// The caller's own number named so still says which of theirs is on the policy.
	{"policy predicate", "the one on the policy, mine's 316 442 6619, his is 316 442 4472", "+13164426619", nil},
	{"policy predicate", "the one on the policy, my cell's 316 442 6619, the house is 316 442 4472", "+13164426619", nil},
	// Said outright of the policy, the other person's number still reads.
	{"policy predicate", "the one on the policy is his, 316 442 4472", "+13164424472", nil},
	{"policy predicate", "the one on the policy, my husband's, 316 442 4472", "+13164424472", nil},
	{"policy predicate", "my number is 316 442 6619, and the one on the policy is his, 316 442 4472", "+13164424472", nil},
	{"policy predicate", "the number on the account is my wife's, 316 442 4472", "+13164424472", nil},
}

// ruledOutStartCases: digits begun and at once ruled out ("It's eight hundred... no, not the
// 800 number, ...") are not the start of the number read; the same digits said later inside
// a whole number ("..., four one two, eight hundred, fifty-one thirty") are its part, in
// their own place.
var ruledOutStartCases = []parseCase{
	{"ruled out start", "It's eight hundred... no, not the 800 number, four one two, fifty-one thirty", "", ErrNoNumber},
	{"ruled out start", "eight hundred... no, not 800, 412, 800, 5130", "", ErrNoNumber},
	{"ruled out start", "It's eight hundred... no, not the 800 number, mine, four one two, eight hundred, fifty-one thirty", "+14128005130", nil},
	{"ruled out start", "eight eight eight... no, not the 888 number, that's the claims line, my cell is 412, 888, 5130", "+14128885130", nil},
	{"ruled out start", "It's 212... no, not 212, my number is 6 4 6, 2 1 2, 5 5 6 7", "+16462125567", nil},
	// Digits affirmed and a way of saying them ruled out, or a part going on from a number
	// begun before, are no start taken back.
	{"ruled out start", "area code 412, then five hundred... five hundred sixteen? no, it's five sixteen, not five hundred sixteen, so five one six, fifty-one thirty", "+14125165130", nil},
	{"ruled out start", "four one two, eight hundred... no, not eight hundred like toll-free, I mean eight zero zero is the middle, then five one three oh", "+14128005130", nil},
	// A whole number said first keeps its own rule (ruledOutRead) and a part said in its place.
	{"ruled out start", "212 555 0148, no, not 0148, 0149", "+12125550149", nil},
	{"ruled out start", "two one two, five five five, oh one four eight, no, it's not oh one four eight", "", ErrRuledOut},
}

func TestPossessiveAlone(t *testing.T) { runParseCases(t, possessiveAloneCases) }
func TestRuledOutStart(t *testing.T)   { runParseCases(t, ruledOutStartCases) }
func TestPolicyPredicate(t *testing.T) { runParseCases(t, policyPredicateCases) }

// restartThenRestatedCases: a part said again after a stop, the line begun, an aside, and the
// line said from its start ("925... I'm looking at it... 925, 604, 3, sorry the screen
// dimmed, 3812"). Read as said, the first two groups are an area code and an exchange and the
// correction replaces a part never taken back; the correction must be applied to the reading
// with the part said again too.
var restartThenRestatedCases = []parseCase{
	{"restart then restated", "Four one two... I'm looking at it... four one two, six oh four, three, sorry the screen dimmed, three eight one two.", "+14126043812", nil},
	{"restart then restated", "four one two, five five five... five five five, oh, sorry, oh one three oh", "+14125550130", nil},
	{"restart then restated", "four one two... four one two, five five five, one, no, one oh oh oh", "+14125551000", nil},
	// A number with the same area code and exchange, its end put right, reads as before.
	{"restart then restated", "two one two, two one two, five five five one, no, five five six one", "+12122125561", nil},
	{"restart then restated", "four one two, six oh four, three, sorry the screen dimmed, three eight one two", "+14126043812", nil},
}

// momentCases: "one second", "two minutes" said in the middle of a number ask for time; the
// number word is no digit.
var momentCases = []parseCase{
	{"moment", "212 555 014, one second, 0148", "+12125550148", nil},
	{"moment", "two one two, five five five, give me one sec, oh one four eight", "+12125550148", nil},
	{"moment", "two one two, five five five, two seconds, oh one four eight", "+12125550148", nil},
	{"moment", "hold on one minute, it's 212 555 0148", "+12125550148", nil},
	// A digit said alone between parts is still a digit.
	{"moment", "two one two, five five five, one, oh one four eight", "", ErrNoNumber},
}

func TestRestartThenRestated(t *testing.T) { runParseCases(t, restartThenRestatedCases) }
func TestMoment(t *testing.T)              { runParseCases(t, momentCases) }

// kindNamedThenClauseCases: another kind of number named, then a clause or phrase about where
// it came from, then its digits after a copula ("the policy number my agent gave me is ...",
// "my account number, the one on the letter, is ...", "the claim number they gave me was
// ..."): the digits are that number, never a phone. A claim number handed to the caller names
// no owner for the phone number said after it (phV-110).
var kindNamedThenClauseCases = []parseCase{
	{"kind then clause", "the policy number my agent gave me is 832 648 2159", "", ErrNoNumber},
	{"kind then clause", "my account number, the one on the letter, is 8 3 2, 6 4 8, 2 1 5 9", "", ErrNoNumber},
	{"kind then clause", "the reference number the lady gave me is eight three two, six four eight, two one five nine", "", ErrNoNumber},
	{"kind then clause", "the claim number they gave me was 832 648 2159", "", ErrNoNumber},
	{"kind then clause", "Okay so the claim number they gave me was 5530, but you want the phone number, that's 8 3 2, 6 4 8, 2 1 5 9", "+18326482159", nil},
	{"kind then clause", "the member ID the adjuster gave me was 88412, and for the phone it's 832 648 2159", "+18326482159", nil},
	// Someone handing over a number, or a card, is still someone else's number.
	{"kind then clause", "the card the tow guy gave me says 832 648 2159", "", ErrSomeoneElses},
	{"kind then clause", "the claim number they gave me was 5530, and he gave me his cell, 832 648 2159", "", ErrSomeoneElses},
	// A phone number kept on the policy is still a phone number.
	{"kind then clause", "the number on the policy my agent set up is 832 648 2159", "+18326482159", nil},
}

func TestKindNamedThenClause(t *testing.T) { runParseCases(t, kindNamedThenClauseCases) }

// unheardCases: a transcriber's note ("[inaudible]", "(crosstalk)", "*cough*") is no word of the
// caller's: the words either side of it are read together, and a note of lost words after
// the first digit makes the number unsure unless the digits after it make it by themselves.
var unheardCases = []parseCase{
	{"unheard", "my wife's [inaudible] 412 555 0130", "", ErrSomeoneElses},
	{"unheard", "412 555 0130 [crosstalk] that's my husband's", "", ErrNoNumber},
	{"unheard", "412 555 0130 [inaudible]", "", ErrUnheard},
	{"unheard", "412 [inaudible] 555 0130", "", ErrUnheard},
	{"unheard", "four one two, five five (unintelligible) five, oh one three oh", "", ErrUnheard},
	{"unheard", "412 555 *cough* 0130", "", ErrUnheard},
	// Said whole after the note, before any digit, or with only a quiet note or a sound after
	// it: read.
	{"unheard", "4 1 2... [inaudible] ... I said 412, 555, 0 1 3 0", "+14125550130", nil},
	{"unheard", "[inaudible] it's 412 555 0130", "+14125550130", nil},
	{"unheard", "412 555 [pause] 0130 [laughs]", "+14125550130", nil},
	{"unheard", "412 555 0130 *cough*", "+14125550130", nil},
	{"unheard", "(412) 555-0130", "+14125550130", nil},
	// Words someone in the room said, written in brackets, are no note of words lost.
	{"unheard", "four one two (MOM CAN I HAVE) five five five oh one three oh", "+14125550130", nil},
	{"unheard", "412 555 0130 [?]", "", ErrUnheard},
}

func TestUnheard(t *testing.T) { runParseCases(t, unheardCases) }
