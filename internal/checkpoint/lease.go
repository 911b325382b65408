package checkpoint

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"
)

// heartbeat is a lease's renewal schedule. It holds no goroutine between renewals: each
// renewal is a timer's callback that arms the next one. A server at 200 calls in flight
// otherwise parks one goroutine per turn just to wait for a tick, and its stack is memory
// the garbage collector also counts towards its goal.
type heartbeat struct {
	held     context.Context
	lose     context.CancelCauseFunc
	renewals atomic.Int64

	mu      sync.Mutex
	timer   *time.Timer
	stopped bool
	// until is when the lease runs out unless renewed; only the renewal callback, which
	// never runs twice at once, touches it.
	until time.Time
}

// Keep renews the lease every LockTTL/4 while the holder's turn runs, each renewal fenced by
// the lease's token, and returns a context that is cancelled, with cause ErrLockLost, once
// the lease is lost: the lock is no longer ours, or no renewal got through in time to be sure
// it still is. Lost is declared before the lease could lapse, so a holder that stops when the
// context is done never runs beside the request that takes over. Save and Release end the
// heartbeat; they do not cancel the context, which only ever reports a loss.
func (s *Store) Keep(l *Lease) context.Context {
	held, lose := context.WithCancelCause(context.Background())
	hb := &heartbeat{held: held, lose: lose, until: l.acquired.Add(s.opts.LockTTL)}
	l.hb = hb
	hb.mu.Lock()
	hb.timer = time.AfterFunc(s.opts.LockTTL/4, func() { s.renew(l, hb) })
	hb.mu.Unlock()
	return held
}

// Renewals is how many renewals the lease's heartbeat has sent: the Redis commands it added
// to the turn.
func (l *Lease) Renewals() int64 {
	if l.hb == nil {
		return 0
	}
	return l.hb.renewals.Load()
}

// stop ends the heartbeat. A renewal already in flight is harmless: it is fenced by the
// token, so after a release it finds the lock gone or someone else's and does nothing, and
// it arms no next one.
func (l *Lease) stop() {
	if hb := l.hb; hb != nil {
		hb.mu.Lock()
		hb.stopped = true
		hb.timer.Stop()
		hb.mu.Unlock()
	}
}

// renew sends one renewal and arms the next, or declares the lease lost.
func (s *Store) renew(l *Lease, hb *heartbeat) {
	ttl := s.opts.LockTTL
	every := ttl / 4
	// A renewal that takes longer than this is counted as failed; the next one may land.
	timeout := every / 2
	hb.mu.Lock()
	stopped := hb.stopped
	hb.mu.Unlock()
	if stopped {
		return
	}
	sent := time.Now()
	n, err := s.renewOnce(KeysFor(l.CallID).Lock, l.Token, ttl, timeout)
	hb.renewals.Add(1)
	switch {
	case err == nil && n == 1:
		hb.until = sent.Add(ttl)
	case err == nil:
		// The lock holds another token, or none: it lapsed and may have been taken.
		hb.lose(ErrLockLost)
		return
	}
	// Give up while there is still time: the next renewal could not land before the
	// lease runs out, and past that someone else may hold the call.
	if time.Until(hb.until) < every+timeout {
		hb.lose(ErrLockLost)
		return
	}
	// The next renewal is due one period after this one was sent, as a ticker would have it.
	hb.mu.Lock()
	if !hb.stopped {
		hb.timer.Reset(max(every-time.Since(sent), 0))
	}
	hb.mu.Unlock()
}

// renewOnce sends one renewal and waits for it at most timeout. The wait is bounded here
// rather than by the context alone, because a client without context timeouts enabled
// blocks on a silent connection until its read timeout, far longer than a lease.
func (s *Store) renewOnce(key, token string, ttl, timeout time.Duration) (int64, error) {
	type result struct {
		n   int64
		err error
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	done := make(chan result, 1)
	go func() {
		n, err := renew.Run(ctx, s.rdb, []string{key}, token, ttl.Milliseconds()).Int64()
		done <- result{n, err}
	}()
	select {
	case r := <-done:
		return r.n, r.err
	case <-ctx.Done():
		return 0, fmt.Errorf("checkpoint: renew %s: %w", key, ctx.Err())
	}
}
