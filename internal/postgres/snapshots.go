package postgres

import (
	"claimsline/internal/domain"
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// InsertSnapshot appends s.
func (db *DB) InsertSnapshot(ctx context.Context, s domain.Snapshot) error {
	return db.InsertSnapshots(ctx, []domain.Snapshot{s})
}

const insertSnapshot = `
	INSERT INTO call_snapshots (call_id, turn_number, created_at, authenticated, customer_id, intent,
		ended_reason, ends_call, nodes, transcript, state, utterance, reply, fallback, model_calls, tool_calls)
	VALUES ($1, $2, coalesce($3, now()), $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $14, $15, $16)`

// InsertSnapshots appends a batch of snapshots in one round trip and one commit. It is
// called off the reply path (see package audit), and does no read-back.
//
// The commit does not wait for the WAL flush (synchronous_commit off, for this transaction
// only): these rows are forensics, a crash may lose the last fraction of a second of them,
// and waiting for the disk on every turn was what limited how many turns a second could be
// recorded at all.
func (db *DB) InsertSnapshots(ctx context.Context, snaps []domain.Snapshot) error {
	if len(snaps) == 0 {
		return nil
	}
	// The transaction's BEGIN and COMMIT travel in the same pipeline as the rows: one round
	// trip for the whole batch. A batch that fails stops at the failing row (the server skips
	// the rest, the COMMIT included), and its connection, left inside the failed transaction,
	// is closed by the pool rather than reused.
	b := &pgx.Batch{}
	b.Queue("BEGIN")
	b.Queue("SET LOCAL synchronous_commit TO OFF")
	for _, s := range snaps {
		// The state goes as bytes: a string conversion would copy every row's state once more.
		state := s.State
		if len(state) == 0 {
			state = emptyState
		}
		b.Queue(insertSnapshot,
			s.CallID, s.TurnNumber, nullTime(s.CreatedAt), s.Authenticated, nullIfEmpty(s.CustomerID), nullIfEmpty(s.Intent),
			nullIfEmpty(s.EndedReason), s.EndsCall, nonNil(s.Nodes), s.Transcript, state,
			nullIfEmpty(s.Utterance), nullIfEmpty(s.Reply), s.Fallback, s.ModelCalls, s.ToolCalls)
	}
	b.Queue("COMMIT")
	if err := db.Pool.SendBatch(ctx, b).Close(); err != nil {
		return fmt.Errorf("postgres: insert %d snapshots (first %s/%d): %w", len(snaps), snaps[0].CallID, snaps[0].TurnNumber, err)
	}
	return nil
}

// emptyState is the state column of a snapshot that has none.
var emptyState = []byte("{}")

const snapshotColumns = `call_id, turn_number, created_at, authenticated, customer_id, intent, ended_reason,
	ends_call, nodes, transcript, state, utterance, reply, fallback, model_calls, tool_calls`

// LastSnapshot returns the most recently inserted snapshot of a call, which
// is how a call resumes after a webhook lands on a different replica. It
// orders by id, not turn number, because turn numbers can repeat.
// It returns domain.ErrNotFound for an unknown call.
func (db *DB) LastSnapshot(ctx context.Context, callID string) (domain.Snapshot, error) {
	row := db.Pool.QueryRow(ctx, `SELECT `+snapshotColumns+`
		FROM call_snapshots WHERE call_id = $1 ORDER BY id DESC LIMIT 1`, callID)
	s, err := scanSnapshot(row)
	if errors.Is(err, pgx.ErrNoRows) {
		return domain.Snapshot{}, domain.ErrNotFound
	}
	if err != nil {
		return domain.Snapshot{}, fmt.Errorf("postgres: last snapshot: %w", err)
	}
	return s, nil
}

// Snapshots returns every snapshot of a call in insertion order, for replay
// and review. An unknown call yields an empty, non-nil slice.
func (db *DB) Snapshots(ctx context.Context, callID string) ([]domain.Snapshot, error) {
	rows, err := db.Pool.Query(ctx, `SELECT `+snapshotColumns+`
		FROM call_snapshots WHERE call_id = $1 ORDER BY id`, callID)
	if err != nil {
		return nil, fmt.Errorf("postgres: snapshots: %w", err)
	}
	defer rows.Close()
	out := []domain.Snapshot{}
	for rows.Next() {
		s, err := scanSnapshot(rows)
		if err != nil {
			return nil, fmt.Errorf("postgres: snapshots: scan: %w", err)
		}
		out = append(out, s)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("postgres: snapshots: %w", err)
	}
	return out, nil
}

// scanSnapshot reads one row selected with snapshotColumns, mapping NULL text to "".
func scanSnapshot(row pgx.Row) (domain.Snapshot, error) {
	var (
		s                                                 domain.Snapshot
		customerID, intent, endedReason, utterance, reply *string
		state                                             []byte
	)
	err := row.Scan(&s.CallID, &s.TurnNumber, &s.CreatedAt, &s.Authenticated, &customerID, &intent, &endedReason,
		&s.EndsCall, &s.Nodes, &s.Transcript, &state, &utterance, &reply, &s.Fallback, &s.ModelCalls, &s.ToolCalls)
	if err != nil {
		return domain.Snapshot{}, err
	}
	s.CustomerID, s.Intent, s.EndedReason = deref(customerID), deref(intent), deref(endedReason)
	s.Utterance, s.Reply = deref(utterance), deref(reply)
	s.State = json.RawMessage(state)
	s.Nodes = nonNil(s.Nodes)
	return s, nil
}
