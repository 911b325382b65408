package tools

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sort"
	"strings"
	"time"
	"unicode"

	openai "github.com/sashabaranov/go-openai"
	"github.com/sashabaranov/go-openai/jsonschema"

	"claimsline/internal/domain"
	"claimsline/internal/spoken/when"
	"claimsline/state"
)

// Booking tool names (contract).
const (
	SearchInspections = "search_inspections"
	BookInspection    = "book_inspection"
)

// Booking statuses (contract, DESIGN section 8).
const (
	StatusOpenings            = "openings"
	StatusNoOpenings          = "no_openings"
	StatusNeedsInput          = "needs_input"
	StatusNoOpenClaim         = "no_open_claim"
	StatusAlreadyBooked       = "already_booked"
	StatusCalendarUnavailable = "calendar_unavailable"
	StatusReadBackMismatch    = "read_back_mismatch"
	StatusReferenceRefused    = "reference_refused"
	StatusBooked              = "booked"
	StatusSlotUnavailable     = "slot_unavailable"
	StatusIndeterminateWrite  = "indeterminate_write"
	StatusBookingBlocked      = "booking_blocked"
)

// Booking returns what the booking agent may call. Neither tool can name a customer, a claim,
// an adjuster, a column or a token: the model passes the caller's words for a date, and
// chooses a line of a calendar code rendered.
func Booking() []openai.Tool {
	return []openai.Tool{function(SearchInspections, "Find inspection openings for the caller's open claim: always a 14-day window, as a calendar with a reference for each start. Search again only for dates outside the window shown.",
		map[string]jsonschema.Definition{
			"start_date": str("When the caller wants the search to start, in the caller's own words (like \"next week\" or \"the 15th\"). Omit for the soonest."),
		}),
		function(BookInspection, "Book the inspection the caller chose, by its reference exactly as listed in the latest calendar (like SEP15-0900-REYES). Code reads the slot back to the caller before anything is written.",
			map[string]jsonschema.Definition{
				"reference": str("The slot reference exactly as listed in the latest calendar."),
				"read_back": {Type: jsonschema.Boolean, Description: "True only once the caller has said yes to the slot as read back to them."},
			}, "reference", "read_back"),
	}
}

// Calendar is the calendar of record as the booking tools need it. *postgres.DB satisfies
// it; tests wrap it to inject faults.
type Calendar interface {
	// Columns returns the columns starting in [from, to) with their booked counts, for one
	// adjuster or (adjusterID "") all of them.
	Columns(ctx context.Context, from, to time.Time, adjusterID string) ([]domain.CalendarColumn, error)
	// Book writes one booking; a taken seat is domain.ErrConflict.
	Book(ctx context.Context, b domain.InspectionBooking) (domain.InspectionBooking, error)
	// BookingByRequest reads a write back by its request id, or domain.ErrNotFound.
	BookingByRequest(ctx context.Context, requestID string) (domain.InspectionBooking, error)
	// BookingFor returns the claim's booking, else one made on the call, or domain.ErrNotFound.
	BookingFor(ctx context.Context, claimID, callID string) (domain.InspectionBooking, error)
	// FileReconcile asks staff to confirm a write whose outcome is unknown.
	FileReconcile(ctx context.Context, t domain.ReconcileTask) error
	// ReconcileFor returns the call's reconcile task, or domain.ErrNotFound.
	ReconcileFor(ctx context.Context, callID string) (domain.ReconcileTask, error)
}

// Window is the fixed length of every search: a model that may widen it once keeps it wide.
const Window = 14

// maxOffers bounds the bookable table (and the calendar text) of one search; a caller who
// wants later days asks for them.
const maxOffers = 40

// soonest is how many options the calendar puts first, for the agent to read out.
const soonest = 3

// writeTimeout bounds the booking write and its read-back. They run on a context the
// caller's hang-up cannot cancel, so an irreversible write always learns its outcome.
const writeTimeout = 3 * time.Second

// Booker runs the booking tools. Its fields are set once at start-up.
type Booker struct {
	Calendar Calendar
	// Key signs slot tokens (BOOKING_HMAC_KEY).
	Key []byte
	// Office is the office's time zone (OFFICE_TZ): the clock callers' dates are read on.
	Office *time.Location
	// Now is the office clock; nil means time.Now.
	Now func() time.Time
	// Log, if set, hears what the caller is not told: a reconcile task that could not be
	// filed.
	Log *slog.Logger
}

func (b *Booker) now() time.Time {
	if b.Now != nil {
		return b.Now()
	}
	return time.Now()
}

// Caller is what the booking tools get from state, never from the model: who is calling,
// on which call, about which claim.
type Caller struct {
	CallID, CustomerID string
	// ClaimID is the caller's open claim the inspection is for; "" when there is none.
	ClaimID string
	// Blocked is set when an earlier write on the call had an unknown outcome.
	Blocked bool
}

// InspectionSearchArgs are search_inspections' arguments.
type InspectionSearchArgs struct {
	StartDate string `json:"start_date"`
}

// InspectionSearchResult is search_inspections' answer. Calendar is the text the model
// chooses from; Offers, with their tokens, stay with code.
type InspectionSearchResult struct {
	Status   string        `json:"status"`
	Calendar string        `json:"calendar,omitempty"`
	Question string        `json:"question,omitempty"`
	Booked   string        `json:"booked,omitempty"`
	Offers   []state.Offer `json:"-"`
	Key      string        `json:"-"`
	// Stored is the claim's existing booking, when Status is already_booked.
	Stored *domain.InspectionBooking `json:"-"`
}

// Search is search_inspections: the caller's start words become a date by deterministic
// code, the window is always 14 days, and the calendar is read once per calendar month the
// window touches, for every adjuster at once.
func (b *Booker) Search(ctx context.Context, c Caller, args InspectionSearchArgs) InspectionSearchResult {
	if r, done := b.gate(ctx, c); done {
		return InspectionSearchResult{Status: r.Status, Booked: r.Booked, Stored: r.Stored}
	}
	now := b.now().In(b.Office)
	start, err := when.Parse(args.StartDate, now, b.Office)
	var refusal *when.Refusal
	if errors.As(err, &refusal) {
		return InspectionSearchResult{Status: StatusNeedsInput, Question: refusal.Question}
	}
	end := start.AddDate(0, 0, Window)
	var cols []domain.CalendarColumn
	for from := start; from.Before(end); {
		to := time.Date(from.Year(), from.Month()+1, 1, 0, 0, 0, 0, b.Office)
		if to.After(end) {
			to = end
		}
		month, err := b.Calendar.Columns(ctx, later(from, now), to, "")
		if err != nil {
			return InspectionSearchResult{Status: StatusCalendarUnavailable}
		}
		cols = append(cols, month...)
		from = to
	}
	choices := collapse(cols)
	if len(choices) > maxOffers {
		choices = choices[:maxOffers]
	}
	key := c.ClaimID + "|" + start.Format(time.DateOnly)
	if len(choices) == 0 {
		return InspectionSearchResult{Status: StatusNoOpenings, Key: key,
			Calendar: fmt.Sprintf("No openings from %s through %s.", start.Format(time.DateOnly), end.AddDate(0, 0, -1).Format(time.DateOnly))}
	}
	nameRefs(choices)
	offers := make([]state.Offer, len(choices))
	for i, ch := range choices {
		offers[i] = state.Offer{Reference: ch.ref, Token: Seal(b.Key, ch.token(c, now)), Spoken: ch.spoken()}
	}
	return InspectionSearchResult{Status: StatusOpenings, Key: key, Offers: offers,
		Calendar: render(choices, start, end, now)}
}

// choice is one adjuster and start, collapsed from its columns to the emptiest.
type choice struct {
	adj   domain.Adjuster
	loc   *time.Location
	start time.Time
	// column is the emptiest column with room; room is set once there is one.
	column   domain.CalendarColumn
	room     bool
	booked   int // at this start, every column
	capacity int
	ref      string
}

func (ch choice) shared() bool { return ch.booked > 0 }

func (ch choice) token(c Caller, now time.Time) SlotToken {
	return SlotToken{
		V: tokenVersion, CallID: c.CallID, CustomerID: c.CustomerID, ClaimID: c.ClaimID,
		AdjusterID: ch.adj.ID, AdjusterName: ch.adj.Name, TimeZone: ch.adj.TimeZone,
		Start: ch.start.Unix(), DurationMin: ch.column.DurationMin, Column: ch.column.Column,
		ColumnBooked: ch.column.Booked, SameStartBooked: ch.booked, SameStartCapacity: ch.capacity,
		Reference: ch.ref, IssuedAt: now.Unix(), Expires: now.Add(TokenTTL).Unix(),
	}
}

func (ch choice) spoken() string {
	return SpokenSlot(ch.adj.Name, ch.start.In(ch.loc), ch.column.DurationMin)
}

// collapse turns columns into one choice per adjuster and start: the column with the fewest
// bookings that still has room. Starts with no room are not offered. Choices come soonest
// first, then by adjuster.
func collapse(cols []domain.CalendarColumn) []choice {
	type key struct {
		adj   string
		start int64
	}
	byKey := map[key]*choice{}
	zones := map[string]*time.Location{}
	var order []key
	for _, col := range cols {
		k := key{col.ID, col.StartsAt.Unix()}
		ch := byKey[k]
		if ch == nil {
			loc := zones[col.TimeZone]
			if loc == nil {
				var err error
				if loc, err = time.LoadLocation(col.TimeZone); err != nil {
					loc = time.UTC
				}
				zones[col.TimeZone] = loc
			}
			ch = &choice{adj: col.Adjuster, loc: loc, start: col.StartsAt}
			byKey[k] = ch
			order = append(order, k)
		}
		ch.booked += col.Booked
		ch.capacity += col.Capacity
		if col.Booked < col.Capacity && (!ch.room || col.Booked < ch.column.Booked) {
			ch.column, ch.room = col, true
		}
	}
	var out []choice
	for _, k := range order {
		if ch := byKey[k]; ch.room {
			out = append(out, *ch)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if !out[i].start.Equal(out[j].start) {
			return out[i].start.Before(out[j].start)
		}
		return out[i].adj.ID < out[j].adj.ID
	})
	return out
}

// Reference is what a slot is called: the month, day, 24-hour time and the adjuster's
// surname, as the caller hears them (SEP15-0900-REYES). A slip from one slot to another
// changes something the read-back said.
func Reference(adjusterName string, local time.Time) string {
	fields := strings.Fields(adjusterName)
	surname := ""
	if len(fields) > 0 {
		surname = strings.Map(func(r rune) rune {
			if unicode.IsLetter(r) {
				return r
			}
			return -1
		}, fields[len(fields)-1])
	}
	return strings.ToUpper(local.Format("Jan02-1504") + "-" + surname)
}

// nameRefs gives every choice its reference; a second choice that would print the same
// string gets -2 (a third -3), so each reference picks out exactly one slot.
func nameRefs(choices []choice) {
	seen := map[string]int{}
	for i := range choices {
		ref := Reference(choices[i].adj.Name, choices[i].start.In(choices[i].loc))
		seen[ref]++
		if n := seen[ref]; n > 1 {
			ref = fmt.Sprintf("%s-%d", ref, n)
		}
		choices[i].ref = ref
	}
}

// render lays the choices out as the calendar the model reads: day headings, each
// adjuster's morning and afternoon, open starts before shared ones, and the soonest options
// first, open before shared.
func render(choices []choice, start, end, now time.Time) string {
	var b strings.Builder
	b.WriteString("Found eligible openings.\n")
	fmt.Fprintf(&b, "Searched %s through %s.\n", start.Format(time.DateOnly), end.AddDate(0, 0, -1).Format(time.DateOnly))
	var first []string
	for _, open := range []bool{true, false} {
		for _, ch := range choices {
			if len(first) < soonest && ch.shared() != open {
				first = append(first, ch.ref)
			}
		}
	}
	fmt.Fprintf(&b, "Soonest options: %s\n", strings.Join(first, ", "))
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, now.Location())
	type line struct {
		day, head    string
		open, shared []string
	}
	var lines []*line
	index := map[string]*line{}
	for _, ch := range choices {
		local := ch.start.In(ch.loc)
		day := local.Format(time.DateOnly)
		k := day + "|" + ch.adj.ID + "|" + half(local)
		l := index[k]
		if l == nil {
			l = &line{day: day, head: fmt.Sprintf("%s %s (%s)", ch.adj.Name, half(local), local.Format("MST"))}
			index[k] = l
			lines = append(lines, l)
		}
		item := local.Format("3:04 PM") + " " + ch.ref
		if ch.shared() {
			l.shared = append(l.shared, item)
		} else {
			l.open = append(l.open, item)
		}
	}
	// Lines were made in order of their soonest start; a day's lines stay under its heading.
	sort.SliceStable(lines, func(i, j int) bool { return lines[i].day < lines[j].day })
	day := ""
	for _, l := range lines {
		if l.day != day {
			day = l.day
			d, _ := time.Parse(time.DateOnly, day)
			heading := d.Format("Monday, January 2, 2006")
			switch day {
			case today.Format(time.DateOnly):
				heading += " (today)"
			case today.AddDate(0, 0, 1).Format(time.DateOnly):
				heading += " (tomorrow)"
			}
			b.WriteString("\n" + heading + "\n")
		}
		var parts []string
		if len(l.open) > 0 {
			parts = append(parts, "open "+strings.Join(l.open, ", "))
		}
		if len(l.shared) > 0 {
			parts = append(parts, "shared "+strings.Join(l.shared, ", "))
		}
		fmt.Fprintf(&b, "  %s: %s\n", l.head, strings.Join(parts, "; "))
	}
	return strings.TrimRight(b.String(), "\n")
}

// half names the part of the day a start falls in.
func half(local time.Time) string {
	if local.Hour() < 12 {
		return "morning"
	}
	return "afternoon"
}

// zoneNames says a time zone the way a caller says it.
var zoneNames = map[string]string{
	"America/New_York": "Eastern", "America/Detroit": "Eastern", "America/Chicago": "Central",
	"America/Denver": "Mountain", "America/Phoenix": "Mountain", "America/Los_Angeles": "Pacific",
}

// SpokenSlot is a slot as the caller hears it read back: the day, the date, the time window
// and the adjuster's name. local is the start in the adjuster's zone.
func SpokenSlot(adjuster string, local time.Time, durationMin int) string {
	zone := zoneNames[local.Location().String()]
	if zone == "" {
		zone = local.Format("MST")
	}
	end := local.Add(time.Duration(durationMin) * time.Minute)
	from := local.Format("3:04")
	if local.Format("PM") != end.Format("PM") {
		from = local.Format("3:04 PM")
	}
	return fmt.Sprintf("%s, between %s and %s %s time, with %s",
		local.Format("Monday, January 2"), from, end.Format("3:04 PM"), zone, adjuster)
}

func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

// BookArgs are book_inspection's arguments.
type BookArgs struct {
	Reference string `json:"reference"`
	ReadBack  bool   `json:"read_back"`
}

// Table is what book_inspection gets from state: the bookable references and the read-back
// code last spoke.
type Table struct {
	Offers []state.Offer
	// ReadBack is the reference code read back on the previous turn, if any.
	ReadBack string
	// Yes is set when this turn's utterance is a clear yes to that read-back.
	Yes bool
}

// BookResult is book_inspection's answer. The fields after Booked tell the tool node what
// the result earned; the model sees none of them.
type BookResult struct {
	Status    string `json:"status"`
	Message   string `json:"message,omitempty"`
	Confirm   string `json:"confirm,omitempty"`
	Booked    string `json:"booked,omitempty"`
	Reference string `json:"reference,omitempty"`
	// ReadBack is the reference whose confirmation code must now speak.
	ReadBack string `json:"-"`
	// Wrote is set once a write was attempted: the table of references is spent.
	Wrote bool `json:"-"`
	// Blocked is set when no further booking write may happen on the call.
	Blocked bool `json:"-"`
	// Stored is the booking as the calendar holds it.
	Stored *domain.InspectionBooking `json:"-"`
}

// gate refuses a search or a write that must not happen at all: a call blocked by an
// unknown write, a caller with no open claim, a claim already booked (on this call or
// another). It is asked of Postgres, not only of the call's state, because a turn whose
// client went away saved no state but its write stands.
func (b *Booker) gate(ctx context.Context, c Caller) (BookResult, bool) {
	if c.Blocked {
		return BookResult{Status: StatusBookingBlocked, Blocked: true}, true
	}
	if _, err := b.Calendar.ReconcileFor(ctx, c.CallID); err == nil {
		return BookResult{Status: StatusBookingBlocked, Blocked: true}, true
	} else if !errors.Is(err, domain.ErrNotFound) {
		return BookResult{Status: StatusCalendarUnavailable}, true
	}
	if c.ClaimID == "" {
		return BookResult{Status: StatusNoOpenClaim}, true
	}
	stored, err := b.Calendar.BookingFor(ctx, c.ClaimID, c.CallID)
	switch {
	case err == nil:
		return BookResult{Status: StatusAlreadyBooked, Booked: SpokenBooking(stored), Reference: stored.Reference, Stored: &stored}, true
	case !errors.Is(err, domain.ErrNotFound):
		return BookResult{Status: StatusCalendarUnavailable}, true
	}
	return BookResult{}, false
}

// Book is book_inspection. The model's part ends at the reference; everything after it is
// code: the reference must be in the latest table, code reads the slot back and only the
// caller's next words, a clear yes to that same slot, let it write; the token must be
// genuine, unexpired and this caller's for this claim; the adjuster's day is re-read and
// any change in the counts behind the token refuses the write; the write happens once, and
// an ambiguous one is read back, else it is indeterminate and blocks the call.
func (b *Booker) Book(ctx context.Context, c Caller, t Table, args BookArgs) BookResult {
	ref := strings.ToUpper(strings.TrimSpace(args.Reference))
	var offer *state.Offer
	for i := range t.Offers {
		if t.Offers[i].Reference == ref {
			offer = &t.Offers[i]
		}
	}
	switch {
	case c.Blocked:
		return BookResult{Status: StatusBookingBlocked, Blocked: true}
	case offer == nil:
		return BookResult{Status: StatusNeedsInput, Message: "That slot reference was not returned. Choose a slot exactly as listed in the latest results."}
	case t.ReadBack != "" && t.Yes && ref != t.ReadBack:
		// The caller said yes to another slot than the one now asked for: refused, and the
		// slot the caller did confirm is read back again.
		return BookResult{Status: StatusReadBackMismatch, Reference: t.ReadBack, ReadBack: t.ReadBack,
			Message: "The caller confirmed " + t.ReadBack + ", not " + ref + ". Nothing was booked."}
	case !args.ReadBack || !t.Yes || ref != t.ReadBack:
		return BookResult{Status: StatusNeedsInput, Reference: ref, ReadBack: ref, Confirm: offer.Spoken,
			Message: "Confirm " + offer.Spoken + " before booking."}
	}

	tok, err := Unseal(b.Key, offer.Token, b.now())
	switch {
	case errors.Is(err, ErrTokenExpired):
		return BookResult{Status: StatusReferenceRefused, Wrote: true, Message: "The offered times have expired. Search again."}
	case err != nil, tok.Reference != ref, tok.CallID != c.CallID, tok.CustomerID != c.CustomerID, tok.ClaimID != c.ClaimID:
		return BookResult{Status: StatusReferenceRefused, Wrote: true, Message: "That slot cannot be booked for this caller. Search again."}
	}
	if r, done := b.gate(ctx, c); done {
		r.Wrote = true
		return r
	}

	// Compare: the adjuster's day, re-read, must hold the counts the slot was offered on.
	loc, err := time.LoadLocation(tok.TimeZone)
	if err != nil {
		return BookResult{Status: StatusReferenceRefused, Wrote: true}
	}
	start := time.Unix(tok.Start, 0).In(loc)
	dayStart := time.Date(start.Year(), start.Month(), start.Day(), 0, 0, 0, 0, loc)
	cols, err := b.Calendar.Columns(ctx, dayStart, dayStart.AddDate(0, 0, 1), tok.AdjusterID)
	if err != nil {
		return BookResult{Status: StatusCalendarUnavailable}
	}
	booked, capacity, column := 0, 0, -1
	for _, col := range cols {
		if col.StartsAt.Unix() != tok.Start {
			continue
		}
		booked += col.Booked
		capacity += col.Capacity
		if col.Column == tok.Column {
			column = col.Booked
		}
	}
	if booked != tok.SameStartBooked || capacity != tok.SameStartCapacity || column != tok.ColumnBooked {
		return BookResult{Status: StatusSlotUnavailable, Wrote: true}
	}

	// Swap, once. The write and its read-back outlive the caller's request: their outcome
	// is saved with the write, whoever is still listening.
	wctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), writeTimeout)
	defer cancel()
	want := domain.InspectionBooking{
		AdjusterID: tok.AdjusterID, StartsAt: start, Column: tok.Column, Seat: tok.ColumnBooked + 1,
		ClaimID: c.ClaimID, CustomerID: c.CustomerID, CallID: c.CallID, Reference: ref,
		RequestID: RequestID(offer.Token),
	}
	stored, err := b.Calendar.Book(wctx, want)
	if errors.Is(err, domain.ErrConflict) {
		return BookResult{Status: StatusSlotUnavailable, Wrote: true}
	}
	if err != nil {
		// A timeout or a server error: the write may or may not have landed. Read it back.
		rctx, rcancel := context.WithTimeout(context.WithoutCancel(ctx), writeTimeout)
		defer rcancel()
		stored, err = b.Calendar.BookingByRequest(rctx, want.RequestID)
		if err != nil {
			task := domain.ReconcileTask{CallID: c.CallID, RequestID: want.RequestID, ClaimID: c.ClaimID,
				CustomerID: c.CustomerID, Reference: ref, Detail: fmt.Sprintf("booking write for %s %s at %s: outcome unknown", tok.AdjusterName, tok.AdjusterID, start.Format(time.RFC3339))}
			// Filing may fail too; the call is blocked regardless, and the log says so loudly.
			if ferr := b.Calendar.FileReconcile(rctx, task); ferr != nil && b.Log != nil {
				b.Log.Error("booking outcome unknown and no reconcile task filed", "call_id", c.CallID, "request_id", want.RequestID, "err", ferr)
			}
			return BookResult{Status: StatusIndeterminateWrite, Wrote: true, Blocked: true}
		}
	}
	return BookResult{Status: StatusBooked, Wrote: true, Reference: stored.Reference, Booked: SpokenBooking(stored), Stored: &stored}
}

// SpokenBooking is a stored booking as the caller hears it confirmed, rendered from the
// calendar's row.
func SpokenBooking(stored domain.InspectionBooking) string {
	loc, err := time.LoadLocation(stored.TimeZone)
	if err != nil {
		loc = time.UTC
	}
	return SpokenSlot(stored.AdjusterName, stored.StartsAt.In(loc), stored.DurationMin)
}
