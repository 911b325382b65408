package wilson_test

import (
	"math"
	"testing"

	"claimsline/internal/wilson"
)

// TestIntervalMatchesKnownValues checks the interval at the edges and against the figures seed 001
// published, to one decimal.
func TestIntervalMatchesKnownValues(t *testing.T) {
	for _, tc := range []struct {
		k, n   int
		lo, hi float64 // percent
		tol    float64
	}{
		{0, 0, 0, 100, 0.001},
		{0, 10, 0, 27.75, 0.01},
		{10, 10, 72.25, 100, 0.01},
		{5, 10, 23.66, 76.34, 0.01},
		{1, 2, 9.45, 90.55, 0.01},
		// The seed's published figures, to one decimal.
		{136, 145, 88.6, 96.7, 0.06},
		{365, 387, 91.5, 96.2, 0.06},
		{39, 46, 71.8, 92.4, 0.06},
		{11, 11, 74.1, 100, 0.06},
	} {
		lo, hi := wilson.Interval(tc.k, tc.n)
		if math.Abs(100*lo-tc.lo) > tc.tol || math.Abs(100*hi-tc.hi) > tc.tol {
			t.Errorf("Interval(%d, %d) = %.3f-%.3f%%, want %.2f-%.2f%%", tc.k, tc.n, 100*lo, 100*hi, tc.lo, tc.hi)
		}
	}
}
