package app_test

import (
	"context"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"claimsline/internal/checkpoint"
	"claimsline/internal/fakes/fakellm"
	"claimsline/internal/fakes/testdb"
	"claimsline/internal/turn"
	"claimsline/nodes/auth"
	"claimsline/prompts"
	"claimsline/state"
	"claimsline/tools"
)

func TestCumulativeFragmentsCountOneTurn(t *testing.T) {
	h := newHarness(t, map[string]string{"DEBOUNCE": "400ms"})
	id := newCallID(t)
	h.open(id)
	fragments := []string{
		"yeah my number is",
		"yeah my number is four one five",
		"yeah my number is four one five five five five",
		"yeah my number is four one five five five five one oh oh nine",
	}
	replies := make([]reply, len(fragments))
	var wg sync.WaitGroup
	for i, f := range fragments {
		wg.Add(1)
		go func() {
			defer wg.Done()
			replies[i] = h.post(context.Background(), "/chat/completions", chatBody(id, true, f), nil)
		}()
		time.Sleep(60 * time.Millisecond)
	}
	wg.Wait()
	for i, r := range replies[:3] {
		if r.Status != http.StatusOK || !strings.HasSuffix(r.ID, "-superseded") || r.Content != "" {
			t.Fatalf("fragment %d: status %d id %q content %q", i, r.Status, r.ID, r.Content)
		}
	}
	if last := replies[3]; strings.HasSuffix(last.ID, "-superseded") || last.Content != prompts.AskDOB {
		t.Fatalf("last fragment: id %q content %q", last.ID, last.Content)
	}
	c := h.call(id)
	if c.TurnNumber != 1 || c.Auth.Stalls != 0 || c.Auth.PendingPhone != "+14155551009" {
		t.Fatalf("turn %d stalls %d pending %q", c.TurnNumber, c.Auth.Stalls, c.Auth.PendingPhone)
	}
	users := 0
	for _, m := range c.Transcript {
		if m.Role == state.RoleUser {
			users++
		}
	}
	if users != 1 {
		t.Fatalf("transcript holds %d caller lines, want the one that ran", users)
	}
}

func TestContinuationAfterASavedFragmentKeepsTheTurn(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	h.model.SetHandler(func(fakellm.Request) fakellm.Reply { return fakellm.Text("Go ahead.") })
	id := newCallID(t)
	h.open(id)
	h.say(id, "okay my number is")
	c := h.call(id)
	if c.TurnNumber != 1 || c.Auth.Stalls != 1 {
		t.Fatalf("after the fragment: turn %d stalls %d", c.TurnNumber, c.Auth.Stalls)
	}
	if got := h.say(id, "Okay, my number is four one five five five five one oh oh nine").Content; got != prompts.AskDOB {
		t.Fatalf("reply %q", got)
	}
	c = h.call(id)
	if c.TurnNumber != 1 || c.Auth.Stalls != 0 {
		t.Fatalf("after the continuation: turn %d stalls %d (want the same turn)", c.TurnNumber, c.Auth.Stalls)
	}
}

func TestIdenticalTextOrderedBySequence(t *testing.T) {
	h := newHarness(t, map[string]string{"DEBOUNCE": "300ms"})
	id := newCallID(t)
	h.open(id)
	var first, second reply
	var wg sync.WaitGroup
	wg.Add(2)
	go func() {
		defer wg.Done()
		first = h.post(context.Background(), "/chat/completions", chatBody(id, false, danaPhone), nil)
	}()
	time.Sleep(80 * time.Millisecond)
	go func() {
		defer wg.Done()
		second = h.post(context.Background(), "/chat/completions", chatBody(id, false, danaPhone), nil)
	}()
	wg.Wait()
	if !strings.HasSuffix(first.ID, "-superseded") || first.Content != "" {
		t.Fatalf("earlier request: id %q content %q", first.ID, first.Content)
	}
	if strings.HasSuffix(second.ID, "-superseded") || second.Content != prompts.AskDOB {
		t.Fatalf("later request: id %q content %q", second.ID, second.Content)
	}
	if c := h.call(id); c.TurnNumber != 1 {
		t.Fatalf("turn %d", c.TurnNumber)
	}
}

func TestDifferentCallsDoNotShareALock(t *testing.T) {
	h := newHarness(t, nil)
	slow, fast := newCallID(t), newCallID(t)
	release := make(chan struct{})
	h.model.SetHandler(func(r fakellm.Request) fakellm.Reply {
		<-release
		return fakellm.Text("Take your time.")
	})
	h.open(slow)
	h.open(fast)
	done := make(chan reply, 1)
	go func() { done <- h.say(slow, "um let me find my card") }() // waits on the model
	time.Sleep(100 * time.Millisecond)
	// The other call verifies without the model while the first still holds its own lock.
	got := h.say(fast, danaPhone)
	select {
	case <-done:
		t.Fatal("the slow call finished first: the calls were serialised")
	default:
	}
	close(release)
	<-done
	if got.Content != prompts.AskDOB {
		t.Fatalf("fast call: %q", got.Content)
	}
}

func TestTwoReplicasShareOneCall(t *testing.T) {
	t.Parallel()
	model := fakellm.New(nil)
	t.Cleanup(model.Close)
	db := testdb.New(t)
	a := newHarnessWith(t, model, db, nil)
	b := newHarnessWith(t, model, db, nil)
	id := newCallID(t)
	model.SetHandler(func(fakellm.Request) fakellm.Reply { return fakellm.Text("Sure.") })
	a.open(id)
	b.say(id, "four one five five five five one oh oh eight") // not found
	a.say(id, danaPhone)
	b.say(id, danaDOB)
	a.say(id, "goodbye")
	c := b.call(id)
	if c.TurnNumber != 4 || !c.Authenticated() || c.Ended != state.EndedGoodbye || c.Auth.Attempts != 1 {
		t.Fatalf("turn %d identity %+v ended %q attempts %d", c.TurnNumber, c.Identity, c.Ended, c.Auth.Attempts)
	}
	var said []string
	for _, m := range c.Transcript {
		if m.Role == state.RoleUser {
			said = append(said, m.Content)
		}
	}
	if len(said) != 4 {
		t.Fatalf("caller lines %q: a turn was lost or doubled", said)
	}
}

func TestLapsedLeaseSavesNothingAndKeepsTheWords(t *testing.T) {
	h := newHarness(t, map[string]string{"LOCK_TTL": "200ms"})
	id := newCallID(t)
	h.open(id)
	var heard []string // what the model was given as the caller's words
	var mu sync.Mutex
	h.model.SetHandler(func(r fakellm.Request) fakellm.Reply {
		if r.N == 1 {
			return fakellm.Reply{Content: "This answer is too late.", Delay: 3 * time.Second}
		}
		mu.Lock()
		heard = append(heard, r.Messages[len(r.Messages)-1].Content)
		mu.Unlock()
		if offered(r, tools.LookupCustomer) {
			return fakellm.Call(tools.LookupCustomer, map[string]string{"phone": danaPhone})
		}
		return fakellm.Text("Go on.")
	})
	var late reply
	done := make(chan struct{})
	go func() {
		defer close(done)
		late = h.post(context.Background(), "/chat/completions", chatBody(id, false, "hmm hold on a second"), nil)
	}()
	// The holder's lease lapses and another replica takes the call: what the holder's
	// heartbeat then finds is a lock with someone else's token.
	lock := checkpoint.KeysFor(id).Lock
	for h.rdb.Exists(context.Background(), lock).Val() == 0 {
		time.Sleep(5 * time.Millisecond)
	}
	if err := h.rdb.Set(context.Background(), lock, "another-replica", 300*time.Millisecond).Err(); err != nil {
		t.Fatal(err)
	}
	<-done
	if late.Content != prompts.Busy || strings.Contains(late.Body, "too late") {
		t.Fatalf("late request: id %q content %q", late.ID, late.Content)
	}
	if got := h.rdb.Get(context.Background(), lock).Val(); got != "another-replica" && got != "" {
		t.Fatalf("the lapsed holder touched a lock it no longer owns: %q", got)
	}
	if c := h.call(id); c.TurnNumber != 0 {
		t.Fatalf("the lapsed turn saved: turn %d", c.TurnNumber)
	}
	// The next turn acts on the kept words with the new ones, once.
	if got := h.say(id, danaPhone).Content; got != prompts.AskDOB {
		t.Fatalf("next turn: %q", got)
	}
	c := h.call(id)
	var said []string
	for _, m := range c.Transcript {
		if m.Role == state.RoleUser {
			said = append(said, m.Content)
		}
		if strings.Contains(m.Content, "too late") {
			t.Fatalf("the lapsed turn's answer reached state: %q", m.Content)
		}
	}
	if c.TurnNumber != 1 || c.Auth.PendingPhone == "" || len(said) != 1 || said[0] != "hmm hold on a second "+danaPhone {
		t.Fatalf("turn %d pending %q caller lines %q", c.TurnNumber, c.Auth.PendingPhone, said)
	}
	if len(heard) == 0 || heard[0] != said[0] {
		t.Fatalf("the model was given %q", heard)
	}
}

func TestDroppedRequestSavesNothing(t *testing.T) {
	h := newHarness(t, nil)
	id := newCallID(t)
	h.open(id)
	h.model.SetHandler(func(fakellm.Request) fakellm.Reply {
		return fakellm.Reply{Content: "You will never hear this.", Delay: 2 * time.Second}
	})
	ctx, cancel := context.WithTimeout(context.Background(), 150*time.Millisecond)
	defer cancel()
	r := h.post(ctx, "/chat/completions", chatBody(id, false, "um what was it again"), nil)
	if r.Status != -1 {
		t.Fatalf("client should have given up, got status %d", r.Status)
	}
	time.Sleep(100 * time.Millisecond)
	if got := h.say(id, danaPhone).Content; got != prompts.AskDOB {
		t.Fatalf("next request: %q", got)
	}
	c := h.call(id)
	if c.TurnNumber != 1 {
		t.Fatalf("turn %d: the dropped turn was counted", c.TurnNumber)
	}
	for _, m := range c.Transcript {
		if strings.Contains(m.Content, "what was it") || strings.Contains(m.Content, "never hear") {
			t.Fatalf("the dropped turn left %q in state", m.Content)
		}
	}
}

func TestModelFaultsAnswerWithAFallback(t *testing.T) {
	cases := []struct {
		name      string
		reply     fakellm.Reply
		abandoned bool // the service gave up on the model at its deadline
	}{
		{"model down", fakellm.Down(), false},
		{"model slow past its deadline", fakellm.Reply{Content: "late", Delay: time.Minute}, true},
		{"model answers garbage", fakellm.Reply{Garbage: true}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, map[string]string{"MODEL_TIMEOUT": "300ms"})
			h.model.SetHandler(func(fakellm.Request) fakellm.Reply { return tc.reply })
			id := newCallID(t)
			h.open(id)
			r := h.post(context.Background(), "/chat/completions", chatBody(id, true, "uh what do you need from me"), nil)
			if r.Status != http.StatusOK || r.Content != prompts.AuthFallbackPhone {
				t.Fatalf("status %d content %q", r.Status, r.Content)
			}
			// Outcome, not time: a model that never answers was abandoned at its deadline
			// (a service that waited it out would still be waiting, and the test would not
			// get here); the others were answered and not abandoned.
			for i := 0; tc.abandoned && h.model.Abandoned() == 0 && i < 200; i++ {
				waitABit() // the fake notices the client leave just after the reply is sent
			}
			if got := h.model.Abandoned() > 0; got != tc.abandoned {
				t.Fatalf("model requests abandoned: %v, want %v", got, tc.abandoned)
			}
			c := h.call(id)
			if c.TurnNumber != 1 || !c.Turn.Fallback || c.Ended != "" {
				t.Fatalf("turn %d fallback %v ended %q", c.TurnNumber, c.Turn.Fallback, c.Ended)
			}
		})
	}
}

func TestBadInputChangesNothing(t *testing.T) {
	t.Parallel()
	h := newHarness(t, map[string]string{"CHAT_API_KEY": "sk-chat"})
	key := http.Header{"Authorization": {"Bearer sk-chat"}}
	id := newCallID(t)
	huge := `{"call":{"id":"` + id + `"},"messages":[{"role":"user","content":"` + strings.Repeat("a", 1<<20) + `"}]}`
	cases := []struct {
		name   string
		body   any
		header http.Header
		status int
	}{
		{"not JSON", "{this is not json", key, http.StatusBadRequest},
		{"JSON but not an object", `["a"]`, key, http.StatusBadRequest},
		{"no call id", map[string]any{"messages": []map[string]string{{"role": "user", "content": "hi"}}}, key, http.StatusBadRequest},
		{"empty call id", map[string]any{"call": map[string]string{"id": " "}, "messages": []map[string]string{{"role": "user", "content": "hi"}}}, key, http.StatusBadRequest},
		{"huge body", huge, key, http.StatusRequestEntityTooLarge},
		{"unknown role", map[string]any{"call": map[string]string{"id": id}, "messages": []map[string]string{{"role": "wizard", "content": "hi"}}}, key, http.StatusBadRequest},
		{"binary noise", map[string]any{"call": map[string]string{"id": id}, "messages": []map[string]string{{"role": "user", "content": "four \x00\x01\x02 one"}}}, key, http.StatusBadRequest},
		{"invalid UTF-8", []byte(`{"call":{"id":"` + id + `"},"messages":[{"role":"user","content":"` + "\xff\xfe" + `"}]}`), key, http.StatusBadRequest},
		{"content of the wrong type", map[string]any{"call": map[string]string{"id": id}, "messages": []map[string]any{{"role": "user", "content": 42}}}, key, http.StatusBadRequest},
		{"no key", chatBody(id, false, "hi"), nil, http.StatusUnauthorized},
		{"wrong key", chatBody(id, false, "hi"), http.Header{"Authorization": {"Bearer nope"}}, http.StatusUnauthorized},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := h.post(context.Background(), "/chat/completions", tc.body, tc.header)
			if r.Status != tc.status {
				t.Fatalf("status %d, want %d: %s", r.Status, tc.status, r.Body)
			}
			if !strings.Contains(r.Body, `"error"`) || !strings.Contains(r.Body, `"message"`) {
				t.Fatalf("not an OpenAI-style error: %s", r.Body)
			}
			if n := h.keys(id); n != 0 {
				t.Fatalf("bad input touched %d Redis keys of the call", n)
			}
		})
	}
	// The bare key form works too, and then the call exists.
	r := h.post(context.Background(), "/chat/completions", chatBody(id, false), http.Header{"Authorization": {"sk-chat"}})
	if r.Status != http.StatusOK || r.Content != prompts.Greeting {
		t.Fatalf("bare key: %d %q", r.Status, r.Content)
	}
}

func TestOlderPayloadCallIDAndV1Route(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	id := newCallID(t)
	body := map[string]any{"stream": false, "messages": []map[string]string{{"role": "user", "content": danaPhone}}, "call": map[string]string{"callId": id}}
	r := h.post(context.Background(), "/v1/chat/completions", body, nil)
	if r.Status != http.StatusOK || r.Content != prompts.AskDOB {
		t.Fatalf("%d %q", r.Status, r.Content)
	}
}

func TestRedisDownAnswersAndSavesNothing(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	id := newCallID(t)
	_ = h.app.Redis.Close()
	r := h.post(context.Background(), "/chat/completions", chatBody(id, true, danaPhone), nil)
	if r.Status != http.StatusOK || r.Content != prompts.Busy {
		t.Fatalf("status %d content %q", r.Status, r.Content)
	}
	if n := h.keys(id); n != 0 {
		t.Fatalf("%d keys written", n)
	}
}

func TestUnknownCheckpointVersionIsNotOverwritten(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	id := newCallID(t)
	future := `{"schema_version":99,"call_id":"` + id + `","turn_number":5}`
	if err := h.rdb.Set(context.Background(), checkpoint.KeysFor(id).State, future, time.Minute).Err(); err != nil {
		t.Fatal(err)
	}
	r := h.say(id, danaPhone)
	if r.Content != prompts.Busy {
		t.Fatalf("reply %q", r.Content)
	}
	if got := h.rdb.Get(context.Background(), checkpoint.KeysFor(id).State).Val(); got != future {
		t.Fatalf("checkpoint was overwritten: %s", got)
	}
}

func TestRequestWithoutCallerWordsRepeatsTheLastLine(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	id := newCallID(t)
	h.open(id)
	if got := h.open(id).Content; got != prompts.Greeting {
		t.Fatalf("second opening request: %q", got)
	}
	h.say(id, danaPhone)
	if got := h.open(id).Content; got != prompts.AskDOB {
		t.Fatalf("mid-call request without caller words: %q", got)
	}
	if c := h.call(id); c.TurnNumber != 1 || len(c.Transcript) != 5 {
		t.Fatalf("turn %d transcript %d: a request without caller words changed state", c.TurnNumber, len(c.Transcript))
	}
	h.snapshots(id, 2)
}

func TestContinuationIsReadAfreshNotAnsweredWithTheFragmentsResult(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	h.model.SetHandler(lookupFromWords)
	id := newCallID(t)
	h.open(id)
	if got := h.say(id, "my number is four one five five five five").Content; got != prompts.InvalidPhone {
		t.Fatalf("fragment: %q", got)
	}
	if got := h.say(id, "my number is four one five five five five one oh oh nine").Content; got != prompts.AskDOB {
		t.Fatalf("continuation: %q (answered with the fragment's result?)", got)
	}
	c := h.call(id)
	if c.TurnNumber != 1 || c.Auth.Stalls != 0 || c.Auth.PendingPhone != "+14155551009" {
		t.Fatalf("turn %d stalls %d pending %q", c.TurnNumber, c.Auth.Stalls, c.Auth.PendingPhone)
	}
}

func TestDeadModelDoesNotStallTheCallerOut(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	h.model.SetHandler(func(fakellm.Request) fakellm.Reply { return fakellm.Down() })
	id := newCallID(t)
	h.open(id)
	for i := 0; i < 6; i++ {
		if got := h.say(id, "uh, sorry, which number do you mean "+strings.Repeat("exactly ", i)).Content; got != prompts.AuthFallbackPhone {
			t.Fatalf("turn %d: %q", i+1, got)
		}
	}
	c := h.call(id)
	if c.Ended != "" || c.Auth.Stalls != 0 {
		t.Fatalf("a dead model ended the call: ended %q stalls %d", c.Ended, c.Auth.Stalls)
	}
	// The clean path needs no model and still works.
	h.say(id, danaPhone)
	if got := h.say(id, danaDOB).Content; got != prompts.Verified("Dana Whitfield") {
		t.Fatalf("verification with the model down: %q", got)
	}
}

func TestGrowingResendsEndOnTheStallCap(t *testing.T) {
	t.Parallel()
	h := newHarness(t, nil)
	h.model.SetHandler(func(fakellm.Request) fakellm.Reply { return fakellm.Text("Take your time.") })
	id := newCallID(t)
	h.open(id)
	words := "um"
	var last reply
	for i := 0; i < 30; i++ {
		last = h.say(id, words)
		words += " so"
	}
	c := h.call(id)
	if c.Ended != state.EndedStalled || !prompts.EndsCall(last.Content) {
		t.Fatalf("after 30 growing re-sends: turn %d stalls %d ended %q, last reply %q", c.TurnNumber, c.Auth.Stalls, c.Ended, last.Content)
	}
	// One model call per re-send within the budget and per stalled turn after it; none once
	// the call has ended.
	if calls := h.model.Calls(); calls > 1+turn.MaxContinuedRuns+auth.MaxStalls {
		t.Fatalf("%d model calls for one caller holding one utterance open", calls)
	}
}
