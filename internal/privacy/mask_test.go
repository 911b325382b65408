package privacy

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode"

	"claimsline/internal/spoken/dob"
	"claimsline/internal/spoken/phone"
)

// TestMaskShape pins what the turn log keeps: the words around a factor, with the factor
// replaced, and ordinary speech untouched.
func TestMaskShape(t *testing.T) {
	cases := []struct{ in, want string }{
		{"my number is four one five, five five five, one oh oh nine", "my number is [phone]"},
		{"It's 415-555-1009.", "It's [phone]."},
		{"(617) 555-2043", "[phone]"},
		{"+1 415 555 1009 please", "[phone] please"},
		{"March 14th, 1985", "[date]"},
		{"Sure, it's the fourteenth of March, nineteen eighty-five.", "Sure, it's the [date]."},
		{"3/14/85", "[date]"},
		{"1985-03-14", "[date]"},
		{"born '91", "born [date]"},
		{"Christmas Day 1960", "[date]"},
		{"New Year's Eve, ninety-nine.", "[date]."},
		{"I have two claims", "I have [number] claims"},
		{"I'd like to talk to a real person about my claim", "I'd like to talk to a real person about my claim"},
		{"one of my claims, the first one", "one of my claims, the first one"},
		{"Oh, I may need a second", "Oh, I may need a second"},
		{"what's the status of CLM-20417", "what's the status of CLM-[number]"},
		{"", ""},
	}
	for _, tc := range cases {
		if got := Mask(tc.in); got != tc.want {
			t.Errorf("Mask(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

type labelled struct {
	ID    string `json:"id"`
	Text  string `json:"text"`
	Label string `json:"label"`
}

func corpus(t *testing.T, names ...string) []labelled {
	t.Helper()
	var out []labelled
	for _, name := range names {
		f, err := os.Open(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			var l labelled
			if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			out = append(out, l)
		}
		f.Close()
		if len(out) == 0 {
			t.Fatalf("%s is empty", name)
		}
	}
	return out
}

// leftovers lists what survived the mask that could still carry part of a factor: any digit,
// and any word that is a number, month or named day on its own.
func leftovers(masked string) []string {
	var out []string
	for _, r := range masked {
		if unicode.IsDigit(r) {
			out = append(out, "digit "+string(r))
		}
	}
	for _, w := range split(masked) {
		if w.class == strong {
			out = append(out, "word "+w.lower)
		}
	}
	return out
}

// TestMaskHidesEveryPhoneTheReaderReads runs the phone reader's corpora: whatever the reader
// reads from a line, it reads nothing from the masked line, and no digit or number word
// survives.
func TestMaskHidesEveryPhoneTheReaderReads(t *testing.T) {
	read := 0
	for _, l := range corpus(t, "phone_A.jsonl", "phone_B.jsonl") {
		if n, err := phone.Parse(l.Text, "US"); err == nil && n.E164 == l.Label {
			read++
		}
		m := Mask(l.Text)
		if left := leftovers(m); len(left) > 0 {
			t.Errorf("%s: %q masked to %q still holds %v", l.ID, l.Text, m, left)
		}
		if n, err := phone.Parse(m, "US"); err == nil {
			t.Errorf("%s: the reader still reads %s from the masked %q", l.ID, n.E164, m)
		}
	}
	if read == 0 {
		t.Fatal("the reader read nothing from the corpus: the test proves nothing")
	}
	t.Logf("phone reader reads %d corpus lines; the mask leaves none readable", read)
}

// TestMaskHidesEveryDateTheReaderReads is the same for dates of birth, in every numeric order.
func TestMaskHidesEveryDateTheReaderReads(t *testing.T) {
	now := func() time.Time { return time.Date(2026, time.November, 30, 12, 0, 0, 0, time.UTC) }
	read := 0
	for _, l := range corpus(t, "dob_A.jsonl", "dob_B.jsonl") {
		m := Mask(l.Text)
		if left := leftovers(m); len(left) > 0 {
			t.Errorf("%s: %q masked to %q still holds %v", l.ID, l.Text, m, left)
		}
		for _, order := range []dob.Order{dob.MDY, dob.DMY, dob.YMD} {
			p := dob.Parser{Order: order, Now: now}
			if d, err := p.Parse(l.Text); err == nil && d.String() == l.Label && order == dob.MDY {
				read++
			}
			if d, err := p.Parse(m); err == nil {
				t.Errorf("%s: the reader (%v) still reads %s from the masked %q", l.ID, order, d, m)
			}
		}
		if lbl, err := time.Parse("2006-01-02", l.Label); err == nil {
			lower := strings.ToLower(m)
			if strings.Contains(lower, strings.ToLower(lbl.Month().String())) {
				t.Errorf("%s: %q masked to %q still names the month", l.ID, l.Text, m)
			}
		}
	}
	if read == 0 {
		t.Fatal("the reader read nothing from the corpus: the test proves nothing")
	}
	t.Logf("date reader reads %d corpus lines; the mask leaves none readable", read)
}
