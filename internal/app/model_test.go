package app_test

import (
	"log/slog"
	"net/http"
	"strings"
	"testing"

	"claimsline/internal/app"
	"claimsline/internal/config"
	"claimsline/internal/fakes/fakellm"
	"claimsline/internal/fakes/testdb"
	"claimsline/prompts"
	"claimsline/state"
)

// TestNoModelKeyRunsTheOfflineStandInAndSaysSo starts the service with no OPENAI_API_KEY, as a
// newcomer's first `serve` does: a whole call goes end to end on the offline stand-in (no
// "model is down" line), and the service says so at start-up, in /readyz and as a metric.
func TestNoModelKeyRunsTheOfflineStandInAndSaysSo(t *testing.T) {
	t.Parallel()
	var out syncBuffer
	log := slog.New(slog.NewJSONHandler(&out, nil))
	unused := fakellm.New(nil)
	t.Cleanup(unused.Close)
	h := newHarnessLogging(t, unused, testdb.New(t), map[string]string{"OPENAI_API_KEY": "", "OPENAI_BASE_URL": ""}, log)

	id := newCallID(t)
	h.open(id)
	if got := h.say(id, danaPhone).Content; got != prompts.AskDOB {
		t.Fatalf("after the number: %q", got)
	}
	h.say(id, danaDOB)
	got := h.say(id, "what's the status of my claim")
	c := h.call(id)
	if !c.Authenticated() || c.Intent != state.IntentClaim || c.Turn.Fallback || len(c.Claims.List()) != 2 {
		t.Fatalf("verified %v intent %q fallback %v claims %v", c.Authenticated(), c.Intent, c.Turn.Fallback, c.Claims.List())
	}
	if !strings.Contains(got.Content, "CLM-") {
		t.Fatalf("the caller did not hear their claim: %q", got.Content)
	}
	if unused.Calls() != 0 {
		t.Fatalf("the configured fake was called %d times; the stand-in should answer", unused.Calls())
	}

	if !strings.Contains(out.String(), `"level":"WARN","msg":"`+app.OfflineNote) {
		t.Errorf("no loud start-up line:\n%s", out.String())
	}
	for path, want := range map[string]string{"/readyz": "NO MODEL CONFIGURED", "/metrics": "claimsline_model_offline 1"} {
		resp, err := http.Get(h.srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		if body := readAll(resp); resp.StatusCode != http.StatusOK || !strings.Contains(body, want) {
			t.Errorf("%s: %d %s", path, resp.StatusCode, body)
		}
	}
}

// TestModelConfiguredSaysNothingOfAStandIn: with a key, /readyz names the model and the
// offline metric is 0.
func TestModelConfiguredSaysNothingOfAStandIn(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	for path, want := range map[string]string{"/readyz": `"model":"gpt-4o-mini"`, "/metrics": "claimsline_model_offline 0"} {
		resp, err := http.Get(h.srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		if body := readAll(resp); resp.StatusCode != http.StatusOK || !strings.Contains(body, want) {
			t.Errorf("%s: %d %s", path, resp.StatusCode, body)
		}
	}
}

// TestRequireModelRefusesToStartWithoutAKey is production's guard: REQUIRE_MODEL=true and no
// key stops start-up with a message naming OPENAI_API_KEY.
func TestRequireModelRefusesToStartWithoutAKey(t *testing.T) {
	_, err := config.Load(func(k string) string {
		return map[string]string{"REQUIRE_MODEL": "true"}[k]
	})
	if err == nil || !strings.Contains(err.Error(), "OPENAI_API_KEY") {
		t.Fatalf("err = %v", err)
	}
}
