package checkpoint_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"testing"
	"time"

	"claimsline/internal/checkpoint"
	"claimsline/state"
)

// BenchmarkTurnRoundTrips measures the checkpoint's share of every turn against a real
// Redis: Next (INCR+PEXPIRE pipelined), Acquire (one script: supersession check, lock,
// read), Load (decode), Save (one script: compare-and-set, release). One op is one turn's
// worth, three round trips, on a call whose state has grown to the given number of
// transcript messages, because the checkpoint is rewritten whole every turn and its cost
// grows with the call.
func BenchmarkTurnRoundTrips(b *testing.B) {
	rdb := client(b)
	ctx := context.Background()
	s := checkpoint.New(rdb, checkpoint.Options{StateTTL: time.Minute, LockTTL: 5 * time.Second})

	for _, messages := range []int{0, 12, 60} {
		b.Run(fmt.Sprintf("transcript=%d", messages), func(b *testing.B) {
			id := benchCallID()
			call := state.New(id)
			for i := range messages {
				role := state.RoleUser
				if i%2 == 1 {
					role = state.RoleAssistant
				}
				call.Transcript = append(call.Transcript, state.Message{
					Role: role, Turn: i / 2,
					Content: "Your claim CLM-20417 is in review with your adjuster, Priya Raman; we still need the repair estimate.",
				})
			}
			b.ReportAllocs()
			b.ResetTimer()
			for range b.N {
				seq, err := s.Next(ctx, id, "")
				if err != nil {
					b.Fatal(err)
				}
				l, err := s.Acquire(ctx, id, seq, time.Second)
				if err != nil {
					b.Fatal(err)
				}
				got, _, err := l.Load()
				if err != nil {
					b.Fatal(err)
				}
				if len(got.Transcript) == 0 {
					got = call // the first op stores the prepared state
				}
				got.TurnNumber++
				raw, err := checkpoint.Encode(got)
				if err != nil {
					b.Fatal(err)
				}
				if err := s.Save(ctx, l, raw, true); err != nil {
					b.Fatal(err)
				}
			}
			b.StopTimer()
			_ = rdb.Del(ctx, checkpoint.KeysFor(id).Seq, checkpoint.KeysFor(id).State, checkpoint.KeysFor(id).Rev).Err()
		})
	}
}

// benchCallID names a fresh call, so runs never share keys with each other or with tests.
func benchCallID() string {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return "ckpt-bench-" + hex.EncodeToString(b[:])
}
