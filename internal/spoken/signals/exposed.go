package signals

// exposedNow are people exposed now to something their body or the building around them
// cannot stand: a structure giving way over them, cold or heat that has got into the body, or
// things falling where they are. Each decides without a model. They were written by class for
// a twelfth writer (a paramedic reviewing insurer calls), whose callers open with the claim
// ("it's the subsidence claim I opened in June") while the danger is happening as they speak:
// a date that belongs to a claim never places the danger in the past (see Assess and
// claimDated), and a past tense, a hypothetical or nobody being there keeps each rule off. The dangers a fifteenth writer's callers name in passing (presentDanger,
// present.go) join them.
var exposedNow = append([]rule{
	// A wall, ceiling, chimney, roof, floor, beam or balcony giving way now (cracking, bulging,
	// sagging, leaning, dropping, a crack getting wider, about to collapse) with people in the
	// room, under it or unable to get out of its way: "the ceiling's sagging over mum's bed
	// and she can't get up", "the chimney's leaning and the kids are asleep in that room".
	// The damage alone ("the wall's cracked", "the ceiling sagged in the storm") is a claim.
	{name: "structure-giving-way", re: re(`\b` + structure + along + ` (?:(?:is|s|are|keeps?|keep|still|now|has|have) (?:\w+ )?(?:started |begun |starting )?(?:to )?` + givingWay + `|(?:getting|growing|opening up|spreading|going) (?:wider|bigger|longer|worse|lower|deeper|by the minute)|(?:is |s |are )?(?:about to|going to|gonna|looks like it is going to|could|might) (?:collapse|come down|cave in|give way|give|go|fall (?:in|down)))\b|\bcracks?` + along + ` (?:are |is )?(?:appearing|forming|spreading|opening up|getting (?:wider|bigger|longer))\b`),
		needs: peopleUnderIt, notFollowedBy: slowly, notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: nobodyThere},
	// Cold or heat that has got into a body now: too cold to move or get up, cannot feel
	// fingers or toes in the cold, shivering and confused, stopped shivering; burning up and
	// confused, floppy or not sweating in the heat; mumbling or drowsy with hands or skin that
	// "are like ice" (how a relative tells it of a parent in a house gone cold). The cold or the
	// heat must be named.
	{name: "too-cold-or-hot", re: re(`\b` + thirdPerson + ` (?:is |s |are |feels |says (?:she is |he is |she s |he s |they are )?|keeps saying (?:she is |he is |she s |he s )?)?(?:far |much |just |really |so |getting |now )?too (?:cold|frozen|hot|weak with (?:the )?(?:cold|heat)) to (?:move|get up|stand|walk|talk|speak|hold|get out|get off|do anything|think|answer|dial)\b|\b(?:cannot|can not|can barely|barely|hardly) (?:feel|move|bend) (?:his|her|their) (?:fingers|toes|hands|feet)\b|\b(?:shivering|shaking|shivery)(?: \w+){0,4} (?:and|but|now) (?:\w+ ){0,2}(?:confused|mumbling|drowsy|sleepy|slurring|not making (?:any )?sense|not with it|stopped talking|gone quiet|will not wake|keeps nodding off)\b|\b(?:confused|mumbling|drowsy|sleepy|slurring)(?: \w+){0,3} (?:and|but) (?:\w+ ){0,2}(?:(?:are|is|feel|feels) (?:like ice|ice cold|icy|freezing)|shivering|shaking|freezing|ice cold|stone cold)\b|\b(?:stopped|has stopped|s stopped) shivering\b|\b(?:burning up|boiling hot|roasting|red hot|hot to (?:the )?touch|really hot|so hot|very hot)(?: \w+){0,4} (?:and|but) (?:\w+ ){0,2}(?:confused|floppy|limp|drowsy|not making (?:any )?sense|not sweating|stopped sweating|being sick|vomiting|fitting|not with it|will not wake)\b`),
		needs: coldOrHeat, notPrecededBy: pastOrIf, notInside: pastInsideExposed},
	// Tiles, slates, glass, bricks, branches or scaffolding coming off or down now where people
	// are: "slates keep blowing off onto the pavement", "bits of the gutter are dropping into
	// the playground and the kids are out". A road with no people named, or a place cordoned
	// off or empty, stays with the cue.
	{name: "falling-where-people-are", re: re(`\b` + fallingThing + along + ` (?:(?:is|s|are|keeps?|keep|still|now|just|started|starting to|have started|has started) (?:on )?(?:\w+ )?)?` + fallingNow + `\b`),
		needs: peopleWhereItFalls, notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: nobodyThere},
	// Something already split, snapped or torn loose hanging over a bed, a room or a roof with
	// people under it, or hanging there creaking: "the big limb cracked and it's hanging over
	// the nursery, the baby's asleep in there". Written by class for a sixteenth writer (a
	// former 911 dispatcher), whose callers say it calmly. Needs a failure said beside it, so
	// a branch that merely overhangs a roof is a claim, and nobody there keeps it off. Named
	// apart from classes.go's "hanging-over-people" (a thing hanging loose, no failure said)
	// so the logs say which decided.
	{name: "torn-loose-over-people", re: re(`\b(?:split|snapped|cracked|broken|broke|torn|ripped|came (?:down|off|loose|away))(?: \w+){0,6} ` + hangingOver + `|` + hangingOver + `(?: \w+){0,10} (?:creaking|cracking|groaning|swaying|splitting|moving|(?:about|going) to (?:fall|go|come down|give))\b`),
		needs: peopleUnderIt, notPrecededBy: pastOrIf, notInside: pastInsideExposed, unless: nobodyThere},
}, presentDanger...)

const (
	// structure is a part of a building, or a thing fixed to one, that can come down on people.
	structure = `(?:walls?|ceilings?|roofs?|chimney(?: stack| breast)?|chimneys|gable(?: end)?|floors?|floorboards|beams?|joists?|rafters?|lintels?|balcony|balconies|decking|deck|stairs|staircase|porch|extension|conservatory|bay window|house|building|flats|garage|scaffold(?:ing)?|cracks?|chandelier|light fitting|brickwork|masonry|front of the house|back of the house|side of the house|tree|pole|lamppost|lamp post)`
	// givingWay is a structure failing while the caller speaks.
	givingWay = `(?:cracking|crack\w* (?:open|up|more)|bulging|bowing|buckling|sagging|leaning|tilting|tipping|swaying|rocking|splitting|dropping|sinking|slipping|sliding|giving way|giving|caving in|coming (?:away|down|apart|loose|in)|pulling away|breaking (?:up|away)|crumbling|falling (?:in|down|apart|away)|bending|moving)`
	// along is up to two phrases that say where the thing is ("in the kids' room", "from the
	// roof", "on the building next to us"); nothing else may stand between it and its verb, so
	// "the roof, but tiles are coming off" is read from the tiles.
	along = `(?: (?:of|from|off|on|in|at|around|round|above|over|behind|across|along|next to|outside|by) (?:(?:the|our|my|his|her|their|that|this|a|an|next door s|it s|its) )?(?:\w+ )?\w+){0,2}`
	// fallingThing is what comes off a building or a tree and lands on whoever is below.
	fallingThing = `(?:tiles?|slates?|bricks?|masonry|stones?|glass|panes?|branch(?:es)?|limbs?|debris|plaster|render|cladding|guttering|gutters?|chimney pots?|scaffold(?:ing)?|scaffold(?:ing)? (?:poles?|boards?|planks?|bars?|tubes?)|signs?|hoarding|coping|concrete|icicles|roof|aerial|satellite dish|tree|(?:bits|pieces|chunks|lumps|sheets|panels|boards) of (?:the |our |my |their |next door s )?(?:\w+ )?(?:roof|wall|chimney|ceiling|building|house|scaffold\w*|tree|gutter\w*|cladding|facade|masonry|brick\w*|render|plaster|concrete|glass|window|sign|balcony|stone\w*|slate\w*|tiles?))`
	// hangingOver is something hanging or leaning over a place where people sleep, live or pass.
	hangingOver = `(?:hanging|leaning|dangling|hovering|balanced) (?:right |directly |just )?over (?:the |my |our |his |her |their |a )?(?:\w+ ){0,2}(?:bed|beds|bedroom|bedrooms|room|cot|crib|nursery|house|roof|kitchen|lounge|living room|tent|caravan|trailer|porch|deck|car|cars|driveway|patio|garden|yard|playground|path|sidewalk|pavement)\b`
	// fallingNow is coming off or down now, or about to.
	fallingNow = `(?:coming (?:off|down|loose|away)|falling|flying (?:off|down|about|around|everywhere)|dropping|blowing (?:off|down|away|about)|crashing (?:down|onto|into)|sliding (?:off|down)|raining down|smashing (?:down|onto|into|on)|hanging (?:off|down|loose|by)|swaying|leaning (?:right |out )?over|(?:about to|going to|gonna) (?:fall|come (?:down|off)|drop|go))`
)

var (
	// slowly after a structure's failing says it is slight or old news: "leaning a bit",
	// "sagging for years".
	slowly = re(`^ (?:a (?:bit|little|tad|touch|fraction)|slightly|ever so slightly|very slightly|for (?:years|months|ages|a while|a long time|some time|a few (?:weeks|months|years)))\b`)
	// pastOrIf before a match places it in the past or in a hypothetical.
	pastOrIf = re(`\b(?:was|were|had|had been|if|when|whether|before|in case|supposing)(?: \w+){0,2} $`)
	// pastInsideExposed rejects a match that spans a past tense: "the wall was leaning".
	pastInsideExposed = re(`\b(?:was|were|had|did|used to)\b`)
	// peopleUnderIt is someone in, under or beside a failing structure now, or unable to get
	// out of its way.
	peopleUnderIt = re(`\b` + occupantNow + ` (?:is |s |are |am )(?:still |all |just |right |fast |sound |currently )*(?:asleep|sleeping|in bed|in (?:that|the|this|his|her|their|my|our) (?:\w+ )?(?:room|bed|cot|bedroom|house|kitchen|lounge|loft)|in there|in here|in it|inside|under(?:neath)? (?:it|there|that|the)|(?:out )?on (?:it|there|top of it|the (?:balcony|deck|decking|roof|stairs|staircase|landing|scaffold\w*|ladder))|behind (?:it|the wall)|beneath it|below it|upstairs|playing|walking|standing|sitting|lying|working)\b|\b(?:cannot|can not|will not) get (?:up|out|her out|him out|them out)\b|\b(?:people|kids|children|pupils|pedestrians|someone|somebody|cars) (?:are |is |keep |still )*(?:walking|going|playing|standing|driving|passing) (?:right )?(?:under|underneath|below|past|by)\b|\b(?:people|kids|children|guests|folks|family|relatives|friends|everyone|everybody) (?:are |is |s )?(?:all |still )?(?:out there|out on (?:it|there|the (?:deck|decking|balcony|porch))|on (?:it|there)|up there|under (?:it|there))\b`)
	// peopleWhereItFalls is someone where falling things land: people named there now, or a
	// place people walk or play.
	peopleWhereItFalls = re(`\b` + occupantNow + ` (?:is |s |are |am )(?:still |all |just |right |currently )*(?:out (?:on|in|at|there|the front|the back|front|back|playing)|outside|in the (?:garden|playground|yard|street|road)|playing|walking|standing|sitting|queu\w*|waiting|underneath|under|below|going past|passing)\b|\b(?:playground|school|pavement|sidewalk|footpath|bus stop|shop front|crowd|queue|pedestrians|passers ?by|people (?:walking|passing|going|below|underneath|under))\b|\b(?:onto|on to|on|into|at|near) (?:people|someone|somebody|the kids|the children|kids|children|us|them|cars)\b`)
	// nobodyThere says nobody is where the danger is, or everyone has been got out.
	nobodyThere = re(`\b(?:no one|nobody|noone|no body) (?:is |s |was |were )?(?:\w+ )?(?:in|inside|home|there|under|around|about|near|below|living|sleeping|using)\b|\b(?:cordoned|taped|fenced|closed|blocked|roped) off\b|\b(?:got|gotten|taken|moved|get) (?:everyone|everybody|them|the kids|the children|her|him|us) (?:all )?out\b|\b(?:we|they|everyone|everybody) (?:are |is |have |ve |has |s )?(?:all )?(?:evacuated|out of the (?:house|building|room|flat))\b|\b(?:is|s|are) (?:empty|closed|shut)(?: now| today| for)?\b`)
	// coldOrHeat names the cold or the heat that is doing the harm.
	coldOrHeat = re(`\b(?:cold|colder|freezing|frozen|snow\w*|ice|icy|frost\w*|minus|below zero|sub zero|heating|boiler|heater|power cut|no power|power (?:is |s |has |has been )?(?:off|out|gone)|storm|outside|all night|hypotherm\w*|heat|heatwave|hot|sun|no air con|air ?con\w*|fan|car)\b`)
	// claimDated is a claim with the date it was made: the date belongs to the claim, and says
	// nothing about when the danger the caller describes began or ended.
	claimDated = re(`\bclaims? (?:that |which )?(?:i|we|you|my \w+) (?:have |had |ve |already )?(?:opened|made|filed|started|put in|raised|lodged|submitted|logged|reported|rang in|phoned in|called in)(?: it)?(?: (?:back )?(?:in|on|last|this|about|around|a|two|three|four|five|six|few|couple of|several) (?:\w+ ){0,2}?(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|weeks|month|months|year|years|spring|summer|autumn|fall|winter)(?: ago)?)?\b|\b(?:opened|made|filed|started|put in|raised|lodged|submitted|logged) (?:a|the|my|our) (?:\w+ )?claim (?:(?:back )?(?:in|on|last) )(?:\w+ )?(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|month|year|spring|summer|autumn|fall|winter)\b`)
)

// thirdPerson is someone other than the caller who can be too cold or too hot: the caller's own
// "I'm too cold to get out of bed" is as often a figure of speech, and stays with the cue.
const thirdPerson = `(?:he|she|they|baby|babies|toddler|little one|nan|nana|gran|granny|grandma|grandad|granddad|grandpa|mum|mom|dad|(?:my|our|his|her|their|the) (?:\w+ )?(?:son|daughter|kids?|children|baby|mum|mom|mother|dad|father|nan|nana|gran|granny|grandma|grandad|granddad|grandpa|husband|wife|partner|brother|sister|neighbou?r|tenant|lodger|friend|patient|resident|dog))`

// occupantNow is a person who can be where the danger is: the caller, family, people at large.
const occupantNow = `(?:kids|children|child|kid|baby|babies|toddler|little ones?|family|people|someone|somebody|everyone|everybody|he|she|they|we|i|pupils|students|pedestrians|shoppers|customers|workers|grandkids|grandchildren|mum|mom|dad|nan|gran|grandma|grandad|granddad|grandpa|(?:my|our|his|her|their|the) (?:\w+ )?(?:son|sons|daughter|daughters|kids?|children|baby|parents|folks|mum|mom|mother|dad|father|nan|nana|gran|granny|grandma|grandad|granddad|grandpa|grandkids|grandchildren|husband|wife|partner|girls|boys|brother|sister|neighbou?rs?|tenants?|lodgers?|guests?|family|twins|little ones?|carer|patients?|residents?))`
