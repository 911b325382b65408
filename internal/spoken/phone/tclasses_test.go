package phone

import (
	"errors"
	"testing"
)

// sharedCodeAbroadCases: a number of another country that shares country code 1 (the
// Caribbean's area codes), in our own wording. It is a phone abroad, not the one a US policy
// carries, and is refused as "plus 44 ..." is. The home countries' numbers still read: the
// US, Canada, and the US territories with their own area codes.
var sharedCodeAbroadCases = []parseCase{
	{"shared code abroad", "it's my Bahamas cell, 242 555 0190", "", ErrAbroad},
	{"shared code abroad", "eight oh nine, five five five, oh one nine oh", "", ErrAbroad},
	{"shared code abroad", "the number is 868-555-0190, I'm in Trinidad for the month", "", ErrAbroad},
	{"shared code abroad", "1 876 555 0190", "", ErrAbroad},
	// Still read: the US, Canada, Puerto Rico, the Virgin Islands; a trip named beside a
	// US number.
	{"shared code abroad", "it's 404 555 0190", "+14045550190", nil},
	{"shared code abroad", "my Toronto number, 416 555 0190", "+14165550190", nil},
	{"shared code abroad", "siete ocho siete, 555 0190, I live in San Juan", "+17875550190", nil},
	{"shared code abroad", "my cell on St. Thomas is 340 555 0190", "+13405550190", nil},
	{"shared code abroad", "I'm visiting family in Jamaica but my number is 404 555 0190", "+14045550190", nil},
}

// describedRunCases: a run of one digit described after the number to make sure of it
// ("that's three ones in a row"), in our own wording. The count is no digit and no digit is
// corrected; a number without that run is refused.
var describedRunCases = []parseCase{
	{"described run", "four one two, five five five, oh two two two, that's three twos in a row", "+14125550222", nil},
	{"described run", "412 555 0229, so two twos together", "+14125550229", nil},
	{"described run", "four one two five five five oh oh four one, there's two zeros back to back", "+14125550041", nil},
	// The number has no such run (or a longer one): refused.
	{"described run", "412 555 0229, that's three twos in a row", "", ErrRunDisagrees},
	{"described run", "412 555 0222, two twos in a row", "", ErrRunDisagrees},
	// Still digit talk that corrects without a place: refused as before.
	{"described run", "412 555 0229, no, one of the twos is a three", "", ErrWhichDigit},
}

// kindOfThoseCases: "one of those" naming a kind of number or area code ("one of those new
// area codes"), in our own wording, is no doubt. A count or an alternative after it, or
// nothing naming a kind, still is.
var kindOfThoseCases = []parseCase{
	{"kind of those", "it's one of those new area codes, four seven two, five five five, oh one three three", "+14725550133", nil},
	{"kind of those", "mine's one of those Google Voice numbers, 472 555 0133", "+14725550133", nil},
	// Still doubt.
	{"kind of those", "it's one of those, 472 555 0133", "", ErrUnsure},
	{"kind of those", "it's one of those two numbers, 472 555 0133", "", ErrUnsure},
	{"kind of those", "one of those numbers, 472 555 0133 or 0134", "", ErrNoNumber},
}

// takenOverBeforeCases: a number taken over from someone, said before its digits ("it was my
// son's old phone, ..., so it's my number now. 281 ..."), in our own wording. The past owner
// and the caller's claim with "now" must both be said; otherwise it stays someone else's or
// an old number.
var takenOverBeforeCases = []parseCase{
	{"taken over before", "well it was my brother's old cell, he left it with me, so it's my number now. 414 555 0127", "+14145550127", nil},
	{"taken over before", "this was my grandma's old number, it's in my name now, four one four, five five five, oh one two seven", "+14145550127", nil},
	{"taken over before", "it used to be my sister's old phone but it's mine now, 414 555 0127", "+14145550127", nil},
	// Still refused: no past (the owner is present), no claim, a shared claim, another
	// number named as his after the claim.
	{"taken over before", "that's my son's old phone, it's my number now, 414 555 0127", "", ErrNoNumber},
	{"taken over before", "it was my son's old phone, he gave it to me. 414 555 0127", "", ErrNoNumber},
	{"taken over before", "it was my son's old phone, it's my number now too, 414 555 0127", "", ErrNoNumber},
	{"taken over before", "it was my son's old phone, so it's my number now, but his is 414 555 0127", "", ErrNoNumber},
}

// billNameCases: someone's name on the phone's bill set against the caller's claim to the
// phone ("it's my wife's name on the bill but it's my cell"), in our own wording: who pays
// for a line does not make the policy theirs. The claim must follow at once and be whole.
var billNameCases = []parseCase{
	{"bill name", "it's my wife's name on the bill but it's my cell, 503 555 0166", "+15035550166", nil},
	{"bill name", "my dad's name is on the phone bill, but that's my phone, I'm the only one who has it. five oh three, five five five, oh one six six", "+15035550166", nil},
	{"bill name", "it's my mom's name on the phone bill, but it's mine. 503 555 0166", "+15035550166", nil},
	// Still someone else's policy or phone: no claim, the policy named, a shared claim, his.
	{"bill name", "it's my husband's name on the bill, 503 555 0166", "", ErrSomeoneElses},
	{"bill name", "it's my husband's name on the policy but it's my cell, 503 555 0166", "", ErrSomeoneElses},
	{"bill name", "it's my husband's name on the bill but it's my cell too, 503 555 0166", "", ErrSomeoneElses},
	{"bill name", "it's my husband's name on the bill but it's his cell, 503 555 0166", "", ErrSomeoneElses},
}

// oldPointsBackCases: "that's my old number" said right after some digits, before a number
// marked as the current one ("210... no wait, that's my old one, it's 512 555 0147 now"), in
// our own wording: the old number is the one before. The one after must still be marked
// current, and words pointing forward still disown.
var oldPointsBackCases = []parseCase{
	{"old points back", "my cell is 210... no wait, that's my old one, it's 512 555 0147 now", "+15125550147", nil},
	{"old points back", "two one oh, sorry, that's my old San Antonio number, I moved up here, it's five one two five five five oh one four seven now", "+15125550147", nil},
	// Still refused: the number after not marked current, or "that's my old number" before
	// any digits.
	{"old points back", "my cell is 210... no wait, that's my old one, it's 512 555 0147", "", ErrDisowned},
	{"old points back", "that's my old number, 512 555 0147 now", "", ErrDisowned},
}

// spanMoreCases: a span told to someone in the room in the middle of the number ("no, I
// said two more minutes"), in our own wording: the count is no digit. A count with nothing
// after it ("five more") is still read as digits, and then makes no number.
var spanMoreCases = []parseCase{
	{"span more", "six oh nine, five five five, oh one, no Liam, I said five more minutes, oh one four four", "+16095550144", nil},
	{"span more", "609 555 01... honey, three more days, okay? 0144", "+16095550144", nil},
	// Still digits: no unit after the count.
	{"span more", "609 555 0144, five more, 0145", "", ErrNoNumber},
}

// notYoursCases: "not yours" said to someone in the room, setting the caller's number
// against theirs ("I'm giving them my number, not yours. 0 1 4 4"), in our own wording: it
// rules none of the digits after it out. "Not" before digits or another owner still does.
var notYoursCases = []parseCase{
	{"not yours", "it's 609 555 0 1, what? no Dad, they want my number, not yours. 0 1 4 4", "+16095550144", nil},
	{"not yours", "six oh nine five five five, hang on, it's my number, not yours, oh one four four", "+16095550144", nil},
	// Still ruled out: "not" and digits, or another owner.
	{"not yours", "609 555 0144, not his, 0145", "+16095550144", nil},
	{"not yours", "609 555 0144, not 0145", "+16095550144", nil},
}

func TestTClasses(t *testing.T) {
	runParseCases(t, spanMoreCases)
	runParseCases(t, notYoursCases)
	runParseCases(t, takenOverBeforeCases)
	runParseCases(t, billNameCases)
	runParseCases(t, oldPointsBackCases)
	runParseCases(t, sharedCodeAbroadCases)
	runParseCases(t, describedRunCases)
	runParseCases(t, kindOfThoseCases)
	// ParseAnyCountry still reads a number abroad, for ringing the caller back on.
	if got, err := ParseAnyCountry("876 555 0190", "US"); err != nil || got.E164 != "+18765550190" {
		t.Errorf("ParseAnyCountry(876 ...) = %+v, %v; want +18765550190", got, err)
	}
	if _, err := Parse("876 555 0190", "US"); !errors.Is(err, ErrNoNumber) {
		t.Errorf("Parse(876 ...) = %v; want an ErrNoNumber", err)
	}
}
