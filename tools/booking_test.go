package tools_test

import (
	"context"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"claimsline/internal/domain"
	"claimsline/internal/fakes/faultcal"
	"claimsline/internal/fakes/testdb"
	"claimsline/internal/postgres"
	"claimsline/state"
	"claimsline/tools"
)

var office = mustZone("America/New_York")

// testNow is the fixture's office clock: Monday, March 10, 2031, 10:00 in New York.
var testNow = time.Date(2031, 3, 10, 10, 0, 0, 0, office)

func mustZone(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return loc
}

// calendar is a private database holding the March 2031 fixture, behind the fault wrapper.
func calendar(t *testing.T) (*faultcal.Calendar, *postgres.DB, *tools.Booker) {
	t.Helper()
	return calendarFor(t)
}

func calendarFor(t testing.TB) (*faultcal.Calendar, *postgres.DB, *tools.Booker) {
	t.Helper()
	db := testdb.New(t)
	fixture, err := os.ReadFile("testdata/calendar.sql")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Pool.Exec(context.Background(), string(fixture)); err != nil {
		t.Fatal(err)
	}
	cal := faultcal.Wrap(db)
	now := testNow
	return cal, db, &tools.Booker{Calendar: cal, Key: []byte("test-key-test-key-test-key-test-key"), Office: office, Now: func() time.Time { return now }}
}

func caller(n int) tools.Caller {
	return tools.Caller{CallID: fmt.Sprintf("call-%d", n), CustomerID: fmt.Sprintf("TC-%d", n), ClaimID: fmt.Sprintf("TCLM-%d", n)}
}

// book runs the whole exchange for one reference: the model names it, code reads it back,
// the caller says yes, the model names it again.
func book(t *testing.T, b *tools.Booker, c tools.Caller, offers []state.Offer, ref string) tools.BookResult {
	t.Helper()
	first := b.Book(context.Background(), c, tools.Table{Offers: offers}, tools.BookArgs{Reference: ref, ReadBack: true})
	if first.Status != tools.StatusNeedsInput || first.ReadBack != ref || first.Confirm == "" {
		return first
	}
	return b.Book(context.Background(), c, tools.Table{Offers: offers, ReadBack: ref, Yes: true}, tools.BookArgs{Reference: ref, ReadBack: true})
}

func bookings(t *testing.T, db *postgres.DB, where string, args ...any) int {
	t.Helper()
	var n int
	if err := db.Pool.QueryRow(context.Background(), `SELECT count(*) FROM inspection_bookings WHERE `+where, args...).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func refs(offers []state.Offer) []string {
	var out []string
	for _, o := range offers {
		out = append(out, o.Reference)
	}
	return out
}

func TestSearchRendersTheCalendarFromOneReadPerMonth(t *testing.T) {
	t.Parallel()
	cal, _, b := calendar(t)
	cases := []struct {
		words     string
		reads     int64
		wantRefs  []string
		wantLines []string
	}{
		{"", 1, []string{"MAR11-0900-REYES", "MAR11-0900-REYES-2", "MAR12-0900-REYES", "MAR13-1400-REYES", "MAR17-0900-KIM"}, []string{
			"Searched 2031-03-11 through 2031-03-24.",
			"Soonest options: MAR11-0900-REYES-2, MAR12-0900-REYES, MAR13-1400-REYES",
			"Tuesday, March 11, 2031 (tomorrow)",
			"  Ana Reyes morning (EDT): shared 9:00 AM MAR11-0900-REYES",
			"  Luis Reyes morning (EDT): open 9:00 AM MAR11-0900-REYES-2",
			"  Jo Kim afternoon (PDT): open 1:00 PM MAR17-1300-KIM",
		}},
		// From March 25: the window reaches into April, so two months, two reads.
		{"March 25th", 2, []string{"APR02-1000-REYES"}, []string{"Searched 2031-03-25 through 2031-04-07."}},
	}
	for _, tc := range cases {
		cal.Reads()
		r := b.Search(context.Background(), caller(1), tools.InspectionSearchArgs{StartDate: tc.words})
		if r.Status != tools.StatusOpenings {
			t.Fatalf("%q: status %s", tc.words, r.Status)
		}
		if got := cal.Reads(); got != tc.reads {
			t.Errorf("%q: %d calendar reads, want %d (one per month touched)", tc.words, got, tc.reads)
		}
		got := refs(r.Offers)
		for _, want := range tc.wantRefs {
			if !strings.Contains(strings.Join(got, " "), want) {
				t.Errorf("%q: offers %v lack %s", tc.words, got, want)
			}
		}
		for _, line := range tc.wantLines {
			if !strings.Contains(r.Calendar, line+"\n") && !strings.HasSuffix(r.Calendar, line) {
				t.Errorf("%q: calendar lacks line %q:\n%s", tc.words, line, r.Calendar)
			}
		}
		// Nothing the model sees carries a token, an adjuster id or a column.
		shown := tools.Encode(r)
		for _, leak := range []string{"T-ANA", "T-JO", "column", "token", ".ey", r.Offers[0].Token[:20]} {
			if strings.Contains(shown, leak) {
				t.Errorf("%q: result shown to the model carries %q", tc.words, leak)
			}
		}
	}
}

func TestSearchCollapsesColumnsToTheEmptiest(t *testing.T) {
	t.Parallel()
	_, _, b := calendar(t)
	r := b.Search(context.Background(), caller(1), tools.InspectionSearchArgs{})
	n := 0
	for _, o := range r.Offers {
		if o.Reference == "MAR11-0900-REYES" {
			n++
			tok, err := tools.Unseal(b.Key, o.Token, testNow)
			if err != nil {
				t.Fatal(err)
			}
			if tok.Column != 2 || tok.ColumnBooked != 0 || tok.SameStartBooked != 1 || tok.SameStartCapacity != 2 {
				t.Errorf("collapsed to %+v, want the empty column 2 with 1 of 2 booked", tok)
			}
		}
	}
	if n != 1 {
		t.Fatalf("Ana Reyes's two columns at 9:00 gave %d choices, want 1", n)
	}
}

func TestSearchRefusesAmbiguousStartWithAQuestion(t *testing.T) {
	t.Parallel()
	cal, _, b := calendar(t)
	for _, words := range []string{"next Tuesday", "3/4", "monday or wednesday", "purple"} {
		r := b.Search(context.Background(), caller(1), tools.InspectionSearchArgs{StartDate: words})
		if r.Status != tools.StatusNeedsInput || r.Question == "" || len(r.Offers) != 0 {
			t.Errorf("%q: %+v", words, r)
		}
	}
	if cal.Reads() != 0 {
		t.Error("an ambiguous start still read the calendar")
	}
}

func TestBookWritesOnlyAfterCodeReadBackAndAClearYes(t *testing.T) {
	t.Parallel()
	_, db, b := calendar(t)
	c := caller(1)
	offers := b.Search(context.Background(), c, tools.InspectionSearchArgs{}).Offers
	ctx := context.Background()
	ref := "MAR12-0900-REYES"
	steps := []struct {
		name  string
		table tools.Table
		args  tools.BookArgs
		want  string
	}{
		{"invented reference", tools.Table{Offers: offers}, tools.BookArgs{Reference: "MAR12-0930-REYES", ReadBack: true}, tools.StatusNeedsInput},
		{"skipped read-back", tools.Table{Offers: offers}, tools.BookArgs{Reference: ref, ReadBack: true}, tools.StatusNeedsInput},
		{"read back but no yes", tools.Table{Offers: offers, ReadBack: ref}, tools.BookArgs{Reference: ref, ReadBack: true}, tools.StatusNeedsInput},
		{"yes but model says not read back", tools.Table{Offers: offers, ReadBack: ref, Yes: true}, tools.BookArgs{Reference: ref}, tools.StatusNeedsInput},
	}
	for _, st := range steps {
		if r := b.Book(ctx, c, st.table, st.args); r.Status != st.want || r.Wrote {
			t.Errorf("%s: %+v", st.name, r)
		}
	}
	if n := bookings(t, db, "claim_id = $1", c.ClaimID); n != 0 {
		t.Fatalf("%d bookings before a confirmed read-back", n)
	}
	r := book(t, b, c, offers, ref)
	if r.Status != tools.StatusBooked || r.Stored == nil || r.Stored.Reference != ref || !strings.HasPrefix(r.Booked, "Wednesday, March 12, between 9:00 and 10:00 AM Eastern time, with Ana Reyes") {
		t.Fatalf("booking: %+v", r)
	}
	if n := bookings(t, db, "claim_id = $1 AND call_id = $2 AND reference = $3", c.ClaimID, c.CallID, ref); n != 1 {
		t.Fatalf("%d bookings stored", n)
	}
	// The same yes again, or the same token again: nothing more is written.
	again := b.Book(ctx, c, tools.Table{Offers: offers, ReadBack: ref, Yes: true}, tools.BookArgs{Reference: ref, ReadBack: true})
	if again.Status != tools.StatusAlreadyBooked || bookings(t, db, "claim_id = $1", c.ClaimID) != 1 {
		t.Fatalf("second write: %+v", again)
	}
}

// TestSlotIdentity is the seed's Tuesday-for-Wednesday booking: code read back Tuesday, the
// caller said yes, the model sent Wednesday's reference. Refused; nothing written.
func TestSlotIdentity(t *testing.T) {
	t.Parallel()
	_, db, b := calendar(t)
	c := caller(2)
	offers := b.Search(context.Background(), c, tools.InspectionSearchArgs{}).Offers
	r := b.Book(context.Background(), c, tools.Table{Offers: offers, ReadBack: "MAR11-0900-REYES", Yes: true},
		tools.BookArgs{Reference: "MAR12-0900-REYES", ReadBack: true})
	if r.Status != tools.StatusReadBackMismatch || r.ReadBack != "MAR11-0900-REYES" || r.Wrote {
		t.Fatalf("result %+v", r)
	}
	if n := bookings(t, db, "call_id = $1", c.CallID); n != 0 {
		t.Fatalf("%d bookings written", n)
	}
}

func TestRefusedReferencesAndTokens(t *testing.T) {
	t.Parallel()
	_, db, b := calendar(t)
	ctx := context.Background()
	dana := tools.Caller{CallID: "call-dana", CustomerID: "CUST-1001", ClaimID: "CLM-20417"}
	danaOffers := b.Search(ctx, dana, tools.InspectionSearchArgs{}).Offers
	ref := "MAR12-0900-REYES"
	tamper := func(offers []state.Offer) []state.Offer {
		out := append([]state.Offer(nil), offers...)
		for i := range out {
			if out[i].Reference == ref {
				// Swap the start for Thursday's and keep the signature.
				body, sig, _ := strings.Cut(out[i].Token, ".")
				tok, _ := tools.Unseal(b.Key, out[i].Token, testNow)
				tok.Start += 24 * 3600
				forged, _, _ := strings.Cut(tools.Seal(b.Key, tok), ".")
				_ = body
				out[i].Token = forged + "." + sig
			}
		}
		return out
	}
	later := *b
	later.Now = func() time.Time { return testNow.Add(tools.TokenTTL + time.Second) }
	marcus := tools.Caller{CallID: "call-marcus", CustomerID: "CUST-1002", ClaimID: "CLM-20502"}
	marcusOffers := b.Search(ctx, marcus, tools.InspectionSearchArgs{}).Offers
	// A new search from a later start: Wednesday's reference is no longer in the table.
	newer := b.Search(ctx, dana, tools.InspectionSearchArgs{StartDate: "March 13th"}).Offers

	cases := []struct {
		name   string
		booker *tools.Booker
		c      tools.Caller
		offers []state.Offer
		want   string
	}{
		{"stale reference after a new search", b, dana, newer, tools.StatusNeedsInput},
		{"expired token", &later, dana, danaOffers, tools.StatusReferenceRefused},
		{"tampered token", b, dana, tamper(danaOffers), tools.StatusReferenceRefused},
		{"another caller's token", b, dana, marcusOffers, tools.StatusReferenceRefused},
		{"another call's token", b, tools.Caller{CallID: "call-other", CustomerID: dana.CustomerID, ClaimID: dana.ClaimID}, danaOffers, tools.StatusReferenceRefused},
		{"a reference for another customer's claim", b, tools.Caller{CallID: dana.CallID, CustomerID: dana.CustomerID, ClaimID: "CLM-20502"}, danaOffers, tools.StatusReferenceRefused},
	}
	for _, tc := range cases {
		r := book(t, tc.booker, tc.c, tc.offers, ref)
		if r.Status != tc.want {
			t.Errorf("%s: %+v", tc.name, r)
		}
	}
	if n := bookings(t, db, "starts_at = '2031-03-12 09:00 America/New_York'"); n != 0 {
		t.Fatalf("%d bookings written by refused references", n)
	}
}

func TestTwoCallsRaceForTheLastPlace(t *testing.T) {
	t.Parallel()
	_, db, b := calendar(t)
	ref := "MAR13-1400-REYES"
	var wg sync.WaitGroup
	results := make([]tools.BookResult, 2)
	offers := make([][]state.Offer, 2)
	for i := range 2 {
		offers[i] = b.Search(context.Background(), caller(10+i), tools.InspectionSearchArgs{}).Offers
	}
	for i := range 2 {
		wg.Add(1)
		go func() { defer wg.Done(); results[i] = book(t, b, caller(10+i), offers[i], ref) }()
	}
	wg.Wait()
	booked := 0
	for _, r := range results {
		switch r.Status {
		case tools.StatusBooked:
			booked++
		case tools.StatusSlotUnavailable:
		default:
			t.Errorf("unexpected outcome %+v", r)
		}
	}
	if booked != 1 || bookings(t, db, "starts_at = '2031-03-13 14:00 America/New_York'") != 1 {
		t.Fatalf("%d told booked, %d stored; want exactly one", booked, bookings(t, db, "starts_at = '2031-03-13 14:00 America/New_York'"))
	}
}

func TestFiftyConcurrentBookersOnOneAdjustersWeek(t *testing.T) {
	t.Parallel()
	_, db, b := calendar(t)
	const n = 50
	results := make([]tools.BookResult, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := caller(i + 1)
			r := b.Search(context.Background(), c, tools.InspectionSearchArgs{StartDate: "March 17th"})
			var week []state.Offer
			for _, o := range r.Offers {
				if strings.HasSuffix(o.Reference, "-KIM") {
					week = append(week, o)
				}
			}
			results[i] = book(t, b, c, r.Offers, week[i%len(week)].Reference)
		}()
	}
	wg.Wait()
	booked := 0
	for i, r := range results {
		switch r.Status {
		case tools.StatusBooked:
			booked++
		case tools.StatusSlotUnavailable:
		default:
			t.Errorf("booker %d: %+v", i, r)
		}
	}
	stored := bookings(t, db, "adjuster_id = 'T-JO'")
	if booked != stored || booked == 0 {
		t.Fatalf("%d told booked, %d stored", booked, stored)
	}
	var over int
	if err := db.Pool.QueryRow(context.Background(), `
		SELECT count(*) FROM (SELECT b.starts_at, count(*) AS n, max(c.capacity) AS cap
			FROM inspection_bookings b JOIN calendar_columns c USING (adjuster_id, starts_at, column_no)
			WHERE b.adjuster_id = 'T-JO' GROUP BY b.starts_at, b.column_no) x WHERE n > cap`).Scan(&over); err != nil {
		t.Fatal(err)
	}
	if over != 0 {
		t.Fatalf("%d columns booked beyond capacity", over)
	}
}

func TestEveryFaultOfTheCalendar(t *testing.T) {
	t.Parallel()
	cases := []struct {
		fault        faultcal.Fault
		readBackDown bool
		want         string
		stored       int
		blocked      bool
		reconcile    bool
	}{
		{faultcal.Conflict, false, tools.StatusSlotUnavailable, 0, false, false},
		{faultcal.TimeoutBeforeWrite, false, tools.StatusIndeterminateWrite, 0, true, true},
		{faultcal.TimeoutAfterWrite, false, tools.StatusBooked, 1, false, false},
		{faultcal.ServerError, false, tools.StatusIndeterminateWrite, 0, true, true},
		{faultcal.TimeoutAfterWrite, true, tools.StatusIndeterminateWrite, 1, true, true},
	}
	for i, tc := range cases {
		t.Run(fmt.Sprintf("%s/readback_down=%v", tc.fault, tc.readBackDown), func(t *testing.T) {
			t.Parallel()
			cal, db, b := calendar(t)
			c := caller(20 + i)
			offers := b.Search(context.Background(), c, tools.InspectionSearchArgs{}).Offers
			cal.Next(tc.fault)
			cal.ReadBackDown.Store(tc.readBackDown)
			r := book(t, b, c, offers, "MAR12-0900-REYES")
			if r.Status != tc.want || r.Blocked != tc.blocked || !r.Wrote {
				t.Fatalf("outcome %+v, want %s blocked=%v", r, tc.want, tc.blocked)
			}
			if n := bookings(t, db, "call_id = $1", c.CallID); n != tc.stored {
				t.Fatalf("%d bookings stored, want %d", n, tc.stored)
			}
			_, err := db.ReconcileFor(context.Background(), c.CallID)
			if (err == nil) != tc.reconcile {
				t.Fatalf("reconcile task filed: %v, want %v", err == nil, tc.reconcile)
			}
			// After an unknown outcome the call writes no more, even with a fresh search.
			if tc.blocked {
				c.Blocked = false // as if the state that knew were lost: Postgres still knows
				if s := b.Search(context.Background(), c, tools.InspectionSearchArgs{}); s.Status != tools.StatusBookingBlocked {
					t.Fatalf("search after an indeterminate write: %s", s.Status)
				}
			}
		})
	}
}

func TestTheDatabaseRefusesADoubleBooking(t *testing.T) {
	t.Parallel()
	_, db, _ := calendar(t)
	base := domain.InspectionBooking{AdjusterID: "T-ANA", StartsAt: time.Date(2031, 3, 12, 9, 0, 0, 0, office), Column: 1, Seat: 1,
		ClaimID: "TCLM-30", CustomerID: "TC-30", CallID: "c30", Reference: "MAR12-0900-REYES", RequestID: "r30"}
	if _, err := db.Book(context.Background(), base); err != nil {
		t.Fatal(err)
	}
	same := base
	same.ClaimID, same.CustomerID, same.CallID, same.RequestID = "TCLM-31", "TC-31", "c31", "r31"
	beyond := same
	beyond.Seat = 2
	for name, b := range map[string]domain.InspectionBooking{"same seat": same, "seat beyond capacity": beyond} {
		if _, err := db.Book(context.Background(), b); err == nil || !strings.Contains(err.Error(), domain.ErrConflict.Error()) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestTheWriteOutlivesTheCaller hangs up the caller's request just as the write goes out:
// the booking still lands with its outcome, and the call's next request finds it in the
// calendar of record (its own state was never saved) instead of booking again.
func TestTheWriteOutlivesTheCaller(t *testing.T) {
	t.Parallel()
	cal, db, b := calendar(t)
	c := caller(40)
	offers := b.Search(context.Background(), c, tools.InspectionSearchArgs{}).Offers
	ctx, hangUp := context.WithCancel(context.Background())
	cal.BeforeWrite = hangUp
	ref := "MAR12-0900-REYES"
	r := b.Book(ctx, c, tools.Table{Offers: offers, ReadBack: ref, Yes: true}, tools.BookArgs{Reference: ref, ReadBack: true})
	if ctx.Err() == nil || r.Status != tools.StatusBooked || bookings(t, db, "call_id = $1", c.CallID) != 1 {
		t.Fatalf("outcome %+v with the caller gone (ctx %v), %d stored", r, ctx.Err(), bookings(t, db, "call_id = $1", c.CallID))
	}
	cal.BeforeWrite = nil
	// The next request replays the same yes from the last saved state.
	again := b.Book(context.Background(), c, tools.Table{Offers: offers, ReadBack: ref, Yes: true}, tools.BookArgs{Reference: ref, ReadBack: true})
	if again.Status != tools.StatusAlreadyBooked || again.Stored == nil || again.Stored.Reference != ref || bookings(t, db, "call_id = $1", c.CallID) != 1 {
		t.Fatalf("replayed yes: %+v", again)
	}
}
