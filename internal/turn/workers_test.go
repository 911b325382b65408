package turn_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"claimsline/internal/admit"
	"claimsline/internal/admit/admittest"
	"claimsline/internal/config"
	"claimsline/internal/turn"
	"claimsline/prompts"
	"claimsline/state"
)

// A turn that cannot start within the lock wait, because every working slot is taken, hears
// the holding line and loses nothing: the next turn acts on its words.
func TestTurnThatCannotStartKeepsItsWords(t *testing.T) {
	workers := admit.New(1)
	calls := &fakeCalls{}
	p := turn.New(turn.Deps{Calls: calls, Graph: says("Thanks."), Workers: workers},
		config.Config{LockWait: 50 * time.Millisecond})
	busy, err := workers.Enter(context.Background()) // another call's turn, working
	if err != nil {
		t.Fatal(err)
	}
	first := "my number is four one five five five five one oh oh nine"
	r := p.Handle(context.Background(), turn.Request{CallID: "c", Utterance: first})
	if r.Content != prompts.Busy || r.Outcome != turn.OutcomeBusy {
		t.Fatalf("a turn with no slot: %+v", r)
	}
	if calls.saved != nil || calls.saves != 0 {
		t.Fatalf("a turn that never started saved %+v", calls.saved)
	}
	busy.Leave()
	p.Handle(context.Background(), turn.Request{CallID: "c", Utterance: "and my date of birth is March 14th 1985"})
	if c := calls.saved; c == nil || c.TurnNumber != 1 || c.LastUserText() != first+" and my date of birth is March 14th 1985" {
		t.Fatalf("saved %+v", c)
	}
	if !admittest.Free(workers) {
		t.Fatal("the turn kept its slot after it answered")
	}
}

// A turn gives up its working slot while it waits on something that is not its own work, so
// with one slot another call's turn can start meanwhile: while the model is asked (the model
// client steps out through the context) and while the debounce window is still open. When
// the model has answered, the turn has its slot back.
func TestWaitsGiveUpTheWorkingSlot(t *testing.T) {
	cases := []struct {
		name     string
		debounce time.Duration
		// wait is what the graph waits on; it says when waiting has begun.
		wait func(ctx context.Context, workers *admit.Limit, waiting chan<- struct{}, done <-chan struct{}) error
	}{
		{
			name: "the model", debounce: 0,
			wait: func(ctx context.Context, workers *admit.Limit, waiting chan<- struct{}, done <-chan struct{}) error {
				back := admit.Away(ctx) // as internal/llm does around a model call
				waiting <- struct{}{}
				<-done
				back()
				if admittest.Free(workers) {
					return errors.New("the turn works on without its slot after the model answered")
				}
				return nil
			},
		},
		{
			name: "the debounce window", debounce: 3 * admittest.Wait, // only a step-out frees the slot within Wait
			wait: func(_ context.Context, _ *admit.Limit, waiting chan<- struct{}, _ <-chan struct{}) error {
				waiting <- struct{}{} // the graph returns; the turn then waits for its window
				return nil
			},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			workers := admit.New(1)
			waiting, done := make(chan struct{}), make(chan struct{})
			graph := graphFunc(func(ctx context.Context, s state.Call) (state.Call, []string, error) {
				if err := tc.wait(ctx, workers, waiting, done); err != nil {
					t.Error(err)
				}
				return state.Merge(s, s.Reply("Thanks.")), []string{state.NodeAuthAgent}, nil
			})
			p := turn.New(turn.Deps{Calls: &fakeCalls{}, Graph: graph, Workers: workers},
				config.Config{Debounce: tc.debounce, LockWait: time.Second})
			replied := make(chan turn.Reply)
			go func() { replied <- p.Handle(context.Background(), turn.Request{CallID: "c", Utterance: "hello"}) }()
			<-waiting
			if !admittest.Free(workers) {
				t.Errorf("the slot stayed taken while the turn waited on %s", tc.name)
			}
			close(done)
			if r := <-replied; r.Outcome != turn.OutcomeAnswered {
				t.Fatalf("reply %+v", r)
			}
		})
	}
}
