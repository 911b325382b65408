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
//   - the longest run wins (self-corrections are usually the complete
//     restatement); two different longest runs are refused.
package phone

import (
	"errors"
	"fmt"
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

// Parse turns a caller's words into a phone number, or an error wrapping
// ErrNoNumber. region is a CLDR region code such as "US" ("" means "US");
// it supplies the country code when the caller did not say one.
//
// The number is validated with phonenumbers.IsValidNumber after parsing
// relative to region, or for country code 1 by the shape of a North
// American number (see nanpShaped). Global validity (not validity for the region only)
// is checked because regions share country codes: a Canadian number is a
// normal thing to hear on a US line. The national significant number of
// the result must be a suffix of the digits heard, so the key is only
// ever made of digits the caller actually said.
func Parse(words, region string) (Number, error) {
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

	r, err := bestRun(Runs(words))
	if err != nil {
		return Number{}, err
	}

	raw := r.Digits
	if r.Plus {
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
	// Some regions rewrite numbers while parsing (Argentina inserts a 9
	// for mobiles). A rewritten key contains digits nobody said, so refuse.
	if nsn == "" || !strings.HasSuffix(r.Digits, nsn) {
		return Number{}, fmt.Errorf("%w: number %q was rewritten from heard digits %q", ErrNoNumber, nsn, r.Digits)
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

// Run is one unbroken stretch of digits heard in the words. It is exported
// so tests (and curious callers) can see what the tokenizer derived.
type Run struct {
	// Digits holds only digits the caller said, as numerals or words.
	Digits string
	// Plus is set when the run was introduced by "+" or "plus", meaning
	// the caller gave an international number with its country code.
	Plus bool
}

// bestRun applies "longest run wins": a caller correcting themselves
// normally repeats the whole number. Two different runs of the same,
// longest length are refused because choosing one would be a guess.
func bestRun(runs []Run) (Run, error) {
	var best Run
	tie := false
	for _, r := range runs {
		switch {
		case len(r.Digits) > len(best.Digits):
			best, tie = r, false
		case len(r.Digits) == len(best.Digits) && r != best:
			tie = true
		}
	}
	if best.Digits == "" {
		return Run{}, fmt.Errorf("%w: no digits heard", ErrNoNumber)
	}
	if tie {
		return Run{}, fmt.Errorf("%w: two different numbers of %d digits heard", ErrNoNumber, len(best.Digits))
	}
	if len(best.Digits) > maxRunDigits {
		return Run{}, fmt.Errorf("%w: %d digits is too long for a phone number", ErrNoNumber, len(best.Digits))
	}
	return best, nil
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
}

// tokenize lower-cases the words and splits them into runs of letters or
// digits. Mixed tokens ("4th", "x12") are kept whole and later treated as
// non-digit words: a suffix means the digits are not a plain phone digit.
func tokenize(words string) []token {
	var toks []token
	var cur strings.Builder
	plus, hard := false, false
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
		toks = append(toks, token{text: text, numeral: numeral, plusBefore: plus, hardBefore: hard})
		cur.Reset()
		plus, hard = false, false
	}
	for _, c := range strings.ToLower(words) {
		switch {
		case c >= '0' && c <= '9', unicode.IsLetter(c):
			cur.WriteRune(c)
		case c == '+':
			flush()
			plus = true
		case unicode.IsSpace(c), c == '-':
			flush()
		default:
			flush()
			hard = true
		}
	}
	flush()
	return toks
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

// Runs splits the words into runs of digits, applying every reading rule
// of the package. It is exported so callers and tests can see exactly
// which digits were derived from the words before any validation.
func Runs(words string) []Run {
	toks := tokenize(words)
	var runs []Run
	var cur []byte
	plus := false
	// lastNum is where the digits of the most recent spoken number (a
	// word number 1..99 or a short numeral) start in cur, or -1; it is the
	// only thing "hundred"/"thousand" may multiply.
	lastNum := -1
	// hundredAt is where the "00" of a just-read "hundred" starts, or -1,
	// so a following "and Y"/teen/tens can fill it in.
	hundredAt := -1
	end := func() {
		if len(cur) > 0 {
			runs = append(runs, Run{Digits: string(cur), Plus: plus})
		}
		cur, plus, lastNum, hundredAt = nil, false, -1, -1
	}
	// joined reports whether tokens i and i+1 are both present and not
	// separated by punctuation.
	joined := func(i int) bool { return i+1 < len(toks) && !toks[i+1].hardBefore }
	isDigitish := func(t token) bool {
		return spoken.NumberWord(t.text) || spoken.SaysZero(t.text) || t.numeral || t.text == "double" || t.text == "triple"
	}

	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.plusBefore {
			// "+" always starts a fresh, international run.
			end()
			plus = true
		}
		if hesitations[t.text] {
			continue
		}
		hadHundred := hundredAt
		hundredAt = -1
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

		case unit(t.text) != 0:
			lastNum = -1
			if t.text != "zero" {
				lastNum = len(cur)
			}
			cur = append(cur, unit(t.text))

		case spoken.SaysZero(t.text):
			// "oh" opening a run is an interjection when a pause follows
			// it ("oh, it's 415...") or when the next token is a numeral
			// (speech-to-text would have written a spoken zero as "0"
			// inside that numeral). Otherwise it is a zero: UK numbers
			// legitimately start "oh two oh".
			if len(cur) == 0 && !plus {
				if !joined(i) || !isDigitish(toks[i+1]) || toks[i+1].numeral {
					continue
				}
			}
			// Inside a run, an "oh" set off by pauses on both sides is an
			// interjection too ("... one oh oh nine, oh, that's my cell").
			if len(cur) > 0 && t.hardBefore && !joined(i) {
				continue
			}
			lastNum = -1
			cur = append(cur, '0')

		case teen(t.text) != "":
			if hadHundred >= 0 {
				// "four hundred fifteen" = 415.
				copy(cur[hadHundred:], teen(t.text))
				lastNum = -1
				continue
			}
			lastNum = len(cur)
			cur = append(cur, teen(t.text)...)

		case tens(t.text) != 0:
			pos := len(cur)
			if hadHundred >= 0 {
				// "four hundred twenty (one)" fills the hundred's zeros.
				pos = hadHundred
				cur = cur[:hadHundred]
			}
			cur = append(cur, tens(t.text), '0')
			lastNum = pos
			// "twenty one" = 21, but "forty oh five" = 4005 and "twenty
			// zero" = 200: only one..nine complete a tens word.
			if joined(i) && !toks[i+1].plusBefore {
				if d := unit(toks[i+1].text); d != 0 && d != '0' {
					cur[len(cur)-1] = d
					i++
				}
			}
			if hadHundred >= 0 {
				lastNum = -1
			}

		case t.text == "double" || t.text == "triple":
			n := 2
			if t.text == "triple" {
				n = 3
			}
			if i+1 >= len(toks) || toks[i+1].plusBefore {
				end()
				continue
			}
			d, ok := digitOf(toks[i+1])
			if !ok {
				// "double" not followed by a digit is just a word.
				end()
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
				end()
				continue
			}
			hundredAt = len(cur)
			cur = append(cur, '0', '0')
			lastNum = -1

		case t.text == "thousand":
			if lastNum < 0 || len(cur)-lastNum != 1 {
				// Only "X thousand" with a single digit X is read; "twelve
				// thousand" in a phone number is too unusual to trust.
				end()
				continue
			}
			cur = append(cur, '0', '0', '0')
			lastNum = -1

		case t.text == "and" && hadHundred >= 0:
			// "five hundred and five" = 505: the "and" is what makes the
			// following unit fill the zeros instead of being a new digit.
			if i+1 < len(toks) {
				nt := toks[i+1]
				if d := unit(nt.text); d != 0 && d != '0' {
					cur[len(cur)-1] = d
					lastNum = -1
					i++
					continue
				}
				if teen(nt.text) != "" || tens(nt.text) != 0 {
					hundredAt = hadHundred
					continue
				}
			}
			end()

		default:
			end()
		}
		if len(cur) > 4*maxRunDigits {
			// Bound memory on absurd input; bestRun refuses it anyway.
			cur = cur[:4*maxRunDigits]
		}
	}
	end()
	return runs
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
