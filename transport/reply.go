package transport

import (
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"claimsline/internal/jsonx"
	"claimsline/internal/turn"
)

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
	// buf is reused for each chunk's bytes.
	buf []byte
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
	err := s.write("", sentence, false)
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
		s.write("", rest, false)
	}
	s.write("", "", true)
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
	s.write("assistant", "", false)
}

// write sends one chunk: a delta with the role or content given (each left out when empty),
// or, when stop is set, the chunk that finishes with "stop". An error means the client is
// gone (nobody is left to tell at the end of a reply; mid-reply, the turn stops on it).
func (s *stream) write(role, content string, stop bool) error {
	s.buf = appendChunk(append(s.buf[:0], "data: "...), s.id, s.model, s.created, role, content, stop)
	s.buf = append(s.buf, '\n', '\n')
	_, err := s.c.Writer.Write(s.buf)
	if err != nil {
		return fmt.Errorf("transport: stream to the caller: %w", err)
	}
	return nil
}

// appendChunk appends one chat.completion.chunk exactly as json.Marshal writes it (the test
// holds it to that): {"id","object","created","model","choices":[{"index":0,"delta":{"role"?,
// "content"?},"finish_reason":null or "stop"}]}. By hand, because it is written for every
// sentence of every reply and reflection was most of its cost.
func appendChunk(dst []byte, id, model string, created int64, role, content string, stop bool) []byte {
	o := jsonx.Open(dst)
	o.String("id", id)
	o.String("object", "chat.completion.chunk")
	o.Int("created", created)
	o.String("model", model)
	o.Key("choices")
	choice := jsonx.Open(append(o.Buf, '['))
	choice.Int("index", 0)
	choice.Key("delta")
	delta := jsonx.Open(choice.Buf)
	if role != "" {
		delta.String("role", role)
	}
	if content != "" {
		delta.String("content", content)
	}
	choice.Buf = delta.Close()
	choice.Key("finish_reason")
	if stop {
		choice.Buf = append(choice.Buf, `"stop"`...)
	} else {
		choice.Buf = append(choice.Buf, "null"...)
	}
	o.Buf = append(choice.Close(), ']')
	return o.Close()
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
