package phone

import (
	"fmt"
	"slices"
	"strings"
)

// ErrSomeoneElses means the number read is named as someone else's ("my wife's number is
// ...", "his number's ...", "it's my son's cell, ...", "..., that's my husband's") and the
// words do not state that the policy carries that person's number. It wraps ErrNoNumber:
// nothing is looked up, and the caller is asked for the number on their own policy.
//
// Verification by phone number stands for "this caller is the customer". A number the
// caller says belongs to someone else verifies that someone else, so it is never read on
// the strength of whose the policy or the claim is ("it's under my husband, so his number",
// "I'm calling for my dad, it's his policy, his number's ..."); only words that say outright
// which number the policy has ("the policy has my wife's number", "the number on the account
// is my husband's") let it be read. A refusal only asks again; reading it verifies a person
// who is not on the line.
var ErrSomeoneElses = fmt.Errorf("%w: the number given is named as someone else's", ErrNoNumber)

// persons are people other than the caller whose number a caller may give, beyond owners.
var persons = map[string]bool{"ex": true, "boss": true, "friend": true, "neighbor": true,
	"neighbour": true, "roommate": true, "landlord": true, "grandson": true, "granddaughter": true,
	"grandmother": true, "grandfather": true, "grandma": true, "grandpa": true, "aunt": true,
	"uncle": true, "cousin": true, "niece": true, "nephew": true, "fiance": true, "fiancee": true,
	"girlfriend": true, "boyfriend": true, "kid": true, "child": true, "stepson": true,
	"stepdaughter": true, "stepmom": true, "stepdad": true, "caregiver": true, "carer": true,
	"spouse": true, "grandkid": true, "parent": true, "parents": true, "boy": true, "girl": true,
	"hijo": true, "hija": true,
	// What callers call their family and friends at home ("my mama's number", "my hubby's
	// cell", "my old man's", "my mother-in-law's"): someone else, however they are named.
	"mama": true, "momma": true, "mamma": true, "mommy": true, "ma": true, "mami": true,
	"mamá": true, "daddy": true, "papa": true, "papá": true, "pops": true, "pop": true, "pa": true,
	"papi": true, "hubby": true, "wifey": true, "missus": true, "esposo": true, "esposa": true,
	"auntie": true, "aunty": true, "tia": true, "tía": true, "tio": true, "tío": true,
	"abuela": true, "abuelo": true, "granny": true, "nana": true, "grandbaby": true,
	"grandchild": true, "grandchildren": true, "grandkids": true, "godson": true,
	"goddaughter": true, "godmother": true, "godfather": true, "sis": true, "bro": true,
	"hermano": true, "hermana": true, "primo": true, "prima": true, "sibling": true,
	"law": true, "laws": true, "stepfather": true, "stepmother": true, "twin": true,
	"kids": true, "children": true, "baby": true, "babe": true, "honey": true,
	"sweetheart": true, "fiancé": true, "fiancée": true, "compadre": true, "comadre": true,
	"buddy": true, "pal": true, "man": true, "woman": true, "half": true, "pastor": true,
	"nanny": true, "caretaker": true}

// thirdParties are businesses and people outside the household whose number a caller may
// read out to us: "the body shop's number", "the tow company number", "the number for the
// garage", "that's my agent's". Verification by phone number stands for "this caller is the
// customer", and a business's or a stranger's number is never the caller's own, so such a
// number is refused like a relative's. They are kept apart from persons because a policy or
// claim named as theirs ("the other driver's insurance", "the agent's name") does not make
// the caller someone calling for another customer.
var thirdParties = map[string]bool{"shop": true, "bodyshop": true, "garage": true,
	"mechanic": true, "mechanics": true, "dealer": true, "dealership": true, "company": true,
	"agent": true, "agency": true, "broker": true, "doctor": true, "dentist": true, "clinic": true,
	"hospital": true, "pharmacy": true, "employer": true, "landlord": true, "landlady": true,
	"tenant": true, "contractor": true, "plumber": true, "roofer": true, "electrician": true,
	"lawyer": true, "attorney": true, "driver": true, "witness": true, "adjuster": true,
	"towing": true, "tow": true, "rental": true,
	"officer": true, "police": true, "coworker": true, "manager": true, "guy": true, "lady": true,
	"repairer": true, "bank": true, "vet": true, "firm": true,
	// Places a caller may be calling from, whose line is theirs, not the caller's.
	"hotel": true, "motel": true, "shelter": true, "church": true, "caseworker": true,
	"school": true, "library": true, "receptionist": true, "desk": true, "daycare": true,
	"reception": true, "lobby": true, "concierge": true, "inn": true, "lodge": true,
	"switchboard": true}

// possessives name someone else's thing by themselves ("his number", "her cell", "theirs").
var possessives = map[string]bool{"his": true, "her": true, "hers": true, "their": true, "theirs": true}

// standalone possessives stand for a number with no noun after them ("the number is hers").
var standalone = map[string]bool{"hers": true, "theirs": true}

// lineNouns name a phone number or the phone it rings.
var lineNouns = map[string]bool{"number": true, "numbers": true, "phone": true, "cell": true,
	"cellphone": true, "mobile": true, "line": true, "landline": true, "digits": true, "num": true}

// lineAdjectives may stand between a possessive and the noun ("his own number", "her work
// line", "my new cell").
var lineAdjectives = map[string]bool{"own": true, "cell": true, "mobile": true, "home": true,
	"work": true, "office": true, "house": true, "landline": true, "new": true, "old": true,
	"current": true, "personal": true, "direct": true, "main": true, "usual": true, "phone": true,
	"cellphone": true, "business": true}

// Whose a stretch of words says a number is.
const (
	whoseNone = iota
	whoseCaller
	whoseOther
	// whosePolicy: the number named as the one on the policy, whoever's phone was named
	// before it.
	whosePolicy
)

// whoseAt reads whose number the words at i name: someone else's when a person's possessive
// ("my wife's", "his", "her") is followed by a number noun ("number", "phone", "cell", with
// at most one word such as "own" or "work" between), by a copula or by nothing ("my wife's
// is", "it's my husband's"); the caller's when "my" or "our" is ("my number", "our home
// phone") or the word is "mine". A possessive of anything else ("my husband's policy", "his
// claim") names no number. It returns whoseNone when the words at i name no number's owner.
func whoseAt(words []string, i int) int {
	w := words[i]
	if w == "mine" || w == "mines" {
		if mineIsTheHandset(words, i) {
			return whoseNone
		}
		return whoseCaller
	}
	if standalone[w] {
		return whoseOther
	}
	noun := func(j int) bool {
		if j >= len(words) {
			return true
		}
		if lineNouns[words[j]] {
			return true
		}
		if lineAdjectives[words[j]] && (j+1 >= len(words) || lineNouns[words[j+1]] || words[j+1] == "is" || words[j+1] == "s") {
			// "the motel's office is ...", "his work's ...": the named one's line.
			return true
		}
		switch words[j] {
		case "is", "was", "s":
			return true
		}
		return false
	}
	switch {
	case w == "my" || w == "our":
		if i+1 < len(words) && (lineNouns[words[i+1]] || words[i+1] == "own" ||
			lineAdjectives[words[i+1]] && i+2 < len(words) && lineNouns[words[i+2]]) {
			return whoseCaller
		}
	case possessives[w]:
		if noun(i + 1) {
			return whoseOther
		}
	case thirdParties[w] && i+1 < len(words) && (lineNouns[words[i+1]] && words[i+1] != "line" &&
		(i == 0 || words[i-1] != "my" && words[i-1] != "our") || words[i+1] == "s" && noun(i+2)):
		// "the body shop's number", "the garage's", "my agent's cell", "the tow company
		// number": a business's or a stranger's number. "my company phone" is the caller's
		// own work phone, and "the ... line" is left to the service-line check.
		return whoseOther
	case lineNouns[w] && i+2 < len(words) && (words[i+1] == "for" || words[i+1] == "of"):
		// "the number for the garage", "the phone of the other driver".
		for j := i + 2; j < len(words) && j < i+6; j++ {
			if thirdParties[words[j]] {
				return whoseOther
			}
			if words[j] != "the" && words[j] != "a" && words[j] != "my" && words[j] != "our" &&
				words[j] != "other" && words[j] != "body" && words[j] != "auto" && words[j] != "repair" {
				break
			}
		}
	case !owners[w] && !persons[w] && namedOwner(words, i):
		return whoseOther
	case (w == "belongs" || w == "belonged") && i+2 < len(words) && words[i+1] == "to":
		// "the phone belongs to my daughter": whose it is, named after "to".
		for j := i + 2; j < len(words) && j < i+5; j++ {
			if x := words[j]; owners[x] || persons[x] || thirdParties[x] || x == "him" || x == "her" {
				return whoseOther
			}
		}
	case (owners[w] || persons[w] || thirdParties[w]) && i+2 == len(words) && (words[i+1] == "is" || words[i+1] == "s") &&
		(i > 0 && (words[i-1] == "my" || words[i-1] == "our" || words[i-1] == "the") || thirdParties[w] && !ownedBefore(words, i)):
		// "my agent is 512 ...", "the landlord's 512 ...": the person named is, right before
		// the digits, what the number is. A place or a business needs no "the": "front desk
		// is 731 ...", "hotel reception's ...".
		return whoseOther
	case thirdParties[w] && i+1 < len(words) && words[i+1] == "s" && appositive(words, i+2):
		// "the number on the policy is my agent's, Bob Jensen, 563 ...", "it's my
		// landlord's, Mike, ...": whose, then their name, then the digits. Only for a
		// business or someone outside the household: "my kid's yelling, ..." and "the
		// baby's crying" say what a relative is doing, and the words carry no pause to tell
		// a name from that.
		return whoseOther
	case (owners[w] || persons[w]) && holdsNumber(words, i+1):
		// "my son has 512 ...", "my husband uses ...", "my daughter's got ...", "..., that's
		// what my wife has": the number the person holds is theirs.
		return whoseOther
	case owners[w] || persons[w]:
		// "my wife's ..." arrives as "wife", "s"; "my sons ..." may be a possessive written
		// without its apostrophe.
		j := i + 1
		if j < len(words) && words[j] == "s" {
			j++
		} else if !(len(w) > 1 && w[len(w)-1] == 's' && owners[w]) {
			return whoseNone
		}
		if noun(j) || j > i+1 && standsAlone(words, j) {
			return whoseOther
		}
	}
	return whoseNone
}

// clauseOpeners start a new clause right after a possessive ("use my daughter's, it's ...",
// "try my son's, he always picks up"): the possessive then owns nothing said after it.
var clauseOpeners = map[string]bool{"its": true, "it": true, "thats": true, "that": true,
	"this": true, "thiss": true, "which": true, "whichs": true, "he": true, "she": true,
	"they": true, "theyre": true, "so": true, "and": true, "but": true, "if": true,
	"because": true, "cause": true, "just": true}

// standsAlone reports a person's possessive (the "'s" said right before words[j]) that owns no
// word after it: a new clause starts right after it ("you can use my daughter's, it's 860
// ...", "try my husband's, he always answers", "just use my mom's, the number is ..."). In
// words about a phone number, "my daughter's" standing alone is her phone, her number, or a
// place whose line is hers ("I'm at my mom's, the number is ..."): never the caller's own.
// A thing named after it ("my husband's car", "my son's policy") is not this; words naming
// the caller's own number later ("I'm at my daughter's, but my cell is ...") still do
// (whoseBefore takes the last owner named).
func standsAlone(words []string, j int) bool {
	if j >= len(words) {
		return false
	}
	if clauseOpeners[words[j]] {
		return true
	}
	// "the number is ...", "the cell's ...": a new clause about a number.
	return words[j] == "the" && j+1 < len(words) && lineNouns[words[j+1]]
}

// holdVerbs say a person holds or answers a number ("my son has ...", "my husband uses ...").
var holdVerbs = map[string]bool{"has": true, "uses": true, "got": true, "gets": true,
	"answers": true, "carries": true, "keeps": true}

// holdsNumber reports a hold verb at words[j], or "s got" ("my daughter's got"), with nothing
// after it but the end of the words or a line noun ("my son has a cell, ..." names his phone;
// "my son has a claim" does not).
func holdsNumber(words []string, j int) bool {
	if j+1 < len(words) && words[j] == "s" && words[j+1] == "got" {
		j++
	}
	if j >= len(words) || !holdVerbs[words[j]] {
		return false
	}
	for k := j + 1; k < len(words) && k <= j+3; k++ {
		switch x := words[k]; {
		case lineNouns[x] || x == "it" || x == "this" || x == "that":
			return true
		case x == "a" || x == "the" || x == "his" || x == "her" || x == "their" || lineAdjectives[x]:
		default:
			return false
		}
	}
	return true
}

// notOwners are words that may stand before "'s number" without naming whose it is ("what's
// the number", "the policy's number", "my cell's number").
var notOwners = map[string]bool{"it": true, "that": true, "this": true, "what": true, "there": true,
	"here": true, "who": true, "which": true, "he": true, "she": true, "one": true, "let": true,
	"where": true, "how": true, "today": true, "mine": true, "number": true, "family": true,
	"household": true, "car": true, "truck": true}

// namedOwner reports a possessive naming someone by name or by any other word before a word
// for a phone number ("Robert's number", "Maria's cell", "my neighbor-lady's phone"): a number
// of someone else. Words that name a phone or the policy ("my cell's number", "the policy's
// number") and pronouns are not owners.
func namedOwner(words []string, i int) bool {
	w := words[i]
	if i+2 >= len(words) || words[i+1] != "s" || !lineNouns[words[i+2]] || notOwners[w] ||
		lineNouns[w] || lineAdjectives[w] || policyNouns[w] || possessives[w] {
		return false
	}
	if _, ok := kinds[w]; ok {
		return false
	}
	return true
}

// policyNumberAt reports words at i that name the number after them as the one on the
// policy, account or file ("the number on my policy is", "the one on file", "the one on
// it"): whatever phone the caller said they are calling from before, the number after this
// is the policy's.
func policyNumberAt(words []string, i int) bool {
	// "the phone on the policy is": a word for the line after "the" only, so "my daughter's
	// phone on the policy" stays hers.
	line := (words[i] == "phone" || words[i] == "cell" || words[i] == "line") && i > 0 && words[i-1] == "the"
	if words[i] != "number" && words[i] != "one" && !line || i+2 >= len(words) || words[i+1] != "on" {
		return false
	}
	o := i + 2
	if words[o] == "the" || words[o] == "my" || words[o] == "our" {
		o++
	}
	return o < len(words) && (words[o] == "policy" || words[o] == "account" || words[o] == "file" ||
		words[o] == "it" || words[o] == "there" || words[o] == "record" || words[o] == "records")
}

// policyHasAt reports words at i that say what the policy carries, then only a line named with
// "the" or "our" and nothing after it but the digits: "but the policy has the house phone, 503
// ...". The number after them is the policy's, whoever's number was begun before ("his cell is
// 503... but the policy has the house phone, ..."). An owner named after it ("the policy has
// his cell") is read after it, and wins.
func policyHasAt(words []string, i int) bool {
	if words[i] != "policy" && words[i] != "account" || i+3 > len(words) {
		return false
	}
	j := i + 1
	switch {
	case words[j] == "has":
		j++
	case words[j] == "s" && words[j+1] == "got":
		j += 2
	default:
		return false
	}
	if j >= len(words) || words[j] != "the" && words[j] != "our" {
		return false
	}
	rest := words[j+1:]
	return len(rest) > 0 && len(rest) <= 2 && lineNouns[rest[len(rest)-1]] &&
		!slices.ContainsFunc(rest, func(w string) bool { return owners[w] || possessives[w] })
}

// whoseBefore reads whose number the words before some digits name: the last owner named, or
// none when the last thing named is the number on the policy ("I'm on my daughter's phone,
// ... the number on my policy is ...").
func whoseBefore(words []string) (int, string) {
	got, who := whoseNone, ""
	for i := range words {
		if policyNumberAt(words, i) || policyHasAt(words, i) {
			got, who = whosePolicy, ""
		}
		if o := whoseAt(words, i); o != whoseNone {
			got, who = o, words[i]
		}
		if askedTheirOwn(words, i) && got != whoseOther {
			// "let me ask my husband. honey, what's your number? he says ...": the person
			// asked gives their own number. An owner already named is the person asked ("the
			// policy has my wife's cell. Deb, what's your number?") and stays the owner.
			got, who = whoseOther, "theirs"
		}
		if words[i] == "now" && claimedNow(words, i) {
			// "it was my grandma's number, it's in my name now": taken over (see claimedNow).
			got, who = whoseCaller, "mine"
		}
	}
	return got, who
}

// policyNouns name what a caller may say belongs to someone else: the policy, the claim, the
// account, the name it is in.
var policyNouns = map[string]bool{"policy": true, "claim": true, "account": true, "insurance": true,
	"name": true, "plan": true}

// othersPolicy reports words saying the policy or claim is someone else's: "it's under my
// husband", "it's his policy", "this is her claim", "in my dad's name", "I'm calling for my
// mom", "on behalf of my father". The person verified by the number would then be that
// someone, not the caller, unless the number is named as the caller's own.
func othersPolicy(words []string) bool {
	person := func(j int) bool {
		if j < len(words) && (words[j] == "my" || words[j] == "our") {
			j++
		}
		return j < len(words) && (owners[words[j]] || persons[words[j]] || words[j] == "him" || words[j] == "her" || words[j] == "them")
	}
	for i, w := range words {
		if notHolder(words, i) || helper(words, i) {
			return true
		}
		if i > 0 && negations[words[i-1]] && words[i-1] != "or" {
			continue
		}
		switch {
		case w == "under" && person(i+1):
			return true
		case (w == "for" || w == "of") && i > 0 && (words[i-1] == "calling" || words[i-1] == "behalf") && person(i+1):
			return true
		case possessives[w] && i+1 < len(words) && policyNouns[words[i+1]]:
			return true
		case owners[w] || persons[w]:
			j := i + 1
			if j < len(words) && words[j] == "s" {
				j++
			}
			if j > i+1 && j < len(words) && policyNouns[words[j]] && !billNameClaimed(words, j) {
				return true
			}
		}
	}
	return false
}

// billNameClaimed reports, at the "name" at words[i] ("my husband's name"), a name said to be
// on the phone's bill and set against the caller's claim to the phone: "it's my husband's
// name on the bill but it's my cell, I'm the only one who uses it". Whoever pays for a line
// (a spouse, a parent on a family plan) is not the policy's holder and not the phone's user;
// the "but" and the caller's claim to the line right after it say the bill is the phone's.
// Without that claim ("it's my husband's name on the bill, 503 ..."), or with the policy or
// the account named instead of a bill, the name still says whose the policy is.
func billNameClaimed(words []string, i int) bool {
	if words[i] != "name" {
		return false
	}
	j := i + 1
	if j < len(words) && (words[j] == "is" || words[j] == "s") {
		// "my dad's name is on the bill".
		j++
	}
	if j+2 >= len(words) || words[j] != "on" || words[j+1] != "the" {
		return false
	}
	j += 2
	if words[j] == "phone" || words[j] == "cell" || words[j] == "cellphone" {
		j++
	}
	if j >= len(words) || words[j] != "bill" {
		return false
	}
	j++
	if j < len(words) && words[j] == "but" {
		j++
	} else {
		return false
	}
	// "it's" and "that's" as one word or, split at the apostrophe, two.
	switch {
	case j < len(words) && (words[j] == "its" || words[j] == "thats"):
		j++
	case j+1 < len(words) && (words[j] == "it" || words[j] == "that") && words[j+1] == "s":
		j += 2
	default:
		return false
	}
	ends := func(k int) bool { return claimEnds(words, k) || onlyUser(words, k) }
	return j+1 < len(words) && words[j] == "my" && lineNouns[words[j+1]] && ends(j+2) ||
		j < len(words) && words[j] == "mine" && ends(j+1)
}

// onlyUser reports "I'm the only one who uses it" (or "the only one on it") at words[k]: the
// caller's claim to a phone made stronger, not shared.
func onlyUser(words []string, k int) bool {
	if k < len(words) && words[k] == "im" {
		k++
	} else if k+1 < len(words) && words[k] == "i" && (words[k+1] == "m" || words[k+1] == "am") {
		k += 2
	} else {
		return false
	}
	return k+2 < len(words) && words[k] == "the" && words[k+1] == "only" && words[k+2] == "one"
}

// holderWords name the person a policy belongs to.
var holderWords = map[string]bool{"policyholder": true, "holder": true, "insured": true,
	"policyowner": true, "accountholder": true}

// callerIs reports "I'm", "I am" or "im" ending at words[i]: the caller speaking of themself.
func callerIs(words []string, i int) bool {
	switch {
	case i < 0:
		return false
	case words[i] == "im":
		return true
	case (words[i] == "m" || words[i] == "am") && i > 0 && words[i-1] == "i":
		return true
	}
	return false
}

// notHolder reports the caller saying at i that the policy is not theirs: "I'm not the
// policyholder", "I'm not the insured", "I'm not on the policy", "I'm not named on the
// account", "it's not my policy", "this isn't my claim". The number they give then verifies
// someone who is not on the line, or no one.
func notHolder(words []string, i int) bool {
	neg := func(w string) bool {
		return w == "not" || w == "isnt" || w == "arent" || w == "aint" || w == "never"
	}
	switch w := words[i]; {
	case holderWords[w] || w == "policy" && i+1 < len(words) && words[i+1] == "holder":
		for j := i - 1; j >= 0 && j >= i-3; j-- {
			if neg(words[j]) {
				return true
			}
		}
	case neg(w) && callerIs(words, i-1):
		// "I'm not on the policy", "I'm not named on the account".
		for j := i + 1; j+1 < len(words) && j <= i+3; j++ {
			if words[j] != "on" && words[j] != "in" {
				continue
			}
			o := j + 1
			if words[o] == "the" || words[o] == "this" || words[o] == "that" {
				o++
			}
			return o < len(words) && policyNouns[words[o]] && words[o] != "name"
		}
	case w == "my" && i > 0 && neg(words[i-1]) && i+1 < len(words) && policyNouns[words[i+1]] && words[i+1] != "name":
		// "it's not my policy", "this isn't my claim".
		return true
	}
	return false
}

// helperKin are the people a caller says they are to a policyholder when calling for them
// ("I'm her neighbor", "I'm his carer").
var helperKin = map[string]bool{"neighbor": true, "neighbour": true, "caregiver": true, "carer": true,
	"friend": true, "roommate": true, "nurse": true, "aide": true, "helper": true}

// helper reports the caller saying at i that they are helping someone else with the call:
// "I'm just helping her out", "I'm helping my dad", "I'm her neighbor", "I'm his son", "I'm
// the neighbor". Whose the policy is then is that someone's, as with "I'm calling for my mom".
func helper(words []string, i int) bool {
	person := func(j int) bool {
		return j < len(words) && (owners[words[j]] || persons[words[j]] || helperKin[words[j]])
	}
	switch w := words[i]; {
	case w == "helping" || w == "help" && i > 0 && (words[i-1] == "to" || words[i-1] == "just"):
		j := i + 1
		if j < len(words) && (words[j] == "out" || words[j] == "her" || words[j] == "him" || words[j] == "them") {
			return true
		}
		if j < len(words) && (words[j] == "my" || words[j] == "our") {
			j++
		}
		return person(j)
	case callerIs(words, i):
		j := i + 1
		for j < len(words) && (words[j] == "just" || words[j] == "only" || words[j] == "actually") {
			j++
		}
		if j >= len(words) {
			return false
		}
		switch words[j] {
		case "her", "his", "their":
			return person(j + 1)
		case "the", "a", "an":
			return j+1 < len(words) && helperKin[words[j+1]]
		}
	}
	return false
}

// reachVerbs are what a caller does with a number to get hold of its owner.
var reachVerbs = map[string]bool{"call": true, "reach": true, "contact": true, "text": true,
	"ring": true, "phone": true, "calling": true, "reaching": true}

// reachesThem reports words saying a number is for getting hold of someone else: "... to call
// him back", "you can reach her at ...", "so I can text them". Within the first few words
// after the digits (or the last few before them), a reach verb with "him", "her" or "them":
// that number rings them, not the caller.
//
// Before the digits, the one to reach may also be named ("you can call my son, he does all
// my business, ...", "better to reach my daughter at ...", "call my body shop, they're
// handling it, ...", a business named by a word or two before its noun): a caller who hands
// over someone else's number to deal with gives that person's, however many words they say
// about them first, so the window is longer there. Words naming the number as the caller's own ("call
// my son, or my number is ...") are read before this (whoseBefore), so they still stand.
func reachesThem(words []string, before bool) bool {
	a, b := 0, min(len(words), 6)
	if before {
		a, b = max(0, len(words)-9), len(words)
	}
	for i := a; i+1 < b; i++ {
		if !reachVerbs[words[i]] {
			continue
		}
		switch words[i+1] {
		case "him", "her", "them":
			return true
		}
		if !before || words[i] == "phone" {
			// "the phone company gave me", "the cell phone my grandson got me": a noun.
			continue
		}
		j := i + 1
		if words[j] == "my" || words[j] == "our" || words[j] == "the" {
			j++
		}
		// "call my body shop", "reach the auto body shop", "call my insurance agent": a
		// business named by one or two words before its noun.
		for k := j; k < b && k <= j+2; k++ {
			if w := words[k]; owners[w] || persons[w] || thirdParties[w] {
				return true
			} else if lineNouns[w] || lineAdjectives[w] || nameBreaks[w] || w == "me" || w == "us" {
				break
			}
		}
	}
	return false
}

// callVerbs are what a phone call between the caller and someone else is called.
var callVerbs = map[string]bool{"called": true, "call": true, "calls": true, "calling": true,
	"texted": true, "text": true, "texts": true, "rang": true, "phoned": true, "voicemail": true,
	"voicemails": true, "message": true, "messages": true, "dialed": true, "dialled": true}

// calledFrom reports words before some digits saying they are a number that rang the caller
// or that the caller rang: "he called me from ...", "I got a voicemail from ...", "I missed a
// call from ...", "the number that called me was ...", "I called ... earlier". Such a number
// is the other end of a call, not the caller's own. "I'm calling from ..." is the caller's
// own phone and is not one.
func calledFrom(words []string) bool {
	n := len(words)
	for i := max(0, n-6); i < n; i++ {
		w := words[i]
		switch {
		case !callVerbs[w]:
		case i+1 < n && words[i+1] == "from" && w != "calling":
			// "a call from", "voicemail from", "texted from".
			return true
		case i+2 < n && words[i+1] == "me" && words[i+2] == "from":
			// "called me from", "calling me from".
			return true
		case w == "called" && i+1 < n && words[i+1] == "me" && i > 0 && (words[i-1] == "that" || words[i-1] == "who" || words[i-1] == "which"):
			// "the number that called me was".
			return true
		case (w == "called" || w == "dialed" || w == "dialled") && i > 0 && words[i-1] == "i" && i >= n-2:
			// "I called 512 ...", "I dialed ...".
			return true
		}
	}
	return false
}

// givers are who may hand the caller a number to ring: someone else, named or not.
var givers = map[string]bool{"he": true, "she": true, "they": true, "someone": true, "somebody": true}

// gaveMe reports words before some digits saying someone else handed them to the caller:
// "the tow truck guy gave me ...", "my neighbor left me ...", "he texted me ...". A number
// the caller was given to ring is its giver's, unless the words say it is the caller's own
// ("the phone company gave me a new number", "my son gave me my number").
func gaveMe(words []string) bool {
	for i := 1; i+1 < len(words); i++ {
		switch words[i] {
		case "gave", "given", "left", "texted", "sent", "wrote":
		default:
			continue
		}
		if words[i+1] != "me" && words[i+1] != "us" {
			continue
		}
		giver := false
		for j := max(0, i-3); j < i; j++ {
			w := words[j]
			giver = giver || givers[w] || thirdParties[w] || persons[w] || owners[w]
		}
		if !giver || kindGiven(words[max(0, i-5):i]) {
			continue
		}
		if rest := words[i+2:]; !claimsOwn(rest) && !slices.Contains(rest, "new") {
			return true
		}
	}
	return false
}

// kindGiven reports words before "gave me" naming what was given as another kind of number
// ("the claim number they gave me was 4471", "the member ID the agent gave me"): a claim or a
// reference handed to the caller is no one's phone, and the digits said with it name no owner
// for the phone number said after them. "The card he gave me" (a business card) names no
// kind of number and is still someone else's.
func kindGiven(words []string) bool {
	for j, w := range words {
		if w == "id" || otherKinds[w] && j+1 < len(words) && (words[j+1] == "number" || words[j+1] == "no" ||
			words[j+1] == "num" || words[j+1] == "id") {
			return true
		}
	}
	return false
}

// whoseAfter reads whose number the words right after some digits name them as ("...,
// that's my husband's", "... which is her cell", "... is mine"): a pointer first, then an
// owner within four words.
func whoseAfter(words []string) (int, string) {
	o, who := whoseAfterNamed(words)
	if o == whoseOther && takenOver(words) {
		return whoseCaller, "mine"
	}
	return o, who
}

// takenOver reports words after some digits that say the number was someone else's and is the
// caller's now: "..., that was my mama's number, I kept it when she passed, so it's mine now",
// "..., it used to be my dad's, it's in my name now". People keep a parent's or a spouse's
// number when that person dies or moves on, and the policy then carries it as the caller's.
// Both halves must be said outright: the other owner in the past ("was", "used to be"), and
// the caller's claim after it with a pronoun pointing back at the number ("it's mine", "it's
// my number now", "it's in my name"). "That was my husband's, mine is ..." gives another
// number and claims nothing of this one; "it's my mama's number, I use it" is still hers.
func takenOver(words []string) bool {
	past := -1
	for i := 0; i < len(words) && i < 3; i++ {
		if words[i] == "was" || words[i] == "used" && i+2 < len(words) && words[i+1] == "to" && words[i+2] == "be" {
			past = i
			break
		}
	}
	if past < 0 {
		return false
	}
	for i := past + 1; i < len(words); i++ {
		if words[i] != "its" && !(words[i] == "it" && i+1 < len(words) && words[i+1] == "is") {
			continue
		}
		j := i + 1
		if words[i] == "it" {
			j++
		}
		if j < len(words) && (words[j] == "now" || words[j] == "all") {
			j++
		}
		if j < len(words) && words[j] == "in" {
			// "it's in my name now".
			if j+2 < len(words) && words[j+1] == "my" && words[j+2] == "name" {
				return claimEnds(words, j+3)
			}
			continue
		}
		switch {
		case j < len(words) && (words[j] == "mine" || words[j] == "mines"):
			return claimEnds(words, j+1)
		case j+1 < len(words) && words[j] == "my" && (lineNouns[words[j+1]] || words[j+1] == "own"):
			return claimEnds(words, j+2)
		}
	}
	return false
}

// claimEnds reports that the caller's claim to a number ends at i with nothing that shares it
// or takes it back ("it's mine too", "it's mine but ...", "it's mine or my brother's"): only
// "now" or the end of the words may follow, or a word that starts another thought.
func claimEnds(words []string, i int) bool {
	if i < len(words) && words[i] == "now" {
		i++
	}
	if i >= len(words) {
		return true
	}
	switch words[i] {
	case "too", "also", "and", "but", "or", "as", "well", "sort", "kind", "kinda", "sorta", "i", "we":
		return false
	}
	return true
}

// whoseAfterNamed is whoseAfter before a number taken over is considered.
func whoseAfterNamed(words []string) (int, string) {
	if len(words) < 2 {
		return whoseNone, ""
	}
	switch words[0] {
	case "is", "s", "was", "thats", "that", "which", "whichs", "its", "it":
	case "belongs", "belonged":
		// "... belongs to my son": whose it is, named after "to".
		if words[1] == "to" {
			for i := 2; i < len(words) && i < 5; i++ {
				if w := words[i]; owners[w] || persons[w] || thirdParties[w] || possessives[w] || w == "him" {
					return whoseOther, w
				}
			}
		}
		return whoseNone, ""
	default:
		return whoseNone, ""
	}
	for i := 1; i < len(words) && i < 5; i++ {
		if o := whoseAt(words, i); o != whoseNone {
			return o, words[i]
		}
		w := words[i]
		// "..., that's my son's, he pays the bill": a person's possessive said of the number,
		// whatever words follow it.
		if (owners[w] || persons[w]) && i+1 < len(words) && words[i+1] == "s" {
			return whoseOther, w
		}
		// "..., that's my daughter", "it's my husband, he set it up": the person named is whose
		// the number is.
		if (owners[w] || persons[w]) && i == 2 && (words[1] == "my" || words[1] == "our") {
			return whoseOther, w
		}
		// "..., that's the clinic", "it's the front desk at the hotel": the number of a
		// business or a place, with no word for the caller's own phone before it.
		if thirdParties[w] && !slices.ContainsFunc(words[1:i], func(x string) bool {
			_, kind := kinds[x]
			return kind || lineNouns[x] || lineAdjectives[x] || owners[x] || persons[x]
		}) {
			return whoseOther, w
		}
	}
	return whoseNone, ""
}

// passedToUs reports words right after a number that say someone else gave it to the caller
// to pass on ("..., they said to give it to you", "..., he told me to give you that one"):
// a number handed on from a third party is that party's, not the caller's. "they said to give
// you my number" names the caller's own and is not handed on.
func passedToUs(words []string) bool {
	for i := 0; i+1 < len(words) && i < 6; i++ {
		switch words[i] {
		case "they", "he", "she", "someone", "somebody", "guy", "lady":
		default:
			continue
		}
		switch words[i+1] {
		case "said", "say", "says", "told", "tell", "asked", "wanted", "want", "gave":
		default:
			continue
		}
		for j := i + 2; j+1 < len(words) && j < i+8; j++ {
			if words[j] != "give" && words[j] != "pass" && words[j] != "send" && words[j] != "read" {
				continue
			}
			o := j + 1
			if o < len(words) && (words[o] == "you" || words[o] == "yall") {
				o++
			}
			if o < len(words) && (words[o] == "it" || words[o] == "that" || words[o] == "this" ||
				words[o] == "them" || words[o] == "their" || words[o] == "theirs" ||
				words[o] == "his" || words[o] == "hers" || words[o] == "her") {
				return true
			}
		}
	}
	return false
}

// personKind folds an owner word to the kind selections use ("wifes" is "wife", "her" is
// "hers"), or "" for a person the kinds do not name.
func personKind(w string) string {
	if w == "her" {
		return "hers"
	}
	if w == "their" || w == "theirs" {
		return "theirs"
	}
	if kd, ok := kinds[w]; ok {
		return kd
	}
	return ""
}

// someoneElses refuses the number read (key) when the words name it as someone else's and do
// not state that the policy carries that person's number. Every mention of the number (ms)
// is checked, by the words before it and right after it. A number put together from parts said
// apart is checked against every mention: refused when one names someone else's number and
// none names the caller's.
func someoneElses(groups []group, tail []string, ms []mention, key string) error {
	all := allWords(groups, tail)
	stated := onPolicy(all)
	if onPolicy(myAsMine(all))["mine"] {
		stated["mine"] = true
	}
	theirs := othersPolicy(all)
	allowed := func(who string) bool {
		kd := personKind(who)
		if kd == "" || theirs {
			return false
		}
		for s := range stated {
			if sameKind(s, kd) {
				return true
			}
		}
		return false
	}
	found, other, ownKey, policyKey := false, "", false, false
	// carried is whose the last mention that named an owner said it was: a number said after
	// it with no owner named is taken as the same person's ("my wife's number, 404 555,
	// sorry, 404 555 0137" corrects her number, it does not name the caller's).
	carried, carriedWho := whoseNone, ""
	for _, m := range ms {
		o, who := whoseAfter(m.after)
		if o == whoseNone && (passedToUs(m.after) || reachesThem(m.after, false)) {
			o, who = whoseOther, "theirs"
		}
		if o == whoseNone {
			o, who = whoseBefore(m.before)
		}
		if o == whoseNone && (gaveMe(m.before) || toldToGive(m.before) || reachesThem(m.before, true) || calledFrom(m.before) ||
			thirdPersonAt(m.before) || placeLine(m.before)) {
			o, who = whoseOther, "theirs"
		}
		if o == whoseNone {
			o, who = carried, carriedWho
		} else if m.digits >= 3 {
			// Two digits are an age or a count ("my son's 12 and ..."), not a number said.
			carried, carriedWho = o, who
		}
		if o == whoseOther && m.key == key && pointedOnPolicy(m.after) {
			// "my wife's cell, 952 ..., yeah that's the one on there": the caller says the
			// policy carries this very number, whoever's it is.
			o, who = whosePolicy, ""
		}
		switch o {
		case whoseOther:
			if m.key == key && !allowed(who) {
				return ErrSomeoneElses
			}
			other = who
		case whoseCaller:
			ownKey = ownKey || m.key == key
		case whosePolicy:
			policyKey = policyKey || m.key == key
		}
		found = found || m.key == key
	}
	if !found && other != "" && !allowed(other) {
		// The number read is no number said whole: it was put together from parts, and one
		// mention was someone else's. Even with the caller's own named ("the adjuster's is
		// 512 555 0100, and mine is 555 0162"), the parts may borrow digits of the other
		// number, and which area code the caller's has is not in the words.
		return ErrSomeoneElses
	}
	if theirs && !((ownKey || policyKey) && stated["mine"]) {
		// The policy is said to be someone else's, and the number is not named as the
		// caller's own and the one on it ("the policy's under my husband but the number on
		// it is mine"): it would verify that someone, or a number not on the policy.
		return ErrSomeoneElses
	}
	return nil
}

// nameBreaks are words that cannot be part of a name said after a possessive: they name a
// number or a thing, point, or begin a clause.
var nameBreaks = map[string]bool{"is": true, "was": true, "s": true, "my": true, "our": true,
	"mine": true, "its": true, "it": true, "that": true, "thats": true, "the": true, "a": true,
	"but": true, "and": true, "so": true, "i": true, "im": true, "we": true, "you": true,
	"number": true, "no": true}

// statusWords say how someone or something is, not who: "the shop's closed", "the tow guy's
// here", "the doctor's gone".
var statusWords = map[string]bool{"here": true, "there": true, "gone": true, "closed": true,
	"open": true, "out": true, "busy": true, "away": true, "back": true}

// appositive reports a name said between a possessive and the digits that end words (from
// words[j] to the end): one to four words, none of them a word for a number, a thing a
// policy names, a kind of number or a clause's start ("my agent's, Bob Jensen, 563 ...",
// "my landlord's, Mike, ...", "the agent's, Linda at State Farm, ..."; not a word ending in
// "ing" or a statusWord: "the shop's closing", "the tow guy's here"). The possessive then
// owns the digits: they are that person's. "my husband's policy, 563 ..." and "my agent's
// name is Bob, my number is ..." are not this.
func appositive(words []string, j int) bool {
	n := len(words) - j
	if n < 1 || n > 4 {
		return false
	}
	for _, w := range words[j:] {
		if nameBreaks[w] || lineNouns[w] || lineAdjectives[w] || policyNouns[w] || otherKinds[w] ||
			strings.HasSuffix(w, "ing") || statusWords[w] {
			return false
		}
	}
	return true
}

// ownedBefore reports "my" or "our" among the two words before words[i] ("my front desk",
// "our reception"): the caller's own line at a business they run, not a stranger's.
func ownedBefore(words []string, i int) bool {
	for k := max(0, i-2); k < i; k++ {
		if words[k] == "my" || words[k] == "our" {
			return true
		}
	}
	return false
}

// myAsMine rewrites "my" before a word for a number ("my number", "my cell", "my home phone")
// as "mine", the kind the policy selections name the caller's number by, so that "it's my
// number on the policy", "the policy has my number" and "my number's the one on the policy"
// state what the policy carries as "the number on the policy is mine" does; only with a word
// for the policy within four words before or seven after ("you can have my number" is an
// offer). A caller
// calling for someone else ("I'm calling for my mom, but it's my number on the policy, ...")
// is then read when the number given is the one they state is on it (someoneElses).
func myAsMine(words []string) []string {
	out := slices.Clone(words)
	for i := 0; i+1 < len(out); i++ {
		if out[i] != "my" {
			continue
		}
		if !(lineNouns[out[i+1]] || lineAdjectives[out[i+1]] && i+2 < len(out) && lineNouns[out[i+2]]) {
			continue
		}
		// Only beside the policy's own words: "but you can have my number" offers it and
		// says nothing of what the policy has.
		if slices.ContainsFunc(out[max(0, i-4):min(len(out), i+8)], func(w string) bool { return policyPlaces[w] }) {
			out[i] = "mine"
		}
	}
	return out
}

// ownerAt reports words[k] saying whose a number is by itself: "his", "hers", "mine",
// "theirs", or a person's possessive ("husband" "s", "my wifes", "the neighbor" "s").
func ownerAt(words []string, k int) bool {
	switch w := words[k]; {
	case w == "his" || w == "hers" || w == "mine" || w == "mines" || w == "theirs":
		return true
	case owners[w] || persons[w]:
		return k+1 < len(words) && words[k+1] == "s" || owners[w] && strings.HasSuffix(w, "s")
	}
	return false
}

// ownersInDoubt reports a second owner offered with "or" after a first one said at most eight
// words before (words: allWords of the utterance): "it's his or mine", "my husband's or
// mine", "I think we put his on it. Or mine.". The caller does not know whose number the
// policy has, or whose the digits are, and reading them may verify the other person: a doubt
// like any hedge. It is settled only when the words after it name the policy's number ("Is
// it mine or my wife's? Hers is ... but the policy one's mine, ..."). "Or" with a repair word
// between ("his, or rather mine") is a correction, not a doubt.
func ownersInDoubt(words []string) bool {
	for i, w := range words {
		if w != "or" || i+1 >= len(words) {
			continue
		}
		j := i + 1
		if words[j] == "my" || words[j] == "our" || words[j] == "the" {
			j++
		}
		if j >= len(words) || !ownerAt(words, j) {
			continue
		}
		first := false
		for k := i - 1; k >= 0 && k >= i-8 && !first; k-- {
			first = ownerAt(words, k)
		}
		if first && !policyNamed(words[j+1:]) {
			return true
		}
	}
	return false
}

// policyNamed reports words that name which number the policy carries: a designator ("the
// one on the policy", "the policy one", "the policy has") or one kind stated on it.
func policyNamed(words []string) bool {
	s := " " + strings.Join(words, " ") + " "
	s = strings.ReplaceAll(s, " policy s ", " policys ")
	for _, d := range designators {
		if strings.Contains(s, " "+d+" ") {
			return true
		}
	}
	return len(onPolicy(words)) == 1
}

// pointedOnPolicy reports words right after a number that point back at it and say it is the
// one on the policy: "..., that's the one on the policy", "... Yeah that's the one on there",
// "..., it's the number on the account". Only a pointer at the number, after at most a word
// of assent, then "the one" or "the number" on the policy, the account or file ("there" and
// "it" said of the policy just asked for): the caller states the policy carries it. "...,
// that's not the one on there" and "..., that's the one on my phone" state nothing.
func pointedOnPolicy(words []string) bool {
	i := 0
	for i < len(words) && i < 2 && (words[i] == "yeah" || words[i] == "yes" || words[i] == "yep" ||
		words[i] == "and" || words[i] == "so" || words[i] == "okay") {
		i++
	}
	switch {
	case i < len(words) && (words[i] == "thats" || words[i] == "its" || words[i] == "whichs"):
		i++
	case i+1 < len(words) && (words[i] == "that" || words[i] == "it" || words[i] == "which") && words[i+1] == "is":
		i += 2
	default:
		return false
	}
	if i+1 >= len(words) || words[i] != "the" {
		return false
	}
	return policyNumberAt(words, i+1)
}
