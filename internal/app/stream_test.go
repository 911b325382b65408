package app_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"claimsline/internal/checkpoint"
	"claimsline/internal/fakes/fakellm"
	"claimsline/prompts"
	"claimsline/state"
)

// events reads a streamed reply chunk by chunk, as Vapi does.
type events struct {
	t    *testing.T
	resp *http.Response
	sc   *bufio.Scanner
	id   string
}

// stream starts one streamed request and returns its events as they arrive.
func (h *harness) stream(ctx context.Context, body map[string]any) *events {
	h.t.Helper()
	body["stream"] = true
	raw, _ := json.Marshal(body)
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, h.srv.URL+"/chat/completions", bytes.NewReader(raw))
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		h.t.Fatal(err)
	}
	h.t.Cleanup(func() { resp.Body.Close() })
	if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		h.t.Fatalf("status %d, content type %q", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	return &events{t: h.t, resp: resp, sc: bufio.NewScanner(resp.Body)}
}

// next returns the next content piece; done is set at [DONE].
func (e *events) next() (content string, done bool) {
	e.t.Helper()
	for e.sc.Scan() {
		line, ok := strings.CutPrefix(e.sc.Text(), "data: ")
		if !ok {
			continue
		}
		if line == "[DONE]" {
			return "", true
		}
		var c struct {
			ID      string `json:"id"`
			Choices []struct {
				Delta struct {
					Content string `json:"content"`
				} `json:"delta"`
			} `json:"choices"`
		}
		if err := json.Unmarshal([]byte(line), &c); err != nil || len(c.Choices) != 1 {
			e.t.Fatalf("chunk %q is not a chat.completion.chunk with one choice", line)
		}
		if e.id == "" {
			e.id = c.ID
		} else if c.ID != e.id {
			e.t.Fatalf("chunk id %q in a stream of %q", c.ID, e.id)
		}
		if c.Choices[0].Delta.Content != "" {
			return c.Choices[0].Delta.Content, false
		}
	}
	e.t.Fatalf("stream ended without [DONE]: %v", e.sc.Err())
	return "", true
}

// rest reads to [DONE] and returns the content pieces.
func (e *events) rest() []string {
	var out []string
	for {
		c, done := e.next()
		if done {
			return out
		}
		out = append(out, c)
	}
}

// lastAgentLine is the agent's last spoken line in the saved transcript.
func lastAgentLine(c state.Call) string {
	for i := len(c.Transcript) - 1; i >= 0; i-- {
		if m := c.Transcript[i]; m.Role == state.RoleAssistant && m.Content != "" {
			return m.Content
		}
	}
	return ""
}

func TestFirstChunkLeavesBeforeTheModelHasFinished(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	id := newCallID(t)
	h.verify(id)
	hold := make(chan struct{})
	h.model.SetHandler(func(fakellm.Request) fakellm.Reply {
		return fakellm.Reply{Content: "Your claim is in review. The adjuster has the police report. Anything else?", WordsPerSecond: 1000, Hold: hold}
	})
	e := h.stream(context.Background(), chatBody(id, true, "what's the status of my claim"))
	// The model is held before its last word: whatever arrives now left before it finished.
	if first, done := e.next(); done || first != "Your claim is in review." {
		t.Fatalf("first content chunk %q (done %v)", first, done)
	}
	close(hold)
	pieces := e.rest()
	said := "Your claim is in review." + strings.Join(pieces, "")
	if said != "Your claim is in review. The adjuster has the police report. Anything else?" {
		t.Fatalf("said %q", said)
	}
	c := h.call(id)
	if c.Turn.Reply != said || lastAgentLine(c) != said || c.Turn.ModelCalls != 1 {
		t.Fatalf("saved reply %q, transcript %q, model calls %d", c.Turn.Reply, lastAgentLine(c), c.Turn.ModelCalls)
	}
}

func TestStreamedAnswerStopsAtARefusedSentence(t *testing.T) {
	t.Parallel()
	const good = "Your claim CLM-20417 is in review. The adjuster is waiting for the police report."
	cases := []struct{ name, third string }{
		{"end-call phrase", "Thank you for calling the claims line, goodbye."},
		{"internal id", "Your customer number is CUST-1001."},
		{"another caller's claim number", "Claim CLM-20502 is awaiting inspection too."},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			h := newHarness(t, nil)
			id := newCallID(t)
			h.verify(id)
			h.model.SetHandler(func(fakellm.Request) fakellm.Reply {
				return fakellm.Reply{Content: good + " " + tc.third + " Is there anything else?", WordsPerSecond: 2000}
			})
			e := h.stream(context.Background(), chatBody(id, true, "what's the status of my claim"))
			pieces := e.rest()
			want := []string{"Your claim CLM-20417 is in review.", " The adjuster is waiting for the police report.", " " + prompts.CutShort}
			if strings.Join(pieces, "|") != strings.Join(want, "|") {
				t.Fatalf("sent %q, want %q", pieces, want)
			}
			sent := strings.Join(pieces, "")
			c := h.call(id)
			if c.Turn.Reply != sent || lastAgentLine(c) != sent || !c.Turn.Fallback || c.Ended != "" {
				t.Fatalf("saved reply %q, transcript line %q, fallback %v, ended %q", c.Turn.Reply, lastAgentLine(c), c.Turn.Fallback, c.Ended)
			}
			rows := h.snapshots(id, 4)
			if last := rows[3]; last.Reply != sent || last.EndsCall || !strings.Contains(last.Transcript, "assistant: "+sent+"\n") {
				t.Fatalf("snapshot reply %q ends_call %v transcript %q", last.Reply, last.EndsCall, last.Transcript)
			}
		})
	}
}

func TestSupersededWhileTheModelIsAsked(t *testing.T) {
	t.Parallel()
	h := newHarness(t, map[string]string{"DEBOUNCE": "1s"})
	id := newCallID(t)
	h.verify(id)
	const answer = "A rental car is covered while yours is repaired."
	h.model.SetHandler(func(r fakellm.Request) fakellm.Reply {
		if strings.Contains(r.Messages[len(r.Messages)-3].Content, "deductible") {
			return fakellm.Reply{Hang: true}
		}
		return fakellm.Text(answer)
	})
	h.model.Reset()
	older := make(chan reply, 1)
	go func() {
		older <- h.post(context.Background(), "/chat/completions", chatBody(id, true, "how does my deductible work"), nil)
	}()
	for h.model.Calls() == 0 { // the older request's model call is in flight
		time.Sleep(5 * time.Millisecond)
	}
	newer := h.post(context.Background(), "/chat/completions", chatBody(id, true, "is a rental car covered"), nil)
	old := <-older
	if !strings.HasSuffix(old.ID, "-superseded") || old.Content != "" {
		t.Fatalf("older reply %q %q: the caller must hear nothing from it", old.ID, old.Content)
	}
	if newer.Content != answer || strings.HasSuffix(newer.ID, "-superseded") {
		t.Fatalf("newer reply %q %q", newer.ID, newer.Content)
	}
	if h.model.Abandoned() != 1 {
		t.Fatalf("%d model calls abandoned, want the older one's", h.model.Abandoned())
	}
	c := h.call(id)
	flat := state.Flatten(c.Transcript)
	if strings.Contains(flat, "deductible") || c.TurnNumber != 3 || c.Turn.Reply != answer {
		t.Fatalf("the superseded request left a trace: turn %d, transcript %q", c.TurnNumber, flat)
	}
	h.snapshots(id, 4) // open, phone, date of birth, the newer turn: nothing from the older
}

func TestNoExternalEffectForASupersededRequest(t *testing.T) {
	t.Parallel()
	for _, live := range []bool{false, true} {
		name := map[bool]string{false: "callback", true: "live transfer"}[live]
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			var transfers atomic.Int32
			control := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { transfers.Add(1) }))
			defer control.Close()
			h := newHarness(t, map[string]string{"DEBOUNCE": "1s", "TRANSFER_NUMBER": "+14155550100"})
			id := newCallID(t)
			h.open(id)
			body := chatBody(id, true, "my husband is bleeding and unconscious in the car")
			if live {
				body["call"].(map[string]any)["monitor"] = map[string]string{"controlUrl": control.URL}
			}
			older := make(chan reply, 1)
			go func() { older <- h.post(context.Background(), "/chat/completions", body, nil) }()
			// The older request holds the call's lock: it is running, held at the hand-off
			// until its window closes.
			for h.rdb.Exists(context.Background(), checkpoint.KeysFor(id).Lock).Val() == 0 {
				time.Sleep(2 * time.Millisecond)
			}
			h.say(id, "sorry, wrong call, I meant to ask about my policy")
			if old := <-older; !strings.HasSuffix(old.ID, "-superseded") || old.Content != "" {
				t.Fatalf("older reply %q %q", old.ID, old.Content)
			}
			if n := len(pendingCallbacks(t, h)); n != 0 || transfers.Load() != 0 {
				t.Fatalf("%d callback rows and %d transfers for a superseded request", n, transfers.Load())
			}
			if c := h.call(id); c.Ended != "" || strings.Contains(state.Flatten(c.Transcript), "bleeding") {
				t.Fatalf("ended %q, transcript %q", c.Ended, state.Flatten(c.Transcript))
			}
		})
	}
}
