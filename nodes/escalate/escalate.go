// Package escalate is the node that hands a call to a person: live, through Vapi's call
// control when a transfer number is configured, or else as a callback request stored for
// the claims team.
//
// It is a tool node: it holds the callback store and the transfer, and no model. It does the
// hand-off, writes its outcome, and the caller hears the fixed line for that outcome, never
// a model's. It never promises what was not done: a callback is promised only once its
// request is stored, and only on a number the call has (Vapi's caller number, or one the
// caller said and confirmed when theirs was withheld).
package escalate

import (
	"context"
	"log/slog"
	"strings"

	"claimsline/internal/domain"
	"claimsline/internal/spoken"
	"claimsline/internal/spoken/phone"
	"claimsline/nodes/internal/kit"
	"claimsline/prompts"
	"claimsline/state"
	"claimsline/tools"
)

// Outcomes of a callback request, as counted.
const (
	CallbackStored    = "stored"
	CallbackNotStored = "not_stored"
)

// maxAsks bounds how many times a caller is asked for a callback number or to confirm one
// before the call ends with an honest line instead.
const maxAsks = 4

// Node is the escalate node.
type Node struct {
	Callbacks tools.CallbackStore
	Transfer  tools.Transferer
	// TransferNumber, when set, is where calls are transferred live.
	TransferNumber string
	// Region is the default region of a callback number the caller says ("US").
	Region string
	// Count, if set, counts each callback request by outcome, so a store that fails is
	// seen on a dashboard, not only in a log line.
	Count func(outcome string)
	Log   *slog.Logger
}

// Run hands the call to a person, or, when there is no number to call back on, asks the
// caller for one and keeps the call open.
func (n *Node) Run(ctx context.Context, s state.Call) (state.Update, error) {
	h := s.Handoff
	first := !h.Pending()
	if first {
		h.Reason = state.EndedEscalated
	}
	if s.Turn.Emergency != "" {
		// The entry's emergency check decided (see nodes.Emergency).
		h.Reason = state.EndedEmergency
	}
	emergency := h.Reason == state.EndedEmergency
	if n.TransferNumber != "" && s.ControlURL != "" {
		err := n.Transfer.Transfer(ctx, s.ControlURL, n.TransferNumber)
		if err == nil {
			// The transfer lines must not carry the end-call phrase: Vapi would hang up on
			// the caller instead of connecting them. An emergency is recorded as one, and
			// its line tells the caller to contact emergency services first.
			if emergency {
				return end(s, state.EndedEmergency, prompts.EmergencyTransfer), nil
			}
			return end(s, state.EndedTransferred, prompts.Transfer), nil
		}
		n.log().Warn("transfer failed, falling back to a callback", "call_id", s.CallID, "err", err)
	}
	number, ask := n.number(s, first, emergency, &h)
	if number == "" {
		if h.Asks >= maxAsks {
			return end(s, h.Reason, prompts.NoCallbackNumber), nil
		}
		if !s.Turn.Continues {
			h.Asks++
		}
		u := s.Reply(ask)
		u.Handoff = &h
		return u, nil
	}
	cb := domain.Callback{CallID: s.CallID, Phone: number, CustomerID: s.CustomerID(), Reason: h.Reason}
	if err := n.Callbacks.InsertCallback(ctx, cb); err != nil {
		n.count(CallbackNotStored)
		n.log().Error("callback request not stored; the caller was told to call back", "call_id", s.CallID, "reason", h.Reason, "err", err)
		return end(s, h.Reason, pick(emergency, prompts.EmergencyNotStored, prompts.CallbackNotStored)), nil
	}
	n.count(CallbackStored)
	return end(s, h.Reason, pick(emergency, prompts.Emergency, prompts.EscalateCallback)), nil
}

// number returns the number to call the caller back on, or "" and what to ask them. Vapi's
// caller number is used when there is one. Without it, the caller is asked, the number
// they say is read by the deterministic phone reader and read back, and only their yes
// makes it the number. It may be a number abroad (phone.ParseAnyCountry): unlike the number
// a caller is verified by, the phone to ring them back on is wherever they are.
func (n *Node) number(s state.Call, first, emergency bool, h *state.Handoff) (string, string) {
	if s.CallerNumber != "" {
		if num, err := phone.ParseAnyCountry(s.CallerNumber, n.Region); err == nil {
			return num.E164, ""
		}
	}
	if first {
		return "", pick(emergency, prompts.EmergencyAskNumber, prompts.AskCallbackNumber)
	}
	said := s.Turn.Utterance
	heard, err := phone.ParseAnyCountry(said, n.Region)
	switch {
	case err == nil && heard.E164 != h.Number:
		h.Number = heard.E164
		return "", prompts.ConfirmCallbackNumber(heard.Spoken)
	case h.Number != "" && (err == nil || confirms(said)):
		return h.Number, ""
	case h.Number != "":
		h.Number = ""
		return "", prompts.CallbackNumberAgain
	}
	return "", prompts.CallbackNumberUnclear
}

// confirms reports whether the caller said yes to a number read back: a yes word and no
// word of denial ("yes, that's right"; not "no, that's not it").
func confirms(said string) bool {
	yes := false
	for _, w := range strings.Fields(spoken.Fold(said)) {
		switch w {
		case "no", "nope", "not", "wrong", "incorrect", "wait":
			return false
		case "yes", "yeah", "yep", "yup", "correct", "right", "sure", "ok", "okay", "exactly", "affirmative":
			yes = true
		}
	}
	return yes
}

// end ends the call for reason with a scripted line; nothing is left waiting on the caller.
func end(s state.Call, reason, line string) state.Update {
	u := kit.End(s, reason, line)
	u.Handoff = &state.Handoff{}
	return u
}

func pick(emergency bool, ifEmergency, otherwise string) string {
	if emergency {
		return ifEmergency
	}
	return otherwise
}

func (n *Node) count(outcome string) {
	if n.Count != nil {
		n.Count(outcome)
	}
}

func (n *Node) log() *slog.Logger {
	if n.Log == nil {
		return slog.Default()
	}
	return n.Log
}
