package fakellm

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	openai "github.com/sashabaranov/go-openai"
)

// The wire types below mirror OpenAI's JSON rather than reusing go-openai's
// structs, because go-openai's marshalling differs from the real API in ways
// clients can notice: it always emits "type" on stream tool-call deltas and
// cannot emit "content": null or "finish_reason": null.

type wireFunction struct {
	Name      string `json:"name,omitempty"`
	Arguments string `json:"arguments"`
}

type wireToolCall struct {
	Index    *int         `json:"index,omitempty"`
	ID       string       `json:"id,omitempty"`
	Type     string       `json:"type,omitempty"`
	Function wireFunction `json:"function"`
}

type wireMessage struct {
	Role      string         `json:"role"`
	Content   *string        `json:"content"`
	Refusal   *string        `json:"refusal"`
	ToolCalls []wireToolCall `json:"tool_calls,omitempty"`
}

type wireUsage struct {
	PromptTokens     int `json:"prompt_tokens"`
	CompletionTokens int `json:"completion_tokens"`
	TotalTokens      int `json:"total_tokens"`
}

type wireChoice struct {
	Index        int             `json:"index"`
	Message      wireMessage     `json:"message"`
	Logprobs     json.RawMessage `json:"logprobs"`
	FinishReason string          `json:"finish_reason"`
}

type wireCompletion struct {
	ID                string       `json:"id"`
	Object            string       `json:"object"`
	Created           int64        `json:"created"`
	Model             string       `json:"model"`
	Choices           []wireChoice `json:"choices"`
	Usage             wireUsage    `json:"usage"`
	SystemFingerprint string       `json:"system_fingerprint"`
}

type wireDelta struct {
	Role      string         `json:"role,omitempty"`
	Content   *string        `json:"content,omitempty"`
	ToolCalls []wireToolCall `json:"tool_calls,omitempty"`
}

type wireChunkChoice struct {
	Index        int             `json:"index"`
	Delta        wireDelta       `json:"delta"`
	Logprobs     json.RawMessage `json:"logprobs"`
	FinishReason *string         `json:"finish_reason"`
}

type wireChunk struct {
	ID                string            `json:"id"`
	Object            string            `json:"object"`
	Created           int64             `json:"created"`
	Model             string            `json:"model"`
	SystemFingerprint string            `json:"system_fingerprint"`
	Choices           []wireChunkChoice `json:"choices"`
	Usage             *wireUsage        `json:"usage,omitempty"`
}

type wireErrorBody struct {
	Message string  `json:"message"`
	Type    string  `json:"type"`
	Param   *string `json:"param"`
	Code    *string `json:"code"`
}

var jsonNull = json.RawMessage("null")

const fingerprint = "fp_fakellm"

// completion builds the non-streaming chat.completion object.
func completion(req Request, rep Reply) wireCompletion {
	msg := wireMessage{Role: openai.ChatMessageRoleAssistant}
	// OpenAI sends "content": null alongside tool calls with no text.
	if rep.Content != "" || len(rep.ToolCalls) == 0 {
		content := rep.Content
		msg.Content = &content
	}
	for _, c := range rep.ToolCalls {
		msg.ToolCalls = append(msg.ToolCalls, wireToolCall{
			ID:       c.ID,
			Type:     string(c.Type),
			Function: wireFunction{Name: c.Function.Name, Arguments: c.Function.Arguments},
		})
	}
	return wireCompletion{
		ID:                completionID(req),
		Object:            "chat.completion",
		Created:           time.Now().Unix(),
		Model:             req.Model,
		Choices:           []wireChoice{{Message: msg, Logprobs: jsonNull, FinishReason: finishReason(rep)}},
		Usage:             usage(req, rep),
		SystemFingerprint: fingerprint,
	}
}

// writeStream answers as OpenAI's Server-Sent Events: a role chunk, content
// split into pieces, per-tool-call deltas (header then argument fragments,
// keyed by index), a finish chunk, an optional usage chunk, then [DONE].
// Splitting matters: it makes clients prove they accumulate deltas. With a
// pace (Reply.FirstToken, Reply.WordsPerSecond) the role chunk waits for the
// first token and the content goes one word at a time. It reports whether
// the whole answer was written.
func (s *Server) writeStream(ctx context.Context, w http.ResponseWriter, req Request, rep Reply) bool {
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("Connection", "keep-alive")
	w.WriteHeader(http.StatusOK)

	rc := http.NewResponseController(w)
	created := time.Now().Unix()
	includeUsage := req.StreamOptions != nil && req.StreamOptions.IncludeUsage
	send := func(choices []wireChunkChoice, u *wireUsage) bool {
		chunk := wireChunk{
			ID:                completionID(req),
			Object:            "chat.completion.chunk",
			Created:           created,
			Model:             req.Model,
			SystemFingerprint: fingerprint,
			Choices:           choices,
			Usage:             u,
		}
		data, err := json.Marshal(chunk)
		if err != nil {
			return false // cannot happen: plain structs of strings and ints
		}
		if _, err := fmt.Fprintf(w, "data: %s\n\n", data); err != nil {
			return false // client went away; nobody left to tell
		}
		return rc.Flush() == nil
	}
	delta := func(d wireDelta) bool {
		return send([]wireChunkChoice{{Delta: d, Logprobs: jsonNull}}, nil)
	}

	rc.Flush() // headers now, as a real server does while the model thinks
	if !s.sleep(ctx, rep.FirstToken) {
		return false
	}
	empty := ""
	if !delta(wireDelta{Role: openai.ChatMessageRoleAssistant, Content: &empty}) {
		return false
	}
	pieces := split(rep.Content, 3)
	var gap time.Duration
	if rep.WordsPerSecond > 0 {
		pieces = wordPieces(rep.Content)
		gap = time.Duration(float64(time.Second) / rep.WordsPerSecond)
	}
	for i, piece := range pieces {
		if i > 0 && !s.sleep(ctx, gap) {
			return false
		}
		if i == len(pieces)-1 && rep.Hold != nil {
			select {
			case <-rep.Hold:
			case <-ctx.Done():
				return false
			case <-s.done:
				panic(http.ErrAbortHandler)
			}
		}
		if !delta(wireDelta{Content: &piece}) {
			return false
		}
	}
	for i, c := range rep.ToolCalls {
		head := wireToolCall{
			Index: &i, ID: c.ID, Type: string(c.Type),
			Function: wireFunction{Name: c.Function.Name, Arguments: ""},
		}
		if !delta(wireDelta{ToolCalls: []wireToolCall{head}}) {
			return false
		}
		for _, piece := range split(c.Function.Arguments, 2) {
			frag := wireToolCall{Index: &i, Function: wireFunction{Arguments: piece}}
			if !delta(wireDelta{ToolCalls: []wireToolCall{frag}}) {
				return false
			}
		}
	}
	reason := finishReason(rep)
	if !send([]wireChunkChoice{{Delta: wireDelta{}, Logprobs: jsonNull, FinishReason: &reason}}, nil) {
		return false
	}
	if includeUsage {
		u := usage(req, rep)
		if !send([]wireChunkChoice{}, &u) {
			return false
		}
	}
	if _, err := fmt.Fprint(w, "data: [DONE]\n\n"); err != nil {
		return false
	}
	return rc.Flush() == nil
}

// wordPieces cuts s into words, each keeping the spaces after it, so the pieces
// join back to s exactly: the way a model's tokens arrive, near enough.
func wordPieces(s string) []string {
	var out []string
	for len(s) > 0 {
		end := strings.IndexFunc(s, unicode.IsSpace)
		if end < 0 {
			return append(out, s)
		}
		for end < len(s) && unicode.IsSpace(rune(s[end])) {
			end++
		}
		out = append(out, s[:end])
		s = s[end:]
	}
	return out
}

// writeGarbage answers 200 with a body no JSON decoder accepts. For a stream
// it is a data line that is not JSON, because go-openai silently ends a
// stream on lines without "data:", which would look like an empty answer
// rather than a broken one.
func writeGarbage(w http.ResponseWriter, stream bool) {
	const junk = `{"id": "chatcmpl-fake", "choices": [ <<this is not JSON>>`
	if stream {
		w.Header().Set("Content-Type", "text/event-stream")
		w.WriteHeader(http.StatusOK)
		_, _ = fmt.Fprintf(w, "data: %s\n\n", junk) // client may be gone; nothing to do
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusOK)
	_, _ = fmt.Fprint(w, junk)
}

// writeJSON writes v with the given status. Write errors mean the client has
// gone, which the fake has no one to report to.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// writeError writes OpenAI's error envelope, with the type and code OpenAI
// uses for the status, so clients' error classification is exercised.
func writeError(w http.ResponseWriter, status int, message string) {
	typ, code := "invalid_request_error", ""
	switch {
	case status == http.StatusUnauthorized:
		code = "invalid_api_key"
	case status == http.StatusNotFound:
		code = "not_found"
	case status == http.StatusTooManyRequests:
		typ, code = "requests", "rate_limit_exceeded"
	case status >= 500:
		typ = "server_error"
	}
	body := wireErrorBody{Message: message, Type: typ}
	if code != "" {
		body.Code = &code
	}
	writeJSON(w, status, map[string]wireErrorBody{"error": body})
}

func completionID(req Request) string {
	return fmt.Sprintf("chatcmpl-fake-%d", req.N)
}

func finishReason(rep Reply) string {
	if len(rep.ToolCalls) > 0 {
		return string(openai.FinishReasonToolCalls)
	}
	return string(openai.FinishReasonStop)
}

// usage estimates tokens at about four bytes each: small, plausible,
// deterministic numbers, enough for code that logs or budgets tokens.
func usage(req Request, rep Reply) wireUsage {
	prompt := 0
	for _, m := range req.Messages {
		prompt += len(m.Content)
		for _, p := range m.MultiContent {
			prompt += len(p.Text)
		}
	}
	done := len(rep.Content)
	for _, c := range rep.ToolCalls {
		done += len(c.Function.Name) + len(c.Function.Arguments)
	}
	u := wireUsage{PromptTokens: tokens(prompt), CompletionTokens: tokens(done)}
	u.TotalTokens = u.PromptTokens + u.CompletionTokens
	return u
}

func tokens(bytes int) int {
	return max(1, (bytes+3)/4)
}

// split cuts s into at most n non-empty pieces on rune boundaries, so
// multi-byte characters never straddle two chunks (OpenAI never splits one).
func split(s string, n int) []string {
	if s == "" {
		return nil
	}
	size := max(1, (len(s)+n-1)/n)
	var out []string
	for len(s) > 0 {
		end := min(size, len(s))
		for end < len(s) && !utf8.RuneStart(s[end]) {
			end++
		}
		out = append(out, s[:end])
		s = s[end:]
	}
	return out
}
