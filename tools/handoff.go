package tools

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"claimsline/internal/domain"
)

// CallbackStore stores callback requests for the claims team.
type CallbackStore interface {
	InsertCallback(ctx context.Context, c domain.Callback) error
}

// Transferer hands a live call to a person at number.
type Transferer interface {
	Transfer(ctx context.Context, controlURL, number string) error
}

// VapiControl transfers a live call through Vapi's call-control URL. It is the one piece of
// the graph's work that leaves the process by HTTP, so it lives here, with the other
// effects, and is handed only to a tool node.
type VapiControl struct {
	// HTTP posts the transfer; nil uses a client with a 3 s timeout.
	HTTP *http.Client
}

// Transfer asks Vapi to transfer the call to number. Any answer but a 2xx is an error.
func (v VapiControl) Transfer(ctx context.Context, controlURL, number string) error {
	body, err := json.Marshal(map[string]any{
		"type":        "transfer",
		"destination": map[string]string{"type": "number", "number": number},
	})
	if err != nil {
		return fmt.Errorf("tools: transfer body: %w", err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, controlURL, bytes.NewReader(body))
	if err != nil {
		return fmt.Errorf("tools: transfer request: %w", err)
	}
	req.Header.Set("Content-Type", "application/json")
	client := v.HTTP
	if client == nil {
		client = &http.Client{Timeout: 3 * time.Second}
	}
	resp, err := client.Do(req)
	if err != nil {
		return fmt.Errorf("tools: transfer: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		return fmt.Errorf("tools: transfer: control URL answered %s", resp.Status)
	}
	return nil
}
