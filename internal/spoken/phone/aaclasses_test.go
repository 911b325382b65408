package phone

import "testing"

// aaCases are the classes phone_AA, phone_AB and phone_AC's dev halves found read as another
// number, from words that must be refused, or refused where the caller was plain, in our own
// wording. want "" means Parse must refuse with err.
var aaCases = []parseCase{
	// A part of the number quoted after it was said, and answered (quotedParts): the answer
	// replaces the part quoted where it stands; the same digits again make sure of it.
	{"part quoted", "It's 7 3 2, 5 9 0, 1 1 4 6. Wait, did I say 5 9 0? It's 5 9 1.", "+17325911146", nil},
	{"part quoted", "seven five seven, two one... two one nine, three three four eight... wait did I say two one nine? Yes two one nine. Three three four eight.", "+17572193348", nil},
	{"part quoted", "four one five, two two six, eight eight one oh. I said two two six, it should be two two seven.", "+14152278810", nil},
	{"part quoted", "415, 226, 8810. sorry, not 226, 227", "+14152278810", nil},
	{"part quoted", "415 226 8810... hmm, did I say 8810? I meant 8801.", "+14152268801", nil},
	{"part quoted", "it's four one five, two two six, eight eight one oh. Where I put two two six, make that two six two.", "+14152628810", nil},
	{"part quoted", "415. 226. 8810. Was it 415? No, 451.", "+14512268810", nil},
	{"part quoted", "415, 226, 8810. instead of 226, it's 262", "+14152628810", nil},
	{"part quoted", "four one five, two two six, eight eight one oh... did I say two two six? yeah, two two six.", "+14152268810", nil},
	// A yes with other digits settles nothing.
	{"part quoted", "415, 226, 8810. did I say 226? yes, 227", "", ErrQuoteUnsettled},
	// A part said twice cannot be found by quoting it: left to the other readings, which
	// must not read another number.
	{"part quoted", "I said 714, 555, 0 1 2 0", "+17145550120", nil},

	// Another kind of number named, then where the caller has it to hand, with or without a
	// copula before the digits (locatedKind): the digits are that number, not a phone.
	{"kind at hand", "Oh, the phone. Well I've got the policy number right here, 620 342 3810. The phone number I don't have handy.", "", ErrNoNumber},
	{"kind at hand", "I have the claim number right in front of me, 620 342 3810", "", ErrNoNumber},
	{"kind at hand", "my policy number handy, 620 342 3810", "", ErrNoNumber},
	{"kind at hand", "got my account number right here, it's 620 342 3810", "", ErrNoNumber},
	{"kind at hand", "the claim number just here, six two oh, three four two, three eight one oh", "", ErrNoNumber},
	{"kind at hand", "I've got my policy number here somewhere, 620 342 3810", "", ErrNoNumber},
	{"kind at hand", "I have my member ID number with me, 620 342 3810", "", ErrNoNumber},
	// A phone named so is still read.
	{"kind at hand", "I have my phone number right here, 620 342 3810", "+16203423810", nil},
	{"kind at hand", "the number right here on the policy is 620 342 3810", "+16203423810", nil},
	{"kind at hand", "I've got the policy right here, my number is 620 342 3810", "+16203423810", nil},

	// A business's or a stranger's possessive, then their name, then the digits (appositive):
	// their number, whatever the policy carries.
	{"named business", "the number on the policy is my agent's, Bob Jensen, 563 355 2210", "", ErrSomeoneElses},
	{"named business", "it's my agent's, Mr. Jensen, 563 355 2210", "", ErrSomeoneElses},
	{"named business", "use the insurance agent's, Linda at State Farm, 563 355 2210", "", ErrSomeoneElses},
	{"named business", "it's my landlord's, Mike, five six three, three five five, two two one oh", "", ErrSomeoneElses},
	{"named business", "the number is my doctor's, Dr. Patel, 563 355 2210", "", ErrSomeoneElses},
	{"named business", "I put the shop's, Midas on Fifth, 563 355 2210", "", ErrSomeoneElses},
	// What a business is doing is no name; the caller's own number named after it reads.
	{"named business", "the tow guy's here, so my cell, 563 355 2210", "+15633552210", nil},
	{"named business", "my agent's name is Bob Jensen and my number is 563 355 2210", "+15633552210", nil},
	{"named business", "I got the policy through my agent's office, my number is 563 355 2210", "+15633552210", nil},

	// A place's line named with no "the" or with a word before it ("front desk is ..."): the
	// desk's, not the caller's.
	{"place's line", "Room 214 at the Days Inn, front desk is 731-668-2219, that's where we're staying since the fire.", "", ErrSomeoneElses},
	{"place's line", "we're at the Red Roof, the front desk is 731-668-2219", "", ErrSomeoneElses},
	{"place's line", "the main desk is seven three one, six six eight, two two one nine", "", ErrSomeoneElses},
	{"place's line", "reception is 731 668 2219", "", ErrSomeoneElses},
	{"place's line", "the hotel front desk is 731-668-2219, room 12", "", ErrSomeoneElses},
	{"place's line", "lobby phone is 731 668 2219", "", ErrSomeoneElses},
	{"place's line", "the motel's office is 731 668 2219", "", ErrSomeoneElses},
	{"place's line", "we're at the Red Roof, my cell is 731 668 2219", "+17316682219", nil},

	// A tens word with a digit in numerals right after it (tensWithNumeral): read apart
	// first; when that makes no number, as one ("forty 3" is 43).
	{"tens and numeral", "814, 7 forty 3, 88 12", "+18147438812", nil},
	{"tens and numeral", "it's 503 2 ninety 1 4 4 0 7", "+15032914407", nil},
	{"tens and numeral", "area code 212, then 555, then twenty 3 sixty 7", "+12125552367", nil},
	{"tens and numeral", "303, 291, forty 4 oh", "+13032914040", nil},
	{"tens and numeral", "six one seven, 4 fifty 2, eighty 8 nineteen", "+16174528819", nil},
	{"tens and numeral", "212 555 forty 3", "", ErrNoNumber},
	// Read apart when apart makes the number: "forty 3" for 403.
	{"tens and numeral", "814 forty 3 8812", "+18144038812", nil},
	{"tens and numeral", "212, 555, oh one forty 3", "+12125550143", nil},

	// A hedge about giving the number at all, settled by finding it (foundAfterHedge): the
	// number said after "here it is" is read; any doubt after it still refuses.
	{"found it", "I'm not sure I know it by heart, let me check... found it. 352 748 0019", "+13527480019", nil},
	{"found it", "I can't remember, hold on, oh here we go, it's three five two, seven four eight, double oh one nine", "+13527480019", nil},
	{"found it", "honestly no idea... wait, now I remember, 352 748 0019", "+13527480019", nil},
	{"found it", "I forget, um... oh, it came to me, 352 748 0019", "+13527480019", nil},
	{"found it", "I don't remember... oh there it is on the card, 352 748 0019", "+13527480019", nil},
	{"found it", "I'm 72 years old honey and I don't remember nothing... oh here it is, on the fridge, 352 7 4 8 0 0 1 9", "+13527480019", nil},
	{"found it", "I don't remember it, and I haven't got it here, 352 748 0019", "", ErrUnsure},
	{"found it", "I don't remember, here it is, 352 748 0019, I think, maybe 0091", "", ErrUnsure},
	{"found it", "I'm not sure, here it is maybe, 352 748 0019", "", ErrUnsure},
	{"found it", "here it is, 352 748 0019, but I'm not sure", "", ErrUnsure},
	{"found it", "I don't remember the whole thing, here it is, 352 748", "", ErrUnsure},

	// The number said to be the same as another kind (sameAsKind): the digits are the phone
	// number, and the kind says what else it is.
	{"same as", "it's the same as my fax, 334 27 seven 6 6 0 2", "+13342776602", nil},
	{"same as", "same number as the fax line: 334 277 6602", "+13342776602", nil},
	{"same as", "the phone's the same as our fax machine, three three four, two seven seven, six six oh two", "+13342776602", nil},
	{"same as", "it's the same as my account number, 334 277 6602", "+13342776602", nil},
	{"same as", "my number is the same as the fax, 334 277 6602", "+13342776602", nil},
	{"same as", "it's not the same as my fax, the fax is 334 277 6602", "", ErrNoNumber},
	{"same as", "my fax is 334 277 6602", "", ErrNoNumber},

	// Calling for someone else, with the caller's own number stated as the one on the policy
	// ("my number" read as "mine" by the policy selections, myAsMine): read when the number
	// given is the caller's; anyone else's is refused as before.
	{"mine on theirs", "I'm calling for my mom, but it's my number on the policy, it's 3 8 5 7 2 2 1 4 0 9", "+13857221409", nil},
	{"mine on theirs", "I'm calling for my mom, but the policy has my number, it's 385 722 1409", "+13857221409", nil},
	{"mine on theirs", "I'm calling for my mom, my number is on the policy, 385 722 1409", "+13857221409", nil},
	{"mine on theirs", "I'm calling for my dad, but my number's the one on the policy, 385 722 1409", "+13857221409", nil},
	{"mine on theirs", "I'm calling for my husband, the policy has my cell, three eight five, seven two two, one four oh nine", "+13857221409", nil},
	{"mine on theirs", "it's my wife's policy but my number is on the account, 385 722 1409", "+13857221409", nil},
	{"mine on theirs", "I'm calling for my mom, my number is on the policy too, but hers is 385 722 1409", "", ErrSomeoneElses},
	{"mine on theirs", "I'm calling for my husband, the policy has my cell, his is 385 722 1409", "", ErrSomeoneElses},
	{"mine on theirs", "I'm calling for my mom, it's her policy, her number is 385 722 1409", "", ErrSomeoneElses},
}

func TestAAClasses(t *testing.T) { runParseCases(t, aaCases) }
