package app_test

import (
	"encoding/json"
	"strings"
	"testing"

	openai "github.com/sashabaranov/go-openai"

	"claimsline/internal/fakes/fakellm"
	"claimsline/nodes/auth"
	"claimsline/prompts"
	"claimsline/state"
	"claimsline/tools"
)

// lookupFromWords is a cooperative model: it passes the caller's last words to
// lookup_customer, as the prompt asks, and otherwise speaks.
func lookupFromWords(r fakellm.Request) fakellm.Reply {
	last := r.Messages[len(r.Messages)-1]
	if last.Role == openai.ChatMessageRoleUser && offered(r, tools.LookupCustomer) {
		return fakellm.Call(tools.LookupCustomer, map[string]string{"phone": last.Content})
	}
	return fakellm.Text("Could you say that again?")
}

func offered(r fakellm.Request, name string) bool {
	for _, t := range r.Tools {
		if t.Function != nil && t.Function.Name == name {
			return r.ToolChoice != "none"
		}
	}
	return false
}

func TestVerifiedInTheFewestTurns(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	id := newCallID(t)
	if got := h.open(id).Content; got != prompts.Greeting {
		t.Fatalf("opening line = %q", got)
	}
	if c := h.call(id); c.TurnNumber != 0 {
		t.Fatalf("the opening line counted a turn: %d", c.TurnNumber)
	}
	if got := h.say(id, danaPhone).Content; got != prompts.AskDOB {
		t.Fatalf("after the number: %q", got)
	}
	if got := h.say(id, danaDOB).Content; got != prompts.Verified("Dana Whitfield") {
		t.Fatalf("after the date: %q", got)
	}
	c := h.call(id)
	if !c.Authenticated() || c.CustomerID() != danaID || c.CustomerName() != "Dana Whitfield" || c.TurnNumber != 2 {
		t.Fatalf("state after verification: %+v turn %d", c.Identity, c.TurnNumber)
	}
	// A clean number and a clean date leave nothing to interpret: no model was needed.
	if n := h.model.Calls(); n != 0 {
		t.Fatalf("model calls = %d, want 0", n)
	}
	rows := h.snapshots(id, 3)
	if rows[0].TurnNumber != 0 || rows[2].TurnNumber != 2 || !rows[2].Authenticated || rows[2].CustomerID != danaID {
		t.Fatalf("snapshots: %+v", rows)
	}
}

func TestMessyNumberGoesThroughTheModel(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	h.model.SetHandler(lookupFromWords)
	id := newCallID(t)
	h.open(id)
	got := h.say(id, "yeah hang on it's four one five, no wait, it's four one five five five five one oh oh nine").Content
	if got != prompts.AskDOB {
		t.Fatalf("reply %q", got)
	}
	if h.model.Calls() != 1 {
		t.Fatalf("model calls = %d, want 1", h.model.Calls())
	}
	if c := h.call(id); c.Auth.PendingPhone != "+14155551009" || c.Authenticated() {
		t.Fatalf("state: %+v", c.Auth)
	}
}

func TestNotFoundThenFound(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	id := newCallID(t)
	h.open(id)
	got := h.say(id, "four one five five five five one oh oh eight").Content
	if got != prompts.PhoneNotFound("4 1 5, 5 5 5, 1 0 0 8") {
		t.Fatalf("reply %q", got)
	}
	if c := h.call(id); c.Auth.Attempts != 1 || c.Auth.LastLookup != tools.StatusNotFound {
		t.Fatalf("auth after not found: %+v", c.Auth)
	}
	h.say(id, danaPhone)
	h.say(id, danaDOB)
	if c := h.call(id); !c.Authenticated() || c.CustomerID() != danaID || c.Ended != "" {
		t.Fatalf("state: %+v ended %q", c.Identity, c.Ended)
	}
}

func TestThreeWrongDatesOfBirthEndTheCallWithoutTheModel(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	h.model.SetHandler(func(fakellm.Request) fakellm.Reply { return fakellm.Text("Sure, let's keep trying.") })
	id := newCallID(t)
	h.open(id)
	h.say(id, danaPhone)
	for i, wrong := range []string{"January 1st 1980", "February 2nd 1981", "March 3rd 1982"} {
		before := h.model.Calls()
		got := h.say(id, wrong)
		if h.model.Calls() != before {
			t.Fatalf("attempt %d made %d model calls", i+1, h.model.Calls()-before)
		}
		if i < 2 && strings.Contains(got.Content, "doesn't match") == false {
			t.Fatalf("attempt %d reply %q", i+1, got.Content)
		}
		if i == 2 && got.Content != prompts.Lockout {
			t.Fatalf("third wrong date: %q, want the lockout line", got.Content)
		}
	}
	c := h.call(id)
	if c.Authenticated() || c.Ended != state.EndedAttempts || c.Auth.Attempts != 3 {
		t.Fatalf("state: %+v", c)
	}
	// The date read back is the caller's own, never the one on file.
	for _, r := range toolResults(c, tools.LookupCustomer) {
		if strings.Contains(r, "1985") {
			t.Fatalf("a tool result carried the date on file: %s", r)
		}
	}
	rows := h.snapshots(id, 5)
	last := rows[len(rows)-1]
	if !last.EndsCall || last.EndedReason != state.EndedAttempts || last.ModelCalls != 0 {
		t.Fatalf("last snapshot: ends_call %v reason %q model calls %d", last.EndsCall, last.EndedReason, last.ModelCalls)
	}
	// Anything said after the lockout hears the closing again and cannot verify.
	h.say(id, danaDOB)
	if c := h.call(id); c.Authenticated() {
		t.Fatal("a locked-out call was verified")
	}
}

func TestCallerWhoNeverGivesAnythingEndsOnTheStallCap(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	h.model.SetHandler(func(fakellm.Request) fakellm.Reply { return fakellm.Text("Take your time.") })
	id := newCallID(t)
	h.open(id)
	for i := 1; i <= auth.MaxStalls; i++ {
		if got := h.say(id, "hmm let me think "+strings.Repeat("really ", i)+"hard").Content; got != "Take your time." {
			t.Fatalf("turn %d: %q", i, got)
		}
		if c := h.call(id); c.Auth.Stalls != i || c.Ended != "" {
			t.Fatalf("turn %d: stalls %d ended %q", i, c.Auth.Stalls, c.Ended)
		}
	}
	before := h.model.Calls()
	got := h.say(id, "still thinking")
	if got.Content != prompts.Stalled || h.model.Calls() != before {
		t.Fatalf("ending turn: %q with %d model calls", got.Content, h.model.Calls()-before)
	}
	if c := h.call(id); c.Ended != state.EndedStalled {
		t.Fatalf("ended %q", c.Ended)
	}
}

func TestRefusalOnTurnOneIsDeclined(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	h.model.SetHandler(func(r fakellm.Request) fakellm.Reply {
		if offered(r, tools.EndVerification) {
			return fakellm.Call(tools.EndVerification, map[string]string{"reason": "refused"})
		}
		return fakellm.Text("I understand. Could you tell me the number on your policy?")
	})
	id := newCallID(t)
	h.open(id)
	got := h.say(id, "why do you need that")
	if prompts.EndsCall(got.Content) {
		t.Fatalf("a refusal on turn 1 ended the call: %q", got.Content)
	}
	c := h.call(id)
	if c.Ended != "" || c.Auth.Ended != "" {
		t.Fatalf("ended %q / %q", c.Ended, c.Auth.Ended)
	}
	res := toolResults(c, tools.EndVerification)
	if len(res) != 1 || tools.StatusOf(res[0]) != tools.StatusVerificationDeclined {
		t.Fatalf("the model was not told its proposal was declined: %v", res)
	}
	// Once the caller has had a real chance, the same proposal is honoured.
	h.say(id, "no")
	got = h.say(id, "I said no, I will not tell you")
	if got.Content != prompts.Refused {
		t.Fatalf("honoured refusal: %q", got.Content)
	}
	if c := h.call(id); c.Ended != state.EndedRefused {
		t.Fatalf("ended %q", c.Ended)
	}
}

func TestLookupUnavailableIsNotAnAttempt(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	id := newCallID(t)
	h.open(id)
	h.db.Pool.Close() // Postgres gone for this service
	got := h.say(id, danaPhone)
	if got.Content != prompts.LookupUnavailable {
		t.Fatalf("reply %q", got.Content)
	}
	c := h.call(id)
	if c.Auth.Attempts != 0 || c.Auth.Stalls != 0 || c.Ended != "" {
		t.Fatalf("auth: %+v ended %q", c.Auth, c.Ended)
	}
}

// hostileAuth tries to break every auth rule.
func TestHostileModelCannotGrantIdentity(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name  string
		reply fakellm.Reply
		say   string
		check func(t *testing.T, c state.Call, said string)
	}{
		{
			name:  "extra customer_id argument is ignored",
			reply: fakellm.Call(tools.LookupCustomer, map[string]string{"phone": "two one two five five five zero one four three", "dob": "november second 1972", "customer_id": danaID}),
			say:   "two one two five five five zero one four three, born november second 1972",
			check: func(t *testing.T, c state.Call, said string) {
				// The caller is Marcus and said so; the id the model slipped in changes nothing.
				if !c.Authenticated() || c.CustomerID() != marcusID {
					t.Fatalf("identity %+v, want the caller's own record", c.Identity)
				}
			},
		},
		{
			name:  "a number and date the caller never said verify nobody",
			reply: fakellm.Call(tools.LookupCustomer, map[string]string{"phone": "two one two five five five zero one four three", "dob": "november second 1972"}),
			say:   "it's the number on my policy, you know it",
			check: func(t *testing.T, c state.Call, said string) {
				res := toolResults(c, tools.LookupCustomer)
				if c.Authenticated() || len(res) != 1 || tools.StatusOf(res[0]) != tools.StatusInvalidPhone {
					t.Fatalf("identity %+v results %v", c.Identity, res)
				}
			},
		},
		{
			name:  "a date the caller never said is not a second factor",
			reply: fakellm.Call(tools.LookupCustomer, map[string]string{"phone": "two one two five five five zero one four three", "dob": "november second 1972"}),
			say:   "my number is two one two five five five zero one four three and I'd rather not say my birthday",
			check: func(t *testing.T, c state.Call, said string) {
				res := toolResults(c, tools.LookupCustomer)
				if c.Authenticated() || len(res) != 1 || tools.StatusOf(res[0]) != tools.StatusInvalidDOB {
					t.Fatalf("identity %+v results %v", c.Identity, res)
				}
			},
		},
		{
			name: "two lookups in one reply: only the first runs",
			reply: fakellm.Multi(
				fakellm.ToolCall(tools.LookupCustomer, map[string]string{"phone": "four one five five five five one oh oh eight"}),
				fakellm.ToolCall(tools.LookupCustomer, map[string]string{"phone": danaPhone, "dob": danaDOB}),
			),
			say: "four one five five five five one oh oh eight, or was it one oh oh nine, born March 14th 1985",
			check: func(t *testing.T, c state.Call, said string) {
				res := toolResults(c, tools.LookupCustomer)
				if len(res) != 2 || tools.StatusOf(res[0]) != tools.StatusNotFound || tools.StatusOf(res[1]) != tools.StatusIgnoredExtraCall {
					t.Fatalf("results %v", res)
				}
				if c.Authenticated() || c.Auth.Attempts != 1 {
					t.Fatalf("identity %+v attempts %d", c.Identity, c.Auth.Attempts)
				}
			},
		},
		{
			name:  "a text reply claiming verification grants nothing and leaks nothing",
			reply: fakellm.Text("Great news, Marcus Bell, you're verified as CUST-1002. Your claim CLM-20502 is awaiting inspection."),
			say:   "am I verified",
			check: func(t *testing.T, c state.Call, said string) {
				if c.Authenticated() {
					t.Fatal("text made the caller verified")
				}
				if strings.Contains(said, "CLM-20502") || strings.Contains(said, "CUST-1002") {
					t.Fatalf("another customer's data reached the caller: %q", said)
				}
			},
		},
		{
			name:  "no_account_found with no failed lookup is declined",
			reply: fakellm.Call(tools.NoAccountFound, nil),
			say:   "yes that's right",
			check: func(t *testing.T, c state.Call, said string) {
				res := toolResults(c, tools.NoAccountFound)
				if len(res) != 1 || tools.StatusOf(res[0]) != tools.StatusVerificationDeclined || c.Ended != "" {
					t.Fatalf("results %v ended %q", res, c.Ended)
				}
				if prompts.EndsCall(said) {
					t.Fatalf("call ended: %q", said)
				}
			},
		},
		{
			name:  "an unknown tool is refused",
			reply: fakellm.Call("grant_access", map[string]string{"customer_id": danaID}),
			say:   "let me in",
			check: func(t *testing.T, c state.Call, said string) {
				var st tools.Status
				for _, m := range c.Transcript {
					if m.Role == state.RoleTool {
						_ = json.Unmarshal([]byte(m.Content), &st)
					}
				}
				if st.Status != tools.StatusUnknownTool || c.Authenticated() {
					t.Fatalf("status %q authenticated %v", st.Status, c.Authenticated())
				}
			},
		},
		{
			name:  "a reply with the end-call phrase is not sent mid-verification",
			reply: fakellm.Text("Okay. Thank you for calling the Claims Line -- goodbye!"),
			say:   "hmm",
			check: func(t *testing.T, c state.Call, said string) {
				if prompts.EndsCall(said) || c.Ended != "" {
					t.Fatalf("the model hung up the call: %q", said)
				}
			},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, nil)
			first := true
			h.model.SetHandler(func(r fakellm.Request) fakellm.Reply {
				if first {
					first = false
					return tc.reply
				}
				return fakellm.Text("Could you tell me the number on your policy?")
			})
			id := newCallID(t)
			h.open(id)
			got := h.say(id, tc.say)
			tc.check(t, h.call(id), got.Content)
		})
	}
}
