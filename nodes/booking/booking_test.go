package booking

import (
	"testing"

	"claimsline/prompts"
	"claimsline/state"
	"claimsline/tools"
)

// TestEveryOutcomeHasAScriptedLine: whatever a booking tool answers, the caller hears a line
// code wrote (only an offered calendar and a reference to choose again go back to the
// model), and a booking is confirmed from the stored row kept in state.
func TestEveryOutcomeHasAScriptedLine(t *testing.T) {
	slot := "Tuesday, December 1, between 9:00 and 10:00 AM Eastern time, with Priya Nair"
	stored := state.Booking{Booked: &state.Booked{Reference: "DEC01-0900-NAIR", Spoken: slot}}
	pending := state.Booking{ReadBack: "DEC01-0900-NAIR", Offers: []state.Offer{{Reference: "DEC01-0900-NAIR", Spoken: slot}}}
	cases := []struct {
		name    string
		booking state.Booking
		result  any
		want    string // "" means: back to the model
	}{
		{"read-back", state.Booking{}, tools.BookResult{Status: tools.StatusNeedsInput, Confirm: slot}, prompts.BookingConfirm(slot)},
		{"unknown reference", state.Booking{}, tools.BookResult{Status: tools.StatusNeedsInput, Message: "not returned"}, ""},
		{"start refused", state.Booking{}, tools.InspectionSearchResult{Status: tools.StatusNeedsInput, Question: "Do you mean Tuesday, December 8, or Tuesday, December 15?"}, "Do you mean Tuesday, December 8, or Tuesday, December 15?"},
		{"mismatch", pending, tools.BookResult{Status: tools.StatusReadBackMismatch}, prompts.BookingMismatch(slot)},
		{"booked", stored, tools.BookResult{Status: tools.StatusBooked}, prompts.Booked(slot)},
		{"already booked", stored, tools.BookResult{Status: tools.StatusAlreadyBooked}, prompts.AlreadyBooked(slot)},
		{"slot unavailable", state.Booking{}, tools.BookResult{Status: tools.StatusSlotUnavailable}, prompts.SlotUnavailable},
		{"refused token", state.Booking{}, tools.BookResult{Status: tools.StatusReferenceRefused}, prompts.BookingExpired},
		{"indeterminate", state.Booking{}, tools.BookResult{Status: tools.StatusIndeterminateWrite}, prompts.BookingIndeterminate},
		{"blocked", state.Booking{}, tools.BookResult{Status: tools.StatusBookingBlocked}, prompts.BookingIndeterminate},
		{"calendar down", state.Booking{}, tools.BookResult{Status: tools.StatusCalendarUnavailable}, prompts.CalendarUnavailable},
		{"no open claim", state.Booking{}, tools.InspectionSearchResult{Status: tools.StatusNoOpenClaim}, prompts.NoOpenClaim},
		{"no openings", state.Booking{}, tools.InspectionSearchResult{Status: tools.StatusNoOpenings}, prompts.NoOpenings},
		{"calendar", state.Booking{}, tools.InspectionSearchResult{Status: tools.StatusOpenings, Calendar: "Found eligible openings."}, ""},
		// A booked status with no stored row in state is never confirmed from thin air.
		{"booked without a row", state.Booking{}, tools.BookResult{Status: tools.StatusBooked}, prompts.BookingIndeterminate},
	}
	for _, tc := range cases {
		s := state.New("c")
		s.Booking = tc.booking
		line, ok := scripted(s, state.Message{Role: state.RoleTool, Content: tools.Encode(tc.result)})
		if ok != (tc.want != "") || line != tc.want {
			t.Errorf("%s: got %q (%v), want %q", tc.name, line, ok, tc.want)
		}
		if ok && prompts.EndsCall(line) {
			t.Errorf("%s: the line would hang up: %q", tc.name, line)
		}
	}
}

func TestAModelNeverConfirmsABooking(t *testing.T) {
	for text, claims := range map[string]bool{
		"You're all booked for Tuesday.":             true,
		"Great, that's confirmed for 9 AM.":          true,
		"I've booked it for you.":                    true,
		"You're all set.":                            true,
		"Would you like me to book Tuesday at nine?": false,
		"The soonest opening is Tuesday at 9:00 AM.": false,
	} {
		if got := claimsBooking.MatchString(text); got != claims {
			t.Errorf("%q: claims a booking %v, want %v", text, got, claims)
		}
	}
}
