package when_test

import (
	"bufio"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"claimsline/internal/spoken/when"
)

func TestParse(t *testing.T) {
	office, err := time.LoadLocation("America/New_York")
	if err != nil {
		t.Fatal(err)
	}
	// 03:30 UTC on the 11th is still the evening of the 10th in the office.
	now := time.Date(2031, 3, 11, 2, 30, 0, 0, time.UTC)
	f, err := os.Open("testdata/starts.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		words, want, ok := strings.Cut(line, "\t")
		if !ok {
			t.Fatalf("bad line %q", line)
		}
		n++
		got, err := when.Parse(words, now, office)
		var refusal *when.Refusal
		switch {
		case want == "?":
			if !errors.As(err, &refusal) || refusal.Question == "" || !strings.HasSuffix(refusal.Question, "?") {
				t.Errorf("%q: got %v, %v; want a refusal with a question", words, got, err)
			}
		case err != nil:
			t.Errorf("%q: refused (%v), want %s", words, err, want)
		case got.Format(time.DateOnly) != want || got.Location() != office || got.Hour() != 0:
			t.Errorf("%q: got %s, want %s at midnight in the office", words, got, want)
		}
	}
	if n < 20 {
		t.Fatalf("only %d cases read", n)
	}
}

// FuzzParse holds that any words either give a date inside the bookable range or a
// refusal with a question, never a panic or a guess in the past.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"", "next tuesday", "3/4", "the 31st", "in 999 weeks", "february 30"} {
		f.Add(s)
	}
	office, _ := time.LoadLocation("America/New_York")
	now := time.Date(2031, 3, 10, 12, 0, 0, 0, office)
	f.Fuzz(func(t *testing.T, words string) {
		got, err := when.Parse(words, now, office)
		var refusal *when.Refusal
		switch {
		case errors.As(err, &refusal):
			if refusal.Question == "" {
				t.Fatalf("%q: refusal without a question", words)
			}
		case err != nil:
			t.Fatalf("%q: %v", words, err)
		case got.Before(time.Date(2031, 3, 10, 0, 0, 0, 0, office)) || got.Sub(now) > when.MaxAhead:
			t.Fatalf("%q: %s is outside the bookable range", words, got)
		}
	})
}
