// Package phone turns the words a caller said (as transcribed by
// speech-to-text) into an exact E.164 phone number used as a lookup key.
//
// The package exists because a wrong key silently finds the wrong person:
// the language model only extracts the caller's words, and this
// deterministic code decides which digits they contain. Every rule here
// prefers refusing (ErrNoNumber, so the agent asks again) over guessing.
//
// Reading rules, in brief (see Parse for the full list):
//   - digits may be numerals ("415", "4155551009") or words ("four");
//     "oh", "o" and "nought" are zero inside a run of digits;
//   - "double X" and "triple X" repeat a digit; teens and tens are
//     two digits ("ten oh nine" = 1009, "twenty one" = 21, "forty" = 40);
//   - "X hundred" appends 00 ("eight hundred" = 800), "X thousand"
//     appends 000; only "hundred and Y" or "hundred <teen/tens>" fills in
//     the zeros ("four hundred fifteen" = 415, "five hundred and five" =
//     505); a bare digit after "hundred" is a new digit ("eight hundred
//     five five five" = 800 555), because that is how toll-free numbers
//     are read aloud;
//   - any other word ends the run, so filler cannot leak digits in;
//     hesitation sounds ("um", "uh") do not end it;
//   - pauses (commas, full stops, "uh") split the digits into groups; the
//     groups are read every way a caller may have said them (as said, a part
//     restarted or said twice, a correction replacing a part, labelled parts
//     in order) and the cheapest complete readings must all be one number;
//     two different complete numbers with nothing deciding are refused
//     (see assemble).
package phone

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/nyaruka/phonenumbers"

	"claimsline/internal/spoken"
)

// Number is a phone number heard in speech. It carries both the lookup key
// and the readback so the agent confirms exactly the key it will use.
type Number struct {
	// E164 is the lookup key, e.g. "+14155551009".
	E164 string
	// Spoken is a grouped readback for text-to-speech, e.g.
	// "4 1 5, 5 5 5, 1 0 0 9". Groups follow the national format of the
	// number's region so the caller hears the familiar rhythm; numbers
	// from another country code are grouped internationally and start
	// with "plus".
	Spoken string
}

// ErrNoNumber means the words held no usable phone number. Callers should
// test with errors.Is and ask the caller again; the wrapping error says why.
var ErrNoNumber = errors.New("phone: no usable number in the words")

// ErrUnknownRegion means Parse was called with a region phonenumbers does
// not know. It is a configuration bug, not something the caller said, so
// it is deliberately not ErrNoNumber (re-asking the caller would not help).
var ErrUnknownRegion = errors.New("phone: unknown region")

// maxRunDigits bounds a run: E.164 allows 15 digits, plus room for an
// international prefix such as "011". Longer runs cannot be a number and
// refusing early keeps phonenumbers away from pathological input.
const maxRunDigits = 20

// maxInputBytes bounds the work done on one utterance. A phone number
// utterance is short; anything far longer is not one we should trust.
const maxInputBytes = 2000

// ErrAbroad means the number read is in another country than the line's region ("mi número
// es plus 52 ..." on a US line). It wraps ErrNoNumber. Parse reads the key a caller is
// verified by, and the policies of a line's insurer carry numbers of the line's country: a
// caller who gives a number abroad is giving the phone they are on, not the one on the
// policy, and a careful agent asks for that one. ParseAnyCountry reads such numbers, for a
// number to ring the caller back on.
var ErrAbroad = fmt.Errorf("%w: the number is in another country than the line's", ErrNoNumber)

// Parse turns a caller's words into the phone number they are verified by, or an error
// wrapping ErrNoNumber. It is ParseAnyCountry for numbers of region's own country code only
// (a Canadian number on a US line shares the code and is read); any other is ErrAbroad, and
// so is a number of another country that shares the code (see nanpAbroad).
func Parse(words, region string) (Number, error) {
	n, err := ParseAnyCountry(words, region)
	if err != nil {
		return n, err
	}
	region = strings.ToUpper(strings.TrimSpace(region))
	if region == "" {
		region = "US"
	}
	// Country codes are prefix-free, so the E.164 prefix is the country code exactly.
	if cc := "+" + strconv.Itoa(phonenumbers.GetCountryCodeForRegion(region)); !strings.HasPrefix(n.E164, cc) {
		return Number{}, fmt.Errorf("%w: %s on a %s line", ErrAbroad, n.E164, cc)
	}
	if country := nanpAbroad(n.E164, region); country != "" {
		return Number{}, fmt.Errorf("%w: %s is a number of %s on a %s line", ErrAbroad, n.E164, country, region)
	}
	return n, nil
}

// ParseAnyCountry turns a caller's words into a phone number, or an error wrapping
// ErrNoNumber. region is a CLDR region code such as "US" ("" means "US");
// it supplies the country code when the caller did not say one. A number with another
// country code ("plus four four ...") is read too: a number to ring someone back on may be
// abroad.
//
// The number is validated with phonenumbers.IsValidNumber after parsing
// relative to region, or for country code 1 by the shape of a North
// American number (see nanpShaped). Global validity (not validity for the region only)
// is checked because regions share country codes: a Canadian number is a
// normal thing to hear on a US line. The national significant number of
// the result must be a suffix of the digits heard, so the key is only
// ever made of digits the caller actually said.
func ParseAnyCountry(words, region string) (Number, error) {
	n, err := parseAnyCountry(words, region)
	var shape shapeError
	if errors.As(err, &shape) {
		if w, ok := tensWithNumeral(words); ok {
			if n2, err2 := parseAnyCountry(w, region); err2 == nil {
				return n2, nil
			}
		}
	}
	return n, err
}

// parseAnyCountry is ParseAnyCountry read one way: a tens word before a digit in numerals is
// a tens word alone.
func parseAnyCountry(words, region string) (Number, error) {
	region = strings.ToUpper(strings.TrimSpace(region))
	if region == "" {
		region = "US"
	}
	if phonenumbers.GetCountryCodeForRegion(region) == 0 {
		return Number{}, fmt.Errorf("%w: %q", ErrUnknownRegion, region)
	}
	if len(words) > maxInputBytes {
		return Number{}, fmt.Errorf("%w: utterance too long (%d bytes)", ErrNoNumber, len(words))
	}

	words = spoken.Rejoin(words) // a number word the transcriber split in two
	words = callbackNoun.ReplaceAllString(words, "callback $1")
	words, err := unheardNotes(words, region, ParseAnyCountry)
	if err != nil {
		return Number{}, err
	}
	// "You might have my old number, ..., but I updated the policy": the doubt about what the
	// records hold is taken back before the hedges are read.
	if w, ok := recordUpdated(words); ok {
		words = w
	}
	if unsure(words) {
		w, ok := contrasted(words)
		switch {
		case ok:
			words = w
		case !hedgeAside(words) && !hedgeOnYours(words) && !foundAfterHedge(words) && !lookedUpFirst(words) && !checkedAgain(words):
			return Number{}, ErrUnsure
		}
	}
	if unsettledDigit(strings.ToLower(words)) {
		return Number{}, ErrUnsure
	}
	toks := fixRestated(tokenize(words))
	if valueFixed(toks) {
		return Number{}, ErrWhichDigit
	}
	// Every reading of the words asks for the number its digits make, and the readings of
	// one utterance share most of their candidates: each is validated once. validate is pure,
	// and it is most of Parse's cost (the phone number library's patterns).
	keys := map[string]string{}
	key := func(digits string, plus bool) string {
		raw := digits
		if plus {
			raw = "+" + digits
		}
		if e, ok := keys[raw]; ok {
			return e
		}
		e := ""
		if n, err := validate(digits, plus, region); err == nil {
			e = n.E164
		}
		keys[raw] = e
		return e
	}
	groups, tail, oh := scan(toks, false)
	groups = saidTwiceInOne(groups)
	if ownersInDoubt(allWords(groups, tail)) {
		return Number{}, ErrUnsure
	}
	acct := &accounting{}
	digits, plus, err := assemble(groups, tail, key, acct)
	if oh.either || oh.after {
		// An "oh" set off by pauses after some digits ("and the last is oh, oh, two, two") may
		// be an interjection or a zero: read it both ways. Only one way making a number, that
		// number is read; two ways making two numbers, nothing is. An "oh" only right after
		// digits (oh.after) makes no number the other way: it can only refuse.
		g2, t2, _ := scan(fixRestated(tokenize(words)), true)
		acct2 := &accounting{}
		d2, p2, err2 := assemble(saidTwiceInOne(g2), t2, key, acct2)
		k1, k2 := "", ""
		if err == nil {
			k1 = key(digits, plus)
		}
		if err2 == nil {
			k2 = key(d2, p2)
		}
		switch {
		case errors.Is(err, ErrTwoNumbers) || errors.Is(err2, ErrTwoNumbers):
			// Read one way the words hold two different whole numbers ("..., eight, oh. so
			// five six eight, ..."): the "oh" that ends the first is a zero as likely as an
			// interjection, so nothing says which number is meant. The other way, with the
			// first cut short, must not choose the second.
			return Number{}, ErrTwoNumbers
		case k2 == "":
		case k1 == "":
			if !oh.either {
				break
			}
			digits, plus, err, acct = d2, p2, nil, acct2
		case k1 != k2:
			return Number{}, ErrTwoNumbers
		}
	}
	if err != nil {
		return Number{}, err
	}
	n, err := validate(digits, plus, region)
	if err != nil {
		return Number{}, shapeError{err}
	}
	short := func(digits string, plus bool) string {
		if len(digits) < 4 || len(digits) > maxRunDigits {
			return ""
		}
		return key(digits, plus)
	}
	ms := mentions(groups, tail, short)
	if err := disowned(groups, tail, ms, n.E164); err != nil {
		return Number{}, err
	}
	if err := someoneElses(groups, tail, ms, n.E164); err != nil {
		return Number{}, err
	}
	if err := hedgedOther(groups, tail, ms, n.E164); err != nil {
		return Number{}, err
	}
	if err := serviceLine(ms, n.E164); err != nil {
		return Number{}, err
	}
	if err := endingAgrees(groups, tail, n.E164); err != nil {
		return Number{}, err
	}
	if err := acct.check(digits); err != nil {
		return Number{}, err
	}
	return n, nil
}

// callbackNoun is "callback" written as two words before a noun for a number ("Call back
// number? Oh, the policy one. ..."): the noun a caller repeats from the question, read as
// "callback number" is, not as the caller saying they will call back (a hedge).
var callbackNoun = regexp.MustCompile(`(?i)\bcall[- ]back (numbers?|no|num|line|phone)\b`)

// validate turns the digits heard into a number valid for region, or refuses.
func validate(digits string, plus bool, region string) (Number, error) {
	if digits == "" {
		return Number{}, fmt.Errorf("%w: no digits heard", ErrNoNumber)
	}
	if len(digits) > maxRunDigits {
		return Number{}, fmt.Errorf("%w: %d digits is too long for a phone number", ErrNoNumber, len(digits))
	}
	raw := digits
	if plus {
		raw = "+" + raw
	}
	num, err := phonenumbers.Parse(raw, region)
	if err != nil {
		return Number{}, fmt.Errorf("%w: %q does not parse for %s: %v", ErrNoNumber, raw, region, err)
	}
	if !phonenumbers.IsValidNumber(num) && !nanpShaped(num) {
		return Number{}, fmt.Errorf("%w: %q is not a valid number for %s", ErrNoNumber, raw, region)
	}
	nsn := phonenumbers.GetNationalSignificantNumber(num)
	// Every number of the North American plan has ten digits after the 1. The library calls
	// a few shorter ones valid ("3100000" for US): a caller who gave seven digits has not
	// given a number anyone's policy carries, so it is refused like any short one.
	if num.GetCountryCode() == 1 && len(nsn) != 10 {
		return Number{}, fmt.Errorf("%w: %q has %d digits after the 1, not 10", ErrNoNumber, raw, len(nsn))
	}
	// Some regions rewrite numbers while parsing (Argentina inserts a 9
	// for mobiles). A rewritten key contains digits nobody said, so refuse.
	if nsn == "" || !strings.HasSuffix(digits, nsn) {
		return Number{}, fmt.Errorf("%w: number %q was rewritten from heard digits %q", ErrNoNumber, nsn, digits)
	}
	return Number{
		E164:   phonenumbers.Format(num, phonenumbers.E164),
		Spoken: readback(num, region),
	}, nil
}

// readback renders the readback: the digits of each formatting group
// separated by spaces, groups separated by ", " so text-to-speech pauses
// between them.
func readback(num *phonenumbers.PhoneNumber, region string) string {
	format := phonenumbers.NATIONAL
	prefix := ""
	if int(num.GetCountryCode()) != phonenumbers.GetCountryCodeForRegion(region) {
		// A foreign number read in its national format would drop the
		// country code the caller said; read it internationally instead.
		format = phonenumbers.INTERNATIONAL
		prefix = "plus "
	}
	formatted := phonenumbers.Format(num, format)
	groups := strings.FieldsFunc(formatted, func(c rune) bool { return c < '0' || c > '9' })
	for i, g := range groups {
		groups[i] = strings.Join(strings.Split(g, ""), " ")
	}
	return prefix + strings.Join(groups, ", ")
}

// ohDoubt says which "oh"s scan read as interjections that may have been zeros.
type ohDoubt struct {
	// either: an "oh" between pauses after some digits, before another digit. Either way may
	// be the number: the way that makes one is read.
	either bool
	// after: an "oh" right after digits, before words or a stop ("..., eight, oh, and 549
	// ...", "... eight oh and that's it"). Most often an interjection ("oh, and", "oh,
	// that's my cell"), but as often the zero that ends the digits before it: read as a zero
	// it may make them a whole number, and then the words say two numbers, or another one.
	// The zero way only ever refuses; it never chooses a number, as the "oh" may well be
	// the filler it sounds like.
	after bool
}

// Run is one unbroken stretch of digits heard in the words. It is exported
// so tests (and curious callers) can see what the tokenizer derived.
type Run struct {
	// Digits holds only digits the caller said, as numerals or words.
	Digits string
	// Plus is set when the run was introduced by "+" or "plus", meaning
	// the caller gave an international number with its country code.
	Plus bool
}

// token is one word or numeral with what separated it from the previous
// token. hardBefore records punctuation such as a comma: speech-to-text
// uses it to mark a pause, which is what tells an interjection "oh" from
// the digit zero.
type token struct {
	text       string
	numeral    bool // all ASCII digits
	plusBefore bool // a '+' sign appeared right before it
	hardBefore bool // punctuation other than spaces or hyphens came before it
	// strongBefore marks a full stop, an ellipsis, a question mark or the like: the
	// transcriber heard the caller stop, which is where a caller restarts a part.
	strongBefore bool
	// cutOff marks a word the transcriber wrote as cut off, a hyphen after it and a space
	// or nothing after that ("eight- eight oh three", "two oh- two oh seven"); see stammered.
	cutOff bool
	// askedAfter marks a word the transcriber ended with a question mark: the caller's voice
	// rose on it, as it does on digits they are asking about ("wait, seven seven seven?").
	askedAfter bool
}

// tokenize lower-cases the words and splits them into runs of letters or
// digits. Mixed tokens ("4th", "x12") are kept whole and later treated as
// non-digit words: a suffix means the digits are not a plain phone digit.
func tokenize(words string) []token {
	var toks []token
	var cur strings.Builder
	plus, hard, strong := false, false, false
	flush := func() {
		if cur.Len() == 0 {
			return
		}
		text := cur.String()
		numeral := true
		for _, c := range text {
			if c < '0' || c > '9' {
				numeral = false
				break
			}
		}
		if !numeral {
			if d, ok := ohForZero(text); ok {
				text, numeral = d, true
			}
		}
		if parts := glued(text); !numeral && len(parts) > 1 {
			// "fivefivenine": digit words the transcriber ran together, one token each.
			toks = append(toks, token{text: parts[0], plusBefore: plus, hardBefore: hard, strongBefore: strong})
			for _, p := range parts[1:] {
				toks = append(toks, token{text: p})
			}
			cur.Reset()
			plus, hard, strong = false, false, false
			return
		}
		toks = append(toks, token{text: text, numeral: numeral, plusBefore: plus, hardBefore: hard, strongBefore: strong})
		cur.Reset()
		plus, hard, strong = false, false, false
	}
	rs := []rune(strings.ToLower(words))
	for i, c := range rs {
		switch {
		case c == '-' && cur.String() == "i" && i+1 < len(rs) && rs[i+1] >= '0' && rs[i+1] <= '9':
			// "I-40" names an interstate: the digits after it are a road, not a number.
			cur.Reset()
			cur.WriteString("interstate")
			flush()
		case c == '-' && i+1 < len(rs) && rs[i+1] >= '0' && rs[i+1] <= '9' && letterCode(cur.String()):
			// "HO-4472-1193-05": letters joined to digits are a code read off a card or a letter
			// (a policy, claim or member number), and its digits are no phone digits, even when
			// there are ten of them. The letters are kept, and a mark after them names the
			// digits as a code said in passing (see placeWords).
			flush()
			cur.WriteString(codeMark)
			flush()
		case c >= '0' && c <= '9', unicode.IsLetter(c):
			cur.WriteRune(c)
		case (c == ':' || c == '/') && cur.Len() > 0 && i > 0 && rs[i-1] >= '0' && rs[i-1] <= '9' &&
			i+1 < len(rs) && rs[i+1] >= '0' && rs[i+1] <= '9' && len(toks) > 0 && timePreps[toks[len(toks)-1].text]:
			// "at 5:12", "on 5/12": a time or a date after a word that places it in time is one
			// word with no phone digits. Without one, "it's 2:14, 555 ..." is a transcriber
			// writing an area code as a time, and is read as digits.
			cur.WriteRune(c)
		case c == '+':
			flush()
			plus = true
		case c == '-' && cur.Len() > 0 && (i+1 == len(rs) || unicode.IsSpace(rs[i+1])):
			flush()
			toks[len(toks)-1].cutOff = true
		case unicode.IsSpace(c), c == '-':
			flush()
		case c == ',':
			flush()
			hard = true
		default:
			flush()
			hard = true
			strong = true
			if c == '?' && len(toks) > 0 {
				toks[len(toks)-1].askedAfter = true
			}
		}
	}
	flush()
	return foreign(placeNames(stammered(toks)))
}

// stammered reads digits a caller stammered on, as a transcriber writes them: a digit word or
// numeral cut off ("eight- eight- eight- eight oh three", "two oh- two oh seven"). A cut-off
// digit tried alone (not the end of digits said with it: "two two- two two three" tried two
// digits) and said again at once is one digit said with a stammer, and is dropped; any other
// cut-off digit ends where the caller stopped, a pause as strong as an ellipsis, so the part said
// again after it is read as a part restarted ("two oh... two oh seven"). Read as said, the
// stammered digits were digits of the number: an area code 888 803 for 803, or 20207 for 207.
// A hyphen between digits ("212-555-0143", "t-t-two") is no cut-off.
func stammered(toks []token) []token {
	out := toks[:0]
	for i, t := range toks {
		if !t.cutOff || !t.numeral && !digitWord(t) {
			out = append(out, t)
			continue
		}
		if i+1 < len(toks) {
			next := &toks[i+1]
			alone := i == 0 || t.hardBefore || toks[i-1].cutOff || !toks[i-1].numeral && !digitWord(toks[i-1])
			if alone && next.text == t.text {
				// One word said with a stammer: it stands where the first try began.
				next.hardBefore, next.strongBefore, next.plusBefore = t.hardBefore, t.strongBefore, t.plusBefore
				continue
			}
			next.hardBefore, next.strongBefore = true, true
		}
		out = append(out, t)
	}
	return out
}

// codeMark is the word tokenize puts between a letter code and the digits joined to it
// ("HO-4472-1193-05"). It is no word a caller says, so only placeWords give it a meaning.
const codeMark = "<code>"

// letterCode reports letters that, joined by a hyphen to digits, make a code ("HO", "CLM",
// "AU"): any letters but the words this package reads as digits or as a pause ("4-oh-1",
// "7-O-3", "one-800", "uh-512", "cinco-5"), which a transcriber also joins to digits with a
// hyphen. A foreign particle or connector ("ho", "y") says no digit, so it may be a code.
func letterCode(text string) bool {
	if f, ok := foreignWords[text]; ok && f.kind != fwParticle && f.kind != fwConnector {
		return false
	}
	if text == "" || text == "plus" || homophones[text] != "" || digitWord(token{text: text}) ||
		hesitations[text] || glued(text) != nil {
		return false
	}
	for _, c := range text {
		if !unicode.IsLetter(c) {
			return false
		}
	}
	return true
}

// timePreps place what follows in time ("at 5:12", "on 5/12", "since 3/4").
var timePreps = map[string]bool{"at": true, "around": true, "about": true, "on": true, "since": true,
	"by": true, "until": true, "till": true, "before": true, "after": true}

// ohForZero reads a numeral with the letter o written for a zero ("6o3", "2o1o"): a
// transcriber's slip for the digit the caller said as "oh". Only digits and o's, at least one
// of each, so no word is ever read as digits.
func ohForZero(text string) (string, bool) {
	digits, ohs := 0, 0
	for _, c := range text {
		switch {
		case c >= '0' && c <= '9':
			digits++
		case c == 'o':
			ohs++
		default:
			return "", false
		}
	}
	if digits == 0 || ohs == 0 {
		return "", false
	}
	return strings.ReplaceAll(text, "o", "0"), true
}

// gluedWords are the digit words a transcriber may run together ("fivefivenine",
// "zerooneonethree"). Teens and tens are left out: "seventeen" must stay one word.
var gluedWords = []string{"zero", "oh", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}

// glued splits a word made wholly of two or more digit words run together into those words,
// or returns nil. No English word is such a run, so an ordinary word is never split.
func glued(text string) []string {
	if len(text) < 5 || len(text) > 4*maxRunDigits*5 {
		return nil
	}
	var parts []string
	var split func(rest string) bool
	split = func(rest string) bool {
		if rest == "" {
			return len(parts) > 1
		}
		for _, w := range gluedWords {
			if strings.HasPrefix(rest, w) {
				parts = append(parts, w)
				if split(rest[len(w):]) {
					return true
				}
				parts = parts[:len(parts)-1]
			}
		}
		return false
	}
	if !split(text) {
		return nil
	}
	return parts
}

// unit returns the digit character a unit word stands for, or 0.
func unit(w string) byte {
	if n, ok := spoken.Unit(w); ok {
		return byte('0' + n)
	}
	return 0
}

// teen returns the two digits of "ten" to "nineteen", or "".
func teen(w string) string {
	if n, ok := spoken.Teen(w); ok {
		return strconv.Itoa(n)
	}
	return ""
}

// tens returns the first digit character of a tens word ("twenty" is '2'), or 0.
func tens(w string) byte {
	if n, ok := spoken.Tens(w); ok {
		return byte('0' + n/10)
	}
	return 0
}

// hesitations are sounds, not words: they carry no digits and no meaning,
// so they neither add digits nor break a run. Real words ("no", "wait",
// "and") still break it.
var hesitations = map[string]bool{
	"um": true, "umm": true, "uh": true, "uhh": true, "uhm": true, "er": true,
	"erm": true, "hmm": true, "mm": true, "ah": true,
}

// digitOf returns the single digit a token stands for, used after
// "double"/"triple". Zero words count here because "double oh seven" is
// unambiguous.
func digitOf(t token) (byte, bool) {
	if d := unit(t.text); d != 0 {
		return d, true
	}
	if spoken.SaysZero(t.text) {
		return '0', true
	}
	if t.numeral && len(t.text) == 1 {
		return t.text[0], true
	}
	return 0, false
}

// group is one stretch of digits said with no word and no pause inside it, with the words
// heard between the previous group and this one. Groups are what corrections, labels ("area
// code", "last four") and repeats work on.
type group struct {
	digits string
	// plus is set when "+" or "plus" introduced the group: a country code follows.
	plus bool
	// words are the words (not hesitations) between the previous group and this one.
	words []string
	// stop is set when the caller stopped before this group: words, a hesitation or a full
	// stop or ellipsis came between it and the previous one (a comma alone does not count).
	stop bool
	// optionalOh marks a lone "oh" set off by pauses between digits and a hesitation ("five five
	// five, oh, uh, oh four two"): a zero or an interjection. Readings try it both ways; only
	// one of them can be a complete number, as the two differ by one digit.
	optionalOh bool
	// counted marks a group said as a count of one digit ("four ones", "three nines"): either
	// digits of the number ("seven three nine, four ones") or the caller making sure of the
	// end just said ("..., one one, one one. Four ones."), see endingConfirmed.
	counted bool
	// asked marks a group the caller asked about: a question mark right after its digits
	// (hesitations aside). Said after the whole number, it is the caller checking a part
	// ("... two six oh oh. wait, seven seven seven? yes"), not saying a new one; see
	// askedParts.
	asked bool
}

// countOfDigit reads "four ones" at toks[i]: a count of two to four, then a plural digit word
// right after it. It is a run of that digit only once some digits have been said (digits is
// how many), where a part starts (cur empty) right after a digit or a hesitation: "it's got
// two sevens in it" describes the number and gives no digits. It returns the digits, or "".
func countOfDigit(toks []token, i, digits int, cur []byte) string {
	if digits < 3 || len(cur) > 0 || i+1 >= len(toks) || toks[i+1].hardBefore ||
		!digitWord(toks[i-1]) && !hesitations[toks[i-1].text] {
		return ""
	}
	d := pluralDigits[toks[i+1].text]
	if d == 0 {
		return ""
	}
	n := unit(toks[i].text) - '0'
	if n < 2 || n > 4 {
		return ""
	}
	// "two nines in it", "three fives and a two": a description, not a part of the number.
	if j := i + 2; j < len(toks) && !toks[j].hardBefore && !digitWord(toks[j]) && !hesitations[toks[j].text] {
		return ""
	}
	return strings.Repeat(string(d), int(n))
}

// homophones are words a transcriber writes for a digit ("for" for four, "ate" for eight,
// and the accents of callers who learnt English elsewhere). They count only next to a
// digit, so "a claim for my car" keeps its "for".
var homophones = map[string]string{
	"for": "four", "fore": "four", "to": "two", "too": "two", "ate": "eight", "tree": "three",
	"fife": "five", "niner": "nine", "won": "one", "cero": "zero", "sero": "zero", "nein": "nine",
	// Spanish digits, from callers who switch languages mid-number ("cero uno").
	"uno": "one", "dos": "two", "tres": "three", "cuatro": "four", "cinco": "five", "seis": "six",
	"siete": "seven", "ocho": "eight", "nueve": "nine",
	// Accents: "sick" for six and "free" for three (see afterDigit), "wan" for one, "fo" for
	// four ("two one fo").
	"sick": "six", "free": "three", "wan": "one", "fo": "four",
	// "owe" is how a transcriber may spell the "oh" of a zero ("six owe four").
	"owe": "oh",
}

// afterDigit are homophones that count only after a digit ("zero one sick tree", "two one
// free"): before one, they are everyday words more often than digits ("I've been sick, seven
// one three ...", "it's toll free, eight hundred ...").
var afterDigit = map[string]bool{"sick": true, "free": true, "owe": true}

// digitWord reports whether a token stands for digits by itself.
func digitWord(t token) bool {
	u, te, tn := unit(t.text) != 0, teen(t.text) != "", tens(t.text) != 0
	return u || te || tn || spoken.SaysZero(t.text) || t.numeral || t.text == "double" || t.text == "triple" || t.text == "hundred"
}

// spokenDigit reports a digit said as a word or a lone numeral: what a homophone must stand
// next to ("updated it to 248" keeps its "to").
func spokenDigit(t token) bool {
	return unit(t.text) != 0 || spoken.SaysZero(t.text) || t.numeral && len(t.text) == 1
}

// resolveHomophones rewrites homophones that stand next to a digit (or next to another
// homophone that does), so "too one ate seven" reads 2187 and "for for six" reads 446.
//
// A homophone after a digit must not run on into a word without a pause: "seven one eight
// for the area code" keeps its "for". Before a digit it counts after any word, since callers
// start a number with one ("it's to oh to", "my number is ate one six").
func resolveHomophones(toks []token) {
	// open reports that the side of toks[i] towards its neighbour j lets it be a digit:
	// the start or end of the words, a pause, or another digit or homophone.
	open := func(i, j int) bool {
		if j < 0 || j >= len(toks) || toks[max(i, j)].hardBefore {
			return true
		}
		t := toks[j]
		_, h := homophones[t.text]
		return h || spokenDigit(t) || hesitations[t.text]
	}
	for changed := true; changed; {
		changed = false
		for i := range toks {
			d, ok := homophones[toks[i].text]
			if !ok {
				continue
			}
			prev := i > 0 && spokenDigit(toks[i-1])
			next := i+1 < len(toks) && spokenDigit(toks[i+1])
			if next && !afterDigit[toks[i].text] || prev && open(i, i+1) {
				toks[i].text = d
				changed = true
			}
		}
	}
}

// connectors lead from one part of a number to the next ("nine one nine, then oh, nine two
// one"): an "oh" right after one, once digits have been said, is a zero, even with a pause
// after it.
var connectors = map[string]bool{"then": true, "and": true, "dash": true}

// determiners make a following "one" a pronoun ("the one on the policy", "my work one"), and
// ordinals make a following unit a count ("the last four", "the next three").
var determiners = map[string]bool{
	"the": true, "that": true, "this": true, "which": true, "a": true, "new": true, "old": true,
	"policy": true, "other": true, "work": true, "cell": true, "home": true, "right": true,
	"correct": true, "example": true, "same": true, "no": true, "any": true, "every": true,
	"each": true, "some": true, "wrong": true, "real": true, "main": true,
}

var ordinals = map[string]bool{"last": true, "first": true, "next": true, "final": true, "other": true}

// counted reports whether the unit word at toks[i] is a count or a pronoun, not a digit.
func counted(toks []token, i int) bool {
	if i == 0 || toks[i].hardBefore {
		return false
	}
	prev := toks[i-1].text
	if ordinals[prev] || toks[i].text == "one" && determiners[prev] && !listedDigit(toks, i) {
		return true
	}
	// "there's two on there", "I have three numbers": a count of numbers or phones, said
	// after a word and before what is counted, with no pause.
	if j := i + 1; j < len(toks) && !toks[j].hardBefore && countedNouns[toks[j].text] && !digitWord(toks[i-1]) {
		return true
	}
	// "the Kansas one", "that second one", "the 678 one", "a Google Voice one": a determiner,
	// one or two words (or a few digits) naming the number, then "one" with no digit after it:
	// a pronoun.
	if toks[i].text != "one" || i < 2 || toks[i-1].hardBefore {
		return false
	}
	if j := i + 1; j < len(toks) && !toks[j].hardBefore && digitWord(toks[j]) {
		return false
	}
	name := func(p token) bool { return !digitWord(p) && !hesitations[p.text] && !notNames[p.text] }
	if i >= 3 && pronounDeterminers[toks[i-3].text] && !toks[i-2].hardBefore && name(toks[i-2]) && name(toks[i-1]) {
		// "a Google Voice one", "the Vonage home one": a name of two words.
		return true
	}
	if !pronounDeterminers[toks[i-2].text] {
		return false
	}
	p := toks[i-1]
	if p.numeral {
		return len(p.text) <= 4
	}
	return name(p)
}

// listedDigit reports "a one" at toks[i] said as the next digit of a list of digits each
// said with an article: "zero one, and a six and a one", "five, then a one". An article
// before a digit is how some callers spell out the last digits; "one" after it is that digit
// when a digit comes right before the connector, and nothing but a pause or the end of the
// words comes after it. "The one on the policy", "a new one", "a one eight hundred number"
// stay a pronoun or are left to the other rules.
func listedDigit(toks []token, i int) bool {
	if i < 3 || (toks[i-1].text != "a" && toks[i-1].text != "an") || toks[i-1].hardBefore ||
		!connectors[toks[i-2].text] || !spokenDigit(toks[i-3]) {
		return false
	}
	return i+1 == len(toks) || toks[i+1].hardBefore
}

// countedNouns follow a unit word that counts numbers or phones rather than giving a digit
// ("two numbers", "two on there", "two of them", "two listed").
var countedNouns = map[string]bool{"numbers": true, "phones": true, "lines": true, "cells": true,
	"of": true, "on": true, "listed": true, "different": true, "separate": true}

// pronounDeterminers may start "the Kansas one", "that 412 one": a noun phrase naming a number.
var pronounDeterminers = map[string]bool{"the": true, "that": true, "this": true, "a": true,
	"an": true, "your": true, "my": true, "our": true, "his": true, "her": true, "their": true}

// notNames are words that, between a determiner and "one", do not make a noun phrase of it:
// "the number one ..." and "the code one ..." give a digit.
var notNames = map[string]bool{"number": true, "code": true, "digits": true, "is": true, "s": true,
	"and": true, "then": true, "extension": true, "ext": true, "plus": true}

// Runs splits the words into runs of digits: digits said with nothing but pauses between
// them. It is exported so callers and tests can see exactly which digits were derived from
// the words before any validation.
func Runs(words string) []Run {
	var runs []Run
	groups, _, _ := scan(tokenize(words), false)
	for _, g := range groups {
		if len(runs) > 0 && len(g.words) == 0 && !g.plus {
			runs[len(runs)-1].Digits += g.digits
			continue
		}
		runs = append(runs, Run{Digits: g.digits, Plus: g.plus})
	}
	return runs
}

// scan reads the tokens into groups, applying every reading rule of the package. tail is
// the words after the last group ("..., wait, that's the policy number"): what a caller says
// after the digits can take them back.
//
// An "oh" set off by a pause after some digits, before another digit ("..., 869, and the
// last is oh, oh, two, two"), is read as an interjection unless zeroOh is set; oh.either
// reports that there was such an "oh", so the caller can read the words both ways. An "oh"
// right after digits and before words ("..., eight, oh. so ...", "... eight oh and ...") is
// read as an interjection too, unless zeroOh is set; oh.after reports it.
func scan(toks []token, zeroOh bool) (groups []group, tail []string, oh ohDoubt) {
	resolveHomophones(toks)
	var words []string
	var cur []byte
	plus := false
	// lastNum is where the digits of the most recent spoken number (a word number 1..99 or
	// a short numeral) start in cur, or -1; it is the only thing "hundred"/"thousand" may
	// multiply.
	lastNum := -1
	// fillAt is where the zeros of a just-read "hundred" or "thousand" start, or -1, so a
	// following "and Y"/teen/tens can fill them in; fillLen is how many zeros there are.
	fillAt, fillLen := -1, 0
	// stop records a full stop or a hesitation since the last digit; startStop is its value
	// when the current group began.
	stop, startStop := false, false
	// loneOh is set while cur holds only an "oh" that may be an interjection (see
	// group.optionalOh).
	loneOh := false
	// heard counts the digits of the groups ended so far; count marks cur as a count of one
	// digit (group.counted).
	heard, count := 0, false
	// asked is set when the last word read before the current one ended with a question mark
	// (a hesitation after it keeps it: "seven seven seven, uh?"), so the group that ends there
	// is marked asked.
	asked := false
	end := func() {
		if len(cur) > 0 {
			groups = append(groups, group{digits: string(cur), plus: plus, words: words, stop: startStop || len(words) > 0, optionalOh: loneOh, counted: count, asked: asked})
			heard += len(cur)
			words = nil
		}
		cur, plus, lastNum, fillAt, loneOh, count = nil, false, -1, -1, false, false
	}
	word := func(w string) {
		end()
		words = append(words, w)
	}
	// joined reports whether tokens i and i+1 are both present and not separated by
	// punctuation.
	joined := func(i int) bool { return i+1 < len(toks) && !toks[i+1].hardBefore }
	prevDigit := func(i int) bool { return i > 0 && digitWord(toks[i-1]) }

	for i := 0; i < len(toks); i++ {
		t := toks[i]
		asked = i > 0 && (toks[i-1].askedAfter || hesitations[toks[i-1].text] && asked)
		if t.plusBefore {
			// "+" always starts a fresh, international group.
			end()
			plus = true
		}
		if t.strongBefore {
			stop = true
		}
		if hesitations[t.text] {
			// A hesitation is a pause: "four nine two... uh five five" is two groups.
			stop = true
			if i+1 < len(toks) {
				toks[i+1].hardBefore, toks[i+1].strongBefore = true, true
			}
			continue
		}
		if t.hardBefore && len(cur) > 0 && digitWord(t) {
			// A pause ends a group: "eight hundred, twelve" is 800 then 12, not 812.
			end()
		}
		if len(cur) == 0 {
			startStop = stop
		}
		n0 := len(cur)
		hadFill, hadLen := fillAt, fillLen
		fillAt = -1
		switch {
		case t.text == "plus":
			end()
			plus = true
			continue

		case t.numeral:
			lastNum = -1
			if len(t.text) <= 2 && t.text[0] != '0' {
				lastNum = len(cur)
			}
			cur = append(cur, t.text...)

		case (unit(t.text) != 0 || teen(t.text) != "" || tens(t.text) != 0) && spanOfTime(toks, i):
			// "one second", "give me two minutes": time asked for, no digit.
			word(t.text)

		case unit(t.text) != 0 && countOfDigit(toks, i, heard, cur) != "":
			// "four ones": the digit as many times as counted, a part by itself.
			cur = append(cur, countOfDigit(toks, i, heard, cur)...)
			count = true
			i++
			asked = toks[i].askedAfter
			end()
			continue

		case unit(t.text) != 0 && counted(toks, i):
			// "the last four are ...", "that's the one": a count or a pronoun, no digit.
			word(t.text)

		case unit(t.text) != 0 && hadFill >= 0 && hadLen == 3 && t.text != "zero" && joined(i) && toks[i+1].text == "hundred":
			// "one thousand two hundred (and six)" = 1206: the hundreds fill the thousand's
			// zeros, and what follows may fill the last two.
			cur[hadFill] = unit(t.text)
			fillAt, fillLen = hadFill+1, 2
			lastNum = -1
			i++
			continue

		case unit(t.text) != 0 && hadFill >= 0 && hadLen == 2 && t.text != "zero" && len(cur) == 3 && !joined(i) && (heard == 0 || heard == 3) && slices.ContainsFunc(toks[i+1:], digitWord):
			// "six hundred four, five five five, ..." = 604: a lone digit that ends an area
			// code or exchange said as "X hundred Y", with more of the number to come, fills
			// the last zero. Only there: a three-digit part is what the caller is saying, and
			// "eight hundred five five five" (toll-free, the digit joined to more) keeps its
			// new digit.
			cur[2] = unit(t.text)
			lastNum = -1

		case unit(t.text) != 0:
			lastNum = -1
			if t.text != "zero" {
				lastNum = len(cur)
			}
			cur = append(cur, unit(t.text))

		case spoken.SaysZero(t.text):
			next := i+1 < len(toks)
			nextDigit := next && digitWord(toks[i+1])
			switch {
			case next && !nextDigit && !toks[i+1].hardBefore:
				// "oh wait", "oh it's": an interjection before words.
				// Right after digits ("... eight oh and 549 ..."), it is read as a zero the
				// other way (see ohDoubt.after); after a full stop it starts a sentence ("...
				// 5836. Oh and if I don't pick up, ...").
				after := prevDigit(i) && !t.strongBefore
				if after && !t.hardBefore && digitsAfterHesitation(toks, i+1) {
					// "seven six oh uh three three one two": joined to the digits before it and
					// with only a hesitation before the next, it is as likely the zero that
					// ends their part. Read both ways (ohDoubt.either): the way that makes a
					// number is read; two numbers, neither.
					oh.either = true
				}
				if zeroOh && after {
					break
				}
				oh.after = oh.after || after
				word(t.text)
				continue
			case len(cur) == 0 && !plus && !prevDigit(i) && (!joined(i) || !nextDigit || toks[i+1].numeral) &&
				!(len(groups) > 0 && nextDigit && !toks[i+1].numeral && i > 0 && !t.hardBefore && connectors[toks[i-1].text]):
				// "oh" opening a number is an interjection when a pause follows it ("oh,
				// it's 415...") or a numeral does (a spoken zero would be inside that
				// numeral). Otherwise it is a zero: UK numbers start "oh two oh".
				if len(groups) > 0 && nextDigit && !joined(i) {
					// After some digits, before another digit, it may be either.
					oh.either = true
					if zeroOh {
						break
					}
				}
				continue
			case t.hardBefore && next && toks[i+1].hardBefore && !nextDigit:
				if len(cur) == 0 && prevDigit(i) && digitsAfterHesitation(toks, i+1) {
					// Between digits and a hesitation: "five five five, oh, uh, oh four two".
					// A zero or an interjection; the readings try both.
					cur = append(cur, '0')
					lastNum = -1
					loneOh = true
					asked = t.askedAfter
					end()
					continue
				}
				// Set off by pauses before words: "... one oh oh nine, oh, that's my cell".
				if prevDigit(i) && !t.strongBefore {
					// Right after digits it may be their last zero ("..., eight, oh. so 568
					// ..."): the other way reads it so (see ohDoubt.after).
					oh.after = true
					if zeroOh {
						break
					}
				}
				continue
			}
			lastNum = -1
			cur = append(cur, '0')

		case teen(t.text) != "":
			if hadFill >= 0 {
				// "four hundred fifteen" = 415, "two thousand twelve" = 2012.
				copy(cur[hadFill+hadLen-2:], teen(t.text))
				lastNum = -1
				continue
			}
			lastNum = len(cur)
			cur = append(cur, teen(t.text)...)

		case tens(t.text) != 0:
			pos := len(cur)
			if hadFill >= 0 {
				// "four hundred twenty (one)" fills the hundred's zeros.
				pos = hadFill + hadLen - 2
				cur = cur[:pos]
			}
			cur = append(cur, tens(t.text), '0')
			lastNum = pos
			// "twenty one" = 21, but "forty oh five" = 4005 and "twenty zero" = 200: only
			// one..nine complete a tens word.
			if joined(i) && !toks[i+1].plusBefore {
				if d := unit(toks[i+1].text); d != 0 && d != '0' {
					cur[len(cur)-1] = d
					i++
				}
			}
			if hadFill >= 0 {
				lastNum = -1
			}

		case t.text == "double" || t.text == "triple":
			n := 2
			if t.text == "triple" {
				n = 3
			}
			if i+1 >= len(toks) || toks[i+1].plusBefore {
				word(t.text)
				continue
			}
			d, ok := digitOf(toks[i+1])
			if !ok {
				// "double" not followed by a digit is just a word.
				word(t.text)
				continue
			}
			for range n {
				cur = append(cur, d)
			}
			lastNum = -1
			i++

		case t.text == "hundred":
			if lastNum < 0 {
				// "a hundred", "oh hundred": nothing sane to multiply.
				word(t.text)
				continue
			}
			fillAt, fillLen = len(cur), 2
			cur = append(cur, '0', '0')
			lastNum = -1

		case t.text == "thousand":
			if lastNum < 0 || len(cur)-lastNum != 1 {
				// Only "X thousand" with a single digit X is read; "twelve thousand" in a
				// phone number is too unusual to trust.
				word(t.text)
				continue
			}
			fillAt, fillLen = len(cur), 3
			cur = append(cur, '0', '0', '0')
			lastNum = -1

		case t.text == "and" && hadFill >= 0:
			// "five hundred and five" = 505: the "and" is what makes the following unit
			// fill the zeros instead of being a new digit.
			if i+1 < len(toks) {
				nt := toks[i+1]
				if d := unit(nt.text); d != 0 && d != '0' {
					cur[len(cur)-1] = d
					lastNum = -1
					i++
					continue
				}
				if teen(nt.text) != "" || tens(nt.text) != 0 {
					fillAt, fillLen = hadFill, hadLen
					continue
				}
			}
			word(t.text)

		default:
			word(t.text)
		}
		if len(cur) > n0 {
			stop = false
		}
		if len(cur) > 4*maxRunDigits {
			// Bound memory on absurd input; the validation refuses it anyway.
			cur = cur[:4*maxRunDigits]
		}
	}
	if n := len(toks); n > 0 {
		asked = toks[n-1].askedAfter || hesitations[toks[n-1].text] && asked
	}
	end()
	return groups, words, oh
}

// timeNouns count time: said right after a number word, the word is how long, not a digit.
var timeNouns = map[string]bool{"second": true, "seconds": true, "sec": true, "secs": true,
	"moment": true, "moments": true, "minute": true, "minutes": true, "min": true, "mins": true,
	"hour": true, "hours": true}

// spanOfTime reports the number word at toks[i] counting time: a time noun right after it,
// with no pause between ("212 555 014, one second, 0148", "give me two minutes"). Callers ask
// for a moment in the middle of a number, and "one second" read as a digit puts a 1 into it:
// "014, one second, 0148" read 0141, another number.
func spanOfTime(toks []token, i int) bool {
	j := i + 1
	return j < len(toks) && !toks[j].hardBefore && timeNouns[toks[j].text]
}

// digitsAfterHesitation reports that toks[i] starts one or more hesitations followed by a
// digit word: "uh, oh four two".
func digitsAfterHesitation(toks []token, i int) bool {
	if i >= len(toks) || !hesitations[toks[i].text] {
		return false
	}
	for i < len(toks) && hesitations[toks[i].text] {
		i++
	}
	return i < len(toks) && digitWord(toks[i])
}

// nanpShaped reports a North American number of the right shape (area code and exchange
// starting 2-9) that the metadata does not list. Ranges are assigned faster than a vendored
// copy of the metadata learns of them, and fictional ranges such as area code 555 are real
// keys in test and training customer tables. The digits are still exactly the caller's, so
// this can only make a lookup miss, never find someone else.
func nanpShaped(num *phonenumbers.PhoneNumber) bool {
	nsn := phonenumbers.GetNationalSignificantNumber(num)
	return num.GetCountryCode() == 1 && len(nsn) == 10 &&
		nsn[0] >= '2' && nsn[3] >= '2'
}

// saidTwiceInOne splits a group that is one whole number said twice with no pause the
// transcriber marked ("six one seven eight three two nine nine oh four six one seven ...",
// "6178329904 6178329904") into the two sayings, so it is read as a number said again, as it
// is with a comma between. Only two equal halves of ten digits (eleven with a leading 1) are
// split: any other long run stays too long to be a number, and is refused.
func saidTwiceInOne(groups []group) []group {
	var out []group
	for i, g := range groups {
		n := len(g.digits)
		if n != 20 && n != 22 || g.digits[:n/2] != g.digits[n/2:] || n == 22 && g.digits[0] != '1' {
			if out != nil {
				out = append(out, g)
			}
			continue
		}
		if out == nil {
			out = slices.Clone(groups[:i])
		}
		first, again := g, group{digits: g.digits[n/2:]}
		first.digits = g.digits[:n/2]
		out = append(out, first, again)
	}
	if out == nil {
		return groups
	}
	return out
}
