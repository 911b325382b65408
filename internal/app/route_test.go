package app_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	openai "github.com/sashabaranov/go-openai"

	"claimsline/internal/domain"
	"claimsline/internal/fakes/fakellm"
	"claimsline/prompts"
	"claimsline/state"
	"claimsline/tools"
)

// lastTool returns the content of the newest tool message the model was shown, or "".
func lastTool(r fakellm.Request) string {
	m := r.Messages[len(r.Messages)-1]
	if m.Role == openai.ChatMessageRoleTool {
		return m.Content
	}
	return ""
}

func routerAsked(r fakellm.Request) bool { return r.ResponseFormat != nil }

func pendingCallbacks(t *testing.T, h *harness) []domain.Callback {
	t.Helper()
	cbs, err := h.db.PendingCallbacks(context.Background(), 100)
	if err != nil {
		t.Fatal(err)
	}
	return cbs
}

func TestEmergencyOnTurnOneEscalatesWithoutVerifying(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	id := newCallID(t)
	h.open(id)
	got := h.say(id, "my husband is bleeding and unconscious in the car")
	if got.Content != prompts.Emergency || !prompts.EndsCall(got.Content) {
		t.Fatalf("reply %q", got.Content)
	}
	c := h.call(id)
	if c.Ended != state.EndedEmergency || c.Authenticated() || len(toolResults(c, tools.LookupCustomer)) != 0 {
		t.Fatalf("ended %q identity %+v", c.Ended, c.Identity)
	}
	if h.model.Calls() != 0 {
		t.Fatalf("model calls %d", h.model.Calls())
	}
	cbs := pendingCallbacks(t, h)
	if len(cbs) != 1 || cbs[0].CallID != id || cbs[0].Reason != state.EndedEmergency || cbs[0].Phone != "+15555550100" {
		t.Fatalf("callbacks %+v", cbs)
	}
	rows := h.snapshots(id, 2)
	if rows[1].EndedReason != state.EndedEmergency || !rows[1].EndsCall || strings.Join(rows[1].Nodes, ",") != state.NodeEscalate {
		t.Fatalf("snapshot %+v", rows[1])
	}
}

func TestEverydayClaimWordsDoNotEscalate(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	h.model.SetHandler(func(fakellm.Request) fakellm.Reply {
		return fakellm.Text("I can help. What's the number on your policy?")
	})
	id := newCallID(t)
	h.open(id)
	got := h.say(id, "I had an accident last week and there's damage to my car")
	if prompts.EndsCall(got.Content) || h.call(id).Ended != "" {
		t.Fatalf("an everyday claim escalated: %q", got.Content)
	}
}

func TestAskingForAPersonStoresACallback(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	id := newCallID(t)
	h.verify(id)
	got := h.say(id, "can I talk to a real person please")
	if got.Content != prompts.EscalateCallback {
		t.Fatalf("reply %q", got.Content)
	}
	c := h.call(id)
	if c.Ended != state.EndedEscalated || c.Intent != state.IntentEscalate {
		t.Fatalf("ended %q intent %q", c.Ended, c.Intent)
	}
	cbs := pendingCallbacks(t, h)
	if len(cbs) != 1 || cbs[0].CustomerID != danaID || cbs[0].Reason != state.EndedEscalated {
		t.Fatalf("callbacks %+v", cbs)
	}
	if h.model.Calls() != 0 {
		t.Fatalf("a clean request for a person cost %d model calls", h.model.Calls())
	}
}

func TestTransferLiveWhenConfigured(t *testing.T) {
	t.Parallel()
	var got atomic.Value
	control := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		got.Store(string(body))
	}))
	defer control.Close()
	h := newHarness(t, map[string]string{"TRANSFER_NUMBER": "+14155550100"})
	id := newCallID(t)
	h.verify(id)
	body := chatBody(id, false, "I want to speak to a representative")
	body["call"].(map[string]any)["monitor"] = map[string]string{"controlUrl": control.URL}
	r := h.post(context.Background(), "/chat/completions", body, nil)
	if r.Content != prompts.Transfer || prompts.EndsCall(r.Content) {
		t.Fatalf("reply %q", r.Content)
	}
	var sent struct {
		Type        string `json:"type"`
		Destination struct {
			Type, Number string
		} `json:"destination"`
	}
	raw, _ := got.Load().(string)
	if err := json.Unmarshal([]byte(raw), &sent); err != nil || sent.Type != "transfer" || sent.Destination.Number != "+14155550100" {
		t.Fatalf("control request %q", raw)
	}
	if c := h.call(id); c.Ended != state.EndedTransferred {
		t.Fatalf("ended %q", c.Ended)
	}
	if len(pendingCallbacks(t, h)) != 0 {
		t.Fatal("a live transfer also stored a callback")
	}
}

func TestFailedTransferFallsBackToACallback(t *testing.T) {
	t.Parallel()
	control := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "nope", http.StatusInternalServerError)
	}))
	defer control.Close()
	h := newHarness(t, map[string]string{"TRANSFER_NUMBER": "+14155550100"})
	id := newCallID(t)
	h.verify(id)
	body := chatBody(id, false, "transfer me to an agent")
	body["call"].(map[string]any)["monitor"] = map[string]string{"controlUrl": control.URL}
	if r := h.post(context.Background(), "/chat/completions", body, nil); r.Content != prompts.EscalateCallback {
		t.Fatalf("reply %q", r.Content)
	}
	if cbs := pendingCallbacks(t, h); len(cbs) != 1 {
		t.Fatalf("callbacks %+v", cbs)
	}
}

// claimModel fetches claims, then answers from what the tool returned.
func claimModel(r fakellm.Request) fakellm.Reply {
	if routerAsked(r) {
		return fakellm.JSON(map[string]string{"intent": "claim"})
	}
	if res := lastTool(r); res != "" {
		var cr tools.ClaimsResult
		_ = json.Unmarshal([]byte(res), &cr)
		if len(cr.Claims) > 0 {
			return fakellm.Text("Your claim " + cr.Claims[0].ClaimID + " is " + cr.Claims[0].Status + ".")
		}
		return fakellm.Text("I don't see any claims.")
	}
	if offered(r, tools.FetchClaims) {
		return fakellm.Call(tools.FetchClaims, nil)
	}
	return fakellm.Text("How can I help?")
}

func TestClaimStatusForAVerifiedCaller(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	h.model.SetHandler(claimModel)
	id := newCallID(t)
	h.verify(id)
	got := h.say(id, "what's the status of my claim")
	c := h.call(id)
	if c.Intent != state.IntentClaim || !c.Claims.Known() || len(c.Claims.List()) != 2 {
		t.Fatalf("intent %q claims %v", c.Intent, c.Claims)
	}
	byID := map[string]state.Claim{}
	for _, cl := range c.Claims.List() {
		byID[cl.ClaimID] = cl
	}
	if cl := byID["CLM-20388"]; cl.Documents == nil || len(cl.Documents) != 0 {
		t.Fatalf("a claim with no documents must carry an empty list: %+v", cl)
	}
	if cl := byID["CLM-20417"]; cl.Adjuster != "Sam Ortega" || len(cl.Documents) != 2 {
		t.Fatalf("CLM-20417 %+v", cl)
	}
	if !strings.Contains(got.Content, "CLM-") {
		t.Fatalf("the caller did not hear their own claim: %q", got.Content)
	}
	rows := h.snapshots(id, 4)
	if strings.Join(rows[3].Nodes, ",") != "router,claim_agent,claim_tool,claim_agent" {
		t.Fatalf("path %v", rows[3].Nodes)
	}
	// No internal key reached the model.
	for _, r := range h.model.Requests() {
		for _, m := range r.Messages {
			if strings.Contains(m.Content, "CUST-") {
				t.Fatalf("a customer id reached the model: %q", m.Content)
			}
		}
	}
}

func TestHostileClaimModelSeesOnlyTheCallersClaims(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name  string
		first fakellm.Reply
		check func(t *testing.T, c state.Call, said string)
	}{
		{
			name:  "fetch_claims naming another customer returns the caller's own",
			first: fakellm.Call(tools.FetchClaims, map[string]string{"customer_id": marcusID, "customerId": marcusID}),
			check: func(t *testing.T, c state.Call, said string) {
				if !c.Claims.Known() || len(c.Claims.List()) != 2 || c.Claims.List()[0].ClaimID == "CLM-20502" {
					t.Fatalf("claims %+v", c.Claims)
				}
				for _, r := range toolResults(c, tools.FetchClaims) {
					if strings.Contains(r, "CLM-20502") || strings.Contains(r, "CUST-") {
						t.Fatalf("tool result leaked: %s", r)
					}
				}
			},
		},
		{
			name:  "select_claim with another customer's claim is unknown",
			first: fakellm.Call(tools.SelectClaim, map[string]string{"claim_id": "CLM-20502"}),
			check: func(t *testing.T, c state.Call, said string) {
				res := toolResults(c, tools.SelectClaim)
				if len(res) != 1 || tools.StatusOf(res[0]) != tools.StatusUnknownClaim || c.SelectedClaim != "" {
					t.Fatalf("results %v selected %q", res, c.SelectedClaim)
				}
				if strings.Contains(res[0], "CLM-20502") || !strings.Contains(res[0], "CLM-20417") {
					t.Fatalf("unknown_claim must list the caller's own numbers only: %s", res[0])
				}
			},
		},
		{
			name:  "select_claim with an invented claim is unknown",
			first: fakellm.Call(tools.SelectClaim, map[string]string{"claim_id": "CLM-99999"}),
			check: func(t *testing.T, c state.Call, said string) {
				res := toolResults(c, tools.SelectClaim)
				if len(res) != 1 || tools.StatusOf(res[0]) != tools.StatusUnknownClaim {
					t.Fatalf("results %v", res)
				}
			},
		},
		{
			name:  "a reply naming another customer's claim is not sent",
			first: fakellm.Text("Marcus Bell's claim CLM-20502 is awaiting inspection."),
			check: func(t *testing.T, c state.Call, said string) {
				if strings.Contains(said, "CLM-20502") || said != prompts.ClaimFallback {
					t.Fatalf("reply %q", said)
				}
			},
		},
		{
			name:  "a reply with the end-call phrase mid-call is not sent",
			first: fakellm.Text("All done. Thanks for calling the claims line. Goodbye!"),
			check: func(t *testing.T, c state.Call, said string) {
				if prompts.EndsCall(said) || c.Ended != "" {
					t.Fatalf("reply %q ended %q", said, c.Ended)
				}
			},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, nil)
			id := newCallID(t)
			h.verify(id)
			sent := false
			h.model.SetHandler(func(r fakellm.Request) fakellm.Reply {
				if !sent {
					sent = true
					return tc.first
				}
				return fakellm.Text("Is there anything else?")
			})
			got := h.say(id, "tell me about my claim")
			tc.check(t, h.call(id), got.Content)
		})
	}
}

func TestFAQIsSearchedBeforeItIsAnswered(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	id := newCallID(t)
	h.verify(id)
	var answered atomic.Bool
	h.model.SetHandler(func(r fakellm.Request) fakellm.Reply {
		if res := lastTool(r); res != "" {
			var sr tools.SearchResult
			_ = json.Unmarshal([]byte(res), &sr)
			if len(sr.Results) > 0 {
				answered.Store(true)
				return fakellm.Text("From our notes: " + sr.Results[0].Title + ".")
			}
		}
		// Hostile: answers straight away without searching, ignoring the forced tool.
		return fakellm.Text("Your deductible is zero dollars, always.")
	})
	got := h.say(id, "how does my deductible work")
	c := h.call(id)
	if c.Intent != state.IntentFAQ || !c.Turn.Searched || !answered.Load() {
		t.Fatalf("intent %q searched %v", c.Intent, c.Turn.Searched)
	}
	if strings.Contains(got.Content, "zero dollars") {
		t.Fatalf("an unsearched answer was sent: %q", got.Content)
	}
	res := toolResults(c, tools.SearchKnowledgeBase)
	if len(res) != 1 || tools.StatusOf(res[0]) != tools.StatusResults {
		t.Fatalf("search results %v", res)
	}
	rows := h.snapshots(id, 4)
	if strings.Join(rows[3].Nodes, ",") != "router,faq_agent,faq_tool,faq_agent" {
		t.Fatalf("path %v", rows[3].Nodes)
	}
}

func TestFAQWithNoMatchAbstainsWithoutTheModel(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	id := newCallID(t)
	h.verify(id)
	h.model.SetHandler(func(r fakellm.Request) fakellm.Reply {
		if emergencyAsked(r) {
			// Unfamiliar words are put to the emergency check; cleared, they go on silently.
			return fakellm.JSON(map[string]string{"emergency": "no"})
		}
		if routerAsked(r) {
			return fakellm.JSON(map[string]string{"intent": "faq"})
		}
		if offered(r, tools.SearchKnowledgeBase) {
			return fakellm.Call(tools.SearchKnowledgeBase, map[string]string{"query": "zebra migration patterns"})
		}
		return fakellm.Text("Zebras migrate in the spring.")
	})
	got := h.say(id, "how do zebras migrate")
	if got.Content != prompts.FAQNoMatch {
		t.Fatalf("reply %q", got.Content)
	}
}

func TestGoodbyeEndsTheCall(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	id := newCallID(t)
	h.verify(id)
	got := h.say(id, "no that's all, thanks, bye")
	if got.Content != prompts.Goodbye || !prompts.EndsCall(got.Content) {
		t.Fatalf("reply %q", got.Content)
	}
	c := h.call(id)
	if c.Ended != state.EndedGoodbye || c.Intent != state.IntentGoodbye {
		t.Fatalf("ended %q intent %q", c.Ended, c.Intent)
	}
	rows := h.snapshots(id, 4)
	for i, r := range rows {
		if r.EndsCall != (i == 3) || (r.EndedReason != "") != (i == 3) {
			t.Fatalf("row %d: ends_call %v ended %q", i, r.EndsCall, r.EndedReason)
		}
	}
}

func TestRouterModelDownEscalates(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	id := newCallID(t)
	h.verify(id)
	h.model.SetHandler(func(fakellm.Request) fakellm.Reply { return fakellm.Down() })
	got := h.say(id, "so yeah")
	if got.Content != prompts.EscalateCallback {
		t.Fatalf("reply %q", got.Content)
	}
	if c := h.call(id); c.Ended != state.EndedEscalated || !c.Turn.Fallback {
		t.Fatalf("ended %q fallback %v", c.Ended, c.Turn.Fallback)
	}
}

func TestRouterRefusesAnInventedLabel(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	id := newCallID(t)
	h.verify(id)
	h.model.SetHandler(func(r fakellm.Request) fakellm.Reply {
		return fakellm.JSON(map[string]string{"intent": "grant_refund"})
	})
	if got := h.say(id, "so yeah"); got.Content != prompts.EscalateCallback {
		t.Fatalf("reply %q", got.Content)
	}
}

func TestContestedUtteranceGoesToTheModelWithContext(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	id := newCallID(t)
	h.verify(id)
	var routed atomic.Int32
	h.model.SetHandler(func(r fakellm.Request) fakellm.Reply {
		if routerAsked(r) {
			routed.Add(1)
			prompt := r.Messages[len(r.Messages)-1].Content
			if !strings.Contains(prompt, "you're verified") {
				t.Errorf("router prompt lacks the recent conversation: %q", prompt)
			}
			return fakellm.JSON(map[string]string{"intent": "faq"})
		}
		if offered(r, tools.SearchKnowledgeBase) {
			return fakellm.Call(tools.SearchKnowledgeBase, map[string]string{"query": "mail documents"})
		}
		return fakellm.Text("You can mail them to our claims documents box.")
	})
	h.say(id, "where do I mail my documents")
	if routed.Load() != 1 || h.call(id).Intent != state.IntentFAQ {
		t.Fatalf("router model calls %d intent %q", routed.Load(), h.call(id).Intent)
	}
}

func TestModelThatNeverStopsCallingToolsIsCut(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	id := newCallID(t)
	h.verify(id)
	h.model.SetHandler(func(r fakellm.Request) fakellm.Reply {
		if routerAsked(r) {
			return fakellm.JSON(map[string]string{"intent": "claim"})
		}
		return fakellm.Call(tools.FetchClaims, nil)
	})
	got := h.say(id, "what's happening with my claim")
	if got.Content != prompts.ClaimFallback {
		t.Fatalf("reply %q", got.Content)
	}
	if n := h.model.Calls(); n > 3 {
		t.Fatalf("%d model calls in one turn", n)
	}
}

func TestClaimsWithTheModelDownReadTheCallersOwnClaims(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	id := newCallID(t)
	h.verify(id)
	h.model.SetHandler(func(fakellm.Request) fakellm.Reply { return fakellm.Down() })
	got := h.say(id, "what's the status of my claim")
	c := h.call(id)
	if !c.Claims.Known() || len(c.Claims.List()) != 2 || !c.Turn.Fallback {
		t.Fatalf("claims %v fallback %v", c.Claims, c.Turn.Fallback)
	}
	for _, want := range []string{"CLM-20417", "Sam Ortega", "police report", "CLM-20388"} {
		if !strings.Contains(got.Content, want) {
			t.Fatalf("the scripted summary lacks %q: %q", want, got.Content)
		}
	}
	if strings.Contains(got.Content, "CLM-20502") || prompts.EndsCall(got.Content) {
		t.Fatalf("reply %q", got.Content)
	}
}

func TestFAQRerankedByMeaningWhenConfigured(t *testing.T) {
	t.Parallel()
	h := newHarness(t, map[string]string{"EMBEDDING_MODEL": "fake-embed"})
	id := newCallID(t)
	h.verify(id)
	h.model.SetHandler(func(r fakellm.Request) fakellm.Reply {
		if offered(r, tools.SearchKnowledgeBase) {
			return fakellm.Call(tools.SearchKnowledgeBase, map[string]string{"query": "rental car while my car is repaired after a windshield glass claim"})
		}
		return fakellm.Text("Here is what I found.")
	})
	h.say(id, "do I get a rental car while my windshield is repaired")
	c := h.call(id)
	res := toolResults(c, tools.SearchKnowledgeBase)
	if len(res) != 1 || tools.StatusOf(res[0]) != tools.StatusResults || h.model.EmbeddingCalls() == 0 {
		t.Fatalf("results %v embedding calls %d", res, h.model.EmbeddingCalls())
	}
}

// TestPostgresDownMidCall: a verified caller keeps being answered when the database goes
// away; each specialist says a fixed line and nothing is invented.
func TestPostgresDownMidCall(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, say string
		model     fakellm.Handler
		want      string
		ended     string
	}{
		// Nothing is promised that was not stored (TestNoCallbackPromisedThatWasNotStored).
		{"emergency still escalates", "there's smoke and my kitchen is on fire right now", nil, prompts.EmergencyNotStored, state.EndedEmergency},
		{"a person is told to call back", "let me talk to a real person", nil, prompts.CallbackNotStored, state.EndedEscalated},
		{"FAQ search down", "how does my deductible work", func(r fakellm.Request) fakellm.Reply {
			if routerAsked(r) {
				// Topic words do not decide a route: the router's model does.
				return fakellm.JSON(map[string]string{"intent": state.IntentFAQ})
			}
			return fakellm.Call(tools.SearchKnowledgeBase, map[string]string{"query": "deductible"})
		}, prompts.FAQFallback, ""},
		{"claims lookup down", "what's the status of my claim", func(r fakellm.Request) fakellm.Reply {
			if routerAsked(r) {
				return fakellm.JSON(map[string]string{"intent": state.IntentClaim})
			}
			if lastTool(r) != "" {
				return fakellm.Text("Your claim CLM-20417 is approved.") // not the caller's data any more: no claims loaded
			}
			return fakellm.Call(tools.FetchClaims, nil)
		}, prompts.ClaimFallback, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			h := newHarness(t, nil)
			id := newCallID(t)
			h.verify(id)
			h.model.SetHandler(tc.model)
			h.db.Pool.Close()
			got := h.say(id, tc.say)
			if got.Content != tc.want {
				t.Fatalf("reply %q, want %q", got.Content, tc.want)
			}
			if c := h.call(id); c.Ended != tc.ended || !c.Authenticated() {
				t.Fatalf("ended %q authenticated %v", c.Ended, c.Authenticated())
			}
		})
	}
}
