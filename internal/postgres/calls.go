package postgres

import (
	"claimsline/internal/domain"
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// UpsertCallRecord creates or updates the record for r.CallID, so repeated
// reports for a call always leave exactly one row.
//
// The fields built from the call's state (outcome, reasons, who, claims, turn
// count, transcript, summary) are taken from r only when r.StateVersion is not
// older than the stored one: a record built early from a stale snapshot is
// completed by a later, fuller build, and never the other way round. Within one
// version, and for Vapi's fields always, later writes win field by field but
// only with what they actually carry: an empty string, nil time or empty
// ClaimsDiscussed keeps the stored value, Authenticated never reverts from true
// to false, and TurnCount never shrinks.
func (db *DB) UpsertCallRecord(ctx context.Context, r domain.CallRecord) error {
	var claims []string
	if len(r.ClaimsDiscussed) > 0 {
		claims = r.ClaimsDiscussed
	}
	_, err := db.Pool.Exec(ctx, `
		INSERT INTO call_records AS cr (call_id, outcome, ended_reason, vapi_ended_reason, customer_id, customer_name,
			authenticated, claims_discussed, turn_count, summary, transcript, recording_url, started_at, ended_at,
			inspection, vapi_summary, state_version)
		VALUES ($1, $2, $3, $4, $5, $6, $7, coalesce($8, '{}'::text[]), $9, $10, $11, $12, $13, $14, $15, $16, $17)
		ON CONFLICT (call_id) DO UPDATE SET
			outcome           = CASE WHEN EXCLUDED.state_version < cr.state_version OR EXCLUDED.outcome = '' THEN cr.outcome ELSE EXCLUDED.outcome END,
			ended_reason      = CASE WHEN EXCLUDED.state_version < cr.state_version THEN cr.ended_reason ELSE coalesce(EXCLUDED.ended_reason, cr.ended_reason) END,
			customer_id       = CASE WHEN EXCLUDED.state_version < cr.state_version THEN cr.customer_id ELSE coalesce(EXCLUDED.customer_id, cr.customer_id) END,
			customer_name     = CASE WHEN EXCLUDED.state_version < cr.state_version THEN cr.customer_name ELSE coalesce(EXCLUDED.customer_name, cr.customer_name) END,
			authenticated     = cr.authenticated OR (EXCLUDED.authenticated AND EXCLUDED.state_version >= cr.state_version),
			claims_discussed  = CASE WHEN EXCLUDED.state_version < cr.state_version OR $8::text[] IS NULL THEN cr.claims_discussed ELSE EXCLUDED.claims_discussed END,
			turn_count        = greatest(cr.turn_count, EXCLUDED.turn_count),
			summary           = CASE WHEN EXCLUDED.state_version < cr.state_version THEN cr.summary ELSE coalesce(EXCLUDED.summary, cr.summary) END,
			transcript        = CASE WHEN EXCLUDED.state_version < cr.state_version THEN cr.transcript ELSE coalesce(EXCLUDED.transcript, cr.transcript) END,
			state_version     = greatest(cr.state_version, EXCLUDED.state_version),
			vapi_ended_reason = coalesce(EXCLUDED.vapi_ended_reason, cr.vapi_ended_reason),
			vapi_summary      = coalesce(EXCLUDED.vapi_summary, cr.vapi_summary),
			recording_url     = coalesce(EXCLUDED.recording_url, cr.recording_url),
			started_at        = coalesce(EXCLUDED.started_at, cr.started_at),
			ended_at          = coalesce(EXCLUDED.ended_at, cr.ended_at),
			inspection        = coalesce(EXCLUDED.inspection, cr.inspection),
			updated_at        = now()`,
		r.CallID, r.Outcome, nullIfEmpty(r.EndedReason), nullIfEmpty(r.VapiEndedReason), nullIfEmpty(r.CustomerID),
		nullIfEmpty(r.CustomerName), r.Authenticated, claims, r.TurnCount, nullIfEmpty(r.Summary),
		nullIfEmpty(r.Transcript), nullIfEmpty(r.RecordingURL), r.StartedAt, r.EndedAt, nullIfEmpty(r.Inspection),
		nullIfEmpty(r.VapiSummary), r.StateVersion)
	if err != nil {
		return fmt.Errorf("postgres: upsert call record %s: %w", r.CallID, err)
	}
	return nil
}

// RecordedCalls returns which of ids have a call record, so the snapshot writer can complete
// only records that were written before their last snapshots arrived.
func (db *DB) RecordedCalls(ctx context.Context, ids []string) ([]string, error) {
	rows, err := db.Pool.Query(ctx, `SELECT call_id FROM call_records WHERE call_id = ANY($1)`, ids)
	if err != nil {
		return nil, fmt.Errorf("postgres: recorded calls: %w", err)
	}
	out, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, fmt.Errorf("postgres: recorded calls: %w", err)
	}
	return out, nil
}

// CallRecord returns the summary record of a call, or domain.ErrNotFound if the
// call has not been recorded (yet). ClaimsDiscussed is never nil.
func (db *DB) CallRecord(ctx context.Context, callID string) (domain.CallRecord, error) {
	var (
		r                                                                 domain.CallRecord
		ended, vapiEnded, custID, custName, summ, trans, recURL, vapiSumm *string
		inspection                                                        *string
	)
	err := db.Pool.QueryRow(ctx, `
		SELECT call_id, outcome, ended_reason, vapi_ended_reason, customer_id, customer_name, authenticated,
			claims_discussed, turn_count, summary, transcript, recording_url, started_at, ended_at, created_at, updated_at,
			inspection, vapi_summary, state_version
		FROM call_records WHERE call_id = $1`, callID,
	).Scan(&r.CallID, &r.Outcome, &ended, &vapiEnded, &custID, &custName, &r.Authenticated,
		&r.ClaimsDiscussed, &r.TurnCount, &summ, &trans, &recURL, &r.StartedAt, &r.EndedAt, &r.CreatedAt, &r.UpdatedAt,
		&inspection, &vapiSumm, &r.StateVersion)
	if errors.Is(err, pgx.ErrNoRows) {
		return domain.CallRecord{}, domain.ErrNotFound
	}
	if err != nil {
		return domain.CallRecord{}, fmt.Errorf("postgres: call record: %w", err)
	}
	r.EndedReason, r.VapiEndedReason, r.CustomerID, r.CustomerName = deref(ended), deref(vapiEnded), deref(custID), deref(custName)
	r.Summary, r.Transcript, r.RecordingURL, r.Inspection = deref(summ), deref(trans), deref(recURL), deref(inspection)
	r.VapiSummary = deref(vapiSumm)
	r.ClaimsDiscussed = nonNil(r.ClaimsDiscussed)
	return r, nil
}

// RecentCalls returns the n calls with the most recent snapshot activity,
// newest first, for the operations dashboard. Calls that have only a record
// and no snapshots are not listed, since they never reached the agent.
// A non-positive n means 20.
func (db *DB) RecentCalls(ctx context.Context, n int) ([]domain.CallSummary, error) {
	if n <= 0 {
		n = 20
	}
	// Choose the n calls first, then read the last snapshot and turn count
	// of only those (via the (call_id, id) index). Choosing them groups every
	// snapshot, which is fine at dashboard scale; add a calls table keyed by
	// last activity if history grows into the millions of rows.
	rows, err := db.Pool.Query(ctx, `
		WITH recent AS (
			SELECT call_id, max(created_at) AS last_at
			FROM call_snapshots
			GROUP BY call_id
			ORDER BY last_at DESC
			LIMIT $1
		)
		SELECT r.call_id, r.last_at, t.turns, l.authenticated, l.customer_id, l.intent, l.ended_reason,
			cr.call_id IS NOT NULL, coalesce(cr.outcome, '')
		FROM recent r
		CROSS JOIN LATERAL (
			SELECT s.authenticated, s.customer_id, s.intent, s.ended_reason
			FROM call_snapshots s WHERE s.call_id = r.call_id ORDER BY s.id DESC LIMIT 1
		) l
		CROSS JOIN LATERAL (
			SELECT count(DISTINCT s.turn_number) FILTER (WHERE s.turn_number > 0)::int AS turns FROM call_snapshots s WHERE s.call_id = r.call_id
		) t
		LEFT JOIN call_records cr ON cr.call_id = r.call_id
		ORDER BY r.last_at DESC, r.call_id`, n)
	if err != nil {
		return nil, fmt.Errorf("postgres: recent calls: %w", err)
	}
	defer rows.Close()
	out := []domain.CallSummary{}
	for rows.Next() {
		var (
			c                               domain.CallSummary
			customerID, intent, endedReason *string
		)
		if err := rows.Scan(&c.CallID, &c.LastTurnAt, &c.Turns, &c.Authenticated, &customerID, &intent,
			&endedReason, &c.HasRecord, &c.Outcome); err != nil {
			return nil, fmt.Errorf("postgres: recent calls: scan: %w", err)
		}
		c.CustomerID, c.Intent, c.EndedReason = deref(customerID), deref(intent), deref(endedReason)
		out = append(out, c)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("postgres: recent calls: %w", err)
	}
	return out, nil
}
