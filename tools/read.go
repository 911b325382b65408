package tools

import (
	"context"

	"claimsline/internal/memo"
	"claimsline/internal/spoken/dob"
	"claimsline/internal/spoken/phone"
)

// phoneKey and dateKey key the turn's memo of the spoken readers (see package memo).
type (
	phoneKey struct{ words, region string }
	dateKey  struct {
		order dob.Order
		words string
	}
	phoneRead struct {
		n   phone.Number
		err error
	}
	dateRead struct {
		d   dob.Date
		err error
	}
)

// ReadPhone is phone.Parse, read once per turn: the auth agent's check that an utterance is
// a number and the lookup that follows read the same words, and the reader is the costliest
// part of a verification turn.
func ReadPhone(ctx context.Context, words, region string) (phone.Number, error) {
	r := memo.Do(ctx, phoneKey{words, region}, func() phoneRead {
		n, err := phone.Parse(words, region)
		return phoneRead{n, err}
	})
	return r.n, r.err
}

// ReadDate is dates.Parse, read once per turn, for the same reason as ReadPhone. A turn
// reads dates with one parser (one order, one clock), so the order and the words are the key.
func ReadDate(ctx context.Context, dates dob.Parser, words string) (dob.Date, error) {
	r := memo.Do(ctx, dateKey{dates.Order, words}, func() dateRead {
		d, err := dates.Parse(words)
		return dateRead{d, err}
	})
	return r.d, r.err
}
