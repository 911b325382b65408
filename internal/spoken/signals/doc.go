// Package signals holds the deterministic, keyword-level reading of a
// caller's utterance on the claims phone line (auto and home).
//
// Every utterance arrives from speech-to-text, so casing and punctuation
// cannot be trusted and numbers may come as digits ("911") or words
// ("nine one one"). Before any model is consulted the backend asks three
// yes/no questions (is this an emergency, does the caller want a human, is
// the caller hanging up) and one routing question (claim, FAQ, both or
// neither). These must be cheap, predictable and auditable, which is why
// they are regular expressions and not a model: a false "no" on an
// emergency must be explainable line by line.
//
// All patterns live in patterns.go. That file is the single place where
// emergency and asks-for-person detection are defined for the whole
// backend; other packages must call this package rather than grow their own
// keyword lists, so a fix made here applies everywhere.
//
// The patterns are written and read as regular expressions, but they run word by word
// (wordmatch.go): each is translated at start-up into a regexp over one rune per word, which
// holds a fraction of the memory, and one the translation cannot prove exact runs as written.
package signals
