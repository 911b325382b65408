package fakellm_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	openai "github.com/sashabaranov/go-openai"

	"claimsline/internal/fakes/fakellm"
)

const model = openai.GPT4oMini

// start runs a fake model for the duration of the test.
func start(t *testing.T, h fakellm.Handler) *fakellm.Server {
	t.Helper()
	s := fakellm.New(h)
	t.Cleanup(s.Close)
	return s
}

// client is go-openai's real client pointed at baseURL.
func client(baseURL string) *openai.Client {
	cfg := openai.DefaultConfig("test-key")
	cfg.BaseURL = baseURL
	return openai.NewClientWithConfig(cfg)
}

func userRequest(text string) openai.ChatCompletionRequest {
	return openai.ChatCompletionRequest{
		Model:    model,
		Messages: []openai.ChatCompletionMessage{{Role: openai.ChatMessageRoleUser, Content: text}},
	}
}

// answer is what the client made of one reply, streamed or not, so both
// transports can be checked with the same expectations.
type answer struct {
	ID      string
	Model   string
	Role    string
	Content string
	Calls   []openai.ToolCall
	Finish  openai.FinishReason
	Chunks  int // content-bearing stream chunks; 0 for JSON
	Usage   *openai.Usage
}

// ask sends req through the real client, streaming if asked, and
// accumulates stream deltas the way a careful caller must.
func ask(ctx context.Context, c *openai.Client, req openai.ChatCompletionRequest, stream bool) (answer, error) {
	if !stream {
		resp, err := c.CreateChatCompletion(ctx, req)
		if err != nil {
			return answer{}, err
		}
		if len(resp.Choices) != 1 {
			return answer{}, fmt.Errorf("got %d choices, want 1", len(resp.Choices))
		}
		ch := resp.Choices[0]
		return answer{
			ID: resp.ID, Model: resp.Model, Role: ch.Message.Role, Content: ch.Message.Content,
			Calls: ch.Message.ToolCalls, Finish: ch.FinishReason, Usage: &resp.Usage,
		}, nil
	}

	req.Stream = true
	st, err := c.CreateChatCompletionStream(ctx, req)
	if err != nil {
		return answer{}, err
	}
	defer st.Close()
	var a answer
	for {
		chunk, err := st.Recv()
		if errors.Is(err, io.EOF) {
			return a, nil
		}
		if err != nil {
			return a, err
		}
		a.ID, a.Model = chunk.ID, chunk.Model
		if chunk.Usage != nil {
			a.Usage = chunk.Usage
		}
		for _, ch := range chunk.Choices {
			if ch.Delta.Role != "" {
				a.Role = ch.Delta.Role
			}
			if ch.Delta.Content != "" {
				a.Content += ch.Delta.Content
				a.Chunks++
			}
			for _, d := range ch.Delta.ToolCalls {
				if d.Index == nil {
					return a, errors.New("tool call delta without index")
				}
				for len(a.Calls) <= *d.Index {
					a.Calls = append(a.Calls, openai.ToolCall{})
				}
				tc := &a.Calls[*d.Index]
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
			}
			if ch.FinishReason != "" {
				a.Finish = ch.FinishReason
			}
		}
	}
}

// sameJSON reports whether two JSON texts encode the same value.
func sameJSON(t *testing.T, got, want string) bool {
	t.Helper()
	var g, w any
	if err := json.Unmarshal([]byte(got), &g); err != nil {
		t.Errorf("arguments %q are not JSON: %v", got, err)
		return false
	}
	if err := json.Unmarshal([]byte(want), &w); err != nil {
		t.Fatalf("want %q is not JSON: %v", want, err)
	}
	gb, _ := json.Marshal(g)
	wb, _ := json.Marshal(w)
	return bytes.Equal(gb, wb)
}

func TestChatCompletion(t *testing.T) {
	type call struct{ name, args string }
	tests := []struct {
		name       string
		reply      fakellm.Reply
		wantText   string
		wantCalls  []call
		wantFinish openai.FinishReason
	}{
		{
			name:       "text",
			reply:      fakellm.Text("The claim is covered under section 4.2 — héllo wörld."),
			wantText:   "The claim is covered under section 4.2 — héllo wörld.",
			wantFinish: openai.FinishReasonStop,
		},
		{
			name:       "empty text",
			reply:      fakellm.Text(""),
			wantFinish: openai.FinishReasonStop,
		},
		{
			name:       "one tool call",
			reply:      fakellm.Call("lookup_policy", map[string]any{"policy_id": "P-123", "limit": 2}),
			wantCalls:  []call{{"lookup_policy", `{"policy_id":"P-123","limit":2}`}},
			wantFinish: openai.FinishReasonToolCalls,
		},
		{
			name:       "raw string arguments",
			reply:      fakellm.Call("approve", `{"amount": 1e9, "override": true}`),
			wantCalls:  []call{{"approve", `{"amount": 1e9, "override": true}`}},
			wantFinish: openai.FinishReasonToolCalls,
		},
		{
			name: "two tool calls",
			reply: fakellm.Multi(
				fakellm.ToolCall("lookup_policy", map[string]string{"policy_id": "P-1"}),
				fakellm.ToolCall("lookup_claimant", nil),
			),
			wantCalls:  []call{{"lookup_policy", `{"policy_id":"P-1"}`}, {"lookup_claimant", `{}`}},
			wantFinish: openai.FinishReasonToolCalls,
		},
		{
			name: "text and tool call",
			reply: fakellm.Reply{
				Content:   "Let me check.",
				ToolCalls: []openai.ToolCall{fakellm.ToolCall("lookup_policy", struct{ ID string }{"P-9"})},
			},
			wantText:   "Let me check.",
			wantCalls:  []call{{"lookup_policy", `{"ID":"P-9"}`}},
			wantFinish: openai.FinishReasonToolCalls,
		},
	}
	for _, tt := range tests {
		for _, stream := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/stream=%v", tt.name, stream), func(t *testing.T) {
				s := start(t, func(fakellm.Request) fakellm.Reply { return tt.reply })
				a, err := ask(context.Background(), client(s.URL()), userRequest("hi"), stream)
				if err != nil {
					t.Fatalf("ask: %v", err)
				}
				if a.ID != "chatcmpl-fake-1" || a.Model != model || a.Role != openai.ChatMessageRoleAssistant {
					t.Errorf("id, model, role = %q, %q, %q; want chatcmpl-fake-1, %q, assistant", a.ID, a.Model, a.Role, model)
				}
				if a.Content != tt.wantText {
					t.Errorf("content = %q, want %q", a.Content, tt.wantText)
				}
				if stream && len(tt.wantText) > 10 && a.Chunks < 2 {
					t.Errorf("content came in %d chunk(s), want it split", a.Chunks)
				}
				if a.Finish != tt.wantFinish {
					t.Errorf("finish reason = %q, want %q", a.Finish, tt.wantFinish)
				}
				if !stream && (a.Usage == nil || a.Usage.TotalTokens <= 0) {
					t.Errorf("usage = %+v, want small positive counts", a.Usage)
				}
				if len(a.Calls) != len(tt.wantCalls) {
					t.Fatalf("got %d tool calls, want %d: %+v", len(a.Calls), len(tt.wantCalls), a.Calls)
				}
				ids := map[string]bool{}
				for i, want := range tt.wantCalls {
					got := a.Calls[i]
					if got.ID == "" || ids[got.ID] {
						t.Errorf("call %d: ID %q is empty or repeated", i, got.ID)
					}
					ids[got.ID] = true
					if got.Type != openai.ToolTypeFunction || got.Function.Name != want.name {
						t.Errorf("call %d: type, name = %q, %q; want function, %q", i, got.Type, got.Function.Name, want.name)
					}
					if !sameJSON(t, got.Function.Arguments, want.args) {
						t.Errorf("call %d: arguments = %s, want %s", i, got.Function.Arguments, want.args)
					}
				}
			})
		}
	}
}

func TestExplicitToolCallIDIsKept(t *testing.T) {
	tc := fakellm.ToolCall("approve", nil)
	tc.ID = "call_chosen"
	s := start(t, func(fakellm.Request) fakellm.Reply { return fakellm.Multi(tc) })
	for _, stream := range []bool{false, true} {
		a, err := ask(context.Background(), client(s.URL()), userRequest("hi"), stream)
		if err != nil {
			t.Fatalf("stream=%v: %v", stream, err)
		}
		if len(a.Calls) != 1 || a.Calls[0].ID != "call_chosen" {
			t.Errorf("stream=%v: calls = %+v, want ID call_chosen", stream, a.Calls)
		}
	}
}

func TestStreamIncludeUsage(t *testing.T) {
	s := start(t, func(fakellm.Request) fakellm.Reply { return fakellm.Text("some words here") })
	req := userRequest("count me")
	req.StreamOptions = &openai.StreamOptions{IncludeUsage: true}
	a, err := ask(context.Background(), client(s.URL()), req, true)
	if err != nil {
		t.Fatalf("ask: %v", err)
	}
	if a.Usage == nil || a.Usage.PromptTokens <= 0 || a.Usage.CompletionTokens <= 0 ||
		a.Usage.TotalTokens != a.Usage.PromptTokens+a.Usage.CompletionTokens {
		t.Errorf("usage = %+v, want consistent positive counts", a.Usage)
	}
}

func TestJSONReplyForStructuredOutput(t *testing.T) {
	type verdict struct {
		Decision string  `json:"decision"`
		Score    float64 `json:"score"`
	}
	s := start(t, func(r fakellm.Request) fakellm.Reply {
		if r.ResponseFormat == nil || r.ResponseFormat.Type != openai.ChatCompletionResponseFormatTypeJSONSchema {
			return fakellm.Reply{Status: http.StatusBadRequest, Content: "expected a json_schema response_format"}
		}
		return fakellm.JSON(verdict{Decision: "deny", Score: 0.25})
	})
	req := userRequest("judge")
	req.ResponseFormat = &openai.ChatCompletionResponseFormat{
		Type: openai.ChatCompletionResponseFormatTypeJSONSchema,
		JSONSchema: &openai.ChatCompletionResponseFormatJSONSchema{
			Name: "verdict", Schema: json.RawMessage(`{"type":"object"}`), Strict: true,
		},
	}
	a, err := ask(context.Background(), client(s.URL()), req, false)
	if err != nil {
		t.Fatalf("ask: %v", err)
	}
	var got verdict
	if err := json.Unmarshal([]byte(a.Content), &got); err != nil {
		t.Fatalf("content %q: %v", a.Content, err)
	}
	if got != (verdict{"deny", 0.25}) {
		t.Errorf("verdict = %+v", got)
	}
}

func TestDelay(t *testing.T) {
	for _, stream := range []bool{false, true} {
		t.Run(fmt.Sprintf("answers after delay/stream=%v", stream), func(t *testing.T) {
			s := start(t, func(fakellm.Request) fakellm.Reply {
				return fakellm.Reply{Content: "late", Delay: 50 * time.Millisecond}
			})
			a, err := ask(context.Background(), client(s.URL()), userRequest("hi"), stream)
			if err != nil || a.Content != "late" || s.Abandoned() != 0 {
				t.Fatalf("ask = %q, %v, abandoned %d; want late", a.Content, err, s.Abandoned())
			}
		})
		t.Run(fmt.Sprintf("client deadline/stream=%v", stream), func(t *testing.T) {
			s := start(t, func(fakellm.Request) fakellm.Reply {
				return fakellm.Reply{Content: "too late", Delay: time.Minute}
			})
			ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
			defer cancel()
			_, err := ask(ctx, client(s.URL()), userRequest("hi"), stream)
			if !errors.Is(err, context.DeadlineExceeded) {
				t.Fatalf("err = %v, want a deadline error", err)
			}
			// The delay held the answer past the client's deadline, and the server noticed the
			// client leave instead of sleeping on.
			waitNoneInFlight(t, s)
			if s.Abandoned() != 1 {
				t.Errorf("abandoned %d, want 1", s.Abandoned())
			}
		})
	}
}

// waitNoneInFlight fails unless every server handler has returned soon:
// the server must notice the client leaving instead of sleeping on.
func waitNoneInFlight(t *testing.T, s *fakellm.Server) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Second)
	for s.InFlight() != 0 {
		if time.Now().After(deadline) {
			t.Fatalf("%d handler(s) still running after the client left", s.InFlight())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func TestHang(t *testing.T) {
	t.Run("client cancels", func(t *testing.T) {
		s := start(t, func(fakellm.Request) fakellm.Reply { return fakellm.Reply{Hang: true} })
		ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
		defer cancel()
		if _, err := ask(ctx, client(s.URL()), userRequest("hi"), false); !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("err = %v, want a deadline error", err)
		}
		waitNoneInFlight(t, s)
	})
	t.Run("server closes", func(t *testing.T) {
		s := fakellm.New(func(fakellm.Request) fakellm.Reply { return fakellm.Reply{Hang: true} })
		errc := make(chan error, 1)
		go func() {
			_, err := ask(context.Background(), client(s.URL()), userRequest("hi"), false)
			errc <- err
		}()
		for s.Calls() == 0 {
			time.Sleep(5 * time.Millisecond)
		}
		s.Close() // returns although a request hangs: else the test never gets past here
		select {
		case err := <-errc:
			if err == nil {
				t.Error("hanging request succeeded after Close, want an error")
			}
		case <-time.After(5 * time.Second):
			t.Fatal("client still waiting after Close")
		}
		if n := s.InFlight(); n != 0 {
			t.Errorf("%d handler(s) still running after Close", n)
		}
	})
}

func TestStatusErrors(t *testing.T) {
	tests := []struct {
		name        string
		reply       fakellm.Reply
		wantStatus  int
		wantMessage string
	}{
		{"bad request", fakellm.Reply{Status: 400, Content: "tool schema rejected"}, 400, "tool schema rejected"},
		{"rate limited", fakellm.Reply{Status: 429, Content: "slow down"}, 429, "slow down"},
		{"server error default message", fakellm.Reply{Status: 500}, 500, "fakellm: scripted HTTP 500"},
		{"down", fakellm.Down(), 503, fakellm.Down().Content},
	}
	for _, tt := range tests {
		for _, stream := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/stream=%v", tt.name, stream), func(t *testing.T) {
				s := start(t, func(fakellm.Request) fakellm.Reply { return tt.reply })
				_, err := ask(context.Background(), client(s.URL()), userRequest("hi"), stream)
				var apiErr *openai.APIError
				if !errors.As(err, &apiErr) {
					t.Fatalf("err = %v (%T), want *openai.APIError", err, err)
				}
				if apiErr.HTTPStatusCode != tt.wantStatus || apiErr.Message != tt.wantMessage || apiErr.Type == "" {
					t.Errorf("APIError = status %d, message %q, type %q; want %d, %q, non-empty",
						apiErr.HTTPStatusCode, apiErr.Message, apiErr.Type, tt.wantStatus, tt.wantMessage)
				}
			})
		}
	}
}

func TestHandlerPanicIs500(t *testing.T) {
	s := start(t, func(fakellm.Request) fakellm.Reply { panic("script bug") })
	_, err := ask(context.Background(), client(s.URL()), userRequest("hi"), false)
	var apiErr *openai.APIError
	if !errors.As(err, &apiErr) || apiErr.HTTPStatusCode != 500 || !strings.Contains(apiErr.Message, "script bug") {
		t.Fatalf("err = %v, want a 500 APIError mentioning the panic", err)
	}
}

func TestGarbage(t *testing.T) {
	for _, stream := range []bool{false, true} {
		t.Run(fmt.Sprintf("stream=%v", stream), func(t *testing.T) {
			s := start(t, func(fakellm.Request) fakellm.Reply { return fakellm.Reply{Garbage: true} })
			a, err := ask(context.Background(), client(s.URL()), userRequest("hi"), stream)
			if err == nil {
				t.Fatalf("got answer %+v, want a decoding error", a)
			}
			var apiErr *openai.APIError
			if errors.As(err, &apiErr) {
				t.Errorf("err = %v, want a client-side decoding error, not an API error", err)
			}
		})
	}
}

func TestSequence(t *testing.T) {
	s := start(t, fakellm.Sequence(
		fakellm.Call("lookup_policy", map[string]string{"id": "P-1"}),
		fakellm.Down(),
		fakellm.Text("final"),
	))
	c := client(s.URL())
	want := []string{"call:lookup_policy", "err:503", "final", "final", "final"}
	for i, w := range want {
		a, err := ask(context.Background(), c, userRequest("hi"), i%2 == 1)
		var got string
		var apiErr *openai.APIError
		switch {
		case errors.As(err, &apiErr):
			got = fmt.Sprintf("err:%d", apiErr.HTTPStatusCode)
		case err != nil:
			t.Fatalf("request %d: %v", i+1, err)
		case len(a.Calls) > 0:
			got = "call:" + a.Calls[0].Function.Name
		default:
			got = a.Content
		}
		if got != w {
			t.Errorf("request %d: got %q, want %q", i+1, got, w)
		}
	}

	if got := fakellm.Sequence()(fakellm.Request{}); got.Content != "" || got.Status != 0 || len(got.ToolCalls) != 0 {
		t.Errorf("empty Sequence replied %+v, want Text(\"\")", got)
	}
}

func TestNilHandlerAndSetHandler(t *testing.T) {
	s := start(t, nil)
	c := client(s.URL())
	a, err := ask(context.Background(), c, userRequest("hi"), false)
	if err != nil || a.Content != "" || a.Finish != openai.FinishReasonStop {
		t.Fatalf("nil handler: %+v, %v; want empty text", a, err)
	}
	s.SetHandler(func(fakellm.Request) fakellm.Reply { return fakellm.Text("changed") })
	if a, err := ask(context.Background(), c, userRequest("hi"), true); err != nil || a.Content != "changed" {
		t.Fatalf("after SetHandler: %q, %v; want changed", a.Content, err)
	}
}

func TestRecording(t *testing.T) {
	s := start(t, func(r fakellm.Request) fakellm.Reply { return fakellm.Text(fmt.Sprint(r.N)) })
	c := client(s.URL())

	tool := openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{
		Name: "lookup_policy", Parameters: json.RawMessage(`{"type":"object"}`),
	}}
	first := userRequest("first")
	first.Tools = []openai.Tool{tool}
	for _, req := range []openai.ChatCompletionRequest{first, userRequest("second")} {
		if _, err := ask(context.Background(), c, req, false); err != nil {
			t.Fatal(err)
		}
	}

	if n := s.Calls(); n != 2 {
		t.Errorf("Calls = %d, want 2", n)
	}
	reqs := s.Requests()
	if len(reqs) != 2 {
		t.Fatalf("got %d requests, want 2", len(reqs))
	}
	for i, want := range []string{"first", "second"} {
		if reqs[i].N != i+1 || reqs[i].Model != model || reqs[i].Messages[0].Content != want {
			t.Errorf("request %d = N %d, model %q, content %q", i, reqs[i].N, reqs[i].Model, reqs[i].Messages[0].Content)
		}
	}
	if len(reqs[0].Tools) != 1 || reqs[0].Tools[0].Function.Name != "lookup_policy" {
		t.Errorf("tools not recorded: %+v", reqs[0].Tools)
	}

	// Returned requests are copies: mutating them leaves the record alone.
	reqs[0].Messages[0].Content = "tampered"
	if got := s.Requests()[0].Messages[0].Content; got != "first" {
		t.Errorf("record changed to %q through a returned copy", got)
	}

	s.Reset()
	if s.Calls() != 0 || len(s.Requests()) != 0 {
		t.Errorf("after Reset: Calls %d, %d requests; want 0, 0", s.Calls(), len(s.Requests()))
	}
	a, err := ask(context.Background(), c, userRequest("again"), false)
	if err != nil || a.Content != "1" || a.ID != "chatcmpl-fake-1" {
		t.Errorf("after Reset: content %q, id %q, err %v; want N to restart at 1", a.Content, a.ID, err)
	}
}

func TestConcurrentRequests(t *testing.T) {
	s := start(t, func(r fakellm.Request) fakellm.Reply {
		return fakellm.Reply{Content: r.Messages[0].Content, Delay: time.Millisecond}
	})
	c := client(s.URL())
	const n = 40
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		wg.Go(func() {
			text := fmt.Sprint("msg ", i)
			a, err := ask(context.Background(), c, userRequest(text), i%2 == 0)
			if err == nil && a.Content != text {
				err = fmt.Errorf("request %q answered %q", text, a.Content)
			}
			errs <- err
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
	if s.Calls() != n {
		t.Errorf("Calls = %d, want %d", s.Calls(), n)
	}
	seen := map[int]bool{}
	for _, r := range s.Requests() {
		seen[r.N] = true
	}
	if len(seen) != n {
		t.Errorf("got %d distinct N, want %d", len(seen), n)
	}
}

func TestEmbeddings(t *testing.T) {
	s := start(t, nil)
	c := client(s.URL())
	texts := []string{"water damage to the kitchen", "Water damage, to the KITCHEN!", "stolen bicycle report"}
	resp, err := c.CreateEmbeddings(context.Background(), openai.EmbeddingRequestStrings{
		Input: texts, Model: openai.SmallEmbedding3,
	})
	if err != nil {
		t.Fatalf("CreateEmbeddings: %v", err)
	}
	if len(resp.Data) != len(texts) || resp.Model != openai.SmallEmbedding3 {
		t.Fatalf("got %d embeddings for model %q, want %d for %q", len(resp.Data), resp.Model, len(texts), openai.SmallEmbedding3)
	}
	for i, e := range resp.Data {
		if e.Index != i || len(e.Embedding) != fakellm.EmbeddingDims {
			t.Errorf("embedding %d: index %d, %d dims", i, e.Index, len(e.Embedding))
		}
		var norm float64
		for _, x := range e.Embedding {
			norm += float64(x) * float64(x)
		}
		if math.Abs(norm-1) > 1e-5 {
			t.Errorf("embedding %d has squared norm %v, want 1", i, norm)
		}
		if want := fakellm.Embed(texts[i], 0); !equalVec(e.Embedding, want) {
			t.Errorf("embedding %d differs from Embed", i)
		}
	}
	same, _ := resp.Data[0].DotProduct(&resp.Data[1])
	other, _ := resp.Data[0].DotProduct(&resp.Data[2])
	if same < 0.99 || other >= same {
		t.Errorf("similarity: same words %v, different words %v; want ~1 and lower", same, other)
	}

	// Base64 encoding and explicit dimensions, as go-openai can request.
	b64, err := c.CreateEmbeddings(context.Background(), openai.EmbeddingRequest{
		Input: "stolen bicycle report", Model: openai.SmallEmbedding3,
		EncodingFormat: openai.EmbeddingEncodingFormatBase64, Dimensions: 16,
	})
	if err != nil {
		t.Fatalf("CreateEmbeddings base64: %v", err)
	}
	if len(b64.Data) != 1 || !equalVec(b64.Data[0].Embedding, fakellm.Embed("stolen bicycle report", 16)) {
		t.Errorf("base64 embedding = %+v, want Embed(text, 16)", b64.Data)
	}

	if _, err := c.CreateEmbeddings(context.Background(), openai.EmbeddingRequestTokens{
		Input: [][]int{{1, 2, 3}, {}}, Model: openai.SmallEmbedding3,
	}); err != nil {
		t.Errorf("CreateEmbeddings tokens: %v", err)
	}

	if s.EmbeddingCalls() != 3 || s.Calls() != 0 {
		t.Errorf("EmbeddingCalls %d, Calls %d; want 3, 0", s.EmbeddingCalls(), s.Calls())
	}
	s.Reset()
	if s.EmbeddingCalls() != 0 {
		t.Errorf("EmbeddingCalls after Reset = %d", s.EmbeddingCalls())
	}
}

func TestEmbedEmptyTextIsUnitVector(t *testing.T) {
	v := fakellm.Embed("  ...  ", 8)
	if len(v) != 8 || v[0] != 1 {
		t.Errorf("Embed of no words = %v, want a fixed unit vector", v)
	}
}

func equalVec(a, b []float32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if math.Abs(float64(a[i]-b[i])) > 1e-6 {
			return false
		}
	}
	return true
}

func TestPathsWithoutV1(t *testing.T) {
	s := start(t, func(fakellm.Request) fakellm.Reply { return fakellm.Text("root") })
	base := strings.TrimSuffix(s.URL(), "/v1")
	c := client(base)
	for _, stream := range []bool{false, true} {
		if a, err := ask(context.Background(), c, userRequest("hi"), stream); err != nil || a.Content != "root" {
			t.Errorf("stream=%v: %q, %v; want root", stream, a.Content, err)
		}
	}
	if _, err := c.CreateEmbeddings(context.Background(), openai.EmbeddingRequest{Input: "x", Model: openai.SmallEmbedding3}); err != nil {
		t.Errorf("embeddings without /v1: %v", err)
	}
	if s.Calls() != 2 || s.EmbeddingCalls() != 1 {
		t.Errorf("Calls %d, EmbeddingCalls %d; want 2, 1", s.Calls(), s.EmbeddingCalls())
	}
}

func TestMalformedRequests(t *testing.T) {
	s := start(t, nil)
	tests := []struct {
		name, method, path, body string
		want                     int
	}{
		{"chat body not JSON", http.MethodPost, "/v1/chat/completions", "{nope", http.StatusBadRequest},
		{"embeddings input wrong shape", http.MethodPost, "/v1/embeddings", `{"input": {"a": 1}}`, http.StatusBadRequest},
		{"unknown route", http.MethodPost, "/v1/completions", `{}`, http.StatusNotFound},
		{"wrong method", http.MethodGet, "/v1/chat/completions", ``, http.StatusNotFound},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			base := strings.TrimSuffix(s.URL(), "/v1")
			req, err := http.NewRequest(tt.method, base+tt.path, strings.NewReader(tt.body))
			if err != nil {
				t.Fatal(err)
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			var body struct {
				Error *openai.APIError `json:"error"`
			}
			if err := json.NewDecoder(resp.Body).Decode(&body); err != nil || body.Error == nil {
				t.Errorf("body is not an OpenAI error envelope: %v", err)
			}
			if resp.StatusCode != tt.want {
				t.Errorf("status = %d, want %d", resp.StatusCode, tt.want)
			}
		})
	}
	if s.Calls() != 0 || s.EmbeddingCalls() != 0 {
		t.Errorf("malformed requests were counted: Calls %d, EmbeddingCalls %d", s.Calls(), s.EmbeddingCalls())
	}
}

func TestPace(t *testing.T) {
	const text = "Your claim is in review. The adjuster calls you soon."
	tests := []struct {
		name       string
		reply      fakellm.Reply
		serverPace bool
		stream     bool
		wantChunks int
	}{
		{"words one at a time", fakellm.Reply{Content: text, FirstToken: time.Millisecond, WordsPerSecond: 1000}, false, true, 10},
		{"server pace", fakellm.Text(text), true, true, 10},
		{"json waits for the whole answer", fakellm.Reply{Content: text, FirstToken: time.Millisecond, WordsPerSecond: 1000}, false, false, 1},
		{"no pace keeps three pieces", fakellm.Text(text), false, true, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := start(t, func(fakellm.Request) fakellm.Reply { return tt.reply })
			if tt.serverPace {
				s.SetPace(time.Millisecond, 1000)
			}
			a, err := ask(context.Background(), client(s.URL()), userRequest("hi"), tt.stream)
			if err != nil || a.Content != text {
				t.Fatalf("ask = %q, %v; want %q", a.Content, err, text)
			}
			if tt.stream && a.Chunks != tt.wantChunks {
				t.Errorf("%d content chunks, want %d", a.Chunks, tt.wantChunks)
			}
			if s.Abandoned() != 0 {
				t.Errorf("Abandoned = %d after a complete answer", s.Abandoned())
			}
		})
	}
}

// TestHold proves a held stream has sent its first words and not its last, and that a
// client leaving mid-stream counts as an abandoned request.
func TestHold(t *testing.T) {
	hold := make(chan struct{})
	s := start(t, func(fakellm.Request) fakellm.Reply {
		return fakellm.Reply{Content: "one two three", WordsPerSecond: 1000, Hold: hold}
	})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	req := userRequest("hi")
	req.Stream = true
	st, err := client(s.URL()).CreateChatCompletionStream(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	got := ""
	for got != "one two " {
		r, err := st.Recv()
		if err != nil {
			t.Fatalf("recv after %q: %v", got, err)
		}
		if len(r.Choices) > 0 {
			got += r.Choices[0].Delta.Content
		}
	}
	cancel()
	st.Close()
	waitNoneInFlight(t, s)
	if s.Abandoned() != 1 {
		t.Errorf("Abandoned = %d, want 1", s.Abandoned())
	}
	close(hold)
}
