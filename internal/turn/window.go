package turn

import (
	"context"
	"errors"
	"sync"
	"time"

	"claimsline/internal/admit"
	"claimsline/internal/checkpoint"
)

// window is one request's debounce window, and whether its turn stands.
//
// A turn starts its work when its request arrives, speculatively: until the window closes
// (DEBOUNCE after arrival) a newer request for the call supersedes it, and then its work is
// thrown away. So nothing the turn does may be seen outside its own state before then: no
// reply is released and no node whose work leaves the process runs. When the window closes
// the turn commits (close, run then by the pipeline whatever the turn is doing, and awaited
// by the first sentence, external node or save that needs it), after which the turn stands
// and a newer request waits for the lock instead. Until then, a newer request's announcement
// cancels the turn's work at once (supersede), and the commit's fence in Redis catches an
// announcement that never came.
type window struct {
	closes time.Time
	// cancel stops the turn's speculative work, with checkpoint.ErrSuperseded as the cause.
	cancel context.CancelCauseFunc
	// commit fences the turn in Redis; set once the lock is held.
	commit func(ctx context.Context) error

	mu    sync.Mutex
	state windowState
}

type windowState int

const (
	windowOpen windowState = iota
	windowCommitted
	windowSuperseded
)

// supersede stops a turn that has not committed: a newer request of the call has arrived.
// A committed turn carries on; the newer request waits for its lock.
func (w *window) supersede() {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.state == windowOpen {
		w.state = windowSuperseded
		w.cancel(checkpoint.ErrSuperseded)
	}
}

// stand commits a turn whose window had closed before its lock was taken: the acquire
// script checked in Redis that no newer request existed as it took the lock, which is the
// same fence commit makes, so no round trip more is needed.
func (w *window) stand() {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.state == windowOpen {
		w.state = windowCommitted
	}
}

// superseded reports whether the turn was superseded.
func (w *window) superseded() bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.state == windowSuperseded
}

// close waits for the window to close and commits the turn: nil means the turn stands from
// here on. It is a graph.Gate, and idempotent. Its errors are checkpoint.ErrSuperseded,
// checkpoint.ErrLockLost, or the context's cause.
func (w *window) close(ctx context.Context) error {
	if d := time.Until(w.closes); d > 0 {
		timer := time.NewTimer(d)
		defer timer.Stop()
		select {
		case <-timer.C:
		case <-ctx.Done():
			return context.Cause(ctx)
		}
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	switch w.state {
	case windowCommitted:
		return nil
	case windowSuperseded:
		return checkpoint.ErrSuperseded
	}
	// The lock of w.mu is held across the round trip on purpose: an announcement arriving
	// meanwhile waits, and then finds the turn committed (the newer request came after the
	// fence, so it waits for the lock) or not (the fence saw it, and the turn is superseded).
	if err := w.commit(ctx); err != nil {
		if errors.Is(err, checkpoint.ErrSuperseded) {
			w.state = windowSuperseded
			w.cancel(err)
		}
		return err
	}
	w.state = windowCommitted
	return nil
}

// await is close for the turn's own line of work: it steps out of the working slot ctx
// carries while the window is still open, since waiting out the debounce is not work. (The
// pipeline's own goroutine that commits the turn when the window closes calls close: the
// turn is working meanwhile.)
func (w *window) await(ctx context.Context) error {
	if time.Until(w.closes) > 0 {
		defer admit.Away(ctx)()
	}
	return w.close(ctx)
}

// closed is the watch of a request whose window is closed from the start (no debounce, or
// the opening line): nothing can supersede it after its lock, so it listens for nothing.
type closed struct{}

func (closed) Mine(int64)             {}
func (closed) Newer() <-chan struct{} { return nil }
func (closed) Stop()                  {}

// sink speaks a turn's streamed sentences to the caller (voice.Sink): the first one waits
// for the window to close and commits the turn, and each goes out as it comes.
type sink struct {
	win  *window
	out  func(id, sentence string) error
	id   string
	said []string
	// failed is set when the caller could not be written to: the client is gone.
	failed bool
}

// Say releases one sentence.
func (s *sink) Say(ctx context.Context, sentence string) error {
	if err := s.win.await(ctx); err != nil {
		return err
	}
	if err := s.out(s.id, sentence); err != nil {
		s.failed = true
		return err
	}
	s.said = append(s.said, sentence)
	return nil
}
