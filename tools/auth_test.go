package tools_test

import (
	"context"
	"testing"

	"claimsline/internal/fakes/testdb"
	"claimsline/internal/spoken/dob"
	"claimsline/tools"
)

// TestLookupIsGroundedInTheCallersWords: a number reaches the records only when the caller's
// own words make it, read as heard or rebuilt by a correction; a number the model supplies
// from anywhere else is treated as no number at all.
func TestLookupIsGroundedInTheCallersWords(t *testing.T) {
	db := testdb.New(t)
	tests := []struct {
		name  string
		phone string
		said  []string
		want  string
	}{
		{"said as heard", "four one five five five five one oh oh nine", []string{"four one five five five five one oh oh nine"}, tools.StatusNeedsSecondFactor},
		{"said in two pieces", "415 555 1009", []string{"it's four one five", "five five five one oh oh nine"}, tools.StatusNeedsSecondFactor},
		{"said in three pieces", "415 555 1009", []string{"four one five", "then five five five", "and one oh oh nine"}, tools.StatusNeedsSecondFactor},
		{"rebuilt by a correction", "415 555 1090, sorry, 1009", []string{"415 555 1090, sorry, 1009"}, tools.StatusNeedsSecondFactor},
		{"invented by the model", "415 555 1009", []string{"I'd rather not say"}, tools.StatusInvalidPhone},
		{"another number than the one said", "415 555 1009", []string{"my number is 212 555 0143"}, tools.StatusInvalidPhone},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tools.Lookup(context.Background(), db, "US", dob.Parser{}, tools.LookupArgs{Phone: tt.phone}, tt.said)
			if got.Status != tt.want {
				t.Fatalf("Lookup(%q) after %q = %s, want %s", tt.phone, tt.said, got.Status, tt.want)
			}
		})
	}
}
