package tools_test

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	openai "github.com/sashabaranov/go-openai"
	"github.com/sashabaranov/go-openai/jsonschema"

	"claimsline/internal/domain"
	"claimsline/internal/identity"
	"claimsline/internal/spoken/dob"
	"claimsline/state"
	"claimsline/tools"
)

// forbidden matches any parameter name that could let a model name a customer, an account
// or an internal row.
var forbidden = regexp.MustCompile(`(?i)(customer|cust_?id|user_?id|account|patient|member|token|column|row_?id|^id$|_id$|Id$|internal|secret|key)`)

// TestNoSchemaNamesACustomerOrARow walks every parameter of every tool offered to any
// model, nested ones included.
func TestNoSchemaNamesACustomerOrARow(t *testing.T) {
	allowed := map[string]bool{"claim_id": true} // a caller-facing claim number, resolved against the caller's own list
	var walk func(tool, path string, d jsonschema.Definition)
	walk = func(tool, path string, d jsonschema.Definition) {
		for name, p := range d.Properties {
			if forbidden.MatchString(name) && !allowed[name] {
				t.Errorf("tool %s offers parameter %s%s", tool, path, name)
			}
			walk(tool, path+name+".", p)
		}
		if d.Items != nil {
			walk(tool, path+"[].", *d.Items)
		}
	}
	all := tools.All()
	if len(all) != 8 {
		t.Fatalf("expected the eight contract tools, got %d", len(all))
	}
	for _, tl := range all {
		def, ok := tl.Function.Parameters.(jsonschema.Definition)
		if !ok {
			t.Fatalf("tool %s has parameters of type %T", tl.Function.Name, tl.Function.Parameters)
		}
		walk(tl.Function.Name, "", def)
		raw, _ := json.Marshal(tl)
		if strings.Contains(strings.ToLower(string(raw)), "customer_id") {
			t.Errorf("tool %s mentions customer_id: %s", tl.Function.Name, raw)
		}
		if slices.ContainsFunc(tools.Booking(), func(b openai.Tool) bool { return b.Function.Name == tl.Function.Name }) {
			// A booking tool names no row at all: not a claim, an adjuster, a column or a
			// token, in a parameter or in its wording.
			for _, word := range []string{"claim_id", "adjuster_id", "column", "token", "_id", "profile", "seat"} {
				if strings.Contains(strings.ToLower(string(raw)), word) {
					t.Errorf("booking tool %s mentions %q: %s", tl.Function.Name, word, raw)
				}
			}
		}
	}
}

// TestTheAuditCatchesAForbiddenField proves the walk above can fail.
func TestTheAuditCatchesAForbiddenField(t *testing.T) {
	for _, name := range []string{"customer_id", "customerId", "patient_id", "token", "column_id", "user_id", "account_id"} {
		if !forbidden.MatchString(name) {
			t.Errorf("%s is not caught", name)
		}
	}
}

func TestResultsNeverCarryInternalKeys(t *testing.T) {
	grant, ok := identity.Verify(domain.Customer{ID: "CUST-1001", Name: "Dana", DOB: time.Date(1985, 3, 14, 0, 0, 0, 0, time.UTC)}, dob.Date{Year: 1985, Month: 3, Day: 14})
	if !ok {
		t.Fatal("the caller's own date did not verify")
	}
	r := tools.LookupResult{Status: tools.StatusVerified, Name: "Dana", Grant: &grant, E164: "+14155551009"}
	got := tools.Encode(r)
	if strings.Contains(got, "CUST-1001") || strings.Contains(got, "+1415") {
		t.Fatalf("encoded result leaks: %s", got)
	}
	if tools.StatusOf(got) != tools.StatusVerified {
		t.Fatalf("status %q", tools.StatusOf(got))
	}
}

func TestDecodeInjectedValuesWin(t *testing.T) {
	var args tools.FetchArgs
	err := tools.Decode(`{"customer_id":"CUST-1002"}`, map[string]any{"customer_id": "CUST-1001"}, &args)
	if err != nil || args.CustomerID != "CUST-1001" {
		t.Fatalf("args %+v err %v", args, err)
	}
	if err := tools.Decode(`not json`, nil, &args); err == nil {
		t.Fatal("malformed arguments decoded")
	}
}

func TestSelectResolvesOnlyOwnClaims(t *testing.T) {
	own := tools.SelectArgs{Claims: []state.Claim{{ClaimID: "CLM-20417"}, {ClaimID: "CLM-20388"}}}
	cases := []struct {
		said string
		want string
	}{
		{"CLM-20417", tools.StatusClaimSelected},
		{"clm 20417", tools.StatusClaimSelected},
		{"20388", tools.StatusClaimSelected},
		{"CLM-20502", tools.StatusUnknownClaim},
		{"CLM-2041", tools.StatusUnknownClaim},
		{"", tools.StatusUnknownClaim},
	}
	for _, tc := range cases {
		a := own
		a.ClaimID = tc.said
		if got := tools.Select(a); got.Status != tc.want {
			t.Errorf("Select(%q) = %s, want %s", tc.said, got.Status, tc.want)
		}
	}
}
