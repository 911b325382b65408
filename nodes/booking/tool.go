package booking

import (
	"context"
	"encoding/json"
	"slices"
	"strings"

	"claimsline/nodes/internal/kit"
	"claimsline/state"
	"claimsline/tools"
)

// Tool is the booking tool node: the only place a booking is written.
type Tool struct {
	Booker *tools.Booker
	Claims tools.ClaimLister
}

// Run answers the pending booking calls and writes what they earned.
func (t *Tool) Run(ctx context.Context, s state.Call) (state.Update, error) {
	u := state.Update{}
	turn := s.Turn
	turn.ToolCalls += len(s.PendingToolCalls())
	u.Turn = &turn
	bk := s.Booking
	u.Append = kit.Answer(s, tools.Booking(), func(tc state.ToolCall) any {
		caller, ok := t.caller(ctx, s, &u)
		if !ok {
			return tools.Status{Status: tools.StatusCalendarUnavailable}
		}
		caller.Blocked = bk.Blocked
		switch tc.Name {
		case tools.SearchInspections:
			var args tools.InspectionSearchArgs
			if err := tools.Decode(tc.Arguments, nil, &args); err != nil {
				return tools.Status{Status: tools.StatusInvalidArguments}
			}
			r := t.Booker.Search(ctx, caller, args)
			switch r.Status {
			case tools.StatusOpenings, tools.StatusNoOpenings:
				bk.Offers, bk.Search, bk.ReadBack, bk.ReadBackTurn = r.Offers, r.Key, "", 0
			case tools.StatusBookingBlocked:
				bk.Blocked = true
			}
			if r.Stored != nil {
				bk.Offers, bk.ReadBack, bk.ReadBackTurn = nil, "", 0
				bk.Booked = &state.Booked{Reference: r.Stored.Reference, ClaimID: r.Stored.ClaimID, Spoken: r.Booked}
			}
			return r
		case tools.BookInspection:
			var args tools.BookArgs
			if err := tools.Decode(tc.Arguments, nil, &args); err != nil {
				return tools.Status{Status: tools.StatusInvalidArguments}
			}
			table := tools.Table{Offers: bk.Offers, ReadBack: ReadBackPending(s), Yes: Confirming(s)}
			r := t.Booker.Book(ctx, caller, table, args)
			if r.ReadBack != "" {
				bk.ReadBack, bk.ReadBackTurn = r.ReadBack, s.TurnNumber
			}
			if r.Wrote {
				bk.Offers, bk.Search, bk.ReadBack, bk.ReadBackTurn = nil, "", "", 0
			}
			bk.Blocked = bk.Blocked || r.Blocked
			if r.Stored != nil {
				bk.Booked = &state.Booked{Reference: r.Stored.Reference, ClaimID: r.Stored.ClaimID, Spoken: r.Booked}
				u.Discussed = append(u.Discussed, r.Stored.ClaimID)
			}
			return r
		}
		return tools.Status{Status: tools.StatusUnknownTool}
	})
	u.Booking = &bk
	return u, nil
}

// caller is what the tools get from state: the call, the verified customer and the claim the
// inspection is for. The caller's claims are looked up if they were not yet.
func (t *Tool) caller(ctx context.Context, s state.Call, u *state.Update) (tools.Caller, bool) {
	c := tools.Caller{CallID: s.CallID, CustomerID: s.CustomerID()}
	claims := s.Claims
	if u.Claims != nil {
		claims = *u.Claims
	}
	if !claims.Known() {
		r := tools.Fetch(ctx, t.Claims, tools.FetchArgs{CustomerID: s.CustomerID()})
		if r.Status != tools.StatusClaimsFound && r.Status != tools.StatusNoClaims {
			return c, false
		}
		claims = state.LookedUp(r.Claims)
		u.Claims = &claims
	}
	c.ClaimID = openClaim(claims.List(), s.SelectedClaim)
	return c, true
}

// openClaim picks the claim an inspection is for: the one the caller selected if it is
// open, else one awaiting inspection, else the first open one. A closed claim is never
// inspected.
func openClaim(claims []state.Claim, selected string) string {
	open := func(c state.Claim) bool { return !strings.HasPrefix(strings.ToLower(c.Status), "closed") }
	if i := slices.IndexFunc(claims, func(c state.Claim) bool { return c.ClaimID == selected && open(c) }); i >= 0 {
		return claims[i].ClaimID
	}
	if i := slices.IndexFunc(claims, func(c state.Claim) bool { return strings.Contains(strings.ToLower(c.Status), "inspection") }); i >= 0 {
		return claims[i].ClaimID
	}
	if i := slices.IndexFunc(claims, open); i >= 0 {
		return claims[i].ClaimID
	}
	return ""
}

func decode(content string, into any) error { return json.Unmarshal([]byte(content), into) }
