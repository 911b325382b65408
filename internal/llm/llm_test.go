package llm_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	openai "github.com/sashabaranov/go-openai"

	"claimsline/internal/admit"
	"claimsline/internal/admit/admittest"
	"claimsline/internal/fakes/fakellm"
	"claimsline/internal/llm"
	"claimsline/state"
)

func TestMessagesKeepsOnlyAnsweredCalls(t *testing.T) {
	transcript := []state.Message{
		{Role: state.RoleAssistant, Content: "Hello"},
		{Role: state.RoleUser, Content: "415"},
		{Role: state.RoleAssistant, ToolCalls: []state.ToolCall{{ID: "a", Name: "lookup_customer"}, {ID: "b", Name: "x"}}},
		{Role: state.RoleTool, ToolCallID: "a", Name: "lookup_customer", Content: `{"status":"not_found"}`},
		{Role: state.RoleTool, ToolCallID: "zzz", Content: `{"status":"orphan"}`},
		{Role: state.RoleAssistant, Content: "Say again?"},
		{Role: state.RoleUser, Content: "416"},
		// A turn cut short between proposal and result.
		{Role: state.RoleAssistant, ToolCalls: []state.ToolCall{{ID: "c", Name: "lookup_customer"}}},
		{Role: state.RoleAssistant, Content: "Sorry?"},
	}
	got := llm.Messages("sys", transcript)
	var roles []string
	for _, m := range got {
		roles = append(roles, m.Role)
		if m.Role == "tool" && m.ToolCallID != "a" {
			t.Fatalf("an orphan tool result was kept: %+v", m)
		}
	}
	want := "system assistant user assistant tool assistant user assistant"
	if joined := strings.Join(roles, " "); joined != want {
		t.Fatalf("roles %q, want %q", joined, want)
	}
	if calls := got[3].ToolCalls; len(calls) != 1 || calls[0].ID != "a" {
		t.Fatalf("assistant tool calls %+v: only the answered one may stay", calls)
	}
}

func TestStream(t *testing.T) {
	stop := errors.New("stop here")
	tests := []struct {
		name      string
		reply     fakellm.Reply
		stopAfter int // pieces handed over before onContent refuses; 0 never refuses
		content   string
		calls     string
		err       error
		abandoned int
	}{
		{name: "text word by word", reply: fakellm.Reply{Content: "Your claim is in review. Anything else?", WordsPerSecond: 1000},
			content: "Your claim is in review. Anything else?"},
		{name: "tool calls from deltas", reply: fakellm.Multi(fakellm.ToolCall("select_claim", map[string]string{"claim_id": "CLM-20417"}), fakellm.ToolCall("fetch_claims", nil)),
			calls: `select_claim {"claim_id":"CLM-20417"};fetch_claims {}`},
		{name: "the listener stops the model", reply: fakellm.Reply{Content: "one two three four", WordsPerSecond: 1000, Hold: make(chan struct{})},
			stopAfter: 2, content: "one two ", err: stop, abandoned: 1},
		{name: "model down", reply: fakellm.Down(), err: errAny},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := fakellm.New(func(fakellm.Request) fakellm.Reply { return tt.reply })
			defer m.Close()
			c := llm.New(llm.Config{BaseURL: m.URL(), APIKey: "k", Model: "fake", Timeout: 5 * time.Second})
			ctx, meter := llm.WithMeter(context.Background())
			var pieces []string
			msg, err := c.Stream(ctx, openai.ChatCompletionRequest{Messages: []openai.ChatCompletionMessage{{Role: "user", Content: "hi"}}}, func(d string) error {
				pieces = append(pieces, d)
				if tt.stopAfter > 0 && len(pieces) == tt.stopAfter {
					return stop
				}
				return nil
			})
			switch {
			case tt.err == errAny && err == nil, tt.err != errAny && !errors.Is(err, tt.err):
				t.Fatalf("err = %v, want %v", err, tt.err)
			}
			if got := strings.Join(pieces, ""); got != tt.content || msg.Content != tt.content {
				t.Errorf("pieces %q, message %q, want %q", got, msg.Content, tt.content)
			}
			var calls []string
			for _, tc := range llm.ToolCalls(msg) {
				calls = append(calls, tc.Name+" "+tc.Arguments)
			}
			if got := strings.Join(calls, ";"); got != tt.calls {
				t.Errorf("calls %q, want %q", got, tt.calls)
			}
			if meter.Calls() != 1 {
				t.Errorf("meter counted %d calls, want 1", meter.Calls())
			}
			deadline := time.Now().Add(2 * time.Second)
			for m.Abandoned() != tt.abandoned && time.Now().Before(deadline) {
				time.Sleep(5 * time.Millisecond)
			}
			if m.Abandoned() != tt.abandoned {
				t.Errorf("model saw %d abandoned requests, want %d", m.Abandoned(), tt.abandoned)
			}
		})
	}
}

// errAny stands for "some error" in a table.
var errAny = errors.New("any error")

// A turn waiting for the model is not working: the client gives up the turn's working slot
// (internal/admit) for the call, so with one slot another call's turn can start meanwhile, and
// has it back once the model has answered, for chat completions streamed or not.
func TestModelCallsGiveUpTheWorkingSlot(t *testing.T) {
	req := openai.ChatCompletionRequest{Messages: []openai.ChatCompletionMessage{{Role: "user", Content: "hi"}}}
	for _, name := range []string{"complete", "stream"} {
		t.Run(name, func(t *testing.T) {
			arrived, hold := make(chan struct{}, 1), make(chan struct{})
			// The model holds its answer until the test lets it go: the request is in flight.
			m := fakellm.New(func(fakellm.Request) fakellm.Reply {
				arrived <- struct{}{}
				<-hold
				return fakellm.Text("Hello there.")
			})
			defer m.Close()
			c := llm.New(llm.Config{BaseURL: m.URL(), APIKey: "k", Model: "fake", Timeout: 5 * time.Second})
			workers := admit.New(1)
			slot, err := workers.Enter(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			defer slot.Leave()
			ctx := admit.With(context.Background(), slot)
			done := make(chan error)
			go func() {
				var err error
				if name == "stream" {
					_, err = c.Stream(ctx, req, nil)
				} else {
					_, err = c.Complete(ctx, req)
				}
				done <- err
			}()
			<-arrived
			if !admittest.Free(workers) {
				t.Error("the slot stayed taken while the model was asked")
			}
			close(hold)
			if err := <-done; err != nil {
				t.Fatal(err)
			}
			if admittest.Free(workers) {
				t.Error("the slot was not taken back when the model answered")
			}
		})
	}
}
