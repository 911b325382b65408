// Package llm is the one way the product talks to a model: an OpenAI-compatible endpoint
// through go-openai, with a deadline on every call and a count of calls per turn.
//
// The deadline is what keeps a slow model from costing a caller their turn: Vapi gives a
// turn about 20 seconds, and every agent has a scripted line to fall back on when the model
// does not answer inside its slice of that.
package llm

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync/atomic"
	"time"

	openai "github.com/sashabaranov/go-openai"

	"claimsline/internal/admit"
	"claimsline/state"
)

// Config configures a client.
type Config struct {
	BaseURL string
	APIKey  string
	Model   string
	// Timeout bounds one model call (default 6s).
	Timeout time.Duration
	// EmbeddingModel, if set, is the model Embed uses.
	EmbeddingModel string
	// Observe, if set, is told the outcome ("ok", "error", "timeout") and duration of each call.
	Observe func(outcome string, d time.Duration)
}

// Client calls a chat model. It is safe for concurrent use.
type Client struct {
	c   *openai.Client
	cfg Config
}

// New returns a client for an OpenAI-compatible endpoint.
func New(cfg Config) *Client {
	oc := openai.DefaultConfig(cfg.APIKey)
	if cfg.BaseURL != "" {
		oc.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = 6 * time.Second
	}
	// Every turn may make a model call or two, from many calls at once. The default
	// transport keeps two idle connections per host, so a plain-HTTP gateway would pay a new
	// connection (and a TLS handshake behind a proxy) on most calls.
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.MaxIdleConns, t.MaxIdleConnsPerHost = 256, 128
	oc.HTTPClient = &http.Client{Transport: t}
	return &Client{c: openai.NewClientWithConfig(oc), cfg: cfg}
}

// ErrEmpty means the model answered with no choice at all.
var ErrEmpty = errors.New("llm: model returned no choices")

// Complete sends one chat request and returns the model's message. The model name is the
// client's; the call is bounded by the client's timeout and by ctx, and counted on the
// turn's meter if ctx carries one.
func (c *Client) Complete(ctx context.Context, req openai.ChatCompletionRequest) (openai.ChatCompletionMessage, error) {
	if m, ok := ctx.Value(meterKey{}).(*Meter); ok {
		m.calls.Add(1)
	}
	req.Model = c.cfg.Model
	// Waiting for the model is not this process's work: the turn gives up its working slot.
	back := admit.Away(ctx)
	ctx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
	defer cancel()
	start := time.Now()
	resp, err := c.c.CreateChatCompletion(ctx, req)
	back()
	c.observe(err, ctx, time.Since(start))
	if err != nil {
		return openai.ChatCompletionMessage{}, fmt.Errorf("llm: chat completion: %w", err)
	}
	if len(resp.Choices) == 0 {
		return openai.ChatCompletionMessage{}, ErrEmpty
	}
	return resp.Choices[0].Message, nil
}

// Stream sends one chat request as a stream and returns the whole message once the model
// has finished, handing each piece of content to onContent as it arrives, so a caller can
// start speaking before the model is done; content that follows a tool call is not handed
// over. An error from onContent stops the stream (the
// request is cancelled) and is returned. Tool calls are accumulated from their deltas. The
// model name, deadline, meter and outcome metric are those of Complete.
func (c *Client) Stream(ctx context.Context, req openai.ChatCompletionRequest, onContent func(string) error) (openai.ChatCompletionMessage, error) {
	if m, ok := ctx.Value(meterKey{}).(*Meter); ok {
		m.calls.Add(1)
	}
	req.Model = c.cfg.Model
	req.Stream = true
	back := admit.Away(ctx)
	ctx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
	defer cancel()
	start := time.Now()
	msg, err := c.stream(ctx, req, onContent)
	back()
	c.observe(err, ctx, time.Since(start))
	if err != nil {
		return msg, fmt.Errorf("llm: chat completion stream: %w", err)
	}
	return msg, nil
}

func (c *Client) stream(ctx context.Context, req openai.ChatCompletionRequest, onContent func(string) error) (openai.ChatCompletionMessage, error) {
	msg := openai.ChatCompletionMessage{Role: openai.ChatMessageRoleAssistant}
	st, err := c.c.CreateChatCompletionStream(ctx, req)
	if err != nil {
		return msg, err
	}
	defer st.Close()
	var content strings.Builder
	choices := 0
	for {
		resp, err := st.Recv()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return msg, err
		}
		for _, ch := range resp.Choices {
			if ch.Index != 0 {
				continue
			}
			choices++
			// A message that has begun proposing tools is a proposal: content after its
			// first tool call is kept but not handed over to be spoken.
			if d := ch.Delta.Content; d != "" && len(msg.ToolCalls) > 0 {
				content.WriteString(d)
			} else if d != "" {
				content.WriteString(d)
				if onContent != nil {
					if err := onContent(d); err != nil {
						msg.Content = content.String()
						return msg, err
					}
				}
			}
			for _, tc := range ch.Delta.ToolCalls {
				msg.ToolCalls = mergeToolCall(msg.ToolCalls, tc)
			}
		}
	}
	msg.Content = content.String()
	if choices == 0 {
		return msg, ErrEmpty
	}
	return msg, nil
}

// mergeToolCall folds one streamed tool-call delta into the calls so far: a delta names its
// call by index (or, from gateways that omit it, continues the last call).
func mergeToolCall(calls []openai.ToolCall, d openai.ToolCall) []openai.ToolCall {
	i := len(calls) - 1
	switch {
	case d.Index != nil:
		i = *d.Index
	case d.ID != "" || i < 0:
		i = len(calls)
	}
	if i < 0 || i > 64 {
		return calls
	}
	for len(calls) <= i {
		calls = append(calls, openai.ToolCall{Type: openai.ToolTypeFunction})
	}
	tc := &calls[i]
	if d.ID != "" {
		tc.ID = d.ID
	}
	if d.Type != "" {
		tc.Type = d.Type
	}
	if d.Function.Name != "" {
		tc.Function.Name = d.Function.Name
	}
	tc.Function.Arguments += d.Function.Arguments
	return calls
}

// Embed returns one embedding per input from the configured embedding model, bounded by the
// client's timeout.
func (c *Client) Embed(ctx context.Context, inputs []string) ([][]float32, error) {
	back := admit.Away(ctx)
	ctx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
	defer cancel()
	resp, err := c.c.CreateEmbeddings(ctx, openai.EmbeddingRequestStrings{
		Input: inputs, Model: openai.EmbeddingModel(c.cfg.EmbeddingModel),
	})
	back()
	if err != nil {
		return nil, fmt.Errorf("llm: embeddings: %w", err)
	}
	if len(resp.Data) != len(inputs) {
		return nil, fmt.Errorf("llm: embeddings: %d vectors for %d inputs", len(resp.Data), len(inputs))
	}
	out := make([][]float32, len(inputs))
	for _, d := range resp.Data {
		if d.Index < 0 || d.Index >= len(out) {
			return nil, fmt.Errorf("llm: embeddings: index %d out of range", d.Index)
		}
		out[d.Index] = d.Embedding
	}
	return out, nil
}

func (c *Client) observe(err error, ctx context.Context, d time.Duration) {
	if c.cfg.Observe == nil {
		return
	}
	outcome := "ok"
	switch {
	case err != nil && errors.Is(ctx.Err(), context.DeadlineExceeded):
		outcome = "timeout"
	case err != nil:
		outcome = "error"
	}
	c.cfg.Observe(outcome, d)
}

// Meter counts the model calls made on behalf of one turn.
type Meter struct{ calls atomic.Int64 }

// Calls returns the number of model calls counted so far.
func (m *Meter) Calls() int { return int(m.calls.Load()) }

type meterKey struct{}

// WithMeter returns a context whose model calls are counted on the returned meter.
func WithMeter(ctx context.Context) (context.Context, *Meter) {
	m := &Meter{}
	return context.WithValue(ctx, meterKey{}, m), m
}

// maxHistory bounds how much transcript a model is shown; a long call keeps its recent
// context without letting a request grow without limit.
const maxHistory = 40

// Messages turns a system prompt and the call transcript into chat messages. It starts at a
// caller message so a tool result is never shown without the call that asked for it, and it
// keeps only tool calls that were answered and answers to calls it kept: a turn cut short
// between a proposal and its result must not leave the history in a shape an
// OpenAI-compatible API refuses, on this turn and every turn after it.
func Messages(system string, transcript []state.Message) []openai.ChatCompletionMessage {
	start := max(0, len(transcript)-maxHistory)
	for start > 0 && start < len(transcript) && transcript[start].Role != state.RoleUser {
		start++
	}
	answered := map[string]bool{}
	for _, m := range transcript[start:] {
		if m.Role == state.RoleTool {
			answered[m.ToolCallID] = true
		}
	}
	asked := map[string]bool{}
	out := make([]openai.ChatCompletionMessage, 0, len(transcript)-start+1)
	out = append(out, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: system})
	for _, m := range transcript[start:] {
		msg := openai.ChatCompletionMessage{Role: m.Role, Content: m.Content, ToolCallID: m.ToolCallID, Name: m.Name}
		switch m.Role {
		case state.RoleAssistant:
			for _, tc := range m.ToolCalls {
				if !answered[tc.ID] {
					continue
				}
				asked[tc.ID] = true
				msg.ToolCalls = append(msg.ToolCalls, openai.ToolCall{
					ID: tc.ID, Type: openai.ToolTypeFunction,
					Function: openai.FunctionCall{Name: tc.Name, Arguments: tc.Arguments},
				})
			}
			if msg.Content == "" && len(msg.ToolCalls) == 0 {
				continue
			}
		case state.RoleTool:
			if !asked[m.ToolCallID] {
				continue
			}
		}
		out = append(out, msg)
	}
	return out
}

// ToolCalls converts a model's tool calls into the transcript's form.
func ToolCalls(msg openai.ChatCompletionMessage) []state.ToolCall {
	var out []state.ToolCall
	for i, tc := range msg.ToolCalls {
		id := tc.ID
		if id == "" {
			id = fmt.Sprintf("call_%d", i)
		}
		out = append(out, state.ToolCall{ID: id, Name: tc.Function.Name, Arguments: tc.Function.Arguments})
	}
	return out
}
