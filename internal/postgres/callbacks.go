package postgres

import (
	"claimsline/internal/domain"
	"context"
	"fmt"
)

// CallbackPending is the status of a callback nobody has actioned yet.
const CallbackPending = "pending"

// InsertCallback records a callback request. There is at most one per call:
// a second request for the same call_id (a retried webhook, an agent that
// escalates twice) is ignored, so nobody gets phoned twice.
func (db *DB) InsertCallback(ctx context.Context, c domain.Callback) error {
	status := c.Status
	if status == "" {
		status = CallbackPending
	}
	_, err := db.Pool.Exec(ctx, `
		INSERT INTO callbacks (call_id, phone, customer_id, reason, status, created_at)
		VALUES ($1, $2, $3, $4, $5, coalesce($6, now()))
		ON CONFLICT (call_id) DO NOTHING`,
		c.CallID, nullIfEmpty(c.Phone), nullIfEmpty(c.CustomerID), c.Reason, status, nullTime(c.CreatedAt))
	if err != nil {
		return fmt.Errorf("postgres: insert callback %s: %w", c.CallID, err)
	}
	return nil
}

// PendingCallbacks returns up to limit callbacks still waiting, oldest first,
// because the caller who has waited longest should be phoned first. A
// non-positive limit means 50.
func (db *DB) PendingCallbacks(ctx context.Context, limit int) ([]domain.Callback, error) {
	if limit <= 0 {
		limit = 50
	}
	rows, err := db.Pool.Query(ctx, `
		SELECT call_id, coalesce(phone, ''), coalesce(customer_id, ''), reason, created_at, status
		FROM callbacks WHERE status = $1
		ORDER BY created_at, id
		LIMIT $2`, CallbackPending, limit)
	if err != nil {
		return nil, fmt.Errorf("postgres: pending callbacks: %w", err)
	}
	defer rows.Close()
	out := []domain.Callback{}
	for rows.Next() {
		var c domain.Callback
		if err := rows.Scan(&c.CallID, &c.Phone, &c.CustomerID, &c.Reason, &c.CreatedAt, &c.Status); err != nil {
			return nil, fmt.Errorf("postgres: pending callbacks: scan: %w", err)
		}
		out = append(out, c)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("postgres: pending callbacks: %w", err)
	}
	return out, nil
}
