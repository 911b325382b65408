package tools

import (
	"context"
	"math"
	"strings"

	"claimsline/store"
)

// Searcher searches the knowledge base.
type Searcher interface {
	SearchKB(ctx context.Context, query string, limit int) ([]store.Passage, error)
}

// SearchArgs are search_knowledge_base's arguments.
type SearchArgs struct {
	Query string `json:"query"`
}

// Passage is one search result as the model sees it.
type Passage struct {
	Title string  `json:"title"`
	Text  string  `json:"text"`
	Score float64 `json:"score"`
}

// SearchResult is search_knowledge_base's answer.
type SearchResult struct {
	Status  string    `json:"status"`
	Results []Passage `json:"results,omitempty"`
}

// searchLimit keeps the passages shown to the model to the few that matter.
const searchLimit = 3

// Search is search_knowledge_base.
func Search(ctx context.Context, s Searcher, args SearchArgs) SearchResult {
	q := strings.TrimSpace(args.Query)
	if q == "" {
		return SearchResult{Status: StatusNoMatch}
	}
	rows, err := s.SearchKB(ctx, q, searchLimit)
	if err != nil {
		return SearchResult{Status: StatusSearchUnavailable}
	}
	if len(rows) == 0 {
		return SearchResult{Status: StatusNoMatch}
	}
	out := make([]Passage, 0, len(rows))
	for _, r := range rows {
		out = append(out, Passage{Title: r.Title, Text: r.Body, Score: math.Round(r.Score*1000) / 1000})
	}
	return SearchResult{Status: StatusResults, Results: out}
}
