package tools

import (
	"context"

	"claimsline/internal/domain"
	"claimsline/state"
)

// ClaimLister lists one customer's claims with their documents.
type ClaimLister interface {
	ClaimsForCustomer(ctx context.Context, customerID string) ([]domain.Claim, error)
}

// FetchArgs are fetch_claims' arguments after injection: the model sees none of them.
type FetchArgs struct {
	CustomerID string `json:"customer_id"`
}

// ClaimsResult is fetch_claims' answer.
type ClaimsResult struct {
	Status string        `json:"status"`
	Claims []state.Claim `json:"claims,omitempty"`
}

// Fetch is fetch_claims for the injected customer. A claim with no outstanding documents
// keeps an empty list: "nothing outstanding" is the answer for most claims.
func Fetch(ctx context.Context, lister ClaimLister, args FetchArgs) ClaimsResult {
	if args.CustomerID == "" {
		return ClaimsResult{Status: StatusNoCustomer}
	}
	rows, err := lister.ClaimsForCustomer(ctx, args.CustomerID)
	if err != nil {
		return ClaimsResult{Status: StatusClaimsUnavailable}
	}
	claims := make([]state.Claim, 0, len(rows))
	for _, r := range rows {
		c := state.Claim{
			ClaimID: r.ClaimID, Status: r.Status, ClaimType: r.ClaimType, Adjuster: r.Adjuster,
			Documents: make([]state.Document, 0, len(r.Documents)),
		}
		if !r.IncidentDate.IsZero() {
			c.IncidentDate = r.IncidentDate.Format("January 2, 2006")
		}
		for _, d := range r.Documents {
			c.Documents = append(c.Documents, state.Document{Name: d.Name, Status: d.Status})
		}
		claims = append(claims, c)
	}
	if len(claims) == 0 {
		return ClaimsResult{Status: StatusNoClaims, Claims: claims}
	}
	return ClaimsResult{Status: StatusClaimsFound, Claims: claims}
}

// SelectArgs are select_claim's arguments; Claims is injected from state.
type SelectArgs struct {
	ClaimID string        `json:"claim_id"`
	Claims  []state.Claim `json:"claims"`
}

// SelectResult is select_claim's answer.
type SelectResult struct {
	Status   string       `json:"status"`
	Claim    *state.Claim `json:"claim,omitempty"`
	ClaimIDs []string     `json:"claim_ids,omitempty"`
}

// Select resolves a claim number against the caller's own claims only, so a borrowed number
// and an invented one fail the same way.
func Select(args SelectArgs) SelectResult {
	ids := make([]string, 0, len(args.Claims))
	want := ClaimKey(args.ClaimID)
	for _, c := range args.Claims {
		if want != "" && ClaimKey(c.ClaimID) == want {
			return SelectResult{Status: StatusClaimSelected, Claim: &c}
		}
		ids = append(ids, c.ClaimID)
	}
	return SelectResult{Status: StatusUnknownClaim, ClaimIDs: ids}
}

// ClaimKey is the one normalizer of claim numbers: it compares them the way a caller says
// them, so "clm 20417", "CLM-20417" and "20417" name the same claim. Two numbers name the
// same claim when their keys are equal and not empty.
func ClaimKey(id string) string {
	var digits []rune
	for _, r := range id {
		if r >= '0' && r <= '9' {
			digits = append(digits, r)
		}
	}
	return string(digits)
}
