package signals

import (
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// This file parses a rule's pattern into a syntax tree exactly as it is written. regexp/syntax
// would do the parsing, but it factors alternations ("his \w+|him|her" becomes
// "h(?:is \w+|im|er)"), which cuts words in half; the word-level matcher (wordmatch.go) needs
// the words whole. The parser takes the subset of RE2 the rules use and refuses everything
// else; a refused pattern falls back to Go's regexp (see wordmatch.go), so coverage never
// decides an answer.

// nodeKind is the kind of a pattern syntax node.
type nodeKind uint8

const (
	nLit     nodeKind = iota // one rune
	nClass                   // a character class: ranges lo-hi pairs
	nAny                     // . (any rune but \n)
	nBegin                   // ^ (beginning of text)
	nEnd                     // $ (end of text)
	nWordB                   // \b
	nNoWordB                 // \B
	nConcat
	nAlt
	nRepeat  // sub{min,max}; max -1 is unbounded
	nCapture // (sub) or (?P<name>sub)
	nEmpty
)

// node is one element of a parsed pattern.
type node struct {
	kind   nodeKind
	r      rune
	ranges []rune // nClass: sorted, merged lo,hi pairs
	subs   []*node
	min    int
	max    int
	greedy bool
	cap    int
	name   string
}

var errUnsupported = errors.New("unsupported syntax")

// parsePattern parses src; an error means the word-level matcher cannot take the pattern.
func parsePattern(src string) (*node, error) {
	p := &wparser{s: src}
	n, err := p.alt()
	if err != nil {
		return nil, err
	}
	if p.i != len(p.s) {
		return nil, fmt.Errorf("unexpected %q at %d", p.s[p.i], p.i)
	}
	return n, nil
}

type wparser struct {
	s    string
	i    int
	ncap int
}

func (p *wparser) alt() (*node, error) {
	var branches []*node
	for {
		c, err := p.concat()
		if err != nil {
			return nil, err
		}
		branches = append(branches, c)
		if p.i < len(p.s) && p.s[p.i] == '|' {
			p.i++
			continue
		}
		break
	}
	if len(branches) == 1 {
		return branches[0], nil
	}
	return &node{kind: nAlt, subs: branches}, nil
}

func (p *wparser) concat() (*node, error) {
	var items []*node
	for p.i < len(p.s) && p.s[p.i] != '|' && p.s[p.i] != ')' {
		a, err := p.atom()
		if err != nil {
			return nil, err
		}
		for p.i < len(p.s) {
			min, max, n, ok := repeatOp(p.s[p.i:])
			if !ok {
				break
			}
			p.i += n
			greedy := true
			if p.i < len(p.s) && p.s[p.i] == '?' {
				greedy = false
				p.i++
			}
			a = &node{kind: nRepeat, subs: []*node{a}, min: min, max: max, greedy: greedy}
		}
		items = append(items, a)
	}
	switch len(items) {
	case 0:
		return &node{kind: nEmpty}, nil
	case 1:
		return items[0], nil
	}
	return &node{kind: nConcat, subs: items}, nil
}

// repeatOp reads a repetition operator at the start of s: *, +, ?, {n}, {n,}, {n,m}. A brace
// that does not form one is a literal, as in RE2.
func repeatOp(s string) (min, max, n int, ok bool) {
	switch s[0] {
	case '*':
		return 0, -1, 1, true
	case '+':
		return 1, -1, 1, true
	case '?':
		return 0, 1, 1, true
	case '{':
	default:
		return 0, 0, 0, false
	}
	j := 1
	num := func() (int, bool) {
		k := j
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		if k == j {
			return 0, false
		}
		v, err := strconv.Atoi(s[k:j])
		return v, err == nil
	}
	lo, good := num()
	if !good {
		return 0, 0, 0, false
	}
	hi := lo
	if j < len(s) && s[j] == ',' {
		j++
		if j < len(s) && s[j] == '}' {
			hi = -1
		} else if hi, good = num(); !good {
			return 0, 0, 0, false
		}
	}
	if j >= len(s) || s[j] != '}' {
		return 0, 0, 0, false
	}
	return lo, hi, j + 1, true
}

func (p *wparser) atom() (*node, error) {
	c := p.s[p.i]
	switch c {
	case '(':
		p.i++
		capture, name := true, ""
		if p.i < len(p.s) && p.s[p.i] == '?' {
			rest := p.s[p.i:]
			switch {
			case len(rest) >= 2 && rest[1] == ':':
				capture = false
				p.i += 2
			case len(rest) >= 3 && (rest[1] == 'P' && rest[2] == '<' || rest[1] == '<'):
				start := p.i + 2
				if rest[1] == 'P' {
					start++
				}
				end := start
				for end < len(p.s) && p.s[end] != '>' {
					end++
				}
				if end >= len(p.s) {
					return nil, errUnsupported
				}
				name = p.s[start:end]
				p.i = end + 1
			default:
				return nil, errUnsupported // flags
			}
		}
		idx := 0
		if capture {
			p.ncap++
			idx = p.ncap
		}
		sub, err := p.alt()
		if err != nil {
			return nil, err
		}
		if p.i >= len(p.s) || p.s[p.i] != ')' {
			return nil, errors.New("missing )")
		}
		p.i++
		if !capture {
			return sub, nil
		}
		return &node{kind: nCapture, subs: []*node{sub}, cap: idx, name: name}, nil
	case '[':
		return p.class()
	case '.':
		p.i++
		return &node{kind: nAny}, nil
	case '^':
		p.i++
		return &node{kind: nBegin}, nil
	case '$':
		p.i++
		return &node{kind: nEnd}, nil
	case '\\':
		if p.i+1 >= len(p.s) {
			return nil, errUnsupported
		}
		e := p.s[p.i+1]
		p.i += 2
		switch e {
		case 'b':
			return &node{kind: nWordB}, nil
		case 'B':
			return &node{kind: nNoWordB}, nil
		}
		if r, ok := perlClass(e); ok {
			return &node{kind: nClass, ranges: r}, nil
		}
		if e < utf8.RuneSelf && !isWordByte(e) {
			return &node{kind: nLit, r: rune(e)}, nil
		}
		return nil, errUnsupported
	}
	r, size := utf8.DecodeRuneInString(p.s[p.i:])
	p.i += size
	return &node{kind: nLit, r: r}, nil
}

// class parses a bracketed character class.
func (p *wparser) class() (*node, error) {
	p.i++ // [
	neg := false
	if p.i < len(p.s) && p.s[p.i] == '^' {
		neg = true
		p.i++
	}
	var rs []rune
	first := true
	for {
		if p.i >= len(p.s) {
			return nil, errors.New("missing ]")
		}
		if p.s[p.i] == ']' && !first {
			p.i++
			break
		}
		first = false
		if p.s[p.i] == '[' && p.i+1 < len(p.s) && p.s[p.i+1] == ':' {
			return nil, errUnsupported
		}
		lo, err := p.classChar(&rs)
		if err != nil {
			return nil, err
		}
		if lo < 0 {
			continue // a Perl class, already added
		}
		hi := lo
		if p.i+1 < len(p.s) && p.s[p.i] == '-' && p.s[p.i+1] != ']' {
			p.i++
			if hi, err = p.classChar(nil); err != nil || hi < 0 {
				return nil, errUnsupported
			}
		}
		rs = append(rs, lo, hi)
	}
	rs = mergeRanges(rs)
	if neg {
		rs = negateRanges(rs)
	}
	return &node{kind: nClass, ranges: rs}, nil
}

// classChar reads one class member; a Perl class (\d, \w, \s) is appended to rs and -1 returned.
func (p *wparser) classChar(rs *[]rune) (rune, error) {
	if p.s[p.i] == '\\' {
		if p.i+1 >= len(p.s) {
			return 0, errUnsupported
		}
		e := p.s[p.i+1]
		p.i += 2
		if r, ok := perlClass(e); ok {
			if rs == nil {
				return 0, errUnsupported
			}
			*rs = append(*rs, r...)
			return -1, nil
		}
		if e < utf8.RuneSelf && !isWordByte(e) {
			return rune(e), nil
		}
		return 0, errUnsupported
	}
	r, size := utf8.DecodeRuneInString(p.s[p.i:])
	p.i += size
	return r, nil
}

// perlClass returns the ranges of \d, \D, \w, \W, \s, \S (ASCII, as in Go's regexp).
func perlClass(e byte) ([]rune, bool) {
	var r []rune
	switch e | 0x20 {
	case 'd':
		r = []rune{'0', '9'}
	case 'w':
		r = []rune{'0', '9', 'A', 'Z', '_', '_', 'a', 'z'}
	case 's':
		r = []rune{'\t', '\n', '\f', '\r', ' ', ' '}
	default:
		return nil, false
	}
	if e >= 'A' && e <= 'Z' {
		r = negateRanges(r)
	}
	return r, true
}

func isWordByte(b byte) bool {
	return b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b == '_'
}

// mergeRanges sorts lo,hi pairs and merges those that touch or overlap.
func mergeRanges(rs []rune) []rune {
	type rg struct{ lo, hi rune }
	var v []rg
	for i := 0; i+1 < len(rs); i += 2 {
		v = append(v, rg{rs[i], rs[i+1]})
	}
	sort.Slice(v, func(i, j int) bool { return v[i].lo < v[j].lo })
	var out []rune
	for _, x := range v {
		if n := len(out); n > 0 && x.lo <= out[n-1]+1 {
			if x.hi > out[n-1] {
				out[n-1] = x.hi
			}
			continue
		}
		out = append(out, x.lo, x.hi)
	}
	return out
}

// negateRanges complements merged ranges over all of Unicode.
func negateRanges(rs []rune) []rune {
	rs = mergeRanges(rs)
	var out []rune
	next := rune(0)
	for i := 0; i < len(rs); i += 2 {
		if rs[i] > next {
			out = append(out, next, rs[i]-1)
		}
		next = rs[i+1] + 1
	}
	if next <= utf8.MaxRune {
		out = append(out, next, utf8.MaxRune)
	}
	return out
}

// String writes the node back as a pattern, for error messages.
func (n *node) String() string {
	var b strings.Builder
	n.write(&b)
	return b.String()
}

func (n *node) write(b *strings.Builder) {
	switch n.kind {
	case nLit:
		b.WriteString(regexp.QuoteMeta(string(n.r)))
	case nClass:
		switch {
		case isClass(n.ranges, `\w`):
			b.WriteString(`\w`)
		case isClass(n.ranges, `\d`):
			b.WriteString(`\d`)
		default:
			fmt.Fprintf(b, "[%q]", n.ranges)
		}
	case nAny:
		b.WriteByte('.')
	case nBegin:
		b.WriteByte('^')
	case nEnd:
		b.WriteByte('$')
	case nWordB:
		b.WriteString(`\b`)
	case nNoWordB:
		b.WriteString(`\B`)
	case nConcat:
		for _, s := range n.subs {
			s.write(b)
		}
	case nAlt:
		b.WriteString("(?:")
		for i, s := range n.subs {
			if i > 0 {
				b.WriteByte('|')
			}
			s.write(b)
		}
		b.WriteString(")")
	case nCapture:
		b.WriteString("(")
		n.subs[0].write(b)
		b.WriteString(")")
	case nRepeat:
		b.WriteString("(?:")
		n.subs[0].write(b)
		fmt.Fprintf(b, "){%d,%d}", n.min, n.max)
		if !n.greedy {
			b.WriteByte('?')
		}
	}
}
