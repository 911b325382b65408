package signals

// rule is one pattern plus the context checks RE2 cannot express inline.
// Go's regexp has no lookaround (that is what keeps it linear-time, which
// matters for text we do not control), so "not followed by" and "not
// preceded by" are separate anchored expressions tested against the text on
// either side of each match.
type rule struct {
	// name identifies the rule in test failures and logs.
	name string
	re   *pattern
	// notFollowedBy, if set, rejects a match when it matches the text right
	// after it; write it anchored with ^ (e.g. "^ report").
	notFollowedBy *pattern
	// notPrecededBy, if set, rejects a match when it matches the text right
	// before it; write it anchored with $ (e.g. "nobody $").
	notPrecededBy *pattern
	// needs, if set, must also match somewhere in the utterance.
	needs *pattern
	// unless, if set, rejects the rule when it matches anywhere in the utterance: a state
	// that says the danger the rule names is over ("the fire was put out").
	unless *pattern
	// notInside, if set, rejects a match whose own text it matches ("he was not
	// breathing" inside a person-then-state pattern).
	notInside *pattern
	// soft marks an emergency rule whose words are also how callers describe
	// a finished event ("call 911", "my wife is hurt"). A soft rule is
	// rejected when the utterance places things in the past or in claim
	// paperwork (see pastContext in patterns.go). Hard rules ("is on fire",
	// "not breathing") are never rejected that way: the cost of a missed
	// emergency is far higher than an unnecessary transfer.
	soft bool
	// gate, if set, is the prefilter used instead of the one computed from re: literals one of
	// which the utterance must contain for the rule to be tried at all. It is for rules whose
	// needs (or whose own pattern) always names one of a few words, as the vehicle rules do.
	gate prefilter
	// pre is re's prefilter, filled in at package initialisation (see init).
	pre prefilter
}

// firstMatch returns the name of the first rule that accepts the normalised
// text s, or "" if none does.
func firstMatch(rules []rule, s string) string {
	if s == "" {
		return ""
	}
	// The text is read as tokens once for all the rules (see wordmatch.go).
	e := encodeText(s)
	pastChecked, past := false, false
	for i := range rules {
		r := &rules[i]
		if !r.pre.passes(s) {
			continue
		}
		if r.needs != nil && !r.needs.matchE(s, e) {
			continue
		}
		if r.unless != nil && r.unless.matchE(s, e) {
			continue
		}
		if r.soft {
			if !pastChecked {
				past, pastChecked = pastContext.matchE(s, e), true
			}
			if past {
				continue
			}
		}
		for _, loc := range r.re.findAllE(s, e, -1) {
			if r.notFollowedBy != nil && r.notFollowedBy.matchE(s[loc[1]:], e.sub(loc[1], len(s))) {
				continue
			}
			if r.notPrecededBy != nil && r.notPrecededBy.matchE(s[:loc[0]], e.sub(0, loc[0])) {
				continue
			}
			if r.notInside != nil && r.notInside.matchE(s[loc[0]:loc[1]], e.sub(loc[0], loc[1])) {
				continue
			}
			return r.name
		}
	}
	return ""
}
