package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"claimsline/internal/fakes/vapisim"
	"claimsline/prompts"
)

// step is one thing the caller says, and what the reply must (or must not) be.
type step struct {
	kind      string
	utterance string // empty: the opening request, no user message
	want      string // exact reply expected, when known
	endsCall  bool
}

// script is the call each worker plays: verification that needs no model, then questions
// that go through the claim agent's tool loop and the FAQ's forced search, then goodbye.
func script(turns int) []step {
	s := []step{
		{kind: "open", want: prompts.Greeting},
		{kind: "phone", utterance: "four one five, five five five, one oh oh nine", want: prompts.AskDOB},
		{kind: "dob", utterance: "March 14th, 1985"},
	}
	questions := []step{
		{kind: "claim", utterance: "what's the status of my claim"},
		{kind: "faq", utterance: "how does my deductible work"},
	}
	for i := 0; len(s) < turns-1; i++ {
		s = append(s, questions[i%len(questions)])
	}
	if len(s) > turns-1 {
		s = s[:turns-1]
	}
	return append(s, step{kind: "bye", utterance: "that's all, bye", endsCall: true})
}

// failureLines are scripted lines the service says when something went wrong; on the happy
// path a load test follows, each one is a failure hidden inside an HTTP 200.
var failureLines = map[string]string{
	prompts.Busy:              "busy",
	prompts.ModelFallback:     "model_fallback",
	prompts.AuthFallbackPhone: "auth_fallback",
	prompts.AuthFallbackDOB:   "auth_fallback",
	prompts.ClaimFallback:     "claim_fallback",
	prompts.FAQFallback:       "faq_fallback",
	prompts.LookupUnavailable: "lookup_unavailable",
}

// sample is one measured request: latency to the whole reply, and to its first content
// chunk (what the caller waits for before hearing anything; over JSON, the whole reply).
type sample struct {
	kind    string
	latency time.Duration
	first   time.Duration
}

// tally gathers one worker's results; workers merge theirs at the end, so the hot path takes
// no lock.
type tally struct {
	samples    []sample
	all        int // every request answered, warm-up included
	errors     map[string]int
	examples   []string
	superseded int
	non2xx     int
}

func (t *tally) fail(class, detail string, verbose bool) {
	if t.errors == nil {
		t.errors = map[string]int{}
	}
	t.errors[class]++
	if verbose || len(t.examples) < 3 {
		t.examples = append(t.examples, class+": "+detail)
	}
}

// results is the whole run.
type results struct {
	tally
	elapsed   time.Duration
	calls     int64
	cpuTicks  int64
	clkTck    int64
	rss, hwm  string
	rssPeak   int64
	redis     *monitorCount
	stoppedAt time.Time
	// counters are the server's own Prometheus counters that moved during the run, which
	// show failures a caller cannot see, such as dropped audit snapshots.
	counters map[string]float64
}

func run(ctx context.Context, o options) (*results, error) {
	client := &http.Client{
		Transport: &http.Transport{
			Proxy:               nil,
			DialContext:         (&net.Dialer{Timeout: 5 * time.Second}).DialContext,
			MaxIdleConns:        o.calls * 2,
			MaxIdleConnsPerHost: o.calls * 2,
			IdleConnTimeout:     time.Minute,
		},
	}
	target := strings.TrimRight(o.url, "/") + "/chat/completions"
	if err := probe(ctx, client, o.url); err != nil {
		return nil, err
	}

	var mon *monitor
	if o.redisMonitor != "" {
		var err error
		if mon, err = startMonitor(ctx, o.redisMonitor); err != nil {
			return nil, err
		}
	}
	countersBefore, _ := scrapeCounters(ctx, client, o.url)
	cpuBefore, _ := cpuTicks(o.serverPID)
	var peak atomic.Int64
	sampleDone := make(chan struct{})
	sctx, stopSampling := context.WithCancel(ctx)
	go func() {
		defer close(sampleDone)
		samplePeakRSS(sctx, o.serverPID, &peak)
	}()

	start := time.Now()
	counting := start.Add(o.warmup)
	var end time.Time
	if o.duration > 0 {
		end = start.Add(o.duration)
		counting = start.Add(min(o.warmup, o.duration/2))
	}
	var calls atomic.Int64
	tallies := make([]tally, o.calls)
	var wg sync.WaitGroup
	for w := range o.calls {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				calls.Add(1)
				playCall(ctx, client, target, o, counting, end, &tallies[w])
				if end.IsZero() || time.Now().After(end) || ctx.Err() != nil {
					return
				}
			}
		}()
	}
	wg.Wait()
	stopped := time.Now()
	stopSampling()
	<-sampleDone

	res := &results{calls: calls.Load(), stoppedAt: stopped, clkTck: 100}
	if o.duration > 0 || o.warmup > 0 {
		res.elapsed = stopped.Sub(counting)
	}
	if res.elapsed <= 0 {
		res.elapsed = stopped.Sub(start)
	}
	for _, t := range tallies {
		res.samples = append(res.samples, t.samples...)
		res.all += t.all
		res.superseded += t.superseded
		res.non2xx += t.non2xx
		res.examples = append(res.examples, t.examples...)
		for k, v := range t.errors {
			if res.errors == nil {
				res.errors = map[string]int{}
			}
			res.errors[k] += v
		}
	}
	if o.serverPID > 0 {
		if after, err := cpuTicks(o.serverPID); err == nil {
			res.cpuTicks = after - cpuBefore
		}
		res.rss, res.hwm = memory(o.serverPID)
		res.rssPeak = peak.Load()
	}
	if mon != nil {
		res.redis = mon.stop()
	}
	if after, err := scrapeCounters(ctx, client, o.url); err == nil && countersBefore != nil {
		res.counters = map[string]float64{}
		for k, v := range after {
			if d := v - countersBefore[k]; d != 0 {
				res.counters[k] = d
			}
		}
	}
	return res, nil
}

// probe fails fast, with a clear message, when nothing listens at the target.
func probe(ctx context.Context, client *http.Client, base string) error {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, strings.TrimRight(base, "/")+"/healthz", nil)
	if err != nil {
		return fmt.Errorf("probe %s: %w", base, err)
	}
	resp, err := client.Do(req)
	if err != nil {
		return fmt.Errorf("server not reachable at %s: %w", base, err)
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	_ = resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("server at %s: /healthz answered %d", base, resp.StatusCode)
	}
	return nil
}

// message is one entry of the chat history Vapi sends.
type message struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

// playCall plays one call from greeting to goodbye (or until the run ends), turns in order.
func playCall(ctx context.Context, client *http.Client, target string, o options, counting, end time.Time, t *tally) {
	callID := newCallID()
	history := []message{{Role: "system", Content: "You are the claims line's voice assistant."}}
	for _, st := range script(o.turnsPerCall) {
		if ctx.Err() != nil || (!end.IsZero() && time.Now().After(end)) {
			return
		}
		if st.utterance != "" {
			history = append(history, message{Role: "user", Content: st.utterance})
		}
		began := time.Now()
		content, first, err := turn(ctx, client, target, callID, history, o)
		took := time.Since(began)
		if ctx.Err() != nil {
			return // interrupted by the operator, not a failure of the server
		}
		t.all++
		counted := began.After(counting)
		if counted {
			t.samples = append(t.samples, sample{kind: st.kind, latency: took, first: first.Sub(began)})
		}
		var se *statusError
		switch {
		case errors.As(err, &se):
			t.non2xx++
			t.fail(fmt.Sprintf("http_%d", se.status), callID+" "+st.kind+": "+se.body, o.verbose)
			return // the call's state is unknown; start a new one
		case errors.Is(err, errSuperseded):
			t.superseded++
			t.fail("superseded", callID+" "+st.kind, o.verbose)
			return
		case err != nil:
			t.fail("malformed_or_transport", callID+" "+st.kind+": "+err.Error(), o.verbose)
			return
		}
		if class, bad := failureLines[content]; bad {
			t.fail(class, callID+" "+st.kind, o.verbose)
			return
		}
		if st.want != "" && content != st.want {
			t.fail("unexpected_"+st.kind, fmt.Sprintf("%s: %q", callID, content), o.verbose)
			return
		}
		if st.endsCall != prompts.EndsCall(content) {
			t.fail("unexpected_"+st.kind, fmt.Sprintf("%s: ends call %v: %q", callID, !st.endsCall, content), o.verbose)
			return
		}
		history = append(history, message{Role: "assistant", Content: content})
		if o.think > 0 {
			select {
			case <-ctx.Done():
				return
			case <-time.After(o.think):
			}
		}
	}
}

var errSuperseded = errors.New("reply is superseded")

// statusError is a reply whose HTTP status is not 2xx.
type statusError struct {
	status int
	body   string
}

func (e *statusError) Error() string { return fmt.Sprintf("HTTP %d: %s", e.status, e.body) }

// turn posts one request and returns the reply's content after checking its wire shape, and
// when its first content chunk arrived.
func turn(ctx context.Context, client *http.Client, target, callID string, history []message, o options) (string, time.Time, error) {
	var first time.Time
	content, err := post(ctx, client, target, callID, history, o, &first)
	return content, first, err
}

// post does the work of turn.
func post(ctx context.Context, client *http.Client, target, callID string, history []message, o options, first *time.Time) (string, error) {
	body, err := json.Marshal(map[string]any{
		"model":    "gpt-4o",
		"stream":   o.stream,
		"messages": history,
		"call":     map[string]any{"id": callID, "customer": map[string]any{"number": "+15555550100"}},
	})
	if err != nil {
		return "", fmt.Errorf("encode request: %w", err)
	}
	ctx, cancel := context.WithTimeout(ctx, o.timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, target, bytes.NewReader(body))
	if err != nil {
		return "", fmt.Errorf("build request: %w", err)
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := client.Do(req)
	if err != nil {
		return "", fmt.Errorf("post: %w", err)
	}
	defer resp.Body.Close()
	raw, err := readTimed(resp.Body, o.stream, first)
	if err != nil {
		return "", fmt.Errorf("read reply: %w", err)
	}
	if resp.StatusCode/100 != 2 {
		return "", &statusError{status: resp.StatusCode, body: truncate(string(raw), 200)}
	}
	var id, content string
	if o.stream {
		if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/event-stream") {
			return "", fmt.Errorf("stream reply has Content-Type %q", ct)
		}
		id, content, err = vapisim.ParseSSE(raw)
	} else {
		id, content, err = vapisim.ParseJSON(raw)
	}
	if err != nil {
		return "", err
	}
	if strings.HasSuffix(id, "-superseded") {
		if content != "" {
			return "", fmt.Errorf("superseded reply %s carries content %q", id, content)
		}
		return "", errSuperseded
	}
	if content == "" {
		return "", fmt.Errorf("reply %s is empty: the caller would hear silence", id)
	}
	return content, nil
}

// contentChunk marks an SSE chunk that carries content (the role chunk carries none).
var contentChunk = []byte(`"delta":{"content":`)

// readTimed reads a whole reply, noting when the first content arrived: for a stream, the
// first chunk with content; for JSON, the end of the reply.
func readTimed(body io.Reader, stream bool, first *time.Time) ([]byte, error) {
	if !stream {
		raw, err := io.ReadAll(body)
		*first = time.Now()
		return raw, err
	}
	var raw []byte
	buf := make([]byte, 4096)
	for {
		n, err := body.Read(buf)
		raw = append(raw, buf[:n]...)
		if first.IsZero() && n > 0 && bytes.Contains(raw, contentChunk) {
			*first = time.Now()
		}
		if errors.Is(err, io.EOF) {
			if first.IsZero() {
				*first = time.Now()
			}
			return raw, nil
		}
		if err != nil {
			return raw, err
		}
	}
}

func newCallID() string {
	var b [8]byte
	_, _ = rand.Read(b[:]) // crypto/rand does not fail on Linux
	return "load-" + hex.EncodeToString(b[:])
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
