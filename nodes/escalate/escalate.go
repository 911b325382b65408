// Package escalate is the node that hands a call to a person: live, through Vapi's call
// control when a transfer number is configured, or else as a callback request stored for
// the claims team.
//
// It is a tool node: it holds the callback store and the transfer, and no model. It does the
// hand-off, writes its outcome, and the caller hears the fixed line for that outcome, never
// a model's.
package escalate

import (
	"context"
	"log/slog"

	"claimsline/internal/domain"
	"claimsline/internal/spoken/signals"
	"claimsline/nodes/internal/kit"
	"claimsline/prompts"
	"claimsline/state"
	"claimsline/tools"
)

// Node is the escalate node.
type Node struct {
	Callbacks tools.CallbackStore
	Transfer  tools.Transferer
	// TransferNumber, when set, is where calls are transferred live.
	TransferNumber string
	Log            *slog.Logger
}

// Run ends the call with a hand-off to a person.
func (n *Node) Run(ctx context.Context, s state.Call) (state.Update, error) {
	emergency := signals.IsEmergency(s.Turn.Utterance)
	reason := state.EndedEscalated
	if emergency {
		reason = state.EndedEmergency
	}
	if n.TransferNumber != "" && s.ControlURL != "" {
		err := n.Transfer.Transfer(ctx, s.ControlURL, n.TransferNumber)
		if err == nil {
			// The transfer line must not carry the end-call phrase: Vapi would hang up on
			// the caller instead of connecting them.
			return kit.End(s, state.EndedTransferred, prompts.Transfer), nil
		}
		n.log().Warn("transfer failed, falling back to a callback", "call_id", s.CallID, "err", err)
	}
	cb := domain.Callback{CallID: s.CallID, Phone: s.CallerNumber, CustomerID: s.CustomerID(), Reason: reason}
	if err := n.Callbacks.InsertCallback(ctx, cb); err != nil {
		// The caller still hears the hand-off; the turn log and snapshot keep the request,
		// and this line is what an operator alerts on.
		n.log().Error("callback request not stored", "call_id", s.CallID, "reason", reason, "err", err)
	}
	line := prompts.EscalateCallback
	if emergency {
		line = prompts.Emergency
	}
	return kit.End(s, reason, line), nil
}

func (n *Node) log() *slog.Logger {
	if n.Log == nil {
		return slog.Default()
	}
	return n.Log
}
