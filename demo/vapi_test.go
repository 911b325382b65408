package demo

import (
	"strings"
	"testing"
)

// TestReadStream checks the demo's Vapi side refuses every stream Vapi would choke on, so a
// demo that passes proves the service's replies are ones Vapi can speak.
func TestReadStream(t *testing.T) {
	t.Parallel()
	const (
		role  = `data: {"id":"x-1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"role":"assistant"},"finish_reason":null}]}` + "\n\n"
		hello = `data: {"id":"x-1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"Hello"},"finish_reason":null}]}` + "\n\n"
		stop  = `data: {"id":"x-1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}` + "\n\n"
		done  = "data: [DONE]\n\n"
	)
	tests := []struct {
		name, stream, want, wantErr string
		superseded                  bool
	}{
		{name: "well formed", stream: role + hello + stop + done, want: "Hello"},
		{name: "superseded", stream: strings.ReplaceAll(role+stop, `"x-1"`, `"x-1-superseded"`) + done, superseded: true},
		{name: "comments and blank lines", stream: ": keep-alive\n\n" + role + hello + stop + done, want: "Hello"},
		{name: "no choices", stream: role + `data: {"id":"x-1","object":"chat.completion.chunk"}` + "\n\n" + stop + done, wantErr: "without a choices array"},
		{name: "wrong object", stream: strings.Replace(role, "chat.completion.chunk", "chat.completion", 1) + stop + done, wantErr: "want chat.completion.chunk"},
		{name: "not JSON", stream: "data: {nope\n\n", wantErr: "not JSON"},
		{name: "no role", stream: hello + stop + done, wantErr: "assistant role"},
		{name: "no stop", stream: role + hello + done, wantErr: `"stop"`},
		{name: "no done", stream: role + hello + stop, wantErr: "[DONE]"},
		{name: "empty", stream: "", wantErr: "no chunks"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a, err := readStream(strings.NewReader(tc.stream))
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err = %v, want it to mention %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if a.Content != tc.want || a.Superseded != tc.superseded {
				t.Errorf("got %+v, want content %q superseded %v", a, tc.want, tc.superseded)
			}
		})
	}
}
