package app_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"claimsline/internal/app"
	"claimsline/internal/checkpoint"
	"claimsline/internal/config"
	"claimsline/internal/domain"
	"claimsline/internal/fakes/fakellm"
	"claimsline/internal/fakes/testdb"
	"claimsline/internal/fakes/vapisim"
	"claimsline/internal/postgres"
	"claimsline/state"
)

// Demo identities from the seed data.
const (
	danaPhone  = "four one five, five five five, one oh oh nine"
	danaDOB    = "March 14th, 1985"
	danaID     = "CUST-1001"
	marcusID   = "CUST-1002"
	webhookKey = "test-webhook-secret"
)

// harness is one running service over real Redis, a private real Postgres database and a
// fake model the test scripts, reached through real HTTP.
type harness struct {
	t     *testing.T
	app   *app.App
	srv   *httptest.Server
	model *fakellm.Server
	db    *postgres.DB
	rdb   redis.UniversalClient
}

func redisURL() string {
	if onCluster() {
		return os.Getenv("REDIS_CLUSTER_URL")
	}
	if u := os.Getenv("REDIS_URL"); u != "" {
		return u
	}
	return "redis://127.0.0.1:6379/0"
}

// onCluster reports whether the end-to-end tests run with every service's live state on the
// Redis Cluster at REDIS_CLUSTER_URL (CLAIMSLINE_TEST_REDIS=cluster: .ci/run's second pass)
// instead of the single Redis.
func onCluster() bool { return os.Getenv("CLAIMSLINE_TEST_REDIS") == "cluster" }

// env is the configuration every harness starts from; tests override single variables.
func env(model *fakellm.Server, extra map[string]string) func(string) string {
	vars := map[string]string{
		"REDIS_URL":       redisURL(),
		"OPENAI_BASE_URL": model.URL(),
		"OPENAI_API_KEY":  "test",
		"DEBOUNCE":        "0s",
		"VAPI_SECRET":     webhookKey,
		"MODEL_TIMEOUT":   "2s",
		"TURN_BUDGET":     "5s",
	}
	if onCluster() {
		vars["REDIS_CLUSTER"] = "true"
	}
	for k, v := range extra {
		vars[k] = v
	}
	return func(k string) string { return vars[k] }
}

func newHarness(t *testing.T, extra map[string]string) *harness {
	t.Helper()
	model := fakellm.New(nil)
	t.Cleanup(model.Close)
	return newHarnessWith(t, model, testdb.New(t), extra)
}

// newHarnessWith starts a service on an existing model and database, so two services can
// share them the way two replicas would.
func newHarnessWith(t *testing.T, model *fakellm.Server, db *postgres.DB, extra map[string]string) *harness {
	t.Helper()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	if testing.Verbose() {
		log = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	return newHarnessLogging(t, model, db, extra, log)
}

// newHarnessLogging starts a service that logs to log, for tests that read its log lines.
func newHarnessLogging(t *testing.T, model *fakellm.Server, db *postgres.DB, extra map[string]string, log *slog.Logger) *harness {
	t.Helper()
	if onCluster() && os.Getenv("REDIS_CLUSTER_URL") == "" {
		t.Fatal("CLAIMSLINE_TEST_REDIS=cluster needs REDIS_CLUSTER_URL (.ci/run starts a cluster on 7000-7005)")
	}
	cfg, err := config.Load(env(model, extra))
	if err != nil {
		t.Fatal(err)
	}
	a, err := app.New(context.Background(), cfg, log, app.Options{DB: db, SkipMigrate: true})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(a.Handler)
	// The test's own client reaches the same Redis as the service, single or cluster.
	var rdb redis.UniversalClient
	if cfg.RedisCluster {
		opts, err := redis.ParseClusterURL(cfg.RedisURL)
		if err != nil {
			t.Fatal(err)
		}
		rdb = redis.NewClusterClient(opts)
	} else {
		opts, err := redis.ParseURL(cfg.RedisURL)
		if err != nil {
			opts, _ = redis.ParseURL("redis://127.0.0.1:6379/0")
		}
		rdb = redis.NewClient(opts)
	}
	t.Cleanup(func() {
		srv.Close()
		a.Close(context.Background())
		_ = rdb.Close()
	})
	return &harness{t: t, app: a, srv: srv, model: model, db: db, rdb: rdb}
}

func newCallID(t *testing.T) string {
	var b [6]byte
	_, _ = rand.Read(b[:])
	return strings.ReplaceAll(t.Name(), "/", "-") + "-" + hex.EncodeToString(b[:])
}

// reply is what came back for one request.
type reply struct {
	Status  int
	ID      string
	Content string
	Body    string
}

// chatBody builds a Vapi-shaped request: a system message, the history, then the utterance
// as the trailing user message (none for the opening-line request).
func chatBody(callID string, stream bool, utterances ...string) map[string]any {
	msgs := []map[string]any{{"role": "system", "content": "You are the claims line."}}
	for i, u := range utterances {
		if i > 0 {
			msgs = append(msgs, map[string]any{"role": "assistant", "content": "(earlier reply)"})
		}
		msgs = append(msgs, map[string]any{"role": "user", "content": u})
	}
	return map[string]any{
		"model":    "gpt-4o",
		"stream":   stream,
		"messages": msgs,
		"call":     map[string]any{"id": callID, "customer": map[string]any{"number": "+15555550100"}},
	}
}

func (h *harness) post(ctx context.Context, path string, body any, header http.Header) reply {
	h.t.Helper()
	var raw []byte
	switch b := body.(type) {
	case []byte:
		raw = b
	case string:
		raw = []byte(b)
	default:
		raw, _ = json.Marshal(b)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, h.srv.URL+path, bytes.NewReader(raw))
	if err != nil {
		h.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	for k, v := range header {
		req.Header[k] = v
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return reply{Status: -1, Body: err.Error()}
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	r := reply{Status: resp.StatusCode, Body: string(data)}
	if strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		r.ID, r.Content = parseSSE(h.t, string(data))
		return r
	}
	var c struct {
		ID      string `json:"id"`
		Choices []struct {
			Message struct {
				Content string `json:"content"`
			} `json:"message"`
		} `json:"choices"`
	}
	if json.Unmarshal(data, &c) == nil && len(c.Choices) > 0 {
		r.ID, r.Content = c.ID, c.Choices[0].Message.Content
	}
	return r
}

// parseSSE reads a streamed reply, checking the frame shape Vapi depends on.
func parseSSE(t *testing.T, body string) (id, content string) {
	t.Helper()
	id, content, err := vapisim.ParseSSE([]byte(body))
	if err != nil {
		t.Fatal(err)
	}
	return id, content
}

// say sends one caller utterance (JSON reply) and fails the test on a non-200.
func (h *harness) say(callID, utterance string) reply {
	h.t.Helper()
	r := h.post(context.Background(), "/chat/completions", chatBody(callID, false, utterance), nil)
	if r.Status != http.StatusOK {
		h.t.Fatalf("say %q: status %d: %s", utterance, r.Status, r.Body)
	}
	return r
}

// open sends the opening-line request.
func (h *harness) open(callID string) reply {
	h.t.Helper()
	r := h.post(context.Background(), "/chat/completions", chatBody(callID, true), nil)
	if r.Status != http.StatusOK {
		h.t.Fatalf("open: status %d: %s", r.Status, r.Body)
	}
	return r
}

// call reads a call's saved state from Redis.
func (h *harness) call(callID string) state.Call {
	h.t.Helper()
	c, _, err := h.app.Calls.Get(context.Background(), callID)
	if err != nil {
		h.t.Fatal(err)
	}
	return c
}

// keys reports whether any key of the call exists in Redis.
func (h *harness) keys(callID string) int64 {
	k := checkpoint.KeysFor(callID)
	n, err := h.rdb.Exists(context.Background(), k.Seq, k.Lock, k.State, k.Rev).Result()
	if err != nil {
		h.t.Fatal(err)
	}
	return n
}

// snapshots waits for the snapshot queue to write want rows for the call and returns them.
func (h *harness) snapshots(callID string, want int) []domain.Snapshot {
	h.t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		rows, err := h.db.Snapshots(context.Background(), callID)
		if err != nil {
			h.t.Fatal(err)
		}
		if len(rows) >= want || time.Now().After(deadline) {
			if len(rows) != want {
				h.t.Fatalf("call %s has %d snapshots, want %d", callID, len(rows), want)
			}
			return rows
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// verify runs the shortest verification for Dana and checks it worked.
func (h *harness) verify(callID string) {
	h.t.Helper()
	h.open(callID)
	h.say(callID, danaPhone)
	h.say(callID, danaDOB)
	if c := h.call(callID); !c.Authenticated() || c.CustomerID() != danaID {
		h.t.Fatalf("verification failed: %+v", c.Identity)
	}
}

// toolResults returns the tool messages of the call's transcript for one tool.
func toolResults(c state.Call, name string) []string {
	var out []string
	for _, m := range c.Transcript {
		if m.Role == state.RoleTool && m.Name == name {
			out = append(out, m.Content)
		}
	}
	return out
}

func waitABit() { time.Sleep(50 * time.Millisecond) }

func readAll(resp *http.Response) string {
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}
