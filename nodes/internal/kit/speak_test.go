package kit_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"claimsline/internal/fakes/fakellm"
	"claimsline/internal/llm"
	"claimsline/internal/voice"
	"claimsline/nodes/internal/kit"
	"claimsline/prompts"
	"claimsline/tools"
)

func TestSentences(t *testing.T) {
	cases := []struct {
		name   string
		pieces []string
		want   []string
		rest   string
	}{
		{"two sentences in pieces", []string{"Your claim is in", " review. The adj", "uster is Sam. "}, []string{"Your claim is in review.", "The adjuster is Sam."}, ""},
		{"a question and a bang", []string{"Is that all? Great! ", "Bye"}, []string{"Is that all?", "Great!"}, "Bye"},
		{"a decimal is no end", []string{"It is 3.5 percent. ", "Ok"}, []string{"It is 3.5 percent."}, "Ok"},
		{"a title is no end", []string{"Call Dr. Ortega today. "}, []string{"Call Dr. Ortega today."}, ""},
		{"a line break ends one", []string{"First line\nsecond"}, []string{"First line"}, "second"},
		{"a stop at the very end waits", []string{"All done."}, nil, "All done."},
		{"closing quote stays with it", []string{`He said "yes." Then`}, []string{`He said "yes."`}, "Then"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var b kit.Sentences
			var got []string
			for _, p := range tc.pieces {
				got = append(got, b.Add(p)...)
			}
			if strings.Join(got, "|") != strings.Join(tc.want, "|") || b.Rest() != tc.rest {
				t.Fatalf("sentences %q rest %q, want %q rest %q", got, b.Rest(), tc.want, tc.rest)
			}
		})
	}
}

// sink records what was said and can refuse at a given sentence.
type sink struct {
	said   []string
	refuse int // 1-based sentence Say refuses; 0 never
}

var errGone = errors.New("client gone")

func (k *sink) Say(_ context.Context, s string) error {
	if k.refuse > 0 && len(k.said)+1 == k.refuse {
		return errGone
	}
	k.said = append(k.said, s)
	return nil
}

func TestSpeak(t *testing.T) {
	const two = "Your claim is in review. The adjuster is Sam Ortega."
	cases := []struct {
		name    string
		reply   fakellm.Reply
		refuse  int
		said    []string
		cut     bool
		calls   int
		err     error
		errText bool
	}{
		{name: "all said", reply: fakellm.Text(two + " Anything else?"), said: []string{"Your claim is in review.", "The adjuster is Sam Ortega.", "Anything else?"}},
		{name: "third sentence hangs up", reply: fakellm.Text(two + " Thank you for calling the claims line, goodbye."),
			said: []string{"Your claim is in review.", "The adjuster is Sam Ortega.", prompts.CutShort}, cut: true},
		{name: "end-call phrase over two sentences", reply: fakellm.Text(two + " Thanks for calling the claims line. Goodbye now."),
			said: []string{"Your claim is in review.", "The adjuster is Sam Ortega.", "Thanks for calling the claims line.", prompts.CutShort}, cut: true},
		{name: "third names an internal id", reply: fakellm.Text(two + " Your id is CUST-1001. More."),
			said: []string{"Your claim is in review.", "The adjuster is Sam Ortega.", prompts.CutShort}, cut: true},
		{name: "third names another caller's claim", reply: fakellm.Text(two + " Claim CLM-20502 is open."),
			said: []string{"Your claim is in review.", "The adjuster is Sam Ortega.", prompts.CutShort}, cut: true},
		{name: "first refused: the node's line", reply: fakellm.Text("Claim CLM-20502 is open. " + two), said: []string{"fallback line"}, cut: true},
		{name: "tools before words", reply: fakellm.Call(tools.SelectClaim, map[string]string{"claim_id": "CLM-20417"}), calls: 1},
		{name: "model down", reply: fakellm.Down(), errText: true},
		{name: "too long is cut at a sentence", reply: fakellm.Text(strings.Repeat("This is one more sentence. ", 40)), said: nil},
		{name: "the sink stops the turn", reply: fakellm.Text(two), refuse: 2, said: []string{"Your claim is in review."}, err: kit.ErrHalted},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := fakellm.New(func(fakellm.Request) fakellm.Reply { r := tc.reply; r.WordsPerSecond = 10000; return r })
			defer m.Close()
			model := llm.New(llm.Config{BaseURL: m.URL(), APIKey: "k", Model: "fake", Timeout: 5 * time.Second})
			k := &sink{refuse: tc.refuse}
			sp, err := kit.Speak(voice.With(context.Background(), k), model, "system", verifiedWith("CLM-20417"), tools.Claims(), kit.Auto, "fallback line")
			switch {
			case tc.errText && err == nil, tc.err != nil && !errors.Is(err, tc.err), tc.err == nil && !tc.errText && err != nil:
				t.Fatalf("err = %v", err)
			}
			if len(sp.Calls) != tc.calls || sp.Cut != tc.cut {
				t.Fatalf("calls %d cut %v, want %d %v", len(sp.Calls), sp.Cut, tc.calls, tc.cut)
			}
			if tc.refuse == 0 {
				// With nobody listening (a JSON reply) the answer is the same, in one call.
				plain, perr := kit.Speak(context.Background(), model, "system", verifiedWith("CLM-20417"), tools.Claims(), kit.Auto, "fallback line")
				if plain.Text != sp.Text || plain.Cut != sp.Cut || len(plain.Calls) != len(sp.Calls) || (perr == nil) != (err == nil) {
					t.Fatalf("without a sink: %+v %v; with one: %+v %v", plain, perr, sp, err)
				}
			}
			if tc.name == "too long is cut at a sentence" {
				if len(sp.Text) > 600 || len(k.said) < 10 || sp.Text != strings.Join(k.said, " ") {
					t.Fatalf("long answer: %d chars, %d sentences said", len(sp.Text), len(k.said))
				}
				return
			}
			if strings.Join(k.said, "|") != strings.Join(tc.said, "|") {
				t.Fatalf("said %q, want %q", k.said, tc.said)
			}
			if err == nil && tc.calls == 0 && sp.Text != strings.Join(tc.said, " ") {
				t.Fatalf("text %q is not what was said %q", sp.Text, k.said)
			}
		})
	}
}
