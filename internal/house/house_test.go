package house_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const module = "claimsline"

// eachGoFile calls fn with the package directory (relative, slash-separated) and the path of
// every non-test Go file of the module.
func eachGoFile(t *testing.T, fn func(dir, path string) error) {
	t.Helper()
	root := filepath.Join("..", "..")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		rel, _ := filepath.Rel(root, filepath.Dir(path))
		return fn(filepath.ToSlash(rel), path)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// imports maps each package directory of the module (relative, slash-separated) to what its
// non-test files import.
func imports(t *testing.T) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	eachGoFile(t, func(dir, path string) error {
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, spec := range f.Imports {
			p, _ := strconv.Unquote(spec.Path.Value)
			if !slices.Contains(out[dir], p) {
				out[dir] = append(out[dir], p)
			}
		}
		if _, ok := out[dir]; !ok {
			out[dir] = nil
		}
		return nil
	})
	if len(out) < 10 {
		t.Fatalf("found only %d packages: is the module root where the test thinks?", len(out))
	}
	return out
}

// under reports whether import path p is package pkg of this module or below it.
func under(p, pkg string) bool {
	full := module + "/" + pkg
	return p == full || strings.HasPrefix(p, full+"/")
}

// TestImportRules holds the house's dependency rules (DESIGN section 3). Each rule is one a
// reviewer would otherwise have to remember; here a change that breaks it fails CI.
func TestImportRules(t *testing.T) {
	all := imports(t)

	// The engine knows nothing of the product or of any I/O: only these.
	engineMay := []string{"context", "errors", "fmt", "maps", "slices", "sort", "strings", "sync", "time"}
	for _, p := range all["graph"] {
		if !slices.Contains(engineMay, p) {
			t.Errorf("graph imports %q: the engine may use only %v", p, engineMay)
		}
	}
	if _, ok := all["graph"]; !ok {
		t.Error("no graph package found")
	}

	// No node package imports another; the node kit (nodes/internal/...) is shared, and the
	// nodes package itself is the build step that wires them all.
	nodePkgs := 0
	for dir, deps := range all {
		if !strings.HasPrefix(dir, "nodes/") || strings.HasPrefix(dir, "nodes/internal/") {
			continue
		}
		nodePkgs++
		for _, p := range deps {
			if under(p, "nodes") && !under(p, "nodes/internal") && !under(p, dir) {
				t.Errorf("node package %s imports node package %s", dir, p)
			}
		}
	}
	if nodePkgs < 5 {
		t.Errorf("found %d node packages, want the specialists under nodes/", nodePkgs)
	}

	// The transport speaks HTTP; it never reaches into the graph's nodes or tools.
	for dir, deps := range all {
		if dir != "transport" && !strings.HasPrefix(dir, "transport/") {
			continue
		}
		for _, p := range deps {
			if under(p, "nodes") || under(p, "tools") {
				t.Errorf("%s imports %s: the transport must not know nodes or tools", dir, p)
			}
		}
	}
}

// TestTopLevel keeps the top of the tree the design card's map.
func TestTopLevel(t *testing.T) {
	allowed := []string{"cmd", "graph", "nodes", "tools", "state", "transport", "prompts", "deploy", "internal", "docs"}
	entries, err := os.ReadDir(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.IsDir() && !strings.HasPrefix(e.Name(), ".") && !slices.Contains(allowed, e.Name()) {
			t.Errorf("top-level directory %s/ is not on the design card %v", e.Name(), allowed)
		}
	}
}

// TestIdentityHasOneWayIn holds DESIGN section 1 rule 1 at the package boundary: the
// identity package is imported only by verification (tools) and by the call's state, and
// each uses only its own way in. With that, a Grant exists only where identity.Verify
// compared the caller's date of birth with the record their number found, and no node can
// build one; the engine's protected-writer rule is the second wall.
func TestIdentityHasOneWayIn(t *testing.T) {
	const pkg = module + "/internal/identity"
	// What each importer may name from the package.
	may := map[string][]string{
		"tools": {"Verify", "Grant"},
		"state": {"Identity", "Grant", "Restore"},
	}
	importers := map[string]bool{}
	eachGoFile(t, func(dir, path string) error {
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			return err
		}
		if dir == "internal/identity" {
			return nil
		}
		local := ""
		for _, spec := range f.Imports {
			if p, _ := strconv.Unquote(spec.Path.Value); p == pkg {
				local = "identity"
				if spec.Name != nil {
					local = spec.Name.Name
				}
			}
		}
		if local == "" {
			return nil
		}
		importers[dir] = true
		allowed, ok := may[dir]
		if !ok {
			t.Errorf("%s imports %s: only %v may", path, pkg, slices.Sorted(maps.Keys(may)))
			return nil
		}
		ast.Inspect(f, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if x, ok := sel.X.(*ast.Ident); ok && x.Name == local && !slices.Contains(allowed, sel.Sel.Name) {
				t.Errorf("%s uses identity.%s: %s may use only %v", path, sel.Sel.Name, dir, allowed)
			}
			return true
		})
		return nil
	})
	if !importers["tools"] || !importers["state"] {
		t.Errorf("importers %v: verification (tools) and state must be the identity package's users", importers)
	}
}
