package app_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"claimsline/prompts"
	"claimsline/state"
)

// withheld sends one utterance on a call whose caller ID Vapi does not report (a withheld
// number): no customer object at all.
func (h *harness) withheld(callID string, utterance ...string) reply {
	h.t.Helper()
	body := chatBody(callID, false, utterance...)
	body["call"] = map[string]any{"id": callID}
	r := h.post(context.Background(), "/chat/completions", body, nil)
	if r.Status != http.StatusOK {
		h.t.Fatalf("say %q: status %d: %s", utterance, r.Status, r.Body)
	}
	return r
}

// metric returns the /metrics line that starts with series, or "".
func (h *harness) metric(series string) string {
	h.t.Helper()
	resp, err := http.Get(h.srv.URL + "/metrics")
	if err != nil {
		h.t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	for _, line := range strings.Split(string(body), "\n") {
		if strings.HasPrefix(line, series+" ") {
			return line
		}
	}
	return ""
}

// TestNoCallbackPromisedThatWasNotStored: with Postgres down, an escalation never says a
// callback is booked. The caller hears an honest line (a live transfer when one is
// configured, else when to call back), and the fault is counted.
func TestNoCallbackPromisedThatWasNotStored(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, say string
		transfer  bool
		want      string
		ended     string
		counted   string
	}{
		{"a person asked for", "let me talk to a real person", false, prompts.CallbackNotStored, state.EndedEscalated, `claimsline_callbacks_total{outcome="not_stored"} 1`},
		{"an emergency", "there's smoke and my kitchen is on fire right now", false, prompts.EmergencyNotStored, state.EndedEmergency, `claimsline_callbacks_total{outcome="not_stored"} 1`},
		{"a live transfer when configured", "let me talk to a real person", true, prompts.Transfer, state.EndedTransferred, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			control := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {}))
			defer control.Close()
			extra := map[string]string{}
			if tc.transfer {
				extra["TRANSFER_NUMBER"] = "+14155550100"
			}
			h := newHarness(t, extra)
			id := newCallID(t)
			h.verify(id)
			h.db.Pool.Close()
			body := chatBody(id, false, tc.say)
			body["call"].(map[string]any)["monitor"] = map[string]string{"controlUrl": control.URL}
			got := h.post(context.Background(), "/chat/completions", body, nil)
			if got.Content != tc.want {
				t.Fatalf("reply %q, want %q", got.Content, tc.want)
			}
			if c := h.call(id); c.Ended != tc.ended || c.Handoff.Pending() {
				t.Fatalf("ended %q handoff %+v", c.Ended, c.Handoff)
			}
			if tc.counted != "" && h.metric(`claimsline_callbacks_total{outcome="not_stored"}`) != tc.counted {
				t.Fatalf("fault not counted: %q", h.metric(`claimsline_callbacks_total{outcome="not_stored"}`))
			}
			if line := h.metric(`claimsline_callbacks_total{outcome="stored"}`); line != "" {
				t.Fatalf("counted as stored: %q", line)
			}
		})
	}
}

// TestWithheldCallerIDAsksForANumberAndReadsItBack: when Vapi reports no caller number,
// nothing is promised until the caller has given a number, heard it read back, and said
// yes; the callback is stored on that number.
func TestWithheldCallerIDAsksForANumberAndReadsItBack(t *testing.T) {
	t.Parallel()
	type step struct {
		say, want string
		stored    int
	}
	cases := []struct {
		name   string
		steps  []step
		phone  string
		reason string
	}{
		{"a person asked for, a correction, then yes", []step{
			{"can I talk to a real person please", prompts.AskCallbackNumber, 0},
			{"it's four one five, five five five, zero one zero zero", prompts.ConfirmCallbackNumber("4 1 5, 5 5 5, 0 1 0 0"), 0},
			{"no, that's not it", prompts.CallbackNumberAgain, 0},
			{"415 555 0199", prompts.ConfirmCallbackNumber("4 1 5, 5 5 5, 0 1 9 9"), 0},
			{"yes, that's right", prompts.EscalateCallback, 1},
		}, "+14155550199", state.EndedEscalated},
		{"an emergency: emergency services first, then the number", []step{
			{"there's a fire in my kitchen", prompts.EmergencyAskNumber, 0},
			{"four one five five five five zero one zero zero", prompts.ConfirmCallbackNumber("4 1 5, 5 5 5, 0 1 0 0"), 0},
			{"yeah", prompts.Emergency, 1},
		}, "+14155550100", state.EndedEmergency},
		{"no number ever given", []step{
			{"can I talk to a real person please", prompts.AskCallbackNumber, 0},
			{"I don't know it", prompts.CallbackNumberUnclear, 0},
			{"why do you need it", prompts.CallbackNumberUnclear, 0},
			{"hmm", prompts.CallbackNumberUnclear, 0},
			{"no", prompts.NoCallbackNumber, 0},
		}, "", state.EndedEscalated},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			h := newHarness(t, nil)
			id := newCallID(t)
			h.withheld(id)
			h.withheld(id, danaPhone)
			h.withheld(id, danaDOB)
			if c := h.call(id); !c.Authenticated() || c.CallerNumber != "" {
				t.Fatalf("set-up: authenticated %v caller number %q", c.Authenticated(), c.CallerNumber)
			}
			calls := h.model.Calls()
			for i, st := range tc.steps {
				got := h.withheld(id, st.say)
				if got.Content != st.want {
					t.Fatalf("step %d %q: reply %q, want %q", i, st.say, got.Content, st.want)
				}
				if n := len(pendingCallbacks(t, h)); n != st.stored {
					t.Fatalf("step %d %q: %d callbacks stored, want %d", i, st.say, n, st.stored)
				}
				last := i == len(tc.steps)-1
				if c := h.call(id); (c.Ended != "") != last || c.Handoff.Pending() == last {
					t.Fatalf("step %d: ended %q handoff %+v", i, c.Ended, c.Handoff)
				}
			}
			c := h.call(id)
			if c.Ended != tc.reason {
				t.Fatalf("ended %q, want %q", c.Ended, tc.reason)
			}
			if cbs := pendingCallbacks(t, h); tc.phone != "" && (cbs[0].Phone != tc.phone || cbs[0].CustomerID != danaID || cbs[0].Reason != tc.reason) {
				t.Fatalf("callback %+v", cbs[0])
			}
			// After the router's hand-off, every answer about the number is the escalate
			// node's, with no model in the way.
			rows := h.snapshots(id, 3+len(tc.steps))
			for _, r := range rows[4:] {
				if strings.Join(r.Nodes, ",") != state.NodeEscalate {
					t.Fatalf("turn %d went through %v", r.TurnNumber, r.Nodes)
				}
			}
			if h.model.Calls() != calls {
				t.Fatalf("the hand-off cost %d model calls", h.model.Calls()-calls)
			}
		})
	}
}
