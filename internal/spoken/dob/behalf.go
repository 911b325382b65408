package dob

import (
	"regexp"
	"strings"
)

// This file holds the refusal of a caller who speaks for somebody else: "I'm calling for my
// mother, she's the policyholder, July 8th 1951". A data-protection officer's trap: the date
// is the right one for the policy and the wrong one for the person on the line, and reading
// it verifies a third party as the policyholder.

// behalf is a caller saying the call is for someone else: calling for, or on behalf of, a
// relative or another named person ("calling for my mum", "on my father's behalf", "on
// behalf of Mrs Jones"); the one named holding the policy or the account ("my wife's the
// policyholder", "she's the main holder", "the account is in his name"); the caller as
// their carer, guardian or attorney ("I'm her son", "I'm the carer for Mr Diaz", "I have
// power of attorney"); the date read off the one named's document ("let me grab his
// license, okay, it says ..."); or the one named unable to come to the phone ("she can't come
// to the phone"). Matched on the rewritten lower-case words (apostrophes dropped) with every kin
// word masked as K's (kinMasked), so the pattern stays small.
var behalf = regexp.MustCompile(`\b(?:` +
	// calling for someone, or on their behalf
	`(?:calling|ringing|phoning|call|ring|phone|here|speaking|enquiring|inquiring|asking)\W+(?:up\W+)?for\W+(?:(?:my|me|our|her|his|their)\W+` + kinK + `|him|her|them)\b` +
	// calling about someone, or their claim: "I'm calling about my mother", "ringing
	// regarding my husband's claim", "it's for my dad's claim", "I'm calling about the
	// policyholder". What the call is about is whose the date is, unless the caller says the
	// date is their own (ownClaim).
	`|(?:calling|ringing|phoning|call|ring|phone|here|enquiring|inquiring|asking|writing|talking)\W+(?:up\W+)?(?:about|regarding|re|concerning|in\W+regards?\W+to|with\W+regards?\W+to)\W+(?:(?:my|me|our|her|his|their)\W+` + kinK + `|him|her|them)\b` +
	`|(?:its|it is|this is|thats|that is|this ones?|this call is|the call is|im here)\W+(?:(?:all|just|really|actually)\W+)?(?:for|about|regarding|concerning|on)\W+(?:(?:my|me|our)\W+` + kinK + `|him|her|them)\b` +
	`|(?:for|about|regarding|concerning)\W+(?:my|me|our)\W+` + kinK + `\W+(?:claim|policy|account|plan|cover|insurance|car|house|home|accident|injury|case|file)\b` +
	`|(?:calling|ringing|phoning|call|ring|phone|here|enquiring|inquiring|asking)\W+(?:up\W+)?(?:for|about|regarding|concerning)\W+the\W+(?:main\W+|named\W+)?(?:policy\W*holder|account\W*holder|insured|member|claimant)\b` +
	`|(?:asked|told|wanted|wants|got|sent|needs|needed)\W+me\W+to\W+(?:call|ring|phone|do\W+this|sort)` +
	`|this\W+is\W+(?:her|his|their)\W+` + kinK +
	`|(?:claim|call|policy|account|plan|cover|insurance)\W+(?:is\W+|s\W+)?(?:for|about)\W+(?:my|me|our)\W+` + kinK +
	`|on\W+behalf\W+of\W+(?:my|our|her|his|their|the|a|an|mrs?|ms|miss|mister|dr|doctor|someone|somebody)\b` +
	`|on\W+(?:(?:my|our)\W+` + kinK + `|her|his|their|(?:mrs?|ms|miss|mister|dr)\W+\w+s)\W+behalf` +
	// the one named holds the policy
	`|(?:(?:my|our)\W+` + kinK + `|she|he|they|shes|hes|theyre)\W+(?:is|s|are|was|were)?\W*(?:the\W+)?(?:main\W+|primary\W+|named\W+)?(?:policy\W*holder|account\W*holder|holder|insured|member|customer|client|(?:registered\W+)?(?:keeper|owner)|(?:main|primary|named|registered)\W+driver|one\W+(?:on|with)\W+the\W+(?:policy|account|plan))` +
	`|(?:in|under)\W+(?:her|his|their|(?:my|me|our)\W+` + kinK + `)\W+(?:name|date|details|birthday|dob|number)` +
	`|(?:(?:my|me|our|the)\W+` + kinK + `\W+(?:policy|account|plan|cover|insurance|card|details|info|information|membership|number)` +
	`|(?:policy|account|plan|cover|insurance|card|membership)s?\W+(?:is\W+|was\W+)?(?:(?:my|me|our)\W+` + kinK + `|hers|his|theirs)\b)` +
	`|(?:my|me|our)\W+` + kinK + `\W+(?:handles|runs|manages|looks\W+after|deals\W+with|holds|owns|pays\W+for|set\W+up|opened|took\W+out)\W+(?:the|our|this|that|it|her|his|their)\b` +
	`|(?:policy|account|plan|cover|insurance)\W+(?:belongs|is registered)\W+to\W+(?:her|him|them|(?:my|our)\W+` + kinK + `)` +
	// the caller as the one who acts for them
	`|(?:im|i am)\W+(?:her|his|their)\W+(?:` + kinK + `|carer|caregiver|guardian|attorney|representative|rep|nurse|aide|helper|advocate|interpreter|translator)` +
	`|(?:im|i am)\W+(?:the\W+|a\W+)?(?:carer|caregiver|care\W+giver|guardian|attorney|representative|aide|home\W+help|advocate|interpreter|translator|executor|power\W+of\W+attorney)\W+(?:for|of|to)\b` +
	`|(?:have|hold|got|ve got|with)\W+(?:the\W+|a\W+)?(?:lasting\W+|durable\W+)?power\W+of\W+attorney` +
	// the date given as theirs, or the one named as the one wanted
	`|(?:give|giving|use|using|read|tell|telling)\W+(?:you\W+)?(?:(?:my|me|our)\W+` + kinK + `|hers|his|theirs)` +
	`|(?:you\W+(?:need|want|mean|have|will\W+have|ll\W+have|probably\W+have))\W+(?:(?:my|me|our)\W+` + kinK + `|hers|his|theirs|her|him|them)\b` +
	`|(?:hers|his|theirs)\W+you\W+(?:want|need|have|mean)` +
	`|(?:(?:my|me|our)\W+` + kinK + `|she|he|they)\W+(?:is|s|are)?\W*(?:the\W+)?one\W+(?:you|on|with|who)\b` +
	`|(?:^|[,.;:!?]|\bits|\bit is|\bthats|\bthat is|\bdate)\W*[^,.;:!?]*\bfor\W+(?:her|him|them)\W*(?:$|[,.;:!?]|\bits\b|\bit is\b)` +
	// the date read off the one named's document ("let me grab his license, it says ...",
	// "I've got my mum's passport here"): a document fetched for a call is read for them
	`|(?:her|his|their|(?:my|me|our)\W+` + kinK + `)\W+(?:drivers\W+|driving\W+)?(?:license|licence|passport|id|papers|birth\W+certificate|green\W+card|(?:id|insurance|medicare|medicaid|social\W+security|bank)\W+card)\b` +
	// the one named is there with the caller, to be asked or put on
	`|(?:(?:my|me|our)\W+` + kinK + `|she|he|they|shes|hes|theyre)\W+(?:(?:is|s|are)\W+)?(?:right\W+|just\W+|sitting\W+|standing\W+)?(?:here|there|on\W+the\W+(?:line|phone|other\W+line|extension|speaker)|listening|next\W+to\W+me|with\W+me|beside\W+me|nodding)\b` +
	`|(?:ill|i will|let me|lemme|i can|i could|ill just)\W+(?:ask|check\W+with|put)\W+(?:her|him|them|(?:my|me|our)\W+` + kinK + `)\b` +
	// the one named cannot speak for themselves
	`|(?:she|he|they)\W+(?:cant|can not|cannot|couldnt|isnt able to|is not able to|is unable to|arent able to|are unable to|doesnt|does not|dont)\W+(?:come\W+to|get\W+to|use|hear|speak|talk|manage)\W+(?:the\W+)?(?:phone|well|english|on the phone|anymore|any more|herself|himself|themselves)` +
	`)`)

// kinK is a kin word as kinMasked leaves it, with the words that may come before or
// after it ("late KKKKKKK", "KKKKKK in KKK", "KKKK KKKKKKK" for "twin brother").
const kinK = `(?:(?:late|great|god|half|big|little|older|younger|step)\W+)*K+(?:\W+K+)*(?:\W+in\W+K+)?`

// ownClaim is the caller taking a date back as their own after speaking for someone else:
// "mine is", "my own birthday", "my date of birth", "I was born", "that's me". A bare "I'm"
// is not one: "I'm her son" is how the speaking-for was said.
var ownClaim = regexp.MustCompile(`\b(?:mine|mines|my own|myself|my (?:birthday|bday|date of birth|dob|birth date|birthdate)|i was born|im born|thats me|its me|is me|for me)\b`)

// helpingMe, right after the one named is said to be with the caller ("my daughter's here",
// "my son is with me"), says they are there to help the caller ("helping me", "to help me
// with the phone"): the caller is the one helped, and the date is the caller's own. The
// one named is still the caller's helper, never the date's owner.
var helpingMe = regexp.MustCompile(`^\W+(?:(?:to\W+)?help(?:s|ing)?\W+me|helping\W+out|to\W+help)\b`)

// onBehalf reports a date said at offset at (in lower) by a caller who said the call is for
// someone else, before or after it, and never claimed the date as their own: the date is
// the other person's, whoever holds the policy.
func onBehalf(lower string, at int) bool {
	masked, cue := kinMasked(lower)
	if !cue {
		return false // most words name nobody else: skip the pattern
	}
	for _, m := range behalf.FindAllStringIndex(masked, -1) {
		if helpingMe.MatchString(masked[m[1]:]) {
			continue // "my daughter's here helping me": the caller is the one helped
		}
		switch {
		case m[1] <= at:
			if !ownClaim.MatchString(lower[m[1]:at]) {
				return true
			}
		default:
			// Said after the date (or around it): the date is theirs unless the caller
			// claims it anywhere.
			if !ownClaim.MatchString(lower) {
				return true
			}
		}
	}
	return false
}

// behalfCues are words one of which every match of behalf holds, beside a kin word
// (kinWord): a third person, or the role of one who acts for another.
var behalfCues = map[string]bool{"she": true, "he": true, "they": true, "shes": true, "hes": true, "theyre": true,
	"her": true, "him": true, "them": true, "his": true, "hers": true, "theirs": true, "their": true,
	"behalf": true, "me": true, "attorney": true, "carer": true, "caregiver": true, "care": true, "guardian": true,
	"representative": true, "aide": true, "help": true, "advocate": true, "interpreter": true, "translator": true, "executor": true,
	// the one the call is about, named by their role on the policy ("calling about the
	// policyholder")
	"policyholder": true, "holder": true, "insured": true, "claimant": true, "member": true}

// kinBase are the nouns of kin, and kinPrefixes what may be joined to their front
// ("stepmum", "grandad" is its own noun).
var (
	kinBase = map[string]bool{"daughter": true, "son": true, "wife": true, "husband": true, "mother": true, "mom": true,
		"mum": true, "mama": true, "mommy": true, "ma": true, "father": true, "dad": true, "papa": true, "daddy": true,
		"sister": true, "brother": true, "kid": true, "child": true, "children": true, "boy": true, "girl": true,
		"partner": true, "spouse": true, "boyfriend": true, "girlfriend": true, "fiance": true, "fiancee": true,
		"grandson": true, "granddaughter": true, "grandmother": true, "grandma": true, "grandfather": true,
		"grandpa": true, "granny": true, "gran": true, "nan": true, "nana": true, "grandad": true, "grandkid": true,
		"grandchild": true, "baby": true, "aunt": true, "auntie": true, "uncle": true, "niece": true, "nephew": true,
		"cousin": true, "twin": true, "ex": true, "friend": true, "roommate": true, "flatmate": true, "housemate": true,
		"neighbour": true, "neighbor": true, "boss": true, "coworker": true, "colleague": true, "employee": true,
		"tenant": true, "landlord": true, "relative": true, "sibling": true, "parent": true, "law": true, "inlaw": true,
		"hubby": true, "missus": true, "missis": true, "wifey": true, "half": true}
	kinPrefixes = []string{"ex", "step", "late", "great", "god", "half", "big", "little", "older", "younger", "twin", "other", "better"}
)

// kinWord reports a word that is a kin noun, plural or possessive ("mums") and with its
// joined prefixes ("stepdads", "greatgrandma").
func kinWord(w string) bool {
	for range 3 {
		if kinBase[w] || kinBase[strings.TrimSuffix(w, "s")] {
			return true
		}
		cut := false
		for _, p := range kinPrefixes {
			if len(w) > len(p) && strings.HasPrefix(w, p) {
				w, cut = w[len(p):], true
				break
			}
		}
		if !cut {
			return false
		}
	}
	return false
}

// kinMasked is lower with every kin word's letters turned to K (the same length, so offsets
// hold), and whether it holds a kin word or a word of behalfCues at all. It allocates only
// when there is a kin word to mask.
func kinMasked(lower string) (string, bool) {
	var b []byte
	cue := false
	for i := 0; i < len(lower); {
		var j int
		i, j = wordAt(lower, i)
		w := lower[i:j]
		switch {
		case kinWord(w):
			if b == nil {
				b = []byte(lower)
			}
			for k := i; k < j; k++ {
				b[k] = 'K'
			}
			cue = true
		case behalfCues[w]:
			cue = true
		}
		i = j
	}
	if b == nil {
		return lower, cue
	}
	return string(b), cue
}
