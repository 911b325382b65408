package phone

import "testing"

// whoseCases are numbers a caller names as someone else's, in our own wording (issue 9: a
// number read that is not the caller's verifies another customer), and the nearby phrasings
// that must still be read. want "" means Parse must refuse with err.
var whoseCases = []parseCase{
	// Someone else's number with no own number: refused, however it is named.
	{"someone else's", "It's my daughter's phone, she pays the bill, 402 555 0195.", "", ErrSomeoneElses},
	{"someone else's", "my mom's number is eight one six, five five five, oh one seven two", "", ErrSomeoneElses},
	{"someone else's", "here's her number, 404 555 0137", "", ErrSomeoneElses},
	{"someone else's", "my husband's, 404 555 0137", "", ErrSomeoneElses},
	{"someone else's", "404 555 0137, that's my husband's cell", "", ErrSomeoneElses},
	{"someone else's", "404 555 0137 is hers, she set it all up", "", ErrSomeoneElses},
	{"someone else's", "I'm reading it off my brother's phone, 404-555-0137, my battery died", "", ErrSomeoneElses},
	{"someone else's", "my boyfriend's cell is 404 555 0137", "", ErrSomeoneElses},
	{"someone else's", "my wifes number is 404 555 0137", "", ErrSomeoneElses},
	{"someone else's", "my wife's number, 404 555, sorry, 404 555 0137", "", ErrNoNumber},

	// The policy or claim said to be someone else's: their number is not read, nor any number
	// the caller does not name as their own and the one on the policy.
	{"their policy", "I'm calling for my father, it's his policy. His cell is 352 555 0167.", "", ErrSomeoneElses},
	{"their policy", "the policy's under my husband, so it's his number: 312 555 0101", "", ErrSomeoneElses},
	{"their policy", "calling on behalf of my mother, her number is 312 555 0101", "", ErrSomeoneElses},
	{"their policy", "it's my dad's claim, the number is 312 555 0101", "", ErrSomeoneElses},
	{"their policy", "this is her policy, and her number's the one on it, 312 555 0101", "", ErrSomeoneElses},
	{"their policy", "it's in my son's name, 312 555 0101", "", ErrSomeoneElses},
	{"their policy", "it's my dad's claim, my number is 312 555 0101", "", ErrSomeoneElses},
	{"their policy", "it's under my husband's, my number is 312 555 0101", "", ErrSomeoneElses},
	{"their policy", "I'm calling for my dad, the one he has on file is 312 555 0101", "", ErrSomeoneElses},

	// Still read: the caller's own number named after someone else's phone, and a number the
	// words state outright is the one on the policy (and the policy not someone else's).
	{"own", "I'm on my wife's phone, but my number is 404 555 0137", "+14045550137", nil},
	{"own", "my son's phone died so I'm on the landline, my number is 404 555 0137", "+14045550137", nil},
	{"own", "I'm calling from my daughter's phone, don't use this one. The number on my policy is 734 555 2958.", "+17345552958", nil},
	{"own", "the policy's under my husband but the number on it is mine, 816 555 0125. His is 816 555 0172.", "+18165550125", nil},
	{"own", "my wife's number is 312 555 0101, sorry, my number is 312 555 0177", "+13125550177", nil},
	{"own", "my husband's car was hit, the number is 312 555 0101", "+13125550101", nil},
	{"stated", "the policy has my wife's number on it, 312 555 0101", "+13125550101", nil},
	{"stated", "the number on the policy is my husband's, 312 555 0101", "+13125550101", nil},
	{"stated", "you want the one on the policy? that's my wife's cell, 312 555 0101", "+13125550101", nil},
	{"stated", "it's my wife's phone on there, it's 312 ... 312 ... what's the rest? ... 312 555 0101", "+13125550101", nil},
	{"stated", "my son's 12 and he broke the screen, so I'm reading it off the cracked one, 312 555 0101", "+13125550101", nil},

	// A number given to reach the caller beside the one on the account: the account's.
	{"contact", "My number on the account is my cell, 470-555-0103. If you need to reach me today, use my work, 470-555-0167.", "+14705550103", nil},
	{"contact", "the one on file is my home, 312 555 0101. to reach me today, use my cell, 312 555 0177", "+13125550101", nil},
	{"contact", "the number on the account is my home, 312 555 0101, or use my cell, 312 555 0177", "", ErrUnsure},
}

func TestWhose(t *testing.T) { runParseCases(t, whoseCases) }
