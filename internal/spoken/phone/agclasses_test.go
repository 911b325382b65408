package phone

import "testing"

// agHeadBegunCases are a first part begun, then said again under its name ("239... um, the
// first part is 239, then 597, ..."), with a correction later on. The part begun is no part of
// the number: read as one, the named first part stood in the middle ("239 239 ..."), and a
// correction of the next part made that a whole number the caller never said (phAG-093).
var agHeadBegunCases = []parseCase{
	{"head begun", "four one five... the area code is four one five, then two two seven, no, three three one oh", "", ErrNoNumber},
	{"head begun", "415... area code 415, then 227, no wait, 3310", "", ErrNoNumber},
	{"head begun", "eight oh... the first part is eight oh two, then six six one, sorry, it's four four nine oh", "", ErrNoNumber},
	{"head begun", "five oh three... okay the first three are five oh three, then two one two, oops, four four eight one", "", ErrNoNumber},
	{"head begun", "41... area code 415, 227, no, 3310", "", ErrNoNumber},
	{"head begun", "seven one two, um, it starts with seven one two, then four four eight, no, nine oh two six", "", ErrNoNumber},
	// Said through, or with the other parts said before the area code: read.
	{"head begun", "415... area code 415, then 227 3310", "+14152273310", nil},
	{"head begun", "four one five... the area code is four one five, then two two seven, then three three one oh", "+14152273310", nil},
	{"head begun", "227 3310, area code 415", "+14152273310", nil},
	{"head begun", "the area code's 415, the first three, 227, and the last four, 3310", "+14152273310", nil},
}

// agCodeLetterCases are a policy, claim or member number said with the letters it starts with
// between its name and its digits ("Policy number is HO 448 219 3307", phAG-116): the digits
// are the code's, even when there are ten of them, and no phone number is read from them.
var agCodeLetterCases = []parseCase{
	{"code letters", "Policy number is HO 448 219 3307", "", ErrNoNumber},
	{"code letters", "policy number is ho 448 219 3307", "", ErrNoNumber},
	{"code letters", "the claim number's CL 707 334 1290", "", ErrNoNumber},
	{"code letters", "my policy number is PA 303 881 2047", "", ErrNoNumber},
	{"code letters", "member ID is ABC 512 660 4418", "", ErrNoNumber},
	{"code letters", "the policy is H O 3 512 660 4418", "", ErrNoNumber},
	{"code letters", "claim number, uh, it's AU 919 204 7731", "", ErrNoNumber},
	// The code set aside, the phone number said with its own name is read; short words of
	// ordinary talk after a number's name are no code.
	{"code letters", "policy number is HO 448 219 3307, my cell is 512 660 4418", "+15126604418", nil},
	{"code letters", "policy number HO 3 4482190, and the phone is 512 660 4418", "+15126604418", nil},
	{"code letters", "my policy number is, um, my phone is 448 219 3307", "+14482193307", nil},
	{"code letters", "the policy number I don't have, but my phone is 448 219 3307", "+14482193307", nil},
}

// agHardToReadCases are "sorry" said of what makes the number slow to read ("sorry it's dark in
// here, I'm reading it with the flashlight", phAG-093; a storm line's callers read by
// candle): the caller goes on where they stopped, as after "sorry, my dog". Said of a mistake
// ("I read it wrong") the words still correct.
var agHardToReadCases = []parseCase{
	{"hard to read", "two one four, eight eight two, then, sorry, it's dark in here, six six one oh", "+12148826610", nil},
	{"hard to read", "214 882, sorry, I need my glasses, 6610", "+12148826610", nil},
	{"hard to read", "two one four, sorry, the power's out and I'm reading it by candle, eight eight two six six one oh", "+12148826610", nil},
	{"hard to read", "214, then, sorry, I can't see, it's so dark, 882 6610", "+12148826610", nil},
	{"hard to read", "214 882, sorry, I'm reading it with the flashlight, 6610", "+12148826610", nil},
	{"hard to read", "214 882... sorry, the print's tiny, 6610", "+12148826610", nil},
	// A mistake owned, or a hedge: not read on.
	{"hard to read", "214 882, sorry, I read it wrong, 6610", "", ErrNoNumber},
	{"hard to read", "214 882, sorry, it's dark, I think it's 6610", "", ErrNoNumber},
}

// agCheckedAgainCases are a look-up said right after the whole number, answered by the same
// number said again ("It's 6 3 1 4 4 7 2 8 8 5, hold on, let me check, yeah 631 447 2885",
// phAG-072): the check found what was said. Anything else after the look-up keeps the doubt.
var agCheckedAgainCases = []parseCase{
	{"checked again", "It's 631 447 2885, hold on, let me check, yeah 631 447 2885", "+16314472885", nil},
	{"checked again", "my number is 312 660 4418... let me double check... yes, 312 660 4418", "+13126604418", nil},
	{"checked again", "three one two, six six oh, four four one eight, let me check my phone, okay, three one two six six oh four four one eight", "+13126604418", nil},
	{"checked again", "312 660 4418, let me check, 312 660 4418, yep that's it", "+13126604418", nil},
	{"checked again", "uh 1 312 660 4418, hang on a sec, let me check the phone, yeah it's 1 312 660 4418", "+13126604418", nil},
	// Other digits, a part only, another hedge, or a deferral: still a doubt.
	{"checked again", "it's 631 447 2885, let me check, yeah 631 447 2855", "", ErrUnsure},
	{"checked again", "it's 631 447 2885, let me check, yeah I think 631 447 2885", "", ErrUnsure},
	{"checked again", "it's 631 447 2885, let me check, 631 447", "", ErrUnsure},
	{"checked again", "it's 631 447 2885, let me check and call you back", "", ErrUnsure},
	{"checked again", "312 660 4418, maybe, let me check, 312 660 4418", "", ErrUnsure},
}

// agSaidTwiceCases are a whole number said twice in one breath, with no pause the transcriber
// marked (phAG-105): read as a number said again. Two different numbers, or three sayings,
// stay refused.
var agSaidTwiceCases = []parseCase{
	{"said twice", "six one seven eight three two nine nine oh four six one seven eight three two nine nine oh four", "+16178329904", nil},
	{"said twice", "6178329904 6178329904", "+16178329904", nil},
	{"said twice", "it's 617 832 9904 617 832 9904", "+16178329904", nil},
	{"said twice", "it's 16178329904 16178329904", "+16178329904", nil},
	{"said twice", "my number's four oh four two two one eight eight three oh four oh four two two one eight eight three oh", "+14042218830", nil},
	{"said twice", "6178329904 6178329940", "", ErrNoNumber},
	{"said twice", "617 832 9904 617 832 9904 617 832 9904", "", ErrNoNumber},
}

// agReadOffCases are "off the policy" said of where the number is read from ("I'll read it
// off the policy, it says ... Phone 606 878 2245", phAG-091), not of a number taken off it.
var agReadOffCases = []parseCase{
	{"read off", "I'll read it off the policy, it says Named Insured, Phone 606 878 2245", "+16068782245", nil},
	{"read off", "I'm reading this off the account page, 606 878 2245", "+16068782245", nil},
	{"read off", "reading off the policy here, six oh six, eight seven eight, two two four five", "+16068782245", nil},
	{"read off", "606 878 2245, I'm reading it off the policy", "+16068782245", nil},
	{"read off", "okay I'm reading off the policy, it says phone 606 878 2245", "+16068782245", nil},
	// Taken off: disowned.
	{"read off", "606 878 2245, they took it off the policy", "", ErrDisowned},
	{"read off", "606 878 2245 but that's off the policy now", "", ErrDisowned},
}

// agPointedPolicyCases are someone else's number said, then said of it that it is the one on
// the policy ("That'd be my wife's cell ..., 952 224 6819. Yeah that's the one on there.",
// phAF-082), or a relative's cell said to be on the policy: the policy carries it, so it is
// read. Said of a policy that is someone else's, or with nothing on the policy, still refused.
var agPointedPolicyCases = []parseCase{
	{"pointed on policy", "That'd be my wife's cell, 952 224 6819. Yeah that's the one on there.", "+19522246819", nil},
	{"pointed on policy", "my husband's number, 952 224 6819, that's the one on the policy", "+19522246819", nil},
	{"pointed on policy", "it's my mom's phone, 952 224 6819, and that's the one on the account", "+19522246819", nil},
	{"pointed on policy", "my son's cell, nine five two, two two four, six eight one nine, yes that is the one on file", "+19522246819", nil},
	{"pointed on policy", "it's my partner's number, 952 224 6819, which is the one on the policy", "+19522246819", nil},
	{"pointed on policy", "my husband's cell is on the policy, 254 889 1430", "+12548891430", nil},
	{"pointed on policy", "it's his cell on the policy, 254 889 1430", "+12548891430", nil},
	{"pointed on policy", "my wife's cell is on the account, 952 224 6819", "+19522246819", nil},
	{"pointed on policy", "our daughter's cell's on the policy, it's 952 224 6819", "+19522246819", nil},
	{"pointed on policy", "it's my dad's cell on the account, nine five two, two two four, six eight one nine", "+19522246819", nil},
	// Nothing stated of the policy, a denial, or a policy that is someone else's: refused.
	{"pointed on policy", "my wife's cell, 952 224 6819", "", ErrSomeoneElses},
	{"pointed on policy", "my wife's cell, 952 224 6819, that's not the one on there", "", ErrNoNumber},
	{"pointed on policy", "my wife's cell, 952 224 6819, that's the one on her phone", "", ErrSomeoneElses},
	{"pointed on policy", "the policy's under my husband, his cell, 254 889 1430, that's the one on there", "", ErrSomeoneElses},
}

// agCallbackNounCases are "callback" written as two words before a noun for a number ("Call
// back number? Oh, the policy one. ...", phAG-108): the caller repeats a name for the number,
// and does not say they will call back. Said as a verb, it is still a deferral.
var agCallbackNounCases = []parseCase{
	{"callback noun", "Call back number? Oh, the policy one. Uh, 316 207 7483", "+13162077483", nil},
	{"callback noun", "my call back number is 316 207 7483", "+13162077483", nil},
	{"callback noun", "the best call-back number is three one six, two oh seven, seven four eight three", "+13162077483", nil},
	{"callback noun", "a call back line? it's 316 207 7483", "+13162077483", nil},
	{"callback noun", "um call back phone, 316 207 7483", "+13162077483", nil},
	// The verb: a deferral.
	{"callback noun", "316 207 7483, I'll call back", "", ErrUnsure},
	{"callback noun", "I'll call back with the number, 316 207 7483 is my cell", "", ErrUnsure},
	{"callback noun", "call back on 316 207 7483 later", "", ErrUnsure},
}

// agPolicyDiffersCases are a number given, then the policy, the account or the file said to
// carry a different one ("..., the one on the policy is different"): found in writing the
// callback rows, in no corpus item. The number said is not the key: refused.
var agPolicyDiffersCases = []parseCase{
	{"policy differs", "my callback number is 316 207 7483, the one on the policy is different", "", ErrUnsure},
	{"policy differs", "316 207 7483 but the one on the policy is a different one", "", ErrUnsure},
	{"policy differs", "316 207 7483, the policy has a different number", "", ErrUnsure},
	{"policy differs", "reach me on 316 207 7483, there's another one on the account", "", ErrUnsure},
	{"policy differs", "316 207 7483, it's a separate line from the one on file", "", ErrUnsure},
	// Denied: the same number.
	{"policy differs", "316 207 7483, it's the one on the policy, not a different one", "+13162077483", nil},
	{"policy differs", "316 207 7483, that's the one on the policy, no other", "+13162077483", nil},
}

// agAreaCodeAfterCases are "area code" said alone right after three digits, then the rest
// ("No, mine is 816 area code, 931 4420", phAF-057): the words name the digits before them.
// Read as naming the digits after, the number was put together the wrong way round (931 442
// 0816), another customer's: a serious error found on the way, in no other corpus item.
var agAreaCodeAfterCases = []parseCase{
	{"area code after", "816 area code, 931 4420", "+18169314420", nil},
	{"area code after", "mine is 816 area code, 931 4420.", "+18169314420", nil},
	{"area code after", "it's an 816 area code, 931 4420", "+18169314420", nil},
	{"area code after", "eight one six area code, nine three one, four four two oh", "+18169314420", nil},
	{"area code after", "the number is 816 area code 931 4420", "+18169314420", nil},
	{"area code after", "573, no, 816 area code, 931 4420.", "+18169314420", nil},
	// The area code named before its digits, or after the seven: as before.
	{"area code after", "555 0143, area code 212", "+12125550143", nil},
	{"area code after", "area code 816, 931 4420", "+18169314420", nil},
}

// agCodePartsCases are another kind of number said in parts, then the phone number ("policy
// number is 623, 278, 9005, and the phone is 989, 823, 8473"): every part said after the
// name with no word between is the code's. Only the first was set aside, and the rest were
// read into the phone number (278 989 8473). Found by the code-letters family (agways_test.go).
var agCodePartsCases = []parseCase{
	{"code parts", "policy number is 623, 278, 9005, and the phone is nine eight nine, eight two three, eight four seven three", "+19898238473", nil},
	{"code parts", "member ID five two one, four three six, three one eight seven, and the phone is three three six, nine one eight, nine three seven three", "+13369189373", nil},
	{"code parts", "the claim number's H O eight eight nine, four oh two, six two eight nine, and the phone is 677 465 4309", "+16774654309", nil},
	{"code parts", "my policy number is 4472, 1193, 05, my cell is 512 660 4418", "+15126604418", nil},
	{"code parts", "policy 623, 278, 9005. phone 989, 823, 8473", "+19898238473", nil},
	{"code parts", "the policy number is six two three, two seven eight, nine oh oh five, the phone is 989 823 8473", "+19898238473", nil},
	{"code parts", "the account number is three oh oh, four one two, seven seven eight nine, and my phone's nine eight nine, eight two three, eight four seven three", "+19898238473", nil},
	{"code parts", "claim number 4471, 2290, and my number is 212 555 0143", "+12125550143", nil},
	// A phone number said after the code with only a pause between cannot be told from it.
	{"code parts", "claim number 4471, 212 555 0143", "", ErrNoNumber},
}

func TestAGClasses(t *testing.T) {
	runParseCases(t, agCodePartsCases)
	runParseCases(t, agAreaCodeAfterCases)
	runParseCases(t, agCallbackNounCases)
	runParseCases(t, agPolicyDiffersCases)
	runParseCases(t, agPointedPolicyCases)
	runParseCases(t, agCheckedAgainCases)
	runParseCases(t, agSaidTwiceCases)
	runParseCases(t, agReadOffCases)
	runParseCases(t, agHeadBegunCases)
	runParseCases(t, agCodeLetterCases)
	runParseCases(t, agHardToReadCases)
}
