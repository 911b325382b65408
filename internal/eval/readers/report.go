package readers

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"claimsline/internal/spoken/dob"
	"claimsline/internal/spoken/phone"
	"claimsline/internal/spoken/signals"
	"claimsline/internal/wilson"
	"claimsline/nodes"
)

// Now is the clock the date reader is measured against: fixed, so a corpus item never
// changes verdict because a birthday moved into range.
var Now = time.Date(2026, time.November, 30, 12, 0, 0, 0, time.UTC)

// Result is one item's outcome.
type Result struct {
	Item
	// Got is what the reader made of the words ("" for a refusal).
	Got     string
	Correct bool
	// Serious names a release-blocking error, or is "".
	Serious string
	// Rule is the emergency or routing rule family that decided, when there is one.
	Rule string
	// Cautioned is set when the emergency check could not clear the words (nodes.Unchecked):
	// not escalated, but the caller is told how to reach emergency services first.
	Cautioned bool
}

// Serious error kinds.
const (
	WrongCustomer    = "verified as another number"
	UnusableVerified = "a number from words that must be refused"
	HedgedVerified   = "a date from words that must be refused"
	WrongDate        = "a date other than the one said"
	MissedEmergency  = "live emergency not escalated"
)

// Phone reads every phone item with the phone reader as the lookup tool uses it.
func Phone(items []Item) []Result {
	out := make([]Result, 0, len(items))
	for _, it := range items {
		r := Result{Item: it}
		n, err := phone.Parse(it.Text, "US")
		if err == nil {
			r.Got = n.E164
		}
		switch {
		case it.Label == nil:
			r.Correct = err != nil
			if !r.Correct {
				r.Serious = UnusableVerified
			}
		case err != nil:
			// A refusal asks again: wrong, not dangerous.
		case r.Got == *it.Label:
			r.Correct = true
		default:
			r.Serious = WrongCustomer
		}
		out = append(out, r)
	}
	return out
}

// DOB reads every date item with the date reader as the lookup tool uses it (US order).
func DOB(items []Item) []Result {
	p := dob.Parser{Order: dob.MDY, Now: func() time.Time { return Now }}
	out := make([]Result, 0, len(items))
	for _, it := range items {
		r := Result{Item: it}
		d, err := p.Parse(it.Text)
		if err == nil {
			r.Got = d.String()
		}
		switch {
		case it.Label == nil:
			r.Correct = err != nil
			if !r.Correct {
				r.Serious = HedgedVerified
			}
		case err != nil:
		case r.Got == *it.Label:
			r.Correct = true
		default:
			r.Serious = WrongDate
		}
		out = append(out, r)
	}
	return out
}

// Detector is the entry's emergency decision: deterministic rules, then the constrained model
// when a danger cue is present and no rule decides.
type Detector func(ctx context.Context, utterance string) (emergency bool, how string)

// Route runs every routing item through the entry's emergency decision and, for what does
// not escalate there, the router's rules. Got is "emergency", a route the rules decided, or
// "model" when the rules leave it to the router's model.
func Route(ctx context.Context, items []Item, detect Detector) []Result {
	out := make([]Result, 0, len(items))
	for _, it := range items {
		r := Result{Item: it}
		label := ""
		if it.Label != nil {
			label = *it.Label
		}
		em, how := detect(ctx, it.Text)
		r.Cautioned = how == nodes.Unchecked
		if em {
			r.Got, r.Rule = "emergency", how
		} else if route, family := signals.Route(it.Text); route != "" {
			r.Got, r.Rule = route, family
		} else {
			r.Got = "model"
		}
		r.Correct = r.Got == label
		if label == "emergency" && r.Got != "emergency" {
			r.Serious = MissedEmergency
		}
		out = append(out, r)
	}
	return out
}

// Tally is a count of successes out of a total.
type Tally struct{ K, N int }

func (t *Tally) add(ok bool) {
	t.N++
	if ok {
		t.K++
	}
}

// Rate is K/N, or 0 for an empty tally.
func (t Tally) Rate() float64 {
	if t.N == 0 {
		return 0
	}
	return float64(t.K) / float64(t.N)
}

// Wilson is the 95% Wilson score interval of the tally.
func (t Tally) Wilson() (lo, hi float64) { return wilson.Interval(t.K, t.N) }

// String prints the tally as the report does: k/n, the rate and its 95% Wilson interval.
func (t Tally) String() string {
	if t.N == 0 {
		return "   -/0"
	}
	lo, hi := t.Wilson()
	return fmt.Sprintf("%4d/%-4d %5.1f%% [%5.1f, %5.1f]", t.K, t.N, 100*t.Rate(), 100*lo, 100*hi)
}

// bySplit keeps the results of one split.
func bySplit(rs []Result, split string) []Result {
	var out []Result
	for _, r := range rs {
		if r.Split == split {
			out = append(out, r)
		}
	}
	return out
}

// tiers tallies accuracy per tier, with "easy+medium" added.
func tiers(rs []Result) map[string]*Tally {
	m := map[string]*Tally{}
	for _, r := range rs {
		for _, k := range tierKeys(r.Tier) {
			if m[k] == nil {
				m[k] = &Tally{}
			}
			m[k].add(r.Correct)
		}
	}
	return m
}

func tierKeys(tier string) []string {
	keys := []string{tier, "all"}
	if tier == "easy" || tier == "medium" {
		keys = append(keys, "easy+medium")
	}
	return keys
}

// Summary is what one run measured; Serious lists every serious error of every split.
type Summary struct {
	Serious []Result
}

// Options choose what a run prints.
type Options struct {
	// Splits to report; empty means dev and heldback.
	Splits []string
	// Failures prints every wrong item of the dev split (never heldback's texts).
	Failures bool
}

// Run measures every set and prints the report to w.
func Run(ctx context.Context, w io.Writer, detect Detector, o Options) (Summary, error) {
	if len(o.Splits) == 0 {
		o.Splits = []string{Dev, Heldback}
	}
	var sum Summary
	sets := []struct {
		name string
		read func([]Item) []Result
	}{
		{"phone", Phone},
		{"dob", DOB},
		{"route", func(items []Item) []Result { return Route(ctx, items, detect) }},
	}
	for _, set := range sets {
		items, err := Load(set.name)
		if err != nil {
			return sum, err
		}
		all := set.read(items)
		for _, split := range o.Splits {
			rs := bySplit(all, split)
			fmt.Fprintf(w, "\n== %s / %s (%d items)\n", set.name, split, len(rs))
			if set.name == "route" {
				routeFigures(w, rs)
			} else {
				t := tiers(rs)
				for _, k := range []string{"easy", "medium", "hard", "null", "easy+medium", "all"} {
					if t[k] != nil {
						fmt.Fprintf(w, "  %-12s %s\n", k, t[k])
					}
				}
			}
			var serious []Result
			for _, r := range rs {
				if r.Serious != "" {
					serious = append(serious, r)
				}
			}
			fmt.Fprintf(w, "  serious errors: %d\n", len(serious))
			for _, r := range serious {
				fmt.Fprintf(w, "    %s: %s (got %q)\n", r.ID, r.Serious, r.Got)
			}
			sum.Serious = append(sum.Serious, serious...)
			if o.Failures && split == Dev {
				for _, r := range rs {
					if !r.Correct {
						want := "REFUSE"
						if r.Label != nil {
							want = *r.Label
						}
						fmt.Fprintf(w, "    x %s [%s] want %s got %q (%s) %q\n", r.ID, r.Tier, want, r.Got, r.Rule, r.Text)
					}
				}
			}
		}
	}
	return sum, nil
}

// FamilyBar is how often a router rule family must be right when it fires on the dev split
// for it to decide without the model (signals.Route); TestRuleFamiliesAreRight holds every
// deciding family to it, and the report marks a family under it.
const FamilyBar = 0.98

// routeTallies are the routing set's figures for one split, counted once for the report and
// for the tests that hold them to their goals.
type routeTallies struct {
	live, near, fired, liveByModel, nearUnsure, nearByRule Tally
	// ordEscalated is ordinary items (neither an emergency nor a near-miss) escalated with the
	// model down: what a danger cue costs a caller with nothing dangerous to say.
	ordEscalated Tally
	// The unfamiliar-words question (signals.Unfamiliar): what it would put to the model with
	// no danger cue, live emergencies the rules missed and, as its cost, ordinary items and
	// near-misses the rules left alone.
	liveReached, liveUnfamiliar, ordUnfamiliar, nearUnfamiliar Tally
	// Told to call emergency services on the first turn: escalated, or cautioned because the
	// model could not clear the words (with the model down, as here: every unfamiliar one).
	liveTold, nearTold Tally
	// Per writer (the id's prefix, "rtA" for route_A.jsonl): live emergencies and near-misses
	// escalated, so one writer's style cannot hide behind another's.
	writerLive, writerNear map[string]*Tally
	// keyword is how right the claim and FAQ keyword families would be; they do not decide.
	keyword map[string]*Tally
	// families is how often each deciding rule family (signals.Route) is right when it fires.
	families map[string]*Tally
	byTier   map[string]*Tally
	// decided counts the non-emergency items a rule family decided, of nonEmergency.
	decided, nonEmergency int
}

// tallyRoute counts the routing figures of rs.
func tallyRoute(rs []Result) routeTallies {
	t := routeTallies{
		writerLive: map[string]*Tally{}, writerNear: map[string]*Tally{},
		keyword:  map[string]*Tally{"claim": {}, "faq": {}},
		families: map[string]*Tally{}, byTier: map[string]*Tally{},
	}
	for _, r := range rs {
		label := *r.Label
		if label == "emergency" {
			t.live.add(r.Got == "emergency")
			t.liveByModel.add(strings.HasPrefix(r.Rule, "model"))
			unfamiliar := r.Got != "emergency" && signals.Unfamiliar(r.Text)
			t.liveReached.add(r.Got == "emergency" || unfamiliar)
			if r.Got != "emergency" {
				t.liveUnfamiliar.add(unfamiliar)
			}
			writerTally(t.writerLive, r.ID).add(r.Got == "emergency")
			t.liveTold.add(r.Got == "emergency" || r.Cautioned)
		} else {
			t.nonEmergency++
		}
		if r.NearMiss {
			t.near.add(r.Got == "emergency")
			t.nearUnsure.add(strings.HasPrefix(r.Rule, "model"))
			t.nearByRule.add(strings.HasPrefix(r.Rule, "rule:"))
			if r.Got != "emergency" {
				t.nearUnfamiliar.add(signals.Unfamiliar(r.Text))
			}
			writerTally(t.writerNear, r.ID).add(r.Got == "emergency")
			t.nearTold.add(r.Got == "emergency" || r.Cautioned)
		}
		if label != "emergency" && !r.NearMiss {
			t.ordEscalated.add(r.Got == "emergency")
		}
		if label != "emergency" && !r.NearMiss && r.Got != "emergency" {
			t.ordUnfamiliar.add(signals.Unfamiliar(r.Text))
		}
		if label != "emergency" && r.Got != "emergency" {
			// The claim and FAQ keyword families, which do not decide: how right they would be.
			switch signals.Classify(r.Text) {
			case signals.TopicClaim:
				t.keyword["claim"].add(label == "claim")
			case signals.TopicFAQ:
				t.keyword["faq"].add(label == "faq")
			}
		}
		if label == "emergency" || r.Got == "emergency" || r.Got == "model" {
			continue
		}
		t.decided++
		t.fired.add(r.Correct)
		if t.families[r.Rule] == nil {
			t.families[r.Rule] = &Tally{}
		}
		t.families[r.Rule].add(r.Correct)
		for _, k := range tierKeys(r.Tier) {
			if t.byTier[k] == nil {
				t.byTier[k] = &Tally{}
			}
			t.byTier[k].add(r.Correct)
		}
	}
	return t
}

// routeFigures prints the routing set's figures: live emergencies escalated, near-misses
// escalated, and how often the router's rules are right when they decide, per family.
func routeFigures(w io.Writer, rs []Result) {
	t := tallyRoute(rs)
	fmt.Fprintf(w, "  %-28s %s\n", "live emergencies escalated", t.live)
	fmt.Fprintf(w, "    %-26s %s\n", "of them by the model check", t.liveByModel)
	fmt.Fprintf(w, "  %-28s %s\n", "near-misses escalated", t.near)
	fmt.Fprintf(w, "    %-26s %s\n", "decided emergency by rule", t.nearByRule)
	fmt.Fprintf(w, "    %-26s %s\n", "left to the model check", t.nearUnsure)
	fmt.Fprintf(w, "  %-28s %s\n", "ordinary escalated", t.ordEscalated)
	fmt.Fprintf(w, "  %-28s %s\n", "live escalated or asked", t.liveReached)
	fmt.Fprintf(w, "    %-26s %s\n", "missed, asked: unfamiliar", t.liveUnfamiliar)
	fmt.Fprintf(w, "    %-26s %s\n", "cost: ordinary asked", t.ordUnfamiliar)
	fmt.Fprintf(w, "    %-26s %s\n", "cost: near-misses asked", t.nearUnfamiliar)
	fmt.Fprintf(w, "  %-28s %s\n", "live told to call 911", t.liveTold)
	fmt.Fprintf(w, "    %-26s %s\n", "near-misses told too", t.nearTold)
	var writers []string
	for k := range t.writerLive {
		writers = append(writers, k)
	}
	for k := range t.writerNear {
		if t.writerLive[k] == nil {
			writers = append(writers, k)
		}
	}
	sort.Strings(writers)
	for _, k := range writers {
		fmt.Fprintf(w, "    %-26s %s\n", "writer "+k+": live", writerTally(t.writerLive, k+"-"))
		fmt.Fprintf(w, "    %-26s %s\n", "writer "+k+": near-miss", writerTally(t.writerNear, k+"-"))
	}
	fmt.Fprintf(w, "  %-28s %s\n", "router rules right when fire", t.fired)
	var names []string
	for f := range t.families {
		names = append(names, f)
	}
	sort.Strings(names)
	for _, f := range names {
		mark := ""
		if t.families[f].Rate() < FamilyBar {
			mark = fmt.Sprintf("  under the %.0f%% bar", 100*FamilyBar)
		}
		fmt.Fprintf(w, "    %-26s %s%s\n", "family "+f, t.families[f], mark)
	}
	for _, f := range []string{"claim", "faq"} {
		fmt.Fprintf(w, "    %-26s %s\n", "not deciding: "+f, t.keyword[f])
	}
	for _, k := range []string{"easy", "medium", "hard"} {
		if t.byTier[k] != nil {
			fmt.Fprintf(w, "    %-26s %s\n", "rules, tier "+k, t.byTier[k])
		}
	}
	fmt.Fprintf(w, "  rules decided %d of %d non-emergency items; the rest go to the router's model\n", t.decided, t.nonEmergency)
}

// ErrSerious is returned by Main's caller check when any serious error occurred.
var ErrSerious = errors.New("serious errors")

// Main is `claimsline eval readers [--failures] [--split dev|heldback|all]`. Exit status: 0
// when no serious error occurred, 1 when one did, 2 on bad usage.
func Main(ctx context.Context, args []string, w io.Writer, detect Detector) int {
	o := Options{}
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
		case a == "--failures":
			o.Failures = true
		case a == "--split" && i+1 < len(args):
			i++
			switch args[i] {
			case Dev, Heldback:
				o.Splits = []string{args[i]}
			case "all":
			default:
				fmt.Fprintf(w, "eval readers: --split must be dev, heldback or all, not %q\n", args[i])
				return 2
			}
		default:
			fmt.Fprintf(w, "eval readers: unknown argument %q\nusage: claimsline eval readers [--split dev|heldback|all] [--failures]\n", strings.Join(args[i:], " "))
			return 2
		}
	}
	sum, err := Run(ctx, w, detect, o)
	if err != nil {
		fmt.Fprintln(w, "eval readers:", err)
		return 2
	}
	if len(sum.Serious) > 0 {
		fmt.Fprintf(w, "\nFAIL: %d serious errors\n", len(sum.Serious))
		return 1
	}
	fmt.Fprintln(w, "\nok: no serious errors")
	return 0
}

// writerTally is the tally in m of the writer of id: the id up to its first "-" ("rtE-017"
// is writer "rtE"), created empty on first use.
func writerTally(m map[string]*Tally, id string) *Tally {
	k, _, _ := strings.Cut(id, "-")
	if m[k] == nil {
		m[k] = &Tally{}
	}
	return m[k]
}
