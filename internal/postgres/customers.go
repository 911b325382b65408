package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// Customer is a policyholder as the agent needs it to identify a caller:
// caller ID is matched on PhoneE164 and identity confirmed against DOB.
type Customer struct {
	ID, Name, PhoneE164 string
	DOB                 time.Time // a date; always midnight UTC so comparisons are exact
}

// CustomerByPhone finds the customer whose phone number, in E.164 form, is
// e164. It returns ErrNotFound when none matches, which the agent treats as
// "ask the caller who they are" rather than as a failure.
func (db *DB) CustomerByPhone(ctx context.Context, e164 string) (Customer, error) {
	var c Customer
	err := db.Pool.QueryRow(ctx,
		`SELECT customer_id, name, phone_e164, dob FROM customers WHERE phone_e164 = $1`, e164,
	).Scan(&c.ID, &c.Name, &c.PhoneE164, &c.DOB)
	if errors.Is(err, pgx.ErrNoRows) {
		return Customer{}, ErrNotFound
	}
	if err != nil {
		return Customer{}, fmt.Errorf("postgres: customer by phone: %w", err)
	}
	c.DOB = utcDate(c.DOB)
	return c, nil
}

// Document is a piece of paperwork requested for a claim. Callers most often
// phone to ask "what do you still need from me", answered by the outstanding ones.
type Document struct {
	Name        string
	Status      string // "outstanding" or "received"
	RequestedAt time.Time
}

// Claim is a claim with the documents requested for it, everything the agent
// needs to answer a status question in one read.
type Claim struct {
	ClaimID, Status, ClaimType string
	IncidentDate               time.Time // zero when unknown; midnight UTC otherwise
	Adjuster                   string    // "" when none is assigned yet
	UpdatedAt                  time.Time
	Documents                  []Document // never nil; empty when none were requested
}

// ClaimsForCustomer returns the customer's claims, newest incident first
// (the one a caller is most likely phoning about), each with its documents.
// The result and every Documents slice are non-nil even when empty, so that
// JSON encodes them as [] and the agent can say "no documents" confidently.
func (db *DB) ClaimsForCustomer(ctx context.Context, customerID string) ([]Claim, error) {
	// One round trip: LEFT JOIN keeps claims without documents (their
	// document columns come back NULL).
	rows, err := db.Pool.Query(ctx, `
		SELECT c.claim_id, c.status, c.claim_type, c.incident_date, c.adjuster, c.updated_at,
		       d.name, d.status, d.requested_at
		FROM claims c
		LEFT JOIN claim_documents d ON d.claim_id = c.claim_id
		WHERE c.customer_id = $1
		ORDER BY c.incident_date DESC NULLS LAST, c.claim_id, d.requested_at, d.id`, customerID)
	if err != nil {
		return nil, fmt.Errorf("postgres: claims for customer: %w", err)
	}
	defer rows.Close()

	claims := []Claim{}
	for rows.Next() {
		var (
			c                  Claim
			incident           *time.Time
			adjuster           *string
			docName, docStatus *string
			docRequestedAt     *time.Time
		)
		if err := rows.Scan(&c.ClaimID, &c.Status, &c.ClaimType, &incident, &adjuster, &c.UpdatedAt,
			&docName, &docStatus, &docRequestedAt); err != nil {
			return nil, fmt.Errorf("postgres: claims for customer: scan: %w", err)
		}
		// Rows arrive grouped by claim; start a new claim when the id changes.
		if n := len(claims); n == 0 || claims[n-1].ClaimID != c.ClaimID {
			if incident != nil {
				c.IncidentDate = utcDate(*incident)
			}
			c.Adjuster = deref(adjuster)
			c.Documents = []Document{}
			claims = append(claims, c)
		}
		if docName != nil {
			last := &claims[len(claims)-1]
			last.Documents = append(last.Documents, Document{
				Name: *docName, Status: deref(docStatus), RequestedAt: *docRequestedAt,
			})
		}
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("postgres: claims for customer: %w", err)
	}
	return claims, nil
}

// utcDate normalises a date column to midnight UTC, whatever location the
// driver attached, so that equality with time.Date(y, m, d, 0, 0, 0, 0, time.UTC) holds.
func utcDate(t time.Time) time.Time {
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
}
