package signals

import (
	"strings"
)

// This file holds the near-miss classes: utterances that sound like an emergency and say that
// nobody is in danger now. Every caller on a claims line talks about fires, floods, crashes and
// injuries; these are the ways they say it is over, never happened, belongs to a thing rather
// than a person, or is a figure of speech. They were written by class from the dev near-misses
// of writers A to P (property told as burned down or flooded, paperwork named after an
// emergency service, help that has arrived and taken over, a professional's all-clear, a
// question about cover, storms used as dates), and each keeps danger said to be happening now:
// the words they remove take only their own cue with them, and the framings are given up
// whenever the rest of the utterance says someone is in danger now (see Assess).

// notDanger is ordinary claims-line speech that carries a danger word and no danger, removed
// before cues are looked for, like everyday, so the danger words around it still count. Each
// pattern is tried only when one of its literals is in the text (see init), which keeps their
// cost off nearly every turn.
var notDanger = []removal{
	// The police named for what they did about a past loss ("the police found it burnt out"):
	// only the word "police" goes, the rest is read on.
	{re: re(`\b(?:the )?police ((?:have |had )?(?:found|recovered|traced|returned|towed|impounded|attended|took (?:a|my|the) statement))\b`), keep: "$1"},
	// A thing, not a person, burned, burned out or down, flooded or collapsed: "the barn that
	// burned", "my house burned down", "the burnt out car", "the flooded basement", "the
	// collapsed pole barn". A building that burned down is a finished event; a house burning
	// ("is burning down") is not matched, and none is removed while a fire is said to spread
	// ("the house that burned down next door has spread to our roof").
	{re: re(`\b(?:the|my|our|a|an|his|her|their|that|this)(?: \w+){0,2}? ` + propertyThing + ` (?:that |which )?(?:has |had |was |got )?(?:completely |totally |all )?(?:burned|burnt)(?: (?:down|out|up|to the ground))?\b`), unless: burningNow},
	{re: re(`\b` + propertyThing + ` (?:was|got|had been|has been) (?:\w+ and )?(?:set on fire|torched|set alight|burnt out|burned out)\b|\bfound (?:it|them|the \w+) (?:burnt|burned) out\b`), unless: burningNow},
	{re: re(`\b(?:the|my|our|a|an|his|her|their|that|this) (?:burned|burnt|burned out|burnt out|fire damaged|smoke damaged|water damaged|flood damaged|storm damaged|hail damaged|flooded|collapsed|cracked|caved in) (?:\w+ )?` + propertyThing + `\b`), unless: burningNow},
	// Water escaping from a fitting or an appliance, and cracks in a building's fabric: damage
	// to a home, not a danger to a person ("the dishwasher leaked under the floor", "the roof
	// leak", "subsidence cracks").
	{re: re(`\b(?:roof|pipe|pipes|dishwasher|washing machine|washer|toilet|sink|tap|faucet|shower|bath|tub|radiator|fridge|freezer|water heater|hot water (?:tank|cylinder|heater)|water tank|skylight|gutters?|aquarium|fish tank|waterbed|water bed|hose) (?:has |had |is |s |was |that |which )?(?:sprung a )?(?:leak|leaks|leaked|leaking|leakage)\b`)},
	{re: re(`\b(?:subsidence|settlement|settling|hairline) cracks?\b`)},
	// A claim decided on a part of the house: "my claim's been declined on the roof".
	{re: re(`\b(?:declined|denied|approved|rejected|turned down|paid out|payout|estimate|quote) on the (?:roof|gutters?|chimney)\b`)},
	// Damage named by its cause ("the lightning damage", "hail damage on the roof"): a claim's
	// noun, with where the damage is.
	{re: re(`\b(?:lightning|hail|storm|fire|smoke|water|flood|wind|hurricane|tornado|cyclone|earthquake|quake|frost|ice|snow)(?: strike)? damaged?(?: (?:on|to|in) (?:the|my|our|his|her|their) \w+)?\b`)},
	// Paperwork named after an emergency service: "the ambulance bill", "the 911 call
	// recording", "the trauma centre invoice".
	{re: re(`\b(?:ambulance|paramedics?|911|trauma (?:centre|center|unit)|hospital|er|a and e|emergency room|fire (?:department|brigade|service))(?: call)? (?:bills?|invoices?|receipts?|charges?|fees?|recordings?|records?|transcripts?|paperwork|costs?)(?: (?:from|for) (?:the|my|our|a|an|that) (?:\w+ )?` + pastEvent + `)?\b`)},
	// A claim, a report or a filing about an event (everyday's list, with the reports and
	// filings and more events): "the fire marshal's report is done on our shed fire", "I filed
	// for the crash on the bridge", "claiming for a fire", "the one for the dog bite". The
	// claim's own words are kept: "the police report" is paperwork only while "report" is
	// there to say so.
	{re: re(`\b((?:claims?|claiming|claimed|filed|filing|the one|reports?|investigation|time limit|payout|settlement|adjuster|assessor|inspector|insurer|agent|lawyer|attorney|solicitor)(?: \w+){0,3}?) (?:for|about|on|regarding|over|from|into) (?:the|my|our|that|this|a|an|his|her|their)(?: \w+){0,2}? ` + pastEvent + `(?: (?:on|at|in|near) the (?:\w+ )?(?:bridge|motorway|highway|freeway|road|interstate|junction|intersection|roundabout|crossing))?\b`), keep: "$1 "},
	// An event used as the name of a claim or a case: "the dog bite thing", "the hurricane one",
	// "my fire claim", "the dog bite lawsuit"; the trades that clean up after one ("the fire
	// restoration people"); and one seen on the news ("that's the news about the pileup").
	{re: re(`\b(?:the|my|our|that|this|a|his|her|their) (?:\w+ )?` + pastEvent + ` (?:thing|claim|claims|case|lawsuit|suit|one|incident|matter|file|paperwork|settlement|payout)\b`)},
	{re: re(`\b(?:fire|smoke|water|flood|storm|mould|mold) (?:damage )?(?:restoration|remediation|clean ?up|cleaners?|restorers?|mitigation)\b`)},
	{re: re(`\b(?:news|radio|tv|telly|television|documentary|programme|program|show|film|movie|video)(?: \w+){0,3} (?:about|on|of|showing) (?:the|a|an|that|this)(?: \w+){0,2} (?:` + pastEvent + `|fires?|shooting|stabbing)\b`)},
	// Weather the news reports ("they said on the news there's flooding down south", "the
	// forecast says there's a storm coming"): what the news says exists is somewhere else or not
	// yet here. Only the reported clause goes; danger the caller then says of their own place
	// ("... and the water is coming in") is still read.
	{re: re(`\b(?:news|radio|tv|telly|television|forecast|weather (?:report|channel|man|lady|people)|they|the council)(?: \w+){0,4} (?:said|says|saying|reported|reporting|showed|showing|warned|warning) (?:that )?(?:there (?:is|s|are|re|will be|might be) )?(?:a |some |more |bad |big |major )?(?:flooding|floods?|fires?|wildfires?|bush ?fires?|storms?|tornado(?:es|s)?|hurricanes?|cyclones?|hail)(?: (?:warning|watch|coming))?(?: (?:down|up|out|over|back) (?:south|north|east|west|there|the coast|state|country|river))?\b`)},
	// An event the caller places in the past by who had it or where it was: "the chimney fire
	// we had", "the house where the explosion was".
	{re: re(`\b(?:the|that|a|our|my) (?:\w+ )?` + pastEvent + ` (?:we|i|they|you|she|he) (?:had|have had|ve had)\b`)},
	{re: re(`\b(?:where|when) the (?:\w+ )?` + pastEvent + ` (?:was|were|happened|hit|started)\b`)},
	// Storms used as dates ("the one before the cyclone", "after the cyclone's gone through",
	// "before the next hurricane hits") and a storm's damage told in the past ("the dock the
	// hurricane tore up").
	{re: re(`\b(?:before|after|once|until|till) the (?:next )?(?:cyclone|hurricane|storm|tornado|typhoon|wildfire|bushfire|bush fire)(?: (?:s|has|is) (?:gone|passed|been|over)(?: through| by| over)?| (?:hits|comes|passes|goes through|season))?\b`)},
	{re: re(`\b(?:cyclone|hurricane|storm|tornado|typhoon|wind|hail|flood|lightning) (?:tore|ripped|blew|knocked|took|wrecked|smashed|flattened|damaged|destroyed|brought) (?:up|off|down|out|apart|away|it|them|(?:the|my|our|a|an) (?:\w+ )?(?:` + propertyThing + `|skylights?|roof|windows?|glass|greenhouse|conservatory|chimney|trees?|panels?|slates?|gutters?))\b`)},
	// A caller who cannot hear the automated line, and an emergency taken back: "I can't hear
	// this machine", "emergency, no sorry, not that kind of emergency".
	{re: re(`\b(?:cannot|can not|could not|can barely|can hardly) (?:hear|understand) (?:this|the|your|you|that) (?:\w+ )?(?:machine|computer|robot|bot|voice|system|recording|menu)(?: properly| very well| at all)?\b`)},
	// A question the automated line cannot answer: "I got questions the robot can't answer"
	// (route_AB, route_AD), "the computer won't answer my question". A person word up to four
	// words before it ("I got questions the robot can't answer") made not-responding read it as
	// someone not answering; what cannot answer here is a machine, and only a question it
	// cannot answer goes, so "he's caught in the machine, not responding" is still read.
	{re: re(`\b(?:questions?|things|stuff|something|anything|everything|what|which|ones|queries|some)(?: that| which)? (?:a |an |the |this |your |that |my |our |these )?(?:stupid |dumb |damn |automated |silly )?` + machineLine + `s? (?:cannot|can not|could not|will not|would not|does not|do not|is not able to|never) (?:really |even |properly )?(?:answer|answers|handle|deal with|help (?:me )?with|understand|respond to)\b` +
		`|\b(?:the|a|an|this|your|that|my|our)(?: \w+)? ` + machineLine + ` (?:cannot|can not|could not|will not|would not|does not|do not|is not|never) (?:really |even |properly )?(?:answer|answering|respond to|responding to|understand|understanding) (?:my|the|your|a|any|these|those|our|this|his|her|their)(?: \w+)? (?:questions?|query|queries)\b`)},
	{re: re(`\b(?:emergency )?(?:no )?(?:sorry )?not (?:that|this|the) (?:kind|sort|type) of emergency\b|\bnot (?:a|an) (?:real |actual |medical |life or death )?emergency\b`)},
	// "Emergency" as a label someone put on the caller's file or call: "emergency is what the
	// last person wrote on my file but it wasn't", "the agent flagged it as urgent", "my claim
	// says emergency on it" (route_Z). The label is paperwork; only it goes, and a danger said
	// beside it is still read.
	{re: re(`\b(?:emergency|urgent) (?:is |was |s )?(?:what|how) (?:(?:the|my|your|their|that|this) )?(?:(?:last|first|other|previous|old|new) )?(?:person|agent|rep|representative|guy|lady|woman|man|operator|dispatcher|adjuster|handler|clerk|office|system|app|computer|you|they|he|she|someone|somebody|it)(?: (?:guys|people|lot|folks|all|had|has|have))? (?:wrote|written|put|typed|marked|logged|coded|flagged|noted|entered|listed|filed|called it)\b|\b(?:marked|flagged|logged|coded|listed|tagged|labell?ed|put (?:it |this )?down|noted|filed|wrote (?:it )?(?:down|up)|written (?:down|up)|entered|recorded|classed|classified) (?:it |this |that |me |my (?:\w+ )?(?:claim|file|call|case|ticket) |the (?:\w+ )?(?:claim|file|call|case|ticket) )?(?:down )?as (?:an? )?(?:emergency|urgent)\b|\b(?:says|said|reads|shows|has) (?:emergency|urgent) (?:on|in) (?:it|my file|the file|my claim|the claim|the notes|my account|the system)\b`)},
	// Asking, even shouting, for a person on this line: "help help I need a real person",
	// "get me a supervisor right now", "I need a real person right now"; and help with the
	// paperwork ("she's going to help me with the claim"). A bare "help me" or "I need
	// someone" stays a plea.
	{re: re(`\bhelp(?: help)*(?: please)? (?:i|we) (?:need|want) (?:a |an |to (?:talk|speak) to (?:a |an )?)?(?:(?:real|live|actual) (?:person|human|agent|operator|representative)|supervisor|manager|operator)\b`)},
	{re: re(`\b(?:will|would|can|could|does|do) (?:the|my|your|our) (?:policy|insurance|cover|insurer) help\b|\b(?:can|could|would|will) you help (?:me |us )?(?:with|to|understand|find|file|make)\b`)},
	{re: re(`\bhelp (?:me|us) (?:with|fill in|fill out|sort out|sort|do) (?:the|my|this|our|a|an|these|those) (?:\w+ ){0,2}(?:claim|claims|form|forms|paperwork|application|papers|letter|letters)\b`)},
	// "A human being on the phone" (route_AC) is the same request: the whole of it goes, or its
	// "being" and "please" would be read as a state and a plea.
	{re: re(`\b(?:get|need|want) (?:me )?(?:through to )?(?:a |an |the |your )?(?:supervisor|manager|real person|live person|live agent|human(?: being)?|operator|someone in charge)(?: (?:on|at) the (?:phone|line|other end))?(?: (?:right now|now|immediately|asap))?(?: please)?\b`)},
	// Chasing a claim, and the police's pound: "chasing this for months", "the car's at the
	// police pound". Chasing a person ("he's chasing me") is kept.
	{re: re(`\bchas(?:ing|ed|e) (?:this|it|that|you|you lot|you guys|the claim|my claim|(?:the|my|a|an|our) (?:payment|cheque|check|money|refund|adjuster|paperwork|insurer|insurance|claim))\b|\bpolice (?:pound|impound|impound lot|compound|auction)\b`)},
	// Figures of speech of a caller fed up with a claim.
	{re: re(`\b(?:(?:my )?blood (?:is |s )?boiling|(?:going to|gonna|about to) lose it|lose my (?:mind|temper|rag)|dumpster fire|train wreck|dead on my feet|(?:i|we) (?:will |ll )?go up in smoke|kill (?:the|some|those|these|off the|off) (?:weeds|bugs|ants|slugs|flies|time|moss|mould|mold)|(?:going to|gonna|will|would) (?:kill|murder) (?:me|us) (?:if|when|unless) (?:this|it|that|the \w+|my \w+|you)(?: \w+){0,2} (?:is not|isnt|does not|doesnt|is|are|gets?|does|not|do not) (?:\w+ )?(?:fixed|sorted|done|paid|ready|approved|finished|repaired|back))\b`)},
	// A visit or an operation booked for a later day: "I'm having heart surgery on the tenth".
	// The part it is on goes with it ("going in for surgery on my crushed hand thursday",
	// route_AE): the injury named there is what is being seen to.
	{re: re(`\b(?:having|booked in for|going in for|scheduled for|got|have) (?:my |a |an |his |her |some )?(?:\w+ )?(?:surgery|operation|op|procedure|scan|treatment|check ?up|appointment) (?:on|next|this|in|at|tomorrow|later)(?: (?:my|his|her|their|the|our) (?:left |right )?(?:crushed|broken|fractured|shattered|smashed|mangled|injured|bad|burned|burnt) (?:hands?|arms?|legs?|foot|feet|ankles?|wrists?|fingers?|toes?|knees?|hips?|shoulders?|elbows?|ribs?|pelvis|back|neck|jaw|skull|spine))?\b`)},
	// Over and healing: "still getting over the concussion from the accident", "her stitches
	// are healing up nicely". A sign said now ("and now he's slurring") keeps its own cue.
	{re: re(`\b(?:still )?(?:getting over|recovering from|healing from|on the mend from) (?:the|a|an|my|his|her|their) (?:\w+ ){0,2}?(?:concussion|injury|injuries|surgery|operation|fall|burns?|break|fracture|accident|crash|whiplash|stroke|heart attack|bite|cut)\b|\b(?:is|are|s|re) (?:all )?healing (?:up )?(?:nicely|well|fine|ok|okay|great)\b`)},
	// Fear told in the past: "I was so scared", "I thought we'd all drown".
	{re: re(`\b(?:i|we) (?:was|were) (?:so |really |very |absolutely |pretty )?(?:scared|terrified|frightened|afraid)\b|\b(?:i|we) (?:really )?thought (?:we|i|he|she|they) (?:would|were going to|was going to|was gonna|were gonna) (?:all )?(?:die|drown|burn|be killed|get killed|suffocate|be crushed)\b`)},
	// Held up by someone else's crash: "trapped in traffic because of the pileup".
	{re: re(`\b(?:trapped|stuck|held up|delayed|sat) in (?:traffic|a queue|the queue)(?: for(?: \w+){1,2})? (?:because of|due to|behind) (?:the|a|an|that) (?:\w+ )?(?:pile ?up|crash|accident|wreck|smash|collision|fire|closure)\b`)},
	// A car that cannot be got off the drive: "it's lying across the drive, I can't get the car
	// out". Said of water ("get the car out of the river") it stays.
	{re: re(`\b(?:cannot|can not|could not) get (?:the|my|our) (?:car|van|truck|caravan|trailer) (?:out of (?:the |my |our )?(?:drive|driveway|garage|car park|parking space|yard|gate)\b|out$)`)},
	// A tradesperson arriving: "the water heater guy's here".
	{re: re(`\b(?:the )?(?:\w+ ){0,2}(?:guy|man|bloke|engineer|tech|technician|plumber|electrician|roofer|fitter|repairman|contractor|builder|inspector|adjuster|assessor) (?:s|is|has) (?:just )?(?:here|arrived|at the door|turned up|pulling up)\b`)},
	// "right now" said of being safe or away, not of danger: "we're evacuated right now,
	// staying at the shelter"; and a danger said not to be there: "no fire though".
	{re: re(`\b(?:evacuated|safe|(?:staying|living|stopping) (?:at|with)(?: \w+){1,3}|at (?:a|the) (?:shelter|hotel|motel)) right now\b`)},
	{re: re(`\bno (?:fire|flames|smoke|injuries|one hurt|one injured)(?: though| thankfully| at all| luckily)?\b`)},
	// Breathing that goes wrong in sleep as a standing condition (sleep apnea): "he's not
	// breathing right at night", "she stops breathing in her sleep". "stopped breathing in his
	// sleep" is an event and stays.
	{re: re(`\b(?:not breathing (?:right|well|properly)|stops breathing) (?:at night|in (?:his|her|their|my) sleep|when (?:he|she|they|i) (?:sleeps?|is asleep|are asleep))\b`)},
	// A state said of "he" or "she" and put right at once as a pet: "he's trapped, he's totally
	// trapped, my dog I mean". An animal in a fix is for the vet or the caller, not for 911; the
	// words after it are still read ("my dog I mean, and my son went in after him").
	{re: re(`\b(?:(?:he|she|it) (?:is|s) (?:\w+ )?(?:trapped|stuck|pinned|bleeding|choking|hurt|drowning|not breathing) )+(?:my|our|the) (?:dog|cat|puppy|pup|kitten|bird|parrot|rabbit|bunny|hamster|guinea pig|pet|horse|pony|goat|calf|chicken|lizard|snake|tortoise|turtle) i mean\b`)},
	// Nothing to be done now, and someone said to be doing well: "so there's nothing to do
	// right now", "she's home now, she's doing good" (the "now she is" of a recovery is not a
	// danger said again). "I'm fine" is left alone: callers in danger say it first.
	{re: re(`\bnothing (?:to do|we can do|i can do|anyone can do|else to do) (?:right now|now|at the moment|for now)\b`)},
	{re: re(`\b(?:he|she|they|everyone|everybody) (?:is|s|are|re) (?:now )?doing (?:good|well|fine|better|okay|ok|great|alright|all right)\b`)},
}

// propertyThing is a building, a vehicle, a room or a fitting: what burns, floods or
// collapses without a person in it.
const propertyThing = `(?:house|home|barn|shed|garage|car|truck|van|vehicle|combine|tractor|boat|camper|caravan|trailer|rv|building|cabin|shop|store|kitchen|basement|cellar|attic|loft|deck|dock|fence|porch|business|field|crops?|hay|bales?|garden|yard|sink|walls?|door|window|windshield|windscreen|floor|flooring|carpet|pipes?|tiles?|driveway|patio|foundation|stove|oven|dryer|washer|appliances?|tv|telly|electronics|contents|furniture|property|place|flat|apartment|unit|office|warehouse|workshop|stable|stables|silo|bin|pole barn)`

// machineLine is the automated line a caller is talking to, as they name it.
const machineLine = `(?:computer|robot|bot|machine|system|menu|recording|automated (?:line|system|voice|thing|service|menu|assistant)|chatbot|app|website|ai|assistant|phone tree)`

// pastEvent is an event a claim is made for.
const pastEvent = `(?:fires?|floods?|flooding|storm|break ins?|burglary|robbery|theft|leak|accident|crash|collision|hail|lightning(?: strike)?|smoke|explosion|blast|injury|injuries|wreck|bite|fall|rollover|roll over|pile ?up|pileup|assault|attack|mugging|hurricane|tornado|cyclone)`

// settledMore are more of settled's framings: a question whether the caller would be covered,
// a case put as a supposition, a person home from hospital, a warning over. Like settled they decide
// "not an emergency" even over a rule, and give way only when danger breaks in or is said to be
// happening again now.
var settledMore = []rule{
	// Whether the caller would be covered, and a case put as a supposition: "would I still be
	// covered", "say I had a heart attack at the wheel ...". (Whether the insurer would pay for
	// a thing is softer, in framedToo: a question about cover may come with a danger now.)
	{name: "would-be-covered", re: re(`\b(?:would|will|could) (?:i|we|he|she|they|my \w+)(?: \w+){0,2} (?:still )?be covered\b`)},
	{name: "supposing", re: re(`^(?:(?:so|ok|okay|um|uh|well|just|and) )*(?:say|suppose|let s say|hypothetically) (?:i|we|my \w+|someone|somebody|he|she|you)\b`)},
	// Liability for a case put with "if", and cover asked about: "if he wrecks it and hurts
	// somebody, am I on the hook?", "does my new policy cover flood". Liability asked without
	// an "if" ("am I liable, the man I hit isn't moving") is no framing.
	{name: "if-on-the-hook", re: re(`\bif\b(?: \w+){1,12} (?:am i|are we|is he|is she|would i|would we|will i|will we)(?: \w+)? (?:on the hook|liable|responsible|to blame)\b|\bdoes (?:my|the|your|our) (?:\w+ ){0,2}(?:policy|insurance|cover|plan) cover\b`)},
	{name: "home-from-hospital", re: re(`\b(?:home|back) from (?:the )?(?:hospital|a and e|er|emergency room)\b`)},
	{name: "warning-over", re: re(`\b(?:warning|alert|watch|evacuation order)s? (?:s |has |have |is |was )?(?:been )?(?:expired|ended|passed|lifted|cancelled|canceled|called off|over|stood down)\b`)},
}

// framedToo are more of framedAway's softer framings. They wave a cue away (never a rule)
// only when nothing in the utterance says danger is happening now: help has arrived and
// taken over, a professional has made the place safe or said so, a question whether the
// insurer would pay, an event named by its cause, or the family away when it happened.
var framedToo = []rule{
	// The crew or the police have the person: "the ambulance is here and they've got him",
	// "the police have arrested him, he's in the back of the van".
	{name: "help-has-them", re: re(`\b(?:they|the paramedics|the medics|the crew|the ambulance|the ambulance crew) (?:have |ve |has |s )?got (?:him|her|them)\b`), needs: re(`\b(?:ambulance|paramedics?|medics|emts?)\b`), notFollowedBy: re(`^ (?:pinned|cornered|trapped|by|down|on)\b`)},
	{name: "arrested", re: re(`\b(?:have|ve|has|s|had|they) (?:arrested|detained|handcuffed|cuffed|charged) (?:him|her|them|the \w+)\b|\bthey (?:have |ve |had )?caught (?:him|her|them|the (?:guys?|man|men|burglars?|thief|thieves|robbers?|person|people|kids|lads|driver|culprits?|intruders?))\b|\b(?:he|she|they) (?:has |have |s |was |were |got |is |are )(?:been )?(?:arrested|detained|handcuffed|cuffed|charged)\b|\bin the back of the (?:police car|van|cruiser|squad car|patrol car|police van)\b`),
		unless: re(`\b(?:gun|knife|weapon|machete|another|other (?:one|guy|man|woman)|(?:his|her|their) (?:mate|friend|brother|sister|mates|friends))\b`)},
	// The all-clear to go back in, a fire put out, a person checked over.
	{name: "back-in", re: re(`\b(?:cannot|can not|not allowed to|are not allowed to|will not let us) go back (?:in|inside|home) (?:until|till|before)\b|\b(?:tell|told|telling|said|says|saying) (?:us|me|them) (?:that )?(?:we|i|they) (?:can|could|are allowed to|may) (?:go|get|move) back (?:in|inside|home)\b|\b(?:allowed|let) (?:us |me |them )?back (?:in|inside|into|home)\b|\bsafe to go back (?:in|inside|home)\b`)},
	// A fire or its smoke said finished, or its crew gone home, in a learner's words or plain
	// ones: "the smoke is finish now and the firemen go home", "the fire is done", "the fire
	// men went home" (route_Z). "Over" only last or before "now", "and" or "so", so "the fire is
	// over the ridge" is not it. A fire said back after it (fireBack: "the flames are gone but the
	// hood is still smoking") is no framing.
	{name: "fire-finished", re: re(`\b(?:fire|fires|smoke|flames?|blaze)(?: is| s| are| was| has| have)?(?: all| now| completely)? (?:finish|finished|done|gone|stopped|over(?: now| already)?$|over (?:now|already|and|so|thank\w*))\b|\b(?:firemen|fire men|firefighters|fire fighters|fire (?:brigade|department|crew|truck|trucks))(?: (?:already|just|have|has|s|all))* (?:go|goes|went|gone|going|leave|leaves|left) (?:home|back|away)\b`),
		notFollowedBy: re(`^ (?:to|into|in|up|down|through|with|from|over|across)\b`), unless: fireBack},
	{name: "fire-got-out", re: re(`\b(?:got|have got|ve got|put|knocked|knocked down|have put|ve put) (?:it|the fire|the flames|the blaze) (?:all |completely )?out\b`), notFollowedBy: re(`^ of\b`)},
	// The caller placing home out of the danger's reach: "we're up on a hill nowhere near it".
	// Softer than settled: a danger said to be happening still goes to the model.
	{name: "out-of-reach", re: re(`\b(?:we|i|the house|our house|our place)(?: \w+){0,5} nowhere near (?:it|there|the \w+)\b`)},
	{name: "checked-over", re: re(`\b(?:checked|looked) (?:him|her|them|me|us|my \w+|the \w+) over\b`)},
	// Made safe, or said to be safe, by someone who came: "the power company cut the line and
	// made it safe", "the boiler guy shut off the gas and said it's safe", "the gas man's been
	// and turned it all off".
	{name: "made-safe", re: re(`\bmade (?:it|everything|things|the \w+) (?:all )?safe\b|\b(?:said|says|say|confirmed|reckons|told (?:us|me)) (?:that )?(?:it is|it s|its|everything is|everything s|all is|the \w+ is|the \w+ s|we are|we re) (?:all |totally |completely |perfectly |now )?safe\b|\b(?:s|has|have|ve) been and (?:gone|turned|switched|shut|capped|made|fixed|sorted|done)\b|\b(?:condemned|capped|isolated|disconnected) (?:the|our|my) (?:boiler|supply|meter|gas|appliance|fire|heater|cooker|hob)\b|\b(?:turned|switched|shut|cut) (?:the )?(?:power|electrics|electricity|gas|water|mains|supply) off\b|\b(?:turned|switched|shut|cut) off (?:the )?(?:power|electrics|electricity|gas|water|mains|supply)\b`)},
	// Whether the insurer would pay: "would my car insurance still pay out", "would you lot pay
	// out in that situation", "does it cover the grill".
	{name: "would-it-pay", re: re(`\b(?:would|will|does|do|could) (?:my|the|your|you|you lot|you guys|they|it|insurance|i|we|he|she|that|this)(?: \w+){0,3} (?:still )?(?:pay (?:out|for|up)|be covered|cover (?:it|that|me|us|this|the \w+))\b`)},
	// The deductible or excess asked for a kind of event: "is there a deductible for a chimney
	// fire", "what's the excess on a kitchen fire claim". The fire named is the kind a cover
	// question is about, as "cover" already is in framedAway; a fire said to be burning beside it
	// ("there's smoke everywhere", "the chimney's roaring right now") still decides or asks.
	{name: "deductible-for-an-event", re: re(`\b(?:deductibles?|excess(?:es)?) (?:for|on|with|if there is|if there s|if (?:i|we|you) (?:have|had|get)) (?:a|an|the|my|our|any)(?: \w+){0,2}? ` + pastEvent + `\b`)},
	// An event named by its cause ("from the gas explosion", "after the blast") and the family
	// away when it happened ("while we were on holiday").
	{name: "after-the-event", re: re(`\b(?:from|in|after|during) (?:the|that|my|an|a|our) (?:\w+ )?(?:explosion|blast|hurricane|tornado|cyclone|typhoon|earthquake|quake|lightning strike)\b`)},
	// A fire or a flood named by the holiday it happened on, or had by the family (route_Y): "the
	// chimney fire from christmas eve", "the kitchen fire from thanksgiving", "we had the house
	// fire". Like a weekday, a holiday dates an event told; "had" a fire is one that is over.
	// "the fourth" must not be a floor or a step ("the fire is on the fourth floor").
	{name: "on-a-holiday", re: re(`\b(?:from|on|over|at|after|during) (?:the )?(?:christmas(?: eve| day)?|new year s(?: eve| day)?|new years(?: eve| day)?|thanksgiving|easter|halloween|fourth(?: of july)?|july fourth|labou?r day|memorial day|boxing day|bonfire night|independence day|hanukkah|diwali)\b`),
		notFollowedBy: re(`^ (?:floor|floors|storey|story|level|step|stair|rung|house|door|room|lane|one|time)\b`)},
	// Only the plain past: "we've had a leak" may be going on still, and a fire "had" that is
	// starting ("we had a fire start in the dryer") is one now.
	{name: "had-the-event", re: re(`\b(?:we|i|they|he|she|my \w+|our \w+) had (?:a|an|the|that|our|this|my|his|her|their)(?: \w+){0,2}? ` + pastEvent + `\b`),
		notFollowedBy: re(`^ (?:start\w*|break\w* out|broke out|going|just now|right now|a minute ago|minutes ago)\b`)},
	{name: "while-away", re: re(`\bwhile (?:we|i|they) (?:were|was) (?:away|on holiday|on vacation|abroad|at work|asleep|sleeping)\b`)},
	// Everyone got out before, or the family is living elsewhere now: "me and my boy got out
	// way before", "we live with my sister now".
	{name: "got-out-before", re: re(`\bgot out (?:way |well |long |just )?(?:before|early|first|in time|okay|ok|fine|safe|safely)\b`)},
	// Everyone out and safe, with whoever came dealing with it: "everybody's out and safe, the
	// fire brigade are dealing with it" ("out" alone is also where children play: "the kids
	// are out by the gate"); water and mess cleared up: "we pumped it out".
	{name: "everyone-out", re: re(`\b(?:everyone|everybody|all of us|the kids|the family|my family|the children|both of us) (?:is|s|are|re|were|was|got|have|ve|has)(?: all| both)?(?: been)? (?:out (?:and |safe|safely|fine|ok|okay|of (?:the )?(?:house|building|flat|home|there))|safe|fine|ok|okay|unhurt|accounted for)\b`)},
	{name: "cleared-up", re: re(`\b(?:pumped|drained|mopped|dried|cleaned|cleared|bailed|swept) (?:it|the water|the glass|the \w+|everything)(?: all)? (?:out|up)\b`)},
	// A past told with how it felt ("it was terrifying"), people got out by whoever came
	// ("thank god the firefighters got us out"), and back home after it.
	{name: "how-it-was", re: re(`\bit was (?:so |really |absolutely |just |pretty )?(?:terrifying|horrible|awful|scary|frightening|a nightmare|horrendous|traumatic|the worst)\b`)},
	// "we got her out" (route_Y) is the one who would not leave brought out by the family.
	{name: "got-us-out", re: re(`\b(?:firefighters|firemen|fire brigade|fire department|fire crew|police|neighbou?rs?|someone|somebody|they|he|she|we|i) (?:got|pulled|brought|carried|rescued|helped) (?:us|me|them|him|her|everyone|everybody|the kids|my \w+)(?: all)? out\b`)},
	{name: "back-home", re: re(`\b(?:are|re|am|m|s|is|have|ve|has|got) (?:all )?(?:back home|back in the house|home again|moved back in)\b`)},
	// An ordeal the caller says they have been through (route_AC): "I've been through a fire, a
	// hospital stay and three adjusters", "she survived the flood" ("she is been" is how
	// normalize writes "she's been"). Been through is lived through and over; walking through a
	// fire now is "gone through" or "went through", not this.
	{name: "been-through", re: re(`\b(?:have|ve|has|had|s|is) (?:already |now |just |really )?been through (?:a|an|the|that|this|our|my|his|her|their)(?: \w+){0,2}? ` + pastEvent + `\b|\b(?:survived|lived through) (?:a|an|the|that|this|our|my|his|her|their)(?: \w+){0,2}? ` + pastEvent + `\b`)},
	// Flood water said to be gone (route_AC): "the flood water is all gone now", "the water's
	// drained away", "the creek has cleared". settled reads it gone down or receded; gone,
	// drained or cleared is the same state in other words, kept a softer framing so that a rule
	// said beside it still decides ("the water's all gone but he's under the shelf, not
	// answering"). Gone somewhere ("gone into the wall sockets", "gone over the bank", "gone
	// back in the house") is water moving, not gone.
	{name: "water-gone", re: re(`\b(?:water|waters|floodwaters?|flood|floods|flooding|river|creek) (?:s |has |have |is |are |was )?(?:all |now |completely |finally |pretty much )?(?:gone|drained(?: away| off| out)?|cleared|subsided|gone away|went away)\b`),
		notFollowedBy: re(`^ (?:over|into|in|through|up|under|across|higher|deeper|round|around|down (?:the|into|to)|back (?:in|into|up|over|inside)|to|onto|on|inside|everywhere)\b`)},
	{name: "living-elsewhere", re: re(`\b(?:we|i|they) (?:are |re |am |m )?(?:live|living|stay|staying|stopping) with (?:my|our|a|the|his|her|their) \w+`)},
	// The caller as the one in an event the news told: "I was in the car that went in the lake
	// on the news, that was me, I'm okay" (route_X). A danger said to be happening beside it
	// ("the fire on the news is coming up our street") still asks the model.
	{name: "that-was-me", re: re(`\b(?:that|it) (?:was|were) (?:me|us|my (?:car|truck|house|family|husband|wife|son|daughter))\b`), needs: re(`\b(?:news|paper|papers|tv|television|radio|facebook|online)\b`)},
	// An alarm explained: "the smoke alarm was just the toast".
	{name: "alarm-explained", re: re(`\b(?:alarms?|detectors?) (?:was|is|s|went off|going off|were)(?: \w+){0,2} (?:just|only|because of|from|due to) (?:the |my |some |a |from the )?(?:burnt |burned )?(?:\w+ )?(?:toast|cooking|steam|shower|bacon|candles?|cooker|oven|kettle|dust|spider|test|testing|frying|dinner)\b`)},
}

// burningNow keeps a thing said to be burned from being read as property told in the past: a
// fire or water said to be spreading now ("has spread to our roof"), or a smell likened to
// something burned ("now I smell something like a burnt hair dryer", "it smells like burnt
// wires"), which is a smell the caller has now, not a burned dryer.
var burningNow = re(`\b(?:spread|spreading|spreads|reached|reaching|jumped|jumping|creeping|heading) (?:to|onto|into|across|towards?|up|over)\b|\blike (?:a |an |the |some )?(?:burned|burnt)\b`)

// stillThere is danger said to go on inside a framing: someone gone back in or not come out
// ("my dad went back in for the dog and hasn't come out"), someone left out of "everyone's
// out" ("except my nan"), a fire or water spreading, something new "now there's ...", people
// stuck or trapped, a flood or fire again. Assess never lets a framing, settled or soft, wave
// it away ("we all got out in time but ...", "that was last year, and now there's ...").
var stillThere = re(`\b(?:went|gone|run|ran|going|has gone|have gone) back in(?:side|to)?\b|\b(?:has not|have not|hasnt|havent|not|never) (?:come|came|got|gotten) (?:back )?out\b|\b(?:except|apart from|all but|other than|bar) (?:my|our|the|his|her|one|a|two|three|him|her|them)\b|\b(?:has|have|s|is|are) (?:now |just )?(?:spread|spreading|reached|reaching|jumped)\b|\bnow there (?:is|s|are) (?:a |an |some )?(?:\w+ )?(?:smoke|fire|flames?|water|gas|someone|somebody|people|a man|blood|sparks?) (?:coming|pouring|in|everywhere|filling|spreading|rising|with|at|on|and|inside)\b|\bnow the (?:\w+ ){0,2}(?:is|s|are|looks?|seems?) (?:(?:kind of|kinda|a bit|a little|all|really|getting|pretty) )?(?:on fire|burning|flooding|collapsing|smoking|sparking|filling|hazy|smoky|foggy)\b|\b(?:we|i|they|he|she) (?:are|re|am|m|is|s) (?:still )?(?:stuck|trapped|cut off) (?:upstairs|inside|in (?:the|here|there)|on the roof|in the attic|under)\b|\b(?:has|have|s|is) (?:burst|flooded|flooding|caught fire|overflowed|gone up) again\b`)

// removal is a pattern whose matches are removed from the text, tried only when one of its
// literals is there.
type removal struct {
	re *pattern
	// keep, if set, is what a match is replaced with (a template such as "$1 "), for a
	// pattern that must keep part of its match; otherwise the match is blanked.
	keep string
	// unless, if set, keeps the pattern from removing anything when it matches the text.
	unless *pattern
	pre    prefilter
}

// removeNotDanger blanks every notDanger phrase of s and reports whether it found one.
func removeNotDanger(s string) (string, bool) {
	removed := false
	for i := range notDanger {
		r := &notDanger[i]
		if r.pre.passes(s) && r.re.MatchString(s) && (r.unless == nil || !r.unless.MatchString(s)) {
			repl := " "
			if r.keep != "" {
				repl = r.keep
			}
			s, removed = strings.Join(strings.Fields(r.re.ReplaceAllString(s, repl)), " "), true
		}
	}
	return s, removed
}

func init() {
	for i := range notDanger {
		notDanger[i].pre = prefilterFor(notDanger[i].re)
	}
	for _, rules := range [][]rule{settledMore, framedToo} {
		for i := range rules {
			rules[i].pre = prefilterFor(rules[i].re)
		}
	}
}
