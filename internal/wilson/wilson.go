// Package wilson gives the 95% Wilson score interval, the one interval every figure this
// project reports carries (seed 001 reports its accuracies the same way). It is its own
// package so the agent evaluation and the reader report print the same interval from one
// formula.
package wilson

import "math"

// z95 is the normal quantile of a two-sided 95% interval.
const z95 = 1.959963984540054

// Interval returns the 95% Wilson score interval of k successes in n trials, as fractions.
// Unlike the normal approximation it stays inside [0, 1] and is honest at 0/n and n/n, which
// is where small evaluation sets live. n = 0 gives the uninformative [0, 1].
func Interval(k, n int) (lo, hi float64) {
	if n <= 0 {
		return 0, 1
	}
	p, nf := float64(k)/float64(n), float64(n)
	z2 := z95 * z95
	centre := (p + z2/(2*nf)) / (1 + z2/nf)
	half := z95 / (1 + z2/nf) * math.Sqrt(p*(1-p)/nf+z2/(4*nf*nf))
	return math.Max(0, centre-half), math.Min(1, centre+half)
}
