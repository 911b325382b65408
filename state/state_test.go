package state_test

import (
	"strings"
	"testing"

	"claimsline/state"
)

func TestContinues(t *testing.T) {
	cases := []struct {
		prev, now string
		want      bool
	}{
		{"Yeah. My number is", "Yeah. My number is 4 1 5", true},
		{"yeah my number is 4 1 5", "Yeah, my number is 4 1 5 5 5 5.", true},
		{"my number is", "my number is", false},
		{"my number is 415", "my number is 416 and more", false},
		{"", "anything", false},
		{"hello", "", false},
		{"March", "March fourteenth", true},
	}
	for _, tc := range cases {
		if got := state.Continues(tc.prev, tc.now); got != tc.want {
			t.Errorf("Continues(%q, %q) = %v, want %v", tc.prev, tc.now, got, tc.want)
		}
	}
}

func TestMergeAppendsTranscriptAndOverwritesTheRest(t *testing.T) {
	s := state.New("c1")
	s.Transcript = []state.Message{{Role: state.RoleUser, Content: "hi"}}
	handed := s
	intent := state.IntentClaim
	none := []state.Claim(nil)
	out := state.Merge(s, state.Update{
		Append:    []state.Message{{Role: state.RoleAssistant, Content: "hello"}},
		Intent:    &intent,
		Claims:    &none,
		Discussed: []string{"CLM-1", "CLM-1"},
	})
	if len(out.Transcript) != 2 || len(handed.Transcript) != 1 {
		t.Fatalf("transcript %d, handed %d", len(out.Transcript), len(handed.Transcript))
	}
	if out.Intent != state.IntentClaim {
		t.Fatalf("intent %q", out.Intent)
	}
	if out.Claims == nil || *out.Claims == nil || len(*out.Claims) != 0 {
		t.Fatalf("looked-up-none must be an empty, non-nil list: %v", out.Claims)
	}
	if len(out.Discussed) != 1 {
		t.Fatalf("discussed %v", out.Discussed)
	}
	if !state.WritesIdentity(state.Update{Identity: &state.Identity{}}) || state.WritesIdentity(state.Update{Intent: &intent}) {
		t.Fatal("WritesIdentity")
	}
}

func TestFlattenTellsSpeakersApart(t *testing.T) {
	got := state.Flatten([]state.Message{
		{Role: state.RoleAssistant, Content: "Hello,\nthere"},
		{Role: state.RoleUser, Content: "hi"},
		{Role: state.RoleAssistant, ToolCalls: []state.ToolCall{{Name: "lookup_customer", Arguments: `{"phone":"415"}`}}},
		{Role: state.RoleTool, Name: "lookup_customer", Content: `{"status":"not_found"}`},
	})
	want := "assistant: Hello, there\nuser: hi\nassistant: (calls lookup_customer {\"phone\":\"415\"})\ntool: lookup_customer {\"status\":\"not_found\"}\n"
	if got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
	if strings.Count(got, "\n") != 4 {
		t.Fatal("one line per message")
	}
}

func TestThisTurnAndPendingCalls(t *testing.T) {
	s := state.New("c1")
	s.TurnNumber = 2
	s.Transcript = []state.Message{
		{Role: state.RoleUser, Content: "old", Turn: 1},
		{Role: state.RoleUser, Content: "new", Turn: 2},
		{Role: state.RoleAssistant, ToolCalls: []state.ToolCall{{ID: "a", Name: "x"}}, Turn: 2},
	}
	if got := s.ThisTurn(); len(got) != 2 || got[0].Content != "new" {
		t.Fatalf("this turn %v", got)
	}
	if got := s.PendingToolCalls(); len(got) != 1 {
		t.Fatalf("pending %v", got)
	}
	s.Transcript = append(s.Transcript, state.Message{Role: state.RoleTool, ToolCallID: "a", Turn: 2})
	if got := s.PendingToolCalls(); len(got) != 0 {
		t.Fatalf("answered calls still pending: %v", got)
	}
	if s.LastUserText() != "new" {
		t.Fatal(s.LastUserText())
	}
}
