// Package goodbye is the node that ends a call politely with the end-call phrase.
package goodbye

import (
	"context"

	"claimsline/nodes/internal/kit"
	"claimsline/prompts"
	"claimsline/state"
)

// Node is the goodbye node.
type Node struct{}

// Run says goodbye. On a call that has already ended (a request after the hang-up), it says
// the closing again and leaves the recorded reason alone.
func (Node) Run(_ context.Context, s state.Call) (state.Update, error) {
	reason := state.EndedGoodbye
	if s.Ended != "" {
		reason = s.Ended
	}
	return kit.End(s, reason, prompts.Goodbye), nil
}
