package phone

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// relayErrs names the errors a refusal row of testdata/relay_classes.tsv must wrap.
var relayErrs = map[string]error{"someoneelses": ErrSomeoneElses, "hedgedother": ErrHedgedOther}

// TestRelayClasses runs the rows written for a number relayed from someone in the room and
// for "I think" after someone else's number (testdata/relay_classes.tsv, our own wording): a
// tab-separated class, the number to read or "-" for a refusal, the error a refusal must
// wrap or "-", and the words.
func TestRelayClasses(t *testing.T) {
	f, err := os.Open("testdata/relay_classes.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []parseCase
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		cols := strings.Split(text, "\t")
		if len(cols) != 4 {
			t.Fatalf("line %d: %d columns, want 4", line, len(cols))
		}
		c := parseCase{class: cols[0], words: cols[3]}
		if cols[1] != "-" {
			c.want = cols[1]
		} else if c.err = relayErrs[cols[2]]; c.err == nil {
			t.Fatalf("line %d: a refusal row names no known error (%q)", line, cols[2])
		}
		cases = append(cases, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	runParseCases(t, cases)
}
