// Package rerank reorders knowledge-base search results by meaning, when an embedding model
// is configured.
//
// Full-text search finds passages that share words with the question; a caller's words and
// an article's often differ ("my windshield has a chip" against "glass claims"). The search
// still decides which passages are candidates, so an answer is always grounded in a passage
// that matched; embeddings only decide their order. Any failure leaves the search's own
// order, so a dead embedding endpoint costs relevance, never an answer.
package rerank

import (
	"claimsline/internal/domain"
	"context"
	"crypto/sha256"
	"fmt"
	"math"
	"slices"
	"sync"
)

// Embedder turns texts into vectors.
type Embedder interface {
	Embed(ctx context.Context, inputs []string) ([][]float32, error)
}

// Reranker orders passages by similarity to the question. Passage vectors are cached by
// content, so the corpus is embedded once per process, not once per question.
type Reranker struct {
	Embedder Embedder

	mu    sync.Mutex
	cache map[[32]byte][]float32
}

// Rerank returns the passages ordered by cosine similarity to the query, best first; the
// search's order breaks ties.
func (r *Reranker) Rerank(ctx context.Context, query string, passages []domain.Passage) ([]domain.Passage, error) {
	if len(passages) < 2 {
		return passages, nil
	}
	keys := make([][32]byte, len(passages))
	inputs := []string{query}
	var missing []int
	r.mu.Lock()
	if r.cache == nil {
		r.cache = map[[32]byte][]float32{}
	}
	for i, p := range passages {
		keys[i] = sha256.Sum256([]byte(p.Title + "\n" + p.Body))
		if _, ok := r.cache[keys[i]]; !ok {
			missing = append(missing, i)
			inputs = append(inputs, p.Title+". "+p.Body)
		}
	}
	r.mu.Unlock()
	vecs, err := r.Embedder.Embed(ctx, inputs)
	if err != nil {
		return passages, fmt.Errorf("rerank: %w", err)
	}
	r.mu.Lock()
	for j, i := range missing {
		r.cache[keys[i]] = vecs[j+1]
	}
	sims := make([]float64, len(passages))
	for i := range passages {
		sims[i] = cosine(vecs[0], r.cache[keys[i]])
	}
	r.mu.Unlock()
	order := make([]int, len(passages))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		switch {
		case sims[a] > sims[b]:
			return -1
		case sims[a] < sims[b]:
			return 1
		}
		return 0
	})
	out := make([]domain.Passage, len(passages))
	for i, o := range order {
		out[i] = passages[o]
	}
	return out, nil
}

func cosine(a, b []float32) float64 {
	if len(a) != len(b) || len(a) == 0 {
		return 0
	}
	var dot, na, nb float64
	for i := range a {
		dot += float64(a[i]) * float64(b[i])
		na += float64(a[i]) * float64(a[i])
		nb += float64(b[i]) * float64(b[i])
	}
	if na == 0 || nb == 0 {
		return 0
	}
	return dot / math.Sqrt(na*nb)
}
