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
// are measured apart from the load generator's. Its model must answer cooperatively;
// loadgen -fake-model serves offline.Model (the rule-based stand-in the demo uses) on a
// loopback port for that and prints the URL. It answers instantly, to measure what the
// service itself costs, or with a hosted model's pace (-model-first-token 300ms -model-wps 40),
// to measure what the caller waits for: the report's "first" lines are the time to the first
// content chunk per turn kind.
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
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	"claimsline/internal/fakes/fakellm"
	"claimsline/internal/fakes/offline"
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
	var modelFirst time.Duration
	var modelWPS float64
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
	flag.BoolVar(&fakeModel, "fake-model", false, "serve an instant, cooperative fake model (offline.Model) on 127.0.0.1 and block; print its base URL")
	flag.StringVar(&fakeModelURLFile, "fake-model-url-file", "", "with -fake-model, also write the base URL to this file")
	flag.DurationVar(&modelFirst, "model-first-token", 0, "with -fake-model, the model's time to its first token (a hosted model: ~300ms)")
	flag.Float64Var(&modelWPS, "model-wps", 0, "with -fake-model, the words per second the model writes after its first token (a hosted model: ~40; 0: at once)")
	flag.Parse()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if fakeModel {
		if err := serveFakeModel(ctx, fakeModelURLFile, modelFirst, modelWPS); err != nil {
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

// serveFakeModel runs the fake model, paced like a hosted one if asked, until ctx ends. It forgets recorded requests every few
// seconds: fakellm keeps every body for tests to inspect, which in a long load run would
// grow without bound and make the fake model, not the server, the thing being measured.
func serveFakeModel(ctx context.Context, urlFile string, first time.Duration, wps float64) error {
	m := fakellm.New(offline.Model)
	defer m.Close()
	m.SetPace(first, wps)
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
