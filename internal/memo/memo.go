// Package memo keeps the results of pure functions for the length of one turn.
//
// It exists because the nodes of a turn read the same words more than once: the auth agent
// reads an utterance as a phone number to decide whether code can make the lookup, and the
// lookup then reads the same words again, and checks the number and the date against every
// earlier utterance. The spoken readers are deterministic but costly (a phone number reading
// runs phonenumbers' validation several times), so a turn that has read some words reads
// them once. The memo lives in the turn's context and dies with it: nothing is shared
// between turns or calls, so a reader's answer can never depend on another caller's words.
// Outside a turn (a test, a tool called directly) there is no memo and every read runs.
package memo

import (
	"context"
	"sync"
)

// Memo holds results by key. The zero value is not used; With makes one.
type Memo struct {
	mu sync.Mutex
	m  map[any]any
}

type ctxKey struct{}

// With returns a context carrying a new, empty memo: one per turn.
func With(ctx context.Context) context.Context {
	return context.WithValue(ctx, ctxKey{}, &Memo{m: make(map[any]any, 8)})
}

// Do returns f's result for key, calling f only the first time key is seen in ctx's memo,
// or every time when ctx has none. f must be a pure function of key: the same key must
// always give the same result. Keys of different call sites must have different types, so
// they cannot collide. f runs outside the memo's lock; two concurrent first calls may both
// run it, and either result is kept, which purity makes the same.
func Do[K comparable, V any](ctx context.Context, key K, f func() V) V {
	m, _ := ctx.Value(ctxKey{}).(*Memo)
	if m == nil {
		return f()
	}
	m.mu.Lock()
	v, ok := m.m[key]
	m.mu.Unlock()
	if ok {
		return v.(V)
	}
	r := f()
	m.mu.Lock()
	m.m[key] = r
	m.mu.Unlock()
	return r
}
