package eval

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"claimsline/internal/wilson"
)

// Phrasing statuses. A phrasing passes only if all its runs pass; a run in which a scripted
// line stood in for the model is a fallback, never a pass of the model.
const (
	StatusPass     = "pass"
	StatusFail     = "fail"
	StatusFallback = "fallback"
	StatusError    = "error"
)

// PhrasingResult is one phrasing's runs and verdict.
type PhrasingResult struct {
	ID        string      `json:"id"`
	Situation string      `json:"situation"`
	Family    string      `json:"family"`
	Split     string      `json:"split"`
	Caller    string      `json:"caller"`
	Status    string      `json:"status"`
	Runs      []RunResult `json:"runs"`
}

// Figure is a pass rate with its 95% Wilson interval.
type Figure struct {
	Passed int     `json:"passed"`
	Total  int     `json:"total"`
	Rate   float64 `json:"rate"`
	Lo     float64 `json:"ci95_lo"`
	Hi     float64 `json:"ci95_hi"`
}

func figure(passed, total int) Figure {
	f := Figure{Passed: passed, Total: total}
	if total > 0 {
		f.Rate = float64(passed) / float64(total)
	}
	f.Lo, f.Hi = wilson.Interval(passed, total)
	return f
}

// String prints the figure as the report does: the rate, k/n and its 95% Wilson interval.
func (f Figure) String() string {
	if f.Total == 0 {
		return "-"
	}
	return fmt.Sprintf("%5.1f%% (%d/%d) %.1f-%.1f", 100*f.Rate, f.Passed, f.Total, 100*f.Lo, 100*f.Hi)
}

// FamilyFigures are one family's pass rates, overall and by split.
type FamilyFigures struct {
	Family   string `json:"family"`
	All      Figure `json:"all"`
	Dev      Figure `json:"dev"`
	Heldback Figure `json:"heldback"`
}

// SeriousAt is a serious error and where it happened.
type SeriousAt struct {
	Phrasing  string `json:"phrasing"`
	Situation string `json:"situation"`
	CallID    string `json:"call_id"`
	Serious
}

// Gate is one gated figure and whether it held.
type Gate struct {
	Name  string  `json:"name"`
	Value float64 `json:"value"`
	// Bound is the floor (or, for a ceiling, the ceiling) it is held to.
	Bound   float64 `json:"bound"`
	Ceiling bool    `json:"ceiling,omitempty"`
	Held    bool    `json:"held"`
}

// Report is the machine form of an evaluation (--json writes it).
type Report struct {
	// Headline is the report's first line: which model answered, or that the offline
	// stand-in did.
	Headline string    `json:"headline"`
	Model    string    `json:"model"`
	BaseURL  string    `json:"base_url,omitempty"`
	Offline  bool      `json:"offline"`
	Sets     []string  `json:"sets"`
	Split    string    `json:"split"`
	Runs     int       `json:"runs"`
	Clock    time.Time `json:"clock"`

	Overall  FamilyFigures   `json:"overall"`
	Families []FamilyFigures `json:"families"`

	// NeedlessAsk counts phrasings with a run that asked for something the state already held.
	NeedlessAsk Figure  `json:"needless_ask"`
	AskCeiling  float64 `json:"ask_ceiling"`

	Turns             int     `json:"turns"`
	GraphModelCalls   int     `json:"graph_model_calls"`
	ModelCallsPerTurn float64 `json:"model_calls_per_turn"`
	// AnsweringModels counts model requests by the model named in the answer; "" counts
	// requests the model did not answer.
	AnsweringModels map[string]int `json:"answering_models"`
	// OtherModel counts answers from a model other than the one asked for.
	OtherModel    int            `json:"other_model"`
	FallbackRuns  int            `json:"fallback_runs"`
	FallbackLines map[string]int `json:"fallback_lines"`
	ErrorRuns     int            `json:"error_runs"`
	TotalRuns     int            `json:"total_runs"`

	Serious   []SeriousAt      `json:"serious"`
	Gates     []Gate           `json:"gates"`
	Phrasings []PhrasingResult `json:"phrasings"`
}

// Exit is the command's exit status for the report: 1 on any serious error or a gate that
// did not hold, else 0.
func (r *Report) Exit() int {
	if len(r.Serious) > 0 {
		return 1
	}
	for _, g := range r.Gates {
		if !g.Held {
			return 1
		}
	}
	return 0
}

func newReport(o Options, set Set, m Model, results [][]RunResult) *Report {
	r := &Report{
		Model: m.Name, Offline: m.Offline, Sets: set.Names, Split: o.Split, Runs: o.Runs, Clock: o.Clock,
		AnsweringModels: map[string]int{}, FallbackLines: map[string]int{},
	}
	if m.Offline {
		r.Headline = "claimsline eval: OFFLINE STAND-IN (internal/fakes/offline), not a real model: OPENAI_API_KEY and OPENAI_BASE_URL are unset, so these figures measure the plumbing and the code's rules, not a model"
	} else {
		r.BaseURL = m.BaseURL
		r.Headline = fmt.Sprintf("claimsline eval: model %s at %s", m.Name, m.BaseURL)
	}
	type tally struct{ all, dev, held [2]int }
	fam := map[string]*tally{}
	over := &tally{}
	asked := 0
	for i, p := range set.Phrasings {
		pr := PhrasingResult{ID: p.ID, Situation: p.Situation, Family: p.Family, Split: p.Split, Caller: p.Caller, Runs: results[i], Status: StatusPass}
		needless := false
		for _, run := range results[i] {
			r.TotalRuns++
			r.Turns += run.Turns
			r.GraphModelCalls += run.GraphModelCalls
			for _, c := range run.ModelCalls {
				r.AnsweringModels[c.Model]++
				if c.OK() && !sameModel(c.Model, m.Name) {
					r.OtherModel++
				}
			}
			for _, l := range run.FallbackLines {
				r.FallbackLines[l]++
			}
			for _, s := range run.Serious {
				r.Serious = append(r.Serious, SeriousAt{Phrasing: p.ID, Situation: p.Situation, CallID: run.CallID, Serious: s})
			}
			needless = needless || len(run.NeedlessAsks) > 0
			switch {
			case run.Error != "":
				r.ErrorRuns++
				pr.Status = worse(pr.Status, StatusError)
			case run.Fallback:
				r.FallbackRuns++
				pr.Status = worse(pr.Status, StatusFallback)
			case !run.Pass:
				pr.Status = worse(pr.Status, StatusFail)
			}
		}
		if needless {
			asked++
		}
		t := fam[p.Family]
		if t == nil {
			t = &tally{}
			fam[p.Family] = t
		}
		pass := 0
		if pr.Status == StatusPass {
			pass = 1
		}
		for _, tt := range []*tally{t, over} {
			tt.all[0] += pass
			tt.all[1]++
			if p.Split == SplitDev {
				tt.dev[0] += pass
				tt.dev[1]++
			} else {
				tt.held[0] += pass
				tt.held[1]++
			}
		}
		r.Phrasings = append(r.Phrasings, pr)
	}
	figs := func(name string, t *tally) FamilyFigures {
		return FamilyFigures{Family: name, All: figure(t.all[0], t.all[1]), Dev: figure(t.dev[0], t.dev[1]), Heldback: figure(t.held[0], t.held[1])}
	}
	for _, f := range sortedKeys(fam) {
		r.Families = append(r.Families, figs(f, fam[f]))
	}
	r.Overall = figs("overall", over)
	r.NeedlessAsk = figure(asked, len(set.Phrasings))
	if r.Turns > 0 {
		r.ModelCallsPerTurn = float64(r.GraphModelCalls) / float64(r.Turns)
	}

	g := set.Gates
	r.AskCeiling = DefaultAskCeiling
	if g.AskCeiling != nil {
		r.AskCeiling = *g.AskCeiling
	}
	r.Gates = append(r.Gates, Gate{Name: "asked when it need not", Value: r.NeedlessAsk.Rate, Bound: r.AskCeiling, Ceiling: true, Held: r.NeedlessAsk.Rate <= r.AskCeiling})
	if g.PassRate > 0 {
		r.Gates = append(r.Gates, Gate{Name: "overall pass rate", Value: r.Overall.All.Rate, Bound: g.PassRate, Held: r.Overall.All.Rate >= g.PassRate})
	}
	for _, f := range sortedKeys(g.Family) {
		v := 0.0
		for _, ff := range r.Families {
			if ff.Family == f {
				v = ff.All.Rate
			}
		}
		r.Gates = append(r.Gates, Gate{Name: "pass rate of " + f, Value: v, Bound: g.Family[f], Held: v >= g.Family[f]})
	}
	return r
}

// worse keeps the graver of two statuses: error, then fallback, then fail, then pass.
func worse(a, b string) string {
	rank := []string{StatusPass, StatusFail, StatusFallback, StatusError}
	if slices.Index(rank, b) > slices.Index(rank, a) {
		return b
	}
	return a
}

// sameModel reports whether an answer named the model asked for. Providers often answer
// with a dated version of the name asked for ("gpt-4o-mini-2024-07-18").
func sameModel(answered, asked string) bool {
	return answered == asked || strings.HasPrefix(answered, asked+"-")
}

// Print writes the report as the operator reads it. The first line names the model.
func (r *Report) Print(w io.Writer) {
	fmt.Fprintln(w, r.Headline)
	fmt.Fprintf(w, "set %s, split %s, %d runs per phrasing (a phrasing passes only if all pass), clock frozen at %s\n\n",
		strings.Join(r.Sets, " "), r.Split, r.Runs, r.Clock.Format(time.RFC3339))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "family\tall (95% Wilson)\tdev\theld-back\t")
	for _, f := range append(slices.Clone(r.Families), r.Overall) {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t\n", f.Family, f.All, f.Dev, f.Heldback)
	}
	_ = tw.Flush()
	fmt.Fprintln(w)
	fmt.Fprintf(w, "asked when it need not: %s of phrasings (ceiling %.0f%%)\n", r.NeedlessAsk, 100*r.AskCeiling)
	fmt.Fprintf(w, "model calls per turn: %.2f (%d calls over %d caller turns)\n", r.ModelCallsPerTurn, r.GraphModelCalls, r.Turns)
	var models []string
	for _, k := range sortedKeys(r.AnsweringModels) {
		name := k
		if name == "" {
			name = "(no answer)"
		}
		models = append(models, fmt.Sprintf("%s x%d", name, r.AnsweringModels[k]))
	}
	if len(models) == 0 {
		models = []string{"none (no request reached a model)"}
	}
	fmt.Fprintf(w, "answering models: %s; answers from a model other than %s: %d\n", strings.Join(models, ", "), r.Model, r.OtherModel)
	fmt.Fprintf(w, "fallback runs: %d of %d (a scripted line stood in for the model; never counted as a pass)\n", r.FallbackRuns, r.TotalRuns)
	lines := sortedKeys(r.FallbackLines)
	sort.SliceStable(lines, func(i, j int) bool { return r.FallbackLines[lines[i]] > r.FallbackLines[lines[j]] })
	for _, l := range lines {
		fmt.Fprintf(w, "  x%d %q\n", r.FallbackLines[l], l)
	}
	if r.ErrorRuns > 0 {
		fmt.Fprintf(w, "runs that could not be played: %d\n", r.ErrorRuns)
	}

	fmt.Fprintf(w, "\nserious errors: %d", len(r.Serious))
	fmt.Fprintln(w)
	for _, s := range r.Serious {
		fmt.Fprintf(w, "  SERIOUS %s  situation %s  phrasing %s  call %s: %s\n", s.Kind, s.Situation, s.Phrasing, s.CallID, s.Detail)
	}
	fmt.Fprintln(w, "gates:")
	for _, g := range r.Gates {
		verdict, cmp := "held", ">="
		if g.Ceiling {
			cmp = "<="
		}
		if !g.Held {
			verdict = "FAILED"
		}
		fmt.Fprintf(w, "  %s: %.1f%% %s %.1f%%: %s\n", g.Name, 100*g.Value, cmp, 100*g.Bound, verdict)
	}

	var missed []PhrasingResult
	for _, p := range r.Phrasings {
		if p.Status != StatusPass {
			missed = append(missed, p)
		}
	}
	fmt.Fprintf(w, "\nphrasings not passed: %d\n", len(missed))
	for _, p := range missed {
		fmt.Fprintf(w, "  %-8s %s [%s, %s]: %s\n", p.Status, p.ID, p.Family, p.Split, why(p))
	}
	verdict := "PASS: no serious error, every gate held"
	if r.Exit() != 0 {
		verdict = "FAIL: a serious error occurred or a gate did not hold (exit 1)"
	}
	fmt.Fprintln(w, "\n"+verdict)
}

// why is the first reason a phrasing did not pass.
func why(p PhrasingResult) string {
	for _, run := range p.Runs {
		switch {
		case run.Error != "":
			return "could not be played: " + run.Error
		case len(run.Serious) > 0:
			return run.Serious[0].Kind + ": " + run.Serious[0].Detail
		case len(run.Failures) > 0:
			return strings.Join(run.Failures, "; ")
		case run.Fallback:
			return "fallback: " + run.FallbackLines[0]
		}
	}
	return ""
}

// WriteJSON writes the machine form of the report to path.
func (r *Report) WriteJSON(path string) error {
	raw, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return fmt.Errorf("eval: encode report: %w", err)
	}
	if err := os.WriteFile(path, append(raw, '\n'), 0o644); err != nil {
		return fmt.Errorf("eval: write report: %w", err)
	}
	return nil
}
