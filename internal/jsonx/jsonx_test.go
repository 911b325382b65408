package jsonx

import (
	"encoding/json"
	"testing"
)

// strings json.Marshal escapes in each of its ways, and some it leaves alone.
var samples = []string{
	"", "plain words", `she said "yes"`, `back\slash`, "<b>&amp;</b>", "tab\tnew\nline\rcr",
	"\b\f\x00\x01\x1f\x7f", "café, naïve, 日本語", "\u2028 and \u2029", "bad \xff utf-8 \xc3",
	"emoji 🎉 pair", "\xed\xa0\x80 surrogate half", "ends mid-rune \xe2\x82",
}

func TestAppendStringIsEncodingJSON(t *testing.T) {
	for _, s := range samples {
		want, _ := json.Marshal(s)
		if got := AppendString(nil, s); string(got) != string(want) {
			t.Errorf("AppendString(%q) = %s, json.Marshal %s", s, got, want)
		}
	}
}

func TestObjectIsEncodingJSON(t *testing.T) {
	type doc struct {
		A string `json:"a"`
		B int64  `json:"b"`
		C bool   `json:"c"`
	}
	want, _ := json.Marshal(doc{A: "x<y", B: -42, C: true})
	o := Open(nil)
	o.String("a", "x<y")
	o.Int("b", -42)
	o.Bool("c", true)
	if got := o.Close(); string(got) != string(want) {
		t.Errorf("Object = %s, json.Marshal %s", got, want)
	}
	if got := Open(nil); string(got.Close()) != "{}" {
		t.Errorf("empty Object = %s", got.Close())
	}
}

func FuzzAppendString(f *testing.F) {
	for _, s := range samples {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want, _ := json.Marshal(s)
		if got := AppendString(nil, s); string(got) != string(want) {
			t.Errorf("AppendString(%q) = %s, json.Marshal %s", s, got, want)
		}
	})
}
