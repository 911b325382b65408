package rerank_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"claimsline/internal/domain"
	"claimsline/internal/fakes/fakellm"
	"claimsline/internal/llm"
	"claimsline/internal/rerank"
)

type failing struct{}

func (failing) Embed(context.Context, []string) ([][]float32, error) { return nil, errors.New("down") }

func passages() []domain.Passage {
	return []domain.Passage{
		{ArticleID: "KB-A", Title: "Paying your premium", Body: "You can pay your premium online or by phone."},
		{ArticleID: "KB-B", Title: "Windshield and glass claims", Body: "A chipped windshield can often be repaired without a deductible."},
		{ArticleID: "KB-C", Title: "Rental cars", Body: "Rental coverage pays for a car while yours is repaired."},
	}
}

func TestRerankOrdersByMeaningAndCachesTheCorpus(t *testing.T) {
	model := fakellm.New(nil)
	defer model.Close()
	r := &rerank.Reranker{Embedder: llm.New(llm.Config{BaseURL: model.URL(), EmbeddingModel: "fake-embed", Timeout: 2 * time.Second})}
	got, err := r.Rerank(context.Background(), "my windshield has a chip, is glass repaired", passages())
	if err != nil {
		t.Fatal(err)
	}
	if got[0].ArticleID != "KB-B" || len(got) != 3 {
		t.Fatalf("order %v", []string{got[0].ArticleID, got[1].ArticleID, got[2].ArticleID})
	}
	if _, err := r.Rerank(context.Background(), "how do I pay my premium", passages()); err != nil {
		t.Fatal(err)
	}
	if n := model.EmbeddingCalls(); n != 2 {
		t.Fatalf("embedding requests %d, want one per question", n)
	}
}

func TestRerankFailureKeepsTheSearchOrder(t *testing.T) {
	r := &rerank.Reranker{Embedder: failing{}}
	in := passages()
	got, err := r.Rerank(context.Background(), "windshield", in)
	if err == nil || got[0].ArticleID != "KB-A" {
		t.Fatalf("err %v order %s", err, got[0].ArticleID)
	}
}
