package spoken

import (
	"testing"
	"time"
)

func TestMonth(t *testing.T) {
	tests := []struct {
		word string
		want time.Month
		ok   bool
	}{
		{"january", time.January, true},
		{"sept", time.September, true},
		{"may", time.May, true},
		{"dec", time.December, true},
		{"agosto", 0, false}, // other languages are the date reader's own addition
		{"monday", 0, false},
		{"", 0, false},
	}
	for _, tt := range tests {
		if got, ok := Month(tt.word); got != tt.want || ok != tt.ok {
			t.Errorf("Month(%q) = %v, %v; want %v, %v", tt.word, got, ok, tt.want, tt.ok)
		}
	}
	n := 0
	for range MonthWords() {
		n++
	}
	if n != len(monthWords) {
		t.Errorf("MonthWords yielded %d words, the table has %d", n, len(monthWords))
	}
}
