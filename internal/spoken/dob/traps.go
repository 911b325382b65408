package dob

import (
	"regexp"
	"strings"
	"time"
)

// This file holds refusals added from reading dates the way an auditor hunting for a
// wrong-date verification would: words that a careless reader turns into a date the caller
// never said, or into one of two dates the caller may have meant.

// monthYearAlone reports a span of bare numbers that reads as a month number and then a
// whole year with no day ("twelve nineteen fifty" is December 1950 as much as December 19,
// '50; "three twenty oh five" is March 2005 as much as March 20, '05), the bare-number twin
// of "May nineteen seventy". The caller may have left the day out, so which was said is a
// guess. A year no living caller was born in ("four twenty seventy-one": 2071) leaves one
// reading.
func monthYearAlone(span []tok, today Date) bool {
	for i := 1; i <= 2 && i < len(span); i++ {
		if len(monthReadings(span[:i])) == 0 {
			continue
		}
		for _, y := range parseYear(span[i:]) {
			if !y.twoDigit && y.year <= today.Year && y.year >= today.Year-maxAge {
				return true
			}
		}
	}
	return false
}

// historyDates are the days named by an event in history, year and all ("the day they shot
// Kennedy"). Such a day is a gloss on a date the caller says, never a date on its own: a
// caller who names only the event said no date, and which day an event fell on (the moon
// landing is July 20 in Houston and July 21 in London) is the line's trivia, not the
// caller's words.
func historyDates(lower string) []Date {
	var out []Date
	for _, n := range namedDays {
		if n.history && strings.Contains(lower, n.key) && n.re.MatchString(lower) {
			f := strings.Fields(n.date) // "november 22 1963"
			out = append(out, Date{atoi(f[2]), time.Month(months[f[0]]), atoi(f[1])})
		}
	}
	return out
}

// unhistoried is lower with every day named by history taken out, left as a pause.
func unhistoried(lower string) string {
	for _, n := range namedDays {
		if n.history && strings.Contains(lower, n.key) {
			lower = n.re.ReplaceAllString(lower, " , ")
		}
	}
	return lower
}

// Decoy dates: a date the caller gives as another event's day. eventAhead names the event
// before the date ("I married on", "my license expires", "I got my license", "since"), held
// like a relative named (only lead words between it and the date); eventBehind names it
// after ("..., that's when I bought the car", "... was my wedding"). The date is not the
// caller's birth date, and with no other date said the words are refused.
const (
	// eventVerbs are what a caller did on a day that is not their birth (arriving in a
	// country, a stay in hospital, a posting, leaving the service, prison or a hospital:
	// "I got out of the Army on", "I was released", "I came home from"). A birth expected
	// ("I was due", "I was supposed to be born", "I should have been born") is one: the day
	// said is the day the caller was not born.
	eventVerbs = `(?:` + docGot + `|due|expected|(?:got|get|getting)\W+(?:out|home|back)|left|released|let\W+out|paroled|mustered\W+out|demobbed|demobili[sz]ed|returned|came\W+(?:home|back)|applied|supposed\W+to\W+(?:be\W+born|arrive|come)|should\W+(?:have|ve)\W+been\W+born|married|wed|engaged|landed|arrived|admitted|hospitali[sz]ed|discharged|deployed|shipped\W+out|in\W+(?:the\W+)?hospital|divorced|separated|moved|bought|purchased|sold|leased|rented|retired|started|began|joined|signed|graduated|enlisted|hired|licensed|baptized|baptised|christened|adopted|naturalized|naturalised|immigrated|emigrated|passed|died|crashed|happened|occurred|expires?|expired|renewed|registered|insured|filed|reported|switched|became\W+a\W+(?:citizen|member|customer|client)|came\W+(?:over|here|to)|been\W+(?:with|insured|a\W+(?:customer|member|client)))`
	// documents are papers a caller gets on a day of their own, and the things a purchase or
	// a start names ("my first passport", "my green card", "the car"). Held by its own, a
	// document's date is its issue day; "my passport says" (a record read out) is not this.
	documents = `(?:(?:first|new|old|current|last|latest|replacement|renewed|expired|temporary|us|american)\W+)*(?:passports?(?:\W+card)?|visas?|green\W+cards?|(?:state\W+)?id(?:\W+card)?|identity\W+card|(?:drivers\W+|driving\W+|learners\W+)?(?:license|licence|permit)|citizenship(?:\W+(?:papers|certificate))?|naturali[sz]ation(?:\W+(?:papers|certificate))?|(?:social\W+security|medicare|insurance)\W+card|papers|car|policy|job|house)`
	// docGot is a document got, issued, renewed or applied for ("I got my first passport
	// on", "I was issued my green card", "I renewed my license"): the day said is that
	// day, not the birth. It stands first in eventVerbs, so a bare "renewed" does not end
	// the match short of the document and leave it between the event and the date.
	docGot = `(?:got|get|received|picked\W+up|collected|renewed|replaced|applied\W+for|issued|granted)\W+(?:my|the|our|a|an|his|her|their)\W+` + documents + `(?:\W+back)?`
	// docDay is a document named with the day it came ("my passport was issued", "my
	// first passport came", "my visa was approved"), or a first document, itself a day.
	docDay = `(?:my|our|the|his|her|their)\W+` + documents + `\W+(?:(?:was|is|were|got|had\W+been|has\W+been)\W+)?(?:issued|renewed|granted|approved|dated|delivered|mailed|sent|came|arrived|processed|expires|expired|from)|(?:my|our|his|her|their)\W+first\W+` + documents
	// lifeEvents are eventVerbs a caller says with no one doing them, as a clause of their
	// own ("March 14th, married in 1990", "and then moved here in 1990").
	lifeEvents = `(?:(?:got|get)\W+out|mustered\W+out|discharged|released|married|wed|engaged|divorced|separated|moved|retired|graduated|enlisted|immigrated|emigrated|naturalized|naturalised)`
	// eventObjects may follow an eventVerb before the date ("I started driving", "I moved
	// here", "I bought the car on", "I landed in the States"); a country is tried before a
	// bare "in", which would end the match short of it.
	eventObjects = `(?:\W+(?:(?:to|in)\W+(?:this\W+country|america|the\W+(?:us|usa|states|country)|here)|(?:(?:out\W+)?(?:of|from)\W+)?` + leftPlaces + `|(?:out\W+)?(?:of|from)\W+(?:the\W+)?\w+|here|there|in|out|over|back|away|on|off|up|driving|work|working|(?:the|my|our|a|this|that)\W+(?:car|truck|vehicle|van|policy|job|house|home|company|insurance|country|business|place)))?`
	// leftPlaces are the services and institutions a caller leaves on a day of their own
	// ("the Army", "out of the Army", "from prison"), after an eventVerb; any other place left
	// is one word after "from" or "out of" ("I got back from Germany").
	leftPlaces = `(?:the\W+)?(?:army|navy|marines?|marine\W+corps|air\W+force|coast\W+guard|national\W+guard|guard|reserves?|service|services|military|forces|corps|prison|jail|penitentiary|hospital|rehab|school|college|seminary|the\W+joint)`
	// lossThings and lossVerbs are a loss said by what befell a thing, the day an insurer's
	// caller most often has in mind ("the pipe burst on", "a tree came down on the roof on",
	// "my car was stolen on", "the basement flooded on"), and where it fell ("on the roof").
	lossThings = `(?:pipes?|tree|roof|basement|cellar|kitchen|garage|car|truck|van|vehicle|house|home|place|shop|store|boat|bike)`
	lossVerbs  = `(?:burst|froze|fell|came\W+down|collapsed|flooded|leaked|caught\W+fire|burned|burnt|was\W+(?:stolen|broken\W+into|burgled|vandali[sz]ed|hit|struck|damaged|totaled|totalled|flooded|robbed|towed))`
	// eventNouns are days a caller may date that are not a birth; a due date and a first or
	// last day (at work, of school) are such days too.
	eventNouns = `(?:drivers\W+)?(?:due\W+date|(?:first|last)\W+day(?:\W+(?:at|of|on)\W+\w+)?|license|licence|permit|registration|renewal|expiry|expiration|purchase|lease|divorce|surgery|operation|wreck|fender\W+bender|hailstorm|storm|flood|fire|theft|break\W*in|burglary|robbery|hurricane|tornado|twister|hail|blizzard|earthquake|quake|wildfire|leak|inspection|appointment|accident|crash|collision|incident|loss|claim|move|anniversary|wedding|retirement|graduation|(?:start|effective|issue|expiry|expiration|renewal|purchase|loss|incident|accident|claim|registration)\W+date)s?`
)

var (
	eventAhead = regexp.MustCompile(`\b(?:(?:i|we|he|she|they|it|you)\W+(?:(?:have|ve|had|d|was|were|got|get|just|first|finally|honou?rably|medically)\W+)*` + eventVerbs + eventObjects +
		`|(?:^|[,.;!?]|\band\b|\bthen\b)\W*(?:(?:got|get|just|first|finally|been)\W+)*` + lifeEvents + eventObjects +
		`|` + docDay +
		`|(?:my|our|the|his|her|your)\W+` + eventNouns + `(?:\W+(?:was|is|were|s))?(?:\W+(?:issued|expires|expired|renewed|started|began|happened|occurred|filed|made|registered|dated|done|due|hit|struck|came\W+through|broke\W+out|went\W+through))?` +
		`|(?:my|our|the|his|her|a)\W+` + lossThings + `\W+` + lossVerbs + `(?:\W+(?:on|onto|into|through|in)\W+(?:the|my|our|a)\W+\w+)?` +
		`|(?:my|our|the|his|her)\W+(?:car|truck|vehicle|van|house|home)\W+(?:s\W+)?(?:(?:was|is)\W+)?(?:made|built|bought|purchased|registered|delivered|from|dates\W+from)` +
		`|(?:start|effective|issue|expiry|expiration|renewal|purchase|registration)\W+date|expires|expiry|expiration|expired|issued|valid\W+(?:until|till|thru|through)|effective|since|passed(?:\W+(?:away|on))?|died|naturali[sz]ed|adopted)\b`)
	eventBehind = regexp.MustCompile(`\b(?:(?:thats|that is|that was|this is|which is|which was|was|is|its|it is|it was)\W+(?:also\W+|just\W+)?(?:(?:my|our|the|his|her)\W+` + eventNouns + `)\b|\b(?:thats|that is|that was|this is|which is|which was|was|is|its|it is|it was)\W+(?:also\W+|just\W+)?(?:when|the day|the date|the year)\W+(?:i|we|he|she|they|it|my|our|the|his|her)\b|\bthe day (?:i|we|he|she|they|my\W+\w+|our\W+\w+)\W+(?:(?:have|ve|had|d|was|were|got|get|just|first|finally)\W+)*` + eventVerbs + `)\b`)
)

// eventNamed is an eventBehind match that names the event by a noun ("was my wedding", "is
// our anniversary"), not by what happened then ("that's when I ...").
var eventNamed = regexp.MustCompile(eventNouns + `$`)

// birthWords in the words between an event named and a date ("the claim from 2/18, the
// hailstorm. Date of birth 8/2/1961"), or in the clause after "that's when" ("that's when
// Mother had me"), make the date a birth date after all.
var birthWords = regexp.MustCompile(`\b(?:born|birth|birthday|bday|dob|had me|have me|gave birth|delivered me|came along|came into)\b`)

// decoys are where the words name another event's day, before a date (eventAhead) or after
// it (eventBehind).
type decoys struct{ ahead, behind [][]int }

func eventsIn(lower string) decoys {
	return decoys{eventAhead.FindAllStringIndex(lower, -1), eventBehind.FindAllStringIndex(lower, -1)}
}

// claim reports whether the date said at offset at is an event's day: the event named before
// it with only lead words between and no turn back to the caller or to a birth, or named
// right after it (up to the end of that sentence) with no birth in its clause.
func (d decoys) claim(lower string, at int) bool {
	for _, m := range d.ahead {
		if m[1] > at {
			continue
		}
		between := lower[m[1]:at]
		if !ownDate.MatchString(between) && !turnBack.MatchString(between) && !birthWords.MatchString(between) && leadsTo(between) {
			return true
		}
	}
	for _, m := range d.behind {
		if m[0] < at {
			continue
		}
		clause := lower[m[1]:]
		stops := ".!?;"
		if eventNamed.MatchString(lower[m[0]:m[1]]) {
			// "June 14th is our anniversary, I was born in 1970": a birth said after the
			// event is named, past a pause, is another clause, not the event's.
			stops += ","
		}
		if k := strings.IndexAny(clause, stops); k >= 0 {
			clause = clause[:k]
		}
		if !ownDate.MatchString(clause) && !birthWords.MatchString(clause) {
			return true
		}
	}
	return false
}
