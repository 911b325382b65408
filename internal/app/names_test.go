package app_test

import (
	"context"
	"strings"
	"testing"

	"claimsline/internal/fakes/fakellm"
	"claimsline/prompts"
)

// A model that speaks another customer's name (another customer's data) is stopped at that
// sentence, streamed or not, whatever the other sentences are: the sentences before it are
// said, it is not, and the scripted line closes the answer. The check needs the customer
// store, which only the turn pipeline holds; these tests fail if the pipeline does not hand
// it to the reply check.
func TestAnotherCustomersNameIsNeverSaid(t *testing.T) {
	t.Parallel()
	const first = "Your claim CLM-20417 is in review."
	const ask = "what's the status of my claim"
	cases := []struct {
		name      string
		utterance string
		second    string
		refused   bool
	}{
		{"another customer's full name", ask, "It is handled together with Tom Okafor's claim.", true},
		{"another customer's surname alone", ask, "Okafor has the same adjuster as you.", true},
		{"another customer's name before one's own", ask, "Elena Ruiz and Dana Whitfield share it.", true},
		{"the caller's own name and adjuster", ask, "Dana, your adjuster Sam Ortega has the police report.", false},
		{"a name the caller said first", "what's the status of my claim, the other driver was Marcus Bell", "Marcus Bell's insurer has the police report.", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			h := newHarness(t, nil)
			answer := first + " " + tc.second + " Is there anything else?"
			h.model.SetHandler(func(fakellm.Request) fakellm.Reply {
				return fakellm.Reply{Content: answer, WordsPerSecond: 2000}
			})
			want := []string{first, " " + tc.second, " Is there anything else?"}
			if tc.refused {
				want = []string{first, " " + prompts.CutShort}
			}
			sent := strings.Join(want, "")

			// Streamed.
			id := newCallID(t)
			h.verify(id)
			pieces := h.stream(context.Background(), chatBody(id, true, tc.utterance)).rest()
			if strings.Join(pieces, "|") != strings.Join(want, "|") {
				t.Fatalf("sent %q, want %q", pieces, want)
			}
			c := h.call(id)
			if c.Turn.Reply != sent || lastAgentLine(c) != sent || c.Turn.Fallback != tc.refused || c.Ended != "" {
				t.Fatalf("saved reply %q, transcript line %q, fallback %v, ended %q", c.Turn.Reply, lastAgentLine(c), c.Turn.Fallback, c.Ended)
			}
			rows := h.snapshots(id, 4)
			if last := rows[3]; last.Reply != sent || !strings.Contains(last.Transcript, "assistant: "+sent+"\n") {
				t.Fatalf("snapshot reply %q transcript %q", last.Reply, last.Transcript)
			}

			// JSON (stream false): the same sentences, in one reply.
			id = newCallID(t)
			h.verify(id)
			r := h.say(id, tc.utterance)
			c = h.call(id)
			if r.Content != sent || c.Turn.Reply != sent || lastAgentLine(c) != sent || c.Turn.Fallback != tc.refused {
				t.Fatalf("JSON reply %q, saved %q, transcript %q, fallback %v; want %q", r.Content, c.Turn.Reply, lastAgentLine(c), c.Turn.Fallback, sent)
			}
		})
	}
}
