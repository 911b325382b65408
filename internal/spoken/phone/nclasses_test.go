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

// transcriptCases: digit words run together and a letter o written for a zero, as a
// transcriber may leave them, in our own wording; ordinary words stay words.
var transcriptCases = []parseCase{
	{"glued", "sixonetwo fourfourseven eightohohone", "+16124478001", nil},
	{"glued", "my number is threeonetwo, fivefivefive, zerozeroonenine", "+13125550019", nil},
	{"glued", "it's two one two, sixfivefour, threethreeninenine", "+12126543399", nil},
	// "someone" and "often" stay words. (Said as "someone often calls from ...", the number
	// is the one that rings the caller, refused since calledFrom.)
	{"glued", "someone often asks me, it's 312 555 0019", "+13125550019", nil},
	{"o for zero", "312 5o5 0019", "+13125050019", nil},
	{"o for zero", "4o4 555 1o19", "+14045551019", nil},
	{"o for zero", "call me on 312-555-oo19", "+13125550019", nil},
	// A word with an o and no digit is a word.
	{"o for zero", "oo, let me think, 312 555 0019", "+13125550019", nil},
}

func TestTranscript(t *testing.T) { runParseCases(t, transcriptCases) }

// pronounOneCases: "one" after a determiner and a word naming a number is a pronoun ("the
// Texas one", "the 312 one"), not a digit, in our own wording.
var pronounOneCases = []parseCase{
	{"pronoun one", "area code two one four, the Dallas one, then 555 0019", "+12145550019", nil},
	{"pronoun one", "it's the same as the office one, 214 555 0019", "+12145550019", nil},
	{"pronoun one", "the 214 one, 214 555 0019", "+12145550019", nil},
	// A digit after it, or a number word before it: a digit.
	{"digit one", "the area code is two one four, five five five, oh oh one nine", "+12145550019", nil},
	{"digit one", "the number is one, two one four, five five five, oh oh one nine", "+12145550019", nil},
	{"digit one", "it's the code one two one four five five five, oh oh one nine", "+12145550019", nil},
}

func TestPronounOne(t *testing.T) { runParseCases(t, pronounOneCases) }

// forPolicyCases: "the number for the policy" is the phone number kept for it, as "the
// number on the policy" is; "the policy number" is another kind of number.
var forPolicyCases = []parseCase{
	{"for the policy", "the phone for the policy is 214 555 0019", "+12145550019", nil},
	{"for the policy", "the number we gave for my policy is two one four, five five five, oh oh one nine", "+12145550019", nil},
	{"for the policy", "the contact number under the account is 214 555 0019", "+12145550019", nil},
	{"policy number", "the policy number is 214 555 0019", "", ErrNoNumber},
}

func TestForPolicy(t *testing.T) { runParseCases(t, forPolicyCases) }

// endAgainCases: the last digit or two of a complete number said again after a stop, to make
// sure of them, in our own wording.
var endAgainCases = []parseCase{
	{"end again", "214 555 0019. Nine.", "+12145550019", nil},
	{"end again", "2 1 4, 5 5 5, 0 0 1 9. 1 9.", "+12145550019", nil},
	{"end again", "two one four, five five five, oh oh one nine... nine", "+12145550019", nil},
	// Not its end, or the number not complete before it: not dropped.
	{"end again", "214 555 0019. Eight.", "", ErrNoNumber},
	{"end again", "214 555 001. 9.", "+12145550019", nil},
}

func TestEndAgain(t *testing.T) { runParseCases(t, endAgainCases) }

// orderPickCases: two numbers, the words say the policy has the first or the second one.
var orderPickCases = []parseCase{
	{"order", "214 555 0019 is the landline, 214 555 0077 is the cell, the policy has the first one", "+12145550019", nil},
	{"order", "home's 214 555 0019 and work's 469 555 0077. use the second one", "+14695550077", nil},
	{"order", "214 555 0019, or the cell 214 555 0077, the account has the latter", "", ErrUnsure},
	// Negated, or three numbers: not picked.
	{"order", "214 555 0019 is the landline, 214 555 0077 is the cell, the policy doesn't have the first one", "", ErrNoNumber},
	{"order", "214 555 0019 is home, 214 555 0077 is work, 214 555 0088 is my cell, use the second one", "", ErrNoNumber},
}

func TestOrderPick(t *testing.T) { runParseCases(t, orderPickCases) }

// nextClauseCases: a service line named in the clause that leads into the next digits is that
// number's, not the one before.
var nextClauseCases = []parseCase{
	{"next clause", "my number is 214 555 0019, and the claims line is 1 800 555 0101", "+12145550019", nil},
	{"next clause", "phone 214 555 0019, and then customer service is 1 888 555 0101", "+12145550019", nil},
	// Said after it, of it: still a service line.
	{"next clause", "1 800 555 0101, the claims line", "", ErrNoNumber},
	{"next clause", "the claims line is 1 800 555 0101", "", ErrNoNumber},
}

func TestNextClause(t *testing.T) { runParseCases(t, nextClauseCases) }

// thousandHundredCases: the last four said as one number with thousands and hundreds.
var thousandHundredCases = []parseCase{
	{"thousand hundred", "two one four, five five five, three thousand four hundred and twelve", "+12145553412", nil},
	{"thousand hundred", "214 555, one thousand nine hundred fifty", "+12145551950", nil},
	{"thousand hundred", "214 555, two thousand one hundred", "+12145552100", nil},
	{"thousand hundred", "214 555, four thousand and six", "+12145554006", nil},
}

func TestThousandHundred(t *testing.T) { runParseCases(t, thousandHundredCases) }

// policyPhraseCases: "the home one's the one on the policy", and a kind said in a noun
// phrase of two ("the policy has the old landline"), pick a number; a person who is the
// subject of a clause after the selection ("my wife set it up") owns no number.
var policyPhraseCases = []parseCase{
	{"one on the policy", "home is 214 555 0019 and cell is 214 555 0077. the cell one's the one on the policy", "+12145550077", nil},
	{"one on the policy", "work 214 555 0019, home 214 555 0077, the home number is the one on the account, my wife set it up", "+12145550077", nil},
	{"two kinds", "the policy still has my old cell, 214 555 0019, my new cell is 214 555 0077", "+12145550019", nil},
	{"two kinds", "my old cell is 214 555 0019, my old landline is 214 555 0077, the account has the old landline", "+12145550077", nil},
	// Two kinds that name different numbers: nothing picked.
	{"two kinds", "his cell is 214 555 0019, her landline is 214 555 0077, the policy has her cell", "", ErrNoNumber},
}

func TestPolicyPhrase(t *testing.T) { runParseCases(t, policyPhraseCases) }

// rulesOutNextCases: "don't use X's, <number>" rules out the number named right after it.
var rulesOutNextCases = []parseCase{
	{"rules out next", "mine's 214 555 0019. don't use my wife's, 214 555 0077, she's never home", "+12145550019", nil},
	{"rules out next", "214 555 0019 is my cell, not the landline, 214 555 0077", "+12145550019", nil},
	{"rules out next", "it's 214 555 0019, do not use the work one: 214 555 0077", "+12145550019", nil},
	// What follows the ruling out is what is meant: read, or refused when it is two names.
	{"rules out next", "214 555 0019 is my sister's, don't use hers, mine's 214 555 0077", "+12145550077", nil},
	{"rules out next", "214 555 0019, not the cell, the landline, 214 555 0077", "", ErrNoNumber},
}

func TestRulesOutNext(t *testing.T) { runParseCases(t, rulesOutNextCases) }

// apologyCases: "sorry" after a break between whole parts, excusing an interruption, goes on
// with the number; it still corrects what it can replace, and never runs a late area code on.
var apologyCases = []parseCase{
	{"apology", "two one four, five five five, the kids are shouting, sorry, oh oh one nine", "+12145550019", nil},
	{"apology", "214, my other line beeped, sorry, 555 0019", "+12145550019", nil},
	{"apology", "1 214 555, hang on, the dog, sorry, 0019", "+12145550019", nil},
	// A bare "sorry", or words said after it, may be the caller taking a part back.
	{"apology", "1 214 555, sorry, 0019", "", ErrNoNumber},
	{"apology", "two one four, five five five, sorry, the kids are shouting, oh oh one nine", "", ErrNoNumber},
	{"apology", "214 555, sorry, that's the old one, 0019", "", ErrNoNumber},
	{"apology", "214, 556, sorry, 555 0019", "+12145550019", nil},
	{"apology", "214 555 0091, sorry, 0019", "+12145550019", nil},
	// Not at a break between whole parts, or a late area code: not run on.
	{"apology", "555 2148, sorry, 602", "", ErrNoNumber},
	{"apology", "214 55, sorry, 50019", "", ErrNoNumber},
}

func TestApology(t *testing.T) { runParseCases(t, apologyCases) }

// hedgeAsideCases: doubt about a claim or policy number said right after its digits, turned
// from with "but", leaves the phone number said after it; doubt anywhere else withdraws it.
var hedgeAsideCases = []parseCase{
	{"hedge aside", "my policy number is 88 something, I'd have to look, but my phone is 214 555 0019", "+12145550019", nil},
	{"hedge aside", "claim 5521 I believe, don't quote me, but the number is two one four, five five five, oh oh one nine", "+12145550019", nil},
	// The hedge about the phone number, or not turned from: refused.
	{"hedge aside", "my policy number is 88 something, but my phone is maybe 214 555 0019", "", ErrUnsure},
	{"hedge aside", "the claim number is 4471 I think, my phone's 214 555 0019 or something", "", ErrUnsure},
	{"hedge aside", "my policy number is 88 something and my phone is 214 555 0019", "", ErrUnsure},
	{"hedge aside", "my phone is 214 555 0019, not sure, but the claim is 4471", "", ErrUnsure},
	{"hedge aside", "the claim number is 44 something, but my phone is 214 555 0019, not 100 percent on that", "", ErrUnsure},
}

func TestHedgeAside(t *testing.T) { runParseCases(t, hedgeAsideCases) }

// countMainCases: a unit word counting numbers ("there's two on the account") gives no digit,
// and "the main one is mine" says which number the account goes by.
var countMainCases = []parseCase{
	{"count", "we have two numbers, the main one is the cell, 214 555 0019", "+12145550019", nil},
	{"count", "there's three on the account, but my number is 214 555 0019", "+12145550019", nil},
	{"count", "there are two of them, mine is 214 555 0019", "+12145550019", nil},
	{"main", "two on there, mine and my son's, but the main one is mine. 214 555 0019. his is 214 555 0077.", "+12145550019", nil},
	{"main", "home is 214 555 0019, cell is 214 555 0077, the primary number's the cell", "+12145550077", nil},
	// Negated: nothing picked.
	{"main", "home is 214 555 0019, cell is 214 555 0077, the main one isn't the cell", "", ErrNoNumber},
	// A digit word after digits is a digit: "five five five, two on ..." is not a count.
	{"count", "two one four, five five five, oh oh one nine", "+12145550019", nil},
}

func TestCountMain(t *testing.T) { runParseCases(t, countMainCases) }
