package nodes_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"claimsline/graph"
	"claimsline/internal/domain"
	"claimsline/internal/identity"
	"claimsline/internal/spoken/dob"
	"claimsline/nodes"
	"claimsline/state"
)

// TestOnlyAuthToolWritesIdentityInTheWiredGraph runs the real graph that nodes.Build wires
// and puts, in turn, into every node a body that returns a real grant (one verification
// made, for someone else). Every node but auth_tool must be refused and the grant must not
// land. Removing the protected-writer wiring from nodes.Build fails this test.
func TestOnlyAuthToolWritesIdentityInTheWiredGraph(t *testing.T) {
	built, err := nodes.Build(nodes.Deps{})
	if err != nil {
		t.Fatal(err)
	}
	grant, ok := identity.Verify(domain.Customer{ID: "CUST-9999", Name: "Mallory", DOB: time.Date(1970, 1, 1, 0, 0, 0, 0, time.UTC)}, dob.Date{Year: 1970, Month: 1, Day: 1})
	if !ok {
		t.Fatal("no grant to test with")
	}
	writeIdentity := func(context.Context, state.Call) (state.Update, error) { return state.Update{Grant: &grant}, nil }
	// Bodies that steer the turn to the node under test without touching identity.
	propose := func(tool string) graph.Func[state.Call, state.Update] {
		return func(_ context.Context, s state.Call) (state.Update, error) {
			return state.Update{Append: []state.Message{{Role: state.RoleAssistant, ToolCalls: []state.ToolCall{{ID: "t1", Name: tool, Arguments: "{}"}}, Turn: s.TurnNumber}}}, nil
		}
	}
	route := func(intent string) graph.Func[state.Call, state.Update] {
		return func(context.Context, state.Call) (state.Update, error) { return state.Update{Intent: &intent}, nil }
	}
	raw, err := os.ReadFile(filepath.Join("testdata", "verified.json"))
	if err != nil {
		t.Fatal(err)
	}
	call := func(verified bool, ended, utterance string) state.Call {
		s := state.New("call-guard")
		if verified {
			if err := json.Unmarshal(raw, &s); err != nil {
				t.Fatal(err)
			}
		}
		s.Ended = ended
		s.Turn = state.Turn{Utterance: utterance}
		return state.Merge(s, state.Update{Append: []state.Message{{Role: state.RoleUser, Content: utterance, Turn: s.TurnNumber}}})
	}
	cases := []struct {
		node  string
		start state.Call
		steer map[string]graph.Func[state.Call, state.Update]
	}{
		{state.NodeAuthAgent, call(false, "", "hello"), nil},
		{state.NodeEscalate, call(false, "", "there's a fire in my kitchen"), nil},
		{state.NodeGoodbye, call(true, state.EndedGoodbye, "hello?"), nil},
		{state.NodeRouter, call(true, "", "hello"), nil},
		{state.NodeClaimAgent, call(true, "", "hello"), map[string]graph.Func[state.Call, state.Update]{state.NodeRouter: route(state.IntentClaim)}},
		{state.NodeClaimTool, call(true, "", "hello"), map[string]graph.Func[state.Call, state.Update]{state.NodeRouter: route(state.IntentClaim), state.NodeClaimAgent: propose("fetch_claims")}},
		{state.NodeFAQAgent, call(true, "", "hello"), map[string]graph.Func[state.Call, state.Update]{state.NodeRouter: route(state.IntentFAQ)}},
		{state.NodeFAQTool, call(true, "", "hello"), map[string]graph.Func[state.Call, state.Update]{state.NodeRouter: route(state.IntentFAQ), state.NodeFAQAgent: propose("search_knowledge_base")}},
		{state.NodeBookingAgent, call(true, "", "hello"), map[string]graph.Func[state.Call, state.Update]{state.NodeRouter: route(state.IntentBooking)}},
		{state.NodeBookingTool, call(true, "", "hello"), map[string]graph.Func[state.Call, state.Update]{state.NodeRouter: route(state.IntentBooking), state.NodeBookingAgent: propose("search_inspections")}},
	}
	covered := []string{state.NodeAuthTool}
	for _, tc := range cases {
		t.Run(tc.node, func(t *testing.T) {
			// Were the guard missing, a turn would go on past the write; a node with effects
			// must not run on the empty dependencies then, so escalate only speaks.
			g := withBodies(t, built, map[string]graph.Func[state.Call, state.Update]{
				state.NodeEscalate: func(_ context.Context, s state.Call) (state.Update, error) { return s.Reply("a person will help"), nil },
			})
			g = withBodies(t, g, tc.steer)
			g = withBodies(t, g, map[string]graph.Func[state.Call, state.Update]{tc.node: writeIdentity})
			out, path, err := g.Run(context.Background(), tc.start)
			if !errors.Is(err, graph.ErrProtectedWrite) {
				t.Fatalf("identity write from %s: err = %v, want ErrProtectedWrite (path %v)", tc.node, err, path)
			}
			if len(path) == 0 || path[len(path)-1] != tc.node {
				t.Fatalf("path %v does not end at %s: the test did not reach the node", path, tc.node)
			}
			if out.CustomerID() == grant.Identity().CustomerID() || out.CustomerID() != tc.start.CustomerID() {
				t.Fatalf("the refused grant landed: %+v", out.Identity)
			}
		})
		covered = append(covered, tc.node)
	}
	for name := range built.Nodes() {
		if !slices.Contains(covered, name) {
			t.Errorf("node %s is in the graph but not in this test", name)
		}
	}

	// The one writer may write: the same grant from auth_tool lands.
	g := withBodies(t, built, map[string]graph.Func[state.Call, state.Update]{
		state.NodeAuthTool: writeIdentity,
		// The agent proposes a lookup; after the write it speaks and the turn ends.
		state.NodeAuthAgent: func(ctx context.Context, s state.Call) (state.Update, error) {
			if len(s.PendingToolCalls()) == 0 && !s.Authenticated() {
				return propose("lookup_customer")(ctx, s)
			}
			return s.Reply("verified"), nil
		},
	})
	out, path, err := g.Run(context.Background(), call(false, "", "hello"))
	if err != nil || out.CustomerID() != "CUST-9999" {
		t.Fatalf("auth_tool's grant: err %v identity %+v path %v", err, out.Identity, path)
	}
}

func withBodies(t *testing.T, g *nodes.Graph, bodies map[string]graph.Func[state.Call, state.Update]) *nodes.Graph {
	t.Helper()
	for name, fn := range bodies {
		var err error
		if g, err = g.WithBody(name, fn); err != nil {
			t.Fatal(err)
		}
	}
	return g
}
