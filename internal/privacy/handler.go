package privacy

import (
	"context"
	"fmt"
	"log/slog"
)

// safeKeys are attributes whose values are the service's own vocabulary or identifiers, never
// caller input, and which an operator needs whole (a Vapi call id may contain digits).
var safeKeys = map[string]bool{
	"call_id": true, "nodes": true, "outcome": true, "intent": true, "ended_reason": true,
	"reason": true, "path": true, "model": true, "url": true, "debounce": true, "os_user": true,
	"mode": true, "retention": true, "older_than": true,
}

// handler masks every message and every text attribute before the wrapped handler sees it.
type handler struct{ inner slog.Handler }

// NewHandler wraps h so that no log line can carry a verification factor: the message and
// every string, error or other non-numeric attribute go through Mask, whoever logs them and
// at whatever level. Masking at the handler, not at each call site, is what makes a line
// added tomorrow as safe as the turn log. Wrapping twice is a no-op.
func NewHandler(h slog.Handler) slog.Handler {
	if _, ok := h.(*handler); ok {
		return h
	}
	return &handler{inner: h}
}

// Logger returns log with its handler wrapped by NewHandler.
func Logger(log *slog.Logger) *slog.Logger {
	if _, ok := log.Handler().(*handler); ok {
		return log
	}
	return slog.New(NewHandler(log.Handler()))
}

func (h *handler) Enabled(ctx context.Context, l slog.Level) bool { return h.inner.Enabled(ctx, l) }

func (h *handler) Handle(ctx context.Context, r slog.Record) error {
	out := slog.NewRecord(r.Time, r.Level, Mask(r.Message), r.PC)
	r.Attrs(func(a slog.Attr) bool {
		out.AddAttrs(maskAttr(a))
		return true
	})
	if err := h.inner.Handle(ctx, out); err != nil {
		return fmt.Errorf("privacy: %w", err)
	}
	return nil
}

func (h *handler) WithAttrs(as []slog.Attr) slog.Handler {
	masked := make([]slog.Attr, len(as))
	for i, a := range as {
		masked[i] = maskAttr(a)
	}
	return &handler{inner: h.inner.WithAttrs(masked)}
}

func (h *handler) WithGroup(name string) slog.Handler {
	return &handler{inner: h.inner.WithGroup(name)}
}

func maskAttr(a slog.Attr) slog.Attr {
	v := a.Value.Resolve()
	switch v.Kind() {
	case slog.KindGroup:
		group := v.Group()
		masked := make([]any, len(group))
		for i, g := range group {
			masked[i] = maskAttr(g)
		}
		return slog.Group(a.Key, masked...)
	case slog.KindString:
		if safeKeys[a.Key] {
			return slog.Attr{Key: a.Key, Value: v}
		}
		return slog.String(a.Key, Mask(v.String()))
	case slog.KindAny:
		if safeKeys[a.Key] {
			return slog.Attr{Key: a.Key, Value: v}
		}
		// Errors, stringers and anything else are printed, then masked: an error is where
		// input is most often quoted.
		return slog.String(a.Key, Mask(fmt.Sprint(v.Any())))
	}
	// Numbers, booleans, durations and times are the service's own measurements.
	return slog.Attr{Key: a.Key, Value: v}
}
