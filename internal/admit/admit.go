// Package admit bounds how many turns work inside the process at once.
//
// A busy line keeps hundreds of turns in flight, and under load most of them only queue: for a
// Redis connection, for a CPU. Each one that has started holds its decoded state, its graph
// run's garbage and a deep stack, tens of kilobytes, and the garbage collector lets the heap
// grow to twice what is live. A turn that has not started holds almost nothing. So a turn
// takes a slot before it loads anything, and the process does the same work per second with
// far less memory, since the CPU was the limit anyway.
//
// A slot is for work, not for waiting: a turn waiting on something that is not this process's
// work (the model, its debounce window, another request's lock) steps out of its slot, so a
// slow model never holds up other calls' turns, and steps back in ahead of turns that have not
// started, so work already begun finishes first.
package admit

import (
	"context"
	"slices"
	"sync"
)

// Limit is a bound on the turns working at once. Its zero value is not usable; a nil *Limit
// admits everything, which is what tests and tools that run one turn want.
type Limit struct {
	mu   sync.Mutex
	free int
	// back holds turns stepping back in, arrivals turns that have not started; back is
	// served first. Each waiter's channel is closed when it is handed a slot.
	back, arrivals []chan struct{}
}

// New returns a limit of n slots (at least one).
func New(n int) *Limit { return &Limit{free: max(n, 1)} }

// Enter waits for a slot for a turn that has not started, until ctx ends. A nil Limit returns
// a nil Slot, whose methods do nothing.
func (l *Limit) Enter(ctx context.Context) (*Slot, error) {
	if l == nil {
		return nil, nil
	}
	if err := l.acquire(ctx, false); err != nil {
		return nil, err
	}
	return &Slot{l: l, held: true}, nil
}

// acquire takes a slot, waiting in the back queue or the arrivals queue.
func (l *Limit) acquire(ctx context.Context, back bool) error {
	l.mu.Lock()
	if l.free > 0 && len(l.back) == 0 && (back || len(l.arrivals) == 0) {
		l.free--
		l.mu.Unlock()
		return nil
	}
	q := &l.arrivals
	if back {
		q = &l.back
	}
	w := make(chan struct{})
	*q = append(*q, w)
	l.mu.Unlock()
	select {
	case <-w:
		return nil
	case <-ctx.Done():
	}
	l.mu.Lock()
	if i := slices.Index(*q, w); i >= 0 {
		*q = slices.Delete(*q, i, i+1)
		l.mu.Unlock()
		return context.Cause(ctx)
	}
	l.mu.Unlock()
	// Handed a slot as the wait ended: pass it on.
	l.release()
	return context.Cause(ctx)
}

// release frees one slot, handing it to the first turn stepping back in, else to the first
// arrival.
func (l *Limit) release() {
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, q := range []*[]chan struct{}{&l.back, &l.arrivals} {
		if len(*q) > 0 {
			close((*q)[0])
			*q = slices.Delete(*q, 0, 1)
			return
		}
	}
	l.free++
}

// Slot is one turn's place in the limit. Its methods are safe for concurrent use and do
// nothing on a nil Slot.
type Slot struct {
	l  *Limit
	mu sync.Mutex
	// out counts the waits in progress: the slot is given up at the first and taken back
	// after the last, so nested waits (a streamed answer that waits for the window) work.
	out  int
	held bool
	left bool
}

// Out steps out of the slot for a wait on something outside the process. Every Out must be
// matched by an In.
func (s *Slot) Out() {
	if s == nil {
		return
	}
	s.mu.Lock()
	s.out++
	give := s.out == 1 && s.held
	if give {
		s.held = false
	}
	s.mu.Unlock()
	if give {
		s.l.release()
	}
}

// In steps back into the slot after a wait, ahead of turns that have not started. If ctx ends
// first the turn carries on without a slot: it is ending anyway, and holding up its end would
// only hold its memory longer.
func (s *Slot) In(ctx context.Context) {
	if s == nil {
		return
	}
	s.mu.Lock()
	s.out--
	take := s.out == 0 && !s.held && !s.left
	s.mu.Unlock()
	if !take || s.l.acquire(ctx, true) != nil {
		return
	}
	s.mu.Lock()
	keep := s.out == 0 && !s.left
	s.held = keep
	s.mu.Unlock()
	if !keep {
		s.l.release()
	}
}

// Leave gives the slot up for good: the turn is over. It is safe to call more than once.
func (s *Slot) Leave() {
	if s == nil {
		return
	}
	s.mu.Lock()
	give := s.held
	s.held, s.left = false, true
	s.mu.Unlock()
	if give {
		s.l.release()
	}
}

type slotKey struct{}

// With returns ctx carrying the turn's slot, for the code that waits deep inside a turn (the
// model client) to step out with Away.
func With(ctx context.Context, s *Slot) context.Context {
	if s == nil {
		return ctx
	}
	return context.WithValue(ctx, slotKey{}, s)
}

// Away steps the slot ctx carries, if any, out for a wait, and returns the function that steps
// it back in (bounded by ctx). Use it as: back := admit.Away(ctx); wait(); back().
func Away(ctx context.Context) (back func()) {
	s, _ := ctx.Value(slotKey{}).(*Slot)
	if s == nil {
		return func() {}
	}
	s.Out()
	return func() { s.In(ctx) }
}
