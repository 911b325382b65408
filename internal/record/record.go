// Package record turns Vapi's end-of-call report and the call's last snapshot into the one
// durable call record.
//
// The record is driven by the webhook, not by the graph: the graph reaches its end on every
// turn, and a caller who hangs up mid-turn never reaches it at all. The last snapshot is the
// input because live state expires and may never have been saved for the final turn.
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
	// Transcript and Summary are Vapi's own; used when no snapshot exists.
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
	// Model, if set, summarises the transcript; a failure leaves the summary empty.
	Model Model
	Log   *slog.Logger
}

// RecordCall writes the record for one report. A report for a call that already has a record
// changes nothing, so a retried webhook is harmless.
func (r *Recorder) RecordCall(ctx context.Context, rep Report) error {
	if _, err := r.Store.CallRecord(ctx, rep.CallID); err == nil {
		r.Log.Info("call record exists, report ignored", "call_id", rep.CallID)
		return nil
	} else if !errors.Is(err, domain.ErrNotFound) {
		return fmt.Errorf("record: read %s: %w", rep.CallID, err)
	}
	rec := domain.CallRecord{
		CallID: rep.CallID, VapiEndedReason: rep.VapiEndedReason, RecordingURL: rep.RecordingURL,
		StartedAt: rep.StartedAt, EndedAt: rep.EndedAt, ClaimsDiscussed: []string{},
	}
	snap, err := r.Store.LastSnapshot(ctx, rep.CallID)
	switch {
	case errors.Is(err, domain.ErrNotFound):
		// No turn was ever snapshotted: still record what Vapi told us.
		rec.Outcome, rec.Transcript, rec.Summary = OutcomeNoTurns, rep.Transcript, rep.Summary
	case err != nil:
		return fmt.Errorf("record: last snapshot of %s: %w", rep.CallID, err)
	default:
		var call state.Call
		if err := json.Unmarshal(snap.State, &call); err != nil {
			return fmt.Errorf("record: decode snapshot of %s: %w", rep.CallID, err)
		}
		rec.Outcome = outcome(call)
		rec.EndedReason = call.Ended
		rec.Authenticated = call.Authenticated()
		rec.CustomerID, rec.CustomerName = call.CustomerID(), call.CustomerName()
		rec.ClaimsDiscussed = append(rec.ClaimsDiscussed, call.Discussed...)
		rec.TurnCount = call.TurnNumber
		rec.Transcript = snap.Transcript
		rec.Summary = r.summarize(ctx, rep.CallID, snap.Transcript)
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
