// Package faq is the knowledge-base loop: an agent node that answers policy questions and a
// tool node that searches the knowledge base.
//
// An answer, or an abstention, must rest on a search made in the same turn. Code enforces
// that: the agent's first call of a turn forces the search tool, and if the model answers
// anyway its words are dropped and the search is made with the caller's own words.
package faq

import (
	"context"
	"encoding/json"
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

// Run searches first, then answers from what the search returned.
func (a *Agent) Run(ctx context.Context, s state.Call) (state.Update, error) {
	if !s.Turn.Searched {
		msg, err := kit.Ask(ctx, a.Model, prompts.FAQ, s, tools.FAQ, kit.Force(tools.SearchKnowledgeBase))
		calls := kit.Calls(msg, kit.Auto)
		if err != nil || len(calls) == 0 || calls[0].Name != tools.SearchKnowledgeBase {
			// No search, no answer: search the caller's own words instead.
			raw, _ := json.Marshal(tools.SearchArgs{Query: s.Turn.Utterance})
			calls = []state.ToolCall{{ID: fmt.Sprintf("code_search_%d", s.TurnNumber), Name: tools.SearchKnowledgeBase, Arguments: string(raw)}}
		}
		return kit.Propose(s, calls[:1]), nil
	}
	found := lastSearch(s)
	switch found.Status {
	case tools.StatusNoMatch:
		return s.Reply(prompts.FAQNoMatch), nil
	case tools.StatusResults:
	default:
		return kit.Fallback(s, prompts.FAQFallback), nil
	}
	msg, err := kit.Ask(ctx, a.Model, prompts.FAQ, s, tools.FAQ, kit.NoTools)
	if err == nil {
		if text, ok := kit.Safe(s, msg.Content); ok {
			return s.Reply(text), nil
		}
	}
	// The model failed or its answer was refused. The best passage is our own text, so it
	// is a grounded answer a caller can still use, checked like any reply (an operator's
	// article must not hang up on a caller either).
	if text, ok := kit.Safe(s, found.Results[0].Text); ok {
		return kit.Fallback(s, text), nil
	}
	return kit.Fallback(s, prompts.FAQFallback), nil
}

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
	results := kit.Answer(s, tools.FAQ, func(tc state.ToolCall) any {
		var args tools.SearchArgs
		if err := tools.Decode(tc.Arguments, nil, &args); err != nil || args.Query == "" {
			args.Query = s.Turn.Utterance
		}
		turn.Searched = true
		return tools.Search(ctx, t.KB, t.Rerank, args)
	})
	return state.Update{Append: results, Turn: &turn}, nil
}
