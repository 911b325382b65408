package nodes

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"reflect"

	"claimsline/graph"
	"claimsline/nodes/internal/kit"
)

var (
	modelType   = reflect.TypeFor[kit.Model]()
	contextType = reflect.TypeFor[context.Context]()
	// harmless are types with methods that take a context but reach nothing a node could
	// write through: a logger only writes the log.
	harmless = []reflect.Type{reflect.TypeFor[*slog.Logger]()}
	// effects are types that leave the process without a context-taking method of their own.
	effects = []reflect.Type{reflect.TypeFor[*http.Client](), reflect.TypeFor[http.RoundTripper]()}
)

// checkKind holds DESIGN section 3's rule that node kinds are enforced by what a node is
// given: an agent holds a model and no store; a tool holds stores and no model; a plain node
// holds neither. It reads the node value's fields (nested structs included) by their types:
// a model is anything that is a kit.Model; a store (or any other effect) is anything else
// whose methods wait on a context, or an HTTP client. A node given the wrong thing fails
// Build, so the split cannot drift into a label.
func checkKind(m member) error {
	model, effect := reach(reflect.TypeOf(m.node), map[reflect.Type]bool{})
	switch {
	case m.kind == graph.Agent && (model == "" || effect != ""):
		return fmt.Errorf("nodes: agent node %s must hold a model (has %q) and no store (has %q)", m.name, model, effect)
	case m.kind == graph.Tool && (model != "" || effect == ""):
		return fmt.Errorf("nodes: tool node %s must hold a store (has %q) and no model (has %q)", m.name, effect, model)
	case m.kind == graph.Plain && (model != "" || effect != ""):
		return fmt.Errorf("nodes: plain node %s must hold neither a model (has %q) nor a store (has %q)", m.name, model, effect)
	case m.kind != graph.Agent && m.kind != graph.Tool && m.kind != graph.Plain:
		return fmt.Errorf("nodes: node %s has no kind", m.name)
	}
	return nil
}

// reach returns the path of the first field of t that is a model and of the first that is an
// effect, "" for none.
func reach(t reflect.Type, seen map[reflect.Type]bool) (model, effect string) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct || seen[t] {
		return "", ""
	}
	seen[t] = true
	for i := range t.NumField() {
		f := t.Field(i)
		switch {
		case f.Type.Implements(modelType):
			model = first(model, f.Name)
		case isEffect(f.Type):
			effect = first(effect, f.Name)
		default:
			m, e := reach(f.Type, seen)
			model, effect = first(model, join(f.Name, m)), first(effect, join(f.Name, e))
		}
	}
	return model, effect
}

func isEffect(t reflect.Type) bool {
	for _, h := range harmless {
		if t == h {
			return false
		}
	}
	for _, e := range effects {
		if t == e || e.Kind() == reflect.Interface && t.Kind() == reflect.Interface && t.Implements(e) {
			return true
		}
	}
	for i := range t.NumMethod() {
		mt := t.Method(i).Type
		for j := range mt.NumIn() {
			if mt.In(j) == contextType {
				return true
			}
		}
	}
	return false
}

func first(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

func join(field, inner string) string {
	if inner == "" {
		return ""
	}
	return field + "." + inner
}
