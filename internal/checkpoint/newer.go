package checkpoint

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
)

// A request that arrives announces its sequence number on its call's channel, so an older
// request of the same call still inside its debounce window learns at once that it has been
// superseded and stops, instead of finding out only when it tries to save. The channel is
// hash-tagged like the call's keys. Announcements are a shortcut, not the fence: the scripts
// (acquire, commit) compare sequence numbers in Redis, so a lost message costs promptness,
// never correctness.

// NewerChannel is the Pub/Sub channel a call's requests are announced on.
func NewerChannel(callID string) string { return "{call:" + callID + "}:newer" }

// newerPattern matches every call's channel: one subscription per process serves every
// request the process runs.
const newerPattern = "{call:*}:newer"

// next takes the call's next sequence number, keeps the request's words (ARGV[3], if any)
// under it, and announces it, in one round trip. One script, so a word's score is always its
// own request's number.
var next = redis.NewScript(`
local seq = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
if ARGV[3] ~= '' then
  redis.call('ZADD', KEYS[2], seq, seq .. ':' .. ARGV[3])
  redis.call('PEXPIRE', KEYS[2], ARGV[1])
end
redis.call('PUBLISH', ARGV[2], seq)
return seq
`)

// commit checks, at the moment a turn's work starts to count (its reply is released or its
// work leaves the process), that no newer request has arrived and the lock is still ours.
// Replies: -1 superseded, -2 lock lost, 1 committed.
var commit = redis.NewScript(`
if tonumber(redis.call('GET', KEYS[1]) or '0') > tonumber(ARGV[1]) then return -1 end
if redis.call('GET', KEYS[2]) ~= ARGV[2] then return -2 end
return 1
`)

// Commit fences the turn of request seq holding l: nil means no newer request of the call
// exists and the lock is still held, so the turn stands from here on. It fails with
// ErrSuperseded or ErrLockLost.
func (s *Store) Commit(ctx context.Context, l *Lease, seq int64) error {
	k := KeysFor(l.CallID)
	n, err := commit.Run(ctx, s.rdb, []string{k.Seq, k.Lock}, seq, l.Token).Int64()
	switch {
	case err != nil:
		return fmt.Errorf("checkpoint: commit %s: %w", l.CallID, err)
	case n == -1:
		return ErrSuperseded
	case n == -2:
		return ErrLockLost
	}
	return nil
}

// Watch is one request's watch for a newer request of its call. Take it before the
// request's sequence number, so an announcement that races the number is not missed.
type Watch struct {
	hub    *hub
	callID string
	newer  chan struct{}
	// mine is the request's own number (0 until known); newest the highest announced.
	mine, newest int64
	fired        bool
}

// Newer is closed once a request newer than this one has been announced for the call.
func (w *Watch) Newer() <-chan struct{} { return w.newer }

// Mine sets the watching request's own sequence number.
func (w *Watch) Mine(seq int64) {
	w.hub.mu.Lock()
	defer w.hub.mu.Unlock()
	w.mine = seq
	w.check()
}

// Stop ends the watch.
func (w *Watch) Stop() {
	w.hub.mu.Lock()
	defer w.hub.mu.Unlock()
	if set := w.hub.calls[w.callID]; set != nil {
		delete(set, w)
		if len(set) == 0 {
			delete(w.hub.calls, w.callID)
		}
	}
}

// check fires the watch if a number above its own was announced. Called with hub.mu held.
func (w *Watch) check() {
	if !w.fired && w.mine > 0 && w.newest > w.mine {
		w.fired = true
		close(w.newer)
	}
}

// hub is the store's one subscription to every call's announcements, fanned out to the
// requests watching.
type hub struct {
	start sync.Once
	mu    sync.Mutex
	calls map[string]map[*Watch]struct{}
}

// Watch starts watching callID for newer requests. The store's first watch subscribes
// (waiting up to a second for Redis to confirm, so the first request's rivals are heard).
func (s *Store) Watch(callID string) *Watch {
	h := &s.hub
	h.start.Do(func() { h.subscribe(s.rdb) })
	w := &Watch{hub: h, callID: callID, newer: make(chan struct{})}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.calls == nil {
		h.calls = map[string]map[*Watch]struct{}{}
	}
	if h.calls[callID] == nil {
		h.calls[callID] = map[*Watch]struct{}{}
	}
	h.calls[callID][w] = struct{}{}
	return w
}

func (h *hub) subscribe(rdb redis.UniversalClient) {
	ps := rdb.PSubscribe(context.Background(), newerPattern)
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	_, _ = ps.Receive(ctx) // the confirmation; without it messages still flow once it comes
	cancel()
	go func() {
		// The channel closes when the client does; go-redis resubscribes after a reconnect.
		for msg := range ps.Channel() {
			h.announce(msg.Channel, msg.Payload)
		}
	}()
}

func (h *hub) announce(channel, payload string) {
	callID, ok := strings.CutPrefix(channel, "{call:")
	if !ok {
		return
	}
	if callID, ok = strings.CutSuffix(callID, "}:newer"); !ok {
		return
	}
	seq, err := strconv.ParseInt(payload, 10, 64)
	if err != nil {
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	for w := range h.calls[callID] {
		w.newest = max(w.newest, seq)
		w.check()
	}
}
