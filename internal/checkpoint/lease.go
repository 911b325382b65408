package checkpoint

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"
)

// heartbeat is a lease's renewal loop.
type heartbeat struct {
	lost     chan struct{}
	stopped  chan struct{}
	once     sync.Once
	renewals atomic.Int64
}

// Keep renews the lease every LockTTL/4 while the holder's turn runs, each renewal fenced by
// the lease's token, and returns a channel that is closed once the lease is lost: the lock
// is no longer ours, or no renewal got through in time to be sure it still is. Lost is
// declared before the lease could lapse, so a holder that stops when it sees the channel
// closed never runs beside the request that takes over. Save and Release end the heartbeat.
func (s *Store) Keep(l *Lease) <-chan struct{} {
	hb := &heartbeat{lost: make(chan struct{}), stopped: make(chan struct{})}
	l.hb = hb
	go s.renew(l, hb)
	return hb.lost
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
// token, so after a release it finds the lock gone or someone else's and does nothing.
func (l *Lease) stop() {
	if l.hb != nil {
		l.hb.once.Do(func() { close(l.hb.stopped) })
	}
}

func (s *Store) renew(l *Lease, hb *heartbeat) {
	ttl := s.opts.LockTTL
	every := ttl / 4
	// A renewal that takes longer than this is counted as failed; the next one may land.
	timeout := every / 2
	until := l.acquired.Add(ttl)
	key := KeysFor(l.CallID).Lock
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		select {
		case <-hb.stopped:
			return
		case <-tick.C:
		}
		sent := time.Now()
		n, err := s.renewOnce(key, l.Token, ttl, timeout)
		hb.renewals.Add(1)
		switch {
		case err == nil && n == 1:
			until = sent.Add(ttl)
		case err == nil:
			// The lock holds another token, or none: it lapsed and may have been taken.
			close(hb.lost)
			return
		}
		// Give up while there is still time: the next renewal could not land before the
		// lease runs out, and past that someone else may hold the call.
		if time.Until(until) < every+timeout {
			close(hb.lost)
			return
		}
	}
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
