package signals

// presentDanger are dangers a caller in hurricane, flood, fire and wreck country names calmly,
// in passing or inside a question about cover or a claim, while they are happening: gas
// escaping from a tank or line, water reaching the attic someone went up to, a person down
// where fumes are, a vehicle with someone in it sliding toward water or an edge, a vehicle
// stalled on railroad tracks, and a blow to the head followed by the signs of a brain injury.
// Written by class for a fifteenth writer (a senior claims adjuster from Louisiana and
// Georgia), whose callers open with the policy ("I wanted to ask if y'all cover a propane
// tank") and mention the danger as an aside ("ours is hissing and we're standing right next
// to it").
//
// They are part of exposedNow, so each decides without a model, and inside a settled framing
// ("the claim from last week") it still asks the model rather than being waved away. Each
// needs a present tense in its own words: a past tense, an "if" or "when" before it, or a
// "was" inside it keeps it off, so the vivid past of a claim ("the water came up to the attic
// in Ida") is never an emergency by these rules.
var presentDanger = []rule{
	// Gas escaping now from a propane or gas tank, bottle, line or valve: hissing, venting or
	// frosting over (a valve furred with frost is gas leaving fast). A tyre or a radiator
	// hisses too, so a gas appliance or fuel must be named.
	{name: "gas-escaping", re: re(`\b(?:is|s|are|keeps?|still|started|starting to|has started) (?:\w+ )?(?:hiss\w*|venting|whistling|spewing|frost(?:ing|ed) (?:up|over))\b|\b(?:frost|ice)(?: \w+){0,3} (?:on|over|around) (?:the )?(?:valves?|regulator|fittings?|hose)\b`),
		needs: gasNamed, notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// Flood water that has reached the attic, loft or upper floor someone went up to, with
	// them there now: "the water's in the attic with him". The family's own evacuation is no
	// bar: the one who stayed behind is the one up there.
	{name: "water-at-refuge", re: re(`\bwaters? (?:is |s |are |has |have )?(?:got |gotten |getting |coming |rising |creeping |now |already |still )?(?:up )?(?:in|into|to|at|inside|up into) (?:the |our |my |his |her |their )?(?:attic|loft|roof space|crawl space|top floor|second floor|upstairs|rafters|eaves)\b`),
		needs: atRefuge, notPrecededBy: pastOrIf, notInside: pastInsideExposed, gate: refugeGate},
	// A person passed out, collapsed or not waking where fumes, gas or exhaust are now: the
	// others in the room are breathing the same air.
	{name: "overcome-by-fumes", re: re(`\b(?:passed out|passing out|collapsed|fainted|blacked out|keeled over|unconscious|unresponsive|not waking|(?:will not|cannot|can not) wake)\b`),
		needs: fumesNow, notPrecededBy: re(`\b(?:was|were|had|yesterday|ago|last \w+|when|if)(?: \w+){0,3} $`), notInside: pastInsideExposed},
	// A vehicle with someone in it sliding, rolling or being swept toward water or an edge:
	// "it's kinda sliding backwards toward the water, I got the brake all the way down".
	{name: "vehicle-sliding", re: re(`\b(?:is|s|are|am|keeps?|keep) (?:(?:kind of|kinda|sort of|slowly|still|now|just|starting to|started) )*(?:sliding|slipping|rolling|skidding|creeping|drifting|tipping|being (?:pushed|swept|carried|dragged)) (?:back(?:wards?)? |down |forward |sideways )?(?:toward|towards|into|in to|down into|down to|closer to|to the edge of) (?:the |a )?(?:\w+ )?(?:` + water + `|edge|drop|drop off|cliff|ravine|embankment|bank|levee)\b`),
		needs: inTheVehicle, notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// A vehicle stalled or stuck on railroad tracks now: a train may come at any moment. Sat,
	// sitting or parked there too ("I'm sort of parked on the railroad tracks right now").
	{name: "stalled-on-tracks", re: re(`\b(?:is|s|are|am|has|have|just|keeps?|still) (?:\w+ ){0,2}?(?:stalled|stuck|stopped|broken down|broke down|died|dead|cut out|conked out|hung up|high cent(?:ered|red)|bottomed out|wedged|parked|sitting|sat) (?:\w+ ){0,3}` + onTracks),
		notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// A blow to the head, then the signs of a brain injury now: slurring, confused, being
	// sick, drowsy. The caller's own or the person's "he's fine" does not settle these.
	{name: "head-blow-signs", re: re(`\b(?:he|she|they|(?:my|his|her|our|their|the) \w+) (?:is|s|are|keeps?) (?:(?:still|now|kind of|kinda|a bit|a little|really|all|getting|starting to|started) )*(?:slurring|slurred|confused|mumbling|not making (?:any )?sense|throwing up|vomiting|being sick|seeing double|drowsy|nodding off|talking (?:funny|nonsense|gibberish)|acting (?:drunk|strange|weird|funny))\b`),
		needs: headBlow, notPrecededBy: pastOrIf, notInside: pastOrOffice},
	// A charcoal grill, a barbecue, a camp stove or a generator burning indoors, said as the way
	// the family keeps warm or keeps the lights on when the power is out: carbon monoxide
	// gives no warning, so the burner in the room is the danger, said calmly and often beside
	// a question about spoiled food. A use must be said (warm, heat, lit, burning, running),
	// so one merely stored in the garage is not, and the kitchen, where a grill is a cooker, is
	// left out.
	{name: "burning-indoors", re: re(`\b(?:charcoal|grill|barbecue|bbq|hibachi|generator|camp(?:ing)? stove|patio heater)(?: \w+){0,3} (?:(?:in|inside|into) (?:the |our |my |a )?(?:house|living room|lounge|front room|bedroom|basement|garage|tent|camper|trailer|cabin|caravan|apartment|flat)|indoors|inside)\b`),
		needs: burnerInUse, notPrecededBy: pastOrIfFar, notInside: pastInsideExposed},
	// Taking cover from a tornado or a storm that is on the house now: a mattress pulled over
	// the family in the tub, the closet or the hall, or the roof heard coming off above them.
	// Callers who do what the television told them often open with "we're okay" and go on to
	// the claim; the shelter itself says the danger is overhead. Written by class for an
	// eighteenth writer. A present must be said ("we're in the tub", "I can hear"), so the
	// night the family sheltered last spring is a claim.
	{name: "taking-cover", re: re(`\bmattress(?:es)? (?:over|on top of) (?:us|me|them|him|her|the kids|our heads|my head|their heads)\b|\bhear (?:the )?(?:roof|walls?|windows?) (?:coming (?:off|apart|down|in)|ripping|tearing|lifting|caving)\b`),
		needs: shelterNow, notPrecededBy: pastOrIfFar, notInside: pastInsideExposed},
	// A boat going down with someone aboard: sitting low and taking on water, sinking, going
	// under, with a person asleep below, in the cabin or on board. Said in passing by a caller
	// at the marina who rang about a slip (route_X): the boat is the danger, the one below is
	// who is in it. "it" is read too, so a car gone into a dam or a pond with the driver still
	// in it ("it's sinking and the driver's still in it") is the same. A boat with nobody said to
	// be on it is damage, and the water-weather cue still asks the model about it.
	{name: "boat-going-down", re: re(`\b(?:boat|ship|yacht|dinghy|sailboat|houseboat|vessel|cruiser|skiff|canoe|kayak|it)(?: \w+){0,4}? (?:is|s|are) (?:(?:sitting|riding|getting) (?:real |really |very |so |pretty )?low(?: in the water)? and )?(?:still |now |slowly |already )?(?:taking on water|sinking|going down|going under|filling (?:up )?with water)\b`),
		needs: aboard, notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// A fall from a height said to have happened just now, or with the person still down: "it
	// broke just now and my neighbour fell two floors, he's down in the bushes", "he came off
	// the roof a minute ago". A fall from height breaks spines and skulls whatever the caller
	// calls about (route_X: the railing of a claim made last year). The person said to be fine
	// or unhurt leaves it to the cues.
	{name: "fell-from-height", re: re(`\b` + someone + ` (?:has |s |just |has just )?(?:fell|fallen|went|gone|came|come|dropped|tumbled|slipped)(?: (?:down|off|over|right|straight|all the way))?(?: (?:from|off|out of|over) (?:the |a |his |her |their |our |my )?(?:\w+ )?(?:balcony|roof|ladder|scaffold\w*|ledge|railing|window|cliff|bridge|top floor|loft|building)(?: ` + floors + `)?| ` + floors + `)\b`),
		needs: fallJustNow, notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: fallFine},
	// A fallen or broken power line or wire alive now: jumping, whipping, sparking or buzzing
	// while people walk past it (route_C: "there's a downed line in the parking lot ... it's
	// jumping around and tenants are walking right past it"). A line that moves or sparks is
	// live whatever the caller asks about beside it. "it" may stand for the line, so up to ten
	// words lie between; the power must be named, so a phone line that buzzes is not it.
	{name: "line-down-live", re: re(`\b(?:lines?|wires?|cables?)(?: \w+){0,10} (?:is|s|are|keeps?|keep|still|just) (?:\w+ )?(?:jumping|whipping|dancing|flopping|flailing|bouncing|thrashing|sparking|arcing|buzzing|popping|smoking|crackling|on fire|burning|throwing sparks|snapping)\b`),
		needs: lineDown, notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: lineDead},
	// A power line or wire lying on a car with someone still in it: "the wire from it is like
	// laying across my hood now and I'm still sitting in the car" (route_AA). Whoever gets out
	// wrong is electrocuted, so the caller asking whether it is okay to get out for photos is
	// in danger now. A line said to be dead or taken off, or nobody in the car, keeps it off.
	{name: "line-on-vehicle", re: re(`\b(?:lines?|wires?|cables?)(?: \w+){0,4} (?:is |s |are )?(?:\w+ ){0,2}?(?:lying|laying|draped|hanging|resting|sitting|fallen|fell|came down|come down|down|touching|on|across|over)(?: (?:on|across|over|against|onto|touching|on top of))? (?:my|the|our|his|her|their|a) (?:\w+ )?(?:hood|car|truck|van|roof|windshield|windscreen|bumper|vehicle|suv|bonnet|cab|bus|pickup)\b`),
		needs: inTheVehicle, notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: lineDead},
	// A fire being fought as the caller speaks, or one that went up minutes ago: "my cook is
	// trying to put it out with water" (route_D, a fryer), "we're throwing water on it", "I
	// can't get the flames out". The fire's word may be missing; a fire's setting must be said
	// somewhere, so a claim someone is "trying to put out there" is not it.
	{name: "fighting-fire", re: re(`\b(?:is|s|are|am|re|m|keeps?|keep|still|been) (?:\w+ )?(?:trying to|tryin to|attempting to|struggling to) (?:put|stamp|beat|smother|douse|get) (?:it|the fire|the flames|the blaze|them|that)(?: \w+)? out\b|\b(?:cannot|can not|could not) (?:get|put) (?:the fire|the flames|the blaze) out\b|\b(?:cannot|can not) put (?:it|them) out(?: of (?:here|there|the \w+))?$|\b(?:cannot|can not) put (?:it|them) out (?:and|but|so|it|the|we|he|she|they|i)\b|\b(?:is|s|are|am|re|m) (?:\w+ )?(?:throwing|pouring|spraying|dumping|tossing) (?:water|buckets?(?: of water)?|flour|a blanket) (?:on|onto|at|over) (?:it|the (?:fire|flames|blaze|fryer|pan|grease|oil|stove|cooker|hob))\b|\b(?:just )?(?:went|gone|go) up (?:in flames |in smoke )?(?:a (?:couple|few) |(?:one|two|three|four|five|ten|\d+) )?(?:of )?(?:minutes?|mins?|seconds?) ago\b`),
		needs: fireSetting, notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// A fire fought with a hose or an extinguisher as the caller speaks: "he's spraying it with
	// the garden hose but the shed is still going", "I'm using the extinguisher on it now". A
	// fire must be said beside a hose (a driveway is hosed down too); an extinguisher in use is
	// one by itself.
	{name: "fire-fought-now", re: re(`\b(?:is|s|are|am|re|m) (?:\w+ )?(?:spraying|hosing|dousing|smothering|fighting|battling|stamping|beating|drenching) (?:it|them|the (?:\w+ )?(?:fire|flames|blaze|shed|barn|garage|grill|deck|fryer|pan|stove|car|engine|roof|house|kitchen|wall|curtains|trees?|brush|grass))\b|\b(?:is|s|are|am|re|m) (?:\w+ )?(?:using|emptying|spraying|grabbing|got|getting) (?:the |an |a |our |my |another )?(?:fire )?extinguishers?\b`),
		needs: fireFought, notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// A machine that breathes for someone failing now, with no power or the backup running out:
	// "my grandpa's oxygen machine stopped cause the power's out and the backup tank's almost
	// empty" (route_AA, inside a question whether the policy pays for a generator). The rural
	// cue asks the model about oxygen named with an outage; this decides when the machine is
	// said to have stopped and the power or the backup is gone now.
	{name: "life-support-failing", re: re(`\b(?:oxygen|concentrator|ventilator|vent|cpap|bipap|dialysis|feeding pump|suction)(?: \w+){0,3} (?:(?:has |s |is |just )?(?:stopped|quit|died|cut out|shut off|shut down|turned off|gone off|went off|not working|off|dead|beeping|alarming)|(?:will not|cannot|can not) (?:run|work|turn on|start|go))\b|\b(?:oxygen|o2) (?:tank|bottle|cylinder|supply)(?: \w+){0,2} (?:is |s )?(?:running (?:out|low)|(?:almost|nearly|about) (?:empty|out|gone)|empty|out)\b`),
		needs: supportGoing, notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: powerBack},
}

// floors is a height fallen said as floors, storeys or flights.
const floors = `(?:two|three|four|five|six|seven|eight|nine|ten|several|a few|a couple of|\d+) (?:floors?|stor(?:e)?ys?|stories|flights?|levels?)`

var (
	// lineDown names the power in a line that is down or loose: a downed line, a pole, power,
	// electricity, sparks.
	lineDown = re(`\b(?:downed|power|electric\w*|live|pole|utility|transformer|hydro|volt\w*|sparks?|sparking|high tension)\b`)
	// lineDead is a line said to be dead, cut, taken off or made safe, or the power off.
	// The house's power being off says nothing about the line: a downed line is why it is off.
	lineDead = re(`\b(?:line|wire|cable|it) (?:is |s |was |has been )?(?:dead|de ?energi[sz]ed)\b|\b(?:took|taken|pulled|moved|lifted|cut) (?:the )?(?:line|wire|cable|it) (?:off|away|down)\b|\bmade (?:it|the line|everything) safe\b`)
	// fireSetting is where a fire is fought or starts: a fire word, a pan or a fryer, a cooker.
	fireSetting = re(`\b(?:fire|flames?|blaze|burning|smoke|smoking|alight|grease|fryer|fat|oil|pan|chip pan|stove|cooker|hob|oven|extinguisher|curtains?|bbq|barbecue|grill)\b`)
	// fireFought is a fire said beside a hose or an extinguisher being used: a fire word, a
	// thing caught, flaring, still going.
	fireFought = re(`\b(?:fire|flames?|blaze|burning|smoke|smoking|alight|flar\w*|caught|still going|keeps? going|embers|extinguishers?)\b`)
	// supportGoing is the power out, or the backup of a breathing machine running out, now.
	supportGoing = re(`\bpower (?:is |s |has |has been |s been |have been )?(?:out|off|down|gone)\b|\bno (?:power|electric\w*)\b|\bpower (?:cut|outage)\b|\b(?:outage|blackout)\b|\b(?:tank|bottle|cylinder|backup|battery|batteries)(?: \w+)? (?:is |s |are )?(?:\w+ )?(?:almost|nearly|about|running|going|already) (?:empty|out|low|dead|flat|done)\b|\b(?:hour|hours|minutes) left\b`)
	// powerBack is the power said to be back or a generator running the machine.
	powerBack = re(`\bpower (?:is |s |has |has been )?(?:back|restored)\b|\b(?:generator|backup) (?:is |s )?(?:running|on|working|kicked in)\b|\b(?:bought|got|have|ve got|has) (?:a |him a |her a )?(?:new|another|replacement|spare) (?:one|machine|concentrator|tank)\b|\b(?:a lot|often|sometimes|every (?:winter|summer|storm))\b`)
	// refugeGate holds literals one of which every water-at-refuge match contains: the rule is
	// tried only on a turn that names a place up high, not on every turn that says "water".
	refugeGate = prefilter{"attic", "loft", "roof space", "crawl space", "top floor", "second floor", "upstairs", "rafters", "eaves"}
	// gasNamed is a gas supply or appliance named anywhere in the utterance.
	gasNamed = re(`\b(?:propane|lpg|butane|natural gas|gas (?:line|lines|pipe|pipes|main|meter|valve|tank|bottle|cylinder|grill|heater|leak|supply))\b`)
	// atRefuge is someone up where the water is now: "with him", "she's up there".
	atRefuge = re(`\bwith (?:him|her|them|us|me)\b|\b(?:he|she|they|we|i|(?:my|his|her|our|their) \w+) (?:is |s |are |am )(?:still )?(?:up )?(?:there|in there|up there|stuck|trapped|in (?:the |our |my |his |her |their )?(?:attic|loft|roof space|crawl space)|on (?:the |our |my |his |her |their )?roof|upstairs)\b`)
	// fumesNow is fumes, gas or exhaust present now: a smell said in the present, a carbon
	// monoxide alarm going, an engine or generator running.
	fumesNow = re(`\b(?:smells?|smelling|stinks?|stinking|reeks?|reeking) (?:like|of) (?:\w+ ){0,2}(?:fumes|gas|propane|exhaust|chemicals?|solvents?|paint|carbon monoxide|rotten eggs?)\b|\b(?:fumes|exhaust|gas) (?:are |is |s )?(?:still |really |so |very )?(?:strong|bad|thick|everywhere|down there|in there|in here)\b|\b(?:co|carbon monoxide|monoxide) (?:alarms?|detectors?) (?:is |are |s )?(?:going|beeping|sounding|screaming)\b|\b(?:generator|engine) (?:is |s )?(?:still )?running\b`)
	// inTheVehicle is someone in the vehicle now: at the brake or the wheel, or said inside.
	inTheVehicle = re(`\b(?:brakes?|handbrake|parking brake|e brake|emergency brake|steering wheel|behind the wheel|(?:i|we) (?:am|are) (?:still )?(?:in|inside|sitting in)|in (?:it|the (?:cab|car|truck|front|back|driver s seat))|with (?:me|us|him|her|them|the kids|my \w+) in)\b`)
	// pastOrIfFar is pastOrIf reaching further back, and with "used to" and "ever": the burner
	// comes late in its clause ("if we ever bring the grill inside", "we used to run the
	// generator in the garage"), while the caller who tells how it began ("when the power went
	// out we lit the grill in the den") puts more than four words between.
	pastOrIfFar = re(`\b(?:was|were|had|if|when|whether|before|in case|supposing|used to|ever)(?: \w+){0,4} $`)
	// burnerInUse is a burner said to be in use: for warmth or heat, lit, burning or running.
	burnerInUse = re(`\b(?:warm|warmth|heat|lit|burning|running)\b`)
	// shelterNow is the caller placing the family in the shelter, or hearing the storm, now.
	shelterNow = re(`\b(?:we are|i am|they are|kids are|we re|i m|can hear|right now|still)\b`)
	// aboard is a person said to be on a boat now: below, in the cabin, on board.
	aboard = re(`\b(?:asleep|sleeping|passed out|is|s|are|re|still|stuck|trapped)(?: \w+)? (?:below(?: deck| decks)?|aboard|on board|in the cabin|in the cuddy)\b|\b(?:someone|somebody|people|a person|he|she|they|kids|children|(?:my|his|her|the) \w+) (?:is |s |are )?(?:still )?(?:on|in|aboard) (?:it|her|the boat|board)\b`)
	// fallJustNow places a fall now: just now, minutes ago, or the person still down.
	fallJustNow = re(`\bjust now\b|\bright now\b|\b(?:a|one|two|few|couple) (?:minute|minutes|moment|moments|second|seconds) ago\b|\bjust (?:fell|fallen|went|came|dropped|tumbled|slipped)\b|\b(?:he|she|they|someone|somebody)(?: is| s| are) (?:still )?(?:down|lying|not moving|not getting up|not answering)\b`)
	// fallFine is the fallen person said to be unhurt.
	fallFine = re(`\b(?:he|she|they|my \w+)(?: is| s| are) (?:totally |perfectly |completely )?(?:fine|okay|ok|alright|all right|unhurt|not hurt)\b`)
	// headBlow is a blow to the head.
	headBlow = re(`\b(?:hit|banged|bumped|smacked|knocked|cracked|whacked) (?:his|her|their|my|the back of (?:his|her|their)) head\b|\bhead (?:injury|wound|first)\b|\bknocked (?:out|unconscious|himself out|herself out)\b`)
)
