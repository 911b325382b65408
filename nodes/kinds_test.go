package nodes

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"claimsline/graph"
	"claimsline/nodes/auth"
	"claimsline/nodes/claims"
	"claimsline/nodes/internal/kit"
	"claimsline/state"
	"claimsline/tools"
)

// runs gives the test's node shapes a body; what matters is what they hold.
type runs struct{}

func (runs) Run(context.Context, state.Call) (state.Update, error) { return state.Update{}, nil }

type agentWithStore struct {
	Model  kit.Model
	Claims tools.ClaimLister
}

type agentWithHTTP struct {
	Model kit.Model
	HTTP  *http.Client
}

type agentWithNestedStore struct {
	Model kit.Model
	Deps  struct{ Callbacks tools.CallbackStore }
}

type toolWithModel struct {
	Claims tools.ClaimLister
	Model  kit.Model
}

type plainWithTransfer struct {
	Transfer tools.Transferer
}

func (agentWithStore) Run(context.Context, state.Call) (state.Update, error) {
	return state.Update{}, nil
}
func (agentWithHTTP) Run(context.Context, state.Call) (state.Update, error) {
	return state.Update{}, nil
}
func (*agentWithNestedStore) Run(context.Context, state.Call) (state.Update, error) {
	return state.Update{}, nil
}
func (toolWithModel) Run(context.Context, state.Call) (state.Update, error) {
	return state.Update{}, nil
}
func (plainWithTransfer) Run(context.Context, state.Call) (state.Update, error) {
	return state.Update{}, nil
}

// TestNodeKindsByWhatTheyHold walks the node values Build registers and proves the check
// that guards them fails on every wrong shape.
func TestNodeKindsByWhatTheyHold(t *testing.T) {
	for _, m := range members(Deps{}) {
		if err := checkKind(m); err != nil {
			t.Errorf("registered node: %v", err)
		}
	}
	cases := []struct {
		name string
		kind graph.Kind
		node body
		want string
	}{
		{"agent holding a store", graph.Agent, agentWithStore{}, "Claims"},
		{"agent holding an HTTP client", graph.Agent, agentWithHTTP{}, "HTTP"},
		{"agent holding a store inside a struct", graph.Agent, &agentWithNestedStore{}, "Deps.Callbacks"},
		{"agent holding no model", graph.Agent, runs{}, "must hold a model"},
		{"tool holding a model", graph.Tool, toolWithModel{}, "Model"},
		{"the auth agent registered as a tool", graph.Tool, &auth.Agent{}, "Model"},
		{"the claim tool registered as an agent", graph.Agent, &claims.Tool{}, "Claims"},
		{"tool holding no store", graph.Tool, runs{}, "must hold a store"},
		{"plain node holding a transfer", graph.Plain, plainWithTransfer{}, "Transfer"},
		{"no kind", graph.Kind(0), runs{}, "no kind"},
	}
	for _, tc := range cases {
		err := checkKind(member{name: "n", kind: tc.kind, node: tc.node})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err = %v, want one naming %q", tc.name, err, tc.want)
		}
	}
}
