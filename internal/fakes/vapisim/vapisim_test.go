package vapisim_test

import (
	"strings"
	"testing"

	"claimsline/internal/fakes/vapisim"
)

// TestParseSSE checks the reader refuses every stream Vapi would choke on, so a demo, a load
// run or a test that passes proves the service's replies are ones Vapi can speak.
func TestParseSSE(t *testing.T) {
	const (
		role  = `data: {"id":"x-1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"role":"assistant"},"finish_reason":null}]}` + "\n\n"
		hello = `data: {"id":"x-1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"Hello"},"finish_reason":null}]}` + "\n\n"
		stop  = `data: {"id":"x-1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}` + "\n\n"
		done  = "data: [DONE]\n\n"
	)
	tests := []struct {
		name, stream, want, wantErr string
	}{
		{name: "well formed", stream: role + hello + stop + done, want: "Hello"},
		{name: "superseded: no content", stream: role + stop + done, want: ""},
		{name: "comments", stream: ": keep-alive\n\n" + role + hello + stop + done, want: "Hello"},
		{name: "no choices", stream: role + `data: {"id":"x-1","object":"chat.completion.chunk"}` + "\n\n" + stop + done, wantErr: "one choice"},
		{name: "wrong object", stream: strings.Replace(role, "chat.completion.chunk", "chat.completion", 1) + stop + done, wantErr: "one choice"},
		{name: "not JSON", stream: role + "data: {nope\n\n" + stop + done, wantErr: "not JSON"},
		{name: "no role", stream: hello + stop + done, wantErr: "assistant role"},
		{name: "no stop", stream: role + hello + done, wantErr: "stop"},
		{name: "stops early", stream: role + stop + hello + done, wantErr: "finishes early"},
		{name: "two ids", stream: role + strings.ReplaceAll(hello, "x-1", "x-2") + stop + done, wantErr: "has id"},
		{name: "no done", stream: role + hello + stop, wantErr: "[DONE]"},
		{name: "empty", stream: "", wantErr: "blank line"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, got, err := vapisim.ParseSSE([]byte(tc.stream))
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err = %v, want it to mention %q", err, tc.wantErr)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Fatalf("got %q, %v; want %q", got, err, tc.want)
			}
		})
	}
}

func TestParseJSON(t *testing.T) {
	good := `{"id":"c-1","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"Hi"},"finish_reason":"stop"}]}`
	if id, content, err := vapisim.ParseJSON([]byte(good)); err != nil || id != "c-1" || content != "Hi" {
		t.Fatalf("%q %q %v", id, content, err)
	}
	for _, bad := range []string{`{}`, `nope`, strings.Replace(good, `"stop"`, `"length"`, 1), strings.Replace(good, `"c-1"`, `""`, 1)} {
		if _, _, err := vapisim.ParseJSON([]byte(bad)); err == nil {
			t.Errorf("ParseJSON(%q) accepted", bad)
		}
	}
}
