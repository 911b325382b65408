package eval

import (
	"testing"

	"claimsline/state"
	"claimsline/tools"
)

// TestBookingWritesFollowWhatCodeReadBack: after a read_back_mismatch, code reads back the
// slot confirmed earlier, so a booking of that slot on the next yes is confirmed, and a
// booking of the slot the model asked for instead would not be.
func TestBookingWritesFollowWhatCodeReadBack(t *testing.T) {
	call := func(id, ref string, readBack bool) state.Message {
		return state.Message{Role: state.RoleAssistant, ToolCalls: []state.ToolCall{{ID: id, Name: tools.BookInspection,
			Arguments: tools.Encode(tools.BookArgs{Reference: ref, ReadBack: readBack})}}}
	}
	result := func(id string, r tools.BookResult) state.Message {
		return state.Message{Role: state.RoleTool, ToolCallID: id, Name: tools.BookInspection, Content: tools.Encode(r)}
	}
	said := func(words string) state.Message { return state.Message{Role: state.RoleUser, Content: words} }
	tue, wed := "DEC01-0900-NAIR", "DEC02-0900-NAIR"
	transcript := []state.Message{
		call("1", tue, false), result("1", tools.BookResult{Status: tools.StatusNeedsInput, Reference: tue}),
		said("yes"),
		call("2", wed, true), result("2", tools.BookResult{Status: tools.StatusReadBackMismatch, Reference: tue}),
		said("yes"),
		call("3", tue, true), result("3", tools.BookResult{Status: tools.StatusBooked, Reference: tue}),
	}
	got := bookingWrites(transcript)
	if len(got) != 1 || got[0].reference != tue || !got[0].readBack || !got[0].confirmed {
		t.Fatalf("writes %+v", got)
	}
}
