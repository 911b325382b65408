package eval

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"time"

	"claimsline/internal/domain"
	"claimsline/internal/fakes/vapisim"
	"claimsline/prompts"
	"claimsline/state"
	"claimsline/tools"
)

// Debounce is the service's debounce during an evaluation. Each caller turn is one request,
// so there is nothing to supersede; a short window keeps a large set quick without skipping
// the step.
const Debounce = 20 * time.Millisecond

// unknownNumber is the number an unknown caller rings from: on no policy.
const unknownNumber = "+16465550100"

// observed is everything a run left behind, read from state after the call: the snapshots,
// the checkpoint, the call record, the callback and booking rows, and the model traffic.
type observed struct {
	callID    string
	replies   []string // what the service sent, request by request (the opening line first)
	snaps     []domain.Snapshot
	final     state.Call
	record    *domain.CallRecord
	callbacks int
	bookings  []string // references of the inspections booked
	calls     []ModelCall
}

// play runs one phrasing once in a freshly reset world and returns what it left.
func (w *worker) play(ctx context.Context, p Phrasing, n int, dir directory) (observed, error) {
	if err := w.reset(ctx); err != nil {
		return observed{}, &SetupError{err}
	}
	w.model.take() // traffic of an earlier run (a late summary) is not this run's
	o := observed{callID: fmt.Sprintf("eval-%s-r%d-%s", safeID.ReplaceAllString(p.ID, "_"), n, randomHex(4))}
	from := unknownNumber
	if c, ok := dir.byCaller[p.Caller]; ok {
		from = c.Phone
	}
	caller := vapisim.NewCaller(w.base, o.callID, w.chat, from)
	started := time.Now()
	opening, err := caller.Open(ctx)
	if err != nil {
		return o, err
	}
	o.replies = append(o.replies, opening.Content)
	for _, turn := range p.Turns {
		if prompts.EndsCall(o.replies[len(o.replies)-1]) {
			break // Vapi has hung up: the caller cannot say more
		}
		answers, err := caller.Say(ctx, 0, turn)
		if err != nil {
			return o, err
		}
		o.replies = append(o.replies, answers[len(answers)-1].Content)
	}
	if status, err := caller.EndOfCallReport(ctx, w.secret, started, time.Now()); err != nil || status != 200 {
		return o, fmt.Errorf("end-of-call report: HTTP %d: %v", status, err)
	}
	if o.snaps, err = w.snapshots(ctx, o.callID, len(o.replies)); err != nil {
		return o, err
	}
	final, ok, err := w.app.Calls.Get(ctx, o.callID)
	if err != nil {
		return o, fmt.Errorf("read the checkpoint: %w", err)
	}
	if !ok && len(o.snaps) > 0 {
		// The checkpoint is gone: the last snapshot holds the same state.
		if err := json.Unmarshal(o.snaps[len(o.snaps)-1].State, &final); err != nil {
			return o, fmt.Errorf("read the last snapshot's state: %w", err)
		}
	}
	o.final = final
	rec, err := w.db.CallRecord(ctx, o.callID)
	switch {
	case err == nil:
		o.record = &rec
	case !errors.Is(err, domain.ErrNotFound):
		return o, fmt.Errorf("read the call record: %w", err)
	}
	if err := w.db.Pool.QueryRow(ctx, `SELECT count(*) FROM callbacks WHERE call_id = $1`, o.callID).Scan(&o.callbacks); err != nil {
		return o, fmt.Errorf("read callbacks: %w", err)
	}
	if o.bookings, err = w.bookings(ctx, o.callID); err != nil {
		return o, err
	}
	o.calls = w.model.take()
	return o, nil
}

var safeID = regexp.MustCompile(`[^A-Za-z0-9_-]+`)

// snapshots waits for the audit writer, asynchronous by design, to have written want
// snapshots of the call.
func (w *worker) snapshots(ctx context.Context, callID string, want int) ([]domain.Snapshot, error) {
	deadline := time.Now().Add(10 * time.Second)
	for {
		snaps, err := w.db.Snapshots(ctx, callID)
		if err != nil {
			return nil, fmt.Errorf("read snapshots: %w", err)
		}
		if len(snaps) >= want {
			return snaps, nil
		}
		if time.Now().After(deadline) {
			return snaps, fmt.Errorf("%d of %d snapshots written after 10s", len(snaps), want)
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("waiting for snapshots: %w", ctx.Err())
		case <-time.After(10 * time.Millisecond):
		}
	}
}

// bookings returns the references of the inspections booked on the call, from the calendar's
// own rows.
func (w *worker) bookings(ctx context.Context, callID string) ([]string, error) {
	rows, err := w.db.Pool.Query(ctx, `SELECT reference FROM inspection_bookings WHERE call_id = $1 ORDER BY booking_id`, callID)
	if err != nil {
		return nil, fmt.Errorf("read bookings: %w", err)
	}
	defer rows.Close()
	var refs []string
	for rows.Next() {
		var ref string
		if err := rows.Scan(&ref); err != nil {
			return nil, fmt.Errorf("read bookings: %w", err)
		}
		refs = append(refs, ref)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("read bookings: %w", err)
	}
	return refs, nil
}

// bookingWrite is one book_inspection call that reported a written booking, with what the
// caller heard and said before it.
type bookingWrite struct {
	reference string
	readBack  bool // the call carried read_back: true
	confirmed bool // the same reference was read back to the caller, who answered, before it
}

// bookingWrites walks the transcript for booking writes. A read-back is a book_inspection
// call answered with anything but a booking (the tool then says what to confirm); the
// caller's next words are the confirmation.
func bookingWrites(transcript []state.Message) []bookingWrite {
	type args struct {
		Reference string `json:"reference"`
		ReadBack  bool   `json:"read_back"`
	}
	calls := map[string]args{}
	var out []bookingWrite
	readBack, answered := "", false
	for _, m := range transcript {
		switch m.Role {
		case state.RoleUser:
			if readBack != "" {
				answered = true
			}
		case state.RoleAssistant:
			for _, tc := range m.ToolCalls {
				if tc.Name == tools.BookInspection {
					var a args
					_ = json.Unmarshal([]byte(tc.Arguments), &a) // malformed arguments book nothing
					calls[tc.ID] = a
				}
			}
		case state.RoleTool:
			a, ok := calls[m.ToolCallID]
			if !ok {
				continue
			}
			var r struct {
				Status    string `json:"status"`
				Reference string `json:"reference"`
			}
			_ = json.Unmarshal([]byte(m.Content), &r)
			if r.Status != tools.StatusBooked {
				// What code read back is the result's reference when it names one: a
				// read_back_mismatch reads back the slot confirmed earlier, not the one asked.
				readBack, answered = a.Reference, false
				if r.Reference != "" {
					readBack = r.Reference
				}
				continue
			}
			out = append(out, bookingWrite{
				reference: a.Reference, readBack: a.ReadBack,
				confirmed: answered && readBack != "" && strings.EqualFold(readBack, a.Reference),
			})
			readBack, answered = "", false
		}
	}
	return out
}
