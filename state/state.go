// Package state defines one phone call's state, the update nodes return, and how an update
// merges: the transcript appends, every other field overwrites.
//
// It also holds the vocabulary every node shares (node names, intent labels, ended
// reasons), so that no node package has to import another to agree on a word.
package state

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"claimsline/internal/identity"
	"claimsline/internal/spoken"
)

// SchemaVersion is written into every checkpoint. A checkpoint with another version is
// refused rather than misread: a field that changed meaning must not be guessed at mid-call.
const SchemaVersion = 1

// Node names, as they appear in snapshots and turn logs (DESIGN section 3).
const (
	NodeAuthAgent    = "auth_agent"
	NodeAuthTool     = "auth_tool"
	NodeRouter       = "router"
	NodeClaimAgent   = "claim_agent"
	NodeClaimTool    = "claim_tool"
	NodeFAQAgent     = "faq_agent"
	NodeFAQTool      = "faq_tool"
	NodeEscalate     = "escalate"
	NodeGoodbye      = "goodbye"
	NodeBookingAgent = "booking_agent"
	NodeBookingTool  = "booking_tool"
)

// Intent labels: the only destinations the router can choose.
const (
	IntentClaim    = "claim"
	IntentFAQ      = "faq"
	IntentBooking  = "booking"
	IntentEscalate = "escalate"
	IntentGoodbye  = "goodbye"
)

// Ended reasons, recorded on the turn that ends the call.
const (
	EndedAttempts    = "auth_attempts_exceeded"
	EndedStalled     = "auth_stalled"
	EndedTooLong     = "auth_too_long"
	EndedRefused     = "refused"
	EndedCallerEnded = "caller_ended"
	EndedNoAccount   = "no_account"
	EndedEmergency   = "emergency"
	EndedEscalated   = "escalated"
	EndedTransferred = "transferred"
	EndedGoodbye     = "goodbye"
)

// Roles of transcript messages; they follow OpenAI's so the transcript converts directly.
const (
	RoleUser      = "user"
	RoleAssistant = "assistant"
	RoleTool      = "tool"
)

// Message is one line of the call's transcript.
type Message struct {
	Role       string     `json:"role"`
	Content    string     `json:"content,omitempty"`
	ToolCalls  []ToolCall `json:"tool_calls,omitempty"`
	ToolCallID string     `json:"tool_call_id,omitempty"`
	Name       string     `json:"name,omitempty"`
	// Turn is the turn number the message was written in, so a node can tell this turn's
	// tool results from last turn's.
	Turn int `json:"turn"`
}

// ToolCall is a tool call the model proposed (or code made on its behalf).
type ToolCall struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Arguments string `json:"arguments"`
}

// AuthProgress is what verification has earned so far.
type AuthProgress struct {
	// Attempts counts lookups that reached the records and were told no.
	Attempts int `json:"attempts"`
	// Stalls counts turns where nothing usable arrived; it bounds a caller who never gives
	// anything to fail on, which Attempts alone cannot.
	Stalls int `json:"stalls"`
	// LastLookup is the status of the last lookup, so a proposal about the conversation
	// ("the caller confirmed the number we could not find") can be checked.
	LastLookup string `json:"last_lookup,omitempty"`
	// PendingPhone is the key of an account that exists and awaits its second factor.
	// Held by code so a date of birth can be checked without the model repeating the number.
	PendingPhone string `json:"pending_phone,omitempty"`
	// Ended is set when a proposal to end verification was honoured.
	Ended string `json:"ended,omitempty"`
}

// Claim is a claim as the call knows it: caller-facing fields only.
type Claim struct {
	ClaimID      string     `json:"claim_id"`
	Status       string     `json:"status"`
	ClaimType    string     `json:"claim_type"`
	IncidentDate string     `json:"incident_date,omitempty"`
	Adjuster     string     `json:"adjuster,omitempty"`
	Documents    []Document `json:"documents"`
}

// Document is a document requested for a claim.
type Document struct {
	Name   string `json:"name"`
	Status string `json:"status"`
}

// Turn is scratch for the turn in progress; the pipeline resets it at the start of a turn.
type Turn struct {
	Utterance string `json:"utterance"`
	// Continues is set when the utterance repeats the previous one with more on the end: it
	// does not advance the turn counter or the stall counter.
	Continues bool `json:"continues,omitempty"`
	// Reply is what the caller will hear.
	Reply string `json:"reply"`
	// EndsCall is set when the reply carries the end-call phrase.
	EndsCall bool `json:"ends_call,omitempty"`
	// Emergency says why this turn is an emergency: the rule that decided ("rule:..."), or
	// the model's answer ("model", "model_error", "model_unavailable"). Empty when it is not
	// one. Set before the entry decision, which sends it to escalate.
	Emergency string `json:"emergency,omitempty"`
	// Cautioned is set when the caller's words were unfamiliar and the model that should have
	// cleared them gave no answer: the turn's reply starts with the safety line (see
	// nodes.Unchecked), and the transcript holds it as a line of its own.
	Cautioned bool `json:"cautioned,omitempty"`
	// Fallback is set when a scripted line stood in for a model that failed.
	Fallback bool `json:"fallback,omitempty"`
	// Searched is set once the FAQ tool has run this turn; the FAQ agent may not answer
	// before it.
	Searched bool `json:"searched,omitempty"`
	// Engaged is set when the caller gave verification something to act on this turn (or
	// the records were down, which is not the caller's fault): such a turn is not a stall.
	Engaged bool `json:"engaged,omitempty"`
	// StallCounted is set once this turn's stall has been recorded, so it is recorded once.
	StallCounted bool `json:"stall_counted,omitempty"`
	ModelCalls   int  `json:"model_calls,omitempty"`
	ToolCalls    int  `json:"tool_calls,omitempty"`
}

// Call is the whole state of one phone call.
type Call struct {
	SchemaVersion int    `json:"schema_version"`
	CallID        string `json:"call_id"`
	// CallerNumber is the number Vapi reports the call from, kept for callbacks.
	CallerNumber string `json:"caller_number,omitempty"`
	// ControlURL is Vapi's live-call control URL, used to transfer to a person.
	ControlURL string    `json:"control_url,omitempty"`
	TurnNumber int       `json:"turn_number"`
	Transcript []Message `json:"transcript"`
	// Identity is who the caller has proved to be (its getters are promoted: Authenticated,
	// CustomerID, CustomerName). Only a Grant from verification writes it; in the checkpoint
	// it is the three top-level fields authenticated, customer_id and customer_name.
	identity.Identity `json:"-"`
	Auth              AuthProgress `json:"auth"`
	Intent            string       `json:"intent,omitempty"`
	// Claims tells "not looked up yet" from "looked up, none": the difference saves a
	// wasted trip and a wrong answer.
	Claims        Claims `json:"claims"`
	SelectedClaim string `json:"selected_claim,omitempty"`
	// Discussed lists the claim numbers shown to the caller, for the call record.
	Discussed []string `json:"discussed,omitempty"`
	// Ended is the reason the call ended, set on the turn that ends it.
	Ended string `json:"ended_reason,omitempty"`
	// Handoff is an escalation still waiting on the caller (a callback number to hear or to
	// confirm); zero when none is.
	Handoff Handoff `json:"handoff,omitzero"`
	// Booking is the inspection booking in progress: what code offered and read back.
	Booking Booking `json:"booking,omitzero"`
	// ContinuedRuns counts the graph runs the call has spent on continued utterances, which
	// are bounded per call (turn.MaxContinuedRuns).
	ContinuedRuns int  `json:"continued_runs,omitempty"`
	Turn          Turn `json:"turn"`
}

// Booking is what the booking loop keeps between turns. The model never sees it: it sees
// the calendar text and references, while the signed tokens behind them stay here.
type Booking struct {
	// Offers is the table of bookable references from the latest search. A search with new
	// inputs replaces it and any write clears it, so a reference from an earlier list can
	// never book.
	Offers []Offer `json:"offers,omitempty"`
	// Search is the key of the inputs (claim and start date) behind Offers.
	Search string `json:"search,omitempty"`
	// ReadBack is the reference whose confirmation code spoke, in turn ReadBackTurn. Only the
	// caller's next utterance, a clear yes, can book it.
	ReadBack     string `json:"read_back,omitempty"`
	ReadBackTurn int    `json:"read_back_turn,omitempty"`
	// Blocked is set after a write whose outcome is unknown: no further booking write on
	// this call until staff reconcile it.
	Blocked bool `json:"blocked,omitempty"`
	// Booked is the booking as stored, once made.
	Booked *Booked `json:"booked,omitempty"`
}

// Offer is one bookable reference, the signed token that carries it, and the slot as the
// caller hears it (for the scripted read-back).
type Offer struct {
	Reference string `json:"reference"`
	Token     string `json:"token"`
	Spoken    string `json:"spoken"`
}

// Booked is a stored booking as the caller hears it, rendered from the calendar's row.
type Booked struct {
	Reference string `json:"reference"`
	ClaimID   string `json:"claim_id"`
	Spoken    string `json:"spoken"`
}

// Handoff is an escalation that cannot be promised yet: Vapi reported no caller number, so
// the escalate node asks for one and reads it back before it stores a callback and says so.
type Handoff struct {
	// Reason is the ended reason the escalation will record (escalated or emergency).
	Reason string `json:"reason,omitempty"`
	// Number is the callback number heard (E.164), read back and awaiting the caller's yes.
	Number string `json:"number,omitempty"`
	// Asks counts the times the caller was asked for a number or to confirm one, so the
	// exchange is bounded.
	Asks int `json:"asks,omitempty"`
}

// Pending reports whether an escalation is waiting on the caller.
func (h Handoff) Pending() bool { return h.Reason != "" }

// plain is Call without its JSON methods, so they can encode the rest of it.
type plain Call

// wire is Call's checkpoint form (contract: the identity is three top-level fields).
type wire struct {
	plain
	Authenticated bool   `json:"authenticated"`
	CustomerID    string `json:"customer_id,omitempty"`
	CustomerName  string `json:"customer_name,omitempty"`
}

// MarshalJSON writes the call with its identity as the top-level fields authenticated,
// customer_id and customer_name, which operators and the acceptance run read.
func (c Call) MarshalJSON() ([]byte, error) {
	return json.Marshal(c.wire())
}

// UnmarshalJSON reads a call written by MarshalJSON.
func (c *Call) UnmarshalJSON(data []byte) error {
	return Decode(data, c)
}

func (c Call) wire() wire {
	return wire{plain: plain(c), Authenticated: c.Authenticated(), CustomerID: c.CustomerID(), CustomerName: c.CustomerName()}
}

// Encode writes the call exactly as json.Marshal does (through MarshalJSON), in one pass.
// It exists for the checkpoint, written on every turn: json.Marshal of a Call encodes it,
// then validates and compacts the bytes MarshalJSON returned, a second and third pass over
// the whole transcript.
//
// It stays on encoding/json, like Decode: a hand-written writer was measured (2% of a turn's
// CPU) and taken out again, since it restated json.Marshal field by field for every field
// of the state.
func Encode(c Call) ([]byte, error) {
	return json.Marshal(c.wire())
}

// Decode reads a call written by Encode or MarshalJSON into c. It stays on encoding/json:
// a hand-written reader of the checkpoint was measured (4% of a turn's CPU, 30 to 13
// allocations) and taken out again, because a JSON parser is not this product's own to
// write and the saving did not show on a quiet machine.
func Decode(data []byte, c *Call) error { return decodeJSON(data, c) }

// DecodeString is Decode of a checkpoint held as a string, as Redis returns it.
func DecodeString(data string, c *Call) error { return decodeJSON([]byte(data), c) }

// decodeJSON reads a call through its wire form, which UnmarshalJSON shares.
func decodeJSON(data []byte, c *Call) error {
	var w wire
	if err := json.Unmarshal(data, &w); err != nil {
		return fmt.Errorf("state: decode call: %w", err)
	}
	*c = Call(w.plain)
	c.Identity = identity.Restore(w.Authenticated, w.CustomerID, w.CustomerName)
	return nil
}

// Claims is the caller's claims as the call knows them. The zero value means "not looked up
// yet"; LookedUp makes "looked up, these" (possibly none). In the checkpoint it is null or a
// list, so it reads the way it always has.
type Claims struct {
	known bool
	list  []Claim
}

// LookedUp records the result of looking the caller's claims up.
func LookedUp(list []Claim) Claims {
	c := Claims{known: true}
	if len(list) > 0 {
		c.list = slices.Clone(list)
	}
	return c
}

// Known reports whether the claims have been looked up.
func (c Claims) Known() bool { return c.known }

// List returns the claims looked up (a copy, so state cannot change under a node); nil
// when none were found or none were looked up.
func (c Claims) List() []Claim { return slices.Clone(c.list) }

// MarshalJSON writes null when the claims were not looked up, else the list ([] for none).
func (c Claims) MarshalJSON() ([]byte, error) {
	if !c.known {
		return []byte("null"), nil
	}
	return json.Marshal(append([]Claim{}, c.list...))
}

// UnmarshalJSON reads what MarshalJSON wrote.
func (c *Claims) UnmarshalJSON(data []byte) error {
	if string(data) == "null" {
		*c = Claims{}
		return nil
	}
	var list []Claim
	if err := json.Unmarshal(data, &list); err != nil {
		return fmt.Errorf("state: decode claims: %w", err)
	}
	*c = LookedUp(list)
	return nil
}

// New returns the state of a call that has not had a turn yet.
func New(callID string) Call {
	return Call{SchemaVersion: SchemaVersion, CallID: callID}
}

// Update is what a node returns. Nil pointers leave fields alone; Append adds to the
// transcript. Grant is the protected group: only verification can make one, and the
// engine takes it only from the auth tool node.
type Update struct {
	Append        []Message
	Grant         *identity.Grant
	Auth          *AuthProgress
	Intent        *string
	Claims        *Claims
	SelectedClaim *string
	Discussed     []string
	Ended         *string
	Handoff       *Handoff
	Booking       *Booking
	Turn          *Turn
}

// Merge applies an update. The transcript is copied before appending so a state a node was
// handed never changes under it.
func Merge(s Call, u Update) Call {
	if len(u.Append) > 0 {
		s.Transcript = append(slices.Clip(s.Transcript), u.Append...)
	}
	if u.Grant != nil {
		s.Identity = u.Grant.Identity()
	}
	if u.Auth != nil {
		s.Auth = *u.Auth
	}
	if u.Intent != nil {
		s.Intent = *u.Intent
	}
	if u.Claims != nil {
		s.Claims = *u.Claims
	}
	if u.SelectedClaim != nil {
		s.SelectedClaim = *u.SelectedClaim
	}
	for _, id := range u.Discussed {
		if !slices.Contains(s.Discussed, id) {
			s.Discussed = append(slices.Clip(s.Discussed), id)
		}
	}
	if u.Ended != nil {
		s.Ended = *u.Ended
	}
	if u.Handoff != nil {
		s.Handoff = *u.Handoff
	}
	if u.Booking != nil {
		s.Booking = *u.Booking
	}
	if u.Turn != nil {
		s.Turn = *u.Turn
	}
	return s
}

// WritesIdentity reports whether an update touches the protected identity group.
func WritesIdentity(u Update) bool { return u.Grant != nil }

// Reply returns an update that sets the caller's reply for this turn, appending it to the
// transcript as the agent's line.
func (s Call) Reply(text string) Update {
	t := s.Turn
	t.Reply = text
	return Update{
		Append: []Message{{Role: RoleAssistant, Content: text, Turn: s.TurnNumber}},
		Turn:   &t,
	}
}

// ThisTurn returns the transcript messages of the request being run: the caller's latest
// words and everything after them. It is keyed on the caller's message rather than on the
// turn number because a continued utterance keeps its turn number, and the earlier request's
// tool results must not be taken for this one's.
func (s Call) ThisTurn() []Message {
	for i := len(s.Transcript) - 1; i >= 0; i-- {
		if s.Transcript[i].Role == RoleUser {
			return s.Transcript[i:]
		}
	}
	return s.Transcript
}

// Said returns the messages of the given roles that have words, oldest first: the one
// filter of the transcript, so "what the caller said" and "what was said aloud" mean the
// same wherever they are read.
func Said(transcript []Message, roles ...string) []Message {
	var out []Message
	for _, m := range transcript {
		if m.Content != "" && slices.Contains(roles, m.Role) {
			out = append(out, m)
		}
	}
	return out
}

// LastUserText returns the most recent thing the caller said, or "".
func (s Call) LastUserText() string {
	for i := len(s.Transcript) - 1; i >= 0; i-- {
		if s.Transcript[i].Role == RoleUser {
			return s.Transcript[i].Content
		}
	}
	return ""
}

// PendingToolCalls returns the tool calls of the last assistant message if no tool result
// follows it yet: the calls a tool node has to answer.
func (s Call) PendingToolCalls() []ToolCall {
	for i := len(s.Transcript) - 1; i >= 0; i-- {
		m := s.Transcript[i]
		switch m.Role {
		case RoleAssistant:
			return m.ToolCalls
		case RoleTool:
			return nil
		}
	}
	return nil
}

// Continues reports whether now is the previous utterance with more words on the end,
// compared as speech (spoken.Fold: case and punctuation ignored). Vapi sends a new request each time
// its endpointing guesses the caller stopped, each carrying everything said so far; such a
// re-send is the same caller turn, not a new one.
func Continues(previous, now string) bool {
	before, after := spoken.Fold(previous), spoken.Fold(now)
	return before != "" && len(after) > len(before) && strings.HasPrefix(after, before)
}

// Flatten renders a transcript as one "role: content" line per message, so a reader (a
// person, or the summary model) can always tell the caller from the agent. Scripted lines
// and model lines look the same here on purpose: both are what the caller heard.
func Flatten(transcript []Message) string {
	var b strings.Builder
	n := 0
	for _, m := range transcript {
		n += len(m.Role) + len(m.Content) + len(m.Name) + 4
	}
	b.Grow(n)
	for _, m := range transcript {
		content := m.Content
		switch {
		case m.Role == RoleAssistant && len(m.ToolCalls) > 0:
			var calls []string
			for _, tc := range m.ToolCalls {
				calls = append(calls, tc.Name+" "+tc.Arguments)
			}
			content = "(calls " + strings.Join(calls, "; ") + ")"
		case m.Role == RoleTool:
			content = m.Name + " " + m.Content
		}
		b.WriteString(m.Role)
		b.WriteString(": ")
		writeFields(&b, content)
		b.WriteByte('\n')
	}
	return b.String()
}

// writeFields writes strings.Join(strings.Fields(s), " "): the words of s, one space
// between them. It is called for every message of the transcript on every turn (the
// snapshot), and almost every message is already in that form, so it is written as it is.
func writeFields(b *strings.Builder, s string) {
	if singleSpaced(s) {
		b.WriteString(s)
		return
	}
	for i, f := range strings.Fields(s) {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(f)
	}
}

// singleSpaced reports whether s is ASCII words with single spaces between them, neither
// leading nor trailing: the form strings.Fields and a join with " " give back unchanged.
// Anything else (other white space, any non-ASCII byte, which may be Unicode space) says no.
func singleSpaced(s string) bool {
	if s == "" {
		return true
	}
	if s[0] == ' ' || s[len(s)-1] == ' ' {
		return false
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= 0x80, c == '\t', c == '\n', c == '\v', c == '\f', c == '\r':
			return false
		case c == ' ' && s[i+1] == ' ':
			return false
		}
	}
	return true
}
