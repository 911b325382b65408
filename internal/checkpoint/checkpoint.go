// Package checkpoint keeps live call state in Redis: each call's checkpoint, its request
// sequence counter, its lock, and the caller's words that no turn has acted on yet.
//
// Every key of a call carries the hash tag {call:<id>}, so all of a call's keys live in one
// Redis Cluster slot and the multi-key scripts below run unchanged on a cluster. Any replica
// can serve any turn, because nothing about a call lives in a process.
//
// A turn costs three round trips: one script that takes a sequence number and keeps the
// caller's words, one script that checks the request is still the newest, takes the lock and
// reads the checkpoint and the words kept from earlier requests together, and one script that
// saves with compare-and-set, drops the words the turn acted on and releases the lock.
//
// The lock is a lease: a short expiry (2 s by default) that the holder renews while its turn
// runs (Keep). A replica that dies mid-turn holds its calls for at most the lease, and a
// holder that cannot renew learns it before the lease can lapse, so it stops and saves
// nothing. A request's words are kept from its arrival until a turn that acts on them saves,
// so a request that cannot run its turn (lock not had in time, a lapse, a replica's death)
// never loses them: the next turn that runs folds them in.
package checkpoint

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"

	"claimsline/internal/admit"
	"claimsline/state"
)

// Errors a caller of the store acts on.
var (
	// ErrSuperseded means a newer request for the same call has arrived.
	ErrSuperseded = errors.New("checkpoint: superseded by a newer request")
	// ErrLockTimeout means the call's lock stayed taken for the whole wait.
	ErrLockTimeout = errors.New("checkpoint: timed out waiting for the call lock")
	// ErrLockLost means the lease expired and the save was refused.
	ErrLockLost = errors.New("checkpoint: lock lost before save")
	// ErrConflict means the checkpoint moved since it was loaded.
	ErrConflict = errors.New("checkpoint: version moved since load")
	// ErrSchema means the stored checkpoint has a schema version this build does not know.
	ErrSchema = errors.New("checkpoint: unknown schema version")
)

// Options tune the store. Zero values take the defaults.
type Options struct {
	// StateTTL is how long a call's keys live after its last turn (default 6h).
	StateTTL time.Duration
	// LockTTL is the lease: how long a lock lives unless its holder renews it (default 2s).
	// A live holder renews it every LockTTL/4 (Keep), so only a dead or cut-off holder loses
	// it, and a call waits at most this long for a dead replica's turn.
	LockTTL time.Duration
	// Poll is the first wait between lock attempts (default 10ms, doubling to 80ms).
	Poll time.Duration
}

// DefaultLockTTL is the lease a lock is taken for and renewed to.
const DefaultLockTTL = 2 * time.Second

// Store is the Redis-backed call store. It is safe for concurrent use.
type Store struct {
	rdb  redis.UniversalClient
	opts Options
	hub  hub // announcements of newer requests (Watch)
}

// New returns a store over a Redis client.
func New(rdb redis.UniversalClient, opts Options) *Store {
	if opts.StateTTL <= 0 {
		opts.StateTTL = 6 * time.Hour
	}
	if opts.LockTTL <= 0 {
		opts.LockTTL = DefaultLockTTL
	}
	if opts.Poll <= 0 {
		opts.Poll = 10 * time.Millisecond
	}
	return &Store{rdb: rdb, opts: opts}
}

// Keys names a call's Redis keys. Exported so tests and operators can find them. Words is
// a sorted set of the caller's utterances no saved turn has acted on yet, scored by the
// sequence number of the request that brought them.
type Keys struct{ Seq, Lock, State, Rev, Words string }

// KeysFor returns the keys of one call.
func KeysFor(callID string) Keys {
	tag := "{call:" + callID + "}"
	return Keys{Seq: tag + ":seq", Lock: tag + ":lock", State: tag + ":state", Rev: tag + ":rev", Words: tag + ":words"}
}

// Next takes the call's next request sequence number, keeps the request's words ("" for
// none) for the call until a turn that acts on them saves or the request withdraws them, and
// announces the number on the call's channel (see Watch), in one round trip.
func (s *Store) Next(ctx context.Context, callID, words string) (int64, error) {
	k := KeysFor(callID)
	seq, err := next.Run(ctx, s.rdb, []string{k.Seq, k.Words}, s.opts.StateTTL.Milliseconds(), NewerChannel(callID), words).Int64()
	if err != nil {
		return 0, fmt.Errorf("checkpoint: sequence for %s: %w", callID, err)
	}
	return seq, nil
}

// Withdraw drops the words request seq brought, for a request its client gave up on: the
// client no longer wants that turn, and its next request carries what it does want.
func (s *Store) Withdraw(ctx context.Context, callID string, seq int64) error {
	n := strconv.FormatInt(seq, 10)
	if err := s.rdb.ZRemRangeByScore(ctx, KeysFor(callID).Words, n, n).Err(); err != nil {
		return fmt.Errorf("checkpoint: withdraw words of %s #%d: %w", callID, seq, err)
	}
	return nil
}

// Latest returns the newest sequence number taken for the call.
func (s *Store) Latest(ctx context.Context, callID string) (int64, error) {
	n, err := s.rdb.Get(ctx, KeysFor(callID).Seq).Int64()
	if errors.Is(err, redis.Nil) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("checkpoint: latest sequence for %s: %w", callID, err)
	}
	return n, nil
}

// acquire checks the request is still the newest, takes the lock and reads the checkpoint
// and the words earlier requests left, in one round trip. Replies: {-1} superseded, {0} lock
// busy, {1, state, rev, words} acquired.
var acquire = redis.NewScript(`
if tonumber(redis.call('GET', KEYS[1]) or '0') > tonumber(ARGV[1]) then
  return {-1}
end
if redis.call('SET', KEYS[2], ARGV[2], 'NX', 'PX', ARGV[3]) then
  return {1, redis.call('GET', KEYS[3]) or '', redis.call('GET', KEYS[4]) or '0',
    redis.call('ZRANGEBYSCORE', KEYS[5], '-inf', '(' .. ARGV[1])}
end
return {0}
`)

// save writes the checkpoint only if the lock is still ours and the revision is the one we
// loaded, drops the kept words up to ARGV[7] from score ARGV[6], then optionally releases
// the lock. Replies: -1 lock lost, -2 conflict, else the new revision.
var save = redis.NewScript(`
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return -1 end
local rev = tonumber(redis.call('GET', KEYS[3]) or '0')
if rev ~= tonumber(ARGV[2]) then return -2 end
redis.call('SET', KEYS[2], ARGV[3], 'PX', ARGV[4])
redis.call('SET', KEYS[3], rev + 1, 'PX', ARGV[4])
redis.call('PEXPIRE', KEYS[4], ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[5], ARGV[6], ARGV[7])
if ARGV[5] == '1' then redis.call('DEL', KEYS[1]) end
return rev + 1
`)

// renew extends the lease only while it still holds our token: 1 renewed, 0 not ours.
var renew = redis.NewScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
`)

// release deletes the lock only if it still holds our token, so a late holder cannot free
// a lock someone else has since taken.
var release = redis.NewScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`)

// Lease is a held call lock and the checkpoint read with it.
type Lease struct {
	CallID string
	Token  string
	Rev    int64
	// Seq is the sequence number of the request that holds the lease.
	Seq int64
	// Attempts is how many times the lock was tried before it was taken.
	Attempts int
	raw      string
	// kept holds the words of earlier requests no turn has acted on, oldest first; taken
	// is set once the holder has them, so its save drops them.
	kept  []string
	taken bool
	// acquired is when the acquire that took the lock was sent: the lease runs from then.
	acquired time.Time
	hb       *heartbeat
}

// Acquire takes the call's lock for the request with sequence seq, waiting at most wait.
// It fails with ErrSuperseded as soon as a newer request for the call exists, and with
// ErrLockTimeout if the lock stays taken.
func (s *Store) Acquire(ctx context.Context, callID string, seq int64, wait time.Duration) (*Lease, error) {
	k := KeysFor(callID)
	token, err := newToken()
	if err != nil {
		return nil, err
	}
	deadline := time.Now().Add(wait)
	poll := s.opts.Poll
	keys := []string{k.Seq, k.Lock, k.State, k.Rev, k.Words}
	for attempt := 1; ; attempt++ {
		sent := time.Now()
		res, err := acquire.Run(ctx, s.rdb, keys, seq, token, s.opts.LockTTL.Milliseconds()).Slice()
		if err != nil {
			return nil, fmt.Errorf("checkpoint: acquire %s: %w", callID, err)
		}
		switch code, _ := res[0].(int64); code {
		case -1:
			return nil, ErrSuperseded
		case 1:
			raw, _ := res[1].(string)
			rev, err := strconv.ParseInt(fmt.Sprint(res[2]), 10, 64)
			if err != nil {
				return nil, fmt.Errorf("checkpoint: revision of %s: %w", callID, err)
			}
			l := &Lease{CallID: callID, Token: token, Rev: rev, Seq: seq, Attempts: attempt, raw: raw, acquired: sent}
			members, _ := res[3].([]any)
			for _, m := range members {
				// Each member is "<seq>:<words>", unique by its request's number.
				if _, words, ok := strings.Cut(fmt.Sprint(m), ":"); ok {
					l.kept = append(l.kept, words)
				}
			}
			return l, nil
		}
		if time.Now().Add(poll).After(deadline) {
			return nil, ErrLockTimeout
		}
		if err := pause(ctx, poll); err != nil {
			return nil, fmt.Errorf("checkpoint: waiting for %s: %w", callID, err)
		}
		poll = min(poll*2, 80*time.Millisecond)
	}
}

// pause waits d between tries for a lock another request holds. The turn steps out of its
// working slot meanwhile (internal/admit): waiting for another request is not work.
func pause(ctx context.Context, d time.Duration) error {
	defer admit.Away(ctx)()
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-timer.C:
		return nil
	}
}

// Load decodes the checkpoint read with the lease. found is false for a call with no
// checkpoint yet.
func (l *Lease) Load() (call state.Call, found bool, err error) { return Decode(l.CallID, l.raw) }

// Decode reads a stored checkpoint ("" for none: a fresh call). A checkpoint with a schema
// version this build does not know is refused with ErrSchema, never guessed at.
func Decode(callID, raw string) (call state.Call, found bool, err error) {
	if raw == "" {
		return state.New(callID), false, nil
	}
	if err := state.DecodeString(raw, &call); err != nil {
		return call, true, fmt.Errorf("checkpoint: decode %s: %w", callID, err)
	}
	if call.SchemaVersion != state.SchemaVersion {
		return call, true, fmt.Errorf("%w: call %s has version %d, this build reads %d",
			ErrSchema, callID, call.SchemaVersion, state.SchemaVersion)
	}
	return call, true, nil
}

// Encode renders a call's state as it is stored, stamped with this build's schema version.
// The pipeline encodes once and hands the same bytes to Save and to the turn's snapshot.
func Encode(call state.Call) ([]byte, error) {
	call.SchemaVersion = state.SchemaVersion
	raw, err := state.Encode(call)
	if err != nil {
		return nil, fmt.Errorf("checkpoint: encode %s: %w", call.CallID, err)
	}
	return raw, nil
}

// Kept returns the words of earlier requests for the call that no turn has acted on, oldest
// first. A holder that takes them acts on them: its save drops them with its own.
func (l *Lease) Kept() []string {
	l.taken = true
	return l.kept
}

// Save writes an encoded state (see Encode) with compare-and-set against the lease, drops
// the words the turn acted on (its own, and the kept ones if it took them), and releases the
// lock when releaseLock is set. The lease's heartbeat, if any, stops.
func (s *Store) Save(ctx context.Context, l *Lease, raw []byte, releaseLock bool) error {
	defer l.stop()
	k := KeysFor(l.CallID)
	rel := "0"
	if releaseLock {
		rel = "1"
	}
	from := strconv.FormatInt(l.Seq, 10)
	if l.taken {
		from = "-inf"
	}
	rev, err := save.Run(ctx, s.rdb, []string{k.Lock, k.State, k.Rev, k.Seq, k.Words},
		l.Token, l.Rev, raw, s.opts.StateTTL.Milliseconds(), rel, from, l.Seq).Int64()
	if err != nil {
		return fmt.Errorf("checkpoint: save %s: %w", l.CallID, err)
	}
	switch rev {
	case -1:
		return ErrLockLost
	case -2:
		return ErrConflict
	}
	l.Rev = rev
	return nil
}

// Release frees the lock if this lease still holds it, and stops its heartbeat.
func (s *Store) Release(ctx context.Context, l *Lease) error {
	l.stop()
	if err := release.Run(ctx, s.rdb, []string{KeysFor(l.CallID).Lock}, l.Token).Err(); err != nil {
		return fmt.Errorf("checkpoint: release %s: %w", l.CallID, err)
	}
	return nil
}

// Get reads a call's checkpoint outside any lock, for operators and tests.
func (s *Store) Get(ctx context.Context, callID string) (state.Call, bool, error) {
	raw, err := s.rdb.Get(ctx, KeysFor(callID).State).Result()
	if errors.Is(err, redis.Nil) {
		return state.New(callID), false, nil
	}
	if err != nil {
		return state.Call{}, false, fmt.Errorf("checkpoint: get %s: %w", callID, err)
	}
	return Decode(callID, raw)
}

// Ping checks Redis is reachable.
func (s *Store) Ping(ctx context.Context) error {
	if err := s.rdb.Ping(ctx).Err(); err != nil {
		return fmt.Errorf("checkpoint: ping: %w", err)
	}
	return nil
}

func newToken() (string, error) {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("checkpoint: lock token: %w", err)
	}
	return hex.EncodeToString(b[:]), nil
}
