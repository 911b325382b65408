// Package config reads the service's configuration from the environment and checks all of it
// at start-up, so a bad value stops the process with a message naming the variable instead
// of failing on the first live call.
package config

import (
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/nyaruka/phonenumbers"

	"claimsline/internal/spoken/dob"
)

// DefaultModel is the chat model used when LLM_MODEL is unset.
const DefaultModel = "gpt-4o-mini"

// DefaultDatabaseURL is the local Postgres used when DATABASE_URL is unset.
const DefaultDatabaseURL = "postgres://postgres@127.0.0.1:5432/claimsline?sslmode=disable"

// Config is the whole configuration.
type Config struct {
	Port int
	// Host is the address to listen on; empty means every interface.
	Host     string
	RedisURL string // empty: an in-process Redis
	// RedisCluster reads REDIS_URL as a cluster URL (extra nodes as ?addr=host:port); every
	// key of a call carries one hash tag, so the same scripts run on a cluster.
	RedisCluster      bool
	DatabaseURL       string
	DatabaseDefaulted bool
	OpenAIKey         string
	OpenAIBaseURL     string
	Model             string
	// EmbeddingModel, if set, reranks knowledge-base results by meaning.
	EmbeddingModel string
	VapiSecret     string
	ChatAPIKey     string
	Debounce       time.Duration
	ModelTimeout   time.Duration
	TurnBudget     time.Duration
	LockWait       time.Duration
	LockTTL        time.Duration
	StateTTL       time.Duration
	PhoneRegion    string
	DOBOrder       dob.Order
	TransferNumber string
	SnapshotQueue  int
	// TurnWorkers bounds the turns working at once (see internal/admit); 0 means
	// DefaultTurnWorkers per CPU the Go runtime may use.
	TurnWorkers int
	LogLevel    slog.Level
	// RequireModel refuses to start without OPENAI_API_KEY instead of running the offline
	// stand-in: production sets it, so a forgotten key stops a rollout, not every caller.
	RequireModel bool
	// Retention is how long a call's words (snapshots, transcripts, summaries) are kept after
	// it ended; `claimsline purge` removes what is older.
	Retention time.Duration
	// BookingHMACKey signs booking slot tokens. serve requires it; the demo and tests, which
	// never need a token to outlive the process, use a random one when it is unset.
	BookingHMACKey string
	// OfficeTZ is the office's time zone: the clock a caller's "tomorrow" is read on.
	OfficeTZ *time.Location
}

// DefaultOpenAIBaseURL is OPENAI_BASE_URL's default, OpenAI's own API, which needs a key.
const DefaultOpenAIBaseURL = "https://api.openai.com/v1"

// Offline reports whether no model is configured: no OPENAI_API_KEY for OpenAI's own API. (A
// keyless OPENAI_BASE_URL of your own, a local model server, is a model.) The service then
// runs the offline stand-in and says so.
func (c Config) Offline() bool {
	return c.OpenAIKey == "" && strings.TrimRight(c.OpenAIBaseURL, "/") == DefaultOpenAIBaseURL
}

// DefaultRetention is RETENTION's default: 90 days.
const DefaultRetention = 90 * 24 * time.Hour

// ParseAge reads an age such as "90d", "12h" or "1h30m": Go's durations plus whole days,
// from one hour to ten years. Retention is thought of in days; a typo that would purge
// everything (0, "5m") is refused.
func ParseAge(v string) (time.Duration, error) {
	v = strings.TrimSpace(v)
	var d time.Duration
	if days, ok := strings.CutSuffix(v, "d"); ok {
		n, err := strconv.Atoi(days)
		if err != nil {
			return 0, fmt.Errorf("%q is not an age: want whole days like 90d or a duration like 36h", v)
		}
		d = time.Duration(n) * 24 * time.Hour
	} else {
		var err error
		if d, err = time.ParseDuration(v); err != nil {
			return 0, fmt.Errorf("%q is not an age: want whole days like 90d or a duration like 36h", v)
		}
	}
	if d < time.Hour || d > 3650*24*time.Hour {
		return 0, fmt.Errorf("%q is out of range: want from 1h to 3650d", v)
	}
	return d, nil
}

// minHMACKey is the shortest BOOKING_HMAC_KEY accepted: a short key is a guessable one.
const minHMACKey = 32

// Load reads the configuration through getenv (os.Getenv in production).
func Load(getenv func(string) string) (Config, error) {
	r := reader{getenv: getenv}
	c := Config{
		Port:           r.int("PORT", 8080, 1, 65535),
		Host:           r.str("HOST", ""),
		RedisURL:       r.url("REDIS_URL", "", "redis", "rediss", "unix"),
		DatabaseURL:    r.url("DATABASE_URL", DefaultDatabaseURL, "postgres", "postgresql"),
		OpenAIKey:      r.str("OPENAI_API_KEY", ""),
		OpenAIBaseURL:  r.url("OPENAI_BASE_URL", DefaultOpenAIBaseURL, "http", "https"),
		Model:          r.str("LLM_MODEL", DefaultModel),
		EmbeddingModel: r.str("EMBEDDING_MODEL", ""),
		VapiSecret:     r.str("VAPI_SECRET", ""),
		ChatAPIKey:     r.str("CHAT_API_KEY", ""),
		Debounce:       r.duration("DEBOUNCE", 400*time.Millisecond, 0, 5*time.Second),
		ModelTimeout:   r.duration("MODEL_TIMEOUT", 6*time.Second, 100*time.Millisecond, 15*time.Second),
		TurnBudget:     r.duration("TURN_BUDGET", 12*time.Second, time.Second, 17*time.Second),
		LockWait:       r.duration("LOCK_WAIT", 6*time.Second, 10*time.Millisecond, 10*time.Second),
		// The lock is a lease its holder renews every quarter of it, so a dead replica holds
		// its calls this long and no longer, however long a turn may run.
		LockTTL:        r.duration("LOCK_TTL", 2*time.Second, 100*time.Millisecond, time.Minute),
		StateTTL:       r.duration("STATE_TTL", 6*time.Hour, time.Minute, 7*24*time.Hour),
		PhoneRegion:    strings.ToUpper(r.str("PHONE_REGION", "US")),
		TransferNumber: r.str("TRANSFER_NUMBER", ""),
		SnapshotQueue:  r.int("SNAPSHOT_QUEUE", 1024, 1, 1<<20),
		TurnWorkers:    r.int("TURN_WORKERS", 0, 0, 1<<16),
		BookingHMACKey: r.str("BOOKING_HMAC_KEY", ""),
	}
	if k := c.BookingHMACKey; k != "" && len(k) < minHMACKey {
		r.errs = append(r.errs, fmt.Errorf("BOOKING_HMAC_KEY is %d characters: want at least %d (for example: openssl rand -hex 32)", len(k), minHMACKey))
	}
	tz := r.str("OFFICE_TZ", "America/New_York")
	loc, err := time.LoadLocation(tz)
	if err != nil {
		r.fail("OFFICE_TZ", tz, "an IANA time zone such as America/New_York")
		loc = time.UTC
	}
	c.OfficeTZ = loc
	c.DatabaseDefaulted = getenv("DATABASE_URL") == ""
	c.Retention = DefaultRetention
	if v := r.str("RETENTION", ""); v != "" {
		d, err := ParseAge(v)
		if err != nil {
			r.errs = append(r.errs, fmt.Errorf("RETENTION: %w", err))
		}
		c.Retention = d
	}
	switch v := strings.ToLower(r.str("REDIS_CLUSTER", "false")); v {
	case "true", "1", "yes":
		c.RedisCluster = true
	case "false", "0", "no":
	default:
		r.fail("REDIS_CLUSTER", v, "true or false")
	}
	switch v := strings.ToLower(r.str("REQUIRE_MODEL", "false")); v {
	case "true", "1", "yes":
		c.RequireModel = true
		if c.OpenAIKey == "" {
			r.errs = append(r.errs, errors.New("REQUIRE_MODEL=true but OPENAI_API_KEY is unset: set OPENAI_API_KEY to the model's key "+
				"(or REQUIRE_MODEL=false to run the offline stand-in, which is not a real model)"))
		}
	case "false", "0", "no":
	default:
		r.fail("REQUIRE_MODEL", v, "true or false")
	}
	if c.RedisCluster && c.RedisURL == "" {
		r.errs = append(r.errs, errors.New("REDIS_CLUSTER=true needs REDIS_URL"))
	}
	switch order := strings.ToLower(r.str("DOB_ORDER", "mdy")); order {
	case "mdy":
		c.DOBOrder = dob.MDY
	case "dmy":
		c.DOBOrder = dob.DMY
	case "ymd":
		c.DOBOrder = dob.YMD
	default:
		r.fail("DOB_ORDER", order, "one of mdy, dmy, ymd")
	}
	if err := c.LogLevel.UnmarshalText([]byte(r.str("LOG_LEVEL", "info"))); err != nil {
		r.fail("LOG_LEVEL", getenv("LOG_LEVEL"), "debug, info, warn or error")
	}
	if phonenumbers.GetCountryCodeForRegion(c.PhoneRegion) == 0 {
		r.fail("PHONE_REGION", c.PhoneRegion, "a two-letter region such as US or GB")
	}
	if c.TransferNumber != "" {
		n, err := phonenumbers.Parse(c.TransferNumber, c.PhoneRegion)
		if err != nil || !phonenumbers.IsValidNumber(n) {
			r.fail("TRANSFER_NUMBER", c.TransferNumber, "a valid phone number, ideally E.164 like +14155550100")
		} else {
			c.TransferNumber = phonenumbers.Format(n, phonenumbers.E164)
		}
	}
	if c.ModelTimeout >= c.TurnBudget {
		r.errs = append(r.errs, fmt.Errorf("MODEL_TIMEOUT (%s) must be shorter than TURN_BUDGET (%s)", c.ModelTimeout, c.TurnBudget))
	}
	return c, errors.Join(r.errs...)
}

type reader struct {
	getenv func(string) string
	errs   []error
}

func (r *reader) fail(name, value, want string) {
	r.errs = append(r.errs, fmt.Errorf("%s=%q is invalid: want %s", name, value, want))
}

func (r *reader) str(name, dflt string) string {
	if v := strings.TrimSpace(r.getenv(name)); v != "" {
		return v
	}
	return dflt
}

func (r *reader) int(name string, dflt, lo, hi int) int {
	v := r.str(name, "")
	if v == "" {
		return dflt
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < lo || n > hi {
		r.fail(name, v, fmt.Sprintf("a whole number from %d to %d", lo, hi))
		return dflt
	}
	return n
}

func (r *reader) duration(name string, dflt, lo, hi time.Duration) time.Duration {
	v := r.str(name, "")
	if v == "" {
		return dflt
	}
	d, err := time.ParseDuration(v)
	if err != nil || d < lo || d > hi {
		r.fail(name, v, fmt.Sprintf("a duration like 400ms from %s to %s", lo, hi))
		return dflt
	}
	return d
}

func (r *reader) url(name, dflt string, schemes ...string) string {
	v := r.str(name, dflt)
	if v == "" {
		return ""
	}
	u, err := url.Parse(v)
	if err != nil || u.Scheme == "" {
		r.fail(name, redact(v), "a URL with scheme "+strings.Join(schemes, ", "))
		return v
	}
	for _, s := range schemes {
		if u.Scheme == s {
			return v
		}
	}
	r.fail(name, redact(v), "a URL with scheme "+strings.Join(schemes, ", "))
	return v
}

// redact hides a password in a URL before it is printed.
func redact(v string) string {
	u, err := url.Parse(v)
	if err != nil {
		return "(unparseable)"
	}
	return u.Redacted()
}
