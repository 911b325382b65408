package state

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"claimsline/internal/identity"
)

// errUnusual is the fast reader's answer for input it does not take on: the caller reads it
// with encoding/json instead, which decides.
var errUnusual = errors.New("state: checkpoint not in the usual form")

// decodeFast reads a checkpoint in the form Encode writes: an object whose members are the
// fields Encode writes, in any order, each at most once, strings without \u escapes of
// surrogates and in valid UTF-8, integers as plain digits. Anything else (an unknown or
// repeated member, a null where Encode never writes one, a number in another form, bytes
// after the object) returns errUnusual before or without touching c, and Decode hands the
// input to encoding/json, whose reading is the definition: FuzzDecodeIsUnmarshal holds the
// two to the same result on every input the fast reader accepts.
//
// It exists because the checkpoint is read on every turn, and reflection was most of that
// cost.
func decodeFast(data string, c *Call) error {
	r := reader{data: data}
	var w wire
	if err := r.call(&w); err != nil {
		return err
	}
	r.space()
	if r.i != len(r.data) {
		return errUnusual
	}
	*c = Call(w.plain)
	c.Identity = identity.Restore(w.Authenticated, w.CustomerID, w.CustomerName)
	return nil
}

// reader walks a checkpoint's bytes.
type reader struct {
	data string
	i    int
}

func (r *reader) space() {
	for r.i < len(r.data) {
		switch r.data[r.i] {
		case ' ', '\t', '\n', '\r':
			r.i++
		default:
			return
		}
	}
}

// next skips space and reports the next byte (0 at the end).
func (r *reader) next() byte {
	r.space()
	if r.i < len(r.data) {
		return r.data[r.i]
	}
	return 0
}

// expect consumes byte b after space, or fails.
func (r *reader) expect(b byte) error {
	if r.next() != b {
		return errUnusual
	}
	r.i++
	return nil
}

// literal consumes word (null, true, false) after space, reporting whether it was there.
func (r *reader) literal(word string) bool {
	r.space()
	if len(r.data)-r.i >= len(word) && r.data[r.i:r.i+len(word)] == word {
		r.i += len(word)
		return true
	}
	return false
}

// object reads an object, calling member for each name; seen guards against a name twice
// (member reports each name's bit, 0 for a name it does not know, which fails).
func (r *reader) object(member func(name string) (uint64, error)) error {
	if err := r.expect('{'); err != nil {
		return err
	}
	if r.next() == '}' {
		r.i++
		return nil
	}
	var seen uint64
	for {
		name, err := r.rawString()
		if err != nil {
			return err
		}
		if err := r.expect(':'); err != nil {
			return err
		}
		bit, err := member(name)
		if err != nil {
			return err
		}
		if bit == 0 || seen&bit != 0 {
			return errUnusual
		}
		seen |= bit
		switch r.next() {
		case ',':
			r.i++
		case '}':
			r.i++
			return nil
		default:
			return errUnusual
		}
	}
}

// array reads an array, calling elem for each element; null is reported as nil=true.
func (r *reader) array(elem func() error) (null bool, err error) {
	if r.literal("null") {
		return true, nil
	}
	if err := r.expect('['); err != nil {
		return false, err
	}
	if r.next() == ']' {
		r.i++
		return false, nil
	}
	for {
		if err := elem(); err != nil {
			return false, err
		}
		switch r.next() {
		case ',':
			r.i++
		case ']':
			r.i++
			return false, nil
		default:
			return false, errUnusual
		}
	}
}

// rawString reads a string without escapes and returns it as a view into the input (for
// member names, compared and dropped without a copy).
func (r *reader) rawString() (string, error) {
	if err := r.expect('"'); err != nil {
		return "", err
	}
	start := r.i
	for r.i < len(r.data) {
		switch b := r.data[r.i]; {
		case b == '"':
			s := r.data[start:r.i]
			r.i++
			return s, nil
		case b == '\\' || b < 0x20 || b >= utf8.RuneSelf:
			return "", errUnusual
		}
		r.i++
	}
	return "", errUnusual
}

// str reads a string value as encoding/json would.
func (r *reader) str() (string, error) {
	if err := r.expect('"'); err != nil {
		return "", err
	}
	start := r.i
	plain := true
	for r.i < len(r.data) {
		b := r.data[r.i]
		switch {
		case b == '"':
			raw := r.data[start:r.i]
			r.i++
			if plain {
				return intern(raw), nil
			}
			return unescape(raw)
		case b == '\\':
			plain = false
			r.i += 2
			continue
		case b < 0x20:
			return "", errUnusual
		case b >= utf8.RuneSelf:
			plain = false
		}
		r.i++
	}
	return "", errUnusual
}

// common are strings most checkpoints repeat (roles, nodes' vocabulary), read without an
// allocation of their own.
var common = map[string]string{}

func init() {
	for _, s := range []string{RoleUser, RoleAssistant, RoleTool, IntentClaim, IntentFAQ, IntentBooking,
		IntentEscalate, IntentGoodbye, EndedGoodbye, EndedCallerEnded, "open", "closed", "requested", "received"} {
		common[s] = s
	}
}

// intern returns raw as a string of its own (a copy: the decoded call must not hold the whole
// checkpoint alive through one of its fields), or the shared copy of a common one.
func intern(raw string) string {
	if s, ok := common[raw]; ok {
		return s
	}
	return strings.Clone(raw)
}

// unescape reads a string with escapes or non-ASCII bytes. It takes on the escapes Encode
// writes and valid UTF-8; a \u escape of a surrogate or invalid UTF-8 is left to
// encoding/json, which has its own rules for them.
func unescape(raw string) (string, error) {
	out := make([]byte, 0, len(raw))
	for i := 0; i < len(raw); {
		b := raw[i]
		if b >= utf8.RuneSelf {
			c, size := utf8.DecodeRuneInString(raw[i:])
			if c == utf8.RuneError && size == 1 {
				return "", errUnusual
			}
			out = append(out, raw[i:i+size]...)
			i += size
			continue
		}
		if b != '\\' {
			out = append(out, b)
			i++
			continue
		}
		if i+1 >= len(raw) {
			return "", errUnusual
		}
		switch e := raw[i+1]; e {
		case '"', '\\', '/':
			out = append(out, e)
		case 'b':
			out = append(out, '\b')
		case 'f':
			out = append(out, '\f')
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'u':
			if i+6 > len(raw) {
				return "", errUnusual
			}
			v, err := strconv.ParseUint(raw[i+2:i+6], 16, 16)
			if err != nil || v >= 0xD800 && v < 0xE000 {
				return "", errUnusual
			}
			out = utf8.AppendRune(out, rune(v))
			i += 6
			continue
		default:
			return "", errUnusual
		}
		i += 2
	}
	return string(out), nil
}

// integer reads an int as plain digits, as Encode writes it.
func (r *reader) integer() (int, error) {
	r.space()
	start := r.i
	if r.i < len(r.data) && r.data[r.i] == '-' {
		r.i++
	}
	digits := r.i
	for r.i < len(r.data) && r.data[r.i] >= '0' && r.data[r.i] <= '9' {
		r.i++
	}
	if r.i == digits || r.i-digits > 1 && r.data[digits] == '0' || r.i-digits > 18 {
		return 0, errUnusual
	}
	if r.i < len(r.data) {
		switch r.data[r.i] {
		case '.', 'e', 'E':
			return 0, errUnusual
		}
	}
	n, err := strconv.Atoi(r.data[start:r.i])
	if err != nil {
		return 0, errUnusual
	}
	return n, nil
}

func (r *reader) boolean() (bool, error) {
	switch {
	case r.literal("true"):
		return true, nil
	case r.literal("false"):
		return false, nil
	}
	return false, errUnusual
}

// Setters for members: each reads a value into its field.
func (r *reader) setString(dst *string) error {
	s, err := r.str()
	*dst = s
	return err
}

func (r *reader) setInt(dst *int) error {
	n, err := r.integer()
	*dst = n
	return err
}

func (r *reader) setBool(dst *bool) error {
	b, err := r.boolean()
	*dst = b
	return err
}

// at returns bit i for the i-th member of an object, and err.
func at(i uint, err error) (uint64, error) { return 1 << i, err }

func (r *reader) call(w *wire) error {
	return r.object(func(name string) (uint64, error) {
		switch name {
		case "schema_version":
			return at(0, r.setInt(&w.SchemaVersion))
		case "call_id":
			return at(1, r.setString(&w.CallID))
		case "caller_number":
			return at(2, r.setString(&w.CallerNumber))
		case "control_url":
			return at(3, r.setString(&w.ControlURL))
		case "turn_number":
			return at(4, r.setInt(&w.TurnNumber))
		case "transcript":
			return at(5, r.messages(&w.Transcript))
		case "auth":
			return at(6, r.auth(&w.Auth))
		case "intent":
			return at(7, r.setString(&w.Intent))
		case "claims":
			return at(8, r.claims(&w.Claims))
		case "selected_claim":
			return at(9, r.setString(&w.SelectedClaim))
		case "discussed":
			return at(10, list(r, &w.Discussed, r.setString))
		case "ended_reason":
			return at(11, r.setString(&w.Ended))
		case "handoff":
			return at(12, r.handoff(&w.Handoff))
		case "booking":
			return at(13, r.booking(&w.Booking))
		case "continued_runs":
			return at(14, r.setInt(&w.ContinuedRuns))
		case "turn":
			return at(15, r.turn(&w.Turn))
		case "authenticated":
			return at(16, r.setBool(&w.Authenticated))
		case "customer_id":
			return at(17, r.setString(&w.CustomerID))
		case "customer_name":
			return at(18, r.setString(&w.CustomerName))
		}
		return 0, nil
	})
}

func (r *reader) messages(dst *[]Message) error {
	return list(r, dst, func(m *Message) error {
		return r.object(func(name string) (uint64, error) {
			switch name {
			case "role":
				return at(0, r.setString(&m.Role))
			case "content":
				return at(1, r.setString(&m.Content))
			case "tool_calls":
				return at(2, list(r, &m.ToolCalls, r.toolCall))
			case "tool_call_id":
				return at(3, r.setString(&m.ToolCallID))
			case "name":
				return at(4, r.setString(&m.Name))
			case "turn":
				return at(5, r.setInt(&m.Turn))
			}
			return 0, nil
		})
	})
}

func (r *reader) toolCall(tc *ToolCall) error {
	return r.object(func(name string) (uint64, error) {
		switch name {
		case "id":
			return at(0, r.setString(&tc.ID))
		case "name":
			return at(1, r.setString(&tc.Name))
		case "arguments":
			return at(2, r.setString(&tc.Arguments))
		}
		return 0, nil
	})
}

func (r *reader) auth(a *AuthProgress) error {
	return r.object(func(name string) (uint64, error) {
		switch name {
		case "attempts":
			return at(0, r.setInt(&a.Attempts))
		case "stalls":
			return at(1, r.setInt(&a.Stalls))
		case "last_lookup":
			return at(2, r.setString(&a.LastLookup))
		case "pending_phone":
			return at(3, r.setString(&a.PendingPhone))
		case "ended":
			return at(4, r.setString(&a.Ended))
		}
		return 0, nil
	})
}

// claims reads what Claims.UnmarshalJSON reads: null, or a list.
func (r *reader) claims(dst *Claims) error {
	if r.literal("null") {
		*dst = Claims{}
		return nil
	}
	var claims []Claim
	if err := list(r, &claims, r.claim); err != nil {
		return err
	}
	*dst = LookedUp(claims)
	return nil
}

func (r *reader) claim(c *Claim) error {
	return r.object(func(name string) (uint64, error) {
		switch name {
		case "claim_id":
			return at(0, r.setString(&c.ClaimID))
		case "status":
			return at(1, r.setString(&c.Status))
		case "claim_type":
			return at(2, r.setString(&c.ClaimType))
		case "incident_date":
			return at(3, r.setString(&c.IncidentDate))
		case "adjuster":
			return at(4, r.setString(&c.Adjuster))
		case "documents":
			return at(5, list(r, &c.Documents, r.document))
		}
		return 0, nil
	})
}

func (r *reader) document(d *Document) error {
	return r.object(func(name string) (uint64, error) {
		switch name {
		case "name":
			return at(0, r.setString(&d.Name))
		case "status":
			return at(1, r.setString(&d.Status))
		}
		return 0, nil
	})
}

func (r *reader) handoff(h *Handoff) error {
	return r.object(func(name string) (uint64, error) {
		switch name {
		case "reason":
			return at(0, r.setString(&h.Reason))
		case "number":
			return at(1, r.setString(&h.Number))
		case "asks":
			return at(2, r.setInt(&h.Asks))
		}
		return 0, nil
	})
}

func (r *reader) booking(b *Booking) error {
	return r.object(func(name string) (uint64, error) {
		switch name {
		case "offers":
			return at(0, list(r, &b.Offers, r.offer))
		case "search":
			return at(1, r.setString(&b.Search))
		case "read_back":
			return at(2, r.setString(&b.ReadBack))
		case "read_back_turn":
			return at(3, r.setInt(&b.ReadBackTurn))
		case "blocked":
			return at(4, r.setBool(&b.Blocked))
		case "booked":
			return at(5, r.booked(&b.Booked))
		}
		return 0, nil
	})
}

func (r *reader) offer(o *Offer) error {
	return r.object(func(name string) (uint64, error) {
		switch name {
		case "reference":
			return at(0, r.setString(&o.Reference))
		case "token":
			return at(1, r.setString(&o.Token))
		case "spoken":
			return at(2, r.setString(&o.Spoken))
		}
		return 0, nil
	})
}

func (r *reader) booked(dst **Booked) error {
	if r.literal("null") {
		*dst = nil
		return nil
	}
	b := &Booked{}
	*dst = b
	return r.object(func(name string) (uint64, error) {
		switch name {
		case "reference":
			return at(0, r.setString(&b.Reference))
		case "claim_id":
			return at(1, r.setString(&b.ClaimID))
		case "spoken":
			return at(2, r.setString(&b.Spoken))
		}
		return 0, nil
	})
}

func (r *reader) turn(t *Turn) error {
	return r.object(func(name string) (uint64, error) {
		switch name {
		case "utterance":
			return at(0, r.setString(&t.Utterance))
		case "continues":
			return at(1, r.setBool(&t.Continues))
		case "reply":
			return at(2, r.setString(&t.Reply))
		case "ends_call":
			return at(3, r.setBool(&t.EndsCall))
		case "emergency":
			return at(4, r.setString(&t.Emergency))
		case "cautioned":
			return at(5, r.setBool(&t.Cautioned))
		case "fallback":
			return at(6, r.setBool(&t.Fallback))
		case "searched":
			return at(7, r.setBool(&t.Searched))
		case "engaged":
			return at(8, r.setBool(&t.Engaged))
		case "stall_counted":
			return at(9, r.setBool(&t.StallCounted))
		case "model_calls":
			return at(10, r.setInt(&t.ModelCalls))
		case "tool_calls":
			return at(11, r.setInt(&t.ToolCalls))
		}
		return 0, nil
	})
}

// list reads an array into dst, each element by one; null leaves dst nil, [] makes it empty
// and not nil, as encoding/json reads them into a slice.
func list[T any](r *reader, dst *[]T, one func(v *T) error) error {
	out := []T{}
	null, err := r.array(func() error {
		var v T
		err := one(&v)
		out = append(out, v)
		return err
	})
	if !null {
		*dst = out
	}
	return err
}
