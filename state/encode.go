package state

import "claimsline/internal/jsonx"

// appendCall appends the call's checkpoint exactly as json.Marshal writes c.wire(): the
// fields in declaration order, each omitempty or omitzero field left out where encoding/json
// leaves it out, nil slices without omitempty written as null. TestEncodeIsMarshal and
// FuzzEncodeIsMarshal hold it to json.Marshal on states with every field set; a field added
// to Call and not written here fails them.
func appendCall(dst []byte, c Call) []byte {
	o := jsonx.Open(dst)
	o.Int("schema_version", int64(c.SchemaVersion))
	o.String("call_id", c.CallID)
	if c.CallerNumber != "" {
		o.String("caller_number", c.CallerNumber)
	}
	if c.ControlURL != "" {
		o.String("control_url", c.ControlURL)
	}
	o.Int("turn_number", int64(c.TurnNumber))
	o.Key("transcript")
	o.Buf = appendMessages(o.Buf, c.Transcript)
	o.Key("auth")
	o.Buf = appendAuth(o.Buf, c.Auth)
	if c.Intent != "" {
		o.String("intent", c.Intent)
	}
	o.Key("claims")
	o.Buf = appendClaims(o.Buf, c.Claims)
	if c.SelectedClaim != "" {
		o.String("selected_claim", c.SelectedClaim)
	}
	if len(c.Discussed) > 0 {
		o.Key("discussed")
		o.Buf = appendList(o.Buf, c.Discussed, jsonx.AppendString)
	}
	if c.Ended != "" {
		o.String("ended_reason", c.Ended)
	}
	if c.Handoff != (Handoff{}) {
		o.Key("handoff")
		o.Buf = appendHandoff(o.Buf, c.Handoff)
	}
	if b := c.Booking; b.Offers != nil || b.Search != "" || b.ReadBack != "" || b.ReadBackTurn != 0 || b.Blocked || b.Booked != nil {
		o.Key("booking")
		o.Buf = appendBooking(o.Buf, b)
	}
	if c.ContinuedRuns != 0 {
		o.Int("continued_runs", int64(c.ContinuedRuns))
	}
	o.Key("turn")
	o.Buf = appendTurn(o.Buf, c.Turn)
	o.Bool("authenticated", c.Authenticated())
	if id := c.CustomerID(); id != "" {
		o.String("customer_id", id)
	}
	if name := c.CustomerName(); name != "" {
		o.String("customer_name", name)
	}
	return o.Close()
}

func appendMessages(dst []byte, ms []Message) []byte { return appendList(dst, ms, appendMessage) }

func appendMessage(dst []byte, m Message) []byte {
	o := jsonx.Open(dst)
	o.String("role", m.Role)
	if m.Content != "" {
		o.String("content", m.Content)
	}
	if len(m.ToolCalls) > 0 {
		o.Key("tool_calls")
		o.Buf = appendList(o.Buf, m.ToolCalls, appendToolCall)
	}
	if m.ToolCallID != "" {
		o.String("tool_call_id", m.ToolCallID)
	}
	if m.Name != "" {
		o.String("name", m.Name)
	}
	o.Int("turn", int64(m.Turn))
	return o.Close()
}

func appendToolCall(dst []byte, tc ToolCall) []byte {
	o := jsonx.Open(dst)
	o.String("id", tc.ID)
	o.String("name", tc.Name)
	o.String("arguments", tc.Arguments)
	return o.Close()
}

func appendAuth(dst []byte, a AuthProgress) []byte {
	o := jsonx.Open(dst)
	o.Int("attempts", int64(a.Attempts))
	o.Int("stalls", int64(a.Stalls))
	if a.LastLookup != "" {
		o.String("last_lookup", a.LastLookup)
	}
	if a.PendingPhone != "" {
		o.String("pending_phone", a.PendingPhone)
	}
	if a.Ended != "" {
		o.String("ended", a.Ended)
	}
	return o.Close()
}

// appendClaims writes what Claims.MarshalJSON writes: null when not looked up, else the list
// ([] for none).
func appendClaims(dst []byte, c Claims) []byte {
	if !c.known {
		return append(dst, "null"...)
	}
	if c.list == nil {
		return append(dst, "[]"...)
	}
	return appendList(dst, c.list, appendClaim)
}

func appendClaim(dst []byte, cl Claim) []byte {
	o := jsonx.Open(dst)
	o.String("claim_id", cl.ClaimID)
	o.String("status", cl.Status)
	o.String("claim_type", cl.ClaimType)
	if cl.IncidentDate != "" {
		o.String("incident_date", cl.IncidentDate)
	}
	if cl.Adjuster != "" {
		o.String("adjuster", cl.Adjuster)
	}
	o.Key("documents")
	o.Buf = appendList(o.Buf, cl.Documents, appendDocument)
	return o.Close()
}

func appendDocument(dst []byte, d Document) []byte {
	o := jsonx.Open(dst)
	o.String("name", d.Name)
	o.String("status", d.Status)
	return o.Close()
}

func appendHandoff(dst []byte, h Handoff) []byte {
	o := jsonx.Open(dst)
	if h.Reason != "" {
		o.String("reason", h.Reason)
	}
	if h.Number != "" {
		o.String("number", h.Number)
	}
	if h.Asks != 0 {
		o.Int("asks", int64(h.Asks))
	}
	return o.Close()
}

func appendBooking(dst []byte, b Booking) []byte {
	o := jsonx.Open(dst)
	if len(b.Offers) > 0 {
		o.Key("offers")
		o.Buf = appendList(o.Buf, b.Offers, appendOffer)
	}
	if b.Search != "" {
		o.String("search", b.Search)
	}
	if b.ReadBack != "" {
		o.String("read_back", b.ReadBack)
	}
	if b.ReadBackTurn != 0 {
		o.Int("read_back_turn", int64(b.ReadBackTurn))
	}
	if b.Blocked {
		o.Bool("blocked", true)
	}
	if b.Booked != nil {
		o.Key("booked")
		o.Buf = appendBooked(o.Buf, *b.Booked)
	}
	return o.Close()
}

func appendOffer(dst []byte, off Offer) []byte {
	o := jsonx.Open(dst)
	o.String("reference", off.Reference)
	o.String("token", off.Token)
	o.String("spoken", off.Spoken)
	return o.Close()
}

func appendBooked(dst []byte, b Booked) []byte {
	o := jsonx.Open(dst)
	o.String("reference", b.Reference)
	o.String("claim_id", b.ClaimID)
	o.String("spoken", b.Spoken)
	return o.Close()
}

func appendTurn(dst []byte, t Turn) []byte {
	o := jsonx.Open(dst)
	o.String("utterance", t.Utterance)
	if t.Continues {
		o.Bool("continues", true)
	}
	o.String("reply", t.Reply)
	if t.EndsCall {
		o.Bool("ends_call", true)
	}
	if t.Emergency != "" {
		o.String("emergency", t.Emergency)
	}
	flags := [...]struct {
		name string
		set  bool
	}{{"cautioned", t.Cautioned}, {"fallback", t.Fallback}, {"searched", t.Searched}, {"engaged", t.Engaged}, {"stall_counted", t.StallCounted}}
	for _, f := range flags {
		if f.set {
			o.Bool(f.name, true)
		}
	}
	if t.ModelCalls != 0 {
		o.Int("model_calls", int64(t.ModelCalls))
	}
	if t.ToolCalls != 0 {
		o.Int("tool_calls", int64(t.ToolCalls))
	}
	return o.Close()
}

// appendList appends list as a JSON array, each element by one; a nil list is null, as
// encoding/json writes a nil slice that has no omitempty.
func appendList[T any](dst []byte, list []T, one func(dst []byte, v T) []byte) []byte {
	if list == nil {
		return append(dst, "null"...)
	}
	dst = append(dst, '[')
	for i, v := range list {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = one(dst, v)
	}
	return append(dst, ']')
}
