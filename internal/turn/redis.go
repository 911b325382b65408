package turn

import (
	"context"
	"time"

	"claimsline/internal/checkpoint"
	"claimsline/state"
)

// Redis adapts the Redis checkpoint store to Calls. It is the production store; the
// pipeline's own tests run it against fakes of Calls and Lease.
func Redis(s *checkpoint.Store) Calls { return redisCalls{s} }

type redisCalls struct{ store *checkpoint.Store }

func (r redisCalls) Next(ctx context.Context, callID, words string) (int64, error) {
	return r.store.Next(ctx, callID, words)
}

func (r redisCalls) Withdraw(ctx context.Context, callID string, seq int64) error {
	return r.store.Withdraw(ctx, callID, seq)
}

func (r redisCalls) Latest(ctx context.Context, callID string) (int64, error) {
	return r.store.Latest(ctx, callID)
}

func (r redisCalls) Acquire(ctx context.Context, callID string, seq int64, wait time.Duration) (Lease, error) {
	l, err := r.store.Acquire(ctx, callID, seq, wait)
	if err != nil {
		return nil, err
	}
	return redisLease{store: r.store, lease: l, held: r.store.Keep(l)}, nil
}

func (r redisCalls) Watch(callID string) Newer { return r.store.Watch(callID) }

type redisLease struct {
	store *checkpoint.Store
	lease *checkpoint.Lease
	held  context.Context
}

func (l redisLease) Kept() []string        { return l.lease.Kept() }
func (l redisLease) Held() context.Context { return l.held }
func (l redisLease) Renewals() int64       { return l.lease.Renewals() }

func (l redisLease) Load() (state.Call, bool, error) { return l.lease.Load() }
func (l redisLease) Attempts() int                   { return l.lease.Attempts }
func (l redisLease) Save(ctx context.Context, raw []byte) error {
	return l.store.Save(ctx, l.lease, raw, true)
}
func (l redisLease) Release(ctx context.Context) error { return l.store.Release(ctx, l.lease) }
func (l redisLease) Commit(ctx context.Context, seq int64) error {
	return l.store.Commit(ctx, l.lease, seq)
}
