package signals

import (
	"errors"
	"fmt"
	"strings"
)

// This file translates a parsed pattern (wordparse.go) into a pattern over tokens (see
// wordmatch.go for why). A text is cut into tokens: a maximal run of ASCII word characters
// ([0-9A-Za-z_], what Go's \w and \b know as word characters) is one token, and every other
// character is a token of its own (a space, a newline, a non-ASCII letter). Every pattern
// element then has to consume whole tokens:
//
//   - a run of word-character elements ("kids?", "hiss\w*", "\d{3,}", "re ?inspect") is a
//     slot: the set of word tokens it can be, which must be bounded on both sides (by \b, a
//     space, ^ or $), or it could match part of a token;
//   - \b is decided from what can stand on either side of it: between a word token and
//     anything else it always holds, so it disappears; where it cannot be decided from the
//     pattern alone the translation gives up;
//   - a space, ., ^, $, groups, alternations and repetitions keep their meaning token for
//     token, so Go's leftmost-first choice among alternatives is the same.
//
// Anything else is refused with an error, and the pattern falls back to Go's regexp.

// char kinds around a position: a word character, another character, text start, text end.
const (
	kW uint8 = 1 << iota
	kN
	kS
	kE
	// kP: the rest of the pattern can match nothing, anywhere; a word that ends in a greedy
	// \w* or \w+ then always takes its whole token (see concat).
	kP
)

// tkind is the kind of a token-level pattern node.
type tkind uint8

const (
	tSlot   tkind = iota // one word token from a slot
	tSP                  // one space
	tPunct               // one given non-word, non-space character
	tAnyTok              // any one token but a newline (only under * and +, for .* and .+)
	tBegin
	tEnd
	tConcat
	tAlt
	tRepeat
	tCapture
	tEmpty
	tFail
)

// tnode is one element of a token-level pattern.
type tnode struct {
	kind   tkind
	slot   *slot
	r      rune
	subs   []*tnode
	min    int
	max    int
	greedy bool
	name   string
}

// slot is the set of word tokens one position of a pattern accepts: literal words, and word
// shapes that no finite list can hold (atoms).
type slot struct {
	words []string
	atoms []atom
}

// atomKind is a kind of infinite word shape.
type atomKind uint8

const (
	aAll    atomKind = iota // \w+: any word token
	aPrefix                 // stem\w* (or stem\w+ when strict)
	aSuffix                 // \w*suffix (or \w+suffix when strict)
	aDigits                 // \d{min,max}, optionally followed by "s"
)

// atom is an infinite word shape a slot accepts.
type atom struct {
	kind     atomKind
	lit      string // the stem or the suffix
	strict   bool   // at least one more character than lit
	min, max int    // aDigits; max -1 is unbounded
	withS    bool   // aDigits: digits then "s" ("1990s")
}

func (a atom) String() string {
	return fmt.Sprintf("%d/%s/%v/%d/%d/%v", a.kind, a.lit, a.strict, a.min, a.max, a.withS)
}

func isWordRune(r rune) bool { return r < 0x80 && isWordByte(byte(r)) }

// kindOf is the char kinds a rune class holds.
func classKinds(rs []rune) uint8 {
	var k uint8
	for i := 0; i < len(rs); i += 2 {
		lo, hi := rs[i], rs[i+1]
		for _, w := range [][2]rune{{'0', '9'}, {'A', 'Z'}, {'_', '_'}, {'a', 'z'}} {
			if lo <= w[1] && hi >= w[0] {
				k |= kW
			}
		}
		// Anything in the range that is not a word character.
		if !(subsetOfWord(lo, hi)) {
			k |= kN
		}
	}
	return k
}

func subsetOfWord(lo, hi rune) bool {
	for _, w := range [][2]rune{{'0', '9'}, {'A', 'Z'}, {'_', '_'}, {'a', 'z'}} {
		if lo >= w[0] && hi <= w[1] {
			return true
		}
	}
	return false
}

// nullable reports whether n can match the empty string.
func nullable(n *node) bool {
	switch n.kind {
	case nLit, nClass, nAny:
		return false
	case nConcat:
		for _, s := range n.subs {
			if !nullable(s) {
				return false
			}
		}
		return true
	case nAlt:
		for _, s := range n.subs {
			if nullable(s) {
				return true
			}
		}
		return false
	case nRepeat:
		return n.min == 0 || nullable(n.subs[0])
	case nCapture:
		return nullable(n.subs[0])
	}
	return true
}

// firstK is the kinds of the first character of n's non-empty matches; lastK of the last.
func firstK(n *node) uint8 { return edgeK(n, true) }
func lastK(n *node) uint8  { return edgeK(n, false) }

func edgeK(n *node, first bool) uint8 {
	switch n.kind {
	case nLit:
		if isWordRune(n.r) {
			return kW
		}
		return kN
	case nClass:
		return classKinds(n.ranges)
	case nAny:
		return kW | kN
	case nConcat:
		var k uint8
		for i := range n.subs {
			s := n.subs[i]
			if !first {
				s = n.subs[len(n.subs)-1-i]
			}
			k |= edgeK(s, first)
			if !nullable(s) {
				break
			}
		}
		return k
	case nAlt:
		var k uint8
		for _, s := range n.subs {
			k |= edgeK(s, first)
		}
		return k
	case nRepeat, nCapture:
		if n.kind == nRepeat && n.max == 0 {
			return 0
		}
		return edgeK(n.subs[0], first)
	}
	return 0
}

// intra reports whether n only ever consumes ASCII word characters (and holds no assertion
// and no capture): it lies inside one word token.
func intra(n *node) bool {
	switch n.kind {
	case nLit:
		return isWordRune(n.r)
	case nClass:
		return classKinds(n.ranges) == kW
	case nConcat, nAlt, nRepeat:
		for _, s := range n.subs {
			if !intra(s) {
				return false
			}
		}
		return true
	case nEmpty:
		return true
	}
	return false
}

// softSpace is " ?": a space that may or may not split a word ("flood ?water").
func softSpace(n *node) bool {
	return n.kind == nRepeat && n.min == 0 && n.max == 1 && n.greedy && n.subs[0].kind == nLit && n.subs[0].r == ' '
}

func flatten(n *node, out []*node) []*node {
	if n.kind == nConcat {
		for _, s := range n.subs {
			out = flatten(s, out)
		}
		return out
	}
	return append(out, n)
}

// translator turns parsed patterns into token-level ones.
type translator struct {
	// punct collects the non-word, non-space characters patterns name.
	punct map[rune]bool
}

var errUnbounded = errors.New("word not bounded")

// follow is what can stand right after an element: [0] when the element ends in a word
// character, [1] when it ends in another (or matches nothing). A \b after "(?:and |safe)"
// bounds the word "safe" but says nothing after "and ".
type follow [2]uint8

// tr translates n, given the kinds of character that can stand right before it (before: kW,
// kN, kS) and right after it (after: kW, kN, kE).
func (t *translator) tr(n *node, before uint8, after follow) (*tnode, error) {
	switch n.kind {
	case nConcat:
		return t.concat(flatten(n, nil), before, after)
	case nAlt:
		out := &tnode{kind: tAlt}
		for _, s := range n.subs {
			ts, err := t.tr(s, before, after)
			if err != nil {
				return nil, err
			}
			out.subs = append(out.subs, ts)
		}
		return out, nil
	case nCapture:
		sub, err := t.tr(n.subs[0], before, after)
		if err != nil {
			return nil, err
		}
		return &tnode{kind: tCapture, subs: []*tnode{sub}, name: n.name}, nil
	case nRepeat:
		sub := n.subs[0]
		if intra(n) {
			return t.concat([]*node{n}, before, after)
		}
		if sub.kind == nAny {
			if n.max != -1 || n.min > 1 {
				return nil, errUnsupported
			}
			return &tnode{kind: tRepeat, subs: []*tnode{{kind: tAnyTok}}, min: n.min, max: -1, greedy: n.greedy}, nil
		}
		if n.max == 0 {
			return &tnode{kind: tEmpty}, nil
		}
		// Between iterations, the previous one stands before and the next one after.
		b, a := before, after
		if n.max != 1 {
			f := firstK(sub)
			b, a = before|lastK(sub), follow{after[0] | f, after[1] | f}
		}
		ts, err := t.tr(sub, b, a)
		if err != nil {
			return nil, err
		}
		return &tnode{kind: tRepeat, subs: []*tnode{ts}, min: n.min, max: n.max, greedy: n.greedy}, nil
	case nEmpty:
		return &tnode{kind: tEmpty}, nil
	}
	return t.concat([]*node{n}, before, after)
}

// lookahead is the kinds of character that can follow a position, given the elements after
// it, what follows them, and the kinds of the character before the position (prev).
func lookahead(rest []*node, after follow, prev uint8) uint8 {
	var k uint8
	nonWord := false
	empty := true // every element passed can match nothing anywhere
	for _, x := range rest {
		if !alwaysEmpty(x) {
			empty = false
		}
		switch x.kind {
		case nWordB:
			if prev != 0 && prev&^kW == 0 {
				nonWord = true // a word character before \b: none after it
			}
			continue
		case nBegin, nNoWordB, nEmpty:
			continue
		case nEnd:
			k |= kE
			goto done
		}
		k |= firstK(x)
		if !nullable(x) {
			goto done
		}
		prev |= lastK(x)
	}
	if prev&kW != 0 || prev == 0 {
		k |= after[0]
	}
	if prev&^kW != 0 || prev == 0 {
		k |= after[1]
	}
	if !empty {
		k &^= kP
	}
	return finish(k, nonWord)
done:
	return finish(k&^kP, nonWord)
}

func finish(k uint8, nonWord bool) uint8 {
	if nonWord {
		k &^= kW
	}
	return k
}

// alwaysEmpty reports whether n matches the empty string wherever it is tried.
func alwaysEmpty(n *node) bool {
	switch n.kind {
	case nEmpty:
		return true
	case nRepeat:
		return n.min == 0 || alwaysEmpty(n.subs[0])
	case nCapture:
		return alwaysEmpty(n.subs[0])
	case nConcat:
		for _, s := range n.subs {
			if !alwaysEmpty(s) {
				return false
			}
		}
		return true
	case nAlt:
		for _, s := range n.subs {
			if alwaysEmpty(s) {
				return true
			}
		}
	}
	return false
}

// greedyTail reports whether a word run ends in a greedy \w* or \w+: with nothing after it
// that can fail, Go's leftmost-first match then always runs to the end of the token.
func greedyTail(run []*node) bool {
	n := run[len(run)-1]
	return n.kind == nRepeat && n.max == -1 && n.greedy && n.subs[0].kind == nClass && isClass(n.subs[0].ranges, `\w`)
}

// wordStart reports whether n can begin a word run.
func wordStart(n *node) bool { return intra(n) && n.kind != nEmpty }

// distribute rewrites a structural alternation followed by a word run ("(?:warning|evacuation
// order)s?") as the alternation of each branch followed by the run, so that the run joins the
// word it belongs to. The branch is chosen first either way, so Go's order of preference is
// unchanged. A run of plain letters before a structural alternation is distributed likewise;
// a run that could match in more than one way is not, since there the order would change.
func distribute(kids []*node) []*node {
	for i := 0; i < len(kids); i++ {
		if kids[i].kind != nAlt || intra(kids[i]) {
			continue
		}
		if i+1 < len(kids) && wordStart(kids[i+1]) {
			j := i + 1
			for j < len(kids) && (wordStart(kids[j]) || softSpace(kids[j]) && j+1 < len(kids) && wordStart(kids[j+1])) {
				j++
			}
			alt := &node{kind: nAlt}
			for _, b := range kids[i].subs {
				alt.subs = append(alt.subs, &node{kind: nConcat, subs: append(flatten(b, nil), kids[i+1:j]...)})
			}
			kids = append(append(append([]*node{}, kids[:i]...), alt), kids[j:]...)
		}
		if i > 0 && kids[i-1].kind == nLit && isWordRune(kids[i-1].r) {
			j := i - 1
			for j > 0 && kids[j-1].kind == nLit && isWordRune(kids[j-1].r) {
				j--
			}
			alt := &node{kind: nAlt}
			for _, b := range kids[i].subs {
				alt.subs = append(alt.subs, &node{kind: nConcat, subs: append(append([]*node{}, kids[j:i]...), flatten(b, nil)...)})
			}
			kids = append(append(append([]*node{}, kids[:j]...), alt), kids[i+1:]...)
			i = j
		}
	}
	return kids
}

// concat translates a sequence of elements.
func (t *translator) concat(kids []*node, before uint8, after follow) (*tnode, error) {
	kids = distribute(kids)
	out := &tnode{kind: tConcat}
	cur := before
	for i := 0; i < len(kids); {
		k := kids[i]
		switch {
		case k.kind == nWordB:
			next := lookahead(kids[i+1:], after, cur) &^ kP
			switch {
			case next != 0 && next&^kW == 0:
				// A word token follows: \b holds when nothing of a word is before it, which
				// the slot that follows requires anyway.
				cur &^= kW
				if cur == 0 {
					out.subs = append(out.subs, &tnode{kind: tFail})
				}
			case cur != 0 && cur&^kW == 0:
				// A word token ends here: whatever follows is no word character.
			case cur&kW == 0 && next&kW == 0:
				out.subs = append(out.subs, &tnode{kind: tFail})
			default:
				return nil, fmt.Errorf("undecidable \\b before %s", (&node{kind: nConcat, subs: kids[i+1:]}).String())
			}
			i++
		case k.kind == nNoWordB:
			return nil, errUnsupported
		case k.kind == nBegin:
			out.subs = append(out.subs, &tnode{kind: tBegin})
			cur = kS
			i++
		case k.kind == nEnd:
			out.subs = append(out.subs, &tnode{kind: tEnd})
			i++
		case intra(k) && k.kind != nEmpty:
			j := i + 1
			for j < len(kids) {
				if intra(kids[j]) && kids[j].kind != nEmpty {
					j++
					continue
				}
				if softSpace(kids[j]) && j+1 < len(kids) && intra(kids[j+1]) && kids[j+1].kind != nEmpty {
					j += 2
					continue
				}
				break
			}
			next := lookahead(kids[j:], after, kW)
			if next&kP != 0 && greedyTail(kids[i:j]) {
				next &^= kW
			}
			if cur&kW != 0 || next&kW != 0 {
				return nil, fmt.Errorf("%w: %s", errUnbounded, (&node{kind: nConcat, subs: kids[i:j]}).String())
			}
			ts, err := t.run(kids[i:j])
			if err != nil {
				return nil, err
			}
			out.subs = append(out.subs, ts)
			cur = kW
			i = j
		case k.kind == nEmpty:
			i++
		default:
			next := follow{lookahead(kids[i+1:], after, kW), lookahead(kids[i+1:], after, kN)}
			var ts *tnode
			var err error
			switch {
			case k.kind == nLit && k.r == ' ':
				ts = &tnode{kind: tSP}
			case k.kind == nLit:
				t.punct[k.r] = true
				ts = &tnode{kind: tPunct, r: k.r}
			case k.kind == nClass && len(k.ranges) == 2 && k.ranges[0] == ' ' && k.ranges[1] == ' ':
				ts = &tnode{kind: tSP}
			case k.kind == nClass || k.kind == nAny:
				return nil, errUnsupported
			default:
				ts, err = t.tr(k, cur, next)
			}
			if err != nil {
				return nil, err
			}
			out.subs = append(out.subs, ts)
			if nullable(k) {
				cur |= lastK(k)
			} else {
				cur = lastK(k)
			}
			i++
		}
	}
	if len(out.subs) == 1 {
		return out.subs[0], nil
	}
	return out, nil
}

// run translates a bounded run of word elements, possibly split by soft spaces, into the
// token sequences it can be. A greedy " ?" prefers the space, so the split reading comes
// first; that order is Go's only when what stands before the soft space in its word can be
// matched one way only (a plain literal), which is checked.
func (t *translator) run(elems []*node) (*tnode, error) {
	alts, err := splitRun(elems)
	if err != nil {
		return nil, err
	}
	out := &tnode{kind: tAlt}
	for _, toks := range alts {
		seq := &tnode{kind: tConcat}
		for i, tok := range toks {
			if i > 0 {
				seq.subs = append(seq.subs, &tnode{kind: tSP})
			}
			sl, err := slotOf(tok)
			if err != nil {
				return nil, err
			}
			seq.subs = append(seq.subs, &tnode{kind: tSlot, slot: sl})
		}
		if len(seq.subs) == 1 {
			seq = seq.subs[0]
		}
		out.subs = append(out.subs, seq)
	}
	if len(out.subs) == 1 {
		return out.subs[0], nil
	}
	return out, nil
}

// splitRun returns the readings of a run, each a list of tokens (each a list of elements).
func splitRun(elems []*node) ([][][]*node, error) {
	p := -1
	for i, e := range elems {
		if softSpace(e) {
			p = i
			break
		}
	}
	if p < 0 {
		return [][][]*node{{elems}}, nil
	}
	head := elems[:p]
	for _, e := range head {
		if e.kind != nLit {
			return nil, errUnsupported
		}
	}
	rest, err := splitRun(elems[p+1:])
	if err != nil {
		return nil, err
	}
	var out [][][]*node
	for _, r := range rest {
		out = append(out, append([][]*node{head}, r...))
	}
	for _, r := range rest {
		first := append(append([]*node{}, head...), r[0]...)
		out = append(out, append([][]*node{first}, r[1:]...))
	}
	return out, nil
}

// elem is one piece of an expanded word: a literal rune, or a run of \w or \d characters.
type elem struct {
	r        rune // 0 for a run
	digit    bool // the run is \d (else \w)
	min, max int
}

const maxTerms = 512

// expand lists the shapes of the words a word element matches.
func expandWord(n *node) ([][]elem, error) {
	switch n.kind {
	case nLit:
		return [][]elem{{{r: n.r}}}, nil
	case nClass:
		if isClass(n.ranges, `\w`) {
			return [][]elem{{{min: 1, max: 1}}}, nil
		}
		var out [][]elem
		for i := 0; i < len(n.ranges); i += 2 {
			for r := n.ranges[i]; r <= n.ranges[i+1]; r++ {
				out = append(out, []elem{{r: r}})
				if len(out) > 16 {
					return nil, errUnsupported
				}
			}
		}
		return out, nil
	case nEmpty:
		return [][]elem{{}}, nil
	case nConcat:
		acc := [][]elem{{}}
		for _, s := range n.subs {
			x, err := expandWord(s)
			if err != nil {
				return nil, err
			}
			if len(acc)*len(x) > maxTerms {
				return nil, errUnsupported
			}
			var next [][]elem
			for _, a := range acc {
				for _, b := range x {
					next = append(next, append(append([]elem{}, a...), b...))
				}
			}
			acc = next
		}
		return acc, nil
	case nAlt:
		var out [][]elem
		for _, s := range n.subs {
			x, err := expandWord(s)
			if err != nil {
				return nil, err
			}
			out = append(out, x...)
			if len(out) > maxTerms {
				return nil, errUnsupported
			}
		}
		return out, nil
	case nRepeat:
		sub := n.subs[0]
		if sub.kind == nClass && (isClass(sub.ranges, `\w`) || isClass(sub.ranges, `\d`)) {
			return [][]elem{{{digit: isClass(sub.ranges, `\d`), min: n.min, max: n.max}}}, nil
		}
		if n.max < 0 || n.max > 4 {
			return nil, errUnsupported
		}
		x, err := expandWord(sub)
		if err != nil {
			return nil, err
		}
		var out [][]elem
		pow := [][]elem{{}}
		for k := 0; k <= n.max; k++ {
			if k >= n.min {
				out = append(out, pow...)
			}
			if len(out) > maxTerms || len(pow)*len(x) > maxTerms {
				return nil, errUnsupported
			}
			var next [][]elem
			for _, a := range pow {
				for _, b := range x {
					next = append(next, append(append([]elem{}, a...), b...))
				}
			}
			pow = next
		}
		return out, nil
	}
	return nil, errUnsupported
}

func isClass(rs []rune, name string) bool {
	want, _ := perlClass(name[1])
	if len(rs) != len(want) {
		return false
	}
	for i := range rs {
		if rs[i] != want[i] {
			return false
		}
	}
	return true
}

// slotOf turns the elements of one token into a slot.
func slotOf(tok []*node) (*slot, error) {
	terms, err := expandWord(&node{kind: nConcat, subs: tok})
	if err != nil {
		return nil, err
	}
	sl := &slot{}
	seenW := map[string]bool{}
	seenA := map[string]bool{}
	for _, term := range terms {
		// Merge neighbouring runs of the same class.
		var ms []elem
		for _, e := range term {
			if n := len(ms); n > 0 && e.r == 0 && ms[n-1].r == 0 && ms[n-1].digit == e.digit {
				ms[n-1].min += e.min
				if ms[n-1].max < 0 || e.max < 0 {
					ms[n-1].max = -1
				} else {
					ms[n-1].max += e.max
				}
				continue
			}
			ms = append(ms, e)
		}
		var pre, suf strings.Builder
		var run *elem
		for i := range ms {
			e := ms[i]
			switch {
			case e.r != 0 && run == nil:
				pre.WriteRune(e.r)
			case e.r != 0:
				suf.WriteRune(e.r)
			case run != nil:
				return nil, errUnsupported
			default:
				run = &ms[i]
			}
		}
		if run != nil && run.max == 0 {
			run = nil // \w{0}
		}
		var a atom
		switch {
		case run == nil:
			w := pre.String() + suf.String()
			if w == "" {
				return nil, errors.New("empty word")
			}
			if !seenW[w] {
				seenW[w] = true
				sl.words = append(sl.words, w)
			}
			continue
		case run.digit:
			if pre.Len() != 0 || (suf.Len() != 0 && suf.String() != "s") || (run.min == 0 && suf.Len() == 0) {
				return nil, errUnsupported
			}
			a = atom{kind: aDigits, min: run.min, max: run.max, withS: suf.Len() != 0}
		case run.max != -1 || run.min > 1:
			return nil, errUnsupported
		case pre.Len() != 0 && suf.Len() != 0:
			return nil, errUnsupported
		case pre.Len() != 0:
			a = atom{kind: aPrefix, lit: pre.String(), strict: run.min == 1}
		case suf.Len() != 0:
			a = atom{kind: aSuffix, lit: suf.String(), strict: run.min == 1}
		case run.min == 1:
			a = atom{kind: aAll}
		default:
			return nil, errors.New("empty word")
		}
		if !seenA[a.String()] {
			seenA[a.String()] = true
			sl.atoms = append(sl.atoms, a)
		}
	}
	return sl, nil
}
