package privacy

import (
	"bytes"
	"errors"
	"log/slog"
	"strings"
	"testing"
)

func TestHandlerMasksEveryTextAttribute(t *testing.T) {
	var buf bytes.Buffer
	// No timestamp: its nanoseconds hold any three digits by chance ("...164158593Z" holds
	// "415"), and the test is about the caller's words, not the log's clock.
	noTime := func(groups []string, a slog.Attr) slog.Attr {
		if len(groups) == 0 && a.Key == slog.TimeKey {
			return slog.Attr{}
		}
		return a
	}
	log := Logger(slog.New(slog.NewJSONHandler(&buf, &slog.HandlerOptions{Level: slog.LevelDebug, ReplaceAttr: noTime})))
	log = Logger(log) // wrapping twice changes nothing
	log.With("heard", "born March 14th 1985").WithGroup("g").Debug("caller said 415 555 1009",
		"utterance", "my number is four one five five five five one oh oh nine",
		"err", errors.New(`dob: "3/14/85" is not a date`),
		"call_id", "call-4155551009", "turn", 3,
		slog.Group("inner", "text", "fourteenth of march"))
	out := buf.String()
	for _, secret := range []string{"415", "1009", "four one five", "oh oh nine", "1985", "March", "march", "3/14", "fourteenth"} {
		if strings.Contains(strings.ReplaceAll(out, "call-4155551009", ""), secret) {
			t.Errorf("log line holds %q: %s", secret, out)
		}
	}
	for _, kept := range []string{`"call_id":"call-4155551009"`, `"turn":3`, `[phone]`, `[date]`, `"msg":"caller said [phone]"`} {
		if !strings.Contains(out, kept) {
			t.Errorf("log line lost %s: %s", kept, out)
		}
	}
	if strings.Count(out, "\n") != 1 {
		t.Fatalf("want one line, got %q", out)
	}
}
