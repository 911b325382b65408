package transport

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestPresented(t *testing.T) {
	cases := []struct {
		header string
		want   bool
	}{
		{"Bearer sk-1", true},
		{"bearer sk-1", true},
		{"sk-1", true},
		{"  Bearer   sk-1 ", true},
		{"Bearer sk-2", false},
		{"Basic sk-1", false},
		{"", false},
		{"Bearer ", false},
	}
	for _, tc := range cases {
		if got := presented(tc.header, "sk-1"); got != tc.want {
			t.Errorf("presented(%q) = %v, want %v", tc.header, got, tc.want)
		}
	}
}

func TestContent(t *testing.T) {
	cases := []struct {
		raw     string
		want    string
		wantErr string
	}{
		{`"four one five"`, "four one five", ""},
		{`"  spaced \n  out  "`, "spaced out", ""},
		{`[{"type":"text","text":"four"},{"type":"image_url","image_url":{}},{"type":"text","text":"one"}]`, "four one", ""},
		{`null`, "", ""},
		{`42`, "", "string or an array"},
		{`"bell\u0007"`, "", "binary"},
		{`"` + strings.Repeat("a", maxUtterance+1) + `"`, "", "longer than"},
	}
	for _, tc := range cases {
		got, err := content(json.RawMessage(tc.raw))
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("content(%.30q) err = %v, want %q", tc.raw, err, tc.wantErr)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("content(%.30q) = %q, %v; want %q", tc.raw, got, err, tc.want)
		}
	}
}

func TestTurnRequestReadsVapisShapes(t *testing.T) {
	body := `{"messages":[{"role":"system","content":"x"},{"role":"assistant","content":"hi"},{"role":"user","content":"my number"}],
		"call":{"id":"c-1","monitor":{"controlUrl":"https://ctl"},"customer":{"number":"+1"}},"customer":{"number":"+14155550100"}}`
	var b chatRequest
	if err := json.Unmarshal([]byte(body), &b); err != nil {
		t.Fatal(err)
	}
	req, err := b.turn()
	if err != nil {
		t.Fatal(err)
	}
	if req.CallID != "c-1" || req.Utterance != "my number" || req.Opening || req.ControlURL != "https://ctl" || req.CallerNumber != "+14155550100" {
		t.Fatalf("%+v", req)
	}
	b.Messages = b.Messages[:2]
	if req, _ := b.turn(); !req.Opening {
		t.Fatal("a body ending in an assistant message is the opening-line request")
	}
	b.Call.ID = "bad}{id"
	if _, err := b.turn(); err == nil {
		t.Fatal("a call id that would break the Redis hash tag was accepted")
	}
}
