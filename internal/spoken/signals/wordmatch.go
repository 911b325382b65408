package signals

import (
	"fmt"
	"regexp"
	"regexp/syntax"
	"slices"
	"sort"

	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"
)

// A word-level matcher for the rules.
//
// Why: the rules are some 235 Go regular expressions, and a few lexicons (vehicle, person,
// someone, water, inVehicle) are pasted into many of them. Compiled, every copy of every
// lexicon word becomes a chain of regexp/syntax instructions, one per letter: the patterns
// held about 5.5 MB of live heap (the largest single pattern ~5,100 instructions) plus their
// pooled match machines, and the garbage collector scans all of it and sizes the heap goal
// at twice the live heap. Under load that was about 12% of the server's CPU.
//
// What: every pattern is written against normalize's output, words separated by spaces. So a
// text is read as tokens (a run of ASCII word characters, or one other character), every
// distinct literal word of every pattern is given one rune of its own, and every other word
// is given a rune standing for the shapes (\w+, hiss\w*, \w+ing, \d{3,}) it has. Each
// pattern is translated (wordtrans.go) into a regexp over those runes, where an alternation
// of forty vehicle words is one character class, and Go's own engine runs it: the same
// leftmost-first choice, the same linear time. Match positions map back to byte offsets in
// the text, so notFollowedBy, notPrecededBy, notInside, needs, unless, soft and the
// prefilters see exactly what they saw before.
//
// Exactness does not depend on coverage: a pattern whose translation cannot be proved to
// match the same spans (an unbounded word, a \b that depends on the text, syntax the
// translator does not know) keeps its ordinary compiled regexp. The differential test and
// fuzz target (wordmatch_test.go) compare every exported decision with the plain regexps.

// pattern is a rule pattern: its source, and either its word-level regexp or, when the
// translation refused it, the source compiled as an ordinary regexp.
type pattern struct {
	src string
	// word is the translation over token runes; nil until built, and nil for a fallback.
	word *regexp.Regexp
	// fb is the fallback: src compiled as is.
	fb *regexp.Regexp
	// why records why the pattern fell back, for the report of fallbacks.
	why string
	// plan is the translation waiting for the shared rune tables to be built.
	plan *tnode
	// t is the tables word was built over.
	t *tables

	// ref is src compiled as is, for the reference mode tests use; nil in a server.
	refOnce sync.Once
	ref     *regexp.Regexp
}

// re registers a rule pattern. A bad pattern is a programming error and must fail every
// test run, not a call, so it is checked here with Go's own parser.
func re(src string) *pattern {
	if _, err := syntax.Parse(src, syntax.Perl); err != nil {
		panic(fmt.Sprintf("signals: bad pattern %q: %v", src, err))
	}
	p := &pattern{src: src}
	registry.mu.Lock()
	defer registry.mu.Unlock()
	if registry.built {
		compileLate(p)
	} else {
		registry.all = append(registry.all, p)
	}
	return p
}

// String returns the pattern's source.
func (p *pattern) String() string { return p.src }

// referenceMode makes every pattern run as the plain regexp it is written as. Only tests set
// it, to compare the word-level matcher with what it replaces.
var referenceMode atomic.Bool

func (p *pattern) reference() *regexp.Regexp {
	p.refOnce.Do(func() { p.ref = regexp.MustCompile(p.src) })
	return p.ref
}

// plain returns the ordinary regexp to run instead of the word-level one, or nil.
func (p *pattern) plain() *regexp.Regexp {
	if referenceMode.Load() {
		return p.reference()
	}
	buildTables()
	return p.fb
}

// MatchString reports whether s contains a match.
func (p *pattern) MatchString(s string) bool { return p.matchE(s, nil) }

// matchE is MatchString with s already read as tokens (e may be nil).
func (p *pattern) matchE(s string, e *encoded) bool {
	if r := p.plain(); r != nil {
		return r.MatchString(s)
	}
	return p.word.MatchString(p.tokens(s, e).enc)
}

// tokens returns e if it is s read with p's tables, else s read anew.
func (p *pattern) tokens(s string, e *encoded) *encoded {
	if e != nil && e.t == p.t {
		return e
	}
	return p.t.encodeCached(s)
}

// encodeText reads s as tokens for the package's patterns, or returns nil when they run as
// plain regexps.
func encodeText(s string) *encoded {
	if referenceMode.Load() {
		return nil
	}
	buildTables()
	return registry.t.encodeCached(s)
}

// sub returns the encoding of s[a:b] when a and b fall between tokens (always so for a
// word-level match), or nil.
func (e *encoded) sub(a, b int) *encoded {
	if e == nil {
		return nil
	}
	i, okA := slices.BinarySearch(e.starts, a+e.base)
	j, okB := slices.BinarySearch(e.starts, b+e.base)
	if !okA || !okB {
		return nil
	}
	return &encoded{t: e.t, s: e.s[a:b], enc: e.enc[3*i : 3*j], starts: e.starts[i : j+1], base: a + e.base}
}

// FindAllStringIndex returns the spans of all successive matches, as regexp does.
func (p *pattern) FindAllStringIndex(s string, n int) [][]int { return p.findAllE(s, nil, n) }

// findAllE is FindAllStringIndex with s already read as tokens (e may be nil).
func (p *pattern) findAllE(s string, e *encoded, n int) [][]int {
	if r := p.plain(); r != nil {
		return r.FindAllStringIndex(s, n)
	}
	e = p.tokens(s, e)
	locs := p.word.FindAllStringIndex(e.enc, n)
	for _, l := range locs {
		l[0], l[1] = e.offset(l[0]), e.offset(l[1])
	}
	return locs
}

// ReplaceAllString replaces every match with the template repl ($1 for a group), as regexp
// does.
func (p *pattern) ReplaceAllString(s, repl string) string {
	if r := p.plain(); r != nil {
		return r.ReplaceAllString(s, repl)
	}
	e := p.t.encodeCached(s)
	all := p.word.FindAllStringSubmatchIndex(e.enc, -1)
	if all == nil {
		return s
	}
	var b []byte
	last := 0
	for _, m := range all {
		for i := range m {
			if m[i] >= 0 {
				m[i] = e.offset(m[i])
			}
		}
		b = append(b, s[last:m[0]]...)
		b = p.word.ExpandString(b, repl, s, m)
		last = m[1]
	}
	return string(append(b, s[last:]...))
}

// registry holds every pattern and the tables shared by their translations.
var registry struct {
	mu    sync.Mutex
	all   []*pattern
	built bool
	t     *tables
}

var buildOnce sync.Once

// buildTables translates every registered pattern once, after package initialisation has
// registered them all: the rune of each word depends on every pattern's words.
func buildTables() { buildOnce.Do(buildAll) }

func init() { buildTables() }

func buildAll() {
	registry.mu.Lock()
	defer registry.mu.Unlock()
	registry.t = buildSet(registry.all)
	registry.built = true
}

// buildSet translates a set of patterns over tables built for their words, and returns the
// tables. A pattern the translation refuses is compiled as an ordinary regexp.
func buildSet(pats []*pattern) *tables {
	tr := &translator{punct: map[rune]bool{}}
	for _, p := range pats {
		root, err := parsePattern(p.src)
		if err == nil {
			p.plan, err = tr.tr(root, kW|kN|kS, follow{kW | kN | kE | kP, kW | kN | kE | kP})
		}
		if err == nil && tnullable(p.plan) {
			err = fmt.Errorf("matches the empty string")
		}
		if err != nil {
			p.fallback(err)
		}
	}
	t := newTables(pats, tr.punct)
	for _, p := range pats {
		if p.plan == nil {
			continue
		}
		w, err := regexp.Compile(t.emit(p.plan))
		if err != nil {
			p.fallback(fmt.Errorf("translation does not compile: %w", err))
			continue
		}
		p.word, p.plan, p.t = w, nil, t
	}
	t.atomCache, t.classCache, t.shapes = nil, nil, nil
	return t
}

func (p *pattern) fallback(err error) {
	p.why = err.Error()
	p.plan = nil
	p.fb = regexp.MustCompile(p.src)
}

// compileLate translates a pattern registered after the tables were built (a test's own
// pattern). A word, stem, suffix or character the tables do not know has no rune of its
// own, so such a pattern falls back. The caller holds registry.mu.
func compileLate(p *pattern) {
	t := registry.t
	tr := &translator{punct: map[rune]bool{}}
	root, err := parsePattern(p.src)
	if err == nil {
		p.plan, err = tr.tr(root, kW|kN|kS, follow{kW | kN | kE | kP, kW | kN | kE | kP})
	}
	if err == nil && tnullable(p.plan) {
		err = fmt.Errorf("matches the empty string")
	}
	if err == nil {
		for r := range tr.punct {
			if _, ok := t.punct[r]; !ok {
				err = fmt.Errorf("unknown character %q", r)
			}
		}
		walkSlots(p.plan, func(s *slot) {
			for _, w := range s.words {
				if _, ok := t.vocab[w]; !ok {
					err = fmt.Errorf("unknown word %q", w)
				}
			}
			for _, a := range s.atoms {
				_, stem := t.stemIdx[a.lit]
				if a.kind == aPrefix && !stem || a.kind == aSuffix && !slices.Contains(t.suffixes, a.lit) ||
					a.kind == aDigits && (a.min >= t.digitCap || a.max >= t.digitCap) {
					err = fmt.Errorf("unknown shape %v", a)
				}
			}
		})
	}
	if err == nil {
		var w *regexp.Regexp
		if w, err = regexp.Compile(t.emit(p.plan)); err == nil {
			p.word, p.plan, p.t = w, nil, t
		}
	}
	if err != nil {
		p.fallback(err)
	}
	registry.all = append(registry.all, p)
}

// tnullable reports whether a token-level pattern can match no token at all.
func tnullable(n *tnode) bool {
	switch n.kind {
	case tSlot, tSP, tPunct, tAnyTok, tFail:
		return false
	case tConcat:
		for _, s := range n.subs {
			if !tnullable(s) {
				return false
			}
		}
		return true
	case tAlt:
		for _, s := range n.subs {
			if tnullable(s) {
				return true
			}
		}
		return false
	case tRepeat:
		return n.min == 0 || tnullable(n.subs[0])
	case tCapture:
		return tnullable(n.subs[0])
	}
	return true
}

// Token runes are taken from the CJK ideographs block: any runes would do, since an encoded
// text holds nothing else, and these all take three bytes, so rune i of an encoded text is
// bytes 3i to 3i+3.
const (
	runeBase  = 0x4E00
	runeLimit = 0x9FFF
	rSpace    = runeBase
	rNewline  = runeBase + 1
	rOther    = runeBase + 2
	runeFirst = runeBase + 3
)

// tables give every token its rune: words named by patterns their own, other words one for
// the shapes they have.
type tables struct {
	punct map[rune]rune
	vocab map[string]rune
	// stems and suffixes of the prefix and suffix atoms, sorted; digitCap is one more than
	// any finite bound of a digit atom.
	stems    []string
	stemIdx  map[string]int
	maxStem  int
	suffixes []string // longest first
	digitCap int
	// shape runes: shapeRune[(pc*ns+sc)*nd+dc], 0 where no word can have the shape.
	ns, nd    int
	shapeRune []rune
	// Caches for building: the class of each atom and of each slot, every word rune's shape.
	atomCache  map[string][]rune
	classCache map[string]string
	shapes     []wordRune
}

// wordRune is a word rune and the shape of the word(s) it stands for.
type wordRune struct {
	r          rune
	pc, sc, dc int
}

// wordRunes lists every word rune with its shape, for building classes.
func (t *tables) wordRunes() []wordRune {
	var out []wordRune
	for w, r := range t.vocab {
		pc, sc, dc := t.shape(w)
		out = append(out, wordRune{r, pc, sc, dc})
	}
	for i, r := range t.shapeRune {
		if r != 0 {
			dc := i % t.nd
			sc := i / t.nd % t.ns
			out = append(out, wordRune{r, i / t.nd / t.ns, sc, dc})
		}
	}
	return out
}

func newTables(all []*pattern, punct map[rune]bool) *tables {
	t := &tables{punct: map[rune]rune{}, vocab: map[string]rune{}, stemIdx: map[string]int{}, atomCache: map[string][]rune{}}
	next := rune(runeFirst)
	var ps []rune
	for r := range punct {
		ps = append(ps, r)
	}
	slices.Sort(ps)
	for _, r := range ps {
		t.punct[r] = next
		next++
	}
	stems, sufs := map[string]bool{}, map[string]bool{}
	digitCap := 1
	var words []string
	for _, p := range all {
		walkSlots(p.plan, func(s *slot) {
			for _, w := range s.words {
				if _, ok := t.vocab[w]; !ok {
					t.vocab[w] = 0
					words = append(words, w)
				}
			}
			for _, a := range s.atoms {
				switch a.kind {
				case aPrefix:
					stems[a.lit] = true
				case aSuffix:
					sufs[a.lit] = true
				case aDigits:
					digitCap = max(digitCap, a.min+1, a.max+1)
				}
			}
		})
	}
	for s := range stems {
		t.stems = append(t.stems, s)
	}
	sort.Strings(t.stems)
	for i, s := range t.stems {
		t.stemIdx[s] = i
		t.maxStem = max(t.maxStem, len(s))
	}
	for s := range sufs {
		t.suffixes = append(t.suffixes, s)
	}
	sort.Slice(t.suffixes, func(i, j int) bool {
		if len(t.suffixes[i]) != len(t.suffixes[j]) {
			return len(t.suffixes[i]) > len(t.suffixes[j])
		}
		return t.suffixes[i] < t.suffixes[j]
	})
	t.digitCap = digitCap
	// Words first, in the order the patterns name them, so that a lexicon's words get
	// neighbouring runes and its class is a few ranges wherever it is pasted.
	for _, w := range words {
		t.vocab[w] = next
		next++
	}
	np := 1 + 2*len(t.stems)
	t.ns = 1 + 2*len(t.suffixes)
	t.nd = 1 + 2*t.digitCap
	t.shapeRune = make([]rune, np*t.ns*t.nd)
	for pc := 0; pc < np; pc++ {
		for sc := 0; sc < t.ns; sc++ {
			for dc := 0; dc < t.nd; dc++ {
				if !t.possible(pc, sc, dc) {
					continue
				}
				t.shapeRune[(pc*t.ns+sc)*t.nd+dc] = next
				next++
			}
		}
	}
	if next > runeLimit {
		panic(fmt.Sprintf("signals: %d token runes do not fit", next-runeBase))
	}
	return t
}

// shape returns the shape of a word: pc, the longest stem it starts with (0 none, else
// 1+2i, +1 when the word is the stem); sc, the longest suffix it ends with (likewise); dc,
// whether it is digits (1..cap, by length, capped) or digits then "s" (cap+1..2cap).
func (t *tables) shape(w string) (pc, sc, dc int) {
	for k := min(len(w), t.maxStem); k > 0; k-- {
		if i, ok := t.stemIdx[w[:k]]; ok {
			pc = 1 + 2*i
			if k == len(w) {
				pc++
			}
			break
		}
	}
	for i, s := range t.suffixes {
		if strings.HasSuffix(w, s) {
			sc = 1 + 2*i
			if len(s) == len(w) {
				sc++
			}
			break
		}
	}
	n := 0
	for n < len(w) && w[n] >= '0' && w[n] <= '9' {
		n++
	}
	switch {
	case n == 0:
	case n == len(w):
		dc = min(n, t.digitCap)
	case n == len(w)-1 && w[n] == 's':
		dc = t.digitCap + min(n, t.digitCap)
	}
	return pc, sc, dc
}

// possible reports whether some word can have the shape: a word of digits (and an "s") can
// only start with a stem and end with a suffix made of the same. The set may be larger than
// needed (a shape no word has costs one unused rune), never smaller.
func (t *tables) possible(pc, sc, dc int) bool {
	if dc == 0 {
		return true
	}
	digitsS := func(s string) bool {
		s = strings.TrimSuffix(s, "s")
		for i := 0; i < len(s); i++ {
			if s[i] < '0' || s[i] > '9' {
				return false
			}
		}
		return true
	}
	if pc != 0 && !digitsS(t.stems[(pc-1)/2]) {
		return false
	}
	if sc != 0 && !digitsS(t.suffixes[(sc-1)/2]) {
		return false
	}
	return true
}

// has reports whether a word of the given shape is of the atom's shape.
func (t *tables) has(a atom, w wordRune) bool {
	switch a.kind {
	case aAll:
		return true
	case aPrefix:
		if w.pc == 0 {
			return false
		}
		stem := t.stems[(w.pc-1)/2]
		exact := w.pc%2 == 0
		return strings.HasPrefix(stem, a.lit) && !(a.strict && exact && stem == a.lit)
	case aSuffix:
		if w.sc == 0 {
			return false
		}
		suf := t.suffixes[(w.sc-1)/2]
		exact := w.sc%2 == 0
		return strings.HasSuffix(suf, a.lit) && !(a.strict && exact && suf == a.lit)
	case aDigits:
		if w.dc == 0 || (w.dc > t.digitCap) != a.withS {
			return false
		}
		n := w.dc
		if a.withS {
			n -= t.digitCap
		}
		// n == digitCap stands for every length from digitCap up, and digitCap is above
		// every finite bound.
		return n >= a.min && (a.max < 0 || n <= a.max)
	}
	return false
}

// class returns the runes a slot accepts.
func (t *tables) class(s *slot) []rune {
	var rs []rune
	for _, w := range s.words {
		rs = append(rs, t.vocab[w])
	}
	for _, a := range s.atoms {
		key := a.String()
		if t.atomCache == nil {
			t.atomCache = map[string][]rune{}
		}
		c, ok := t.atomCache[key]
		if !ok {
			if t.shapes == nil {
				t.shapes = t.wordRunes()
			}
			for _, w := range t.shapes {
				if t.has(a, w) {
					c = append(c, w.r)
				}
			}
			t.atomCache[key] = c
		}
		rs = append(rs, c...)
	}
	return rs
}

// emit writes a token-level pattern as a Go regexp over token runes.
func (t *tables) emit(n *tnode) string {
	var b strings.Builder
	t.emitTo(&b, n)
	return b.String()
}

// writeRune writes a token rune as itself: the runes are ideographs, never special in a
// pattern, and a compiled regexp keeps its source, so the short form saves memory.
func writeRune(b *strings.Builder, r rune) {
	b.WriteRune(r)
}

func writeClass(b *strings.Builder, rs []rune) {
	if len(rs) == 0 {
		b.WriteString(`[^\x00-\x{10FFFF}]`)
		return
	}
	slices.Sort(rs)
	rs = slices.Compact(rs)
	b.WriteByte('[')
	for i := 0; i < len(rs); {
		j := i
		for j+1 < len(rs) && rs[j+1] == rs[j]+1 {
			j++
		}
		writeRune(b, rs[i])
		if j > i {
			b.WriteByte('-')
			writeRune(b, rs[j])
		}
		i = j + 1
	}
	b.WriteByte(']')
}

func (t *tables) emitTo(b *strings.Builder, n *tnode) {
	switch n.kind {
	case tSlot:
		// A lexicon pasted into many patterns is the same slot each time: written once.
		key := strings.Join(n.slot.words, " ") + "|" + fmt.Sprint(n.slot.atoms)
		c, ok := t.classCache[key]
		if !ok {
			var cb strings.Builder
			writeClass(&cb, t.class(n.slot))
			c = cb.String()
			if t.classCache == nil {
				t.classCache = map[string]string{}
			}
			t.classCache[key] = c
		}
		b.WriteString(c)
	case tSP:
		writeRune(b, rSpace)
	case tPunct:
		writeRune(b, t.punct[n.r])
	case tAnyTok:
		b.WriteString(`[^`)
		writeRune(b, rNewline)
		b.WriteString(`]`)
	case tBegin:
		b.WriteString(`^`)
	case tEnd:
		b.WriteString(`$`)
	case tEmpty:
		b.WriteString(`(?:)`)
	case tFail:
		b.WriteString(`[^\x00-\x{10FFFF}]`)
	case tConcat:
		for _, s := range n.subs {
			b.WriteString(`(?:`)
			t.emitTo(b, s)
			b.WriteString(`)`)
		}
	case tAlt:
		b.WriteString(`(?:`)
		for i, s := range n.subs {
			if i > 0 {
				b.WriteByte('|')
			}
			t.emitTo(b, s)
		}
		b.WriteString(`)`)
	case tCapture:
		b.WriteByte('(')
		if n.name != "" {
			b.WriteString(`?P<` + n.name + `>`)
		}
		t.emitTo(b, n.subs[0])
		b.WriteByte(')')
	case tRepeat:
		b.WriteString(`(?:`)
		t.emitTo(b, n.subs[0])
		b.WriteString(`)`)
		switch {
		case n.min == 0 && n.max == -1:
			b.WriteByte('*')
		case n.min == 1 && n.max == -1:
			b.WriteByte('+')
		case n.max == -1:
			fmt.Fprintf(b, "{%d,}", n.min)
		default:
			fmt.Fprintf(b, "{%d,%d}", n.min, n.max)
		}
		if !n.greedy {
			b.WriteByte('?')
		}
	}
}

func walkSlots(n *tnode, f func(*slot)) {
	if n == nil {
		return
	}
	if n.kind == tSlot {
		f(n.slot)
	}
	for _, s := range n.subs {
		walkSlots(s, f)
	}
}

// encoded is a text as token runes: enc holds one three-byte rune per token, and token i
// starts at byte starts[i]-base of the text (starts has one more entry, the text's end).
type encoded struct {
	t      *tables
	s      string
	enc    string
	starts []int
	base   int
}

// offset maps a byte offset in enc to one in the text.
func (e *encoded) offset(i int) int { return e.starts[i/3] - e.base }

// lastEncoded keeps the latest encoding: the rules of one turn run on the same few texts.
var lastEncoded atomic.Pointer[encoded]

// encodeCached reads s as tokens, or returns the encoding it made last time.
func (t *tables) encodeCached(s string) *encoded {
	if e := lastEncoded.Load(); e != nil && e.t == t && e.s == s {
		return e
	}
	e := t.encode(s)
	lastEncoded.Store(e)
	return e
}

func (t *tables) encode(s string) *encoded {
	buf := make([]byte, 0, 3*len(s)/2+3)
	starts := make([]int, 0, len(s)/2+2)
	for i := 0; i < len(s); {
		starts = append(starts, i)
		if isWordByte(s[i]) {
			j := i + 1
			for j < len(s) && isWordByte(s[j]) {
				j++
			}
			buf = utf8.AppendRune(buf, t.wordRune(s[i:j]))
			i = j
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		switch {
		case r == ' ':
			r = rSpace
		case r == '\n':
			r = rNewline
		default:
			if pr, ok := t.punct[r]; ok && !(r == utf8.RuneError && size == 1) {
				r = pr
			} else {
				r = rOther
			}
		}
		buf = utf8.AppendRune(buf, r)
	}
	starts = append(starts, len(s))
	return &encoded{t: t, s: s, enc: string(buf), starts: starts}
}

// wordRune is the rune of one word token.
func (t *tables) wordRune(w string) rune {
	if r, ok := t.vocab[w]; ok {
		return r
	}
	pc, sc, dc := t.shape(w)
	r := t.shapeRune[(pc*t.ns+sc)*t.nd+dc]
	if r == 0 {
		panic(fmt.Sprintf("signals: no rune for the shape of %q", w))
	}
	return r
}

// fallbacks lists the patterns that kept an ordinary regexp, and why.
func fallbacks() map[string]string {
	buildTables()
	registry.mu.Lock()
	defer registry.mu.Unlock()
	out := map[string]string{}
	for _, p := range registry.all {
		if p.fb != nil {
			out[p.src] = p.why
		}
	}
	return out
}
