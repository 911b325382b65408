// Package router is the node that sends a verified caller's turn to a specialist.
//
// Rules come first: a clean keyword hit on one side is a decision and costs nothing. Only a
// contested or silent utterance goes to the model, once, with its answer constrained to the
// known labels and the last few messages as context. Anything else, or a model that fails,
// goes to a person: on a phone line the last resort should still be a human.
package router

import (
	"context"
	"fmt"
	"strings"

	"claimsline/internal/spoken/signals"
	"claimsline/nodes/internal/kit"
	"claimsline/prompts"
	"claimsline/state"
)

// Labels returns the only answers the router accepts from a model (a fresh slice each time,
// so no caller can change what the router accepts).
func Labels() []string {
	return []string{state.IntentClaim, state.IntentFAQ, state.IntentBooking, state.IntentEscalate, state.IntentGoodbye}
}

// recent is how many messages of context the model gets.
const recent = 5

// Node is the router node.
type Node struct {
	Model kit.Model
}

// Run sets the turn's intent.
func (n *Node) Run(ctx context.Context, s state.Call) (state.Update, error) {
	intent, fallback := n.classify(ctx, s)
	u := state.Update{Intent: &intent}
	if fallback {
		t := s.Turn
		t.Fallback = true
		u.Turn = &t
	}
	return u, nil
}

func (n *Node) classify(ctx context.Context, s state.Call) (intent string, fallback bool) {
	// Each rule family decides only because it was measured right when it fires (at least
	// 98% of the time on the dev corpus; see internal/eval/readers).
	if route, _ := signals.Route(s.Turn.Utterance); route != "" {
		return route, false
	}
	// A caller choosing from the calendar, or answering its read-back, stays in booking.
	if s.Intent == state.IntentBooking && (len(s.Booking.Offers) > 0 || s.Booking.ReadBack != "") {
		return state.IntentBooking, false
	}
	label, err := n.ask(ctx, s)
	if err != nil {
		return state.IntentEscalate, true
	}
	return label, false
}

// ask makes the one model call. The answer must be exactly one known label; anything else
// is an error, which the caller turns into an escalation.
func (n *Node) ask(ctx context.Context, s state.Call) (string, error) {
	var lines []string
	// Only the spoken lines: what the caller said and what the agent answered.
	history := state.Said(s.Transcript, state.RoleUser, state.RoleAssistant)
	for _, m := range history[max(0, len(history)-recent):] {
		lines = append(lines, m.Role+": "+m.Content)
	}
	prompt := "The conversation so far:\n" + strings.Join(lines, "\n") + "\n\nUtterance to route: " + s.Turn.Utterance
	label, err := kit.Choose(ctx, n.Model, "route", prompts.Router, prompt, "intent", Labels())
	if err != nil {
		return "", fmt.Errorf("router: %w", err)
	}
	return label, nil
}

// Next sends the turn to the node for its intent; anything unplaced goes to a person.
func Next(s state.Call) string {
	switch s.Intent {
	case state.IntentClaim:
		return state.NodeClaimAgent
	case state.IntentBooking:
		return state.NodeBookingAgent
	case state.IntentFAQ:
		return state.NodeFAQAgent
	case state.IntentGoodbye:
		return state.NodeGoodbye
	}
	return state.NodeEscalate
}

// Targets lists every node Next can return (a fresh slice each time).
func Targets() []string {
	return []string{state.NodeClaimAgent, state.NodeFAQAgent, state.NodeBookingAgent, state.NodeGoodbye, state.NodeEscalate}
}
