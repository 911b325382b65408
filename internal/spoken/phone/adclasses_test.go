package phone

import "testing"

// adCases are the classes phone_AD's dev half found read as another number, from words that
// must be refused, or refused where the caller was plain, in our own wording. want "" means
// Parse must refuse with err.
var adCases = []parseCase{
	// A digit or two put right at the end of a whole number, then the end said again with
	// them (lastDigitsRestated): only the last digits change.
	{"end restated", "Seven seven oh, eight two one, four four six... nine. No, eight. Four four six eight.", "+17708214468", nil},
	{"end restated", "seven seven oh, eight two one, four four six nine. No, eight. Four four six eight.", "+17708214468", nil},
	{"end restated", "212 555 0149. Sorry, 8. 0148.", "+12125550148", nil},
	{"end restated", "212 555 0149, no wait, 8... 555 0148", "+12125550148", nil},
	{"end restated", "four one five, five five five, one oh oh nine... no, eight, one oh oh eight", "+14155551008", nil},
	{"end restated", "three oh three, two nine one, four four oh seven. no, six. four four oh six.", "+13032914406", nil},
	{"end restated", "212 555 0149, no, 48, 0148", "+12125550148", nil},
	{"end restated", "it's 602 771 5839, sorry, 6, that's 5836", "+16027715836", nil},

	// A check still to be made, "double" or not ("double check"): a deferral.
	{"double check", "I believe it's 720-318-5527 but I'd have to double check, my husband handles that.", "", ErrUnsure},
	{"double check", "720 318 5527, let me double-check that", "", ErrUnsure},
	{"double check", "I'd want to double check, but I think 720 318 5527", "", ErrUnsure},
	{"double check", "seven two oh, three one eight, five five two seven, I need to double check with my wife", "", ErrUnsure},
	{"double check", "it's 720 318 5527, gotta doublecheck though", "", ErrUnsure},
	{"double check", "you should double check it, 720-318-5527", "", ErrUnsure},

	// Someone to reach named by a word or two before a business's noun (reachesThem): the
	// business's number.
	{"reach business", "Call my body shop, they're handling it, 316-262-4471.", "", ErrSomeoneElses},
	{"reach business", "call the body shop, 316 262 4471", "", ErrSomeoneElses},
	{"reach business", "you can reach the auto body shop at 316-262-4471", "", ErrSomeoneElses},
	{"reach business", "just call my insurance agent, three one six, two six two, four four seven one", "", ErrSomeoneElses},
	{"reach business", "better to call the front desk, 316 262 4471", "", ErrSomeoneElses},
	{"reach business", "contact my tow company, 316 262 4471", "", ErrSomeoneElses},
	// The caller's own line, or the caller, named after the verb, still reads.
	{"reach business", "you can call my cell phone, 316-262-4471", "+13162624471", nil},
	{"reach business", "call me at my work number, 316 262 4471", "+13162624471", nil},
	{"reach business", "ring my office line, 316 262 4471", "+13162624471", nil},

	// Two owners offered with "or" (ownersInDoubt): whose number the policy has is open.
	{"owners in doubt", "My husband's is 910-392-4417 and mine's 910-392... actually I think we put his on it. Or mine. 910-791-3356.", "", ErrUnsure},
	{"owners in doubt", "it's his or mine, 910 791 3356", "", ErrUnsure},
	{"owners in doubt", "910 791 3356, that's my husband's or mine", "", ErrUnsure},
	{"owners in doubt", "the policy has my wife's or mine, nine one oh, seven nine one, three three five six", "", ErrUnsure},
	{"owners in doubt", "mine or my son's, 910 791 3356", "", ErrUnsure},
	{"owners in doubt", "my son's phone is the one on it, or mine, 910 791 3356", "", ErrUnsure},
	// "Or" then "mine" between two numbers offers the second (alternative), it corrects
	// nothing: "or actually", "or rather" do.
	{"owners in doubt", "910 392 4417, or mine, 910 791 3356", "", ErrUnsure},
	{"owners in doubt", "nine one oh, three nine two, four four one seven. Or mine's nine one oh, seven nine one, three three five six", "", ErrUnsure},
	{"owners in doubt", "910 392 4417, or rather 910 791 3356", "+19107913356", nil},
	// Settled by naming the policy's after it, or put right with a repair word: read.
	{"owners in doubt", "Is it mine or my wife's? Hers is 608 274 3391, but the policy one's mine, 910 791 3356", "+19107913356", nil},
	{"owners in doubt", "the policy has his, or rather mine, 910 791 3356", "+19107913356", nil},
	{"owners in doubt", "mine, 910 791 3356, or call my husband's if I don't answer", "+19107913356", nil},

	// An "oh" joined to the digits before it, then a hesitation (scan, ohDoubt.either): read
	// both ways, the way that makes a number is read.
	{"oh before uh", "sure uh nine five four uh seven six oh uh three three one two", "+19547603312", nil},
	{"oh before uh", "nine five four seven six oh uh three three one two", "+19547603312", nil},
	{"oh before uh", "four one five, two two oh uh, eight eight one oh", "+14152208810", nil},
	{"oh before uh", "four one five two two oh um eight eight one oh", "+14152208810", nil},
	{"oh before uh", "it's three oh uh two, five five five, oh one four eight", "+13025550148", nil},
	{"oh before uh", "six oh uh two, five five five, one two three four", "+16025551234", nil},
	// Read as an interjection, the words make the number: as before.
	{"oh before uh", "four one five, five five five, oh uh, oh one four eight", "+14155550148", nil},

	// Two numbers offered with "or", each named by a kind of line, and the policy's kind
	// stated (offeredByKind): the one named so.
	{"offered by kind", "You can try my cell 321-403-9982 or home 321-727-5510, but the one on the policy is the home one.", "+13217275510", nil},
	{"offered by kind", "my cell 321 403 9982 or the landline 321 727 5510, the policy has the landline", "+13217275510", nil},
	{"offered by kind", "my cell 321 403 9982 or the landline 321 727 5510, the policy has the cell", "+13214039982", nil},
	{"offered by kind", "try the work number 321 403 9982 or my cell 321 727 5510, my cell's the one on file", "+13217275510", nil},
	{"offered by kind", "home is 321 727 5510 or my cell, 321 403 9982, the home one's on the account", "+13217275510", nil},
	// No kind stated, only an instruction, a kind ruled out, or an "or" before no kind:
	// still a doubt.
	{"offered by kind", "You can try my cell 321-403-9982 or home 321-727-5510.", "", ErrUnsure},
	{"offered by kind", "You can try my cell 321-403-9982 or home 321-727-5510, but use the home one.", "", ErrUnsure},
	{"offered by kind", "my cell 321 403 9982 or home 321 727 5510, the policy doesn't have the home one", "", ErrUnsure},
	{"offered by kind", "my cell 321 403 9982 or 321 727 5510, the policy has the cell", "", ErrUnsure},

	// A business's or a place's line named, then the caller's own (placeThenOwn): the own.
	{"place then own", "Office is 614-221-5000 ext 33 but that's the front desk, my own line is 614-507-2236.", "+16145072236", nil},
	{"place then own", "the front desk is 614 221 5000, my cell is 614 507 2236", "+16145072236", nil},
	{"place then own", "614 221 5000, that's the front desk, my cell is 614 507 2236", "+16145072236", nil},
	{"place then own", "the body shop's number is 614 221 5000, my own line is 614 507 2236", "+16145072236", nil},
	{"place then own", "the hotel's number is six one four, two two one, five thousand, my number is six one four, five oh seven, two two three six", "+16145072236", nil},
	{"place then own", "614 221 5000 is reception, my cell's 614 507 2236", "+16145072236", nil},
	// Parts of the own put together with the desk's: never read.
	{"place then own", "the front desk is 614 221 5000, my cell is 507 2236", "", ErrSomeoneElses},
	{"place then own", "614 221 5000, that's the front desk, my cell is 507 2236", "", ErrSomeoneElses},
	// The caller's own business's desk is no stranger's line: two numbers.
	{"place then own", "my front desk is 614 221 5000, my cell is 614 507 2236", "", ErrTwoNumbers},
}

func TestADClasses(t *testing.T) { runParseCases(t, adCases) }
