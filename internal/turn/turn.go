// Package turn runs one caller turn end to end: sequence, wait, lock, load, count, run the
// graph, save, answer, snapshot.
//
// It is the part of the product that makes a turn atomic. A request that a newer one has
// superseded touches nothing; a request whose client has gone saves nothing; a save succeeds
// only while this request still holds the call's lock and the state is the one it loaded.
// Whatever fails, the caller gets a well-formed reply: a scripted line, never silence.
//
// The pipeline is a row of small steps over one request's progress (sequence, wait, lock,
// run, save, answer), each of which either hands on or ends the request with a reply. It
// depends only on the interfaces declared here, so every outcome can be unit-tested against
// fakes; production wires them to the Redis checkpoint (Redis).
package turn

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"claimsline/graph"
	"claimsline/internal/admit"
	"claimsline/internal/checkpoint"
	"claimsline/internal/config"
	"claimsline/internal/domain"
	"claimsline/internal/llm"
	"claimsline/internal/memo"
	"claimsline/internal/metrics"
	"claimsline/internal/privacy"
	"claimsline/internal/spoken"
	"claimsline/internal/voice"
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

// Calls is the live call store a turn runs against: the sequence counter, the lock of each
// call and the caller's words no turn has acted on yet. Its errors are checkpoint's
// sentinels (ErrSuperseded, ErrLockTimeout, ErrLockLost, ErrConflict), so the pipeline can
// tell its outcomes apart.
type Calls interface {
	// Next takes the call's next request sequence number and keeps the request's words
	// ("" for none) until a turn that acts on them saves.
	Next(ctx context.Context, callID, words string) (int64, error)
	// Withdraw drops the words request seq brought: its client gave up on that turn, or a
	// newer request replaced it.
	Withdraw(ctx context.Context, callID string, seq int64) error
	// Latest returns the newest sequence number taken for the call.
	Latest(ctx context.Context, callID string) (int64, error)
	// Acquire takes the call's lock for request seq, waiting at most wait, and reads the
	// checkpoint with it.
	Acquire(ctx context.Context, callID string, seq int64, wait time.Duration) (Lease, error)
	// Watch starts watching the call for newer requests; it is taken before Next, so a
	// newer request racing this one's number is not missed.
	Watch(callID string) Newer
}

// Newer tells a request that a newer one for its call has arrived, so the older one can stop
// at once instead of finding out when it tries to save.
type Newer interface {
	// Mine sets the watching request's own sequence number.
	Mine(seq int64)
	// Newer is closed once a newer request has arrived.
	Newer() <-chan struct{}
	// Stop ends the watch.
	Stop()
}

// Lease is a held call lock and the checkpoint read under it.
type Lease interface {
	// Load decodes the checkpoint; found is false for a call with none yet.
	Load() (call state.Call, found bool, err error)
	// Attempts is how many tries the lock took.
	Attempts() int
	// Kept returns the words of earlier requests no turn has acted on, oldest first. Once
	// taken, the save drops them: the turn acts on them.
	Kept() []string
	// Held is done, with cause ErrLockLost, once the lease could not be renewed: the turn
	// must stop and save nothing, because another request may hold the call. A context
	// rather than a channel, so the turn can react to the loss without parking a goroutine
	// to watch for it.
	Held() context.Context
	// Renewals is how many renewals the lease has sent so far.
	Renewals() int64
	// Save writes the encoded state with compare-and-set against the lease and releases
	// the lock.
	Save(ctx context.Context, raw []byte) error
	// Release frees the lock if this lease still holds it.
	Release(ctx context.Context) error
	// Commit fences the turn of request seq: nil means no newer request exists and the lock
	// is still held, so the turn stands. Errors: ErrSuperseded, ErrLockLost.
	Commit(ctx context.Context, seq int64) error
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
	// Out, when set, receives the reply's sentences as the final model answer is produced,
	// under the reply's id, once the turn stands (SSE). What it was given is the start of
	// Reply.Content; the rest, if any, is for the caller to send at the end. An error
	// (the client is gone) stops the turn.
	Out func(id, sentence string) error
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

// Defaults for settings the configuration leaves at zero.
const (
	DefaultLockWait = 6 * time.Second
	DefaultBudget   = 12 * time.Second
	// DefaultTotal bounds a whole request from arrival to reply, inside Vapi's ~20 s server
	// timeout: a request that waited for the lock gets a shorter graph run, never a later
	// reply.
	DefaultTotal = 17 * time.Second
	// saveMargin is kept back from the graph's budget for saving and answering.
	saveMargin = 500 * time.Millisecond
	// MaxContinuedRuns is the call's budget of graph runs for continued utterances (re-sent,
	// longer copies of the caller's last words). Within it a re-send is the same turn and no
	// stall; past it a re-send counts as a turn of its own, so the stall and turn caps bound a
	// caller who keeps one utterance growing, instead of one model call per re-send for ever.
	MaxContinuedRuns = 8
	// sequenceTries bounds the tries to take a sequence number, so a Redis blip of a few
	// hundred milliseconds does not cost the caller's words.
	sequenceTries = 3
	// WorkersPerCPU is the default bound on turns working at once, per CPU the Go runtime may
	// use (config TURN_WORKERS overrides it). A working turn spends part of its time on
	// Redis and Postgres round trips, so a few per CPU keep the CPUs busy; more would only
	// hold more turns' memory at once (see internal/admit).
	WorkersPerCPU = 8
)

// Deps are the pipeline's collaborators.
type Deps struct {
	Calls     Calls
	Graph     Runner
	Snapshots Snapshots // may be nil: no audit trail
	Metrics   *metrics.Metrics
	Log       *slog.Logger
	// Guard answers the reply check's question whether a sentence names another customer
	// (the customer store). The pipeline puts it in every turn's context, streamed or not,
	// because the agent node that checks a sentence holds no store. Nil checks no names.
	Guard voice.Guard
	// Workers bounds the turns working at once. Nil builds one of config TURN_WORKERS slots,
	// or WorkersPerCPU for each CPU the Go runtime may use.
	Workers *admit.Limit
}

// Pipeline runs turns. It is built once, by New, and safe for concurrent use.
type Pipeline struct {
	calls     Calls
	graph     Runner
	snapshots Snapshots
	metrics   *metrics.Metrics
	log       *slog.Logger
	guard     voice.Guard
	// debounce is how long after its arrival a request's reply is released at the earliest,
	// and during which a newer request supersedes it.
	debounce time.Duration
	// lockWait bounds the wait for a call's lock.
	lockWait time.Duration
	// budget bounds the graph run.
	budget time.Duration
	// total bounds a whole request from arrival to reply.
	total time.Duration
	// workers bounds the turns working at once.
	workers *admit.Limit
}

// New builds a pipeline, settling every default from the configuration once rather than on
// every request.
func New(d Deps, cfg config.Config) *Pipeline {
	p := &Pipeline{
		calls: d.Calls, graph: d.Graph, snapshots: d.Snapshots, metrics: d.Metrics, log: d.Log, guard: d.Guard,
		debounce: max(cfg.Debounce, 0), lockWait: cfg.LockWait, budget: cfg.TurnBudget, total: DefaultTotal,
	}
	if p.workers = d.Workers; p.workers == nil {
		n := cfg.TurnWorkers
		if n <= 0 {
			n = WorkersPerCPU * runtime.GOMAXPROCS(0)
		}
		p.workers = admit.New(n)
	}
	if p.lockWait <= 0 {
		p.lockWait = DefaultLockWait
	}
	if p.budget <= 0 {
		p.budget = DefaultBudget
	}
	if p.metrics == nil {
		p.metrics = metrics.New()
	}
	if p.log == nil {
		p.log = slog.New(slog.DiscardHandler)
	}
	return p
}

// Handle runs one request. It never returns without a reply.
func (p *Pipeline) Handle(ctx context.Context, req Request) Reply {
	start := time.Now()
	t := &run{
		req: req, id: "chatcmpl-" + req.CallID, arrived: start, deadline: start.Add(p.total),
		log: &turnLog{callID: req.CallID, utterance: req.Utterance, phases: map[string]time.Duration{}},
	}
	reply := p.steps(ctx, t)
	t.log.reply, t.log.outcome = reply, reply.Outcome
	p.metrics.Turns.WithLabelValues(reply.Outcome).Inc()
	if reply.Superseded {
		p.metrics.Superseded.Inc()
	}
	t.log.total = time.Since(start)
	t.log.write(p.log)
	return reply
}

// run is one request's progress through the steps.
type run struct {
	req      Request
	id       string
	seq      int64
	arrived  time.Time
	deadline time.Time
	// watch hears of newer requests, win decides when the turn stands, sink (SSE only)
	// speaks its streamed sentences.
	watch Newer
	win   *window
	sink  *sink
	lease Lease
	held  context.Context
	// slot is the turn's place among the turns working at once; nil until admitted.
	slot  *admit.Slot
	found bool
	// before is the state as loaded, call the state as the turn leaves it.
	before, call state.Call
	path         []string
	raw          []byte
	log          *turnLog
}

// step is one stage of a turn: nil hands on to the next step, a reply ends the request.
type step func(ctx context.Context, t *run) *Reply

// steps runs a request through the pipeline. The lock, once taken, is released on every
// way out that did not save (a save releases it itself).
//
// The steps run on a context that a newer request of the call cancels until the turn
// commits (see window): work starts at arrival, and a superseded turn stops at once,
// releases the lock and saves nothing.
func (p *Pipeline) steps(ctx context.Context, t *run) Reply {
	t.watch = Newer(closed{})
	if p.debounce > 0 && !t.req.Opening {
		t.watch = p.calls.Watch(t.req.CallID)
	}
	defer t.watch.Stop()
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	t.win = &window{closes: t.arrived, cancel: cancel}
	// A turn with no window to watch (DEBOUNCE=0, the opening line) has nothing that could
	// supersede it, and no goroutine waits for it.
	if newer := t.watch.Newer(); newer != nil {
		go func() {
			select {
			case <-newer:
				t.win.supersede()
			case <-ctx.Done():
			}
		}()
	}
	defer func() { t.slot.Leave() }()
	defer p.release(ctx, t)
	for _, s := range []step{p.sequence, p.admit, p.lock, p.load, p.run, p.commit, p.save} {
		if r := s(ctx, t); r != nil {
			if r.Outcome == OutcomeAbandoned || r.Outcome == OutcomeSuperseded {
				p.withdraw(ctx, t)
			}
			return *r
		}
	}
	return p.answer(t)
}

// stopped is the reply of a request whose work was stopped from outside: superseded by a
// newer request, cut off by a lapsed lease, or given up by its client. nil if none.
func (t *run) stopped(ctx context.Context) *Reply {
	switch {
	case t.win.superseded():
		return t.superseded()
	case t.isLost():
		return t.lostLease()
	case ctx.Err() != nil:
		return t.busy(OutcomeAbandoned, nil)
	}
	return nil
}

// busy is the one reply for every request that could not finish its turn: the holding line,
// under the request's id, labelled with why. err, if any, goes into the turn log.
func (t *run) busy(outcome string, err error) *Reply {
	if err != nil {
		t.log.err = err
	}
	return &Reply{ID: t.id, Content: prompts.Busy, Outcome: outcome}
}

// withdraw drops the words of a request whose client has gone or that a newer request
// replaced: Vapi no longer wants this turn, and its newer request carries what it does want.
// It runs before the lock is released, so the next turn never folds them in. Words are kept
// only for a request that wanted its turn and could not have it (lock not had in time, a
// lapsed lease, a failed save, Redis briefly down, or a replica that died running it).
func (p *Pipeline) withdraw(ctx context.Context, t *run) {
	if t.seq == 0 {
		return
	}
	wctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), time.Second)
	defer cancel()
	if err := p.calls.Withdraw(wctx, t.req.CallID, t.seq); err != nil {
		t.log.err = err
	}
}

// lostLease ends a turn whose lease lapsed: it saves nothing and releases nothing, since the
// call may be someone else's now. Its words stay kept for the turn that runs next.
func (t *run) lostLease() *Reply {
	if t.lease != nil {
		t.log.renewals = t.lease.Renewals()
	}
	t.lease = nil
	return t.busy(OutcomeLockLost, checkpoint.ErrLockLost)
}

// isLost reports whether the lease has lapsed.
func (t *run) isLost() bool { return t.held != nil && t.held.Err() != nil }

// superseded is the empty reply of a request a newer one has replaced.
func (t *run) superseded() *Reply {
	return &Reply{ID: t.id + "-superseded", Superseded: true, Outcome: OutcomeSuperseded}
}

// sequence takes the request's place in the call's order and keeps its words for the call,
// so that from here on they are never lost: if this request cannot run its turn, the next
// one that does acts on them.
func (p *Pipeline) sequence(ctx context.Context, t *run) *Reply {
	var seq int64
	var err error
	for try := 1; ; try++ {
		seq, err = p.calls.Next(ctx, t.req.CallID, t.req.Utterance)
		if err == nil || try == sequenceTries || !sleep(ctx, time.Duration(try)*100*time.Millisecond) {
			break
		}
	}
	if err != nil {
		t.id += "-unavailable"
		return t.busy(OutcomeError, err)
	}
	t.seq, t.log.seq = seq, seq
	t.id += "-" + strconv.FormatInt(seq, 10)
	t.watch.Mine(seq)
	if !t.req.Opening {
		t.win.closes = t.arrived.Add(p.debounce)
	}
	return nil
}

// admit waits for a slot among the turns working at once (internal/admit), as long as it
// would wait for the call's lock. The request already has its place in the call's order and
// its words are kept, so a turn that cannot start in time loses nothing: the caller hears
// the holding line, and the next turn acts on the words.
func (p *Pipeline) admit(ctx context.Context, t *run) *Reply {
	start := time.Now()
	actx, cancel := context.WithTimeout(ctx, p.lockWait)
	slot, err := p.workers.Enter(actx)
	cancel()
	t.log.phase("admit", time.Since(start), p.metrics)
	if err != nil {
		if r := t.stopped(ctx); r != nil {
			return r
		}
		return t.busy(OutcomeBusy, nil)
	}
	t.slot = slot
	return nil
}

// sleep waits d, or less if ctx ends first; it reports whether the whole wait passed.
func sleep(ctx context.Context, d time.Duration) bool {
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-timer.C:
		return true
	}
}

// lock takes the call's lock, unless a newer request has arrived or the lock stays taken.
func (p *Pipeline) lock(ctx context.Context, t *run) *Reply {
	start := time.Now()
	windowClosed := !start.Before(t.win.closes)
	// The slot goes with the context: the store steps out of it while the call's lock is
	// another request's.
	lease, err := p.calls.Acquire(admit.With(ctx, t.slot), t.req.CallID, t.seq, p.lockWait)
	t.log.phase("lock", time.Since(start), p.metrics)
	switch {
	case errors.Is(err, checkpoint.ErrSuperseded) || err != nil && t.win.superseded():
		return t.superseded()
	case errors.Is(err, checkpoint.ErrLockTimeout):
		return t.busy(OutcomeBusy, nil)
	case err != nil:
		return t.busy(OutcomeError, err)
	}
	if lease.Attempts() > 1 {
		p.metrics.LockWaits.Inc()
	}
	t.lease, t.held = lease, lease.Held()
	// A lapsed lease stops the turn at once: its model calls are cancelled, and it saves
	// nothing. Until the request ends; past that there is nothing left to stop.
	unwatch := context.AfterFunc(t.held, func() { t.win.cancel(checkpoint.ErrLockLost) })
	context.AfterFunc(ctx, func() { unwatch() })
	t.win.commit = func(ctx context.Context) error { return lease.Commit(ctx, t.seq) }
	if windowClosed {
		t.win.stand()
		return nil
	}
	// The turn commits when its window closes, whatever it is doing then; what needs the
	// commit earlier or later waits for the same one.
	go func() { _ = t.win.close(ctx) }()
	return nil
}

// load reads the call's state and applies what Vapi tells us about the call itself.
func (p *Pipeline) load(_ context.Context, t *run) *Reply {
	call, found, err := t.lease.Load()
	if err != nil {
		return t.busy(OutcomeError, err)
	}
	if t.req.CallerNumber != "" {
		call.CallerNumber = t.req.CallerNumber
	}
	if t.req.ControlURL != "" {
		call.ControlURL = t.req.ControlURL
	}
	t.before, t.call, t.found = call, call, found
	return nil
}

// run counts the turn and runs the graph over it. An opening request runs no graph: it
// gets the greeting, or on a call already under way the agent's last line again, which
// changes nothing.
func (p *Pipeline) run(ctx context.Context, t *run) *Reply {
	if t.req.Opening {
		if t.found {
			line := t.call.Turn.Reply
			if line == "" {
				line = prompts.Greeting
			}
			return &Reply{ID: t.id, Content: line, EndsCall: prompts.EndsCall(line), Outcome: OutcomeAnswered}
		}
		t.call = state.Merge(t.call, t.call.Reply(prompts.Greeting))
		return nil
	}
	kept := t.lease.Kept()
	t.call = begin(t.call, fold(kept, t.req.Utterance))
	t.log.turn, t.log.continues, t.log.kept = t.call.TurnNumber, t.call.Turn.Continues, len(kept)
	// Leave room to save and answer before the request's own deadline.
	budget := min(p.budget, time.Until(t.deadline)-saveMargin)
	gctx, cancel := context.WithTimeout(ctx, budget)
	gctx, meter := llm.WithMeter(gctx)
	// The readers' answers are kept for the turn: several nodes read the same words.
	gctx = memo.With(gctx)
	// The model client steps out of the slot while it waits for the model.
	gctx = admit.With(gctx, t.slot)
	// Work that leaves the process waits for the window, and so does the first sentence.
	gctx = graph.WithGate(gctx, t.win.await)
	if p.guard != nil {
		gctx = voice.WithGuard(gctx, loggedGuard{guard: p.guard, log: p.log, callID: t.req.CallID})
	}
	if t.req.Out != nil {
		t.sink = &sink{win: t.win, out: t.req.Out, id: t.id}
		gctx = voice.With(gctx, t.sink)
	}
	start := time.Now()
	call, path, err := p.graph.Run(gctx, t.call)
	cancel()
	t.log.phase("graph", time.Since(start), p.metrics)
	t.call, t.path, t.log.path = call, path, path
	t.call.Turn.ModelCalls = meter.Calls()
	if err != nil {
		if r := t.stopped(ctx); r != nil {
			return r
		}
		if t.sink != nil && t.sink.failed {
			return t.busy(OutcomeAbandoned, nil)
		}
		if errors.Is(err, checkpoint.ErrLockLost) {
			return t.busy(OutcomeLockLost, err)
		}
		t.log.err = err
		if errors.Is(err, graph.ErrProtectedWrite) {
			p.log.Error("refused a protected write", "call_id", t.req.CallID, "err", err)
		}
		// The last legal state stands, and the caller hears a scripted line.
		t.call = state.Merge(t.call, t.call.Reply(prompts.ModelFallback))
		t.call.Turn.Fallback = true
	}
	if t.call.Turn.Cautioned && !strings.HasPrefix(t.call.Turn.Reply, prompts.Caution) {
		// The safety line was said (or is to be said) first; the reply records it first, and
		// it is never all the caller hears.
		rest := t.call.Turn.Reply
		if rest == "" {
			rest, t.call.Turn.Fallback = prompts.ModelFallback, true
		}
		t.call.Turn.Reply = prompts.Caution + " " + rest
	}
	if said := t.spoken(); said != "" && !strings.HasPrefix(t.call.Turn.Reply, said) {
		// Sentences already went out before the turn settled on another line: the caller
		// hears both, and the reply records both (the transcript holds both messages).
		t.call.Turn.Reply = said + " " + t.call.Turn.Reply
	}
	return nil
}

// spoken is what the turn has already said to the caller while it ran.
func (t *run) spoken() string {
	if t.sink == nil {
		return ""
	}
	return strings.Join(t.sink.said, " ")
}

// commit holds the turn until its window has closed and fences it: from here the turn
// stands, and a newer request waits for the lock instead of superseding it.
func (p *Pipeline) commit(ctx context.Context, t *run) *Reply {
	start := time.Now()
	err := t.win.await(admit.With(ctx, t.slot))
	t.log.phase("window", time.Since(start), p.metrics)
	if err == nil {
		return nil
	}
	if r := t.stopped(ctx); r != nil {
		return r
	}
	if errors.Is(err, checkpoint.ErrLockLost) {
		return t.busy(OutcomeLockLost, err)
	}
	return t.busy(OutcomeError, err)
}

// save writes the turn with compare-and-set against the lease. A turn whose client has
// gone saves nothing; the next request starts from the last saved state.
func (p *Pipeline) save(ctx context.Context, t *run) *Reply {
	if r := t.stopped(ctx); r != nil {
		return r
	}
	raw, err := checkpoint.Encode(t.call)
	if err != nil {
		return t.busy(OutcomeError, err)
	}
	start := time.Now()
	// Saved on a context the client cannot cancel: past this point the turn is complete.
	err = t.lease.Save(context.WithoutCancel(ctx), raw)
	t.log.phase("save", time.Since(start), p.metrics)
	t.log.renewals = t.lease.Renewals()
	if err != nil {
		if latest, lerr := p.calls.Latest(context.WithoutCancel(ctx), t.req.CallID); lerr == nil && latest > t.seq {
			t.log.err = err
			return t.superseded()
		}
		outcome := OutcomeError
		if errors.Is(err, checkpoint.ErrLockLost) || errors.Is(err, checkpoint.ErrConflict) {
			outcome = OutcomeLockLost
		}
		return t.busy(outcome, err)
	}
	t.lease, t.raw = nil, raw
	return nil
}

// answer turns the saved turn into the caller's reply and queues its snapshot.
func (p *Pipeline) answer(t *run) Reply {
	reply := Reply{ID: t.id, Content: t.call.Turn.Reply, EndsCall: prompts.EndsCall(t.call.Turn.Reply), Outcome: OutcomeAnswered}
	if t.call.Turn.Fallback {
		reply.Outcome = OutcomeFallback
	}
	if reply.Content == "" {
		// A graph that ends without a line would leave the caller in silence.
		reply.Content, reply.Outcome = prompts.ModelFallback, OutcomeFallback
	}
	t.log.call = &t.call
	p.snapshot(t, reply)
	return reply
}

// release frees a lock the request still holds, on a fresh context: the client may be gone,
// the lock must not stay.
func (p *Pipeline) release(ctx context.Context, t *run) {
	if t.lease == nil || t.isLost() {
		// Nothing held, or not ours any more (or not known to be): a lapsed lease is left
		// to its new holder or to its expiry.
		return
	}
	rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), time.Second)
	defer cancel()
	if err := t.lease.Release(rctx); err != nil {
		p.log.Warn("lock not released; it expires on its own", "call_id", t.req.CallID, "err", err)
	}
}

// fold joins the words earlier requests left unacted-on with this request's, oldest first,
// into what the caller said this turn. Vapi re-sends a growing utterance, and a caller
// repeats words they think were missed, so a later copy that repeats or extends the words
// before it replaces them, and a shorter repeat adds nothing.
func fold(kept []string, now string) string {
	var said []string
	for _, w := range append(slices.Clip(kept), now) {
		if strings.TrimSpace(w) == "" {
			continue
		}
		if n := len(said); n > 0 {
			last, cur := spoken.Fold(said[n-1]), spoken.Fold(w)
			switch {
			case last == cur || state.Continues(said[n-1], w):
				said[n-1] = w
				continue
			case strings.HasPrefix(last, cur):
				continue
			}
		}
		said = append(said, w)
	}
	return strings.Join(said, " ")
}

// begin counts the turn and records what the caller said. A re-sent, longer copy of the
// previous utterance is the same turn: the counter stays where it is, within the call's
// budget of continued runs (MaxContinuedRuns).
func begin(call state.Call, utterance string) state.Call {
	continues := state.Continues(call.LastUserText(), utterance)
	if continues {
		call.ContinuedRuns++
		continues = call.ContinuedRuns <= MaxContinuedRuns
	}
	if !continues {
		call.TurnNumber++
	}
	call.Turn = state.Turn{Utterance: utterance, Continues: continues}
	return state.Merge(call, state.Update{Append: []state.Message{{Role: state.RoleUser, Content: utterance, Turn: call.TurnNumber}}})
}

func (p *Pipeline) snapshot(t *run, reply Reply) {
	if p.snapshots == nil {
		return
	}
	after := t.call
	ended := ""
	if after.Ended != t.before.Ended {
		ended = after.Ended
	}
	p.snapshots.Enqueue(domain.Snapshot{
		CallID:        after.CallID,
		TurnNumber:    after.TurnNumber,
		CreatedAt:     time.Now().UTC(),
		Authenticated: after.Authenticated(),
		CustomerID:    after.CustomerID(),
		Intent:        after.Intent,
		EndedReason:   ended,
		EndsCall:      reply.EndsCall,
		Nodes:         t.path,
		Transcript:    state.Flatten(after.Transcript),
		State:         t.raw,
		Utterance:     after.Turn.Utterance,
		Reply:         reply.Content,
		Fallback:      after.Turn.Fallback,
		ModelCalls:    after.Turn.ModelCalls,
		ToolCalls:     after.Turn.ToolCalls,
	})
}

// turnLog gathers one request's structured log line. It keeps the utterance's shape, never
// its verification factors: the utterance is masked here, whatever logger it is written to.
type turnLog struct {
	callID    string
	seq       int64
	turn      int
	continues bool
	kept      int
	renewals  int64
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
	level := slog.LevelInfo
	if l.err != nil {
		level = slog.LevelWarn
	}
	// Masking the utterance and building the line cost more than the rest of a short turn's
	// bookkeeping: skip both when the line would be dropped (LOG_LEVEL=warn and a turn that
	// went well).
	if !log.Enabled(context.Background(), level) {
		return
	}
	attrs := []any{
		"call_id", l.callID, "seq", l.seq, "turn", l.turn, "outcome", l.outcome,
		"superseded", l.reply.Superseded, "continues", l.continues,
		"nodes", strings.Join(l.path, ">"), "ends_call", l.reply.EndsCall,
		"utterance", privacy.Mask(l.utterance), "ms", float64(l.total.Microseconds()) / 1000,
		"kept_words", l.kept, "renewals", l.renewals,
	}
	for name, d := range l.phases {
		attrs = append(attrs, name+"_ms", float64(d.Microseconds())/1000)
	}
	if l.call != nil {
		attrs = append(attrs, "model_calls", l.call.Turn.ModelCalls, "tool_calls", l.call.Turn.ToolCalls,
			"ended_reason", l.call.Ended, "authenticated", l.call.Authenticated(), "intent", l.call.Intent)
	}
	if l.err != nil {
		attrs = append(attrs, "err", fmt.Sprint(l.err))
		log.Warn("turn", attrs...)
		return
	}
	log.Info("turn", attrs...)
}

// loggedGuard logs a failed name query of a turn. The reply check refuses the sentence
// (fail closed); the log line says that it happened and why, never the sentence or the
// words asked about, which are another customer's data if the check was right.
type loggedGuard struct {
	guard  voice.Guard
	log    *slog.Logger
	callID string
}

func (g loggedGuard) OtherCustomerNamed(ctx context.Context, self string, words []string) (bool, error) {
	other, err := g.guard.OtherCustomerNamed(ctx, self, words)
	if err != nil {
		g.log.Warn("name check failed: sentence refused", "call_id", g.callID, "words", len(words), "err", err)
	}
	return other, err
}
