// Package faq is the knowledge-base loop: an agent node that answers policy questions and a
// tool node that searches the knowledge base.
//
// An answer, or an abstention, must rest on a search made in the same turn. Code enforces
// that: every turn starts with a search of the caller's own words, made by code before any
// model is asked, and the model answers only from what came back.
package faq

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"claimsline/nodes/internal/kit"
	"claimsline/prompts"
	"claimsline/state"
	"claimsline/tools"
)

// Agent is the FAQ agent node.
type Agent struct {
	Model kit.Model
}

// Run searches first, with the caller's own words, then answers from what the search
// returned in one model call, streamed to the caller as it is written. Only when the search
// found nothing may the model search once more, with words of its own; an abstention is
// then the scripted one, grounded in the searches made.
func (a *Agent) Run(ctx context.Context, s state.Call) (state.Update, error) {
	if !s.Turn.Searched {
		raw, _ := json.Marshal(tools.SearchArgs{Query: s.Turn.Utterance})
		return kit.Propose(s, []state.ToolCall{{ID: fmt.Sprintf("code_search_%d", s.TurnNumber), Name: tools.SearchKnowledgeBase, Arguments: string(raw)}}), nil
	}
	found := lastSearch(s)
	switch found.Status {
	case tools.StatusNoMatch:
		if kit.Proposals(s) < maxSearches {
			msg, err := kit.Ask(ctx, a.Model, prompts.FAQ, s, tools.FAQ(), kit.Auto)
			if calls := kit.Calls(msg, kit.Auto); err == nil && len(calls) > 0 {
				return kit.Propose(s, calls[:1]), nil
			}
		}
		return s.Reply(prompts.FAQNoMatch), nil
	case tools.StatusResults:
	default:
		return kit.Fallback(s, prompts.FAQFallback), nil
	}
	// If the model fails or its first sentence is refused, the best passage is our own
	// text, so it is a grounded answer a caller can still use, checked like any reply (an
	// operator's article must not hang up on a caller either).
	fallback := prompts.FAQFallback
	if text, ok := kit.Safe(ctx, s, found.Results[0].Text); ok {
		fallback = text
	}
	sp, err := kit.Speak(ctx, a.Model, prompts.FAQ, s, tools.FAQ(), kit.NoTools, fallback)
	switch {
	case errors.Is(err, kit.ErrHalted):
		return state.Update{}, err
	case err != nil:
		return kit.Fallback(s, fallback), nil
	}
	return sp.Update(s), nil
}

// maxSearches is how many searches one turn may make: the caller's words, and once more in
// the model's words when those found nothing.
const maxSearches = 2

func lastSearch(s state.Call) tools.SearchResult {
	var r tools.SearchResult
	results := kit.Results(s)
	for i := len(results) - 1; i >= 0; i-- {
		if results[i].Name == tools.SearchKnowledgeBase {
			if json.Unmarshal([]byte(results[i].Content), &r) == nil && r.Status != tools.StatusIgnoredExtraCall {
				return r
			}
		}
	}
	return r
}

// Tool is the FAQ tool node.
type Tool struct {
	KB tools.Searcher
	// Rerank, if set, orders the search's candidates by meaning.
	Rerank tools.Reranker
}

// Run runs the search and marks the turn as searched.
func (t *Tool) Run(ctx context.Context, s state.Call) (state.Update, error) {
	turn := s.Turn
	calls := s.PendingToolCalls()
	turn.ToolCalls += len(calls)
	results := kit.Answer(s, tools.FAQ(), func(tc state.ToolCall) any {
		var args tools.SearchArgs
		if err := tools.Decode(tc.Arguments, nil, &args); err != nil || args.Query == "" {
			args.Query = s.Turn.Utterance
		}
		turn.Searched = true
		return tools.Search(ctx, t.KB, t.Rerank, args)
	})
	return state.Update{Append: results, Turn: &turn}, nil
}
