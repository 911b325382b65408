package vapisim

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"time"
)

// Caller plays Vapi's side of a call against the service's real HTTP route: it keeps the
// growing message history Vapi keeps, posts each caller turn as a streaming
// /chat/completions request carrying the call id, and reads the Server-Sent Events reply
// the way Vapi does, refusing anything Vapi would choke on. The demo and the evaluation both
// drive the service through it, so both see what Vapi would see.
type Caller struct {
	base   string // http://127.0.0.1:PORT
	callID string
	apiKey string // CHAT_API_KEY, sent as Vapi's custom-LLM credential
	from   string // the caller's number as telephony reports it
	client *http.Client

	history []message
}

type message struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

// Answer is one parsed SSE reply.
type Answer struct {
	ID         string
	Content    string
	Superseded bool
}

// vapiSystemPrompt stands in for the assistant prompt Vapi puts first in every request. The
// service ignores Vapi's history (its own state owns the transcript), so any text will do.
const vapiSystemPrompt = "You are the claims line assistant."

// NewCaller starts a call: base is the service (http://HOST:PORT), apiKey its CHAT_API_KEY
// (or ""), from the number telephony reports the call from.
func NewCaller(base, callID, apiKey, from string) *Caller {
	return &Caller{
		base: base, callID: callID, apiKey: apiKey, from: from,
		client:  &http.Client{Timeout: 25 * time.Second}, // Vapi gives up on a turn after about 20 s
		history: []message{{Role: "system", Content: vapiSystemPrompt}},
	}
}

// Open asks for the opening line, as Vapi does in model-generated first message mode: a
// request whose messages end without a user message.
func (v *Caller) Open(ctx context.Context) (Answer, error) {
	a, err := v.post(ctx, v.history)
	if err != nil {
		return a, fmt.Errorf("opening line: %w", err)
	}
	v.history = append(v.history, message{Role: "assistant", Content: a.Content})
	return a, nil
}

// Say sends a caller turn the way Vapi's endpointing does when the caller pauses mid-sentence:
// one request per fragment, each carrying everything heard so far, stagger apart, all in
// flight at once. It returns every fragment's answer in order; the service should supersede
// all but the last. The last fragment and the answer the caller heard join the history.
func (v *Caller) Say(ctx context.Context, stagger time.Duration, fragments ...string) ([]Answer, error) {
	answers := make([]Answer, len(fragments))
	errs := make([]error, len(fragments))
	var wg sync.WaitGroup
	for i, f := range fragments {
		msgs := append(append([]message{}, v.history...), message{Role: "user", Content: f})
		wg.Add(1)
		go func() {
			defer wg.Done()
			answers[i], errs[i] = v.post(ctx, msgs)
		}()
		if i < len(fragments)-1 {
			select {
			case <-ctx.Done():
			case <-time.After(stagger):
			}
		}
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return answers, fmt.Errorf("caller turn %q: %w", fragments[len(fragments)-1], err)
	}
	heard := ""
	for _, a := range answers {
		if !a.Superseded && a.Content != "" {
			heard = a.Content // Vapi speaks the reply of the newest request that answered
		}
	}
	v.history = append(v.history,
		message{Role: "user", Content: fragments[len(fragments)-1]},
		message{Role: "assistant", Content: heard})
	return answers, nil
}

// post sends one streaming chat request and parses the reply.
func (v *Caller) post(ctx context.Context, msgs []message) (Answer, error) {
	body := map[string]any{
		"model":    "claimsline",
		"stream":   true,
		"messages": msgs,
		"call": map[string]any{
			"id":       v.callID,
			"type":     "inboundPhoneCall",
			"customer": map[string]string{"number": v.from},
		},
		"customer": map[string]string{"number": v.from},
	}
	raw, err := json.Marshal(body)
	if err != nil {
		return Answer{}, fmt.Errorf("encode request: %w", err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, v.base+"/chat/completions", bytes.NewReader(raw))
	if err != nil {
		return Answer{}, fmt.Errorf("build request: %w", err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "text/event-stream")
	if v.apiKey != "" {
		req.Header.Set("Authorization", "Bearer "+v.apiKey)
	}
	resp, err := v.client.Do(req)
	if err != nil {
		return Answer{}, fmt.Errorf("POST /chat/completions: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		msg, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
		return Answer{}, fmt.Errorf("POST /chat/completions: HTTP %d: %s", resp.StatusCode, strings.TrimSpace(string(msg)))
	}
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/event-stream") {
		return Answer{}, fmt.Errorf("POST /chat/completions: Content-Type %q, Vapi only speaks text/event-stream", ct)
	}
	return readStream(resp.Body)
}

// readStream reads a streamed reply and checks it the way Vapi would (see ParseSSE).
func readStream(r io.Reader) (Answer, error) {
	raw, err := io.ReadAll(r)
	if err != nil {
		return Answer{}, fmt.Errorf("read SSE stream: %w", err)
	}
	id, content, err := ParseSSE(raw)
	if err != nil {
		return Answer{}, err
	}
	return Answer{ID: id, Content: content, Superseded: strings.HasSuffix(id, "-superseded")}, nil
}

// EndOfCallReport posts the end-of-call report Vapi sends after the caller hangs up, in its
// current layout, authenticated with the x-vapi-secret header. It returns the HTTP status.
func (v *Caller) EndOfCallReport(ctx context.Context, secret string, started, ended time.Time) (int, error) {
	var transcript strings.Builder
	var messages []map[string]any
	for _, m := range v.history {
		switch m.Role {
		case "user":
			transcript.WriteString("User: " + m.Content + "\n")
			messages = append(messages, map[string]any{"role": "user", "message": m.Content})
		case "assistant":
			transcript.WriteString("AI: " + m.Content + "\n")
			messages = append(messages, map[string]any{"role": "bot", "message": m.Content})
		}
	}
	body := map[string]any{"message": map[string]any{
		"type":        "end-of-call-report",
		"endedReason": "assistant-said-end-call-phrase",
		"call":        map[string]any{"id": v.callID, "type": "inboundPhoneCall"},
		"startedAt":   started.UTC().Format(time.RFC3339Nano),
		"endedAt":     ended.UTC().Format(time.RFC3339Nano),
		"artifact":    map[string]any{"transcript": transcript.String(), "messages": messages},
	}}
	raw, err := json.Marshal(body)
	if err != nil {
		return 0, fmt.Errorf("encode end-of-call report: %w", err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, v.base+"/webhook", bytes.NewReader(raw))
	if err != nil {
		return 0, fmt.Errorf("build webhook request: %w", err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("x-vapi-secret", secret)
	resp, err := v.client.Do(req)
	if err != nil {
		return 0, fmt.Errorf("POST /webhook: %w", err)
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, resp.Body)
	return resp.StatusCode, nil
}
