// Package claims is the claims loop: an agent node that answers a verified caller about
// their own claims, and a tool node that fetches and selects them.
//
// Nothing the model writes can name a customer or reach a claim that is not the caller's:
// fetch_claims has no parameters at all, the caller's id is injected from state after the
// model's arguments, and select_claim resolves only against the caller's own list.
package claims

import (
	"context"
	"errors"
	"fmt"

	"claimsline/nodes/internal/kit"
	"claimsline/prompts"
	"claimsline/state"
	"claimsline/tools"
)

// maxRounds is how many times in one turn the agent may send the model back to its tools
// before it must answer with what it has.
const maxRounds = 2

// Agent is the claim agent node.
type Agent struct {
	Model kit.Model
}

// Run answers from the caller's claims. Code fetches them first, the way the model would
// have asked, so the model answers in one call, streamed to the caller as it is written;
// select_claim stays on offer for the caller who names one claim.
func (a *Agent) Run(ctx context.Context, s state.Call) (state.Update, error) {
	if !s.Claims.Known() {
		if kit.Proposals(s) == 0 {
			return kit.Propose(s, []state.ToolCall{{ID: fmt.Sprintf("code_fetch_%d", s.TurnNumber), Name: tools.FetchClaims, Arguments: "{}"}}), nil
		}
		// Looked for and not found: the store is down.
		return kit.Fallback(s, prompts.ClaimFallback), nil
	}
	choice := kit.Auto
	if kit.Proposals(s) >= maxRounds {
		choice = kit.NoTools
	}
	sp, err := kit.Speak(ctx, a.Model, prompts.Claim, s, tools.Claims(), choice, prompts.ClaimFallback)
	switch {
	case errors.Is(err, kit.ErrHalted):
		return state.Update{}, err
	case err != nil:
		// The model failed: the caller's own claims, read out from state in fixed sentences.
		return kit.Fallback(s, prompts.ClaimSummary(summaries(s.Claims.List(), s.SelectedClaim))), nil
	case len(sp.Calls) > 0:
		return kit.Propose(s, sp.Calls), nil
	}
	return sp.Update(s), nil
}

// summaries puts the selected claim first, so the caller hears the one they asked about.
func summaries(claims []state.Claim, selected string) []prompts.ClaimFacts {
	out := make([]prompts.ClaimFacts, 0, len(claims))
	for _, c := range claims {
		f := prompts.ClaimFacts{ID: c.ClaimID, Type: c.ClaimType, Status: c.Status, Adjuster: c.Adjuster}
		for _, d := range c.Documents {
			if d.Status == "outstanding" {
				f.Outstanding = append(f.Outstanding, d.Name)
			}
		}
		if c.ClaimID == selected {
			out = append([]prompts.ClaimFacts{f}, out...)
			continue
		}
		out = append(out, f)
	}
	return out
}

// Tool is the claim tool node.
type Tool struct {
	Claims tools.ClaimLister
}

// injected is what each tool gets from state rather than from the model. This table is the
// boundary: it is spread over the model's arguments last, so state wins.
func injected(s state.Call, name string) map[string]any {
	switch name {
	case tools.FetchClaims:
		return map[string]any{"customer_id": s.CustomerID()}
	case tools.SelectClaim:
		return map[string]any{"claims": append([]state.Claim{}, s.Claims.List()...)}
	}
	return nil
}

// Run answers the pending calls and writes what they found.
func (t *Tool) Run(ctx context.Context, s state.Call) (state.Update, error) {
	u := state.Update{}
	turn := s.Turn
	calls := s.PendingToolCalls()
	turn.ToolCalls += len(calls)
	u.Turn = &turn
	u.Append = kit.Answer(s, tools.Claims(), func(tc state.ToolCall) any {
		if tc.Name == tools.SelectClaim && !s.Claims.Known() {
			// Not looked up yet: look up first, so a real claim number is not refused only
			// because the model skipped a step.
			r := t.fetch(ctx, s, "", &u)
			if r.Status != tools.StatusClaimsFound && r.Status != tools.StatusNoClaims {
				return r
			}
			s.Claims = *u.Claims
		}
		switch tc.Name {
		case tools.FetchClaims:
			return t.fetch(ctx, s, tc.Arguments, &u)
		case tools.SelectClaim:
			var args tools.SelectArgs
			if err := tools.Decode(tc.Arguments, injected(s, tc.Name), &args); err != nil {
				return tools.Status{Status: tools.StatusInvalidArguments}
			}
			r := tools.Select(args)
			if r.Claim != nil {
				u.SelectedClaim = &r.Claim.ClaimID
				u.Discussed = append(u.Discussed, r.Claim.ClaimID)
			}
			return r
		}
		return tools.Status{Status: tools.StatusUnknownTool}
	})
	return u, nil
}

func (t *Tool) fetch(ctx context.Context, s state.Call, arguments string, u *state.Update) tools.ClaimsResult {
	var args tools.FetchArgs
	if err := tools.Decode(arguments, injected(s, tools.FetchClaims), &args); err != nil {
		return tools.ClaimsResult{Status: tools.StatusInvalidArguments}
	}
	r := tools.Fetch(ctx, t.Claims, args)
	if r.Status == tools.StatusClaimsFound || r.Status == tools.StatusNoClaims {
		claims := state.LookedUp(r.Claims)
		u.Claims = &claims
		for _, c := range r.Claims {
			u.Discussed = append(u.Discussed, c.ClaimID)
		}
	}
	return r
}
