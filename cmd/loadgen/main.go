// Command loadgen drives a running claimsline server the way Vapi does, to measure what the
// service itself costs per turn: throughput, latency, Redis traffic and memory.
//
// Each simulated call is one goroutine whose turns go strictly in order, like a phone call:
// the opening request (no user message), the caller's phone number, date of birth, a claim
// status question, a deductible question (alternating claim and FAQ questions if more turns
// are asked for), then goodbye. The messages history grows as Vapi's does (system prompt,
// then every line said and heard), every call has a unique call.id, and when a call ends a new
// one starts until -duration is up. Every reply is checked for the wire shape Vapi depends on
// (SSE: a role chunk, content, finish_reason "stop", then [DONE]; JSON: one chat.completion),
// and for lines that mean the service failed quietly (fallbacks, "busy", superseded replies,
// which a strictly ordered caller should never get).
//
// The server under test runs as its own process, so its CPU, memory and garbage collector
// are measured apart from the load generator's. Its model must answer instantly and
// cooperatively; loadgen -fake-model serves demo.Offline (the rule-based stand-in the demo
// uses) on a loopback port for that and prints the URL.
//
// To reproduce the numbers in docs/performance.md (Redis and Postgres on loopback):
//
//	go build -o /tmp/claimsline ./cmd/claimsline && go build -o /tmp/loadgen ./cmd/loadgen
//	/tmp/loadgen -fake-model -fake-model-url-file /tmp/fakemodel.url &
//	export REDIS_URL=redis://127.0.0.1:6379/0 OPENAI_API_KEY=x DEBOUNCE=0 LOG_LEVEL=warn \
//	  DATABASE_URL='postgres://postgres@127.0.0.1:5432/claimsline_bench?sslmode=disable' \
//	  OPENAI_BASE_URL=$(cat /tmp/fakemodel.url)
//	createdb -h 127.0.0.1 -U postgres claimsline_bench   # once
//	/tmp/claimsline seed
//	/tmp/claimsline serve & SERVER=$!
//	/tmp/loadgen -calls 1  -duration 20s -stream=true  -server-pid $SERVER   # (a) one call at a time
//	/tmp/loadgen -calls 50 -duration 30s -stream=true  -server-pid $SERVER   # (b) SSE
//	/tmp/loadgen -calls 50 -duration 30s -stream=false -server-pid $SERVER   # (b) JSON
//	/tmp/loadgen -calls 5  -duration 5s -warmup 0 -redis-monitor $REDIS_URL   # (c) Redis round trips
//	/tmp/loadgen -calls 200 -duration 30s -server-pid $SERVER                # (d) memory (restart the server first)
//
// -think adds a pause between a reply and the caller's next turn; without it each call sends
// its next turn the moment it hears the reply, the harshest closed loop. Results, hotspots
// and findings are in docs/performance.md.
//
// It exits with status 1 if any reply was malformed, non-2xx or failed, so it can gate CI.
package main

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/redis/go-redis/v9"

	"claimsline/demo"
	"claimsline/fakellm"
	"claimsline/prompts"
	"claimsline/vapisim"
)

// options are the command's flags.
type options struct {
	url          string
	calls        int
	duration     time.Duration
	warmup       time.Duration
	turnsPerCall int
	stream       bool
	timeout      time.Duration
	think        time.Duration
	serverPID    int
	redisMonitor string
	verbose      bool
}

func main() {
	var o options
	var fakeModel bool
	var fakeModelURLFile string
	flag.StringVar(&o.url, "url", "http://127.0.0.1:8080", "base URL of the server under test (/chat/completions is appended)")
	flag.IntVar(&o.calls, "calls", 50, "concurrent calls")
	flag.DurationVar(&o.duration, "duration", 10*time.Second, "how long to keep starting turns (0: each worker plays one call, then stops)")
	flag.DurationVar(&o.warmup, "warmup", time.Second, "leading period whose turns are not counted")
	flag.IntVar(&o.turnsPerCall, "turns-per-call", 6, "requests per call, the opening included (minimum 2: opening and goodbye)")
	flag.BoolVar(&o.stream, "stream", true, "ask for Server-Sent Events (Vapi's form) instead of one JSON completion")
	flag.DurationVar(&o.timeout, "timeout", 20*time.Second, "per-request timeout (Vapi gives up after about 20s)")
	flag.DurationVar(&o.think, "think", 0, "pause between a reply and the caller's next turn (0: back to back, the harshest closed loop; a real caller takes seconds)")
	flag.IntVar(&o.serverPID, "server-pid", 0, "pid of the server process, to report its CPU time per turn and its memory (VmRSS, VmHWM)")
	flag.StringVar(&o.redisMonitor, "redis-monitor", "", "Redis URL to MONITOR during the run, to count the commands and round trips each turn costs")
	flag.BoolVar(&o.verbose, "v", false, "print every failure, not only the first few")
	flag.BoolVar(&fakeModel, "fake-model", false, "serve an instant, cooperative fake model (demo.Offline) on 127.0.0.1 and block; print its base URL")
	flag.StringVar(&fakeModelURLFile, "fake-model-url-file", "", "with -fake-model, also write the base URL to this file")
	flag.Parse()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if fakeModel {
		if err := serveFakeModel(ctx, fakeModelURLFile); err != nil {
			fmt.Fprintln(os.Stderr, "loadgen:", err)
			os.Exit(1)
		}
		return
	}
	if o.calls < 1 || o.turnsPerCall < 2 {
		fmt.Fprintln(os.Stderr, "loadgen: -calls must be at least 1 and -turns-per-call at least 2")
		os.Exit(2)
	}
	res, err := run(ctx, o)
	if err != nil {
		fmt.Fprintln(os.Stderr, "loadgen:", err)
		os.Exit(1)
	}
	res.print(os.Stdout, o)
	if res.failed() {
		os.Exit(1)
	}
}

// serveFakeModel runs the fake model until ctx ends. It forgets recorded requests every few
// seconds: fakellm keeps every body for tests to inspect, which in a long load run would
// grow without bound and make the fake model, not the server, the thing being measured.
func serveFakeModel(ctx context.Context, urlFile string) error {
	m := fakellm.New(demo.Offline)
	defer m.Close()
	fmt.Println(m.URL())
	if urlFile != "" {
		if err := os.WriteFile(urlFile, []byte(m.URL()+"\n"), 0o644); err != nil {
			return fmt.Errorf("write %s: %w", urlFile, err)
		}
	}
	tick := time.NewTicker(2 * time.Second)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-tick.C:
			m.Reset()
		}
	}
}

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

// sample is one measured request.
type sample struct {
	kind    string
	latency time.Duration
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
		content, err := turn(ctx, client, target, callID, history, o)
		took := time.Since(began)
		if ctx.Err() != nil {
			return // interrupted by the operator, not a failure of the server
		}
		t.all++
		counted := began.After(counting)
		if counted {
			t.samples = append(t.samples, sample{kind: st.kind, latency: took})
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

// turn posts one request and returns the reply's content after checking its wire shape.
func turn(ctx context.Context, client *http.Client, target, callID string, history []message, o options) (string, error) {
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
	raw, err := io.ReadAll(resp.Body)
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

func (r *results) failed() bool {
	return len(r.errors) > 0
}

// print writes the report.
func (r *results) print(w io.Writer, o options) {
	mode := "json"
	if o.stream {
		mode = "sse"
	}
	n := len(r.samples)
	fmt.Fprintf(w, "target %s  mode %s  calls %d  turns/call %d  think %s  duration %s (warm-up %s excluded)\n",
		o.url, mode, o.calls, o.turnsPerCall, o.think, o.duration, o.warmup)
	fmt.Fprintf(w, "requests %d over %.2fs = %.0f turns/s   (calls started %d)\n",
		n, r.elapsed.Seconds(), float64(n)/r.elapsed.Seconds(), r.calls)
	all := make([]time.Duration, 0, n)
	byKind := map[string][]time.Duration{}
	for _, s := range r.samples {
		all = append(all, s.latency)
		byKind[s.kind] = append(byKind[s.kind], s.latency)
	}
	fmt.Fprintf(w, "latency %-6s %s\n", "all", percentiles(all))
	for _, k := range []string{"open", "phone", "dob", "claim", "faq", "bye"} {
		if len(byKind[k]) > 0 {
			fmt.Fprintf(w, "latency %-6s %s\n", k, percentiles(byKind[k]))
		}
	}
	total := 0
	for _, v := range r.errors {
		total += v
	}
	fmt.Fprintf(w, "errors %d  superseded %d  non-2xx %d\n", total, r.superseded, r.non2xx)
	classes := make([]string, 0, len(r.errors))
	for k := range r.errors {
		classes = append(classes, k)
	}
	sort.Strings(classes)
	for _, k := range classes {
		fmt.Fprintf(w, "  %-24s %d\n", k, r.errors[k])
	}
	for _, e := range r.examples {
		fmt.Fprintf(w, "  e.g. %s\n", e)
	}
	if o.serverPID > 0 {
		// The CPU window covers warm-up too, so it is divided by every request made.
		fmt.Fprintf(w, "server pid %d: CPU %.2fs over %d requests = %.0f µs/request  VmRSS %s  VmHWM %s  peak RSS during run %d kB\n",
			o.serverPID, float64(r.cpuTicks)/float64(r.clkTck), r.all, float64(r.cpuTicks)/float64(r.clkTck)*1e6/float64(max(r.all, 1)),
			r.rss, r.hwm, r.rssPeak)
	}
	if r.redis != nil {
		r.redis.print(w, r.all)
	}
	if r.counters != nil {
		names := make([]string, 0, len(r.counters))
		for k := range r.counters {
			names = append(names, k)
		}
		sort.Strings(names)
		fmt.Fprintf(w, "server counters that moved (whole run, warm-up included):\n")
		for _, k := range names {
			fmt.Fprintf(w, "  %-60s %+.0f\n", k, r.counters[k])
		}
	}
}

// scrapeCounters reads the server's Prometheus counters (series ending in _total) from
// /metrics, so the report can show what the server counted, not only what the caller saw.
func scrapeCounters(ctx context.Context, client *http.Client, base string) (map[string]float64, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, strings.TrimRight(base, "/")+"/metrics", nil)
	if err != nil {
		return nil, fmt.Errorf("metrics request: %w", err)
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("scrape metrics: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("scrape metrics: HTTP %d", resp.StatusCode)
	}
	out := map[string]float64{}
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		i := strings.LastIndexByte(line, ' ')
		if i < 0 {
			continue
		}
		name := line[:i]
		base, _, _ := strings.Cut(name, "{")
		if !strings.HasSuffix(base, "_total") || strings.HasPrefix(base, "go_") || strings.HasPrefix(base, "process_") || strings.HasPrefix(base, "promhttp_") {
			continue
		}
		if v, err := strconv.ParseFloat(line[i+1:], 64); err == nil {
			out[name] = v
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read metrics: %w", err)
	}
	return out, nil
}

// percentiles formats p50, p90, p99 and max.
func percentiles(d []time.Duration) string {
	if len(d) == 0 {
		return "(none)"
	}
	sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
	at := func(p float64) time.Duration { return d[min(len(d)-1, int(p*float64(len(d))))] }
	return fmt.Sprintf("n=%-7d p50 %-9s p90 %-9s p99 %-9s max %s", len(d),
		round(at(0.50)), round(at(0.90)), round(at(0.99)), round(d[len(d)-1]))
}

func round(d time.Duration) time.Duration {
	if d > 10*time.Millisecond {
		return d.Round(100 * time.Microsecond)
	}
	return d.Round(time.Microsecond)
}

// cpuTicks reads a process's user+system CPU time in clock ticks from /proc/<pid>/stat.
func cpuTicks(pid int) (int64, error) {
	if pid <= 0 {
		return 0, nil
	}
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, fmt.Errorf("read stat of %d: %w", pid, err)
	}
	// The command name may hold spaces; fields are counted after its closing parenthesis.
	s := string(raw)
	fields := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	if len(fields) < 13 {
		return 0, fmt.Errorf("stat of %d: too few fields", pid)
	}
	utime, err1 := strconv.ParseInt(fields[11], 10, 64)
	stime, err2 := strconv.ParseInt(fields[12], 10, 64)
	if err := errors.Join(err1, err2); err != nil {
		return 0, fmt.Errorf("stat of %d: %w", pid, err)
	}
	return utime + stime, nil
}

// memory returns a process's VmRSS and VmHWM as /proc/<pid>/status prints them.
func memory(pid int) (rss, hwm string) {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return "?", "?"
	}
	for _, line := range strings.Split(string(raw), "\n") {
		if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			rss = strings.TrimSpace(v)
		}
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			hwm = strings.TrimSpace(v)
		}
	}
	return rss, hwm
}

// samplePeakRSS records the largest VmRSS seen during the run, in kB. VmHWM says the same
// for the process's whole life; this one covers only the run.
func samplePeakRSS(ctx context.Context, pid int, peak *atomic.Int64) {
	if pid <= 0 {
		return
	}
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		rss, _ := memory(pid)
		if kb, err := strconv.ParseInt(strings.TrimSuffix(rss, " kB"), 10, 64); err == nil && kb > peak.Load() {
			peak.Store(kb)
		}
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}

// monitor counts the commands the server sends to Redis during the run, through MONITOR on
// a raw connection (RESP simple strings are all MONITOR sends, so no client library is
// needed, and closing the connection stops it cleanly). MONITOR prints commands run inside
// a Lua script too, marked "[n lua]"; those cost no round trip and are counted apart.
type monitor struct {
	conn   net.Conn
	done   chan struct{}
	counts monitorCount
}

// monitorCount is what MONITOR saw.
type monitorCount struct {
	client map[string]int // commands sent by clients, by name
	script map[string]int // commands run inside scripts, by name
	// trips counts round trips: a PEXPIRE that directly follows an INCR from the same
	// connection is the second half of the service's one pipeline and costs no trip of
	// its own. Every other client command is one trip.
	trips int
}

func startMonitor(ctx context.Context, rawURL string) (*monitor, error) {
	opts, err := redis.ParseURL(rawURL)
	if err != nil {
		return nil, fmt.Errorf("redis monitor URL: %w", err)
	}
	var d net.Dialer
	conn, err := d.DialContext(ctx, "tcp", opts.Addr)
	if err != nil {
		return nil, fmt.Errorf("redis monitor: %w", err)
	}
	rd := bufio.NewReaderSize(conn, 1<<20)
	cmd := "MONITOR\r\n"
	if opts.Password != "" {
		cmd = fmt.Sprintf("AUTH %s %s\r\n", cmp.Or(opts.Username, "default"), opts.Password) + cmd
	}
	if _, err := conn.Write([]byte(cmd)); err != nil {
		_ = conn.Close()
		return nil, fmt.Errorf("redis monitor: %w", err)
	}
	for range strings.Count(cmd, "\r\n") {
		line, err := rd.ReadString('\n')
		if err != nil || !strings.HasPrefix(line, "+OK") {
			_ = conn.Close()
			return nil, fmt.Errorf("redis monitor: refused: %q %v", line, err)
		}
	}
	m := &monitor{conn: conn, done: make(chan struct{}),
		counts: monitorCount{client: map[string]int{}, script: map[string]int{}}}
	go m.count(rd)
	return m, nil
}

func (m *monitor) count(rd *bufio.Reader) {
	defer close(m.done)
	lastClient, lastCmd := "", ""
	for {
		line, err := rd.ReadString('\n')
		if err != nil {
			return // the connection was closed by stop
		}
		// +1700000000.123456 [0 127.0.0.1:5555] "incr" "{call:x}:seq"
		open, end := strings.IndexByte(line, '['), strings.IndexByte(line, ']')
		if open < 0 || end < open {
			continue
		}
		src := line[open+1 : end]
		rest := strings.Fields(line[end+1:])
		if len(rest) == 0 {
			continue
		}
		name := strings.ToLower(strings.Trim(rest[0], `"`))
		if strings.HasSuffix(src, "lua") {
			m.counts.script[name]++
			continue
		}
		m.counts.client[name]++
		if !(src == lastClient && lastCmd == "incr" && name == "pexpire") {
			m.counts.trips++
		}
		lastClient, lastCmd = src, name
	}
}

func (m *monitor) stop() *monitorCount {
	time.Sleep(200 * time.Millisecond) // let the last commands arrive
	_ = m.conn.Close()
	<-m.done
	return &m.counts
}

func (c *monitorCount) print(w io.Writer, requests int) {
	names := func(m map[string]int) string {
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		var b strings.Builder
		for _, k := range keys {
			fmt.Fprintf(&b, " %s=%d", k, m[k])
		}
		return b.String()
	}
	total := 0
	for _, v := range c.client {
		total += v
	}
	fmt.Fprintf(w, "redis (MONITOR, whole run incl. warm-up): %d client commands, %d round trips\n", total, c.trips)
	fmt.Fprintf(w, "  client:%s\n  in scripts:%s\n", names(c.client), names(c.script))
	if requests > 0 {
		fmt.Fprintf(w, "  per request (%d, opening requests included): %.2f commands, %.2f round trips\n", requests, float64(total)/float64(requests), float64(c.trips)/float64(requests))
	}
}
