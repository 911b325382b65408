// Package vapisim reads claimsline's replies the way Vapi does, strictly.
//
// Vapi speaks only Server-Sent Events and ends the call on a chunk it cannot use, so the
// demo, the load generator and the end-to-end tests all check every reply with the same
// rules: a chat.completion.chunk per frame with one choice, the assistant role first, one id
// throughout, a final chunk that finishes with "stop", then [DONE]. One copy of those rules
// means a stricter check reaches every caller of it at once.
package vapisim

import (
	"encoding/json"
	"fmt"
	"strings"
)

// chunk is one SSE frame as Vapi reads it.
type chunk struct {
	ID      string `json:"id"`
	Object  string `json:"object"`
	Choices []struct {
		Delta struct {
			Role    string `json:"role"`
			Content string `json:"content"`
		} `json:"delta"`
		FinishReason *string `json:"finish_reason"`
	} `json:"choices"`
}

// ParseSSE checks the frame sequence Vapi depends on and returns the reply's id and text.
func ParseSSE(raw []byte) (id, content string, err error) {
	text := string(raw)
	if !strings.HasSuffix(text, "\n\n") {
		return "", "", fmt.Errorf("SSE body does not end with a blank line: %q", truncate(text, 200))
	}
	var frames []string
	for _, f := range strings.Split(strings.TrimSuffix(text, "\n\n"), "\n\n") {
		// A line starting with a colon is an SSE comment (a keep-alive): no event.
		if !strings.HasPrefix(f, ":") {
			frames = append(frames, f)
		}
	}
	if len(frames) < 3 || frames[len(frames)-1] != "data: [DONE]" {
		return "", "", fmt.Errorf("SSE body does not end with data: [DONE] after at least two chunks: %q", truncate(text, 200))
	}
	var b strings.Builder
	for i, f := range frames[:len(frames)-1] {
		data, ok := strings.CutPrefix(f, "data: ")
		if !ok {
			return "", "", fmt.Errorf("SSE frame %d is not a data line: %q", i, truncate(f, 200))
		}
		var c chunk
		if err := json.Unmarshal([]byte(data), &c); err != nil {
			return "", "", fmt.Errorf("SSE frame %d is not JSON: %w", i, err)
		}
		if c.Object != "chat.completion.chunk" || len(c.Choices) != 1 {
			return "", "", fmt.Errorf("SSE frame %d is not a chunk with one choice: %q", i, truncate(f, 200))
		}
		ch := c.Choices[0]
		last := i == len(frames)-2
		switch {
		case i == 0 && ch.Delta.Role != "assistant":
			return "", "", fmt.Errorf("first SSE chunk has no assistant role: %q", truncate(f, 200))
		case last && (ch.FinishReason == nil || *ch.FinishReason != "stop"):
			return "", "", fmt.Errorf("last SSE chunk does not finish with stop: %q", truncate(f, 200))
		case !last && ch.FinishReason != nil:
			return "", "", fmt.Errorf("SSE chunk %d finishes early: %q", i, truncate(f, 200))
		case i > 0 && id != c.ID:
			return "", "", fmt.Errorf("SSE chunk %d has id %q, earlier %q", i, c.ID, id)
		}
		id = c.ID
		b.WriteString(ch.Delta.Content)
	}
	return id, b.String(), nil
}

// ParseJSON checks one chat.completion and returns its id and text.
func ParseJSON(raw []byte) (id, content string, err error) {
	var c struct {
		ID      string `json:"id"`
		Object  string `json:"object"`
		Choices []struct {
			Message struct {
				Role    string `json:"role"`
				Content string `json:"content"`
			} `json:"message"`
			FinishReason string `json:"finish_reason"`
		} `json:"choices"`
	}
	if err := json.Unmarshal(raw, &c); err != nil {
		return "", "", fmt.Errorf("JSON reply does not decode: %w", err)
	}
	if c.Object != "chat.completion" || len(c.Choices) != 1 || c.Choices[0].Message.Role != "assistant" || c.Choices[0].FinishReason != "stop" || c.ID == "" {
		return "", "", fmt.Errorf("JSON reply is not one finished assistant completion: %q", truncate(string(raw), 200))
	}
	return c.ID, c.Choices[0].Message.Content, nil
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}
