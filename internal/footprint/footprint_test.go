//go:build linux

package footprint

import (
	"bufio"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// rssFile reads the process's file-backed resident set, in kB, from /proc/self/status.
func rssFile(t *testing.T) int {
	t.Helper()
	f, err := os.Open("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "RssFile:"); ok {
			n, err := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")))
			if err != nil {
				t.Fatal(err)
			}
			return n
		}
	}
	t.Fatal("no RssFile line in /proc/self/status")
	return 0
}

// TestReleaseShrinksTheResidentSet checks the outcome, not the call: the executable's pages
// leave the resident set, and the program still runs code and reads data afterwards (the
// pages come back on touch).
func TestReleaseShrinksTheResidentSet(t *testing.T) {
	// Touch a good deal of code and read-only data first, as start-up does.
	for i := 0; i < 50; i++ {
		regexp.MustCompile(`(?i)\b(fire|smoke|gas|water)\s+(is|was)\s+\w+` + strconv.Itoa(i))
	}
	before := rssFile(t)
	n, err := Release()
	if err != nil {
		t.Fatalf("Release: %v", err)
	}
	if n == 0 {
		t.Fatal("no mapping advised")
	}
	after := rssFile(t)
	t.Logf("RssFile %d kB -> %d kB over %d mappings", before, after, n)
	if after >= before {
		t.Fatalf("RssFile did not shrink: %d kB -> %d kB", before, after)
	}
	if !regexp.MustCompile(`sm(o)ke`).MatchString("smoke") {
		t.Fatal("code after Release misbehaves")
	}
}

func TestReadOnlyMapping(t *testing.T) {
	const exe = "/usr/bin/claimsline"
	tests := []struct {
		line       string
		start, end uintptr
		ok         bool
	}{
		{"00400000-00c00000 r-xp 00000000 08:01 123 /usr/bin/claimsline", 0x400000, 0xc00000, true},
		{"00c00000-01400000 r--p 00800000 08:01 123 /usr/bin/claimsline", 0xc00000, 0x1400000, true},
		{"01400000-01500000 rw-p 01000000 08:01 123 /usr/bin/claimsline", 0, 0, false},
		{"7f0000000000-7f0000001000 r-xp 00000000 08:01 9 /usr/lib/libc.so.6", 0, 0, false},
		{"7f0000000000-7f0000001000 rw-p 00000000 00:00 0", 0, 0, false},
		{"zz-00c00000 r-xp 00000000 08:01 123 /usr/bin/claimsline", 0, 0, false},
		{"00c00000-00400000 r-xp 00000000 08:01 123 /usr/bin/claimsline", 0, 0, false},
		{"00400000-00c00000 r-xp 00000000 08:01 123 /usr/bin/claimsline (deleted)", 0, 0, false},
	}
	for _, tt := range tests {
		start, end, ok := readOnlyMapping(tt.line, exe)
		if start != tt.start || end != tt.end || ok != tt.ok {
			t.Errorf("readOnlyMapping(%q) = %#x, %#x, %v; want %#x, %#x, %v", tt.line, start, end, ok, tt.start, tt.end, tt.ok)
		}
	}
}
