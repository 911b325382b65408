// Package fakellm is a scriptable, OpenAI-compatible HTTP server that stands
// in for a real model.
//
// It exists so that code calling a model through go-openai can be tested over
// real HTTP, with the real client and its real decoding and error paths,
// instead of against mocks of our own interfaces, which would only prove that
// the code agrees with itself. Each test scripts the model with a Handler: the
// handler sees every decoded request and returns a Reply, which can be plain
// text, tool calls (including forbidden or surplus ones, for hostile-model
// tests), a delay, a hang, an HTTP error or an unparseable body.
//
// It serves, under both "/v1" and the bare root:
//
//	POST /v1/chat/completions  JSON or Server-Sent Events (when "stream" is true)
//	POST /v1/embeddings        deterministic hashed bag-of-words vectors
//
// The package deliberately does not import "testing": besides tests, it also
// powers the offline demo model in the shipped binary.
package fakellm

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	openai "github.com/sashabaranov/go-openai"
)

// Request is one chat completion request the server received, decoded with
// go-openai's own types so handlers can inspect messages, tools and
// response_format exactly as the client sent them.
type Request struct {
	openai.ChatCompletionRequest
	// N is the 1-based arrival index of this request since the server
	// started or was last Reset; replies use it in their id
	// ("chatcmpl-fake-N").
	N int
}

// Reply is what the fake model answers to one chat completion request.
//
// The fields are applied in this order, so that a single Reply can express
// "slow and then broken": Hang, then Delay, then Status, then Garbage, and
// finally the normal answer made of Content and ToolCalls.
type Reply struct {
	// Content is the assistant text. When Status is an error it is used as
	// the error message instead (a default message is used if empty).
	Content string
	// ToolCalls are returned as the assistant's tool calls, in order. An
	// empty ID is filled in ("call_fake_<N>_<i>") and an empty Type becomes
	// "function", so scripts only need a name and arguments; anything set
	// explicitly is sent verbatim so hostile scripts can send odd values.
	ToolCalls []openai.ToolCall
	// Delay is waited before answering. The wait ends early, without an
	// answer, if the client goes away or the server closes, so a test with
	// a client-side deadline neither waits for it nor leaks a goroutine.
	Delay time.Duration
	// Status, when non-zero and not 200, makes the server answer with that
	// HTTP status and an OpenAI-style {"error":{...}} body, which go-openai
	// surfaces as *openai.APIError. Use 4xx or 5xx values.
	Status int
	// Hang makes the server never answer: the request only ends when the
	// client goes away or the server is closed (the connection is then
	// dropped without a response).
	Hang bool
	// Garbage makes the server answer 200 with a body that is not valid
	// JSON (for a streaming request, an SSE data line that is not JSON).
	Garbage bool

	// FirstToken is how long the model takes to its first token, and
	// WordsPerSecond how fast the content follows, the latency shape of a
	// hosted model. A stream sends its first chunk after FirstToken and then
	// one word at a time; a JSON answer waits for the whole content. Zero
	// values take the server's pace (SetPace), which is none by default.
	FirstToken     time.Duration
	WordsPerSecond float64
	// Hold, when set, pauses a stream before its last content word until
	// the channel is closed, so a test can observe what the code under test
	// did with the first words while the model has provably not finished.
	Hold <-chan struct{}
}

// Handler scripts the fake model: it is called once per chat completion
// request, possibly from many goroutines at once, and returns the reply. It
// should report test failures with t.Error rather than t.Fatal, because it
// does not run on the test's goroutine. A panic is turned into a 500 reply.
type Handler func(Request) Reply

// Server is a running fake OpenAI-compatible endpoint on 127.0.0.1. It is
// safe for concurrent use. Create it with New and stop it with Close.
type Server struct {
	ln   net.Listener
	http *http.Server

	// done is closed by Close so that delayed and hanging requests return
	// at once; without it, a graceful shutdown would wait for them.
	done      chan struct{}
	closeOnce sync.Once

	mu         sync.Mutex
	handler    Handler
	calls      int
	embeddings int
	// bodies keeps the raw JSON of each chat request, not the decoded
	// value, so Requests can hand out deep copies by decoding afresh: a
	// caller mutating a returned slice cannot alter the record.
	bodies [][]byte

	// inFlight counts handlers still running, so Close can wait for them
	// and tests can prove abandoned requests leave no goroutine behind.
	inFlight atomic.Int64
	// abandoned counts chat requests whose client went away before the
	// answer was complete: a cancelled model call, as the server sees it.
	abandoned atomic.Int64

	// firstToken and wordsPerSecond are the default pace (SetPace).
	firstToken     time.Duration
	wordsPerSecond float64
}

// New starts a fake model on a random port of 127.0.0.1 that answers chat
// completions with h (nil answers Text("")). It panics if it cannot listen,
// like net/http/httptest.NewServer, because there is no sensible recovery in
// a test and the constructor stays a one-liner. Call Close when done.
func New(h Handler) *Server {
	// A plain net/http server rather than httptest: Close must release
	// delayed and hanging handlers before waiting for them, which
	// httptest's Close cannot do, and this package also ships in the
	// binary, where a test helper package is out of place.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		panic(fmt.Errorf("fakellm: listen on 127.0.0.1: %w", err))
	}
	s := &Server{ln: ln, handler: h, done: make(chan struct{})}

	mux := http.NewServeMux()
	for _, prefix := range []string{"/v1", ""} {
		mux.HandleFunc("POST "+prefix+"/chat/completions", s.serveChat)
		mux.HandleFunc("POST "+prefix+"/embeddings", s.serveEmbeddings)
	}
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, fmt.Sprintf("fakellm: no route for %s %s", r.Method, r.URL.Path))
	})

	s.http = &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go func() {
		// Serve only returns on Close (http.ErrServerClosed) or a dead
		// listener; either way there is nobody to report to.
		_ = s.http.Serve(ln)
	}()
	return s
}

// URL returns the base URL to put in go-openai's config.BaseURL. It ends in
// "/v1" like OpenAI's; trimming the suffix also works, for clients
// configured without it.
func (s *Server) URL() string {
	return "http://" + s.ln.Addr().String() + "/v1"
}

// SetHandler replaces the script, for tests that change the model's
// behaviour midway. Requests already being handled keep the old handler.
func (s *Server) SetHandler(h Handler) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.handler = h
}

// SetPace gives every reply that sets no pace of its own a time to the first
// token and a speed in words per second, so a load test can give the fake
// the latency of a hosted model (say 300ms and 40 words/s). Zero values
// answer at once, as before.
func (s *Server) SetPace(firstToken time.Duration, wordsPerSecond float64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.firstToken, s.wordsPerSecond = firstToken, wordsPerSecond
}

// Abandoned reports how many chat requests were given up by their client
// before the answer was complete, so tests can prove that a model call was
// cancelled rather than waited out.
func (s *Server) Abandoned() int {
	return int(s.abandoned.Load())
}

// Calls reports how many chat completion requests were received since the
// start or the last Reset, so tests can assert how often the model was
// consulted (e.g. that a retry happened, or that no call was made at all).
// Requests whose body could not be decoded are rejected and not counted.
func (s *Server) Calls() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.calls
}

// EmbeddingCalls reports how many embedding requests were received since the
// start or the last Reset; it is separate from Calls so that tests of chat
// behaviour are not disturbed by retrieval traffic.
func (s *Server) EmbeddingCalls() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.embeddings
}

// Requests returns deep copies of the chat completion requests received
// since the start or the last Reset, in arrival order, so tests can check
// what the code under test actually sent to the model.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	bodies := append([][]byte(nil), s.bodies...)
	s.mu.Unlock()

	out := make([]Request, len(bodies))
	for i, body := range bodies {
		out[i].N = i + 1
		// Cannot fail: the body was decoded successfully on arrival.
		_ = json.Unmarshal(body, &out[i].ChatCompletionRequest)
	}
	return out
}

// Reset clears the counters and recorded requests, so one server can be
// reused across phases of a test; N restarts at 1. It does not rewind a
// Sequence handler (that state belongs to the handler): set a new one.
func (s *Server) Reset() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.calls, s.embeddings, s.bodies = 0, 0, nil
	s.abandoned.Store(0)
}

// Close stops the server: it drops all connections (requests still in
// progress fail), releases delayed and hanging requests, and waits up to 5s
// for running handlers, so no handler goroutine outlives the server unless a
// script itself blocks. It is safe to call more than once.
func (s *Server) Close() {
	s.closeOnce.Do(func() {
		close(s.done)
		// Close, not Shutdown: Shutdown waits 5s for any connection that
		// a client dialled but never used (go-openai's transport does that
		// under concurrency), which would slow every test down.
		_ = s.http.Close() // only reports listener close errors; nothing to do
		// Then wait, boundedly, for handlers: once done is closed and the
		// connections are gone they finish at once, unless a script blocks.
		deadline := time.Now().Add(5 * time.Second)
		for s.inFlight.Load() > 0 && time.Now().Before(deadline) {
			time.Sleep(time.Millisecond)
		}
	})
}

// serveChat answers one chat completion request according to the script.
func (s *Server) serveChat(w http.ResponseWriter, r *http.Request) {
	s.inFlight.Add(1)
	defer s.inFlight.Add(-1)

	// Read the whole body before anything else: net/http only notices a
	// client disconnect (cancelling r.Context) once the body is consumed,
	// and Delay and Hang rely on that.
	body, err := io.ReadAll(r.Body)
	if err != nil {
		writeError(w, http.StatusBadRequest, fmt.Sprintf("fakellm: read request body: %v", err))
		return
	}
	var req Request
	if err := json.Unmarshal(body, &req.ChatCompletionRequest); err != nil {
		writeError(w, http.StatusBadRequest, fmt.Sprintf("fakellm: decode chat completion request: %v", err))
		return
	}

	s.mu.Lock()
	s.calls++
	req.N = s.calls
	s.bodies = append(s.bodies, body)
	h := s.handler
	first, wps := s.firstToken, s.wordsPerSecond
	s.mu.Unlock()

	rep := callHandler(h, req)
	if rep.FirstToken == 0 {
		rep.FirstToken = first
	}
	if rep.WordsPerSecond == 0 {
		rep.WordsPerSecond = wps
	}
	complete := false
	defer func() {
		if !complete && r.Context().Err() != nil {
			s.abandoned.Add(1)
		}
	}()

	if rep.Hang {
		s.wait(r.Context(), nil)
		return
	}
	if !s.sleep(r.Context(), rep.Delay) {
		return
	}
	if rep.Status != 0 && rep.Status != http.StatusOK {
		msg := rep.Content
		if msg == "" {
			msg = fmt.Sprintf("fakellm: scripted HTTP %d", rep.Status)
		}
		writeError(w, rep.Status, msg)
		return
	}
	if rep.Garbage {
		writeGarbage(w, req.Stream)
		return
	}

	rep.ToolCalls = fillToolCalls(rep.ToolCalls, req.N)
	if req.Stream {
		complete = s.writeStream(r.Context(), w, req, rep)
		return
	}
	if !s.sleep(r.Context(), rep.FirstToken+wordsTime(rep)) {
		return
	}
	writeJSON(w, http.StatusOK, completion(req, rep))
	complete = true
}

// sleep waits d (nothing for d <= 0) unless the client goes away or the
// server closes; it reports whether the wait ran out.
func (s *Server) sleep(ctx context.Context, d time.Duration) bool {
	if d <= 0 {
		return true
	}
	timer := time.NewTimer(d)
	defer timer.Stop()
	return s.wait(ctx, timer.C)
}

// wordsTime is how long a reply's content takes at its pace.
func wordsTime(rep Reply) time.Duration {
	if rep.WordsPerSecond <= 0 {
		return 0
	}
	return time.Duration(float64(len(strings.Fields(rep.Content))) / rep.WordsPerSecond * float64(time.Second))
}

// wait blocks until ready fires (returning true), the client goes away, or
// the server closes (both returning false). A nil ready waits for ever. On
// server close the connection is aborted, so the client sees a dropped
// connection rather than an empty 200 it might misread as an answer.
func (s *Server) wait(ctx context.Context, ready <-chan time.Time) bool {
	select {
	case <-ready:
		return true
	case <-ctx.Done():
		return false
	case <-s.done:
		panic(http.ErrAbortHandler)
	}
}

// callHandler runs the script, turning a nil handler into an empty answer
// and a panic into a 500, so a broken script shows up as a model error in
// the test instead of a silently dropped connection.
func callHandler(h Handler, req Request) (rep Reply) {
	if h == nil {
		return Text("")
	}
	defer func() {
		if p := recover(); p != nil {
			rep = Reply{Status: http.StatusInternalServerError, Content: fmt.Sprintf("fakellm: handler panicked: %v", p)}
		}
	}()
	return h(req)
}

// fillToolCalls copies calls (the handler's slice is left untouched) and
// fills in missing IDs and types, as a real model always sends both.
func fillToolCalls(calls []openai.ToolCall, n int) []openai.ToolCall {
	if len(calls) == 0 {
		return nil
	}
	out := make([]openai.ToolCall, len(calls))
	for i, c := range calls {
		if c.ID == "" {
			c.ID = fmt.Sprintf("call_fake_%d_%d", n, i)
		}
		if c.Type == "" {
			c.Type = openai.ToolTypeFunction
		}
		c.Index = nil // only meaningful in stream chunks, set there
		out[i] = c
	}
	return out
}
