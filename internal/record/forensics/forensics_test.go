package forensics_test

import (
	"bytes"
	"context"
	"errors"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"claimsline/internal/domain"
	"claimsline/internal/fakes/testdb"
	"claimsline/internal/postgres"
	"claimsline/internal/record/forensics"
)

var t0 = time.Date(2026, 12, 1, 9, 30, 0, 0, time.UTC)

// call is a short, complete call: opening line, phone, date of birth, goodbye.
func call(id string) []domain.Snapshot {
	at := func(ms int) time.Time { return t0.Add(time.Duration(ms) * time.Millisecond) }
	return []domain.Snapshot{
		{CallID: id, TurnNumber: 0, CreatedAt: at(0), Reply: "Hello, you've reached the claims line."},
		{CallID: id, TurnNumber: 1, CreatedAt: at(4000), Nodes: []string{"auth_agent", "auth_tool", "auth_agent"},
			Utterance: "my number is four one five five five five one oh oh nine", Reply: "Thanks, I found a policy.", ToolCalls: 1},
		{CallID: id, TurnNumber: 2, CreatedAt: at(9000), Nodes: []string{"auth_agent", "auth_tool", "auth_agent"},
			Authenticated: true, CustomerID: "CUST-1001",
			Utterance: "march fourteenth nineteen eighty five", Reply: "Thank you, Dana Whitfield, you're verified."},
		{CallID: id, TurnNumber: 3, CreatedAt: at(15000), Nodes: []string{"router", "claim_agent"},
			Authenticated: true, CustomerID: "CUST-1001", Intent: "claim", Fallback: true, ModelCalls: 1,
			Utterance: "what's the status of my claim", Reply: "I'm sorry, I'm having trouble pulling up your claim right now."},
		{CallID: id, TurnNumber: 4, CreatedAt: at(20000), Nodes: []string{"router", "goodbye"},
			Authenticated: true, CustomerID: "CUST-1001", Intent: "goodbye", EndedReason: "goodbye", EndsCall: true,
			Utterance: "that's all, goodbye", Reply: "Thanks for calling, and take care. Thank you for calling the claims line, goodbye."},
	}
}

func insert(t *testing.T, db *postgres.DB, snaps []domain.Snapshot) {
	t.Helper()
	for _, s := range snaps {
		if err := db.InsertSnapshot(context.Background(), s); err != nil {
			t.Fatal(err)
		}
	}
}

func TestCall(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := testdb.New(t)
	insert(t, db, call("call-with-record"))
	insert(t, db, call("call-without-record"))
	started, ended := t0, t0.Add(21*time.Second)
	if err := db.UpsertCallRecord(ctx, domain.CallRecord{
		CallID: "call-with-record", Outcome: "completed", EndedReason: "goodbye",
		VapiEndedReason: "assistant-said-end-call-phrase", CustomerID: "CUST-1001", CustomerName: "Dana Whitfield",
		Authenticated: true, ClaimsDiscussed: []string{"CLM-20417"}, TurnCount: 4,
		Summary: "Dana asked about her claim.", StartedAt: &started, EndedAt: &ended,
	}); err != nil {
		t.Fatal(err)
	}
	if err := db.UpsertCallRecord(ctx, domain.CallRecord{CallID: "record-only", Outcome: "no_turns"}); err != nil {
		t.Fatal(err)
	}

	tests := []struct {
		name    string
		callID  string
		reveal  bool
		wantErr error
		want    []string
		notWant []string
	}{
		{
			name:   "masked by default",
			callID: "call-with-record",
			want: []string{
				`caller: "my number is [phone]"`,
				"Call call-with-record: 5 snapshots, 4 caller turns",
				"yes: Dana Whitfield (CUST-1001)",
			},
			notWant: []string{"four one five", "oh oh nine", "march", "fourteenth", "eighty"},
		},
		{
			name:   "timeline and record revealed",
			callID: "call-with-record",
			reveal: true,
			want: []string{
				"Call call-with-record: 5 snapshots, 4 caller turns, 2026-12-01 09:30:00Z",
				"09:30:04.000  +4s",
				"turn 1  auth_agent > auth_tool > auth_agent",
				"turn 0  (opening line)",
				`caller: "my number is four one five five five five one oh oh nine"`,
				`caller: "march fourteenth nineteen eighty five"`,
				`agent:  "Thank you, Dana Whitfield, you're verified."`,
				"verified: yes",
				"intent: claim",
				"fallback: yes",
				"model/tool calls: 1/0",
				"ended: goodbye",
				"ends_call: yes",
				"Call record (call_records):",
				"outcome           completed",
				"(Vapi: assistant-said-end-call-phrase)",
				"yes: Dana Whitfield (CUST-1001)",
				"CLM-20417",
				"Dana asked about her claim.",
				"(21s)",
			},
			notWant: []string{"ANOMALY", "No call record yet"},
		},
		{
			name:   "no record yet",
			callID: "call-without-record",
			want:   []string{"4 caller turns", "No call record yet"},
		},
		{
			name:   "record without snapshots",
			callID: "record-only",
			want:   []string{"no snapshots", "outcome           no_turns"},
		},
		{
			name:    "unknown call",
			callID:  "never-heard-of-it",
			wantErr: forensics.ErrUnknownCall,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			err := forensics.Call(ctx, db, &out, tc.callID, tc.reveal)
			if !errors.Is(err, tc.wantErr) {
				t.Fatalf("err = %v, want %v", err, tc.wantErr)
			}
			if err != nil {
				if !strings.Contains(err.Error(), tc.callID) {
					t.Errorf("error %q does not name the call id", err)
				}
				return
			}
			for _, w := range tc.want {
				if !strings.Contains(out.String(), w) {
					t.Errorf("output lacks %q:\n%s", w, out.String())
				}
			}
			for _, w := range tc.notWant {
				if strings.Contains(out.String(), w) {
					t.Errorf("output has %q:\n%s", w, out.String())
				}
			}
		})
	}
}

func TestRecent(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := testdb.New(t)

	var out bytes.Buffer
	if err := forensics.Recent(ctx, db, &out, 5); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "No calls recorded yet.") {
		t.Errorf("empty database: %q", out.String())
	}

	insert(t, db, call("older"))
	newer := call("newer")
	for i := range newer {
		newer[i].CreatedAt = newer[i].CreatedAt.Add(time.Hour)
	}
	insert(t, db, newer)
	if err := db.UpsertCallRecord(ctx, domain.CallRecord{CallID: "newer", Outcome: "completed"}); err != nil {
		t.Fatal(err)
	}

	out.Reset()
	if err := forensics.Recent(ctx, db, &out, 1); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], "LAST TURN (UTC)") {
		t.Fatalf("want a header and one call:\n%s", out.String())
	}
	for _, w := range []string{"newer", "completed", "CUST-1001", "goodbye", "yes"} {
		if !strings.Contains(lines[1], w) {
			t.Errorf("row lacks %q: %q", w, lines[1])
		}
	}

	out.Reset()
	if err := forensics.Recent(ctx, db, &out, 10); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "(no record yet)") || strings.Index(out.String(), "newer") > strings.Index(out.String(), "older") {
		t.Errorf("want newest first and a marker for the unrecorded call:\n%s", out.String())
	}
}

func TestTable(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	forensics.Table(&out, call("c"))
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 6 {
		t.Fatalf("want header and 5 rows:\n%s", out.String())
	}
	if f := strings.Fields(lines[0]); strings.Join(f, " ") != "TURN NODES VERIFIED INTENT ENDED_REASON ENDS_CALL FALLBACK" {
		t.Errorf("header = %q", lines[0])
	}
	if f := strings.Fields(lines[5]); strings.Join(f, " ") != "4 router > goodbye yes goodbye goodbye yes no" {
		t.Errorf("last row = %q", lines[5])
	}
}

func TestAnomalies(t *testing.T) {
	t.Parallel()
	endsEarly := call("c")
	endsEarly[2].EndsCall = true
	reasonOnly := call("c")
	reasonOnly[4].EndsCall = false
	transferred := call("c")
	transferred[4].EndsCall, transferred[4].EndedReason = false, "transferred"

	tests := []struct {
		name  string
		snaps []domain.Snapshot
		want  []string
	}{
		{"clean call", call("c"), nil},
		{"end-call phrase before the last turn", endsEarly, []string{"turn 2 said the end-call phrase but 2 more snapshot(s) follow it"}},
		{"ended reason without the phrase", reasonOnly, []string{`turn 4 records ended_reason "goodbye" but its reply does not end the call`}},
		{"live transfer carries no phrase", transferred, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := forensics.Anomalies(tc.snaps)
			if strings.Join(got, "|") != strings.Join(tc.want, "|") {
				t.Errorf("got %q, want %q", got, tc.want)
			}
			var out bytes.Buffer
			forensics.Timeline(&out, tc.snaps)
			if has := strings.Contains(out.String(), "ANOMALY:"); has != (len(tc.want) > 0) {
				t.Errorf("timeline shows anomaly = %v, want %v:\n%s", has, len(tc.want) > 0, out.String())
			}
		})
	}
}

func TestOpenDoesNotCreate(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	raw := os.Getenv("TEST_DATABASE_URL")
	if raw == "" {
		raw = os.Getenv("DATABASE_URL")
	}
	if raw == "" {
		raw = testdb.DefaultURL
	}
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/claimsline_forensics_missing_db"
	_, err = forensics.Open(ctx, u.String())
	if err == nil || !strings.Contains(err.Error(), "claimsline_forensics_missing_db") {
		t.Fatalf("want a connect error naming the missing database, got %v", err)
	}
}
