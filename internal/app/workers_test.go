package app_test

import (
	"context"
	"net/http"
	"sync"
	"testing"

	"claimsline/internal/fakes/fakellm"
	"claimsline/prompts"
)

// With one working slot, a turn waiting on a slow model holds up no other call: another call's
// turn runs to its answer meanwhile, through the real route, Redis and Postgres. (Were the wait
// for the model counted as work, the second turn would wait for the slot until LOCK_WAIT and
// hear the holding line.)
func TestSlowModelHoldsUpNoOtherCall(t *testing.T) {
	h := newHarness(t, map[string]string{"TURN_WORKERS": "1", "LOCK_WAIT": "1s"})
	slow, other := newCallID(t), newCallID(t)
	h.verify(slow)
	h.verify(other)

	arrived, release := make(chan struct{}, 1), make(chan struct{})
	var first sync.Once
	h.model.SetHandler(func(fakellm.Request) fakellm.Reply {
		held := false
		first.Do(func() { held = true })
		if held { // the slow call's model, until the test lets it go
			arrived <- struct{}{}
			<-release
		}
		return fakellm.Text("Your claim is in review.")
	})
	done := make(chan reply, 1)
	go func() {
		done <- h.post(context.Background(), "/chat/completions", chatBody(slow, false, "what's the status of my claim"), nil)
	}()
	<-arrived

	before := h.call(other).TurnNumber
	r := h.say(other, "what's the status of my claim")
	if r.Content == prompts.Busy {
		t.Fatalf("another call's turn heard the holding line while a model call was in flight: %+v", r)
	}
	if got := h.call(other).TurnNumber; got != before+1 {
		t.Fatalf("the other call's turn was not saved: turn %d, want %d", got, before+1)
	}
	close(release)
	if r := <-done; r.Status != http.StatusOK || r.Content == prompts.Busy {
		t.Fatalf("the slow call's turn: %+v", r)
	}
}
