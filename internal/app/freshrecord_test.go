package app_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"claimsline/internal/checkpoint"
	"claimsline/internal/domain"
	"claimsline/internal/fakes/fakellm"
	"claimsline/internal/record"
	"claimsline/prompts"
	"claimsline/state"
)

// holdSnapshots keeps every snapshot insert waiting (the table is locked against writes, not
// reads) until the returned func is called: the end-of-call report then arrives before the
// call's snapshots are written. Release it well within audit.InsertTimeout.
func holdSnapshots(t *testing.T, h *harness) func() {
	t.Helper()
	tx, err := h.db.Pool.Begin(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.Exec(context.Background(), "LOCK TABLE call_snapshots IN EXCLUSIVE MODE"); err != nil {
		t.Fatal(err)
	}
	released := false
	release := func() {
		if !released {
			released = true
			_ = tx.Rollback(context.Background())
		}
	}
	t.Cleanup(release)
	return release
}

// summaries answers the summary prompt with ours.
func summaries(r fakellm.Request) fakellm.Reply {
	if r.Messages[0].Content == prompts.Summary {
		return fakellm.Text("Our summary.")
	}
	return fakellm.Text("How can I help?")
}

func record_(t *testing.T, h *harness, id string) domain.CallRecord {
	t.Helper()
	rec, err := h.db.CallRecord(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// complete reports whether rec is the whole verified-then-goodbye call.
func complete(rec domain.CallRecord) bool {
	return rec.Outcome == record.OutcomeCompleted && rec.EndedReason == state.EndedGoodbye && rec.TurnCount == 3 &&
		rec.Authenticated && rec.CustomerID == danaID && strings.Contains(rec.Transcript, "user: bye") && rec.Summary == "Our summary."
}

// endedCallHeldBack plays a verified call to its goodbye with every snapshot held back, and
// returns the release; before it, forget (if set) runs, then the end-of-call report arrives.
func endedCallHeldBack(t *testing.T, forget func(h *harness, id string)) (*harness, string, func()) {
	t.Helper()
	h := newHarness(t, nil)
	h.model.SetHandler(summaries)
	id := newCallID(t)
	release := holdSnapshots(t, h)
	h.verify(id)
	h.say(id, "bye")
	if forget != nil {
		forget(h, id)
	}
	sendReport(t, h, id)
	return h, id, release
}

func sendReport(t *testing.T, h *harness, id string) {
	t.Helper()
	secret := http.Header{"X-Vapi-Secret": {webhookKey}}
	if r := h.post(context.Background(), "/webhook", report(id), secret); r.Status != http.StatusOK {
		t.Fatalf("report: %d %s", r.Status, r.Body)
	}
}

// TestRecordBeforeTheLastSnapshotIsComplete is the probe's row: the end-of-call report arrives
// while the call's snapshots are still held back. The record is built from the live
// checkpoint, so it is whole at once, and Vapi's summary is kept beside ours.
func TestRecordBeforeTheLastSnapshotIsComplete(t *testing.T) {
	t.Parallel()
	h, id, release := endedCallHeldBack(t, nil)
	rec := record_(t, h, id)
	release()
	if !complete(rec) || rec.VapiSummary != "Vapi's own summary." {
		t.Fatalf("record written before the snapshots: %+v", rec)
	}
	h.snapshots(id, 4)
	if rec := record_(t, h, id); !complete(rec) || rec.VapiSummary != "Vapi's own summary." {
		t.Fatalf("record after the snapshots: %+v", rec)
	}
}

// TestEarlyRecordIsCompletedAndNeverRegresses: with the checkpoint gone (expired, or Redis
// lost) and the snapshots held back, the report can only write what it knows; the snapshots
// arriving later complete the record. A later report built from older data (a stale snapshot)
// leaves the newer record alone.
func TestEarlyRecordIsCompletedAndNeverRegresses(t *testing.T) {
	t.Parallel()
	h, id, release := endedCallHeldBack(t, func(h *harness, id string) {
		k := checkpoint.KeysFor(id)
		if err := h.rdb.Del(context.Background(), k.State, k.Rev).Err(); err != nil {
			t.Fatal(err)
		}
	})
	if rec := record_(t, h, id); rec.Outcome != record.OutcomeNoTurns || rec.VapiSummary != "Vapi's own summary." {
		t.Fatalf("early record: %+v", rec)
	}
	release()
	h.snapshots(id, 4)
	var rec domain.CallRecord
	for i := 0; i < 100; i++ {
		if rec = record_(t, h, id); complete(rec) {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if !complete(rec) || rec.VapiSummary != "Vapi's own summary." || rec.VapiEndedReason != "assistant-said-end-call-phrase" {
		t.Fatalf("the record was not completed by the later snapshots: %+v", rec)
	}

	// The last snapshot is lost and the report retried: the record is not rolled back.
	if _, err := h.db.Pool.Exec(context.Background(),
		"DELETE FROM call_snapshots WHERE id = (SELECT max(id) FROM call_snapshots WHERE call_id = $1)", id); err != nil {
		t.Fatal(err)
	}
	sendReport(t, h, id)
	if rec := record_(t, h, id); !complete(rec) {
		t.Fatalf("older data overwrote the record: %+v", rec)
	}
}
