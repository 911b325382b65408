// Package postgres is the Postgres persistence layer of the claims phone line.
//
// It holds two kinds of data: the business data the voice agent reads while a
// caller is on the line (customers, claims, outstanding documents and the FAQ
// knowledge base) and the durable record of each call (a snapshot per turn, a
// summary record per call and callback requests for escalations). Everything
// goes through one pgx connection pool so that a busy line shares a bounded
// number of server connections.
package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

// maintenanceDB is the database every Postgres server has; Open connects to it
// to create the application database when it does not exist yet.
const maintenanceDB = "postgres"

// SQLSTATE codes handled explicitly.
const (
	codeInvalidCatalogName = "3D000" // database does not exist
	codeDuplicateDatabase  = "42P04" // CREATE DATABASE lost a race
	codeUniqueViolation    = "23505" // also raised by racing CREATE DATABASE (pg_database index)
)

// DB is the application's handle on Postgres. Pool is exported so that code
// needing something the store does not offer (a transaction spanning several
// calls, a health probe) can use the same pool rather than open another.
type DB struct{ Pool *pgxpool.Pool }

// Open creates the database named in url if it is missing and returns a
// connected pool. Creating the database here lets a fresh environment (a new
// laptop, a CI job) start with only a server, no manual setup. Errors never
// include the password: they mention only host, user and database name.
func Open(ctx context.Context, url string) (*DB, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		// pgx redacts the password in parse errors.
		return nil, fmt.Errorf("postgres: parse database url: %w", err)
	}
	if err := ensureDatabase(ctx, cfg.ConnConfig); err != nil {
		return nil, err
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("postgres: open pool for %s: %w", describe(cfg.ConnConfig), err)
	}
	// The pool connects lazily; ping now so a bad configuration fails at
	// startup instead of on the first caller.
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("postgres: ping %s: %w", describe(cfg.ConnConfig), err)
	}
	return &DB{Pool: pool}, nil
}

// ensureDatabase connects to the target database and, only if the server says
// it does not exist, creates it from the maintenance database. Trying the
// target first means a deployment whose role cannot reach the maintenance
// database still works once its database exists.
func ensureDatabase(ctx context.Context, cfg *pgx.ConnConfig) error {
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err == nil {
		_ = conn.Close(ctx)
		return nil
	}
	if !hasCode(err, codeInvalidCatalogName) {
		return fmt.Errorf("postgres: connect to %s: %w", describe(cfg), err)
	}

	admin := cfg.Copy()
	admin.Database = maintenanceDB
	aconn, err := pgx.ConnectConfig(ctx, admin)
	if err != nil {
		return fmt.Errorf("postgres: connect to %s to create database %q: %w", describe(admin), cfg.Database, err)
	}
	defer func() { _ = aconn.Close(context.WithoutCancel(ctx)) }()

	// CREATE DATABASE cannot take bind parameters; quote the identifier.
	_, err = aconn.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{cfg.Database}.Sanitize())
	if err != nil && !hasCode(err, codeDuplicateDatabase, codeUniqueViolation) {
		return fmt.Errorf("postgres: create database %q: %w", cfg.Database, err)
	}
	// Either we created it or another process won the race; both are fine.
	return nil
}

// Ping reports whether the database answers, for readiness probes.
func (db *DB) Ping(ctx context.Context) error {
	if err := db.Pool.Ping(ctx); err != nil {
		return fmt.Errorf("postgres: ping: %w", err)
	}
	return nil
}

// Close releases every pooled connection. It waits for in-flight queries to
// finish, so call it after the HTTP server and audit writer have drained.
func (db *DB) Close() { db.Pool.Close() }

// describe names a connection target for error messages without the password.
func describe(cfg *pgx.ConnConfig) string {
	return fmt.Sprintf("postgres %s:%d user=%s database=%s", cfg.Host, cfg.Port, cfg.User, cfg.Database)
}

// hasCode reports whether err carries one of the given SQLSTATE codes.
func hasCode(err error, codes ...string) bool {
	var pgErr *pgconn.PgError
	if !errors.As(err, &pgErr) {
		return false
	}
	for _, c := range codes {
		if pgErr.Code == c {
			return true
		}
	}
	return false
}

// nullIfEmpty maps "" to SQL NULL: optional text columns store "unknown" as
// NULL so that queries can use IS NULL rather than comparing to "".
func nullIfEmpty(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// deref reads a nullable text column back as "" for NULL.
func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// nullTime maps the zero time to SQL NULL so that column defaults apply.
func nullTime(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}

// nonNil returns an empty slice for nil so text[] NOT NULL columns get '{}'
// (pgx encodes a nil slice as NULL).
func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
