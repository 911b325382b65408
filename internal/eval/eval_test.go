package eval_test

import (
	"bytes"
	"context"
	"encoding/json"
	"hash/fnv"
	"os"
	"path/filepath"
	"strings"
	"testing"

	openai "github.com/sashabaranov/go-openai"

	"claimsline/internal/eval"
	"claimsline/internal/fakes/fakellm"
	"claimsline/internal/fakes/offline"
	"claimsline/internal/fakes/testdb"
	"claimsline/tools"
)

func TestBuiltinSetIsWhole(t *testing.T) {
	set, err := eval.LoadBuiltin()
	if err != nil {
		t.Fatal(err)
	}
	per := map[string]int{}
	families := map[string]bool{}
	for _, p := range set.Phrasings {
		per[p.Situation]++
		families[p.Family] = true
	}
	if len(per) < 60 {
		t.Errorf("%d situations, want at least 60", len(per))
	}
	for s, n := range per {
		if n < 5 {
			t.Errorf("situation %s has %d phrasings, want at least 5", s, n)
		}
	}
	for _, f := range []string{"verification", "claims", "faq", "escalation", "emergency", "near_miss", "goodbye", "hostile", "booking"} {
		if !families[f] {
			t.Errorf("no situation of family %s", f)
		}
	}
	dev := len(set.Only(eval.SplitDev).Phrasings)
	held := len(set.Only(eval.SplitHeldback).Phrasings)
	if dev == 0 || held == 0 || dev+held != len(set.Phrasings) {
		t.Errorf("split: %d dev + %d held-back of %d", dev, held, len(set.Phrasings))
	}
}

// env is the environment of a command run by a test: the test Postgres server, and the model
// settings given (none: the offline stand-in).
func env(model map[string]string) func(string) string {
	server := os.Getenv("TEST_DATABASE_URL")
	if server == "" {
		server = testdb.DefaultURL
	}
	return func(k string) string {
		if k == "DATABASE_URL" {
			return server
		}
		return model[k]
	}
}

// run runs the command and returns its exit status, its output and its JSON report.
func run(t *testing.T, getenv func(string) string, args ...string) (int, string, eval.Report) {
	t.Helper()
	jsonPath := filepath.Join(t.TempDir(), "report.json")
	var out, errOut bytes.Buffer
	code := eval.Main(context.Background(), append(args, "--json", jsonPath, "--parallel", "2"), &out, &errOut, getenv)
	var rep eval.Report
	if raw, err := os.ReadFile(jsonPath); err == nil {
		if err := json.Unmarshal(raw, &rep); err != nil {
			t.Fatalf("report JSON: %v", err)
		}
	}
	if errOut.Len() > 0 {
		t.Logf("stderr: %s", errOut.String())
	}
	return code, out.String(), rep
}

func TestBadUsageAndBadSetsExitTwo(t *testing.T) {
	for _, args := range [][]string{
		{"--split", "blind"},
		{"--runs", "0"},
		{"--floor", "1.5"},
		{"--floor-family", "claims"},
		{"--set", "testdata/no_such_file.jsonl"},
		{"--set", "testdata/bad_caller.jsonl"},
		{"--set", "testdata/bad_expect_key.jsonl"},
		{"--set", "testdata/bad_split.jsonl"},
		{"--set", "testdata/duplicate_id.jsonl"},
		{"stray"},
	} {
		var out, errOut bytes.Buffer
		if code := eval.Main(context.Background(), args, &out, &errOut, env(nil)); code != eval.ExitUsage {
			t.Errorf("eval %q: exit %d, want %d (stderr %q)", args, code, eval.ExitUsage, errOut.String())
		} else if errOut.Len() == 0 {
			t.Errorf("eval %q: exit 2 without a word on stderr", args)
		}
	}
}

func TestAWrongExpectationFailsTheRun(t *testing.T) {
	code, out, rep := run(t, env(nil), "--set", "testdata/right_expectation.jsonl", "--runs", "1")
	if code != eval.ExitOK || rep.Overall.All.Passed != 1 {
		t.Fatalf("the control set: exit %d, %d passed; output:\n%s", code, rep.Overall.All.Passed, out)
	}
	if !strings.HasPrefix(out, "claimsline eval: OFFLINE STAND-IN") {
		t.Errorf("with no model configured the first line must say the offline stand-in ran, got %q", strings.SplitN(out, "\n", 2)[0])
	}
	code, out, rep = run(t, env(nil), "--set", "testdata/wrong_expectation.jsonl", "--runs", "1")
	if code != eval.ExitFindings {
		t.Fatalf("exit %d, want 1; output:\n%s", code, out)
	}
	p := rep.Phrasings[0]
	if p.ID != "wrong-expect-1" || p.Status != eval.StatusFail || len(rep.Gates) < 2 || rep.Gates[1].Held {
		t.Errorf("phrasing %s is %s, gates %+v; want it failed and the pass-rate gate broken", p.ID, p.Status, rep.Gates)
	}
}

// hostile plays the offline stand-in, except in two ways. When the caller mentions his
// wife, the auth agent proposes her number and birth date (both spoken on the call, so only
// the model's choice is wrong). And every claims answer also reads out another customer's
// claim by name, which the reply check refuses (the caller hears the scripted close instead).
func hostile(req fakellm.Request) fakellm.Reply {
	last := req.Messages[len(req.Messages)-1]
	transcript := ""
	for _, m := range req.Messages {
		transcript += m.Content + "\n"
	}
	for _, tool := range req.Tools {
		if tool.Function == nil || last.Role == openai.ChatMessageRoleTool && tool.Function.Name == tools.LookupCustomer {
			continue
		}
		switch {
		case tool.Function.Name == tools.LookupCustomer && strings.Contains(transcript, "wife"):
			return fakellm.Call(tools.LookupCustomer, map[string]string{"phone": "415 555 1009", "dob": "March 14, 1985"})
		case tool.Function.Name == tools.FetchClaims && last.Role == openai.ChatMessageRoleTool:
			return fakellm.Text(offline.Model(req).Content + " And Marcus Bell's roof claim is still awaiting its inspection.")
		}
	}
	return offline.Model(req)
}

func TestAModelThatVerifiesTheWrongCallerExitsOneNamingThePhrasing(t *testing.T) {
	llm := fakellm.New(hostile)
	defer llm.Close()
	code, out, rep := run(t, env(map[string]string{"OPENAI_BASE_URL": llm.URL(), "OPENAI_API_KEY": "k", "LLM_MODEL": "hostile"}),
		"--set", "testdata/hostile_probe.jsonl", "--runs", "1")
	if code != eval.ExitFindings {
		t.Fatalf("exit %d, want 1; output:\n%s", code, out)
	}
	found := map[string]bool{}
	for _, s := range rep.Serious {
		found[s.Kind+" "+s.Situation+" "+s.Phrasing] = true
	}
	if want := eval.SeriousWrongIdentity + " tom-mentions-his-wife hostile-probe-1"; !found[want] {
		t.Errorf("no serious error %q among %+v", want, rep.Serious)
	}
	if want := "SERIOUS " + eval.SeriousWrongIdentity + "  situation tom-mentions-his-wife  phrasing hostile-probe-1"; !strings.Contains(out, want) {
		t.Errorf("the report does not say %q:\n%s", want, out)
	}
	// The other customer's name the model read out was never said: no disclosure, and the
	// phrasing is a fallback (a scripted line closed the answer), not a pass.
	if found[eval.SeriousDisclosure+" tom-checks-his-claim hostile-probe-2"] {
		t.Errorf("another customer's name reached the caller: %+v", rep.Serious)
	}
	for _, p := range rep.Phrasings {
		if p.ID == "hostile-probe-2" && p.Status != eval.StatusFallback {
			t.Errorf("hostile-probe-2 is %s, want %s", p.Status, eval.StatusFallback)
		}
	}
	if !strings.HasPrefix(out, "claimsline eval: model hostile at ") {
		t.Errorf("first line %q does not name the model", strings.SplitN(out, "\n", 2)[0])
	}
}

func TestADeadModelIsReportedAsFallbackNeverAsAPass(t *testing.T) {
	// Nothing listens on port 1: every model request fails.
	getenv := env(map[string]string{"OPENAI_BASE_URL": "http://127.0.0.1:1/v1", "OPENAI_API_KEY": "k", "LLM_MODEL": "gone"})
	code, out, rep := run(t, getenv, "--set", "testdata/dead_model.jsonl", "--runs", "2")
	p := rep.Phrasings[0]
	if p.Status != eval.StatusFallback || rep.Overall.All.Passed != 0 || rep.FallbackRuns != 2 {
		t.Fatalf("status %s, %d passed, %d fallback runs; want fallback, 0, 2; output:\n%s", p.Status, rep.Overall.All.Passed, rep.FallbackRuns, out)
	}
	if rep.AnsweringModels[""] == 0 || rep.AnsweringModels["gone"] != 0 {
		t.Errorf("answering models %v: want only unanswered requests", rep.AnsweringModels)
	}
	for _, r := range p.Runs {
		if r.Pass || len(r.Failures) != 0 || len(r.FallbackLines) == 0 {
			t.Errorf("run %s: pass %t, failures %v, fallback lines %v: the expectation held only because a scripted line stood in", r.CallID, r.Pass, r.Failures, r.FallbackLines)
		}
	}
	if code != eval.ExitOK {
		t.Errorf("exit %d: a fallback is not a serious error", code)
	}
	if !strings.Contains(out, "fallback runs: 2 of 2") {
		t.Errorf("the report does not count the fallback runs:\n%s", out)
	}
}

// TestBuiltinSplitIsTheFixedHash checks every built-in phrasing's split against its id: FNV-1a
// 32 mod 10 below 7 is dev. A hand-moved phrasing would let a fix be tuned on held-back text.
func TestBuiltinSplitIsTheFixedHash(t *testing.T) {
	set, err := eval.LoadBuiltin()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range set.Phrasings {
		h := fnv.New32a()
		h.Write([]byte(p.ID))
		want := eval.SplitHeldback
		if h.Sum32()%10 < 7 {
			want = eval.SplitDev
		}
		if p.Split != want {
			t.Errorf("%s is in %s, the hash puts it in %s", p.ID, p.Split, want)
		}
	}
}
