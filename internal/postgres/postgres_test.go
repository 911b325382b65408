package postgres_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"net/url"
	"os"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"claimsline/internal/domain"
	"claimsline/internal/fakes/testdb"
	"claimsline/internal/postgres"
)

func date(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

// serverURL mirrors testdb's choice of server, pointed at database name.
func serverURL(t *testing.T, name string) string {
	raw := os.Getenv("TEST_DATABASE_URL")
	if raw == "" {
		raw = os.Getenv("DATABASE_URL")
	}
	if raw == "" {
		raw = testdb.DefaultURL
	}
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatalf("parse server url: %v", err)
	}
	u.Path = "/" + name
	return u.String()
}

// TestOpenCreatesAndConcurrentMigrate opens a database that does not exist
// from two processes' worth of stores at once (racing CREATE DATABASE), then
// migrates from both at once (racing goose), then migrates again.
func TestOpenCreatesAndConcurrentMigrate(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	name := "claimsline_t_open_" + hex.EncodeToString(b)
	u := serverURL(t, name)
	t.Cleanup(func() {
		conn, err := pgx.Connect(ctx, serverURL(t, "postgres"))
		if err != nil {
			t.Errorf("cleanup connect: %v", err)
			return
		}
		defer conn.Close(ctx)
		if _, err := conn.Exec(ctx, "DROP DATABASE IF EXISTS "+pgx.Identifier{name}.Sanitize()+" WITH (FORCE)"); err != nil {
			t.Errorf("cleanup drop: %v", err)
		}
	})

	const n = 3
	dbs := make([]*postgres.DB, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { dbs[i], errs[i] = postgres.Open(ctx, u) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("open %d: %v", i, err)
		}
		t.Cleanup(dbs[i].Close)
	}
	for i := range n {
		wg.Go(func() { errs[i] = dbs[i].Migrate(ctx) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("concurrent migrate %d: %v", i, err)
		}
	}
	if err := dbs[0].Migrate(ctx); err != nil {
		t.Fatalf("migrate again: %v", err)
	}
	var tables int
	if err := dbs[0].Pool.QueryRow(ctx, `SELECT count(*) FROM information_schema.tables
		WHERE table_schema = 'public' AND table_name = ANY($1)`,
		[]string{"customers", "claims", "claim_documents", "kb_articles", "call_snapshots", "call_records", "callbacks"},
	).Scan(&tables); err != nil {
		t.Fatal(err)
	}
	if tables != 7 {
		t.Fatalf("want 7 tables, got %d", tables)
	}
}

func TestOpenErrorHidesPassword(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for _, u := range []string{
		"postgres://postgres:s3cretpw@127.0.0.1:1/x?sslmode=disable&connect_timeout=2",
		"postgres://postgres:s3cretpw@127.0.0.1:5432/x?sslmode=disable&bogus_option=%zz",
	} {
		_, err := postgres.Open(ctx, u)
		if err == nil {
			t.Fatalf("open %q: want error", u)
		}
		if strings.Contains(err.Error(), "s3cretpw") {
			t.Fatalf("error leaks password: %v", err)
		}
	}
}

func TestMigrateAndSeedAreIdempotent(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := testdb.New(t)

	// xmin is included so that a no-op UPDATE (a rewritten row with equal
	// values) would also show up as a change.
	fingerprint := func() map[string]string {
		out := map[string]string{}
		for _, table := range []string{"customers", "claims", "claim_documents", "kb_articles"} {
			var count int
			var sum string
			err := db.Pool.QueryRow(ctx, `SELECT count(*), coalesce(md5(string_agg(t.xmin::text || ':' || t::text, '|' ORDER BY t::text)), '')
				FROM `+table+` t`).Scan(&count, &sum)
			if err != nil {
				t.Fatalf("fingerprint %s: %v", table, err)
			}
			out[table] = sum
			out[table+".count"] = strings.Repeat("x", count) // compared, and printed, as a length
		}
		return out
	}
	before := fingerprint()
	for _, step := range []struct {
		name string
		fn   func(context.Context) error
	}{
		{"migrate", db.Migrate}, {"migrate again", db.Migrate}, {"seed", db.Seed}, {"seed again", db.Seed},
	} {
		if err := step.fn(ctx); err != nil {
			t.Fatalf("%s: %v", step.name, err)
		}
	}
	after := fingerprint()
	if !reflect.DeepEqual(before, after) {
		t.Fatalf("seeding again changed data:\nbefore %v\nafter  %v", before, after)
	}

	wantCounts := map[string]int{"customers": 5, "claims": 5, "claim_documents": 6}
	for table, want := range wantCounts {
		if got := len(after[table+".count"]); got != want {
			t.Errorf("%s: want %d rows, got %d", table, want, got)
		}
	}
	if got := len(after["kb_articles.count"]); got < 28 {
		t.Errorf("kb_articles: want at least 28, got %d", got)
	}
}

func TestCustomerByPhone(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := testdb.New(t)
	tests := []struct {
		phone   string
		want    domain.Customer
		wantErr error
	}{
		{"+14155551009", domain.Customer{ID: "CUST-1001", Name: "Dana Whitfield", PhoneE164: "+14155551009", DOB: date(1985, 3, 14)}, nil},
		{"+12125550143", domain.Customer{ID: "CUST-1002", Name: "Marcus Bell", PhoneE164: "+12125550143", DOB: date(1972, 11, 2)}, nil},
		{"+13125550188", domain.Customer{ID: "CUST-1003", Name: "Elena Ruiz", PhoneE164: "+13125550188", DOB: date(1990, 7, 21)}, nil},
		{"+16175550122", domain.Customer{ID: "CUST-1004", Name: "Tom Okafor", PhoneE164: "+16175550122", DOB: date(2001, 1, 5)}, nil},
		{"+14085550177", domain.Customer{ID: "CUST-1005", Name: "Grace Liu", PhoneE164: "+14085550177", DOB: date(1964, 9, 30)}, nil},
		{"+15555550000", domain.Customer{}, domain.ErrNotFound},
		{"4155551009", domain.Customer{}, domain.ErrNotFound}, // not E.164: exact match only
		{"", domain.Customer{}, domain.ErrNotFound},
	}
	for _, tt := range tests {
		t.Run(tt.phone, func(t *testing.T) {
			got, err := db.CustomerByPhone(ctx, tt.phone)
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("err = %v, want %v", err, tt.wantErr)
			}
			if got != tt.want {
				t.Fatalf("got %+v, want %+v", got, tt.want)
			}
			if got.DOB.Location() != time.UTC {
				t.Fatalf("DOB location %v, want UTC", got.DOB.Location())
			}
		})
	}
}

func TestClaimsForCustomer(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := testdb.New(t)

	type doc struct{ name, status string }
	type claim struct {
		id, status, typ, adjuster string
		incident                  time.Time
		docs                      []doc
	}
	tests := []struct {
		customer string
		want     []claim
	}{
		{"CUST-1001", []claim{
			{"CLM-20417", "in review", "auto collision", "Sam Ortega", date(2026, 10, 2),
				[]doc{{"police report", "outstanding"}, {"repair estimate", "received"}}},
			{"CLM-20388", "closed - paid", "home water damage", "Priya Nair", date(2025, 12, 11), []doc{}},
		}},
		{"CUST-1002", []claim{
			{"CLM-20502", "awaiting inspection", "home roof hail damage", "Priya Nair", date(2026, 11, 8),
				[]doc{{"contractor quote", "outstanding"}, {"photos of the damage", "outstanding"}}},
		}},
		{"CUST-1003", []claim{}},
		{"CUST-1004", []claim{{"CLM-20611", "approved", "auto glass", "Lee Chen", date(2026, 11, 20), []doc{}}}},
		{"CUST-1005", []claim{
			{"CLM-20555", "open", "auto theft", "Sam Ortega", date(2026, 9, 14),
				[]doc{{"police report", "received"}, {"proof of ownership", "outstanding"}}},
		}},
		{"CUST-9999", []claim{}},
	}
	for _, tt := range tests {
		t.Run(tt.customer, func(t *testing.T) {
			got, err := db.ClaimsForCustomer(ctx, tt.customer)
			if err != nil {
				t.Fatal(err)
			}
			if got == nil {
				t.Fatal("claims slice is nil, want non-nil")
			}
			if len(got) != len(tt.want) {
				t.Fatalf("got %d claims, want %d: %+v", len(got), len(tt.want), got)
			}
			for i, w := range tt.want {
				g := got[i]
				if g.ClaimID != w.id || g.Status != w.status || g.ClaimType != w.typ || g.Adjuster != w.adjuster ||
					!g.IncidentDate.Equal(w.incident) || g.UpdatedAt.IsZero() {
					t.Errorf("claim %d = %+v, want %+v", i, g, w)
				}
				if g.Documents == nil {
					t.Fatalf("claim %s: Documents is nil, want non-nil", g.ClaimID)
				}
				// Documents come in request order; compare as a set by name.
				gotDocs := map[string]string{}
				for _, d := range g.Documents {
					gotDocs[d.Name] = d.Status
					if d.RequestedAt.IsZero() {
						t.Errorf("claim %s doc %q: zero RequestedAt", g.ClaimID, d.Name)
					}
				}
				wantDocs := map[string]string{}
				for _, d := range w.docs {
					wantDocs[d.name] = d.status
				}
				if len(g.Documents) != len(w.docs) || !reflect.DeepEqual(gotDocs, wantDocs) {
					t.Errorf("claim %s docs = %v, want %v", g.ClaimID, gotDocs, wantDocs)
				}
			}
			// Encoded for the agent, empty lists must be [] not null.
			b, _ := json.Marshal(got)
			if strings.Contains(string(b), "null") {
				t.Errorf("JSON contains null: %s", b)
			}
		})
	}
}

func TestSearchKB(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := testdb.New(t)

	tests := []struct {
		query string
		want  string // expected top article; "" means no results at all
	}{
		{"how much is my deductible", "KB-001"},
		{"what's the mailing address to send my documents", "KB-004"},
		{"where do I send the paperwork", "KB-004"},
		{"how long is my claim going to take", "KB-005"},
		{"what happens next after I file a claim", "KB-006"},
		{"will the adjuster come out to look at the damage", "KB-007"},
		{"do I get a rental car while mine is in the shop", "KB-008"},
		{"my windshield got cracked by a rock", "KB-009"},
		{"I need a tow truck", "KB-010"},
		{"can I get the money by direct deposit", "KB-011"},
		{"how do I pay my bill", "KB-012"},
		{"how do I add my daughter as a driver", "KB-013"},
		{"someone stole my car last night", "KB-014"},
		{"a pipe burst in my kitchen and there's water everywhere", "KB-015"},
		{"is flooding covered? my basement flooded after the heavy rain", "KB-016"},
		{"hail damaged my roof", "KB-017"},
		{"where will we stay while the house is being repaired", "KB-018"},
		{"I think my car is totaled", "KB-019"},
		{"can I pick my own body shop", "KB-022"},
		{"do I need a police report", "KB-023"},
		{"I got hurt in the accident, who pays my hospital bills", "KB-024"},
		{"the other driver didn't have insurance", "KB-025"},
		{"I want to appeal the decision on my claim", "KB-026"},
		{"how do I cancel my claim", "KB-027"},
		{"where do I find my claim number", "KB-028"},
		{"what are your hours", "KB-029"},
		{"are you open on Saturday", "KB-029"},
		{"I want to report fraud", "KB-030"},
		{"I moved and need to change my address", "KB-031"},
		{"WHAT'S THE STATUS OF MY CLAIM???", "KB-032"},
		{"purple giraffe saxophone lessons", ""},
		{"what is the weather on mars", ""},
		{"tell me a joke", ""},
		{"the and of is", ""}, // stop words only
		{"", ""},
		{"   \t ", ""},
		{`'; DROP TABLE kb_articles; -- & | ! <-> \ :*`, ""}, // operators are quoted, not parsed
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			got, err := db.SearchKB(ctx, tt.query, 3)
			if err != nil {
				t.Fatal(err)
			}
			if got == nil {
				t.Fatal("nil slice, want non-nil")
			}
			if tt.want == "" {
				if len(got) != 0 {
					t.Fatalf("want no results, got %v", ids(got))
				}
				return
			}
			if len(got) == 0 || got[0].ArticleID != tt.want {
				t.Fatalf("top = %v, want %s", ids(got), tt.want)
			}
			if len(got) > 3 {
				t.Fatalf("limit 3 exceeded: %d", len(got))
			}
			for i, p := range got {
				if p.Score < postgres.MinKBScore || p.Title == "" || p.Body == "" {
					t.Errorf("passage %d = %+v below threshold or empty", i, p)
				}
				if i > 0 && p.Score > got[i-1].Score {
					t.Errorf("not sorted best first: %v", ids(got))
				}
			}
		})
	}

	t.Run("limit", func(t *testing.T) {
		got, err := db.SearchKB(ctx, "deductible", 1)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 {
			t.Fatalf("limit 1: got %d", len(got))
		}
	})
}

func ids(ps []domain.Passage) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.ArticleID
	}
	return out
}

func TestKBArticlesAreSpeakable(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := testdb.New(t)
	rows, err := db.Pool.Query(ctx, `SELECT article_id, body FROM kb_articles ORDER BY article_id`)
	if err != nil {
		t.Fatal(err)
	}
	type art struct{ id, body string }
	arts, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (art, error) {
		var a art
		return a, r.Scan(&a.id, &a.body)
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range arts {
		// Two to five sentences keeps an answer short enough to listen to.
		n := strings.Count(a.body+" ", ". ") + strings.Count(a.body+" ", "? ") + strings.Count(a.body+" ", "! ")
		if n < 2 || n > 5 {
			t.Errorf("%s: %d sentences, want 2 to 5", a.id, n)
		}
	}
	var found bool
	for _, a := range arts {
		if strings.Contains(a.body, "Claims Documents, PO Box 4410, Hartford CT 06101") {
			found = true
		}
	}
	if !found {
		t.Error("no article gives the documents mailing address")
	}
}

func TestSnapshots(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := testdb.New(t)
	t0 := time.Date(2026, 11, 21, 14, 0, 0, 0, time.UTC)

	in := []domain.Snapshot{
		{CallID: "call-1", TurnNumber: 1, CreatedAt: t0, Nodes: []string{"greet"}, Transcript: "AI: hello",
			State: json.RawMessage(`{"step": "greet"}`), Reply: "Hello, how can I help?", ModelCalls: 1},
		{CallID: "call-1", TurnNumber: 2, CreatedAt: t0.Add(time.Second), Authenticated: true, CustomerID: "CUST-1001",
			Intent: "claim_status", Nodes: []string{"auth", "lookup"}, Transcript: "AI: hello\nUser: status",
			State: json.RawMessage(`{"step":"lookup"}`), Utterance: "what's my claim status", Reply: "It's in review.",
			ModelCalls: 2, ToolCalls: 1},
		// A continued utterance repeats turn 2; the empty fields must read back empty.
		{CallID: "call-1", TurnNumber: 2, CreatedAt: t0.Add(2 * time.Second), Authenticated: true, CustomerID: "CUST-1001",
			Transcript: "AI: hello\nUser: status please", EndedReason: "caller_hangup", EndsCall: true, Fallback: true},
		{CallID: "call-2", TurnNumber: 1, Transcript: ""}, // zero CreatedAt → now()
	}
	for _, s := range in {
		if err := db.InsertSnapshot(ctx, s); err != nil {
			t.Fatalf("insert %s/%d: %v", s.CallID, s.TurnNumber, err)
		}
	}

	t.Run("last", func(t *testing.T) {
		got, err := db.LastSnapshot(ctx, "call-1")
		if err != nil {
			t.Fatal(err)
		}
		want := in[2]
		want.Nodes = []string{}
		want.State = json.RawMessage(`{}`)
		assertSnapshot(t, got, want)
	})
	t.Run("last unknown", func(t *testing.T) {
		if _, err := db.LastSnapshot(ctx, "nope"); !errors.Is(err, domain.ErrNotFound) {
			t.Fatalf("err = %v, want domain.ErrNotFound", err)
		}
	})
	t.Run("list", func(t *testing.T) {
		got, err := db.Snapshots(ctx, "call-1")
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 3 {
			t.Fatalf("got %d, want 3", len(got))
		}
		for i := range 2 {
			assertSnapshot(t, got[i], in[i])
		}
		none, err := db.Snapshots(ctx, "nope")
		if err != nil || none == nil || len(none) != 0 {
			t.Fatalf("unknown call: %v %v", none, err)
		}
	})
	t.Run("empty strings stored as NULL", func(t *testing.T) {
		var nulls int
		err := db.Pool.QueryRow(ctx, `SELECT count(*) FROM call_snapshots
			WHERE call_id = 'call-1' AND turn_number = 1
			  AND customer_id IS NULL AND intent IS NULL AND ended_reason IS NULL AND utterance IS NULL`).Scan(&nulls)
		if err != nil || nulls != 1 {
			t.Fatalf("want the first snapshot's empty fields NULL: n=%d err=%v", nulls, err)
		}
	})
	t.Run("default created_at", func(t *testing.T) {
		got, err := db.LastSnapshot(ctx, "call-2")
		if err != nil {
			t.Fatal(err)
		}
		if time.Since(got.CreatedAt) > time.Minute {
			t.Fatalf("CreatedAt %v, want about now", got.CreatedAt)
		}
	})
}

func assertSnapshot(t *testing.T, got, want domain.Snapshot) {
	t.Helper()
	// jsonb normalises whitespace, so compare State by meaning.
	var g, w any
	if err := json.Unmarshal(got.State, &g); err != nil {
		t.Fatalf("state %q: %v", got.State, err)
	}
	if err := json.Unmarshal(want.State, &w); err != nil {
		t.Fatalf("want state %q: %v", want.State, err)
	}
	if !reflect.DeepEqual(g, w) {
		t.Errorf("state = %s, want %s", got.State, want.State)
	}
	if !got.CreatedAt.Equal(want.CreatedAt) {
		t.Errorf("CreatedAt = %v, want %v", got.CreatedAt, want.CreatedAt)
	}
	got.State, want.State, got.CreatedAt, want.CreatedAt = nil, nil, time.Time{}, time.Time{}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("snapshot =\n%+v\nwant\n%+v", got, want)
	}
}

func TestUpsertCallRecord(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := testdb.New(t)
	t0 := time.Date(2026, 11, 21, 14, 0, 0, 0, time.UTC)
	t1 := t0.Add(3 * time.Minute)

	reports := []domain.CallRecord{
		{CallID: "call-9", Outcome: "in_progress", TurnCount: 1, StartedAt: &t0},
		{CallID: "call-9", Outcome: "resolved", EndedReason: "goodbye", CustomerID: "CUST-1001", CustomerName: "Dana Whitfield",
			Authenticated: true, ClaimsDiscussed: []string{"CLM-20417"}, TurnCount: 6, Summary: "Status of CLM-20417 given.",
			Transcript: "AI: hello ...", EndedAt: &t1},
		{CallID: "call-9", Outcome: "resolved_with_followup", EndedReason: "goodbye", VapiEndedReason: "customer-ended-call",
			CustomerID: "CUST-1001", CustomerName: "Dana Whitfield", Authenticated: true,
			ClaimsDiscussed: []string{"CLM-20417", "CLM-20388"}, TurnCount: 7, Summary: "Status given; callback booked.",
			Transcript: "AI: hello ... bye", RecordingURL: "https://recordings.example/call-9.wav", StartedAt: &t0, EndedAt: &t1},
	}
	var firstCreated time.Time
	for i, r := range reports {
		if err := db.UpsertCallRecord(ctx, r); err != nil {
			t.Fatalf("upsert %d: %v", i, err)
		}
		got, err := db.CallRecord(ctx, "call-9")
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			firstCreated = got.CreatedAt
		}
	}
	var rows int
	if err := db.Pool.QueryRow(ctx, `SELECT count(*) FROM call_records WHERE call_id = 'call-9'`).Scan(&rows); err != nil || rows != 1 {
		t.Fatalf("want exactly one row, got %d (%v)", rows, err)
	}
	got, err := db.CallRecord(ctx, "call-9")
	if err != nil {
		t.Fatal(err)
	}
	want := reports[2]
	if !got.CreatedAt.Equal(firstCreated) || got.UpdatedAt.Before(got.CreatedAt) {
		t.Errorf("created %v (first %v) updated %v", got.CreatedAt, firstCreated, got.UpdatedAt)
	}
	if !got.StartedAt.Equal(t0) || !got.EndedAt.Equal(t1) {
		t.Errorf("times %v %v", got.StartedAt, got.EndedAt)
	}
	got.CreatedAt, got.UpdatedAt, got.StartedAt, got.EndedAt = time.Time{}, time.Time{}, nil, nil
	want.StartedAt, want.EndedAt = nil, nil
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("record =\n%+v\nwant latest\n%+v", got, want)
	}

	t.Run("partial report keeps what it does not carry", func(t *testing.T) {
		if err := db.UpsertCallRecord(ctx, domain.CallRecord{CallID: "call-9", VapiEndedReason: "assistant-ended-call"}); err != nil {
			t.Fatal(err)
		}
		got, err := db.CallRecord(ctx, "call-9")
		if err != nil {
			t.Fatal(err)
		}
		if got.VapiEndedReason != "assistant-ended-call" || got.Outcome != "resolved_with_followup" ||
			!got.Authenticated || got.TurnCount != 7 || len(got.ClaimsDiscussed) != 2 || got.Summary == "" || got.StartedAt == nil {
			t.Fatalf("partial report erased fields: %+v", got)
		}
	})
	t.Run("older state never overwrites newer", func(t *testing.T) {
		steps := []domain.CallRecord{
			{CallID: "call-v", Outcome: "hung_up", TurnCount: 1, Transcript: "user: hi", StateVersion: 3, VapiSummary: "Vapi's."},
			{CallID: "call-v", Outcome: "completed", EndedReason: "goodbye", TurnCount: 2, Transcript: "user: hi\nuser: bye",
				Summary: "Ours.", StateVersion: 5},
			{CallID: "call-v", Outcome: "hung_up", TurnCount: 1, Transcript: "user: hi", Summary: "Stale.", StateVersion: 3,
				VapiEndedReason: "customer-ended-call"},
		}
		for _, r := range steps {
			if err := db.UpsertCallRecord(ctx, r); err != nil {
				t.Fatal(err)
			}
		}
		got, err := db.CallRecord(ctx, "call-v")
		if err != nil {
			t.Fatal(err)
		}
		if got.Outcome != "completed" || got.EndedReason != "goodbye" || got.TurnCount != 2 || got.Summary != "Ours." ||
			got.StateVersion != 5 || !strings.Contains(got.Transcript, "bye") || got.VapiSummary != "Vapi's." ||
			got.VapiEndedReason != "customer-ended-call" {
			t.Fatalf("got %+v", got)
		}
	})
	t.Run("unknown", func(t *testing.T) {
		if _, err := db.CallRecord(ctx, "nope"); !errors.Is(err, domain.ErrNotFound) {
			t.Fatalf("err = %v", err)
		}
	})
	t.Run("minimal record reads back non-nil claims", func(t *testing.T) {
		if err := db.UpsertCallRecord(ctx, domain.CallRecord{CallID: "call-min", Outcome: "abandoned"}); err != nil {
			t.Fatal(err)
		}
		got, err := db.CallRecord(ctx, "call-min")
		if err != nil || got.ClaimsDiscussed == nil || got.StartedAt != nil || got.CustomerID != "" {
			t.Fatalf("got %+v, %v", got, err)
		}
	})
}

func TestCallbacks(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := testdb.New(t)
	t0 := time.Date(2026, 11, 21, 14, 0, 0, 0, time.UTC)

	steps := []domain.Callback{
		{CallID: "call-b", Phone: "+12125550143", CustomerID: "CUST-1002", Reason: "wants a human", CreatedAt: t0.Add(time.Minute)},
		{CallID: "call-b", Phone: "+19999999999", Reason: "retried webhook"}, // ignored: one per call
		{CallID: "call-a", Phone: "+15555550100", Reason: "unidentified caller", CreatedAt: t0},
		{CallID: "call-c", Reason: "already handled", Status: "done", CreatedAt: t0},
	}
	for i, c := range steps {
		if err := db.InsertCallback(ctx, c); err != nil {
			t.Fatalf("insert %d: %v", i, err)
		}
	}
	var n int
	if err := db.Pool.QueryRow(ctx, `SELECT count(*) FROM callbacks WHERE call_id = 'call-b'`).Scan(&n); err != nil || n != 1 {
		t.Fatalf("want one callback for call-b, got %d (%v)", n, err)
	}
	got, err := db.PendingCallbacks(ctx, 10)
	if err != nil {
		t.Fatal(err)
	}
	want := []domain.Callback{
		{CallID: "call-a", Phone: "+15555550100", Reason: "unidentified caller", CreatedAt: t0, Status: "pending"},
		{CallID: "call-b", Phone: "+12125550143", CustomerID: "CUST-1002", Reason: "wants a human", CreatedAt: t0.Add(time.Minute), Status: "pending"},
	}
	if len(got) != len(want) {
		t.Fatalf("got %+v, want %+v", got, want)
	}
	for i := range want {
		if !got[i].CreatedAt.Equal(want[i].CreatedAt) {
			t.Errorf("%d CreatedAt %v want %v", i, got[i].CreatedAt, want[i].CreatedAt)
		}
		got[i].CreatedAt, want[i].CreatedAt = time.Time{}, time.Time{}
		if got[i] != want[i] {
			t.Errorf("%d = %+v, want %+v", i, got[i], want[i])
		}
	}
	if one, err := db.PendingCallbacks(ctx, 1); err != nil || len(one) != 1 || one[0].CallID != "call-a" {
		t.Fatalf("limit 1: %+v %v", one, err)
	}
}

func TestRecentCalls(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := testdb.New(t)
	t0 := time.Date(2026, 11, 21, 14, 0, 0, 0, time.UTC)

	snaps := []domain.Snapshot{
		{CallID: "old", TurnNumber: 1, CreatedAt: t0},
		{CallID: "mid", TurnNumber: 1, CreatedAt: t0.Add(1 * time.Minute)},
		{CallID: "mid", TurnNumber: 2, CreatedAt: t0.Add(2 * time.Minute)},
		{CallID: "mid", TurnNumber: 2, CreatedAt: t0.Add(3 * time.Minute), Authenticated: true, CustomerID: "CUST-1004",
			Intent: "claim_status", EndedReason: "goodbye"},
		{CallID: "new", TurnNumber: 1, CreatedAt: t0.Add(4 * time.Minute), Intent: "faq"},
	}
	for _, s := range snaps {
		if err := db.InsertSnapshot(ctx, s); err != nil {
			t.Fatal(err)
		}
	}
	if err := db.UpsertCallRecord(ctx, domain.CallRecord{CallID: "mid", Outcome: "resolved"}); err != nil {
		t.Fatal(err)
	}
	// A record without snapshots is not a call the agent handled.
	if err := db.UpsertCallRecord(ctx, domain.CallRecord{CallID: "orphan", Outcome: "resolved"}); err != nil {
		t.Fatal(err)
	}

	tests := []struct {
		n    int
		want []domain.CallSummary
	}{
		{2, []domain.CallSummary{
			{CallID: "new", LastTurnAt: t0.Add(4 * time.Minute), Turns: 1, Intent: "faq"},
			{CallID: "mid", LastTurnAt: t0.Add(3 * time.Minute), Turns: 2, Authenticated: true, CustomerID: "CUST-1004",
				Intent: "claim_status", EndedReason: "goodbye", HasRecord: true, Outcome: "resolved"},
		}},
		{10, []domain.CallSummary{
			{CallID: "new", LastTurnAt: t0.Add(4 * time.Minute), Turns: 1, Intent: "faq"},
			{CallID: "mid", LastTurnAt: t0.Add(3 * time.Minute), Turns: 2, Authenticated: true, CustomerID: "CUST-1004",
				Intent: "claim_status", EndedReason: "goodbye", HasRecord: true, Outcome: "resolved"},
			{CallID: "old", LastTurnAt: t0, Turns: 1},
		}},
	}
	for _, tt := range tests {
		got, err := db.RecentCalls(ctx, tt.n)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(tt.want) {
			t.Fatalf("n=%d: got %+v", tt.n, got)
		}
		for i := range got {
			if !got[i].LastTurnAt.Equal(tt.want[i].LastTurnAt) {
				t.Errorf("n=%d %d: LastTurnAt %v want %v", tt.n, i, got[i].LastTurnAt, tt.want[i].LastTurnAt)
			}
			got[i].LastTurnAt, tt.want[i].LastTurnAt = time.Time{}, time.Time{}
			if got[i] != tt.want[i] {
				t.Errorf("n=%d %d: %+v want %+v", tt.n, i, got[i], tt.want[i])
			}
		}
	}
}

// TestInsertSnapshotsIsOneTransaction guards the batch's transaction, whose BEGIN and COMMIT
// ride in the same pipeline as the rows: a batch with a bad row writes none of its rows, the
// pool goes on working, and a good batch writes all of them.
func TestInsertSnapshotsIsOneTransaction(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := testdb.New(t)
	count := func(callID string) int {
		t.Helper()
		var n int
		if err := db.Pool.QueryRow(ctx, `SELECT count(*) FROM call_snapshots WHERE call_id = $1`, callID).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	bad := []domain.Snapshot{
		{CallID: "batch-bad", TurnNumber: 1, Transcript: "AI: hello"},
		{CallID: "batch-bad", TurnNumber: 2, Transcript: "AI: hello", State: json.RawMessage(`{not json`)},
		{CallID: "batch-bad", TurnNumber: 3, Transcript: "AI: hello"},
	}
	if err := db.InsertSnapshots(ctx, bad); err == nil {
		t.Fatal("a batch with a row that is not JSON was written")
	}
	if n := count("batch-bad"); n != 0 {
		t.Fatalf("a failed batch left %d of its rows", n)
	}
	for range 3 { // more batches than a failed one could leave broken connections behind
		good := []domain.Snapshot{
			{CallID: "batch-good", TurnNumber: 1, Transcript: "AI: hello"},
			{CallID: "batch-good", TurnNumber: 2, Transcript: "AI: hello", State: json.RawMessage(`{"a":1}`)},
		}
		if err := db.InsertSnapshots(ctx, good); err != nil {
			t.Fatalf("a good batch after a failed one: %v", err)
		}
	}
	if n := count("batch-good"); n != 6 {
		t.Fatalf("good batches wrote %d rows, want 6", n)
	}
	// pg_stat_activity is reported by each backend as it goes idle, a moment after the client
	// has its reply, so a busy server can still show a finished transaction for a few
	// milliseconds: the check waits for the view to settle, but a connection truly left
	// inside a transaction stays there and fails it.
	deadline := time.Now().Add(3 * time.Second)
	for {
		var inTx int
		if err := db.Pool.QueryRow(ctx, `SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`).Scan(&inTx); err != nil {
			t.Fatal(err)
		}
		if inTx == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d connections left inside a transaction", inTx)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
