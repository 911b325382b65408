// Package readers measures the deterministic readers of spoken input (phone numbers, dates of
// birth, emergency detection and the router's rules) against corpora written by people who
// never saw the code, and reports accuracy by tier with 95% Wilson intervals and every
// serious error by item id. It is the `claimsline eval readers` command and a CI gate: a
// serious error in either split fails the build.
//
// The corpora live in testdata/ as JSONL, one item a line. Each item carries a split computed
// from its id alone (FNV-1a 32-bit of the id, mod 10: below 7 is "dev", else "heldback"), so
// nobody can move an awkward item out of the held-back set; a test recomputes every split.
// Readers are tuned on dev only; heldback is run only to report.
package readers

import (
	"bufio"
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"path"
	"sort"
	"strings"
)

//go:embed testdata/*.jsonl
var corpora embed.FS

// Splits of a corpus.
const (
	Dev      = "dev"
	Heldback = "heldback"
)

// Item is one utterance of a corpus with its expected reading.
type Item struct {
	ID   string `json:"id"`
	Tier string `json:"tier"`
	Text string `json:"text"`
	// Label is the expected reading: an E.164 number, an ISO date or a route. Nil means the
	// words must be refused.
	Label *string `json:"label"`
	// NearMiss marks a routing utterance that sounds like an emergency and is not one.
	NearMiss bool   `json:"near_miss,omitempty"`
	Split    string `json:"split"`
}

// SplitOf is the split an id belongs to: FNV-1a (32-bit) of the id, mod 10, below 7 is dev.
// Fixed by the id alone so the held-back set cannot be tuned by moving items.
func SplitOf(id string) string {
	h := fnv.New32a()
	h.Write([]byte(id))
	if h.Sum32()%10 < 7 {
		return Dev
	}
	return Heldback
}

// Load reads every item of the named set ("phone", "dob" or "route") from the embedded
// corpora, all writers' files of it, in file then line order.
func Load(set string) ([]Item, error) {
	entries, err := corpora.ReadDir("testdata")
	if err != nil {
		return nil, fmt.Errorf("readers: corpora: %w", err)
	}
	var names []string
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), set+"_") && strings.HasSuffix(e.Name(), ".jsonl") {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	if len(names) == 0 {
		return nil, fmt.Errorf("readers: no corpus for set %q", set)
	}
	var items []Item
	for _, name := range names {
		data, err := corpora.ReadFile(path.Join("testdata", name))
		if err != nil {
			return nil, fmt.Errorf("readers: %s: %w", name, err)
		}
		sc := bufio.NewScanner(bytes.NewReader(data))
		for line := 1; sc.Scan(); line++ {
			if len(bytes.TrimSpace(sc.Bytes())) == 0 {
				continue
			}
			var it Item
			if err := json.Unmarshal(sc.Bytes(), &it); err != nil {
				return nil, fmt.Errorf("readers: %s:%d: %w", name, line, err)
			}
			if it.ID == "" || it.Text == "" {
				return nil, fmt.Errorf("readers: %s:%d: item without id or text", name, line)
			}
			items = append(items, it)
		}
		if err := sc.Err(); err != nil {
			return nil, fmt.Errorf("readers: %s: %w", name, err)
		}
	}
	return items, nil
}
