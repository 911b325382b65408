package kit_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"claimsline/internal/fakes/fakellm"
	"claimsline/internal/fakes/netcut"
	"claimsline/internal/fakes/testdb"
	"claimsline/internal/llm"
	"claimsline/internal/postgres"
	"claimsline/internal/voice"
	"claimsline/nodes/internal/kit"
	"claimsline/prompts"
	"claimsline/state"
	"claimsline/tools"
)

// counted is the real customer store as the reply check's guard, counting its queries, so
// a test can tell a sentence that cost a query from one that cost none.
type counted struct {
	db      *postgres.DB
	queries atomic.Int64
}

func (c *counted) OtherCustomerNamed(ctx context.Context, self string, words []string) (bool, error) {
	c.queries.Add(1)
	return c.db.OtherCustomerNamed(ctx, self, words)
}

// namesDB is a seeded private database with one more customer, Jane Okafor, who shares a
// surname with the seed's Tom Okafor.
func namesDB(t *testing.T) *postgres.DB {
	t.Helper()
	db := testdb.New(t)
	if _, err := db.Pool.Exec(context.Background(),
		`INSERT INTO customers (customer_id, name, phone_e164, dob) VALUES ('CUST-9001', 'Jane Okafor', '+16175550999', '1980-02-02')`); err != nil {
		t.Fatal(err)
	}
	return db
}

// caller is a verified caller's state (from a checkpoint, the only other way identity is
// written) with the given claims and the caller's words so far.
func caller(id, name string, claims []state.Claim, said ...string) state.Call {
	var s state.Call
	raw := fmt.Sprintf(`{"call_id":"c","authenticated":true,"customer_id":%q,"customer_name":%q}`, id, name)
	if err := json.Unmarshal([]byte(raw), &s); err != nil {
		panic(err)
	}
	s.Claims = state.LookedUp(claims)
	for _, u := range said {
		s.Transcript = append(s.Transcript, state.Message{Role: state.RoleUser, Content: u})
	}
	return s
}

func TestSafeRefusesAnotherCustomersName(t *testing.T) {
	t.Parallel()
	guard := &counted{db: namesDB(t)}
	ctx := voice.WithGuard(context.Background(), guard)
	dana := caller("CUST-1001", "Dana Whitfield", []state.Claim{{ClaimID: "CLM-20417", Adjuster: "Sam Ortega", ClaimType: "auto collision"}})
	tom := caller("CUST-1004", "Tom Okafor", []state.Claim{{ClaimID: "CLM-20611", Adjuster: "Lee Chen"}})
	unverified := state.New("c")
	cases := []struct {
		name    string
		s       state.Call
		text    string
		ok      bool
		queries int64
	}{
		{"another customer's full name", dana, "Your claim is handled together with Tom Okafor's.", false, 1},
		{"another customer's surname alone", dana, "Okafor has the same adjuster as you.", false, 1},
		{"surname in capitals", dana, "It was filed by OKAFOR.", false, 1},
		{"own full name", dana, "Dana Whitfield, your claim is in review.", true, 0},
		{"own first name after a greeting", dana, "Hi Dana, your claim is in review.", true, 0},
		{"own adjuster", dana, "Your adjuster is Sam Ortega.", true, 0},
		{"adjuster by surname after a title", dana, "Mr. Ortega will call you on Monday, March 3.", true, 0},
		{"plain sentence", dana, "Your claim is in review and the police report is outstanding.", true, 0},
		{"days, months and openers", dana, "Sure, I can check that for Tuesday, September 15.", true, 0},
		{"a capitalised word that is nobody", dana, "Grace periods last thirty days.", true, 1},
		{"a name the caller said first", caller("CUST-1001", "Dana Whitfield", nil, "the other driver was Marcus Bell"),
			"I see, Marcus Bell was the other driver.", true, 0},
		{"a surname the caller said, but another full name", caller("CUST-1001", "Dana Whitfield", nil, "my neighbour Mr Bell"),
			"Marcus Bell is not on your policy.", false, 1},
		{"the caller's own surname", tom, "Mr Okafor, your windshield claim is approved.", true, 0},
		{"another customer sharing the caller's surname", tom, "Jane Okafor filed a claim too.", false, 1},
		{"before verification every customer is another", unverified, "Are you Elena Ruiz?", false, 1},
		{"before verification a plain question", unverified, "Could you tell me your date of birth?", true, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			before := guard.queries.Load()
			_, ok := kit.Safe(ctx, tc.s, tc.text)
			if ok != tc.ok {
				t.Fatalf("Safe(%q) ok = %v, want %v", tc.text, ok, tc.ok)
			}
			if q := guard.queries.Load() - before; q != tc.queries {
				t.Fatalf("Safe(%q) made %d queries, want %d", tc.text, q, tc.queries)
			}
		})
	}
	// With no guard in the context (a node's unit test) names are not checked.
	if _, ok := kit.Safe(context.Background(), dana, "Tom Okafor has one too."); !ok {
		t.Fatal("without a guard a name is not refused")
	}
}

func TestSafeFailsClosedWhenTheStoreIsDown(t *testing.T) {
	t.Parallel()
	db := testdb.New(t)
	cfg := db.Pool.Config().ConnConfig
	proxy, err := netcut.New(fmt.Sprintf("%s:%d", cfg.Host, cfg.Port))
	if err != nil {
		t.Fatal(err)
	}
	defer proxy.Close()
	cut, err := postgres.Open(context.Background(),
		fmt.Sprintf("postgres://%s@%s/%s?sslmode=disable", cfg.User, proxy.Addr(), cfg.Database))
	if err != nil {
		t.Fatal(err)
	}
	defer cut.Close()
	dana := caller("CUST-1001", "Dana Whitfield", []state.Claim{{ClaimID: "CLM-20417", Adjuster: "Sam Ortega"}})
	ctx := voice.WithGuard(context.Background(), cut)
	if _, ok := kit.Safe(ctx, dana, "Marcus Bell has the same adjuster."); ok {
		t.Fatal("refused name passes while the store is up")
	}
	proxy.Cut()
	cases := []struct {
		name, text string
		ok         bool
	}{
		{"a sentence with a name to check", "Your claim is with Priya Nair now.", false},
		{"a plain sentence", "Your claim is in review.", true},
		{"a sentence cleared without a query", "Your adjuster Sam Ortega has it.", true},
	}
	for _, tc := range cases {
		start := time.Now()
		_, ok := kit.Safe(ctx, dana, tc.text)
		if ok != tc.ok {
			t.Fatalf("%s: ok = %v, want %v", tc.name, ok, tc.ok)
		}
		if took := time.Since(start); took > kit.GuardTimeout+time.Second {
			t.Fatalf("%s: took %s, past the guard's bound", tc.name, took)
		}
	}
	// A closed store fails at once, and the same holds.
	cut.Close()
	if _, ok := kit.Safe(ctx, dana, "Your claim is with Priya Nair now."); ok {
		t.Fatal("a name passes with the store closed")
	}
}

func TestSpeakStopsAtAnotherCustomersName(t *testing.T) {
	t.Parallel()
	guard := &counted{db: namesDB(t)}
	const first = "Your claim is in review."
	dana := caller("CUST-1001", "Dana Whitfield", []state.Claim{{ClaimID: "CLM-20417", Adjuster: "Sam Ortega"}})
	cases := []struct {
		name, second string
		said         []string
		cut          bool
	}{
		{"full name", "It is handled together with Tom Okafor's claim.", []string{first, prompts.CutShort}, true},
		{"surname alone", "Okafor has the same adjuster.", []string{first, prompts.CutShort}, true},
		{"own adjuster", "Sam Ortega is on it.", []string{first, "Sam Ortega is on it.", "Anything else?"}, false},
		{"a cleared name, then another customer's", "Sam Ortega is on it. Marcus Bell has one too.", []string{first, "Sam Ortega is on it.", prompts.CutShort}, true},
		{"a name asked about, then another customer's", "Grace periods apply. Marcus Bell has one too.", []string{first, "Grace periods apply.", prompts.CutShort}, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := fakellm.New(func(fakellm.Request) fakellm.Reply {
				r := fakellm.Text(first + " " + tc.second + " Anything else?")
				r.WordsPerSecond = 10000
				return r
			})
			defer m.Close()
			model := llm.New(llm.Config{BaseURL: m.URL(), APIKey: "k", Model: "fake", Timeout: 5 * time.Second})
			for _, streamed := range []bool{true, false} {
				k := &sink{}
				ctx := voice.WithGuard(context.Background(), guard)
				if streamed {
					ctx = voice.With(ctx, k)
				}
				sp, err := kit.Speak(ctx, model, "system", dana, tools.Claims(), kit.Auto, "fallback line")
				if err != nil {
					t.Fatal(err)
				}
				if sp.Cut != tc.cut || sp.Text != strings.Join(tc.said, " ") {
					t.Fatalf("streamed %v: text %q cut %v, want %q cut %v", streamed, sp.Text, sp.Cut, tc.said, tc.cut)
				}
				if streamed && strings.Join(k.said, "|") != strings.Join(tc.said, "|") {
					t.Fatalf("said %q, want %q", k.said, tc.said)
				}
			}
		})
	}
}

// A sentence whose capitalised words are all openers or common words costs the name check
// nothing: no query, no read of the state, no allocation. Most sentences are such.
func TestPlainSentencesCostNothing(t *testing.T) {
	guard := &counted{}
	ctx := voice.WithGuard(context.Background(), guard)
	dana := caller("CUST-1001", "Dana Whitfield", []state.Claim{{ClaimID: "CLM-20417"}}, "what's the status of my claim")
	for _, text := range []string{
		"Your claim CLM-20417 is in review, and the adjuster is waiting for the police report.",
		"Sure, I can check that for Tuesday, September 15 at 9 AM Eastern.",
		"I'm sorry, that's not something I can change on this line. Is there anything else?",
	} {
		with := testing.AllocsPerRun(20, func() {
			if _, ok := kit.Safe(ctx, dana, text); !ok {
				t.Fatalf("Safe(%q) refused", text)
			}
		})
		without := testing.AllocsPerRun(20, func() { kit.Safe(context.Background(), dana, text) })
		if with != without {
			t.Errorf("Safe(%q): %v allocations with the guard, %v without", text, with, without)
		}
	}
	if q := guard.queries.Load(); q != 0 {
		t.Fatalf("%d queries for plain sentences", q)
	}
}
