package affirm_test

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"claimsline/internal/spoken/affirm"
)

func TestClear(t *testing.T) {
	f, err := os.Open("testdata/answers.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), "#") {
			continue
		}
		words, want, _ := strings.Cut(sc.Text(), "\t")
		n++
		if got := affirm.Clear(words); got != (want == "true") {
			t.Errorf("Clear(%q) = %v, want %s", words, got, want)
		}
	}
	if n < 15 {
		t.Fatalf("only %d cases read", n)
	}
}
