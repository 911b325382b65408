package checkpoint_test

import (
	"context"
	"errors"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"claimsline/internal/checkpoint"
	"claimsline/internal/fakes/netcut"
	"claimsline/state"
)

// liveness bounds how long a test waits for something that must happen; it is a hang guard,
// not a measure of speed.
const liveness = 10 * time.Second

func wordsOf(t *testing.T, rdb *redis.Client, id string) []string {
	t.Helper()
	got, err := rdb.ZRange(context.Background(), checkpoint.KeysFor(id).Words, 0, -1).Result()
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// hold takes a new call's lock and keeps its lease alive.
func hold(t *testing.T, s *checkpoint.Store, id string) (*checkpoint.Lease, context.Context) {
	t.Helper()
	seq, err := s.Next(context.Background(), id, "")
	if err != nil {
		t.Fatal(err)
	}
	l, err := s.Acquire(context.Background(), id, seq, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	return l, s.Keep(l)
}

func TestWordsAreKeptUntilATurnActsOnThem(t *testing.T) {
	ctx := context.Background()
	rdb := client(t)
	s := checkpoint.New(rdb, checkpoint.Options{StateTTL: time.Minute})
	cases := []struct {
		name string
		// take makes the turn take the kept words (a turn that runs the graph does; an
		// opening line does not).
		take bool
		kept []string
		left []string
	}{
		{"a turn that acts on the kept words drops them with its own", true, []string{"my number is four one five"}, nil},
		{"a turn that does not take them leaves them", false, []string{"my number is four one five"}, []string{"1:my number is four one five"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			id := callID()
			first, _ := s.Next(ctx, id, "my number is four one five")
			if _, err := s.Acquire(ctx, id, first, 0); err != nil {
				t.Fatal(err) // holds the lock, as a replica that then dies would
			}
			_ = rdb.Del(ctx, checkpoint.KeysFor(id).Lock) // the dead holder's lease lapsed
			seq, _ := s.Next(ctx, id, "and my birthday")
			l, err := s.Acquire(ctx, id, seq, time.Second)
			if err != nil {
				t.Fatal(err)
			}
			if tc.take {
				if got := l.Kept(); !slices.Equal(got, tc.kept) {
					t.Fatalf("kept %q, want %q", got, tc.kept)
				}
			}
			if err := s.Save(ctx, l, encode(t, state.New(id)), true); err != nil {
				t.Fatal(err)
			}
			if got := wordsOf(t, rdb, id); !slices.Equal(got, tc.left) {
				t.Fatalf("left %q, want %q", got, tc.left)
			}
		})
	}
}

func TestWithdrawDropsOnlyThatRequestsWords(t *testing.T) {
	ctx := context.Background()
	rdb := client(t)
	s := checkpoint.New(rdb, checkpoint.Options{StateTTL: time.Minute})
	id := callID()
	a, _ := s.Next(ctx, id, "um")
	s.Next(ctx, id, "um my number")
	if err := s.Withdraw(ctx, id, a); err != nil {
		t.Fatal(err)
	}
	if got := wordsOf(t, rdb, id); !slices.Equal(got, []string{"2:um my number"}) {
		t.Fatalf("left %q", got)
	}
	if ttl := rdb.PTTL(ctx, checkpoint.KeysFor(id).Words).Val(); ttl <= 0 {
		t.Fatalf("kept words never expire (%v)", ttl)
	}
}

func TestHeldLeaseOutlivesItsExpiry(t *testing.T) {
	ctx := context.Background()
	rdb := client(t)
	// Long enough that a renewal goroutine starved of CPU for a moment on a loaded 2-core
	// machine still renews in time (at 200 ms it once did not, under a parallel test run);
	// short enough that three leases pass quickly.
	ttl := 600 * time.Millisecond
	s := checkpoint.New(rdb, checkpoint.Options{LockTTL: ttl})
	id := callID()
	l, lost := hold(t, s, id)
	// Another request waits three leases and never gets the lock: the holder renews it.
	seq2, _ := s.Next(ctx, id, "")
	if _, err := s.Acquire(ctx, id, seq2, 3*ttl); !errors.Is(err, checkpoint.ErrLockTimeout) {
		t.Fatalf("waiter: %v", err)
	}
	select {
	case <-lost.Done():
		t.Fatal("a healthy lease was declared lost")
	default:
	}
	if l.Renewals() == 0 {
		t.Fatal("no renewal was sent")
	}
	if err := s.Save(ctx, l, encode(t, state.New(id)), true); err != nil {
		t.Fatalf("save after renewals: %v", err)
	}
}

func TestLeaseIsLost(t *testing.T) {
	ttl := 200 * time.Millisecond
	cases := []struct {
		name  string
		fault func(t *testing.T, rdb *redis.Client, proxy *netcut.Proxy, id string)
	}{
		{"taken over after a lapse", func(t *testing.T, rdb *redis.Client, _ *netcut.Proxy, id string) {
			if err := rdb.Set(context.Background(), checkpoint.KeysFor(id).Lock, "someone-else", time.Minute).Err(); err != nil {
				t.Fatal(err)
			}
		}},
		{"cut off from Redis", func(_ *testing.T, _ *redis.Client, proxy *netcut.Proxy, _ string) { proxy.Cut() }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			direct := client(t)
			proxy, err := netcut.New(direct.Options().Addr)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(proxy.Close)
			opts := *direct.Options()
			opts.Addr = proxy.Addr()
			viaProxy := redis.NewClient(&opts)
			t.Cleanup(func() { _ = viaProxy.Close() })
			s := checkpoint.New(viaProxy, checkpoint.Options{LockTTL: ttl})
			id := callID()
			l, lost := hold(t, s, id)
			tc.fault(t, direct, proxy, id)
			select {
			case <-lost.Done():
			case <-time.After(liveness):
				t.Fatal("the lease was never declared lost")
			}
			// A lapsed holder's release is fenced: the lock it no longer owns stays.
			if before := direct.Get(ctx, checkpoint.KeysFor(id).Lock).Val(); before == "someone-else" {
				if err := s.Release(ctx, l); err != nil {
					t.Fatal(err)
				}
				if after := direct.Get(ctx, checkpoint.KeysFor(id).Lock).Val(); after != before {
					t.Fatalf("the lost holder released a lock it no longer owns: %q", after)
				}
			}
		})
	}
}

// TestHeldLeasesParkNoGoroutines holds many leases at once and checks that holding them
// costs no goroutine each: the heartbeat is a timer between renewals. At 200 calls in flight
// a goroutine per lease was 200 parked stacks the garbage collector counted towards its goal.
func TestHeldLeasesParkNoGoroutines(t *testing.T) {
	ctx := context.Background()
	s := checkpoint.New(client(t), checkpoint.Options{LockTTL: time.Minute})
	const n = 50
	leases := make([]*checkpoint.Lease, 0, n)
	before := runtime.NumGoroutine()
	for range n {
		l, _ := hold(t, s, callID())
		leases = append(leases, l)
	}
	if grown := runtime.NumGoroutine() - before; grown >= n/2 {
		t.Errorf("%d held leases added %d goroutines", n, grown)
	}
	for _, l := range leases {
		if err := s.Release(ctx, l); err != nil {
			t.Fatal(err)
		}
	}
}
