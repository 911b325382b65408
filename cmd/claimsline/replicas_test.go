package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"claimsline/internal/checkpoint"
	"claimsline/internal/domain"
	"claimsline/internal/fakes/fakellm"
	"claimsline/internal/fakes/netcut"
	"claimsline/internal/fakes/testdb"
	"claimsline/internal/postgres"
	"claimsline/prompts"
	"claimsline/state"
	"claimsline/tools"
)

// These tests run the real binary as two replicas sharing one Redis and one Postgres, the
// way a deployment does, and break one of them the way production does: SIGKILL mid-turn,
// or a network that stops carrying its Redis traffic. They assert on the call's state (the
// Redis checkpoint, the kept words, the snapshot rows), never on elapsed time; the time
// from the fault to the next acted-on reply is measured by BenchmarkReplicaKilledMidTurn.

const (
	danaPhone   = "four one five, five five five, one oh oh nine"
	danaE164    = "+14155551009"
	firstWords  = "hmm let me find the card with the number on it"
	lateAnswer  = "This answer comes from a replica that is gone."
	replicaWait = 30 * time.Second // hang guard for a replica to start or a reply to come
)

var (
	buildOnce sync.Once
	binary    string
	buildErr  error
)

// build compiles the real binary once per test process.
func build(t testing.TB) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "claimsline-replicas-")
		if err != nil {
			buildErr = err
			return
		}
		binary = filepath.Join(dir, "claimsline")
		out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binary
}

func redisAddr(t testing.TB) (url string, addr string) {
	t.Helper()
	url = os.Getenv("REDIS_URL")
	if url == "" {
		url = "redis://127.0.0.1:6379/0"
	}
	opts, err := redis.ParseURL(url)
	if err != nil {
		t.Fatal(err)
	}
	return url, opts.Addr
}

// replica is one running claimsline serve.
type replica struct {
	name string
	url  string
	cmd  *exec.Cmd
	logs *lockedBuffer
	done chan struct{}
}

type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// turns returns the turn log lines the replica wrote.
func (r *replica) turns() []map[string]any {
	var out []map[string]any
	sc := bufio.NewScanner(strings.NewReader(r.logs.String()))
	for sc.Scan() {
		var line map[string]any
		if json.Unmarshal(sc.Bytes(), &line) == nil && line["msg"] == "turn" {
			out = append(out, line)
		}
	}
	return out
}

func freePort(t testing.TB) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

// start runs the binary with the given settings and waits until it answers /healthz.
func start(t testing.TB, name string, env map[string]string) *replica {
	t.Helper()
	port := freePort(t)
	cmd := exec.Command(build(t), "serve")
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + os.TempDir(), "HOST=127.0.0.1", fmt.Sprintf("PORT=%d", port)}
	for k, v := range env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	r := &replica{name: name, url: fmt.Sprintf("http://127.0.0.1:%d", port), cmd: cmd, logs: &lockedBuffer{}, done: make(chan struct{})}
	cmd.Stdout, cmd.Stderr = r.logs, r.logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { _ = cmd.Wait(); close(r.done) }()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		<-r.done
		if t.Failed() {
			t.Logf("replica %s logs:\n%s", name, r.logs.String())
		}
	})
	deadline := time.Now().Add(replicaWait)
	for {
		resp, err := http.Get(r.url + "/healthz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return r
			}
		}
		select {
		case <-r.done:
			t.Fatalf("replica %s exited at start:\n%s", name, r.logs.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("replica %s never became healthy:\n%s", name, r.logs.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// say posts one caller turn (or the opening request, with no words) as Vapi does and
// returns the reply's content.
func (r *replica) say(ctx context.Context, t testing.TB, callID, words string) (string, error) {
	t.Helper()
	msgs := []map[string]string{{"role": "system", "content": "You are the claims line."}}
	if words != "" {
		msgs = append(msgs, map[string]string{"role": "user", "content": words})
	}
	body, _ := json.Marshal(map[string]any{
		"model": "gpt-4o", "stream": false, "messages": msgs,
		"call": map[string]any{"id": callID, "customer": map[string]any{"number": "+15555550100"}},
	})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, r.url+"/chat/completions", bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var out struct {
		Choices []struct {
			Message struct {
				Content string `json:"content"`
			} `json:"message"`
		} `json:"choices"`
	}
	if resp.StatusCode != http.StatusOK || json.Unmarshal(raw, &out) != nil || len(out.Choices) != 1 {
		return "", fmt.Errorf("replica %s: status %d body %s", r.name, resp.StatusCode, raw)
	}
	return out.Choices[0].Message.Content, nil
}

// line is the shared setup of both tests: a model that is slow for the first caller turn
// only and then looks the caller up, a fresh database, and the settings every replica gets.
type line struct {
	model *fakellm.Server
	db    *postgres.DB
	rdb   *redis.Client
	env   map[string]string
	// heard is the caller's words in every model request after the first.
	mu    sync.Mutex
	heard []string
}

func newLine(t testing.TB, first fakellm.Reply) *line {
	t.Helper()
	l := &line{}
	l.model = fakellm.New(func(r fakellm.Request) fakellm.Reply {
		if r.N == 1 {
			return first
		}
		l.mu.Lock()
		l.heard = append(l.heard, r.Messages[len(r.Messages)-1].Content)
		l.mu.Unlock()
		for _, tool := range r.Tools {
			if tool.Function != nil && tool.Function.Name == tools.LookupCustomer && r.ToolChoice != "none" {
				return fakellm.Call(tools.LookupCustomer, map[string]string{"phone": danaPhone})
			}
		}
		return fakellm.Text("Go on.")
	})
	t.Cleanup(l.model.Close)
	dbURL := testdb.URL(t)
	db, err := postgres.Open(context.Background(), dbURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(db.Close)
	l.db = db
	url, _ := redisAddr(t)
	opts, _ := redis.ParseURL(url)
	l.rdb = redis.NewClient(opts)
	t.Cleanup(func() { _ = l.rdb.Close() })
	l.env = map[string]string{
		"REDIS_URL": url, "DATABASE_URL": dbURL,
		"OPENAI_BASE_URL": l.model.URL(), "OPENAI_API_KEY": "test",
		"BOOKING_HMAC_KEY": strings.Repeat("k", 32), "VAPI_SECRET": "replicas-test",
		"LOG_LEVEL": "info",
	}
	return l
}

func (l *line) with(extra map[string]string) map[string]string {
	env := map[string]string{}
	for k, v := range l.env {
		env[k] = v
	}
	for k, v := range extra {
		env[k] = v
	}
	return env
}

func callID(t testing.TB) string {
	var b [6]byte
	_, _ = rand.Read(b[:])
	return "replicas-" + hex.EncodeToString(b[:])
}

// waitForLock waits until some request holds the call's lock and returns its token.
func (l *line) waitForLock(t testing.TB, id string) string {
	t.Helper()
	deadline := time.Now().Add(replicaWait)
	for {
		if tok := l.rdb.Get(context.Background(), checkpoint.KeysFor(id).Lock).Val(); tok != "" {
			return tok
		}
		if time.Now().After(deadline) {
			t.Fatal("no replica took the call's lock")
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// snapshots waits for the call to have want snapshot rows and returns them.
func (l *line) snapshots(t testing.TB, id string, want int) []domain.Snapshot {
	t.Helper()
	deadline := time.Now().Add(replicaWait)
	for {
		rows, err := l.db.Snapshots(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		if len(rows) >= want || time.Now().After(deadline) {
			return rows
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// checkOneTurnOfBoth asserts the call's state after the fault: the first words (whose turn
// never finished) and the second are both in the transcript, once, as one turn that acted
// on them; the dead or cut-off turn left nothing; no words are left kept; the snapshots are
// the opening line and that one turn.
func (l *line) checkOneTurnOfBoth(t testing.TB, id, second string) {
	t.Helper()
	c, _, err := checkpoint.New(l.rdb, checkpoint.Options{}).Get(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	var said []string
	for _, m := range c.Transcript {
		if m.Role == state.RoleUser {
			said = append(said, m.Content)
		}
		if strings.Contains(m.Content, lateAnswer) {
			t.Fatalf("the broken replica's turn reached the checkpoint: %q", m.Content)
		}
	}
	if want := firstWords + " " + second; c.TurnNumber != 1 || !slices.Equal(said, []string{want}) || c.Auth.PendingPhone != danaE164 {
		t.Fatalf("turn %d, caller lines %q, pending %q: want turn 1 acting on %q", c.TurnNumber, said, c.Auth.PendingPhone, want)
	}
	if n := l.rdb.ZCard(context.Background(), checkpoint.KeysFor(id).Words).Val(); n != 0 {
		t.Fatalf("%d utterances still kept after the turn that acted on them", n)
	}
	rows := l.snapshots(t, id, 2)
	var turns []int
	for _, r := range rows {
		turns = append(turns, r.TurnNumber)
	}
	if !slices.Equal(turns, []int{0, 1}) {
		t.Fatalf("snapshot turns %v, want [0 1]: a turn lost or applied twice", turns)
	}
}

// killMidTurn runs the scenario once and returns the time from the kill to the
// other replica's acted-on reply.
func killMidTurn(t testing.TB, l *line, a, b *replica) time.Duration {
	t.Helper()
	id := callID(t)
	if _, err := a.say(context.Background(), t, id, ""); err != nil {
		t.Fatal(err)
	}
	lost := make(chan error, 1)
	go func() {
		_, err := a.say(context.Background(), t, id, firstWords)
		lost <- err
	}()
	l.waitForLock(t, id)
	time.Sleep(time.Second) // one second into the turn, the model call still in flight
	if err := a.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	killed := time.Now()
	<-a.done
	reply, err := b.say(context.Background(), t, id, danaPhone)
	took := time.Since(killed)
	if err != nil {
		t.Fatal(err)
	}
	if <-lost == nil {
		t.Fatal("the killed replica answered")
	}
	// The other replica acted on the caller's words: it looked the number up and asks for
	// the second factor. It took the lock within its LOCK_WAIT, or it would have said the
	// holding line instead.
	if reply != prompts.AskDOB {
		t.Fatalf("the other replica said %q, want the acted-on %q", reply, prompts.AskDOB)
	}
	l.checkOneTurnOfBoth(t, id, danaPhone)
	return took
}

// killEnv is what each replica of the kill scenario runs with. LOCK_WAIT is the issue's
// bound: a request that does not get the call within 2.5 s answers with the holding line, so
// an acted-on reply proves the lock came free within 2.5 s of the request.
var killEnv = map[string]string{"LOCK_WAIT": "2500ms", "MODEL_TIMEOUT": "9s", "TURN_BUDGET": "12s"}

func TestReplicaKilledMidTurn(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the real binary")
	}
	l := newLine(t, fakellm.Reply{Content: lateAnswer, Delay: 8 * time.Second})
	a := start(t, "A", l.with(killEnv))
	b := start(t, "B", l.with(killEnv))
	took := killMidTurn(t, l, a, b)
	t.Logf("kill to the other replica's acted-on reply: %s", took)
}

func BenchmarkReplicaKilledMidTurn(b *testing.B) {
	var took []time.Duration
	for i := 0; i < b.N; i++ {
		l := newLine(b, fakellm.Reply{Content: lateAnswer, Delay: 8 * time.Second})
		ra := start(b, "A", l.with(killEnv))
		rb := start(b, "B", l.with(killEnv))
		took = append(took, killMidTurn(b, l, ra, rb))
	}
	slices.Sort(took)
	b.ReportMetric(float64(took[len(took)/2].Milliseconds()), "p50-ms")
	b.ReportMetric(float64(took[len(took)-1].Milliseconds()), "max-ms")
	b.Logf("kill to acted-on reply over %d runs: %v", len(took), took)
}

func TestReplicaCutOffFromRedis(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the real binary")
	}
	l := newLine(t, fakellm.Reply{Content: lateAnswer, Hang: true})
	_, addr := redisAddr(t)
	proxy, err := netcut.New(addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(proxy.Close)
	viaProxy := strings.Replace(l.env["REDIS_URL"], addr, proxy.Addr(), 1)
	a := start(t, "A", l.with(map[string]string{"REDIS_URL": viaProxy, "MODEL_TIMEOUT": "9s"}))
	b := start(t, "B", l.with(map[string]string{"MODEL_TIMEOUT": "9s"}))
	id := callID(t)
	if _, err := a.say(context.Background(), t, id, ""); err != nil {
		t.Fatal(err)
	}
	type result struct {
		reply string
		err   error
	}
	held := make(chan result, 1)
	go func() {
		reply, err := a.say(context.Background(), t, id, firstWords)
		held <- result{reply, err}
	}()
	token := l.waitForLock(t, id)
	proxy.Cut()
	// The holder's turn stops on its own: it cannot renew, so it answers with the holding
	// line and saves nothing (it could not reach Redis to save if it tried).
	got := <-held
	if got.err != nil || got.reply != prompts.Busy {
		t.Fatalf("the cut-off holder answered %q (%v), want the holding line", got.reply, got.err)
	}
	// Its turn log line says why (the log reaches us through a pipe, so it may trail the
	// reply a little).
	for deadline := time.Now().Add(replicaWait); !slices.ContainsFunc(a.turns(), func(m map[string]any) bool { return m["outcome"] == "lock_lost" }); {
		if time.Now().After(deadline) {
			t.Fatalf("the cut-off holder's turn did not end on its lost lease: %v", a.turns())
		}
		time.Sleep(20 * time.Millisecond)
	}
	// Its lease lapses in Redis, untouched, and the other replica takes the call over.
	if tok := l.rdb.Get(context.Background(), checkpoint.KeysFor(id).Lock).Val(); tok != "" && tok != token {
		t.Fatalf("someone else's lock appeared while only the cut-off holder ran: %q", tok)
	}
	reply, err := b.say(context.Background(), t, id, danaPhone)
	if err != nil || reply != prompts.AskDOB {
		t.Fatalf("the other replica said %q (%v), want the acted-on %q", reply, err, prompts.AskDOB)
	}
	l.checkOneTurnOfBoth(t, id, danaPhone)
}
