package state_test

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"claimsline/internal/identity"
	"claimsline/state"
)

func TestContinues(t *testing.T) {
	cases := []struct {
		prev, now string
		want      bool
	}{
		{"Yeah. My number is", "Yeah. My number is 4 1 5", true},
		{"yeah my number is 4 1 5", "Yeah, my number is 4 1 5 5 5 5.", true},
		{"my number is", "my number is", false},
		{"my number is 415", "my number is 416 and more", false},
		{"", "anything", false},
		{"hello", "", false},
		{"March", "March fourteenth", true},
	}
	for _, tc := range cases {
		if got := state.Continues(tc.prev, tc.now); got != tc.want {
			t.Errorf("Continues(%q, %q) = %v, want %v", tc.prev, tc.now, got, tc.want)
		}
	}
}

func TestMergeAppendsTranscriptAndOverwritesTheRest(t *testing.T) {
	s := state.New("c1")
	s.Transcript = []state.Message{{Role: state.RoleUser, Content: "hi"}}
	handed := s
	intent := state.IntentClaim
	none := state.LookedUp(nil)
	out := state.Merge(s, state.Update{
		Append:    []state.Message{{Role: state.RoleAssistant, Content: "hello"}},
		Intent:    &intent,
		Claims:    &none,
		Discussed: []string{"CLM-1", "CLM-1"},
	})
	if len(out.Transcript) != 2 || len(handed.Transcript) != 1 {
		t.Fatalf("transcript %d, handed %d", len(out.Transcript), len(handed.Transcript))
	}
	if out.Intent != state.IntentClaim {
		t.Fatalf("intent %q", out.Intent)
	}
	if !out.Claims.Known() || len(out.Claims.List()) != 0 || s.Claims.Known() {
		t.Fatalf("looked-up-none must be known and empty: %+v (before: %+v)", out.Claims, s.Claims)
	}
	if len(out.Discussed) != 1 {
		t.Fatalf("discussed %v", out.Discussed)
	}
	if state.WritesIdentity(state.Update{Intent: &intent}) {
		t.Fatal("WritesIdentity")
	}
}

func TestFlattenTellsSpeakersApart(t *testing.T) {
	got := state.Flatten([]state.Message{
		{Role: state.RoleAssistant, Content: "Hello,\nthere"},
		{Role: state.RoleUser, Content: "hi"},
		{Role: state.RoleAssistant, ToolCalls: []state.ToolCall{{Name: "lookup_customer", Arguments: `{"phone":"415"}`}}},
		{Role: state.RoleTool, Name: "lookup_customer", Content: `{"status":"not_found"}`},
	})
	want := "assistant: Hello, there\nuser: hi\nassistant: (calls lookup_customer {\"phone\":\"415\"})\ntool: lookup_customer {\"status\":\"not_found\"}\n"
	if got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
	if strings.Count(got, "\n") != 4 {
		t.Fatal("one line per message")
	}
}

func TestThisTurnAndPendingCalls(t *testing.T) {
	s := state.New("c1")
	s.TurnNumber = 2
	s.Transcript = []state.Message{
		{Role: state.RoleUser, Content: "old", Turn: 1},
		{Role: state.RoleUser, Content: "new", Turn: 2},
		{Role: state.RoleAssistant, ToolCalls: []state.ToolCall{{ID: "a", Name: "x"}}, Turn: 2},
	}
	if got := s.ThisTurn(); len(got) != 2 || got[0].Content != "new" {
		t.Fatalf("this turn %v", got)
	}
	if got := s.PendingToolCalls(); len(got) != 1 {
		t.Fatalf("pending %v", got)
	}
	s.Transcript = append(s.Transcript, state.Message{Role: state.RoleTool, ToolCallID: "a", Turn: 2})
	if got := s.PendingToolCalls(); len(got) != 0 {
		t.Fatalf("answered calls still pending: %v", got)
	}
	if s.LastUserText() != "new" {
		t.Fatal(s.LastUserText())
	}
}

// TestCheckpointKeepsItsShape reads a checkpoint as operators and the acceptance run see it
// and writes it back: identity stays three top-level fields, and claims stay null until
// looked up and a list (empty for none) after.
func TestCheckpointKeepsItsShape(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("testdata", "verified.json"))
	if err != nil {
		t.Fatal(err)
	}
	var c state.Call
	if err := json.Unmarshal(raw, &c); err != nil {
		t.Fatal(err)
	}
	if !c.Authenticated() || c.CustomerID() != "CUST-1001" || c.CustomerName() != "Dana Whitfield" {
		t.Fatalf("identity not read: %+v", c.Identity)
	}
	if !c.Claims.Known() || len(c.Claims.List()) != 1 || c.Claims.List()[0].ClaimID != "CLM-20417" {
		t.Fatalf("claims not read: %+v", c.Claims)
	}
	none := state.LookedUp(nil)
	cases := []struct {
		name   string
		call   state.Call
		want   map[string]any
		absent []string
	}{
		{"verified", c, map[string]any{"authenticated": true, "customer_id": "CUST-1001", "customer_name": "Dana Whitfield", "call_id": "call-verified"}, nil},
		{"new call", state.New("c2"), map[string]any{"authenticated": false, "claims": nil}, []string{"customer_id", "customer_name", "Identity"}},
		{"looked up, none", state.Merge(state.New("c3"), state.Update{Claims: &none}), map[string]any{"claims": []any{}}, nil},
	}
	for _, tc := range cases {
		out, err := json.Marshal(tc.call)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var top map[string]any
		if err := json.Unmarshal(out, &top); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		for k, v := range tc.want {
			if got, ok := top[k]; !ok || !reflect.DeepEqual(got, v) {
				t.Errorf("%s: %s = %#v (present %v), want %#v in %s", tc.name, k, got, ok, v, out)
			}
		}
		for _, k := range tc.absent {
			if _, ok := top[k]; ok {
				t.Errorf("%s: %s present in %s", tc.name, k, out)
			}
		}
		var back state.Call
		if err := json.Unmarshal(out, &back); err != nil || !reflect.DeepEqual(back, tc.call) {
			t.Errorf("%s: round trip %+v, want %+v (err %v)", tc.name, back, tc.call, err)
		}
	}
}

// TestEncodeIsMarshal guards the one-pass Encode and Decode the checkpoint uses: the bytes
// must be exactly json.Marshal's, and Decode must read back what json.Unmarshal reads.
func TestEncodeIsMarshal(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("testdata", "verified.json"))
	if err != nil {
		t.Fatal(err)
	}
	var verified state.Call
	if err := json.Unmarshal(raw, &verified); err != nil {
		t.Fatal(err)
	}
	none := state.LookedUp(nil)
	cases := []struct {
		name string
		call state.Call
	}{
		{"verified", verified},
		{"new call", state.New("c2")},
		{"looked up, none", state.Merge(state.New("c3"), state.Update{Claims: &none})},
	}
	for _, tc := range cases {
		want, err := json.Marshal(tc.call)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		got, err := state.Encode(tc.call)
		if err != nil || string(got) != string(want) {
			t.Errorf("%s: Encode = %s (err %v), want json.Marshal's %s", tc.name, got, err, want)
		}
		var viaUnmarshal, viaDecode state.Call
		if err := json.Unmarshal(want, &viaUnmarshal); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if err := state.Decode(want, &viaDecode); err != nil || !reflect.DeepEqual(viaDecode, viaUnmarshal) {
			t.Errorf("%s: Decode = %+v (err %v), want %+v", tc.name, viaDecode, err, viaUnmarshal)
		}
	}
	var c state.Call
	if err := state.Decode([]byte(`{"call_id": `), &c); err == nil {
		t.Error("Decode of a truncated checkpoint: no error")
	}
}

// TestFlattenNormalisesSpaceAsFieldsDoes guards Flatten's fast path: every message's content
// comes out exactly as strings.Join(strings.Fields(content), " ").
func TestFlattenNormalisesSpaceAsFieldsDoes(t *testing.T) {
	contents := []string{
		"", " ", "hello", "my number is four one five", "  leading", "trailing  ", "two  spaces",
		"tab\there", "line\nbreak", "cr\r\nlf", "\vvertical\f", "non\u00a0breaking", "next\u0085line",
		"em\u2003space", "café au lait", "ünïcode words", "a b c d", "’quoted’ and 'quoted'",
	}
	for _, c := range contents {
		got := state.Flatten([]state.Message{{Role: state.RoleUser, Content: c}})
		want := state.RoleUser + ": " + strings.Join(strings.Fields(c), " ") + "\n"
		if got != want {
			t.Errorf("Flatten(%q) = %q, want %q", c, got, want)
		}
	}
}

// randomCall fills every field of a Call, nested ones included, from r: strings that need
// each kind of JSON escaping, zero and non-zero numbers, nil, empty and full slices. A field
// added to Call is filled too, so an encoder that forgets it fails the comparison.
func randomCall(r *rand.Rand) state.Call {
	var c state.Call
	fill(r, reflect.ValueOf(&c).Elem(), 0)
	switch r.IntN(3) {
	case 0:
		c.Claims = state.Claims{}
	case 1:
		c.Claims = state.LookedUp(nil)
	default:
		var list []state.Claim
		fill(r, reflect.ValueOf(&list).Elem(), 1)
		c.Claims = state.LookedUp(list)
	}
	if r.IntN(2) == 0 {
		c.Identity = identity.Restore(true, randomString(r), randomString(r))
	}
	return c
}

var texts = []string{"", "", "plain words", `he said "no"`, "a <b> & c", "tab\there\nnew line", "café 日本", "\u2028", "bad \xff", "CLM-20417", "+14155550109"}

func randomString(r *rand.Rand) string { return texts[r.IntN(len(texts))] }

func fill(r *rand.Rand, v reflect.Value, depth int) {
	switch v.Kind() {
	case reflect.String:
		v.SetString(randomString(r))
	case reflect.Int, reflect.Int64:
		v.SetInt(int64(r.IntN(3) * r.IntN(50)))
	case reflect.Bool:
		v.SetBool(r.IntN(2) == 0)
	case reflect.Pointer:
		if r.IntN(2) == 0 {
			v.Set(reflect.New(v.Type().Elem()))
			fill(r, v.Elem(), depth+1)
		}
	case reflect.Slice:
		switch n := r.IntN(4); {
		case n == 0 || depth > 3:
			// nil
		default:
			v.Set(reflect.MakeSlice(v.Type(), n-1, n-1))
			for i := range v.Len() {
				fill(r, v.Index(i), depth+1)
			}
		}
	case reflect.Struct:
		if r.IntN(4) == 0 && depth > 0 {
			return // a zero struct, for omitzero
		}
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() && v.Field(i).CanSet() {
				fill(r, v.Field(i), depth+1)
			}
		}
	}
}

// TestEncodeIsMarshalOnAnyState holds the hand-written Encode to json.Marshal on states with
// every field set or not, nested ones included.
func TestEncodeIsMarshalOnAnyState(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 3000 {
		c := randomCall(r)
		want, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		got, err := state.Encode(c)
		if err != nil || string(got) != string(want) {
			t.Fatalf("state %d: Encode =\n%s\n(err %v), want json.Marshal's\n%s", i, got, err, want)
		}
	}
}

func FuzzEncodeIsMarshal(f *testing.F) {
	f.Add(uint64(1), uint64(2))
	f.Fuzz(func(t *testing.T, a, b uint64) {
		c := randomCall(rand.New(rand.NewPCG(a, b)))
		want, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := state.Encode(c); err != nil || string(got) != string(want) {
			t.Fatalf("Encode =\n%s\n(err %v), want json.Marshal's\n%s", got, err, want)
		}
	})
}

// BenchmarkCheckpoint is the state of a verified call six turns in (testdata/verified.json)
// written and read as the checkpoint is on every turn.
func BenchmarkCheckpoint(b *testing.B) {
	raw, err := os.ReadFile(filepath.Join("testdata", "verified.json"))
	if err != nil {
		b.Fatal(err)
	}
	var c state.Call
	if err := json.Unmarshal(raw, &c); err != nil {
		b.Fatal(err)
	}
	b.Run("encode", func(b *testing.B) {
		b.ReportAllocs()
		for range b.N {
			if _, err := state.Encode(c); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("decode", func(b *testing.B) {
		b.ReportAllocs()
		for range b.N {
			var back state.Call
			if err := state.Decode(raw, &back); err != nil {
				b.Fatal(err)
			}
		}
	})
}
