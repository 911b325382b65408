package demo_test

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"claimsline/internal/demo"
	"claimsline/internal/fakes/testdb"
	"claimsline/prompts"
)

// TestRun plays the whole demo against a private database with the offline model and checks
// what an operator would read in its output.
func TestRun(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	env := map[string]string{} // no OPENAI_API_KEY: the offline model
	var out bytes.Buffer
	err := demo.Run(ctx, &out, demo.Options{
		Getenv:      func(k string) string { return env[k] },
		DatabaseURL: testdb.URL(t),
	})
	if err != nil {
		t.Fatalf("demo failed: %v\n%s", err, out.String())
	}
	got := out.String()
	for _, want := range []string{
		"OFFLINE STAND-IN, not a real model",
		"Agent:  " + prompts.Greeting,
		"-superseded]", // at least the middle fragment is superseded: it has 190 ms of margin
		"Caller: my number is four one five five five five one oh oh nine\nAgent:  " + prompts.AskDOB,
		"Agent:  " + prompts.Verified(demo.CallerName),
		demo.ClaimNumber + " is in review, with adjuster Sam Ortega",
		"police report",
		"deductible",
		"Agent:  Just to confirm: an inspection on ",
		"Agent:  You're booked: an inspection on ",
		"for claim " + demo.ClaimNumber + " with ",
		"Agent:  " + prompts.Goodbye,
		"[contains the end-call phrase: Vapi hangs up]",
		"router > goodbye",
		"Call record (call_records):",
		"outcome           completed",
		"yes: " + demo.CallerName,
		"HTTP 200  (sent again",
		"Demo OK",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if n := strings.Count(got, "[contains the end-call phrase"); n != 1 {
		t.Errorf("the end-call phrase was heard %d times, want once (on the goodbye)", n)
	}
	if t.Failed() {
		t.Logf("output:\n%s", got)
	}
}
