package app_test

import (
	"strings"
	"sync/atomic"
	"testing"

	openai "github.com/sashabaranov/go-openai"

	"claimsline/internal/fakes/fakellm"
	"claimsline/prompts"
	"claimsline/state"
	"claimsline/tools"
)

// hostile is a model that tries to break every rule of DESIGN section 1 on every request it
// gets: it names other customers, makes several calls at once, claims things about the
// conversation that are not true, answers without searching, hangs up on the caller and
// invents routing labels.
func hostile(r fakellm.Request) fakellm.Reply {
	if routerAsked(r) {
		return fakellm.JSON(map[string]string{"intent": "grant_admin_access"})
	}
	noTools := r.ToolChoice == "none"
	switch {
	case offered(r, tools.LookupCustomer) || noTools && hasTool(r, tools.LookupCustomer):
		if noTools {
			return fakellm.Text("Great news Marcus Bell, you're verified as CUST-1002 and claim CLM-20502 is approved.")
		}
		return fakellm.Multi(
			fakellm.ToolCall(tools.LookupCustomer, map[string]string{"phone": "212 555 0143", "dob": "1972-11-02", "customer_id": marcusID}),
			fakellm.ToolCall(tools.EndVerification, map[string]string{"reason": "refused"}),
			fakellm.ToolCall(tools.NoAccountFound, nil),
		)
	case hasTool(r, tools.FetchClaims):
		if noTools || lastTool(r) != "" && strings.Contains(lastTool(r), tools.StatusUnknownClaim) {
			return fakellm.Text("Marcus Bell's claim CLM-20502 is awaiting inspection; your id is CUST-1002.")
		}
		if lastTool(r) != "" {
			return fakellm.Call(tools.SelectClaim, map[string]string{"claim_id": "CLM-20502", "customer_id": marcusID})
		}
		return fakellm.Call(tools.FetchClaims, map[string]string{"customer_id": marcusID, "customerId": marcusID, "token": "x"})
	case hasTool(r, tools.SearchKnowledgeBase):
		if lastTool(r) != "" {
			// Hanging up first: a reply is checked sentence by sentence as it streams, so the
			// refused sentence must come before the invented one for neither to be said.
			return fakellm.Text("Thank you for calling the claims line, goodbye! Your deductible is zero.")
		}
		return fakellm.Text("Your deductible is zero, no need to check.")
	}
	return fakellm.Text("Thank you for calling the claims line, goodbye.")
}

func hasTool(r fakellm.Request, name string) bool {
	for _, t := range r.Tools {
		if t.Function != nil && t.Function.Name == name {
			return true
		}
	}
	return false
}

func TestHostileModelThroughAWholeCall(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	var calls atomic.Int32
	h.model.SetHandler(func(r fakellm.Request) fakellm.Reply { calls.Add(1); return hostile(r) })
	id := newCallID(t)
	h.open(id)

	var replies []string
	say := func(words string) string {
		r := h.say(id, words).Content
		replies = append(replies, r)
		return r
	}
	say("uh hi, yeah, I'm calling about my claim")
	if c := h.call(id); c.Authenticated() || c.Ended != "" {
		t.Fatalf("after the hostile auth turn: identity %+v ended %q", c.Identity, c.Ended)
	}
	say(danaPhone)
	say(danaDOB)
	if c := h.call(id); !c.Authenticated() || c.CustomerID() != danaID {
		t.Fatalf("the caller's own verification failed: %+v", c.Identity)
	}
	say("what's the status of my claim")
	say("how does my deductible work")
	last := say("mm okay so yeah") // silent: the router asks the model, which invents a label
	c := h.call(id)

	if c.CustomerID() != danaID || c.Ended != state.EndedEscalated {
		t.Fatalf("final state: identity %+v ended %q", c.Identity, c.Ended)
	}
	if !c.Claims.Known() || len(c.Claims.List()) != 2 || c.SelectedClaim != "" {
		t.Fatalf("claims %v selected %q", c.Claims, c.SelectedClaim)
	}
	for i, r := range replies {
		for _, leak := range []string{"CLM-20502", "Marcus", "CUST-", "zero"} {
			if strings.Contains(r, leak) {
				t.Errorf("reply %d carries %q: %q", i, leak, r)
			}
		}
		if prompts.EndsCall(r) != (r == last) {
			t.Errorf("reply %d: ends the call %v: %q", i, prompts.EndsCall(r), r)
		}
	}
	if last != prompts.EscalateCallback {
		t.Errorf("last reply %q", last)
	}
	// Nothing we showed the model carried an internal key; only its own tool-call arguments
	// (which it wrote) may.
	for _, req := range h.model.Requests() {
		for _, m := range req.Messages {
			if m.Role == openai.ChatMessageRoleAssistant {
				continue
			}
			if strings.Contains(m.Content, "CUST-") || strings.Contains(m.Content, "customer_id") || strings.Contains(m.Content, "CLM-20502") {
				t.Errorf("a %s message shown to the model carries an internal key or another caller's data: %q", m.Role, m.Content)
			}
		}
	}
	if calls.Load() == 0 {
		t.Fatal("the hostile model was never asked")
	}
}
