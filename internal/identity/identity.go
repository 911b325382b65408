// Package identity is the auth grant of a call: who the caller has proved to be.
//
// It exists so that identity cannot be made up. Its types have unexported fields, so no
// other package can write a composite literal of them, and each has one way in:
//
//   - a Grant, the only thing a node can hand the engine to write identity, comes only from
//     Verify, which compares the date of birth the caller said with the one on file for the
//     customer their number found. Verification (package tools) is its one caller;
//   - an Identity, what the call's state holds, comes from a Grant or from Restore, which
//     reads back a checkpoint that was written from one. The state package is its one caller.
//
// The house test (internal/house) holds those two sentences: only tools and state may import
// this package, and each may use only its own way in. The graph engine's protected-writer
// rule (only auth_tool may return a Grant) is the second wall behind this one.
package identity

import (
	"claimsline/internal/domain"
	"claimsline/internal/spoken/dob"
)

// Identity is who the caller of a call is known to be. The zero value is an unverified
// caller.
type Identity struct {
	authenticated bool
	customerID    string
	customerName  string
}

// Authenticated reports whether the caller has been verified.
func (i Identity) Authenticated() bool { return i.authenticated }

// CustomerID is the verified customer's key, "" while unverified. It is for code (tool
// arguments injected from state, the call record); it never reaches a model.
func (i Identity) CustomerID() string { return i.customerID }

// CustomerName is the verified customer's name, "" while unverified.
func (i Identity) CustomerName() string { return i.customerName }

// Restore rebuilds the identity a checkpoint recorded. It is the state package's way back
// from its own JSON, and nothing else's (the house test holds that): a checkpoint's identity
// was written from a Grant on an earlier turn.
func Restore(authenticated bool, customerID, customerName string) Identity {
	return Identity{authenticated: authenticated, customerID: customerID, customerName: customerName}
}

// Grant is a verified identity on its way into the call's state: the one value a node can
// return to write identity. Only Verify makes one.
type Grant struct {
	id Identity
}

// Identity is what the grant writes.
func (g Grant) Identity() Identity { return g.id }

// Verify grants the identity of customer c to a caller who said date of birth said, and
// refuses (ok false) when the date is not the one on file. It is the only constructor of a
// Grant, so a verified identity exists only where this comparison passed.
func Verify(c domain.Customer, said dob.Date) (g Grant, ok bool) {
	onFile := c.DOB.UTC()
	if c.ID == "" || said.Year != onFile.Year() || said.Month != onFile.Month() || said.Day != onFile.Day() {
		return Grant{}, false
	}
	return Grant{id: Identity{authenticated: true, customerID: c.ID, customerName: c.Name}}, true
}
