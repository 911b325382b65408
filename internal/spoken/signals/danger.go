package signals

import (
	"regexp"
	"strings"
)

// Verdict is what the deterministic emergency rules make of an utterance.
type Verdict int

const (
	// Safe: no danger cue, or one the caller placed in the past, in a hypothetical or in a
	// claim's paperwork ("the fire was two weeks ago", "if my car catches fire is that
	// covered").
	Safe Verdict = iota
	// Emergency: a person in danger now, or a hazard happening now. Decided by rule.
	Emergency
	// Unsure: a danger cue is present but no rule decides. One constrained yes/no model
	// call decides; if it fails, the answer is Emergency.
	Unsure
)

// String names the verdict for logs and reports.
func (v Verdict) String() string {
	switch v {
	case Safe:
		return "safe"
	case Emergency:
		return "emergency"
	case Unsure:
		return "unsure"
	}
	return "verdict?"
}

// Assess applies the emergency rules, designed for recall: a missed emergency can hurt
// someone, a needless one costs a callback. It returns the verdict and the name of the rule
// that decided (or the cue that left it unsure).
//
// Order: figures of speech are removed first ("this delay is killing me", "I'm bleeding
// money"); a person in danger now decides at once, whatever else was said ("I wanted to ask
// about my deductible, wait, my dad just collapsed"); a hazard cue is kept out by a past,
// resolved or hypothetical framing, decided by a present-tense marker, and otherwise left
// to the model.
func Assess(utterance string) (Verdict, string) {
	s := normalize(utterance)
	s = figurative.ReplaceAllString(s, " ")
	s = strings.Join(strings.Fields(s), " ")
	if r := firstMatch(emergencyRules, s); r != "" {
		return Emergency, r
	}
	if r := firstMatch(personNow, s); r != "" {
		return Emergency, r
	}
	cue := firstMatch(hazards, s)
	broad := ""
	if cue == "" {
		if broad = firstMatch(broadCues, s); broad == "" {
			return Safe, ""
		}
	}
	if framedAway.MatchString(s) {
		if interrupted.MatchString(s) {
			// "I wanted to ask about my deductible, oh god, ...": danger breaking into a
			// call about something else is for the model, never waved away.
			return Unsure, cue + broad + "/interrupted"
		}
		return Safe, cue + broad + "/framed-away"
	}
	if cue != "" && presentNow.MatchString(s) {
		return Emergency, cue + "/now"
	}
	return Unsure, cue + broad
}

// broadCues are words that often come with danger and as often without it: a person's body,
// a threat, a structure giving way, a call for help. They never decide alone; outside a past
// or hypothetical framing they put the question to the model, and a model that cannot answer
// counts them as an emergency.
var broadCues = []rule{
	{name: "body", re: re(`\b(?:pain|hurts|hurting|breath|breathing|heart|chest|seizure|faint\w*|collaps\w*|conscious|pulse|cpr|chok\w*|swallow\w*|poison\w*|bleach|pills|overdos\w*|allerg\w*|swell\w*|numb|paraly\w*|spine|concuss\w*|confused|dazed|drowsy|vomit\w*|throwing up|shaking|shivering|hypotherm\w*|heat ?stroke|burn(?:ed|t|s)|scald\w*|electrocut\w*|in shock|contractions|water broke|labou?r|insulin|asthma|inhaler|epipen|wound|gash|blood|bleed\w*|lying (?:on|in) the (?:road|ground|floor|street)|on the ground)\b`)},
	{name: "structure", re: re(`\b(?:explo\w+|blew up|blast|hiss\w*|chemicals?|propane|cav(?:ing|ed) in|coming down|falling (?:down|apart|in)|(?:wall|ceiling|floor|roof|ice|beam)s? (?:is |are )?(?:cracking|buckling|sagging|giving way|collapsing)|upside down|flipped|rolled over|overturned|on (?:its|it s) (?:side|roof)|embankment|cliff|dangling|middle of the (?:road|highway|motorway|freeway|interstate|lane)|wrong way|pile ?up|stuck in (?:an|the) elevator|locked in (?:the|a) (?:car|room|house|bathroom|basement)|swept (?:away|off)|strong current|drown\w*|sinking|under ?water)\b`)},
	{name: "threat", re: re(`\b(?:gun|knife|weapon|attack\w*|threaten\w*|intruder|breaking in|broke in|in (?:my|the) house (?:right )?now|following me|chasing|hit me|punch\w*|assault\w*|road rage|carjack\w*|kidnap\w*|shot|stabbed)\b`)},
	{name: "accident-to-a-person", re: re(`\b(?:fell|fallen|falling) (?:off|from|down|through|into|out of)\b|\b(?:hit|knocked|struck) by (?:a|the|an) (?:car|truck|bus|van|vehicle|bike|motorbike|train)\b|\brun over\b|\bknocked (?:out|over|down)\b|\bslurr\w*|\bdrooping\b|\bclammy\b|\bsweat\w*|\bpale\b|\brotten eggs?\b|\bnot (?:right|okay|ok) (?:at all)?\b|\bin a bad way\b|\bbad shape\b|\bin shock\b|\bface down\b|\b(?:in|into) the (?:pool|water|river|lake|sea|canal)\b|\bunder the (?:car|truck|water|rubble|tree|wreck)\b|\bstuck (?:in|under|between|inside)\b|\bcrushed\b|\bbone (?:sticking|showing|is out)\b|\b(?:cannot|can not) (?:stand|get up|walk|see|hear|talk)\b|\bsirens?\b|\bwhat (?:do|should) i do\b`)},
	{name: "plea", re: re(`\b(?:help me|help us|please help|hurry|oh god|oh my god|oh no|right now|police|fire department|scream\w*|panic\w*|cannot move|can not move)\b`), notFollowedBy: re(`^ (?:reports?|records?|number|case|officer s report|said|came|took|wrote|gave)\b`)},
}

// interrupted marks danger breaking into a call about something else.
var interrupted = regexp.MustCompile(`\b(?:oh god|oh my god|oh no|wait|hold on|help|hurry|right now|please)\b`)

// figurative are danger words used as figures of speech on a claims line.
var figurative = regexp.MustCompile(`\b(?:(?:is|are|its|it is|this is|that is|was) (?:\w+ )?(?:killing|murdering) me|(?:am|is|are) dying to\b|dying to know|bleeding (?:money|cash)|drowning in (?:\w+ )?(?:paperwork|bills|forms|debt)|(?:cannot|can not) breathe (?:until|till|til)|heart (?:nearly|almost) (?:stopped|gave out)|(?:trapped|stuck) in (?:traffic|a queue|the queue|line|a meeting)|(?:is|are) (?:murder|a nightmare|torture)|at my wits end|an emergency for me|a (?:financial|money) emergency|emergency for my (?:wallet|budget))\b`)

// someone is a person who can be in danger, with up to four words of description after
// them ("the woman in the blue car").
const someone = `(?:` + person + `|grandad|granddad|grandpa|grandma|nan|nana|mum|little one|toddler|kid|he|she|him|her|they|them)(?: \w+){0,4}`

// personNow are people in danger now. Each decides without a model.
var personNow = []rule{
	{name: "not-responding", re: re(`\b` + someone + ` (?:is |are |am |has |keeps )?(?:not|wont|will not|cannot|can not|never) (?:really |even |fully )?(?:moving|waking|wake|answering|answer|responding|respond|breathing|breathe|talking properly|make sense|making sense)\b`), notFollowedBy: re(`^ (?:my|our|your|the) (?:calls?|phone|emails?|texts?|messages?)\b|^ (?:to|on) (?:my|our) (?:calls?|emails?)\b`), notPrecededBy: re(`\b(?:was|were|had been)(?: \w+)? $`), notInside: pastInside},
	{name: "cannot-wake", re: re(`\b(?:cannot|can not|could not|cant) (?:wake|rouse) (?:him|her|them|my \w+)\b`)},
	{name: "collapsed", re: re(`\b(?:just|has|have|is|s)? ?(?:collapsed|fainted|passed out|blacked out|keeled over)\b`), notPrecededBy: re(`\b(?:was|were|had|yesterday|ago|last \w+)(?: \w+){0,3} $`), needs: re(`\b(?:just|now|is|isnt|is not|not|help|please|what do i do)\b`)},
	{name: "unresponsive-signs", re: re(`\b(?:slumped|limp|unresponsive|lifeless|eyes (?:is |are )?(?:closed|rolled)|out of it|not making sense|talking nonsense|makes no sense|keeps asking where|confused and|seeing double|cannot see properly)\b`)},
	{name: "colour", re: re(`\b(?:gone|going|turning|turned|is|are|looks?) (?:really |all |very )?(?:blue|purple|grey|gray)\b|\b(?:lips|face) (?:is |are )?(?:going |turning |gone )?(?:blue|purple|grey|gray)\b|\bgone (?:really |very )?(?:quiet and red|floppy|limp|pale and)\b|\bwent pale\b`)},
	{name: "breathing", re: re(`\bbreathing (?:funny|strange|weird|oddly|badly|hard|fast|shallow)\b|\b(?:choking|gasping|wheezing)\b|\bcannot (?:really )?(?:breathe|talk properly|speak properly|swallow)\b|\b(?:throat|face|tongue|lips) (?:is |are )?(?:swelling|closing)\b`)},
	{name: "medical-now", re: re(`\b(?:having|had) (?:a|an) (?:fit|seizure|stroke|heart attack|allergic reaction)\b|\bchest (?:is |feels )?(?:really |very |so )?(?:tight|crushing)\b|\b(?:arm|arms|legs?|face|side) (?:has |have |is |are )?(?:gone |going )?numb\b|\b(?:cannot|can not) (?:really )?(?:feel|move) (?:my|his|her|their) (?:legs?|arms?|body|feet|hands)\b|\bshaking on the floor\b`)},
	{name: "poisoned", re: re(`\b(?:swallowed|drank|drunk|ate|eaten|got into|has taken|took) (?:some |a |the |half |all )?(?:of )?(?:the |my |his |her |a )?(?:something|pills?|tablets?|medicine|medication|bleach|cleaning|cleaner|detergent|poison|chemicals?|antifreeze|battery|batteries|weed killer|drain)\b`)},
	{name: "trapped", re: re(`\b(?:trapped|pinned|crushed)\b|\b(?:cannot|can not|could not) (?:get|climb|open|move)(?: \w+){0,3} (?:out|free|open|window|door|legs? out)\b|\b(?:cannot|can not) (?:get|go) (?:down|out|past)\b|\b` + person + ` (?:is|are|am) (?:still )?(?:stuck|caught) (?:in|inside|under)\b|\b` + someone + ` (?:is|are) under (?:it|the|a|that)\b|\b(?:leaning|lying|on top) on (?:him|her|them|me)\b`), notPrecededBy: re(`\b(?:was|were|no one|nobody|not)(?: \w+){0,2} $`)},
	{name: "bleeding", re: re(`\b(?:spurting|gushing|pouring blood|wont stop bleeding|will not stop bleeding|bleeding (?:badly|a lot|everywhere|heavily|bad)|so much blood|lot of blood)\b|\bit is spurting\b`)},
	{name: "fire-now", re: re(`\b(?:is|are|its|s) (?:now )?(?:catching|on fire|in flames|burning)\b|\b(?:gone up|went up) (?:in flames|the curtains|the wall)\b|\bfire (?:is )?now\b`)},
	{name: "fuel-smell", re: re(`\b(?:i|we|can) (?:can )?smell (?:fuel|petrol|gasoline|diesel|gas)\b|\bsmell(?:s|ing)? (?:of |like )?(?:fuel|petrol|gasoline|diesel|gas)\b|\b(?:fuel|petrol|gasoline|diesel|gas) (?:it )?(?:smell|smells|stink|stinks)\b|\bleaking (?:fuel|petrol|gas)\b`), notPrecededBy: re(`\b(?:if|ever|was|were)(?: \w+){0,3} $`)},
	{name: "sparks-now", re: re(`\bsparks (?:are |is )?(?:coming|flying|shooting)\b|\b(?:is|are|its|s) (?:still )?sparking\b`)},
	{name: "water-at-people", re: re(`\bwaters? (?:is |s )?(?:coming |up )?(?:up )?to (?:my|our|his|her|the) (?:chest|waist|neck|knees|shoulders)\b|\b(?:car|we|i|they) (?:is |are |am )?in the (?:river|lake|water|canal|creek|sea)\b|\bice (?:is )?cracking\b|\bcar is (?:filling|sinking)\b`)},
}

// hazards are danger cues that need a present tense (or the model) to be an emergency.
var hazards = []rule{
	{name: "fire", re: re(`\b(?:fire|flames?|smoke|smoking|burning smell|smell burning|something burning|glow|crackling|sparks?|sparking)\b`), notFollowedBy: re(`^ (?:damage|damaged|claim|department report|report|insurance|coverage|extinguisher|alarm test|detectors?|alarms?)\b`)},
	{name: "gas", re: re(`\b(?:gas|fuel|petrol|carbon monoxide|monoxide|fumes)\b`), notFollowedBy: re(`^ (?:station|bill|prices?|card|mileage|tank was|company)\b`), notPrecededBy: re(`\b(?:out of|fill up|filled up|filling up|pump|put|wrong)(?: \w+)? $`)},
	{name: "power-line", re: re(`\b(?:power|electric|electrical|live) (?:lines?|wires?|cables?)\b|\bwires? (?:is |are )?(?:down|lying|hanging)\b|\bthe electrics\b`)},
	{name: "water", re: re(`\bwaters?(?: is| s)? (?:coming|pouring|rushing|rising|going up|getting (?:higher|deeper))\b|\b(?:filling|filled) (?:up )?(?:fast|with water|quickly)\b|\bfilling up\b|\bflood ?water\b|\b(?:river|lake|creek)\b`)},
	{name: "head-injury", re: re(`\bhit (?:his|her|my|their) head\b|\bhead injury\b|\bdizzy\b|\bthrew up\b|\bvomiting\b`)},
	{name: "hurt", re: re(`\b(?:hurt|injured|bleeding|blood|broken|unconscious|ambulance|paramedics|911|emergency|allergic|stung|overdose)\b`), notFollowedBy: re(`^ (?:roadside|road side|service|services|number|line|fund|room|contact|kit|repairs?|tow|towing|water removal|by|about|that|over|when|feelings)\b`), notPrecededBy: re(`\b(?:not|no|nobody|no one|none|neither)(?: \w+){0,2} $`)},
	{name: "stuck", re: re(`\b(?:cannot|can not) (?:leave|get out)\b|\bstuck\b`)},
}

var (
	// pastInside rejects a person pattern that spans a past tense: "he was not breathing
	// when the paramedics arrived".
	pastInside = regexp.MustCompile(`\b(?:was|were|had|did)\b`)
	// framedAway places a cue in the past, resolves it, or makes it a question about cover.
	framedAway = regexp.MustCompile(`\b(?:yesterday|there was|there were|(?:was|were|got|been) (?:\w+ )?(?:hurt|injured)|(?:from|in|after|during) (?:the|that|my|an|a) (?:accident|crash|collision|wreck|storm|fire|flood|hail)|in the (?:last|recent) \w+|does (?:\w+ ){0,3}(?:include|pay|cover)|last (?:night|week|weekend|month|year|spring|summer|fall|autumn|winter|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|ago|back in|in (?:january|february|march|april|may|june|july|august|september|october|november|december)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|the other (?:day|night|week)|years? ago|(?:everyone|everybody|we) (?:is|are|got out|got|was|were) (?:all )?(?:fine|ok|okay|safe|out)|(?:no one|nobody|noone) (?:was |is |got )?(?:hurt|injured|in)|no injuries|walked away|got out (?:fine|ok|okay|in time)|(?:it is|its|fire is|fire was) (?:all )?out\b|long out|dried out|all drained|pumped out|(?:has |have )?(?:stopped|recovered|healed|sorted|fixed|cleaned up)|safe now|fine now|is dry|if|hypothetically|ever|covered|cover|coverage|covers|liable|what happens if|what do i do if|supposed to do)\b`)
	// presentNow marks a hazard as happening while the caller speaks.
	presentNow = regexp.MustCompile(`\b(?:now|right now|still|just|keeps?|is (?:\w+ing)|are (?:\w+ing)|s (?:\w+ing)|there is|there are|i am|we are|help|please|hurry|quick|coming in|going up|fast|everywhere|what do i do|what should i do|cannot)\b`)
)
