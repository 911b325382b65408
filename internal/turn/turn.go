// Package turn runs one caller turn end to end: sequence, debounce, lock, load, count, run
// the graph, save, answer, snapshot.
//
// It is the part of the product that makes a turn atomic. A request that a newer one has
// superseded touches nothing; a request whose client has gone saves nothing; a save succeeds
// only while this request still holds the call's lock and the state is the one it loaded.
// Whatever fails, the caller gets a well-formed reply: a scripted line, never silence.
package turn

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"claimsline/graph"
	"claimsline/internal/checkpoint"
	"claimsline/internal/domain"
	"claimsline/internal/llm"
	"claimsline/internal/metrics"
	"claimsline/prompts"
	"claimsline/state"
)

// Runner runs the call graph over one turn.
type Runner interface {
	Run(ctx context.Context, s state.Call) (state.Call, []string, error)
}

// Snapshots takes a finished turn's record without blocking.
type Snapshots interface {
	Enqueue(s domain.Snapshot) bool
}

// Request is one chat request, reduced to what a turn needs.
type Request struct {
	CallID string
	// Utterance is the content of the trailing user message. Opening is set instead when
	// the request has none: Vapi asking for the first line of the call.
	Utterance    string
	Opening      bool
	CallerNumber string
	ControlURL   string
}

// Reply is what the caller hears, and how the request ended.
type Reply struct {
	// ID is the completion id; a superseded reply's ends in "-superseded".
	ID         string
	Content    string
	Superseded bool
	EndsCall   bool
	// Outcome labels the request for metrics and logs.
	Outcome string
}

// Pipeline runs turns. Its fields are set once at start-up.
type Pipeline struct {
	Store     *checkpoint.Store
	Graph     Runner
	Snapshots Snapshots
	Metrics   *metrics.Metrics
	Log       *slog.Logger
	// Debounce is how long a request waits for a newer one before it runs (default 0).
	Debounce time.Duration
	// LockWait bounds the wait for a call's lock (default 6s).
	LockWait time.Duration
	// Budget bounds the graph run (default 12s).
	Budget time.Duration
	// Total bounds a whole request from arrival to reply, inside Vapi's ~20 s server
	// timeout (default 17s): a request that waited for the lock gets a shorter graph run,
	// never a later reply.
	Total time.Duration
}

// Outcomes.
const (
	OutcomeAnswered   = "answered"
	OutcomeSuperseded = "superseded"
	OutcomeFallback   = "fallback"
	OutcomeBusy       = "lock_timeout"
	OutcomeLockLost   = "lock_lost"
	OutcomeAbandoned  = "abandoned"
	OutcomeError      = "error"
)

// Handle runs one request. It never returns without a reply.
func (p *Pipeline) Handle(ctx context.Context, req Request) Reply {
	start := time.Now()
	tl := &turnLog{callID: req.CallID, utterance: req.Utterance, phases: map[string]time.Duration{}}
	reply := p.handle(ctx, req, tl)
	tl.reply, tl.outcome = reply, reply.Outcome
	p.Metrics.Turns.WithLabelValues(reply.Outcome).Inc()
	if reply.Superseded {
		p.Metrics.Superseded.Inc()
	}
	tl.total = time.Since(start)
	tl.write(p.Log)
	return reply
}

func (p *Pipeline) handle(ctx context.Context, req Request, tl *turnLog) Reply {
	deadline := time.Now().Add(p.total())
	id := "chatcmpl-" + req.CallID
	seq, err := p.Store.Next(ctx, req.CallID)
	if err != nil {
		tl.err = err
		return Reply{ID: id + "-unavailable", Content: prompts.Busy, Outcome: OutcomeError}
	}
	tl.seq = seq
	id += "-" + strconv.FormatInt(seq, 10)
	superseded := Reply{ID: id + "-superseded", Superseded: true, Outcome: OutcomeSuperseded}

	// The wait comes before the lock: a request holding the lock through its own wait could
	// never be superseded by anything.
	if p.Debounce > 0 && !req.Opening {
		t := time.Now()
		select {
		case <-ctx.Done():
			return Reply{ID: id, Content: prompts.Busy, Outcome: OutcomeAbandoned}
		case <-time.After(p.Debounce):
		}
		tl.phase("debounce", time.Since(t), p.Metrics)
	}

	t := time.Now()
	lease, err := p.Store.Acquire(ctx, req.CallID, seq, p.lockWait())
	tl.phase("lock", time.Since(t), p.Metrics)
	switch {
	case errors.Is(err, checkpoint.ErrSuperseded):
		return superseded
	case errors.Is(err, checkpoint.ErrLockTimeout):
		return Reply{ID: id, Content: prompts.Busy, Outcome: OutcomeBusy}
	case err != nil:
		tl.err = err
		return Reply{ID: id, Content: prompts.Busy, Outcome: OutcomeError}
	}
	if lease.Attempts > 1 {
		p.Metrics.LockWaits.Inc()
	}
	held := true
	defer func() {
		if held {
			// Released on a fresh context: the client may be gone, the lock must not stay.
			rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), time.Second)
			_ = p.Store.Release(rctx, lease)
			cancel()
		}
	}()

	call, found, err := lease.Load()
	if err != nil {
		tl.err = err
		return Reply{ID: id, Content: prompts.Busy, Outcome: OutcomeError}
	}
	if req.CallerNumber != "" {
		call.CallerNumber = req.CallerNumber
	}
	if req.ControlURL != "" {
		call.ControlURL = req.ControlURL
	}
	before := call

	var path []string
	if req.Opening {
		if found {
			// A request with no caller words on a call already under way changes nothing:
			// the caller hears the agent's last line again.
			line := call.Turn.Reply
			if line == "" {
				line = prompts.Greeting
			}
			return Reply{ID: id, Content: line, EndsCall: prompts.EndsCall(line), Outcome: OutcomeAnswered}
		}
		call = state.Merge(call, call.Reply(prompts.Greeting))
	} else {
		call = begin(call, req.Utterance)
		tl.turn, tl.continues = call.TurnNumber, call.Turn.Continues
		// Leave room to save and answer before the request's own deadline.
		budget := min(p.budget(), time.Until(deadline)-500*time.Millisecond)
		gctx, cancel := context.WithTimeout(ctx, budget)
		gctx, meter := llm.WithMeter(gctx)
		t = time.Now()
		var runErr error
		call, path, runErr = p.Graph.Run(gctx, call)
		cancel()
		tl.phase("graph", time.Since(t), p.Metrics)
		call.Turn.ModelCalls = meter.Calls()
		if runErr != nil {
			if ctx.Err() != nil {
				return Reply{ID: id, Content: prompts.Busy, Outcome: OutcomeAbandoned}
			}
			tl.err = runErr
			if errors.Is(runErr, graph.ErrProtectedWrite) {
				p.Log.Error("refused a protected write", "call_id", req.CallID, "err", runErr)
			}
			// The last legal state stands, and the caller hears a scripted line.
			call = state.Merge(call, call.Reply(prompts.ModelFallback))
			call.Turn.Fallback = true
		}
	}
	tl.path = path

	// A turn whose client has gone saves nothing; the next request starts from the last
	// saved state.
	if ctx.Err() != nil {
		return Reply{ID: id, Content: prompts.Busy, Outcome: OutcomeAbandoned}
	}
	raw, err := checkpoint.Encode(call)
	if err != nil {
		tl.err = err
		return Reply{ID: id, Content: prompts.Busy, Outcome: OutcomeError}
	}
	t = time.Now()
	err = p.Store.Save(context.WithoutCancel(ctx), lease, raw, true)
	tl.phase("save", time.Since(t), p.Metrics)
	if err != nil {
		tl.err = err
		if latest, lerr := p.Store.Latest(context.WithoutCancel(ctx), req.CallID); lerr == nil && latest > seq {
			return superseded
		}
		outcome := OutcomeError
		if errors.Is(err, checkpoint.ErrLockLost) || errors.Is(err, checkpoint.ErrConflict) {
			outcome = OutcomeLockLost
		}
		return Reply{ID: id, Content: prompts.Busy, Outcome: outcome}
	}
	held = false

	reply := Reply{ID: id, Content: call.Turn.Reply, EndsCall: prompts.EndsCall(call.Turn.Reply), Outcome: OutcomeAnswered}
	if call.Turn.Fallback {
		reply.Outcome = OutcomeFallback
	}
	if reply.Content == "" {
		// A graph that ends without a line would leave the caller in silence.
		reply.Content, reply.Outcome = prompts.ModelFallback, OutcomeFallback
	}
	tl.call = &call
	p.snapshot(before, call, raw, path, reply)
	return reply
}

// begin counts the turn and records what the caller said. A re-sent, longer copy of the
// previous utterance is the same turn: the counter stays where it is.
func begin(call state.Call, utterance string) state.Call {
	continues := state.Continues(call.LastUserText(), utterance)
	if !continues {
		call.TurnNumber++
	}
	call.Turn = state.Turn{Utterance: utterance, Continues: continues}
	return state.Merge(call, state.Update{Append: []state.Message{{Role: state.RoleUser, Content: utterance, Turn: call.TurnNumber}}})
}

func (p *Pipeline) snapshot(before, after state.Call, raw []byte, path []string, reply Reply) {
	if p.Snapshots == nil {
		return
	}
	ended := ""
	if after.Ended != before.Ended {
		ended = after.Ended
	}
	p.Snapshots.Enqueue(domain.Snapshot{
		CallID:        after.CallID,
		TurnNumber:    after.TurnNumber,
		CreatedAt:     time.Now().UTC(),
		Authenticated: after.Authenticated,
		CustomerID:    after.CustomerID,
		Intent:        after.Intent,
		EndedReason:   ended,
		EndsCall:      reply.EndsCall,
		Nodes:         path,
		Transcript:    state.Flatten(after.Transcript),
		State:         raw,
		Utterance:     after.Turn.Utterance,
		Reply:         reply.Content,
		Fallback:      after.Turn.Fallback,
		ModelCalls:    after.Turn.ModelCalls,
		ToolCalls:     after.Turn.ToolCalls,
	})
}

func (p *Pipeline) lockWait() time.Duration {
	if p.LockWait > 0 {
		return p.LockWait
	}
	return 6 * time.Second
}

func (p *Pipeline) total() time.Duration {
	if p.Total > 0 {
		return p.Total
	}
	return 17 * time.Second
}

func (p *Pipeline) budget() time.Duration {
	if p.Budget > 0 {
		return p.Budget
	}
	return 12 * time.Second
}

// turnLog gathers one request's structured log line.
type turnLog struct {
	callID    string
	seq       int64
	turn      int
	continues bool
	utterance string
	path      []string
	phases    map[string]time.Duration
	total     time.Duration
	reply     Reply
	outcome   string
	call      *state.Call
	err       error
}

func (l *turnLog) phase(name string, d time.Duration, m *metrics.Metrics) {
	l.phases[name] = d
	m.Phase.WithLabelValues(name).Observe(d.Seconds())
}

func (l *turnLog) write(log *slog.Logger) {
	attrs := []any{
		"call_id", l.callID, "seq", l.seq, "turn", l.turn, "outcome", l.outcome,
		"superseded", l.reply.Superseded, "continues", l.continues,
		"nodes", strings.Join(l.path, ">"), "ends_call", l.reply.EndsCall,
		"utterance", l.utterance, "ms", float64(l.total.Microseconds()) / 1000,
	}
	for name, d := range l.phases {
		attrs = append(attrs, name+"_ms", float64(d.Microseconds())/1000)
	}
	if l.call != nil {
		attrs = append(attrs, "model_calls", l.call.Turn.ModelCalls, "tool_calls", l.call.Turn.ToolCalls,
			"ended_reason", l.call.Ended, "authenticated", l.call.Authenticated, "intent", l.call.Intent)
	}
	if l.err != nil {
		attrs = append(attrs, "err", fmt.Sprint(l.err))
		log.Warn("turn", attrs...)
		return
	}
	log.Info("turn", attrs...)
}
