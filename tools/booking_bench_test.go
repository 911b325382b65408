package tools_test

import (
	"context"
	"testing"

	"claimsline/tools"
)

// BenchmarkSearch measures one 14-day search over the fixture calendar in real Postgres and
// reports reads/op: calendar reads per search, one per calendar month the window touches
// ("march": inside March; "march-april": from March 25, into April).
func BenchmarkSearch(b *testing.B) {
	cal, _, booker := calendarFor(b)
	for _, tc := range []struct{ name, words string }{{"march", ""}, {"march-april", "March 25th"}} {
		b.Run(tc.name, func(b *testing.B) {
			cal.Reads()
			for range b.N {
				if r := booker.Search(context.Background(), caller(1), tools.InspectionSearchArgs{StartDate: tc.words}); r.Status != tools.StatusOpenings {
					b.Fatalf("status %s", r.Status)
				}
			}
			b.ReportMetric(float64(cal.Reads())/float64(b.N), "reads/op")
		})
	}
}
