package nodes

import (
	"context"
	"testing"
)

// TestAssessStoppedWhileWaiting: a turn stopped while every rule-check slot is taken gets the
// safe default, not a wait. Its verdict is unsure, which with no model escalates; the turn
// saves nothing anyway, so nothing a caller hears depends on it.
func TestAssessStoppedWhileWaiting(t *testing.T) {
	for range cap(assessing) {
		assessing <- struct{}{}
	}
	defer func() {
		for range cap(assessing) {
			<-assessing
		}
	}()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if em, how := Emergency(ctx, nil, "what's the status of my claim"); !em || how != "model_unavailable" {
		t.Fatalf("Emergency with every slot taken and the turn stopped = %v, %q; want the safe default", em, how)
	}
	// With a slot free the same words are ordinary.
	<-assessing
	defer func() { assessing <- struct{}{} }()
	if em, how := Emergency(context.Background(), nil, "what's the status of my claim"); em {
		t.Fatalf("ordinary words with a free slot = emergency (%s)", how)
	}
}

// TestUnfamiliarWordsWithNoModelAreUnchecked: words the rules call safe but cannot vouch for,
// with no model to ask, are not an emergency and not cleared either; ordinary words are
// simply safe, and a danger cue with no model still escalates.
func TestUnfamiliarWordsWithNoModelAreUnchecked(t *testing.T) {
	tests := []struct {
		said      string
		emergency bool
		how       string
	}{
		{"my grandson is wandering along the viaduct parapet", false, Unchecked},
		{"what's the status of my claim", false, ""},
		{"I can see a glow near the fuse panel", true, "model_unavailable"},
	}
	for _, tt := range tests {
		if em, how := Emergency(context.Background(), nil, tt.said); em != tt.emergency || how != tt.how {
			t.Errorf("Emergency(%q) = %v, %q; want %v, %q", tt.said, em, how, tt.emergency, tt.how)
		}
	}
}
