package checkpoint_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"os"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"claimsline/internal/admit"
	"claimsline/internal/admit/admittest"
	"claimsline/internal/checkpoint"
	"claimsline/state"
)

func encode(t testing.TB, c state.Call) []byte {
	t.Helper()
	raw, err := checkpoint.Encode(c)
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

func client(t testing.TB) *redis.Client {
	t.Helper()
	url := os.Getenv("REDIS_URL")
	if url == "" {
		url = "redis://127.0.0.1:6379/0"
	}
	opts, err := redis.ParseURL(url)
	if err != nil {
		t.Fatal(err)
	}
	rdb := redis.NewClient(opts)
	if err := rdb.Ping(context.Background()).Err(); err != nil {
		t.Fatalf("Redis at %s is not reachable (set REDIS_URL): %v", url, err)
	}
	t.Cleanup(func() { _ = rdb.Close() })
	return rdb
}

func callID() string {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return "ckpt-" + hex.EncodeToString(b[:])
}

func TestKeysAreHashTaggedPerCall(t *testing.T) {
	k := checkpoint.KeysFor("abc")
	for _, key := range []string{k.Seq, k.Lock, k.State, k.Rev} {
		if key[:10] != "{call:abc}" {
			t.Fatalf("key %q is not hash-tagged by call", key)
		}
	}
}

func TestLockSaveAndRelease(t *testing.T) {
	ctx := context.Background()
	rdb := client(t)
	// Nothing here waits for the lock to lapse; the lease only has to outlast the steps before
	// the save, which on a loaded machine once took longer than a second.
	s := checkpoint.New(rdb, checkpoint.Options{StateTTL: time.Minute, LockTTL: 5 * time.Second})
	id := callID()

	seq, err := s.Next(ctx, id, "")
	if err != nil || seq != 1 {
		t.Fatalf("seq %d err %v", seq, err)
	}
	l, err := s.Acquire(ctx, id, seq, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	call, found, err := l.Load()
	if err != nil || found || call.CallID != id {
		t.Fatalf("fresh call: %+v %v %v", call, found, err)
	}
	// The lock is held: a second request cannot take it and times out.
	seq2, _ := s.Next(ctx, id, "")
	if _, err := s.Acquire(ctx, id, seq2, 50*time.Millisecond); !errors.Is(err, checkpoint.ErrLockTimeout) {
		t.Fatalf("second acquire: %v", err)
	}
	// The first request is now superseded, and its save is refused only if the lock moved;
	// it still holds the lock, so it may save.
	call.TurnNumber = 1
	if err := s.Save(ctx, l, encode(t, call), true); err != nil {
		t.Fatal(err)
	}
	// Every key of the call expires.
	for _, key := range []string{checkpoint.KeysFor(id).Seq, checkpoint.KeysFor(id).State, checkpoint.KeysFor(id).Rev} {
		if ttl := rdb.PTTL(ctx, key).Val(); ttl <= 0 {
			t.Fatalf("key %s has no TTL (%v)", key, ttl)
		}
	}
	// An older request is superseded at once.
	if _, err := s.Acquire(ctx, id, seq, time.Second); !errors.Is(err, checkpoint.ErrSuperseded) {
		t.Fatalf("old request: %v", err)
	}
	l2, err := s.Acquire(ctx, id, seq2, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	got, found, err := l2.Load()
	if err != nil || !found || got.TurnNumber != 1 {
		t.Fatalf("reloaded %+v %v %v", got, found, err)
	}
	// A stale lease (revision moved) cannot save.
	if err := s.Save(ctx, &checkpoint.Lease{CallID: id, Token: l2.Token, Rev: l2.Rev - 1}, encode(t, got), false); !errors.Is(err, checkpoint.ErrConflict) {
		t.Fatalf("stale revision: %v", err)
	}
	// Release by a stranger does nothing; by the holder frees the lock.
	if err := s.Release(ctx, &checkpoint.Lease{CallID: id, Token: "not-mine"}); err != nil {
		t.Fatal(err)
	}
	if rdb.Exists(ctx, checkpoint.KeysFor(id).Lock).Val() != 1 {
		t.Fatal("a stranger released the lock")
	}
	if err := s.Release(ctx, l2); err != nil {
		t.Fatal(err)
	}
	if rdb.Exists(ctx, checkpoint.KeysFor(id).Lock).Val() != 0 {
		t.Fatal("the holder could not release the lock")
	}
}

func TestExpiredLockRefusesTheLateSave(t *testing.T) {
	ctx := context.Background()
	s := checkpoint.New(client(t), checkpoint.Options{LockTTL: 60 * time.Millisecond})
	id := callID()
	seq, _ := s.Next(ctx, id, "")
	late, err := s.Acquire(ctx, id, seq, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(100 * time.Millisecond)
	seq2, _ := s.Next(ctx, id, "")
	now, err := s.Acquire(ctx, id, seq2, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	winner := state.New(id)
	winner.TurnNumber = 7
	if err := s.Save(ctx, now, encode(t, winner), true); err != nil {
		t.Fatal(err)
	}
	loser := state.New(id)
	loser.TurnNumber = 99
	if err := s.Save(ctx, late, encode(t, loser), true); !errors.Is(err, checkpoint.ErrLockLost) {
		t.Fatalf("late save: %v", err)
	}
	got, _, err := s.Get(ctx, id)
	if err != nil || got.TurnNumber != 7 {
		t.Fatalf("state %d err %v", got.TurnNumber, err)
	}
}

func TestUnknownSchemaVersionIsRefused(t *testing.T) {
	ctx := context.Background()
	rdb := client(t)
	s := checkpoint.New(rdb, checkpoint.Options{})
	id := callID()
	if err := rdb.Set(ctx, checkpoint.KeysFor(id).State, `{"schema_version":99,"call_id":"`+id+`"}`, time.Minute).Err(); err != nil {
		t.Fatal(err)
	}
	seq, _ := s.Next(ctx, id, "")
	l, err := s.Acquire(ctx, id, seq, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Release(ctx, l)
	if _, _, err := l.Load(); !errors.Is(err, checkpoint.ErrSchema) {
		t.Fatalf("load: %v", err)
	}
}

// TestNewerRequestIsAnnounced proves an older request hears of a newer one through Redis,
// promptly and without polling, and that its commit is fenced either way.
func TestNewerRequestIsAnnounced(t *testing.T) {
	s := checkpoint.New(client(t), checkpoint.Options{})
	ctx := context.Background()
	id := callID()

	older := s.Watch(id)
	defer older.Stop()
	seq, err := s.Next(ctx, id, "")
	if err != nil {
		t.Fatal(err)
	}
	older.Mine(seq)
	l, err := s.Acquire(ctx, id, seq, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Commit(ctx, l, seq); err != nil {
		t.Fatalf("commit with no newer request: %v", err)
	}
	other := s.Watch(callID()) // another call's request hears nothing of this one
	defer other.Stop()
	other.Mine(1)

	newer := s.Watch(id)
	defer newer.Stop()
	seq2, err := s.Next(ctx, id, "")
	if err != nil {
		t.Fatal(err)
	}
	newer.Mine(seq2)
	select {
	case <-older.Newer():
	case <-time.After(5 * time.Second):
		t.Fatal("the older request never heard of the newer one")
	}
	if err := s.Commit(ctx, l, seq); !errors.Is(err, checkpoint.ErrSuperseded) {
		t.Fatalf("commit after a newer request: %v, want ErrSuperseded", err)
	}
	select {
	case <-newer.Newer():
		t.Fatal("a request was told of itself as newer")
	case <-other.Newer():
		t.Fatal("another call's request was told")
	default:
	}
	if err := s.Release(ctx, l); err != nil {
		t.Fatal(err)
	}
	l2, err := s.Acquire(ctx, id, seq2, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Release(ctx, l2); err != nil {
		t.Fatal(err)
	}
	if err := s.Commit(ctx, l2, seq2); !errors.Is(err, checkpoint.ErrLockLost) {
		t.Fatalf("commit after release: %v, want ErrLockLost", err)
	}
}

// Waiting for another request's lock is not work: between tries the waiting turn gives up its
// working slot (internal/admit), so with one slot another call's turn can start meanwhile, and
// has it back once it holds the lock.
func TestLockWaitGivesUpTheWorkingSlot(t *testing.T) {
	ctx := context.Background()
	s := checkpoint.New(client(t), checkpoint.Options{StateTTL: time.Minute, LockTTL: 5 * time.Second})
	id := callID()
	first, _ := s.Next(ctx, id, "")
	holder, err := s.Acquire(ctx, id, first, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	second, _ := s.Next(ctx, id, "")
	workers := admit.New(1)
	slot, err := workers.Enter(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer slot.Leave()
	got := make(chan error)
	go func() {
		l, err := s.Acquire(admit.With(ctx, slot), id, second, 3*time.Second)
		if err == nil {
			_ = s.Release(ctx, l)
		}
		got <- err
	}()
	time.Sleep(50 * time.Millisecond) // the second request is polling
	if !admittest.Free(workers) {
		t.Error("the slot stayed taken while the turn waited for the lock")
	}
	if err := s.Release(ctx, holder); err != nil {
		t.Fatal(err)
	}
	if err := <-got; err != nil {
		t.Fatal(err)
	}
	if admittest.Free(workers) {
		t.Error("the slot was not taken back with the lock")
	}
}
