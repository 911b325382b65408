// Package admittest holds what the tests of the code that steps in and out of working slots
// share: whether a new turn could start now.
package admittest

import (
	"context"
	"time"

	"claimsline/internal/admit"
)

// Wait is how long Free waits for a slot: long enough for a loaded machine to hand over a slot
// being given up, short enough to keep a test that expects none quick.
const Wait = 500 * time.Millisecond

// Free reports whether a turn that has not started gets a slot of l within Wait; the slot is
// left at once.
func Free(l *admit.Limit) bool {
	ctx, cancel := context.WithTimeout(context.Background(), Wait)
	defer cancel()
	s, err := l.Enter(ctx)
	s.Leave()
	return err == nil
}
