package postgres

import (
	"context"
	"fmt"
	"time"
)

// Purged counts what one purge removed.
type Purged struct {
	// Calls is how many calls had their words removed.
	Calls int64
	// Snapshots is how many snapshot rows were deleted.
	Snapshots int64
	// Records is how many call records lost their transcript and summaries.
	Records int64
}

// Purge removes the words of every call that ended before cutoff: all its snapshots (which
// carry the transcript, the utterances, the replies and the state), and the transcript and
// summaries of its call record. The record's outcome fields (outcome, reasons, who, claims,
// turn count, times) stay, so reporting over old calls still works.
//
// A call ended at the later of its last snapshot and its record's end (or last update when
// Vapi gave no end time), so a call with any recent trace is left alone. It runs in one
// transaction: a purge that fails half-way removes nothing.
func (db *DB) Purge(ctx context.Context, cutoff time.Time) (Purged, error) {
	var p Purged
	tx, err := db.Pool.Begin(ctx)
	if err != nil {
		return p, fmt.Errorf("postgres: purge: begin: %w", err)
	}
	defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()
	_, err = tx.Exec(ctx, `
		CREATE TEMPORARY TABLE purge_calls ON COMMIT DROP AS
		SELECT call_id FROM (
			SELECT call_id, created_at AS at FROM call_snapshots
			UNION ALL
			SELECT call_id, coalesce(ended_at, updated_at) FROM call_records
		) t
		GROUP BY call_id
		HAVING max(at) < $1`, cutoff)
	if err != nil {
		return p, fmt.Errorf("postgres: purge: choose calls: %w", err)
	}
	if err := tx.QueryRow(ctx, `SELECT count(*) FROM purge_calls`).Scan(&p.Calls); err != nil {
		return p, fmt.Errorf("postgres: purge: count calls: %w", err)
	}
	tag, err := tx.Exec(ctx, `DELETE FROM call_snapshots s USING purge_calls p WHERE s.call_id = p.call_id`)
	if err != nil {
		return p, fmt.Errorf("postgres: purge: snapshots: %w", err)
	}
	p.Snapshots = tag.RowsAffected()
	tag, err = tx.Exec(ctx, `
		UPDATE call_records r SET transcript = NULL, summary = NULL, vapi_summary = NULL
		FROM purge_calls p
		WHERE r.call_id = p.call_id AND (r.transcript IS NOT NULL OR r.summary IS NOT NULL OR r.vapi_summary IS NOT NULL)`)
	if err != nil {
		return p, fmt.Errorf("postgres: purge: records: %w", err)
	}
	p.Records = tag.RowsAffected()
	if err := tx.Commit(ctx); err != nil {
		return p, fmt.Errorf("postgres: purge: commit: %w", err)
	}
	return p, nil
}
