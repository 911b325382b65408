package phone

import (
	"fmt"
	"slices"
)

// ErrUnaccounted means the number read leaves digits the caller said unexplained: a span of
// digits that is neither in the number, nor set aside by the reader for a reason it knows
// (another kind of number, a place, a quantity, someone else's, ruled out), nor replaced
// after a correction, nor said again. It wraps ErrNoNumber: the agent asks again.
var ErrUnaccounted = fmt.Errorf("%w: digits said that the number read does not account for", ErrNoNumber)

// accounting is what assemble knew about the groups when it read them: which it set aside
// and why, and where a correction split them. check holds the number read against it.
type accounting struct {
	groups []group
	// aside marks groups the reader set aside for a reason of its own.
	aside []bool
	// breaks marks groups the reader took as starting a correction or a designation.
	breaks []bool
	// fixed is set when a digit was corrected in place ("the last digit's a nine").
	fixed bool
	// picked is set when the number was chosen among several by withdrawal or by kind.
	picked bool
	// recorded is set once record has run.
	recorded bool
}

// record keeps the groups assemble reads and the ones it set aside.
func (a *accounting) record(groups []group, other []bool, fixed bool) {
	if a == nil {
		return
	}
	a.groups, a.fixed, a.recorded = groups, fixed, true
	a.aside = make([]bool, len(groups))
	a.breaks = make([]bool, len(groups))
	for i, g := range groups {
		a.aside[i] = other[i] || negated(g.words) || otherNumber(g.words)
	}
}

// setPicked notes that the reader chose the number among several (a correction withdrawn, a
// number picked by kind): the others are whole runs of their own, accounted for by the choice.
func (a *accounting) setPicked() {
	if a != nil {
		a.picked = true
	}
}

// setBreak notes that the reader split the groups at i: the words before it correct or
// designate, so what came before may be replaced.
func (a *accounting) setBreak(i int) {
	if a != nil && i < len(a.breaks) {
		a.breaks[i] = true
	}
}

// check refuses digits that do not account for every group the reader kept.
func (a *accounting) check(digits string) error {
	if a == nil || !a.recorded {
		// Nothing recorded: assemble refused before reading any number.
		return nil
	}
	if accountedFor(a, digits) {
		return nil
	}
	return ErrUnaccounted
}

// accountedFor reports whether digits can be read off the groups in order, each kept group
// used whole, or used up to a part boundary with the rest replaced or said again, or left out
// for a reason: set aside by the reader, said again next to the digits it repeats, replaced
// before a correction (or a restart after a pause), or said in passing (a short run set off
// by words before the number or after it). Labelled parts are tried two more ways: in the
// order they name ("..., area code 562"), and put into the part of an earlier group they
// correct ("..., wait, the middle part is 555").
func accountedFor(a *accounting, digits string) bool {
	if alignGroups(a.groups, a.aside, a.breaks, digits, a.picked, a.fixed) {
		return true
	}
	var kept []group
	for i, g := range a.groups {
		if !a.aside[i] {
			kept = append(kept, g)
		}
	}
	if ordered, ok := byPart(kept); ok {
		// The labels put the parts in order; a word such as "mine" before a part is no
		// correction here.
		n := len(ordered)
		if alignGroups(ordered, make([]bool, n), make([]bool, n), digits, a.picked, a.fixed) {
			return true
		}
	}
	return partPutRight(a, digits)
}

// partPutRight reports digits read as an earlier group with a part replaced by a labelled
// group said after it ("707 543 8826... actually, the area code is 708"), the rest accounted
// for as accountedFor does.
func partPutRight(a *accounting, digits string) bool {
	for j, fix := range a.groups {
		if a.aside[j] || j == 0 || label(fix.words) == partNone {
			continue
		}
		for i := range j {
			g := a.groups[i]
			if a.aside[i] {
				continue
			}
			for o := 0; o+len(fix.digits) <= len(g.digits); o++ {
				if g.digits[o:o+len(fix.digits)] == fix.digits {
					continue
				}
				gs := slices.Clone(a.groups)
				gs[i].digits = g.digits[:o] + fix.digits + g.digits[o+len(fix.digits):]
				aside := slices.Clone(a.aside)
				aside[j] = true
				if alignGroups(gs, aside, a.breaks, digits, a.picked, a.fixed) {
					return true
				}
			}
		}
	}
	return false
}

// maxPassing is the most digits a run said in passing may have (a zip code, a house number,
// a date): more is a part of a number, which the reader must account for itself.
const maxPassing = 8

// alignGroups is accountedFor for one order of the groups.
// fixed says the first or the last digit was corrected in place: the group that said it
// first may have had another digit there.
func alignGroups(gs []group, aside, breaks []bool, digits string, picked, fixed bool) bool {
	// runEnd[i] is where the run of groups starting at i ends: the next group with words.
	// keptFrom[i] says a group from i on is not set aside.
	runEnd := make([]int, len(gs)+1)
	keptFrom := make([]bool, len(gs)+1)
	runEnd[len(gs)] = len(gs)
	for i := len(gs) - 1; i >= 0; i-- {
		runEnd[i] = i + 1
		if i+1 < len(gs) && len(gs[i+1].words) == 0 {
			runEnd[i] = runEnd[i+1]
		}
		keptFrom[i] = keptFrom[i+1] || !aside[i]
	}
	// cut reports a place in digits where a part of a North American number starts: the only
	// place a group may be used up to, the rest of it put right or said again.
	off := 0
	if len(digits) == 11 && digits[0] == '1' {
		off = 1
	}
	cut := func(p int) bool {
		return len(digits)-off == 10 && (p == off+3 || p == off+6)
	}
	// at reports digits said, d, at p in digits.
	at := func(p int, d string) bool {
		if p+len(d) > len(digits) {
			return false
		}
		for j := range len(d) {
			if q := p + j; d[j] != digits[q] && !(fixed && (q == off || q == len(digits)-1)) {
				return false
			}
		}
		return true
	}
	// namedPart reports words before group i that name it a part of the number ("area code",
	// "the last four"), not of someone else's ("my husband's ends in 77").
	namedPart := func(i int) bool {
		return label(gs[i].words) != partNone && !aboutAnother(normalise(gs[i].words))
	}
	// corrected reports words before group i that put right what came before: a correction
	// the reader split at, a repair word, or a part named.
	corrected := func(i int) bool {
		return breaks[i] || repairs(gs[i].words) || namedPart(i)
	}
	// A state: the next group i, p digits read, and what is left open: pend is the first group
	// replaced and waiting for its correction (-1 for none) and pd the first digit replaced;
	// qs and ql are a quote in progress, digits[qs:qs+ql] said again; took is set when the
	// reader set a group aside since the last group used (what a correction may take back).
	type state struct {
		i, p, pend, qs, ql int
		pd                 byte
		took               bool
	}
	memo := map[state]bool{}
	var rec func(st state) bool
	// closeQuote ends a quote: it must repeat the digits just read, be digits still to come
	// (the start of what follows, or a digit put right ahead of the end said again: "...
	// 0149, no wait, 8... 555 0148"), or quote the number once it is whole.
	closeQuote := func(st state) (state, bool) {
		if st.ql == 0 {
			return st, true
		}
		ok := st.qs >= st.p || st.qs+st.ql == st.p || st.p == len(digits)
		st.qs, st.ql = 0, 0
		return st, ok
	}
	// skip tries the reasons digits d of the group at st.i may be left out, going on at the next.
	skip := func(st state, d string) bool {
		next := st
		next.i = st.i + 1
		if st.ql > 0 && at(st.qs+st.ql, d) {
			// More of the quote in progress.
			n := next
			n.ql += len(d)
			if rec(n) {
				return true
			}
		}
		c, ok := closeQuote(next)
		if !ok {
			return false
		}
		for s := 0; s+len(d) <= len(digits); s++ {
			// A new quote of digits of the number.
			if at(s, d) {
				n := c
				n.qs, n.ql = s, len(d)
				if rec(n) {
					return true
				}
			}
		}
		// Replaced: a correction, or a restart after a pause, must come before the next
		// group used.
		n := c
		if n.pend < 0 {
			n.pend, n.pd = st.i, d[0]
		}
		return rec(n)
	}
	rec = func(st state) bool {
		if st.i < len(gs) && st.i > 0 && breaks[st.i] && st.pend < 0 && !st.took && st.p > 0 && keptFrom[st.i] &&
			!pauseOnly(gs[st.i].words) && !apology(gs[st.i].words) {
			// A correction that takes back nothing said before it (nothing replaced, nothing
			// the reader set aside), with digits still to come: the reading has lost what
			// the caller put right.
			return false
		}
		if st.pend >= 0 && st.i < len(gs) && st.i > st.pend &&
			(corrected(st.i) || gs[st.i].stop && gs[st.i].digits[0] == st.pd) {
			st.pend, st.pd = -1, 0
		}
		if st.i == len(gs) {
			c, ok := closeQuote(st)
			return ok && c.p == len(digits) && c.pend < 0
		}
		if v, ok := memo[st]; ok {
			return v
		}
		memo[st] = false
		g := gs[st.i]
		ok := false
		if aside[st.i] || g.optionalOh {
			// Set aside by the reader, or an "oh" it may take as an interjection (or as a
			// zero, below).
			n := st
			n.i++
			n.took = aside[st.i]
			ok = rec(n)
			if ok || aside[st.i] {
				memo[st] = ok
				return ok
			}
		}
		if st.pend < 0 {
			// Used whole, or up to a part boundary.
			if c, closed := closeQuote(st); closed {
				for k := len(g.digits); k >= 1 && !ok; k-- {
					// Up to a part boundary, or to the last digit or two said again to pick up
					// from where the caller broke off ("zero one six... six two").
					if !at(c.p, g.digits[:k]) || k < len(g.digits) && !cut(c.p+k) &&
						!(len(g.digits)-k <= 2 && at(c.p+k, g.digits[k:])) {
						continue
					}
					n := c
					n.p += k
					n.took = false
					if k == len(g.digits) {
						n.i++
						ok = rec(n)
					} else {
						ok = skip(n, g.digits[k:])
					}
				}
			}
		}
		if !ok {
			ok = skip(st, g.digits)
		}
		if !ok && (st.i == 0 || len(g.words) > 0) && (st.p == 0 || st.p == len(digits)) {
			// Said in passing: a short run set off by words, before the number or after it,
			// not named as a part of a number, and no correction before it (before the first group there is nothing to
			// correct: "Sorry, it's 2 in the morning here, ..."). When the reader chose among
			// numbers by kind or took a correction back, the others are runs of their own.
			j := runEnd[st.i]
			// A run linked to the digits of the number ("412, then 662 ...") is a part of it;
			// one linked to digits set aside ("policy number 88 dash 4410") goes with them.
			joined := linked(g.words) && st.p > 0 && !aside[st.i-1] || j < len(gs) && linked(gs[j].words) && st.p == 0
			n := 0
			for _, h := range gs[st.i:j] {
				n += len(h.digits)
			}
			if n <= maxPassing && !joined && !namedPart(st.i) && (st.i == 0 || !corrected(st.i)) || picked {
				if c, closed := closeQuote(st); closed {
					c.i = j
					ok = rec(c)
				}
			}
		}
		memo[st] = ok
		return ok
	}
	return rec(state{i: 0, p: 0, pend: -1})
}

// linked reports words that only link digits into one number ("then", "and then", "dash"):
// a run joined so to the number is a part of what was said, never said in passing.
func linked(words []string) bool {
	return len(words) > 0 && !slices.ContainsFunc(words, func(w string) bool { return !connectors[w] })
}
