package phone

import "testing"

// generaliseCases are classes of speech read from the dev failures of the readers corpus
// (issue 9), each in our own new phrasings, next to nearby phrasings that must be refused.
// want "" means Parse must refuse with err (ErrNoNumber or a narrower error).
var generaliseCases = []parseCase{
	// A correction said over the last digits of a part said in one breath, which then goes
	// on with the rest of the number.
	{"tail fix goes on", "it's three one two five five six, no, five five five, then oh one oh one", "+13125550101", nil},
	{"tail fix goes on", "seven seven three four two one, sorry, two four one, and nine nine oh eight", "+17732419908", nil},
	{"tail fix goes on", "615 224, no wait, 242, 7710", "+16152427710", nil},
	{"tail fix goes on", "three one two five five six, no, five five, five oh one oh one", "", ErrNoNumber},
	{"tail fix goes on", "three one two five five six, no wait, I have two kids, five five five oh one oh one", "", ErrNoNumber},

	// "area code" said after the digits it names, pointing back at them.
	{"area code after", "it's 415, that's the area code, then 555 0123", "+14155550123", nil},
	{"area code after", "seven one eight for the area code, and then two two four, six six oh one", "+17182246601", nil},
	{"area code after", "312 is my area code and the rest is 555 0101", "+13125550101", nil},
	{"area code after", "for the area code it's 212, then 555 0188", "+12125550188", nil},
	{"area code after", "773 is the area code, 555 0123, no, the area code is 312", "+13125550123", nil},
	{"area code after", "415, that's the area code, then 555 01", "", ErrNoNumber},

	// A homophone after a digit that runs on into words is the word ("for the area code",
	// "for the claim"); at the end of the words or before a pause it is the digit.
	{"homophone after", "three one two, five five five, oh one oh one for the claim on my car", "+13125550101", nil},
	{"homophone after", "three one two, five five five, oh one oh for", "+13125550104", nil},
	{"homophone after", "three one two, five five five, oh one oh for, thanks", "+13125550104", nil},
	{"homophone after", "three one two, five five five, oh one oh, for the claim", "", ErrNoNumber},

	// An "oh" set off by pauses after some digits may be a zero or an interjection: read
	// both ways, the one way that makes a number is read.
	{"oh or zero", "three one two, five five five, and the last four are oh, oh, one, one", "+13125550011", nil},
	{"oh or zero", "three one two, five five five, then oh, one, one, nine", "+13125550119", nil},
	{"oh or zero", "three one two, five five five, oh one oh, oh, one", "", ErrNoNumber},
	{"oh or zero", "three one two, five five five, and the last is oh, one, one", "", ErrNoNumber},
	{"oh or zero", "oh, three one two, five five five, oh one oh one", "+13125550101", nil},

	// A zero said again to gloss the one before is said once.
	{"zero gloss", "five oh three, that's a zero, not the letter, two two one, four four oh nine", "+15032214409", nil},
	{"zero gloss", "five oh three, oh as in zero, two two one, four four oh nine", "+15032214409", nil},
	{"zero gloss", "five oh three, I mean zero not the letter o, two two one, four four oh nine", "+15032214409", nil},
	{"zero gloss", "five oh three, that's zero, two two one, four four oh nine", "", ErrNoNumber},
	{"zero gloss", "five three three, that's zero not the letter, two two one, four four oh nine", "", ErrNoNumber},

	// "not mine" said to contrast the caller's number with that of the person the policy or
	// claim is under is no hedge, but that person's number is someone else's: whose the
	// policy or claim is never lets another person's number be read (ErrSomeoneElses), so
	// these are refused too. Said of a number with nothing saying whose the policy is, or
	// naming another person than the policy's, "not mine" still withdraws the number.
	{"not mine, theirs", "it's my wife's policy, so use her number, not mine: 503 881 2047", "", ErrNoNumber},
	{"not mine, theirs", "the account's under my son, so his cell not mine, his is 503 881 2047 and mine is 503 881 2074", "", ErrNoNumber},
	{"not mine, theirs", "this is my father's claim, and his number, not mine, is 503 881 2047", "", ErrSomeoneElses},
	{"not mine, theirs", "503 881 2047, that's not mine, it's my husband's", "", ErrUnsure},
	{"not mine, theirs", "the policy is in my name, this is my wife's number, not mine, 503 881 2047", "", ErrUnsure},
	{"not mine, theirs", "the policy's under my husband, but it's my daughter's number, not mine, 503 881 2047", "", ErrUnsure},
	{"not mine, theirs", "it's her claim, his number not mine, 503 881 2047", "", ErrUnsure},
	{"not mine, theirs", "this is her claim, her number, not mine, 503 881 2047, or maybe 2074", "", ErrUnsure},
	{"not mine, theirs", "this is her claim, not mine, 503 881 2047", "", ErrUnsure},
	{"not mine, theirs", "it isn't her claim, her number, not mine, 503 881 2047", "", ErrUnsure},

	// Words after the last number that rule it out drop that whole number; a part ruled out
	// leaves unsaid which part is meant.
	{"ruled out after", "mine is 773 555 0123. my husband's is 773 555 0188, but don't use that", "+17735550123", nil},
	{"ruled out after", "mine is 773 555 0123. my husband's is 773 555 0188, but don't use that one", "", ErrNoNumber},
	{"ruled out after", "773 555 0123, and the old landline 773 555 0188, that's not on the policy", "+17735550123", nil},
	{"ruled out after", "773 555 0123, don't use that", "", ErrNoNumber},
	{"ruled out after", "home is 773 555 0123 and the cell is 773 555 0188, the cell is not on the policy", "", ErrNoNumber},
	{"ruled out after", "773 555 0123, no, 0188, don't use that", "", ErrUnsure},

	// The caller's own number said first without a name, then another person's named, and
	// the policy has the caller's.
	{"own first", "312 555 0101. my son's is 312 555 0177 if you can't reach me, but the policy has mine", "+13125550101", nil},
	{"own first", "my son's is 312 555 0177, 312 555 0101, the policy has mine", "", ErrNoNumber},
	{"own first", "312 555 0101, and the landline is 312 555 0177, the policy has mine", "", ErrNoNumber},

	// A doubt about the last part settled at once by saying one of the two again after "no";
	// anything short of that stays a hedge.
	{"doubt settled", "it's 312 555 0110, or 0101? no, 0110", "+13125550110", nil},
	{"doubt settled", "it's 312 555 0110, or 0101? no, 0101", "+13125550101", nil},
	{"doubt settled", "it's 312 555 0110, or is it 0101? no, it's 0110, the other is my gate code", "+13125550110", nil},
	{"doubt settled", "it's 312 555 0110, or is it 0101? yes, 0101", "", ErrUnsure},
	{"doubt settled", "it's 312 555 0110, or 0101? 0110 I think", "", ErrUnsure},
	{"doubt settled", "it's 312 555 0110, or 0101? no wait, 0111", "", ErrUnsure},
	{"doubt settled", "it's 312 555 0110, or 0101? no, 0110. or 0101.", "", ErrUnsure},
	{"doubt settled", "it's 312 555 0110 or 312 555 0101, no, 312 555 0110", "+13125550110", nil},
	{"doubt settled", "it's 312 555 0110 or 312 555 0101, no, 312 555 0111", "", ErrUnsure},

	// A whole part of a complete number said again after it (the area code once more, a
	// part explained, a restatement cut short): the number as said.
	{"part again", "three one two, five five five, oh one oh one. three one two.", "+13125550101", nil},
	{"part again", "312 555 0101. 555, like in the movies", "+13125550101", nil},
	{"part again", "Three one two. Five five five. Oh one oh one. Three one two, five five five.", "+13125550101", nil},
	{"part again", "312 555 0101. 312 555 0102.", "", ErrNoNumber},
	{"part again", "312 555 0101. 0102.", "", ErrNoNumber},
	{"part again", "312 555 0101. 550.", "", ErrNoNumber},
	{"part again", "312 555 0101. 312 556.", "", ErrNoNumber},

	// "Not" said of what came before rules out nothing of what follows.
	{"not it", "it's 312, 555... wait, no, that's not it. 773 836 2290.", "+17738362290", nil},
	{"not it", "312 555 0101, no, that's not right, 312 555 0110", "+13125550110", nil},
	{"not it", "312 555 0101, not 0110", "+13125550101", nil},

	// A year said in passing is not a part of the number.
	{"year", "we've had it since nineteen eighty-four. three one two, five five five, oh one oh one", "+13125550101", nil},
	{"year", "since 1984, it's 312 555 0101", "+13125550101", nil},

	// Spanish digits next to digits, from callers who switch languages mid-number.
	{"spanish", "three one two, cinco cinco cinco, oh uno oh uno", "+13125550101", nil},
	{"spanish", "three one two, five five five, cero uno... sorry, zero one oh seven", "+13125550107", nil},
	{"spanish", "dos tacos, please", "", ErrNoNumber},

	// A part restarted or corrected inside a number said in one breath: the parts of a North
	// American number are where the caller restarts, pause or not.
	{"breath", "three one two five five five oh one oh... oh one oh seven", "+13125550107", nil},
	{"breath", "three one two five five five oh one nine, no wait, oh one eight nine", "+13125550189", nil},
	{"breath", "one three one two five five five oh one oh... oh one oh seven", "+13125550107", nil},
	{"breath", "three one two five five five oh one oh... five one oh seven", "", ErrNoNumber},
	{"breath", "three one two five five five oh one... four four, oh one oh seven", "", ErrNoNumber},

	// A number offered to reach the caller beside one named as the account's: the account's.
	{"contact", "The home phone, which is the one on the account, is 312 555 0101. If you need to reach me though, cell is 773 555 0199.", "+13125550101", nil},
	{"contact", "to call me back today, use 773 555 0199. the number on the policy is 312 555 0101.", "+13125550101", nil},
	{"contact", "my home is 312 555 0101, if you need to reach me, cell is 773 555 0199", "", ErrTwoNumbers},
}

func TestGeneralise(t *testing.T) { runParseCases(t, generaliseCases) }
