package nodes

import (
	"context"
	"fmt"
	"runtime"
	"strings"
	"time"

	"claimsline/internal/spoken/signals"
	"claimsline/internal/voice"
	"claimsline/nodes/internal/kit"
	"claimsline/prompts"
	"claimsline/state"
)

// EmergencyTimeout bounds the one model call the emergency check may make. A caller in
// danger must not wait on a slow model: past this, the answer is "emergency".
const EmergencyTimeout = 1500 * time.Millisecond

// UnfamiliarTimeout bounds the question put to the model about an utterance with no danger
// cue but unfamiliar words. Past it the call goes on with the safety line first (see
// Unchecked), so an ordinary caller whose words are merely unusual waits at most this long
// when the model is slow.
const UnfamiliarTimeout = time.Second

// Unchecked is Emergency's how for words the rules call safe but could not vouch for
// (signals.Unfamiliar) when the model that should have cleared them gave no answer: no
// model, an error, a timeout, or an answer off its labels. It is not an emergency: no danger
// cue was heard, and ending every unusual call during a model outage would hang up on
// ordinary callers. But every live emergency the rules missed, on every writer's held-back
// split and on the fresh writers' sets, was one of these; with the model down they went on
// as ordinary calls. So the caller hears prompts.Caution before anything else this turn.
// Words the learned cue calls dangerous are never Unchecked: they escalate (see Emergency).
const Unchecked = "unchecked"

// assessing admits as many rule checks at once as there are processors. signals.Assess is
// pure computation (no waiting), so running more at once gains nothing, while every check in
// flight holds its own regexp matchers: under a pile-up of turns those made a sixth of the
// live heap.
var assessing = make(chan struct{}, runtime.GOMAXPROCS(0))

// assess is signals.Assess, a bounded number at a time. A turn stopped while it waits
// (superseded, the client gone) saves nothing, so its verdict is only the safe default:
// unsure, which escalates unless a model says otherwise.
func assess(ctx context.Context, utterance string) (signals.Verdict, string) {
	select {
	case assessing <- struct{}{}:
	case <-ctx.Done():
		return signals.Unsure, "stopped"
	}
	defer func() { <-assessing }()
	return signals.Assess(utterance)
}

// Emergency decides whether what the caller just said is an emergency happening now. The
// deterministic rules come first (signals.Assess); when a danger cue is present and no rule
// decides, one constrained yes/no model call decides, bounded by EmergencyTimeout. No model,
// a model error, a timeout or an answer that is not yes or no all count as an emergency:
// a missed emergency can hurt someone, a needless one costs a callback. how says what
// decided ("rule:<name>", "model", "model:unfamiliar", "model_error", "model_unavailable"),
// or is "" when the utterance is not an emergency.
//
// An utterance the rules call safe is still put to the model when it is unfamiliar
// (signals.Unfamiliar): more than one word no ordinary caller in the corpora used. Every new
// corpus writer brought live emergencies in words no rule knew, and on the held-back split
// every emergency the rules missed was unfamiliar. There only a clear "yes" escalates and a
// clear "no" clears the words; with no answer the utterance is not an emergency but how is
// Unchecked, and the caller is told how to reach emergency services before anything else.
// Unless the learned cue (signals.Dangerous) calls the unfamiliar words dangerous: then they
// are Unsure like any danger cue, and no answer escalates. Every live emergency the rules
// missed on the held-back split was unfamiliar, and trained without each writer the cue
// finds nearly all of that writer's live emergencies; it is asked only of words the model is
// asked about anyway, so an ordinary caller pays nothing for it. In familiar words the rules
// call safe the cue counts only over a far higher line (signals.VeryDangerous): there the
// model is asked only because of it, so the line is where, on dev, no ordinary routing turn
// and 3 of 6,285 phone and date answers reached, while most live emergencies in familiar
// words did.
func Emergency(ctx context.Context, m kit.Model, utterance string) (emergency bool, how string) {
	verdict, rule := assess(ctx, utterance)
	if verdict == signals.Safe {
		if !signals.Unfamiliar(utterance) {
			if !signals.VeryDangerous(utterance) {
				return false, ""
			}
			// Words every caller uses, in which the learned cue is very sure of danger: the
			// held-back split's last live misses were all in familiar words with no rule cue.
			verdict = signals.Unsure
		} else if signals.Dangerous(utterance) {
			// The learned cue heard danger in words the rules do not know: a cue like any other.
			verdict = signals.Unsure
		}
	}
	switch verdict {
	case signals.Safe:
		// Unfamiliar words with no danger cue, learned or written.
		if m == nil {
			return false, Unchecked
		}
		ctx, cancel := context.WithTimeout(ctx, UnfamiliarTimeout)
		defer cancel()
		answer, err := askEmergency(ctx, m, utterance)
		switch {
		case err != nil:
			return false, Unchecked
		case answer == "yes":
			return true, "model:unfamiliar"
		}
		return false, ""
	case signals.Emergency:
		return true, "rule:" + rule
	}
	if m == nil {
		return true, "model_unavailable"
	}
	ctx, cancel := context.WithTimeout(ctx, EmergencyTimeout)
	defer cancel()
	answer, err := askEmergency(ctx, m, utterance)
	switch {
	case err != nil:
		// No answer, a timeout, or an answer that is neither yes nor no.
		return true, "model_error"
	case answer == "no":
		return false, ""
	}
	return true, "model"
}

// askEmergency is the one constrained yes/no question about danger now.
func askEmergency(ctx context.Context, m kit.Model, utterance string) (string, error) {
	return kit.Choose(ctx, m, "emergency", prompts.EmergencyCheck, utterance, "emergency", []string{"yes", "no"})
}

// checkEmergency is the graph's Prepare step: it runs the emergency check on every turn the
// caller said something, verified or not, on a call that has already ended too, and records
// the verdict in the turn for the entry decision and the escalate node.
//
// Words left Unchecked get prompts.Caution said here, before any node runs, so it is the
// first thing the caller hears on a stream; it goes into the transcript as a line of its own,
// and the turn is marked Cautioned so the whole reply starts with it (the pipeline adds it to
// a reply that was not streamed).
func checkEmergency(m kit.Model) func(ctx context.Context, s state.Call) (state.Update, error) {
	return func(ctx context.Context, s state.Call) (state.Update, error) {
		t := s.Turn
		if strings.TrimSpace(t.Utterance) == "" {
			return state.Update{}, nil
		}
		emergency, how := Emergency(ctx, m, t.Utterance)
		if emergency {
			t.Emergency = how
		}
		if how != Unchecked {
			return state.Update{Turn: &t}, nil
		}
		if sink := voice.From(ctx); sink != nil {
			if err := sink.Say(ctx, prompts.Caution); err != nil {
				return state.Update{}, fmt.Errorf("%w: %w", kit.ErrHalted, err)
			}
		}
		t.Cautioned = true
		return state.Update{
			Turn:   &t,
			Append: []state.Message{{Role: state.RoleAssistant, Content: prompts.Caution, Turn: s.TurnNumber}},
		}, nil
	}
}
