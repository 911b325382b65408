// Package voice carries what a turn says to the caller out of the graph while the turn is
// still running, one checked sentence at a time.
//
// It exists so the caller can hear the first sentence of a model's answer while the model is
// still writing the rest: the agent node that streams the answer hands each sentence, once
// it has passed the reply check, to the Sink the turn pipeline put in the context, and the
// pipeline writes it to Vapi. Neither side knows the other; a turn with no sink (a JSON
// request, a test, the evaluation) simply gets the whole reply at the end.
package voice

import "context"

// Sink receives the sentences of a turn's reply, in order, as they are produced. Say may
// block (a reply is not released before the debounce window has closed) and returns an
// error when the turn must stop at once: superseded by a newer request, or the client gone.
// A sentence handed to Say counts as said, whatever happens later in the turn.
type Sink interface {
	Say(ctx context.Context, sentence string) error
}

type sinkKey struct{}

// With returns a context whose streamed sentences go to sink.
func With(ctx context.Context, sink Sink) context.Context {
	return context.WithValue(ctx, sinkKey{}, sink)
}

// From returns the context's sink, or nil when sentences are only collected.
func From(ctx context.Context) Sink {
	s, _ := ctx.Value(sinkKey{}).(Sink)
	return s
}
