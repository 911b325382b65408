package tools

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
)

// TokenTTL is how long an offered slot may be booked after it was offered.
const TokenTTL = 15 * time.Minute

// tokenVersion is written into every token so a change of fields cannot be misread.
const tokenVersion = 1

// SlotToken is everything a booking write needs, as offered: the embedding of one slot that
// code holds and the model never sees. It is bound to the call, the caller and the claim it
// was offered for, and records the live counts at that start so the write can be refused if
// anything changed since.
type SlotToken struct {
	V            int    `json:"v"`
	CallID       string `json:"call"`
	CustomerID   string `json:"cust"`
	ClaimID      string `json:"claim"`
	AdjusterID   string `json:"adj"`
	AdjusterName string `json:"adj_name"`
	TimeZone     string `json:"tz"`
	Start        int64  `json:"start"`
	DurationMin  int    `json:"dur"`
	Column       int    `json:"col"`
	// ColumnBooked, SameStartBooked and SameStartCapacity are the counts the slot was
	// offered on: the compare half of the compare-and-swap.
	ColumnBooked      int    `json:"col_booked"`
	SameStartBooked   int    `json:"same_booked"`
	SameStartCapacity int    `json:"same_cap"`
	Reference         string `json:"ref"`
	IssuedAt          int64  `json:"iat"`
	Expires           int64  `json:"exp"`
}

// Token errors. Each is a refusal; none writes anything.
var (
	ErrTokenTampered = errors.New("tools: token signature does not match")
	ErrTokenExpired  = errors.New("tools: token expired")
)

// Seal encodes a token as base64 and signs it with HMAC-SHA256 under key.
func Seal(key []byte, t SlotToken) string {
	raw, _ := json.Marshal(t)
	body := base64.RawURLEncoding.EncodeToString(raw)
	return body + "." + base64.RawURLEncoding.EncodeToString(sign(key, body))
}

// Unseal checks a token's signature and expiry at now and returns its fields. A token whose
// any byte changed fails the signature.
func Unseal(key []byte, token string, now time.Time) (SlotToken, error) {
	var t SlotToken
	body, sig, ok := strings.Cut(token, ".")
	got, err := base64.RawURLEncoding.DecodeString(sig)
	if !ok || err != nil || !hmac.Equal(got, sign(key, body)) {
		return t, ErrTokenTampered
	}
	raw, err := base64.RawURLEncoding.DecodeString(body)
	if err != nil {
		return t, ErrTokenTampered
	}
	if err := json.Unmarshal(raw, &t); err != nil || t.V != tokenVersion {
		return t, fmt.Errorf("%w: unreadable body", ErrTokenTampered)
	}
	if now.Unix() >= t.Expires {
		return t, ErrTokenExpired
	}
	return t, nil
}

func sign(key []byte, body string) []byte {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(body))
	return m.Sum(nil)
}

// RequestID is a booking write's own key, derived from the token that asked for it: the
// write can be looked for afterwards, and the same token can never book twice.
func RequestID(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:16])
}
