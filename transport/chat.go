// Package transport is the HTTP face of the service: the OpenAI-compatible chat route Vapi
// uses as its model, Vapi's webhook, and the health and metrics routes.
//
// It parses and checks input, hands a turn to the pipeline and writes the reply in the form
// asked for. It holds no call state and makes no decisions about a call.
package transport

import (
	"bytes"
	"context"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/gin-gonic/gin"

	"claimsline/internal/metrics"
	"claimsline/internal/record"
	"claimsline/internal/turn"
)

// MaxBody is the largest request body accepted. A real Vapi turn is a few kilobytes even on
// a long call.
const MaxBody = 1 << 20

// maxUtterance bounds one utterance; nobody says more than this in one breath.
const maxUtterance = 4000

// Turns runs chat turns.
type Turns interface {
	Handle(ctx context.Context, req turn.Request) turn.Reply
}

// Recorder writes the durable call record from Vapi's end-of-call report.
type Recorder interface {
	RecordCall(ctx context.Context, r record.Report) error
}

// Server holds the routes' dependencies.
type Server struct {
	Turns    Turns
	Recorder Recorder
	// ChatAPIKey, when set, must be presented on the chat route.
	ChatAPIKey string
	// VapiSecret authenticates the webhook; empty refuses every webhook.
	VapiSecret string
	// Ready reports whether the service's dependencies are reachable.
	Ready func(ctx context.Context) error
	// Model names the model answering, shown by /readyz; when no model is configured it is
	// the loud note saying the offline stand-in answers.
	Model   string
	Metrics *metrics.Metrics
	Log     *slog.Logger
}

// Handler returns the service's routes. It leaves Gin's process-wide mode alone: that is the
// program's choice (cmd/claimsline sets release mode), not a constructor's.
func (s *Server) Handler() http.Handler {
	r := gin.New()
	r.Use(gin.CustomRecovery(func(c *gin.Context, err any) {
		s.Log.Error("panic in handler", "path", c.Request.URL.Path, "err", err)
		openAIError(c, http.StatusInternalServerError, "server_error", "internal error")
	}))
	r.POST("/chat/completions", s.chat)
	r.POST("/v1/chat/completions", s.chat)
	r.POST("/webhook", s.webhook)
	r.GET("/healthz", func(c *gin.Context) { c.JSON(http.StatusOK, gin.H{"status": "ok"}) })
	r.GET("/readyz", s.ready)
	r.GET("/metrics", gin.WrapH(s.Metrics.Handler()))
	r.NoRoute(func(c *gin.Context) { openAIError(c, http.StatusNotFound, "invalid_request_error", "no such route") })
	return r
}

func (s *Server) ready(c *gin.Context) {
	ctx, cancel := context.WithTimeout(c.Request.Context(), 2*time.Second)
	defer cancel()
	if err := s.Ready(ctx); err != nil {
		c.JSON(http.StatusServiceUnavailable, gin.H{"status": "unavailable", "error": err.Error(), "model": s.Model})
		return
	}
	c.JSON(http.StatusOK, gin.H{"status": "ready", "model": s.Model})
}

// chatRequest is the part of Vapi's body the service reads: an OpenAI chat request plus
// Vapi's call, customer and metadata objects.
type chatRequest struct {
	Model    string        `json:"model"`
	Stream   bool          `json:"stream"`
	Messages []chatMessage `json:"messages"`
	Call     *struct {
		ID       string    `json:"id"`
		CallID   string    `json:"callId"`
		Customer *customer `json:"customer"`
		Monitor  *struct {
			ControlURL string `json:"controlUrl"`
		} `json:"monitor"`
	} `json:"call"`
	Customer *customer `json:"customer"`
}

type customer struct {
	Number string `json:"number"`
}

type chatMessage struct {
	Role    string          `json:"role"`
	Content json.RawMessage `json:"content"`
}

// knownRole reports whether role is one an OpenAI chat request may carry.
func knownRole(role string) bool {
	switch role {
	case "system", "developer", "user", "assistant", "tool", "function":
		return true
	}
	return false
}

func (s *Server) chat(c *gin.Context) {
	if s.ChatAPIKey != "" && !presented(c.GetHeader("Authorization"), s.ChatAPIKey) {
		openAIError(c, http.StatusUnauthorized, "invalid_request_error", "missing or wrong API key")
		return
	}
	var body chatRequest
	if err := decode(c, &body); err != nil {
		s.refused(c, statusOf(err), err.Error())
		return
	}
	req, err := body.turn()
	if err != nil {
		s.refused(c, http.StatusBadRequest, err.Error())
		return
	}
	model := body.Model
	if model == "" {
		model = "claimsline"
	}
	if body.Stream {
		out := newStream(c, model)
		req.Out = out.say
		out.finish(s.Turns.Handle(c.Request.Context(), req))
		return
	}
	writeJSON(c, s.Turns.Handle(c.Request.Context(), req), model)
}

// turn validates the body and reduces it to a turn request. Vapi's copy of the history is
// not trusted; only the trailing user message is read.
func (b *chatRequest) turn() (turn.Request, error) {
	var req turn.Request
	if b.Call != nil {
		req.CallID = callID(b.Call.ID, b.Call.CallID)
		if b.Call.Monitor != nil {
			req.ControlURL = b.Call.Monitor.ControlURL
		}
		if b.Call.Customer != nil {
			req.CallerNumber = b.Call.Customer.Number
		}
	}
	if req.CallID == "" {
		return req, errors.New("request has no call.id")
	}
	if len(req.CallID) > 200 || strings.ContainsAny(req.CallID, "{}\x00\r\n") {
		return req, errors.New("call.id is not a valid call id")
	}
	if b.Customer != nil && b.Customer.Number != "" {
		req.CallerNumber = b.Customer.Number
	}
	for _, m := range b.Messages {
		if !knownRole(m.Role) {
			return req, fmt.Errorf("unknown message role %q", m.Role)
		}
	}
	if n := len(b.Messages); n == 0 || b.Messages[n-1].Role != "user" {
		req.Opening = true
		return req, nil
	}
	text, err := content(b.Messages[len(b.Messages)-1].Content)
	if err != nil {
		return req, err
	}
	req.Utterance = text
	return req, nil
}

// callID reads a call's id from Vapi's current field, or from the older callId.
func callID(id, older string) string {
	if id = strings.TrimSpace(id); id != "" {
		return id
	}
	return strings.TrimSpace(older)
}

// content reads a message's content, a string or OpenAI's array of text parts, and refuses
// what no speech transcriber produces.
func content(raw json.RawMessage) (string, error) {
	var text string
	if len(raw) == 0 || string(raw) == "null" {
		return "", nil
	}
	if err := json.Unmarshal(raw, &text); err != nil {
		var parts []struct {
			Type string `json:"type"`
			Text string `json:"text"`
		}
		if err := json.Unmarshal(raw, &parts); err != nil {
			return "", errors.New("message content must be a string or an array of text parts")
		}
		var b strings.Builder
		for _, p := range parts {
			if p.Type == "text" {
				b.WriteString(p.Text)
				b.WriteByte(' ')
			}
		}
		text = b.String()
	}
	if !utf8.ValidString(text) || strings.ContainsFunc(text, func(r rune) bool {
		return r == utf8.RuneError || r < 0x20 && r != '\n' && r != '\t' && r != '\r' || r == 0x7f
	}) {
		return "", errors.New("utterance contains binary data")
	}
	text = strings.Join(strings.Fields(text), " ")
	if len(text) > maxUtterance {
		return "", fmt.Errorf("utterance longer than %d bytes", maxUtterance)
	}
	return text, nil
}

// requestError is a request refused before it reached the service: the HTTP status to
// answer with and what to tell the client.
type requestError struct {
	status int
	msg    string
}

func (e *requestError) Error() string { return e.msg }

// decode reads a JSON body of at most MaxBody bytes. Its errors are *requestError.
func decode(c *gin.Context, into any) error {
	raw, err := readBody(c)
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		return &requestError{http.StatusRequestEntityTooLarge, fmt.Sprintf("body larger than %d bytes", MaxBody)}
	case err != nil:
		return &requestError{http.StatusBadRequest, "could not read body"}
	}
	// One JSON value and nothing after it but space is what json.Unmarshal takes, in one pass
	// over the bytes already read. Anything else is read again by a decoder, so a refused body
	// is told exactly why, as before.
	if json.Unmarshal(raw, into) == nil {
		return nil
	}
	return decodeStream(raw, into)
}

// decodeStream decodes a body with a json.Decoder, which tells apart a body that is not JSON
// from one with data after its object.
func decodeStream(raw []byte, into any) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if err := dec.Decode(into); err != nil {
		return &requestError{http.StatusBadRequest, "body is not valid JSON for this route: " + err.Error()}
	}
	if dec.More() {
		return &requestError{http.StatusBadRequest, "body has trailing data after the JSON object"}
	}
	return nil
}

// readBody reads the request body, at most MaxBody bytes, into one buffer sized from its
// Content-Length when the client sent one (Vapi does), rather than one grown by doubling.
func readBody(c *gin.Context) ([]byte, error) {
	body := http.MaxBytesReader(c.Writer, c.Request.Body, MaxBody)
	n := c.Request.ContentLength
	if n <= 0 || n > MaxBody {
		return io.ReadAll(body)
	}
	// One byte more than announced, so the read that reports the end needs no more room.
	buf := make([]byte, 0, n+1)
	for {
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
		m, err := body.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+m]
		switch {
		case errors.Is(err, io.EOF):
			return buf, nil
		case err != nil:
			return buf, err
		}
	}
}

// statusOf is the HTTP status for a request decode refused (400 for anything else).
func statusOf(err error) int {
	var re *requestError
	if errors.As(err, &re) {
		return re.status
	}
	return http.StatusBadRequest
}

// presented reports whether an Authorization header carries key, as "Bearer KEY" or bare
// "KEY" (Vapi's custom-LLM credential has been seen both ways). Constant-time compare.
func presented(header, key string) bool {
	header = strings.TrimSpace(header)
	if len(header) > 7 && strings.EqualFold(header[:7], "bearer ") {
		header = strings.TrimSpace(header[7:])
	}
	return subtle.ConstantTimeCompare([]byte(header), []byte(key)) == 1
}

// refused answers a request the route cannot take and logs why at debug level. The message
// may quote the caller's input; the service's logger masks it like every other line.
func (s *Server) refused(c *gin.Context, status int, msg string) {
	s.Log.Debug("request refused", "path", c.Request.URL.Path, "status", status, "err", msg)
	openAIError(c, status, "invalid_request_error", msg)
}

func openAIError(c *gin.Context, status int, kind, msg string) {
	c.AbortWithStatusJSON(status, gin.H{"error": gin.H{"message": msg, "type": kind, "code": status}})
}
