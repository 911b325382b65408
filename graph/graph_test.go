package graph_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"claimsline/graph"
)

// st is a toy state: a log that appends and an owner that only one node may set.
type st struct {
	Log   []string
	Owner string
	Loops int
}

type up struct {
	Log   []string
	Owner *string
	Loops *int
}

func rules(writer string) graph.Rules[st, up] {
	return graph.Rules[st, up]{
		Merge: func(s st, u up) st {
			s.Log = append(slices.Clone(s.Log), u.Log...)
			if u.Owner != nil {
				s.Owner = *u.Owner
			}
			if u.Loops != nil {
				s.Loops = *u.Loops
			}
			return s
		},
		Protected:       func(u up) bool { return u.Owner != nil },
		ProtectedWriter: writer,
		MaxSteps:        8,
	}
}

func say(word string) graph.Func[st, up] {
	return func(context.Context, st) (up, error) { return up{Log: []string{word}}, nil }
}

func setOwner(owner string) graph.Func[st, up] {
	return func(context.Context, st) (up, error) { return up{Owner: &owner}, nil }
}

func always(name string) graph.Decide[st] { return func(st) string { return name } }

func TestBuildRejects(t *testing.T) {
	cases := []struct {
		name  string
		build func() *graph.Builder[st, up]
		want  string
	}{
		{"unknown edge target", func() *graph.Builder[st, up] {
			return graph.NewBuilder(rules("a")).Node("a", graph.Plain, say("a")).Edge("a", "nowhere").Entry(always("a"), "a")
		}, `unknown target`},
		{"unknown branch target", func() *graph.Builder[st, up] {
			return graph.NewBuilder(rules("a")).Node("a", graph.Plain, say("a")).Branch("a", always(graph.End), graph.End, "ghost").Entry(always("a"), "a")
		}, `"ghost": unknown target`},
		{"dead end", func() *graph.Builder[st, up] {
			return graph.NewBuilder(rules("a")).Node("a", graph.Plain, say("a")).Entry(always("a"), "a")
		}, `no way out`},
		{"two ways out", func() *graph.Builder[st, up] {
			return graph.NewBuilder(rules("a")).Node("a", graph.Plain, say("a")).Edge("a", graph.End).Edge("a", graph.End).Entry(always("a"), "a")
		}, `two ways out`},
		{"no entry", func() *graph.Builder[st, up] {
			return graph.NewBuilder(rules("a")).Node("a", graph.Plain, say("a")).Edge("a", graph.End)
		}, `no entry`},
		{"entry to unknown", func() *graph.Builder[st, up] {
			return graph.NewBuilder(rules("a")).Node("a", graph.Plain, say("a")).Edge("a", graph.End).Entry(always("b"), "b")
		}, `entry target "b"`},
		{"writer not a node", func() *graph.Builder[st, up] {
			return graph.NewBuilder(rules("auth_tool")).Node("a", graph.Plain, say("a")).Edge("a", graph.End).Entry(always("a"), "a")
		}, `protected writer "auth_tool"`},
		{"duplicate node", func() *graph.Builder[st, up] {
			return graph.NewBuilder(rules("a")).Node("a", graph.Plain, say("a")).Node("a", graph.Plain, say("b")).Edge("a", graph.End).Entry(always("a"), "a")
		}, `declared twice`},
		{"edge from unknown", func() *graph.Builder[st, up] {
			return graph.NewBuilder(rules("a")).Node("a", graph.Plain, say("a")).Edge("a", graph.End).Edge("z", "a").Entry(always("a"), "a")
		}, `unknown node "z"`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g, err := tc.build().Build()
			if err == nil || g != nil {
				t.Fatalf("Build() = %v, %v; want an error", g, err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Build() error %q does not mention %q", err, tc.want)
			}
		})
	}
}

func TestRunFollowsEdgesAndBranches(t *testing.T) {
	g, err := graph.NewBuilder(rules("tool")).
		Node("agent", graph.Agent, func(_ context.Context, s st) (up, error) {
			n := s.Loops + 1
			return up{Log: []string{"agent"}, Loops: &n}, nil
		}).
		Node("tool", graph.Tool, say("tool")).
		Branch("agent", func(s st) string {
			if s.Loops < 3 {
				return "tool"
			}
			return graph.End
		}, "tool", graph.End).
		Edge("tool", "agent").
		Entry(always("agent"), "agent").
		Build()
	if err != nil {
		t.Fatal(err)
	}
	in := st{Log: []string{"before"}}
	out, path, err := g.Run(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	wantPath := []string{"agent", "tool", "agent", "tool", "agent"}
	if !slices.Equal(path, wantPath) {
		t.Fatalf("path %v, want %v", path, wantPath)
	}
	if !slices.Equal(out.Log, append([]string{"before"}, wantPath...)) {
		t.Fatalf("log %v: the transcript-like field must append", out.Log)
	}
	if len(in.Log) != 1 {
		t.Fatalf("input state was mutated: %v", in.Log)
	}
	if got := g.Nodes(); got["agent"] != graph.Agent || got["tool"] != graph.Tool {
		t.Fatalf("Nodes() = %v", got)
	}
}

func TestProtectedWriteOnlyFromWriter(t *testing.T) {
	t.Run("a non-writer is refused and its write never lands", func(t *testing.T) {
		out, path, err := agentThenTool(t, setOwner("mallory"), setOwner("caller")).Run(context.Background(), st{})
		if !errors.Is(err, graph.ErrProtectedWrite) {
			t.Fatalf("err = %v, want ErrProtectedWrite", err)
		}
		if out.Owner != "" {
			t.Fatalf("owner = %q after a refused write", out.Owner)
		}
		if !slices.Equal(path, []string{"agent"}) {
			t.Fatalf("path %v: the turn must stop at the offending node", path)
		}
	})
	t.Run("the writer may write", func(t *testing.T) {
		out, _, err := agentThenTool(t, say("hi"), setOwner("caller")).Run(context.Background(), st{})
		if err != nil || out.Owner != "caller" {
			t.Fatalf("owner = %q, err = %v", out.Owner, err)
		}
	})
}

func TestStepLimitEndsARunawayLoop(t *testing.T) {
	g, err := graph.NewBuilder(rules("b")).
		Node("a", graph.Agent, say("a")).
		Node("b", graph.Tool, say("b")).
		Edge("a", "b").
		Edge("b", "a").
		Entry(always("a"), "a").
		Build()
	if err != nil {
		t.Fatal(err)
	}
	out, path, err := g.Run(context.Background(), st{})
	if !errors.Is(err, graph.ErrStepLimit) {
		t.Fatalf("err = %v, want ErrStepLimit", err)
	}
	if len(path) != 8 || len(out.Log) != 8 {
		t.Fatalf("ran %d nodes, logged %d; want the cap of 8", len(path), len(out.Log))
	}
}

func TestUndeclaredDecisionIsRefused(t *testing.T) {
	g, err := graph.NewBuilder(rules("a")).
		Node("a", graph.Plain, say("a")).
		Node("b", graph.Plain, say("b")).
		Branch("a", always("b"), graph.End).
		Edge("b", graph.End).
		Entry(always("a"), "a").
		Build()
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := g.Run(context.Background(), st{}); err == nil || !strings.Contains(err.Error(), "undeclared") {
		t.Fatalf("err = %v, want an undeclared-target error", err)
	}
}

func TestCancelledContextStopsBeforeTheNextNode(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	g, err := graph.NewBuilder(rules("b")).
		Node("a", graph.Agent, func(context.Context, st) (up, error) { cancel(); return up{Log: []string{"a"}}, nil }).
		Node("b", graph.Tool, say("b")).
		Edge("a", "b").
		Edge("b", graph.End).
		Entry(always("a"), "a").
		Build()
	if err != nil {
		t.Fatal(err)
	}
	_, path, err := g.Run(ctx, st{})
	if !errors.Is(err, context.Canceled) || !slices.Equal(path, []string{"a"}) {
		t.Fatalf("path %v err %v", path, err)
	}
}

// agentThenTool is a two-node graph, agent then auth_tool (the protected writer).
func agentThenTool(t *testing.T, agent, tool graph.Func[st, up]) *graph.Graph[st, up] {
	t.Helper()
	g, err := graph.NewBuilder(rules("auth_tool")).
		Node("agent", graph.Agent, agent).
		Node("auth_tool", graph.Tool, tool).
		Edge("agent", "auth_tool").
		Edge("auth_tool", graph.End).
		Entry(always("agent"), "agent").
		Build()
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestWithBodyReplacesOneBodyAndKeepsTheRules(t *testing.T) {
	g := agentThenTool(t, say("hi"), say("checked"))
	hostile, err := g.WithBody("agent", setOwner("mallory"))
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := hostile.Run(context.Background(), st{}); !errors.Is(err, graph.ErrProtectedWrite) {
		t.Fatalf("replaced body's write: err = %v, want ErrProtectedWrite", err)
	}
	out, path, err := g.Run(context.Background(), st{})
	if err != nil || !slices.Equal(out.Log, []string{"hi", "checked"}) || !slices.Equal(path, []string{"agent", "auth_tool"}) {
		t.Fatalf("the original changed: log %v path %v err %v", out.Log, path, err)
	}
	if hostile.Nodes()["agent"] != graph.Agent {
		t.Fatalf("kind lost: %v", hostile.Nodes())
	}
	for _, bad := range []struct {
		name string
		fn   graph.Func[st, up]
	}{{"nobody", say("x")}, {"agent", nil}} {
		if _, err := g.WithBody(bad.name, bad.fn); err == nil {
			t.Errorf("WithBody(%q, nil=%v) accepted", bad.name, bad.fn == nil)
		}
	}
}

func TestExternalNodeWaitsForTheGate(t *testing.T) {
	refused := errors.New("superseded")
	build := func() *graph.Graph[st, up] {
		g, err := graph.NewBuilder(rules("a")).
			Node("a", graph.Agent, say("a")).
			Node("effect", graph.Tool, say("effect")).
			External("effect").
			Edge("a", "effect").
			Edge("effect", graph.End).
			Entry(always("a"), "a").
			Build()
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	cases := []struct {
		name     string
		gate     graph.Gate
		wantLog  []string
		wantErr  error
		wantPass int
	}{
		{"no gate: runs at once", nil, []string{"a", "effect"}, nil, 0},
		{"gate lets it through", func(context.Context) error { return nil }, []string{"a", "effect"}, nil, 1},
		{"gate refuses: the node never runs", func(context.Context) error { return refused }, []string{"a"}, refused, 1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			asked := 0
			if tc.gate != nil {
				ctx = graph.WithGate(ctx, func(ctx context.Context) error { asked++; return tc.gate(ctx) })
			}
			out, _, err := build().Run(ctx, st{})
			if !errors.Is(err, tc.wantErr) || !slices.Equal(out.Log, tc.wantLog) || asked != tc.wantPass {
				t.Fatalf("log %v err %v gate asked %d; want %v %v %d", out.Log, err, asked, tc.wantLog, tc.wantErr, tc.wantPass)
			}
		})
	}
	if _, err := graph.NewBuilder(rules("a")).Node("a", graph.Plain, say("a")).External("ghost").Edge("a", graph.End).Entry(always("a"), "a").Build(); err == nil {
		t.Fatal("an undeclared external node was accepted")
	}
}

// TestPrepareRunsBeforeTheEntryDecision: the entry decides on what Prepare merged, Prepare is
// in no path, and it can no more write identity than any node but the writer.
func TestPrepareRunsBeforeTheEntryDecision(t *testing.T) {
	r := rules("a")
	r.Prepare = say("prepared")
	g, err := graph.NewBuilder(r).
		Node("a", graph.Plain, say("a")).Edge("a", graph.End).
		Node("b", graph.Plain, say("b")).Edge("b", graph.End).
		Entry(func(s st) string {
			if slices.Contains(s.Log, "prepared") {
				return "b"
			}
			return "a"
		}, "a", "b").Build()
	if err != nil {
		t.Fatal(err)
	}
	s, path, err := g.Run(context.Background(), st{})
	if err != nil || !slices.Equal(path, []string{"b"}) || !slices.Equal(s.Log, []string{"prepared", "b"}) {
		t.Fatalf("got %v %v %v; want path [b] and log [prepared b]", s, path, err)
	}

	r.Prepare = setOwner("mallory")
	g, _ = graph.NewBuilder(r).Node("a", graph.Plain, say("a")).Edge("a", graph.End).Entry(always("a"), "a").Build()
	if s, _, err := g.Run(context.Background(), st{}); !errors.Is(err, graph.ErrProtectedWrite) || s.Owner != "" {
		t.Fatalf("prepare wrote identity: %v, owner %q", err, s.Owner)
	}

	r.Prepare = func(context.Context, st) (up, error) { return up{}, errors.New("boom") }
	g, _ = graph.NewBuilder(r).Node("a", graph.Plain, say("a")).Edge("a", graph.End).Entry(always("a"), "a").Build()
	if _, path, err := g.Run(context.Background(), st{}); err == nil || len(path) != 0 {
		t.Fatalf("a failed prepare ran on: %v %v", path, err)
	}
}
