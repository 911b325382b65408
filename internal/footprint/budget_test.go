package footprint

import (
	"context"
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

func TestLimitFor(t *testing.T) {
	const mb = 1 << 20
	tests := []struct {
		name   string
		budget int64
		u      usage
		want   int64
	}{
		{"a small live heap keeps the budget", 44 * mb, usage{live: 10 * mb, total: 40 * mb, heap: 30 * mb}, 44 * mb},
		{"a live heap past the budget gets half its size on top", 44 * mb, usage{live: 40 * mb, total: 80 * mb, heap: 70 * mb}, 10*mb + 60*mb},
		{"memory outside the heap counts against the floor", 44 * mb, usage{live: 20 * mb, total: 60 * mb, heap: 30 * mb}, 30*mb + 30*mb},
		{"nothing read yet keeps the budget", 44 * mb, usage{}, 44 * mb},
		{"a heap reported larger than total is not negative", 44 * mb, usage{live: 4 * mb, total: 8 * mb, heap: 9 * mb}, 44 * mb},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := limitFor(tt.budget, tt.u); got != tt.want {
				t.Errorf("limitFor(%d, %+v) = %d, want %d", tt.budget, tt.u, got, tt.want)
			}
		})
	}
}

// run starts Keep on its own goroutine and returns a stop function that ends it and reports
// what it returned, so each test leaves the process's limit as it found it.
func run(t *testing.T, budget int64, interval time.Duration) (stop func() bool) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan bool, 1)
	go func() { done <- Keep(ctx, budget, interval) }()
	return func() bool {
		cancel()
		return <-done
	}
}

func currentLimit() int64 { return debug.SetMemoryLimit(-1) }

func TestKeepLeavesAnOperatorsChoice(t *testing.T) {
	for _, v := range []string{"off", "512MiB"} {
		t.Run(v, func(t *testing.T) {
			t.Setenv("GOMEMLIMIT", v)
			before := currentLimit()
			stop := run(t, 1<<20, time.Millisecond)
			time.Sleep(20 * time.Millisecond)
			if got := currentLimit(); got != before {
				t.Errorf("with GOMEMLIMIT=%s the limit moved: %d -> %d", v, before, got)
			}
			if stop() {
				t.Errorf("Keep returned true with GOMEMLIMIT=%s set", v)
			}
		})
	}
}

// sink keeps the test's allocation live across collections.
var sink [][]byte

// TestKeepFollowsTheLiveHeap runs the real runtime: with no live heap to speak of the limit is
// the budget; once 64 MB are live, the limit rises to give them their headroom instead of
// holding the collector to a budget they have outgrown; when Keep ends, the previous limit is
// back.
func TestKeepFollowsTheLiveHeap(t *testing.T) {
	if _, set := os.LookupEnv("GOMEMLIMIT"); set {
		t.Skip("GOMEMLIMIT is set in this environment; Keep leaves it alone by design")
	}
	const budget = 44 << 20
	before := currentLimit()
	stop := run(t, budget, 5*time.Millisecond)
	defer func() {
		sink = nil
		if !stop() {
			t.Error("Keep returned false with GOMEMLIMIT unset")
		}
		if got := currentLimit(); got != before {
			t.Errorf("limit after Keep ended = %d, want the previous %d", got, before)
		}
	}()

	waitFor(t, "the budget", func(l int64) bool { return l == budget })

	for range 64 {
		sink = append(sink, make([]byte, 1<<20))
	}
	runtime.GC() // the live heap the limit follows is measured at the end of a collection
	const want = int64(64<<20) * 3 / 2
	waitFor(t, "room for 64 MB live", func(l int64) bool { return l >= want && l < math.MaxInt64 })
}

func waitFor(t *testing.T, what string, ok func(limit int64) bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !ok(currentLimit()) {
		if time.Now().After(deadline) {
			t.Fatalf("limit %d never reached %s", currentLimit(), what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}
