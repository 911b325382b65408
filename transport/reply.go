package transport

import (
	"encoding/json"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"claimsline/internal/turn"
)

type chunkDelta struct {
	Role    string `json:"role,omitempty"`
	Content string `json:"content,omitempty"`
}

type chunkChoice struct {
	Index        int        `json:"index"`
	Delta        chunkDelta `json:"delta"`
	FinishReason *string    `json:"finish_reason"`
}

type chunk struct {
	ID      string        `json:"id"`
	Object  string        `json:"object"`
	Created int64         `json:"created"`
	Model   string        `json:"model"`
	Choices []chunkChoice `json:"choices"`
}

// writeStream answers as Server-Sent Events, the only form Vapi speaks: a first chunk with
// the assistant role, the content, a chunk that finishes with "stop", then [DONE]. Every
// chunk carries a choices array; Vapi ends the call on a chunk without one.
func writeStream(c *gin.Context, r turn.Reply, model string) {
	h := c.Writer.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-cache")
	h.Set("Connection", "keep-alive")
	h.Set("X-Accel-Buffering", "no")
	c.Status(http.StatusOK)
	created := time.Now().Unix()
	stop := "stop"
	deltas := []chunkChoice{{Delta: chunkDelta{Role: "assistant"}}}
	if r.Content != "" {
		deltas = append(deltas, chunkChoice{Delta: chunkDelta{Content: r.Content}})
	}
	deltas = append(deltas, chunkChoice{FinishReason: &stop})
	w := c.Writer
	for _, d := range deltas {
		raw, _ := json.Marshal(chunk{ID: r.ID, Object: "chat.completion.chunk", Created: created, Model: model, Choices: []chunkChoice{d}})
		_, _ = w.WriteString("data: ")
		_, _ = w.Write(raw)
		_, _ = w.WriteString("\n\n")
	}
	_, _ = w.WriteString("data: [DONE]\n\n")
	w.Flush()
}

type completionMessage struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

type completionChoice struct {
	Index        int               `json:"index"`
	Message      completionMessage `json:"message"`
	FinishReason string            `json:"finish_reason"`
}

type usage struct {
	PromptTokens     int `json:"prompt_tokens"`
	CompletionTokens int `json:"completion_tokens"`
	TotalTokens      int `json:"total_tokens"`
}

type completion struct {
	ID      string             `json:"id"`
	Object  string             `json:"object"`
	Created int64              `json:"created"`
	Model   string             `json:"model"`
	Choices []completionChoice `json:"choices"`
	Usage   usage              `json:"usage"`
}

// writeJSON answers as one chat.completion, for OpenAI clients and tools.
func writeJSON(c *gin.Context, r turn.Reply, model string) {
	c.JSON(http.StatusOK, completion{
		ID: r.ID, Object: "chat.completion", Created: time.Now().Unix(), Model: model,
		Choices: []completionChoice{{Message: completionMessage{Role: "assistant", Content: r.Content}, FinishReason: "stop"}},
	})
}
