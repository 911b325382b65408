package signals

// The patterns of the classes route_Z brought (docs/readers.md, "Emergencies and routing:
// route_Z"): a boat filling with water with people aboard out on the water, and something sharp
// stuck in an eye or in the body, two present dangers whose rules (boat-swamping,
// object-in-eye-or-body) are in classNow; and a fire come back after it was said finished or
// its crew went home, which Assess never lets a softer framing wave away.

// swampingSign is a boat taking on water in the words of the people aboard: sitting or riding
// lower and lower, a bilge pump just quit or not keeping up, bailing, pumping and losing, water
// over the floorboards or coming over the side or the stern, the deck or the cockpit awash, the
// boat swamped. A boat that sits lower when loaded, a deck wet from rain and a pump that quit
// on a day told are not signs.
const swampingSign = `\b(?:sitting|riding|settling|getting|going|goes|go|dropping|sinking) (?:lower and lower|deeper and deeper|lower in the water|deeper in the water)\b|\b(?:keeps?|still) (?:sitting|riding|getting|settling) lower\b` +
	`|\bbilge (?:pumps? |alarm )?(?:(?:has |s |just |has just )(?:quit|died|stopped|failed|gave out|given out|gone)|(?:is |s )?(?:dead|going off|not working|not keeping up)|(?:will not|cannot|can not) (?:work|run|start|turn on|keep up)|keeps? (?:running|going off))\b` +
	`|\b(?:pumps?|pumping|bailing|baling|buckets?)(?: \w+){0,6} (?:(?:is |s |are )?not keeping up|(?:cannot|can not) keep up|(?:is |s |are |re )?losing)\b` +
	`|\b(?:we|i|they|he|she|were)(?: are| re| am| m| is| s)? (?:still |now |all |both )?(?:bailing|baling)\b` +
	`|\bwaters?(?: is| s)? (?:already |now |still )?(?:over|above|up to|up over|coming up through|coming up over) (?:the )?(?:floorboards?|deck boards|seats|cockpit floor)\b` +
	`|\b(?:faster|quicker) than (?:we|i|he|she|they) (?:can )?(?:bail|pump|get it out)\b` +
	`|\b(?:water|waves?|seas?)(?: is| s| are| keeps?| keep)? (?:coming|come|comes|pouring|washing|breaking|sloshing|slopping|spilling|crashing|getting) (?:in )?(?:over|through|into) (?:the )?(?:side|sides|stern|transom|bow|gunwales?|gunnels?|back|cockpit|deck)\b` +
	`|\b(?:back|rear|aft|stern|front|bow|whole|main) ?deck (?:is |s )?(?:\w+ )?(?:awash|under water|underwater|flooding|going under)\b` +
	`|\b(?:cockpit|hull|cabin|engine room|engine compartment|floorboards?|bilge)(?: is| s| are)? (?:filling|flooding|full of water|filling up|awash)\b` +
	`|\b(?:boat|canoe|kayak|dinghy|skiff|pontoon|it|she)(?: is| s| are)? (?:getting |got |been |being )?swamped\b`

// inEye is a sharp thing stuck in someone's eye: a hook, a nail, a shard, a stick. The eye must
// be a person's ("his eye", "her left eye"): the eye of a trailer's winch strap or a bow is
// "the eye".
const inEye = `\b(?:(?:fish ?|fishing |treble )?hooks?|fishhooks?|lures?|nails?|screws?|staples?|needles?|darts?|arrows?|spikes?|skewers?|pencils?|knife|knives|blades?|sticks?|twigs?|branch(?:es)?|thorns?|wires?|glass|metal|shrapnel|(?:piece|bit|chunk|sliver|shard|splinter|fragment)s? of (?:\w+ )?(?:glass|metal|steel|wood|wire|plastic|fibreglass|fiberglass)|shards?)(?: \w+){0,3}? (?:is |s |are )?(?:stuck |lodged |embedded |caught |still |right |sticking |went |gone )?(?:in|into|through|out of) (?:his|her|my|their|your|one|the baby s|the kid s)(?: (?:left|right|other))? (?:eye|eyeball|eye socket|eyelid)\b` +
	`|\bhooked (?:himself|herself|myself|themselves|him|her|me|them) (?:right )?in the eye\b`

// inBody is a blade, a stake or a shard stuck in the head, the neck or the body. Only things
// that stab are listed, so a thorn in the side and what surgeons leave in (pins, screws,
// plates, rods) are not. The thing may be named first and placed later in the same breath ("a
// branch came through the windshield and it's in his head"): "it" then stands for the thing,
// so the placing is read however far behind the naming it comes. Glass counts bare, as the
// windshield's does ("the glass went into her neck").
const inBody = `\b` + bodyStabber + `(?: \w+){0,3}? (?:is |s |are )?(?:stuck |lodged |embedded |still |right |sticking |went |gone )?(?:in|into|through|out of) ` + bodyStabbed + `\b` +
	`|\b` + bodyStabber + `(?: \w+){1,12}? it (?:is |s )?(?:still |stuck |lodged |embedded |right |sticking |went |gone )*(?:in|into|through|out of) ` + bodyStabbed + `\b`

// bodyStabber is what inBody finds stuck in someone; bodyStabbed is where.
const (
	bodyStabber = `(?:knife|knives|blades?|rebar|stakes?|spikes?|arrows?|spears?|(?:fence )?posts?|poles?|sticks?|branch(?:es)?|(?:fish ?)?hooks?|(?:piece|bit|chunk|sliver|shard)s? of (?:\w+ )?(?:glass|metal|steel|wood)|shards?|glass|shrapnel)`
	bodyStabbed = `(?:his|her|my|their|the baby s|the kid s) (?:chest|neck|throat|stomach|belly|tummy|gut|abdomen|back|head|skull|temple|face|side)`
)

var (
	// afloat is someone out on the water in the boat now: out on the lake, on the sea, a mile
	// out, offshore, in the middle of the bay, unable to get back to shore, or bailing a boat
	// with a bilge. "were" is read as "we're", which transcripts write without the apostrophe; a
	// trip told in the past is settled by its date, or has no sign said now.
	afloat = re(`\b(?:(?:we|i|they|he|she|were|(?:my|our|his|her) \w+)(?: are| am| is| re| m| s)?|still) (?:(?:still|now|stuck|like|about|maybe|almost|only|way|pretty|far|all|both) )*(?:out (?:on|in) the (?:water|lake|bay|river|sea|ocean|sound|gulf|channel|reservoir|open water)|on the (?:water|sea|ocean|open water|bay|lake|river)|(?:out )?in the middle of the (?:lake|bay|river|sea|ocean|water|channel|sound)|(?:a|one|two|three|four|five|six|ten|half a|a couple|a few|couple|few|\d+)(?: of)? (?:miles?|kilometers?|kilometres?|km|nautical miles?|hundred (?:yards|feet|meters|metres)) (?:out|offshore|off shore|off the coast|from (?:the )?(?:shore|dock|marina|land|ramp|launch|harbou?r|beach|coast))|offshore|off shore|out at sea)\b|\b(?:cannot|can not|will not|not going to) (?:get|make it) back (?:to )?(?:the )?(?:shore|dock|marina|ramp|land|harbou?r|beach)\b|\bbilge\b.*\b(?:bailing|baling)\b|\b(?:bailing|baling)\b.*\bbilge\b`)
	// afloatPastOrIf and afloatPastInside are pastOrIf and pastInsideExposed for the people
	// aboard: "were" with nobody before it is a transcript's "we're" ("the pump quit, were
	// bailing with buckets"), so only "we were", "they were" and the like place it in the past.
	afloatPastOrIf   = re(`\b(?:was|had|had been|if|when|whether|before|in case|supposing|(?:we|they|you|i|he|she|it) were)(?: \w+){0,2} $`)
	afloatPastInside = re(`\b(?:was|had|did|used to)\b|\b(?:we|they|you|i|he|she|it) were\b`)
	// nobodyAboard is a boat said to have nobody on it.
	nobodyAboard = re(`\b(?:no one|nobody|noone) (?:is |s |was |were )?(?:on (?:it|her|board|the boat)|aboard|in it)\b`)
	// fireBack is a fire said to be back after a contrast or a "now": glowing, embers, crackling,
	// flames, sparks, smouldering, something smoking, burning or hot. A fire said finished, or
	// its crew gone home (framedAway, fire-finished), says nothing about a fire that has come
	// back after them ("the fire department left but the attic is hot and there's a glow up
	// there"): Assess reads it as happening now, and fire-finished is no framing beside it.
	fireBack = re(`\b(?:but|and now|now|though|still)\b(?: \w+){0,8} (?:glow\w*|embers?|crackl\w*|flames?|flaring|flared up|sparks?|sparking|smould\w*|smold\w*|on fire|(?:is|s|are|still|getting|keeps?) (?:\w+ )?(?:smoking|burning|hot|alight))\b`)
	// notAnInjury after an object in an eye or a body says it is no injury now: left in since
	// an injury or for years, or the eye is a pair of glasses, drops or an appointment ("the
	// glass in his eye glasses").
	notAnInjury = re(`^ (?:since|for (?:years|months|ages)|from (?:the|his|her|my|their) (?:war|surgery|operation|accident)|glasses|glass|drops|doctor|test|exam|appointment|wear|lash|lashes|liner|shadow|makeup)\b`)
)
