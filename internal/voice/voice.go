// Package voice carries what a turn says to the caller out of the graph while the turn is
// still running, one checked sentence at a time.
//
// It exists so the caller can hear the first sentence of a model's answer while the model is
// still writing the rest: the agent node that streams the answer hands each sentence, once
// it has passed the reply check, to the Sink the turn pipeline put in the context, and the
// pipeline writes it to Vapi. Neither side knows the other; a turn with no sink (a JSON
// request, a test, the evaluation) simply gets the whole reply at the end.
//
// It also carries the Guard that the reply check consults about names (JSON replies
// included), for the same reason: the check runs inside an agent node, which holds no store.
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

// Guard tells whether words a reply is about to say name a customer other than the caller.
// It exists because the agent node that checks a sentence holds a model and no store, so it
// cannot look customers up itself: the turn pipeline puts a Guard in the context (the Postgres
// adapter implements it), and the reply check asks it only about the capitalised words it
// could not clear without a query.
type Guard interface {
	// OtherCustomerNamed reports whether any customer other than self (the verified
	// caller's customer key; "" when the caller is not verified, so every customer is
	// another) has a full name or a surname among words, compared case-insensitively.
	OtherCustomerNamed(ctx context.Context, self string, words []string) (bool, error)
}

type guardKey struct{}

// WithGuard returns a context whose reply checks consult g.
func WithGuard(ctx context.Context, g Guard) context.Context {
	return context.WithValue(ctx, guardKey{}, g)
}

// GuardFrom returns the context's guard, or nil when none was put there (a unit test of a
// node): the reply check then checks no names. The service always puts one (internal/turn).
func GuardFrom(ctx context.Context) Guard {
	g, _ := ctx.Value(guardKey{}).(Guard)
	return g
}
