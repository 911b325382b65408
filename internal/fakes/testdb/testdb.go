// Package testdb gives tests in any package a private, migrated and seeded
// Postgres database, so tests exercise the real SQL yet never see each
// other's rows and can run in parallel.
//
// The server comes from TEST_DATABASE_URL, else DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable; only its
// host, port, credentials and options are used. The first test in a process
// builds (or finds) a template database named after postgres.SchemaFingerprint,
// under a Postgres advisory lock so that the parallel processes of `go test
// ./...` build it once between them; every test database is then a cheap
// CREATE DATABASE ... TEMPLATE copy of it, dropped when the test ends.
//
// An unreachable server fails the test with a clear message rather than
// skipping it: silently skipped database tests look exactly like passing ones.
package testdb

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"claimsline/internal/postgres"
)

// DefaultURL is the server used when neither TEST_DATABASE_URL nor
// DATABASE_URL is set: the local development Postgres.
const DefaultURL = "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable"

const (
	// templatePrefix and dbPrefix name the databases this package creates,
	// so that leftovers from killed test runs are easy to find and drop.
	// The template prefix does not match "claimsline_tpl_%": older checkouts dropped
	// every template of that pattern but their own.
	templatePrefix = "claimsline_template_"
	dbPrefix       = "claimsline_t_"
	// readyMarker is the database comment set once a template is fully
	// migrated and seeded; a template without it (a crashed build) is rebuilt.
	readyMarker = "claimsline testdb template: ready"
	// templateLockKey keys the advisory lock serialising template builds
	// across processes (taken in the server's "postgres" database).
	templateLockKey int64 = 0x636c6d5f74706c // "clm_tpl"
	setupTimeout          = 2 * time.Minute
)

var (
	templateOnce sync.Once
	templateName string
	templateErr  error
)

// New returns an open store on a fresh database holding the migrated schema
// and the demo seed data. The store is closed and the database dropped when
// the test (and its subtests) finish.
func New(t testing.TB) *postgres.DB {
	t.Helper()
	u := URL(t)
	ctx, cancel := context.WithTimeout(context.Background(), setupTimeout)
	defer cancel()
	db, err := postgres.Open(ctx, u)
	if err != nil {
		t.Fatalf("testdb: open test database: %v", err)
	}
	// Cleanups run last-registered first: close the pool before URL's drop.
	t.Cleanup(db.Close)
	return db
}

// URL creates a fresh migrated and seeded database and returns its URL
// without opening it, for code under test that opens its own connection
// (for example a server's main that calls postgres.Open). The database is
// dropped, with any remaining connections terminated, when the test ends.
func URL(t testing.TB) string {
	t.Helper()
	base, err := serverURL()
	if err != nil {
		t.Fatalf("testdb: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), setupTimeout)
	defer cancel()

	templateOnce.Do(func() { templateName, templateErr = ensureTemplate(ctx, base) })
	if templateErr != nil {
		t.Fatalf("testdb: %v", templateErr)
	}

	name := dbPrefix + randomHex(t, 8)
	err = createFromTemplate(ctx, base, name, templateName)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "3D000" {
		// Another checkout with a different schema, sharing this server, dropped our template
		// as stale: build it again (under the same advisory lock) and retry once.
		var tpl string
		if tpl, err = ensureTemplate(ctx, base); err == nil {
			err = createFromTemplate(ctx, base, name, tpl)
		}
	}
	if err != nil {
		t.Fatalf("testdb: %v", err)
	}
	t.Cleanup(func() {
		// Postgres runs one CREATE or DROP DATABASE at a time, each with a checkpoint; with
		// several suites sharing a loaded server a drop can queue for half a minute. A drop
		// that does not finish leaves a scratch database behind (named with dbPrefix, so easy
		// to find), which is no failure of the test that used it: it is logged, not failed.
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		if err := dropDatabase(ctx, base, name); err != nil {
			t.Logf("testdb: drop %s (left behind): %v", name, err)
		}
	})
	return withDatabase(base, name)
}

// serverURL returns the configured server URL, pointed at no database in
// particular yet.
func serverURL() (*url.URL, error) {
	raw := os.Getenv("TEST_DATABASE_URL")
	if raw == "" {
		raw = os.Getenv("DATABASE_URL")
	}
	if raw == "" {
		raw = DefaultURL
	}
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "postgres" && u.Scheme != "postgresql") {
		// Never echo the value: it may hold a password.
		return nil, errors.New("TEST_DATABASE_URL / DATABASE_URL must be a postgres:// URL")
	}
	return u, nil
}

// withDatabase returns base pointed at database name.
func withDatabase(base *url.URL, name string) string {
	u := *base
	u.Path = "/" + name
	u.RawPath = ""
	return u.String()
}

// adminConn connects to the server's "postgres" database, which always
// exists and is where databases are created and dropped from.
func adminConn(ctx context.Context, base *url.URL) (*pgx.Conn, error) {
	cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	conn, err := pgx.Connect(cctx, withDatabase(base, "postgres"))
	if err != nil {
		return nil, fmt.Errorf("cannot reach Postgres at %s (set TEST_DATABASE_URL to a reachable server; tests need a real database): %w", base.Host, err)
	}
	return conn, nil
}

// ensureTemplate makes sure the template for the current schema exists and
// is complete, building it if needed, and returns its name. The advisory lock
// makes concurrent test processes wait for one builder instead of racing.
func ensureTemplate(ctx context.Context, base *url.URL) (string, error) {
	name := templatePrefix + postgres.SchemaFingerprint()
	conn, err := adminConn(ctx, base)
	if err != nil {
		return "", err
	}
	defer func() { _ = conn.Close(context.WithoutCancel(ctx)) }()

	if _, err := conn.Exec(ctx, "SELECT pg_advisory_lock($1)", templateLockKey); err != nil {
		return "", fmt.Errorf("lock template build: %w", err)
	}
	defer func() { _, _ = conn.Exec(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock($1)", templateLockKey) }()

	var comment *string
	err = conn.QueryRow(ctx,
		`SELECT shobj_description(oid, 'pg_database') FROM pg_database WHERE datname = $1`, name).Scan(&comment)
	switch {
	case err == nil && comment != nil && *comment == readyMarker:
		return name, nil // built earlier by this or another process
	case err != nil && !errors.Is(err, pgx.ErrNoRows):
		return "", fmt.Errorf("look up template %s: %w", name, err)
	}

	// Missing or half-built: build from scratch.
	if _, err := conn.Exec(ctx, "DROP DATABASE IF EXISTS "+ident(name)+" WITH (FORCE)"); err != nil {
		return "", fmt.Errorf("drop incomplete template %s: %w", name, err)
	}
	db, err := postgres.Open(ctx, withDatabase(base, name)) // creates the database
	if err != nil {
		return "", fmt.Errorf("create template: %w", err)
	}
	if err := db.Migrate(ctx); err != nil {
		db.Close()
		return "", fmt.Errorf("migrate template: %w", err)
	}
	if err := db.Seed(ctx); err != nil {
		db.Close()
		return "", fmt.Errorf("seed template: %w", err)
	}
	// No connection may remain on a template while it is being copied.
	db.Close()
	if _, err := conn.Exec(ctx, "COMMENT ON DATABASE "+ident(name)+" IS '"+readyMarker+"'"); err != nil {
		return "", fmt.Errorf("mark template ready: %w", err)
	}

	// Templates for other schemas are left alone: several checkouts with different
	// migrations share one Postgres (branches in parallel), and dropping another
	// checkout's template mid-run fails its tests. A template is one small database.
	return name, nil
}

// createFromTemplate copies the template into a new database. Postgres
// refuses while any session is connected to the template; that only happens
// briefly (a builder's pool shutting down), so retry for a few seconds.
func createFromTemplate(ctx context.Context, base *url.URL, name, template string) error {
	conn, err := adminConn(ctx, base)
	if err != nil {
		return err
	}
	defer func() { _ = conn.Close(context.WithoutCancel(ctx)) }()

	for attempt := 0; ; attempt++ {
		_, err = conn.Exec(ctx, "CREATE DATABASE "+ident(name)+" TEMPLATE "+ident(template))
		var pgErr *pgconn.PgError
		if err == nil || attempt >= 20 || !errors.As(err, &pgErr) || pgErr.Code != "55006" {
			break
		}
		time.Sleep(250 * time.Millisecond)
	}
	if err != nil {
		return fmt.Errorf("create %s from template %s: %w", name, template, err)
	}
	return nil
}

// dropDatabase drops a test database, terminating any connections the test
// left open (WITH (FORCE), Postgres 13+), so leaks cannot block cleanup.
func dropDatabase(ctx context.Context, base *url.URL, name string) error {
	conn, err := adminConn(ctx, base)
	if err != nil {
		return err
	}
	defer func() { _ = conn.Close(context.WithoutCancel(ctx)) }()
	_, err = conn.Exec(ctx, "DROP DATABASE IF EXISTS "+ident(name)+" WITH (FORCE)")
	return err
}

func ident(name string) string { return pgx.Identifier{name}.Sanitize() }

func randomHex(t testing.TB, n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		t.Fatalf("testdb: random name: %v", err)
	}
	return hex.EncodeToString(b)
}
