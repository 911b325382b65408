package signals

import (
	"bufio"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// decisions is everything the package decides about one utterance, for comparing the
// word-level matcher with the plain regexps it replaces.
type decisions struct {
	Verdict            Verdict
	Why                string
	Emergency, Person  bool
	Goodbye, Unfamilar bool
	Topic              Topic
	Route, Family      string
	// Rules is the rule that fires in each rule list, and Patterns what each registered
	// pattern finds in the normalised text (only when asked: it is slow in reference mode).
	Rules    []string
	Patterns []string
}

// hasGroup finds a capturing group in a pattern.
var hasGroup = regexp.MustCompile(`\((?:[^?]|\?P?<)`)

// ruleLists are every rule list of the package, by name.
func ruleLists() map[string][]rule {
	return map[string][]rule{
		"emergency": emergencyRules, "personNow": personNow, "electricalNow": electricalNow, "exposedNow": exposedNow,
		"hazards": hazards, "broadCues": broadCues, "ruralCues": ruralCues, "settledToo": settledToo,
		"settledMore": settledMore, "framedToo": framedToo, "gasStillHere": gasStillHere, "person": personRules,
		"goodbye": goodbyeRules, "booking": bookingRules, "claim": claimRules, "faq": faqRules,
		"claimStatus": claimStatusRules, "policyQuestion": policyQuestionRules,
	}
}

// decide runs every exported decision on u, through the word-level matcher or, with ref,
// through the plain regexps.
func decide(u string, ref, patterns bool) decisions {
	referenceMode.Store(ref)
	defer referenceMode.Store(false)
	var d decisions
	d.Verdict, d.Why = Assess(u)
	d.Emergency, d.Person, d.Goodbye, d.Unfamilar = IsEmergency(u), AsksForPerson(u), SaysGoodbye(u), Unfamiliar(u)
	d.Topic = Classify(u)
	d.Route, d.Family = Route(u)
	s := normalize(u)
	lists := ruleLists()
	for _, n := range slices.Sorted(maps.Keys(lists)) {
		d.Rules = append(d.Rules, n+"="+firstMatch(lists[n], s))
	}
	if patterns {
		registry.mu.Lock()
		all := append([]*pattern(nil), registry.all...)
		registry.mu.Unlock()
		for _, p := range all {
			// Replacement is compared too for patterns with groups: a template names them.
			r := ""
			if hasGroup.MatchString(p.src) {
				r = p.ReplaceAllString(s, "<$1>")
			}
			d.Patterns = append(d.Patterns, fmt.Sprint(p.FindAllStringIndex(s, -1), r))
		}
	}
	return d
}

// sameDecisions reports the first difference between the two paths, or "".
func sameDecisions(u string, patterns bool) string {
	got, want := decide(u, false, patterns), decide(u, true, patterns)
	if reflect.DeepEqual(got, want) {
		return ""
	}
	gv, wv := reflect.ValueOf(got), reflect.ValueOf(want)
	for i := 0; i < gv.NumField(); i++ {
		if !reflect.DeepEqual(gv.Field(i).Interface(), wv.Field(i).Interface()) {
			name := gv.Type().Field(i).Name
			if name == "Rules" || name == "Patterns" {
				g, w := got.Rules, want.Rules
				if name == "Patterns" {
					g, w = got.Patterns, want.Patterns
				}
				for j := range g {
					if g[j] != w[j] {
						if name == "Patterns" {
							registry.mu.Lock()
							src := registry.all[j].src
							registry.mu.Unlock()
							return fmt.Sprintf("pattern %.80q: word-level %s, regexp %s", src, g[j], w[j])
						}
						return fmt.Sprintf("rules: word-level %s, regexp %s", g[j], w[j])
					}
				}
			}
			return fmt.Sprintf("%s: word-level %v, regexp %v", name, gv.Field(i).Interface(), wv.Field(i).Interface())
		}
	}
	return "differs"
}

// tableTexts returns every string in the package's test tables: the JSON files and the Go
// tests' own.
func tableTexts(t testing.TB) []string {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.json"))
	var out []string
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case string:
			out = append(out, x)
		case []any:
			for _, e := range x {
				walk(e)
			}
		case map[string]any:
			for _, e := range x {
				walk(e)
			}
		}
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var v any
		if err := json.Unmarshal(data, &v); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		walk(v)
	}
	// And every string literal of the package's Go tests: their inline tables.
	tests, _ := filepath.Glob("*_test.go")
	fset := token.NewFileSet()
	for _, f := range tests {
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if v, err := strconv.Unquote(lit.Value); err == nil {
					out = append(out, v)
				}
			}
			return true
		})
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// corpusTexts returns every utterance of the reader corpora and of the agent evaluation's
// turns, each with where it came from. Held-back items are among them: they are only ever
// compared path against path, and a failure names the file and line, never the text.
func corpusTexts(t testing.TB) (texts, where []string) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "eval", "readers", "testdata", "*.jsonl"))
	files = append(files, filepath.Join("..", "..", "eval", "evalsets", "claimsline.jsonl"))
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(nil, 1<<20)
		line := 0
		for sc.Scan() {
			line++
			var item struct {
				Text  string
				Turns []string
			}
			if err := json.Unmarshal(sc.Bytes(), &item); err != nil {
				t.Fatalf("%s:%d: %v", f, line, err)
			}
			for i, u := range append([]string{item.Text}, item.Turns...) {
				if u != "" {
					texts = append(texts, u)
					where = append(where, fmt.Sprintf("%s:%d/%d", filepath.Base(f), line, i))
				}
			}
		}
		fh.Close()
	}
	if len(texts) < 1000 {
		t.Fatalf("only %d corpus utterances found", len(texts))
	}
	return texts, where
}

// TestWordMatcherSameAsRegexp runs every exported decision, and the rule that fired in every
// rule list, through the word-level matcher and through the plain regexps, on every corpus
// utterance and every string of the package's tables (and, for the tables, every pattern's
// matches and replacements on its own).
func TestWordMatcherSameAsRegexp(t *testing.T) {
	tables := tableTexts(t)
	for _, u := range tables {
		if diff := sameDecisions(u, true); diff != "" {
			t.Errorf("%q: %s", u, diff)
		}
	}
	texts, where := corpusTexts(t)
	failed := 0
	for i, u := range texts {
		if diff := sameDecisions(u, false); diff != "" {
			// No text: held-back items are among the corpora.
			t.Errorf("%s: the two paths differ", where[i])
			if failed++; failed > 20 {
				t.Fatal("too many differences")
			}
		}
	}
	t.Logf("compared %d table strings and %d corpus utterances", len(tables), len(texts))
}

// TestWordMatcherEdges holds the translation to the cases it reasons about: \b next to letters
// Go does not count as word characters, words cut by a pattern without \b, optional spaces,
// anchors, gaps of words, greedy and lazy repeats, and text that normalize never writes.
func TestWordMatcherEdges(t *testing.T) {
	for _, tt := range []struct {
		pattern  string
		texts    []string
		fallBack bool // the translation refuses it
	}{
		{`\bcaf\b`, []string{"café au lait", "caf", "a caf b", "cafe", "écaf"}, false},
		{`\b(?:kids?|children)\b`, []string{"my kids are", "kid", "kidsx", "xkids", "the kid s"}, false},
		{`\bneighbou?rs?\b`, []string{"neighbours", "neighbors", "neighbour s", "neighbouring"}, false},
		{`\bre ?inspect\w*`, []string{"reinspection", "re inspect", "re inspected now", "reinspect", "re  inspect"}, false},
		{`\bflood ?water\b`, []string{"floodwater", "flood water", "flood waters", "floodwaters"}, false},
		{`^911\b|\b911 (?:now|please)\b`, []string{"911", "911 now", "call 911 please", "9111", "x 911 now"}, false},
		{`\b(?:not|never)\b(?: \w+){0,3} $`, []string{"i do not want to ", "never ", "not a b c d ", "not"}, false},
		{`\bwas(?: \w+){0,2}? (?:hurt|injured)\b`, []string{"he was badly hurt", "was a b c hurt", "was hurt injured"}, false},
		{`\b\w+ing\b`, []string{"ing", "going", "sing song", "bring 9ing"}, false},
		{`\b\d{3,}\b|\b\d+s?\b`, []string{"12", "123", "1990s", "12s 4", "a1 22"}, false},
		{`\bc ?l ?m ?\d{3,}\b`, []string{"clm123", "c l m 1234", "cl m123", "clm 12"}, true},
		{`\b(?:[789]\d|1[01]\d)\b`, []string{"80", "105", "120", "8", "800"}, false},
		{`\bnot ok (?:at all)?\b`, []string{"not ok at all", "not ok ", "not ok"}, true},
		{`\bhelp|(?:moving|waving)`, []string{"removing", "waving", "helpful"}, true},
		{`\b(?:fire|fire department)\b`, []string{"the fire department", "fire", "fires"}, false},
		{`\bif there (?:is|s) (?:a )?\w+`, []string{"if there is a fire", "if there s smoke now", "if there is a"}, false},
		{`\b(?:warning|evacuation order)s? (?:is )?lifted\b`, []string{"warnings lifted", "evacuation orders is lifted", "warning lifted"}, false},
		{`\b((?:my|his) (?:neck|back)) (?:is|s) killing (?:me|him)\b`, []string{"my neck is killing me", "his back s killing him ok"}, false},
		{`\bsmell\w*\b.*\bburn\w*\b`, []string{"smells like burning", "burning smell", "smell\nburn", "smell é burnt"}, false},
		{`\bhelp\b`, []string{"help", "helpful", "é help é", "help_me", "HELP", "\xffhelp"}, false},
		{`\bslurr\w*|\bpale\b`, []string{"slurring", "slurred words", "pale", "paler"}, false},
	} {
		tt := tt
		t.Run(tt.pattern, func(t *testing.T) {
			p := &pattern{src: tt.pattern}
			buildSet([]*pattern{p})
			if (p.fb != nil) != tt.fallBack {
				t.Errorf("falls back: %v (%s), want %v", p.fb != nil, p.why, tt.fallBack)
			}
			want := regexp.MustCompile(tt.pattern)
			for _, s := range tt.texts {
				for _, sub := range []string{s, " " + s, s + " ", strings.ToUpper(s)} {
					if g, w := fmt.Sprint(p.FindAllStringIndex(sub, -1)), fmt.Sprint(want.FindAllStringIndex(sub, -1)); g != w {
						t.Errorf("%q: word-level %s, regexp %s (fallback: %v %s)", sub, g, w, p.fb != nil, p.why)
					}
					if g, w := p.ReplaceAllString(sub, "[$0]"), want.ReplaceAllString(sub, "[$0]"); g != w {
						t.Errorf("%q: replaced word-level %q, regexp %q", sub, g, w)
					}
				}
			}
		})
	}
}

// TestWordMatcherFallbacks reports which patterns keep an ordinary regexp, and fails if many
// more do than when the matcher was written: each one costs memory, not correctness.
func TestWordMatcherFallbacks(t *testing.T) {
	fb := fallbacks()
	for _, k := range slices.Sorted(maps.Keys(fb)) {
		t.Logf("falls back (%s): %.100s", fb[k], k)
	}
	t.Logf("%d of %d patterns fall back", len(fb), len(registry.all))
	if len(fb) > 20 {
		t.Errorf("%d patterns fall back to plain regexps; the word-level matcher should take nearly all", len(fb))
	}
}

// liveHeap returns the live heap that build's result holds, after garbage collection.
func liveHeap(build func() any) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.GC()
	runtime.ReadMemStats(&before)
	v := build()
	runtime.GC()
	runtime.GC()
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(v)
	if after.HeapAlloc < before.HeapAlloc {
		return 0
	}
	return after.HeapAlloc - before.HeapAlloc
}

// TestPatternHeap measures what the package's patterns hold on the heap compiled as plain
// regexps and as the word-level matcher, and fails if the matcher does not save at least
// 3 MB: the point of it.
func TestPatternHeap(t *testing.T) {
	registry.mu.Lock()
	var srcs []string
	for _, p := range registry.all {
		srcs = append(srcs, p.src)
	}
	registry.mu.Unlock()
	plain := liveHeap(func() any {
		var res []*regexp.Regexp
		for _, s := range srcs {
			res = append(res, regexp.MustCompile(s))
		}
		return res
	})
	word := liveHeap(func() any {
		var ps []*pattern
		for _, s := range srcs {
			ps = append(ps, &pattern{src: s})
		}
		return []any{ps, buildSet(ps)}
	})
	t.Logf("patterns: %d; live heap as plain regexps %.2f MB, as the word-level matcher %.2f MB", len(srcs), float64(plain)/1e6, float64(word)/1e6)
	if plain < word+3_000_000 {
		t.Errorf("the word-level matcher saves %d bytes, want at least 3 MB", int64(plain)-int64(word))
	}
}

// FuzzWordMatcher compares the word-level matcher with the plain regexps on arbitrary text:
// every exported decision, the rule that fired in every rule list, and every pattern's
// matches and replacements.
func FuzzWordMatcher(f *testing.F) {
	// A sample of the tables seeds the corpus: in reference mode every input costs
	// milliseconds, and the fuzzer should get to mutating soon.
	for i, s := range tableTexts(f) {
		if i%8 == 0 {
			f.Add(s)
		}
	}
	for _, s := range []string{"", " ", "café 911", "\xff\xfe help", "c l m 1234", "1990s", "x\ny", "ÉCOLE on fire"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if diff := sameDecisions(s, true); diff != "" {
			t.Fatalf("%q: %s", s, diff)
		}
	})
}

// BenchmarkAssessRegexp is BenchmarkAssess with every pattern run as the plain regexp it is
// written as: what Assess cost before the word-level matcher, measured beside it.
func BenchmarkAssessRegexp(b *testing.B) {
	referenceMode.Store(true)
	defer referenceMode.Store(false)
	BenchmarkAssess(b)
}
