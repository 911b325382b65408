// Package demo plays one complete phone call through the real service, with zero set-up, and
// prints it the way an operator would want to see it: the dialogue as the caller heard it,
// the snapshot row each turn left in Postgres, and the call record the end-of-call webhook
// wrote.
//
// Nothing is mocked inside the service: app.New assembles exactly what `serve` runs, it
// listens on a real TCP port, and the demo talks to it the way Vapi does (streaming
// /chat/completions requests with a call id and a growing history, the caller's words
// arriving in cumulative fragments that the service must supersede, then a signed
// end-of-call report). Only the outside world is stood in for: Redis in-process when
// REDIS_URL is unset, a throwaway Postgres when none is reachable, and an offline stand-in
// model (see offline.Model) when OPENAI_API_KEY is unset, which the output says plainly.
//
// Run returns an error when the call did not go as scripted, so the demo doubles as a smoke
// test of a build.
package demo

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"slices"
	"strings"
	"time"

	"claimsline/internal/app"
	"claimsline/internal/config"
	"claimsline/internal/domain"
	"claimsline/internal/fakes/fakellm"
	"claimsline/internal/fakes/offline"
	"claimsline/internal/fakes/vapisim"
	"claimsline/internal/postgres"
	"claimsline/internal/record"
	"claimsline/internal/record/forensics"
	"claimsline/prompts"
	"claimsline/state"
)

// The demo caller is one of the seeded customers (internal/postgres/seed).
const (
	CallerName  = "Dana Whitfield"
	CallerPhone = "+14155551009"
	CallerDOB   = "1985-03-14"
	ClaimNumber = "CLM-20417"
)

// Debounce is the service's debounce during the demo: short, so the demo is quick, but well
// above Stagger so the earlier fragments of a caller turn are reliably superseded.
const Debounce = 250 * time.Millisecond

// Stagger is the gap between the cumulative fragments of one caller turn, about what Vapi's
// endpointing produces when a caller pauses mid-number.
const Stagger = 60 * time.Millisecond

// Options adjust a run; the zero value is the command-line demo.
type Options struct {
	// Getenv reads the environment; nil means os.Getenv. OPENAI_API_KEY, OPENAI_BASE_URL,
	// LLM_MODEL and DATABASE_URL are honoured; the settings the script depends on
	// (debounce, secrets, Redis, phone region) are the demo's own.
	Getenv func(string) string
	// DatabaseURL, when set, is used as is (tests pass a private database) and no
	// throwaway server is started.
	DatabaseURL string
	// Log receives the service's own logs; nil discards them.
	Log *slog.Logger
}

// step is one caller turn of the script: the fragments Vapi sends, each a longer copy of the
// one before; the last is what the caller finally said.
type step struct {
	name      string
	fragments []string
}

var script = []step{
	{"phone", []string{"my number is", "my number is four one five", "my number is four one five five five five one oh oh nine"}},
	{"dob", []string{"march fourteenth nineteen eighty five"}},
	{"claim", []string{"what's the status of my claim"}},
	{"faq", []string{"how does my deductible work"}},
	{"booking", []string{"can someone come look at the damage"}},
	{"choose", []string{"the first one please"}},
	{"confirm", []string{"yes please"}},
	{"goodbye", []string{"that's all, goodbye"}},
}

// Run plays the call and prints it to out.
func Run(ctx context.Context, out io.Writer, opts Options) error {
	getenv := opts.Getenv
	if getenv == nil {
		getenv = os.Getenv
	}
	log := opts.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	secret, chatKey, callID := randomHex(16), randomHex(16), "demo-"+randomHex(6)

	fmt.Fprintln(out, "claimsline demo: one scripted phone call, played through the real HTTP route as Vapi would")
	fmt.Fprintln(out)

	db, err := openDatabase(ctx, out, opts.DatabaseURL, getenv)
	if err != nil {
		return err
	}
	defer db.close()

	cfg, err := config.Load(demoEnv(getenv, secret, chatKey))
	if err != nil {
		return fmt.Errorf("demo: configuration:\n%w", err)
	}
	noModel := cfg.OpenAIKey == ""
	modelLine := fmt.Sprintf("%s at %s (OPENAI_API_KEY is set: a real model)", cfg.Model, cfg.OpenAIBaseURL)
	if noModel {
		llm := fakellm.New(offline.Model)
		defer llm.Close()
		cfg.OpenAIBaseURL, cfg.OpenAIKey, cfg.Model = llm.URL(), "offline", "claimsline-offline-demo"
		modelLine = "OFFLINE STAND-IN, not a real model. OPENAI_API_KEY is not set, so a scripted fake model\n" +
			"           in this process plays the router, agents and summariser by rule. Set OPENAI_API_KEY\n" +
			"           (and optionally OPENAI_BASE_URL, LLM_MODEL) to run the same call against a real model."
	}

	a, err := app.New(ctx, cfg, log, app.Options{DB: db.DB, SkipMigrate: true})
	if err != nil {
		return fmt.Errorf("demo: start the service: %w", err)
	}
	defer a.Close(context.WithoutCancel(ctx))

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return fmt.Errorf("demo: listen: %w", err)
	}
	srv := &http.Server{Handler: a.Handler, ReadHeaderTimeout: 5 * time.Second}
	go func() { _ = srv.Serve(ln) }() // returns ErrServerClosed on Shutdown
	defer func() {
		sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer cancel()
		_ = srv.Shutdown(sctx) // the call is over; nothing is in flight
	}()
	base := "http://" + ln.Addr().String()

	fmt.Fprintf(out, "Model:     %s\n", modelLine)
	fmt.Fprintln(out, "Redis:     in-process (REDIS_URL unset), as `serve` runs without one")
	fmt.Fprintf(out, "Postgres:  %s (migrated and seeded)\n", db.where)
	fmt.Fprintf(out, "Service:   %s  (app.New, the same assembly `serve` runs; debounce %s)\n", base, cfg.Debounce)
	fmt.Fprintf(out, "Call:      %s  caller %s, %s, born %s\n", callID, CallerName, CallerPhone, CallerDOB)

	v := vapisim.NewCaller(base, callID, chatKey, CallerPhone)
	started := time.Now()
	fmt.Fprintln(out, "\n== The call, as the caller hears it ==")
	opening, err := v.Open(ctx)
	if err != nil {
		return fmt.Errorf("demo: %w", err)
	}
	printAgent(out, opening.Content)
	heard := map[string]vapisim.Answer{}
	answered := 1
	for _, s := range script {
		answers, err := v.Say(ctx, Stagger, s.fragments...)
		if err != nil {
			return fmt.Errorf("demo: %w", err)
		}
		for i, f := range s.fragments {
			if answers[i].Superseded {
				fmt.Fprintf(out, "Caller: %s\n        [fragment superseded: a longer one followed; empty reply, id %s]\n", f, answers[i].ID)
				continue
			}
			answered++
			fmt.Fprintf(out, "Caller: %s\n", f)
			printAgent(out, answers[i].Content)
		}
		heard[s.name] = answers[len(answers)-1]
	}
	ended := time.Now()

	snaps, err := waitForSnapshots(ctx, db.DB, callID, answered)
	if err != nil {
		return err
	}
	fmt.Fprintln(out, "\n== Snapshot timeline (call_snapshots: one row per answered request) ==")
	forensics.Table(out, snaps)

	fmt.Fprintln(out, "\n== End-of-call webhook ==")
	var (
		rec    domain.CallRecord
		recErr error
		first  *domain.CallRecord
	)
	for i := range 2 {
		status, err := v.EndOfCallReport(ctx, secret, started, ended)
		if err != nil {
			return fmt.Errorf("demo: %w", err)
		}
		note := ""
		if i == 1 {
			note = "  (sent again, as a retrying Vapi would: the record must not change)"
		}
		fmt.Fprintf(out, "POST /webhook  end-of-call-report, x-vapi-secret  ->  HTTP %d%s\n", status, note)
		rec, recErr = db.CallRecord(ctx, callID)
		if recErr != nil && !errors.Is(recErr, domain.ErrNotFound) {
			return fmt.Errorf("demo: read the call record: %w", recErr)
		}
		if i == 0 && recErr == nil {
			first = &rec
		}
	}
	if recErr == nil {
		fmt.Fprintln(out)
		forensics.Record(out, rec)
	} else {
		fmt.Fprintln(out, "No call record was written.")
	}

	problems := check(opening, heard, snaps, rec, recErr, noModel)
	if first != nil && recErr == nil && !first.UpdatedAt.Equal(rec.UpdatedAt) {
		problems = append(problems, "the repeated end-of-call report changed the call record")
	}
	fmt.Fprintln(out)
	if len(problems) > 0 {
		fmt.Fprintln(out, "DEMO FAILED: the call did not go as scripted:")
		for _, p := range problems {
			fmt.Fprintln(out, "  -", p)
		}
		return fmt.Errorf("demo: the call did not go as scripted (%d problems, listed above)", len(problems))
	}
	fmt.Fprintln(out, "Demo OK: caller verified, claim answered, policy question answered from the knowledge base, inspection booked on a read-back yes,")
	fmt.Fprintln(out, "call ended on the goodbye turn with the end-call phrase, call record written once.")
	if db.ephemeral {
		fmt.Fprintln(out, "(The throwaway Postgres cluster is removed now; its rows go with it.)")
	} else {
		fmt.Fprintf(out, "Replay it with: DATABASE_URL='%s' claimsline forensics %s\n", db.where, callID)
	}
	return nil
}

// demoEnv overlays the settings the script depends on over the real environment: the
// in-process Redis, a short debounce, fresh secrets for the demo's own requests, and the
// demo caller's phone region and date order.
func demoEnv(getenv func(string) string, secret, chatKey string) func(string) string {
	own := map[string]string{
		"REDIS_URL":       "",
		"DATABASE_URL":    "", // the demo opens its own database and hands it to the service
		"DEBOUNCE":        Debounce.String(),
		"VAPI_SECRET":     secret,
		"CHAT_API_KEY":    chatKey,
		"PHONE_REGION":    "US",
		"DOB_ORDER":       "mdy",
		"TRANSFER_NUMBER": "",
	}
	return func(k string) string {
		if v, ok := own[k]; ok {
			return v
		}
		return getenv(k)
	}
}

func printAgent(out io.Writer, text string) {
	mark := ""
	if prompts.EndsCall(text) {
		mark = "\n        [contains the end-call phrase: Vapi hangs up]"
	}
	fmt.Fprintf(out, "Agent:  %s%s\n", text, mark)
}

// waitForSnapshots waits for the audit writer, which is asynchronous by design (a snapshot
// may never delay a reply), to have written want snapshots of the call.
func waitForSnapshots(ctx context.Context, db *postgres.DB, callID string, want int) ([]domain.Snapshot, error) {
	deadline := time.Now().Add(10 * time.Second)
	for {
		snaps, err := db.Snapshots(ctx, callID)
		if err != nil {
			return nil, fmt.Errorf("demo: read snapshots: %w", err)
		}
		if len(snaps) >= want || time.Now().After(deadline) {
			return snaps, nil
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("demo: waiting for snapshots: %w", ctx.Err())
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// check lists every way the call strayed from the script.
func check(opening vapisim.Answer, heard map[string]vapisim.Answer, snaps []domain.Snapshot, rec domain.CallRecord, recErr error, offline bool) []string {
	var problems []string
	fail := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	snapOf := func(name string) (domain.Snapshot, bool) {
		var said string
		for _, s := range script {
			if s.name == name {
				said = s.fragments[len(s.fragments)-1]
			}
		}
		for i := len(snaps) - 1; i >= 0; i-- {
			if snaps[i].Utterance == said {
				return snaps[i], true
			}
		}
		return domain.Snapshot{}, false
	}

	if opening.Content != prompts.Greeting {
		fail("the opening line was %q, not the scripted greeting", opening.Content)
	}
	if s, ok := snapOf("dob"); !ok || !s.Authenticated || heard["dob"].Content != prompts.Verified(CallerName) {
		fail("the caller was not verified after giving the date of birth (heard %q)", heard["dob"].Content)
	}
	if s, ok := snapOf("claim"); !ok || s.Intent != state.IntentClaim || !slices.Contains(s.Nodes, state.NodeClaimTool) || s.Fallback {
		fail("no claim answer: the claim turn did not fetch claims and answer from them (heard %q)", heard["claim"].Content)
	} else if offline && !strings.Contains(heard["claim"].Content, ClaimNumber) {
		fail("the claim answer does not mention %s (heard %q)", ClaimNumber, heard["claim"].Content)
	}
	if s, ok := snapOf("faq"); !ok || s.Intent != state.IntentFAQ || !slices.Contains(s.Nodes, state.NodeFAQTool) {
		fail("the policy question was not answered from a knowledge-base search (heard %q)", heard["faq"].Content)
	}
	// The booking: searched, read back by code, booked on the caller's yes (or, on a database
	// where an earlier demo booked Dana's claim, that booking read out from the calendar).
	if offline {
		s, ok := snapOf("confirm")
		booked := strings.HasPrefix(heard["confirm"].Content, "You're booked: an inspection on ") && slices.Contains(s.Nodes, state.NodeBookingTool)
		already := strings.HasPrefix(heard["confirm"].Content, "Your claim already has an inspection booked")
		if !ok || s.Intent != state.IntentBooking || !booked && !already {
			fail("no inspection was booked on the caller's yes (heard %q)", heard["confirm"].Content)
		}
		if c, ok := snapOf("choose"); ok && booked && !strings.HasPrefix(heard["choose"].Content, "Just to confirm: an inspection on ") {
			fail("the slot was not read back before booking (heard %q, nodes %v)", heard["choose"].Content, c.Nodes)
		}
	}
	last := domain.Snapshot{}
	if len(snaps) > 0 {
		last = snaps[len(snaps)-1]
	}
	if s, ok := snapOf("goodbye"); !ok || !prompts.EndsCall(heard["goodbye"].Content) || !s.EndsCall ||
		s.EndedReason != state.EndedGoodbye || last.Utterance != s.Utterance {
		fail("the call did not end on the goodbye turn with ends_call and ended_reason goodbye (heard %q)", heard["goodbye"].Content)
	}
	for _, a := range forensics.Anomalies(snaps) {
		fail("snapshot anomaly: %s", a)
	}
	switch {
	case recErr != nil:
		fail("no call record was written for the call: %v", recErr)
	case rec.Outcome != record.OutcomeCompleted || !rec.Authenticated || !slices.Contains(rec.ClaimsDiscussed, ClaimNumber):
		fail("the call record does not show a completed call with a verified caller who discussed %s (outcome %q)", ClaimNumber, rec.Outcome)
	}
	return problems
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b) // crypto/rand.Read never fails on supported platforms
	return hex.EncodeToString(b)
}
