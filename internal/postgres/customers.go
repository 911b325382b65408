package postgres

import (
	"claimsline/internal/domain"
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
)

// CustomerByPhone finds the customer whose phone number, in E.164 form, is
// e164. It returns domain.ErrNotFound when none matches, which the agent treats as
// "ask the caller who they are" rather than as a failure.
func (db *DB) CustomerByPhone(ctx context.Context, e164 string) (domain.Customer, error) {
	var c domain.Customer
	err := db.Pool.QueryRow(ctx,
		`SELECT customer_id, name, phone_e164, dob FROM customers WHERE phone_e164 = $1`, e164,
	).Scan(&c.ID, &c.Name, &c.PhoneE164, &c.DOB)
	if errors.Is(err, pgx.ErrNoRows) {
		return domain.Customer{}, domain.ErrNotFound
	}
	if err != nil {
		return domain.Customer{}, fmt.Errorf("postgres: customer by phone: %w", err)
	}
	c.DOB = utcDate(c.DOB)
	return c, nil
}

// ClaimsForCustomer returns the customer's claims, newest incident first
// (the one a caller is most likely phoning about), each with its documents.
// The result and every Documents slice are non-nil even when empty, so that
// JSON encodes them as [] and the agent can say "no documents" confidently.
func (db *DB) ClaimsForCustomer(ctx context.Context, customerID string) ([]domain.Claim, error) {
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

	claims := []domain.Claim{}
	for rows.Next() {
		var (
			c                  domain.Claim
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
			c.Documents = []domain.Document{}
			claims = append(claims, c)
		}
		if docName != nil {
			last := &claims[len(claims)-1]
			last.Documents = append(last.Documents, domain.Document{
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

// OtherCustomerNamed reports whether a customer other than self has a full name or a
// surname (the last word of the name) among words, compared lower-cased. It is the reply
// check's question (voice.Guard): a model must not speak another customer's name. self is
// the verified caller's key, or "" for a caller not verified, whom every customer is other
// than. Both comparisons match the expression indexes of migration 00006.
func (db *DB) OtherCustomerNamed(ctx context.Context, self string, words []string) (bool, error) {
	if len(words) == 0 {
		return false, nil
	}
	lowered := make([]string, len(words))
	for i, w := range words {
		lowered[i] = strings.ToLower(w)
	}
	var found bool
	err := db.Pool.QueryRow(ctx, `
		SELECT EXISTS (
			SELECT 1 FROM customers
			WHERE (lower(name) = ANY($2) OR lower(split_part(name, ' ', -1)) = ANY($2))
			  AND customer_id <> $1)`, self, lowered).Scan(&found)
	if err != nil {
		return false, fmt.Errorf("postgres: other customer named: %w", err)
	}
	return found, nil
}
