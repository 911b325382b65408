package app_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"claimsline/prompts"
)

// BenchmarkBookingYes measures the turn from the caller's "yes" to the spoken confirmation,
// through the real HTTP handler (real Redis and Postgres, the instant offline model, so the
// figure is the server's own cost: the forced book_inspection call, the token check, the
// re-read of the adjuster's day, the write, the save).
//
//	one:       one caller at a time.
//	bookers50: fifty callers, each at the read-back of the same soonest slot, say yes at
//	           once. p50_ms and p99_ms are over every caller's yes turn; booked/op must be
//	           the slot's capacity and every other caller hears slot_unavailable's line.
func BenchmarkBookingYes(b *testing.B) {
	s := newBenchService(b)
	ctx := context.Background()
	if _, err := s.app.DB.Pool.Exec(ctx, `
		INSERT INTO customers (customer_id, name, phone_e164, dob)
		SELECT 'BC-' || n, 'Bench Caller ' || n, '+1415555' || (2000 + n), date '1980-01-01' FROM generate_series(1, 50) n;
		INSERT INTO claims (claim_id, customer_id, status, claim_type)
		SELECT 'BCLM-' || n, 'BC-' || n, 'awaiting inspection', 'home hail damage' FROM generate_series(1, 50) n`); err != nil {
		b.Fatal(err)
	}
	phone := func(n int) string {
		return strings.Join(strings.Split(fmt.Sprintf("415555%d", 2000+n), ""), " ")
	}
	// ready brings a call to the read-back of the soonest slot and returns the yes request.
	ready := func(n int) (string, []byte) {
		id := benchCallID()
		for _, u := range []string{"", phone(n), "January 1st, 1980", "can someone come look at the damage", "the first one please"} {
			s.turn(id, u, false)
		}
		if c, _, err := s.app.Calls.Get(ctx, id); err != nil || c.Booking.ReadBack == "" {
			b.Fatalf("call %s not at the read-back: %v", id, err)
		}
		return id, s.body(id, "yes please", false)
	}
	for _, callers := range []int{1, 50} {
		name := "one"
		if callers > 1 {
			name = fmt.Sprintf("bookers%d", callers)
		}
		b.Run(name, func(b *testing.B) {
			s.b = b
			var all []time.Duration
			booked, unavailable := 0, 0
			for range b.N {
				b.StopTimer()
				if _, err := s.app.DB.Pool.Exec(ctx, `DELETE FROM inspection_bookings`); err != nil {
					b.Fatal(err)
				}
				ids := make([]string, callers)
				bodies := make([][]byte, callers)
				for i := range callers {
					ids[i], bodies[i] = ready(i + 1)
				}
				recs := make([]*httptest.ResponseRecorder, callers)
				took := make([]time.Duration, callers)
				var wg sync.WaitGroup
				b.StartTimer()
				for i := range callers {
					wg.Add(1)
					go func() {
						defer wg.Done()
						start := time.Now()
						recs[i] = s.serve(bodies[i])
						took[i] = time.Since(start)
					}()
				}
				wg.Wait()
				b.StopTimer()
				for i, rec := range recs {
					switch line := s.check(ids[i], rec, false); {
					case strings.HasPrefix(line, "You're booked"):
						booked++
					case line == prompts.SlotUnavailable:
						unavailable++
					default:
						b.Fatalf("caller %d heard %q", i, line)
					}
				}
				all = append(all, took...)
				s.history = map[string][]benchMessage{}
			}
			slices.Sort(all)
			b.ReportMetric(float64(all[len(all)/2].Microseconds())/1000, "p50_ms")
			b.ReportMetric(float64(all[len(all)*99/100].Microseconds())/1000, "p99_ms")
			b.ReportMetric(float64(booked)/float64(b.N), "booked/op")
			b.ReportMetric(float64(unavailable)/float64(b.N), "unavailable/op")
		})
	}
}
