package memo

import (
	"context"
	"testing"
)

type keyA string
type keyB string

func TestDo(t *testing.T) {
	tests := []struct {
		name      string
		withMemo  bool
		keys      []any
		wantCalls int
	}{
		{name: "no memo: every call runs", withMemo: false, keys: []any{keyA("x"), keyA("x")}, wantCalls: 2},
		{name: "same key runs once", withMemo: true, keys: []any{keyA("x"), keyA("x"), keyA("x")}, wantCalls: 1},
		{name: "different keys each run", withMemo: true, keys: []any{keyA("x"), keyA("y")}, wantCalls: 2},
		{name: "same text, different key types do not collide", withMemo: true, keys: []any{keyA("x"), keyB("x")}, wantCalls: 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			if tt.withMemo {
				ctx = With(ctx)
			}
			calls := 0
			for _, k := range tt.keys {
				var got string
				switch k := k.(type) {
				case keyA:
					got = Do(ctx, k, func() string { calls++; return "a:" + string(k) })
					if got != "a:"+string(k) {
						t.Fatalf("Do(%v) = %q", k, got)
					}
				case keyB:
					got = Do(ctx, k, func() string { calls++; return "b:" + string(k) })
					if got != "b:"+string(k) {
						t.Fatalf("Do(%v) = %q", k, got)
					}
				}
			}
			if calls != tt.wantCalls {
				t.Errorf("f ran %d times, want %d", calls, tt.wantCalls)
			}
		})
	}
}

func TestMemoDiesWithItsContext(t *testing.T) {
	calls := 0
	f := func() int { calls++; return 1 }
	Do(With(context.Background()), keyA("x"), f)
	Do(With(context.Background()), keyA("x"), f)
	if calls != 2 {
		t.Errorf("two turns ran f %d times, want 2: a memo must not outlive its turn", calls)
	}
}
