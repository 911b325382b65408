package config_test

import (
	"strings"
	"testing"
	"time"

	"claimsline/internal/config"
)

func env(vars map[string]string) func(string) string { return func(k string) string { return vars[k] } }

func TestDefaults(t *testing.T) {
	c, err := config.Load(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.Port != 8080 || c.Debounce != 400*time.Millisecond || c.RedisURL != "" || c.DatabaseURL != config.DefaultDatabaseURL ||
		!c.DatabaseDefaulted || c.PhoneRegion != "US" || c.LockTTL != 2*time.Second {
		t.Fatalf("%+v", c)
	}
}

func TestBadValuesNameTheVariable(t *testing.T) {
	cases := map[string]string{
		"PORT":             "eighty",
		"DEBOUNCE":         "forever",
		"REDIS_URL":        "localhost:6379",
		"DATABASE_URL":     "mysql://x",
		"OPENAI_BASE_URL":  "ftp://x",
		"PHONE_REGION":     "ZZ",
		"DOB_ORDER":        "dym",
		"TRANSFER_NUMBER":  "12",
		"LOG_LEVEL":        "loud",
		"MODEL_TIMEOUT":    "1h",
		"RETENTION":        "0d",
		"BOOKING_HMAC_KEY": "short",
		"OFFICE_TZ":        "Mars/Olympus_Mons",
		"TURN_WORKERS":     "-3",
	}
	for name, value := range cases {
		_, err := config.Load(env(map[string]string{name: value}))
		if err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("%s=%q: err %v does not name the variable", name, value, err)
		}
	}
	_, err := config.Load(env(map[string]string{"MODEL_TIMEOUT": "10s", "TURN_BUDGET": "5s"}))
	if err == nil || !strings.Contains(err.Error(), "TURN_BUDGET") {
		t.Errorf("model timeout past the turn budget: %v", err)
	}
	_, err = config.Load(env(map[string]string{"DATABASE_URL": "postgres://u:hunter2@h/db", "PORT": "x"}))
	if err != nil && strings.Contains(err.Error(), "hunter2") {
		t.Errorf("a password reached an error message: %v", err)
	}
}

func TestBookingSettings(t *testing.T) {
	c, err := config.Load(env(nil))
	if err != nil || c.OfficeTZ.String() != "America/New_York" || c.BookingHMACKey != "" {
		t.Fatalf("defaults: %v %v", c.OfficeTZ, err)
	}
	key := strings.Repeat("k", 32)
	c, err = config.Load(env(map[string]string{"OFFICE_TZ": "America/Chicago", "BOOKING_HMAC_KEY": key}))
	if err != nil || c.OfficeTZ.String() != "America/Chicago" || c.BookingHMACKey != key {
		t.Fatalf("set: %v %v", c.OfficeTZ, err)
	}
}

func TestTransferNumberIsNormalised(t *testing.T) {
	c, err := config.Load(env(map[string]string{"TRANSFER_NUMBER": "(415) 555-0100"}))
	if err != nil || c.TransferNumber != "+14155550100" {
		t.Fatalf("%q %v", c.TransferNumber, err)
	}
}

func TestRetention(t *testing.T) {
	cases := []struct {
		value string
		want  time.Duration
		bad   bool
	}{
		{"", config.DefaultRetention, false},
		{"30d", 30 * 24 * time.Hour, false},
		{"36h", 36 * time.Hour, false},
		{"5m", 0, true},
		{"-3d", 0, true},
		{"ninety days", 0, true},
	}
	for _, tc := range cases {
		c, err := config.Load(env(map[string]string{"RETENTION": tc.value}))
		if tc.bad {
			if err == nil || !strings.Contains(err.Error(), "RETENTION") {
				t.Errorf("RETENTION=%q: err %v", tc.value, err)
			}
			continue
		}
		if err != nil || c.Retention != tc.want {
			t.Errorf("RETENTION=%q: %v %v", tc.value, c.Retention, err)
		}
	}
}

func TestRequireModel(t *testing.T) {
	cases := []struct {
		vars    map[string]string
		offline bool
		err     string
	}{
		{map[string]string{}, true, ""},
		{map[string]string{"OPENAI_API_KEY": "sk-x"}, false, ""},
		{map[string]string{"OPENAI_BASE_URL": "http://127.0.0.1:11434/v1"}, false, ""},
		{map[string]string{"REQUIRE_MODEL": "true"}, true, "OPENAI_API_KEY"},
		{map[string]string{"REQUIRE_MODEL": "true", "OPENAI_API_KEY": "sk-x"}, false, ""},
		{map[string]string{"REQUIRE_MODEL": "maybe"}, true, "REQUIRE_MODEL"},
	}
	for _, tc := range cases {
		c, err := config.Load(env(tc.vars))
		switch {
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%v: err %v, want it to name %s", tc.vars, err, tc.err)
		case tc.err == "" && err != nil:
			t.Errorf("%v: %v", tc.vars, err)
		case tc.err == "" && c.Offline() != tc.offline:
			t.Errorf("%v: offline %v, want %v", tc.vars, c.Offline(), tc.offline)
		}
	}
}
