package auth

import (
	"context"

	"claimsline/internal/spoken/dob"
	"claimsline/nodes/internal/kit"
	"claimsline/state"
	"claimsline/tools"
)

// Tool is the auth tool node: it runs the lookups and proposals the agent made and writes
// what each outcome earned. It says nothing; the agent node speaks next.
type Tool struct {
	Customers tools.CustomerFinder
	Region    string
	Dates     dob.Parser
}

// Run answers the pending tool calls, or, with none pending, records this turn as a stall.
func (t *Tool) Run(ctx context.Context, s state.Call) (state.Update, error) {
	auth, turn := s.Auth, s.Turn
	stall := func() {
		// A re-sent, longer copy of the same utterance is the same turn: its stall, if any,
		// was already counted.
		if !turn.StallCounted && !turn.Continues {
			auth.Stalls++
		}
		turn.StallCounted = true
	}
	calls := s.PendingToolCalls()
	if len(calls) == 0 {
		stall()
		return state.Update{Auth: &auth, Turn: &turn}, nil
	}
	turn.ToolCalls += len(calls)
	// lookup is the honoured lookup's result; its Grant is set only when it verified.
	var lookup tools.LookupResult
	results := kit.Answer(s, tools.Auth(), func(tc state.ToolCall) any {
		switch tc.Name {
		case tools.LookupCustomer:
			var args tools.LookupArgs
			if err := tools.Decode(tc.Arguments, nil, &args); err != nil {
				return tools.Status{Status: tools.StatusInvalidArguments}
			}
			if args.Phone == "" {
				// Asked with only a date: the number is the one code already holds.
				args.Phone = auth.PendingPhone
			}
			r := tools.Lookup(ctx, t.Customers, t.Region, t.Dates, args, callerWords(s))
			lookup, auth.LastLookup = r, r.Status
			switch r.Status {
			case tools.StatusVerified:
				auth.PendingPhone = ""
				turn.Engaged = true
			case tools.StatusNotFound:
				auth.Attempts, auth.Stalls, auth.PendingPhone = auth.Attempts+1, 0, ""
				turn.Engaged = true
			case tools.StatusFactorMismatch:
				auth.Attempts, auth.Stalls, auth.PendingPhone = auth.Attempts+1, 0, r.E164
				turn.Engaged = true
			case tools.StatusNeedsSecondFactor:
				auth.Stalls, auth.PendingPhone = 0, r.E164
				turn.Engaged = true
			case tools.StatusInvalidDOB:
				auth.PendingPhone = r.E164
				stall()
			case tools.StatusInvalidPhone:
				stall()
			case tools.StatusLookupUnavailable:
				// Our fault, not the caller's: neither an attempt nor a stall.
				turn.Engaged = true
			}
			return r
		case tools.EndVerification:
			// A proposal that is not honoured, for whatever reason (an unknown reason
			// included), comes back declined: never the success status.
			var args tools.EndArgs
			err := tools.Decode(tc.Arguments, nil, &args)
			valid := err == nil && (args.Reason == state.EndedRefused || args.Reason == state.EndedCallerEnded)
			if !valid || s.Authenticated() || s.TurnNumber < MinTurnsBeforeRefusal {
				return tools.Status{Status: tools.StatusVerificationDeclined}
			}
			auth.Ended = args.Reason
			return tools.Status{Status: tools.StatusVerificationEnded}
		case tools.NoAccountFound:
			// The model claims the caller confirmed a number we could not find. That is
			// checkable, so it is checked.
			if s.Authenticated() || auth.LastLookup != tools.StatusNotFound {
				return tools.Status{Status: tools.StatusVerificationDeclined}
			}
			auth.Ended = state.EndedNoAccount
			return tools.Status{Status: tools.StatusVerificationEnded}
		}
		return tools.Status{Status: tools.StatusUnknownTool}
	})
	// The only update in the product that writes identity, and only with the grant that
	// verification made (nil unless the lookup verified).
	return state.Update{Append: results, Grant: lookup.Grant, Auth: &auth, Turn: &turn}, nil
}

// callerWords is everything the caller has said on the call, oldest first.
func callerWords(s state.Call) []string {
	var out []string
	for _, m := range state.Said(s.Transcript, state.RoleUser) {
		out = append(out, m.Content)
	}
	return out
}
