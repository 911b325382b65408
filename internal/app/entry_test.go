package app_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"claimsline/internal/fakes/fakellm"
	"claimsline/prompts"
	"claimsline/state"
	"claimsline/tools"
)

// emergencyAsked reports the entry's yes/no emergency question.
func emergencyAsked(r fakellm.Request) bool {
	return len(r.Messages) > 0 && r.Messages[0].Content == prompts.EmergencyCheck
}

// TestUnverifiedCallerAskingForAPersonIsEscalated: a caller who cannot verify and asks for a
// person gets one at once, hears nothing about any account, and the record says they were
// not verified.
func TestUnverifiedCallerAskingForAPersonIsEscalated(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	id := newCallID(t)
	h.open(id)
	got := h.say(id, "I don't have my policy details, can I just talk to a real person?")
	if got.Content != prompts.EscalateCallback {
		t.Fatalf("reply %q", got.Content)
	}
	c := h.call(id)
	if c.Ended != state.EndedEscalated || c.Authenticated() || len(toolResults(c, tools.LookupCustomer)) != 0 {
		t.Fatalf("ended %q authenticated %v", c.Ended, c.Authenticated())
	}
	if h.model.Calls() != 0 {
		t.Fatalf("model calls %d", h.model.Calls())
	}
	cbs := pendingCallbacks(t, h)
	if len(cbs) != 1 || cbs[0].CustomerID != "" || cbs[0].Reason != state.EndedEscalated {
		t.Fatalf("callbacks %+v", cbs)
	}
	rows := h.snapshots(id, 2)
	if rows[1].Authenticated || rows[1].EndedReason != state.EndedEscalated || strings.Join(rows[1].Nodes, ",") != state.NodeEscalate {
		t.Fatalf("snapshot %+v", rows[1])
	}
	if r := h.post(context.Background(), "/webhook", report(id), http.Header{"X-Vapi-Secret": {webhookKey}}); r.Status != http.StatusOK {
		t.Fatalf("webhook %d %s", r.Status, r.Body)
	}
	rec, err := h.db.CallRecord(context.Background(), id)
	if err != nil || rec.Authenticated || rec.CustomerID != "" || rec.EndedReason != state.EndedEscalated {
		t.Fatalf("record %+v %v", rec, err)
	}
}

// TestEmergencyAfterTheCallEnded: an emergency on a call that has already ended is escalated,
// not answered with the closing again.
func TestEmergencyAfterTheCallEnded(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	id := newCallID(t)
	h.verify(id)
	if got := h.say(id, "that's all, bye"); got.Content != prompts.Goodbye {
		t.Fatalf("goodbye reply %q", got.Content)
	}
	got := h.say(id, "there's a fire in the kitchen and my husband is trapped")
	if got.Content != prompts.Emergency {
		t.Fatalf("reply %q", got.Content)
	}
	c := h.call(id)
	if c.Ended != state.EndedEmergency || c.Turn.Emergency == "" {
		t.Fatalf("ended %q emergency %q", c.Ended, c.Turn.Emergency)
	}
	if cbs := pendingCallbacks(t, h); len(cbs) != 1 || cbs[0].Reason != state.EndedEmergency {
		t.Fatalf("callbacks %+v", cbs)
	}
}

// TestEmergencyTransferredLiveIsRecordedAsOne: with a live transfer, the caller still hears
// to contact emergency services first, and the turn records emergency, not transferred.
func TestEmergencyTransferredLiveIsRecordedAsOne(t *testing.T) {
	t.Parallel()
	control := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {}))
	defer control.Close()
	h := newHarness(t, map[string]string{"TRANSFER_NUMBER": "+14155550100"})
	id := newCallID(t)
	h.open(id)
	body := chatBody(id, false, "my wife fell down the stairs and she isn't waking up")
	body["call"].(map[string]any)["monitor"] = map[string]string{"controlUrl": control.URL}
	r := h.post(context.Background(), "/chat/completions", body, nil)
	if r.Content != prompts.EmergencyTransfer || prompts.EndsCall(r.Content) || !strings.Contains(r.Content, "nine one one") {
		t.Fatalf("reply %q", r.Content)
	}
	if strings.Index(r.Content, "nine one one") > strings.Index(r.Content, "claims team") {
		t.Fatalf("emergency services are not told first: %q", r.Content)
	}
	if c := h.call(id); c.Ended != state.EndedEmergency {
		t.Fatalf("ended %q", c.Ended)
	}
}

// TestBookingPhrasingRoutesToBooking: a request to book an inspection that mentions the
// claim goes to the booking specialist by rule, never to the claims agent, with no model
// call to route it.
func TestBookingPhrasingRoutesToBooking(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	id := newCallID(t)
	h.verify(id)
	routed := 0
	h.model.SetHandler(func(r fakellm.Request) fakellm.Reply {
		if r.ResponseFormat != nil {
			routed++
		}
		return fakellm.Text("Let me look at the calendar.")
	})
	h.say(id, "can I book an adjuster visit for my roof claim next week")
	c := h.call(id)
	if c.Intent != state.IntentBooking || routed != 0 {
		t.Fatalf("intent %q, router model calls %d", c.Intent, routed)
	}
	rows := h.snapshots(id, 4)
	nodes := strings.Join(rows[len(rows)-1].Nodes, ",")
	if !strings.HasPrefix(nodes, state.NodeRouter+","+state.NodeBookingAgent) || strings.Contains(nodes, state.NodeClaimAgent) {
		t.Fatalf("path %s", nodes)
	}
}

// TestTwoNumbersGetAClarifyingQuestion: two different complete numbers with nothing to say
// which is meant are never looked up; the caller is asked which one, and it is no attempt.
func TestTwoNumbersGetAClarifyingQuestion(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	h.model.SetHandler(lookupFromWords)
	id := newCallID(t)
	h.open(id)
	got := h.say(id, "my cell is 415 555 1009 and my home is 212 555 0143")
	if got.Content != prompts.WhichNumber {
		t.Fatalf("reply %q", got.Content)
	}
	c := h.call(id)
	if c.Authenticated() || c.Auth.Attempts != 0 || c.Auth.PendingPhone != "" {
		t.Fatalf("authenticated %v attempts %d pending %q", c.Authenticated(), c.Auth.Attempts, c.Auth.PendingPhone)
	}
}

// TestEmergencyQuestionToTheModel: the entry's yes/no emergency question, in both places it
// is asked. A danger cue no rule decides is put to the model once: "no" goes on with the call,
// "yes", a dead model and an answer off the labels escalate. An utterance with no danger cue
// but words no ordinary caller used is put to the model once too, but there only a clear "yes"
// escalates, and with no answer the call goes on but the caller hears the safety line first:
// in the reply, in the transcript as a line of its own, and in the turn. Words the rules call
// safe but the learned cue calls dangerous are a danger cue like any other, and so are familiar
// words it is very sure of. Ordinary words cost no question at all.
func TestEmergencyQuestionToTheModel(t *testing.T) {
	t.Parallel()
	const (
		unsure     = "I can see a glow near the fuse panel"
		unfamiliar = "my grandson is wandering along the viaduct parapet"
		learned    = "we can hear tapping from inside the wreck"
		// familiar is in words every caller uses, with no rule cue: the learned cue alone, over
		// its far higher line for familiar words (signals.VeryDangerous), puts it to the model.
		familiar = "my husband is in the car in the garage with the engine running and the door shut"
	)
	var (
		yes   = fakellm.JSON(map[string]string{"emergency": "yes"})
		no    = fakellm.JSON(map[string]string{"emergency": "no"})
		maybe = fakellm.JSON(map[string]string{"emergency": "maybe"})
	)
	cases := []struct {
		name   string
		said   string
		answer fakellm.Reply
		asked  int
		ended  string
		// cautioned: the safety line comes first.
		cautioned bool
	}{
		{"danger cue, model says no", unsure, no, 1, "", false},
		{"danger cue, model says yes", unsure, yes, 1, state.EndedEmergency, false},
		{"danger cue, model down", unsure, fakellm.Down(), 1, state.EndedEmergency, false},
		{"danger cue, model off the labels", unsure, maybe, 1, state.EndedEmergency, false},
		{"unfamiliar, model says yes", unfamiliar, yes, 1, state.EndedEmergency, false},
		{"unfamiliar, model says no", unfamiliar, no, 1, "", false},
		{"unfamiliar, model down", unfamiliar, fakellm.Down(), 1, "", true},
		{"unfamiliar, model off the labels", unfamiliar, maybe, 1, "", true},
		{"learned cue, model says no", learned, no, 1, "", false},
		{"learned cue, model down", learned, fakellm.Down(), 1, state.EndedEmergency, false},
		{"learned cue in familiar words, model says no", familiar, no, 1, "", false},
		{"learned cue in familiar words, model down", familiar, fakellm.Down(), 1, state.EndedEmergency, false},
		{"ordinary words", "can you tell me when the adjuster is coming", yes, 0, "", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			h := newHarness(t, nil)
			var mu sync.Mutex
			asked := 0
			h.model.SetHandler(func(r fakellm.Request) fakellm.Reply {
				if emergencyAsked(r) {
					mu.Lock()
					asked++
					mu.Unlock()
					return tc.answer
				}
				return fakellm.Text("Could you tell me the phone number on your policy?")
			})
			id := newCallID(t)
			h.open(id)
			got := h.say(id, tc.said)
			c := h.call(id)
			mu.Lock()
			defer mu.Unlock()
			if asked != tc.asked || c.Ended != tc.ended {
				t.Fatalf("asked %d times, ended %q; want %d and %q", asked, c.Ended, tc.asked, tc.ended)
			}
			lines := 0
			for _, m := range c.ThisTurn() {
				if m.Role == state.RoleAssistant && m.Content == prompts.Caution {
					lines++
				}
			}
			startsWith := strings.HasPrefix(got.Content, prompts.Caution+" ")
			if startsWith != tc.cautioned || c.Turn.Cautioned != tc.cautioned || (lines == 1) != tc.cautioned || lines > 1 {
				t.Fatalf("reply %q, turn cautioned %v, %d safety lines in the transcript; want cautioned %v", got.Content, c.Turn.Cautioned, lines, tc.cautioned)
			}
			if tc.cautioned && (got.Content == prompts.Caution+" " || c.Turn.Reply != got.Content) {
				t.Fatalf("reply %q, saved %q: the safety line alone, or not what was saved", got.Content, c.Turn.Reply)
			}
		})
	}
}

// TestSafetyLineIsStreamedFirst: on a stream, the safety line for unfamiliar words the model
// could not clear is the first thing the caller hears, before the turn's own line, and the
// stream, the saved reply and the transcript agree on what was said.
func TestSafetyLineIsStreamedFirst(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	h.model.SetHandler(func(r fakellm.Request) fakellm.Reply {
		if emergencyAsked(r) {
			return fakellm.Down()
		}
		return fakellm.Text("Could you tell me the phone number on your policy?")
	})
	id := newCallID(t)
	h.open(id)
	e := h.stream(context.Background(), chatBody(id, true, "my grandson is wandering along the viaduct parapet"))
	first, done := e.next()
	if done || first != prompts.Caution {
		t.Fatalf("first content chunk %q (done %v), want the safety line", first, done)
	}
	heard := first + strings.Join(e.rest(), "")
	c := h.call(id)
	if c.Turn.Reply != heard || !strings.HasPrefix(heard, prompts.Caution+" ") || len(heard) <= len(prompts.Caution)+1 {
		t.Fatalf("heard %q, saved reply %q", heard, c.Turn.Reply)
	}
	var said []string
	for _, m := range c.ThisTurn() {
		if m.Role == state.RoleAssistant && m.Content != "" {
			said = append(said, m.Content)
		}
	}
	if len(said) != 2 || said[0] != prompts.Caution || prompts.Caution+" "+said[1] != heard {
		t.Fatalf("transcript lines %q, heard %q", said, heard)
	}
}
