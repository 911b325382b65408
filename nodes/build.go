// Package nodes holds the claims-line nodes, one package each, and Build, which wires them
// into one graph. Build is the only code that knows every node, which is what lets node packages stay ignorant of each other: adding a
// specialist means adding a node here, never editing another node.
package nodes

import (
	"log/slog"
	"net/http"

	"claimsline/graph"
	"claimsline/internal/spoken/dob"
	"claimsline/internal/spoken/signals"
	"claimsline/nodes/auth"
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
	Callbacks escalate.Callbacks
	// Region is the default region for spoken phone numbers ("US").
	Region string
	// Dates reads spoken dates of birth.
	Dates          dob.Parser
	TransferNumber string
	HTTP           *http.Client
	Log            *slog.Logger
}

// Graph is the claims-line graph.
type Graph = graph.Graph[state.Call, state.Update]

// Build returns the claims-line graph.
func Build(d Deps) (*Graph, error) {
	if d.Region == "" {
		d.Region = "US"
	}
	authAgent := &auth.Agent{Model: d.Model, Region: d.Region, Dates: d.Dates}
	authTool := &auth.Tool{Customers: d.Customers, Region: d.Region, Dates: d.Dates}
	route := &router.Node{Model: d.Model}
	claimAgent := &claims.Agent{Model: d.Model}
	claimTool := &claims.Tool{Claims: d.Claims}
	faqAgent := &faq.Agent{Model: d.Model}
	faqTool := &faq.Tool{KB: d.KB, Rerank: d.Rerank}
	esc := &escalate.Node{Callbacks: d.Callbacks, TransferNumber: d.TransferNumber, HTTP: d.HTTP, Log: d.Log}

	return graph.NewBuilder(graph.Rules[state.Call, state.Update]{
		Merge:     state.Merge,
		Protected: state.WritesIdentity,
		// Identity has exactly one writer.
		ProtectedWriter: state.NodeAuthTool,
		MaxSteps:        MaxSteps,
	}).
		Node(state.NodeAuthAgent, graph.Agent, authAgent.Run).
		Node(state.NodeAuthTool, graph.Tool, authTool.Run).
		Node(state.NodeRouter, graph.Agent, route.Run).
		Node(state.NodeClaimAgent, graph.Agent, claimAgent.Run).
		Node(state.NodeClaimTool, graph.Tool, claimTool.Run).
		Node(state.NodeFAQAgent, graph.Agent, faqAgent.Run).
		Node(state.NodeFAQTool, graph.Tool, faqTool.Run).
		Node(state.NodeEscalate, graph.Plain, esc.Run).
		Node(state.NodeGoodbye, graph.Plain, goodbye.Node{}.Run).
		Entry(Entry, state.NodeEscalate, state.NodeRouter, state.NodeAuthAgent, state.NodeGoodbye).
		Branch(state.NodeAuthAgent, auth.Next, state.NodeAuthTool, graph.End).
		// Tool nodes never answer the caller, so each loop closes with a plain edge back to
		// its agent, which checks for an ending and a scripted line before any model call.
		Edge(state.NodeAuthTool, state.NodeAuthAgent).
		Branch(state.NodeRouter, router.Next, router.Targets...).
		Branch(state.NodeClaimAgent, kit.ToolOrEnd(state.NodeClaimTool), state.NodeClaimTool, graph.End).
		Edge(state.NodeClaimTool, state.NodeClaimAgent).
		Branch(state.NodeFAQAgent, kit.ToolOrEnd(state.NodeFAQTool), state.NodeFAQTool, graph.End).
		Edge(state.NodeFAQTool, state.NodeFAQAgent).
		Edge(state.NodeEscalate, graph.End).
		Edge(state.NodeGoodbye, graph.End).
		Build()
}

// Entry decides where a turn starts. Active danger goes to a person before and without
// verification, decided by a regular expression so the answer is the same every time and
// costs nothing; a verified caller goes to the router; everyone else verifies first. A call
// that has already ended only ever hears its closing again.
func Entry(s state.Call) string {
	switch {
	case s.Ended != "":
		return state.NodeGoodbye
	case signals.IsEmergency(s.Turn.Utterance):
		return state.NodeEscalate
	case s.Authenticated():
		return state.NodeRouter
	}
	return state.NodeAuthAgent
}
