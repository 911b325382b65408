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
}

func TestAAClasses(t *testing.T) { runParseCases(t, aaCases) }
