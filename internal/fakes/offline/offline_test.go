package offline

import (
	"encoding/json"
	"strings"
	"testing"

	openai "github.com/sashabaranov/go-openai"

	"claimsline/internal/fakes/fakellm"
	"claimsline/prompts"
	"claimsline/tools"
)

func msg(role, content string) openai.ChatCompletionMessage {
	return openai.ChatCompletionMessage{Role: role, Content: content}
}

func toolMsg(name, content string) openai.ChatCompletionMessage {
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, Name: name, Content: content}
}

// TestOffline checks each role the offline model plays, request by request, as the service
// sends them (after the JSON round trip, so tool_choice arrives as a string or an object).
func TestOffline(t *testing.T) {
	t.Parallel()
	routerFormat := &openai.ChatCompletionResponseFormat{Type: openai.ChatCompletionResponseFormatTypeJSONSchema}
	claimsJSON := `{"status":"claims_found","claims":[` +
		`{"claim_id":"CLM-20388","status":"closed - paid","claim_type":"home water damage","adjuster":"Priya Nair","documents":[]},` +
		`{"claim_id":"CLM-20417","status":"in review","claim_type":"auto collision","adjuster":"Sam Ortega","documents":[{"name":"police report","status":"outstanding"},{"name":"repair estimate","status":"received"}]}]}`
	forced := map[string]any{"type": "function", "function": map[string]any{"name": tools.SearchKnowledgeBase}}

	tests := []struct {
		name     string
		req      openai.ChatCompletionRequest
		wantCall string // tool name, or "" for text
		wantArgs string // substring of the arguments
		wantText string // substring of the text
	}{
		{
			name:     "router picks claim",
			req:      openai.ChatCompletionRequest{ResponseFormat: routerFormat, Messages: []openai.ChatCompletionMessage{msg("system", prompts.Router), msg("user", "The conversation so far:\nuser: hi\n\nUtterance to route: any news on my claim")}},
			wantText: `{"intent":"claim"}`,
		},
		{
			name:     "router picks faq over claim for a deductible question",
			req:      openai.ChatCompletionRequest{ResponseFormat: routerFormat, Messages: []openai.ChatCompletionMessage{msg("system", prompts.Router), msg("user", "Utterance to route: how does the deductible work on a claim")}},
			wantText: `{"intent":"faq"}`,
		},
		{
			name:     "router escalates what it cannot place",
			req:      openai.ChatCompletionRequest{ResponseFormat: routerFormat, Messages: []openai.ChatCompletionMessage{msg("system", prompts.Router), msg("user", "Utterance to route: hmm")}},
			wantText: `{"intent":"escalate"}`,
		},
		{
			name:     "auth looks up the phone words",
			req:      openai.ChatCompletionRequest{Tools: tools.Auth(), ToolChoice: "auto", Messages: []openai.ChatCompletionMessage{msg("system", prompts.Auth), msg("assistant", prompts.Greeting), msg("user", "it's four one five, five five five, one oh oh nine")}},
			wantCall: tools.LookupCustomer,
			wantArgs: `"phone":"it's four one five, five five five, one oh oh nine"`,
		},
		{
			name:     "auth passes the date of birth once asked for it",
			req:      openai.ChatCompletionRequest{Tools: tools.Auth(), ToolChoice: "auto", Messages: []openai.ChatCompletionMessage{msg("system", prompts.Auth), msg("assistant", prompts.AskDOB), msg("user", "the fourteenth of march eighty five")}},
			wantCall: tools.LookupCustomer,
			wantArgs: `"dob":"the fourteenth of march eighty five"`,
		},
		{
			name:     "auth speaks after a tool result",
			req:      openai.ChatCompletionRequest{Tools: tools.Auth(), ToolChoice: "none", Messages: []openai.ChatCompletionMessage{msg("system", prompts.Auth), msg("assistant", prompts.Greeting), msg("user", "no"), toolMsg(tools.EndVerification, `{"status":"verification_declined"}`)}},
			wantText: "phone number",
		},
		{
			name:     "claims: fetch first",
			req:      openai.ChatCompletionRequest{Tools: tools.Claims(), ToolChoice: "auto", Messages: []openai.ChatCompletionMessage{msg("system", prompts.Claim), msg("user", "what's the status of my claim")}},
			wantCall: tools.FetchClaims,
		},
		{
			name:     "claims: a fetch from an earlier turn does not count",
			req:      openai.ChatCompletionRequest{Tools: tools.Claims(), ToolChoice: "auto", Messages: []openai.ChatCompletionMessage{msg("system", prompts.Claim), msg("user", "status"), toolMsg(tools.FetchClaims, claimsJSON), msg("assistant", "..."), msg("user", "and the other one")}},
			wantCall: tools.FetchClaims,
		},
		{
			name:     "claims: answer the open claim from the result",
			req:      openai.ChatCompletionRequest{Tools: tools.Claims(), ToolChoice: "auto", Messages: []openai.ChatCompletionMessage{msg("system", prompts.Claim), msg("user", "what's the status of my claim"), toolMsg(tools.FetchClaims, claimsJSON)}},
			wantText: "Here's what I have. Your auto collision claim CLM-20417 is in review, with adjuster Sam Ortega. We're still waiting on the police report from you. Your other claim CLM-20388 is closed - paid.",
		},
		{
			name:     "claims: answer the claim the caller named",
			req:      openai.ChatCompletionRequest{Tools: tools.Claims(), ToolChoice: "auto", Messages: []openai.ChatCompletionMessage{msg("system", prompts.Claim), msg("user", "what about clm 20388"), toolMsg(tools.FetchClaims, claimsJSON)}},
			wantText: "Here's what I have. Your home water damage claim CLM-20388 is closed - paid, with adjuster Priya Nair. We have all the documents",
		},
		{
			name:     "faq: forced search with the caller's words",
			req:      openai.ChatCompletionRequest{Tools: tools.FAQ(), ToolChoice: forced, Messages: []openai.ChatCompletionMessage{msg("system", prompts.FAQ), msg("user", "how does my deductible work")}},
			wantCall: tools.SearchKnowledgeBase,
			wantArgs: `"query":"how does my deductible work"`,
		},
		{
			name:     "faq: answer with the best passage",
			req:      openai.ChatCompletionRequest{Tools: tools.FAQ(), ToolChoice: "none", Messages: []openai.ChatCompletionMessage{msg("system", prompts.FAQ), msg("user", "deductible?"), toolMsg(tools.SearchKnowledgeBase, `{"status":"results","results":[{"title":"Deductibles","text":"Each policy has its own deductible.","score":1.7},{"title":"Other","text":"Not this.","score":1.1}]}`)}},
			wantText: "Here's what I have. Each policy has its own deductible.",
		},
		{
			name:     "summary",
			req:      openai.ChatCompletionRequest{Messages: []openai.ChatCompletionMessage{msg("system", prompts.Summary), msg("user", "assistant: "+prompts.Verified("Dana Whitfield")+"\nassistant: (calls fetch_claims {})\ntool: fetch_claims "+claimsJSON+"\nassistant: "+prompts.Goodbye+"\n")}},
			wantText: "Verified caller Dana Whitfield asked about their claims (CLM-20388, CLM-20417); the agent closed the call.",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rep := Model(fakellm.Request{ChatCompletionRequest: roundTrip(t, tc.req)})
			if tc.wantCall == "" {
				if len(rep.ToolCalls) > 0 || !strings.Contains(rep.Content, tc.wantText) {
					t.Errorf("got text %q and calls %v, want text containing %q", rep.Content, rep.ToolCalls, tc.wantText)
				}
				if prompts.EndsCall(rep.Content) {
					t.Errorf("the offline model must never say the end-call phrase: %q", rep.Content)
				}
				return
			}
			if len(rep.ToolCalls) != 1 || rep.ToolCalls[0].Function.Name != tc.wantCall ||
				!strings.Contains(rep.ToolCalls[0].Function.Arguments, tc.wantArgs) {
				t.Errorf("got calls %+v, want one %s with %s", rep.ToolCalls, tc.wantCall, tc.wantArgs)
			}
		})
	}
}

// roundTrip encodes and decodes a request as it crosses the wire to the fake server.
func roundTrip(t *testing.T, req openai.ChatCompletionRequest) openai.ChatCompletionRequest {
	t.Helper()
	raw, err := json.Marshal(req)
	if err != nil {
		t.Fatal(err)
	}
	var out openai.ChatCompletionRequest
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatal(err)
	}
	return out
}
