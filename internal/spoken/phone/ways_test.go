package phone

import (
	"math/rand/v2"
	"os"
	"strings"
	"testing"
)

// A true number and the way it is said. want is the number the caller meant, or "" when the
// words leave it open (a digit corrected that was never said, two numbers with nothing
// choosing) and only a refusal is right.
type way struct {
	words, want string
}

// trueNumber is a North American number as its three parts, drawn so that it is a home
// number on a US line (not one of the code-1 countries abroad, see nanpAbroad).
type trueNumber struct{ area, exch, line string }

func (n trueNumber) e164() string   { return "+1" + n.area + n.exch + n.line }
func (n trueNumber) digits() string { return n.area + n.exch + n.line }

func drawNumber(r *rand.Rand) trueNumber {
	three := func() string {
		return string(rune('2'+r.IntN(8))) + string(rune('0'+r.IntN(10))) + string(rune('0'+r.IntN(10)))
	}
	area := three()
	for nanpAbroad("+1"+area+"5550000", "US") != "" {
		area = three()
	}
	var line strings.Builder
	for range 4 {
		line.WriteByte(byte('0' + r.IntN(10)))
	}
	return trueNumber{area, three(), line.String()}
}

// fromDigits splits ten digits back into parts.
func fromDigits(d string) trueNumber { return trueNumber{d[:3], d[3:6], d[6:]} }

// oneDigitOff returns the number with one digit (at a random place in from..to) changed,
// keeping it a North American number (an area code and exchange never start with 0 or 1).
func oneDigitOff(r *rand.Rand, n trueNumber, from, to int) trueNumber {
	d := []byte(n.digits())
	for {
		p := from + r.IntN(to-from)
		c := byte('0' + r.IntN(10))
		if c == d[p] || (p == 0 || p == 3) && c < '2' {
			continue
		}
		d[p] = c
		return fromDigits(string(d))
	}
}

// sayPart says a part of a number in one of the ways transcripts carry it: numerals, digit
// words, digit words with "zero", digits said one by one with commas.
func sayPart(part string, style int) string {
	switch style {
	case 0:
		return part
	case 1:
		return sayDigits(part, " ")
	case 2:
		return strings.ReplaceAll(sayDigits(part, " "), "oh", "zero")
	default:
		return sayDigits(part, ", ")
	}
}

// sayNumber says a whole number in one style: parts with pauses, hyphens, or run together.
func sayNumber(r *rand.Rand, n trueNumber) string {
	style := r.IntN(4)
	switch r.IntN(4) {
	case 0:
		if style == 0 {
			return n.area + "-" + n.exch + "-" + n.line
		}
	case 1:
		if style == 0 {
			return n.digits()
		}
	}
	return sayPart(n.area, style) + ", " + sayPart(n.exch, style) + ", " + sayPart(n.line, style)
}

func pick(r *rand.Rand, xs ...string) string { return xs[r.IntN(len(xs))] }

// wayFamilies are the speaking habits: each builds one utterance about a true number.
var wayFamilies = []struct {
	name string
	say  func(r *rand.Rand, n trueNumber) way
}{
	{"digit corrected by its value", func(r *rand.Rand, n trueNumber) way {
		// "..., no, the seven is a nine": which seven? A digit named by its value that was
		// never said corrects nothing that can be found; one said once or more is still a
		// guess at the caller's meaning (the reader does not count places by value).
		d := n.digits()
		from := byte('0' + r.IntN(10))
		to := byte('0' + (int(from-'0')+1+r.IntN(9))%10)
		fix := pick(r, "the %s is a %s", "the %s's a %s", "the %s should be a %s", "that %s is meant to be a %s",
			"where I said %s, it's %s", "the %s is actually a %s", "I said %s, it should be %s")
		fix = strings.Replace(fix, "%s", digitNames[from-'0'], 1)
		fix = strings.Replace(fix, "%s", pick(r, digitNames[to-'0'], string(to)), 1)
		words := sayNumber(r, n) + ", " + pick(r, "no, ", "sorry, ", "wait, ", "oh, ", "") + fix
		want := ""
		if p := strings.IndexByte(d, from); strings.Count(d, string(from)) == 1 && !((p == 0 || p == 3) && to < '2') {
			// Said once: the caller meant that digit changed. Reading it or refusing are both
			// no harm; reading any third number is.
			want = "+1" + d[:p] + string(to) + d[p+1:]
		}
		return way{words, want}
	}},
	{"the end named", func(r *rand.Rand, n trueNumber) way {
		end := pick(r, "the end is", "ends in", "it ends in", "and the end is", "the end of it is", "ending in", "the ending is")
		switch r.IntN(5) {
		case 0:
			// Nothing after it: the number as said.
			return way{sayNumber(r, n) + ", " + end + pick(r, "", "...", ", um", ", uh, what was it"), n.e164()}
		case 1:
			// Its last digit or digits, agreeing.
			k := 1 + r.IntN(4)
			return way{sayNumber(r, n) + ", " + end + " " + sayPart(n.line[4-k:], r.IntN(3)), n.e164()}
		case 2:
			// A single digit named as the end, differing: which number? Refuse.
			last := byte('0' + (int(n.line[3]-'0')+1+r.IntN(9))%10)
			return way{sayNumber(r, n) + ", " + pick(r, "", "no, ", "sorry, ") + end + " " + sayPart(string(last), r.IntN(3)), ""}
		case 3:
			// The last digit said only as the end.
			return way{sayPart(n.area, 1) + ", " + sayPart(n.exch, 1) + ", " + sayPart(n.line[:3], 1) + ", " + end + " " + sayPart(n.line[3:], r.IntN(3)), n.e164()}
		default:
			// Said before the number's last part.
			return way{sayPart(n.area, r.IntN(3)) + " " + sayPart(n.exch, r.IntN(3)) + ", " + end + " " + sayPart(n.line, r.IntN(3)), n.e164()}
		}
	}},
	{"repair naming only what was ruled out", func(r *rand.Rand, n trueNumber) way {
		o := oneDigitOff(r, n, 6, 10)
		switch r.IntN(4) {
		case 0:
			return way{sayNumber(r, n) + ", not " + o.line + ", " + pick(r, "no, ", "") + o.line + " is wrong", n.e164()}
		case 1:
			return way{sayNumber(r, n) + ", " + pick(r, "no, ", "") + "not " + sayPart(o.line, r.IntN(3)) + ", not " + sayPart(oneDigitOff(r, n, 6, 10).line, r.IntN(3)), n.e164()}
		case 2:
			// The only number said is ruled out: nothing is left to read.
			return way{sayNumber(r, o) + ", " + pick(r, "no, not ", "no, it's not ", "not ") + sayPart(o.line, r.IntN(3)), ""}
		default:
			return way{sayNumber(r, n) + ", is it " + o.line + "? no, not " + o.line, n.e164()}
		}
	}},
	{"two whole numbers with only a pause", func(r *rand.Rand, n trueNumber) way {
		o := oneDigitOff(r, n, 0, 10)
		sep := pick(r, ", ", ". ", "... ", ", and ", " ")
		if r.IntN(2) == 0 {
			n, o = o, n
		}
		return way{sayNumber(r, n) + sep + sayNumber(r, o), ""}
	}},
	{"oh as a filler", func(r *rand.Rand, n trueNumber) way {
		rest := pick(r, "oh and I moved last year", "oh and that's my cell", "oh and it's the best one to reach me",
			"oh and the policy is in my name", "oh, and I'm calling about the car", "oh and um, yeah", "oh and that's it")
		switch r.IntN(3) {
		case 0:
			return way{sayNumber(r, n) + ", " + rest, n.e164()}
		case 1:
			return way{sayNumber(r, n) + " " + rest, n.e164()}
		default:
			return way{rest + ", my number is " + sayNumber(r, n), n.e164()}
		}
	}},
	{"a restart", func(r *rand.Rand, n trueNumber) way {
		o := oneDigitOff(r, n, 0, 10)
		restart := pick(r, "let me start again", "let me start over", "sorry, from the top", "I'll start again",
			"no, let me say that again", "scratch that")
		switch r.IntN(3) {
		case 0:
			return way{sayPart(n.area, 1) + ", " + sayPart(n.exch[:2], 1) + "... " + restart + ", " + sayNumber(r, n), n.e164()}
		case 1:
			return way{sayNumber(r, o) + ", " + restart + ", " + sayNumber(r, n), n.e164()}
		default:
			return way{sayPart(n.area, 0) + "... " + restart + ". " + sayNumber(r, n), n.e164()}
		}
	}},
	{"the number read twice, one digit different", func(r *rand.Rand, n trueNumber) way {
		o := oneDigitOff(r, n, 0, 10)
		again := pick(r, "that's ", "so that's ", "I'll say it again, ", "again, ", "once more, ", "yes, ", "so ")
		if r.IntN(2) == 0 {
			n, o = o, n
		}
		return way{sayNumber(r, n) + ". " + again + sayNumber(r, o), ""}
	}},
	{"someone else's number, then mine", func(r *rand.Rand, n trueNumber) way {
		o := oneDigitOff(r, n, 3, 10)
		who := pick(r, "wife's", "husband's", "son's", "daughter's", "mom's", "partner's")
		mine := pick(r, "mine is", "mine's", "and mine is", "my own is", "but mine is")
		switch r.IntN(3) {
		case 0:
			return way{"my " + who + " number is " + sayNumber(r, o) + ", " + mine + " " + sayNumber(r, n), n.e164()}
		case 1:
			return way{sayNumber(r, o) + " is my " + who + ". " + mine + " " + sayNumber(r, n), n.e164()}
		default:
			return way{strings.TrimPrefix(mine, "and ") + " " + sayNumber(r, n) + ", my " + who + " is " + sayNumber(r, o), n.e164()}
		}
	}},
	{"a part corrected with a marker", func(r *rand.Rand, n trueNumber) way {
		o := oneDigitOff(r, n, 6, 10)
		marker := pick(r, "no, ", "sorry, ", "no wait, ", "I mean ", "actually, ")
		switch r.IntN(3) {
		case 0:
			return way{sayNumber(r, fromDigits(n.area+n.exch+o.line)) + ", " + marker + sayPart(n.line, r.IntN(3)), n.e164()}
		case 1:
			return way{sayNumber(r, o) + ", " + marker + sayNumber(r, n), n.e164()}
		default:
			ob := oneDigitOff(r, n, 3, 6)
			return way{sayPart(n.area, 0) + ", " + sayPart(ob.exch, 0) + ", " + marker + sayPart(n.exch, 0) + ", " + sayPart(n.line, 0), n.e164()}
		}
	}},
	{"a doubt left open", func(r *rand.Rand, n trueNumber) way {
		// "..., or maybe 0184": the caller is unsure, and nothing settles it.
		o := oneDigitOff(r, n, 6, 10)
		doubt := pick(r, "or maybe ", "or is it ", "or ", "might be ", "could be ")
		switch r.IntN(2) {
		case 0:
			return way{sayNumber(r, n) + ", " + doubt + sayPart(o.line, r.IntN(3)), ""}
		default:
			return way{sayNumber(r, n) + ", " + doubt + sayNumber(r, o) + ", I'm not sure", ""}
		}
	}},
	{"another kind of number beside it", func(r *rand.Rand, n trueNumber) way {
		// A policy or claim number as long as a phone number, before or after it.
		o := oneDigitOff(r, n, 0, 10)
		kind := pick(r, "my policy number is ", "the claim number is ", "policy ", "my member ID is ", "the claim's ")
		switch r.IntN(2) {
		case 0:
			return way{sayNumber(r, n) + ", and " + kind + sayNumber(r, o), n.e164()}
		default:
			return way{kind + sayNumber(r, o) + ", and my phone is " + sayNumber(r, n), n.e164()}
		}
	}},
	{"a digit put right by 'one' or against another", func(r *rand.Rand, n trueNumber) way {
		// "..., the last one's a 9", "..., it's an 8, not a 3": a digit said after the number
		// as what it should be, with no digit place this reader counts.
		d := byte('0' + r.IntN(10))
		e := byte('0' + (int(d-'0')+1+r.IntN(9))%10)
		digit := func(c byte) string { return pick(r, string(c), digitNames[c-'0']) }
		switch r.IntN(3) {
		case 0:
			if d == n.line[3] {
				return way{sayNumber(r, n) + ", the last one's a " + digit(d), n.e164()}
			}
			return way{sayNumber(r, n) + ", " + pick(r, "and ", "oh and ", "no, ", "") + pick(r, "the last one's a ", "the last one is ", "the last number is ", "the final one is ") + digit(d), ""}
		case 1:
			return way{sayNumber(r, n) + ", " + pick(r, "the first one is a ", "the first number's ") + digit(d), ""}
		default:
			return way{sayNumber(r, n) + ", " + pick(r, "", "sorry, ", "oh and ", "it's an ", "it's a ") + digit(d) + pick(r, ", not ", " not ", ", not a ") + digit(e), ""}
		}
	}},
	{"the end said first", func(r *rand.Rand, n trueNumber) way {
		// "it ends in three, 212 555 014": the end, then the rest from the start.
		k := 1 + r.IntN(4)
		d := n.digits()
		end := pick(r, "it ends in ", "the end is ", "ending in ", "the last bit is ")
		return way{end + sayPart(d[10-k:], r.IntN(3)) + ", " + pick(r, "", "then ", "the rest is ") + sayPart(d[:10-k], r.IntN(3)), n.e164()}
	}},
	{"a part restarted, then a digit restated after an aside", func(r *rand.Rand, n trueNumber) way {
		// "925... I'm looking at it... 925, 604, 3, sorry the screen dimmed, 3812": a part said
		// again after a stop, then the line begun, an aside, and the line said from its start.
		aside := pick(r, "sorry the screen dimmed", "sorry", "hang on", "wait", "sorry, I lost my place",
			"one second", "sorry, the dog")
		pause := pick(r, "... ", "... I'm looking at it... ", "... hold on... ", ", uh, ")
		k := 1 + r.IntN(3)
		line := sayPart(n.line[:k], 1) + ", " + aside + ", " + sayPart(n.line, r.IntN(3))
		if r.IntN(2) == 0 {
			return way{sayPart(n.area, 1) + pause + sayPart(n.area, 1) + ", " + sayPart(n.exch, 1) + ", " + line, n.e164()}
		}
		return way{sayPart(n.area, 1) + ", " + sayPart(n.exch, 1) + pause + sayPart(n.exch, 1) + ", " + line, n.e164()}
	}},
	{"a moment asked for inside the number", func(r *rand.Rand, n trueNumber) way {
		// "212 555 014, one second, 0148": time asked for is no digit.
		moment := pick(r, "one second", "one sec", "give me one second", "one moment", "hold on one minute",
			"two seconds", "just one sec")
		d := n.digits()
		cut := 3 + r.IntN(7)
		switch r.IntN(3) {
		case 0:
			// The rest goes on after it.
			return way{sayPart(d[:cut], r.IntN(4)) + ", " + moment + ", " + sayPart(d[cut:], r.IntN(4)), n.e164()}
		case 1:
			// The line begun, then said whole after it.
			k := 1 + r.IntN(3)
			return way{sayPart(n.area, 1) + ", " + sayPart(n.exch, 1) + ", " +
				sayPart(n.line[:k], r.IntN(3)) + ", " + moment + ", " + sayPart(n.line, r.IntN(3)), n.e164()}
		default:
			// Before the number.
			return way{moment + ", " + sayNumber(r, n), n.e164()}
		}
	}},
	{"another kind of number named, then a clause about it", func(r *rand.Rand, n trueNumber) way {
		// "the policy number my agent gave me is ...": a policy or claim number as long as a
		// phone number, its name and digits set apart by a clause about where it came from.
		o := oneDigitOff(r, n, 0, 10)
		kind := pick(r, "the policy number", "my claim number", "the reference number", "the member ID", "my account number")
		clause := pick(r, " my agent gave me is ", ", the one I wrote down, is ", " the adjuster gave me was ", " the lady gave me is ",
			" they gave me was ", " his office sent is ", ", the one on the letter, is ")
		switch r.IntN(3) {
		case 0:
			return way{kind + clause + sayNumber(r, o), ""}
		case 1:
			return way{kind + clause + sayNumber(r, o) + ", and my phone is " + sayNumber(r, n), n.e164()}
		default:
			return way{kind + clause + pick(r, "4471", "88412", "CL-2291") + ", but you want the phone number, that's " + sayNumber(r, n), n.e164()}
		}
	}},
	{"someone else's phone offered", func(r *rand.Rand, n trueNumber) way {
		// "I don't have a phone myself, you can use my daughter's, it's ...": only someone
		// else's number is given, and nothing of the caller's own.
		who := pick(r, "daughter's", "son's", "husband's", "wife's", "mom's", "neighbor's", "grandson's")
		offer := pick(r, "you can use my %s", "use my %s", "try my %s", "just call my %s", "I'm on my %s",
			"I don't have a phone myself, you can use my %s", "best to use my %s")
		offer = strings.Replace(offer, "%s", who, 1)
		then := pick(r, ", it's ", ", that's ", ", the number is ", ", he always picks up, ", ", she has it on her, ", ", so ", ", ")
		return way{offer + then + sayNumber(r, n), ""}
	}},
	{"mine, named as the policy's, then someone else's", func(r *rand.Rand, n trueNumber) way {
		// "mine's ... and that's the one on the policy, his is ...": the later number is the
		// other person's, given beside the caller's own.
		o := oneDigitOff(r, n, 3, 10)
		mine := pick(r, "mine's ", "my number is ", "mine is ", "well mine's ")
		named := pick(r, " and that's the one on the policy, ", ", that's the one on the account, ", ", it's the one on file, ",
			", the one on the policy, ", ", which is the one on the policy, ")
		his := pick(r, "his is ", "hers is ", "my wife's is ", "my husband's is ", "his number is ", "my husband's ")
		return way{mine + sayNumber(r, n) + named + his + sayNumber(r, o), n.e164()}
	}},
	{"a transcriber's note beside the number", func(r *rand.Rand, n trueNumber) way {
		// "412 [inaudible] 555 0130", "my wife's [inaudible] ...": words lost where an owner or a
		// correction may have been.
		note := pick(r, "[inaudible]", "[crosstalk]", "(unintelligible)", "[static]", "*cough*", "[garbled]")
		o := oneDigitOff(r, n, 0, 10)
		switch r.IntN(4) {
		case 0:
			// Inside the number, or after it, hiding what was said of it.
			d := o.digits()
			cut := 3 + r.IntN(7)
			// Its digits are all there: reading them or refusing are both no harm.
			return way{sayPart(d[:cut], r.IntN(4)) + " " + note + " " + sayPart(d[cut:], r.IntN(4)), o.e164()}
		case 1:
			after := pick(r, " that's my husband's", " no, "+sayPart(n.line, 1), " or "+sayPart(n.line, 0), "")
			if after == "" && note == "*cough*" {
				// A sound after the number drowns none of its digits.
				return way{sayNumber(r, o) + " " + note, o.e164()}
			}
			return way{sayNumber(r, o) + " " + note + after, ""}
		case 2:
			return way{"my " + pick(r, "wife's", "son's", "mom's") + " " + note + " " + sayNumber(r, o), ""}
		default:
			// Said whole after the note.
			return way{sayPart(o.area, 1) + "... " + note + " ... " + pick(r, "I said ", "sorry, ", "") + sayNumber(r, n), n.e164()}
		}
	}},
	{"a hundred or thousand taken back", func(r *rand.Rand, n trueNumber) way {
		// "770, four hundred... no, not hundred. Four oh eight. ...": the zeros of a word taken
		// back never stay in the number; the part said after it is read in its place.
		parts := []string{n.area, n.exch, n.line}
		at := r.IntN(3)
		fill := " hundred"
		if at == 2 {
			fill = pick(r, " hundred", " thousand")
		}
		back := pick(r, "... no, not"+fill+". ", ", not"+fill+", ", ", no wait, not"+fill+", ", "... not"+fill+"... ")
		var b strings.Builder
		for i, p := range parts {
			if i > 0 {
				b.WriteString(", ")
			}
			if i != at {
				b.WriteString(sayPart(p, r.IntN(3)))
				continue
			}
			b.WriteString(digitNames[p[0]-'0'] + fill + back)
			if r.IntN(3) == 0 {
				// Nothing said in its place: the number is short, or another.
				continue
			}
			b.WriteString(sayPart(p, 1+r.IntN(2)))
		}
		w := strings.ReplaceAll(b.String(), ", , ", ", ")
		if strings.Contains(w, fill+back+",") || strings.HasSuffix(w, fill+back) {
			return way{w, ""}
		}
		return way{w, n.e164()}
	}},
	{"someone in the room", func(r *rand.Rand, n trueNumber) way {
		// "... [woman in background: Dad, that's the old house number] Well, it's the one I've
		// got.": another person's words in a note are never the caller's digits, and words of
		// theirs that dispute the number leave it unsettled.
		who := pick(r, "wife", "woman in background", "man in background", "daughter", "son in the background", "husband says")
		o := oneDigitOff(r, n, 0, 10)
		switch r.IntN(4) {
		case 0:
			dispute := pick(r, "Dad, that's the old house number", "no, that's wrong", "that's not it anymore", "it changed",
				"that's Grandma's", "not that one, Mom", "that's the wrong one")
			then := pick(r, " Well, it's the one I've got.", " oh, right, it's "+sayNumber(r, o), " no it isn't", "")
			return way{sayNumber(r, n) + " [" + who + ": " + dispute + "]" + then, ""}
		case 1:
			// Their digits after the number: it is put in doubt, not corrected.
			return way{sayNumber(r, n) + " [" + who + ": " + sayPart(o.line, 1) + "]", ""}
		case 2:
			// Their digits inside it: the caller's digits are the number's.
			d := n.digits()
			cut := 3 + r.IntN(7)
			return way{sayPart(d[:cut], r.IntN(3)) + " [" + who + ": " + sayPart(o.line[:2], 1) + "] " + sayPart(d[cut:], r.IntN(3)), n.e164()}
		default:
			words := pick(r, "yes, that's right", "go ahead, Mom", "you're doing great", "take your time")
			if r.IntN(2) == 0 {
				return way{"[" + who + ": " + words + "] " + sayNumber(r, n), n.e164()}
			}
			return way{sayNumber(r, n) + " [" + who + ": " + words + "]", n.e164()}
		}
	}},
	{"one kind named as the policy's, another given", func(r *rand.Rand, n trueNumber) way {
		// "We've got the landline, that's the one on everything, and the cell. ... Cell is ...":
		// the number given is not the one the policy holds.
		kinds := []string{"landline", "cell", "work phone", "home phone"}
		a, b := r.IntN(4), r.IntN(4)
		on := pick(r, "the policy", "everything", "the account", "file", "all the paperwork")
		stated := pick(r, "We've got the %s, that's the one on "+on+", and the other one. ", "the %s's the one on "+on+", ",
			"the %s is the one on "+on+". ", "the %s, that's the one on "+on+", ", "the %s, which is the one on "+on+", ")
		stated = strings.Replace(stated, "%s", kinds[a], 1)
		given := pick(r, "my %s is ", "the %s is ", "%s is ", "my %s's ")
		given = strings.Replace(given, "%s", kinds[b], 1)
		want := ""
		if same := []string{"home", "cell", "work", "home"}; same[a] == same[b] {
			want = n.e164()
		}
		return way{stated + given + sayNumber(r, n), want}
	}},
	{"a digit stammered", func(r *rand.Rand, n trueNumber) way {
		// "its eight- eight- eight- eight oh three, ...", "two oh- two oh seven": a digit or the
		// start of a part cut off and said again. The stammered tries are no digits.
		parts := []string{n.area, n.exch, n.line}
		at := r.IntN(3)
		said := make([]string, 3)
		for i, p := range parts {
			said[i] = sayPart(p, 1)
			if i != at {
				continue
			}
			cut := 1 + r.IntN(len(p)-1)
			try := sayDigits(p[:cut], " ") + "- "
			if cut == 1 {
				try = strings.Repeat(try, 1+r.IntN(3))
			}
			said[i] = try + said[i]
		}
		return way{pick(r, "", "it's ", "its, ") + strings.Join(said, pick(r, ", ", ". ", " ")), n.e164()}
	}},
	{"a part quoted and put right", func(r *rand.Rand, n trueNumber) way {
		// "..., wait, did I say 590? it's 591", "sorry, not 590, 591": a part said again to
		// name it, and what it should be. Only the part quoted changes.
		p := r.IntN(3)
		from, to := []int{0, 3, 6}[p], []int{3, 6, 10}[p]
		o := oneDigitOff(r, n, from, to)
		said, meant := []string{o.area, o.exch, o.line}[p], []string{n.area, n.exch, n.line}[p]
		style := r.IntN(3)
		quote := pick(r, "wait, did I say %s? ", "did I say %s? ", "I said %s, ", "sorry, not %s, ", "no, not %s, ", "where I put %s, ")
		quote = strings.Replace(quote, "%s", sayPart(said, style), 1)
		answer := pick(r, "it's ", "it should be ", "I meant ", "", "no, ", "make that ")
		words := sayNumber(r, o) + ". " + quote + answer + sayPart(meant, style) + "."
		if r.IntN(4) == 0 {
			// Made sure of, not put right.
			words = sayNumber(r, n) + ". " + strings.Replace(pick(r, "did I say %s? ", "wait, did I say %s? "), "%s", sayPart(meant, style), 1) +
				pick(r, "yes, ", "yeah ", "") + sayPart(meant, style) + "."
		}
		return way{words, n.e164()}
	}},
	{"a business's, a desk's or another kind's number", func(r *rand.Rand, n trueNumber) way {
		// "my agent's, Bob Jensen, ...", "front desk is ...", "I've got the policy number
		// right here, ...": the digits are not the caller's phone. With the caller's own
		// named after them, that one is read.
		lead := pick(r, "the number on the policy is my agent's, Bob Jensen, ", "it's my landlord's, Mike, ",
			"use the insurance agent's, Linda at State Farm, ", "the number is my doctor's, Dr. Patel, ",
			"front desk is ", "the main desk is ", "reception is ", "we're at the Days Inn, the front desk is ",
			"I've got the policy number right here, ", "my claim number handy, ", "I have the account number right in front of me, ")
		if r.IntN(3) == 0 {
			o := oneDigitOff(r, n, 3, 10)
			return way{lead + sayNumber(r, o) + pick(r, ". my own number is ", ", and my cell is ", ". mine is ") + sayNumber(r, n), n.e164()}
		}
		return way{lead + sayNumber(r, n) + pick(r, "", ".", ", that's where we're staying", ", he set it all up"), ""}
	}},
	{"a tens word with a numeral after it", func(r *rand.Rand, n trueNumber) way {
		// "814, 7 forty 3, 88 12": a transcriber writes a tens word and the digit after it
		// side by side. As one number (43) or apart (40 3): the reading that makes a whole
		// number is the one the caller said; one that makes another number never is.
		tensWord := []string{"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}
		d := n.digits()
		for range 50 {
			p := 3 + r.IntN(6)
			a, b := d[p], d[p+1]
			if a >= '2' && b >= '1' {
				// Said as one: "forty 3" for 43.
				return way{d[:3] + ", " + d[3:p] + " " + tensWord[a-'0'] + " " + string(b) + " " + d[p+2:], n.e164()}
			}
			if a >= '2' && b == '0' && p+2 < 10 && d[p+2] >= '1' {
				// Said apart: "forty 3" for 403.
				return way{d[:3] + ", " + d[3:p] + " " + tensWord[a-'0'] + " " + string(d[p+2]) + " " + d[p+3:], n.e164()}
			}
		}
		return way{sayNumber(r, n), n.e164()}
	}},
	{"calling for someone, the caller's number on the policy", func(r *rand.Rand, n trueNumber) way {
		// "I'm calling for my mom, but it's my number on the policy, ...": the caller's own
		// number, stated as the one the policy carries, is read; the other person's is not.
		lead := pick(r, "I'm calling for my mom, ", "I'm calling for my dad, ", "it's my wife's policy, ", "it's under my husband, ")
		stated := pick(r, "but it's my number on the policy, ", "but the policy has my number, ", "my number is on the policy, ",
			"but my number's the one on the policy, ", "the policy has my cell, ")
		if r.IntN(2) == 0 {
			o := oneDigitOff(r, n, 3, 10)
			return way{lead + stated + pick(r, "hers is ", "his is ", "theirs is ", "but hers is ", "her number is ") + sayNumber(r, o), ""}
		}
		return way{lead + stated + pick(r, "", "it's ") + sayNumber(r, n), n.e164()}
	}},
	{"a run counted after the number", func(r *rand.Rand, n trueNumber) way {
		// "..., seven seven oh one. Two sevens.": a count of one digit said last. Of a run the
		// number has, it describes the number (or confirms its end); of no run it has, it says
		// something else than the digits did, and only a refusal is right.
		plural := []string{"zeros", "ones", "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines"}
		d := byte('0' + r.IntN(10))
		if r.IntN(2) == 0 {
			d = n.line[r.IntN(4)] // a digit the last part has, so its runs are drawn often
		}
		k := 2 + r.IntN(2)
		run := strings.Repeat(string(d), k)
		words := sayNumber(r, n) + ". " + pick(r, "", "that's ") + []string{"", "", "two", "three"}[k] + " " + plural[d-'0'] + "."
		if hasRun(n.digits(), run) || strings.HasSuffix(n.line, run) {
			// Read or refused: both are no harm.
			return way{words, n.e164()}
		}
		return way{words, ""}
	}},
	{"a digit put right, then the end said again", func(r *rand.Rand, n trueNumber) way {
		// "..., four four six... nine. No, eight. Four four six eight.": the last digit (or
		// two) said wrong, put right alone, then the end said again with it.
		k := 1 + r.IntN(2)
		o := oneDigitOff(r, n, 10-k, 10)
		var said string
		if r.IntN(2) == 0 {
			// The last digit said after a pause of its own, as a caller who hesitates on it.
			said = sayPart(o.area, 1) + ", " + sayPart(o.exch, 1) + ", " + sayPart(o.line[:3], 1) + "... " + sayPart(o.line[3:], 1)
		} else {
			said = sayNumber(r, o)
		}
		fix := pick(r, ". No, ", ", no, ", "... sorry, ", ", no wait, ", ". Sorry, ") + sayPart(n.line[4-k:], r.IntN(3))
		style := r.IntN(2)
		end := sayPart(n.line, style)
		if r.IntN(3) == 0 {
			end = sayPart(n.exch, style) + " " + end
		}
		return way{said + fix + pick(r, ". ", "... ", ", ", ". that's ") + end + ".", n.e164()}
	}},
	{"two owners in doubt", func(r *rand.Rand, n trueNumber) way {
		// "it's his or mine", "I think we put his on it. Or mine.": whose number the policy
		// has is open, and nothing after it settles it.
		a := pick(r, "his", "hers", "mine", "my husband's", "my wife's", "my son's", "my mom's")
		b := pick(r, "mine", "my husband's", "my wife's", "his", "hers", "my daughter's")
		if a == b {
			b = "theirs"
		}
		o := oneDigitOff(r, n, 3, 10)
		switch r.IntN(4) {
		case 0:
			return way{"it's " + a + " or " + b + ", " + sayNumber(r, n), ""}
		case 1:
			return way{sayNumber(r, n) + ", that's " + a + " or " + b, ""}
		case 2:
			return way{"my husband's is " + sayNumber(r, o) + " and mine's " + sayPart(n.area, 0) + "... actually I think we put " +
				a + " on it. Or " + b + ". " + sayNumber(r, n) + ".", ""}
		default:
			return way{"the policy has " + a + " or " + b + pick(r, ", ", ", I think, ", ". ") + sayNumber(r, n), ""}
		}
	}},
}

// TestNeverAnotherNumberWays builds utterances from a true number and a family of speaking
// habits (wayFamilies), with a fixed seed, and checks Parse reads the number meant or refuses:
// never another number, and never a number where the words leave it open. The dev corpus has
// no serious error left to learn from, so the ways a number can be misread are generated
// rather than collected; each family that read another number was fixed as a class, with its
// table rows in wclasses_test.go. WAYS_ALL=1 prints every wrong reading, not the first five.
func TestNeverAnotherNumberWays(t *testing.T) {
	checkWays(t, wayFamilies, 11)
	checkWays(t, lineWayFamilies, 12)
}

// checkWays runs each family of fams on 1000 true numbers, the nth family from the seed (seed, n).
func checkWays(t *testing.T, fams []wayFamily, seed uint64) {
	const perFamily = 1000
	for fi, fam := range fams {
		t.Run(fam.name, func(t *testing.T) {
			r := rand.New(rand.NewPCG(seed, uint64(fi)))
			wrong, refused, read := 0, 0, 0
			for range perFamily {
				w := fam.say(r, drawNumber(r))
				got, err := Parse(w.words, "US")
				switch {
				case err != nil:
					refused++
				case got.E164 == w.want:
					read++
				default:
					wrong++
					if wrong <= 5 || os.Getenv("WAYS_ALL") != "" {
						want := w.want
						if want == "" {
							want = "a refusal"
						}
						t.Errorf("Parse(%q) = %s; want %s", w.words, got.E164, want)
					}
				}
			}
			t.Logf("%s: read %d, refused %d, wrong %d of %d", fam.name, read, refused, wrong, perFamily)
			if wrong > 0 {
				t.Errorf("%d of %d read as another number", wrong, perFamily)
			}
		})
	}
}
