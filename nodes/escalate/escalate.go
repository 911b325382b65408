// Package escalate is the node that hands a call to a person: live, through Vapi's call
// control when a transfer number is configured, or else as a callback request stored for
// the claims team. Either way the caller hears a fixed line, never a model's.
package escalate

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"time"

	"claimsline/internal/domain"
	"claimsline/internal/spoken/signals"
	"claimsline/nodes/internal/kit"
	"claimsline/prompts"
	"claimsline/state"
)

// Callbacks stores callback requests.
type Callbacks interface {
	InsertCallback(ctx context.Context, c domain.Callback) error
}

// Node is the escalate node.
type Node struct {
	Callbacks Callbacks
	// TransferNumber, when set, is where calls are transferred live.
	TransferNumber string
	// HTTP posts the transfer to Vapi's control URL; nil uses a client with a 3s timeout.
	HTTP *http.Client
	Log  *slog.Logger
}

// Run ends the call with a hand-off to a person.
func (n *Node) Run(ctx context.Context, s state.Call) (state.Update, error) {
	emergency := signals.IsEmergency(s.Turn.Utterance)
	reason := state.EndedEscalated
	if emergency {
		reason = state.EndedEmergency
	}
	if n.TransferNumber != "" && s.ControlURL != "" {
		err := n.transfer(ctx, s.ControlURL)
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

func (n *Node) transfer(ctx context.Context, controlURL string) error {
	body, _ := json.Marshal(map[string]any{
		"type":        "transfer",
		"destination": map[string]string{"type": "number", "number": n.TransferNumber},
	})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, controlURL, bytes.NewReader(body))
	if err != nil {
		return fmt.Errorf("escalate: transfer request: %w", err)
	}
	req.Header.Set("Content-Type", "application/json")
	client := n.HTTP
	if client == nil {
		client = &http.Client{Timeout: 3 * time.Second}
	}
	resp, err := client.Do(req)
	if err != nil {
		return fmt.Errorf("escalate: transfer: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		return fmt.Errorf("escalate: transfer: control URL answered %s", resp.Status)
	}
	return nil
}

func (n *Node) log() *slog.Logger {
	if n.Log == nil {
		return slog.Default()
	}
	return n.Log
}
