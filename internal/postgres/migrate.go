package postgres

import (
	"context"
	"embed"
	"fmt"
	"io/fs"
	"log/slog"

	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"
)

// migrationsFS holds the schema. Embedding it means the binary that runs is
// always paired with the schema it was built against; nothing to ship beside it.
//
//go:embed migrations/*.sql
var migrationsFS embed.FS

// migrateLockID keys the Postgres advisory lock that serialises migrations.
// Advisory locks are scoped to one database, so this only makes processes
// migrating the same database wait for one another.
const migrateLockID int64 = 0x636c61696d73 // "claims"

// Migrate brings the schema up to date. It is safe to run from every replica
// at startup: goose's session locker holds a Postgres advisory lock, so when
// two processes migrate at once one waits and then finds nothing to do.
func (db *DB) Migrate(ctx context.Context) error {
	fsys, err := fs.Sub(migrationsFS, "migrations")
	if err != nil {
		return fmt.Errorf("postgres: migrate: %w", err)
	}
	// Poll for the lock every second for up to five minutes: short enough
	// that a waiting replica starts promptly, long enough for real migrations.
	locker, err := lock.NewPostgresSessionLocker(lock.WithLockID(migrateLockID), lock.WithLockTimeout(1, 300))
	if err != nil {
		return fmt.Errorf("postgres: migrate: session locker: %w", err)
	}
	// goose speaks database/sql; borrow connections from the existing pool
	// rather than opening a second one. Closing sqlDB leaves the pool open.
	sqlDB := stdlib.OpenDBFromPool(db.Pool)
	defer sqlDB.Close()

	provider, err := goose.NewProvider(goose.DialectPostgres, sqlDB, fsys,
		goose.WithSessionLocker(locker),
		goose.WithDisableGlobalRegistry(true), // only our embedded files, no init()-registered Go migrations
		goose.WithSlog(slog.Default().With("component", "migrate")),
	)
	if err != nil {
		return fmt.Errorf("postgres: migrate: new provider: %w", err)
	}
	if _, err := provider.Up(ctx); err != nil {
		return fmt.Errorf("postgres: migrate: up: %w", err)
	}
	return nil
}
