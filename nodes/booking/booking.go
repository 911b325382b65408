// Package booking is the inspection booking loop: an agent node that lets the model search
// the calendar and choose a line of it, and a tool node that does everything else.
//
// The split follows who can check what. The model passes the caller's words for a date and
// copies a reference that says what the caller hears (SEP15-0900-REYES); code parses the
// date, renders the calendar, keeps the signed tokens, reads the slot back in a scripted line,
// books only on the caller's clear yes to that same slot, and confirms from the stored row.
// The write lives in the tool node, which the engine never runs speculatively.
package booking

import (
	"context"
	"fmt"
	"regexp"

	"claimsline/internal/spoken/affirm"
	"claimsline/nodes/internal/kit"
	"claimsline/prompts"
	"claimsline/state"
	"claimsline/tools"
)

// maxRounds is how many times in one turn the agent may send the model back to its tools.
const maxRounds = 2

// readOut is how many options the scripted fallback reads out.
const readOut = 3

// Agent is the booking agent node.
type Agent struct {
	Model kit.Model
}

// Run speaks the scripted line a tool result earned, or asks the model.
func (a *Agent) Run(ctx context.Context, s state.Call) (state.Update, error) {
	results := kit.Results(s)
	if len(results) > 0 {
		if line, ok := scripted(s, results[len(results)-1]); ok {
			return s.Reply(line), nil
		}
	}
	choice := kit.Auto
	switch {
	case kit.Proposals(s) >= maxRounds:
		choice = kit.NoTools
	case Confirming(s) && kit.Proposals(s) == 0:
		// The caller said yes to the slot code read back: the model's only move is to name
		// it, and the tool refuses any other.
		choice = kit.Force(tools.BookInspection)
	}
	// Asked whole rather than streamed: a reply is checked as a whole before the caller
	// hears any of it, because a model that says "you're booked" must never be heard.
	msg, err := kit.Ask(ctx, a.Model, prompts.Booking, s, tools.Booking(), choice)
	if err != nil {
		return a.withoutModel(s), nil
	}
	if calls := kit.Calls(msg, choice); len(calls) > 0 {
		return kit.Propose(s, calls), nil
	}
	text, ok := kit.Safe(ctx, s, msg.Content)
	switch {
	case !ok, internalKey.MatchString(text):
		return kit.Fallback(s, prompts.BookingFallback), nil
	case claimsBooking.MatchString(text):
		// Only code confirms a booking, from the stored row.
		if s.Booking.Booked != nil {
			return kit.Fallback(s, prompts.AlreadyBooked(s.Booking.Booked.Spoken)), nil
		}
		return kit.Fallback(s, prompts.BookingChoose), nil
	}
	return s.Reply(text), nil
}

var (
	// claimsBooking is a model saying a booking is made: that sentence belongs to code.
	claimsBooking = regexp.MustCompile(`(?i)\b(you'?re|you are|is|are|has been|have been|i'?ve|i have|it'?s|that'?s)\s+(all\s+|now\s+)?(booked|scheduled|confirmed|reserved)\b|\ball set\b`)
	// internalKey is an adjuster's key or a token, which the model never holds.
	internalKey = regexp.MustCompile(`(?i)\badj[\s-]*\d|\btoken\b`)
)

// withoutModel carries the booking on when the model has failed: code makes the move the
// model would have (search first; book the slot the caller just said yes to), else reads
// the soonest options or asks again.
func (a *Agent) withoutModel(s state.Call) state.Update {
	if kit.Proposals(s) == 0 {
		switch {
		case Confirming(s):
			return kit.Propose(s, []state.ToolCall{{ID: fmt.Sprintf("code_book_%d", s.TurnNumber), Name: tools.BookInspection,
				Arguments: tools.Encode(tools.BookArgs{Reference: s.Booking.ReadBack, ReadBack: true})}})
		case len(s.Booking.Offers) == 0 && s.Booking.Booked == nil:
			return kit.Propose(s, []state.ToolCall{{ID: fmt.Sprintf("code_search_%d", s.TurnNumber), Name: tools.SearchInspections, Arguments: "{}"}})
		}
	}
	if n := len(s.Booking.Offers); n > 0 {
		var slots []string
		for _, o := range s.Booking.Offers[:min(n, readOut)] {
			slots = append(slots, o.Spoken)
		}
		return kit.Fallback(s, prompts.BookingOptions(slots))
	}
	return kit.Fallback(s, prompts.BookingFallback)
}

// scripted returns the line a booking tool result earns, if it earns one. Only an offered
// calendar and a reference the model must choose again go back to the model.
func scripted(s state.Call, m state.Message) (string, bool) {
	var r struct {
		tools.BookResult
		Question string `json:"question"`
	}
	if err := decode(m.Content, &r); err != nil {
		return "", false
	}
	switch r.Status {
	case tools.StatusNeedsInput:
		switch {
		case r.Confirm != "":
			return prompts.BookingConfirm(r.Confirm), true
		case r.Question != "":
			return r.Question, true
		}
		return "", false
	case tools.StatusReadBackMismatch:
		if o := offer(s, s.Booking.ReadBack); o != nil {
			return prompts.BookingMismatch(o.Spoken), true
		}
		return prompts.BookingChoose, true
	case tools.StatusBooked, tools.StatusAlreadyBooked:
		// Rendered from the stored row the tool node kept, never from the model.
		if s.Booking.Booked != nil {
			if r.Status == tools.StatusBooked {
				return prompts.Booked(s.Booking.Booked.Spoken), true
			}
			return prompts.AlreadyBooked(s.Booking.Booked.Spoken), true
		}
		return prompts.BookingIndeterminate, true
	case tools.StatusSlotUnavailable:
		return prompts.SlotUnavailable, true
	case tools.StatusReferenceRefused:
		return prompts.BookingExpired, true
	case tools.StatusIndeterminateWrite, tools.StatusBookingBlocked:
		return prompts.BookingIndeterminate, true
	case tools.StatusCalendarUnavailable:
		return prompts.CalendarUnavailable, true
	case tools.StatusNoOpenClaim:
		return prompts.NoOpenClaim, true
	case tools.StatusNoOpenings:
		return prompts.NoOpenings, true
	}
	return "", false
}

// ReadBackPending returns the reference code read back on the previous turn, the only one the
// caller can be saying yes to now.
func ReadBackPending(s state.Call) string {
	if s.Booking.ReadBack != "" && s.Booking.ReadBackTurn == s.TurnNumber-1 {
		return s.Booking.ReadBack
	}
	return ""
}

// Confirming reports whether this turn's words are a clear yes to last turn's read-back.
func Confirming(s state.Call) bool {
	return ReadBackPending(s) != "" && affirm.Clear(s.Turn.Utterance)
}

func offer(s state.Call, ref string) *state.Offer {
	for i := range s.Booking.Offers {
		if s.Booking.Offers[i].Reference == ref {
			return &s.Booking.Offers[i]
		}
	}
	return nil
}
