package app_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"testing"

	"claimsline/internal/fakes/fakellm"
	"claimsline/internal/fakes/testdb"
	"claimsline/prompts"
)

// syncBuffer collects log output written from many goroutines.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// danaFactors are Dana's number and date of birth in every form this test says them and every
// form a log line could repeat them in.
var danaFactors = []string{
	"4155551009", "415", "555", "1009", "four one five", "five five five", "one oh oh nine", "one zero zero nine",
	"1985", "03-14", "3/14", "14th", "march", "fourteenth", "nineteen eighty", "eighty-five", "eighty five",
}

// TestNoLogLineCarriesAFactor runs a whole verified call at debug level, with the factors said
// in written and spoken forms, a model that fails quoting the caller's words, a refused chat
// request and a refused webhook that quote them, and the end-of-call report: no line of the
// log holds any form of the number or the date.
func TestNoLogLineCarriesAFactor(t *testing.T) {
	t.Parallel()
	var out syncBuffer
	log := slog.New(slog.NewJSONHandler(&out, &slog.HandlerOptions{Level: slog.LevelDebug}))
	model := fakellm.New(nil)
	t.Cleanup(model.Close)
	h := newHarnessLogging(t, model, testdb.New(t), map[string]string{"LOG_LEVEL": "debug"}, log)
	// An id with no digits, so none of the factors' digits can turn up by chance.
	id := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return 'g' + (r - '0')
		}
		return r
	}, newCallID(t))

	h.open(id)
	// A number the reader needs the model for: the model fails, quoting what it was sent.
	h.model.SetHandler(func(r fakellm.Request) fakellm.Reply {
		return fakellm.Reply{Status: http.StatusBadRequest, Content: "invalid input: " + r.Messages[len(r.Messages)-1].Content}
	})
	h.say(id, "hi, so the number is, um, four one five... five five five, one oh oh nine I think")
	h.model.SetHandler(claimModel)
	if got := h.say(id, "my number is 415-555-1009").Content; got != prompts.AskDOB {
		t.Fatalf("after the number: %q", got)
	}
	if got := h.say(id, "the fourteenth of March, nineteen eighty-five").Content; got != prompts.Verified("Dana Whitfield") {
		t.Fatalf("after the date: %q", got)
	}
	h.say(id, "what's the status of my claim, my birthday is 3/14/1985 by the way")
	h.say(id, "bye")
	h.snapshots(id, 6)

	// Refused requests quoting the factors.
	bad := chatBody(id, false, "my number is 4155551009")
	bad["messages"] = []map[string]any{{"role": "born 1985-03-14 at 4155551009", "content": "x"}}
	if r := h.post(context.Background(), "/chat/completions", bad, nil); r.Status != http.StatusBadRequest {
		t.Fatalf("bad role: %d", r.Status)
	}
	secret := http.Header{"X-Vapi-Secret": {webhookKey}}
	if r := h.post(context.Background(), "/webhook", `{"message": {"type": "end-of-call-report", "call": {"id": "`+id+`"}}} 4155551009 March 14th`, secret); r.Status != http.StatusBadRequest {
		t.Fatalf("bad webhook: %d", r.Status)
	}
	// The end-of-call report, with a summary model that fails quoting the transcript.
	h.model.SetHandler(func(r fakellm.Request) fakellm.Reply {
		return fakellm.Reply{Status: http.StatusBadRequest, Content: "cannot summarise: " + r.Messages[len(r.Messages)-1].Content}
	})
	if r := h.post(context.Background(), "/webhook", report(id), secret); r.Status != http.StatusOK {
		t.Fatalf("report: %d %s", r.Status, r.Body)
	}
	if c := h.call(id); !c.Authenticated() {
		t.Fatal("the call was not verified: the test proves nothing")
	}

	lines, masked := 0, 0
	sc := bufio.NewScanner(strings.NewReader(out.String()))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		lines++
		var rec map[string]any
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatalf("log line is not JSON: %v: %s", err, sc.Text())
		}
		delete(rec, "time") // the log's own clock, not the caller's
		text := strings.ToLower(strings.Join(strs(rec), " | "))
		for _, f := range danaFactors {
			if strings.Contains(text, f) {
				t.Errorf("log line holds %q: %s", f, sc.Text())
			}
		}
		if strings.Contains(text, "[phone]") || strings.Contains(text, "[date]") {
			masked++
		}
	}
	if lines < 8 || masked < 4 {
		t.Fatalf("%d log lines, %d with a masked factor: the service did not log the call", lines, masked)
	}
}

// strs returns every string value in a decoded JSON log line, keys included.
func strs(v any) []string {
	switch x := v.(type) {
	case string:
		return []string{x}
	case map[string]any:
		var out []string
		for k, e := range x {
			out = append(out, k)
			out = append(out, strs(e)...)
		}
		return out
	case []any:
		var out []string
		for _, e := range x {
			out = append(out, strs(e)...)
		}
		return out
	}
	return nil
}
