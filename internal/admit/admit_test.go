package admit_test

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"claimsline/internal/admit"
	"claimsline/internal/admit/admittest"
)

func mustEnter(t *testing.T, l *admit.Limit) *admit.Slot {
	t.Helper()
	s, err := l.Enter(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// The bound holds under contention, with turns stepping out and back in, and every slot
// comes back: afterwards all n can be taken at once again.
func TestLimitBoundsWorkingTurns(t *testing.T) {
	const n = 3
	l := admit.New(n)
	var working, most atomic.Int32
	work := func() {
		if w := working.Add(1); w > most.Load() {
			most.Store(w)
		}
		time.Sleep(100 * time.Microsecond)
		working.Add(-1)
	}
	var wg sync.WaitGroup
	for i := range 60 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ctx := context.Background()
			if i%7 == 0 {
				// Some arrivals give up while they wait.
				var cancel context.CancelFunc
				ctx, cancel = context.WithTimeout(ctx, time.Duration(i)*10*time.Microsecond)
				defer cancel()
			}
			s, err := l.Enter(ctx)
			if err != nil {
				return
			}
			defer s.Leave()
			work()
			back := admit.Away(admit.With(context.Background(), s))
			time.Sleep(50 * time.Microsecond)
			back()
			work()
		}()
	}
	wg.Wait()
	if m := most.Load(); m > n {
		t.Fatalf("%d turns worked at once under a limit of %d", m, n)
	}
	var held []*admit.Slot
	for range n {
		held = append(held, mustEnter(t, l))
	}
	if admittest.Free(l) {
		t.Fatalf("a slot beyond the %d was handed out: one leaked in", n)
	}
	for _, s := range held {
		s.Leave()
	}
}

// A turn stepping back in is served before a turn that has not started, even one that
// queued first: work already begun finishes first.
func TestSteppingBackInGoesFirst(t *testing.T) {
	l := admit.New(1)
	a := mustEnter(t, l)
	a.Out()
	b := mustEnter(t, l) // takes the slot a stepped out of

	arrived := make(chan *admit.Slot)
	go func() {
		c, _ := l.Enter(context.Background())
		arrived <- c
	}()
	time.Sleep(20 * time.Millisecond) // c queues first
	backIn := make(chan struct{})
	go func() {
		a.In(context.Background())
		close(backIn)
	}()
	time.Sleep(20 * time.Millisecond)

	b.Leave()
	select {
	case <-backIn:
	case c := <-arrived:
		c.Leave()
		t.Fatal("a new turn was admitted ahead of a turn stepping back in")
	case <-time.After(time.Second):
		t.Fatal("nobody was handed the slot")
	}
	select {
	case <-arrived:
		t.Fatal("the new turn was admitted while the slot is held")
	case <-time.After(20 * time.Millisecond):
	}
	a.Leave()
	select {
	case c := <-arrived:
		c.Leave()
	case <-time.After(time.Second):
		t.Fatal("the new turn was never admitted")
	}
}

// Out and In nest: the slot is free from the first Out to the last In, and Leave in the middle
// of a wait, or twice, frees nothing twice.
func TestNestedWaitsAndLeave(t *testing.T) {
	l := admit.New(1)
	s := mustEnter(t, l)
	if admittest.Free(l) {
		t.Fatal("entered while the only slot is held")
	}
	s.Out()
	s.Out()
	if !admittest.Free(l) {
		t.Fatal("could not enter while the holder waits")
	}
	s.In(context.Background())
	if !admittest.Free(l) {
		t.Fatal("the slot was taken back before the outer wait ended")
	}
	s.In(context.Background())
	if admittest.Free(l) {
		t.Fatal("entered after the holder stepped back in")
	}
	s.Out()
	s.Leave()
	s.In(context.Background()) // the turn ended during its wait: nothing to take back
	s.Leave()
	one, two := mustEnter(t, l), (*admit.Slot)(nil)
	if admittest.Free(l) {
		t.Fatal("two slots out of one after Leave was called twice")
	}
	one.Leave()
	two.Leave()
}

// An arrival whose wait ends gets an error, takes nothing, and the queue moves on.
func TestEnterGivesUpCleanly(t *testing.T) {
	l := admit.New(1)
	s := mustEnter(t, l)
	ctx, cancel := context.WithTimeoutCause(context.Background(), 20*time.Millisecond, errors.New("too late"))
	defer cancel()
	if got, err := l.Enter(ctx); err == nil || got != nil || err.Error() != "too late" {
		t.Fatalf("Enter on a full limit: %v, %v", got, err)
	}
	s.Leave()
	if !admittest.Free(l) {
		t.Fatal("the slot was lost with the arrival that gave up")
	}
}

// A nil limit admits everything, and a context without a slot steps out of nothing: tools and
// tests that run one turn need no limit.
func TestNilLimitAndNoSlot(t *testing.T) {
	var l *admit.Limit
	s, err := l.Enter(context.Background())
	if err != nil || s != nil {
		t.Fatalf("nil limit: %v, %v", s, err)
	}
	s.Out()
	s.In(context.Background())
	s.Leave()
	admit.Away(context.Background())()
	if ctx := admit.With(context.Background(), nil); ctx != context.Background() {
		t.Fatal("With(nil) wrapped the context")
	}
}
