package tools

import (
	"context"
	"reflect"
	"testing"
	"time"

	"claimsline/internal/memo"
	"claimsline/internal/spoken/dob"
	"claimsline/internal/spoken/phone"
)

// TestDateKeyCoversTheParser guards the turn memo's key for dates: it holds the parser's
// order and the words, which is the whole of what a parse depends on only while dob.Parser
// has no other setting than Order and its clock. A new field must join dateKey.
func TestDateKeyCoversTheParser(t *testing.T) {
	var fields []string
	for f := range reflect.TypeFor[dob.Parser]().Fields() {
		fields = append(fields, f.Name)
	}
	if !reflect.DeepEqual(fields, []string{"Order", "Now"}) {
		t.Fatalf("dob.Parser has fields %v: add the new ones to dateKey in read.go", fields)
	}
}

// TestReadsAreTheReaders checks that a memoised read answers exactly as the reader does,
// first time and from the memo, for words that read and words that do not.
func TestReadsAreTheReaders(t *testing.T) {
	dates := dob.Parser{Order: dob.MDY, Now: func() time.Time { return time.Date(2026, 6, 1, 0, 0, 0, 0, time.UTC) }}
	ctx := memo.With(context.Background())
	for _, words := range []string{"four one five, five five five, one oh oh nine", "March 14th, 1985", "um", "+14155551009"} {
		for range 2 {
			n, err := ReadPhone(ctx, words, "US")
			if wn, werr := phone.Parse(words, "US"); n != wn || (err == nil) != (werr == nil) {
				t.Errorf("ReadPhone(%q) = %+v, %v; the reader says %+v, %v", words, n, err, wn, werr)
			}
			d, err := ReadDate(ctx, dates, words)
			if wd, werr := dates.Parse(words); d != wd || (err == nil) != (werr == nil) {
				t.Errorf("ReadDate(%q) = %+v, %v; the reader says %+v, %v", words, d, err, wd, werr)
			}
		}
	}
}
