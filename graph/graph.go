// Package graph is a small engine for running a typed graph of nodes over one state value.
//
// It exists so the shape of a conversation (which node may follow which, where a turn starts,
// which node may write identity) is declared once, checked when the graph is built, and
// enforced while it runs, instead of living in scattered if-statements. It knows nothing of
// claims, storage, models or HTTP: the state type S and the update type U are the caller's,
// and the caller supplies how an update merges into the state.
//
// A turn runs from the entry decision until a node's way out leads to End. Nodes never
// mutate the state they are handed; they return an update, and the engine merges it. That is
// what lets the engine refuse an update before it lands.
package graph

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
)

// End is the target that finishes the turn.
const End = "__end__"

// Kind says what a node is allowed to be. The engine records it so a build step and its
// tests can see the agent/tool split; the identity rule below is keyed on the node name.
type Kind int

const (
	// Agent nodes are the only nodes that may ask a model.
	Agent Kind = iota + 1
	// Tool nodes run tools the model asked for and write what the results earned.
	Tool
	// Plain nodes do neither: scripted endings, routing, hand-offs.
	Plain
)

// String names the kind, as the graph's description and its errors print it.
func (k Kind) String() string {
	switch k {
	case Agent:
		return "agent"
	case Tool:
		return "tool"
	case Plain:
		return "plain"
	}
	return fmt.Sprintf("kind(%d)", int(k))
}

// Func is a node's body. It reads the state as it is after every earlier update of the
// turn and returns what should change.
type Func[S, U any] func(ctx context.Context, s S) (U, error)

// Decide picks the next node from the state. Its possible answers are declared with it so
// the build can check them.
type Decide[S any] func(s S) string

// Rules tell the engine how updates apply to the caller's state.
type Rules[S, U any] struct {
	// Merge applies an update to a state and returns the new state.
	Merge func(S, U) S
	// Protected reports whether an update writes the protected fields (identity). Only the
	// node named as ProtectedWriter may return such an update.
	Protected func(U) bool
	// ProtectedWriter is the one node allowed to write the protected fields.
	ProtectedWriter string
	// MaxSteps caps node executions per turn, so a loop between an agent and its tool node
	// that never settles ends the turn instead of running until the deadline.
	MaxSteps int
	// Prepare, if set, runs once at the start of every turn, before the entry decision, and
	// its update is merged like a node's (it may not write the protected fields). It is
	// where a turn gathers what the entry decides on and what may have to wait for the
	// outside world, such as a bounded question to a model; the decision itself stays a
	// plain function of the state. It is not a node and appears in no path.
	Prepare Func[S, U]
}

// Errors returned by Run. A caller turns them into a scripted line; they never reach a
// caller as silence.
var (
	ErrStepLimit      = errors.New("graph: step limit reached")
	ErrProtectedWrite = errors.New("graph: protected write refused")
)

type node[S, U any] struct {
	name string
	kind Kind
	fn   Func[S, U]
	// external marks a node whose work leaves the process; Run holds the turn at it until
	// the context's gate opens.
	external bool
	// Exactly one of next or decide is set once the graph is built.
	next    string
	decide  Decide[S]
	targets []string
}

// Builder declares a graph. Mistakes are collected and reported by Build, so a graph with
// an unknown target or a dead end never runs.
type Builder[S, U any] struct {
	rules        Rules[S, U]
	nodes        map[string]*node[S, U]
	order        []string
	entry        Decide[S]
	entryTargets []string
	errs         []error
}

// NewBuilder starts a graph with the given merge rules.
func NewBuilder[S, U any](rules Rules[S, U]) *Builder[S, U] {
	return &Builder[S, U]{rules: rules, nodes: map[string]*node[S, U]{}}
}

// Node adds a node.
func (b *Builder[S, U]) Node(name string, kind Kind, fn Func[S, U]) *Builder[S, U] {
	switch {
	case name == "" || name == End:
		b.errs = append(b.errs, fmt.Errorf("graph: invalid node name %q", name))
	case b.nodes[name] != nil:
		b.errs = append(b.errs, fmt.Errorf("graph: node %q declared twice", name))
	case fn == nil:
		b.errs = append(b.errs, fmt.Errorf("graph: node %q has no body", name))
	default:
		b.nodes[name] = &node[S, U]{name: name, kind: kind, fn: fn}
		b.order = append(b.order, name)
	}
	return b
}

// External marks a declared node as one whose work leaves the process (a row another system
// reads, a live transfer, a booking): such work cannot be taken back, so Run holds the turn
// at the node until the gate in its context (WithGate) lets it through.
func (b *Builder[S, U]) External(name string) *Builder[S, U] {
	if n := b.nodes[name]; n != nil {
		n.external = true
	} else {
		b.errs = append(b.errs, fmt.Errorf("graph: external node %q is not declared", name))
	}
	return b
}

// Gate decides when a turn may do work that leaves the process. It blocks until it may and
// returns nil, or returns why it may not (the turn was superseded, or its context ended);
// the turn then stops before the node runs. A caller that runs turns speculatively, before
// it knows they will stand, passes one so nothing outside the turn's own state happens
// before it does.
type Gate func(ctx context.Context) error

type gateKey struct{}

// WithGate returns a context under which Run passes every External node through gate.
// Without one, external nodes run as soon as they are reached.
func WithGate(ctx context.Context, gate Gate) context.Context {
	return context.WithValue(ctx, gateKey{}, gate)
}

// Edge adds a plain edge: after from, always to.
func (b *Builder[S, U]) Edge(from, to string) *Builder[S, U] {
	if n := b.wayOut(from); n != nil {
		n.next = to
	}
	return b
}

// Branch adds a conditional edge: after from, whichever of targets decide names.
func (b *Builder[S, U]) Branch(from string, decide Decide[S], targets ...string) *Builder[S, U] {
	if n := b.wayOut(from); n != nil {
		if decide == nil || len(targets) == 0 {
			b.errs = append(b.errs, fmt.Errorf("graph: branch from %q needs a decision and targets", from))
			return b
		}
		n.decide, n.targets = decide, targets
	}
	return b
}

// Entry sets the decision that picks a turn's first node.
func (b *Builder[S, U]) Entry(decide Decide[S], targets ...string) *Builder[S, U] {
	b.entry, b.entryTargets = decide, targets
	return b
}

func (b *Builder[S, U]) wayOut(from string) *node[S, U] {
	n := b.nodes[from]
	switch {
	case n == nil:
		b.errs = append(b.errs, fmt.Errorf("graph: edge from unknown node %q", from))
		return nil
	case n.next != "" || n.decide != nil:
		b.errs = append(b.errs, fmt.Errorf("graph: node %q has two ways out", from))
		return nil
	}
	return n
}

// Build checks the declaration and returns a runnable graph.
func (b *Builder[S, U]) Build() (*Graph[S, U], error) {
	errs := slices.Clone(b.errs)
	known := func(t string) bool { return t == End || b.nodes[t] != nil }
	if b.rules.Merge == nil {
		errs = append(errs, errors.New("graph: rules need a merge function"))
	}
	if b.rules.Protected != nil && b.nodes[b.rules.ProtectedWriter] == nil {
		errs = append(errs, fmt.Errorf("graph: protected writer %q is not a node", b.rules.ProtectedWriter))
	}
	if b.rules.MaxSteps <= 0 {
		errs = append(errs, errors.New("graph: rules need a positive step cap"))
	}
	if b.entry == nil || len(b.entryTargets) == 0 {
		errs = append(errs, errors.New("graph: no entry decision"))
	}
	for _, t := range b.entryTargets {
		if t == End || !known(t) {
			errs = append(errs, fmt.Errorf("graph: entry target %q is not a node", t))
		}
	}
	for _, name := range b.order {
		n := b.nodes[name]
		switch {
		case n.next != "":
			if !known(n.next) {
				errs = append(errs, fmt.Errorf("graph: edge %q -> %q: unknown target", name, n.next))
			}
		case n.decide != nil:
			for _, t := range n.targets {
				if !known(t) {
					errs = append(errs, fmt.Errorf("graph: branch %q -> %q: unknown target", name, t))
				}
			}
		default:
			errs = append(errs, fmt.Errorf("graph: node %q has no way out", name))
		}
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return &Graph[S, U]{b: *b}, nil
}

// Graph is a built, immutable graph, safe for concurrent runs over different states.
type Graph[S, U any] struct {
	b Builder[S, U]
}

// Nodes lists the node names and kinds in declaration order.
func (g *Graph[S, U]) Nodes() map[string]Kind {
	out := make(map[string]Kind, len(g.b.nodes))
	for name, n := range g.b.nodes {
		out[name] = n.kind
	}
	return out
}

// WithBody returns a copy of the graph in which node name runs fn instead of its own body;
// its kind, its ways out and the rules stay as built, and g is unchanged. It lets a test put
// a hostile body into any node of the real, wired graph and prove that the rules hold there,
// not only on a toy graph.
func (g *Graph[S, U]) WithBody(name string, fn Func[S, U]) (*Graph[S, U], error) {
	n := g.b.nodes[name]
	switch {
	case n == nil:
		return nil, fmt.Errorf("graph: no node %q to replace", name)
	case fn == nil:
		return nil, fmt.Errorf("graph: node %q given no body", name)
	}
	b := g.b
	b.nodes = maps.Clone(g.b.nodes)
	replaced := *n
	replaced.fn = fn
	b.nodes[name] = &replaced
	return &Graph[S, U]{b: b}, nil
}

// Run executes one turn from the entry decision and returns the final state and the path
// of node names taken. On error the returned state is the last state that was legally
// reached, and the path includes the node that failed.
func (g *Graph[S, U]) Run(ctx context.Context, s S) (S, []string, error) {
	var path []string
	if prepare := g.b.rules.Prepare; prepare != nil {
		u, err := prepare(ctx, s)
		if err != nil {
			return s, path, fmt.Errorf("graph: prepare: %w", err)
		}
		if g.b.rules.Protected != nil && g.b.rules.Protected(u) {
			return s, path, fmt.Errorf("%w: prepare may not write identity", ErrProtectedWrite)
		}
		s = g.b.rules.Merge(s, u)
	}
	cur, err := pick(g.b.entry, s, g.b.entryTargets, "entry")
	if err != nil {
		return s, path, err
	}
	for steps := 0; cur != End; steps++ {
		if steps >= g.b.rules.MaxSteps {
			return s, path, fmt.Errorf("%w after %d nodes", ErrStepLimit, steps)
		}
		if err := ctx.Err(); err != nil {
			return s, path, fmt.Errorf("graph: before %s: %w", cur, err)
		}
		n := g.b.nodes[cur]
		if gate, ok := ctx.Value(gateKey{}).(Gate); ok && n.external && gate != nil {
			if err := gate(ctx); err != nil {
				return s, path, fmt.Errorf("graph: held before %s: %w", cur, err)
			}
		}
		path = append(path, cur)
		u, err := n.fn(ctx, s)
		if err != nil {
			return s, path, fmt.Errorf("graph: node %s: %w", cur, err)
		}
		if g.b.rules.Protected != nil && g.b.rules.Protected(u) && cur != g.b.rules.ProtectedWriter {
			return s, path, fmt.Errorf("%w: node %s may not write identity", ErrProtectedWrite, cur)
		}
		s = g.b.rules.Merge(s, u)
		if n.decide == nil {
			cur = n.next
			continue
		}
		if cur, err = pick(n.decide, s, n.targets, n.name); err != nil {
			return s, path, err
		}
	}
	return s, path, nil
}

// pick runs a decision and refuses an answer that was not declared, so a decision function
// cannot send a turn somewhere the build never checked.
func pick[S any](decide Decide[S], s S, targets []string, from string) (string, error) {
	next := decide(s)
	if !slices.Contains(targets, next) {
		return "", fmt.Errorf("graph: %s chose undeclared target %q", from, next)
	}
	return next, nil
}
