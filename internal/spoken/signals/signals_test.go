package signals

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// boolCase is one utterance in a positive/negative table. Note records why
// a borderline case is on the side it is on.
type boolCase struct {
	In   string `json:"in"`
	Note string `json:"note,omitempty"`
}

type boolTable struct {
	Positive []boolCase `json:"positive"`
	Negative []boolCase `json:"negative"`
}

func loadJSON(t testing.TB, name string, v any) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
}

// runBoolTable checks fn over a table and insists on a minimum size on each
// side, so trimming the data file cannot quietly weaken the suite.
func runBoolTable(t *testing.T, file string, min int, fn func(string) bool, why func(string) string) {
	var tab boolTable
	loadJSON(t, file, &tab)
	if len(tab.Positive) < min || len(tab.Negative) < min {
		t.Fatalf("%s: want at least %d positives and negatives, have %d and %d", file, min, len(tab.Positive), len(tab.Negative))
	}
	for want, cases := range map[bool][]boolCase{true: tab.Positive, false: tab.Negative} {
		for _, c := range cases {
			if got := fn(c.In); got != want {
				t.Errorf("%q = %v, want %v (normalised %q%s) %s", c.In, got, want, normalize(c.In), why(c.In), c.Note)
			}
		}
	}
}

func TestIsEmergency(t *testing.T) {
	runBoolTable(t, "emergency.json", 30, IsEmergency, func(s string) string {
		if r := emergencyRule(s); r != "" {
			return ", rule " + r
		}
		return ""
	})
}

func TestAsksForPerson(t *testing.T) {
	runBoolTable(t, "asks_for_person.json", 15, AsksForPerson, func(s string) string {
		return ruleSuffix(personRules, s)
	})
}

func TestSaysGoodbye(t *testing.T) {
	runBoolTable(t, "says_goodbye.json", 15, SaysGoodbye, func(s string) string {
		return ruleSuffix(goodbyeRules, s)
	})
}

func ruleSuffix(rules []rule, s string) string {
	if r := firstMatch(rules, normalize(s)); r != "" {
		return ", rule " + r
	}
	return ""
}

func TestClassify(t *testing.T) {
	var cases []struct {
		In   string `json:"in"`
		Want string `json:"want"`
		Note string `json:"note,omitempty"`
	}
	loadJSON(t, "classify.json", &cases)
	if len(cases) < 45 {
		t.Fatalf("classify.json: want at least 45 cases, have %d", len(cases))
	}
	seen := map[string]int{}
	for _, c := range cases {
		got := Classify(c.In)
		seen[c.Want]++
		if got.String() != c.Want {
			t.Errorf("Classify(%q) = %v, want %s (normalised %q, claim%s, faq%s) %s",
				c.In, got, c.Want, normalize(c.In), ruleSuffix(claimRules, c.In), ruleSuffix(faqRules, c.In), c.Note)
		}
	}
	for _, topic := range []Topic{TopicNone, TopicClaim, TopicFAQ, TopicContested} {
		if seen[topic.String()] == 0 {
			t.Errorf("classify.json has no %v case", topic)
		}
	}
}

func TestTopicString(t *testing.T) {
	for topic, want := range map[Topic]string{
		TopicNone: "none", TopicClaim: "claim", TopicFAQ: "faq",
		TopicContested: "contested", Topic(42): "Topic(42)",
	} {
		if got := topic.String(); got != want {
			t.Errorf("Topic(%d).String() = %q, want %q", int(topic), got, want)
		}
	}
	var zero Topic
	if zero != TopicNone {
		t.Errorf("zero Topic = %v, want TopicNone", zero)
	}
}

func TestNormalize(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{"  Call 9-1-1!! ", "call 911"},
		{"nine one one", "911"},
		{"nine one one nine one one", "911 911"},
		{"call nine 1 one now", "call 911 now"},
		{"no one is hurt", "no one is hurt"},
		{"I'm trapped", "i am trapped"},
		{"im trapped", "i am trapped"},
		{"We’re stuck, can’t get out", "we are stuck cannot get out"},
		{"That's all", "that is all"},
		{"driver's side", "driver s side"},
		{"CLM-12345", "clm 12345"},
		{"june 5 2023", "june 5 2023"},
		{"c l m one two three", "c l m 123"},
	} {
		if got := normalize(c.in); got != c.want {
			t.Errorf("normalize(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestUnstammer checks that a word said twice at once is read once, and that repeats which are
// a plea, a number or a restatement are kept.
func TestUnstammer(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"my my son", "my son"},
		{"He's he's trapped", "he's trapped"},
		{"a second, second ago", "a second ago"},
		{"the the the sink", "the sink"},
		{"help help", "help help"},
		{"help help! the car is sinking", "help help! the car is sinking"},
		{"emergency emergency repairs", "emergency repairs"},
		{"emergency, emergency, my wife", "emergency, emergency, my wife"},
		{"oh no no", "oh no no"},
		{"five five five 0143", "five five five 0143"},
		{"22 22", "22 22"},
		{"the fire, the fire is back", "the fire, the fire is back"},
		{"no change here", "no change here"},
	} {
		if got := unstammer(c.in); !strings.EqualFold(got, c.want) {
			t.Errorf("unstammer(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestAssessVerdicts checks the verdicts by category: rules decide an emergency for
// unmistakable present danger ("emergency"); any danger cue outside a settled framing is at
// least unsure, so the model decides and no model means emergency ("at_least_unsure"); only a
// dated past, a resolution, a hypothetical or a figure of speech is safe ("safe").
//
// assess_vehicle.json holds the vehicle classes: a person inside or under a vehicle that is in
// water, crushed, on its side or roof, or on top of or under another decides; the vehicle alone
// asks the model; a dated past, a question about cover or nobody inside is safe.
//
// assess_home.json holds the classes an eleventh writer (a home-insurance claims handler) found
// missing: a home's wiring burning now (even inside a booking or a claim), a person hit or
// fallen who is not getting up or talking now, a limb that cannot be felt or moved and pain
// after a crash just now; and their past, explained or property-only framings, which are safe.
//
// assess_exposed.json holds the classes a twelfth writer (a paramedic reviewing insurer calls)
// found missing: a structure giving way with people in or under it, a person too cold or too
// hot now, and things falling where people are, each deciding even beside an old claim's date;
// the same words with nobody there, in the past or as a question about cover are not decided.
//
// assess_calltaker.json holds the classes a thirteenth writer (an emergency call-taker trainer)
// found missing: a child who swallowed a household product (decides) or has it round the mouth
// and coughs or gags; people gone up high (the attic, the roof, the worktop) from rising water;
// a vehicle at the bottom of water with someone still in it; gas escaping now (a strong smell,
// burners on and unlit, help not come yet, people inside), said calmly, politely, in a
// learner's English or inside a call about something else; and being at a relative's home,
// which is not being evacuated there. The same words in the past, settled by a doctor or about
// a claim for the product are safe.
//
// assess_rural.json holds the classes a fourteenth writer (a supervisor of a rural, farm and
// coastal claims line) found missing, in local and calm words: a road piling up round the
// caller, stock going at a person, a person or vehicle through the ice, breath running short or
// the oxygen machine failing, someone vulnerable gone from home or out in bitter cold, grain
// and pits, a dock or boat coming loose; "since last night" as a state still going on and
// "we're out on the lake" as a place. Their past, covered or paperwork counterparts are safe.
//
// assess_adjuster.json holds the classes a fifteenth writer (a senior claims adjuster from
// hurricane, flood, fire and wreck country) found missing, said calmly, in passing or inside a
// question about cover: gas hissing or frosting at a tank, line or valve; flood water reached
// the attic someone went up to; a person down where fumes are; a vehicle with someone in it
// sliding toward water or an edge; a vehicle stalled on railroad tracks; a blow to the head
// and the signs after it; a fire put out that is back; the one who stayed behind when the
// family evacuated. Their past, hypothetical and paperwork counterparts are safe.
//
// assess_dispatcher.json holds the classes a sixteenth writer (a former 911 dispatcher) found
// missing, said calmly or in passing: a structure giving way with people "out there" or "on it"
// said without a verb; something split hanging over a room with someone asleep in it; gas
// said to be here now (it smells of gas, the smell has not gone away or is stronger, a hiss at
// the meter or the stove) inside a dated claim or visit; someone still in the vehicle or the
// wreck; a person's colour said now (pale, grey) beside a cover question or a date. Their past,
// nobody-there and paperwork counterparts are safe.
//
// assess_outage.json holds the classes a seventeenth writer's callers (storms, outages and
// roads) found missing, said calmly beside a claim or a cover question: a charcoal grill, a
// barbecue, a camp stove or a generator burning indoors for heat or power (decides); a car
// dead in a live lane with traffic flying by; an old person chilled, mumbling or confused with
// hands or skin like ice; home oxygen off in an outage or a spare with an hour left. Their
// past, supposed and merely-stored counterparts are safe.
//
// assess_understated.json holds the classes an eighteenth writer's callers found missing, danger
// played down ("it's not a big deal", "we're okay", "kind of sleepy"): an overdose said as "a
// lot of" or "too many" pills; lips, tongue or face puffing up; a family taking cover under a
// mattress or hearing the roof tear off (decides); dizzy or lightheaded said with a hedge, not
// able to "seem to" get up, and a room that "now looks hazy" after a smell that went away (ask
// the model). Their past, supposed and regimen counterparts are safe or not decided. Under
// not_emergency, the near-misses the same writer brought that a rule decided: sleep apnea told
// as a condition, a car part named with its side, someone at work under the sink, gas as a car's
// fuel, time since a fire, a state put right as a pet, "my ears are burning", home out of reach.
//
// assess_takenback.json holds near-misses the same writer's callers brought that a rule decided:
// a state taken back at once ("I'm bleeding, well, I was, ..."), 911's non-emergency line,
// a past dated by a season ("this was over the winter"), "that's everything" read as a verb
// in progress beside a hazard word, and "dead calm". Under not_emergency no rule may decide
// them; the live counterparts beside them still decide or ask the model.
//
// assess_framing.json holds the ways of framing a turn that must not change its verdict, found
// by the metamorphic test of internal/eval/readers (TestFramingKeepsVerdict): a call about
// paperwork first that turns ("I was ringing about my policy, but ..."), whose paperwork must
// not veto a rule after the turn; words about the call itself ("I'm ringing about", "I just
// wanted to ask", "quick question", "excuse me") and a plea tail ("please help", "what should I
// do"), which are no present tense for a hazard word; "get me someone, please help", which asks
// for a person; and a stammered word ("the the sink", "a moment moment ago"), read once.
//
// assess_nearmiss.json holds the near-miss classes found across writers A to P (nearmiss.go):
// property burned, flooded, leaking or cracked; paperwork named after an emergency service or
// an event; storms used as dates; a caller asking for a person or fed up with a claim; an
// operation booked, an injury healing, fear told in the past; help arrived and in charge, a
// place made safe, the all-clear, a warning over, a question whether the insurer would pay.
// Each is safe in the caller's own words, and a close phrasing with danger now beside it is
// still an emergency or asks the model.
//
// assess_x.json holds the classes of route_X (a big-city 911 call-taker's callers: non-native,
// polite, understated): a learner's bare present of smoke or sparks from a fitting and a wall
// warm when touched (electrical-burning); a boat going down with someone aboard; a fire told
// without its word (an orange window, black stuff rolling out); a fall from height just now; a
// person who does not care what happens to him, or drives off after drinking (cues, for the
// model); a structure that collapsed on people. Near-misses no rule may decide: a gas supply
// turned off, a structure collapsed with nobody in it, "put me through to somebody, please
// help"; safe: the caller as the one the news told about, and okay.
//
// assess_acd.json holds the classes of route_AA, route_C and route_D (a utility's emergency
// line, an after-hours answering service for apartment buildings, a small-business claims
// handler): a power line down and alive now, or lying on a car with someone in it; a fire
// being fought now or gone up minutes ago; a breathing machine stopped with the power or the
// backup gone; water in a live fitting, and a fitting that sparked with a smell now; a limb
// bent the wrong way; slurring or an eye gone dark; a structure partway down with someone under
// it; a vehicle in water nobody knows is empty. Near-misses: the same told as over, fixed, dead,
// healed or put as a case, and calling 911 put as a case.
//
// assess_z.json holds route_Z's near-miss classes (a boat, RV and trailer insurer's callers):
// "emergency" as a label someone put on the caller's file, and a fire said finished or its crew
// gone home in a learner's words; beside them the same words with a danger said now.
//
// assess_ac.json holds route_AC's near-miss classes (a home-health coordinator's callers): flood
// water said to be gone, an ordeal the caller has been through, "a human being on the phone",
// and blood named as a reading or a routine ("blood pressure", "blood work"), which no longer
// decides by itself with a present tense; beside them the same words with a danger said now.
//
// assess_ae.json holds route_AE's near-miss classes (a workers' compensation intake clerk's
// callers): a collapse placed in the past by what follows it ("fainted at work last time the
// adjuster was here"), a crush or a chest pain named as what a treatment, a visit or a bill is
// for, a "now" denied ("the fire, not now, the old one"), signs quoted from paperwork, and a
// question the automated line cannot answer; beside them the same words with a danger said now.
func TestAssessVerdicts(t *testing.T) {
	for _, file := range []string{"assess.json", "assess_vehicle.json", "assess_home.json", "assess_exposed.json", "assess_calltaker.json", "assess_rural.json", "assess_adjuster.json", "assess_dispatcher.json", "assess_outage.json", "assess_takenback.json", "assess_understated.json", "assess_nearmiss.json", "assess_framing.json", "assess_vw.json", "assess_x.json", "assess_acd.json", "assess_z.json", "assess_ac.json", "assess_impaled.json", "assess_ae.json"} {
		t.Run(file, func(t *testing.T) { testAssessTable(t, file) })
	}
}

func testAssessTable(t *testing.T, file string) {
	var table map[string][]boolCase
	loadJSON(t, file, &table)
	tests := []struct {
		key string
		ok  func(Verdict) bool
	}{
		{"emergency", func(v Verdict) bool { return v == Emergency }},
		{"at_least_unsure", func(v Verdict) bool { return v != Safe }},
		{"safe", func(v Verdict) bool { return v == Safe }},
		// not_emergency is optional: near-misses no rule may decide, which the model may
		// still be asked about because a danger word is in them.
		{"not_emergency", func(v Verdict) bool { return v != Emergency }},
	}
	for _, tt := range tests {
		if tt.key == "not_emergency" && len(table[tt.key]) == 0 {
			continue
		}
		if len(table[tt.key]) < 5 {
			t.Fatalf("%s %s: %d cases, want at least 5", file, tt.key, len(table[tt.key]))
		}
		for _, c := range table[tt.key] {
			if got, why := Assess(c.In); !tt.ok(got) {
				t.Errorf("%s: Assess(%q) = %s (%s) %s", tt.key, c.In, got, why, c.Note)
			}
		}
	}
}

// TestVehicleGate checks that the vehicle rules' gate lets through every utterance their
// patterns match, over the verdict tables and a grid of vehicle and verb phrasings: a gate that
// missed one would silently switch a rule off.
func TestVehicleGate(t *testing.T) {
	var in []string
	for _, file := range []string{"assess.json", "assess_vehicle.json"} {
		var table map[string][]boolCase
		loadJSON(t, file, &table)
		for _, cases := range table {
			for _, c := range cases {
				in = append(in, c.In)
			}
		}
	}
	for _, v := range []string{"car", "lorry", "pick up", "minivan", "motorbike", "caravan", "4x4", "ute", "cab"} {
		in = append(in, "the "+v+" is in the canal", "the "+v+" is on top of the bus", "the "+v+" is on its side")
	}
	for _, verb := range []string{"drove", "driving", "careened", "came off the road", "run off the bridge", "went over the edge", "come down the bank", "went through the ice"} {
		in = append(in, "he "+verb+" into the lake")
	}
	matched := 0
	for _, u := range in {
		s := normalize(u)
		if vehicleDanger.MatchString(s) {
			matched++
			if !vehicleGate.passes(s) {
				t.Errorf("%q matches vehicleDanger but the gate stops it", u)
			}
		}
	}
	if matched < 40 {
		t.Errorf("only %d utterances match vehicleDanger; the check is too weak", matched)
	}
}

// TestRulesAllFire checks that every rule of a family matches at least one phrasing of its own
// in the family's table, so a rule narrowed into never matching fails here and not in the field
// (the verdict tables alone cannot tell when an earlier rule decides first).
func TestRulesAllFire(t *testing.T) {
	tests := []struct {
		family string
		rules  []rule
		// files and key name the tables of the family's own phrasings: the writer's class that
		// brought the family, and any later writer's class that joined it.
		files []string
		key   string
	}{
		{family: "rural cue", rules: ruralCues, files: []string{"assess_rural.json"}, key: "at_least_unsure"},
		{family: "presentDanger rule", rules: presentDanger, files: []string{"assess_adjuster.json", "assess_outage.json", "assess_understated.json", "assess_x.json", "assess_acd.json"}, key: "emergency"},
	}
	for _, tt := range tests {
		t.Run(tt.family, func(t *testing.T) {
			fired := map[string]bool{}
			for _, file := range tt.files {
				var table map[string][]boolCase
				loadJSON(t, file, &table)
				for _, c := range table[tt.key] {
					s := normalize(c.In)
					for i := range tt.rules {
						if firstMatch(tt.rules[i:i+1], s) != "" {
							fired[tt.rules[i].name] = true
						}
					}
				}
			}
			for _, r := range tt.rules {
				if !fired[r.name] {
					t.Errorf("%s %q matches no %s phrasing in %v", tt.family, r.name, tt.key, tt.files)
				}
			}
		})
	}
}

// TestAssessRedTeam checks live emergencies written to share the words of the near-miss
// classes (nearmiss.go and the softer and settled framings): a property burned, a claim, a
// person asked for, help arrived, the all-clear, someone home from hospital and doing well,
// everyone got out, a question about cover; each with someone in danger now beside it, said
// calmly, in passing or in a learner's English. None may be safe: a near-miss rule must never
// take a present danger with it.
func TestAssessRedTeam(t *testing.T) {
	var table map[string][]boolCase
	loadJSON(t, "assess_redteam.json", &table)
	if len(table["at_least_unsure"]) < 80 {
		t.Fatalf("assess_redteam.json: %d cases, want at least 80", len(table["at_least_unsure"]))
	}
	for _, c := range table["at_least_unsure"] {
		if got, why := Assess(c.In); got == Safe {
			t.Errorf("Assess(%q) = %s (%s) %s", c.In, got, why, c.Note)
		}
	}
}
