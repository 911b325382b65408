package dob

import "strings"

// A caller asked for a date of birth often offers another number instead or as well: "my
// policy number is 4 3 72", "zip code's 30312", "the claim number ends in 1944". Read out
// the same way, such digits look like a date, and reading them verifies whoever happens to
// have that birthday. Digits the caller labels as another kind of number are therefore
// never read as a date; and once such a label is heard, a date is read only when the caller
// frames one as the birth date ("born", "birthday", "date of birth", "DOB"), said apart from
// the labelled digits. Without that frame which digits are the date would be a guess.

// otherKinds are the words that name a number which is not a birth date.
var otherKinds = map[string]bool{
	"policy": true, "claim": true, "account": true, "member": true, "membership": true,
	"zip": true, "postal": true, "reference": true, "ref": true, "phone": true, "telephone": true,
	"cell": true, "mobile": true, "licence": true, "license": true, "confirmation": true, "group": true,
	"security": true,
}

// otherKindAlone are kinds that are a number by themselves ("my zip is ..."). A caller asked
// to verify who they are offers the last four of their social security number or a PIN as
// readily as a birth date ("the last four of my social are 3 7 6 6"): four digits that read
// as a month, a day and a year when said in words.
var otherKindAlone = map[string]bool{"zip": true, "zipcode": true, "postcode": true, "social": true, "ssn": true, "pin": true}

// otherNouns follow a kind to make it a number's name: "policy number", "member ID", "zip
// code". A transcriber's "number's" is "numbers" once its apostrophe is dropped. "No" is
// left out: "just in case, no, ..." is a correction, not a case number.
var otherNouns = map[string]bool{"number": true, "numbers": true, "id": true, "code": true, "codes": true}

// otherLinks may stand between a label and its digits: "policy number is", "claim number
// ends in", "my zip, it's", "member ID would be".
var otherLinks = map[string]bool{
	"is": true, "s": true, "was": true, "its": true, "it": true, "would": true, "be": true,
	"ends": true, "ending": true, "end": true, "starts": true, "starting": true, "begins": true,
	"in": true, "with": true, "on": true, "of": true, "number": true, "thats": true, "that": true,
	"are": true, "were": true,
}

// birthFrames are the words that say a date is the caller's date of birth.
var birthFrames = map[string]bool{
	"born": true, "birth": true, "birthday": true, "birthdays": true, "birthdate": true,
	"dob": true, "bday": true,
}

// otherNumbersOut blanks the digits the caller labels as another kind of number, keeping
// every offset, and reports whether any such label was said. A label before its digits
// takes the run of numbers (and single letters: policy numbers hold some) after it, across
// pauses, up to the first other word: "my policy number is 4 3 72, 5 6" is all one number for
// all we know. A label after them ("4 3 72, that's my member number") takes the run before.
func otherNumbersOut(lower string) (string, bool) {
	if !mayLabelOther(lower) {
		return lower, false // most words hold none: skip the token pass
	}
	toks := tokenize(lower)
	out := []byte(lower)
	blank := func(from, to int) {
		end := len(lower)
		if to < len(toks) {
			end = toks[to].at
		}
		for k := toks[from].at; k < end; k++ {
			if isWordByte(out[k]) || out[k] == '/' || out[k] == '-' {
				out[k] = ' '
			}
		}
		out[toks[from].at] = '|' // the digits end any date read around them
	}
	found := false
	for i := 0; i < len(toks); i++ {
		end, ok := otherLabel(toks, i)
		if !ok {
			continue
		}
		found = true
		// Digits after the label.
		a := end
		for a < len(toks) && otherLinks[toks[a].text] {
			a++
		}
		b := a
		for b < len(toks) && labelledDigit(toks, b) {
			b++
		}
		if b > a {
			blank(a, b)
		}
		// Digits before it: "4 3 72 is my policy number", "..., that's the claim number".
		k := i
		for k > 0 && (toks[k-1].text == "my" || toks[k-1].text == "the" || toks[k-1].text == "our" || toks[k-1].text == "a") {
			k--
		}
		if k < i && k > 0 && (otherLinks[toks[k-1].text] || toks[k-1].text == "thats") {
			for k > 0 && otherLinks[toks[k-1].text] {
				k--
			}
			c := k
			for c > 0 && labelledDigit(toks, c-1) {
				c--
			}
			if c < k {
				blank(c, k)
			}
		}
		i = max(i, b-1)
	}
	return string(out), found
}

// mayLabelOther reports a word that may start a label, without splitting the words: most
// utterances hold none.
func mayLabelOther(lower string) bool {
	for _, k := range [...]string{"policy", "claim", "account", "member", "zip", "postal", "postcode", "ref", "phone", "cell", "mobile", "licen", "confirmation", "case", "group", "social", "ssn", "pin"} {
		if containsWord(lower, k) {
			return true
		}
	}
	return false
}

// containsWord reports k at the start of a word in s.
func containsWord(s, k string) bool {
	for from := 0; ; {
		i := indexFrom(s, k, from)
		if i < 0 {
			return false
		}
		if i == 0 || !isWordByte(s[i-1]) {
			return true
		}
		from = i + 1
	}
}

// indexFrom is strings.Index of k in s from offset from on, as an offset in s.
func indexFrom(s, k string, from int) int {
	if i := strings.Index(s[from:], k); i >= 0 {
		return from + i
	}
	return -1
}

// otherLabel reports a label naming another kind of number at toks[i], and where it ends:
// a kind and its noun ("policy number", "member ID", "zip code", "claim no"), or a kind that
// is a number by itself ("zip", "postcode").
func otherLabel(toks []tok, i int) (end int, ok bool) {
	t := toks[i].text
	if k := strings.TrimSuffix(t, "s"); k != t && (otherKinds[k] || otherKindAlone[k]) && i+1 < len(toks) && labelledDigit(toks, i+1) {
		// "my policy's 4 3 72": the "is" said short, its apostrophe dropped.
		return i + 1, true
	}
	if otherKindAlone[t] {
		if i+1 < len(toks) && otherNouns[toks[i+1].text] {
			return i + 2, true
		}
		return i + 1, true
	}
	if !otherKinds[t] || i+1 >= len(toks) {
		return 0, false
	}
	if otherNouns[toks[i+1].text] {
		return i + 2, true
	}
	// The kind alone, said to be the digits that follow: "my policy is 4 3 72".
	if l := toks[i+1].text; (l == "is" || l == "s" || l == "was" || l == "its") && i+2 < len(toks) && labelledDigit(toks, i+2) {
		return i + 1, true
	}
	return 0, false
}

// labelledDigit reports a token that can be part of a labelled number: a number word or
// numeral, or a single letter ("H O 4 4 7 1").
func labelledDigit(toks []tok, i int) bool {
	if numberish(toks, i) {
		return true
	}
	w := toks[i].text
	return len(w) == 1 && w[0] >= 'a' && w[0] <= 'z' && w != "a" && w != "i"
}

// birthFramed reports a word that frames a date as a date of birth ("born", "birthday",
// "date of birth", "DOB", "d.o.b.").
func birthFramed(lower string) bool {
	toks := tokenize(lower)
	for i, t := range toks {
		if birthFrames[t.text] {
			return true
		}
		if t.text == "d" && i+2 < len(toks) && toks[i+1].text == "o" && toks[i+2].text == "b" {
			return true
		}
	}
	return false
}

// issueLabels are the fields of an ID card or other document that hold a date which is not
// the holder's birth date: when it was issued, when it expires. A caller reading their
// licence aloud ("it says ISS 03/02/2022 DOB 08/14/1966") says the label before each date.
var issueLabels = map[string]bool{
	"iss": true, "issued": true, "exp": true, "expires": true, "expiry": true, "expiration": true,
	"expired": true, "expiring": true, "renewed": true, "valid": true,
}

// issueLinks may stand between an issue label and its date: "issued on", "expiration date",
// "valid until".
var issueLinks = map[string]bool{"on": true, "date": true, "until": true, "till": true, "thru": true, "through": true, "in": true}

// mayBeIssued reports words that may hold an issue label, without splitting them.
func mayBeIssued(lower string) bool {
	return strings.Contains(lower, "iss") || strings.Contains(lower, "exp") || strings.Contains(lower, "renew") || strings.Contains(lower, "valid")
}

// issuedDate reports a date said at offset at right after an issue or expiry label, or after
// one and a linking word ("expiration date", "issued on"). The date is the document's, not
// the caller's birth date, and is set aside; if nothing else is said, no date is read.
func issuedDate(lower string, at int) bool {
	if at <= 0 || at > len(lower) {
		return false
	}
	toks := tokenize(lower[max(0, at-40):at])
	n := len(toks)
	switch {
	case n >= 1 && issueLabels[toks[n-1].text]:
		return true
	case n >= 2 && issueLabels[toks[n-2].text] && issueLinks[toks[n-1].text] && !toks[n-1].pause:
		return true
	}
	return false
}
