package turn_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"claimsline/graph"
	"claimsline/internal/checkpoint"
	"claimsline/internal/config"
	"claimsline/internal/domain"
	"claimsline/internal/fakes/testdb"
	"claimsline/internal/turn"
	"claimsline/internal/voice"
	"claimsline/prompts"
	"claimsline/state"
)

// fakeCalls is an in-memory call store with switches for every fault the pipeline meets.
type fakeCalls struct {
	mu       sync.Mutex
	seq      int64
	words    map[int64]string
	saved    *state.Call
	saves    int
	releases int
	commits  int
	// held is the lease's life; lose lapses the lease.
	held context.Context
	lose context.CancelCauseFunc
	// nextFails makes the first Next calls fail, as Redis does for a moment in a blip.
	nextFails int

	nextErr    error
	acquireErr error
	saveErr    error
	// newerOnSave makes a newer request arrive while the turn runs.
	newerOnSave bool
	// newerUnannounced makes a newer request take its number just after the lock is taken,
	// with its announcement lost.
	newerUnannounced bool
	// watch is the last request's watch for newer requests.
	watch *fakeNewer
}

// fakeNewer is a watch a test fires by hand, as a newer request's announcement would.
type fakeNewer struct {
	once sync.Once
	c    chan struct{}
}

func (n *fakeNewer) Mine(int64)             {}
func (n *fakeNewer) Newer() <-chan struct{} { return n.c }
func (n *fakeNewer) Stop()                  {}
func (n *fakeNewer) fire()                  { n.once.Do(func() { close(n.c) }) }

func (f *fakeCalls) Watch(string) turn.Newer {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.watch = &fakeNewer{c: make(chan struct{})}
	return f.watch
}

// arrive is a newer request for the call: it takes the next number and is announced.
func (f *fakeCalls) arrive() {
	f.mu.Lock()
	f.seq++
	w := f.watch
	f.mu.Unlock()
	w.fire()
}

func (f *fakeCalls) Next(_ context.Context, _, words string) (int64, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.nextErr != nil {
		return 0, f.nextErr
	}
	if f.nextFails > 0 {
		f.nextFails--
		return 0, errors.New("redis: connection refused")
	}
	f.seq++
	if words != "" {
		if f.words == nil {
			f.words = map[int64]string{}
		}
		f.words[f.seq] = words
	}
	return f.seq, nil
}

func (f *fakeCalls) Withdraw(_ context.Context, _ string, seq int64) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	delete(f.words, seq)
	return nil
}

// keptWords lists the words of requests up to seq (exclusive; 0 for all) that no turn has
// acted on, oldest first.
func (f *fakeCalls) keptWords(before int64) []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	if before == 0 {
		before = f.seq + 1
	}
	var out []string
	for s := int64(1); s < before; s++ {
		if w, ok := f.words[s]; ok {
			out = append(out, w)
		}
	}
	return out
}

func (f *fakeCalls) Latest(context.Context, string) (int64, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.seq, nil
}

func (f *fakeCalls) Acquire(_ context.Context, callID string, seq int64, _ time.Duration) (turn.Lease, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.acquireErr != nil {
		return nil, f.acquireErr
	}
	if f.seq > seq {
		return nil, checkpoint.ErrSuperseded
	}
	if f.newerUnannounced {
		f.seq++ // just after the lock was taken
	}
	if f.held == nil {
		f.held, f.lose = context.WithCancelCause(context.Background())
	}
	return &fakeLease{calls: f, callID: callID, seq: seq}, nil
}

type fakeLease struct {
	calls  *fakeCalls
	callID string
	seq    int64
	taken  bool
}

func (l *fakeLease) Kept() []string {
	l.taken = true
	return l.calls.keptWords(l.seq)
}

func (l *fakeLease) Held() context.Context { return l.calls.held }
func (l *fakeLease) Renewals() int64       { return 0 }

func (l *fakeLease) Load() (state.Call, bool, error) {
	l.calls.mu.Lock()
	defer l.calls.mu.Unlock()
	if l.calls.saved == nil {
		return state.New(l.callID), false, nil
	}
	return *l.calls.saved, true, nil
}

func (l *fakeLease) Attempts() int { return 1 }

func (l *fakeLease) Commit(_ context.Context, seq int64) error {
	l.calls.mu.Lock()
	defer l.calls.mu.Unlock()
	l.calls.commits++
	if l.calls.seq > seq {
		return checkpoint.ErrSuperseded
	}
	return nil
}

func (l *fakeLease) Save(_ context.Context, raw []byte) error {
	f := l.calls
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.newerOnSave {
		f.seq++
	}
	if f.saveErr != nil {
		return f.saveErr
	}
	c, _, err := checkpoint.Decode(l.callID, string(raw))
	if err != nil {
		return err
	}
	f.saved, f.saves = &c, f.saves+1
	for s := range f.words {
		if s == l.seq || (l.taken && s < l.seq) {
			delete(f.words, s)
		}
	}
	return nil
}

func (l *fakeLease) Release(context.Context) error {
	l.calls.mu.Lock()
	defer l.calls.mu.Unlock()
	l.calls.releases++
	return nil
}

// graphFunc is a call graph the test writes inline.
type graphFunc func(ctx context.Context, s state.Call) (state.Call, []string, error)

func (g graphFunc) Run(ctx context.Context, s state.Call) (state.Call, []string, error) {
	return g(ctx, s)
}

type snapshots struct {
	mu   sync.Mutex
	rows []domain.Snapshot
}

func (s *snapshots) Enqueue(row domain.Snapshot) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.rows = append(s.rows, row)
	return true
}

func says(line string) graphFunc {
	return func(_ context.Context, s state.Call) (state.Call, []string, error) {
		return state.Merge(s, s.Reply(line)), []string{state.NodeAuthAgent}, nil
	}
}

func TestPipelineOutcomes(t *testing.T) {
	modelDown := errors.New("model down")
	cases := []struct {
		name  string
		req   turn.Request
		calls *fakeCalls
		graph graphFunc
		// hangUp cancels the request's context while the graph runs; lapse loses the lease.
		hangUp, lapse bool
		// kept is whether the request's words are still kept for the next turn.
		kept bool

		outcome   string
		content   string
		idSuffix  string
		saved     bool
		turn      int
		fallback  bool
		snapshots int
		released  int
	}{
		{
			name: "answered", graph: says("What is your date of birth?"),
			outcome: turn.OutcomeAnswered, content: "What is your date of birth?", idSuffix: "-1",
			saved: true, turn: 1, snapshots: 1,
		},
		{
			name: "superseded while waiting for the lock", calls: &fakeCalls{acquireErr: checkpoint.ErrSuperseded}, graph: says("unused"),
			outcome: turn.OutcomeSuperseded, idSuffix: "-1-superseded",
		},
		{
			name: "superseded at the save", calls: &fakeCalls{saveErr: checkpoint.ErrLockLost, newerOnSave: true}, graph: says("too late"),
			outcome: turn.OutcomeSuperseded, idSuffix: "-1-superseded", released: 1,
		},
		{
			name: "lock timeout", calls: &fakeCalls{acquireErr: checkpoint.ErrLockTimeout}, graph: says("unused"),
			outcome: turn.OutcomeBusy, content: prompts.Busy, idSuffix: "-1", kept: true,
		},
		{
			name: "lock lost at the save", calls: &fakeCalls{saveErr: checkpoint.ErrLockLost}, graph: says("lost"),
			outcome: turn.OutcomeLockLost, content: prompts.Busy, idSuffix: "-1", released: 1, kept: true,
		},
		{
			name: "lease lapses mid-turn", lapse: true,
			graph: func(ctx context.Context, s state.Call) (state.Call, []string, error) {
				<-ctx.Done()
				return s, nil, ctx.Err()
			},
			outcome: turn.OutcomeLockLost, content: prompts.Busy, idSuffix: "-1", kept: true,
		},
		{
			name: "conflict", calls: &fakeCalls{saveErr: checkpoint.ErrConflict}, graph: says("conflict"),
			outcome: turn.OutcomeLockLost, content: prompts.Busy, idSuffix: "-1", released: 1, kept: true,
		},
		{
			name: "save fails for another reason", calls: &fakeCalls{saveErr: errors.New("redis: connection reset")}, graph: says("x"),
			outcome: turn.OutcomeError, content: prompts.Busy, idSuffix: "-1", released: 1, kept: true,
		},
		{
			name: "sequence unavailable", calls: &fakeCalls{nextErr: errors.New("redis down")}, graph: says("unused"),
			outcome: turn.OutcomeError, content: prompts.Busy, idSuffix: "-unavailable",
		},
		{
			name: "sequence through a Redis blip", calls: &fakeCalls{nextFails: 2}, graph: says("Go on."),
			outcome: turn.OutcomeAnswered, content: "Go on.", idSuffix: "-1", saved: true, turn: 1, snapshots: 1,
		},
		{
			name: "abandoned client", hangUp: true,
			graph: func(ctx context.Context, s state.Call) (state.Call, []string, error) {
				<-ctx.Done()
				return s, nil, ctx.Err()
			},
			outcome: turn.OutcomeAbandoned, content: prompts.Busy, idSuffix: "-1", released: 1,
		},
		{
			name: "model failure",
			graph: func(_ context.Context, s state.Call) (state.Call, []string, error) {
				return s, []string{state.NodeAuthAgent}, modelDown
			},
			outcome: turn.OutcomeFallback, content: prompts.ModelFallback, idSuffix: "-1",
			saved: true, turn: 1, fallback: true, snapshots: 1,
		},
		{
			name: "empty graph reply",
			graph: func(_ context.Context, s state.Call) (state.Call, []string, error) {
				return s, []string{state.NodeAuthAgent}, nil
			},
			outcome: turn.OutcomeFallback, content: prompts.ModelFallback, idSuffix: "-1",
			saved: true, turn: 1, snapshots: 1,
		},
		{
			name: "protected-write refusal",
			graph: func(_ context.Context, s state.Call) (state.Call, []string, error) {
				return s, []string{state.NodeAuthAgent, state.NodeRouter},
					fmt.Errorf("%w: node router may not write identity", graph.ErrProtectedWrite)
			},
			outcome: turn.OutcomeFallback, content: prompts.ModelFallback, idSuffix: "-1",
			saved: true, turn: 1, fallback: true, snapshots: 1,
		},
		{
			name: "opening line of a new call", req: turn.Request{Opening: true}, graph: says("unused"),
			outcome: turn.OutcomeAnswered, content: prompts.Greeting, idSuffix: "-1", saved: true, snapshots: 1,
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			calls := tc.calls
			if calls == nil {
				calls = &fakeCalls{}
			}
			snaps := &snapshots{}
			p := turn.New(turn.Deps{Calls: calls, Graph: tc.graph, Snapshots: snaps}, config.Config{})
			req := tc.req
			req.CallID = "call-1"
			if !req.Opening {
				req.Utterance = "my number is four one five"
			}
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			if tc.hangUp || tc.lapse {
				g := tc.graph
				p = turn.New(turn.Deps{Calls: calls, Graph: graphFunc(func(gctx context.Context, s state.Call) (state.Call, []string, error) {
					if tc.hangUp {
						cancel()
					} else {
						calls.lose(checkpoint.ErrLockLost)
					}
					return g(gctx, s)
				}), Snapshots: snaps}, config.Config{})
			}
			r := p.Handle(ctx, req)
			if r.Outcome != tc.outcome || r.Content != tc.content || r.ID != "chatcmpl-call-1"+tc.idSuffix {
				t.Fatalf("reply %+v, want outcome %q content %q id suffix %q", r, tc.outcome, tc.content, tc.idSuffix)
			}
			if r.Superseded != (tc.outcome == turn.OutcomeSuperseded) {
				t.Fatalf("superseded flag %v for outcome %q", r.Superseded, r.Outcome)
			}
			if got := calls.saved != nil; got != tc.saved {
				t.Fatalf("saved %v, want %v", got, tc.saved)
			}
			if calls.releases != tc.released {
				t.Fatalf("released the lock %d times, want %d", calls.releases, tc.released)
			}
			if len(snaps.rows) != tc.snapshots {
				t.Fatalf("%d snapshots, want %d", len(snaps.rows), tc.snapshots)
			}
			if got := len(calls.keptWords(0)) > 0; got != tc.kept {
				t.Fatalf("words kept %v, want %v", calls.keptWords(0), tc.kept)
			}
			if calls.saved == nil {
				return
			}
			c := *calls.saved
			if c.TurnNumber != tc.turn || c.Turn.Fallback != tc.fallback || c.Authenticated() {
				t.Fatalf("saved turn %d fallback %v authenticated %v", c.TurnNumber, c.Turn.Fallback, c.Authenticated())
			}
			if snaps.rows[0].Reply != r.Content || snaps.rows[0].TurnNumber != c.TurnNumber {
				t.Fatalf("snapshot %+v does not match the reply %q", snaps.rows[0], r.Content)
			}
		})
	}
}

func TestOpeningOnACallUnderWayRepeatsTheLastLine(t *testing.T) {
	call := state.New("call-1")
	call.TurnNumber = 2
	call = state.Merge(call, call.Reply(prompts.AskDOB))
	calls := &fakeCalls{saved: &call}
	p := turn.New(turn.Deps{Calls: calls, Graph: says("unused")}, config.Config{})
	r := p.Handle(context.Background(), turn.Request{CallID: "call-1", Opening: true})
	if r.Content != prompts.AskDOB || r.Outcome != turn.OutcomeAnswered {
		t.Fatalf("reply %+v", r)
	}
	if calls.saves != 0 || calls.releases != 1 {
		t.Fatalf("saves %d releases %d: a request without words changed state", calls.saves, calls.releases)
	}
}

func TestContinuedUtteranceKeepsTheTurn(t *testing.T) {
	calls := &fakeCalls{}
	p := turn.New(turn.Deps{Calls: calls, Graph: says("Go on.")}, config.Config{})
	for i, words := range []string{"my number is", "My number is four one five.", "and my birthday"} {
		p.Handle(context.Background(), turn.Request{CallID: "call-1", Utterance: words})
		want := []int{1, 1, 2}[i]
		if got := calls.saved.TurnNumber; got != want {
			t.Fatalf("after %q: turn %d, want %d", words, got, want)
		}
	}
	if !strings.Contains(state.Flatten(calls.saved.Transcript), "user: My number is four one five.") {
		t.Fatalf("transcript %q", state.Flatten(calls.saved.Transcript))
	}
}

func TestDefaultsAndDeadlineComeFromConfiguration(t *testing.T) {
	cases := []struct {
		name   string
		cfg    config.Config
		budget time.Duration
	}{
		{"configured budget", config.Config{TurnBudget: 3 * time.Second}, 3 * time.Second},
		{"zero takes the default", config.Config{}, turn.DefaultBudget},
		{"the request's deadline bounds a long budget", config.Config{TurnBudget: time.Minute}, turn.DefaultTotal - 500*time.Millisecond},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var deadline time.Time
			start := time.Now()
			p := turn.New(turn.Deps{Calls: &fakeCalls{}, Graph: graphFunc(func(ctx context.Context, s state.Call) (state.Call, []string, error) {
				deadline, _ = ctx.Deadline()
				return state.Merge(s, s.Reply("ok")), nil, nil
			})}, tc.cfg)
			p.Handle(context.Background(), turn.Request{CallID: "c", Utterance: "hello"})
			// The graph gets its budget, bounded by the request's overall deadline.
			if got := deadline.Sub(start); got < tc.budget-time.Second || got > tc.budget+time.Second {
				t.Fatalf("graph deadline %s after start, want about %s", got, tc.budget)
			}
		})
	}
}

func TestWindowAbandonedByTheClient(t *testing.T) {
	calls := &fakeCalls{}
	p := turn.New(turn.Deps{Calls: calls, Graph: says("unused")}, config.Config{Debounce: time.Hour})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r := p.Handle(ctx, turn.Request{CallID: "c", Utterance: "hello"})
	if r.Outcome != turn.OutcomeAbandoned || r.Content != prompts.Busy || calls.saved != nil || calls.releases != 1 {
		t.Fatalf("reply %+v saved %v releases %d", r, calls.saved != nil, calls.releases)
	}
}

// TestSpeculativeTurn covers a turn that starts its work at arrival: a newer request inside
// the window stops it at once and it saves nothing; one after the turn has committed waits.
func TestSpeculativeTurn(t *testing.T) {
	cases := []struct {
		name     string
		debounce time.Duration
		calls    *fakeCalls
		// during runs inside the graph, with the graph's context.
		during  func(ctx context.Context, calls *fakeCalls, stream func(string) error) error
		outcome string
		said    []string
		saved   bool
	}{
		{
			name: "announced while the model is asked: the work is cancelled", debounce: time.Hour,
			during: func(ctx context.Context, calls *fakeCalls, _ func(string) error) error {
				calls.arrive()
				<-ctx.Done() // the model call in flight is cancelled
				return ctx.Err()
			},
			outcome: turn.OutcomeSuperseded,
		},
		{
			name: "announcement lost: the fence as the window closes sees it", debounce: 20 * time.Millisecond, calls: &fakeCalls{newerUnannounced: true},
			during: func(_ context.Context, _ *fakeCalls, stream func(string) error) error {
				return stream("First.")
			},
			outcome: turn.OutcomeSuperseded,
		},
		{
			name: "newer after the first sentence went out: the turn stands", debounce: 20 * time.Millisecond,
			during: func(_ context.Context, calls *fakeCalls, stream func(string) error) error {
				if err := stream("First."); err != nil {
					return err
				}
				calls.watch.fire()
				return stream("Second.")
			},
			outcome: turn.OutcomeAnswered, said: []string{"First.", "Second."}, saved: true,
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			calls := tc.calls
			if calls == nil {
				calls = &fakeCalls{}
			}
			g := graphFunc(func(ctx context.Context, s state.Call) (state.Call, []string, error) {
				var said []string
				err := tc.during(ctx, calls, func(sentence string) error {
					if err := voice.From(ctx).Say(ctx, sentence); err != nil {
						return err
					}
					said = append(said, sentence)
					return nil
				})
				if err != nil {
					return s, []string{state.NodeFAQAgent}, err
				}
				return state.Merge(s, s.Reply(strings.Join(said, " "))), []string{state.NodeFAQAgent}, nil
			})
			p := turn.New(turn.Deps{Calls: calls, Graph: g}, config.Config{Debounce: tc.debounce})
			var out []string
			r := p.Handle(context.Background(), turn.Request{CallID: "c", Utterance: "hello", Out: func(id, sentence string) error {
				out = append(out, sentence)
				return nil
			}})
			if r.Outcome != tc.outcome || (calls.saved != nil) != tc.saved || strings.Join(out, "|") != strings.Join(tc.said, "|") {
				t.Fatalf("reply %+v saved %v out %q; want %s saved %v out %q", r, calls.saved != nil, out, tc.outcome, tc.saved, tc.said)
			}
			if r.Superseded && (r.Content != "" || !strings.HasSuffix(r.ID, "-superseded") || calls.releases != 1) {
				t.Fatalf("superseded reply %+v, releases %d", r, calls.releases)
			}
			if tc.saved && (calls.saved.Turn.Reply != strings.Join(out, " ") || r.Content != calls.saved.Turn.Reply) {
				t.Fatalf("saved reply %q, content %q, sent %q", calls.saved.Turn.Reply, r.Content, out)
			}
		})
	}
}

// TestWindowClosedAtTheLockCostsNoCommit: with no debounce the window has closed before the
// lock is taken, and the acquire's own check is the fence; a window still open at the lock
// is fenced once, when it closes.
func TestWindowClosedAtTheLockCostsNoCommit(t *testing.T) {
	for _, tc := range []struct {
		debounce time.Duration
		commits  int
	}{{0, 0}, {10 * time.Millisecond, 1}} {
		calls := &fakeCalls{}
		p := turn.New(turn.Deps{Calls: calls, Graph: says("ok")}, config.Config{Debounce: tc.debounce})
		r := p.Handle(context.Background(), turn.Request{CallID: "c", Utterance: "hello"})
		if r.Outcome != turn.OutcomeAnswered || calls.commits != tc.commits {
			t.Fatalf("debounce %s: outcome %s, %d commits, want %d", tc.debounce, r.Outcome, calls.commits, tc.commits)
		}
	}
}

func TestWordsOfARequestThatCouldNotRunJoinTheNextTurn(t *testing.T) {
	calls := &fakeCalls{acquireErr: checkpoint.ErrLockTimeout}
	p := turn.New(turn.Deps{Calls: calls, Graph: says("Thanks.")}, config.Config{})
	first := "my number is four one five five five five one oh oh nine"
	if r := p.Handle(context.Background(), turn.Request{CallID: "c", Utterance: first}); r.Content != prompts.Busy {
		t.Fatalf("first request: %+v", r)
	}
	calls.acquireErr = nil
	p.Handle(context.Background(), turn.Request{CallID: "c", Utterance: "and my date of birth is March 14th 1985"})
	c := calls.saved
	if c == nil || c.TurnNumber != 1 || c.LastUserText() != first+" and my date of birth is March 14th 1985" {
		t.Fatalf("saved %+v", c)
	}
	if kept := calls.keptWords(0); len(kept) != 0 {
		t.Fatalf("words %q still kept after the turn that acted on them", kept)
	}
}

func TestContinuedRunsAreBudgetedPerCall(t *testing.T) {
	calls := &fakeCalls{}
	p := turn.New(turn.Deps{Calls: calls, Graph: says("Go on.")}, config.Config{})
	words := "um"
	for i := 0; i <= turn.MaxContinuedRuns+3; i++ {
		p.Handle(context.Background(), turn.Request{CallID: "c", Utterance: words})
		words += " so"
	}
	// The first utterance is turn 1, the budgeted re-sends keep it, and each one past the
	// budget counts as a turn of its own.
	if c := calls.saved; c.TurnNumber != 1+3 || c.Turn.Continues {
		t.Fatalf("turn %d continues %v", c.TurnNumber, c.Turn.Continues)
	}
}

// The pipeline puts the customer store's name guard in every turn's context, streamed or
// not, and a failed name query is logged with the call but without the words asked about.
func TestGuardReachesEveryTurnAndLogsNoWords(t *testing.T) {
	db := testdb.New(t)
	db.Close() // a store that is down
	for _, streamed := range []bool{false, true} {
		var logged bytes.Buffer
		var asked error
		g := graphFunc(func(ctx context.Context, s state.Call) (state.Call, []string, error) {
			guard := voice.GuardFrom(ctx)
			if guard == nil {
				return s, nil, errors.New("no guard in the turn's context")
			}
			_, asked = guard.OtherCustomerNamed(ctx, "", []string{"Okafor"})
			return state.Merge(s, s.Reply("Fine.")), nil, nil
		})
		p := turn.New(turn.Deps{Calls: &fakeCalls{}, Graph: g, Guard: db, Log: slog.New(slog.NewTextHandler(&logged, nil))}, config.Config{})
		req := turn.Request{CallID: "call-guard", Utterance: "hello"}
		if streamed {
			req.Out = func(string, string) error { return nil }
		}
		if r := p.Handle(context.Background(), req); r.Outcome != turn.OutcomeAnswered {
			t.Fatalf("streamed %v: outcome %q", streamed, r.Outcome)
		}
		out := logged.String()
		if asked == nil || !strings.Contains(out, "name check failed") || !strings.Contains(out, "call-guard") || strings.Contains(out, "Okafor") {
			t.Fatalf("streamed %v: query error %v, log %q", streamed, asked, out)
		}
	}
}
