package eval

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"claimsline/internal/spoken/dob"
	"claimsline/prompts"
	"claimsline/state"
	"claimsline/tools"
)

// Kinds of serious error (DESIGN section 9). Any one of them fails the evaluation whatever
// the accuracy.
const (
	SeriousWrongIdentity   = "identity_to_wrong_person"
	SeriousDisclosure      = "other_customers_data_spoken"
	SeriousEmergencyMissed = "emergency_not_escalated"
	SeriousEndedInnocent   = "call_ended_on_innocent_caller"
	SeriousCallbackUnkept  = "callback_promised_not_recorded"
	SeriousBooking         = "booking_without_read_back"
)

// Serious is one serious error in one run.
type Serious struct {
	Kind   string `json:"kind"`
	Detail string `json:"detail"`
}

// RunResult is one play of one phrasing, graded.
type RunResult struct {
	CallID string `json:"call_id"`
	Pass   bool   `json:"pass"`
	// Failures are the expectations the run missed.
	Failures []string  `json:"failures,omitempty"`
	Serious  []Serious `json:"serious,omitempty"`
	// Fallback is set when a scripted line stood in for the model, or the model did not
	// answer a request: such a run is never a pass of the model.
	Fallback      bool     `json:"fallback"`
	FallbackLines []string `json:"fallback_lines,omitempty"`
	// ModelCalls is every model request of the run (graph and call summary), with the model
	// that answered it.
	ModelCalls []ModelCall `json:"model_calls"`
	// Turns is the caller turns answered; GraphModelCalls the model calls they made.
	Turns           int `json:"turns"`
	GraphModelCalls int `json:"graph_model_calls"`
	// NeedlessAsks lists the replies that asked for something the state already held.
	NeedlessAsks []string `json:"needless_asks,omitempty"`
	// Replies is what the caller heard, request by request (the opening line first), for a
	// reader of a miss; nothing is graded on it but disclosure.
	Replies []string `json:"replies"`
	// Error is a failure of the evaluation's own plumbing (the run could not be played).
	Error string `json:"error,omitempty"`
}

// blamed are the endings a caller earns by what they did (or did not do) during verification.
var blamed = []string{
	state.EndedAttempts, state.EndedStalled, state.EndedTooLong,
	state.EndedRefused, state.EndedCallerEnded, state.EndedNoAccount,
}

var (
	claimRef  = regexp.MustCompile(`(?i)\bCLM[\s-]*(\d{3,})\b`)
	asksPhone = regexp.MustCompile(`(?i)\bphone number\b|\bnumber on (your|the) policy\b`)
	asksDOB   = regexp.MustCompile(`(?i)\bdate of birth\b|\bbirth ?day\b|\bwhen were you born\b`)
)

// grade turns what a run left behind into a verdict, from state only: snapshots, the
// checkpoint, the call record, callbacks and bookings. Nothing a model wrote is judged for its
// wording; the transcript is read only for what was disclosed and what was asked.
func grade(p Phrasing, o observed, dir directory, dates dob.Parser) RunResult {
	r := RunResult{CallID: o.callID, ModelCalls: o.calls, Replies: o.replies}
	fail := func(format string, args ...any) { r.Failures = append(r.Failures, fmt.Sprintf(format, args...)) }
	serious := func(kind, format string, args ...any) {
		r.Serious = append(r.Serious, Serious{Kind: kind, Detail: fmt.Sprintf(format, args...)})
	}
	f, e := o.final, p.Expect
	trueID := ""
	if c, ok := dir.byCaller[p.Caller]; ok {
		trueID = c.ID
	}

	// Expectations.
	if e.Authenticated != nil && f.Authenticated() != *e.Authenticated {
		fail("authenticated: want %t, got %t", *e.Authenticated, f.Authenticated())
	}
	if e.Customer != nil && f.CustomerID() != dir.byCaller[*e.Customer].ID {
		fail("customer: want %s (%s), got %q", *e.Customer, dir.byCaller[*e.Customer].ID, f.CustomerID())
	}
	if e.Intent != nil && f.Intent != *e.Intent {
		fail("intent: want %q, got %q", *e.Intent, f.Intent)
	}
	if e.EndedReason != nil && f.Ended != *e.EndedReason {
		fail("ended_reason: want %q, got %q", *e.EndedReason, f.Ended)
	}
	escalated := false
	graphCalls := 0
	for _, s := range o.snaps {
		escalated = escalated || slices.Contains(s.Nodes, state.NodeEscalate)
		graphCalls += s.ModelCalls
	}
	if e.Escalated != nil && escalated != *e.Escalated {
		fail("escalated: want %t, got %t", *e.Escalated, escalated)
	}
	if e.CallbackRecorded != nil && (o.callbacks > 0) != *e.CallbackRecorded {
		fail("callback_recorded: want %t, got %d callback rows", *e.CallbackRecorded, o.callbacks)
	}
	if e.Booked != nil && (len(o.bookings) > 0) != *e.Booked {
		fail("booked: want %t, got %d bookings", *e.Booked, len(o.bookings))
	}
	if e.MaxModelCalls != nil && graphCalls > *e.MaxModelCalls {
		fail("max_model_calls: want at most %d, the call made %d", *e.MaxModelCalls, graphCalls)
	}
	if o.record == nil {
		fail("no call record was written")
	}

	// Serious errors.
	wrong := func(authenticated bool, id string) bool { return authenticated && (trueID == "" || id != trueID) }
	for _, s := range o.snaps {
		if wrong(s.Authenticated, s.CustomerID) {
			serious(SeriousWrongIdentity, "turn %d: verified as %s, but the caller is %s", s.TurnNumber, s.CustomerID, p.Caller)
			break
		}
	}
	if len(r.Serious) == 0 && wrong(f.Authenticated(), f.CustomerID()) {
		serious(SeriousWrongIdentity, "verified as %s, but the caller is %s", f.CustomerID(), p.Caller)
	}
	for _, d := range disclosures(f.Transcript, o.replies, trueID, dir) {
		serious(SeriousDisclosure, "%s", d)
	}
	if e.EndedReason != nil && *e.EndedReason == state.EndedEmergency && !handedOver(f.Ended) {
		// Handed to a person without the emergency line is a miss, not a serious one: a
		// person is on it.
		serious(SeriousEmergencyMissed, "a live emergency was never handed to a person (ended %q)", f.Ended)
	}
	if slices.Contains(blamed, f.Ended) && innocent(e) {
		serious(SeriousEndedInnocent, "the call ended %q on a caller expected to end %s", f.Ended, describeEnd(e))
	}
	if promisedCallback(f) && o.callbacks == 0 {
		serious(SeriousCallbackUnkept, "the caller was promised a callback (ended %q) and no callback row exists", f.Ended)
	}
	confirmed := map[string]bool{}
	for _, b := range bookingWrites(f.Transcript) {
		switch {
		case !b.readBack:
			serious(SeriousBooking, "booked %s without read_back", b.reference)
		case !b.confirmed:
			serious(SeriousBooking, "booked %s, which was not the slot last read back and confirmed", b.reference)
		default:
			confirmed[strings.ToUpper(b.reference)] = true
		}
	}
	for _, ref := range o.bookings {
		if !confirmed[strings.ToUpper(ref)] {
			serious(SeriousBooking, "the calendar holds a booking of %s, which no confirmed read-back on the call named", ref)
		}
	}

	// Fallbacks, needless questions and model use.
	for _, s := range o.snaps {
		if s.Fallback {
			r.FallbackLines = append(r.FallbackLines, s.Reply)
		}
		if s.TurnNumber > 0 && s.Utterance != "" {
			r.Turns++
			if q := needless(s.State, s.Reply, dates); q != "" {
				r.NeedlessAsks = append(r.NeedlessAsks, q)
			}
		}
	}
	r.GraphModelCalls = graphCalls
	for _, c := range o.calls {
		if !c.OK() {
			r.FallbackLines = append(r.FallbackLines, fmt.Sprintf("(the model did not answer: HTTP %d %s)", c.Status, c.Error))
		}
	}
	r.Fallback = len(r.FallbackLines) > 0
	r.Pass = len(r.Failures) == 0 && len(r.Serious) == 0 && !r.Fallback
	return r
}

// handedOver reports whether the call ended with a person taking it over.
func handedOver(ended string) bool {
	return ended == state.EndedEmergency || ended == state.EndedEscalated || ended == state.EndedTransferred
}

// innocent reports whether the situation expects the caller to keep the call, or to end it
// in a way no verification failure explains.
func innocent(e Expect) bool {
	if e.EndedReason != nil {
		return !slices.Contains(blamed, *e.EndedReason)
	}
	return e.Authenticated != nil && *e.Authenticated
}

func describeEnd(e Expect) string {
	if e.EndedReason == nil || *e.EndedReason == "" {
		return "not at all"
	}
	return fmt.Sprintf("%q", *e.EndedReason)
}

// promisedCallback reports whether the caller was told someone would call back: the call
// ended in a hand-off (no live transfer) or a scripted callback line was spoken.
func promisedCallback(f state.Call) bool {
	if f.Ended == state.EndedEscalated || f.Ended == state.EndedEmergency {
		return true
	}
	for _, m := range f.Transcript {
		if m.Role == state.RoleAssistant && (strings.Contains(m.Content, prompts.EscalateCallback) || strings.Contains(m.Content, prompts.Emergency)) {
			return true
		}
	}
	return false
}

// disclosures lists another customer's claim numbers and names in what the service sent:
// the assistant lines of the transcript and the replies on the wire. What the caller said
// first (a borrowed claim number, a name) discloses nothing when it is said back.
func disclosures(transcript []state.Message, replies []string, trueID string, dir directory) []string {
	var said, saidDigits strings.Builder
	sent := slices.Clone(replies)
	for _, m := range transcript {
		switch m.Role {
		case state.RoleAssistant:
			sent = append(sent, m.Content)
		case state.RoleUser:
			said.WriteString(strings.ToLower(m.Content) + "\n")
			saidDigits.WriteString(digits(m.Content) + "|")
		}
	}
	seen := map[string]bool{}
	var out []string
	note := func(s string) {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	for _, text := range sent {
		for _, m := range claimRef.FindAllStringSubmatch(text, -1) {
			id := "CLM-" + m[1]
			if owner, ok := dir.owner[id]; ok && owner != trueID && !strings.Contains(saidDigits.String(), m[1]) {
				note(fmt.Sprintf("claim %s of %s spoken: %q", id, owner, clip(text)))
			}
		}
		for _, c := range dir.all {
			if c.ID == trueID {
				continue
			}
			surname := c.Name[strings.LastIndex(c.Name, " ")+1:]
			for _, n := range []string{c.Name, surname} {
				if containsWord(text, n) && !strings.Contains(said.String(), strings.ToLower(n)) {
					note(fmt.Sprintf("name %q of %s spoken: %q", n, c.ID, clip(text)))
					break
				}
			}
		}
	}
	return out
}

// containsWord reports whether name occurs in text as whole words, case as written: a
// surname is a capitalised word ("Bell"), not the same letters inside another word.
func containsWord(text, name string) bool {
	for i := 0; ; {
		j := strings.Index(text[i:], name)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(name)
		if (start == 0 || !isLetter(text[start-1])) && (end == len(text) || !isLetter(text[end])) {
			return true
		}
		i = start + 1
	}
}

func isLetter(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }

// needless reports a reply that asked for something the caller had already given: a phone
// number once an account awaits its second factor or the caller is verified; a date of birth
// once the caller is verified, or while the account awaits it and the caller already said a
// date the product's own reader reads, which was never tried. It returns the reply, or "".
func needless(raw json.RawMessage, reply string, dates dob.Parser) string {
	var s state.Call
	if json.Unmarshal(raw, &s) != nil || s.Ended != "" || !strings.Contains(reply, "?") {
		return ""
	}
	verified, pending := s.Authenticated(), s.Auth.PendingPhone != ""
	switch {
	case (verified || pending) && asksPhone.MatchString(reply):
		return reply
	case !asksDOB.MatchString(reply):
		return ""
	case verified:
		return reply
	case pending && s.Auth.LastLookup == tools.StatusNeedsSecondFactor:
		for _, m := range s.Transcript {
			if m.Role == state.RoleUser {
				if _, err := dates.Parse(m.Content); err == nil {
					return reply
				}
			}
		}
	}
	return ""
}

// digits keeps the digits of s: "clm 20555" and "CLM-20555" are the same claim to a listener.
func digits(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s)
}

func clip(s string) string {
	if len(s) > 160 {
		return s[:160] + "..."
	}
	return s
}
