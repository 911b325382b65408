package phone

import (
	"math/rand/v2"
	"testing"
)

// agWayFamilies are the habits behind this session's serious classes (phone_AF, phone_AG),
// written as families so the classes are held over many numbers and ways of saying them, not
// only the rows of agclasses_test.go: the area code named after its digits; the first part
// begun, then said again under its name, with a later part corrected; a code's letters before
// its digits beside the phone number; the policy said to carry another number.
var agWayFamilies = []wayFamily{
	{"the area code named after its digits", func(r *rand.Rand, n trueNumber) way {
		// "816 area code, 931 4420": the words name the three digits before them.
		s := r.IntN(4)
		lead := pick(r, "", "it's ", "mine is ", "um, ", "it's an ", "the number is ")
		return way{lead + sayPart(n.area, s) + pick(r, " area code, ", " area code ", " area code. ") +
			sayPart(n.exch, s) + pick(r, " ", ", ") + sayPart(n.line, s), n.e164()}
	}},
	{"the first part begun, then named", func(r *rand.Rand, n trueNumber) way {
		// "239... the first part is 239, then 597, ...": the part begun is no part of the
		// number. With a later part corrected by a shorter run the words leave the number
		// open, and only a refusal passes; said through, the number is read.
		s := r.IntN(4)
		begun := sayPart(n.area[:1+r.IntN(3)], s) + pick(r, "... ", "... um, ", ", uh, ")
		named := pick(r, "the first part is ", "the area code is ", "area code ", "it starts with ", "the first three are ")
		head := begun + named + sayPart(n.area, s) + pick(r, ", then ", ", ", ". then ")
		if r.IntN(2) == 0 {
			return way{head + sayPart(n.exch, s) + pick(r, ", then ", ", ", " ") + sayPart(n.line, s), n.e164()}
		}
		o := anotherNumber(r, n)
		return way{head + sayPart(n.exch, s) + pick(r, ", no, ", ", sorry, it's ", ", no wait, ", ", oops, ") + sayPart(o.line, s), ""}
	}},
	{"a code's letters beside the phone number", func(r *rand.Rand, n trueNumber) way {
		// "Policy number is HO 448 219 3307, ...": the code's digits are never the phone's.
		o := anotherNumber(r, n)
		code := pick(r, "HO", "ho", "CL", "PA", "AU", "H O", "CLM", "DP", "HO3")
		kind := pick(r, "policy number is ", "my policy number is ", "the claim number's ", "member ID ", "policy number ")
		switch r.IntN(3) {
		case 0:
			return way{kind + code + " " + sayNumber(r, o), ""}
		case 1:
			return way{kind + code + " " + sayNumber(r, o) + pick(r, ", my cell is ", ", and the phone is ", ". phone number ") +
				sayNumber(r, n), n.e164()}
		default:
			return way{pick(r, "my cell is ", "phone ", "the phone number's ") + sayNumber(r, n) + ", " + kind + code + " " +
				sayNumber(r, o), n.e164()}
		}
	}},
	{"the policy said to carry another number", func(r *rand.Rand, n trueNumber) way {
		// "..., the one on the policy is different": the number given is not the key.
		lead := pick(r, "", "my cell is ", "my callback number is ", "reach me on ", "call back number, ")
		return way{lead + sayNumber(r, n) + pick(r, ", the one on the policy is different", " but the policy has a different number",
			", there's another one on the account", ", it's a separate line from the one on file",
			". the one on the policy is a different one"), ""}
	}},
}

func TestAGWays(t *testing.T) {
	checkWays(t, agWayFamilies, 13)
}
