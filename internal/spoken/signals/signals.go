package signals

import "fmt"

// IsEmergency reports whether the caller describes active danger happening
// now: someone hurt, bleeding, unconscious, trapped or not breathing; a fire,
// smoke, gas leak or carbon monoxide alarm in progress; rising water with
// people caught in it; a crime in progress; or an explicit call for 911, an
// ambulance, the police or help right now.
//
// It exists so an emergency is caught by code before any model is asked and
// the caller can be told to hang up and dial 911. Because every caller on a
// claims line talks about a past loss, descriptions of finished events ("I
// had an accident last week", "fire damage claim", "the other driver was
// injured") are not emergencies; see patterns.go for the individual choices.
//
// It is the deterministic part only: an utterance the rules leave Unsure (see Assess) is not
// an emergency here; the entry decision asks the model about those.
func IsEmergency(utterance string) bool {
	v, _ := Assess(utterance)
	return v == Emergency
}

// emergencyRule returns the name of the emergency rule that fired, or "".
// It is kept separate so tests and logs can say why.
func emergencyRule(utterance string) string {
	return firstMatch(emergencyRules, normalize(utterance))
}

// AsksForPerson reports an explicit request for a human: a real person,
// agent, representative, operator, supervisor or manager, someone from
// claims, the caller's adjuster, or "transfer me".
//
// It exists because a caller who asks for a person must get one without
// being argued with by a model. Mentions of people that are not requests
// ("my agent said it's covered", "the adjuster came yesterday"), refusals
// ("I don't need to talk to anyone") and questions about the bot ("are you
// a real person") return false.
func AsksForPerson(utterance string) bool {
	return firstMatch(personRules, normalize(utterance)) != ""
}

// SaysGoodbye reports that the caller is ending the call ("bye", "that's
// all", "nothing else", "I'm done", "hang up").
//
// It exists so the line can close politely instead of prompting again.
// Closing phrases that are also ordinary words only count at the end of the
// utterance, so "is that all you need", "nothing else was damaged" and
// "take care of my claim" return false, as does "bye" inside another word.
func SaysGoodbye(utterance string) bool {
	return firstMatch(goodbyeRules, normalize(utterance)) != ""
}

// Topic is what the keyword rules make of an utterance for routing: claim
// handling (an existing or new loss) or general questions (FAQ).
//
// It exists so that clear cases route without a model call while unclear
// ones are marked as such; the zero value, TopicNone, means the rules have
// nothing to say.
type Topic int

const (
	// TopicNone means no keyword on either side matched ("yes", "okay"):
	// the rules are silent and the conversation decides.
	TopicNone Topic = iota
	// TopicClaim means only claim-side words matched, e.g. "what's the
	// status of my claim".
	TopicClaim
	// TopicFAQ means only FAQ-side words matched, e.g. "what's my
	// deductible for glass".
	TopicFAQ
	// TopicContested means both sides matched, e.g. "where do I mail my
	// documents". The same words can be a claim step or a policy question,
	// so a model with the conversation must decide.
	TopicContested
)

// String returns a short lower-case name for logs and metrics labels.
func (t Topic) String() string {
	switch t {
	case TopicNone:
		return "none"
	case TopicClaim:
		return "claim"
	case TopicFAQ:
		return "faq"
	case TopicContested:
		return "contested"
	}
	return fmt.Sprintf("Topic(%d)", int(t))
}

// Classify applies the claim-side and FAQ-side keyword rules. One side
// alone is a routing decision, both sides is TopicContested and neither is
// TopicNone.
//
// It exists to route the easy majority of utterances without a model while
// never pretending to resolve the ambiguous ones: a keyword cannot know
// whether "where do I send the photos" is about this claim or about the
// process in general.
func Classify(utterance string) Topic {
	claim, faq := topics(normalize(utterance))
	switch {
	case claim && faq:
		return TopicContested
	case claim:
		return TopicClaim
	case faq:
		return TopicFAQ
	}
	return TopicNone
}

// topics reports which of the broad keyword families fire on normalised text: words of claim
// handling, words of general questions. Classify reports them; Route lets them veto its
// narrow families.
func topics(s string) (claim, faq bool) {
	return firstMatch(claimRules, s) != "", firstMatch(faqRules, s) != ""
}
