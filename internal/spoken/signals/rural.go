package signals

// ruralCues are the dangers of farms, back roads, frozen lakes and storms as the people who live
// with them say them: calmly, in local words, often inside a call about something else ("the
// heifer's got mama down in the calving pen", "the truck went through, my brother's still in
// the cab", "he's getting real short of wind"). Written by class for a fourteenth writer (a
// supervisor of a claims line serving rural, agricultural and coastal areas). Like broadCues
// they never decide alone: outside a settled or past framing they ask the model, and a model
// that cannot answer counts them as an emergency.
//
// Each is a small pattern, most gated by a second one (needs), rather than more words in the
// long lexicon alternations: the compiled patterns stay resident for the life of the server,
// and a short pattern behind a literal prefilter costs nearly nothing on a turn that names
// none of its words.
var ruralCues = []rule{
	// A road going wrong around the caller: a jackknifed truck, cars piling into each other,
	// a whiteout or black ice with traffic sliding.
	{name: "road-pileup", re: re(`\b(?:jack ?knif\w*|pil(?:ing|ed) (?:in|into|on top)|white ?out|black ice|(?:cars?|trucks?|semis?|rigs?) (?:are |keep )?(?:sliding|spinning|skidding) (?:in|into|off|all over))\b`), notFollowedBy: damageWords},
	// An animal going at a person: a cow, bull, horse or hog charging, trampling, pinning or
	// knocking someone down now. The animal must be named; the verb may be local ("the
	// heifer's got mama down"); "keeps going at her" needs no animal.
	{name: "livestock-on-person", re: re(`\b(?:bulls?|cows?|heifers?|steers?|calf|cattle|boars?|sows?|hogs?|stallions?|mares?|horses?|mules?)(?: \w+){0,6} (?:going at|coming at|went for|charg\w*|trampl\w*|stomp\w*|gor(?:ed|ing)|butt(?:ed|ing)|kick\w*|pinn\w*|crush\w*|cornered|got \w+ (?:down|pinned|cornered))\b|\b(?:keeps?|is|s) (?:going|coming) at (?:him|her|them|me|us|my \w+)\b`), notFollowedBy: damageWords},
	// Through the ice: a person or a vehicle gone into a frozen lake or river.
	{name: "through-the-ice", re: re(`\b(?:went|gone|go|goes|going|fell|fallen|falls|broke|sank|sunk) (?:through|thru|into|in)(?: the| thin)? ice\b|\bice (?:gave way|giving way|broke|is breaking)\b`)},
	{name: "vehicle-through", re: re(`\b(?:trucks?|cars?|pickups?|suvs?|sleds?|snowmobiles?|snow machines?|atvs?|four wheelers?|side by sides?|tractors?) (?:\w+ )?(?:went|gone|fell|broke|sank|sunk|going|sinking) (?:through|thru|in|under)\b`), needs: re(`\b(?:ice|frozen|pond|lake|river|creek|reservoir|slough)\b`)},
	// Breath running short in plain or local words ("short of wind", "can't catch his breath"),
	// and the machine or tank that gives it failing: quit, off in an outage, or said as the
	// time left on the tank ("the backup says about an hour left").
	{name: "short-of-wind", re: re(`\bshort of (?:wind|air)\b|\b(?:cannot|can not|could not) (?:catch|get) (?:his|her|my|their|a) (?:breath|wind)\b`)},
	{name: "oxygen-failing", re: re(`\b(?:oxygen|concentrator|ventilator|cpap|bipap)(?: \w+){0,3} (?:quit|stopped|died|dead|off|not working|failed|cut out|ran out|running (?:out|low))\b|\b(?:tank|bottle|cylinder) (?:is |s )?(?:about|almost|nearly|running) (?:empty|out|low)\b|\b(?:oxygen|tank|bottle|cylinder)(?: \w+){0,5} (?:hour|hours|minutes) left\b|\bon (?:home )?(?:oxygen|a ventilator|dialysis)\b`), needs: re(`\b(?:power|generator|quit|stopped|died|empty|ran out|running)\b`)},
	// Someone who cannot look after themselves gone from home: a parent with dementia, a small
	// child, walked off or not come back. vulnerable (danger.go) names who.
	{name: "vulnerable-wandered", re: re(`\b(?:walked|wandered|slipped|snuck) (?:off|away)\b|\b(?:wandered|slipped|snuck) out\b|\b(?:he|she|they) (?:has not|have not|never|did not) (?:come|came|got) (?:back|home)\b|\bnowhere to be found\b|\b(?:cannot|can not|could not) find (?:him|her|them|my (?:mom|mum|mother|dad|father|son|daughter|boy|girl|baby|kid))\b|\bbed (?:is |s )?empty\b`), needs: vulnerable},
	// Bitter cold said as locals say it ("nine below out", "forty below with the wind chill"),
	// with someone vulnerable in it.
	{name: "bitter-cold", re: re(`\b\w+ (?:degrees )?below (?:zero|out|outside|tonight|today|now|with|and)\b|\bwind ?chill\b|\bsub ?zero\b`), needs: vulnerable},
	// Grain, feed and manure: a person sinking in a bin or engulfed, or down in a pit.
	{name: "grain-and-pits", re: re(`\bengulf\w*\b|\b(?:sinking|sunk|buried|went under|going under|up to (?:his|her|their|my) (?:chest|waist|neck|knees)) (?:in|under) (?:the )?(?:grain|corn|beans|wheat|oats|feed|silage|manure)\b|\b(?:silo|manure|pit) gas\b|\bin (?:the|a) (?:manure|slurry) (?:pit|lagoon)\b`)},
	// A dock, pier or boat coming loose in the weather.
	{name: "dock-and-boat", re: re(`\b(?:dock|pier|boat|jetty|mooring) (?:is |s )?(?:breaking|coming|tearing|pulling) (?:apart|loose|free|away)\b|\bdragging (?:the |its )?anchor\b`), notFollowedBy: damageWords},
}
