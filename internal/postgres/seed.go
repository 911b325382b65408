package postgres

import (
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io/fs"
	"sort"
)

// seedFS holds the demo data as plain SQL so it can be read, reviewed and
// loaded by hand (psql -f) as easily as by Seed.
//
//go:embed seed/*.sql
var seedFS embed.FS

// Seed loads the fictional demo customers, claims, documents and knowledge
// base articles. Every statement is an upsert whose update is skipped when the
// row already holds the same values, so running Seed any number of times (or
// from two processes at once) leaves exactly the same data. The files run in
// name order inside one transaction so a failure leaves no half-seeded state.
func (db *DB) Seed(ctx context.Context) error {
	names, err := fs.Glob(seedFS, "seed/*.sql")
	if err != nil {
		return fmt.Errorf("postgres: seed: %w", err)
	}
	sort.Strings(names)

	tx, err := db.Pool.Begin(ctx)
	if err != nil {
		return fmt.Errorf("postgres: seed: begin: %w", err)
	}
	defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()

	for _, name := range names {
		body, err := seedFS.ReadFile(name)
		if err != nil {
			return fmt.Errorf("postgres: seed: read %s: %w", name, err)
		}
		// Exec without arguments uses the simple protocol, which accepts a
		// whole file of statements at once.
		if _, err := tx.Exec(ctx, string(body)); err != nil {
			return fmt.Errorf("postgres: seed: %s: %w", name, err)
		}
	}
	if err := tx.Commit(ctx); err != nil {
		return fmt.Errorf("postgres: seed: commit: %w", err)
	}
	return nil
}

// SchemaFingerprint is a short hash of the embedded migrations and seed files.
// It changes whenever either changes, which lets tooling (testdb's cached
// template database) tell whether a database it built earlier is still current.
func SchemaFingerprint() string {
	h := sha256.New()
	for _, fsys := range []embed.FS{migrationsFS, seedFS} {
		_ = fs.WalkDir(fsys, ".", func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			body, err := fs.ReadFile(fsys, path)
			if err != nil {
				return err
			}
			// Name and length prefix keep distinct file sets from colliding.
			fmt.Fprintf(h, "%s\x00%d\x00", path, len(body))
			h.Write(body)
			return nil
		})
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}
