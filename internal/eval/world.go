package eval

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log"
	"log/slog"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"claimsline/internal/app"
	"claimsline/internal/config"
	"claimsline/internal/postgres"
)

// Callers are the seeded demo identities a phrasing may be spoken by (README), by first name in
// lower case.
var Callers = []string{"dana", "marcus", "elena", "tom", "grace"}

// customer is a seeded customer as the grader needs it.
type customer struct {
	ID, Name, Phone string
}

// directory is who is on the books in a freshly seeded world: the demo identities by caller
// key, and every claim's owner, so the grader can tell one customer's data from another's.
type directory struct {
	byCaller map[string]customer
	all      []customer
	owner    map[string]string // claim id -> customer id
}

// worlds creates the private databases of one evaluation on a Postgres server and drops them
// again. Each worker gets its own database, copied from one migrated and seeded template, so
// workers never see each other's callbacks or bookings.
type worlds struct {
	server string // URL of the server's maintenance database
	prefix string
	names  []string
}

// newWorlds builds the template database on the server of serverURL (only its host, port,
// credentials and options are used).
func newWorlds(ctx context.Context, serverURL string) (*worlds, directory, error) {
	u, err := url.Parse(serverURL)
	if err != nil || u.Host == "" {
		return nil, directory{}, fmt.Errorf("eval: database URL %q is not a postgres URL", redact(serverURL))
	}
	u.Path = "/postgres"
	w := &worlds{server: u.String(), prefix: "claimsline_eval_" + randomHex(5)}
	tpl := w.prefix + "_tpl"
	if err := w.admin(ctx, "CREATE DATABASE "+tpl); err != nil {
		return nil, directory{}, err
	}
	w.names = append(w.names, tpl)
	db, err := postgres.Open(ctx, w.url(tpl))
	if err != nil {
		w.drop()
		return nil, directory{}, fmt.Errorf("eval: template database: %w", err)
	}
	defer db.Close()
	if err := db.Migrate(ctx); err != nil {
		w.drop()
		return nil, directory{}, fmt.Errorf("eval: template database: %w", err)
	}
	if err := db.Seed(ctx); err != nil {
		w.drop()
		return nil, directory{}, fmt.Errorf("eval: template database: %w", err)
	}
	dir, err := readDirectory(ctx, db)
	if err != nil {
		w.drop()
		return nil, directory{}, err
	}
	return w, dir, nil
}

// create copies the template into a new database and returns its URL.
func (w *worlds) create(ctx context.Context, i int) (string, error) {
	name := fmt.Sprintf("%s_%d", w.prefix, i)
	if err := w.admin(ctx, fmt.Sprintf("CREATE DATABASE %s TEMPLATE %s", name, w.prefix+"_tpl")); err != nil {
		return "", err
	}
	w.names = append(w.names, name)
	return w.url(name), nil
}

func (w *worlds) url(name string) string {
	u, _ := url.Parse(w.server) // parsed in newWorlds
	u.Path = "/" + name
	return u.String()
}

func (w *worlds) admin(ctx context.Context, sql string) error {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, w.server)
	if err != nil {
		return fmt.Errorf("eval: postgres at %s: %w", redact(w.server), err)
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if _, err := conn.Exec(ctx, sql); err != nil {
		return fmt.Errorf("eval: %s: %w", sql, err)
	}
	return nil
}

// drop removes every database this evaluation created, on a fresh context so an interrupted
// run still cleans up.
func (w *worlds) drop() {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for i := len(w.names) - 1; i >= 0; i-- {
		_ = w.admin(ctx, "DROP DATABASE IF EXISTS "+w.names[i]+" WITH (FORCE)") // best effort
	}
}

func readDirectory(ctx context.Context, db *postgres.DB) (directory, error) {
	d := directory{byCaller: map[string]customer{}, owner: map[string]string{}}
	rows, err := db.Pool.Query(ctx, `SELECT customer_id, name, phone_e164 FROM customers ORDER BY customer_id`)
	if err != nil {
		return d, fmt.Errorf("eval: read customers: %w", err)
	}
	for rows.Next() {
		var c customer
		if err := rows.Scan(&c.ID, &c.Name, &c.Phone); err != nil {
			rows.Close()
			return d, fmt.Errorf("eval: read customers: %w", err)
		}
		d.all = append(d.all, c)
		first, _, _ := strings.Cut(strings.ToLower(c.Name), " ")
		d.byCaller[first] = c
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return d, fmt.Errorf("eval: read customers: %w", err)
	}
	rows, err = db.Pool.Query(ctx, `SELECT claim_id, customer_id FROM claims`)
	if err != nil {
		return d, fmt.Errorf("eval: read claims: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id, owner string
		if err := rows.Scan(&id, &owner); err != nil {
			return d, fmt.Errorf("eval: read claims: %w", err)
		}
		d.owner[id] = owner
	}
	if err := rows.Err(); err != nil {
		return d, fmt.Errorf("eval: read claims: %w", err)
	}
	for _, c := range Callers {
		if _, ok := d.byCaller[c]; !ok {
			return d, fmt.Errorf("eval: the seeded world has no customer for the demo identity %q", c)
		}
	}
	return d, nil
}

// worker is one seeded world with the service running in it, the way `serve` runs it, on a
// loopback port, behind a recording proxy to the model.
type worker struct {
	db     *postgres.DB
	app    *app.App
	srv    *http.Server
	base   string
	secret string
	chat   string
	model  *proxy
	clock  time.Time
}

// startWorker opens the world's database and assembles the service over it.
func startWorker(ctx context.Context, dbURL string, m Model, clock time.Time, getenv func(string) string) (*worker, error) {
	db, err := postgres.Open(ctx, dbURL)
	if err != nil {
		return nil, fmt.Errorf("eval: world database: %w", err)
	}
	w := &worker{db: db, secret: randomHex(16), chat: randomHex(16), clock: clock}
	w.model, err = newProxy(m.BaseURL)
	if err != nil {
		db.Close()
		return nil, err
	}
	own := map[string]string{
		"REDIS_URL":        "", // an in-process Redis per world
		"DATABASE_URL":     "",
		"DEBOUNCE":         Debounce.String(),
		"VAPI_SECRET":      w.secret,
		"CHAT_API_KEY":     w.chat,
		"PHONE_REGION":     "US",
		"DOB_ORDER":        "mdy",
		"TRANSFER_NUMBER":  "",
		"OPENAI_BASE_URL":  w.model.URL(),
		"OPENAI_API_KEY":   m.APIKey,
		"LLM_MODEL":        m.Name,
		"LOG_LEVEL":        "error",
		"BOOKING_HMAC_KEY": randomHex(32),
	}
	cfg, err := config.Load(func(k string) string {
		if v, ok := own[k]; ok {
			return v
		}
		return getenv(k)
	})
	if err != nil {
		w.close()
		return nil, fmt.Errorf("eval: configuration:\n%w", err)
	}
	frozen := func() time.Time { return clock }
	log := slog.New(slog.DiscardHandler)
	if w.app, err = app.New(ctx, cfg, log, app.Options{DB: db, SkipMigrate: true, Now: frozen}); err != nil {
		w.close()
		return nil, fmt.Errorf("eval: start the service: %w", err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		w.close()
		return nil, fmt.Errorf("eval: listen: %w", err)
	}
	w.srv = &http.Server{Handler: w.app.Handler, ReadHeaderTimeout: 5 * time.Second}
	go func() { _ = w.srv.Serve(ln) }() // returns ErrServerClosed on Close
	w.base = "http://" + ln.Addr().String()
	return w, nil
}

// reset puts the world back to freshly seeded: every table emptied (the migration ledger
// aside) and the seed loaded again, so a booking or a callback of one run is never seen by
// the next.
func (w *worker) reset(ctx context.Context) error {
	var tables []string
	rows, err := w.db.Pool.Query(ctx, `SELECT quote_ident(tablename) FROM pg_tables
		WHERE schemaname = 'public' AND tablename <> 'goose_db_version'`)
	if err != nil {
		return fmt.Errorf("eval: reset world: %w", err)
	}
	for rows.Next() {
		var t string
		if err := rows.Scan(&t); err != nil {
			rows.Close()
			return fmt.Errorf("eval: reset world: %w", err)
		}
		tables = append(tables, t)
	}
	rows.Close()
	if len(tables) > 0 {
		if _, err := w.db.Pool.Exec(ctx, "TRUNCATE "+strings.Join(tables, ", ")+" CASCADE"); err != nil {
			return fmt.Errorf("eval: reset world: %w", err)
		}
	}
	if err := w.db.Seed(ctx); err != nil {
		return fmt.Errorf("eval: reset world: %w", err)
	}
	// The seed lays the inspection calendar out from the database's today; the world's today
	// is the frozen clock's, so the calendar moves there and every run sees the same days.
	// Two steps, far away and back, so no row lands on another's key on the way.
	for _, sql := range []string{
		`UPDATE calendar_columns SET starts_at = starts_at + interval '100 years'`,
		`UPDATE calendar_columns SET starts_at = starts_at - interval '100 years' + ($1::date - current_date) * interval '1 day'`,
	} {
		args := []any{}
		if strings.Contains(sql, "$1") {
			args = append(args, w.clock.Format(time.DateOnly))
		}
		if _, err := w.db.Pool.Exec(ctx, sql, args...); err != nil {
			return fmt.Errorf("eval: reset world: move the calendar to the frozen clock: %w", err)
		}
	}
	return nil
}

func (w *worker) close() {
	if w.srv != nil {
		_ = w.srv.Close() // every run has finished; nothing is in flight
	}
	if w.app != nil {
		w.app.Close(context.Background())
	}
	if w.model != nil {
		w.model.Close()
	}
	w.db.Close()
}

// ModelCall is one request the service made to the model, as the recording proxy saw it.
type ModelCall struct {
	// Model is the answering model named in the response ("" when there was no answer).
	Model string `json:"model"`
	// Status is the HTTP status the endpoint answered (0: unreachable).
	Status int    `json:"status"`
	Error  string `json:"error,omitempty"`
}

// OK reports whether the model answered.
func (c ModelCall) OK() bool { return c.Status/100 == 2 && c.Error == "" }

// proxy sits between the service and the model endpoint and records every chat completion:
// which model answered, or that none did. It is how a run on a dead model, or on a gateway
// that silently swapped the model, is told apart from a run on the model that was asked for.
type proxy struct {
	ln    net.Listener
	srv   *http.Server
	mu    sync.Mutex
	calls []ModelCall
}

var modelField = regexp.MustCompile(`"model"\s*:\s*"([^"]*)"`)

func newProxy(upstream string) (*proxy, error) {
	target, err := url.Parse(strings.TrimRight(upstream, "/"))
	if err != nil || target.Host == "" {
		return nil, fmt.Errorf("eval: OPENAI_BASE_URL %q is not a URL", upstream)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("eval: model proxy: %w", err)
	}
	p := &proxy{ln: ln}
	rp := &httputil.ReverseProxy{
		Rewrite: func(r *httputil.ProxyRequest) {
			r.SetURL(target)
			r.Out.URL.Path = target.Path + strings.TrimPrefix(r.In.URL.Path, "/v1")
			r.Out.Host = target.Host
		},
		FlushInterval: -1, // a streamed answer streams through
		// A request the service cancels (a superseded turn) is not worth a log line; the
		// record shows it.
		ErrorLog: log.New(io.Discard, "", 0),
		ModifyResponse: func(resp *http.Response) error {
			if !strings.HasSuffix(resp.Request.URL.Path, "/chat/completions") {
				return nil
			}
			resp.Body = &recording{ReadCloser: resp.Body, done: func(head []byte) {
				c := ModelCall{Status: resp.StatusCode}
				if m := modelField.FindSubmatch(head); m != nil {
					c.Model = string(m[1])
				}
				switch {
				case resp.StatusCode/100 != 2:
					c.Error = strings.TrimSpace(string(head[:min(len(head), 200)]))
				case c.Model == "":
					c.Error = "the answer ended before it named a model"
				}
				p.record(c)
			}}
			return nil
		},
		ErrorHandler: func(w http.ResponseWriter, r *http.Request, err error) {
			if strings.HasSuffix(r.URL.Path, "/chat/completions") {
				p.record(ModelCall{Error: err.Error()})
			}
			w.WriteHeader(http.StatusBadGateway)
		},
	}
	p.srv = &http.Server{Handler: rp, ReadHeaderTimeout: 5 * time.Second}
	go func() { _ = p.srv.Serve(ln) }() // returns ErrServerClosed on Close
	return p, nil
}

// URL is the base URL the service is configured with.
func (p *proxy) URL() string { return "http://" + p.ln.Addr().String() + "/v1" }

func (p *proxy) record(c ModelCall) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.calls = append(p.calls, c)
}

// take returns the calls recorded since the last take.
func (p *proxy) take() []ModelCall {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := p.calls
	p.calls = nil
	return out
}

func (p *proxy) Close() { _ = p.srv.Close() }

// recording keeps the head of a response body (where the model is named) and reports it once
// the body is closed.
type recording struct {
	io.ReadCloser
	head bytes.Buffer
	once sync.Once
	done func(head []byte)
}

func (r *recording) Read(b []byte) (int, error) {
	n, err := r.ReadCloser.Read(b)
	if room := 4096 - r.head.Len(); room > 0 {
		r.head.Write(b[:min(n, room)])
	}
	if errors.Is(err, io.EOF) {
		r.once.Do(func() { r.done(r.head.Bytes()) })
	}
	return n, err
}

func (r *recording) Close() error {
	r.once.Do(func() { r.done(r.head.Bytes()) })
	return r.ReadCloser.Close()
}

func redact(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return "(unparseable URL)"
	}
	return u.Redacted()
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b) // crypto/rand.Read never fails on supported platforms
	return hex.EncodeToString(b)
}
