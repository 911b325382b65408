package kit_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"claimsline/nodes/internal/kit"
	"claimsline/state"
	"claimsline/tools"
)

// verifiedWith is a verified caller's state with the given claims looked up. Identity comes
// only from verification or a checkpoint, so this is a checkpoint.
func verifiedWith(claims ...string) state.Call {
	var s state.Call
	if err := json.Unmarshal([]byte(`{"call_id":"c","authenticated":true,"customer_id":"CUST-1001","customer_name":"Dana"}`), &s); err != nil {
		panic(err)
	}
	list := []state.Claim{}
	for _, id := range claims {
		list = append(list, state.Claim{ClaimID: id})
	}
	s.Claims = state.LookedUp(list)
	return s
}

func TestSafe(t *testing.T) {
	own := verifiedWith("CLM-20417")
	cases := []struct {
		name string
		s    state.Call
		text string
		ok   bool
	}{
		{"plain answer", own, "Your adjuster is Sam Ortega.", true},
		{"own claim", own, "Claim CLM-20417 is in review.", true},
		{"own claim spoken loosely", own, "Claim clm 20417 is in review.", true},
		{"someone else's claim", own, "Claim CLM-20502 is awaiting inspection.", false},
		{"a prefix of an own claim", own, "Claim CLM-204 is open.", false},
		{"claim before verification", state.New("c"), "Claim CLM-20417 is in review.", false},
		{"a customer key", own, "Your id is CUST-1001.", false},
		{"a customer key, long s", own, "Your id is cu\u017ft 1001.", false},
		{"a customer key in other digits", own, "Your id is CUST-\uff11\uff10\uff10\uff11.", true},
		{"someone else's claim, lower case", own, "clm-20502 is awaiting inspection.", false},
		{"no digits, only the words", own, "Your customer number and claim number are on your letter.", true},
		{"the end-call phrase", own, "Thanks for calling the claims line. Goodbye!", false},
		{"empty", own, "   ", false},
		{"one endless sentence", own, strings.Repeat("word ", 200), false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if _, ok := kit.Safe(context.Background(), tc.s, tc.text); ok != tc.ok {
				t.Fatalf("Safe(%q) ok = %v, want %v", tc.text, ok, tc.ok)
			}
		})
	}
	long := strings.Repeat("This is a sentence. ", 60)
	if got, ok := kit.Safe(context.Background(), own, long); !ok || len(got) > 600 || !strings.HasSuffix(got, ".") {
		t.Fatalf("a long reply is cut at a sentence end: ok %v len %d", ok, len(got))
	}
}

func TestAnswerHonoursOneCall(t *testing.T) {
	s := state.New("c")
	s.Transcript = []state.Message{{Role: state.RoleAssistant, ToolCalls: []state.ToolCall{
		{ID: "1", Name: "nope"}, {ID: "2", Name: tools.FetchClaims}, {ID: "3", Name: tools.FetchClaims},
	}}}
	runs := 0
	got := kit.Answer(s, tools.Claims(), func(state.ToolCall) any { runs++; return tools.Status{Status: "ran"} })
	statuses := []string{}
	for _, m := range got {
		statuses = append(statuses, tools.StatusOf(m.Content))
	}
	if runs != 1 || strings.Join(statuses, ",") != "unknown_tool,ran,ignored_extra_call" {
		t.Fatalf("runs %d statuses %v", runs, statuses)
	}
}
