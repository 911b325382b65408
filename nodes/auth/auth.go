// Package auth is the verification loop: an agent node that talks to an unverified caller
// and a tool node that runs the lookups it proposes.
//
// The split is the security boundary. The agent node is the only place here a model runs,
// and it writes nothing but what the caller hears. The tool node runs no model and is the
// only node in the whole graph allowed to write identity, and only from a verified lookup.
package auth

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"claimsline/graph"
	"claimsline/internal/spoken"
	"claimsline/internal/spoken/dob"
	"claimsline/nodes/internal/kit"
	"claimsline/prompts"
	"claimsline/state"
	"claimsline/tools"
)

// Ceilings. Each is code, so no model can talk its way past one, and none applies once the
// caller is verified: a real conversation runs well past all of them.
const (
	// MaxFailedAttempts is how many lookups that reach the records and are told no a call
	// gets.
	MaxFailedAttempts = 3
	// MaxStalls bounds turns where nothing usable arrived: a caller who never gives anything
	// never fails an attempt either.
	MaxStalls = 4
	// MaxTurnsUnverified is the last resort. A messy but cooperative verification can take
	// eight turns, so this is well above that.
	MaxTurnsUnverified = 15
	// MinTurnsBeforeRefusal is how many turns a caller gets before a proposal that they
	// refuse is honoured: a hang-up two seconds in costs more than a few wasted turns.
	MinTurnsBeforeRefusal = 3
)

// Agent is the auth agent node.
type Agent struct {
	Model  kit.Model
	Region string
	Dates  dob.Parser
}

// Run decides what the caller hears: an ending if a ceiling applies, else a scripted line
// for a lookup outcome, else a lookup code can make without a model, else the model.
func (a *Agent) Run(ctx context.Context, s state.Call) (state.Update, error) {
	if s.Turn.Reply != "" {
		// Back from recording a stall: the reply was already chosen.
		return state.Update{}, nil
	}
	results := kit.Results(s)
	if reason := ceiling(s, len(results) == 0); reason != "" {
		return kit.End(s, reason, endings[reason]), nil
	}
	if s.Authenticated() {
		return s.Reply(prompts.Verified(s.CustomerName())), nil
	}
	if line := scripted(results); line != "" {
		return s.Reply(line), nil
	}
	if len(results) == 0 {
		if call, ok := a.plain(ctx, s); ok {
			return kit.Propose(s, []state.ToolCall{call}), nil
		}
	}
	// Once a tool has answered this turn the model may only speak, so the loop settles.
	choice := kit.Auto
	if len(results) > 0 {
		choice = kit.NoTools
	}
	sp, err := kit.Speak(ctx, a.Model, prompts.Auth, s, tools.Auth(), choice, fallback(s))
	switch {
	case errors.Is(err, kit.ErrHalted):
		return state.Update{}, err
	case err != nil:
		return kit.Fallback(s, fallback(s)), nil
	case len(sp.Calls) > 0:
		return kit.Propose(s, sp.Calls), nil
	}
	return sp.Update(s), nil
}

// Next is the agent's way out: to the tool node when a lookup is pending, or when this
// turn's stall still has to be recorded; else the turn is over. A turn answered by a
// fallback line is not the caller's stall: a dead model must not talk a caller into the
// stall cap (the turn cap still bounds the call).
func Next(s state.Call) string {
	if len(s.PendingToolCalls()) > 0 {
		return state.NodeAuthTool
	}
	t := s.Turn
	if t.Reply != "" && !s.Authenticated() && s.Ended == "" && !t.Engaged && !t.StallCounted && !t.Continues && !t.Fallback {
		return state.NodeAuthTool
	}
	return graph.End
}

// ceiling returns the reason the call must end, or "". At the start of a turn every ceiling
// applies, so a turn that ends on one makes no model call. Straight after a tool, only what
// the tool can change is checked, so a third failed attempt ends at once instead of being
// answered "could you repeat that".
func ceiling(s state.Call, turnStart bool) string {
	switch {
	case s.Authenticated():
		return ""
	case s.Auth.Ended != "":
		return s.Auth.Ended
	case s.Auth.Attempts >= MaxFailedAttempts:
		return state.EndedAttempts
	case !turnStart:
		return ""
	case s.Auth.Stalls >= MaxStalls:
		return state.EndedStalled
	case s.TurnNumber > MaxTurnsUnverified:
		return state.EndedTooLong
	}
	return ""
}

var endings = map[string]string{
	state.EndedAttempts:    prompts.Lockout,
	state.EndedStalled:     prompts.Stalled,
	state.EndedTooLong:     prompts.TooLong,
	state.EndedRefused:     prompts.Refused,
	state.EndedCallerEnded: prompts.CallerEnded,
	state.EndedNoAccount:   prompts.NoAccount,
}

// scripted maps the honoured lookup outcome of this turn to its fixed line. Outcomes with no
// line (a declined proposal, bad arguments) are for the model to explain.
func scripted(results []state.Message) string {
	for _, r := range results {
		var res tools.LookupResult
		if json.Unmarshal([]byte(r.Content), &res) != nil {
			continue
		}
		switch res.Status {
		case tools.StatusInvalidPhone:
			if res.Ask == tools.AskWhichNumber {
				return prompts.WhichNumber
			}
			return prompts.InvalidPhone
		case tools.StatusNotFound:
			return prompts.PhoneNotFound(res.Spoken)
		case tools.StatusNeedsSecondFactor:
			return prompts.AskDOB
		case tools.StatusInvalidDOB:
			return prompts.DOBUnclear(res.Heard)
		case tools.StatusFactorMismatch:
			return prompts.DOBMismatch(res.Heard)
		case tools.StatusLookupUnavailable:
			return prompts.LookupUnavailable
		}
	}
	return ""
}

func fallback(s state.Call) string {
	if s.Auth.PendingPhone != "" {
		return prompts.AuthFallbackDOB
	}
	return prompts.AuthFallbackPhone
}

// plain makes the lookup itself when the caller's words leave nothing to interpret: a date
// of birth while an account awaits its second factor, or an utterance that is a phone number
// and nothing else. Code proposes here exactly what the model would, at no cost, and the
// same tool node decides. Anything messier (corrections, two numbers, chat) goes to the model.
func (a *Agent) plain(ctx context.Context, s state.Call) (state.ToolCall, bool) {
	words := s.Turn.Utterance
	var args tools.LookupArgs
	switch {
	case s.Auth.PendingPhone != "":
		if _, err := tools.ReadDate(ctx, a.Dates, words); err != nil {
			return state.ToolCall{}, false
		}
		args = tools.LookupArgs{Phone: s.Auth.PendingPhone, DOB: words}
	case onlyNumber(words):
		if _, err := tools.ReadPhone(ctx, words, a.Region); err != nil {
			return state.ToolCall{}, false
		}
		args = tools.LookupArgs{Phone: words}
	default:
		return state.ToolCall{}, false
	}
	raw, _ := json.Marshal(args)
	return state.ToolCall{ID: fmt.Sprintf("code_lookup_%d", s.TurnNumber), Name: tools.LookupCustomer, Arguments: string(raw)}, true
}

// filler are words that may surround a spoken number without changing it.
var filler = map[string]bool{
	"my": true, "number": true, "phone": true, "is": true, "it": true, "its": true, "it's": true,
	"the": true, "on": true, "policy": true, "yes": true, "yeah": true, "sure": true, "ok": true,
	"okay": true, "so": true, "that's": true, "thats": true, "plus": true,
}

// digitWord reports whether t says digits of a number: a number word, a way of saying zero,
// or one of the words that multiply or repeat them.
func digitWord(t string) bool {
	return spoken.NumberWord(t) || spoken.SaysZero(t) || t == "double" || t == "triple" || t == "hundred"
}

// onlyNumber reports whether the words are a number with at most polite filler around it:
// no correction ("no, wait"), no second topic.
func onlyNumber(words string) bool {
	tokens := strings.FieldsFunc(strings.ToLower(words), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '\'')
	})
	digits := 0
	for _, t := range tokens {
		switch {
		case strings.Trim(t, "0123456789") == "":
			digits += len(t)
		case digitWord(t):
			digits++
		case !filler[t]:
			return false
		}
	}
	return digits > 0
}
