package app_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	dto "github.com/prometheus/client_model/go"

	"claimsline/internal/app"
	"claimsline/internal/config"
	"claimsline/internal/fakes/fakellm"
	"claimsline/internal/fakes/offline"
	"claimsline/internal/fakes/testdb"
	"claimsline/prompts"
)

// benchService is the whole service as serve builds it (real Redis, a private real Postgres
// database, the demo's instant rule-based model over real HTTP, DEBOUNCE=0), driven through
// its HTTP handler without a network in between, so a benchmark measures what the server
// spends on a turn and nothing the client or the kernel does.
type benchService struct {
	b       *testing.B
	app     *app.App
	model   *fakellm.Server
	history map[string][]benchMessage
}

type benchMessage struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

func newBenchService(b *testing.B) *benchService {
	b.Helper()
	model := fakellm.New(offline.Model)
	b.Cleanup(model.Close)
	db := testdb.New(b)
	cfg, err := config.Load(func(k string) string {
		return map[string]string{
			"REDIS_URL":       redisURL(),
			"OPENAI_BASE_URL": model.URL(),
			"OPENAI_API_KEY":  "bench",
			"DEBOUNCE":        "0s",
			"LOG_LEVEL":       "warn",
		}[k]
	})
	if err != nil {
		b.Fatal(err)
	}
	// Warn, as in production load tests: per-turn lines are Info.
	log := slog.New(slog.NewJSONHandler(io.Discard, &slog.HandlerOptions{Level: slog.LevelWarn}))
	a, err := app.New(context.Background(), cfg, log, app.Options{DB: db, SkipMigrate: true})
	if err != nil {
		b.Fatalf("start the service (Redis at %s must be reachable; set REDIS_URL): %v", redisURL(), err)
	}
	b.Cleanup(func() { a.Close(context.Background()) })
	return &benchService{b: b, app: a, model: model, history: map[string][]benchMessage{}}
}

// body builds the request Vapi would send next for the call: its history so far and the
// utterance as the trailing user message (none for the opening-line request).
func (s *benchService) body(callID, utterance string, stream bool) []byte {
	h := s.history[callID]
	if len(h) == 0 {
		h = []benchMessage{{Role: "system", Content: "You are the claims line."}}
	}
	if utterance != "" {
		h = append(h, benchMessage{Role: "user", Content: utterance})
	}
	s.history[callID] = h
	body, err := json.Marshal(map[string]any{
		"model": "gpt-4o", "stream": stream, "messages": h,
		"call": map[string]any{"id": callID, "customer": map[string]any{"number": "+15555550100"}},
	})
	if err != nil {
		s.b.Fatal(err)
	}
	return body
}

// serve runs one request through the handler, as net/http would.
func (s *benchService) serve(body []byte) *httptest.ResponseRecorder {
	req := httptest.NewRequest(http.MethodPost, "/chat/completions", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	s.app.Handler.ServeHTTP(rec, req)
	return rec
}

// check fails the benchmark unless the reply is a 200 with a line a caller should hear, and
// records the line in the call's history.
func (s *benchService) check(callID string, rec *httptest.ResponseRecorder, stream bool) string {
	if rec.Code != http.StatusOK {
		s.b.Fatalf("%s: HTTP %d: %s", callID, rec.Code, rec.Body.String())
	}
	content := benchContent(s.b, rec.Body.String(), stream)
	if content == "" || content == prompts.Busy || content == prompts.ModelFallback {
		s.b.Fatalf("%s: failure line %q", callID, content)
	}
	s.history[callID] = append(s.history[callID], benchMessage{Role: "assistant", Content: content})
	return content
}

// turn sends one untimed request and checks it.
func (s *benchService) turn(callID, utterance string, stream bool) string {
	return s.check(callID, s.serve(s.body(callID, utterance, stream)), stream)
}

// benchContent extracts the reply text; the load generator checks the framing in full.
func benchContent(b *testing.B, body string, stream bool) string {
	if !stream {
		var c struct {
			Choices []struct {
				Message struct{ Content string } `json:"message"`
			} `json:"choices"`
		}
		if err := json.Unmarshal([]byte(body), &c); err != nil || len(c.Choices) != 1 {
			b.Fatalf("JSON reply: %v: %q", err, body)
		}
		return c.Choices[0].Message.Content
	}
	if !strings.HasSuffix(body, "data: [DONE]\n\n") {
		b.Fatalf("SSE reply does not end with [DONE]: %q", body)
	}
	var out strings.Builder
	for _, f := range strings.Split(strings.TrimSuffix(body, "\n\n"), "\n\n") {
		var c struct {
			Choices []struct {
				Delta struct{ Content string } `json:"delta"`
			} `json:"choices"`
		}
		if f == "data: [DONE]" {
			continue
		}
		if err := json.Unmarshal([]byte(strings.TrimPrefix(f, "data: ")), &c); err != nil || len(c.Choices) != 1 {
			b.Fatalf("SSE frame: %v: %q", err, f)
		}
		out.WriteString(c.Choices[0].Delta.Content)
	}
	return out.String()
}

func benchCallID() string {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return "bench-" + hex.EncodeToString(b[:])
}

// dropped reads the service's count of audit snapshots it could not queue or write.
func (s *benchService) dropped() float64 {
	var total float64
	for _, reason := range []string{"queue_full", "insert_failed"} {
		var m dto.Metric
		if err := s.app.Metrics.SnapshotsDropped.WithLabelValues(reason).Write(&m); err != nil {
			s.b.Fatal(err)
		}
		total += m.GetCounter().GetValue()
	}
	return total
}

// BenchmarkTurn measures the server's own cost of one caller turn through the real HTTP
// handler: ns/op is the turn's latency with one call at a time, allocs/op and B/op what it
// allocates (the in-process fake model's allocations are included for turns that call it).
//
//	verify: the date-of-birth turn that completes verification, no model call (Postgres
//	        lookup, 3 Redis round trips, snapshot queued).
//	claims: "what's the status of my claim" after verification: router keyword, claim agent
//	        asks the model, the model calls fetch_claims, the model answers (2 model calls).
//	faq:    "how does my deductible work": forced search_knowledge_base, then the answer.
//	open:   the opening-line request, the cheapest request there is.
//
// Each call is brought to the right state before the timer starts, so one op is exactly one
// turn. dropped/op reports audit snapshots the service had to drop, which should be 0.
func BenchmarkTurn(b *testing.B) {
	s := newBenchService(b)
	setup := map[string][]string{
		"open":   nil,
		"verify": {"", danaPhone},
		"claims": {"", danaPhone, danaDOB},
		"faq":    {"", danaPhone, danaDOB},
	}
	timed := map[string]string{
		"open":   "",
		"verify": danaDOB,
		"claims": "what's the status of my claim",
		"faq":    "how does my deductible work",
	}
	for _, kind := range []string{"open", "verify", "claims", "faq"} {
		for _, stream := range []bool{true, false} {
			name := kind + "/json"
			if stream {
				name = kind + "/sse"
			}
			b.Run(name, func(b *testing.B) {
				s.b = b
				s.model.Reset() // fakellm keeps every request body; keep the heap flat
				ids := make([]string, b.N)
				bodies := make([][]byte, b.N)
				for i := range ids {
					ids[i] = benchCallID()
					for _, u := range setup[kind] {
						s.turn(ids[i], u, stream)
					}
					bodies[i] = s.body(ids[i], timed[kind], stream)
				}
				recs := make([]*httptest.ResponseRecorder, b.N)
				dropped := s.dropped()
				b.ReportAllocs()
				b.ResetTimer()
				for i := range b.N {
					recs[i] = s.serve(bodies[i])
				}
				b.StopTimer()
				for i, rec := range recs {
					s.check(ids[i], rec, stream)
				}
				b.ReportMetric((s.dropped()-dropped)/float64(b.N), "dropped/op")
				s.history = map[string][]benchMessage{}
			})
		}
	}
}

// callScript is the call the load generator plays (cmd/loadgen): the opening line, the phone
// number, the date of birth, a claim question, an FAQ question, goodbye.
var callScript = []string{"", danaPhone, danaDOB, "what's the status of my claim", "how does my deductible work", "that's all, bye"}

// BenchmarkCall measures one whole call of the load generator's script over SSE, one op per
// call (six turns), so its allocs/op and B/op are what the server allocates for the mix of
// turns the load runs measure (the in-process fake model's share included). Run under
// `valgrind --tool=callgrind` with -benchtime Nx at two N, the difference in instructions
// divided by the difference in calls is the server's instructions per call, which other load
// on the machine does not move.
func BenchmarkCall(b *testing.B) {
	s := newBenchService(b)
	s.model.Reset()
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		id := benchCallID()
		for _, u := range callScript {
			s.turn(id, u, true)
		}
		delete(s.history, id)
	}
	b.ReportMetric((s.dropped())/float64(b.N), "dropped/op")
}
