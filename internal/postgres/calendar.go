package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"claimsline/internal/domain"
)

// Columns returns the capacity columns starting in [from, to), with how many seats of each
// are booked, for one adjuster or (adjusterID "") for every adjuster, in one query. The
// booking tool reads a whole calendar month of every adjuster this way instead of one
// adjuster-day at a time, and re-reads one adjuster's day the same way before it writes.
func (db *DB) Columns(ctx context.Context, from, to time.Time, adjusterID string) ([]domain.CalendarColumn, error) {
	rows, err := db.Pool.Query(ctx, `
		SELECT a.adjuster_id, a.name, a.time_zone, a.territory,
		       c.starts_at, c.column_no, c.capacity, c.duration_min,
		       (SELECT count(*) FROM inspection_bookings b
		         WHERE b.adjuster_id = c.adjuster_id AND b.starts_at = c.starts_at AND b.column_no = c.column_no)
		FROM calendar_columns c JOIN adjusters a USING (adjuster_id)
		WHERE c.starts_at >= $1 AND c.starts_at < $2 AND ($3 = '' OR c.adjuster_id = $3)
		ORDER BY c.starts_at, a.adjuster_id, c.column_no`, from, to, adjusterID)
	if err != nil {
		return nil, fmt.Errorf("postgres: calendar columns: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (domain.CalendarColumn, error) {
		var c domain.CalendarColumn
		err := r.Scan(&c.ID, &c.Name, &c.TimeZone, &c.Territory, &c.StartsAt, &c.Column, &c.Capacity, &c.DurationMin, &c.Booked)
		return c, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: calendar columns: %w", err)
	}
	return out, nil
}

const bookingColumns = `b.booking_id, b.adjuster_id, a.name, a.time_zone, b.starts_at, c.duration_min,
	b.column_no, b.seat, b.claim_id, b.customer_id, b.call_id, b.reference, b.request_id, b.created_at`

const bookingFrom = `inspection_bookings b` + bookingJoins

const bookingJoins = `
	JOIN adjusters a ON a.adjuster_id = b.adjuster_id
	JOIN calendar_columns c ON (c.adjuster_id, c.starts_at, c.column_no) = (b.adjuster_id, b.starts_at, b.column_no)`

func scanBooking(r pgx.CollectableRow) (domain.InspectionBooking, error) {
	var b domain.InspectionBooking
	err := r.Scan(&b.ID, &b.AdjusterID, &b.AdjusterName, &b.TimeZone, &b.StartsAt, &b.DurationMin,
		&b.Column, &b.Seat, &b.ClaimID, &b.CustomerID, &b.CallID, &b.Reference, &b.RequestID, &b.CreatedAt)
	return b, err
}

// Book writes one booking, once. A seat another writer took first (or one beyond the
// column's capacity, or a second booking for the claim) is domain.ErrConflict; any other
// error leaves the outcome unknown to the caller, who must read it back by RequestID.
func (db *DB) Book(ctx context.Context, b domain.InspectionBooking) (domain.InspectionBooking, error) {
	rows, err := db.Pool.Query(ctx, `
		WITH ins AS (
			INSERT INTO inspection_bookings
				(adjuster_id, starts_at, column_no, seat, claim_id, customer_id, call_id, reference, request_id)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
			RETURNING *)
		SELECT `+bookingColumns+` FROM ins b`+bookingJoins,
		b.AdjusterID, b.StartsAt, b.Column, b.Seat, b.ClaimID, b.CustomerID, b.CallID, b.Reference, b.RequestID)
	if err != nil {
		return b, fmt.Errorf("postgres: book %s: %w", b.Reference, err)
	}
	out, err := pgx.CollectExactlyOneRow(rows, scanBooking)
	switch {
	case hasCode(err, codeUniqueViolation):
		return b, fmt.Errorf("postgres: book %s: %w", b.Reference, domain.ErrConflict)
	case err != nil:
		return b, fmt.Errorf("postgres: book %s: %w", b.Reference, err)
	}
	return out, nil
}

// BookingByRequest reads back the booking a write with this request id made, or
// domain.ErrNotFound: how an ambiguous write (a timeout, a server error) is resolved.
func (db *DB) BookingByRequest(ctx context.Context, requestID string) (domain.InspectionBooking, error) {
	return db.oneBooking(ctx, `b.request_id = $1`, requestID)
}

// BookingFor returns the booking held by a claim, or else one made on a call, or
// domain.ErrNotFound. A claim gets one inspection, and a call that has booked knows it even
// if the turn that booked was never saved.
func (db *DB) BookingFor(ctx context.Context, claimID, callID string) (domain.InspectionBooking, error) {
	return db.oneBooking(ctx, `b.claim_id = $1 OR b.call_id = $2 ORDER BY b.claim_id = $1 DESC, b.booking_id LIMIT 1`, claimID, callID)
}

// BookingsForCall lists the bookings made on one call, for the call record and forensics.
func (db *DB) BookingsForCall(ctx context.Context, callID string) ([]domain.InspectionBooking, error) {
	rows, err := db.Pool.Query(ctx, `SELECT `+bookingColumns+` FROM `+bookingFrom+` WHERE b.call_id = $1 ORDER BY b.booking_id`, callID)
	if err != nil {
		return nil, fmt.Errorf("postgres: bookings for call: %w", err)
	}
	out, err := pgx.CollectRows(rows, scanBooking)
	if err != nil {
		return nil, fmt.Errorf("postgres: bookings for call: %w", err)
	}
	return out, nil
}

func (db *DB) oneBooking(ctx context.Context, where string, args ...any) (domain.InspectionBooking, error) {
	rows, err := db.Pool.Query(ctx, `SELECT `+bookingColumns+` FROM `+bookingFrom+` WHERE `+where, args...)
	if err != nil {
		return domain.InspectionBooking{}, fmt.Errorf("postgres: read booking: %w", err)
	}
	b, err := pgx.CollectExactlyOneRow(rows, scanBooking)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return b, domain.ErrNotFound
	case err != nil:
		return b, fmt.Errorf("postgres: read booking: %w", err)
	}
	return b, nil
}

// FileReconcile records a booking write whose outcome nobody could read back, for staff to
// confirm by hand. A second task for the same call is ignored: such a call writes no more.
func (db *DB) FileReconcile(ctx context.Context, t domain.ReconcileTask) error {
	_, err := db.Pool.Exec(ctx, `
		INSERT INTO booking_reconcile_tasks (call_id, request_id, claim_id, customer_id, reference, detail)
		VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (call_id) DO NOTHING`,
		t.CallID, t.RequestID, t.ClaimID, t.CustomerID, t.Reference, t.Detail)
	if err != nil {
		return fmt.Errorf("postgres: file reconcile task for %s: %w", t.CallID, err)
	}
	return nil
}

// ReconcileFor returns the reconcile task filed on a call, or domain.ErrNotFound.
func (db *DB) ReconcileFor(ctx context.Context, callID string) (domain.ReconcileTask, error) {
	var t domain.ReconcileTask
	err := db.Pool.QueryRow(ctx, `
		SELECT call_id, request_id, claim_id, customer_id, reference, detail, status, created_at
		FROM booking_reconcile_tasks WHERE call_id = $1`, callID).
		Scan(&t.CallID, &t.RequestID, &t.ClaimID, &t.CustomerID, &t.Reference, &t.Detail, &t.Status, &t.CreatedAt)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return t, domain.ErrNotFound
	case err != nil:
		return t, fmt.Errorf("postgres: reconcile task for %s: %w", callID, err)
	}
	return t, nil
}
