package llm_test

import (
	"strings"
	"testing"

	"claimsline/internal/llm"
	"claimsline/state"
)

func TestMessagesKeepsOnlyAnsweredCalls(t *testing.T) {
	transcript := []state.Message{
		{Role: state.RoleAssistant, Content: "Hello"},
		{Role: state.RoleUser, Content: "415"},
		{Role: state.RoleAssistant, ToolCalls: []state.ToolCall{{ID: "a", Name: "lookup_customer"}, {ID: "b", Name: "x"}}},
		{Role: state.RoleTool, ToolCallID: "a", Name: "lookup_customer", Content: `{"status":"not_found"}`},
		{Role: state.RoleTool, ToolCallID: "zzz", Content: `{"status":"orphan"}`},
		{Role: state.RoleAssistant, Content: "Say again?"},
		{Role: state.RoleUser, Content: "416"},
		// A turn cut short between proposal and result.
		{Role: state.RoleAssistant, ToolCalls: []state.ToolCall{{ID: "c", Name: "lookup_customer"}}},
		{Role: state.RoleAssistant, Content: "Sorry?"},
	}
	got := llm.Messages("sys", transcript)
	var roles []string
	for _, m := range got {
		roles = append(roles, m.Role)
		if m.Role == "tool" && m.ToolCallID != "a" {
			t.Fatalf("an orphan tool result was kept: %+v", m)
		}
	}
	want := "system assistant user assistant tool assistant user assistant"
	if joined := strings.Join(roles, " "); joined != want {
		t.Fatalf("roles %q, want %q", joined, want)
	}
	if calls := got[3].ToolCalls; len(calls) != 1 || calls[0].ID != "a" {
		t.Fatalf("assistant tool calls %+v: only the answered one may stay", calls)
	}
}
