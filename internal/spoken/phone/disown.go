package phone

import (
	"fmt"
	"slices"
	"strings"
)

// ErrDisowned means the caller said the number they gave is not theirs to be looked up any
// more: an old number, one no longer in use, cancelled, disconnected, given up or no longer
// on the account ("713 555 2290, but that's my old one, it's not on the account anymore").
// It wraps ErrUnsure (and so ErrNoNumber): the digits were said, but the caller took them
// back as a key, so nothing is looked up and the caller is asked again.
var ErrDisowned = fmt.Errorf("%w: the number given is old or no longer in use", ErrUnsure)

// Disowning is read per number mentioned, not as a hedge on the whole utterance, because a
// caller who disowns one number often gives the current one in the same breath ("the new
// one is 253 555 9013, the old one, 8120, is disconnected"). The rule (see disowned):
//   - no disowning words at all: the number read stands;
//   - otherwise the number read stands only when the caller marked it as the current one
//     (new, current, updated or changed to, now) after every disowning word before it, and
//     no disowning word after it is about it (one after it is about it unless another
//     number is named in between: "the old one", "my previous number");
//   - anything else is refused. Reading a disowned number finds an account the caller says
//     is not theirs, or not theirs any more; refusing only asks again.

// stateCues say a number is no longer in use or no longer the caller's. Matched against the
// words joined by single spaces, contractions joined ("dont", "thats").
// "Cut off" and "turned off" are left out: callers say them of the call ("sorry, we got cut
// off"), not of a number.
var stateCues = []string{
	"no longer", "anymore", "any more", "disconnected", "cancelled", "canceled",
	"out of service", "not in service", "not in use", "not working", "doesnt work", "dont work",
	"gave up", "gave it up", "given up", "give it up", "got rid of", "shut off", "discontinued",
	"deactivated", "stopped using", "dont use it", "dont use that number", "dont use that one",
	"off the account", "off the policy", "used to be", "used to have", "used to use",
	"not current", "not active", "inactive",
}

// handedOn are verbs that pass a number on to someone else ("I ported that one over to my
// son", "we gave the landline to my daughter"): with a person after them, they disown it.
var handedOn = map[string]bool{"ported": true, "transferred": true, "gave": true, "given": true,
	"passed": true, "handed": true, "signed": true}

// ageWords name a number as one the caller had before. Said as what a number is ("that's my
// old one", "it was the previous number") or as what a number was ("my old number was ...")
// they disown it; said as a name for a number still meant ("the old one's still on the
// policy"), they do not.
var ageWords = map[string]bool{"old": true, "older": true, "previous": true, "former": true, "ex": true}

// currentWords mark the number after them as the caller's current one ("the new one is",
// "I updated it to", "changed it to", "my current number").
var currentWords = map[string]bool{"new": true, "newer": true, "current": true, "currently": true,
	"updated": true, "changed": true, "switched": true, "nowadays": true}

// copulas before an age word make it say what a number is or was ("that's my old one").
var copulas = map[string]bool{"thats": true, "is": true, "s": true, "its": true, "was": true,
	"were": true, "which": true, "whichs": true, "that": true, "it": true, "this": true, "thiss": true}

// subjects name a number other than the one just said, so a disowning word after them is
// about that number ("..., the old one was cancelled", "my work line is disconnected").
var subjectNouns = map[string]bool{"old": true, "older": true, "previous": true, "former": true,
	"other": true, "landline": true, "land": true, "home": true, "house": true, "work": true,
	"office": true, "business": true, "cell": true, "mobile": true, "cellphone": true, "ex": true}

// subjectDeterminers start a noun phrase naming a number ("the old one", "my work line").
var subjectDeterminers = map[string]bool{"the": true, "my": true, "our": true, "his": true, "her": true}

// mention is the digits said between two stretches of words, with the words around them.
type mention struct {
	key           string // the complete number the digits read as, or ""
	digits        int    // how many digits were said
	before, after []string
	// follows is set when digits were said before this mention's words: words at the start of
	// before may be about them ("404... wait, that's my old number, ...").
	follows bool
}

// mentions splits the groups into mentions (eachMention) and reads the number each one says.
func mentions(groups []group, tail []string, k keyFunc) []mention {
	var out []mention
	eachMention(groups, tail, func(a, b int, m mention) {
		for _, g := range groups[a:b] {
			m.digits += len(g.digits)
		}
		budget := maxSteps / 4
		if r, ok, err := cheapest(readings(groups[a:b], k, &budget), k); err == nil && ok {
			m.key = k(r.digits, r.plus)
		}
		out = append(out, m)
	})
	return out
}

// eachMention splits the groups into mentions: a new mention starts at every group that has
// words before it, and runs to the next such group. fn gets the mention's groups, [a, b), and
// its words: those before its first group and those right after its last (the tail's after
// the last group).
func eachMention(groups []group, tail []string, fn func(a, b int, m mention)) {
	for a := 0; a < len(groups); {
		b := a + 1
		for b < len(groups) && len(groups[b].words) == 0 {
			b++
		}
		after := tail
		if b < len(groups) {
			after = groups[b].words
		}
		fn(a, b, mention{before: joinContractions(groups[a].words), after: joinContractions(after), follows: a > 0})
		a = b
	}
}

// joinContractions joins the pieces the tokenizer split at an apostrophe ("that s" is
// "thats", "don t" is "dont").
func joinContractions(words []string) []string {
	out := normalise(words)
	joined := make([]string, 0, len(out))
	for _, w := range out {
		if w == "s" && len(joined) > 0 {
			switch p := joined[len(joined)-1]; p {
			case "that", "it", "this", "which", "what", "there", "here":
				joined[len(joined)-1] = p + "s"
				continue
			}
		}
		joined = append(joined, w)
	}
	return joined
}

// cueAt reports a phrase of phrases starting at word i.
func cueAt(words []string, i int, phrases []string) bool {
	for _, p := range phrases {
		ps := strings.Fields(p)
		if i+len(ps) <= len(words) && slices.Equal(words[i:i+len(ps)], ps) {
			return true
		}
	}
	return false
}

// disowning reports words from i on that disown a number: a state cue, a "used to", an age
// word said as what the number is ("that's my old one") or was ("my old number was").
func disowning(words []string, i int) bool {
	if cueAt(words, i, stateCues) && !readOff(words, i) || handedOnAt(words, i) {
		return true
	}
	if !ageWords[words[i]] {
		return false
	}
	// As what a number is: a copula before it, a determiner between ("that's my old one").
	j := i - 1
	if j >= 0 && (subjectDeterminers[words[j]] || words[j] == "a" || words[j] == "an") {
		j--
	}
	if j >= 0 && copulas[words[j]] {
		return true
	}
	// As what a number was: "my old number was", "the previous one were".
	n := i + 1
	for n < len(words) && n <= i+2 && (words[n] == "one" || words[n] == "number" || words[n] == "line" ||
		words[n] == "phone" || words[n] == "cell" || words[n] == "landline" || kinds[words[n]] != "") {
		n++
	}
	if n < len(words) && (words[n] == "was" || words[n] == "were") {
		return true
	}
	return false
}

// readOff reports "off the policy" (or the account) at words[i] said of where the caller reads
// the number from: a reading verb at most two words before it ("I'll read it off the policy",
// "I'm reading this off the account", "reading off the policy here"). Read off a page the
// number is on the policy, not taken off it ("my old one, they took it off the policy").
func readOff(words []string, i int) bool {
	if words[i] != "off" {
		return false
	}
	for j := i - 1; j >= 0 && j >= i-2; j-- {
		if readingVerbs[words[j]] {
			return true
		}
	}
	return false
}

// readingVerbs say the caller reads or copies a number from what they hold.
var readingVerbs = map[string]bool{"read": true, "reading": true, "reads": true, "copy": true,
	"copying": true, "copied": true}

// handedOnAt reports a number passed on to someone at word i: a handedOn verb, then "to"
// and a person within five words ("ported it over to my son", "gave that one to my ex").
func handedOnAt(words []string, i int) bool {
	if !handedOn[words[i]] {
		return false
	}
	to := false
	for j := i + 1; j < len(words) && j <= i+6; j++ {
		switch w := words[j]; {
		case w == "to":
			to = true
		case to && (owners[w] || w == "ex" || w == "exs" || w == "someone" || w == "somebody" || w == "friend"):
			return true
		}
	}
	return false
}

// marksCurrent reports a word at i that names the number after it as the current one: a
// current word, or "now" said of the number ("it's now", "now it's", "on the account now is").
func marksCurrent(words []string, i int) bool {
	if currentWords[words[i]] {
		// "I got a new phone" names a phone, not a number; a "new" before a disowning word
		// is taken care of by the order check.
		return true
	}
	if words[i] != "now" {
		return false
	}
	if claimedNow(words, i) {
		return true
	}
	if i > 0 && (words[i-1] == "its" || words[i-1] == "is" || words[i-1] == "s") {
		return true
	}
	if i+1 < len(words) && (words[i+1] == "its" || words[i+1] == "is" || words[i+1] == "s") {
		return true
	}
	return false
}

// namesOther reports a noun phrase at i naming a number other than the one just said ("the
// old one", "my work line"): a determiner not right after a copula ("that's my old one"
// names the number just said), then one of subjectNouns within two words.
func namesOther(words []string, i int) bool {
	if !subjectDeterminers[words[i]] || i > 0 && copulas[words[i-1]] {
		return false
	}
	for j := i + 1; j < len(words) && j <= i+2; j++ {
		if subjectNouns[words[j]] {
			return true
		}
	}
	return false
}

// disowned checks the number read (key, from the existing rules) against every disowning
// word in the utterance's mentions (ms). It returns nil when nothing disowns anything, or
// when the number was marked as the caller's current one and nothing disowning is about
// it; ErrDisowned otherwise.
func disowned(groups []group, tail []string, ms []mention, key string) error {
	any := false
	for _, m := range ms {
		for _, ws := range [][]string{m.before, m.after} {
			for i := range ws {
				any = any || disowning(ws, i)
			}
		}
	}
	if !any {
		return nil
	}
	if policyHasOld(groups, tail) {
		// "the policy would still have the old one": old names the number meant. Only the
		// state cues (cancelled, disconnected, ...) disown then, and they still refuse.
		if !stateCueAnywhere(ms) && !oldBeforeRead(ms, key) {
			return nil
		}
	}
	found := false
	for _, m := range ms {
		if m.key != key {
			continue
		}
		found = true
		if !currentOwn(m) {
			return ErrDisowned
		}
	}
	if !found {
		// The number read was put together from parts said apart; which of them a disowning
		// word is about cannot be told.
		return ErrDisowned
	}
	return nil
}

// currentOwn reports a mention marked as the current number, with no disowning word about it.
func currentOwn(m mention) bool {
	// Before it: the last current mark must follow every disowning word, and no one else's
	// number may be named after the mark ("..., now I'm on my wife's phone, her number is").
	mark := -1
	for i := range m.before {
		if marksCurrent(m.before, i) {
			mark = i
		}
	}
	lastCue := -1
	for i := range m.before {
		if disowning(m.before, i) && !(m.follows && pointsBack(m.before, i)) {
			lastCue = i
		}
	}
	postMark := false
	// After it: a current mark said of it ("..., that's the new one", "... now"), before
	// anything else.
	for i := 0; i < len(m.after) && i < 4; i++ {
		if namesOther(m.after, i) || disowning(m.after, i) {
			break
		}
		if marksCurrent(m.after, i) || m.after[i] == "now" {
			postMark = true
			break
		}
	}
	switch {
	case mark >= 0 && mark > lastCue:
		for _, w := range m.before[mark:] {
			if owners[w] || w == "hers" || w == "his" || w == "her" {
				return false
			}
		}
	case postMark && lastCue < 0:
	case lastCue < 0 && takenBackThenGiven(m):
	default:
		return false
	}
	// After it: a disowning word is about it unless another number is named first.
	for i := range m.after {
		if namesOther(m.after, i) {
			break
		}
		if disowning(m.after, i) {
			return false
		}
	}
	return true
}

// oldBeforeRead reports the number read (key) said right after words naming the digits before
// it old ("617 284 1234, no wait, that's the old one, the policy has the old one. It's 781
// ..."): the old number the policy is said to have is those digits, not the one read.
func oldBeforeRead(ms []mention, key string) bool {
	for _, m := range ms {
		if m.key != key || !m.follows {
			continue
		}
		for i := range m.before {
			if pointsBack(m.before, i) {
				return true
			}
		}
	}
	return false
}

// stateCueAnywhere reports a state cue (cancelled, disconnected, ...) in any mention's words.
func stateCueAnywhere(ms []mention) bool {
	for _, m := range ms {
		for _, ws := range [][]string{m.before, m.after} {
			for i := range ws {
				if cueAt(ws, i, stateCues) || handedOnAt(ws, i) {
					return true
				}
			}
		}
	}
	return false
}

// policyHasOld reports words saying the old number is the one on the policy ("the policy
// would still have the old one", "the old one's still on the account").
func policyHasOld(groups []group, tail []string) bool {
	return selected(allWords(groups, tail))["old"]
}

// allWords is every word said around the digits, normalised, in order, with "#" where a group
// of digits stood: the utterance's words for checks about the whole of it (what the policy
// carries, whose it is), which must not read across a number.
func allWords(groups []group, tail []string) []string {
	var all []string
	for _, g := range groups {
		all = append(all, g.words...)
		all = append(all, "#")
	}
	return normalise(append(all, tail...))
}

// claimedNow reports, at the "now" at words[i], a number taken over said before its digits:
// the caller's claim to it ("it's mine now", "it's my number now", "it's in my name now")
// after a past owner or a past state said earlier in the same words ("it was my son's old
// phone, he gave it to me, so it's my number now. 281 ..."). The claim marks the number
// after it as the caller's current one, as takenOver does when the same is said after the
// digits. Without the past ("that's my son's old phone, it's my number now") the claim is
// not taken: the number is said to be someone's still; a claim that is shared or taken back
// ("it's my number now too", "it's mine now, or his") is not one either.
func claimedNow(words []string, i int) bool {
	j := i - 1
	switch {
	case j >= 1 && (words[j] == "mine" || words[j] == "mines"):
		j--
	case j >= 2 && lineNouns[words[j]] && words[j-1] == "my":
		j -= 2
	case j >= 3 && words[j] == "name" && words[j-1] == "my" && words[j-2] == "in":
		j -= 3
	default:
		return false
	}
	if words[j] != "its" && !(words[j] == "is" && j > 0 && words[j-1] == "it") {
		return false
	}
	past := false
	for k := 0; k < j; k++ {
		if words[k] == "was" || words[k] == "used" && k+1 < j && words[k+1] == "to" {
			past = true
		}
	}
	return past && claimEnds(words, i)
}

// backOpeners may come before "that's" at the start of words about digits just said: a
// correction or a pause ("wait, no, that's my old number").
var backOpeners = map[string]bool{"wait": true, "no": true, "sorry": true, "oh": true, "hold": true,
	"on": true, "actually": true, "nope": true, "oops": true, "well": true}

// takenBackThenGiven reports words between two numbers that take the digits before them back
// as an old number and then give the number after them: a repair word opens them, an age
// word points back ("no wait, that's my old one", pointsBack), and they end by naming the
// digits after them the policy's ("... the one on the policy is 781 ...", givenIntros). The
// caller corrected what they began to say and named the number meant, as a number marked new
// would be. Without the repair word the "that's" may point on as well as back; with only
// "it's" after it ("that's my old one, it's 512 ...") the words may say what the old one is.
func takenBackThenGiven(m mention) bool {
	w := m.before
	if !m.follows || len(w) < 3 || !takeBacks[w[0]] {
		return false
	}
	for i := range w {
		if !pointsBack(w, i) {
			continue
		}
		// After the number named old, only words that give the next one: nothing about
		// what the policy still has ("..., the policy has the old one. It's ...").
		j := i + 1
		for j < len(w) && (w[j] == "one" || w[j] == "number" || lineNouns[w[j]] || kinds[w[j]] != "") {
			j++
		}
		rest := " " + strings.Join(w[j:], " ") + " "
		for _, intro := range givenIntros {
			if rest == " "+intro+" " {
				return true
			}
		}
		return false
	}
	return false
}

// givenIntros are the words that give the number after an old one taken back as the one the
// policy carries ("the one on the policy is"). "It's" is not one: "that's my old one, it's 512
// ..." may say what the old one is, as well as give the next.
var givenIntros = []string{"the one on the policy is", "the one on the account is",
	"the one on file is", "the right one is", "the one they have is", "the one you have is",
	"the number on the policy is", "the phone on the policy is"}

// takeBacks open words that take back what was just said ("no, ...", "wait, ...").
var takeBacks = map[string]bool{"no": true, "wait": true, "sorry": true, "actually": true,
	"nope": true, "oops": true}

// pointsBack reports an age word at words[i] said of the digits before the words: "that's"
// opens the words (after at most a correction or a pause) and the age word follows it ("404,
// wait, no, that's my old Atlanta number, I moved, it's 469 555 0147 now"). "That" there
// points back at what was just said, not on to the digits after, so the words do not disown
// the number that follows them; whether that one is current is still for its own marks.
func pointsBack(words []string, i int) bool {
	if !ageWords[words[i]] {
		return false
	}
	k := 0
	for k < len(words) && backOpeners[words[k]] {
		k++
	}
	if k >= len(words) || words[k] != "thats" {
		return false
	}
	// The age word within the noun phrase after "that's": "my old", "the old", "my old
	// Atlanta".
	return i > k && i <= k+2
}
