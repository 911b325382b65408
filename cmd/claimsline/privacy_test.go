package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"claimsline/internal/domain"
	"claimsline/internal/fakes/testdb"
	"claimsline/internal/postgres"
)

// factorCall stores a call whose words carry Dana's number and date of birth.
func factorCall(t *testing.T, db *postgres.DB, id string, at time.Time) {
	t.Helper()
	ctx := context.Background()
	snaps := []domain.Snapshot{
		{CallID: id, TurnNumber: 1, CreatedAt: at, Utterance: "it's 415 555 1009", Reply: "I heard 4 1 5, 5 5 5, 1 0 0 9.",
			Transcript: "user: it's 415 555 1009", State: json.RawMessage(`{}`)},
		{CallID: id, TurnNumber: 2, CreatedAt: at.Add(5 * time.Second), Utterance: "March fourteenth nineteen eighty five",
			Reply: "Thank you, you're verified.", Transcript: "user: March fourteenth nineteen eighty five", State: json.RawMessage(`{}`)},
	}
	for _, s := range snaps {
		if err := db.InsertSnapshot(ctx, s); err != nil {
			t.Fatal(err)
		}
	}
	end := at.Add(10 * time.Second)
	if err := db.UpsertCallRecord(ctx, domain.CallRecord{
		CallID: id, Outcome: "completed", EndedReason: "goodbye", CustomerID: "CUST-1001", Authenticated: true,
		TurnCount: 2, Transcript: "user: it's 415 555 1009", Summary: "Caller born 3/14/1985 checked a claim.",
		StartedAt: &at, EndedAt: &end,
	}); err != nil {
		t.Fatal(err)
	}
}

var factorForms = []string{"415", "555", "1009", "1 0 0 9", "March", "fourteenth", "eighty", "1985", "3/14"}

// testDatabase makes a private database the commands reach through DATABASE_URL.
func testDatabase(t *testing.T) *postgres.DB {
	t.Helper()
	u := testdb.URL(t)
	t.Setenv("DATABASE_URL", u)
	db, err := postgres.Open(context.Background(), u)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(db.Close)
	return db
}

// TestForensicsMasksUnlessRevealed runs the command: without --reveal no factor is printed;
// with it the words are whole, and the reveal is logged with the OS user, the call id and
// the time.
func TestForensicsMasksUnlessRevealed(t *testing.T) {
	db := testDatabase(t)
	factorCall(t, db, "reveal-me", time.Now().Add(-time.Hour))

	var out, logs bytes.Buffer
	if err := forensics(context.Background(), &out, &logs, []string{"reveal-me"}); err != nil {
		t.Fatal(err)
	}
	for _, f := range factorForms {
		if strings.Contains(out.String(), f) {
			t.Errorf("masked forensics shows %q:\n%s", f, out.String())
		}
	}
	if !strings.Contains(out.String(), "[phone]") || !strings.Contains(out.String(), "[date]") || logs.Len() != 0 {
		t.Fatalf("masked run: logs %q, output:\n%s", logs.String(), out.String())
	}

	out.Reset()
	if err := forensics(context.Background(), &out, &logs, []string{"--reveal", "reveal-me"}); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"it's 415 555 1009", "I heard 4 1 5, 5 5 5, 1 0 0 9.", "March fourteenth nineteen eighty five", "born 3/14/1985"} {
		if !strings.Contains(out.String(), f) {
			t.Errorf("revealed forensics lacks %q:\n%s", f, out.String())
		}
	}
	var entry map[string]any
	if err := json.Unmarshal(logs.Bytes(), &entry); err != nil {
		t.Fatalf("reveal log %q: %v", logs.String(), err)
	}
	if entry["call_id"] != "reveal-me" || entry["os_user"] == "" || entry["os_user"] == nil || entry["time"] == nil {
		t.Fatalf("reveal log %v", entry)
	}
}

// TestPurgeRemovesExactlyTheOldCallsWords stores calls that ended long ago and recently, and
// runs the command: the old calls lose their snapshots and their records' transcripts and
// summaries, keep their outcome fields, and the recent calls are untouched.
func TestPurgeRemovesExactlyTheOldCallsWords(t *testing.T) {
	ctx := context.Background()
	db := testDatabase(t)
	now := time.Now()
	factorCall(t, db, "old-1", now.Add(-100*24*time.Hour))
	factorCall(t, db, "old-2", now.Add(-91*24*time.Hour))
	factorCall(t, db, "new-1", now.Add(-89*24*time.Hour))
	factorCall(t, db, "new-2", now.Add(-time.Minute))
	// Old snapshots but no record yet, and a record only.
	if err := db.InsertSnapshot(ctx, domain.Snapshot{CallID: "old-no-record", TurnNumber: 1, CreatedAt: now.Add(-200 * 24 * time.Hour),
		Utterance: "415 555 1009", Transcript: "user: 415 555 1009", State: json.RawMessage(`{}`)}); err != nil {
		t.Fatal(err)
	}

	for _, bad := range [][]string{{"--older-than", "soon"}, {"--older-than", "0d"}, {"--every", "1s"}, {"extra"}} {
		if err := purge(ctx, bad); err == nil {
			t.Errorf("purge %v: no error", bad)
		}
	}
	if n := countSnapshots(t, db); n != 9 {
		t.Fatalf("a refused purge changed something: %d snapshots", n)
	}

	if err := purge(ctx, []string{"--older-than", "90d"}); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		id  string
		old bool
	}{{"old-1", true}, {"old-2", true}, {"new-1", false}, {"new-2", false}} {
		snaps, err := db.Snapshots(ctx, tc.id)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := db.CallRecord(ctx, tc.id)
		if err != nil {
			t.Fatal(err)
		}
		if rec.Outcome != "completed" || rec.EndedReason != "goodbye" || rec.CustomerID != "CUST-1001" || rec.TurnCount != 2 || rec.EndedAt == nil {
			t.Errorf("%s: outcome fields changed: %+v", tc.id, rec)
		}
		words := rec.Transcript != "" && rec.Summary != "" && len(snaps) == 2
		gone := rec.Transcript == "" && rec.Summary == "" && len(snaps) == 0
		if (tc.old && !gone) || (!tc.old && !words) {
			t.Errorf("%s (old %v): %d snapshots, transcript %q, summary %q", tc.id, tc.old, len(snaps), rec.Transcript, rec.Summary)
		}
	}
	if snaps, _ := db.Snapshots(ctx, "old-no-record"); len(snaps) != 0 {
		t.Errorf("an old call without a record kept %d snapshots", len(snaps))
	}
	if n := countSnapshots(t, db); n != 4 {
		t.Errorf("%d snapshots left, want the recent calls' 4", n)
	}
}

func countSnapshots(t *testing.T, db *postgres.DB) int {
	t.Helper()
	var n int
	if err := db.Pool.QueryRow(context.Background(), "SELECT count(*) FROM call_snapshots").Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}
