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

// TestLearnedCueOnFamiliarWords: live emergencies in words every caller uses, with no rule cue
// (each called safe and familiar by signals when written), on which the learned cue is very sure
// (signals.VeryDangerous): with no model they escalate. Ordinary lines in the same familiar
// words (a husband's phone, a door, a barn, a caller's family talking in the background) stay
// safe with no question. Without the familiar line in Emergency every live row goes on as an
// ordinary call, with no question and no safety line.
func TestLearnedCueOnFamiliarWords(t *testing.T) {
	tests := []struct {
		said      string
		emergency bool
		how       string
	}{
		{"my husband is in the car in the garage with the engine running and the door shut", true, "model_unavailable"},
		{"my dad went out to the barn an hour ago and he's not come back and he's not picking up", true, "model_unavailable"},
		{"my wife can't say her words right and she's holding her head", true, "model_unavailable"},
		{"my son went out on the boat this morning and he's not back and the weather's turned and he's not picking up", true, "model_unavailable"},
		{"my daughter is home alone and she says a man keeps trying the back door", true, "model_unavailable"},
		{"the old man next door has been sitting in his car all day with the window down and he won't look at me", true, "model_unavailable"},
		{"it's my husband's cell, I think, hang on, he's not here, it's 555 0134", false, ""},
		{"hold on my son is saying something, sorry, it's the third of march, nineteen sixty", false, ""},
		{"my wife set it up so it's probably her number on there", false, ""},
		{"the car is in the garage now and the door's shut, when can the adjuster come look", false, ""},
		{"my dad went out to the barn this morning to look at the roof, can someone come out thursday", false, ""},
		{"she was home alone when the hail came, she's fine, the back door is dented though", false, ""},
	}
	for _, tt := range tests {
		if em, how := Emergency(context.Background(), nil, tt.said); em != tt.emergency || how != tt.how {
			t.Errorf("Emergency(%q) = %v, %q; want %v, %q", tt.said, em, how, tt.emergency, tt.how)
		}
	}
}

// TestLearnedCueIsADangerCue: live emergencies in words no rule lists (each called safe by
// signals.Assess when written, and unfamiliar) are heard by the learned cue, so with no model
// they escalate like any danger cue instead of going on with the safety line; ordinary
// claims-line speech is never unfamiliar and costs no question. Without the learned cue in
// Emergency the live rows are only cautioned.
func TestLearnedCueIsADangerCue(t *testing.T) {
	tests := []struct {
		said      string
		emergency bool
		how       string
	}{
		{"we can hear tapping from inside the wreck", true, "model_unavailable"},
		{"someone's banging on the inside of the container", true, "model_unavailable"},
		{"grandpa is wobbling and his speech went weird a minute ago", true, "model_unavailable"},
		{"we can hear a toddler crying from inside the flooded basement", true, "model_unavailable"},
		{"there are kids on the ice and it's creaking", true, "model_unavailable"},
		{"the driver's head is on the steering wheel and the horn's going", true, "model_unavailable"},
		{"can you check my claim, sorry, my husband just dropped and he's making a snoring noise", true, "model_unavailable"},
		{"hi i need to check on my claim status please", false, ""},
		{"can you tell me what my deductible is", false, ""},
		{"i want to move the inspection to thursday", false, ""},
		{"the roof leak from last week, has the adjuster looked at it", false, ""},
		{"my car was totaled in the crash last month, when do I get paid", false, ""},
		{"i'd like to talk to a real person please", false, ""},
		{"the hail dented my hood and cracked the windshield", false, ""},
	}
	for _, tt := range tests {
		if em, how := Emergency(context.Background(), nil, tt.said); em != tt.emergency || how != tt.how {
			t.Errorf("Emergency(%q) = %v, %q; want %v, %q", tt.said, em, how, tt.emergency, tt.how)
		}
	}
}
