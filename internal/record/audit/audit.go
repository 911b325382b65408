// Package audit records call snapshots without ever making a caller wait.
//
// Every turn of a call produces a domain.Snapshot for the durable call record,
// but the caller is listening to silence until the reply is spoken, and a
// slow or unavailable database must not add to that silence or turn a good
// reply into an error. Writer therefore puts snapshots on a bounded in-memory
// queue that a single worker drains into the store, many snapshots to a round trip. When the queue is full,
// or an insert fails, the snapshot is dropped and reported through a callback
// (for a metric) and a log line: losing an audit row is better than losing
// the caller.
package audit

import (
	"claimsline/internal/domain"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"
)

// Drop reasons passed to the onDrop callback, suitable as a metric label.
const (
	// DropQueueFull: Enqueue found the queue full, or the writer closed.
	DropQueueFull = "queue_full"
	// DropInsertFailed: the insert returned an error or timed out, or Close
	// ran out of time before the snapshot could be written.
	DropInsertFailed = "insert_failed"
)

// DefaultCapacity is the queue size used when NewWriter gets capacity <= 0:
// several minutes of turns for a busy line while the database is briefly away.
const DefaultCapacity = 1024

// MaxQueuedBytes bounds the bytes the queued snapshots hold, whatever their number. A count
// alone is no memory bound: a snapshot carries the call's whole state and transcript, so it
// grows with the call, and a queue of long calls' snapshots can hold tens of megabytes while
// the database is away. 2 MiB is about 400 snapshots of a short call: seconds of a busy
// line's turns. A queue that stays fuller than that is one the database is not keeping up
// with, and holding more only costs memory; the call record does not depend on it, since it
// is built from the live state.
const MaxQueuedBytes = 2 << 20

// snapshotOverhead is what a queued snapshot costs beyond its text: the struct, the node
// names, the channel slot. An estimate; it keeps a flood of tiny snapshots bounded too.
const snapshotOverhead = 256

// sizeOf is the memory a queued snapshot is charged against MaxQueuedBytes.
func sizeOf(s domain.Snapshot) int64 {
	n := snapshotOverhead + len(s.CallID) + len(s.CustomerID) + len(s.Intent) + len(s.EndedReason) +
		len(s.Transcript) + len(s.State) + len(s.Utterance) + len(s.Reply)
	for _, node := range s.Nodes {
		n += len(node)
	}
	return int64(n)
}

// InsertTimeout bounds each insert, so one hung connection delays the queue
// by seconds, not forever. It is not retried: with the database down, retries
// would only multiply the load when it comes back.
const InsertTimeout = 3 * time.Second

// Inserter is what Writer needs from the store; *postgres.DB satisfies it, and
// tests can substitute a slow or failing one.
type Inserter interface {
	InsertSnapshots(ctx context.Context, batch []domain.Snapshot) error
}

// MaxBatch bounds how many snapshots one insert carries.
const MaxBatch = 64

// Writer is a bounded, non-blocking snapshot queue with one background
// worker. Create it with NewWriter, start Run in a goroutine, Enqueue from
// request handlers, and Close at shutdown to flush what is queued.
type Writer struct {
	ins    Inserter
	log    *slog.Logger
	onDrop func(reason string)

	// mu guards closed and the close of queue: Enqueue holds it shared so
	// that a send can never race with close(queue). It is never held while
	// waiting on the database.
	mu     sync.RWMutex
	closed bool
	queue  chan domain.Snapshot

	queued   atomic.Int64      // bytes charged by the snapshots in queue (sizeOf)
	maxBytes int64             // the most queued may reach
	buf      []domain.Snapshot // the worker's batch, reused
	dropped  atomic.Int64      // queue-full drops since the last warning
	lastWarn atomic.Int64      // unix nanoseconds of the last drop warning

	runMu   sync.Mutex    // guards running
	running bool          // a worker has started (or Close has taken over draining)
	done    chan struct{} // closed when Run returns
}

// NewWriter returns a Writer that inserts through ins and holds at most
// capacity snapshots waiting (DefaultCapacity if capacity <= 0), and at most
// MaxQueuedBytes of them. log may be
// nil (slog.Default is used); onDrop may be nil. onDrop is called with
// DropQueueFull or DropInsertFailed once per lost snapshot; it must be fast
// and must not block, since Enqueue calls it on the caller's path.
func NewWriter(ins Inserter, capacity int, log *slog.Logger, onDrop func(reason string)) *Writer {
	if capacity <= 0 {
		capacity = DefaultCapacity
	}
	if log == nil {
		log = slog.Default()
	}
	if onDrop == nil {
		onDrop = func(string) {}
	}
	return &Writer{
		ins:      ins,
		log:      log.With("component", "audit"),
		onDrop:   onDrop,
		queue:    make(chan domain.Snapshot, capacity),
		maxBytes: MaxQueuedBytes,
		done:     make(chan struct{}),
	}
}

// charge reserves s's bytes for the queue, and reports false, reserving nothing, if they
// would take it past maxBytes.
func (w *Writer) charge(s domain.Snapshot) bool {
	size := sizeOf(s)
	if w.queued.Add(size) > w.maxBytes {
		w.queued.Add(-size)
		return false
	}
	return true
}

// take is called for every snapshot leaving the queue, whichever way it leaves: it releases
// the bytes Enqueue charged for it.
func (w *Writer) take(s domain.Snapshot) domain.Snapshot {
	w.queued.Add(-sizeOf(s))
	return s
}

// Enqueue queues s for writing and reports whether it was accepted. It never
// blocks: when the queue is full (by count or by bytes) or the writer is closed, s is dropped,
// onDrop(DropQueueFull) is called, a warning is logged, and it returns false.
func (w *Writer) Enqueue(s domain.Snapshot) bool {
	w.mu.RLock()
	closed, accepted := w.closed, false
	if !closed && w.charge(s) {
		select {
		case w.queue <- s:
			accepted = true
		default:
			w.take(s)
		}
	}
	w.mu.RUnlock()
	if accepted {
		return true
	}
	// Reported outside the lock so that onDrop may do anything, even Close.
	w.onDrop(DropQueueFull)
	// One line a second at most: a flood of warnings while the database is away would cost
	// more than the snapshots themselves. The metric counts every drop.
	if n := w.dropped.Add(1); w.warnDue() {
		w.log.Warn("audit: snapshots dropped", "reason", DropQueueFull, "closed", closed,
			"dropped_since_last_warning", n, "call_id", s.CallID, "turn", s.TurnNumber, "capacity", cap(w.queue),
			"queued_bytes", w.queued.Load())
		w.dropped.Store(0)
	}
	return false
}

// Run writes queued snapshots until ctx is cancelled or the writer is closed
// and drained. Call it once, in its own goroutine; further calls return at
// once. Cancelling ctx stops the worker but does not abandon the queue:
// Close writes whatever is left. An insert under way when ctx is cancelled
// still completes (within InsertTimeout), since its snapshot is already
// dequeued and would otherwise be lost.
func (w *Writer) Run(ctx context.Context) {
	w.runMu.Lock()
	if w.running {
		w.runMu.Unlock()
		w.log.Warn("audit: Run called more than once, or after Close")
		return
	}
	w.running = true
	w.runMu.Unlock()
	defer close(w.done)

	for {
		select {
		case <-ctx.Done():
			return
		case s, ok := <-w.queue:
			if !ok {
				return // closed and drained
			}
			w.insert(context.WithoutCancel(ctx), w.batch(w.take(s)))
		}
	}
}

// Close stops accepting snapshots and writes those already queued, then
// returns. It waits for the Run worker (if one was started) to drain the
// queue, and drains it itself if Run was never started or has already
// stopped. ctx bounds the whole flush: snapshots still queued when it expires
// are dropped (reported as DropInsertFailed) and Close returns an error
// saying how many. Calling Close again is harmless.
func (w *Writer) Close(ctx context.Context) error {
	w.mu.Lock()
	if !w.closed {
		w.closed = true
		close(w.queue)
	}
	w.mu.Unlock()

	w.runMu.Lock()
	running := w.running
	if !running {
		// Mark as running so a late Run call cannot start a second drainer.
		w.running = true
		close(w.done)
	}
	w.runMu.Unlock()

	if running {
		select {
		case <-w.done:
		case <-ctx.Done():
			// The worker is still busy; what it has not taken is abandoned, and what it
			// holds may yet fail, so the flush did not finish either way.
			if err := w.abandon(ctx.Err(), 0); err != nil {
				return err
			}
			return fmt.Errorf("audit: close: a batch was still being written: %w", ctx.Err())
		}
	}

	// Run stopped early (its context was cancelled) or never ran: drain here.
	for s := range w.queue {
		w.take(s)
		if ctx.Err() != nil {
			w.dropShutdown(s)
			return w.abandon(ctx.Err(), 1)
		}
		w.insert(ctx, []domain.Snapshot{s})
	}
	return nil
}

// abandon drops every snapshot still queued after a flush ran out of time;
// already counts ones the caller dropped itself. It does not block: if Run
// is still busy it may take some of them, which is fine.
func (w *Writer) abandon(cause error, already int) error {
	n := already
drain:
	for {
		select {
		case s, ok := <-w.queue:
			if !ok {
				break drain
			}
			w.dropShutdown(w.take(s))
			n++
		default:
			break drain
		}
	}
	if n == 0 {
		return nil
	}
	return fmt.Errorf("audit: close: %d snapshots not written: %w", n, cause)
}

func (w *Writer) dropShutdown(s domain.Snapshot) {
	w.onDrop(DropInsertFailed)
	w.log.Warn("audit: snapshot dropped at shutdown", "reason", DropInsertFailed,
		"call_id", s.CallID, "turn", s.TurnNumber)
}

// warnDue reports whether a second has passed since the last drop warning, and claims the
// next one if so.
func (w *Writer) warnDue() bool {
	now, last := time.Now().UnixNano(), w.lastWarn.Load()
	return now-last >= int64(time.Second) && w.lastWarn.CompareAndSwap(last, now)
}

// batch takes whatever else is already queued behind first, up to MaxBatch, so a busy line
// writes many turns per round trip and commit instead of one.
func (w *Writer) batch(first domain.Snapshot) []domain.Snapshot {
	b := append(w.buf[:0], first)
	for len(b) < MaxBatch {
		select {
		case s, ok := <-w.queue:
			if !ok {
				return b
			}
			b = append(b, w.take(s))
		default:
			return b
		}
	}
	return b
}

// insert writes a batch with its own timeout; on failure every snapshot in it is dropped
// and reported, never retried.
func (w *Writer) insert(ctx context.Context, batch []domain.Snapshot) {
	ictx, cancel := context.WithTimeout(ctx, InsertTimeout)
	defer cancel()
	start := time.Now()
	err := w.ins.InsertSnapshots(ictx, batch)
	if err == nil {
		return
	}
	for range batch {
		w.onDrop(DropInsertFailed)
	}
	w.log.Error("audit: snapshot insert failed", "reason", DropInsertFailed, "snapshots", len(batch),
		"call_id", batch[0].CallID, "turn", batch[0].TurnNumber, "elapsed", time.Since(start),
		"timeout", errors.Is(err, context.DeadlineExceeded), "err", err)
}
