package kit

import (
	"context"
	"encoding/json"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"claimsline/internal/voice"
	"claimsline/state"
	"claimsline/tools"
)

// GuardTimeout bounds one name query: the sentence waits for it, and a query that takes
// longer counts as failed, so the sentence is not said.
const GuardTimeout = 300 * time.Millisecond

// names is the other-customer-name check of one reply. A model can say another customer's
// name as easily as their claim number ("handled together with Jane Okafor's"); only the
// customer store knows who the other customers are, and the agent node holds no store, so
// the check asks the context's voice.Guard. Most sentences never ask: a sentence's
// capitalised words are first cleared without a query, by the common words below and by
// an allowlist of what this call may say (the caller's own name, names in the caller's own
// claims and bookings, the knowledge-base passages this call was given, and every word the
// caller said). Only what is left costs a query.
type names struct {
	s     state.Call
	guard voice.Guard
	// allowed are the allowlisted texts, read from the state a part at a time (see build),
	// and read is how many parts have been: 0 none, 1 what the call holds about the caller
	// (name, claims, booking), 2 also every word the caller said and the passages the call
	// was given. Most names a reply says are the caller's own or their adjuster's, so the
	// second part is seldom read. Texts are compared as they are, word by word, ignoring
	// case: nothing is copied or lower-cased.
	allowed []string
	read    int
}

func newNames(ctx context.Context, s state.Call) *names {
	return &names{s: s, guard: voice.GuardFrom(ctx)}
}

// clear reports whether sentence may be said: it names no customer other than the caller,
// as far as the guard knows. With no guard in the context nothing is checked. A sentence
// with names left to check is refused when the guard fails or does not answer in time.
func (n *names) clear(ctx context.Context, sentence string) bool {
	if n.guard == nil || !mayName(sentence) {
		return true
	}
	if n.read == 0 {
		n.build()
	}
	words := n.candidates(sentence)
	for len(words) > 0 && n.read < 2 {
		n.build()
		words = n.candidates(sentence)
	}
	if len(words) == 0 {
		return true
	}
	self := ""
	if n.s.Authenticated() {
		self = n.s.CustomerID()
	}
	qctx, cancel := context.WithTimeout(ctx, GuardTimeout)
	defer cancel()
	other, err := n.guard.OtherCustomerNamed(qctx, self, words)
	return err == nil && !other
}

// mayName reports whether sentence has a capitalised word that is neither an opener nor a
// common word: without one, no candidate can be left, and nothing is read or asked. This
// is the path of most sentences, so it allocates nothing.
func mayName(sentence string) bool {
	found := false
	scan(sentence, func(word string, _ bool) bool {
		if capitalised(word) && !in(openers, word) && !in(common, word) {
			found = true
			return false
		}
		return true
	})
	return found
}

// maxPhrase is the longest run of capitalised words tried as a full name.
const maxPhrase = 4

// candidates returns the lower-case words and runs of words in sentence that could be
// another customer's surname or full name and that nothing read so far clears: each
// capitalised word that is not common or allowlisted, and each run of two to four
// capitalised words (a full name) with an uncommon word in it that is not allowlisted as a
// run. A full name is tried as a run because its surname alone may be cleared: the caller
// Tom Okafor may hear "Okafor", but not "Jane Okafor" of another account. It allocates
// only for what it returns.
func (n *names) candidates(sentence string) []string {
	var out []string
	var buf [12]string
	run := buf[:0]
	scan(sentence, func(word string, joined bool) bool {
		name := capitalised(word) && !in(openers, word)
		if !joined || !name || len(run) == cap(buf) {
			out = n.left(run, out)
			run = run[:0]
		}
		if name {
			run = append(run, word)
		}
		return true
	})
	return n.left(run, out)
}

// left adds to out what the run of capitalised words leaves to check.
func (n *names) left(run []string, out []string) []string {
	add := func(c string) {
		c = strings.ToLower(c)
		for _, o := range out {
			if o == c {
				return
			}
		}
		out = append(out, c)
	}
	for i, w := range run {
		uncommon := !in(common, w)
		if uncommon && !n.allows(run[i:i+1]) {
			add(w)
		}
		for j := i + 1; j < len(run) && j < i+maxPhrase; j++ {
			uncommon = uncommon || !in(common, run[j])
			if uncommon && !n.allows(run[i:j+1]) {
				add(strings.Join(run[i:j+1], " "))
			}
		}
	}
	return out
}

// allows reports whether the words, in this order, occur as consecutive words of one
// allowlisted text, case ignored.
func (n *names) allows(words []string) bool {
	for _, text := range n.allowed {
		k := 0
		found := false
		scan(text, func(w string, _ bool) bool {
			switch {
			case strings.EqualFold(w, words[k]):
				k++
			case strings.EqualFold(w, words[0]):
				k = 1
			default:
				k = 0
			}
			if k == len(words) {
				found = true
				return false
			}
			return true
		})
		if found {
			return true
		}
	}
	return false
}

// build reads the next part of the allowlist from the call's state.
func (n *names) build() {
	n.read++
	s := n.s
	if n.read == 1 {
		if s.Authenticated() {
			n.allowed = append(n.allowed, s.CustomerName())
		}
		for _, c := range s.Claims.List() {
			n.allowed = append(n.allowed, c.Adjuster, c.ClaimType, c.Status)
			for _, d := range c.Documents {
				n.allowed = append(n.allowed, d.Name)
			}
		}
		for _, o := range s.Booking.Offers {
			n.allowed = append(n.allowed, o.Spoken)
		}
		if s.Booking.Booked != nil {
			n.allowed = append(n.allowed, s.Booking.Booked.Spoken)
		}
		return
	}
	for _, m := range s.Transcript {
		switch {
		case m.Role == state.RoleUser:
			n.allowed = append(n.allowed, m.Content)
		case m.Role == state.RoleTool && m.Name == tools.SearchKnowledgeBase:
			// The passages are the operator's corpus, the same for every caller, and the
			// model cannot put words into them (the query only chooses among them).
			var r tools.SearchResult
			if json.Unmarshal([]byte(m.Content), &r) == nil {
				for _, p := range r.Results {
					n.allowed = append(n.allowed, p.Title, p.Text)
				}
			}
		}
	}
	n.allowed = append(n.allowed, s.Turn.Utterance)
}

// scan calls f with each word of text, in order, and whether it follows the previous word
// with only spaces between (so "Jane Okafor" is one run, "Jane, Okafor" two). A word is
// letters, with an inner apostrophe or hyphen ("O'Brien", "Smith-Jones"); a possessive or
// contraction ending is cut ("Okafor's" is "Okafor"). f returns false to stop.
func scan(text string, f func(word string, joined bool) bool) {
	joined := false
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		if !unicode.IsLetter(r) {
			if !unicode.IsSpace(r) {
				joined = false
			}
			i += size
			continue
		}
		end := i + size
		for end < len(text) {
			r, size := utf8.DecodeRuneInString(text[end:])
			if unicode.IsLetter(r) {
				end += size
				continue
			}
			if r == '-' || r == '\'' || r == '\u2019' {
				if next, _ := utf8.DecodeRuneInString(text[end+size:]); end+size < len(text) && unicode.IsLetter(next) {
					end += size
					continue
				}
			}
			break
		}
		if !f(cutEnding(text[i:end]), joined) {
			return
		}
		joined = true
		i = end
	}
}

// endings are the possessive and contraction endings cut from a word.
var endings = []string{"n't", "n\u2019t", "'s", "\u2019s", "'re", "\u2019re", "'ll", "\u2019ll", "'ve", "\u2019ve", "'m", "\u2019m", "'d", "\u2019d"}

func cutEnding(word string) string {
	if !strings.ContainsAny(word, "'\u2019") {
		return word
	}
	for _, e := range endings {
		if len(word) > len(e) && strings.EqualFold(word[len(word)-len(e):], e) {
			return word[:len(word)-len(e)]
		}
	}
	return word
}

func capitalised(word string) bool {
	r, _ := utf8.DecodeRuneInString(word)
	return unicode.IsUpper(r)
}

// in reports whether word, lower-cased, is in set. It runs on every capitalised word of
// every sentence, so a short word is lower-cased into a buffer and looked up without
// allocating (a map index by string(bytes) does not copy).
func in(set map[string]bool, word string) bool {
	var buf [24]byte
	if len(word) > len(buf) {
		return set[strings.ToLower(word)]
	}
	for i := 0; i < len(word); i++ {
		c := word[i]
		if c >= utf8.RuneSelf {
			return set[strings.ToLower(word)]
		}
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	return set[string(buf[:len(word)])]
}

// openers are capitalised words that are never part of a name: function words, pronouns,
// greetings and the usual first words of an agent's sentence, and titles. They are not
// candidates and they end a run ("Hi Dana" is "Dana").
var openers = wordSet(`
a about above after again against all also although am an and any anyway are as at
be because been before being below both but by can could did do does doing done during
each either every few for from had has have having he her here hers him his how however
i if in into is it its itself just least let like many me meanwhile might mine more most
much must my myself neither no nor not now of off on once only or other our ours out over
own please same she should since so some such than that the their theirs them then there
these they this those though through thus to too under until up upon us very was we were
what whatever when whenever where whether which while who whom whose why with within
without would yes yet you your yours yourself
hi hello hey thanks thank okay ok alright sure great good perfect absolutely certainly
sorry unfortunately fortunately of course got understood understand noted right fine
well oh ah glad happy welcome goodbye bye
mr mrs ms miss dr sir madam
`)

// common are capitalised words that are not names on their own but may be part of one
// ("May", "June", "Will"): months, days, the product's own vocabulary, and words an agent
// often starts a sentence with. Alone they are not candidates; in a run they are kept.
var common = wordSet(`
january february march april may june july august september october november december
monday tuesday wednesday thursday friday saturday sunday today tomorrow yesterday tonight
jan feb mar apr jun jul aug sep sept oct nov dec mon tue tues wed thu thurs fri sat sun
am pm eastern central pacific mountain time morning afternoon evening noon week weekend
claim claims claimsline line policy policies policyholder adjuster adjusters inspection
inspections booking bookings document documents report reports estimate quote photos photo
police insurance insurer auto home roof water damage glass theft collision hail deductible
coverage premium payment payments faq status review open closed paid approved pending
outstanding received awaiting repair repairs rental vehicle car windshield contractor proof
ownership number account date birth phone clm
will can may shall would could should might must need want
one two three four five six seven eight nine ten first second third next last new
based regarding according given looking checking course step steps
note keep call calling called ask asking tell say see look find found check give take make
send get go going come help hold wait stay bring provide share
currently additionally alternatively otherwise actually basically generally usually
typically normally finally lastly again already anything something nothing everything
`)

func wordSet(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}
