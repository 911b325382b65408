package transport

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
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

// stream answers as Server-Sent Events, the only form Vapi speaks: a first chunk with the
// assistant role, the content, a chunk that finishes with "stop", then [DONE]. Every chunk
// carries a choices array; Vapi ends the call on a chunk without one.
//
// The content goes out in two ways. A streamed model answer is said sentence by sentence
// while the turn runs (say, the pipeline's Request.Out): the headers and the role chunk go
// with the first sentence, each sentence is flushed at once. Whatever the turn's reply holds
// beyond what was said goes at the end (finish), with the closing chunks; a scripted reply
// goes there whole.
type stream struct {
	c       *gin.Context
	model   string
	created int64
	id      string
	// said is the content written so far.
	said string
}

func newStream(c *gin.Context, model string) *stream {
	return &stream{c: c, model: model, created: time.Now().Unix()}
}

// say writes one sentence of the reply with id, opening the stream if it is the first.
func (s *stream) say(id, sentence string) error {
	if s.id == "" {
		s.open(id)
	}
	if s.said != "" {
		sentence = " " + sentence
	}
	err := s.write(chunkChoice{Delta: chunkDelta{Content: sentence}})
	s.said += sentence
	s.c.Writer.Flush()
	if err != nil {
		return err
	}
	return s.c.Request.Context().Err()
}

// finish writes the rest of the reply and closes the stream.
func (s *stream) finish(r turn.Reply) {
	if s.id == "" {
		s.open(r.ID)
	}
	rest := r.Content
	switch {
	case s.said == "":
	case strings.HasPrefix(rest, s.said):
		rest = rest[len(s.said):]
	case rest != "":
		rest = " " + rest
	}
	if rest != "" {
		s.write(chunkChoice{Delta: chunkDelta{Content: rest}})
	}
	stop := "stop"
	s.write(chunkChoice{FinishReason: &stop})
	_, _ = s.c.Writer.WriteString("data: [DONE]\n\n")
	s.c.Writer.Flush()
}

func (s *stream) open(id string) {
	s.id = id
	h := s.c.Writer.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-cache")
	h.Set("Connection", "keep-alive")
	h.Set("X-Accel-Buffering", "no")
	s.c.Status(http.StatusOK)
	s.write(chunkChoice{Delta: chunkDelta{Role: "assistant"}})
}

// write sends one chunk. An error means the client is gone (nobody is left to tell at the
// end of a reply; mid-reply, the turn stops on it).
func (s *stream) write(d chunkChoice) error {
	raw, _ := json.Marshal(chunk{ID: s.id, Object: "chat.completion.chunk", Created: s.created, Model: s.model, Choices: []chunkChoice{d}})
	_, err := s.c.Writer.WriteString("data: " + string(raw) + "\n\n")
	if err != nil {
		return fmt.Errorf("transport: stream to the caller: %w", err)
	}
	return nil
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
