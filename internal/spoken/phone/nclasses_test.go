package phone

import "testing"

// namedLineCases: digits used as the name of a kind of number ("a 1-800 number", "the 503
// one") are no part of the number said beside them, in our own wording.
var namedLineCases = []parseCase{
	{"named line", "503 555 0162 is mine. there's a 1-800 number on the letter too", "+15035550162", nil},
	{"named line", "it's 503 555 0162. the 888 number on the bill is yours", "+15035550162", nil},
	{"named line", "my cell is 503 555 0162, not the 971 one", "+15035550162", nil},
	{"named line", "we've got an 800 line at work but mine is 503 555 0162", "+15035550162", nil},
	// "the 503 area code" gives digits: they are the area code.
	{"named line", "it's the 503 area code, 555 0162", "+15035550162", nil},
	{"named line", "five oh three, the same area code, then 555 0162", "+15035550162", nil},
}

func TestNamedLine(t *testing.T) { runParseCases(t, namedLineCases) }

// readOffUsCases: a toll-free number the caller says is the insurer's, or read off what the
// insurer sent, wherever the cue stands in the words.
var readOffUsCases = []parseCase{
	{"read off us", "the only phone number I have is your 1 800 number, 1 800 555 0142", "", ErrServiceLine},
	{"read off us", "all that's on the letter is an 888 number, 888 555 0142", "", ErrServiceLine},
	{"read off us", "on the card there's a toll free one, 877 555 0142", "", ErrNoNumber},
	{"read off us", "is it your main line, 1 866 555 0142?", "", ErrServiceLine},
	// A caller's own number beside the card: still read.
	{"read off us", "the card has your 800 number on it, but mine is 503 555 0162", "+15035550162", nil},
}

func TestReadOffUs(t *testing.T) { runParseCases(t, readOffUsCases) }

// notHolderCases: the caller says the policy is not theirs (not the policyholder, not on the
// policy, a neighbour or a carer helping), and gives their own number, which verifies no
// one on the policy.
var notHolderCases = []parseCase{
	{"not holder", "I'm not the policy holder, my cell is 503 555 0162", "", ErrSomeoneElses},
	{"not holder", "just so you know I'm not the insured, I'm calling from 503 555 0162", "", ErrSomeoneElses},
	{"not holder", "I'm not on the policy myself, my number's 503 555 0162", "", ErrSomeoneElses},
	{"not holder", "it isn't my policy, it's my brother's, but you can have my number, 503 555 0162", "", ErrSomeoneElses},
	{"not holder", "I'm his neighbour, he asked me to ring, my number is 503 555 0162", "", ErrSomeoneElses},
	{"not holder", "I'm just helping her out with the claim, I'm on 503 555 0162", "", ErrSomeoneElses},
	{"not holder", "I'm the carer, my phone's 503 555 0162", "", ErrSomeoneElses},
	{"not holder", "I'm helping my grandma with this, my number is 503 555 0162", "", ErrSomeoneElses},
	// The caller is the policyholder, or says the policy carries their number: read.
	{"holder", "I'm the policyholder, 503 555 0162", "+15035550162", nil},
	{"holder", "I'm the policy holder and my number is 503 555 0162", "+15035550162", nil},
	{"holder", "I'm on the policy, it's 503 555 0162", "+15035550162", nil},
	{"holder", "it's not on the policy yet? it should be 503 555 0162", "+15035550162", nil},
	{"holder", "my neighbor helped me find it, my number is 503 555 0162", "+15035550162", nil},
}

func TestNotHolder(t *testing.T) { runParseCases(t, notHolderCases) }

// givenToCallCases: a number someone else handed the caller to ring them on is theirs.
var givenToCallCases = []parseCase{
	{"given to call", "the plumber gave me 503 555 0162 to call him back", "", ErrSomeoneElses},
	{"given to call", "the adjuster left me 503 555 0162", "", ErrSomeoneElses},
	{"given to call", "she texted me 503 555 0162 this morning", "", ErrSomeoneElses},
	{"given to call", "503 555 0162, so I can call her about the car", "", ErrSomeoneElses},
	{"given to call", "503 555 0162, that's how you reach them", "", ErrSomeoneElses},
	{"given to call", "he said you can reach him at 503 555 0162", "", ErrSomeoneElses},
	// The caller's own, however it came to them: read.
	{"own", "the phone company gave me a new number, 503 555 0162", "+15035550162", nil},
	{"own", "my son gave me his old phone, my number is 503 555 0162", "+15035550162", nil},
	{"own", "503 555 0162, call me back on that", "+15035550162", nil},
	{"own", "the tow guy called me on 503 555 0162", "+15035550162", nil},
}

func TestGivenToCall(t *testing.T) { runParseCases(t, givenToCallCases) }
