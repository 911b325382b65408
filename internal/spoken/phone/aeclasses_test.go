package phone

import "testing"

// aeLookupCases are a look-up said before the number, then the number read off the phone
// (phAE-070: "..., um, let me check, it's 469 two oh eight, fifty-five ninety-one"). The
// caller reads what they find; said after digits, about something else, or with another
// hedge, the look-up still withdraws the number.
var aeLookupCases = []parseCase{
	{"looked up first", "let me check, it's 469 208 5591", "+14692085591", nil},
	{"looked up first", "it's a work phone, I never call myself, let me look it up, okay, 469 208 5591", "+14692085591", nil},
	{"looked up first", "hang on, let me check... here, four six nine, two oh eight, five five nine one", "+14692085591", nil},
	{"looked up first", "I just got this phone, let me check my settings... it's 469 208 5591", "+14692085591", nil},
	{"looked up first", "let me check the phone, my number is 469-208-5591", "+14692085591", nil},
	{"looked up first", "um, let me check, so it's 469, 208, 5591", "+14692085591", nil},
	// The check is about the digits, or comes after them, or defers them: still a doubt.
	{"looked up first", "let me check if that's right, 469 208 5591", "", ErrUnsure},
	{"looked up first", "469 208, let me check, 5591", "", ErrUnsure},
	{"looked up first", "469 208 5591, let me check", "", ErrUnsure},
	{"looked up first", "let me check and call you back, 469 208 5591", "", ErrUnsure},
	{"looked up first", "let me check, I'm not sure, 469 208 5591", "", ErrUnsure},
	{"looked up first", "let me check, 469 208 5591, or maybe 5519", "", ErrUnsure},
}

// aeUpdatedCases are the insurer's records said to hold the caller's old number, then the
// policy said to be updated since (phAE-080: "You might have my old number, ..., but I
// updated the policy last month so it's the new one, 737 410 2256").
var aeUpdatedCases = []parseCase{
	{"records updated", "you might have my old number, but I updated the policy, it's 737 410 2256", "+17374102256", nil},
	{"records updated", "You guys probably still have the old one on file, but we updated the account, the new one is 737 410 2256.", "+17374102256", nil},
	{"records updated", "the policy might have my old cell on it, I changed it on the policy in March, 737 410 2256", "+17374102256", nil},
	{"records updated", "you may have my previous number, I updated it with you guys last week, so 737 410 2256", "+17374102256", nil},
	{"records updated", "they might still have my old phone number, but the policy's been updated, it's seven three seven, four one oh, two two five six", "+17374102256", nil},
	{"records updated", "you might have my old number, 737 410 1189, but I updated my account, the new one's 737 410 2256", "+17374102256", nil},
	// No update of the policy: the doubt stands, or the number given is the old one.
	{"records updated", "you might have my old number, I changed it, 737 410 2256", "", ErrUnsure},
	{"records updated", "you might have my old number, I switched carriers, 737 410 2256", "", ErrUnsure},
	{"records updated", "you might have my old number, but I updated the policy, 737 410 2256 is the old one", "", ErrNoNumber},
	{"records updated", "you might have my old number, but I updated the policy, I think it's 737 410 2256, not sure", "", ErrUnsure},
	{"records updated", "I updated the policy, but you might have my old number, 737 410 2256", "", ErrUnsure},
}

// aeInterruptedCases are "sorry" said after what broke into the number, or with the number
// taken up again after it (phAE-094: "Uh 210, that's the area code. Then it's... sorry, my
// dog. Then it's 582. And then 3 3 oh 9."): the number goes on from where the caller stopped.
var aeInterruptedCases = []parseCase{
	{"interruption excused", "210, sorry, my dog, 582 3309", "+12105823309", nil},
	{"interruption excused", "two one oh, five eight two, sorry, the baby's crying, three three oh nine", "+12105823309", nil},
	{"interruption excused", "210 582... sorry, someone's at the door. 3309", "+12105823309", nil},
	{"interruption excused", "210, that's the area code, then... sorry. Then 582, 3309", "+12105823309", nil},
	{"interruption excused", "210, sorry, the kids, where was I, 582 3309", "+12105823309", nil},
	{"interruption excused", "210 582, sorry, call waiting, 3309", "+12105823309", nil},
	// Words after the apology that are no interruption may take a part back: not read on.
	{"interruption excused", "210, sorry, it's 582 3309", "", ErrNoNumber},
	{"interruption excused", "210, sorry, my son's cell is 582 3309", "", ErrNoNumber},
}

// The classes the line families found (lineWayFamilies in lineways_test.go); no corpus item
// said them.

// aePolicyDoubtCases doubt that the number given is the one the policy carries: a condition
// on it, a choice left to the insurer, a modal on what the records hold, an alternative.
var aePolicyDoubtCases = []parseCase{
	{"policy doubted", "212 555 0143, if that's the one on file", "", ErrUnsure},
	{"policy doubted", "it should be 212 555 0143, unless my husband put his on there", "", ErrUnsure},
	{"policy doubted", "whichever one I gave you, 212 555 0143", "", ErrUnsure},
	{"policy doubted", "whatever's on file, 212 555 0143", "", ErrUnsure},
	{"policy doubted", "you may have my previous number, 212 555 0143", "", ErrUnsure},
	{"policy doubted", "they might still have 212 555 0143 on there", "", ErrUnsure},
	{"policy doubted", "they should have my cell, 212 555 0143, or it could be the house phone", "", ErrUnsure},
	{"policy doubted", "try 212 555 0143, if not, try 212 555 0134", "", ErrUnsure},
	// Sure of it: read.
	{"policy doubted", "212 555 0143, that's the one on file", "+12125550143", nil},
	{"policy doubted", "I'm sure that's the one on the policy, 212 555 0143", "+12125550143", nil},
}

// aeNamedBetweenCases are a rejection said of a number named between two ("I also have a
// magicJack number but that's not on the policy, ..."): it rejects the number it names, not
// the one said before, and picks neither.
var aeNamedBetweenCases = []parseCase{
	{"named between", "my cell is 413 557 1017, I also have a magicJack number but that's not on the policy, 309 622 1914", "", ErrTwoNumbers},
	{"named between", "it's 735 358 1353, there's a Vonage number too, don't use that, 824 517 6940", "", ErrTwoNumbers},
	{"named between", "my cell's 212 555 0143, I have a Google Voice one as well but that's not the one on file, 646 555 0199", "", ErrTwoNumbers},
	{"named between", "my cell is 212 555 0143, I've got another number for work but that's not on the policy, 917 555 0100", "", ErrTwoNumbers},
	{"named between", "212 555 0143, there's a Skype line too, don't use that one, 212 555 0199", "", ErrNoNumber},
	// A rejection of the number said before still picks the next.
	{"named between", "212 555 0143, no that's not on the policy, 212 555 0199", "+12125550199", nil},
	{"named between", "my cell's 212 555 0143, that's not the one on file, 646 555 0199", "+16465550199", nil},
}

// aeWorkPersonalCases are a work number said to be on file, then the caller's own cell or
// "personal" one: the number given is not the one the policy carries.
var aeWorkPersonalCases = []parseCase{
	{"work on file", "they have my work number on file, my cell is 693 860 0947", "", ErrTwoNumbers},
	{"work on file", "you have my work number on file, my cell's 693 860 0947", "", ErrTwoNumbers},
	{"work on file", "the work one's on the policy, my personal one is 693 860 0947", "", ErrTwoNumbers},
	{"work on file", "the policy has the work phone, my personal is 693 860 0947", "", ErrTwoNumbers},
	{"work on file", "they've got my office number on file, my own cell is 693 860 0947", "", ErrNoNumber},
	// The number on file named by the kind after it, or the cell picked: read.
	{"work on file", "my personal cell is 693 860 0947, the work one is 693 860 1111, the policy has my cell", "+16938600947", nil},
	{"work on file", "the policy has my personal cell, 693 860 0947, work is 693 860 1111", "+16938600947", nil},
	{"work on file", "the number on file is my cell, 693 860 0947", "+16938600947", nil},
}

// aePlaceCallbackCases are a place's line, or a relative's home, given to be called back on:
// "call me back at the hotel, ...", "I'll be at my sister's, call me there, ...".
var aePlaceCallbackCases = []parseCase{
	{"called back elsewhere", "call me back at the hotel, 527 835 0909, ask for me", "", ErrSomeoneElses},
	{"called back elsewhere", "call me back at the front desk, 455 543 6538", "", ErrSomeoneElses},
	{"called back elsewhere", "I'll be at my sister's, call me there, 590 688 6772", "", ErrSomeoneElses},
	{"called back elsewhere", "I'm calling from the hospital, the number here is 963 554 3673", "", ErrSomeoneElses},
	{"called back elsewhere", "you can call me back at my son's, 212 555 0143", "", ErrSomeoneElses},
	// The caller's own number after it, or no place: read.
	{"called back elsewhere", "call me back at the motel, 212 555 0143, but the policy has my cell, 646 555 0199", "+16465550199", nil},
	{"called back elsewhere", "call me back at 212 555 0143", "+12125550143", nil},
	{"called back elsewhere", "I'm at the hospital with my son, sorry, it's 212 555 0143", "+12125550143", nil},
}

// aeServiceCodeCases are a service code dialled ("I had to call six one one") before the
// number: no digits of it.
var aeServiceCodeCases = []parseCase{
	{"service code", "I had to call six one one to get it, it's 313 407 4951", "+13134074951", nil},
	{"service code", "I had to ring 611, 313 407 4951", "+13134074951", nil},
	{"service code", "they said call 611, my number's 313 407 4951", "+13134074951", nil},
	{"service code", "I dialed four one one by mistake, my number is 313 407 4951", "+13134074951", nil},
	{"service code", "I tried star six one one, it's three one three, four oh seven, four nine five one", "+13134074951", nil},
}

// aeOldKeptCases state the policy still has the old number, then give a new one by a verb of
// change: the new number is not the policy's, and reading its digits mixed with the old is
// another number.
var aeOldKeptCases = []parseCase{
	{"old kept", "the policy still has the old one, 933 436 3903, I changed it to 280 666 5140", "", ErrTwoNumbers},
	{"old kept", "the policy still has the old one, 933 436 3903. I changed it to 280 666 5140", "", ErrTwoNumbers},
	{"old kept", "you'd still have the old number on the policy, 427, 320, 9788, I got a new one since, 547, 505, 3525", "", ErrTwoNumbers},
	{"old kept", "they still have my old cell on the account, 427 320 9788, I updated it to 547 505 3525", "", ErrTwoNumbers},
	{"old kept", "the policy will still have the old number, 427 320 9788, but I switched to 547 505 3525", "", ErrTwoNumbers},
	// The old number said once to be there, or both named by kind: as before.
	{"old kept", "I had the old number on there, 229-432-1187, but I called last month and changed it to 229-435-7760, so that one.", "+12294357760", nil},
	{"old kept", "the policy still has my old cell, 214 555 0019, my new cell is 214 555 0077", "+12145550019", nil},
}

func TestAEClasses(t *testing.T) {
	runParseCases(t, aePolicyDoubtCases)
	runParseCases(t, aeNamedBetweenCases)
	runParseCases(t, aeWorkPersonalCases)
	runParseCases(t, aePlaceCallbackCases)
	runParseCases(t, aeServiceCodeCases)
	runParseCases(t, aeOldKeptCases)
	runParseCases(t, aeLookupCases)
	runParseCases(t, aeUpdatedCases)
	runParseCases(t, aeInterruptedCases)
}
