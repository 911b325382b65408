package signals

// classNow are present dangers written by class from first principles (docs/readers.md,
// "Emergencies: a danger-class sweep"), not from any corpus item: the signs of a body failing
// (no answer, breath going wrong, a fit, a stroke, heavy bleeding, an allergic swelling, chest
// pain, something swallowed, cold or heat that has got in, carbon monoxide), and hazards and
// attackers present while the caller speaks (a smell of gas, a shock, water at the wiring or in
// the car, people stranded by water, a structure failing over them, a vehicle failing or
// stranded in traffic, an animal or a machine that has hold of someone, a tornado or a fire
// front on the house, someone breaking in or hurting the caller, a child or a frail person
// alone with the danger). Each was written because every fresh writer brought live
// emergencies the rules only asked the model about, or called safe.
//
// They decide without a model, like personNow. Each needs a present tense or a sign seen now
// in its own words: a past tense, an "if" or "when" just before it, or a "was" inside it keeps
// it off, and a dated past settles it as it settles any rule (see Assess). Their phrasings and
// near-misses are in testdata/danger_classes.jsonl (TestDangerClassSweep).
var classNow = []rule{
	// A part of a person's body doing what bodies do when they fail, said now: "his whole body
	// is jerking", "her lips are going dusky", "his arm just went dead", "her right hand is
	// useless", "his words are slurry". Written as a body part and a present link before a
	// sign, rather than as each phrase, so the signs go with any part a caller names.
	{name: "body-part-failing", re: re(`\b` + bodyPart + ` (?:is |s |are |keeps? |has |have |just |keeps? on )?` + signLink + bodySign + `\b`),
		notFollowedBy: re(`^ (?:tired|beat|set|from|after|since|for (?:years|months|weeks|ages))\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: elsewhere},
	// A person in a state that is an emergency whenever it is current, said with an "is" or a
	// "gone": floppy, limp, not reacting, fitting, seizing, jerking, stiff as a board, blue,
	// drooling and gasping, hanging upside down in a belt, not coming round.
	{name: "person-failing", re: re(`\b` + someone + ` (?:is|s|are|has|have|keeps?)(?: (?:gone|going|just|still|now|all|really|so|very|kind of|kinda|started|starting to|been|already))* (?:` + personSign + `)\b`),
		notFollowedBy: re(`^ (?:the|a|an|new|it|them|our|my|his|her|in the new|tired|about|over|with (?:the|my|our) (?:claim|policy|adjuster|insurance))\b`), notPrecededBy: pastOrIf, notInside: pastOrWould, unless: elsewhere},
	// No answer from a person who is down: "my husband is on the floor and not answering me",
	// "he won't open his eyes", "I can't get him to wake up". "not answering" alone is as often
	// the phone or an adjuster, so a person down must be said, or the eyes or waking named.
	{name: "no-answer-down", re: re(`\b(?:cannot|can not) (?:get|make) (?:him|her|them|my \w+) (?:to )?(?:wake|respond|answer|open (?:his|her|their) eyes)\b|\b(?:will not|does not|do not|is not|are not|not) (?:open|opening) (?:his|her|their) eyes\b|\b(?:cannot|can not) get (?:any |a )?(?:response|answer|reaction|word)(?: \w+)?(?: out of| from) (?:him|her|them)\b|\b(?:he|she|they) (?:does not|do not|will not) (?:react|respond|answer|move)\b|\b(?:on the (?:\w+ )?(?:floor|ground)|slumped(?: \w+){0,3}|lying(?: \w+){0,3}) and (?:is |s )?(?:not|will not|does not|do not) (?:answer\w*|respond\w*|mov\w*|wak\w*|talk\w*)\b`),
		notPrecededBy: pastOrIf, notInside: pastOrWould},
	// Breath going wrong now, in lay words: struggling or fighting for breath, no air, a
	// rattle, breathing slow, fast or noisy, stopping breathing again and again, a hand at the
	// throat with no sound, lips or skin gone blue.
	{name: "breath-wrong", re: re(`\b(?:struggling|fighting|gasping|straining|working hard|labou?ring) (?:to|for) (?:breathe|breath|air)\b|\b(?:cannot|can not) (?:get|catch) (?:any |enough )?(?:air|breath|his breath|her breath|their breath|a breath)\b|\bkeeps? (?:stopping breathing|forgetting to breathe|going blue)\b|\b(?:is|s|are) (?:\w+ )?breathing (?:but )?(?:it is |it s )?(?:really |very |so |kind of |kinda |super )?(?:slow|slowly|fast|shallow|noisy|weird|funny|strange|loud|rattly)\b|\bbreathing is (?:really |very |so )?(?:bad|slow|fast|shallow|noisy|weird|funny|strange|rattly|wrong)\b|\b(?:rattl\w*|gurgl\w*|grunting|whistling|wheezy) (?:sound|noise|breath\w*)\b|\b(?:clutching|grabbing|holding) (?:at )?(?:his|her|their|my) (?:throat|neck)\b|\bno (?:sound|air|noise) (?:is )?coming out\b|\b(?:can only|only able to|can barely) (?:say|get out|speak|talk)(?: in)? (?:a |one |two )?(?:word|words|few words)\b|\b(?:cannot|can not|will not) stop coughing\b|\bcoughing and coughing\b|\binhaled (?:a|an|some|the) \w+|\b(?:breathe|breathes|breathing) like (?:a )?fish\b|\bgulping (?:for )?air\b|\b(?:gulps|gasps) (?:of|for) air\b|\b(?:ribs|chest|tummy|belly|neck) (?:is |are )?(?:sucking|pulling|caving) in\b|\b(?:breathe|breathes) (?:very |so |really )?(?:noisy|noisily|loud|fast|funny|weird|strange|bad|badly)\b|\b(?:hold|holds|grab|grabs|clutch|clutches) (?:his|her|their|my) (?:throat|neck)\b|\bchok(?:e|es|ing) on (?:a |the |his |her |some |my )?\w+|\b(?:his|her|their|my|the baby s|s) (?:lips|face|skin|fingers|fingernails|nails|mouth)(?: \w+)? (?:is |are |look |looks |going |gone |turning )(?:\w+ ){0,2}(?:blue|purple|grey|gray)\b`),
		notPrecededBy: pastIfOrCover, notInside: pastInsideExposed},
	// A fit going on now: seizing, convulsing, shaking all over, stiff and twitching, foaming
	// at the mouth, eyes rolled back while shaking.
	{name: "fit-now", re: re(`\b(?:is|s|are|keeps?|been|started|starting|just|still) (?:\w+ )?(?:seizing|convulsing|jerking all over|shaking all over|having (?:a |another )?(?:fit|seizure|convulsion)s?)\b|\bfoaming (?:at|from) the mouth\b|\b(?:fit|seizure|seizing|shaking|convulsion|jerking)s? (?:is |s |are )?(?:not stopping|will not stop|does not stop|still going|going on and on)\b|\b(?:one (?:seizure|fit) after (?:another|the other)|back to back (?:seizures|fits)|keeps? having (?:seizures|fits))\b|\b(?:twitching|jerking|shaking|stiff)(?: and (?:stiff|twitching|jerking|shaking))? and (?:not (?:looking|responding|answering|breathing)|foaming|(?:his |her )?eyes)\b`),
		notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// The signs of a stroke, two of them together or one come on suddenly: a face drooping or
	// crooked, an arm or a side gone weak, speech slurred or words gone wrong, the worst
	// headache of a life with vomiting. One sign alone is as often an old stroke.
	{name: "stroke-signs", re: re(`\b(?:` + strokeSign + `)\b`),
		needs:         re(`\b(?:` + strokeSign + `)\b.*\b(?:` + strokeSign + `|` + suddenly + `)\b|\b(?:` + suddenly + `)\b.*\b(?:` + strokeSign + `)\b|\b(?:worst headache|head is exploding|thunderclap)\b.*\b(?:throwing up|vomiting|being sick|sick|passed out|stiff neck)\b`),
		notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// Bleeding that will not stop or is blood lost fast: "the blood does not stop", "losing a
	// lot of blood", "coughing up blood".
	{name: "blood-not-stopping", re: re(`\b(?:blood|bleeding) (?:does not|will not|is not going to|not) stop\w*\b|\b(?:cannot|can not) stop the (?:bleeding|blood)\b|\blosing (?:a lot of|so much|too much|lots of) blood\b|\b(?:coughing|throwing|spitting|vomiting) (?:up )?blood\b|\b(?:bleeding so much|so much blood|pool of blood|spraying blood|blood (?:is |s )?(?:spraying|squirting)|blood keeps (?:coming|soaking)|keeps (?:coming|soaking) through)\b|\b(?:head|skull) (?:is |s )?(?:split |cracked )?open\b|\b(?:pouring|gushing|bleeding|spurting) and (?:will not|does not|not) (?:slow|stop)\b|\b(?:towels?|cloth|bandages?|t shirt|shirt|dressing) (?:is |s |are )?(?:soaked|soaking|drenched) (?:through |red|in blood|with blood)\b`),
		notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// Something sharp stuck in an eye, or a blade, a stake or a shard stuck in the head, neck or
	// body, now (route_Z: "my buddy has a fish hook in his eye, like actually in the eyeball").
	// Pulled out it blinds or bleeds, so it is not for the caller to deal with; the lodged cue
	// only asked the model. A hand, a foot or a finger is left to the cue, and what surgeons
	// put in (pins, screws, plates, rods) is not in the list.
	{name: "object-in-eye-or-body", re: re(inEye + `|` + inBody), notPrecededBy: pastOrIf, notInside: pastInsideExposed, notFollowedBy: notAnInjury, unless: elsewhere},
	// An allergic swelling going on: a tongue, throat, lips or eyes getting big, swollen shut,
	// a throat gone tight, a reaction still going after the pen.
	{name: "allergic-swelling", re: re(`\b(?:tongue|throat|lips?|face|eyes?|mouth)(?: \w+)? (?:is |s |are )?(?:getting|going|gone|all) (?:really |so |very )?(?:big|bigger|huge|fat|tight|puffy|swollen)\b|\b(?:swollen|swelling|puffed) (?:up )?shut\b|\bthroat (?:is |s )?(?:feels? |feeling )?(?:really |so |very )?tight\b|\b(?:still|is|s) having (?:a|an) (?:bad |allergic )?reaction\b|\b(?:eyes|lips|tongue|face|throat)(?: and (?:his |her |their )?(?:eyes|lips|tongue|face|throat))? (?:is |are |s )?(?:all |so |very |really )?(?:big|huge|fat|puffy)\b|\b(?:covered in|all over in|come out in|broken out in) (?:hives|welts)\b.*\b(?:throat|voice|breath\w*|tongue|lips|dizzy|wheez\w*)\b`),
		notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// Chest pain now: pain, pressure or tightness in the chest, the chest hurting, something
	// sitting on it, a hand clutching it, a heart attack said to be happening.
	{name: "chest-pain-now", re: re(`\b(?:pain|pains|pressure|tightness|heaviness|squeezing|crushing)(?: \w+){0,2} (?:in|on|across) (?:(?:his|her|their|my|the) )?chest\b|\bchest (?:pain|pains|hurts|is hurting|is (?:really |so |very )?(?:tight|heavy|sore|painful))\b|\b(?:sitting|standing) on (?:his|her|my|their) chest\b|\b(?:clutching|grabbing|holding) (?:his|her|their|my) (?:chest|heart)\b|\b(?:having|is having|s having) (?:a )?heart attack\b|\bheart (?:is |s )?(?:racing|pounding) and\b`),
		// "the paramedic said my chest pain after the crash was just bruising" is told, not felt;
		// "the chest pains appointment at the cardiologist monday" (route_AE) names what a
		// visit, a test or a bill is for.
		notFollowedBy: re(`^(?: \w+){0,4} (?:was|were|turned out)\b|^ ` + treatedFor + `\b`),
		notPrecededBy: re(`\b(?:was|were|had|had been|if|when|whether|before|in case|supposing)(?: \w+){0,2} $|\b` + treatedFor + `(?: \w+)? (?:for|about|on|regarding|re|with|of) (?:(?:my|his|her|their|the|our|your|those|these) )?$`),
		notInside:     pastInsideExposed},
	// Something a child (or anyone) should never swallow, swallowed or got into now: button
	// batteries and magnets, mouthwash, screen wash, antifreeze, wild mushrooms or berries, a
	// pack of pills. A pet that did is for the vet.
	{name: "swallowed-now", re: re(`\b(?:swallowed|swallow|swallows|drank|drunk|drink|ate|eaten|eat|chewed|chewing|got into|gotten into|been into|took|taken)(?: \w+){0,5} (?:(?:button|round|coin|watch|little|small|tiny) batter(?:y|ies)|batter(?:y|ies)|magnets?|mouthwash|(?:windshield|windscreen|washer) (?:washer )?fluid|screen ?wash|antifreeze|anti freeze|wild mushrooms?|mushrooms?|toadstools?|berries|a whole (?:bottle|packet|pack|box|strip))\b|\b(?:got into|gotten into|been into|ate|eat|eats|eaten|chewed|chewing)(?: \w+){0,3} (?:pills|tablets|gummies|edibles)\b|\b(?:injected|took|taken|had|given|gave (?:him|her|himself|herself)) (?:\w+ ){0,2}too much (?:insulin|medicine|medication|morphine|methadone|fentanyl)\b|\btoo much insulin\b|\binjected too much\b|\b(?:a lot of|lots of|all of) (?:his |her |their )?insulin\b|\b(?:drink|drank|drunk|swallowed|swallow|ate|eat)(?: \w+){0,2} (?:cleaning (?:liquid|fluid|stuff|spray|product)|cleaner|detergent|dish soap|washing up liquid)\b|\b(?:taken|took|swallowed|had) (?:double|twice|three times|triple) (?:his|her|their|my|the) (?:\w+ )?(?:pills|tablets|dose|medication|meds|medicine)\b|\b(?:drank|drunk|swallowed|ate|eaten|drink|eat)(?: \w+){0,6} (?:pesticide|insecticide|weed ?killer|poison|kerosene|paraffin|lamp oil|solvent|white spirit)\b`),
		// Pills are taken and swallowed every day: only eaten, chewed or got into are they a
		// child's ("she eat some pills from grandma bag"), and never with a daily course.
		notPrecededBy: re(`\b(?:dogs?|cats?|pupp(?:y|ies)|kittens?|pets?|horses?|was|were|had|if|when|whether)(?: \w+){0,3} $`), notInside: pastInsideExposed,
		notFollowedBy: re(`^ (?:every|each|a day|daily|twice|to take)\b`), unless: datedPast},
	// A poison drunk or swallowed, named anywhere in the turn: "my little boy drank from the
	// bottle in the garage, I think it is pesticide".
	{name: "drank-a-poison", re: re(`\b(?:drank|drunk|swallowed|drinking|swallowing|gulped|sipped)\b`),
		needs:         re(`\b(?:pesticide|insecticide|weed ?killer|poison|kerosene|paraffin|lamp oil|solvent|white spirit|bleach|antifreeze|drain cleaner|lighter fluid|petrol|gasoline)\b`),
		notPrecededBy: re(`\b(?:dogs?|cats?|pupp(?:y|ies)|kittens?|pets?|horses?|was|were|had|if|when|whether)(?: \w+){0,3} $`), notInside: pastInsideExposed, unless: elsewhere},
	// Cold or heat got into a body: not sweating, barely awake, confused or mumbling, floppy,
	// with the heat or the cold named where they are now.
	{name: "exposure-signs", re: re(`\b(?:not sweating|stopped sweating|barely awake|(?:is|s|are) (?:\w+ )?(?:confused|mumbling|floppy|limp|blue|red and floppy)|(?:cannot|can not) feel (?:his|her|their|my) (?:hands|feet|fingers|toes)|throwing up|vomiting|talking (?:slow|slowly|funny|nonsense)|(?:will not|does not|not) drink\w*|skin (?:is |s )?(?:hot and dry|burning|ice cold))\b`),
		needs:         re(`\bin (?:this|the) (?:heat|cold|sun|frost|snow)\b|\b(?:outside|out) all night\b|\bout in the sun\b|\bin the sun all day\b|\bicy water\b|\b(?:hundred|\d{3}) (?:degrees|in (?:the|here))\b|\blike a (?:hundred|\d{3})\b|\bno heat\b|\b(?:too|really|so|very) (?:hot|cold)\b|\bice cold\b|\bfreezing\b|\bheat ?stroke\b|\bhypotherm\w*\b`),
		notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// A child or a dog left in a vehicle, locked in or in the heat: minutes count.
	{name: "left-in-vehicle", re: re(`\b(?:is|s|are) (?:still )?(?:locked|stuck|trapped|shut|alone|left|sitting|strapped) (?:\w+ )?(?:in|inside) (?:the|my|our|a|his|her) (?:car|van|truck|vehicle|suv)\b|\b(?:kids?|children|baby|toddler|little one|son|daughter|dog) (?:is |are |s )?(?:still )?in the (?:car|van|truck)\b`),
		needs: re(`\b(?:hot|heat|sun|boiling|sweating|locked|cannot (?:get|open))\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// Carbon monoxide signs: headaches, dizziness, sickness, sleepiness or confusion with a CO
	// alarm sounding or a burner, heater or engine running now.
	{name: "co-signs", re: re(`\b(?:headaches?|dizzy|dizziness|nause\w*|(?:feel|feels|feeling|being|are|is|s) sick|throwing up|vomiting|drowsy|sleepy|(?:is|s|are) confused|acting (?:weird|strange|funny|drunk)|(?:will not|not|cannot|can not) wak\w*|passed out)\b`),
		needs:         re(`\b(?:co|carbon monoxide|monoxide) (?:alarms?|detectors?) (?:is |s |are )?(?:going|beeping|sounding|screaming|ringing|keeps)\b|\b(?:co|carbon monoxide|monoxide) (?:alarm|detector) (?:is |s )?(?:going off|on)\b|\b(?:heater|boiler|furnace|generator|fireplace|stove|grill|engine|gas fire)s? (?:is |s |are |has |have )?(?:been )?(?:on|running|going|acting up|making)\b`),
		notPrecededBy: re(`\b(?:was|were|had|if|when|whether|sick of)(?: \w+){0,2} $`), notInside: pastInsideExposed},
	// Headaches shared by the household with someone fainting, sick or drowsy: carbon
	// monoxide gives itself away by striking everyone in a house at once.
	{name: "shared-headaches", re: re(`\b(?:we|all of us|both of us|everyone|everybody|the whole family|the family|the kids and (?:i|me))(?: \w+){0,5} (?:headaches?|head aches?)\b`),
		needs: re(`\b(?:faint\w*|passed out|dizzy|sick|sleepy|drowsy|confused|throwing up|vomiting|lethargic|collapsed)\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: elsewhere},
	// A smell of gas in its lay words, said now: rotten eggs, sulphur.
	{name: "gas-smell-now", re: re(`\b(?:smells?|smelling|stinks?|stinking|reeks?|reeking) (?:\w+ ){0,2}(?:like|of) (?:rotten eggs?|sulph?ur|sulfur|propane)\b|\b(?:smells?|smelling|stinks?|stinking) (?:\w+ ){0,3}eggy\b`),
		notPrecededBy: pastOrIf},
	// A person who took a shock and is down: lying there, not moving, not answering.
	{name: "shocked-down", re: re(`\b(?:electrocuted|got (?:a |an )?(?:bad |big |electric |electrical )?shock|got zapped|touched (?:a|the) (?:live )?(?:wire|cable|fence)|(?:fence|wire|cable) (?:is |s )?live)\b`),
		needs: re(`\bon the (?:\w+ )?(?:floor|ground)\b|\blying\b|\bnot (?:moving|breathing|answering|talking|responding)\b|\bunconscious\b|\b(?:cannot|can not) (?:move|let go)\b|\bthrown\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// Water at the wiring: up to or into the panel, the outlets, a light, said now.
	{name: "water-at-power", re: re(`\bwaters? (?:is |s |are )(?:\w+ ){0,3}(?:up to|reaching|touching|over|round|around|at|into|in) (?:the )?(?:electric\w* |fuse |breaker )?(?:panel|box|outlets?|sockets?|plugs?|fuse ?box|breaker box|wiring|meter|consumer unit|power strip)\b`),
		notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// Water touching the wiring with sparks, said in a learner's present too: "water come in
	// the basement and it touch the plugs, it make sparks".
	{name: "water-touching-power", re: re(`\b(?:it|water|the water)(?: is| s)? (?:touch|touches|touching|reach|reaches|reaching|get in|gets in|getting in|going in|goes in) (?:the |to the |into the |in the )?(?:plugs?|sockets?|outlets?|wires?|wiring|panel|fuse ?box|breakers?|electrics)\b`),
		needs: re(`\b(?:spark\w*|buzz\w*|smok\w*|shock\w*|fizz\w*|bang\w*|crackl\w*)\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: elsewhere},
	// Water coming into a vehicle someone is in: stalled in a flood, water in under the doors.
	{name: "water-into-vehicle", re: re(`\bwaters? (?:is |s |are )?(?:coming|pouring|rushing|getting|leaking|seeping|filling) (?:\w+ ){0,3}(?:in|into|inside|up)\b`),
		needs: re(`\b(?:` + vehicle + `) (?:is |s )?(?:just )?(?:stalled|stuck|died|stopped|floating|moving|being (?:pushed|swept))\b|\b(?:i am|i m|we are|we re|still) in the (?:` + vehicle + `)\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: re(`\b(?:if|when|whenever|every time|each time)\b`)},
	// A person swept away or gone under in water, seen now: holding a branch, not coming back
	// up.
	{name: "person-in-water", re: re(`\b(?:i|we) (?:can )?(?:still )?see (?:him|her|them|someone|somebody|(?:a|the) (?:man|woman|kid|child|boy|girl|person)) (?:\w+ ){0,2}(?:holding|hanging|clinging|waving|bobbing|floating|going under|struggling)\b|\b(?:not|has not|have not|is not) (?:come|coming|came) (?:back )?up\b|\b(?:cannot|can not) swim (?:back|in|out|to)\b|\b(?:waves?|current|tide|rip) (?:is |are |s )?(?:taking|pulling|dragging|carrying|take|takes|pull|pulls) (?:him|her|them|me)\b`),
		needs: re(`\b(?:swept|river|creek|lake|sea|ocean|pool|water|current|canal|stream|pond|flood\w*)\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// People stranded up high by flood water now: on the roof, in the attic, with water all
	// around.
	{name: "stranded-by-water", re: re(`\b(?:we|i|they|he|she|(?:the|my|our) \w+) (?:are|am|is|s|re|m) (?:all |still |now |stuck |trapped |stranded )*(?:up )?(?:on|in) (?:the|our|a|my) (?:roof|attic|loft|top floor|upstairs)\b`),
		needs: re(`\bwaters? (?:is |s |are )?(?:\w+ ){0,2}(?:all around|around|rising|coming up|everywhere|up to|still coming)\b|\bsurrounded by water\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// A boat filling with water under the people in it, out on the water, said without
	// "sinking": sitting lower and lower, the pump quit or not keeping up, bailing and losing,
	// water over the side, the deck awash (route_Z, a boat insurer's callers: "it's sitting
	// lower and lower, we're still like a mile out and the back deck is wet now"). Whoever is
	// aboard cannot walk off it, so it decides once they are said to be out on the water or
	// bailing; the same boat at the dock, or with nobody on it, is damage.
	{name: "boat-swamping", re: re(swampingSign), needs: afloat, notPrecededBy: afloatPastOrIf, notInside: afloatPastInside, unless: nobodyAboard},
	// A structure failing over people now, heard or seen: a floor sagging under a bed with
	// someone who cannot move, cracking sounds, a crack opening above where people are.
	{name: "failing-over-people", re: re(`\b(?:ceiling|roof|wall|floor|beam|chimney)s?(?: it)? (?:is |s |are )(?:\w+ )?(?:coming down|falling (?:in|down)|caving in|collapsing|giving way)\b|\b` + structure + along + ` (?:is|s|are|keeps?) (?:\w+ )?(?:` + givingWay + `|making (?:\w+ )?(?:cracking|creaking|groaning|popping|snapping) (?:sounds?|noises?))|\bcracks? (?:is |s )?(?:opening|spreading|getting bigger)(?: up)? (?:in|across) the (?:ceiling|wall|roof|floor)\b`),
		needs: re(`\b(?:cannot|can not) (?:move|get (?:up|out))\b|\bbed ?ridden\b|\bunder (?:my|his|her|their|our) \w+ s bed\b|\b(?:where|while) (?:we|they|i|he|she) (?:are|am|is|re) (?:sitting|standing|sleeping|lying)\b|\b(?:above|over) (?:us|me|them|our heads|where)\b|\bin (?:the |his |her |their |my )?bed under\b|\bunder (?:it|there)\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: nobodyThere},
	// A person buried now: in a trench, under earth or grain, up to the chest.
	{name: "buried-now", re: re(`\b(?:is|s|are|got|been|just|still) (?:\w+ )?buried (?:up to|under|in|alive)\b|\bburied up to (?:his|her|their|my) (?:chest|waist|neck|shoulders)\b`),
		notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// A person heard under what came down: "i can hear him" with a collapse or rubble named.
	{name: "heard-under", re: re(`\b(?:i|we) (?:can )?(?:still )?hear (?:him|her|them|someone|somebody|people|my \w+)\b`),
		needs: re(`\b(?:collaps\w*|caved in|fell (?:down|in)|came down|rubble|debris|buried|trapped|flattened|destroyed|knocked down)\b`), notPrecededBy: ifBefore, notInside: pastInsideExposed},
	// A vehicle stopped in a live lane with traffic coming, or the caller still in it there.
	{name: "stranded-in-lane", re: re(`\b(?:stop|stopped|stalled|died|dead|broke down|broken down|stuck|stranded|sitting|sat) (?:\w+ ){0,4}in (?:the )?(?:fast|middle|left|right|passing|inside|outside|center|centre|turning|outer|inner) lane\b|\bin the middle of the (?:highway|freeway|interstate|motorway)\b`),
		needs:         re(`\b(?:cars?|trucks?|traffic|semis?|lorries|vehicles) (?:are |is |keep |keeps )?(?:\w+ )?(?:flying|coming|whizzing|passing|swerving|speeding|racing|zooming|honking|almost|nearly)\b|\bwill not start\b|\bno shoulder\b|\b(?:i am|i m|we are|we re) still\b`),
		notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: datedPast},
	// The brakes, steering or pedals failing while the caller is still driving.
	{name: "failing-while-driving", re: re(`\b(?:brakes?|steering|accelerator|gas pedal|throttle)(?: \w+){0,2} (?:just |have |has |s |is |are )?(?:went|gone|failed|stopped working|not working|do not work|does not work|will not work|stuck|jammed|locked up|gave out|quit)\b|\b(?:has|have|got) no (?:brakes|steering)\b|\b(?:pedal|brake|brakes)(?: \w+)? (?:go|goes|went|going|is going|gone) (?:to|through) (?:the )?floor\b|\b(?:car|truck|van|bus)(?: is)? not stopping\b`),
		needs:         re(`\b(?:i am|i m|we are|we re|still) (?:\w+ ){0,2}(?:driving|going|moving|rolling|on the (?:freeway|highway|motorway|interstate|road)|heading|speeding|coming down)\b|\bright now\b|\b(?:cannot|can not) (?:stop|slow)\b|\b(?:i am|i m|we are|we re) (?:doing|on)\b`),
		notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// An animal on a person now: attacking, biting, going after, trying to get in, will not let
	// go, keeps going at her.
	{name: "animal-on-person", re: re(`\b(?:` + animal + `(?: \w+){0,4}|it|they) (?:is |s |are |keeps? )?(?:still |now )?(?:attacking|biting|mauling|going after|going at|coming at|chasing|charging|stinging|trampling|stomping (?:on )?|goring|kicking|butting|trying to get in|dragging)\b|\b(?:will not|does not) let (?:go|her go|him go)\b|\bkeeps? (?:going|coming) at (?:him|her|them|me|us)\b|\bkeeps? (?:on )?(?:pushing|crushing|pinning|kicking|charging|butting|ramming|trampling|stomping|biting|attacking)\b`),
		needs: re(`\b` + animal + `\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// A venomous bite with the swelling or sickness that follows, now.
	{name: "venom-bite", re: re(`\b(?:snake|rattlesnake|rattler|adder|viper|copperhead|cottonmouth|spider|scorpion|jellyfish)(?: \w+){0,4} (?:bit|bitten|stung|got)\b|\b(?:bitten|bit|stung) by (?:a|the) (?:\w+ )?(?:snake|rattlesnake|rattler|adder|viper|spider|scorpion|jellyfish)\b`),
		needs: re(`\b(?:swell\w*|swollen|numb|dizzy|sick|breath\w*|throat)\b`), notPrecededBy: pastOrIf, unless: datedPast},
	// A machine that has hold of a person: a hand, arm, sleeve or hair caught, pulled or
	// wrapped in it; grain or feed pulling someone down.
	{name: "caught-in-machine", re: re(`\b(?:catch|catches|caught|grab|grabs|grabbed|took|takes|pulled|pulls|got|has) (?:the |his |her |my |our )?(?:\w+ s )?(?:arm|hand|finger|fingers|sleeve|hair|leg|foot|glove|jacket|shirt)\b|\bpulled (?:him|her|them) (?:in|into|under)\b|\b(?:caught|stuck|pulled|sucked|dragged|trapped|wrapped|jammed|pinned|grabbed)(?: \w+){0,2} (?:in|into|inside|under|around|round|up in|against) (?:the|a|an|his|her|it)(?: \w+)?(?: ` + machine + `)?\b`),
		needs: re(`\b` + machine + `\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: elsewhere},
	{name: "engulfed-now", re: re(`\b(?:grain|corn|beans|wheat|feed|sand|gravel|mud|snow)(?: \w+){0,2} (?:is |s )?(?:pulling|sucking|dragging|swallowing|burying|covering) (?:him|her|them|me|us)\b`),
		notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// Something heavy on top of a person now: "it's on top of the driver".
	{name: "on-top-of-someone", re: re(`\b(?:is|s|are) (?:now |still |right )?(?:on top of|lying on|pinning|crushing) (?:him|her|them|me|us|(?:the|my|his|her|our|their) (?:driver|operator|worker|man|woman|guy|lady|son|daughter|husband|wife|dad|mum|mom|father|mother|brother|sister|boy|girl|kid|child|baby|friend|partner|neighbou?r))\b`),
		notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// A tree, a branch or a roof just come down on where someone is.
	{name: "came-down-on-them", re: re(`\b(?:tree|branch|limb|roof|ceiling|wall|chimney)(?: \w+){0,3} (?:just |has just )(?:came|come|fell|fallen|crashed|smashed|went) (?:down )?(?:through|into|onto|on|in)\b`),
		needs: re(`\b(?:where|with) (?:my|his|her|our|the) \w+ (?:was|is) (?:sleeping|sitting|lying|in bed)\b|\bon the bed\b|\bon (?:him|her|them)\b|\b(?:my|our|his|her) \w+ (?:is|s|was) (?:in there|under|inside|in bed|sleeping)\b`), notPrecededBy: pastOrIf},
	// A tornado on the house now: the family taking cover in the tub or closet with a twister,
	// sirens or the roof named, a twister over or heading for them, a home rocking or lifting
	// in the wind with people in it, lightning that has hit a person.
	{name: "tornado-now", re: re(`\b(?:we|i|they|the kids|kids) (?:are|am|re|m) (?:all )?(?:\w+ )?(?:in|under) the (?:bath ?tub|tub|closet|basement|cellar|storm shelter|hallway|stairs|crawl space|bathroom)\b|\b(?:tornado|twister|funnel cloud)(?: \w+){0,2} (?:is |s )?(?:right )?(?:over|on top of|coming|heading|hitting|about to hit|right outside|outside|here|touching down|on the ground)\b|\b(?:mobile home|trailer|caravan|house|roof|camper|rv)(?: \w+){0,2} (?:is |s )(?:\w+ ){0,2}(?:rocking|lifting|shaking|coming apart|tipping)\b`),
		needs: re(`\b(?:tornado|twister|funnel|sirens?|wind|winds|hurricane|storm)\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	{name: "lightning-hit", re: re(`\blightning (?:just )?(?:hit|struck|got) (?:(?:my|his|her|the|a|our) (?:\w+ )?` + person + `|him|her|them|me|us)\b|\bstruck by lightning\b`),
		notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: datedPast},
	// A fire front coming at the house: a wildfire coming down the hill, flames heading for us.
	{name: "fire-front", re: re(`\b(?:wildfire|wild fire|bush ?fire|brush ?fire|grass ?fire|forest fire|fire|flames|smoke)(?: \w+){0,2} (?:is |s |are )(?:\w+ )?(?:coming (?:down|up|over|toward|towards|at|for|closer|this way|our way|through)|heading (?:for|toward|towards|this way|our way|at|down|up)|moving (?:toward|towards|closer|this way|our way)|spreading|racing|jumping|getting close|closing in|almost at|right behind|right at)\b`),
		notPrecededBy: pastOrIf, notInside: pastOrFirePeople},
	// Someone out in a storm that is on now: "my dad is still outside on the tractor" with hail,
	// lightning or a tornado going on.
	{name: "out-in-storm", re: re(`\b(?:is|s|are) still (?:out|outside)\b`),
		needs: re(`\b(?:hail|lightning|tornado|storm|wind|blizzard|whiteout)(?: \w+)? (?:is |s |are )?(?:\w+ing)\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// An intruder or attacker now: breaking in, in the house with the caller hiding, heard
	// downstairs, hitting the caller, with a weapon, threatening to kill, shot, running the
	// caller off the road.
	{name: "intruder-now", re: re(`\b(?:someone|somebody|a (?:man|guy|woman|person|stranger)|people|they|he|she|my ex)(?: \w+){0,2} (?:is |s |are )(?:\w+ )?(?:trying to )?(?:kick(?:ing)?|break(?:ing)?|bang(?:ing)?|smash(?:ing)?|forc(?:e|ing)|climb(?:ing)?|get(?:ting)?) (?:in|into|through|down|open) (?:my|our|the)(?: \w+)? (?:door|window|house|home|apartment|flat|garage|room)\b|\bthere (?:is|s|are) (?:a |an |some |two )?(?:man|guy|men|woman|stranger|someone|somebody|people|person|intruder)(?: \w+){0,2} (?:in|inside) (?:my|our|the) (?:house|home|garage|basement|apartment|flat|attic|bedroom|kitchen)\b|\b(?:i|we) (?:am|are|m|re) (?:\w+ )?hiding\b|\b(?:i|we) (?:can )?hear (?:someone|somebody|a (?:man|guy|person|stranger)|people|footsteps|voices)(?: \w+){0,3} (?:downstairs|upstairs|in the (?:house|garage|basement|kitchen|attic))\b`),
		notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: datedPast},
	{name: "attacked-now", re: re(`\b(?:is|s|are|keeps?) (?:\w+ )?(?:hitting|beating|punching|kicking|choking|strangling|attacking|stabbing|hurting) (?:me|us|my|him|her|them|the kids|the baby)\b|\b(?:(?:says|said|saying|yelling|screaming|shouting)(?: that)? (?:he|she|they) (?:will|is going to|is gonna|are going to)|threatening to) (?:kill|hurt|shoot|stab) (?:me|us|him|her|them|my|the kids)\b|\b(?:is|s|are) (?:banging|pounding|hammering) on (?:my|our|the) (?:car )?(?:window|door|windows|windscreen|windshield)\b.*\b(?:screaming|yelling|shouting|threat\w*|kill|angry|drunk|scared)\b|\b(?:man|guy|someone|somebody|person|woman)(?: \w+){0,2} with a (?:gun|knife|machete|bat|weapon|rifle|pistol|crowbar|axe)(?: \w+){0,2} (?:is|s|are)\b|\b(?:s|is|has|have|just) (?:just )?been (?:shot|stabbed)\b|\btrying to (?:run|ram|push|force) (?:me|us) off\b`),
		notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: datedPast},
	// A child or a frail person alone with a danger, or gone out into it: home alone with the
	// alarm going, a parent with dementia wandered into the snow, a baby in the bath behind a
	// locked door, a child on the outside of a balcony railing, someone old who cannot get up.
	{name: "alone-in-danger", re: re(`\b(?:home alone|alone (?:in|at) (?:the |our |my )?(?:house|home|car|flat|apartment|van)|(?:is|s|are) (?:all )?(?:alone|by (?:himself|herself|themselves)|on (?:his|her|their) own))\b`),
		needs: re(`\b(?:smoke|smoky|smokey|fire|alarm|gas|water|flood\w*|hot|heat|cold|locked|crying|fell|fallen|floor|bath|pool|stove|oven|cooker|running|(?:is not|not|will not) answer\w*)\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	{name: "wandered-into-danger", re: re(`\b(?:leave|left|leaves|gone out|went out|walked out|wandered out)(?: of)?(?: the (?:house|home))?\b.*\b(?:minus \w+|below (?:zero|freezing)|freezing|snowing|at night|in the night|in the dark)\b|\b(?:wandered|walked|went|gone|got) (?:off |out |away )?(?:\w+ ){0,2}(?:in|into) the (?:snow|cold|dark|night|rain|woods|street|road|traffic|freezing)\b`),
		needs: vulnerable, notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: datedPast},
	{name: "cannot-get-up", re: re(`\b(?:cannot|can not|is not able to|unable to|not able to) (?:` + getUp + `|get off the floor|stand up)\b`),
		notFollowedBy: re(`^ (?:the|those|these|to|and down|stairs|early|in the morning|off the sofa|from the sofa)\b`), needs: re(`\b(?:on the (?:\w+ )?(?:floor|ground)|fell|fallen|(?:ninety|eighty|seventy)|elderly|alone|dementia|frail|grandma|grandmother|grandad|granddad|grandpa|grandfather|nan)\b`),
		notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: datedPast},
	{name: "child-in-water-or-height", re: re(`\b(?:baby|toddler|little one|kid|child|son|daughter|little girl|little boy)(?: \w+){0,2} (?:is |s )?(?:alone )?in the (?:bath|tub|bathtub|pool)\b|\b(?:little girl|little boy|toddler|baby|kid|child|little one|son|daughter)(?: \w+){0,2} (?:is|s|are) (?:\w+ ){0,2}(?:stuck|hanging|dangling|climbing|standing|sitting) (?:\w+ ){0,2}(?:on|over|off|outside|out of|from) (?:the )?(?:\w+ )?(?:balcony|railing|ledge|window ?sill|window|edge)\b`),
		needs: re(`\b(?:cannot|can not) (?:get|open|reach)\b|\blocked\b|\balone\b|\bnot (?:moving|breathing|answering)\b|\bstuck\b|\bhanging\b|\bdangling\b|\boutside\b|\bon the outside\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// Smoke filling the place people are in, or a smoke alarm going with smoke seen: "the
	// hallway is all smoky and the smoke alarm is going".
	{name: "smoke-filling", re: re(`\b(?:house|room|hallway|hall|kitchen|stairs|stairwell|landing|flat|apartment|upstairs|downstairs|bedroom|lounge|living room|corridor|cabin|car)(?: \w+)? (?:is |s |are )(?:all |really |very |so |getting |filling (?:up )?with |full of )?(?:smoky|smokey|smoke|smoking)\b|\bsmoke alarms? (?:is |s |are )?(?:going|going off|beeping|sounding|screaming|ringing)\b.*\b(?:smoky|smokey|smoke (?:is|s|everywhere|coming|pouring)|flames|burning)\b`),
		notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: elsewhere},
	// A spill or a chemical cloud now: a tanker overturned and leaking, chemicals mixed with
	// people coughing in the fumes.
	{name: "spill-or-cloud", re: re(`\b(?:tanker|lorry|truck|rig|semi)(?: \w+){0,2} (?:is |s |has |just )?(?:overturned|leaking|spilling|on its side|tipped over|flipped)\b|\bchemicals? (?:\w+ ){0,3}(?:mixed|reacting|fuming|smoking|bubbling)\b`),
		needs: re(`\b(?:smell|stink|fumes|cloud|leaking|running|spilling|pouring|cough\w*|eyes (?:are )?(?:burning|stinging|streaming)|dizzy)\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: elsewhere},
	// A power line down and live: sparking, jumping, arcing, buzzing or touching something.
	{name: "line-down-sparking", re: lineLoose,
		needs: re(`\b(?:sparking|sparks|jumping|buzzing|arcing|smoking|on fire|touching|live|fizzing|snapping)\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: elsewhere},
	// Flood water rising fast with people who cannot get out of its way.
	{name: "flood-on-people", re: re(`\bflash flood\w*\b|\bwaters? (?:is |s )?(?:rising|coming up|getting higher|getting deeper|rushing|pouring|coming through|coming in)(?: (?:in|really|so|very|the front door|the door|the windows))? (?:fast|quick|quickly)\b`),
		needs: re(`\b(?:we|i) (?:have|ve|have got|ve got|got|are|am|re|m) (?:\w+ ){0,2}(?:baby|kids|children|trapped|stuck|inside|in here|upstairs)\b|\bwheelchair\b|\b(?:cannot|can not) (?:get out|walk|swim|move)\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: elsewhere},
	// Water up to a vehicle's windows with someone who cannot get out.
	{name: "vehicle-filling", re: re(`\bwaters? (?:is |s )?(?:up to|over|at|above) (?:the )?(?:windows?|doors?|seats?|dashboard|dash|roof|wheel|steering wheel)\b`),
		needs: re(`\b(?:` + vehicle + `)\b.*\b(?:will not open|would not open|cannot (?:get|open)|inside|in it|stuck|trapped|i am|we are|kids)\b|\b(?:will not open|cannot (?:get|open)|inside|stuck|trapped)\b.*\b(?:` + vehicle + `)\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// A structure breaking over people heard or seen now: bits falling above a cot, a roof
	// making noises like breaking with everyone inside, stairs or a floor given way under
	// someone who is stuck.
	{name: "breaking-over-people", re: re(`\b(?:bits|pieces|chunks|plaster|dust|debris|bricks|tiles)(?: of \w+)? (?:is |are |s )?(?:falling|coming down|dropping|raining down)\b|\bmaking (?:\w+ ){0,2}(?:noises?|sounds?) like (?:it is |it s )?(?:breaking|cracking|snapping|giving way|coming down|going to (?:go|give|collapse))\b`),
		needs: re(`\b(?:above|over) (?:my|our|his|her|the|their)(?: \w+)?(?: \w+ s)? (?:cot|crib|bed|head|heads)\b|\b(?:above|over) (?:us|me|them|where)\b|\b(?:we|they|i|kids|everyone|everybody)(?: \w+)? (?:are|am|is|re) (?:all |still )?(?:inside|in here|in there|under it|upstairs)\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: nobodyThere},
	{name: "through-the-floor", re: re(`\b(?:gave|given|giving) way under (?:him|her|them|me|us|my \w+|the \w+)\b|\b(?:fallen|fell|gone|went) (?:right )?through (?:the )?(?:floor|stairs|ceiling|deck|decking|roof|boards|floorboards)\b`),
		needs: re(`\b(?:stuck|trapped|cannot|can not|hanging|wedged|pinned|not moving)\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: elsewhere},
	// A vehicle sliding or hanging toward a drop with the caller in it.
	{name: "vehicle-toward-drop", re: re(`\b(?:sliding|slipping|rolling|skidding|drifting|tipping|teetering|hanging|balanced) (?:\w+ ){0,4}(?:toward|towards|over|off|into) (?:the )?(?:\w+ ){0,2}(?:edge|drop|cliff|ravine|embankment|river|water|lake|gorge)\b`),
		needs: re(`\b(?:i|we) (?:am|are|m|re) (?:still )?(?:in|inside|in it|sitting in)\b|\bwith (?:me|us|the kids|my \w+) in\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// A person something fell on or in on: the walls of a trench fell in on a worker, a tree
	// through the roof onto someone in bed; only a part of them to be seen.
	{name: "fell-on-person", re: re(`\b(?:fell|fallen|came|come|caved|collapsed|crashed|landed) (?:in |down |through (?:\w+ ){0,3}|(?:off|from) (?:\w+ ){0,3})?(?:on|onto|on top of) (?:him|her|them|me|us|(?:one of )?(?:my|our|his|her|the|their) (?:\w+ )?(?:worker|workers|guys|men|staff|lads|employees|son|daughter|husband|wife|dad|mum|mom|father|mother|brother|sister|baby|kid|child|partner|friend|grandad|grandma|man|woman|guy|boy|girl|neighbou?r|colleague|employee))\b|\b(?:can only see|only see|can see only) (?:his|her|their) (?:head|hand|hands|feet|legs?|arm)\b`),
		notFollowedBy: re(`^ s\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: elsewhere},
	{name: "under-what-fell", re: re(`\b` + someone + ` (?:is|s|are) (?:still )?(?:under|underneath|beneath)(?: it| there| that| them)?$`),
		needs: re(`\b(?:fell|fall|fallen|collapsed|caved|came down|come down|roof|tree|wall|ceiling|rubble)\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// A machine that will not let go of a hand: "it takes my colleague finger and he cannot
	// pull out".
	{name: "cannot-pull-free", re: re(`\b(?:cannot|can not) (?:pull|get|take) (?:(?:it|(?:his|her|their|my) (?:\w+ )?(?:hand|arm|finger|fingers|leg|foot)) )?(?:out|free)\b`),
		needs: re(`\b` + machine + `\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: elsewhere},
	{name: "into-the-grain", re: re(`\b(?:fell|fallen|went|gone|is|s|are) (?:in|into|down in|down into) the (?:grain|corn|beans|wheat|bin|silo|hopper)\b`),
		needs: re(`\b(?:sinking|going under|pulling|stuck|buried|up to|cannot|can not|not answering|not moving)\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: elsewhere},
	// Bees or wasps all over a person, a person being beaten up or attacked now, a weapon
	// pulled or a gunman where the caller is, a hit person now bleeding.
	{name: "swarmed", re: re(`\b(?:bees|wasps|hornets|swarm|ants)(?: \w+){0,2} (?:are |is )?(?:all )?over (?:him|her|them|me|us|my \w+|the \w+)\b`),
		notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	{name: "beaten-or-armed", re: re(`\b(?:is|s|are|am|m|re) (?:being|getting) (?:beaten|beat|attacked|stabbed|jumped|mugged|robbed|assaulted|hit|punched|kicked|strangled|choked)(?: up)?\b|\bthere (?:is|s|are) (?:a |an |some |two )?(?:man|guy|men|woman|someone|somebody|people|person|kid|shooter|gunman)(?: \w+){0,4} with (?:a|an|guns|knives) (?:gun|knife|machete|rifle|pistol|weapon|axe|crowbar|bat)?\b|\b(?:has|s|is|just) (?:just )?(?:pulled|pulling|got|holding|waving|pointing) (?:out )?(?:a|an|his|her) (?:gun|knife|machete|rifle|pistol|weapon|axe)\b`),
		notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: elsewhere},
	{name: "hurt-by-someone", re: re(`\b(?:hit|punched|stabbed|beat|beaten|attacked|kicked|shot|pushed|knocked) (?:his|her|my|their|the|our) (?:\w+ )?` + person + `\b`),
		notFollowedBy: re(`^ s\b`), needs: re(`\b(?:is|s|are) (?:\w+ )?(?:bleeding|unconscious|not moving|not breathing|badly hurt|on the floor|on the ground)\b`), notPrecededBy: pastOrIf, unless: elsewhere},
	// A child got up high or out a window now, a frail person lost in their own head, a child
	// in a vehicle with nobody around.
	{name: "child-up-high", re: re(`\b(?:toddler|baby|little one|little girl|little boy|kid|child|son|daughter|\w+ year old)(?: \w+){0,2} (?:has |s |is |just )*(?:climbed|crawled|got|gone|is|s) (?:\w+ ){0,2}(?:out (?:of )?the window|onto the roof|on the roof|onto the balcony|over the railing|on the ledge|on the window ?sill|out on the roof)\b`),
		notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: elsewhere},
	{name: "lost-and-confused", re: re(`\b(?:does not|do not) know where (?:he|she|they) (?:is|are)\b|\b(?:gone|went) (?:out )?(?:driving|walking|wandering)\b`),
		needs: vulnerable, notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: elsewhere},
	{name: "left-in-vehicle-alone", re: re(`\b(?:kids?|children|baby|toddler|little one|son|daughter|dog)(?: \w+){0,3} in the (?:car|van|truck)\b`),
		needs: re(`\b(?:no one|nobody)(?: is| s)? (?:around|there|with)\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: elsewhere},
	// A person hanging from something now: off a scaffold, from a belt, by a ledge.
	{name: "hanging-on", re: re(`\b` + someone + ` (?:is|s|are) (?:still |now |just )?(?:hanging|dangling) (?:off|from|onto|on to|by|over)\b`),
		notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: elsewhere},
	// Something about to fall on people: "the racking is leaning and about to fall on the guys".
	{name: "about-to-fall-on", re: re(`\b(?:about to|going to|gonna) (?:fall|come down|collapse|topple|tip|go) (?:on|onto|over on) (?:the |my |our )?(?:\w+ )?(?:guys|people|workers|kids|children|him|her|them|us|me|staff|men|customers|family|house)\b`),
		notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: elsewhere},
	// A person face down in water: a pool, a bath, a pond.
	{name: "face-down", re: re(`\b(?:is|s|are) (?:\w+ )?face down\b`),
		needs: re(`\b(?:pool|bath|tub|pond|water|river|lake|creek|puddle|ditch|sea)\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// Not coming round after going down.
	{name: "not-coming-round", re: re(`\b(?:is not|not|will not) (?:coming|come) (?:to|round|around)\b`),
		needs: re(`\b(?:went down|gone down|collapsed|fell|fallen|passed out|fainted|dropped|hit (?:his|her|their) head)\b`), notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// A weapon pulled on someone, an attacker still there after hitting the caller.
	{name: "weapon-pulled", re: re(`\bpulled (?:out )?(?:a|an|his|her) (?:gun|knife|machete|rifle|pistol|weapon|axe|blade) on (?:me|us|my|our|the|him|her|them)\b`),
		// Said with the one who pulled it still there: "the burglar pulled a knife on me, the
		// police have the report" is a claim.
		needs: re(`\b(?:still|right now|now|coming at|pointing|waving|outside|in the (?:store|shop|house|bar|building|car park|parking lot))\b`), notPrecededBy: pastOrIf, unless: elsewhere},
	{name: "attacker-still-here", re: re(`\b(?:hit|punched|stabbed|attacked|kicked|beat|hurt) (?:me|us|my \w+|him|her)\b`),
		needs: re(`\b(?:he|she|they) (?:is |s |are )?still (?:outside|here|there|at (?:the|my|our) door|in the (?:house|store|shop|bar|building))\b`), notPrecededBy: pastOrIf, unless: elsewhere},
	// What a storm or a fire left behind, on someone now (route_Y, a catastrophe team's callers,
	// docs/readers.md "Emergencies and routing: route_Y"): the caller rings about the damage,
	// often opening on the storm or on cover, and says in passing that a danger it left is on a
	// person as they speak. The storm named first frames the call, not the danger.
	//
	// A downed line someone is at: children poking it with a stick, a neighbour dragging it off
	// the drive, a husband picking it up. A line on the ground is live until the utility says
	// it is dead, and whoever touches it is the one it kills; it need not spark.
	{name: "line-down-touched", re: re(`\b` + someone + ` (?:is|s|are|keeps?|keep) (?:\w+ ){0,2}(?:poking|prodding|touching|kicking|grabbing|pulling|dragging|picking|lifting|moving|stepping|standing|playing|walking|going|climbing|messing|trying to (?:move|lift|pick up|drag|pull|touch|grab))(?: (?:around|over|right|up|about))?(?: (?:at|with|on|to|near|by|next to|toward|towards|over to|up to|around))? (?:it|them|that|the (?:\w+ )?(?:line|lines|wire|wires|cable|cables))\b`),
		needs: lineLoose, notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: lineDead},
	// A crack that is growing while the caller watches, with someone beneath it: "there's a crack
	// opening above the front door, it's wider than an hour ago, my father is sitting right under
	// it". A crack that grows by the hour is a structure still moving.
	{name: "crack-growing", re: re(`\b(?:crack|cracks|gap|split)(?: \w+){0,4}? (?:is |s |are |keeps? )?(?:still |now |slowly )?(?:opening|widening|spreading|growing|getting (?:bigger|wider|longer|worse))\b|\b(?:it|crack|cracks|gap|split)(?: \w+){0,4}? (?:is |s |are )?(?:getting |gotten |got )?(?:wider|bigger|longer) than (?:it was |they were )?(?:an hour|a few minutes|half an hour|ten minutes|this morning|earlier|before)\b`),
		// "bigger than it was this morning" is a comparison: only a past before the growing
		// ("the crack was getting wider") tells it as over.
		needs: someoneBeneath, notPrecededBy: pastOrIf, notInside: pastThenGrowing, unless: nobodyThere},
	// Something heavy hanging loose over people: a gutter and a sheet of ice off the edge over
	// the steps where the children wait for the bus, a branch caught over the swing, a sign
	// swinging by one bolt over the shop door. Said beside a question about cover as often as not.
	{name: "hanging-over-people", re: re(`\b(?:gutters?|ice|icicles?|snow|branch|branches|limb|tree|sign|beam|chimney|bricks?|tiles?|slates?|panels?|glass|awning|canopy|shutters?|light|fixture|chandelier|fan|shelf|shelves|racking|scaffold\w*|siding|fascia|soffit|antenna|dish|pole|balcony|porch roof|roof)(?: \w+){0,4}? (?:is |s |are )(?:\w+ )?(?:hanging|dangling|swinging|leaning|tilting|sagging|loose|coming loose|coming away|pulling away|about to (?:fall|come down|go|drop|give|snap))\b`),
		needs: someoneBeneath, notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: nobodyThere},
	// Water coming up on people who cannot get away from it: the river into the yard fast and the
	// truck will not start, the creek over the only road out, "me and the kids are still here".
	{name: "water-cut-off", re: re(`\b(?:water|river|creek|stream|bayou|lake|flood|floodwater|flood water|tide|sea)s?(?: s| is| are)? (?:still |now |already )?(?:coming (?:in|into|up|over|through|across)|rising|pouring (?:in|into|over)|rushing (?:in|into|over)|getting (?:higher|deeper|closer))\b`),
		needs: cutOff, notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: elsewhere},
	// A cord or a wire in water someone is in or getting into: the hot tub's torn power cord
	// lying in the water as a child climbs in, an extension lead in the flooded basement where
	// the caller is wading. The water carries the current to whoever is in it.
	{name: "power-in-water", re: re(`\b(?:cords?|wires?|cables?|extensions?|leads?|plugs?|power ?strips?|lines?)(?: \w+){0,6}? (?:is |s |are )?(?:\w+ )?(?:lying|laying|sitting|hanging|dangling|floating|fallen|fell|dropped|down|trailing) (?:right )?(?:in|into) (?:the )?(?:\w+ )?(?:water|pool|hot tub|tub|bath|puddle|pond|spa|jacuzzi|flood ?water)\b`),
		needs: intoTheWater, notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: powerCut},
	// Someone who stayed behind with a fire now at or above them: "we evacuated but my dad
	// refused, he's still at the house and the fire is on the ridge right above him". The
	// family's own evacuation says nothing about the one who stayed.
	{name: "fire-at-someone", re: re(`\b(?:wildfire|wild fire|bush ?fire|brush ?fire|grass ?fire|forest fire|fire|fires|flames|blaze)(?: \w+){0,2} (?:is|s|are) (?:\w+ ){0,4}(?:right |just |directly |almost )?(?:above|over|behind|beside|next to|near|close to|at|on|around|up to|(?:across|down|up) the (?:road|street|lane|field|creek|way) from) (?:him|her|them|(?:his|her|their) (?:house|place|home|farm|ranch|property|street|road|door|fence))\b`),
		needs: stayedBehind, notPrecededBy: pastOrIf, notInside: pastOrFirePeople, unless: theyGotOut},
}

// classCues are cues of the sweep that never decide alone: outside a settled or past framing
// they ask the model, and a model that cannot answer counts them as an emergency.
var classCues = []rule{
	// A person cut by glass, a blade or metal: how bad is for the model to ask. "cut my
	// daughter" is a person, "cut the hedge" is not.
	{name: "cut-person", re: re(`\b(?:cut|sliced|gashed|slashed) (?:(?:my|his|her|their|our|the) (?:\w+ )?(?:` + person + `|arm|leg|hand|head|face|foot|neck|wrist)|him|her|them|me)\b|\b` + someone + ` (?:is|s|are|got|has been|been) (?:\w+ )?cut\b`)},
}

const (
	// treatedFor is what a pain or an injury can name when it is not felt now but seen to: a
	// visit, a test, a treatment, a bill ("the chest pains appointment", "the physio for his
	// crushed foot", "the scan results for my chest pain"). "Doctor" is not one: a caller asks
	// for a doctor for a pain felt now.
	treatedFor = `(?:appointments?|clinic|specialist|cardiologist|cardiology|consultant|surgeon|tests?|scans?|x ?rays?|mri|ecg|ekg|results?|check ?up|follow ?up|referral|consult\w*|work ?up|medication|meds|pills|claim|paperwork|forms?|bills?|invoices?|surgery|operation|physio|physiotherapy|therapy|rehab|cast|pins|plates?|splint|brace|stitches|treatment|visit)`
	// bodyPart is a part of a person's body named as theirs: "his whole body", "her lips", "the
	// baby's face".
	bodyPart = `(?:(?:his|her|their|the baby s|the child s|the kid s|s) (?:whole |left |right |other |little )?(?:body|arms?|legs?|face|lips|eyes|hands?|mouth|tongue|throat|speech|voice|words|skin|fingers|fingernails|neck|side)(?: and (?:his |her |their )?(?:arms?|legs?|face|lips|eyes|hands?|tongue|mouth))?)`
	// signLink is what stands between a part and its sign: "going", "gone all", "just".
	signLink = `(?:(?:going|gone|getting|turning|turned|all|really|so|very|still|kind of|kinda|now|just|went|started|starting to|keeps?|sort of) )*`
	// bodySign is what a failing body part does or becomes.
	bodySign = `(?:jerking|twitching|convulsing|seizing|stiffening|rolling(?: up| back)?|rolled(?: up| back)|blue|bluish|blueish|purple|dusky|mottled|limp|floppy|dead|useless|drooping|droopy|twisted|lopsided|slurr\w*|mixed up|jumbled|garbled|swelling|swollen|puffing up|puffed up|closing up|spraying|gushing|spurting)`
	// personSign is a person's state that is an emergency whenever it is current.
	personSign = `floppy|limp|lifeless|not reacting|not responding|not coming round|not coming to|fitting|seizing|convulsing|jerking|twitching|stiff as a board|blue|dusky|drooling and|gasping|hanging upside down|hanging in (?:his|her|their|the) (?:seat ?belt|belt|harness)|sinking|going under|lethargic and|delirious`
	// strokeSign is one sign of a stroke, said as a lay person sees it.
	strokeSign = `(?:face|mouth|smile|lip|lips|eye|eyelid)(?: \w+){0,3} (?:is |s |are |has |looks? |gone |going )?(?:all |kind of |kinda |a bit )?(?:drooping|droopy|drooped|crooked|lopsided|wonky|sagging|uneven|pulled (?:down|over|to one side)|twisted)|pulled to one side|one side of (?:his|her|their|my) (?:face|body|mouth)(?: \w+){0,2} (?:is |s |looks? |has )?(?:\w+ )?(?:drooping|droopy|lopsided|down|weak|numb|gone)|(?:left|right) side (?:has |is |s )?(?:gone )?(?:weak|numb|dead|heavy|floppy)|(?:cannot|can not|not able to) (?:lift|raise|move|hold up|grip|feel)(?: \w+)? (?:his|her|their|my)(?: \w+)? (?:arm|hand|leg)|(?:cannot|can not) (?:hold|grip) (?:anything|\w+ cup|the cup)|(?:arm|hand|leg) (?:is |s |has |keeps )?(?:gone |going |all |really )?(?:weak|limp|floppy|dead)|keeps dropping (?:things|stuff)|slurring|(?:talking|speaking|talk|speak) (?:funny|gibberish|nonsense|weird|strange|drunk|wrong)|(?:words|speech) (?:are |is )?(?:coming out )?(?:wrong|jumbled|garbled|slurred|mixed up)|(?:cannot|can not) (?:find|get out|get) (?:his|her|their|my|the) words|gibberish|worst headache|head is exploding|(?:arm|hand|leg) (?:just )?went dead|(?:hand|arm) is useless|half (?:his|her|their|my) face (?:will not|cannot|can not|does not|is not) mov\w*|(?:cannot|can not) (?:say|remember) (?:my|his|her|their) (?:own )?name|(?:cannot|can not) understand (?:what|anything|me)|losing (?:his|her|their|my) balance|(?:speech|words) (?:is |are )?(?:all )?(?:mixed up|slurry)|drooling (?:from|out of) one side|(?:speech|words|voice|talking) (?:just )?(?:went|gone|going|is|s) (?:all )?(?:weird|funny|strange|wrong|slurry|slurred)|(?:speaking|talking|talks|speaks|sounds) like (?:she|he|they) (?:is |s |are )?drunk`
	// suddenly places a sign as come on just now.
	suddenly = `suddenly|all of a sudden|out of (?:nowhere|the blue)|(?:a few |ten |five |two |twenty )?minutes ago|just now|was fine (?:\w+ ){0,3}ago`
	// animal is an animal that can attack or pin a person.
	animal = `(?:dogs?|pit ?bulls?|rottweilers?|bulls?|cows?|heifers?|steers?|horses?|bears?|coyotes?|wolf|wolves|cougars?|mountain lions?|alligators?|gators?|bees|wasps|hornets|swarm|boars?|hogs?|moose|elk|deer|stag|buffalo|bison|rams?|goats?|llamas?|donkeys?|pigs?|ostrich|emu)`
	// machine is farm or workshop machinery that catches people.
	machine = `(?:machine|machinery|auger|lathe|grinder|mincer|press|conveyor|belt|rollers?|mixer|chipper|shredder|baler|pto|shaft|drill|saw|gears?|winch|combine|mower|blade|grain bin|silo|hopper)`
)

var (
	// lineLoose is a power line, wire or cable said to be down, fallen or dangling.
	lineLoose = re(`\b(?:downed|fallen|broken|snapped|loose) (?:power |electric |electrical )?(?:lines?|wires?|cables?)\b|\b(?:power |electric |electrical )?(?:lines?|wires?|cables?)(?: \w+)? (?:is |s |are |has |have )?(?:come |came |fallen |fell |just )?(?:down|dangling|hanging down|lying)\b`)
	// someoneBeneath is a person said to be under what is failing now, or it said to be over
	// them: "my father is sitting in the living room right under it", "right over our heads".
	someoneBeneath = re(`\b` + someone + ` (?:is|s|are|am|re|keeps?|keep) (?:\w+ ){0,5}?(?:right |directly |just |still )?(?:under|underneath|beneath|below) (?:it|that|them|there)\b|\b(?:above|over) (?:us|me|them|him|her|our heads|their heads|his head|her head)\b`)
	// cutOff is people who cannot get away from rising water: a vehicle that will not start, no
	// way out, the road out under water, still there with the children.
	cutOff = re(`\b(?:` + vehicle + `)(?: \w+)? (?:will not|would not|does not|cannot|can not|is not|not) (?:start|go|move|turn over|starting)\b|\b(?:cannot|can not|no way to|not able to|unable to) (?:get out|leave|get away|drive out|get (?:him|her|them|us|the kids) out)\b|\b(?:road|roads|bridge|driveway|lane|way out)(?: \w+){0,2} (?:is |s |are )?(?:already )?(?:under ?water|flooded|gone|washed (?:out|away)|cut off)\b|\bme and (?:the|my) \w+ (?:are|re) (?:still )?(?:here|inside|in the house|stuck|trapped)\b|\b(?:we are|we re|i am|i m) (?:still here|stuck|trapped|cut off|stranded)\b`)
	// intoTheWater is someone in the water now, or getting into it.
	intoTheWater = re(`\b` + someone + ` (?:is|s|are|keeps?|keep|about to|going to|gonna|wants? to) (?:\w+ ){0,2}(?:climbing|getting|going|jumping|stepping|wading|walking|swimming|playing|sitting|standing|splashing|reaching|climb|get|go|jump|step|wade|walk|swim)(?: (?:back|right|around|down))? (?:in|into|through)\b|\b` + someone + ` (?:is|s|are) (?:still )?(?:in|standing in|sitting in|wading in) (?:the )?(?:water|pool|hot tub|tub|spa|it|there)\b`)
	// powerCut is the power to the cord said to be off: unplugged, the breaker thrown.
	powerCut = re(`\bunplugged\b|\b(?:turned|switched|shut) (?:off (?:the )?(?:power|breakers?|electric\w*|main|mains|it)|(?:the )?(?:power|breakers?|electric\w*|main|mains|it) off)\b|\b(?:cut|killed|tripped|flipped) (?:the )?(?:power|breakers?|main|mains)\b|\b(?:power|electricity|breakers?)(?: \w+)? (?:is |s |are |has been )?(?:off|tripped)\b`)
	// stayedBehind is someone who did not leave a fire's path: refused, stayed, still at the
	// house, not answering.
	stayedBehind = re(`\b(?:refused|refuses|refusing|stayed (?:behind|back|put)|(?:will not|would not|does not want to|did not want to) (?:leave|go|evacuate|get out))\b|\b` + someone + ` (?:is |s |are )?still (?:at|in|up at|out at|on) (?:the|his|her|their|our|my) (?:house|home|farm|ranch|place|property|cabin|trailer|land)\b|\b(?:not|is not|s not|are not|will not) (?:picking up|answering)\b|\b(?:cannot|can not) (?:reach|get hold of|get through to) (?:him|her|them)\b`)
	// theyGotOut is the one who stayed said to be out or safe now, or the danger dated.
	theyGotOut = re(`\b(?:he|she|they)(?: is| s| are)? (?:with (?:us|me)|out now|safe now|out safe|out of there|got out)\b|\b(?:got|gotten|picked) (?:him|her|them) (?:out|up)\b|` + datedPastWords)
	// pastThenGrowing is a past tense before a crack's growing: "the crack was getting wider".
	pastThenGrowing = re(`\b(?:was|were|had|did|used to)\b(?: \w+)*? (?:opening|widening|spreading|growing|getting|gotten|got|wider|bigger|longer)\b`)
	// pastOrFirePeople is pastInsideExposed with the fire's people: "the fire marshal's coming
	// out tomorrow" is the marshal coming, no fire.
	pastOrFirePeople = re(`\b(?:was|were|had|did|used to|marshal\w*|department|brigade|inspector\w*|investigator\w*|crews?|trucks?|engines?|service|adjuster|people)\b`)
	// pastOrWould is pastOrOffice with a "would" or "could": "my mother wouldn't wake up from
	// her nap" tells what happened.
	pastOrWould = re(`\b(?:was|were|had|did|would|could)\b|\bs (?:insurer|insurers|insurance|company|lawyer|solicitor|attorney|adjuster|agent|office|people|phone|garage|shop)\b`)
	// pastIfOrCover is pastOrIf with a question about cover just before: "would my business
	// policy cover a customer choking on a bone".
	pastIfOrCover = re(`\b(?:was|were|had|had been|if|when|whether|before|in case|supposing|cover|covers|covered)(?: \w+){0,3} $`)
	// ifBefore is a hypothetical just before a match. It is pastOrIf without the past tense,
	// for a rule whose match is said now after a past clause ("my son was in there, I can
	// hear him").
	ifBefore = re(`\b(?:if|when|whether|in case|supposing)(?: \w+){0,2} $`)
	// elsewhere is a danger told as someone else's, from the news, or put as a case: "I seen
	// on the news about two boys ..., would a farm policy cover something like that". A dated
	// past is in it too.
	elsewhere = re(`\b(?:on the news|in the news|on tv|in the paper|i read about|heard about|something like that|(?:would|does) (?:\w+ ){0,3}cover)\b|` + datedPastWords)
	// datedPast is a danger placed days or more back: "years ago", "last week", "on monday",
	// "in june". "last night" is not in it: a person down since last night is down now.
	datedPast = re(datedPastWords)
)

// datedPastWords are the words of datedPast.
const datedPastWords = `\b(?:yesterday|(?:days|nights|weeks|months|years|a week|a month|a year) ago|last (?:week|weekend|month|year|spring|summer|fall|autumn|winter|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in (?:january|february|march|april|may|june|july|august|september|october|november|december))\b`
