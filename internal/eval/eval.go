// Package eval is `claimsline eval`: it measures the whole agent, with whatever model is
// configured, the way seed 001 asks a team to measure itself (DESIGN section 9).
//
// A set holds situations (a plain-language case with one expected outcome) and many
// phrasings of the caller's side of each, written by people who never saw the code. Every
// phrasing is played through the real HTTP route, as Vapi plays a call (streamed replies
// read strictly), on a fresh call id, in a freshly seeded world with the clock frozen, and
// graded from state alone: snapshots, the Redis checkpoint, the call record, callback and
// booking rows. A phrasing passes only if every one of its runs passes. The report gives
// pass rates with 95% Wilson intervals, the rate of needless questions, model calls per turn
// and the model that answered every request, so a run on a dead model or a swapped one
// cannot pass for a run on the model that was asked for. Serious errors (the wrong person
// verified, another customer's data spoken, a missed emergency, an innocent caller cut off,
// a callback promised and not stored, a booking not read back) fail the run whatever the
// accuracy.
package eval

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sort"
	"sync"
	"time"

	"claimsline/internal/config"
	"claimsline/internal/fakes/fakellm"
	"claimsline/internal/fakes/offline"
	"claimsline/internal/spoken/dob"
)

// Model is the model under evaluation.
type Model struct {
	BaseURL, APIKey, Name string
	// Offline is set when no model is configured and the rule-based stand-in plays it.
	Offline bool
}

// OfflineName is the model name the offline stand-in answers as.
const OfflineName = "claimsline-offline-stand-in"

// ModelFromEnv reads OPENAI_BASE_URL, OPENAI_API_KEY and LLM_MODEL. With neither a key nor a
// base URL the offline stand-in is used; a base URL without a key (a local server) is used
// with a placeholder key.
func ModelFromEnv(getenv func(string) string) Model {
	key, base, name := getenv("OPENAI_API_KEY"), getenv("OPENAI_BASE_URL"), getenv("LLM_MODEL")
	if key == "" && base == "" {
		return Model{Name: OfflineName, Offline: true}
	}
	if base == "" {
		base = "https://api.openai.com/v1"
	}
	if key == "" {
		key = "none"
	}
	if name == "" {
		name = config.DefaultModel
	}
	return Model{BaseURL: base, APIKey: key, Name: name}
}

// Clock is the instant the clock is frozen at unless a run names another: after the seeded
// claims' dates, so every date in the world is in the past.
var Clock = time.Date(2026, time.December, 1, 15, 0, 0, 0, time.UTC)

// Options configure an evaluation.
type Options struct {
	Set   Set
	Split string
	Runs  int
	// Parallel is the number of worlds played at once (each its own database and service).
	Parallel int
	Model    Model
	Clock    time.Time
	// DatabaseURL names the Postgres server the worlds are created on.
	DatabaseURL string
	// Getenv reads the rest of the service's configuration (timeouts, EMBEDDING_MODEL).
	Getenv func(string) string
}

// SetupError is a failure to build or keep the evaluation's worlds: a bad set-up, not a
// finding about the agent (exit status 2).
type SetupError struct{ Err error }

// Error is the set-up failure's own message.
func (e *SetupError) Error() string { return e.Err.Error() }

// Unwrap gives errors.Is and errors.As the underlying failure.
func (e *SetupError) Unwrap() error { return e.Err }

// Evaluate plays every phrasing of the chosen split Runs times and grades the runs.
func Evaluate(ctx context.Context, o Options) (*Report, error) {
	set := o.Set.Only(o.Split)
	if len(set.Phrasings) == 0 {
		return nil, &SetupError{fmt.Errorf("eval: the %s split of the set holds no phrasings", o.Split)}
	}
	if o.Runs < 1 {
		o.Runs = 3
	}
	if o.Parallel < 1 {
		o.Parallel = min(4, runtime.NumCPU())
	}
	if o.Clock.IsZero() {
		o.Clock = Clock
	}
	model := o.Model
	if model.Offline {
		llm := fakellm.New(offline.Model)
		defer llm.Close()
		model.BaseURL, model.APIKey = llm.URL(), "offline"
	}

	w, dir, err := newWorlds(ctx, o.DatabaseURL)
	if err != nil {
		return nil, &SetupError{err}
	}
	defer w.drop()
	workers := make([]*worker, 0, o.Parallel)
	defer func() {
		for _, wk := range workers {
			wk.close()
		}
	}()
	for i := range min(o.Parallel, len(set.Phrasings)*o.Runs) {
		url, err := w.create(ctx, i)
		if err != nil {
			return nil, &SetupError{err}
		}
		wk, err := startWorker(ctx, url, model, o.Clock, o.Getenv)
		if err != nil {
			return nil, &SetupError{err}
		}
		workers = append(workers, wk)
	}

	// The grader reads dates the way the service under test does (DOB_ORDER mdy, the frozen
	// clock), to tell a date the caller already said.
	dates := dob.Parser{Order: dob.MDY, Now: func() time.Time { return o.Clock }}
	type job struct{ p, run int }
	results := make([][]RunResult, len(set.Phrasings))
	for i := range results {
		results[i] = make([]RunResult, o.Runs)
	}
	jobs := make(chan job)
	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		setupErr error
	)
	runCtx, stop := context.WithCancel(ctx)
	defer stop()
	for _, wk := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				p := set.Phrasings[j.p]
				if runCtx.Err() != nil {
					continue // a world broke: drain the queue without playing
				}
				rctx, cancel := context.WithTimeout(runCtx, 3*time.Minute)
				obs, err := wk.play(rctx, p, j.run+1, dir)
				cancel()
				var se *SetupError
				switch {
				case errors.As(err, &se):
					mu.Lock()
					if setupErr == nil {
						setupErr = se
					}
					mu.Unlock()
					stop()
				case err != nil:
					results[j.p][j.run] = RunResult{CallID: obs.callID, Error: err.Error(), ModelCalls: obs.calls}
				default:
					results[j.p][j.run] = grade(p, obs, dir, dates)
				}
			}
		}()
	}
feed:
	for i := range set.Phrasings {
		for r := range o.Runs {
			select {
			case jobs <- job{i, r}:
			case <-runCtx.Done():
				break feed
			}
		}
	}
	close(jobs)
	wg.Wait()
	if setupErr != nil {
		return nil, &SetupError{setupErr}
	}
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("eval: interrupted: %w", err)
	}
	return newReport(o, set, model, results), nil
}

// sortedKeys returns a map's keys in order, for stable reports.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
