package phone

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
)

// ErrTwoNumbers means the words held two different complete numbers and nothing said which
// one is meant. It wraps ErrNoNumber (nothing is looked up); the agent asks which one.
var ErrTwoNumbers = fmt.Errorf("%w: two different numbers and nothing says which", ErrNoNumber)

// ErrUnsure means the caller offered alternatives, doubt or a deferral ("either ... or",
// "I'm not sure", "I'll have to check and call back"). It wraps ErrNoNumber: whatever digits
// were said, none is looked up.
var ErrUnsure = fmt.Errorf("%w: the caller is unsure or will call back", ErrNoNumber)

// hedges are phrases that withdraw whatever number surrounds them. Matched against the
// words joined by single spaces, apostrophes dropped.
var hedges = []string{
	"not sure", "dont know", "do not know", "dont remember", "do not remember", "cant remember",
	"cannot remember", "can not remember", "i forget", "forgot", "no idea", "maybe", "probably",
	"might be", "might have", "call back", "call you back", "have to check", "need to check",
	"let me check", "look it up", "which one", "either", "or maybe", "one of those", "not certain",
	"something", "guessing", "not positive", "not 100", "if i remember", "roughly",
	"or so", "no longer", "not in service", "out of service", "disconnected", "cancelled",
	"canceled", "not mine", "not my number", "wrong number", "someone elses",
	// A caller who withdraws or will not give the number.
	"kidding", "joking", "not giving", "wont give", "not telling", "rather not",
	"not a hundred percent", "not one hundred percent", "dont quote me",
}

// corrections are words that make what follows replace what came before ("no wait",
// "sorry", "actually", "mine is", "the new one").
var corrections = map[string]bool{
	"no": true, "nope": true, "wait": true, "sorry": true, "actually": true, "scratch": true,
	"mean": true, "correction": true, "rather": true, "mine": true, "mines": true,
	"instead": true, "new": true, "updated": true, "changed": true, "oops": true,
}

// Part labels a group can carry from the words before it.
const (
	partNone = iota
	partHead
	partMiddle
	partTail
)

// label reads which part of the number the words before a group announce: "area code",
// "first part" (head), "middle", "last four", "the end", "ending in" (tail). The last such
// word wins: "the middle, area code 267" labels 267 the area code.
func label(words []string) int {
	if postfixAreaCode(words) {
		words = words[2:]
	}
	part := partNone
	for i, w := range words {
		switch w {
		case "area", "first", "starts", "start":
			part = partHead
		case "middle":
			part = partMiddle
		case "last", "end", "ending", "ends", "final":
			part = partTail
		case "code":
			if i > 0 && words[i-1] == "area" {
				part = partHead
			}
		}
	}
	return part
}

// negated reports a group introduced by "not" ("555, not 556", "not the 0114 one"): digits
// the caller is ruling out.
func negated(words []string) bool {
	n := len(words)
	return n >= 1 && words[n-1] == "not" || n >= 2 && words[n-2] == "not"
}

// otherKinds name digit strings that are not a phone number: policy, claim and card numbers,
// references, a date of birth, a zip code.
var otherKinds = map[string]bool{
	"policy": true, "claim": true, "card": true, "account": true, "reference": true, "ref": true,
	"member": true, "vin": true, "zip": true, "postcode": true, "ssn": true, "security": true,
	"birth": true, "born": true, "born on": true, "dob": true, "id": true, "license": true, "licence": true,
	"plate": true, "registration": true, "invoice": true, "order": true, "case": true, "pin": true,
}

// bareKinds name another number even with nothing after them ("claim 4471"); the others need
// "number", "ending" or the like ("card ending 4417", not "reading it off the card, 347").
var bareKinds = map[string]bool{"policy": true, "claim": true, "reference": true, "ref": true,
	"zip": true, "postcode": true, "vin": true, "ssn": true, "dob": true, "invoice": true, "case": true}

// otherNumber reports words that end by naming what follows as some other number: "my policy
// number is ...", "claim 4471", "card ending ...". "The one on my policy is ..." is a phone
// number on the policy, so "on"/"in" before the kind keeps the digits.
func otherNumber(words []string) bool {
	n := len(words)
	i := n - 1
	for i >= 0 && i >= n-3 {
		switch words[i] {
		case "is", "s", "number", "no", "num", "ending", "ends", "in", "code", "date":
			i--
			continue
		}
		break
	}
	if i < 0 || !otherKinds[words[i]] || i == n-1 && !bareKinds[words[i]] {
		return false
	}
	if i > 0 && (words[i-1] == "on" || words[i-1] == "in" || words[i-1] == "the" && i > 1 && words[i-2] == "on") {
		return false
	}
	if i > 1 && words[i-1] == "my" && (words[i-2] == "on" || words[i-2] == "in") {
		return false
	}
	return true
}

// corrects reports whether the words between two groups make the second replace the first.
func corrects(words []string) bool {
	for i, w := range words {
		if corrections[w] || w == "hold" && i+1 < len(words) && words[i+1] == "on" {
			return true
		}
	}
	return false
}

// designators name the number that follows as the one on the policy ("my cell's ..., but the
// one on the policy is ..."); rejections say the number before is not it ("..., that's not
// on the policy, ..."). Matched against the words between two groups joined by spaces.
var (
	designators = []string{"the one on the policy", "policy one", "the policys got", "the policy has",
		"the policys is", "the one on file", "the one on the account", "on the policy is"}
	rejections = []string{"not on the policy", "not the one on", "thats not on", "dont use", "do not use",
		"not that one", "thats not it"}
	// owners are whose number a caller may give first before their own ("my son's number is
	// ..., and my number is ...").
	owners = map[string]bool{"son": true, "sons": true, "daughter": true, "daughters": true, "husband": true,
		"husbands": true, "wife": true, "wifes": true, "mom": true, "moms": true, "mum": true, "mums": true,
		"dad": true, "dads": true, "mother": true, "mothers": true, "father": true, "fathers": true,
		"partner": true, "partners": true, "brother": true, "brothers": true, "sister": true, "sisters": true}
	selfRefs = []string{"my number", "my own", "my cell", "my phone", "my mobile", "my home"}
)

// designates reports words between two groups that pick the second group's number over what
// came before: a designator right before it (not one that names the number before it: "...,
// that's the one on the policy, and my cell is ..." picks nothing), a rejection of the
// number before, or the caller's own number after someone else's. The caller's words, never
// a guess, decide which of two numbers is meant.
func designates(words []string, seg []group) bool {
	if len(words) == 0 {
		return false
	}
	s := " " + strings.Join(words, " ") + " "
	s = strings.ReplaceAll(s, " that s ", " thats ")
	s = strings.ReplaceAll(s, " policy s ", " policys ")
	s = strings.ReplaceAll(s, " don t ", " dont ")
	for _, r := range rejections {
		if strings.Contains(s, " "+r+" ") {
			return true
		}
	}
	for _, d := range designators {
		i := strings.Index(s, " "+d+" ")
		if i < 0 {
			continue
		}
		before := strings.Fields(s[:i])
		if len(before) > 0 {
			switch before[len(before)-1] {
			case "thats", "is", "its", "was", "s":
				continue
			}
		}
		if len(before) == 0 && strings.HasPrefix(d, "on ") {
			continue
		}
		return true
	}
	if len(seg) > 0 {
		for _, w := range seg[0].words {
			if !owners[w] {
				continue
			}
			for _, r := range selfRefs {
				if strings.Contains(s, " "+r+" ") {
					return true
				}
			}
		}
	}
	return false
}

// alternative reports an "or" between two numbers that is not "or actually", "or rather".
func alternative(words []string) bool {
	for i, w := range words {
		if w == "or" && !(i+1 < len(words) && corrections[words[i+1]]) {
			return true
		}
	}
	return false
}

// unsure reports a hedge anywhere in the words.
func unsure(words string) bool {
	s := " " + strings.Join(strings.FieldsFunc(strings.ReplaceAll(strings.ToLower(words), "'", ""), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}), " ") + " "
	for _, h := range hedges {
		if strings.Contains(s, " "+h+" ") {
			return true
		}
	}
	return false
}

// maxGroups bounds the groups read from one utterance: a number said one digit at a time,
// corrected twice and repeated, is about forty. It keeps the search over groups small.
const maxGroups = 60

// maxCost bounds the repairs one reading may make (a mis-spoken part said over, a correction
// that does not start like what it replaces). More than that is not a number we should trust.
const maxCost = 3

// maxStates and maxSteps bound the search for readings, so no utterance can make it slow; an
// utterance that needs more is refused (a plainly said number needs a handful).
const (
	maxStates = 48
	maxSteps  = 4000
)

// maxRestart bounds how many digits a caller is taken to abandon when restarting a part.
const maxRestart = 7

// reading is one way of hearing groups: the digits, where each group starts, and how many
// repairs it took. Readings are compared by cost; the cheapest complete ones must agree.
type reading struct {
	digits string
	// starts has bit i set when a group starts at digit offset i; restarts and corrections
	// only cut at a group start.
	starts uint32
	plus   bool
	cost   int
}

// key is the number a reading is, used to tell two readings apart: "1 800 ..." and
// "800 ..." are one number.
type keyFunc func(digits string, plus bool) string

// assemble turns the groups heard into the one number the caller means, or refuses.
//
// Groups are split into segments at correction words. Each segment is read every way a
// caller might have said it (as said; a part said again after a pause dropped; a part that
// was mis-spoken and restarted replaced; labelled parts in order) and only the cheapest
// complete readings count: if they are different numbers, the words are refused. Each later
// segment corrects what came before: a complete number replaces it; a labelled part
// replaces that part; anything else replaces what was said from some group start on, or
// continues it, and again every reading must agree. key returns the E.164 form of a usable
// number for the region, or "".
func assemble(groups []group, key keyFunc) (string, bool, error) {
	if len(groups) > maxGroups {
		return "", false, fmt.Errorf("%w: %d groups of digits is not a phone number", ErrNoNumber, len(groups))
	}
	memo := make(map[string]string, 16)
	k := func(d string, plus bool) string {
		if len(d) < 4 || len(d) > maxRunDigits {
			return ""
		}
		m := d
		if plus {
			m = "+" + d
		}
		v, ok := memo[m]
		if !ok {
			v = key(d, plus)
			memo[m] = v
		}
		return v
	}
	var segments [][]group
	var seg []group
	for i, g := range groups {
		if i > 0 && alternative(g.words) {
			return "", false, ErrUnsure
		}
		if i > 0 && (corrects(g.words) || designates(g.words, seg)) && len(seg) > 0 {
			segments = append(segments, seg)
			seg = nil
		}
		if negated(g.words) || otherNumber(g.words) {
			continue
		}
		seg = append(seg, g)
	}
	if len(seg) > 0 {
		segments = append(segments, seg)
	}
	if len(segments) == 0 {
		return "", false, fmt.Errorf("%w: no digits heard", ErrNoNumber)
	}
	budget := maxSteps
	var cur []reading
	for i, s := range segments {
		rs, err := segmentReadings(s, k, &budget)
		if err != nil {
			return "", false, err
		}
		if best, ok, err := cheapest(rs, k); err != nil {
			return "", false, err
		} else if ok || i == 0 {
			if ok {
				// A complete restatement replaces everything before it.
				rs = []reading{best}
			}
			cur = rs
			continue
		}
		cur = correct(cur, rs, label(s[0].words), pauseOnly(s[0].words))
		if len(cur) > maxStates {
			budget = 0
		}
		if budget <= 0 {
			break
		}
	}
	if budget <= 0 {
		// Too many ways to read the words: they are not a number said plainly enough.
		return "", false, fmt.Errorf("%w: too many ways to read the digits", ErrNoNumber)
	}
	best, ok, err := cheapest(cur, k)
	if err != nil {
		return "", false, err
	}
	if !ok {
		if len(cur) == 0 {
			return "", false, fmt.Errorf("%w: no reading of the digits", ErrNoNumber)
		}
		return cur[0].digits, cur[0].plus, nil
	}
	return best.digits, best.plus, nil
}

// cheapest returns the one complete number among the cheapest complete readings; ok is false
// when no reading is complete, and ErrTwoNumbers when the cheapest disagree.
func cheapest(rs []reading, k keyFunc) (reading, bool, error) {
	var best reading
	bestKey := ""
	found := false
	for _, r := range rs {
		key := k(r.digits, r.plus)
		if key == "" {
			continue
		}
		switch {
		case !found || r.cost < best.cost:
			best, bestKey, found = r, key, true
		case r.cost == best.cost && key != bestKey:
			return reading{}, false, ErrTwoNumbers
		}
	}
	return best, found, nil
}

// segmentReadings reads one segment (no correction inside it) every way it may have been
// said. Two different complete numbers in separate groups of one segment are refused: nothing
// says which one is meant. When no reading is complete, a complete number among other digits
// set off by words ("policy 12345, phone 415 555 1009") is taken if it is the only one.
func segmentReadings(s []group, k keyFunc, budget *int) ([]reading, error) {
	if err := twoNumbers(s, k); err != nil {
		return nil, err
	}
	rs := readings(s, k, budget)
	if ordered, ok := byPart(s); ok {
		// Labels said out of order ("the last four are 9004, before that 555, area code
		// 623") put the parts in order; the order said is then one repair away.
		for i := range rs {
			rs[i].cost++
		}
		rs = append(readings(ordered, k, budget), rs...)
	}
	if _, ok, err := cheapest(rs, k); err != nil || ok {
		return rs, err
	}
	var ws []reading
	for a := range s {
		if a > 0 && len(s[a].words) == 0 {
			continue
		}
		for b := a + 1; b <= len(s); b++ {
			if b < len(s) && len(s[b].words) == 0 || b-a == len(s) {
				continue
			}
			if *budget <= 0 {
				return nil, nil
			}
			for _, r := range readings(s[a:b], k, budget) {
				if k(r.digits, r.plus) != "" {
					ws = append(ws, r)
				}
			}
		}
	}
	if len(ws) > 0 {
		return ws, nil
	}
	return rs, nil
}

// twoNumbers refuses two different complete numbers said in separate groups of one segment
// ("I have two: 480 312 7765 and 602 555 0143"; "... 1009. 415 555 1010"). A number counts
// when it is one group, or groups the caller set off by a stop or words: "978, 446, 446,
// 0351" is a stutter, not a second number 446 446 0351.
func twoNumbers(s []group, k keyFunc) error {
	type win struct {
		a, b int
		key  string
	}
	var wins []win
	for a := range s {
		d := ""
		for b := a + 1; b <= len(s); b++ {
			d += s[b-1].digits
			if len(d) > maxRunDigits {
				break
			}
			if b-a > 1 && (a > 0 && !s[a].stop || b < len(s) && !s[b].stop) {
				continue
			}
			if key := k(d, s[a].plus); key != "" {
				wins = append(wins, win{a, b, key})
			}
		}
	}
	for i, x := range wins {
		for _, y := range wins[i+1:] {
			if (x.b <= y.a || y.b <= x.a) && x.key != y.key {
				return ErrTwoNumbers
			}
		}
	}
	return nil
}

// readings reads groups every way a caller may have said them:
//   - as said (cost 0);
//   - a part said again dropped: a whole group repeated ("773, 773") or a repeated tail of
//     three digits or more ("... 2291, 2291"; "720 3090, so 720 3090") (cost 0);
//   - a restart after a pause: the caller stops and says a part again from a group start,
//     dropping what they had said of it. When what was dropped is the start of what follows
//     ("four four... four four seven"), cost 0; when it was mis-spoken ("five five... five
//     four seven") cost 1. A restart must begin with the digit the dropped part began with.
func readings(s []group, k keyFunc, budget *int) []reading {
	if len(s) == 0 {
		return nil
	}
	// phrase[i] is what the caller says from group i up to their next stop.
	phrase := make([]string, len(s)+1)
	for i := len(s) - 1; i >= 0; i-- {
		phrase[i] = s[i].digits
		if i+1 < len(s) && !s[i+1].stop {
			phrase[i] += phrase[i+1]
		}
	}
	first := s[0].digits
	if len(first) > maxRunDigits {
		first = first[:maxRunDigits+1]
	}
	states := make([][]reading, len(s)+1)
	states[1] = []reading{{digits: first, starts: 1, plus: s[0].plus}}
	add := func(i int, r reading) {
		if r.cost > maxCost || len(r.digits) > maxRunDigits || *budget <= 0 {
			return
		}
		*budget--
		if len(states[i]) >= maxStates {
			*budget = 0
			return
		}
		for j, o := range states[i] {
			if o.digits == r.digits && o.starts == r.starts {
				if r.cost < o.cost {
					states[i][j] = r
				}
				return
			}
		}
		states[i] = append(states[i], r)
	}
	for i := 1; i < len(s); i++ {
		if *budget <= 0 {
			return nil
		}
		g := s[i]
		for _, st := range states[i] {
			n := len(st.digits)
			// As said.
			add(i+1, reading{digits: st.digits + g.digits, starts: st.starts | bit(n), plus: st.plus, cost: st.cost})
			// A part said again: the following groups repeat what was just said.
			// Digits said one at a time repeat a part said whole, or a tail after words
			// ("..., yes, 0, 1, 0, 1"): "5. 5. 5." is three fives, not one said three times.
			last := lastStart(st.starts, n)
			w, multi := "", false
			for j := i; j < len(s); j++ {
				w += s[j].digits
				multi = multi || len(s[j].digits) > 1
				if len(w) > n {
					break
				}
				switch {
				case w == st.digits[last:] && len(w) >= 2:
					// The last part said again, in any grouping: "503... uh, 5. 0. 3."
				case !multi && (len(w) < 4 || len(g.words) == 0):
					continue
				case len(w) < 3 || !strings.HasSuffix(st.digits, w):
					continue
				}
				add(j+1, st)
			}
			// A restart after a pause.
			if !g.stop && (len(g.digits) < 2 || n-last < 2) {
				continue
			}
			for m := 1; m <= min(n, maxRestart); m++ {
				if m == 1 && len(g.digits) == 1 {
					// One digit then the same digit is that digit twice, not a restart.
					continue
				}
				p := n - m
				if st.starts&bit(p) == 0 || st.digits[p] != g.digits[0] {
					continue
				}
				cost := st.cost
				if !strings.HasPrefix(phrase[i], st.digits[p:]) {
					// A mis-spoken start: "five five... five four seven"; what replaces it is
					// at least as long ("5. 5." is two fives). A complete number said again
					// differently ("... 0101... 0102") is a second number, which needs a
					// correction word to decide.
					if k(st.digits, st.plus) != "" || len(phrase[i]) < m {
						continue
					}
					cost++
				}
				add(i+1, reading{
					digits: st.digits[:p] + g.digits,
					starts: st.starts&(bit(p)-1) | bit(p),
					plus:   st.plus || p == 0 && g.plus,
					cost:   cost,
				})
			}
		}
		states[i] = nil
	}
	return states[len(s)]
}

// bit is the start mark of digit offset i (offsets past 31 are not marked: no cut there).
func bit(i int) uint32 {
	if i >= 32 {
		return 0
	}
	return 1 << i
}

// lastStart is the offset where the last group of a reading of n digits starts.
func lastStart(starts uint32, n int) int {
	for p := min(n-1, 31); p > 0; p-- {
		if starts&bit(p) != 0 {
			return p
		}
	}
	return 0
}

// pauseOnly reports correction words that only ask for a moment ("wait", "hold on") and
// take nothing back: what follows may go on with the number.
func pauseOnly(words []string) bool {
	for _, w := range words {
		if corrections[w] && w != "wait" {
			return false
		}
	}
	return true
}

// correct applies a correcting segment, not itself a complete number, to the readings so far.
// A labelled area code or middle replaces that part. Otherwise the correction replaces what
// was said from a group start on (or the same number of digits at the end), or continues what
// was said when the words only asked for a moment ("..., hold on, 48 53"); a correction that does not begin with the digit it
// replaces costs one repair.
func correct(cur, fixes []reading, part int, resume bool) []reading {
	var out []reading
	add := func(r reading) {
		if r.cost > maxCost || len(r.digits) > maxRunDigits {
			return
		}
		out = append(out, r)
	}
	for _, c := range cur {
		have := c.digits
		for _, f := range fixes {
			fix := f.digits
			if fix == "" {
				continue
			}
			cost := c.cost + f.cost
			switch {
			case part == partHead && len(fix) == 3 && len(have) >= 3:
				add(reading{digits: fix + have[3:], starts: c.starts, plus: c.plus, cost: cost})
				continue
			case part == partMiddle && len(fix) == 3 && len(have) >= 6:
				add(reading{digits: have[:3] + fix + have[6:], starts: c.starts, plus: c.plus, cost: cost})
				continue
			}
			for p := 0; p <= len(have); p++ {
				if p == len(have) && !resume {
					continue
				}
				if p < len(have) && c.starts&bit(p) == 0 && (p != len(have)-len(fix) || len(fix) < 2) {
					continue
				}
				rc := cost
				if p < len(have) && have[p] != fix[0] {
					rc++
				}
				add(reading{
					digits: have[:p] + fix,
					starts: c.starts&(bit(p)-1) | f.starts<<p,
					plus:   c.plus || p == 0 && f.plus,
					cost:   rc,
				})
			}
		}
	}
	return out
}

// byPart orders labelled groups: head, unlabelled and middle, tail. ok is false when no
// group is labelled or the order is the order said.
func byPart(s []group) ([]group, bool) {
	var head, mid, tail []group
	labelled := false
	part := partNone
	for i, g := range s {
		// A label holds for the digits that follow it without another word between them:
		// "the final part, seven, two, two, six" is four digits of the tail.
		if len(g.words) > 0 {
			part = label(g.words)
			if postfixAreaCode(g.words) && i > 0 && len(head) == 0 {
				// "the eight six four area code, and then five eight oh": the label names
				// what came before it.
				head, mid, labelled = mid, nil, true
				part = partNone
			}
		}
		switch part {
		case partHead:
			head, labelled = append(head, g), true
		case partTail:
			tail, labelled = append(tail, g), true
		case partMiddle:
			mid, labelled = append(mid, g), true
		default:
			mid = append(mid, g)
		}
	}
	return slices.Concat(head, mid, tail), labelled
}

// postfixAreaCode reports words that start with "area code" and go on ("area code, and then
// ..."): the label is said after the digits it names.
func postfixAreaCode(words []string) bool {
	return len(words) > 2 && words[0] == "area" && words[1] == "code" && words[2] != "is"
}
