package signals

import (
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
// money"). Then every danger cue is collected: the decisive rules (a person in danger now, a
// hazard in progress) and the broad lexicon by category (body states, entrapment, hazards,
// violence and animals). No cue at all is safe. A settled framing (a dated past, a resolution,
// a question about cover) is safe, unless danger breaks in or is said to be happening again;
// the date a claim was made is no framing ("the subsidence claim I opened in June").
// A decisive rule is an emergency. A vaguer past or hypothetical framing waves a cue away only
// when nothing says it is happening now. Neither kind of framing covers what a caller adds
// after a contrast ("the fire's out, but my husband's gone grey"), and a framing that only asks
// about cover, lifts a warning, brings someone home from hospital or quotes an adjuster never
// settles a decisive rule said without an "if" (see notOver). A hazard with a present-tense
// marker is an emergency; every other cue is unsure, for the model, and an emergency when it
// cannot answer.
func Assess(utterance string) (Verdict, string) {
	s := normalize(unstammer(utterance))
	s = bodyKilling.ReplaceAllString(s, "$1 hurts")
	said := s
	s, removed := removeNotDanger(s)
	s = ordinarySpeech(s)
	hit := firstMatch(emergencyRules, s)
	if hit == "" {
		hit = firstMatch(personNow, s)
	}
	elec := firstMatch(electricalNow, s)
	if hit == "" {
		hit = elec
	}
	exposed := firstMatch(exposedNow, s)
	if hit == "" {
		hit = exposed
	}
	if hit == "" {
		hit = firstMatch(classNow, s)
	}
	cue := firstMatch(hazards, s)
	if cue == "" {
		cue = firstMatch(broadCues, s)
	}
	if cue == "" {
		cue = firstMatch(ruralCues, s)
	}
	if cue == "" {
		cue = firstMatch(classCues, s)
	}
	if hit == "" && cue == "" {
		return Safe, ""
	}
	name := hit + cue
	// The date a claim was made says nothing about when the danger began or ended ("it's the
	// subsidence claim I opened in June"): it is left out of the framings.
	framing := s
	if removed {
		// What removeNotDanger took out holds no danger, but it may hold a framing ("the
		// claim from the storm"): framings are looked for in everything the caller said.
		framing = ordinarySpeech(said)
	}
	framing = claimDated.ReplaceAllString(framing, " ")
	if strings.Contains(framing, "since") {
		// "since last night" dates the start of a state still going on ("the power's been out
		// since last night and her oxygen machine won't run"), not a finished event.
		framing = ongoingSince.ReplaceAllString(framing, " ")
	}
	if strings.Contains(framing, "care if") {
		// "he doesn't care if he dies" is no supposition: its "if" asks whether, like the
		// self-harm cue it belongs to, and must not read as a hypothetical framing.
		framing = careIf.ReplaceAllString(framing, "$1 whether")
	}
	if strings.Contains(framing, " put ") || strings.Contains(framing, " get ") {
		// "my cook is trying to put it out" is a fire burning now, not one put out.
		framing = fightingNow.ReplaceAllString(framing, " ")
	}
	if strings.Contains(framing, " if") {
		// "I don't know if anybody's in it" asks whether; it puts no case.
		framing = unknownIf.ReplaceAllString(framing, "$1 whether")
	}
	if strings.Contains(framing, " out ") {
		// "we're out on the lake" says where the caller is, not that everyone got out.
		framing = outSomewhere.ReplaceAllString(framing, "$1 outside")
	}
	if settled.MatchString(framing) || firstMatch(settledToo, framing) != "" || firstMatch(settledMore, framing) != "" {
		// Unmistakably over, resolved or a question about cover: not an emergency, unless
		// danger breaks in or is said to be happening again now.
		if live := outsideConditional(s); interruptedNow(live) || liveAgain.MatchString(live) || stillThere.MatchString(live) || firstMatch(gasStillHere, live) != "" || (elec != "" && firstMatch(electricalNow, live) != "") || (exposed != "" && firstMatch(exposedNow, live) != "") {
			return Unsure, name + "/settled-but-live"
		}
		if t := tailAfter(contrast, s); t != "" && !settledIn(t) && (decides(t) != "" || bodyCue(tailAfter(but, s)) != "") {
			// "the fire's out but ...", "she's home now but ...": what follows the contrast
			// is its own clause, and a danger decided there is not over.
			return Unsure, name + "/settled-but-after"
		}
		if !hypothetical.MatchString(s) && !settledIn(notOver.ReplaceAllString(framing, " ")) && decides(notOver.ReplaceAllString(s, " ")) != "" {
			// The only settled framing is a question about cover, a warning lifted, a person
			// home from hospital or an adjuster's word: none says the danger decided beside
			// it is over ("does my policy cover it, the man I hit isn't moving").
			return Unsure, name + "/settled-not-over"
		}
		return Safe, name + "/settled"
	}
	if hit != "" {
		return Emergency, hit
	}
	if framedAway.MatchString(framing) || firstMatch(framedToo, framing) != "" {
		// A softer past or hypothetical framing ("ago", "if", "in the accident") waves a
		// cue away only when nothing in the utterance says it is happening now, a fire come
		// back after the crew left included (fireBack).
		if live := outsideConditional(s); interruptedNow(live) || liveAgain.MatchString(live) || happeningNow.MatchString(live) || stillThere.MatchString(live) || fireBack.MatchString(live) {
			return Unsure, cue + "/framed-but-present"
		}
		if t := tailAfter(but, s); t != "" && !settledIn(t) && !framedAway.MatchString(t) && firstMatch(framedToo, t) == "" && bodyCue(t) != "" {
			// "they let us back in, but my daughter is coughing bad": a person's body in
			// danger after the contrast is not waved away by what came before it.
			return Unsure, cue + "/framed-but-after"
		}
		return Safe, cue + "/framed-away"
	}
	if firstMatch(hazards, s) != "" && presentNow.MatchString(notNow.ReplaceAllString(callTalk.ReplaceAllString(noThing.Replace(s), " "), " ")) {
		return Emergency, cue + "/now"
	}
	return Unsure, cue
}

// notNow is a "now" denied: "it's about the fire, not now, the old one" (route_AE) names which
// fire by saying it is not the present one, so its "now" is left out before presentNow is
// tried. Any other present marker beside it still counts ("not now, it's spreading").
var notNow = re(`\bnot (?:right )?now\b`)

// callTalk is what a caller says about the call itself and to the one who answers it: "I'm
// calling because", "I'm ringing about", "I'm wondering", "I just wanted to ask", "quick
// question", "excuse me", "sorry to bother you". It is left out before presentNow is tried: its
// "i am", "just" and "quick" are the call's present, not the hazard's, so a polite way into a
// question about a kitchen fire's excess does not make the fire burn now. "Can I just talk to
// someone" asks the line for a person (route_AE); its "just" is the request's.
var callTalk = re(`\b(?:(?:i|we) (?:am|are) (?:just |only |really )?(?:calling|ringing|phoning|wondering|hoping|enquiring|inquiring|writing|checking (?:in|on|about|whether|if))|(?:i|we) (?:just|only) (?:wanted|want|needed|need|would like|wondered|thought|called|rang|phoned|have a question|had a question)|(?:a |one |just a )?quick (?:question|one|query)|excuse me|sorry to (?:bother|trouble) you|(?:can|could|may|will|would) (?:i|we|you|someone|somebody) (?:please )?just(?: (?:talk|speak|ask|tell|check|get|put|transfer|have|see|help|answer))?)\b`)

// noThing shortens everything, something, anything and nothing before presentNow is tried: its
// "is ...ing" would read "that's everything, thank you" as a verb in progress and make any
// hazard word in a goodbye ("through this whole fire mess") a fire now. "something is
// burning" keeps its "is burning".
var noThing = strings.NewReplacer("everything", "every", "something", "some", "anything", "any", "nothing", "none")

// ordinarySpeech removes figures of speech and everyday claims-line phrases (see figurative
// and everyday) and tidies the spaces.
func ordinarySpeech(s string) string {
	s = figurative.ReplaceAllString(s, " ")
	s = everyday.ReplaceAllString(s, " ")
	if otherBusinessGate.passes(s) {
		s = otherBusinessFirst.ReplaceAllString(s, " ")
	}
	return strings.Join(strings.Fields(s), " ")
}

// otherBusinessFirst is a call that opens on something else and turns: "I was calling about
// my policy number, but ...", "I wanted to ask about the premium, actually ...", "it's a
// question about my bill, sorry, ...". The paperwork named before the turn is what the caller
// rang for, not a framing of what comes after it, so it is left out like everyday speech: its
// "claim" or "deductible" must not make a danger said next read as claim paperwork. A visit
// being booked or moved first ("I was going to book the adjuster for Thursday, but ...") is
// the same: its "adjuster" is what the caller rang for, not a claim framing. Only
// paperwork with no event in it counts ("my injury claim, but ..." stays), and only with the
// turn said.
var otherBusinessFirst = re(`\b(?:i|we) (?:was|were|am|are) (?:just |only )?(?:going|trying|hoping|meaning|about|calling|ringing|phoning) to (?:book|schedule|set up|move|change|arrange|reschedule|confirm|cancel) (?:the|my|an|a|our) (?:claims? )?(?:adjusters?|inspection|inspector|appointment|visit|assessor|appraiser)(?: (?:for|on) \w+(?: \w+)?)?(?: (?:um|uh|oh|so))? (?:but|actually|sorry|anyway|though|wait|hang on|hold on)\b|\b(?:(?:i|we) (?:was|were|am|are) (?:just |only )?(?:calling|ringing|phoning)|(?:i|we) (?:just |only )?(?:wanted|want|needed|need|meant|would like|was going|were going|was hoping|were hoping) to (?:ask|check|call|talk|speak|enquire|inquire|find out|see)(?: you)?|(?:i|we) (?:just |only )?(?:called|rang|phoned)|(?:i|we) (?:have|had) (?:got )?a (?:quick )?question|(?:this|it) (?:is|s) (?:just )?(?:a (?:quick )?question|a call)) (?:about|regarding|on|for|re|over|with) (?:my|our|the|a) (?:car |home |auto |house |motor |contents )?(?:claim number|claim reference|claim status|claim|deductible|excess|premium|policy number|policy|bill|billing|payment|renewal|address|direct debit|card details|quote|paperwork|documents|no claims bonus)(?: (?:um|uh|oh|so))? (?:but|actually|sorry|anyway|though|wait|hang on|hold on)\b`)

// otherBusinessGate holds the paperwork words one of which every otherBusinessFirst match names:
// the pattern is tried only on a turn that names one.
var otherBusinessGate = prefilter{"adjuster", "inspection", "inspector", "appointment", "visit", "assessor", "appraiser", "claim", "deductible", "excess", "premium", "policy", "bill", "payment", "renewal", "address", "direct debit", "card details", "quote", "paperwork", "documents"}

// ongoingSince is a date said as the start of something still going on: "since last night",
// "since yesterday morning", "since two days ago". Assess leaves it out of the framings, as it
// does the date a claim was made.
var ongoingSince = re(`\bsince (?:last (?:night|week|weekend)|yesterday(?: \w+)?|\w+ (?:days|hours) ago|\w+day(?: night| morning)?)\b`)

// careIf is "care if" said of living, dying or what happens ("he doesn't care if he dies"):
// an indirect question, not a case put.
var careIf = re(`\b(care|cares) if\b`)

// fightingNow is a fire being fought as the caller speaks ("he's trying to put it out with
// water"): Assess leaves it out of the framings, whose "put it out" is a fire that is over.
var fightingNow = re(`\b(?:(?:trying|tryin|attempting|struggling) to|cannot|can not) (?:put|get|stamp|beat) (?:it|the fire|the flames|the blaze)(?: \w+)? out\b`)

// unknownIf is "if" after not knowing, not being sure or not being able to tell ("I don't
// know if anybody's in it", "I can't tell if she's breathing"): an indirect question about
// what is in front of the caller, which must not read as a case put (framedAway's "if").
var unknownIf = re(`\b((?:do not|dont|does not|not|cannot|can not|could not) (?:really |even )?(?:know|tell|see|sure|be sure)) (?:if|whether)\b`)

// outSomewhere is a person said to be out somewhere or out doing something ("we're out on the
// lake", "he was out feeding cattle"): where they are, not the "we're all out" of an
// evacuation, which framedAway reads as safe.
var outSomewhere = re(`\b((?:we|i|they|he|she) (?:are|am|is|s|were|was) (?:still )?)out (?:on|in|at|by|fishing|ice fishing|hunting|checking|feeding|working|riding)\b`)

// broadCues are words that often come with danger and as often without it: a person's body,
// a threat, a structure giving way, a call for help. They never decide alone; outside a past
// or hypothetical framing they put the question to the model, and a model that cannot answer
// counts them as an emergency.
var broadCues = []rule{
	{name: "body", re: re(`\b(?:too cold to|pain|hurts|hurting|breath|breathing|heart|chest|seizure|faint\w*|collaps\w*|conscious|pulse|cpr|chok\w*|swallow\w*|poison\w*|bleach|pills|overdos\w*|allerg\w*|swell\w*|numb|paraly\w*|spine|concuss\w*|confused|dazed|drowsy|vomit\w*|throwing up|shaking|shivering|hypotherm\w*|heat ?stroke|burn(?:ed|t|s)|scald\w*|electrocut\w*|in shock|contractions|water broke|labou?r|insulin|asthma|inhaler|epipen|wound|gash|blood|bleed\w*|lying (?:on|in) the (?:road|ground|floor|street)|on the ground)\b`)},
	{name: "structure", re: re(`\b(?:bulging|bowing out|leaning (?:out|over|away)|explo\w+|blew up|blast|hiss\w*|chemicals?|propane|cav(?:ing|ed) in|coming down|falling (?:down|apart|in)|(?:wall|ceiling|floor|roof|ice|beam)s? (?:is |are )?(?:cracking|buckling|sagging|giving way|collapsing)|upside down|flipped|rolled over|overturned|on (?:its|it s) (?:side|roof)|embankment|cliff|dangling|middle of the (?:road|highway|motorway|freeway|interstate|lane)|wrong way|pile ?up|stuck in (?:an|the) elevator|locked in (?:the|a) (?:car|room|house|bathroom|basement)|swept (?:away|off)|strong current|drown\w*|sinking|under ?water)\b`)},
	{name: "threat", re: re(`\b(?:gun|knife|weapon|attack\w*|threaten\w*|intruder|breaking in|broke in|in (?:my|the) house (?:right )?now|following me|chasing|hit me|punch\w*|assault\w*|road rage|carjack\w*|kidnap\w*|shot|stabbed)\b`)},
	{name: "accident-to-a-person", re: re(`\b(?:fell|fallen|falling) (?:off|from|down|through|into|out of)\b|\b(?:hit|knocked|struck) by (?:a|the|an) (?:car|truck|bus|van|vehicle|bike|motorbike|train)\b|\brun over\b|\bknocked (?:out|over|down)\b|\bslurr\w*|\bdrooping\b|\bclammy\b|\bsweat\w*|\bpale\b|\brotten eggs?\b|\bnot (?:right|okay|ok) (?:at all)?\b|\bin a bad way\b|\bbad shape\b|\bin shock\b|\bface down\b|\b(?:in|into) the (?:pool|water|river|lake|sea|canal)\b|\bunder the (?:car|truck|water|rubble|tree|wreck)\b|\bstuck (?:in|under|between|inside)\b|\bcrushed\b|\bbone (?:sticking|showing|is out)\b|\b(?:cannot|can not) (?:stand|get up|walk|see|hear|talk)\b|\bsirens?\b|\bwhat (?:do|should) i do\b`)},
	// The lexicon below is written from first principles, by category, not from corpus items:
	// any of these words outside a settled framing is enough to ask the model.
	{name: "body-state", re: re(`\b(?:floppy|limp|woozy|groggy|drowsy|dazed|faint|fainting|passing out|pass out|blacking out|black out|keeps? (?:going|drifting) (?:off|under)|(?:going|drifting|slipping|fading|coming) in and out|eyes (?:keep |keeps )?(?:clos\w*|shut\w*)|barely (?:awake|conscious|breathing|moving|responding)|legs (?:have |has |s )?(?:gone|given way|gave way|went)|(?:lying|laying|collapsed) (?:on|in) (?:the|a) \w+|on the (?:\w+ )?(?:floor|ground)|drifting off|staring|glazed|eyes (?:are |have )?(?:rolled|rolling|closed|shut)|(?:will not|cannot|can not|does not|is not|not) (?:seem to |manage to )?(?:wake|open (?:his|her|their|my) eyes|respond\w*|answer\w*|talk\w*|speak\w*|say\w* anything|mov\w*|mak\w* sense|mak\w* a sound|grip|lift (?:his|her|my|their) arm|stand|get up|getting up|sitting up|standing up|feel (?:my|his|her|their) (?:legs?|arms?|feet|foot|hands?|face|fingers|toes))|(?:has not|have not|hasnt|havent) (?:moved|woken|spoken|said|answered|responded|opened)|gurgl\w*|gasp\w*|wheez\w*|(?:cannot|can not|could not|struggling to|trying to|hard to) (?:breathe|get (?:any )?(?:air|breath|a breath))|no air|short of breath|out of breath|turning (?:blue|grey|gray|white|purple|pale|yellow)|gone (?:all |really |very )?(?:blue|grey|gray|white|purple|pale|red|cold|floppy|stiff|quiet)|(?:stopped|not) crying|(?:baby|child|kid|toddler|little one|son|daughter|dog) (?:is |s )?(?:still )?(?:locked )?(?:in|inside) (?:the|my|her|his|their) (?:car|car seat|vehicle|van)|lips|(?:cold|clammy) (?:and|to the touch)|fitting|convuls\w*|jerking|twitching|foaming|stroke|drooping|droopy|slurring|slurred|mushed|garbled|(?:speech|words|voice) (?:has |have |is |are |s )?(?:gone |going )?(?:all )?(?:wrong|funny|strange|weird|mushed|slurr\w*|jumbled)|one side|worst (?:headache|pain)|sudden\w* (?:headache|pain)|headache|(?:being|is|been) sick|vomit\w*|sick and|feel\w* (?:really |very |so )?(?:sick|ill|dizzy|woozy|faint|funny|strange)|dizzy|fell|fall|fallen|went down|gone down|came down|hit (?:his|her|my|their|the) head|head (?:is |s )?bleeding|bump on (?:the|his|her) head|(?:cannot|can not|will not) look at the light|chest|heart|arm (?:hurts|is numb|has gone)|numb|numbness|tingl\w*|pouring out|soaked (?:through|in blood)|soaking|blood|bloodied|bloody (?:nose|mouth|face|head|hands?|towel|wound)|bleed\w*|cut (?:open|deep|badly)|deep cut|gash\w*|bone|broken|snapped|twisted|burn\w*|scald\w*|blister\w*|swallow\w*|ingest\w*|ate (?:some|a|the)|drank|drunk some|got into (?:the|my|his|her) (?:medicine|meds|pills|tablets|cupboard|cabinet|bleach|cleaning|chemicals|washing|drinks?|alcohol|bottle)|tablets?|pills?|medicine|bleach|batter(?:y|ies)|button batter\w*|magnet\w*|chok\w*|lodged|something stuck in (?:his|her|their|my) throat|confus\w*|does not know where|not making sense|not himself|not herself|not themselves|delirious|pregnan\w*|baby is coming|waters broke|in labou?r|diabet\w*|hypo\b|sugar is low|not (?:with it|right)|pulse|cpr|defib\w*|unconscious|unresponsive|seizure|fit\b|allergic|anaphyla\w*|stung|bitten|bite|sting)\b`), notFollowedBy: damageWords},
	{name: "entrapment", re: re(`\b(?:trapped|stuck|pinned|wedged|jammed|crushed|squashed|caught (?:in|under|between|inside)|shut in|locked in|(?:is|are|s|stuck|trapped|pinned|lying|still|caught) (?:under|beneath|underneath)|on top of (?:him|her|them|me|us|my|his)|cannot (?:get|climb|lift|push|pull|open|move|reach|free)|can not (?:get|climb|lift|push|pull|open|move|reach|free)|(?:will not|does not|would not) (?:open|budge|move|come off|let go|let him|let her|let me)|(?:no|no other) way out|get (?:him|her|them|us|me) out|not able to get out)\b`), notFollowedBy: damageWords},
	{name: "hazard-now", re: re(`\b(?:smoke|smoky|smoking|hazy|haze|fumes?|smell\w*|stink\w*|whiff|burning|alight|ablaze|aflame|flames?|fire|on fire|caught|(?:went|gone) up in (?:flames|smoke)|glowing|sparks?|sparking|arcing|crackl\w*|buzz\w*|hum\w* noise|fizz\w*|hiss\w*|melting|molten|hot|heat|overheat\w*|scorch\w*|wires?|cables?|power ?lines?|pylon|live (?:wires?|cables?)|electric\w*|socket\w*|plug\w*|shock\w*|gas|petrol|diesel|fuel|gasoline|propane|leak\w*|carbon monoxide|monoxide|co alarm|alarm\w* (?:going|is going|beeping|sounding|will not stop)|beeping|detector|heater|boiler|generator|stove|chip pan|flood\w*|waters? (?:is |s )?(?:coming|rising|up|getting|pouring|everywhere|inside|over|round|around|touching|at)|(?:in|into|under) the water|rising|coming up|up to (?:the|my|our|his|her)|float\w*|sinking|sank|drift\w*|swept|current|river|on the roof|gutters?|ceiling (?:is |s )?(?:coming|falling|down|sagging|collaps\w*)|collaps\w*|caving|gave way|giving way|give way|coming down|came down|crack\w*|sagging|buckl\w*|explo\w*|bang|blast|chemical\w*|acid|balcony|scaffold\w*|ladder|cliff|ditch|embankment|bridge|motorway|hard shoulder|middle of the road|in the road|oncoming)\b`), notFollowedBy: damageWords},
	{name: "violence", re: re(`\b(?:attack\w*|assault\w*|hit (?:me|him|her|us|them)|hitting|punch\w*|kick\w*|beat|beats|beating|beaten|threat\w*|gun|knife|knives|machete|weapon|bat\b|armed|stab(?:s|bed|bing|ber|bers)?|shoot\w*|shot|robb\w*|mugg\w*|break\w* in|broke in|intruder|burglar\w*|follow\w* (?:me|us)|chas\w*|grabb\w*|dragg\w*|road rage|screaming|shouting|yelling|kill|dog|dogs|bull|cow|horse|snake|bees|wasps|swarm|mauled|mauling|got hold of)\b`), notFollowedBy: damageWords},
	{name: "harm-and-missing", re: re(`\b(?:suicid\w*|self harm\w*|harm (?:myself|himself|herself|themselves)|end it all|kill (?:myself|himself|herself|themselves)|jump off|overdos\w*|missing (?:child|kid|son|daughter|baby|toddler)|(?:cannot|can not) find (?:my|the|our) (?:son|daughter|kid|child|baby|toddler|little)|gunshot|gunfire|hostage|just (?:crashed|been hit|rolled|flipped|hit)|exhaust fumes|lightning|electrocut\w*|hypotherm\w*|frostbit\w*|heat ?stroke|hyperventilat\w*)\b`)},
	// Written by category for the classes a fourth and fifth writer found missing: violence
	// going on in the room, a child gone from sight moments ago, thoughts of ending one's life,
	// a mind or a body going wrong (stroke and head-injury signs), something lodged in the body,
	// and a person still inside a danger or under something.
	{name: "violence-now", re: re(`\b(?:scared|terrified|frightened|afraid|hiding|cornered|blocking (?:the|my) (?:door|way|exit)|smash\w*|bang\w* on (?:the|my) (?:door|window)|threw (?:a|the|his|her|my) \w+ at|throwing (?:things|stuff)|(?:get|break|kick) (?:the door )?in|hurt (?:me|us|the kids|my \w+)|locked (?:myself|ourselves) in|will not let (?:me|us) (?:leave|go|out)|(?:he|she|they) (?:is|s|are) drunk)\b`), notFollowedBy: damageWords},
	{name: "child-gone", re: re(`\b(?:(?:gone|went|is|s|are) missing|wandered off|(?:cannot|can not|could not) find (?:him|her|them|my (?:son|daughter|kid|child|baby|toddler|boy|girl|little \w+))|(?:cannot|can not) see (?:him|her) anywhere|(?:the )?gate (?:is |s |was )?(?:left )?open|only see (?:his|her) \w+)\b`)},
	{name: "self-harm-thoughts", re: re(`\b(?:(?:do not|dont|not) (?:really )?want to (?:be here|live|go on|wake up|be alive)|(?:see|is|no) (?:no |not |the )?point (?:of|in) (?:any|anything|it|going on|living)|no point anymore|(?:got|have|bought|found|get) (?:a |the )?rope|(?:want to|going to|gonna|just) end (?:it|my life|things)|better off without me|(?:cannot|can not) (?:go on|do this anymore|take (?:it|this) anymore)|take all (?:my|the) (?:pills|tablets)|(?:does not|do not|did not) care (?:what happens to (?:him|her|them|me|himself|herself|themselves|myself)|(?:if|whether) (?:he|she|they|i) (?:lives?|dies?|makes it|comes? back|gets? hurt|crash\w*)))\b`)},
	// Driving off drunk now: "he just took the car and he was drinking" (route_X, with "he said he
	// doesn't care what happens to him"). A drink said beside a car taken or being driven asks
	// the model; a past with a date is waved away by the framings like any cue.
	{name: "drunk-driving", re: re(`\b(?:just |has |s )?(?:took|taken|grabbed|drove off in|took off in|went off in|left in|is driving|s driving|driving) (?:off )?(?:in )?(?:the|my|his|her|our|their) (?:car|truck|van|keys|pickup|motorbike)\b`), needs: re(`\b(?:drinking|drunk|been drinking|wasted|hammered|high|over the limit)\b`)},
	{name: "mind-going", re: re(`\b(?:gone (?:really |very |all |so )?(?:quiet|sleepy|vacant|blank|grey|gray)|(?:really |very |so )?sleepy|(?:will not|cannot|can not|wont) stay awake|nodding off|nod\w* off|dozing off|(?:he|she|they|him|her) (?:is |s |are )?(?:just )?not (?:all )?there|zoned out|keeps (?:saying|asking|repeating) (?:the same|where|what)|same (?:word|thing) over|(?:hand|arm|face|mouth|fingers) (?:is |s |are |has |have )?(?:all )?(?:curled|clawed|twisted|drooping|dropped|gone)|slid\w* (?:off|down)|slump\w*|(?:words|speech) (?:are |is )?(?:coming out )?(?:jumbled|wrong|garbled|slurred|muddled)|(?:vision|eyes|sight|everything) (?:is |s |are |has |have )?(?:gone |going |all )?(?:blurry|blurred|funny|double|dark)|(?:stopped|stops) (?:talking|responding|moving|making sense|answering)|worst (?:headache|pain) of)\b`)},
	// Written by class for a thirteenth writer (an emergency call-taker trainer): a child who got
	// into a household product, with what is round the mouth or the coughing and gagging that
	// follow; and people gone up high away from water (the attic, the roof) while it comes up.
	{name: "airway-and-mouth", re: re(`\b(?:cough\w*|gagg\w*|gags|retch\w*|(?:heave|heaves|heaving) (?:and|up)|drool\w*|dribbl\w*|froth\w*|splutter\w*|spitting (?:up|out)|(?:all |stuff |something |it |foam )?(?:round|around|over|in|on|at) (?:his|her|their|the baby s|the kid s) (?:mouth|lips|tongue|throat))\b`), notFollowedBy: damageWords},
	{name: "refuge-from-water", re: re(`\b(?:i am|i m|we are|we re|they are|they re|he is|he s|she is|she s|(?:we|i|they) (?:have|ve|had) (?:had to )?(?:gone|got|climbed|moved|go|get|climb|move)|had to (?:go|get|climb|move)|stuck|trapped|sheltering|hiding|waiting|sitting|standing|climbed|climbing|gone|went|going|got|getting) (?:\w+ )?(?:up )?(?:in|into|to|on|onto|on to|on top of) (?:the|our|my|a|their) (?:attic|loft|roof|roof space|crawl space|top floor|upstairs|top bunk|kitchen (?:table|counter|worktop)|worktop|counter|car roof|tree|top of the \w+)\b`), needs: floodWater, gate: floodGate},
	{name: "lodged", re: re(`\b(?:(?:glass|metal|a nail|a knife|a stick|a branch|a piece of \w+|something) (?:is |s )?(?:stuck )?(?:in|through|sticking out of) (?:his|her|my|their|the)(?: \w+ s)? (?:neck|chest|eye|head|leg|arm|stomach|belly|back|side|throat)|impaled|sticking out of (?:him|her|me|his|her|my))\b`)},
	{name: "still-inside", re: re(`\b` + someone + ` (?:is |s |are |re )?still (?:in there|inside|upstairs|in it|in (?:the|her|his|their|our|my) (?:house|home|building|flat|apartment|room|car|truck|cab|driver s seat|passenger seat|bedroom|basement|attic|loft|water|fire|smoke|wreck|wreckage|vehicle|van))\b|\b(?:got|get|made it|are|is|were|was) (?:all )?out (?:\w+ ){0,2}(?:except|but not|apart from|other than|bar)\b|\b(?:(?:someone|somebody|people|person|anyone|a (?:man|woman|child|kid|boy|girl|baby)|he|she|they|partner|husband|wife|son|daughter|mum|mom|dad) (?:\w+ )?(?:under|beneath|underneath) (?:it|the|a|that|there|them)|(?:has not|have not|hasnt|not) (?:come|came|got|gotten) (?:back )?out|(?:went|gone) back in)\b`)},
	// Written by class for a twelfth writer (a paramedic): someone frail, old or very young
	// in a home without heat in the cold, or in great heat. The body signs decide
	// (too-cold-or-hot in exposed.go); the conditions alone ask the model.
	{name: "exposure", re: re(`\b(?:no heating|(?:heating|boiler|heat) (?:has |s |is |have )?(?:gone off|off|gone|broken|broke|packed (?:in|up)|not working|died|stopped|failed|cut off|gone out)|no heat|freezing|frozen|ice cold|stone cold|too cold|so cold|bitter(?:ly)? cold|minus \w+|below (?:zero|freezing)|heatwave|no air ?con\w*|too hot|so hot|boiling)\b`), needs: vulnerable},
	// Written by category for the settings a seventh writer brought (farms, roads, rail,
	// water and weather): a vehicle stuck where traffic or a train is coming, people in a
	// boat or water going wrong, weather tearing at a shelter with people in it, a structure
	// or machine that has someone, and a person who has not got up or gone silent. A
	// nineteenth writer (route_U) added a vehicle stranded across a lane or on a blind bend
	// with traffic coming round at it, and a home, trailer or roof lifting or rocking, or a
	// window blown in, while the storm goes on.
	{name: "traffic-rail", re: re(`\b(?:level crossing|railway crossing|rail crossing|train crossing|on the (?:(?:railroad |railway |rail |train )?tracks|railway|rail line|train line)|train (?:is )?coming|bells (?:are |just )?(?:started )?ringing|barriers? (?:are |is )?(?:coming )?down|fast lane|(?:walking|wandering|running|standing|lying) (?:down |in |along |across )?(?:the )?(?:road|motorway|highway|freeway|lane|carriageway)|spun out|cars? (?:are |keep )?(?:braking|swerving|skidding)|(?:more|cars) (?:keep|are) coming|wrong side of the road|(?:sideways|stopped|stuck|stranded|stalled|broken down|broke down|spun|facing the wrong way) (?:\w+ )?(?:in|across|on|into) (?:the )?(?:middle (?:of the )?)?(?:road|lane|highway|motorway|freeway|interstate|carriageway|bend|curve|corner)|(?:cars|trucks|lorries|traffic) (?:are |is |keep |keeps )?(?:flying|whizzing|zooming|speeding|racing|coming|swerving) (?:around|round|at|toward|towards|past|by) (?:us|me|the bend|the curve|the corner)|(?:blind|on a|on the) (?:bend|curve|corner))\b`)},
	{name: "water-weather", re: re(`\b(?:overboard|capsiz\w*|upturned|taking on water|(?:boat|ship|yacht|dinghy|it) (?:is |s )?listing|going under|tide (?:is |s )?(?:pulling|taking|dragging)|hanging on(?:to)? (?:the|a|an|to) (?:\w+ )?(?:boat|dinghy|branch|rope|ledge|edge|side|hull|tree|rock|railing|roof)|clinging|(?:pulling|dragging|sweeping) (?:him|her|them|me) (?:out|under|away)|out of (?:his|her|their|my) depth|wildfire|bush ?fire|brush ?fire|grass ?fire|forest fire|fire front|tornado|twister|funnel cloud|(?:are|is|s) still (?:\w+ )?(?:out|outside|down) (?:in |on )?(?:the )?(?:paddock|field|fields|yard|garden|open|storm|hail|water|beach|lake|river|sea)|(?:tearing|ripping|blowing) (?:the )?roof off|roof (?:is |s )?(?:coming|ripping|tearing|blowing|lifting) off|crumbl\w*|(?:roof|house|trailer|mobile home|caravan|camper|whole side|side of the \w+(?: \w+)?|walls?|floor) (?:is |s |are |keeps )?(?:lifting|rocking|shaking|shifting|swaying|moving|coming off|coming up)|lifting (?:the )?(?:whole |entire )?(?:side|roof|house|trailer|home|caravan|camper)|windows? (?:just )?(?:blew|blown|blowing|smashed|shattered|burst|caved) in)\b`), notFollowedBy: damageWords},
	{name: "fell-on-someone", re: re(`\b(?:(?:came|come|fell|fallen|landed|collapsed|crashed|went|rolled|tipped) (?:down |in |over |through (?:\w+ ){0,3})?(?:on|onto|on top of) (?:him|her|them|me|us|the bed|the cot|the crib|(?:my|his|her|our|the) (?:son|daughter|husband|wife|dad|mum|mom|father|mother|brother|sister|baby|kid|child|grandad|grandma|partner|friend|driver|lady|man|woman|guy|boy|girl|neighbou?r|legs?|arms?|chest))|(?:caught|stuck|trapped|pulled) in (?:the|a) (?:baler|auger|machine|machinery|mixer|conveyor|press|grain|silo|bin|pto|belt|rollers?|chipper|mincer)|(?:was|is|s) in the bed|(?:he|she|they|someone|somebody|\w+ s) (?:is |s |are )?(?:still )?down (?:the )?(?:bottom|there|the hole|the well|the shaft|the trench|the cellar)|now nothing|(?:he|she|they|and) (?:has not|hasnt|have not|havent) (?:sat up|stood up|got up|come round|come to|woken up)|still sitting in (?:them|em|it|the cars?)|(?:we are|we re|i am) (?:still )?inside with)\b`)},
	// Written for an eighth writer's lay descriptions of medical danger: a rash that does not
	// fade, a face gone lopsided, a belly gone hard, a child not weeing or drinking, and for
	// being followed or stranded in live traffic (dead or stalled in any named lane, traffic
	// flying or screaming by).
	{name: "lay-medical", re: re(`\b(?:rash|spots (?:that )?(?:do not|will not|never) fade|not fading|purple (?:spots|rash|marks)|lopsided|wonky (?:smile|face|mouth)|crooked (?:smile|face|mouth)|(?:talking|speaking|sounds?) (?:funny|weird|strange|gibberish|nonsense|drunk)|acting drunk|(?:head|room|everything|world) (?:is |s )?spinning|(?:i am|i m|kind of|feel\w*) (?:\w+ )?spinning|(?:stomach|belly|tummy|abdomen)(?: \w+){0,3} (?:hard|swollen|rigid|sore)|(?:not|no longer|stopped) (?:weeing|peeing|feeding|drinking|eating)|(?:no|not had a|has not had a|hasnt had a) wet (?:nappy|nappies|diaper|diapers)|sunken|(?:throat|tongue|lips|face) (?:is |s |are )?(?:closing|swelling)(?: up)?|(?:been|is|s|keeps?|still) (?:\w+ )?(?:behind|following|tailgating) (?:me|us)|following (?:me|us)|flashing (?:me|us|his lights|her lights)|(?:make|making|trying to make|forcing) (?:me|us) (?:pull over|stop)|run (?:me|us) off|(?:stuck|stopped|broken down|broke down|stalled|died|quit|conked out|cut out|sat|sitting|standing|walking|lying|wandering) (?:\w+ )?(?:in|on) the (?:inside|outside|slow|fast|middle|left|right|center|centre|passing) lane|(?:flying|whizzing|zooming|screaming) (?:past|by)|no lights)\b`), notFollowedBy: damageWords},
	// A ninth writer's settings, by category: a wound that will not stop, a storm at the
	// windows, someone over the side, a wild animal at the tent, an earthquake bringing walls
	// down on people.
	{name: "wounds-storms-animals", re: re(`\b(?:(?:big|deep|bad|nasty) cut|cut (?:on|in|to|across) (?:his|her|my|their|the) (?:neck|throat|head|wrist|arm|leg|face|chest)|(?:it|the bleeding|blood) (?:will not|wont) stop|typhoon|hurricane|cyclone|storm surge|windows? (?:is |s |are )?(?:bending|bowing|flexing|about to go|going to go)|water (?:come|comes|coming) in|(?:went|gone|fell|fallen|jumped) over the side|man overboard|(?:a|the|black|brown|grizzly) bears?|bears (?:are|is)|cougar|mountain lion|wolf|wolves|alligator|gator|crocodile|croc|shark|aftershock|earthquake|quake|tremors?)\b`), notFollowedBy: damageWords},
	// A vehicle in water, sinking, crushed, overturned or on top of another: asks the model
	// even when nobody is said to be inside, unless the framing puts it in the past.
	{name: "vehicle-in-danger", re: vehicleDanger, gate: vehicleGate},
	{name: "plea", re: re(`\b(?:help me|help us|please help|hurry|oh god|oh my god|oh no|right now|police|fire department|scream\w*|panic\w*|cannot move|can not move)\b`), notFollowedBy: re(`^ (?:reports?|records?|number|case|officer s report|said|came|took|wrote|gave)\b`)},
}

// householdPoison is what a child gets into under the sink or in the shed: laundry and
// dishwasher capsules, cleaners, solvents, garden poisons, nicotine liquid, small batteries.
const householdPoison = `(?:(?:dishwasher|laundry|washing|washing machine|detergent|liquid|gel) (?:pods?|capsules?|tablets?|tabs|liquid|powder|detergent|gel|balls?|sachets?|salt)|pods?|capsules?|liquitabs?|washing (?:up )?(?:liquid|powder)|fabric softener|softener|oven cleaner|drain (?:cleaner|unblocker|opener)|toilet (?:cleaner|block|duck)|descaler|paraffin|kerosene|white spirit|turps|turpentine|lamp oil|lighter fluid|e ?liquid|vape (?:juice|liquid|oil|refills?)|nicotine|rat poison|slug pellets?|fertili[sz]er|pesticide|insecticide|weedkiller|mothballs?|nail (?:polish|varnish) remover|hand sanitii?[sz]er|essential oils?|button batter(?:y|ies)|coin batter(?:y|ies))`

// floodWater is water that rises round a house or a car.
var floodWater = re(`\b(?:water|waters|flood\w*|river|creek|stream|tide|surge|rain)\b`)

// floodGate holds literals one of which every floodWater match contains: the refuge rule,
// which needs floodWater, is not tried without one.
var floodGate = prefilter{"water", "flood", "river", "creek", "stream", "tide", "surge", "rain"}

// vulnerable is someone cold or heat harms first: the old, the very young, the frail or ill.
var vulnerable = re(`\b(?:nan|nana|gran|granny|grandma|grandmother|grandad|granddad|grandpa|grandfather|elderly|pensioner|old (?:lady|man|boy|girl|woman|dear|fella|chap)|baby|newborn|infant|toddler|little one|disabled|poorly|frail|dementia|alzheimer\w*|oxygen|bed ?bound|housebound|wheelchair|(?:seventy|eighty|ninety|hundred)(?: \w+)?|[789]\d|1[01]\d|(?:weeks|months) old)\b`)

// damageWords follow a danger word when it names paperwork, a damaged thing or messages
// going unanswered, not a person or a hazard now ("fire damage", "broken mirror", "will not
// answer my emails").
var damageWords = re(`^ (?:damage|damaged|claims?|reports?|investigators?|marshals?|inspectors?|assessors?|coverage|cover|covered|insurance|removal|stains?|deductible|mark|marks|policy|review|investigation|warranty|windscreen|windshield|screen|glass|window|windows|tiles?|mirror|fence|pipes?|door|lock|lights?|headlights?|bumper|phone|boiler|gate|roof|gutters?|extinguishers?|(?:\w+ )?claims?|(?:my|our|your|the|his|her) (?:calls?|emails?|phone|texts?|messages?|letters?)|(?:my|the|our|his|her|their|a|an)(?: \w+)? (?:windshield|windscreen|hood|bonnet|bumper|headlights?|tail ?lights?|mirrors?|wing mirror|side mirror|hubcaps?|rear window|back window|side window|sunroof|mailbox|letterbox))\b`)

// conditional is an "if there is a ..." clause: a hypothetical danger.
var conditional = re(`\bif there (?:is|s|are) (?:a |an |some )?\w+`)

// outsideConditional blanks the "if there is a ..." clauses of s, so that danger said to be
// happening now is looked for only outside them: "does my policy cover it if there's a fire
// next door" says nothing is burning.
func outsideConditional(s string) string {
	if !strings.Contains(s, "if there") {
		return s
	}
	return conditional.ReplaceAllString(s, " if ")
}

// interruptedNow reports danger breaking into a call about something else, leaving out the
// "please" of a polite request ("can I please just speak to someone", "a person please"): a
// caller being courteous about paperwork is not a plea. "help", "hurry" and "wait" still count.
func interruptedNow(live string) bool {
	if strings.Contains(live, "please") {
		live = politePlease.ReplaceAllString(live, " ")
	}
	return interrupted.MatchString(live)
}

// politePlease is "please" inside a request for a person or a service, and the "excuse me
// please" a caller opens with to get the line's attention.
var politePlease = re(`\bexcuse me please\b|\b(?:can|could|would|will|may) (?:i|you|we|someone|somebody|one of you)(?: just)? please\b|\bplease (?:just )?(?:speak|talk|put me|transfer|connect|book|send me|email|let me know|tell me|confirm|check|call me back|note|update|add)\b|\b(?:a |the )?(?:person|human|someone|somebody|agent|representative|manager|supervisor) please\b`)

// interrupted marks danger breaking into a call about something else.
var interrupted = re(`\b(?:oh god|oh my god|oh no|wait|hold on|hang on|help|hurry|right now|please|sorry there (?:is|s)|sorry (?:he|she|they|someone|somebody) (?:is|s|has|just))\b`)

// settled are the framings that make a danger cue unmistakably not happening now: a dated
// past ("in march", "that was friday", "this was over the winter", "three weeks ago"), a
// resolution ("he is ok now", "all clear", "turned out to be the drains", "the ambulance has
// taken him, he's in good hands") or a question about cover (and settledToo). Only these decide "not
// an emergency" over a rule; a vaguer past ("ago", "in the accident") only keeps a cue from
// going to the model when nothing says it is happening now.
var settled = re(`\b(?:(?:is|s|are|was) (?:absolutely|totally|perfectly|completely) (?:fine|ok|okay|alright|all right)|(?:it is|its|it s) all (?:done|sorted|finished|over now)|in (?:january|february|march|april|june|july|august|september|october|november|december)|(?:that|this|it) was (?:on |back in |last |in |over |during )?(?:a |the )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|week|month|year|weeks|months|years|winter|spring|summer|fall|autumn|holidays)|last (?:week|month|year|night|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|spring|summer|autumn|fall|winter|christmas)|(?:a|one|two|three|four|five|six|few|couple of|couple|several|\d+) (?:days|weeks|months|years) ago|a (?:week|month|year) ago|yesterday|(?:it is|it s|its|it has) been (?:a|one|two|three|four|five|six|a few|a couple of|couple of|several|over a|more than a|\d+) (?:days?|weeks?|months?|years?) since the (?:fire|accident|crash|collision|wreck|explosion)|back in (?:the )?(?:\d+s?|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|day|days)\b|(?:is|s|are|am|was|were) (?:all )?(?:ok|okay|fine|alright|all right|safe|recovering|home) now|(?:is|s|are|am|been) (?:doing|getting) (?:much |a lot |loads |so much )?better|all clear|recovered|in rehab|walking again|out of hospital|turned out|(?:no one|nobody|noone) (?:was|got|is) (?:hurt|injured|home|inside|in the \w+|down there|in there|in it)|(?:all|been|is|are|s|was|were|got it|had it) (?:all |now |since )?(?:dry|dried out|drained|pumped out|cleaned up|cleared(?: up)?|put out|fixed|sorted|repaired|switched off|turned off|made safe)|what (?:do|should|would) (?:i|we) do if|fire brigade said|put (?:it|the fire|the flames) out|supposing|imagine if|(?:would|will|could) (?:i|we) be (?:liable|covered|responsible)|the one (?:where|with|from|when|about)|(?:is|s|are) back (?:down|to normal|up)|(?:did not|didnt|never) (?:reach\w*|get to|got to|touch\w*|come near|came near|spread to) (?:us|the house|our)|burn(?:t|ed) (?:the|my|his|her) (?:toast|dinner|food|tea|pan|pizza)|(?:assessor|adjuster|inspector|insurer|loss adjuster|appraiser) (?:said|says|reckons|told|called)|they said it was|what happens if|what if|what counts as|(?:(?:how|what)(?: \w+){0,6}|(?:does|do|would|will) (?:my|the|your|insurance|i|we|it|that|this)(?: \w+){0,6}|(?:is it|am i|are we)(?: \w+){0,4}) if (?:there is|there are|there s|a|an|the|my|our|we|i|it|you|someone|somebody)\b|false alarm|(?:ambulance|paramedics?|air ambulance|crew) (?:has |have |s )?(?:already |just )?(?:taken|took) (?:him|her|them|us|me|my \w+|the \w+)(?: (?:in|away|off|to hospital))?|in good hands|(?:scan|scans|x ?rays?|tests?|results?)(?: \w+){0,3} (?:was|were|came back|is|are|s) (?:all )?(?:clear|fine|normal|ok|okay)|(?:warning|alert|evacuation order)s? (?:s |has |have |is |was )?(?:been )?(?:lifted|cancelled|called off|over)|(?:water|flood|floods|river) (?:s |has |have |is |are )?(?:gone down|receded|going down|back (?:in|to))|am i covered|are we covered|(?:is|would) (?:that|it|this) (?:be )?covered|does (?:my|the|your) (?:policy|insurance|cover)|(?:he|she|they|we|i|my \w+|the \w+) (?:is|s|are|am) (?:now )?(?:stable|in (?:a )?stable condition)|(?:released|discharged) (?:me|him|her|them|us)|(?:was|were|been|got) (?:released|discharged)|(?:sent|let) (?:me|him|her|them|us) (?:go )?home|(?:alarms?|detectors?|beeping|chirping) (?:was|is|s) (?:just |only )?(?:the |a |its |it s )?(?:low |dead |flat )?batter(?:y|ies)|it was (?:\w+ ){1,5}all along)\b`)

// settledToo are more settled framings, kept apart from settled so that each is tried only
// when its words are there (see prefilter.go): a doctor's all-clear ("the hospital said he
// is fine") and an age long gone ("when he was two").
var settledToo = []rule{
	{name: "doctor-all-clear", re: re(`\b(?:doctor|doctors|hospital|gp|nurse|paramedics?|a and e|er|poison (?:line|centre|center)) (?:said|says|told (?:us|me)|reckons|confirmed) (?:that )?(?:he|she|they|it|we|i|the \w+)(?: \w+)? (?:is|s|are|was|were) (?:absolutely |completely |totally |perfectly )?(?:fine|ok|okay|alright|all right|unharmed|going to be (?:fine|ok|okay))\b`)},
	{name: "age-gone", re: re(`\bwhen (?:he|she|i|we|they|my \w+) (?:was|were) (?:a |an |only |just |still )?(?:baby|babies|toddlers?|kids?|child|children|little|small|young|younger|teenagers?|(?:\w+ )?(?:months|years) old|one|two|three|four|five|six|seven|eight|nine|ten|\d+)\b`)},
}

// happeningNow is what keeps a softly framed cue ("ago", "if", "in the flood") with the model:
// a verb of danger in progress or a state that persists. Narrower than presentNow, which also
// takes "i am" or "is happening" and would send every claim question to the model. It also
// takes a smell or fumes said to be strong now, gas burners on and not lit, help sent for
// that has not come yet and people still inside: "does my policy cover a gas leak, the man
// has not come yet, the smell is very strong, my children are inside" is not a question. A
// family's evacuation does not cover the one who stayed behind or would not leave, nor a
// person still down where the danger is.
var happeningNow = re(`\b(?:right now|(?:stopped|not) (?:crying|breathing|moving|responding)|still \w+ing|\w+ still$|(?:is|are|s) (?:now )?(?:melting|smoking|sparking|catching|collapsing|caving|cracking|slipping|fading|struggling|gasping|wheezing|drifting)|having (?:trouble|difficulty|problems) (?:breathing|breathe|to breathe)|barely (?:awake|conscious|breathing|moving)|(?:will not|cannot|can not|could not) (?:get out|` + getUp + `|wake|move|breathe)|in the last (?:\w+ ){0,2}(?:minutes?|seconds?)|(?:minutes|seconds|a minute|a second|a moment|one minute|one second) ago|just now|(?:he|she|they|someone|somebody) (?:is|s|are) (?:still |now |just )?(?:smashing|banging|hitting|kicking|shouting|screaming|threatening|blocking|holding|choking|shaking|shivering|bleeding|breathing|gasping|making|lying|sliding|slipping|drifting|nodding|throwing|trying to get|coming)|(?:is|s|are|am) (?:now )?(?:getting|feeling) (?:really |very |so )?(?:bad|worse|weak|faint|dizzy|cold|sleepy)|(?:will not|cannot|can not|could not) stay awake|(?:has|s|have|is) got (?:a |his |her |the )?(?:knife|gun|weapon|machete|bat)|whisper\w*|(?:kids|children|people|someone|somebody|they) (?:are|is|s) (?:still )?\w+ing (?:in|on|near|by|around) (?:it|the)|(?:is|s|are) (?:now )?(?:listing|taking on water|going under|capsizing)|waters? (?:is |s )?(?:up to|over|at) (?:the|my|our)|s gone (?:really |very |all )?(?:quiet|sleepy|floppy|limp|pale|grey|gray|blue|cold)|since (?:this morning|last night)|(?:there is|there s) a (?:\w+ )?(?:flame|fire|smoke)|it (?:smells|stinks)|can (?:smell|see|hear)|` + senseNow + `|(?:has|have|s) gone (?:all )?\w+ (?:on|in the last)|still (?:trapped|stuck|in|inside|under|down|upstairs|bleeding|not|on fire|burning|coming|rising|going)|(?:stayed|staying|stays|stay) (?:behind|put)|(?:would not|will not|refused to) (?:leave|evacuate|go)|keeps? (?:\w+ing)|starting to|started to|(?:crackl\w*|smoking|sparking|smould\w*|smold\w*|hissing|glowing|hot) (?:again|now)|(?:is|are|s) (?:now )?(?:getting|coming|rising|burning|smoking|sinking|floating|bleeding|choking|shaking|fitting|going|turning|spreading|pouring|leaking)|now (?:he|she|they|it) (?:is|s|are|has|will not|cannot)|(?:has|have|s|is) been (?:lying |stuck |trapped |left )?(?:on|under|in) (?:the|her|his|their) (?:floor|ground|rubble)|(?:smell|stink|stench|fumes?|gas|odou?r) (?:is |s |are |re )?(?:very |so |really |too |quite |getting |much )?(?:strong|stronger|bad|worse|heavy|thick|overpowering|everywhere)|(?:absolutely |really )?(?:reeks|reeking|stinks|stinking)|(?:not|never|were not|are not|is not|aren t|isn t|weren t) (?:been )?lit|unlit|(?:turned|switched|left|put) on (?:all )?(?:of )?(?:the )?(?:gas|burners?|hobs?|rings?|taps?|oven|cooker|stove)|(?:not|has not|have not|hasnt|havent|did not|didnt|still not|does not|doesn t) (?:come|came|arrived|arrive|got here|get here|turned up|turn up|shown up|show up) yet|(?:children|kids|baby|babies|family|people|someone|somebody|everyone|everybody|son|daughter|wife|husband|mum|mom|dad|mother|father|nan|gran|grandma|grandad|parents|brother|sister) (?:is|are|s|re) (?:still |all )?(?:inside|in there|in the house|in the building|in the flat|indoors|upstairs))\b`)

// getUp is getting up from where one fell, with the caller's own words for it: "get up", "get
// himself up", "get back up". happeningNow and liveAgain read it after "cannot" or "will not".
const getUp = `get (?:(?:himself|herself|themselves|myself|ourselves) )?(?:back )?up`

// downNow is a person still down where they fell, said now: "he's still on the floor", "she's
// still lying on the kitchen floor", "she's still down there", "he's been on the floor all
// night". A fall said with a date ("so my dad fell last night") dates where it began, not where
// it ended, and an insurance question beside it ("I'm calling about his homeowners") does not
// get him up: liveAgain keeps it with the model. Only a person counts: "the tv's still on the
// floor" and "the water's still on the floor" are property.
const downNow = `(?:he|she|they|i|we|(?:my|our|his|her|their|the) (?:\w+ )?` + person + `|grandpa|grandad|granddad|grandma|nan|nana|gran|mum|mom|dad) (?:(?:is|s|are|am) still|(?:has|have|s|is) (?:still )?been) (?:lying |laying |sitting |stuck )?(?:(?:down )?on (?:the|her|his|their|my|our) (?:\w+ )?(?:floor|ground)(?: (?:all night|all day|since|for (?:hours|ages|\w+ hours)))?|down there)`

// senseNow is burning, crackling, sparks, smoke or fumes the caller says they sense as they
// speak: "I smell something like a burnt hair dryer", "we hear crackling behind the dash", "now
// I see sparks". Said after "now" it breaks a settled framing (liveAgain: "the shop fixed it last
// week, now I smell burning again"); said plainly it keeps a softer framing with the model
// (happeningNow: "the mechanic said to call you, I smell something burning"). The past ("I
// smelled", "we heard") is no sense now.
const senseNow = `(?:i|we) (?:can )?(?:still )?(?:smell|hear|see) (?:\w+ ){0,4}?(?:burn\w*|scorch\w*|melt\w*|singe\w*|crackl\w*|sizzl\w*|smok\w*|spark\w*|fumes|flames?)`

// liveAgain marks a danger said to be happening now even inside a settled framing ("he had a
// stroke in march and now he is slurring again", "my husband is not breathing, he had a heart
// attack last year"), and a fire the caller put out that is back ("I put it out but it's back,
// it's coming up through the vents now"): the putting out is past, the fire is not.
var liveAgain = re(`\b` + thirdPerson + ` (?:is|s|are|looks?|looking) (?:real |really |very |so |all |pretty |kind of |kinda |a bit |looking )*(?:pale|white as a sheet|grey|gray|blue|clammy|floppy|limp)\b|\b(?:(?:fire|fires|it|flames|smoke|that) (?:has |have |s |is )?(?:caught|started|flared|reignited|lit|going|kicked off)(?: up| back up| fire)? again|(?:fire|fires|it|flames|smoke|gas|(?:the )?(?:gas )?(?:smell|stink|fumes|odou?r)(?: of gas)?) (?:is|s|has come|came|come) back (?:now|again|it is|it s|and|there)|(?:there is|there s|there are) (?:\w+ )?(?:flames|smoke|fire) (?:coming|pouring|shooting|billowing|everywhere)|roof (?:is |s )?(?:coming|ripping|tearing|blowing|lifting) off|(?:it|that|this) (?:is|s) happening (?:again|now|right now)|just (?:collapsed|fainted|passed out|blacked out|keeled over|stopped breathing|gone (?:blue|grey|gray|floppy|limp))|(?:he|she|they|my \w+) (?:not|no|cannot|can not) (?:talk|breathe|move|wake|answer|respond|speak)\w* (?:now|right now|anymore|no more)|(?:is|s|are|am) (?:really |very |so |all |a bit |kind of |kinda |pretty )?(?:dizzy|lightheaded|light headed|woozy)|(?:is|s|are) (?:\w+ )?(?:shaking|shivering|trembling) and (?:\w+ )?(?:cold|pale|clammy|grey|gray|blue)|(?:he|she|they|someone|somebody|(?:my|our|his|her|their) \w+) (?:is|s|are|re) still (?:trapped|stuck|in there|inside|upstairs)|(?:fire|fires|it|flames|smoke) (?:has |have |s |is )?(?:started|flared|fired|flaring|starting) back up|(?:smoke|flames|fire|it) (?:is|s|are) (?:now )?(?:coming|pouring|creeping|billowing|puffing) (?:up |out |in )?(?:through|out of|from|under) (?:the )?(?:\w+ )?(?:vents?|floor|floorboards|walls?|ceiling|outlets?|sockets?)(?: \w+){0,2} now|(?:can )?smell (?:gas|smoke|burning|fuel|petrol|fumes)(?: \w+){0,3} (?:now|again)|(?:there is|there s) an? (?:\w+ )?(?:flame|fire|smoke)|(?:is|are|s) (?:now )?(?:melting|sparking|catching fire)|in the last (?:\w+ ){0,2}(?:minutes?|seconds?)|now (?:he|she|they|it) (?:is|s|are|has|have|will not|cannot|keeps?)|right now|(?:collapsed|fallen|fell|fitting|bleeding|passed out|on fire|burning|smoking|not breathing|unconscious) again|(?:is|are|s) still (?:trapped|stuck|in|inside|under|bleeding|not|on fire|burning)|(?:has|s|have|is) got (?:a |his |her |the )?(?:knife|gun|weapon|machete)|(?:will not|cannot|can not) (?:wake|breathe|stop bleeding|` + getUp + `|move)|` + downNow + `|now ` + senseNow + `|(?:is|s|are) (?:really |very |so |all )?(?:floppy|limp|blue|grey|gray|cold|clammy|confused)|(?:he|she|they|someone|somebody|my \w+|the \w+) (?:is|are|s) (?:not (?:breathing|moving|waking|responding|answering|conscious)|unconscious|unresponsive|bleeding|trapped|stuck|pinned|choking|fitting|on fire|burning)|(?:feel|feels|feeling|felt all) (?:really |very |so |a bit |kind of )?(?:dizzy|faint|woozy|drowsy|lightheaded|light headed))\b`)

// gasStillHere is gas said to be here now inside a settled framing (a claim from last week,
// the fire department gone yesterday): it smells of gas now, the smell has not gone away or is
// stronger, something hisses at the meter or the stove. Written by class for a sixteenth
// writer (a former 911 dispatcher) whose callers ask about an appointment or a claim first.
// The past ("it was reeking of gas", "if it smells of gas") keeps it off; it asks the model.
var gasStillHere = []rule{
	{name: "gas-still-here", re: re(`\b(?:smells|stinks|reeks|smelling|stinking|reeking) (?:\w+ )?(?:like|of) (?:gas|propane|rotten eggs?)\b|\b(?:gas|smell|stink|odou?r|fumes)(?: \w+){0,3} (?:has not|hasnt|have not|is not|isn t|will not|wont|never) (?:gone|went|going|go) away\b|\b(?:gas|smell|stink|odou?r|fumes|it) (?:is|s) (?:getting |even |much |a lot )?stronger\b|\bhiss\w* (?:by|at|from|near|round|around) (?:the )?(?:gas )?(?:meter|valve|pipe|line|stove|cooker|hob|tank|regulator)\b`),
		notPrecededBy: pastOrIf},
}

// bodyKilling is a part of the body "killing" someone: pain said plainly, not the figure of
// speech figurative removes ("this claim is killing me"). Assess reads it as "hurts" first.
var bodyKilling = re(`\b((?:my|his|her|their) (?:neck|back|head|chest|leg|legs|arm|arms|shoulder|shoulders|hip|knee|stomach|spine|ribs?)) (?:is|s|are) (?:really |absolutely |just )?killing (?:me|him|her|them)\b`)

// figurative are danger words used as figures of speech on a claims line.
var figurative = re(`\b(?:(?:is|are|its|it is|this is|that is|was) (?:\w+ )?(?:killing|murdering) me|(?:am|is|are) dying to\b|dying to know|bleeding (?:money|cash)|drowning in (?:\w+ )?(?:paperwork|bills|forms|debt)|(?:cannot|can not) breathe (?:until|till|til)|heart (?:nearly|almost) (?:stopped|gave out)|(?:trapped|stuck) in (?:traffic|a queue|the queue|line|a meeting)|(?:is|are) (?:murder|a nightmare|torture)|(?:(?:it is|its) burning )*(?:my |his |her )?ears (?:are |is |s )?burning|at my wits end|heart sank|sick (?:of|and tired)|fed up|my heart sinks|sweating (?:over|about|on|it)|scared stiff|frozen out|(?:am|is|are) on fire (?:today|this year|lately)|giving me a headache|dead in the water|(?:giving|give|gave|given) me a heart attack|(?:i am|i m) about to explode|(?:someone|somebody|anyone|person) with a pulse|(?:nearly|almost) (?:died|had a heart attack|fainted|collapsed) (?:of (?:shock|fright) )?(?:of|at|when|from)|end of (?:my|the) (?:rope|tether)|(?:heart attack|stroke) i (?:nearly|almost) had|(?:nearly|almost) (?:had|gave me) a heart attack|gave me a heart attack|having a meltdown|an emergency for me|a (?:financial|money) emergency|emergency for my (?:wallet|budget))\b`)

// everyday is ordinary claims-line speech that carries a danger word and no danger, by
// category: a caller correcting themselves ("oh no, that's wrong", "one oh nine oh, no wait"),
// apologising for a noise at home ("sorry, the dog"), asking for a person or refusing the bot
// ("talk to a human being right now"), paperwork and process ("the police already have the
// report", "the current status", "confused about the deductible", "what do I do about the
// carpet"), a claim dragging on, and leaving for a meeting; a claim named by its event ("the
// claim for the kitchen fire", "the one for the flood"), a self-correction ("wait no, that's
// not what I meant") and "nothing's wrong right now". It is removed before any cue is looked
// for, so the danger words around it still count.
var everyday = re(`\b(?:(?:oh )?no(?: no)* (?:wait|sorry|i mean|i meant|i mixed)|wait no(?: no)* (?:that is not|that was not|that s not|i mean|i meant|sorry)|nothing (?:is |s )?(?:wrong|happening|going on)(?: (?:right now|now|at the moment|at all))?|(?:claims?|claim number|claim reference|reference number|crime number|case number|the one|paperwork|payout|settlement)(?: \w+){0,3}? (?:for|about|on|regarding|over) (?:the|my|our|that|this|a|an)(?: \w+){0,2}? (?:fires?|floods?|flooding|storm|break ins?|burglary|robbery|theft|leak|accident|crash|collision|hail|hailstorm|lightning(?: strike)?|smoke|water|gas|collapse|subsidence|incident|explosion|injury|injuries|wreck|hit and run|tree)|(?:oh )?(?:no )*(?:that is|that was|it is) (?:not (?:right|correct)|wrong|incorrect)|sorry (?:about )?(?:the|my) (?:dog|dogs|cat|kids?|baby|tv|radio|line|noise)|(?:talk|talking|speak|speaking|chat) (?:to|with) (?:a |an |the |your |some |one of your )?(?:real |actual |live )?(?:machine|robot|bot|computer|human(?: being)?|real person|person|agent|representative|supervisor|manager|someone|somebody)(?: right now| now)?(?: please)?|(?:the )?police (?:already )?(?:have|has|had|got|took|filed|wrote|gave)(?: \w+){0,2} (?:report|statement|details)|(?:current|latest) (?:status|address|policy|balance|number|situation|claim)|confused (?:about|by|with|as to)|what (?:do|should|can) (?:i|we) do (?:about|with)|dragg(?:ing|ed) on|(?:i am|i m) afraid (?:i|that|not|so|we|it|you|there|the|my|this|your)\b|(?:chasing|chase|following|follow) up|(?:about to|have to|got to|need to|going to) (?:go|leave|run|head out|step out)(?: \w+){0,3}(?: right now)?|oh shoot|(?:cannot|can not) (?:deal with|cope with|handle|face) (?:\w+ ){0,3}right now)\b`)

// vehicle is anything a person can be inside on the road, the farm or the water's edge.
const vehicle = `(?:cars?|truck|trucks|lorry|lorries|van|vans|minivan|suv|pickup|pick up|jeep|bus|coach|vehicle|vehicles|motor|motorbike|motorcycle|tractor|trailer|camper|caravan|rv|taxi|cab|sedan|hatchback|ute|semi|artic|tanker|digger|4x4)`

// water is open or flood water a vehicle can go into.
const water = `(?:pond|lake|river|canal|creek|ditch|stream|brook|reservoir|quarry|harbou?r|dock|marina|bay|sea|ocean|water|flood ?water|floodwaters?|flood|floods|bayou|slough|drain|culvert|inlet|estuary|lagoon|loch|weir|swamp|marsh|pool|rapids)`

// thingCrushed is what is crushed when nobody is: parts of a vehicle, things around the house.
const thingCrushed = `(?:front|back|rear|end|bonnet|hood|bumper|boot|trunk|tailgate|doors?|wing|fender|panels?|roof|bodywork|side|` + vehicle + `|fence|shed|garage|bins?|mailbox|wall|gate|boxes|box|phone|cans?|bike|bicycle|frame|axle|wheels?|rims?|grill|grille|mirror|cabin|cab roof|pillar|exhaust)`

// vehicleDanger is a vehicle in a state people inside it do not survive for long: in water
// (a pond, a canal, a ditch, flood water, the sea), sinking or going under; on top of or
// under another vehicle, or something heavy come down on it; on its side or its roof; crushed.
// The water may be named by its bottom or its deep end ("sitting at the bottom of my pool").
var vehicleDanger = re(`\b` + vehicle + `(?: \w+){0,6} (?:(?:in|into|in to|under|off into) (?:the |a |an )?(?:(?:bottom|middle|deep end|shallow end) of )?|at the (?:bottom|middle|deep end|shallow end) of )(?:the|a|an|that|this|some|our|their|my|his|her)(?: \w+){0,2} ` + water + `s?\b` +
	`|\b(?:drove|driven|drives|driving|reversed|backed|rolled|slid|skidded|crashed|plunged|veered|careered|careened|spun|swerved|(?:went|gone|come|came|run) (?:off|off the road|off the bridge|off the edge|over the edge|down the bank|through the (?:barrier|railing|fence|ice))) (?:\w+ ){0,4}(?:into|in to|in) (?:the|a|an|that|this|some)(?: \w+){0,2} ` + water + `s?\b` +
	`|\b` + vehicle + `(?: \w+){0,4} (?:on top of|onto|up on|under|underneath|beneath) (?:the|a|an|my|our|his|her|their|that|this|another|some)(?: \w+){0,2} ` + vehicle + `\b` +
	`|\b(?:tree|branch|wall|pole|lamppost|lamp post|beam|load|pallet|container|boulder|rocks?|debris|building|bridge) (?:has |have |s |is )?(?:just )?(?:fell|fallen|come down|came down|landed|collapsed|crashed|dropped|gone|went) (?:down )?(?:on|onto|on top of|across|through|in) (?:the|a|an|my|our|his|her|their|that|this)(?: \w+)? ` + vehicle + `\b` +
	`|\bcrushed (?:the|a|an|my|our|his|her|their|that|this)(?: \w+)? ` + vehicle + `\b` +
	`|\b` + vehicle + `(?: \w+){0,5} (?:on (?:its|it s|it is|their|the) (?:side|roof)|upside down|flipped|rolled (?:over|onto|on to|down)|overturned|turned over|tipped over|gone over|went over|crushed|crumpled|squashed|flattened|mangled|caved in|folded|concertina\w*|wrapped (?:around|round)|sinking|sunk|submerged|going under|gone under|floating|under ?water|filling (?:up )?with water)\b` +
	`|\bwater (?:is |s )?(?:coming|pouring|getting|rushing|up) (?:in|into|inside|up)(?: \w+){0,2} ` + vehicle + `\b` +
	// Gone under but for its roof: "only the roof is showing", "just the top sticking out".
	`|\b` + vehicle + `(?: \w+){0,8} (?:only|just) (?:the )?(?:roof|top|roof rack|tail ?lights?|wheels) (?:is |are |s )?(?:showing|sticking (?:out|up)|visible|above (?:the )?water|poking (?:out|up))\b`)

// vehicleGate holds literals one of which every vehicleDanger match contains (a vehicle or a
// verb of driving off the road); the vehicle rules are not tried without one, which keeps
// their cost off nearly every turn. TestVehicleGate checks it against the patterns.
var vehicleGate = prefilter{"car", "truck", "lorr", "van", "suv", "pick", "jeep", "bus", "coach", "vehicle", "motor", "tractor", "trailer", "camper", "caravan", "rv", "taxi", "cab", "sedan", "hatchback", "ute", "semi", "artic", "tanker", "digger", "4x4",
	"drove", "driv", "reversed", "backed", "rolled", "slid", "skidded", "crashed", "plunged", "veered", "caree", "spun", "swerved", "went off", "gone off", "come off", "came off", "run off", "went over", "gone over", "over the edge", "down the bank", "through the"}

// occupant is somebody said to be inside or under a vehicle now: "there's a woman inside
// it", "I can see someone in there", "my son's still in the back", "we're in the car".
// Negations ("nobody's inside", "I can't see anyone") and questions ("is there anyone in
// it") do not match.
var occupant = re(`\bthere (?:is|s|are)(?: still)? (?:someone|somebody|people|a person|an? (?:\w+ )?(?:man|woman|lady|guy|child|kid|boy|girl|baby|driver|person|couple|family)|(?:two|three|four|five|some|\d+) (?:\w+ )?(?:people|kids|children|men|women|of them)|kids|children|the driver)(?: \w+){0,2}? (?:still )?` + inVehicle +
	`|\b(?:i|we) (?:can )?(?:still )?(?:see|hear) (?:someone|somebody|people|a person|an? (?:\w+ )?(?:man|woman|lady|guy|child|kid|boy|girl|baby|driver|person)|kids|children|him|her|them|the (?:driver|man|woman|lady|guy|kid|baby|passengers?)|a hand|an arm|arms|legs|feet|a face|movement|banging|screaming|shouting)(?: \w+){0,2}? (?:` + inVehicle + `|moving|banging|waving|screaming|shouting|at the window)\b` +
	`|\b` + someone + ` (?:is|s|are|am) (?:still )?(?:stuck |trapped |strapped |hanging |sitting |lying |slumped )?(?:\w+ ){0,2}?` + inVehicle +
	`|\b(?:we|i) (?:have|ve|are|am|just|have just|ve just|are just) (?:gone|driven|crashed|rolled|slid|skidded|come|fallen|ended up|spun|plunged|gone straight|driven straight) (?:\w+ ){0,4}(?:into|in to|off|over|under)\b` +
	`|\b(?:i|we) (?:am|are) (?:still )?(?:stuck |trapped |sitting )?` + inVehicle +
	`|\b(?:with|and) (?:someone|somebody|people|a person|an? (?:\w+ )?(?:man|woman|lady|guy|child|kid|boy|girl|baby|driver|person)|kids|children|the (?:driver|kids|children|baby|passengers?)|(?:my|his|her|our|their) \w+|him|her|them|us|me)(?: \w+){0,2}? (?:still )?` + inVehicle)

// inVehicle is where the occupant is: inside it, in there, in the back, under it.
const inVehicle = `(?:inside|in it|in there|in here|in the (?:` + vehicle + `|back|front|back seat|front seat|driver s seat|passenger seat|cab|cabin)|in (?:his|her|their|my|our) (?:seat|seat belt|seatbelt|car seat|` + vehicle + `)|under (?:it|there|the ` + vehicle + `)|underneath(?: it)?|on board)\b`

// someone is a person who can be in danger, with up to four words of description after
// them ("the woman in the blue car").
const someone = `(?:` + person + `|grandad|granddad|grandpa|grandma|nan|nana|mum|little one|toddler|kid|he|she|him|her|they|them)(?: \w+){0,4}`

// structureCollapsed is a thing that collapses as a person does: a structure, a part of a
// building, a pile or a hole.
const structureCollapsed = `(?:(?:the|a|an|our|my|his|her|their|its|that|this)(?: \w+){0,2} )?(?:scaffold\w*|roof|ceiling|ceilings|walls?|deck|decking|shelf|shelves|shed|barn|tent|bridge|floor|building|porch|fence|chimney|garage|carport|awning|gazebo|trench|tunnel|stairs|staircase|balcony|tower|crane|stack|pile|structure|pergola|greenhouse|sinkhole|bank|driveway|dam|mine|cave|silo|gutters?|frame|tarp|loft|hayloft|attic|mezzanine|platform|overhang|canopy|lean to)`

// collapseVerb is a person going down: collapsed, fainted, passed or blacked out, keeled over.
const collapseVerb = `(?:collapsed|fainted|passed out|blacked out|keeled over)`

// collapsedThing follows "collapsed" when it names a thing ("a collapsed ceiling", "a
// collapsed lung"), not a person collapsing.
const collapsedThing = `^ (?:scaffold\w*|roof|ceiling|ceilings|walls?|deck|shed|barn|tent|bridge|floor|building|porch|fence|chimney|garage|balcony|lung|vein|trench|tunnel|stairs)\b`

// collapsedThen places a collapse in the past by the words right after it, with at most a
// short place between ("fainted at work last time the adjuster was here", "passed out during
// the last inspection", "blacked out when the adjuster came", "collapsed in the yard two weeks
// ago"). The place may only start with a preposition, so "fainted again, last time ..." and
// "collapsed and the last time ..." are not read as placed. A "when" clause places it only when
// it is a visit (the adjuster, "when he was here"): "she collapsed when she was out in the
// yard" is as often a minute ago as last week.
const collapsedThen = `^(?: (?:at|in|on|during|while|over|by|from) (?:\w+ ){0,2}?\w+)? (?:(?:the )?last time|the (?:other|first) time|the time before|last (?:night|week|weekend|month|year|visit|inspection|appointment|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|yesterday|(?:a|one|two|three|four|five|six|few|a few|couple of|a couple of|several|\d+) (?:days|weeks|months|years) ago|a (?:week|month|year) ago|when (?:the |your |that |our |my )?(?:\w+ )?(?:adjuster|inspector|appraiser|assessor|surveyor|engineer|estimator|claims (?:guy|man|lady|woman|person))(?: \w+)? (?:came|come|visited|was|were|stopped|dropped|called)|when (?:he|she|they|you) (?:was|were) (?:here|over|round|around|by)|(?:at|during) (?:the|your|his|her|their|that|our|my) (?:last |previous |first |earlier |other )?(?:visit|inspection|appointment|assessment|walkthrough|walk through))\b`

// collapsedBefore rejects a collapse said in the past before it ("she was so tired she'd
// fainted", "last week he passed out") or said of a structure ("the shed roof has collapsed").
var collapsedBefore = re(`\b(?:was|were|had|yesterday|ago|last \w+)(?: \w+){0,3} $|\b` + structureCollapsed + `(?: (?:has|have|had|just|s|is|all|completely|totally|partly|partially|then))* ?$`)

// collapsedNeeds is what must be said beside a collapse for a rule to decide it: a present
// ("just", "is", "not"), a plea, or "he's collapsed". A bare past tense goes to the model.
var collapsedNeeds = re(`\b(?:just|now|is|isnt|is not|not|help|please|what do i do)\b|\b(?:he|she|they) s ` + collapseVerb + `\b`)

// personNow are people in danger now. Each decides without a model.
var personNow = []rule{
	{name: "not-responding", re: re(`\b` + someone + ` (?:is |are |am |has |keeps )?(?:not|wont|will not|cannot|can not|never) (?:really |even |fully )?(?:moving|waking|wake|answering|answer|responding|respond|breathing|breathe|talking properly|make sense|making sense)\b`), notFollowedBy: re(`^ (?:my|our|your|the) (?:calls?|phone|emails?|texts?|messages?)\b|^ (?:to|on) (?:my|our) (?:calls?|emails?)\b`), notPrecededBy: re(`\b(?:was|were|had been)(?: \w+)? $`), notInside: pastOrWould},
	// Death said as seen now: "I think he's dead", "the driver looks dead". Objects are not
	// someone, so "my phone's dead" and "the battery is dead" never match.
	{name: "looks-dead", re: re(`\b(?:` + person + `|grandad|granddad|grandpa|grandma|nan|mum|toddler|kid|him|her|them)(?: \w+){0,4} (?:is|s|are|looks?|seems?|might be|may be|could be|must be)(?: \w+)? dead\b|\b(?:is|s) (?:he|she|they) dead\b|\bthink (?:he|she|they) (?:is |s |are )?(?:\w+ )?dead\b`), notInside: pastOrOffice, notFollowedBy: re(`^ (?:in the water|tired|serious|set|on|wrong|right|end|easy|beat|broke|last|against|keen|certain|sure|calm|flat|ahead|center|centre|straight)\b`)},
	{name: "cannot-wake", re: re(`\b(?:cannot|can not|could not|cant) (?:wake|rouse) (?:him|her|them|my \w+)\b`)},
	// A structure that collapsed is no person collapsing: "the scaffold collapsed at my rental
	// property but the workers were on lunch" (route_X), "the shed roof has collapsed". The
	// "collaps..." cues still ask the model about it, and someone said to be under it decides.
	{name: "collapsed", re: re(`\b(?:just|has|have|is|s)? ?` + collapseVerb + `\b`),
		// "a collapsed ceiling" names a thing, not a person collapsing; "my wife fainted at work
		// last time the adjuster was here" places the collapse in the past by what follows it
		// (route_AE). A collapse said with "just", "has" or "is" before it is read by the rule
		// below whatever follows ("she's just fainted, last time it was her sugar").
		notFollowedBy: re(collapsedThing + `|` + collapsedThen), notPrecededBy: collapsedBefore, needs: collapsedNeeds},
	// The same collapse said as now by the words before it ("just", "has", "is", "'s") or after
	// it ("again", "just now"): a time clause after it ("she's passed out, last time it took ten
	// minutes") tells of another time, not this one, so only a thing collapsing rejects it.
	{name: "collapsed-said-now", re: re(`\b(?:just|has|have|is|s) ` + collapseVerb + `\b|\b` + collapseVerb + ` (?:again|just now|right now)\b`),
		notFollowedBy: re(collapsedThing), notPrecededBy: collapsedBefore, needs: collapsedNeeds},
	// A structure that collapsed with people under it or in it: "the roof collapsed and my son
	// is under it", "there's people still under it", "the garage roof collapsed and my husband
	// was in there". What "collapsed" said of a person decides above; said of a structure, it
	// decides here only with someone under it or in it, and not when the caller says nothing or nobody
	// was under it.
	{name: "collapsed-on-people", re: re(`\b` + structureCollapsed + `(?: (?:has|have|just|s|is|all|completely|totally|partly|partially|partway|part way|halfway|half way|half))* (?:collapsed|caved in|came (?:(?:partway|part way|partly|partially|halfway|half way|half) )?down|come (?:(?:partway|part way|partly|partially|halfway|half way|half) )?down|fell in|gave way|given way)\b`),
		needs: re(`\b` + someone + ` (?:is |s |are |re |was |were )?(?:still )?(?:under|underneath|beneath|in there|inside|trapped|buried)\b|\bpeople (?:still )?(?:under|in there|inside)\b`), notPrecededBy: pastOrIf,
		unless: re(`\b(?:nothing|nobody|no one|noone) (?:was |is |s )?(?:under|in|inside|underneath) (?:it|there|them)\b`)},
	// Signs quoted from paperwork are read, not seen: "my concussion paperwork says confused and
	// dizzy", "the discharge notes list seeing double", "the doctor wrote down out of it"
	// (route_AE). A person who says them now ("the nurse says he's confused and slurring") is
	// not rejected: only papers, and people writing, are.
	{name: "unresponsive-signs", re: re(`\b(?:slumped|limp|unresponsive|lifeless|eyes (?:is |are )?(?:closed|rolled)|out of it|not making sense|talking nonsense|makes no sense|keeps asking where|confused and|seeing double|cannot see properly)\b`),
		notPrecededBy: re(`\b(?:paperwork|papers?|notes?|reports?|forms?|letter|records?|chart|file|summary|write up|discharge sheet)(?: \w+){0,3} (?:says|said|say|reads|read|lists|listed|states|stated|mentions|mentioned|puts|put|has|had|describes|described|shows|showed)(?: (?:i was|he was|she was|they were|i m|that|me as|him as|her as|as|like|it was))? $|\b(?:doctor|doctors|nurse|paramedic|specialist|neurologist|surgeon|gp|consultant)(?: \w+){0,2} (?:wrote|wrote down|writes|put down|noted|charted|typed|listed|recorded)(?: (?:me|him|her|them) (?:as|down as))?(?: (?:i was|he was|she was|that))? $`)},
	{name: "colour", re: re(`\b(?:gone|going|turning|turned|is|are|looks?) (?:really |all |very )?(?:blue|purple|grey|gray)\b|\b(?:lips|face) (?:is |are )?(?:going |turning |gone )?(?:blue|purple|grey|gray)\b|\bgone (?:really |very )?(?:quiet and red|floppy|limp|pale and)\b|\bwent pale\b`)},
	{name: "breathing", re: re(`\bbreathing (?:funny|strange|weird|oddly|badly|hard|fast|shallow)\b|\b(?:choking|gasping|wheezing)\b|\bcannot (?:really )?(?:breathe|talk properly|speak properly|swallow)\b|\b(?:throat|face|tongue|lips) (?:is |are )?(?:(?:kind of|kinda|all|starting to|getting) )?(?:swelling|closing|puffing up|blowing up|ballooning)\b`),
		// "would my business policy cover a customer choking on a bone" is a case put.
		notPrecededBy: re(`\b(?:if|when|whether|cover|covers|covered)(?: \w+){0,3} $`)},
	// Trouble breathing said now, of a person named by a noun ("my husband's having trouble
	// breathing", "the lady in the other car's having trouble breathing"), whose "'s" the
	// critical-state rule does not read as "is". "was having", "been having" (a condition
	// told over weeks) and "not having" are not matched.
	{name: "trouble-breathing", re: re(`\b(?:s|is|are|am) (?:still |now |really )?having (?:real |a lot of |some |bad |a bit of )?(?:trouble|difficulty|problems|a hard time) (?:breathing|to breathe|getting (?:his|her|their|my) breath)\b`), notPrecededBy: nobodyBefore},
	// A person through the ice now, or hanging on at its edge ("a kid fell through the ice on
	// the pond, I can see him hanging onto the edge"): the rural through-the-ice cue asks the
	// model about anything through the ice, this decides for a person. Minutes count in the
	// cold water. An animal or a machine through the ice is not a person ("my dog went through
	// the ice"); a dated past is left to Assess's framings.
	{name: "person-through-ice", re: re(`\b` + someone + ` (?:has |have |s |is |just |has just )?(?:fell|fallen|gone|went|broke|broken|crashed) (?:right |straight )?through the ice\b|\b(?:he|she|they|someone|somebody|(?:my|our|his|her|their|the) \w+) (?:is|s|are) (?:still )?(?:hanging|holding|clinging) (?:on ?to|on to|onto|on) (?:the )?(?:edge|ice)\b`),
		notInside: re(`\b(?:dogs?|cats?|pupp(?:y|ies)|horses?|cows?|calf|calves|sheep|deer|pets?|snowmobiles?|sled|skidoo|atv|quad|trucks?|cars?|tractor)\b`)},
	// A vehicle on the railroad tracks said with the vehicle as the subject and no "is": "there's
	// a car stopped on the train tracks with a lady in it", "my car stalled on the railroad
	// tracks and it won't start", "my truck quit on the tracks". Its simple past is as often
	// now as then, so it is here, where a dated past settles it ("my car stalled on the tracks
	// back in March"), and not with stalled-on-tracks, which asks the model through any framing.
	{name: "vehicle-on-tracks", re: re(`\b(?:` + vehicle + `|it) (?:just |right |kind of |sort of |kinda )*(?:stalled|stuck|stopped|broke down|broken down|died|dead|quit|cut out|conked out|sitting|sat|parked) (?:\w+ ){0,3}` + onTracks),
		notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	{name: "medical-now", re: re(`\b(?:having|(?:has|s|have|might have|may have|could have)(?: just)? had|just had) (?:a|an) (?:fit|seizure|stroke|heart attack|allergic reaction)\b|\bchest (?:is |feels )?(?:really |very |so )?(?:tight|crushing)\b|\b(?:arm|arms|legs?|face|side) (?:has |have |is |are )?(?:gone |going )?numb\b|\b(?:cannot|can not) (?:really )?(?:feel|move) (?:my|his|her|their) (?:legs?|arms?|body|feet|hands)\b|\bshaking on the floor\b`)},
	{name: "poisoned", re: re(`\b(?:took|taken|swallowed|ate|eaten|drank|had) (?:a few|a handful|a load|loads|lots|a lot|too many|a bunch|the whole|all|half|some|a couple)(?: \w+){0,4} (?:pills|tablets|painkillers|paracetamol|tylenol|ibuprofen|sleeping pills|antidepressants|medicine|medication|meds)\b|\b(?:swallowed|drank|drunk|ate|eaten|got into|has taken|took) (?:some |a |the |half |all )?(?:of )?(?:the |my |his |her |a )?(?:something|pills?|tablets?|medicine|medication|bleach|cleaning|cleaner|detergent|poison|chemicals?|antifreeze|battery|batteries|weed killer|drain)\b`),
		// Pills still to take, or taken as a daily course, are a regimen: "I had a lot of pills
		// to take after the surgery".
		notFollowedBy: re(`^ (?:to take|to pay for|a day|every day|each day|twice a day)\b`),
		// "if the kids swallowed something, would the travel insurance pay" is a case put.
		notPrecededBy: re(`\b(?:if|when|whether|in case|supposing)(?: \w+){0,3} $`)},
	// A household product swallowed, drunk or got into, also said in a learner's present
	// tense ("he eat the washing tablet"): the verbs of taking one's own medicine ("take",
	// "drink my medicine") stay with the rule above, in the past tense only. A pet that got
	// into one is for the vet, not for 911: the cues still ask the model.
	{name: "poisoned-household", re: re(`\b(?:swallowed|drank|drunk|ate|eaten|got into|gotten into|been into|has taken|took|eat|eats|drink|drinks|swallow|swallows|chew|chews|chewed|bit|bitten|sucked|licked) (?:into |in to |on |open |through )?(?:some |a |an |the |half |all |one |two |a couple |a few |a handful |a bunch )?(?:of )?(?:the |my |his |her |a |those |these |our |their )?` + householdPoison + `\b`), notPrecededBy: re(`\b(?:dogs?|cats?|pupp(?:y|ies)|kittens?|pets?|horses?|rabbits?|hamsters?|ferrets?|parrots?)(?: \w+){0,3} $`)},
	{name: "trapped", re: re(`\b(?:trapped|pinned)\b|\b(?:cannot|can not|could not) (?:get|climb|open|move)(?: \w+){0,3} (?:out|free|open|window|door|legs? out)\b|\b(?:cannot|can not) (?:get|go) (?:down|out|past)\b|\b` + person + ` (?:is|are|am) (?:still )?(?:stuck|caught) (?:in|inside|under)\b|\b` + someone + ` (?:is|are) under (?:it|the|a|that)\b|\b(?:leaning|lying|on top) on (?:him|her|them|me)\b|\b(?:is|s|are) (?:\w+ )?down on (?:top of )?(?:him|her|them|me|us|(?:my|his|her|our|their|the) ` + person + `)\b`), notPrecededBy: re(`\b(?:was|were|no one|nobody|not)(?: \w+){0,2} $`),
		// Under a sink, a vanity, a counter or a desk is where a plumber or an installer works:
		// "that's the plumber, he's under the sink".
		notFollowedBy: re(`^ (?:kitchen |bathroom )?(?:sink|vanity|counter|desk|dashboard)\b`)},
	// Crushed is a person only when no part of a vehicle or a thing is what was crushed: "the
	// front end's crushed" and "it crushed the bonnet" are damage (and the "crushed" cue still
	// asks the model), "his legs are crushed" and "she's crushed under it" decide.
	// "surgery on my crushed hand thursday", "the physio for his crushed foot" (route_AE) name
	// what a treatment is for: the hurt is being seen to, not happening. "My car that got
	// crushed by the tree" (route_R) is the thing, told in a clause of its own.
	{name: "crushed", re: re(`\bcrushed\b`), notPrecededBy: re(`(?:\b(?:was|were|no one|nobody|not)(?: \w+){0,2}|\b` + thingCrushed + `(?: (?:that|which|is|s|are|got|was|were|been|has|have|all|totally|completely|badly|just|really|pretty|properly)){0,3}|\b` + treatedFor + `(?: \w+)? (?:on|for|of|to|about|with|at|in) (?:my|his|her|their|the|our|your)(?: (?:left|right|both|two|three))?) $`), notFollowedBy: re(`^ (?:the|my|our|his|her|their|a|an|its|it s)(?: \w+)? ` + thingCrushed + `\b`)},
	{name: "bleeding", re: re(`\b(?:spurting|gushing|pouring blood|wont stop bleeding|will not stop bleeding|bleeding (?:badly|a lot|everywhere|heavily|bad)|so much blood|lot of blood)\b|\bit is spurting\b`)},
	// "nothing's burning" says no fire (the toast set the alarm off).
	{name: "fire-now", re: re(`\b(?:is|are|its|s) (?:now )?(?:catching|on fire|in flames|burning)\b|\b(?:gone up|went up) (?:in flames|the curtains|the wall)\b|\bfire (?:is )?now\b`), notPrecededBy: re(`\b(?:nothing|none|no one|nobody)(?: \w+)? $`)},
	{name: "fuel-smell", re: re(`\b(?:i|we|can) (?:can )?smell (?:fuel|petrol|gasoline|diesel|gas)\b|\bsmell(?:s|ing)? (?:of |like )?(?:fuel|petrol|gasoline|diesel|gas)\b|\b(?:fuel|petrol|gasoline|diesel|gas) (?:it )?(?:smell|smells|stink|stinks)\b|\bleaking (?:fuel|petrol|gas)\b`), notPrecededBy: re(`\b(?:if|ever|was|were)(?: \w+){0,3} $`)},
	{name: "sparks-now", re: re(`\bsparks (?:are |is )?(?:coming|flying|shooting)\b|\b(?:is|are|its|s) (?:still )?sparking\b`)},
	{name: "water-at-people", re: re(`\bwaters? (?:is |s )?(?:coming |up )?(?:up )?to (?:my|our|his|her|the) (?:chest|waist|neck|knees|shoulders)\b|\b(?:car|we|i|they) (?:is |are |am )?in the (?:river|lake|water|canal|creek|sea)\b|\bice (?:is )?cracking\b|\bcar is (?:filling|sinking)\b`)},
	// A person inside or under a vehicle that is in water, sinking, crushed, on its side or roof,
	// or on top of or under another: decided, not asked, because minutes count. The person
	// must be said to be there now; a dated past or a settled claim is handled by Assess.
	{name: "vehicle-occupied", re: occupant, gate: vehicleGate, soft: true, notInside: re(`\b(?:was|were|had|not|never|no longer)\b`), notPrecededBy: re(`\b(?:not|no|if|whether|nobody|no one|any)(?: \w+){0,3} $`), needs: vehicleDanger},
	// Nobody can say whether anyone is inside a vehicle in water, sinking or crushed: "I don't
	// know if anybody's in it" (route_C, a car in a retention pond with only its roof showing).
	// Whoever may be inside has minutes, so not knowing decides as someone inside does.
	{name: "maybe-occupied", re: re(`\b(?:do not|dont|not|cannot|can not) (?:really )?(?:know|tell|see|sure)(?: if| whether)? (?:there is |there s |there are )?(?:anybody|anyone|somebody|someone|people|the driver|a driver|anybody else|anyone else)(?: (?:is|s|are))? (?:still )?` + inVehicle),
		gate: vehicleGate, needs: vehicleDanger, notPrecededBy: pastOrIf, notInside: re(`\b(?:was|were|had)\b`)},
	// Written by category for an eleventh writer (a home-insurance claims handler). A person
	// hit, knocked down or hurt who is not getting up, not moving or not talking now: "I hit a
	// pedestrian and she's not getting up", "he came off the bike and isn't sitting up". The
	// caller is never the one down (no "i", "we"); "not talking to me" is a quarrel, and a
	// past tense or an office inside the match ("the other driver's insurer") rejects it.
	{name: "down-after-impact", re: re(`\b` + other + ` (?:is |are |s |has |keeps )?(?:still )?(?:not|will not|cannot|can not|never) (?:getting up|get up|got up|sitting up|sit up|sat up|standing up|stand up|moving|moved|talking|talk|speaking|speak|saying anything|said anything|opening (?:his|her|their) eyes|making (?:a|any) (?:sound|noise)|coming round|come round|coming to|come to)\b`), needs: impact, notFollowedBy: re(`^ (?:to|with) (?:me|us|you|anyone|anybody|my|our|the|him|her|them)\b|^ (?:my|our|your|the) (?:calls?|phone|emails?|texts?|messages?)\b`), notPrecededBy: re(`\b(?:was|were|had been|if|whether)(?: \w+){0,2} $`), notInside: pastOrOffice},
	// Signs of a spinal or nerve injury now: a limb that cannot be felt or moved, numbness or
	// tingling in a limb. Soft: "I still can't feel two fingers since the crash, it's for the
	// claim" is paperwork, and "last month I couldn't feel my hand" never matches ("could not").
	{name: "cannot-feel-limb", re: re(`\b(?:cannot|can not|can barely|barely|hardly|will not let (?:me|him|her) (?:feel|move)) (?:really |even |properly )?(?:feel|move) (?:anything in )?(?:my|his|her|their|the)(?: (?:left|right|whole|lower|upper|both|own))? (?:legs?|arms?|body|feet|foot|hands?|fingers?|toes?|face|side|neck|head|lower half|bottom half)\b|\b(?:legs?|arms?|hands?|fingers?|feet|foot|toes?|face|(?:left|right) side) (?:has |have |is |are |s |keeps? )?(?:gone |going |getting |all |really |completely |totally )*(?:numb|tingly|tingling|dead)\b|\bno feeling (?:in|below|from)\b|\bnumbness (?:in|down)\b`), notPrecededBy: re(`\b(?:was|were|had|if|when)(?: \w+){0,3} $`), soft: true},
	// A limb bent the wrong way, or a bone through the skin, said now: "my leg's bent wrong and
	// I can't feel my foot" (route_C, a driver still in the car after a crash, trying to start
	// the claim). A broken limb out of line is a call for an ambulance whatever the caller rang
	// about; a past tense, a limb that healed or was set that way, keeps it off.
	{name: "limb-deformed", re: re(`\b(?:legs?|arms?|ankles?|wrists?|foot|feet|knees?|elbows?|shoulders?|fingers?|hands?|shin|thigh|hip)(?: (?:is|s|are|looks?|looking|seems?))? (?:all |totally |completely |really |like )?(?:bent|twisted|pointing|facing|turned|sticking out|going|folded) (?:all )?(?:the )?(?:wrong way|wrong|backwards|sideways|the other way|at a funny angle|at a weird angle|out to the side)\b|\bbones? (?:is |are |s )?(?:sticking|poking|coming) (?:out|through)\b|\b(?:legs?|arms?|ankles?|wrists?|shoulders?|elbows?|knees?|hips?|fingers?) (?:looks?|looking|seems?) (?:\w+ )?(?:broken|dislocated|snapped|shattered|out of (?:its|the) socket)\b|\b(?:legs?|arms?|ankles?|wrists?|shoulders?|elbows?|hands?|foot) (?:is |s |are )?(?:\w+ )?(?:dislocated|hanging (?:funny|wrong|weird|loose|off|limp|at a (?:funny|weird|strange) angle))\b`),
		notPrecededBy: pastOrIf, notInside: re(`\b(?:was|were|had|did|been|used to|healed|set|always)\b`)},
	// The signs of a stroke or a brain injury said now of someone: slurring, or not seeing out
	// of one eye (route_AA: "there was a crash and he's slurring and saying he can't see out of
	// one eye"). Unlike head-blow-signs, no blow to the head need be said: slurred speech or an
	// eye gone dark is the emergency itself. A past tense, a condition from birth or of years,
	// keeps it off.
	{name: "neuro-signs-now", re: re(`\b(?:` + person + `|grandpa|grandad|nan|nana|mum|(?:my|our|his|her|their|the) \w+(?: \w+)?) (?:is|s|are|keeps?|keep) (?:(?:still|now|kind of|kinda|really|all|starting to|started|just|like) )*(?:slurring|slurring (?:his|her|their) words)\b|\b(?:cannot|can not) see (?:out of|from|with|in|through) (?:one|his|her|their|my|the (?:left|right)|(?:his|her|their|my) (?:left|right)) (?:eye|side)\b|\b(?:lost|losing|lose) (?:the )?(?:sight|vision) in (?:one|his|her|their|my|the) (?:\w+ )?eye\b|\b(?:one side of (?:his|her|their|my) (?:face|mouth)|(?:his|her|their|my) (?:face|mouth|smile)(?: on one side)?) (?:is |s |has |keeps )?(?:all |kind of |kinda |just |now |suddenly )?(?:drooping|droopy|drooped|sagging|gone (?:droopy|lopsided|crooked|numb|slack))\b|\b(?:speech|words|voice) (?:is|s|are|sounds?) (?:all |really |very |kind of |kinda |suddenly |now )?(?:slurred|slurring|garbled|jumbled)\b`),
		notPrecededBy: pastOrIf, notInside: re(`\b(?:was|were|had|did|been|used to)\b|\bs (?:insurer|insurers|insurance|company|lawyer|solicitor|attorney|adjuster|agent|office|people|phone|garage|shop)\b`), unless: re(`\b(?:since (?:birth|childhood|he was|she was|they were|i was)|for years|born (?:with|blind)|always (?:been|had)|glaucoma|cataracts?|blind in)\b`)},
	// Neck, back or head pain with a crash said to have just happened: the whiplash call made
	// from the roadside. Soft, so the same pain in a claim ("my neck still hurts, I need a
	// chiropractor") stays with the cue.
	{name: "crash-pain-now", re: re(`\b(?:my|his|her|their) (?:neck|back|spine|head|chest)(?: \w+){0,2} (?:hurts|is hurting|hurting|is (?:really |so |very )?(?:sore|painful)|in (?:a lot of )?pain)\b|\b(?:pain|hurts|hurting|sore) (?:in|on|at) (?:my|his|her|their) (?:neck|back|spine|head)\b`), needs: crashNow, soft: true},
}

// onTracks is where a vehicle stalls in a train's way: on, across or between the tracks, on a
// level crossing.
const onTracks = `(?:on|across|in the middle of|between) (?:the )?(?:(?:railroad|railway|rail|train|level) )?(?:tracks|track|crossing|railroad|railway|rails)\b`

// other is a person, never the caller, with up to eight words of description ("the lady I bumped into in the car park"): someone who
// can be lying hurt in front of the caller.
const other = `(?:someone|somebody|anyone|anybody|he|she|they|kids?|child|baby|son|daughter|husband|wife|mom|mother|mum|dad|father|grandma|grandmother|grandpa|grandfather|grandad|nan|brother|sister|boyfriend|girlfriend|partner|friend|neighbou?r|driver|passengers?|man|woman|guy|lady|boy|girl|pedestrian|cyclist|biker|rider|motorcyclist|jogger|runner|worker|toddler|kid|him|her|them)(?: \w+){0,8}`

// impact is what puts a person on the ground: a vehicle or a blow that hit them, a fall, a
// crash, an injury.
var impact = re(`\b(?:hit|struck|knocked|bumped|clipped|backed into|reversed into|ran over|run over|ran into|knocked (?:down|over|off)|fell|fallen|fall|collapsed|crashed|crash|accident|collision|hurt|injured|pedestrian|cyclist|biker|went down|gone down|thrown|landed|tripped|slipped|bleeding|his head|her head|came off|come off)\b`)

// crashNow is a crash said to have just happened, or said with nothing placing it in the past:
// "I just got rear-ended", "I got in an accident".
var crashNow = re(`\bjust (?:crashed|had (?:a|an) (?:crash|accident|wreck|collision)|got (?:hit|rear ended|t boned|into (?:a|an) (?:crash|accident|wreck|collision))|been (?:hit|in (?:a|an) (?:crash|accident|wreck|collision)|rear ended))\b|\b(?:i|we) (?:have |ve |just )?(?:got|been) (?:in|into) (?:a|an) (?:accident|crash|wreck|collision)\b|\b(?:i|we) (?:am|are) (?:still )?(?:in the car|at the scene|on the side of the road|by the side of the road)\b`)

// electricalNow is a home's wiring burning now: an outlet, switch, plug, cord, panel or wiring
// with a burning or melting smell, heat, sparks, buzzing or scorching that is still there
// while the caller speaks, even when the call began as a booking or a claim ("I'd like an
// adjuster for the socket, it started smelling last night and it's still smelling"). The
// smell of smoke left after a fire that is out, and a fire put out or a fitting made safe by
// an electrician, do not count. Assess lets it through a settled framing ("last night"),
// since the words that place the start in the past do not place its end there.
var electricalNow = []rule{
	// Sparks, smoke, heat or buzzing at the fitting now: never waved away,
	// not even by a fire said to be out or an electrician's visit ("the electrician left and
	// now the fuse box is smoking").
	// A learner's bare present is a present too (route_X): "the smoke it come from the wall near
	// the plug", "sparks comes out of the socket"; and a wall or a plate "warm when I touch" is
	// the heat of wiring burning inside it, as "warm to the touch" is.
	{name: "electrical-burning", re: re(`\bstill (?:hot|warm|smok\w*|spark\w*|arcing|buzz\w*|crackl\w*|fizz\w*|smould\w*|smold\w*|burning|melting|sizzl\w*|getting hot)\b|\b(?:is|s|are|am|keeps?|keep) (?:\w+ )?(?:smoking|sparking|arcing|buzzing|crackling|fizzing|sizzling|melting|smouldering|smoldering|scorching|burning|(?:too |really |very |so )?hot|warm to the touch|warm (?:when|if) (?:i|you|we) touch(?: it)?|getting (?:hot|hotter|warm|warmer))\b|\b(?:smoke|sparks|flames)(?: it| they)? (?:come|comes) (?:out )?(?:from|of|out)\b`),
		needs: electricalBurning, notPrecededBy: re(`\b(?:was|were|had|had been|if|when)(?: \w+){0,2} $`)},
	// A burning smell from it still there, or the fitting going brown or black: not the smell
	// of smoke a fire left behind ("the house still smells of smoke"), and not once a fire is
	// said to be out or put out ("it's out now but the wall's gone black").
	{name: "electrical-smell", re: re(`\bstill (?:smell\w*|stink\w*|reek\w*)\b|\b(?:is|s|are|keeps?|keep) (?:\w+ )?(?:smelling|stinking|reeking)\b|\b(?:smell\w*|stink\w*|reek\w*|whiff) (?:\w+ ){0,3}(?:burn\w*|scorch\w*|melt\w*|plastic|electrical|fish\w*)(?: \w+){0,3} (?:now|right now|still|again)\b|\b(?:i|we) (?:can )?(?:still )?smell (?:\w+ ){0,2}(?:burn\w*|scorch\w*|melt\w*|hot plastic|electrical|fish\w*)\b|\b(?:it|smell\w*|stink\w*) (?:is |s )?getting (?:stronger|worse)\b|\b(?:has |have |s |is |are )(?:gone|going|turning) (?:all )?(?:brown|black|yellow)\b|\bnow (?:there is|there s|i (?:can )?smell|we (?:can )?smell|it smells|i got|we got|i have|we have) (?:like |kind of |sort of |kinda )?(?:(?:a|an|this|some|that|the) (?:\w+ )?(?:smell|stink|odou?r|whiff)|(?:burning|burnt|weird|funny|strange|bad|electrical|plastic|hot) (?:smell|odou?r|stink))\b`),
		needs:         electricalBurning,
		notFollowedBy: re(`^ (?:of|like) (?:\w+ )?(?:smoke|smoky|damp|mou?ld|mildew|soot|ash|water|paint|cleaner|cleaning|bleach|air freshener|cooking|food)\b`),
		notPrecededBy: re(`\b(?:was|were|had|had been|if|when)(?: \w+){0,2} $`),
		unless:        re(`\b(?:from|after|since|in) the (?:fire|blaze)\b|\b(?:fire|flames) (?:is |s |was |has been |have been )?(?:all |long |completely )?(?:out|put out)\b|\bit (?:is |s |was |has been )?(?:all |long |completely )?out (?:now|already|but|and|so)\b|\bput (?:it|the fire|the flames) out\b`)},
	// Water running into a live fitting now, with the power still on: "the upstairs neighbor's
	// water is coming through the light fixture and the lights keep flickering and popping"
	// (route_C, asked as a question about cover). Water in a fitting that flickers, pops, buzzes
	// or sparks is a shock and a fire about to happen; the power said to be off, a past tense or
	// an "if" keeps it off.
	{name: "water-in-electrics", re: re(`\b(?:waters?|rain ?water|rain|ceiling|roof|leak|pipe) (?:is |s |are |keeps? |keep )?(?:still |now |just )?(?:coming|pouring|dripping|leaking|running|gushing|pooling|getting|seeping|spraying|trickling|streaming)(?: \w+){0,2} (?:through|into|in|out of|from|around|onto|on|behind|down) (?:the |a |my |our |that |this )?(?:\w+ ){0,2}?(?:light fixtures?|light fittings?|lights?|fixtures?|fittings?|outlets?|sockets?|switch(?:es)?|plugs?|panel|breaker box|fuse box|fuse board|consumer unit|electrics|wiring|ceiling fan|smoke detector)\b|\b(?:light fixtures?|light fittings?|lights?|fixtures?|outlets?|sockets?|switch(?:es)?|panel|breaker box|fuse box|consumer unit|wiring)(?: (?:in|on|of|by) (?:the|our|my) \w+)? (?:is |are |s )?(?:\w+ )?(?:full of|filling (?:up )?with|dripping|leaking|pouring|running with|spraying) water\b`),
		needs: liveFitting, notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: powerOff},
}

var (
	// liveFitting is a fitting with the power on showing it now: flickering, popping, buzzing,
	// sparking, tripping, a shock felt.
	liveFitting = re(`\b(?:flicker\w*|popp\w*|pops|buzz\w*|spark\w*|arcing|crackl\w*|fizz\w*|sizzl\w*|smok\w*|tripping|shock\w*|tingl\w*|humming|power (?:is |s )?(?:still )?on|lights? (?:are |is |s )?(?:still )?on)\b`)
	// powerOff is the power said to be off or cut at the fitting, the breaker or the main.
	powerOff = re(`\b(?:turned|switched|shut|cut|flipped|killed|tripped) (?:off )?(?:the |our |my )?(?:power|electric\w*|breakers?|mains|main|circuit)(?: off)?\b|\bpower (?:is |s |has been |was )?(?:off|out|cut)\b|\bbreakers? (?:is |s |are |has |have )?(?:off|tripped|flipped)\b`)
)

// electricalBurning is a fitting and a sign of burning named in one utterance, in either order.
var electricalBurning = re(`\b` + electricalThing + `\b.*\b` + burnWord + `\b|\b` + burnWord + `\b.*\b` + electricalThing + `\b`)

// electricalThing is a part of a home's wiring a caller can see or smell.
const electricalThing = `(?:outlets?|sockets?|plugs?|(?:light |wall )?switch(?:es)?|switchboard|wiring|wires?|cables?|cords?|extension (?:cord|lead|block)|power (?:strip|board|bar|point)|breakers?|breaker (?:box|panel)|consumer unit|fuse ?(?:box|board)|fuses?|(?:electrical|electric|service) (?:panel|box|board)|panel|meter box|electrics|(?:light )?fittings?|fixtures?|cover ?plates?|face ?plates?|electrical|electric|charger|adapter|adaptor)`

// burnWord is a sign that wiring is burning: a smell, heat, sparks, a sound or a colour.
const burnWord = `(?:burn\w*|burnt|scorch\w*|singe\w*|melt\w*|smok\w*|smould\w*|smold\w*|spark\w*|arcing|charr\w*|fishy|fish|hot|warm|brown|black|blacken\w*|sizzl\w*|crackl\w*|buzz\w*|fizz\w*|plastic)`

// hazards are danger cues that need a present tense (or the model) to be an emergency.
var hazards = []rule{
	{name: "fire", re: re(`\b(?:fire|flames?|smoke|smoking|burning smell|smell burning|something burning|glow|crackling|sparks?|sparking)\b`), notFollowedBy: re(`^ (?:investigators?|investigation|marshals?|inspectors?|assessors?|damage|damaged|claim|department report|report|insurance|coverage|extinguishers?|alarm test|detectors?|alarms?)\b`)},
	// A fire described without its word (route_X): a window or a room gone orange, black
	// "stuff" or clouds rolling or billowing out. Like "fire", it decides with a present tense
	// ("there's black stuff rolling out the top of it") and asks the model otherwise. Water or a
	// drain gone orange, or black stuff coming out of a pipe, is not it: only a window, a room
	// or the sky glows, and only smoke rolls or billows.
	{name: "fire-unnamed", re: re(`\b(?:windows?|room|kitchen|bedroom|upstairs|downstairs|house|garage|roof|attic|loft|sky) (?:is |are |s |has gone |have gone |gone |went )?(?:all |bright |glowing |lit up )?(?:orange|glowing orange|glowing red)\b|\b(?:black|thick|dark|grey|gray|brown) (?:stuff|clouds?|fog|haze|smog)(?: is| are| s)? (?:rolling|billowing|belching|puffing|pouring) (?:out|from|up|through)\b`)},
	// A gas supply turned off is no gas in the air: "I turned the water and gas off", "the gas
	// is shut off", "turned off the gas" (route_X). A smell of gas said beside it ("I turned the
	// gas off but I can still smell gas") is another "gas" and still a cue, and smell-gas decides.
	{name: "gas", re: re(`\b(?:gas|fuel|petrol|carbon monoxide|monoxide|fumes)\b`), notFollowedBy: re(`^ (?:station|bill|prices?|card|mileage|tank was|company|(?:is |s |was |has been |have been |are |got )?(?:turned |shut |switched |cut )?off)\b`), notPrecededBy: re(`\b(?:out of|fill up|filled up|filling up|pump|put|wrong)(?: \w+)? $|\b(?:turned|turn|shut|switched|switch|cut) off (?:the |our |my )?(?:(?:water|power|electric\w*|mains|supply|heating|boiler) (?:and|&) (?:the )?)?$`),
		// A car out of gas makes every "gas" in the turn its fuel: "the gas, um, the gas, I'm out of gas".
		unless: re(`\b(?:out of|low on|ran out of|run out of|running out of|running low on) (?:gas|fuel|petrol)\b`)},
	// A line said to be down without its power named: "a downed line", "the line's lying across
	// the sidewalk" (route_C).
	{name: "power-line", re: re(`\b(?:power|electric|electrical|live) (?:lines?|wires?|cables?)\b|\bwires? (?:is |are )?(?:down|lying|hanging)\b|\bthe electrics\b|\bdowned (?:power |electric |utility )?(?:lines?|wires?|cables?|poles?)\b|\b(?:lines?|wires?) (?:is |are |s )?(?:down|lying|laying|hanging|dangling|draped) (?:on|across|over|in|along|by|near|next to)\b`), unless: lineDead},
	{name: "water", re: re(`\bwaters?(?: is| s)? (?:coming|pouring|rushing|rising|going up|getting (?:higher|deeper))\b|\b(?:filling|filled) (?:up )?(?:fast|with water|quickly)\b|\bfilling up\b|\bflood ?water\b|\b(?:river|lake|creek)\b`)},
	{name: "head-injury", re: re(`\bhit (?:his|her|my|their) head\b|\bhead injury\b|\bdizzy\b|\bthrew up\b|\bvomiting\b`)},
	// Not a word of paperwork or a fitting after it, 911's non-emergency line, or a state the
	// caller takes back at once ("I'm bleeding, well, I was, I'm at urgent care").
	{name: "hurt", re: re(`\b(?:hurt|injured|bleeding|blood|broken|unconscious|ambulance|paramedics|911|emergency|allergic|stung|overdose)\b`), notFollowedBy: re(`^ (?:roadside|road side|service|services|number|line|fund|room|contact|kit|repairs?|tow|towing|water removal|by|about|that|over|when|feelings|mirror|window|windows|glass|(?:side|rear|back|front|wing|tail|passenger|driver s|driver side) (?:mirror|window|windows|glass|door|lights?|bumper|panel)|fence|pipes?|door|lock|lights?|headlights?|bumper|screen|phone|boiler|gate|tiles?|(?:the |their |its |s )?non emergency|` + bloodMeasure + `|` + takenBack + `)\b`), notPrecededBy: re(`\b(?:not|no|nobody|no one|none|neither)(?: \w+){0,2} $`)},
	{name: "stuck", re: re(`\b(?:cannot|can not) (?:leave|get out)\b|\bstuck\b`)},
}

// bloodMeasure is blood named as a reading or a routine (route_AC): "blood pressure", "blood
// sugar", "blood test", "blood work", "blood thinners". The nurse checking a blood pressure is
// no bleeding, so "blood" before it is not a hurt that a present tense makes an emergency; the
// broad body cue still puts it to the model ("his blood pressure is dropping and he's grey").
const bloodMeasure = `(?:pressure|sugars?|tests?|testing|work|count|thinners?|thinning|levels?|draws?|type|donation|donor|bank|results?|panel|glucose|oxygen|meter|monitor|cuff|machine)`

var (
	// pastInside rejects a person pattern that spans a past tense: "he was not breathing
	// when the paramedics arrived".
	pastInside = re(`\b(?:was|were|had|did)\b`)
	// pastOrOffice also rejects the person's office standing in for them: "the other
	// driver's insurer will not answer".
	pastOrOffice = re(`\b(?:was|were|had|did)\b|\bs (?:insurer|insurers|insurance|company|lawyer|solicitor|attorney|adjuster|agent|office|people|phone|garage|shop)\b`)
	// framedAway places a cue in the past, resolves it, or makes it a question about cover:
	// also a season gone ("in the spring"), a fire out for a while ("it's been out for days",
	// never "out of control"), a trade's or a doctor's word ("the builder says", "the vet
	// stitched"), a leak capped or a house aired out, an injury in a cast or healing, a family
	// staying with relatives (being at a relative's home is no framing: "I'm at my mum's and
	// the kitchen reeks of gas" is where the danger is).
	framedAway = re(`\b(?:yesterday|there was|there were|(?:was|were|got|been) (?:\w+ )?(?:hurt|injured)|(?:from|in|after|during) (?:the|that|my|an|a) (?:accident|crash|collision|wreck|storm|fire|flood|hail)|in the (?:last|recent) \w+|does (?:\w+ ){0,3}(?:include|pay|cover)|last (?:night|week|weekend|month|year|spring|summer|fall|autumn|winter|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|ago|back in (?:the )?(?:\d+s?|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|day|days)\b|in (?:january|february|march|april|may|june|july|august|september|october|november|december)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|the other (?:day|night|week)|years? ago|(?:everyone|everybody|we) (?:is|are|got out|got|was|were) (?:all )?(?:fine|ok|okay|safe|out|good)|(?:family|kids|he|she|they|everyone|everybody) (?:is|s|are|was|were) (?:all |totally |perfectly )?(?:fine|ok|okay|safe|alright|all right|unhurt)|(?:no one|nobody|noone) (?:was |is |got )?(?:hurt|injured|in)|no injuries|walked away|got out (?:fine|ok|okay|in time)|(?:it is|its|it s|it has|everything is|everything s|everything has|fire is|fire was|fire s|fire has|fires are|fires were|flames are|flames were)(?: been)? (?:all |long |completely |totally |properly )?out(?:$| (?:now|already|for|since|and|but|so|thank\w*|completely|properly|everyone|everybody|we|i|the|it|when|though|apparently|by|before|after|at|about|a|an|hours?|days?|weeks?|in (?:a |an |about |under |less than |no )?(?:\w+ )?(?:minutes?|mins?|seconds?|hours?|time)))\b|long out|dried out|all drained|pumped out|(?:has |have )?(?:recovered|healed|sorted|fixed|cleaned up)|(?:bleeding|leak|leaking|fire|smoke|water|flooding|sparking|rain|alarm|pain) (?:has |have |s |is )?(?:now )?stopped|(?:it|that) (?:has|have|s) (?:now )?stopped|not (?:a )?life or death|nothing urgent|not urgent|safe now|fine now|is dry|if|hypothetically|ever (?:been|had|happen\w*|made|claimed)|covered|cover|coverage|covers|liable|what happens if|what do i do if|supposed to do|(?:in|during|over) the (?:spring|summer|autumn|fall|winter|holidays)|(?:builder|builders|engineer|surveyor|roofer|plumber|electrician|gas (?:man|engineer|board|company|people)|fire (?:brigade|service|crew|department|marshal)|firemen|firefighters|mechanic|tree surgeon|vet|doctor|doctors|hospital) (?:has |have |s )?(?:said|says|reckons|told|checked|looked|stitched|treated|signed|made)|(?:capped|sealed|plugged|patched) (?:it|the \w+)|aired (?:\w+ ){0,3}out|in a (?:cast|sling|brace|splint)|healing (?:fine|well|nicely|up)|on the mend|(?:was|were|been|got) (?:\w+ )?checked (?:over|out)|(?:fell|fallen|came down|hit|happened|started|burst|broke|went off|caught fire|caught|burned|burnt|flooded|collapsed|crashed|backed|blew)(?: \w+){0,6} (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:has |have |s |had )?been (?:taken|cut|pulled|lifted|moved|cleared|hauled|towed) (?:off|away|out|down|up)|(?:we|i|they|everyone|everybody|the family|the kids) (?:all )?evacuated|(?:(?:we are|i am|we re|i m|we have been|i have been|we ve been|i ve been) (?:all )?staying|staying|we have been|i have been|we ve been|i ve been) at (?:my|our|a|the) (?:\w+ )?(?:cousin|cousins|mum|mom|mother|dad|father|parents|sister|brother|friend|friends|in laws|daughter|son|aunt|uncle|hotel|motel|neighbou?r|neighbou?rs|shelter)|(?:fire (?:department|brigade|crew|service|truck|trucks)|firefighters|firemen|gas (?:company|man|guy|engineer|board))(?: (?:already|just|has|have|had|s))* (?:left|gone|been and gone|packed up)|from before|(?:car|truck|van|vehicle|suv|bike|motorbike)(?: \w+){0,3} (?:is|s|are) (?:now )?(?:at|in) the (?:body shop|repair shop|auto shop|tow yard|impound|impound lot|salvage yard|scrap ?yard|dealership|dealer))\b`)
	// presentNow marks a hazard as happening while the caller speaks. A plea ("please",
	// "help", "what do I do") is not in it: it says the caller wants something, not when the
	// hazard is, and callers end questions about a past fire's deductible with it. A hazard
	// with only a plea beside it goes to the model; the pleas that decide are emergencyRules'.
	presentNow = re(`\b(?:now|right now|still|just|keeps?|is (?:\w+ing)|are (?:\w+ing)|s (?:\w+ing)|there is|there are|i am|we are|hurry|quick|coming in|going up|fast|everywhere|cannot)\b`)
)

// contrast opens the clause where a caller puts what is still wrong after saying what is over:
// "she's home now but she's gone grey", "everyone's fine except grandma", "and now her lips
// are blue". but is the same without "and now", for cues: a framed cue is already kept by a
// "now" that happeningNow knows, and "and now the insurer won't answer" is a claim.
var (
	contrast = re(`\b(?:but|except|apart from|other than|and now|however)\b`)
	but      = re(`\b(?:but|except|apart from|other than|however)\b`)
	whatNext = re(`\bwhat (?:do|should|can) (?:i|we) do next\b`)
	// bodyRules are the broad cues bodyCue looks at: a body in trouble, and lay-medical's being
	// followed or run off the road.
	bodyRules = map[string]bool{"body": true, "body-state": true, "airway-and-mouth": true, "mind-going": true, "lay-medical": true}
)

// tailAfter is the text of s after the last match of marker, or "".
func tailAfter(marker *pattern, s string) string {
	locs := marker.FindAllStringIndex(s, -1)
	if locs == nil {
		return ""
	}
	return strings.TrimSpace(s[locs[len(locs)-1][1]:])
}

// settledIn reports a settled framing in s.
func settledIn(s string) bool {
	return settled.MatchString(s) || firstMatch(settledToo, s) != "" || firstMatch(settledMore, s) != ""
}

// decides returns the decisive rule that fires on s, or "".
func decides(s string) string {
	for _, rules := range [][]rule{emergencyRules, personNow, electricalNow, exposedNow, classNow} {
		if hit := firstMatch(rules, s); hit != "" {
			return hit
		}
	}
	return ""
}

// bodyCue returns the first broad cue about a person's body that fires on s, or "": a body
// in trouble (bodyRules), not the hazard, structure, vehicle or threat words, since what a
// contrast adds about a building, a vehicle or a bill ("but the chimney breast is cracked",
// "but the tractor's still upside down in the ditch", "but the neurologist keeps chasing us")
// is a claim, and so is "what do I do next" after it.
func bodyCue(s string) string {
	s = whatNext.ReplaceAllString(s, " ")
	for i := range broadCues {
		if !bodyRules[broadCues[i].name] {
			continue
		}
		if hit := firstMatch(broadCues[i:i+1], s); hit != "" {
			return hit
		}
	}
	return ""
}

// hypothetical is a case put rather than told: "if", "when", "suppose", a "say" that opens
// the turn. Assess gives a weak settled framing (notOver) up to a decisive rule only without
// one, so "does my policy cover it if my car is on fire" stays a question. A "say" inside the
// turn is no supposition ("the adjuster say to call you").
var hypothetical = re(`\b(?:if|when|whether|in case|suppose|supposing|imagine|what happens|let s say)\b|^(?:(?:so|ok|okay|um|uh|well|just|and) )*say\b`)

// notOver are the settled framings that say nothing about whether a danger beside them is
// over: a question about cover, a warning or an order lifted, a person home from hospital (with
// the day they came home) and what an adjuster said. A caller asks about cover with the danger
// in front of them, goes home when the order is lifted and finds gas there, and a person home
// from hospital is the one who collapses again.
var notOver = re(`\b(?:am i covered|are we covered|(?:is|would) (?:that|it|this) (?:be )?covered|does (?:my|the|your) (?:policy|insurance|cover)(?: cover)?(?: it| that| this)?|(?:would|will|could) (?:i|we|he|she|they|my \w+)(?: \w+){0,2} (?:still )?be covered|(?:warning|alert|watch|evacuation order)s? (?:s |has |have |is |was )?(?:been )?(?:expired|ended|passed|lifted|cancelled|canceled|called off|over|stood down)|(?:(?:came|come|got|get|gotten|is|s|was|just) )?(?:home|back) from (?:the )?(?:hospital|a and e|er|emergency room)(?: (?:yesterday|last night|this morning|on \w+day|\w+ days ago))?|(?:was|were|been|got) (?:released|discharged)(?: (?:yesterday|last night|this morning|on \w+day|\w+ days ago))?|(?:assessor|adjuster|inspector|insurer|loss adjuster|appraiser) (?:said|says|reckons|told|called)(?: (?:me|us))?(?: to)?(?: call you)?)\b`)
