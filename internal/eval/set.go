package eval

import (
	"bufio"
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
)

// Splits of a set (DESIGN section 9). Dev phrasings may be read and tuned against; held-back
// phrasings are scored and never used to choose a fix.
const (
	SplitDev      = "dev"
	SplitHeldback = "heldback"
	SplitAll      = "all"
)

// Unknown is the caller of a phrasing spoken by nobody on the books.
const Unknown = "unknown"

// Phrasing is one line of a set: one way a caller might play a situation, and the outcome the
// situation expects, graded from state.
type Phrasing struct {
	ID        string   `json:"id"`
	Situation string   `json:"situation"`
	Family    string   `json:"family,omitempty"`
	Split     string   `json:"split"`
	Caller    string   `json:"caller"`
	Turns     []string `json:"turns"`
	Expect    Expect   `json:"expect"`
	// Source is the file (and line) the phrasing came from, for error messages.
	Source string `json:"-"`
}

// Expect is a situation's expected outcome. A nil field is not graded.
type Expect struct {
	Authenticated    *bool   `json:"authenticated,omitempty"`
	Customer         *string `json:"customer,omitempty"`
	Intent           *string `json:"intent,omitempty"`
	EndedReason      *string `json:"ended_reason,omitempty"`
	Escalated        *bool   `json:"escalated,omitempty"`
	CallbackRecorded *bool   `json:"callback_recorded,omitempty"`
	Booked           *bool   `json:"booked,omitempty"`
	MaxModelCalls    *int    `json:"max_model_calls,omitempty"`
}

// Gates are the figures a run must hold. A set file may carry them on a line of its own,
// {"gates": {...}}; flags override the file.
type Gates struct {
	// PassRate is the floor of the overall pass rate (0 to 1); 0 gates nothing.
	PassRate float64 `json:"pass_rate,omitempty"`
	// Family holds floors of single families' pass rates.
	Family map[string]float64 `json:"family,omitempty"`
	// AskCeiling is the ceiling of the "asked when it need not" rate (0 to 1).
	AskCeiling *float64 `json:"ask_ceiling,omitempty"`
}

// DefaultAskCeiling is the ceiling the seed's protocol tracks needless questions against.
const DefaultAskCeiling = 0.15

// Set is what a run measures: phrasings from one or more files, and their gates.
type Set struct {
	Names     []string
	Phrasings []Phrasing
	Gates     Gates
}

// builtin is the set under version control, written by independent writers who never saw
// the code or the prompts (see evalsets/README.md). It runs when no --set is given.
//
//go:embed evalsets/*.jsonl
var builtin embed.FS

// BuiltinName names the embedded set in reports.
const BuiltinName = "builtin:internal/eval/evalsets"

// LoadBuiltin returns the set shipped in the binary.
func LoadBuiltin() (Set, error) {
	names, err := fs.Glob(builtin, "evalsets/*.jsonl")
	if err != nil {
		return Set{}, fmt.Errorf("eval: builtin set: %w", err)
	}
	set := Set{Names: []string{BuiltinName}}
	for _, n := range names {
		raw, err := builtin.ReadFile(n)
		if err != nil {
			return Set{}, fmt.Errorf("eval: builtin set: %w", err)
		}
		if err := set.parse(raw, "internal/eval/"+n); err != nil {
			return Set{}, err
		}
	}
	return set, set.check()
}

// LoadSets reads sets from files and directories (every *.jsonl file directly inside).
func LoadSets(paths []string) (Set, error) {
	var set Set
	for _, p := range paths {
		fi, err := os.Stat(p)
		if err != nil {
			return Set{}, fmt.Errorf("eval: set %s: %w", p, err)
		}
		files := []string{p}
		if fi.IsDir() {
			if files, err = filepath.Glob(filepath.Join(p, "*.jsonl")); err != nil {
				return Set{}, fmt.Errorf("eval: set %s: %w", p, err)
			}
			if len(files) == 0 {
				return Set{}, fmt.Errorf("eval: set %s: a directory with no *.jsonl file", p)
			}
			sort.Strings(files)
		}
		for _, f := range files {
			raw, err := os.ReadFile(f)
			if err != nil {
				return Set{}, fmt.Errorf("eval: set: %w", err)
			}
			if err := set.parse(raw, f); err != nil {
				return Set{}, err
			}
		}
		set.Names = append(set.Names, p)
	}
	return set, set.check()
}

// parse reads one JSONL file into the set, refusing any line it does not fully understand: a
// misspelt expectation key must not quietly grade nothing.
func (s *Set) parse(raw []byte, name string) error {
	sc := bufio.NewScanner(bytes.NewReader(raw))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		where := fmt.Sprintf("%s:%d", name, n)
		var probe map[string]json.RawMessage
		if err := json.Unmarshal(line, &probe); err != nil {
			return fmt.Errorf("eval: %s: not a JSON object: %w", where, err)
		}
		if g, ok := probe["gates"]; ok && len(probe) == 1 {
			if err := strictDecode(g, &s.Gates); err != nil {
				return fmt.Errorf("eval: %s: gates: %w", where, err)
			}
			continue
		}
		var p Phrasing
		if err := strictDecode(line, &p); err != nil {
			return fmt.Errorf("eval: %s: %w", where, err)
		}
		p.Source = where
		s.Phrasings = append(s.Phrasings, p)
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("eval: read %s: %w", name, err)
	}
	return nil
}

func strictDecode(raw []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}

// check validates every phrasing against the format and the seeded world.
func (s *Set) check() error {
	var errs []error
	seen := map[string]string{}
	bad := func(p Phrasing, format string, args ...any) {
		errs = append(errs, fmt.Errorf("%s (%s): %s", p.Source, p.ID, fmt.Sprintf(format, args...)))
	}
	for i, p := range s.Phrasings {
		switch {
		case p.ID == "":
			bad(p, "no id")
		case seen[p.ID] != "":
			bad(p, "id already used at %s", seen[p.ID])
		}
		seen[p.ID] = p.Source
		if p.Situation == "" {
			bad(p, "no situation")
		}
		if p.Split != SplitDev && p.Split != SplitHeldback {
			bad(p, "split %q is neither %q nor %q", p.Split, SplitDev, SplitHeldback)
		}
		if p.Caller != Unknown && !slices.Contains(Callers, p.Caller) {
			bad(p, "caller %q is not a demo identity (%s) or %q", p.Caller, strings.Join(Callers, ", "), Unknown)
		}
		if c := p.Expect.Customer; c != nil && !slices.Contains(Callers, *c) {
			bad(p, "expect.customer %q is not a demo identity", *c)
		}
		if len(p.Turns) == 0 {
			bad(p, "no turns")
		}
		for j, t := range p.Turns {
			if strings.TrimSpace(t) == "" {
				bad(p, "turn %d is empty", j+1)
			}
		}
		if s.Phrasings[i].Family == "" {
			// A set from outside may leave families out: the situation's first word stands in.
			s.Phrasings[i].Family, _, _ = strings.Cut(p.Situation, "-")
		}
	}
	g := s.Gates
	if g.PassRate < 0 || g.PassRate > 1 {
		errs = append(errs, fmt.Errorf("gates: pass_rate %v is not between 0 and 1", g.PassRate))
	}
	for f, v := range g.Family {
		if v < 0 || v > 1 {
			errs = append(errs, fmt.Errorf("gates: family %s floor %v is not between 0 and 1", f, v))
		}
	}
	if c := g.AskCeiling; c != nil && (*c < 0 || *c > 1) {
		errs = append(errs, fmt.Errorf("gates: ask_ceiling %v is not between 0 and 1", *c))
	}
	if len(s.Phrasings) == 0 && len(errs) == 0 {
		errs = append(errs, errors.New("the set holds no phrasings"))
	}
	if len(errs) > 0 {
		return fmt.Errorf("eval: bad set:\n%w", errors.Join(errs...))
	}
	return nil
}

// Only keeps the phrasings of one split ("all" keeps every one).
func (s Set) Only(split string) Set {
	if split == SplitAll {
		return s
	}
	out := s
	out.Phrasings = nil
	for _, p := range s.Phrasings {
		if p.Split == split {
			out.Phrasings = append(out.Phrasings, p)
		}
	}
	return out
}
