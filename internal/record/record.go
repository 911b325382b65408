// Package record turns Vapi's end-of-call report and the call's last snapshot into the one
// durable call record.
//
// The record is driven by the webhook, not by the graph: the graph reaches its end on every
// turn, and a caller who hangs up mid-turn never reaches it at all. It is built from the
// call's authoritative state: the Redis checkpoint while it lives (saved before each reply, so
// it is complete when Vapi reports the end), else the last snapshot (written off the reply
// path, so possibly not yet the last turn's). A record built from a snapshot that was not the
// last is completed when the later snapshots arrive (Completing), and a build from older state
// never overwrites one from newer (domain.CallRecord.StateVersion).
package record

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	openai "github.com/sashabaranov/go-openai"

	"claimsline/internal/domain"
	"claimsline/prompts"
	"claimsline/state"
)

// Report is what the service reads from an end-of-call report.
type Report struct {
	CallID          string
	VapiEndedReason string
	StartedAt       *time.Time
	EndedAt         *time.Time
	// Transcript is Vapi's own, used when no turn reached the service. Summary is Vapi's
	// analysis.summary, kept beside ours.
	Transcript   string
	Summary      string
	RecordingURL string
}

// Store reads snapshots and writes call records.
type Store interface {
	LastSnapshot(ctx context.Context, callID string) (domain.Snapshot, error)
	CallRecord(ctx context.Context, callID string) (domain.CallRecord, error)
	UpsertCallRecord(ctx context.Context, r domain.CallRecord) error
	// BookingsForCall and ReconcileFor tell the record about an inspection booked on the
	// call, from the calendar of record: the booking stands even when the turn that made it
	// was never saved.
	BookingsForCall(ctx context.Context, callID string) ([]domain.InspectionBooking, error)
	ReconcileFor(ctx context.Context, callID string) (domain.ReconcileTask, error)
	RecordedCalls(ctx context.Context, ids []string) ([]string, error)
}

// Live reads a call's live checkpoint; found is false once it has expired.
type Live interface {
	Get(ctx context.Context, callID string) (call state.Call, found bool, err error)
}

// Model writes the summary.
type Model interface {
	Complete(ctx context.Context, req openai.ChatCompletionRequest) (openai.ChatCompletionMessage, error)
}

// Outcomes of a call, for the record.
const (
	OutcomeCompleted   = "completed"
	OutcomeEscalated   = "escalated"
	OutcomeNotVerified = "not_verified"
	OutcomeHungUp      = "hung_up"
	OutcomeNoTurns     = "no_turns"
)

// Recorder writes call records.
type Recorder struct {
	Store Store
	// Live, if set, is read first: the checkpoint is fresher than any snapshot.
	Live Live
	// Model, if set, summarises the transcript; a failure leaves the summary empty.
	Model Model
	Log   *slog.Logger
}

// RecordCall writes the record for one report from the call's authoritative state. A
// retried report rebuilds the same record (the summary is not asked for twice), so a retried
// webhook is harmless.
func (r *Recorder) RecordCall(ctx context.Context, rep Report) error {
	existing, err := r.Store.CallRecord(ctx, rep.CallID)
	if err != nil && !errors.Is(err, domain.ErrNotFound) {
		return fmt.Errorf("record: read %s: %w", rep.CallID, err)
	}
	rec := domain.CallRecord{
		CallID: rep.CallID, VapiEndedReason: rep.VapiEndedReason, RecordingURL: rep.RecordingURL,
		StartedAt: rep.StartedAt, EndedAt: rep.EndedAt, VapiSummary: rep.Summary, ClaimsDiscussed: []string{},
	}
	call, transcript, found, err := r.latest(ctx, rep.CallID)
	switch {
	case err != nil:
		return err
	case !found:
		// No turn reached the service (yet): still record what Vapi told us.
		rec.Outcome, rec.Transcript, rec.Summary = OutcomeNoTurns, rep.Transcript, rep.Summary
	default:
		r.fill(ctx, &rec, existing, call, transcript)
	}
	insp, err := Inspection(ctx, r.Store, rep.CallID)
	if err != nil {
		return fmt.Errorf("record: inspection of %s: %w", rep.CallID, err)
	}
	rec.Inspection = insp
	if err := r.Store.UpsertCallRecord(ctx, rec); err != nil {
		return fmt.Errorf("record: write %s: %w", rep.CallID, err)
	}
	return nil
}

// Refresh completes the records of calls among ids whose state has moved on since their
// record was built: a report that arrived before the call's last snapshot was written, with
// the checkpoint already gone. It logs what it cannot do; the snapshots are written anyway.
func (r *Recorder) Refresh(ctx context.Context, ids []string) {
	recorded, err := r.Store.RecordedCalls(ctx, ids)
	if err != nil {
		r.Log.Warn("records not refreshed", "err", err)
		return
	}
	for _, id := range recorded {
		existing, err := r.Store.CallRecord(ctx, id)
		if err != nil {
			r.Log.Warn("record not refreshed", "call_id", id, "err", err)
			continue
		}
		call, transcript, found, err := r.latest(ctx, id)
		if err != nil || !found || version(call) <= existing.StateVersion {
			continue
		}
		rec := domain.CallRecord{CallID: id, ClaimsDiscussed: []string{}}
		r.fill(ctx, &rec, existing, call, transcript)
		if err := r.Store.UpsertCallRecord(ctx, rec); err != nil {
			r.Log.Warn("record not refreshed", "call_id", id, "err", err)
			continue
		}
		r.Log.Info("call record completed by later state", "call_id", id, "turn_count", call.TurnNumber)
	}
}

// latest reads the call's authoritative state: the checkpoint while it lives, else the last
// snapshot. found is false when neither exists.
func (r *Recorder) latest(ctx context.Context, callID string) (state.Call, string, bool, error) {
	if r.Live != nil {
		call, found, err := r.Live.Get(ctx, callID)
		switch {
		case err != nil:
			// Redis down: the snapshot is the next best, and a later one completes the record.
			r.Log.Warn("live state unreadable; recording from the last snapshot", "call_id", callID, "err", err)
		case found:
			return call, state.Flatten(call.Transcript), true, nil
		}
	}
	snap, err := r.Store.LastSnapshot(ctx, callID)
	if errors.Is(err, domain.ErrNotFound) {
		return state.Call{}, "", false, nil
	}
	if err != nil {
		return state.Call{}, "", false, fmt.Errorf("record: last snapshot of %s: %w", callID, err)
	}
	var call state.Call
	if err := json.Unmarshal(snap.State, &call); err != nil {
		return state.Call{}, "", false, fmt.Errorf("record: decode snapshot of %s: %w", callID, err)
	}
	return call, snap.Transcript, true, nil
}

// version is how far a call's state has got: its transcript only grows.
func version(c state.Call) int { return len(c.Transcript) }

// fill sets the fields built from the call's state. The summary is asked for only when the
// stored one was built from older state or is missing.
func (r *Recorder) fill(ctx context.Context, rec *domain.CallRecord, existing domain.CallRecord, call state.Call, transcript string) {
	rec.Outcome = outcome(call)
	rec.EndedReason = call.Ended
	rec.Authenticated = call.Authenticated()
	rec.CustomerID, rec.CustomerName = call.CustomerID(), call.CustomerName()
	rec.ClaimsDiscussed = append(rec.ClaimsDiscussed, call.Discussed...)
	rec.TurnCount = call.TurnNumber
	rec.Transcript = transcript
	rec.StateVersion = version(call)
	if existing.Summary == "" || existing.StateVersion < rec.StateVersion {
		rec.Summary = r.summarize(ctx, rec.CallID, transcript)
	}
}

// Completing wraps the snapshot store so that every batch written also completes the records
// of calls it moves on (Recorder.Refresh). Almost always there is no such record and the cost
// is one indexed query per batch.
type Completing struct {
	Snapshots interface {
		InsertSnapshots(ctx context.Context, batch []domain.Snapshot) error
	}
	Recorder *Recorder
}

// InsertSnapshots writes the batch, then completes the records it concerns.
func (c Completing) InsertSnapshots(ctx context.Context, batch []domain.Snapshot) error {
	if err := c.Snapshots.InsertSnapshots(ctx, batch); err != nil {
		return err
	}
	seen := map[string]bool{}
	var ids []string
	for _, s := range batch {
		if !seen[s.CallID] {
			seen[s.CallID] = true
			ids = append(ids, s.CallID)
		}
	}
	// Its own deadline: the insert's is sized for an insert, a refresh may ask for a summary.
	rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 15*time.Second)
	defer cancel()
	c.Recorder.Refresh(rctx, ids)
	return nil
}

func outcome(c state.Call) string {
	switch c.Ended {
	case state.EndedGoodbye:
		return OutcomeCompleted
	case state.EndedEscalated, state.EndedEmergency, state.EndedTransferred:
		return OutcomeEscalated
	case "":
		return OutcomeHungUp
	}
	return OutcomeNotVerified
}

func (r *Recorder) summarize(ctx context.Context, callID, transcript string) string {
	if r.Model == nil || strings.TrimSpace(transcript) == "" {
		return ""
	}
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	msg, err := r.Model.Complete(ctx, openai.ChatCompletionRequest{
		Messages: []openai.ChatCompletionMessage{
			{Role: openai.ChatMessageRoleSystem, Content: prompts.Summary},
			{Role: openai.ChatMessageRoleUser, Content: transcript},
		},
		Temperature:         0,
		MaxCompletionTokens: 200,
	})
	if err != nil {
		r.Log.Warn("summary failed; record written without one", "call_id", callID, "err", err)
		return ""
	}
	return strings.TrimSpace(msg.Content)
}

// Inspection describes the inspection booked on a call, from the calendar of record: the
// booking, or an unconfirmed write staff must reconcile, or "" when there is neither.
func Inspection(ctx context.Context, s interface {
	BookingsForCall(ctx context.Context, callID string) ([]domain.InspectionBooking, error)
	ReconcileFor(ctx context.Context, callID string) (domain.ReconcileTask, error)
}, callID string) (string, error) {
	booked, err := s.BookingsForCall(ctx, callID)
	if err != nil {
		return "", err
	}
	var parts []string
	for _, b := range booked {
		parts = append(parts, fmt.Sprintf("booked %s for claim %s with %s at %s", b.Reference, b.ClaimID, b.AdjusterName, b.StartsAt.UTC().Format(time.RFC3339)))
	}
	switch t, err := s.ReconcileFor(ctx, callID); {
	case err == nil:
		parts = append(parts, fmt.Sprintf("unconfirmed %s for claim %s: reconcile task %s", t.Reference, t.ClaimID, t.Status))
	case !errors.Is(err, domain.ErrNotFound):
		return "", err
	}
	return strings.Join(parts, "; "), nil
}
