package audit_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"claimsline/internal/domain"
	"claimsline/internal/fakes/testdb"
	"claimsline/internal/postgres"
	"claimsline/internal/record/audit"
)

// drops counts onDrop calls by reason.
type drops struct {
	mu sync.Mutex
	n  map[string]int
}

func (d *drops) fn(reason string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.n == nil {
		d.n = map[string]int{}
	}
	d.n[reason]++
}

func (d *drops) get(reason string) int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.n[reason]
}

func quiet() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

func snap(call string, turn int) domain.Snapshot {
	return domain.Snapshot{CallID: call, TurnNumber: turn, Nodes: []string{"n"}, Transcript: "t", State: []byte(`{}`)}
}

// fakeInserter records inserts and can be made to hang or fail.
type fakeInserter struct {
	mu      sync.Mutex
	got     []domain.Snapshot
	block   chan struct{} // when non-nil, inserts wait for it to close (or ctx)
	entered chan struct{} // when non-nil, receives once per insert started
	fail    error
}

func (f *fakeInserter) InsertSnapshots(ctx context.Context, batch []domain.Snapshot) error {
	if f.entered != nil {
		f.entered <- struct{}{}
	}
	if f.block != nil {
		select {
		case <-f.block:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	if f.fail != nil {
		return f.fail
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.got = append(f.got, batch...)
	return nil
}

func (f *fakeInserter) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.got)
}

func TestFullQueueDropsWithoutBlocking(t *testing.T) {
	t.Parallel()
	ins := &fakeInserter{block: make(chan struct{}), entered: make(chan struct{}, 100)}
	var d drops
	w := audit.NewWriter(ins, 3, quiet(), d.fn)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go w.Run(ctx)

	// The worker takes one snapshot and hangs in its insert; three more fill
	// the queue; everything after that must be refused at once.
	accepted := 0
	for i := range 20 {
		if w.Enqueue(snap("c", i)) {
			accepted++
		}
		if i == 0 {
			<-ins.entered // the worker is now stuck on snapshot 0
		}
	}
	if accepted != 4 || d.get(audit.DropQueueFull) != 16 {
		t.Fatalf("accepted %d, queue_full drops %d; want 4 and 16", accepted, d.get(audit.DropQueueFull))
	}

	close(ins.block) // the database recovers
	cctx, ccancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer ccancel()
	if err := w.Close(cctx); err != nil {
		t.Fatalf("close: %v", err)
	}
	if ins.count() != 4 || d.get(audit.DropInsertFailed) != 0 {
		t.Fatalf("inserted %d, insert_failed %d; want 4 and 0", ins.count(), d.get(audit.DropInsertFailed))
	}
	// In order: a single worker keeps FIFO order.
	for i, s := range ins.got {
		if s.TurnNumber != i {
			t.Fatalf("insert %d was turn %d", i, s.TurnNumber)
		}
	}
	if w.Enqueue(snap("c", 99)) {
		t.Fatal("Enqueue after Close accepted")
	}
	if d.get(audit.DropQueueFull) != 17 {
		t.Fatalf("Enqueue after Close not counted as a drop")
	}
}

// TestQueueIsBoundedInBytes fills the queue with snapshots of long calls: the count bound is
// far off, yet the bytes bound refuses the one that would pass MaxQueuedBytes, still takes a
// small one that fits, and takes big ones again once the worker has written the queue out,
// so the bytes are released on the way out and the bound cannot leak shut.
func TestQueueIsBoundedInBytes(t *testing.T) {
	t.Parallel()
	ins := &fakeInserter{}
	var d drops
	w := audit.NewWriter(ins, 1000, quiet(), d.fn)
	big := func(turn int) domain.Snapshot {
		s := snap("long", turn)
		s.Transcript = strings.Repeat("x", audit.MaxQueuedBytes*2/5) // two fit, a third does not
		return s
	}
	tests := []struct {
		s    domain.Snapshot
		want bool
	}{
		{big(1), true},
		{big(2), true},
		{big(3), false},
		{snap("short", 1), true},
	}
	for _, tt := range tests {
		if got := w.Enqueue(tt.s); got != tt.want {
			t.Fatalf("Enqueue(%s turn %d, %d bytes of transcript) = %v, want %v",
				tt.s.CallID, tt.s.TurnNumber, len(tt.s.Transcript), got, tt.want)
		}
	}
	if got := d.get(audit.DropQueueFull); got != 1 {
		t.Fatalf("queue_full drops %d, want 1", got)
	}

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go w.Run(ctx)
	waitFor(t, func() bool { return ins.count() == 3 })
	for turn := 4; turn <= 5; turn++ {
		if !w.Enqueue(big(turn)) {
			t.Fatalf("big snapshot %d refused after the queue was written out: its bytes were not released", turn)
		}
		waitFor(t, func() bool { return ins.count() == turn })
	}
	cctx, ccancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer ccancel()
	if err := w.Close(cctx); err != nil {
		t.Fatalf("close: %v", err)
	}
	if got := d.get(audit.DropQueueFull); got != 1 {
		t.Fatalf("queue_full drops %d after the queue emptied, want still 1", got)
	}
}

func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("condition not met in time")
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func TestCloseDrainsWithoutRun(t *testing.T) {
	t.Parallel()
	ins := &fakeInserter{}
	var d drops
	w := audit.NewWriter(ins, 10, quiet(), d.fn)
	for i := range 10 {
		if !w.Enqueue(snap("c", i)) {
			t.Fatalf("enqueue %d refused", i)
		}
	}
	if err := w.Close(context.Background()); err != nil {
		t.Fatal(err)
	}
	if ins.count() != 10 {
		t.Fatalf("inserted %d, want 10", ins.count())
	}
	// Run after Close must not start a worker or block.
	done := make(chan struct{})
	go func() { w.Run(context.Background()); close(done) }()
	select {
	case <-done:
	case <-time.After(time.Second):
		t.Fatal("Run after Close did not return")
	}
	if err := w.Close(context.Background()); err != nil {
		t.Fatalf("second Close: %v", err)
	}
}

func TestCloseDrainsAfterRunCancelled(t *testing.T) {
	t.Parallel()
	ins := &fakeInserter{block: make(chan struct{})}
	w := audit.NewWriter(ins, 10, quiet(), nil)
	ctx, cancel := context.WithCancel(context.Background())
	runDone := make(chan struct{})
	go func() { w.Run(ctx); close(runDone) }()
	for i := range 5 {
		w.Enqueue(snap("c", i))
	}
	// Shutdown order in main: the server context is cancelled first...
	cancel()
	close(ins.block)
	<-runDone
	// ...then Close flushes what the worker left behind.
	if err := w.Close(context.Background()); err != nil {
		t.Fatal(err)
	}
	if ins.count() != 5 {
		t.Fatalf("inserted %d, want 5", ins.count())
	}
}

func TestCloseIsBoundedByContext(t *testing.T) {
	t.Parallel()
	// block is never released: a hung database.
	ins := &fakeInserter{block: make(chan struct{}), entered: make(chan struct{}, 100)}
	var d drops
	w := audit.NewWriter(ins, 10, quiet(), d.fn)
	go w.Run(context.Background())
	for i := range 6 {
		w.Enqueue(snap("c", i))
	}
	<-ins.entered // the worker holds the first snapshot

	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	// Close returns at its context's deadline with the database still hung: the error says so.
	err := w.Close(ctx)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Close err = %v, want deadline exceeded", err)
	}
	// What was still queued is abandoned now; the batch hanging in the worker
	// fails once its InsertTimeout passes. Either way all six are counted.
	if got := d.get(audit.DropInsertFailed); got > 6 {
		t.Fatalf("insert_failed drops after Close = %d, more than were queued", got)
	}
	waitFor(t, func() bool { return d.get(audit.DropInsertFailed) == 6 })
	if ins.count() != 0 {
		t.Fatalf("inserted %d, want 0", ins.count())
	}
}

func TestWritesToRealStore(t *testing.T) {
	t.Parallel()
	db := testdb.New(t)
	var d drops
	w := audit.NewWriter(db, 100, quiet(), d.fn)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go w.Run(ctx)

	const n = 60
	for i := range n {
		s := snap("call-real", i/2) // turn numbers repeat, as with continued utterances
		s.Utterance = "hello"
		if !w.Enqueue(s) {
			t.Fatalf("enqueue %d refused", i)
		}
	}
	cctx, ccancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer ccancel()
	if err := w.Close(cctx); err != nil {
		t.Fatal(err)
	}
	got, err := db.Snapshots(context.Background(), "call-real")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != n || d.get(audit.DropQueueFull)+d.get(audit.DropInsertFailed) != 0 {
		t.Fatalf("stored %d of %d, drops %v", len(got), n, d.n)
	}
	for i, s := range got {
		if s.TurnNumber != i/2 {
			t.Fatalf("row %d has turn %d, want %d (order lost)", i, s.TurnNumber, i/2)
		}
	}
}

// TestUnreachableDatabase drives the writer against Postgres that cannot be
// reached: a closed port, and a store whose pool has been closed. Callers
// must never wait, and every snapshot must be accounted for as a drop.
func TestUnreachableDatabase(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		db   func(t *testing.T) *postgres.DB
	}{
		{"closed port", func(t *testing.T) *postgres.DB {
			// The pool connects lazily, so this succeeds; every insert then fails.
			pool, err := pgxpool.New(context.Background(), "postgres://postgres@127.0.0.1:1/none?sslmode=disable&connect_timeout=1")
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(pool.Close)
			return &postgres.DB{Pool: pool}
		}},
		{"closed pool", func(t *testing.T) *postgres.DB {
			db := testdb.New(t)
			db.Close()
			return db
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			db := tt.db(t)
			var d drops
			w := audit.NewWriter(db, 8, quiet(), d.fn)
			go w.Run(context.Background())

			const n = 200
			accepted := 0
			for i := range n {
				if w.Enqueue(snap("call-down", i)) {
					accepted++
				}
			}
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			_ = w.Close(ctx) // may report abandoned snapshots; all are counted below
			full, failed := d.get(audit.DropQueueFull), d.get(audit.DropInsertFailed)
			if full != n-accepted {
				t.Errorf("queue_full = %d, want %d", full, n-accepted)
			}
			if failed != accepted {
				t.Errorf("insert_failed = %d, want every accepted snapshot (%d)", failed, accepted)
			}
		})
	}
}
