package app_test

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"

	dto "github.com/prometheus/client_model/go"

	"claimsline/internal/domain"
	"claimsline/internal/fakes/fakellm"
	"claimsline/internal/record"
	"claimsline/prompts"
	"claimsline/state"
)

func TestSnapshotPerTurnWithSpeakers(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	id := newCallID(t)
	h.verify(id)
	h.say(id, "goodbye")
	rows := h.snapshots(id, 4)
	for i, r := range rows {
		if r.TurnNumber != i || r.CallID != id || len(r.State) == 0 {
			t.Fatalf("row %d: turn %d call %q", i, r.TurnNumber, r.CallID)
		}
	}
	last := rows[3]
	if !last.Authenticated || last.CustomerID != danaID || last.Intent != state.IntentGoodbye || !last.EndsCall || last.EndedReason != state.EndedGoodbye {
		t.Fatalf("last row %+v", last)
	}
	want := []string{
		"assistant: " + prompts.Greeting,
		"user: " + danaPhone,
		"assistant: " + prompts.AskDOB,
		"user: " + danaDOB,
		"assistant: " + prompts.Verified("Dana Whitfield"),
		"user: goodbye",
		"assistant: " + prompts.Goodbye,
	}
	var spoken []string
	for _, line := range strings.Split(strings.TrimSpace(last.Transcript), "\n") {
		if strings.HasPrefix(line, "user: ") || strings.HasPrefix(line, "assistant: ") && !strings.HasPrefix(line, "assistant: (calls") {
			spoken = append(spoken, line)
		}
	}
	if strings.Join(spoken, "\n") != strings.Join(want, "\n") {
		t.Fatalf("flattened transcript:\n%s\nwant the spoken lines:\n%s", last.Transcript, strings.Join(want, "\n"))
	}
	if last.Utterance != "goodbye" || last.Reply != prompts.Goodbye {
		t.Fatalf("utterance %q reply %q", last.Utterance, last.Reply)
	}
}

func TestSnapshotsFailingNeverTouchTheCall(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	id := newCallID(t)
	h.open(id)
	h.snapshots(id, 1)
	// Postgres goes away under the snapshot writer (the lookups go with it).
	h.db.Pool.Close()
	got := h.say(id, danaPhone)
	if got.Content != prompts.LookupUnavailable {
		t.Fatalf("reply %q", got.Content)
	}
	if c := h.call(id); c.TurnNumber != 1 {
		t.Fatalf("turn %d", c.TurnNumber)
	}
	// The failed snapshot is counted.
	deadline := 50
	for ; deadline > 0 && dropped(t, h) == 0; deadline-- {
		waitABit()
	}
	if dropped(t, h) == 0 {
		t.Fatal("a failed snapshot was not counted")
	}
}

func dropped(t *testing.T, h *harness) float64 {
	t.Helper()
	families, err := h.app.Metrics.Registry.Gather()
	if err != nil {
		t.Fatal(err)
	}
	total := 0.0
	for _, f := range families {
		if f.GetName() == "claimsline_snapshots_dropped_total" {
			for _, m := range f.GetMetric() {
				total += counter(m)
			}
		}
	}
	return total
}

func counter(m *dto.Metric) float64 { return m.GetCounter().GetValue() }

func report(callID string) map[string]any {
	return map[string]any{"message": map[string]any{
		"type":        "end-of-call-report",
		"call":        map[string]any{"id": callID},
		"endedReason": "assistant-said-end-call-phrase",
		"startedAt":   "2026-11-30T10:00:00Z",
		"endedAt":     "2026-11-30T10:03:00Z",
		"artifact":    map[string]any{"transcript": "AI: hello\nUser: hi", "recordingUrl": "https://example.invalid/rec.wav"},
		"analysis":    map[string]any{"summary": "Vapi's own summary."},
	}}
}

func TestWebhookWritesOneRecord(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	id := newCallID(t)
	h.model.SetHandler(claimModel)
	h.verify(id)
	h.say(id, "what's the status of my claim")
	h.say(id, "bye")
	h.snapshots(id, 5)
	h.model.SetHandler(func(r fakellm.Request) fakellm.Reply {
		if r.Messages[0].Content == prompts.Summary {
			return fakellm.Text("Dana Whitfield checked on claim CLM-20417 and hung up.")
		}
		return fakellm.Text("?")
	})
	secret := http.Header{"X-Vapi-Secret": {webhookKey}}
	for i := 0; i < 3; i++ {
		if r := h.post(context.Background(), "/webhook", report(id), secret); r.Status != http.StatusOK {
			t.Fatalf("delivery %d: %d %s", i, r.Status, r.Body)
		}
	}
	var n int
	if err := h.db.Pool.QueryRow(context.Background(), "SELECT count(*) FROM call_records WHERE call_id = $1", id).Scan(&n); err != nil || n != 1 {
		t.Fatalf("rows %d err %v", n, err)
	}
	rec, err := h.db.CallRecord(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Outcome != record.OutcomeCompleted || rec.EndedReason != state.EndedGoodbye || rec.VapiEndedReason != "assistant-said-end-call-phrase" ||
		rec.CustomerID != danaID || !rec.Authenticated || rec.TurnCount != 4 || rec.StartedAt == nil || rec.EndedAt == nil ||
		rec.Summary == "" || !strings.Contains(rec.Transcript, "user: bye") || len(rec.ClaimsDiscussed) == 0 {
		t.Fatalf("record %+v", rec)
	}
}

func TestWebhookRefusesAndRejects(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	unset := newHarness(t, map[string]string{"VAPI_SECRET": ""})
	id := newCallID(t)
	cases := []struct {
		name   string
		h      *harness
		body   any
		header http.Header
		status int
	}{
		{"wrong secret", h, report(id), http.Header{"X-Vapi-Secret": {"guess"}}, http.StatusUnauthorized},
		{"missing secret", h, report(id), nil, http.StatusUnauthorized},
		{"bearer with the wrong secret", h, report(id), http.Header{"Authorization": {"Bearer guess"}}, http.StatusUnauthorized},
		{"unset secret refuses even the right-looking one", unset, report(id), http.Header{"X-Vapi-Secret": {""}}, http.StatusUnauthorized},
		{"malformed body", h, "{nope", http.Header{"X-Vapi-Secret": {webhookKey}}, http.StatusBadRequest},
		{"no message", h, map[string]any{"hello": 1}, http.Header{"X-Vapi-Secret": {webhookKey}}, http.StatusBadRequest},
		{"report without a call id", h, map[string]any{"message": map[string]any{"type": "end-of-call-report"}}, http.Header{"X-Vapi-Secret": {webhookKey}}, http.StatusBadRequest},
		{"other message types are acknowledged", h, map[string]any{"message": map[string]any{"type": "status-update", "call": map[string]string{"id": id}}}, http.Header{"Authorization": {"Bearer " + webhookKey}}, http.StatusOK},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if r := tc.h.post(context.Background(), "/webhook", tc.body, tc.header); r.Status != tc.status {
				t.Fatalf("status %d, want %d: %s", r.Status, tc.status, r.Body)
			}
			if _, err := tc.h.db.CallRecord(context.Background(), id); !errors.Is(err, domain.ErrNotFound) {
				t.Fatalf("a refused webhook wrote a record: %v", err)
			}
		})
	}
}

func TestWebhookOlderLayoutAndNoSnapshot(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	id := newCallID(t)
	old := map[string]any{"message": map[string]any{
		"type":         "end-of-call-report",
		"call":         map[string]any{"id": id},
		"endedReason":  "customer-ended-call",
		"transcript":   "AI: hello\nUser: bye",
		"summary":      "Caller hung up at once.",
		"recordingUrl": "https://example.invalid/old.wav",
	}}
	if r := h.post(context.Background(), "/webhook", old, http.Header{"Authorization": {"Bearer " + webhookKey}}); r.Status != http.StatusOK {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
	rec, err := h.db.CallRecord(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Outcome != record.OutcomeNoTurns || rec.Transcript != "AI: hello\nUser: bye" || rec.Summary != "Caller hung up at once." ||
		rec.RecordingURL != "https://example.invalid/old.wav" || rec.VapiEndedReason != "customer-ended-call" {
		t.Fatalf("record %+v", rec)
	}
}

func TestWebhookSummaryFailureKeepsTheRecord(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	id := newCallID(t)
	h.verify(id)
	h.snapshots(id, 3)
	h.model.SetHandler(func(fakellm.Request) fakellm.Reply { return fakellm.Down() })
	if r := h.post(context.Background(), "/webhook", report(id), http.Header{"X-Vapi-Secret": {webhookKey}}); r.Status != http.StatusOK {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
	rec, err := h.db.CallRecord(context.Background(), id)
	if err != nil || rec.Summary != "" || rec.Outcome != record.OutcomeHungUp || rec.CustomerID != danaID {
		t.Fatalf("record %+v err %v", rec, err)
	}
}

func TestHealthReadyMetrics(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	for path, want := range map[string]string{"/healthz": `"ok"`, "/readyz": `"ready"`, "/metrics": "claimsline_turns_total"} {
		id := newCallID(t)
		h.open(id) // so the turn counter has a sample
		resp, err := http.Get(h.srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		body := readAll(resp)
		if resp.StatusCode != http.StatusOK || !strings.Contains(body, want) {
			t.Fatalf("%s: %d %s", path, resp.StatusCode, body)
		}
	}
	h.db.Pool.Close()
	resp, err := http.Get(h.srv.URL + "/readyz")
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("readyz with Postgres gone: %d", resp.StatusCode)
	}
}

func TestWebhookWithPostgresDownAsksForARetry(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	id := newCallID(t)
	h.db.Pool.Close()
	r := h.post(context.Background(), "/webhook", report(id), http.Header{"X-Vapi-Secret": {webhookKey}})
	if r.Status != http.StatusServiceUnavailable || !strings.Contains(r.Body, `"error"`) {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
}
