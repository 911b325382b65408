package phone

import (
	"fmt"
	"slices"
	"strings"
)

// ErrRunDisagrees means the caller described a run of one digit after the number ("...,
// that's three ones in a row") and the number read has no such run: the description or the
// digits are wrong, and either way the number is not one to verify by. It wraps ErrUnsure.
var ErrRunDisagrees = fmt.Errorf("%w: the number has no run of the digit the caller described", ErrUnsure)

// A caller who has just said a number with a digit repeated may describe it, to make sure it
// was heard: "..., zero one one one, that's three ones in a row", "..., two fives together".
// The count is no digit of the number and "ones" is no correction of one digit (which would be
// refused as a digit fix that names no place): it is a check of what was said. It is read
// only last, after the digits, as a count of two to four said right before a plural digit
// name with at most a pointer ("that's", "there's") before it and nothing after it but how
// the run stands ("in a row", "together", "back to back", "in it"). The number read must then
// have a run of exactly that many of that digit, or it is refused (ErrRunDisagrees).

// runPointers may come before the count: they point back at the number just said.
var runPointers = map[string]bool{"that": true, "thats": true, "s": true, "there": true,
	"theres": true, "its": true, "it": true, "so": true, "yeah": true, "yes": true, "with": true}

// runWays are what may follow the plural digit name: how the digits stand in the number.
var runWays = [][]string{{}, {"in", "a", "row"}, {"together"}, {"back", "to", "back"}, {"in", "it"},
	{"in", "there"}, {"right", "together"}, {"one", "after", "another"}}

// runDescribed finds a described run of one digit said after the last digits, sets its group
// aside and returns the run ("111"); "" when there is none.
func runDescribed(groups []group, tail []string, other []bool) string {
	i := len(groups) - 1
	if i < 1 || other[i] {
		return ""
	}
	g := groups[i]
	if len(g.digits) != 1 || g.digits[0] < '2' || g.digits[0] > '4' || g.plus {
		return ""
	}
	for _, w := range normalise(g.words) {
		if !runPointers[w] {
			return ""
		}
	}
	after := normalise(tail)
	if len(after) == 0 || pluralDigits[after[0]] == 0 {
		return ""
	}
	if !slices.ContainsFunc(runWays, func(way []string) bool { return slices.Equal(way, after[1:]) }) {
		return ""
	}
	other[i] = true
	return strings.Repeat(string(pluralDigits[after[0]]), int(g.digits[0]-'0'))
}

// hasRun reports a run of exactly len(run) of run's digit in digits: not part of a longer one.
func hasRun(digits, run string) bool {
	d := run[0]
	for i := 0; i < len(digits); {
		if digits[i] != d {
			i++
			continue
		}
		j := i
		for j < len(digits) && digits[j] == d {
			j++
		}
		if j-i == len(run) {
			return true
		}
		i = j
	}
	return false
}
