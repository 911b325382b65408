// Package nodes holds the claims-line nodes, one package each, and Build, which wires them
// into one graph. Build is the only code that knows every node, which is what lets node packages stay ignorant of each other: adding a
// specialist means adding a node here, never editing another node.
package nodes

import (
	"context"
	"errors"
	"log/slog"
	"net/http"

	"claimsline/graph"
	"claimsline/internal/spoken/dob"
	"claimsline/internal/spoken/signals"
	"claimsline/nodes/auth"
	"claimsline/nodes/booking"
	"claimsline/nodes/claims"
	"claimsline/nodes/escalate"
	"claimsline/nodes/faq"
	"claimsline/nodes/goodbye"
	"claimsline/nodes/internal/kit"
	"claimsline/nodes/router"
	"claimsline/state"
	"claimsline/tools"
)

// MaxSteps caps node executions in one turn. The longest legitimate turn is an agent and
// tool pair going round twice plus the router: well under this.
const MaxSteps = 12

// Deps are what the nodes need from the outside world.
type Deps struct {
	Model     kit.Model
	Customers tools.CustomerFinder
	Claims    tools.ClaimLister
	KB        tools.Searcher
	// Rerank, if set, orders knowledge-base results by meaning.
	Rerank    tools.Reranker
	Callbacks tools.CallbackStore
	// Booker runs the inspection booking tools over the calendar of record.
	Booker *tools.Booker
	// Region is the default region for spoken phone numbers ("US").
	Region string
	// Dates reads spoken dates of birth.
	Dates          dob.Parser
	TransferNumber string
	// HTTP carries live transfers to Vapi's control URL; nil uses a default client.
	HTTP *http.Client
	// CallbackOutcome, if set, counts callback requests by outcome (stored, not_stored).
	CallbackOutcome func(outcome string)
	Log             *slog.Logger
}

// body is what every node value offers the engine.
type body interface {
	Run(ctx context.Context, s state.Call) (state.Update, error)
}

// member is one node as Build registers it: its name, its kind, and the value whose fields
// are everything it can reach, which is what checkKind reads.
type member struct {
	name string
	kind graph.Kind
	node body
}

// members lists the claims-line nodes with what each is given. A node gets only what its
// kind allows: agents a model, tools their stores, plain nodes nothing.
func members(d Deps) []member {
	return []member{
		{state.NodeAuthAgent, graph.Agent, &auth.Agent{Model: d.Model, Region: d.Region, Dates: d.Dates}},
		{state.NodeAuthTool, graph.Tool, &auth.Tool{Customers: d.Customers, Region: d.Region, Dates: d.Dates}},
		{state.NodeRouter, graph.Agent, &router.Node{Model: d.Model}},
		{state.NodeClaimAgent, graph.Agent, &claims.Agent{Model: d.Model}},
		{state.NodeClaimTool, graph.Tool, &claims.Tool{Claims: d.Claims}},
		{state.NodeFAQAgent, graph.Agent, &faq.Agent{Model: d.Model}},
		{state.NodeFAQTool, graph.Tool, &faq.Tool{KB: d.KB, Rerank: d.Rerank}},
		{state.NodeBookingAgent, graph.Agent, &booking.Agent{Model: d.Model}},
		// The booking write leaves the process: a tool node, external (below).
		{state.NodeBookingTool, graph.Tool, &booking.Tool{Booker: d.Booker, Claims: d.Claims}},
		{state.NodeEscalate, graph.Tool, &escalate.Node{
			Callbacks: d.Callbacks, Transfer: tools.VapiControl{HTTP: d.HTTP}, TransferNumber: d.TransferNumber,
			Region: d.Region, Count: d.CallbackOutcome, Log: d.Log,
		}},
		{state.NodeGoodbye, graph.Plain, goodbye.Node{}},
	}
}

// Graph is the claims-line graph.
type Graph = graph.Graph[state.Call, state.Update]

// Build returns the claims-line graph.
func Build(d Deps) (*Graph, error) {
	if d.Region == "" {
		d.Region = "US"
	}
	b := graph.NewBuilder(graph.Rules[state.Call, state.Update]{
		Merge:     state.Merge,
		Protected: state.WritesIdentity,
		// Identity has exactly one writer.
		ProtectedWriter: state.NodeAuthTool,
		MaxSteps:        MaxSteps,
		Prepare:         checkEmergency(d.Model),
	})
	var errs []error
	for _, m := range members(d) {
		errs = append(errs, checkKind(m))
		b.Node(m.name, m.kind, m.node.Run)
	}
	// Escalation writes a callback row or transfers the call live: its work leaves the
	// process, so it never runs for a turn that may not stand.
	b.External(state.NodeEscalate)
	// The booking tool writes the calendar of record: never for a turn that may not stand.
	b.External(state.NodeBookingTool)
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return b.
		Entry(Entry, state.NodeEscalate, state.NodeRouter, state.NodeAuthAgent, state.NodeGoodbye).
		Branch(state.NodeAuthAgent, auth.Next, state.NodeAuthTool, graph.End).
		// Tool nodes never answer the caller, so each loop closes with a plain edge back to
		// its agent, which checks for an ending and a scripted line before any model call.
		Edge(state.NodeAuthTool, state.NodeAuthAgent).
		Branch(state.NodeRouter, router.Next, router.Targets()...).
		Branch(state.NodeClaimAgent, kit.ToolOrEnd(state.NodeClaimTool), state.NodeClaimTool, graph.End).
		Edge(state.NodeClaimTool, state.NodeClaimAgent).
		Branch(state.NodeFAQAgent, kit.ToolOrEnd(state.NodeFAQTool), state.NodeFAQTool, graph.End).
		Edge(state.NodeFAQTool, state.NodeFAQAgent).
		Branch(state.NodeBookingAgent, kit.ToolOrEnd(state.NodeBookingTool), state.NodeBookingTool, graph.End).
		Edge(state.NodeBookingTool, state.NodeBookingAgent).
		Edge(state.NodeEscalate, graph.End).
		Edge(state.NodeGoodbye, graph.End).
		Build()
}

// Entry decides where a turn starts, on every turn, an ended call included. An emergency
// (decided before the entry by checkEmergency) goes to a person before and without
// verification, even after the call has ended; a call that has already ended otherwise only
// hears its closing again; a verified caller goes to the router; an unverified caller who
// asks for a person gets one, with nothing about any account disclosed; everyone else
// verifies first.
func Entry(s state.Call) string {
	switch {
	case s.Turn.Emergency != "":
		return state.NodeEscalate
	case s.Ended != "":
		return state.NodeGoodbye
	case s.Handoff.Pending():
		// An escalation waiting on the caller's callback number hears their answer.
		return state.NodeEscalate
	case s.Authenticated():
		return state.NodeRouter
	case signals.AsksForPerson(s.Turn.Utterance):
		return state.NodeEscalate
	}
	return state.NodeAuthAgent
}
