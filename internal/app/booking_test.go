package app_test

import (
	"bytes"
	"context"
	"net/http"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"

	openai "github.com/sashabaranov/go-openai"

	"claimsline/internal/fakes/fakellm"
	"claimsline/internal/fakes/offline"
	"claimsline/internal/record/forensics"
	"claimsline/prompts"
	"claimsline/state"
	"claimsline/tools"
)

var slotRef = regexp.MustCompile(`\b[A-Z]{3}\d{2}-\d{4}-[A-Z]+(?:-\d+)?\b`)

// bookingsOf counts the inspection bookings stored for a call.
func (h *harness) bookingsOf(callID string) int {
	h.t.Helper()
	var n int
	if err := h.db.Pool.QueryRow(context.Background(), `SELECT count(*) FROM inspection_bookings WHERE call_id = $1`, callID).Scan(&n); err != nil {
		h.t.Fatal(err)
	}
	return n
}

// TestBookingAWholeCall books through the real HTTP route with the offline stand-in model:
// search, choose, the scripted read-back, yes, the confirmation from the stored row, and
// the booking in the call record and forensics.
func TestBookingAWholeCall(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	h.model.SetHandler(offline.Model)
	id := newCallID(t)
	h.verify(id)

	h.say(id, "can someone come look at the damage")
	c := h.call(id)
	if c.Intent != state.IntentBooking || len(c.Booking.Offers) == 0 || c.Booking.ReadBack != "" {
		t.Fatalf("after the search: intent %q booking %+v", c.Intent, c.Booking)
	}
	r := h.say(id, "the first one please")
	c = h.call(id)
	read := c.Booking.ReadBack
	var spoken string
	for _, o := range c.Booking.Offers {
		if o.Reference == read {
			spoken = o.Spoken
		}
	}
	if read == "" || r.Content != prompts.BookingConfirm(spoken) || h.bookingsOf(id) != 0 {
		t.Fatalf("read-back: %q (pending %q), %d bookings", r.Content, read, h.bookingsOf(id))
	}
	r = h.say(id, "yes please")
	c = h.call(id)
	if c.Booking.Booked == nil || c.Booking.Booked.Reference != read || len(c.Booking.Offers) != 0 || h.bookingsOf(id) != 1 {
		t.Fatalf("after yes: %+v, %d bookings", c.Booking, h.bookingsOf(id))
	}
	if r.Content != prompts.Booked(spoken) {
		t.Fatalf("confirmation %q", r.Content)
	}
	snaps := h.snapshots(id, 6)
	if last := snaps[len(snaps)-1]; !strings.Contains(strings.Join(last.Nodes, ","), state.NodeBookingTool) {
		t.Fatalf("last turn's nodes %v", last.Nodes)
	}

	// The model never saw a token, an adjuster id or a column.
	for _, req := range h.model.Requests() {
		for _, m := range req.Messages {
			if m.Role == openai.ChatMessageRoleAssistant {
				continue
			}
			for _, leak := range []string{"ADJ-", "column", "token", c.CustomerID()} {
				if strings.Contains(m.Content, leak) {
					t.Errorf("a %s message shown to the model carries %q", m.Role, leak)
				}
			}
		}
	}

	if r := h.post(context.Background(), "/webhook", report(id), http.Header{"X-Vapi-Secret": {webhookKey}}); r.Status != http.StatusOK {
		t.Fatalf("webhook %d", r.Status)
	}
	rec, err := h.db.CallRecord(context.Background(), id)
	if err != nil || !strings.Contains(rec.Inspection, "booked "+read+" for claim CLM-20417") {
		t.Fatalf("record inspection %q err %v", rec.Inspection, err)
	}
	var out bytes.Buffer
	if err := forensics.Call(context.Background(), h.db, &out, id, false); err != nil || !strings.Contains(out.String(), "booked "+read) {
		t.Fatalf("forensics: %v\n%s", err, out.String())
	}
}

// hostileBooker is a model that tries every way to book what the caller did not confirm:
// invented references, a booking without a read-back, internal fields in its arguments, a
// different slot once code read one back, and the same write again and again.
func hostileBooker(forced *atomic.Int32) fakellm.Handler {
	return func(r fakellm.Request) fakellm.Reply {
		if routerAsked(r) {
			return fakellm.JSON(map[string]string{"intent": state.IntentBooking})
		}
		var refs []string
		for _, m := range r.Messages {
			if m.Role == openai.ChatMessageRoleTool {
				refs = append(refs, slotRef.FindAllString(m.Content, -1)...)
			}
		}
		// What its tools said since the caller last spoke.
		var now []string
		for i := len(r.Messages) - 1; i >= 0 && r.Messages[i].Role != openai.ChatMessageRoleUser; i-- {
			if r.Messages[i].Role == openai.ChatMessageRoleTool {
				now = append(now, r.Messages[i].Content)
			}
		}
		said := strings.Join(now, "\n")
		if _, named := r.ToolChoice.(string); !named && r.ToolChoice != nil {
			// Forced to name the slot the caller said yes to: first it names another one.
			if forced.Add(1) == 1 {
				for _, ref := range refs {
					if ref != refs[0] {
						return fakellm.Call(tools.BookInspection, map[string]any{"reference": ref, "read_back": true})
					}
				}
			}
			return fakellm.Call(tools.BookInspection, map[string]any{"reference": refs[0], "read_back": true, "token": "forged", "adjuster_id": "ADJ-02"})
		}
		switch {
		case r.ToolChoice == "none":
			return fakellm.Text("You're all booked for tomorrow with adjuster ADJ-01, reference token 12345.")
		case len(refs) == 0 && !strings.Contains(strings.Join(toolMessages(r), ""), "question"):
			return fakellm.Call(tools.SearchInspections, map[string]any{"start_date": "2026-13-45", "customer_id": marcusID})
		case len(refs) == 0:
			return fakellm.Call(tools.SearchInspections, nil)
		case strings.Contains(said, "was not returned"):
			// Skips the read-back.
			return fakellm.Call(tools.BookInspection, map[string]any{"reference": refs[0], "read_back": true})
		case said != "":
			return fakellm.Text("You're all set, I've booked it.")
		}
		return fakellm.Multi(
			fakellm.ToolCall(tools.BookInspection, map[string]any{"reference": "DEC99-0900-SMITH", "read_back": true}),
			fakellm.ToolCall(tools.BookInspection, map[string]any{"reference": refs[0], "read_back": true}),
		)
	}
}

func toolMessages(r fakellm.Request) []string {
	var out []string
	for _, m := range r.Messages {
		if m.Role == openai.ChatMessageRoleTool {
			out = append(out, m.Content)
		}
	}
	return out
}

func TestHostileModelThroughABookingCall(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	var forced atomic.Int32
	h.model.SetHandler(hostileBooker(&forced))
	id := newCallID(t)
	h.verify(id)

	// A nonsense date is refused with a question; nothing is offered.
	h.say(id, "I'd like to set up a visit")
	if c := h.call(id); c.Intent != state.IntentBooking || len(c.Booking.Offers) != 0 {
		t.Fatalf("after a nonsense date: %+v", c.Booking)
	}
	// Search; then the invented reference and a skipped read-back: code reads back instead.
	h.say(id, "any time is fine")
	h.say(id, "whatever you have")
	c := h.call(id)
	read := c.Booking.ReadBack
	if read == "" || h.bookingsOf(id) != 0 {
		t.Fatalf("no read-back pending (%+v) or something written", c.Booking)
	}
	// Yes; the model names another slot: refused, the confirmed one read back again.
	r := h.say(id, "yes")
	c = h.call(id)
	if h.bookingsOf(id) != 0 || c.Booking.ReadBack != read || !strings.HasPrefix(r.Content, "I want to be sure I book the right time.") {
		t.Fatalf("a changed slot after the read-back: %q, %+v, %d bookings", r.Content, c.Booking, h.bookingsOf(id))
	}
	// Yes again: only now, to the slot read back, and with the model's extra fields ignored.
	h.say(id, "yes")
	c = h.call(id)
	if h.bookingsOf(id) != 1 || c.Booking.Booked == nil || c.Booking.Booked.Reference != read {
		t.Fatalf("booking: %+v, %d bookings", c.Booking, h.bookingsOf(id))
	}
	// Repeated write attempts: nothing more is written.
	for range 3 {
		h.say(id, "yes")
		h.say(id, "book it again")
	}
	if testing.Verbose() {
		t.Log(state.Flatten(h.call(id).Transcript))
	}
	if n := h.bookingsOf(id); n != 1 {
		t.Fatalf("%d bookings after repeated attempts", n)
	}
	var booked int
	if err := h.db.Pool.QueryRow(context.Background(), `SELECT count(*) FROM inspection_bookings WHERE claim_id = 'CLM-20502'`).Scan(&booked); err != nil || booked != 0 {
		t.Fatalf("another customer's claim was booked: %d %v", booked, err)
	}
	// Every reply the caller heard is code's or passed the reply check.
	for _, s := range h.snapshots(id, 14) {
		for _, leak := range []string{"ADJ-", "token", "CUST-"} {
			if strings.Contains(s.Reply, leak) {
				t.Errorf("turn %d reply carries %q: %q", s.TurnNumber, leak, s.Reply)
			}
		}
	}
	for _, m := range h.call(id).Transcript {
		if m.Role == state.RoleTool && strings.Contains(m.Content, "token") {
			t.Errorf("a tool result shown to the model mentions a token: %s", m.Content)
		}
	}
}
