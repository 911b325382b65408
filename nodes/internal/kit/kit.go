// Package kit is what the agent and tool nodes share: asking the model with the call's
// transcript, recording what it proposed, answering its tool calls one honoured call at a
// time, and checking a model's reply before a caller hears it.
//
// It is not a node. Node packages import it (and state, prompts, tools), never each other.
package kit

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"

	openai "github.com/sashabaranov/go-openai"

	"claimsline/graph"
	"claimsline/internal/llm"
	"claimsline/prompts"
	"claimsline/state"
	"claimsline/tools"
)

// Model is a chat model. *llm.Client satisfies it. Stream is how an agent's answer is
// asked for, so the caller hears it as it is written (see Speak).
type Model interface {
	Complete(ctx context.Context, req openai.ChatCompletionRequest) (openai.ChatCompletionMessage, error)
	Stream(ctx context.Context, req openai.ChatCompletionRequest, onContent func(string) error) (openai.ChatCompletionMessage, error)
}

// Choice is what an agent lets the model do with its tools: Auto, NoTools, or Force one.
// It is a typed constant, not an any a caller could set to something the API refuses.
type Choice string

const (
	// Auto lets the model answer or call a tool.
	Auto Choice = "auto"
	// NoTools forbids tool calls: used once a turn's tools have run, so an agent's loop
	// always settles.
	NoTools Choice = "none"
)

// Force makes the model call the named tool (a tool name of package tools; none of them is
// "auto" or "none").
func Force(tool string) Choice { return Choice(tool) }

// wire is the choice in the form the chat API takes.
func (c Choice) wire() any {
	switch c {
	case Auto, NoTools:
		return string(c)
	}
	return openai.ToolChoice{Type: openai.ToolTypeFunction, Function: openai.ToolFunction{Name: string(c)}}
}

// Ask asks the model for the next message of the call.
func Ask(ctx context.Context, m Model, system string, s state.Call, offered []openai.Tool, choice Choice) (openai.ChatCompletionMessage, error) {
	msg, err := m.Complete(ctx, request(system, s, offered, choice))
	if err != nil {
		return msg, fmt.Errorf("kit: ask: %w", err)
	}
	return msg, nil
}

// Calls returns the tool calls a model reply proposes, or none when tools were not
// allowed: a model that calls a tool after being told not to has said nothing usable.
func Calls(msg openai.ChatCompletionMessage, choice Choice) []state.ToolCall {
	if choice == NoTools {
		return nil
	}
	return llm.ToolCalls(msg)
}

// End returns an update that ends the call for reason with a scripted line.
func End(s state.Call, reason, line string) state.Update {
	u := s.Reply(line)
	u.Turn.EndsCall = prompts.EndsCall(line)
	u.Ended = &reason
	return u
}

// ToolOrEnd is an agent's way out in a two-node loop: to its tool node while a tool call is
// pending, else the turn is over.
func ToolOrEnd(tool string) func(state.Call) string {
	return func(s state.Call) string {
		if len(s.PendingToolCalls()) > 0 {
			return tool
		}
		return graph.End
	}
}

// Propose records tool calls as the agent's message of this turn; the tool node answers
// them next.
func Propose(s state.Call, calls []state.ToolCall) state.Update {
	return state.Update{Append: []state.Message{{Role: state.RoleAssistant, ToolCalls: calls, Turn: s.TurnNumber}}}
}

// Runner runs one honoured tool call and returns the result shown to the model.
type Runner func(tc state.ToolCall) any

// Answer answers every pending tool call of the last agent message. Only the first call
// with a known name runs; later ones get ignored_extra_call, unknown names get
// unknown_tool. One honoured call per model reply means one reply cannot spend several
// attempts, or reach a result the caller never confirmed. The accepted cost: if the model
// lists a wrong call before a right one, the right one is dropped and asked for again.
func Answer(s state.Call, known []openai.Tool, run Runner) []state.Message {
	var out []state.Message
	honoured := false
	for _, tc := range s.PendingToolCalls() {
		var result any
		switch {
		case !offers(known, tc.Name):
			result = tools.Status{Status: tools.StatusUnknownTool}
		case honoured:
			result = tools.Status{Status: tools.StatusIgnoredExtraCall}
		default:
			honoured = true
			result = run(tc)
		}
		out = append(out, state.Message{
			Role: state.RoleTool, ToolCallID: tc.ID, Name: tc.Name,
			Content: tools.Encode(result), Turn: s.TurnNumber,
		})
	}
	return out
}

func offers(known []openai.Tool, name string) bool {
	return slices.ContainsFunc(known, func(t openai.Tool) bool { return t.Function != nil && t.Function.Name == name })
}

// Results returns this turn's tool results, oldest first.
func Results(s state.Call) []state.Message {
	return state.Said(s.ThisTurn(), state.RoleTool)
}

// Proposals counts the tool-call messages the agent has made this turn.
func Proposals(s state.Call) int {
	n := 0
	for _, m := range s.ThisTurn() {
		if m.Role == state.RoleAssistant && len(m.ToolCalls) > 0 {
			n++
		}
	}
	return n
}

var (
	claimNumber = regexp.MustCompile(`(?i)\bclm[\s-]*\d{3,}`)
	customerKey = regexp.MustCompile(`(?i)\bcust[\s-]*\d{2,}`)
)

// maxReply bounds what one spoken reply may be; a phone caller cannot follow more, and a
// runaway model cannot read out a page.
const maxReply = 600

// Safe checks a model's reply before the caller hears it and returns the text to send. It
// refuses a reply that would hang up the call (only the graph decides that), that names an
// internal customer key, that names a claim number that is not one of this verified
// caller's own, or that names another customer (asked of the context's voice.Guard; a
// guard that fails refuses the reply if it had a name to check). ok is false when the
// reply must be replaced with a scripted line.
func Safe(ctx context.Context, s state.Call, text string) (string, bool) {
	text, ok := safe(s, text)
	if !ok || !newNames(ctx, s).clear(ctx, text) {
		return "", false
	}
	return text, true
}

// safe is Safe without the name check, which needs no context and no query.
func safe(s state.Call, text string) (string, bool) {
	text = strings.TrimSpace(text)
	if text == "" || prompts.EndsCall(text) {
		return "", false
	}
	// Both patterns need ASCII digits (\d), which most sentences do not have; the check runs
	// on every streamed sentence, so the regexps run only when they could match.
	if strings.ContainsAny(text, "0123456789") {
		if customerKey.MatchString(text) {
			return "", false
		}
		for _, found := range claimNumber.FindAllString(text, -1) {
			if !ownClaim(s, found) {
				return "", false
			}
		}
	}
	if len(text) > maxReply {
		cut := strings.LastIndexAny(text[:maxReply], ".?!")
		if cut < 0 {
			return "", false
		}
		text = text[:cut+1]
	}
	return text, true
}

func ownClaim(s state.Call, mention string) bool {
	if !s.Authenticated() {
		return false
	}
	key := tools.ClaimKey(mention)
	return slices.ContainsFunc(s.Claims.List(), func(c state.Claim) bool { return tools.ClaimKey(c.ClaimID) == key })
}

// Fallback returns an update that answers the caller with a scripted line because the
// model failed or its reply was refused.
func Fallback(s state.Call, line string) state.Update {
	u := s.Reply(line)
	u.Turn.Fallback = true
	return u
}
