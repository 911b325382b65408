package signals

// This file is the one place emergency, asks-for-person, goodbye and topic
// keywords are defined. Every pattern is written against normalize's output:
// lower case, words separated by single spaces, no punctuation, contractions
// expanded ("is not", "i am", "cannot"), digit runs joined ("911").

// ---------------------------------------------------------------------------
// Emergencies
//
// A claims line hears about accidents, fires, floods and injuries all day,
// almost always in the past tense. So no rule fires on a topic word alone
// ("fire", "injured", "ambulance", "flood", "emergency"): each needs the
// present tense or an explicit request for help now. Plain past tense ("was
// on fire", "caught fire", "called 911", "was injured") is deliberately not
// matched anywhere.
// ---------------------------------------------------------------------------

const (
	// person is a subject that can be in danger. Objects are left out on
	// purpose: "my battery is dying" and "my car is stuck" are roadside
	// calls, not emergencies.
	person = `(?:someone|somebody|anyone|anybody|everyone|everybody|people|person|he|she|i|we|they|kids?|children|child|baby|babies|son|daughter|husband|wife|mom|mother|dad|father|grandma|grandmother|grandpa|grandfather|brother|sister|boyfriend|girlfriend|partner|friend|neighbou?r|driver|passengers?|family|man|woman|guy|lady|boy|girl)`
	// be is present-tense "to be"; "its" is the unpunctuated "it's".
	be = `(?:is|are|am|its)`
	// adv is up to two intensifiers between "is" and the state. "not" is
	// absent so "he is not hurt" does not read as "he is hurt".
	adv = `(?:(?:still|badly|seriously|really|very|pretty|so|now|just|completely|totally|hurt and|injured and) ){0,2}`
	// takenBack follows a state the caller at once puts in the past, in a clause of its own:
	// "well, I was, I'm at urgent care", "or he was, he's awake". Only a new clause after the
	// "was" counts, so "well she was, and now it's started again" is not taken back.
	takenBack = `(?:well|or|i mean|actually|sorry) (?:i|he|she|they|we|it) (?:was|were) (?:i|he|she|they|we|it)`
	// critical is a state that is an emergency whenever it is current.
	critical = `(?:bleeding|unconscious|unresponsive|not responding|not breathing|passed out|trapped|pinned|choking|convulsing|having (?:a heart attack|a seizure|a stroke|an allergic reaction|trouble breathing))`
)

var (
	// nobodyBefore rejects "nobody is hurt", "no one is trapped".
	nobodyBefore = re(`\b(?:no one|noone|nobody|no body|none of us|none of them|neither of us)(?: \w+)? $`)

	// pastContext vetoes soft emergency rules. It holds past-time markers
	// ("yesterday", "last week", "in september", "from the accident") and
	// claim-process words ("claim", "covered", "deductible", "bill"): a
	// caller who is discussing the paperwork is not in danger right now.
	// "this morning" and "today" are left out: they are too recent to rule
	// out an ongoing emergency.
	pastContext = re(`\b(?:yesterday|last (?:night|week|weekend|month|year|time|winter|summer|spring|fall|autumn|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|ago|the other (?:day|night|week)|earlier (?:this|today)|back in|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in (?:january|february|march|april|may|june|july|august|september|october|november|december)|(?:from|in|during|since|after) the (?:accident|crash|collision|wreck|fire|storm|flood|incident|hail|hurricane|tornado)|when it happened|at the time|claims?|covered|coverage|cover|policy|deductible|adjuster|bills?|therapy|chiropractor|estimate|reimburse\w*)\b`)

	// peopleInside is the extra condition for water rules: rising water is
	// property damage unless someone is caught in it.
	peopleInside = re(`\b(?:we|i|kids|children|family|people|someone|somebody|baby|he|she|they) (?:are|am|is) (?:\w+ )?(?:inside|stuck|trapped|upstairs|on the roof|in the attic|in the car|in the house|in here|still in)\b|\b(?:cannot|can not) get out\b|\bhelp\b`)

	// notBilling rejects request words followed by paperwork: "do you need
	// the police report", "I need the ambulance bill".
	notBilling = re(`^ (?:bill|bills|invoice|charges?|ride|fees?|costs?|company|receipt|reports?|records?|number|statement|transport|department report|case|info|information|file)\b`)
)

var emergencyRules = []rule{
	// People in danger now.
	// "I'm bleeding, well, I was, I'm at urgent care now": the caller takes the state back
	// into the past in the next breath (takenBack).
	{name: "critical-state", re: re(`\b` + be + ` ` + adv + critical + `\b`), notPrecededBy: nobodyBefore,
		notFollowedBy: re(`^ ` + takenBack + `\b`)},
	{name: "person-critical", re: re(`\b` + person + ` ` + adv + `(?:bleeding|unconscious|unresponsive|trapped|pinned|not breathing)\b`), notPrecededBy: nobodyBefore},
	{name: "cannot-breathe", re: re(`\b(?:cannot|can not) breathe\b`)},
	// "was not breathing when they found him" is a past event.
	{name: "not-breathing", re: re(`\b(?:not|stopped) breathing\b`), notPrecededBy: re(`\b(?:was|were|had|had been)(?: \w+)? $`)},
	{name: "dying", re: re(`\b` + person + `(?: ` + be + `)? (?:dying|going to die|gonna die)\b`), notFollowedBy: re(`^ (?:to|for)\b`), notPrecededBy: nobodyBefore},
	// Injured now is soft: "my neck is still injured from the crash" is a
	// claim. "got hurt" is left out entirely: "I got hurt in the accident"
	// is the most common way to open an injury claim.
	{name: "hurt-now", re: re(`\b` + be + ` ` + adv + `(?:hurt|injured|wounded|burned|burnt)\b`), notFollowedBy: re(`^ (?:that|by|about|you|your|when|over)\b`), notPrecededBy: nobodyBefore, soft: true},
	{name: "someone-hurt", re: re(`\bthere (?:is|are) (?:someone|somebody|people|a person|a child|a kid|kids|a baby) (?:hurt|injured)\b`), soft: true},
	{name: "just-hurt", re: re(`\bjust (?:got|been) (?:hurt|injured|shot|stabbed|run over|hit by a (?:car|truck|vehicle))\b`), soft: true},
	{name: "medical-event", re: re(`\b(?:heart attack|seizure|stroke|overdose|overdosing)\b`), needs: re(`\b(?:is|am|are|its) (?:\w+ )?having\b|\bhaving (?:a|an)\b`)},

	// Fire and smoke now. "fire damage", "smoke damage" and "house fire"
	// never fire a rule because none of these patterns accept them.
	{name: "on-fire", re: re(`\b` + be + ` ` + adv + `(?:on fire|in flames|engulfed|burning(?: down| up)?|catching (?:on )?fire)\b`)},
	{name: "just-caught-fire", re: re(`\bjust (?:caught|went up in) (?:on )?(?:fire|flames)\b`)},
	{name: "there-is-fire", re: re(`\bthere (?:is|are) (?:a |some )?(?:fire|smoke|flames)\b`), notFollowedBy: re(`^ (?:damage|claim|report|department report|insurance|coverage|policy|deductible|smell|odou?r)\b`)},
	{name: "smoke-now", re: re(`\b(?:smoke|flames|fire) (?:is |are )?(?:coming|pouring|billowing|everywhere|filling|rising|spreading)\b|\b` + be + ` (?:full of|filling (?:up )?with) smoke\b`)},
	{name: "smoking-thing", re: re(`\b(?:car|truck|engine|hood|vehicle|house|it|dryer|stove|oven|outlet|wall|roof|attic|garage|kitchen|panel|wiring|dashboard) (?:is |are )?(?:still )?smoking\b`)},
	{name: "sense-fire", re: re(`\b(?:i|we) (?:can )?(?:see|smell) (?:smoke|flames|fire|something burning|burning)\b`)},
	{name: "sparking", re: re(`\b(?:wires?|lines?|outlets?|panel|breaker box) (?:is |are )?(?:sparking|arcing)\b`)},
	// Named apart from the hazard cue "power-line" (danger.go), which only asks: the logs and
	// the eval output must say which one decided.
	{name: "power-line-on-property", re: re(`\b(?:power|electrical|electric|live) (?:lines?|wires?) (?:is |are )?(?:down |fell |sparking )?(?:on|across|over|touching) (?:my|our|the) (?:car|truck|vehicle|house|roof)\b`), soft: true},
	{name: "exploded", re: re(`\bjust (?:exploded|blew up)\b`), soft: true},

	// Gas and carbon monoxide now. "gas leak" alone is a coverage topic.
	{name: "smell-gas", re: re(`\b(?:i|we) (?:can )?smell (?:gas|natural gas|propane)\b`)},
	{name: "gas-leak-now", re: re(`\b(?:there is|we have|i have|we got|i got|got|we have got) (?:a )?gas leak\b`), notFollowedBy: re(`^ (?:coverage|covered|claim|damage|insurance|policy|question)\b`)},
	{name: "gas-leaking", re: re(`\bgas (?:is )?leaking\b|\bleaking gas\b`), notPrecededBy: re(`\b(?:was|were|had been)(?: \w+)? $`)},
	// A smoke detector "beeping" is usually a low battery chirp, so beeping
	// only counts for carbon monoxide and gas detectors.
	{name: "alarm-going-off", re: re(`\b(?:carbon monoxide|monoxide|co|smoke|fire|gas) (?:alarms?|detectors?) (?:is |are )?(?:going off|sounding|blaring|just went off)\b`)},
	{name: "co-beeping", re: re(`\b(?:carbon monoxide|monoxide|co|gas) (?:alarms?|detectors?) (?:is |are |keeps )?beeping\b`)},

	// Water with people caught in it.
	{name: "water-rising", re: re(`\b(?:water|flood ?water|floodwaters?|river|creek) (?:is |are )?(?:rising|coming up|getting (?:higher|deeper)|up to (?:my|our|the) (?:waist|chest|neck|knees|windows|doors))\b`)},
	{name: "flooding-with-people", re: re(`\b` + be + ` (?:flooding|filling (?:up )?with water|under water|underwater|sinking)\b|\bwater is (?:coming|pouring|rushing) in\b`), needs: peopleInside},

	// Crime in progress.
	{name: "being-attacked", re: re(`\b` + be + ` being (?:robbed|attacked|assaulted|followed|chased|carjacked|shot at|threatened)\b`)},
	{name: "break-in", re: re(`\b(?:someone|somebody|a man|a guy|people|they|he|she) (?:is |are )?(?:breaking into|breaking in|trying to (?:break in|get in))\b`)},
	// An intruder said to be in the home still, after a break-in: "someone broke in, I think
	// they're still in the house", "I'm reporting a break in but the man is still downstairs".
	// The break-in's verb may be past; the intruder inside is now.
	{name: "intruder-inside", re: re(`\b(?:they|he|she|someone|somebody|the (?:man|guy|men|guys|intruders?|burglars?|person|people|thief|thieves))(?: \w+)? (?:is|are|s) (?:still )(?:in (?:the|my|our) (?:house|home|flat|apartment|building|garage|basement|kitchen|attic)|inside|here|in here|in there|downstairs|upstairs)\b`),
		needs: re(`\b(?:broke in|broken in|breaking in|break in|broke into|broken into|breaking into|intruders?|burglars?|burglary)\b`)},
	{name: "weapon", re: re(`\b(?:he|she|they|someone|somebody|the guy|the man|the driver) (?:has|have|got) (?:a )?(?:gun|knife|weapon)\b`)},

	// Explicit calls for emergency services. Soft, because "I had to call
	// 911" and "should I call an ambulance" read the same once punctuation
	// is gone; the past-context veto separates them.
	// 911's own non-emergency line, called for a report number, is no call for help.
	// "if I call 911 after a crash, does the report get sent to you" (route_AA) puts a case.
	{name: "call-911", re: re(`\b(?:call|dial|calling|dialing|phone|ring|contact|get|send|need|want)(?: me| us| the)? 911\b`), notFollowedBy: re(`^ (?:report|records?|recording|call (?:log|record)|(?:the |their |its |s )?non emergency)\b`),
		notPrecededBy: re(`\b(?:if|when|whenever|once|after) (?:i|we|you|someone|somebody|anyone|they)(?: (?:have to|had to|ever|do|did|need to|got to))? $`), soft: true},
	{name: "911-alone", re: re(`^911\b|\b911 (?:911|now|please|help|emergency)\b`)},
	{name: "ambulance", re: re(`\b(?:need|send|get|call|want|calling)(?: me| us| him| her| them)?(?: for)?(?: an?| the| some)? (?:ambulance|paramedics?|emts?|medics?|fire department|fire truck|firefighters)\b`), notFollowedBy: notBilling, soft: true},
	// Police only with urgency: "do I need to call the police for a fender
	// bender" is an FAQ, and "the police report" is paperwork.
	{name: "send-police", re: re(`\bsend(?: me| us)?(?: the| a| an)? (?:police|cops?|police officer|officer|sheriff)\b`), notFollowedBy: notBilling, soft: true},
	{name: "police-now", re: re(`\b(?:need|get|call)(?: me| us)?(?: the| a)? (?:police|cops?|sheriff)(?: here| out here| over here)? (?:now|right now|immediately|asap|right away|quick|quickly|please)\b|\b(?:i|we) need (?:the )?(?:police|cops)$`), soft: true},

	// Generic pleas. Bare "help" and bare "emergency" are left out: "help"
	// is how callers ask for the menu and "emergency roadside" is a
	// coverage. Both need an urgency word or a declaration around them.
	{name: "help-now", re: re(`\b(?:i|we) need help (?:right now|now|immediately|asap|right away|quick|quickly|fast)\b|\bhelp (?:me|us)(?: please)? (?:right now|now|immediately|quick|quickly|hurry)\b|\bhelp help\b|\bplease hurry\b|\bhurry please\b`)},
	// "somebody help" is a cry to whoever hears; "get someone, please help" asks the line for a
	// person and then for help, which the model weighs. So does "put me through to somebody, please
	// help" (route_X): the somebody is the one the caller wants to be put through to.
	{name: "somebody-help", re: re(`\b(?:somebody|someone|anybody|anyone) (?:please )?help(?: me| us)?(?: please)?$`), notPrecededBy: re(`\b(?:can|could|would|will|is there|does|do)(?: \w+)? $|\b(?:get|find|fetch|want|need|(?:talk|speak) to)(?: me| us)? $|\b(?:put|transfer|connect|pass|patch|send)(?: me| us)?(?: (?:through|over|across|on))? to $`)},
	{name: "declared-emergency", re: re(`\b(?:this is|it is|its|that is|i have|we have|there is|i got|we got|we have got|i have got) (?:an?|a real|an actual|a medical|a real medical) emergency\b`), notFollowedBy: re(`^ (?:roadside|road side|service|services|fund|room|contact|kit|coverage|repairs?|tow|towing|claim|number|line|question|fee|expenses?|deductible|plumber)\b`)},
	{name: "emergency-now", re: re(`\bemergency (?:right now|now|please)\b|\bemergency emergency\b`)},
}

// ---------------------------------------------------------------------------
// Asking for a person
//
// Judgement calls:
//   - Asking for the adjuster ("speak to my adjuster") is a request for a
//     person: the caller wants a human who knows the claim.
//   - "my agent said", "the adjuster came out" mention people without asking
//     for one, so bare "agent", "adjuster", "representative" only count as
//     the whole utterance or after a request verb.
//   - "are you a real person" / "am I talking to a human" is a question
//     about the bot, not a transfer request; the model can answer it.
//   - "I don't need to talk to anyone" is a refusal.
// ---------------------------------------------------------------------------

// refusalOrIdentitySrc is refusalOrIdentity's pattern, which talk-to widens.
const refusalOrIdentitySrc = `(?:\b(?:not|never|no need)\b(?: \w+){0,3}|\b(?:am i|are we|was i|have i been|are you|is this|is that|you are|this is)(?: a| an)?) $`

const (
	human = `(?:human(?: being)?|person|someone|somebody|anyone|anybody|agent|representative|rep|operator|(?:claims )?adjuster|supervisor|manager|customer service|people|staff|employee|specialist|associate|(?:real|live|actual) (?:person|human|agent|representative|rep|operator))`
)

var (
	// refusalOrIdentity rejects a request preceded by a negation within a
	// few words, or phrased as a question about who is on the line.
	refusalOrIdentity = re(refusalOrIdentitySrc)
	// outsideParty rejects people who are not the insurer's staff: "talk to
	// someone at the body shop".
	outsideParty = re(`^ (?:at|from) (?:the |my )?(?:body shop|shop|dealer|dealership|hospital|police|dmv|doctor|other|tow)\b`)
)

// kin is someone a caller rings for: family, a friend, a neighbour, a client of a carer.
const kin = `(?:dad|father|mom|mum|mother|mama|papa|parents?|husband|wife|son|daughter|grandma|grandmother|grandpa|grandfather|gran|nan|nana|aunt|auntie|uncle|brother|sister|partner|friend|neighbou?r|client|patient|folks|in laws)`

var personRules = []rule{
	// "if you talk to the adjuster, tell her ..." passes a message on; it asks for nobody.
	{name: "talk-to", re: re(`\b(?:talk|speak|speaking|talking|chat|chatting)(?: to| with) (?:a |an |the |my |your |some |one of your )?` + human + `\b`), notPrecededBy: re(refusalOrIdentitySrc + `|\b(?:if|when|once|whenever|next time) (?:you|y all|yall|someone|anyone|somebody|anybody) (?:do |get to |happen to )?$`), notFollowedBy: outsideParty},
	{name: "real-person", re: re(`\b(?:real|live|actual) (?:person|human|people|agent|representative|rep|operator|body)\b`), notPrecededBy: refusalOrIdentity},
	// Request verb + staff noun. "someone" is excluded here: "I need someone
	// to look at my roof" is an inspection, not a transfer.
	{name: "with-a-person", re: re(`\b(?:with|have|get|give me) (?:a |an )?(?:real |actual |live )?(?:person|human|human being)\b|\b(?:someone|somebody) in charge\b|\b(?:adjusters?|managers?|supervisors?) boss\b|\bcallback from (?:an? )?(?:actual |real )?person\b`), notPrecededBy: refusalOrIdentity, notFollowedBy: re(`^ (?:to )?(?:come|visit|look|see|inspect|out)\b`)},
	// "I need the adjuster appointment moved" names the adjuster's visit: a booking, not a person.
	{name: "want-human", re: re(`\b(?:want|need|get|give|like|request|requesting|see|reach)(?: me)?(?: to| with| through to| over to)?(?: a| an| the| my| your| to a)? (?:human|real person|live person|person|agent|live agent|representative|rep|operator|(?:claims )?adjuster|supervisor|manager|customer service)\b`), notPrecededBy: refusalOrIdentity, notFollowedBy: re(`^ (?:s|phone|number|name|email|address|info|information|contact|said|told|says|came|come out|to come|come|visit|visits|appointment|appointments|inspection|to look|to see|to inspect|out)\b`)},
	{name: "one-i-can-talk-to", re: re(`\b(?:person|human|agent|representative|someone|somebody|anyone|anybody) (?:i|we) (?:can|could) (?:talk|speak)\b`), notPrecededBy: refusalOrIdentity},
	{name: "transfer-me", re: re(`\b(?:transfer|connect|forward|patch) me\b|\bput me through\b|\btransfer (?:the|this|my) call\b`), notPrecededBy: refusalOrIdentity},
	{name: "someone-from", re: re(`\b(?:someone|somebody|anyone|a person|a human|people) (?:from|in|at) (?:the )?(?:claims?(?: department| office)?|your (?:office|company|claims department)|customer service|office|billing)\b`), notPrecededBy: refusalOrIdentity},
	{name: "bare-human", re: re(`^(?:(?:um|uh|a|an|the|please|yes|yeah|ok|okay|i said|just) )*(?:human|person|real person|live person|agent|live agent|representative|rep|operator|customer service|supervisor|manager)(?: (?:please|agent|representative|operator|human|person|now))*$`)},
	{name: "operator", re: re(`\boperator\b`), notPrecededBy: re(`\b(?:tow|truck|crane|machine|forklift|equipment|plow)(?: \w+)? $`)},
	// "my manager" / "property manager" are the caller's own contacts.
	{name: "supervisor", re: re(`\b(?:supervisor|manager)\b|\bescalate\b`), notPrecededBy: re(`(?:\b(?:property|building|apartment|store|office|account|case|my|his|her|our|their|general)|` + `\b(?:not|never|no need)\b(?: \w+){0,3}) $`)},
	// A dislike of the automated line told of somebody else (route_AC): "he don't trust the
	// computer voice, he wants to know is the claim closed". The caller relays it and asks their
	// own question; the one who dislikes it is not asking this line for a person.
	// A computer or a machine the caller owns is property, not this line: "if lightning blows up
	// my computer, not the house itself, just the computer, is that buildings or contents"
	// (route_L). With one named as theirs, the rule is left to the model.
	{name: "not-a-robot", re: re(`\b(?:not|stop|hate|tired of|sick of|done with)(?: \w+){0,4} (?:a |the |this |your )?(?:robot|machine|computer|bot|automated system|automated)\b`),
		notPrecededBy: re(`\b(?:he|she|they|(?:my|our|his|her|their) (?:\w+ )?` + kin + `)(?: (?:do|does|did|just|really|still|is|s|are|re|was|were|has|have|will|would|can|could))* $`),
		unless:        re(`\b(?:my|our|his|her|their|the kids|the kid s|work) (?:\w+ ){0,2}(?:computers?|laptops?|machines?|robots?)\b`)},
}

// ---------------------------------------------------------------------------
// Goodbye
//
// Closing phrases are end-anchored where they are also ordinary words:
// "that's all" ends a call, "that's all the damage" or "is that all you
// need" does not. Only courtesy words may follow them.
// ---------------------------------------------------------------------------

// courtesyTail is what may trail a closing phrase and still end the call.
const courtesyTail = `(?: (?:thanks|thank you|so much|very much|a lot|bye|bye bye|goodbye|good bye|for now|for today|today|appreciate it|i appreciate it|have a (?:good|nice|great) (?:day|one|night|evening|weekend)|ok|okay))*$`

var goodbyeRules = []rule{
	// \b keeps "standby", "lullaby", "abby" and "bypass" out.
	{name: "bye", re: re(`\b(?:bye|goodbye|good bye|bye bye|byebye|buh bye|see ya|see you (?:later|soon|then)|talk to you later|talk soon|later then)\b`)},
	{name: "take-care", re: re(`\btake care\b`), notFollowedBy: re(`^ of\b`)},
	{name: "have-a-good-day", re: re(`\bhave a (?:good|nice|great|wonderful) (?:day|one|night|evening|weekend)` + courtesyTail)},
	{name: "thats-all", re: re(`\b(?:that is|that will be|that will|that was|that should be|i think that is) (?:all|everything|it)(?: (?:for now|for today|i need|i needed|i wanted|i have|i had|i got|from me|i had for you))?` + courtesyTail)},
	{name: "nothing-else", re: re(`\bnothing (?:else|more)(?: (?:for now|for today|i need|from me|right now))?` + courtesyTail), notPrecededBy: re(`\b(?:there is|is there|was|if)(?: \w+)? $`)},
	{name: "call-back-later", re: re(`\b(?:i|we) (?:will|ll) call (?:you |again |back )?(?:back )?(?:later|tomorrow|if)\b`)},
	{name: "no-more-questions", re: re(`\bno (?:more|other|further) questions\b`)},
	{name: "im-done", re: re(`\b(?:i am|we are|i think i am|i think we are) (?:done|finished|all done|all set|good)(?: (?:here|now|for now|for today|with this call|with the call))?` + courtesyTail), notPrecededBy: re(`\b(?:if|when|until|once)(?: \w+)? $`)},
	// "so I'm gonna go" said last (route_AA: "that's all I needed, the fire marshal's coming out
	// tomorrow anyway, so I'm gonna go"); "I'm going to go ahead and file" goes on.
	{name: "gonna-go", re: re(`\b(?:i|we) (?:am|are|m|re) (?:gonna|going to|gon na) (?:go|let you go|head out|get going|hang up)(?: now)?` + courtesyTail)},
	{name: "hang-up", re: re(`\b(?:hang up|hanging up|end (?:the|this) call|ending (?:the|this) call|disconnect)\b`), notPrecededBy: re(`\b(?:do not|not|never|please do not|did you|why did you)(?: \w+)? $`)},
}

// ---------------------------------------------------------------------------
// Topic keywords
//
// Claim words point at a specific, existing loss; FAQ words point at how the
// policy or company works. Many utterances carry both ("where do I mail my
// documents"), and that is reported as contested rather than resolved here:
// only a model that has the conversation can tell which one the caller
// means.
// ---------------------------------------------------------------------------

// bookingRules are requests to book, move or arrange an inspection visit.
var bookingRules = []rule{
	{name: "book", re: re(`\b(?:book|booked|booking|schedule|scheduled|scheduling|reschedule|rebook|appointment|slots?|re ?inspect)\b`), notPrecededBy: re(`\b(?:my|the) (?:claim )?(?:status|inspection) (?:is |says )?$`)},
	// "come on" books only before a day or date: alone it is exasperation ("oh come on").
	// Coming out said of a substance ("smoke coming out of the engine", "water coming
	// back up") describes damage, not a visit, and neither does "come out of".
	// Words coming out wrong, funny or right are speech, not a visit ("since the stroke my words
	// still come out wrong sometimes", route_X).
	{name: "come-out", re: re(`\b(?:come|coming) (?:out|by|over|back|round|around)\b|\bcome (?:and |to )?(?:look|see|inspect|check)\b|\bcome (?:then|in the|to my|saturday|sunday|monday|tuesday|wednesday|thursday|friday|tomorrow|next)\b|\bcome on (?:the )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|\d+(?:st|nd|rd|th)?|(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth|twenty \w+|thirty first))\b|\bcome to (?:my|the) (?:house|home|place|work|shop)\b`), notPrecededBy: re(`\b(?:did|has|have|was|when did|already)(?: \w+){0,3} $|\b(?:oil|water|smoke|steam|fluid|coolant|gas|fuel|sewage|sewer|mud|blood|flames?|fire|sparks?|liquid)(?: (?:was|is|were|are|kept|keeps|started|still|just|all))* $`), notFollowedBy: re(`^ of (?:the|my|our|his|her|their|its|it|a|an|that|this|there|here|nowhere)\b|^ (?:(?:all|so|kind of|sort of|kinda|a bit|a little) )?(?:wrong|right|funny|weird|strange|jumbled|slurred|garbled|muddled|mixed up|backwards|different)\b`)},
	{name: "send-someone", re: re(`\bsend (?:someone|somebody|whoever|anyone|an? (?:adjuster|inspector|appraiser))\b|\b(?:someone|somebody|anyone|adjuster|inspector|appraiser) (?:to )?(?:look at|see|inspect|check out)\b|\b(?:adjuster|inspector|appraiser) out\b`)},
	{name: "arrange", re: re(`\b(?:set up|lock in|pick|choose) (?:a |the |another |an? )?(?:time|day|date|visit|inspection|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\bring ahead\b|\bmove it\b|\bpush (?:my|the|it) (?:\w+ )?(?:back|forward|out|later|to|appointment|inspection|visit)\b|\bcan we do (?:the|that|it)\b|\bwhat times\b|\bearliest\b|\bsoonest\b|\bvisit\b|\bfree (?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\bhome all day\b|\binspection (?:happen|be done|take place)\b|\bpick another\b`),
		// A visit to a doctor or a hospital is part of an injury claim, not an inspection.
		notPrecededBy: re(`\b(?:er|e r|emergency room|hospital|doctor|doctors|doctor s|dentist|clinic|vet|urgent care|ambulance|medical|accident|follow up|nurse)(?: \w+)? $`)},
}

var claimRules = []rule{
	{name: "my-claim", re: re(`\b(?:my|our|the|this|that|a|an|existing|open|pending|new|previous|injury|damage) claims?\b`)},
	{name: "claim-detail", re: re(`\bclaims? (?:status|number|no|num|id|update|updates|check|payment|decision|department|office)\b`)},
	// CLM-12345 arrives as "clm 12345", or spelled "c l m 1 2 3 4 5".
	{name: "claim-number", re: re(`\bc ?l ?m ?\d{3,}\b|\bclaim (?:number )?(?:is )?\d{3,}\b|\b(?:case|reference|file) number\b`)},
	{name: "adjuster", re: re(`\badjusters?\b|\bappraiser\b|\bappraisal\b|\binspector\b|\b(?:my|the|an) inspection\b`)},
	{name: "payout", re: re(`\bmy payment\b|\bpaying (?:me|out)\b|\bhow much (?:did )?(?:you|youre|you are) (?:\w+ ){0,3}(?:paying|pay|taking)\b|\bpay ?outs?\b|\bpaid out\b|\bsettlement\b|\b(?:get|be|been|getting|being) paid\b|\breimburse(?:d|ment)?\b|\b(?:my|the) check\b`)},
	{name: "documents", re: re(`\b(?:documents?|docs|paperwork|receipts?|photos|pictures|estimates?|police report|medical records|invoices?)\b`)},
	{name: "still-need", re: re(`\bstill (?:need|needed|missing|waiting)\b|\bwhat else do you need\b|\banything else you need\b|\bdid (?:you|they|yall|y all) (?:get|receive)\b`)},
	{name: "status", re: re(`\bstatus\b|\bupdate on\b|\bany updates?\b|\bprogress\b|\bdenied\b|\bapproved\b|\bdenial\b|\btotal loss\b`)},
	// A reported loss. "collision" is left to the FAQ side because it is
	// mostly heard as "collision coverage".
	{name: "loss", re: re(`\b(?:accident|crash|fender bender|hit and run|rear ended|wreck)\b|\bmy (?:\w+ ){0,2}(?:was |got |is |has been )?(?:damaged|destroyed|flooded|stolen|cracked|totaled|totalled|dented|smashed|vandalized|broken into|burned|burnt|towed)\b|\b(?:hit|damaged|destroyed|flooded|smashed|totaled) (?:my|our)\b|\bdamage (?:to|on) (?:my|our|the)\b|\bother (?:driver|party|car)\b|\bat fault\b`)},
}

var faqRules = []rule{
	{name: "general-question", re: re(`\bwhat (?:do|should) (?:i|we|you) do (?:if|when)\b|\bwhat is the process\b|\bwhat are the steps\b|\bdo (?:i|we|you) (?:need|have to)\b|\bnormally\b|\bgenerally\b|\bin general\b|\bif (?:i|we|my|someone|a)\b|\bdoes (?:that|it|this) count\b`)},
	{name: "deductible", re: re(`\bdeductibles?\b`)},
	{name: "coverage", re: re(`\bcoverages?\b|\bcover(?:s|ed|ing)?\b`)},
	// "my policy number is ..." is identification, not a policy question.
	{name: "policy", re: re(`\bpolic(?:y|ies)\b`), notFollowedBy: re(`^ (?:number|holder|holders)\b`)},
	{name: "how-where", re: re(`\bhow (?:do|can|should|would) (?:i|we|you)\b|\bwhere (?:do|can|should|would) (?:i|we)\b|\bhow (?:long|much|often) (?:does|do|will|is|would|can)\b|\bhow much\b`)},
	// Bare "what is" is deliberately narrowed to definitional questions:
	// "what is the status of my claim" is a plain claim question.
	{name: "what-is-a", re: re(`\bwhat (?:is|are) (?:a|an)\b|\bwhat does (?:\w+ ){1,3}mean\b|\bwhat is the difference\b`)},
	// "email" is left out: callers dictate their address as data.
	{name: "send", re: re(`\b(?:mail|mailing|send|upload|fax)\b`)},
	{name: "rental", re: re(`\brental(?: car)?\b|\brent a car\b|\bloaner\b`)},
	{name: "glass-tow", re: re(`\bwindshields?\b|\bglass\b|\btow(?:ing|s)?\b|\btow truck\b|\broadside\b|\bjump start\b|\block ?out\b`)},
	{name: "billing", re: re(`\bpremiums?\b|\brates?\b|\bpayment (?:methods?|options?|plans?)\b|\bpay (?:my )?(?:bill|premium)\b|\bpay (?:by|with|online)\b|\bmake a payment\b|\bauto ?pay\b|\bbilling\b|\bdiscounts?\b|\bquote\b`)},
	{name: "hours", re: re(`\b(?:business|office|opening) hours\b|\bhours\b|\bwhat time (?:do|are|does) you\b|\bare you open\b|\bopen (?:on|until|today|tomorrow|saturday|sunday|weekends?)\b`)},
	{name: "policy-change", re: re(`\badd(?: \w+){0,4} (?:driver|vehicle|car)\b|\bremove(?: \w+){0,2} (?:driver|vehicle|car)\b|\bcancel\b|\brenew(?:al)?\b|\bchange my address\b|\bmailing address\b`)},
	{name: "service-info", re: re(`\b(?:id|insurance) cards?\b|\bproof of insurance\b|\bwebsite\b|\bonline\b|\bapp\b|\bportal\b|\blog ?in\b|\bpassword\b|\b(?:phone|fax) number\b`)},
}
