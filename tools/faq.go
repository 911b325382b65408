package tools

import (
	"claimsline/internal/domain"
	"context"
	"math"
	"strings"
)

// Searcher searches the knowledge base.
type Searcher interface {
	SearchKB(ctx context.Context, query string, limit int) ([]domain.Passage, error)
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

// Reranker reorders search results by meaning.
type Reranker interface {
	Rerank(ctx context.Context, query string, passages []domain.Passage) ([]domain.Passage, error)
}

// searchLimit keeps the passages shown to the model to the few that matter; with a reranker
// the search offers rerankPool candidates for it to choose them from.
const (
	searchLimit = 3
	rerankPool  = 8
)

// Search is search_knowledge_base. With a reranker (nil for none), full-text search picks
// the candidates and the reranker their order; if it fails, the search's order stands.
func Search(ctx context.Context, s Searcher, r Reranker, args SearchArgs) SearchResult {
	q := strings.TrimSpace(args.Query)
	if q == "" {
		return SearchResult{Status: StatusNoMatch}
	}
	limit := searchLimit
	if r != nil {
		limit = rerankPool
	}
	rows, err := s.SearchKB(ctx, q, limit)
	if err != nil {
		return SearchResult{Status: StatusSearchUnavailable}
	}
	if r != nil {
		if ordered, err := r.Rerank(ctx, q, rows); err == nil {
			rows = ordered
		}
		rows = rows[:min(len(rows), searchLimit)]
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
