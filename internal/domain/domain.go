// Package domain holds the business types of the claims line: customers, claims and their
// documents, callbacks, knowledge-base passages, turn snapshots and call records.
//
// They belong to the domain, not to the Postgres adapter that stores them, so that tools,
// nodes and the call record can speak of a claim without depending on how it is kept, and a
// test or another store can supply them without a database.
package domain

import (
	"encoding/json"
	"errors"
	"time"
)

// Callback is a request for a human to phone a caller back, created when the
// agent escalates (the caller asked for a person, or the agent could not help).
type Callback struct {
	CallID     string
	Phone      string // number to call back, E.164; "" stored as NULL
	CustomerID string // "" when the caller was never identified; stored as NULL
	Reason     string
	CreatedAt  time.Time // zero means "now"
	Status     string    // "" means CallbackPending
}

// Snapshot is the agent's state after one turn of a call. Snapshots are
// append-only so that any call can be replayed turn by turn when a caller
// complains or a model change needs to be checked against real conversations.
type Snapshot struct {
	CallID        string
	TurnNumber    int       // repeats when a caller's continued utterance extends a turn
	CreatedAt     time.Time // zero means "now" (the database clock)
	Authenticated bool
	CustomerID    string // "" until the caller is identified; stored as NULL
	Intent        string // "" when none was recognised; stored as NULL
	EndedReason   string // "" while the call continues; stored as NULL
	EndsCall      bool
	Nodes         []string // graph nodes visited this turn, in order
	Transcript    string
	State         json.RawMessage // the agent's full state; empty means {}
	Utterance     string          // what the caller said; "" stored as NULL
	Reply         string          // what the agent said; "" stored as NULL
	Fallback      bool            // the reply came from a canned fallback, not the model
	ModelCalls    int
	ToolCalls     int
}

// Customer is a policyholder as the agent needs it to identify a caller:
// caller ID is matched on PhoneE164 and identity confirmed against DOB.
type Customer struct {
	ID, Name, PhoneE164 string
	DOB                 time.Time // a date; always midnight UTC so comparisons are exact
}

// Document is a piece of paperwork requested for a claim. Callers most often
// phone to ask "what do you still need from me", answered by the outstanding ones.
type Document struct {
	Name        string
	Status      string // "outstanding" or "received"
	RequestedAt time.Time
}

// Claim is a claim with the documents requested for it, everything the agent
// needs to answer a status question in one read.
type Claim struct {
	ClaimID, Status, ClaimType string
	IncidentDate               time.Time // zero when unknown; midnight UTC otherwise
	Adjuster                   string    // "" when none is assigned yet
	UpdatedAt                  time.Time
	Documents                  []Document // never nil; empty when none were requested
}

// Passage is a knowledge base article matched by SearchKB, with its score so
// that the caller can log why it was chosen or apply a stricter cut.
type Passage struct {
	ArticleID, Title, Body string
	Score                  float64
}

// CallRecord is the one-row summary of a call, written when the call ends and
// again whenever the telephony provider reports on it (its end-of-call report
// can arrive late, twice, or carry only some fields).
type CallRecord struct {
	CallID, Outcome, EndedReason, VapiEndedReason, CustomerID, CustomerName string
	Authenticated                                                           bool
	ClaimsDiscussed                                                         []string
	TurnCount                                                               int
	Summary, Transcript, RecordingURL                                       string
	// Inspection names the inspection booked on the call, or says one is unconfirmed.
	Inspection string
	// VapiSummary is Vapi's own summary (analysis.summary), kept beside ours.
	VapiSummary        string
	StartedAt, EndedAt *time.Time
	// StateVersion is how far the call state the record was built from had got: the
	// number of messages in its transcript, which only grows. An upsert from an older
	// version leaves the fields built from the state alone.
	StateVersion         int
	CreatedAt, UpdatedAt time.Time // set by the database; ignored on upsert
}

// CallSummary is one line of the recent-calls view: the state of a call as
// of its last snapshot, plus its outcome if a call record exists.
type CallSummary struct {
	CallID        string
	LastTurnAt    time.Time
	Turns         int // caller turns: distinct turn numbers above 0 (the opening line is turn 0), so continued utterances count once
	Authenticated bool
	CustomerID    string
	Intent        string
	EndedReason   string
	HasRecord     bool   // a call_records row exists (the call was wrapped up)
	Outcome       string // "" when HasRecord is false
}

// ErrNotFound is returned by a store asked for something it does not hold. It is the
// domain's word, not the adapter's, so code that asks ("no such customer") does not depend
// on which database answered.
var ErrNotFound = errors.New("not found")

// Adjuster is a person who inspects damage. Their calendar is kept in their own time zone,
// which is the zone a caller hears times in, since the inspection happens where they work.
type Adjuster struct {
	ID, Name, TimeZone, Territory string
}

// CalendarColumn is one capacity column at one adjuster's start: one crew's place, holding
// up to Capacity inspections, of which Booked are taken.
type CalendarColumn struct {
	Adjuster
	StartsAt    time.Time
	Column      int
	Capacity    int
	Booked      int
	DurationMin int
}

// InspectionBooking is a booked inspection as the calendar of record holds it. The caller's
// confirmation is rendered from this row, never from what a model said.
type InspectionBooking struct {
	ID                       int64
	AdjusterID, AdjusterName string
	TimeZone                 string
	StartsAt                 time.Time
	DurationMin              int
	Column, Seat             int
	ClaimID, CustomerID      string
	CallID, Reference        string
	RequestID                string
	CreatedAt                time.Time
}

// ReconcileTask asks staff to confirm by hand a booking write whose outcome could not be
// read back.
type ReconcileTask struct {
	CallID, RequestID, ClaimID, CustomerID, Reference, Detail, Status string
	CreatedAt                                                         time.Time
}

// ErrConflict is returned by a calendar asked to write a seat that is already taken: the
// database refused a double booking.
var ErrConflict = errors.New("conflict")
