package auth

import (
	"encoding/json"
	"testing"

	"claimsline/state"
)

func TestCeiling(t *testing.T) {
	base := func(edit func(*state.Call)) state.Call {
		s := state.New("c")
		s.TurnNumber = 2
		edit(&s)
		return s
	}
	cases := []struct {
		name      string
		s         state.Call
		turnStart bool
		want      string
	}{
		{"nothing yet", base(func(*state.Call) {}), true, ""},
		{"attempts", base(func(s *state.Call) { s.Auth.Attempts = MaxFailedAttempts }), false, state.EndedAttempts},
		{"stalls at turn start", base(func(s *state.Call) { s.Auth.Stalls = MaxStalls }), true, state.EndedStalled},
		{"stalls are not re-checked after a tool", base(func(s *state.Call) { s.Auth.Stalls = MaxStalls }), false, ""},
		{"too long", base(func(s *state.Call) { s.TurnNumber = MaxTurnsUnverified + 1 }), true, state.EndedTooLong},
		{"honoured proposal wins", base(func(s *state.Call) { s.Auth.Ended = state.EndedRefused; s.Auth.Attempts = 3 }), true, state.EndedRefused},
		{"verified callers have no ceilings", base(func(s *state.Call) {
			// Identity comes only from verification or a checkpoint: this is a checkpoint.
			if err := json.Unmarshal([]byte(`{"authenticated":true,"customer_id":"CUST-1001","customer_name":"Dana"}`), s); err != nil {
				t.Fatal(err)
			}
			s.Auth.Attempts, s.Auth.Stalls, s.TurnNumber = 9, 9, 99
		}), true, ""},
	}
	for _, tc := range cases {
		if got := ceiling(tc.s, tc.turnStart); got != tc.want {
			t.Errorf("%s: ceiling = %q, want %q", tc.name, got, tc.want)
		}
		if tc.want != "" && endings[tc.want] == "" {
			t.Errorf("%s: no scripted line for %q", tc.name, tc.want)
		}
	}
}

func TestOnlyNumber(t *testing.T) {
	cases := map[string]bool{
		"four one five, five five five, one oh oh nine":     true,
		"my number is 415 555 1009":                         true,
		"yeah it's 4155551009":                              true,
		"four one five no wait four one six five five five": false,
		"my number is 415 555 1009 and I was born in 1985":  false,
		"I don't know":                 false,
		"":                             false,
		"it's the number on my policy": false,
		"four one five five five five one oh oh nine thanks!": false,
	}
	for words, want := range cases {
		if got := onlyNumber(words); got != want {
			t.Errorf("onlyNumber(%q) = %v, want %v", words, got, want)
		}
	}
}
