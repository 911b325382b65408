package identity_test

import (
	"testing"
	"time"

	"claimsline/internal/domain"
	"claimsline/internal/identity"
	"claimsline/internal/spoken/dob"
)

func TestVerifyGrantsOnlyTheDateOnFile(t *testing.T) {
	dana := domain.Customer{ID: "CUST-1001", Name: "Dana Whitfield", DOB: time.Date(1985, time.March, 14, 0, 0, 0, 0, time.UTC)}
	cases := []struct {
		name string
		c    domain.Customer
		said dob.Date
		ok   bool
	}{
		{"the date on file", dana, dob.Date{Year: 1985, Month: time.March, Day: 14}, true},
		{"day off by one", dana, dob.Date{Year: 1985, Month: time.March, Day: 15}, false},
		{"day and month swapped", dana, dob.Date{Year: 1985, Month: time.Month(14), Day: 3}, false},
		{"another year", dana, dob.Date{Year: 1958, Month: time.March, Day: 14}, false},
		{"no date", dana, dob.Date{}, false},
		{"a record with no key", domain.Customer{Name: "Nobody", DOB: dana.DOB}, dob.Date{Year: 1985, Month: time.March, Day: 14}, false},
	}
	for _, tc := range cases {
		g, ok := identity.Verify(tc.c, tc.said)
		id := g.Identity()
		switch {
		case ok != tc.ok:
			t.Errorf("%s: ok = %v, want %v", tc.name, ok, tc.ok)
		case ok && (!id.Authenticated() || id.CustomerID() != tc.c.ID || id.CustomerName() != tc.c.Name):
			t.Errorf("%s: granted %+v", tc.name, id)
		case !ok && (id != identity.Identity{}):
			t.Errorf("%s: a refusal carries %+v", tc.name, id)
		}
	}
	if (identity.Identity{}).Authenticated() || (identity.Grant{}).Identity().Authenticated() {
		t.Error("a zero value is verified")
	}
}
