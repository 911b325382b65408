package dob

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	speech "claimsline/internal/spoken"
)

// This file holds the readings added for dates as callers really say them: named days, a
// spoken "slash", dates said as bare numbers ("nine sixteen ninety-three"), a year said
// apart from the month and day, hedges, corrections and a declared day-first order.

// hedges withdraw whatever date surrounds them: alternatives and doubt are refused, never
// looked up. Matched on the folded words (lower case, apostrophes dropped, single spaces).
var hedges = regexp.MustCompile(`\b(?:either|which one|not sure|never sure|i believe|dont remember|do not remember|cant remember|maybe|probably|mix(?:ed)? (?:them |those |it |my dates )?up|never know|which way|either way|something|have to check|records differ|could be|or was|or is it|not certain|no idea|dont know|guessing|not positive|not 100|not a hundred|not one hundred|if i remember|if (?:ive|i have|i) got (?:it|that|this|them) right|if (?:im|i am|thats|that is|its|it is) right|roughly|or so|approximately|give or take|around (?:the|about)|wrong|incorrect|about (?:nineteen|twenty|[12]\d{3})|sometime|some time in)\b`)

// roughAge is the caller's own age said to the decade, in folded words: "i'm seventy-something".
var roughAge = regexp.MustCompile(`\b(?:im|i am) (?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety) something\b`)

// moreHedges are the further ways callers voice doubt, a range or a second source: "if I'm
// not mistaken", "I want to say", "between the 3rd and the 5th", "if not the 4th", "I
// forget which", "don't quote me", "ninety percent sure", "1970-ish", "kind of", "is that
// right". Like hedges they withdraw every date in the words. "Nobody knows" and "unknown" are
// a caller whose true birthday is not known ("that's what my papers say, nobody knows the
// real one"): the date they give is a stand-in, not theirs.
var moreHedges = regexp.MustCompile(`\b(?:if im not mistaken|if i am not mistaken|unless im (?:wrong|mistaken)|could be mistaken|i (?:may|might|could) be (?:wrong|mistaken|off)|dont quote me|do not quote me|dont hold me|i guess|my guess|id guess|i reckon|i suppose|i want to say|id want to say|if memory serves|perhaps|possibly|might(?:ve)?|may have been|must (?:be|have been)|ish|between|if not|versus|vs|i forget|forget (?:which|exactly|the)|forgot (?:which|exactly)|cant recall|can not recall|cannot recall|dont recall|do not recall|hard to say|hard to remember|unsure|uncertain|not too sure|not really sure|not totally sure|not completely sure|not entirely sure|close enough|or close|more or less|around|sounds right|i (?:always|sometimes) get (?:confused|mixed)|bad with dates|double check|need to look|have to look|look it up|cant read|last (?:time )?i checked|supposedly|allegedly|apparently|(?:ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|[1-9]\d) percent|is that right|is that correct|does that sound right|am i right|(?:nobody|no one|noone) knows|unknown)\b`)

// otherwiseSaid is a second date offered on a condition ("March 3rd 1960, unless it was the
// 4th", "if it isn't the 6th", "otherwise the 6th", "failing that", "else the 6th", "the 6th
// at a push"), or the date given as what holds on paper only ("officially June 5th"): an
// alternative without the word "or", which the caller has not settled. Read, the first date
// was looked up as if the second had never been said.
var otherwiseSaid = regexp.MustCompile(`\b(?:unless|if (?:it|that|its|thats) (?:isnt|wasnt|is not|was not|not|aint)|otherwise|failing that|else (?:the|its|it was|maybe|on)|at a (?:push|pinch|stretch)|officially|on paper)\b`)

// calledMistake is a date the caller calls a mistake, as "wrong" already was ("it's on my
// license as June 5th 1971 but that's a typo", "which is a misprint", "that's an error"): the
// date said is one the caller disowns, and the right one may not be said at all. "My
// mistake" is a correction of the caller's own words and is no part of it.
var calledMistake = regexp.MustCompile(`\b(?:thats|that is|that was|which is|which was|its|it is|it was|is|was) (?:a |an |just a |all a )?(?:typo|mistake|misprint|error|clerical error|mix ?up)\b`)

// doubtPhrases are more of the ways a caller voices doubt, found writing what other callers
// say: the date as far as they know ("to the best of my knowledge", "as far as I know", "near
// as I can tell", "if memory serves", "last I looked"), a bet or a hope ("my best guess", "if
// I had to bet", "I'd bet", "presumably", "most likely", "hopefully"), or a check still to
// make ("subject to checking", "let me check that", "to be certain", "I can never keep it
// straight", "let me check and call back", "I'll get back to you", "let me check" said last),
// and "I hope" or "I'd say" said last. Like moreHedges they withdraw every date in the words; each read the date.
var doubtPhrases = regexp.MustCompile(`\b(?:to the best of my (?:knowledge|memory|recollection)|as far as i (?:know|can (?:tell|remember|recall))|afaik|near as i can (?:tell|remember|figure|recall)|if (?:my )?memory(?: is|s)? (?:serves|right|correct)|memory serves|last i (?:looked|saw)|best guess|if i (?:had|have) to (?:bet|guess)|id bet|presumably|(?:most |more than |very )?likely|hopefully|i hope (?:so|thats right|i got)|i hope$|id say$|subject to|let me (?:double )?check (?:that|it|on that)|to be (?:certain|positive)|(?:check|look|find out|confirm|verify)(?: (?:it|that|on that|again))? and (?:call|ring|phone|get) (?:you |me )?back|(?:ill|i will|ill have to|let me) (?:call|ring|phone|get) (?:you )?back|get back to you|let me (?:double )?check$|ill (?:double )?check$|(?:cant|can never|never can|cannot|never) keep (?:it|them|those|that|these) straight)\b`)

// softHedges are doubt a caller often says in passing ("I think", "pretty sure", "kind
// of"): they withdraw the date unless the caller settles it after them ("I think, hold on,
// yes, the twenty-second, definitely", "I think... no, I know this"), or say them after the
// date about something else ("you're kind of quiet"). So are a confidence short of sure
// ("fairly certain", "almost sure"), "I'd think" and "it should be", each of which read the
// date. ("I'd say" is also how a caller says they write a date, "so I'd say 12/03/1975": it is
// doubt only said last, in doubtPhrases.)
// "I always thought it was the nineteenth" is one: a caller who has just been told another
// day by someone in the room ("Dad, it's the ninth ... The ninth? I always thought it was the
// nineteenth. July anyway") ends on a belief in doubt, and the day is unsettled.
var (
	softHedges = regexp.MustCompile(`\b(?:(?:fairly|pretty|quite|reasonably|almost|nearly|mostly) (?:sure|certain|positive|confident)|id (?:think|imagine)|(?:it|that|its|thats) (?:should|ought to) be|i think|i thought|(?:i|id|ive|i had|i have) always (?:thought|believed|figured|assumed)|i believe|pretty sure|fairly sure|quite sure|reasonably sure|i wanna say|kind of|sort of|kinda|sorta)\b`)
	settled    = regexp.MustCompile(`\b(?:definitely|i know|i do know|for sure|for certain|im sure|i am sure|im certain|i am certain|im positive|i am positive|absolutely|without a doubt)\b`)
)

// misheard follows "I thought" when the caller misheard the question, not the date: "I
// thought you said policy date".
var misheard = regexp.MustCompile(`^ you (?:said|asked|meant|wanted|needed|were asking|want|need)\b`)

// softTail are the words that may follow a soft hedge said after the date and still leave it
// about the date ("March 3rd 1970, I think so", "..., I think it was").
var softTail = map[string]bool{"so": true, "it": true, "its": true, "was": true, "is": true, "thats": true,
	"that": true, "right": true, "anyway": true, "yeah": true, "yes": true, "um": true, "uh": true}

// softHedged reports a soft hedge about the date: said before the last date word, or after
// it with nothing but softTail words following, and not settled later ("definitely"). One
// after the date that goes on about something else ("I think you have it") is not doubt
// about the date.
func softHedged(folded string) bool {
	ms := softHedges.FindAllStringIndex(folded, -1)
	if len(ms) == 0 {
		return false
	}
	lastDate := -1
	toks := tokenize(folded)
	for i, t := range toks {
		if numberish(toks, i) || months[t.text] > 0 {
			lastDate = t.at
		}
	}
	for _, m := range ms {
		if settled.MatchString(folded[m[1]:]) || misheard.MatchString(folded[m[1]:]) || reaffirmed(folded[m[1]:]) {
			continue
		}
		if m[0] < lastDate {
			return true
		}
		tail := true
		for _, w := range strings.Fields(folded[m[1]:]) {
			tail = tail && softTail[w]
		}
		if tail {
			return true
		}
	}
	return false
}

// reaffirmed reports a soft hedge the caller takes back by saying the same thing again as a
// fact: "I wanna say the 8th... no, it is the 8th", "I think it's 1971, yes, it was 1971,
// March 3rd". after is the folded words after the hedge. The date words right after the hedge
// must open what follows "no, it is" or "yes, it is" (or "was"), word for word; a different
// value there ("I think the 8th, no, it is the 9th") is a second thought, still in doubt.
func reaffirmed(after string) bool {
	w := strings.Fields(after)
	hedgedRun := dateRun(w, 0)
	if len(hedgedRun) == 0 {
		return false
	}
	for i := len(hedgedRun); i+2 < len(w); i++ {
		if (w[i] != "no" && w[i] != "yes") || w[i+1] != "it" || (w[i+2] != "is" && w[i+2] != "was") {
			continue
		}
		again := dateRun(w, i+3)
		if len(again) >= len(hedgedRun) && slices.Equal(again[:len(hedgedRun)], hedgedRun) {
			return true
		}
	}
	return false
}

// dateRun is the run of date words (numbers and month names) in w from k, past the words
// that lead into one ("its", "the", "of").
func dateRun(w []string, k int) []string {
	for k < len(w) && (w[k] == "its" || w[k] == "it" || w[k] == "is" || w[k] == "was" || w[k] == "the" || w[k] == "of") {
		k++
	}
	j := k
	for j < len(w) {
		toks := tokenize(w[j])
		if len(toks) != 1 || !numberish(toks, 0) && months[w[j]] == 0 {
			break
		}
		j++
	}
	return w[k:j]
}

// recordVerb is what a record is said to hold ("my passport says", "the DMV has it as"), and
// butWord turns to a second one that holds something else.
var (
	recordVerb = regexp.MustCompile(`\b(?:says|said|shows|lists|listed|reads|has it|had it|puts it|put it)\b`)
	butWord    = regexp.MustCompile(`\b(?:but|though|whereas|while|however|except)\b`)
)

// recordsDisagree reports two records said to hold different dates: "my passport says June
// 9th but my birth certificate says the 10th". A date word follows each record's verb, and a
// "but" stands between them. Which one the policy holds is a guess, whichever date the
// caller ends on; a story told with "says" ("my mom says it was during a blizzard, but the
// certificate says ...") has one date only and is read.
func recordsDisagree(folded string) bool {
	if !strings.Contains(folded, "but") && !strings.Contains(folded, "though") && !strings.Contains(folded, "whereas") &&
		!strings.Contains(folded, "while") && !strings.Contains(folded, "however") && !strings.Contains(folded, "except") {
		return false // no turn to a second record: skip the pattern
	}
	vs := recordVerb.FindAllStringIndex(folded, -1)
	if len(vs) < 2 {
		return false
	}
	for i, a := range vs[:len(vs)-1] {
		b := vs[i+1]
		turn := butWord.FindStringIndex(folded[a[1]:b[0]])
		if turn == nil || !hasDateWord(folded[a[1]:a[1]+turn[0]]) {
			continue
		}
		end := len(folded)
		if i+2 < len(vs) {
			end = vs[i+2][0]
		}
		if hasDateWord(folded[b[1]:end]) {
			return true
		}
	}
	return false
}

// othersWrong is "wrong" said of a record or of other people, not of the date the caller
// gives: "the date you have is wrong", "they've got it down wrong", "everyone gets that
// wrong", "the address is probably wrong in your system". The caller is sure of their own
// date; it is no doubt. Matched on the folded words.
var othersWrong = regexp.MustCompile(`\b(?:(?:you|youve|you have|they|theyve|they have)(?: got| put| written| typed| entered)?(?: it| me| that| this| them| mine)?(?: down| in)?(?: as)? |(?:everyone|everybody|people|they) (?:always )?gets? (?:that|it|this|them) |(?:your|the) (?:\w+ ){0,6}(?:is|are|was|were|s|has it|had it) (?:probably |all |just |completely |totally )?)(?:wrong|incorrect)\b`)

// othersGetMine is other people getting the caller's date wrong ("everybody gets mine
// wrong", "people always get my birthday wrong"): said by a caller who is sure of it, so it is
// no doubt. The "mine" and "my" are what is got wrong, which othersWrong keeps as the
// caller's own words.
var othersGetMine = regexp.MustCompile(`\b(?:everyone|everybody|people|they|folks) (?:always |usually |all )?(?:gets?|got|has|have) (?:mine|my (?:birthday|bday|date of birth|birth date|birthdate|dob|date)) (?:wrong|mixed up)\b`)

// wrongSource is the caller taking back what they read off the wrong thing: "no, sorry, I'm
// looking at the wrong thing", "wait, I was reading the wrong card". Matched on the folded
// words.
var wrongSource = regexp.MustCompile(`\b(?:no|sorry|wait|oops|hang on|hold on)\b(?: \w+){0,3}? (?:im|i am|i was) (?:looking at|reading(?: off| from)?|reading) (?:the|a) wrong (?:thing|one|card|page|form|paper|document|line|date|letter|bill|screen|file|license|licence|part|field|box)\b`)

// wrongSourceOut drops a wrongSource said between date words: what was read off the wrong
// thing is taken back by the correction that opens it, and the date said after it is the
// caller's, so "wrong" there is no doubt about it. With no date word after it ("March 3rd
// 1960, wait, I'm looking at the wrong card") or none before, it stays, and is doubt.
func wrongSourceOut(folded string) string {
	m := wrongSource.FindStringIndex(folded)
	if m == nil || !hasDateWord(folded[:m[0]]) || !hasDateWord(folded[m[1]:]) {
		return folded
	}
	return folded[:m[0]] + " " + folded[m[1]:]
}

// recordGuess is the caller guessing at what the insurer's record holds ("you probably have
// it as 5/3", "your file probably has my dad's", "the system might say 1961"): the guess is
// about the record, not about the date the caller gives, and its hedge word is dropped.
var recordGuess = regexp.MustCompile(`\b(you|youve|they|theyve|your (?:file|system|records?|letter|computer|paperwork|card)|the (?:system|file|computer|records?))\s+(?:probably|maybe|might|must)\s+(have|has|had|say|says|show|shows|list|lists|got)\b`)

// unguessed is folded with the hedge word of each recordGuess dropped when a correction
// follows it ("you probably have it as 5/3 but it's actually March 5th"): the caller then
// gives their own date, and the last date said wins. With none after it, the record's date
// may be the only one heard and the guess stays doubt.
func unguessed(folded string) string {
	ms := recordGuess.FindAllStringSubmatchIndex(folded, -1)
	for k := len(ms) - 1; k >= 0; k-- {
		m := ms[k]
		if !correction.MatchString(folded[m[1]:]) {
			continue
		}
		folded = folded[:m[0]] + folded[m[2]:m[3]] + " " + folded[m[4]:m[5]] + folded[m[1]:]
	}
	return folded
}

// hedged reports doubt or alternatives in the folded words: a hedge phrase, or an "or" that
// is not a correction ("or rather", "or actually").
func hedged(folded string) bool {
	if strings.Contains(folded, "wrong") || strings.Contains(folded, "incorrect") {
		folded = othersWrong.ReplaceAllStringFunc(folded, func(m string) string {
			for _, w := range strings.Fields(m) {
				switch w {
				case "i", "im", "ive", "id", "my", "mine", "said", "gave", "told":
					return m // "the date I gave is wrong": the caller's own
				}
			}
			return " "
		})
		folded = wrongSourceOut(folded)
		folded = othersGetMine.ReplaceAllString(folded, " ")
	}
	if f, ok := slipKinOut(folded, false); ok {
		folded = f
	}
	if strings.Contains(folded, "probably") || strings.Contains(folded, "maybe") || strings.Contains(folded, "might") || strings.Contains(folded, "must") {
		folded = unguessed(folded)
	}
	folded = slipOwned(whichAnswered(whoseAsked(folded)))
	if strings.Contains(folded, "something") {
		// "I'm seventy-something": the caller's age said to the decade, checked against the
		// date (roughDecade), is no doubt about the date.
		folded = roughAge.ReplaceAllString(folded, " ")
		folded = someoneSaysSomething(folded)
	}
	if hedges.MatchString(folded) || moreHedges.MatchString(folded) || otherwiseSaid.MatchString(folded) || calledMistake.MatchString(folded) || doubtPhrases.MatchString(folded) || recordsDisagree(folded) {
		return true
	}
	if softHedged(folded) {
		return true
	}
	w := strings.Fields(folded)
	for i, x := range w {
		if x == "or" && !(i+1 < len(w) && (w[i+1] == "rather" || w[i+1] == "actually" || w[i+1] == "i")) && !orNotIdiom(w, i) && !orBrokenOff(w, i) {
			return true
		}
	}
	return false
}

// orBrokenOff reports an "or" at w[i] the caller breaks off at once with "no", "wait" or
// "sorry" and then settles ("the 3rd or, no, it's definitely the 4th"; settled words as for
// the soft hedges), before any date word: the alternative was never offered, and the
// correction that follows decides. Unsettled ("the 3rd or, no, the 4th") it stays an
// alternative.
func orBrokenOff(w []string, i int) bool {
	if i+1 >= len(w) || w[i+1] != "no" && w[i+1] != "wait" && w[i+1] != "sorry" {
		return false
	}
	end := i + 2
	for end < min(len(w), i+6) && months[w[end]] == 0 && !ordinalWord(w[end]) && !strings.ContainsAny(w[end], "0123456789") {
		end++
	}
	return settled.MatchString(strings.Join(w[i+2:end], " "))
}

// orNotIdiom reports the "or" of "believe it or not" or "like it or not" at w[i]: a manner of
// speaking that offers no second date.
func orNotIdiom(w []string, i int) bool {
	return i >= 2 && i+1 < len(w) && w[i+1] == "not" && w[i-1] == "it" && (w[i-2] == "believe" || w[i-2] == "like")
}

// clockHedge is a hedge said of a time of day ("that was around 4:30", "about 3 pm", "roughly
// nine o'clock"): it rounds the time, not the date. Its hedge word is dropped before the words
// are searched for doubt.
var clockHedge = regexp.MustCompile(`\b(?:around|about|roughly|approximately|like) +(?:\d{1,2}:\d{2}|\w+ *(?:o'?clock|oclock)|\d{1,2} *(?:a\.?m\b\.?|p\.?m\b\.?))`)

// meridiem reports an "am" or "pm" said as a word ("3 pm", "3pm,", "a.m."), without
// allocating.
func meridiem(words string) bool {
	for i := 1; i < len(words); i++ {
		if words[i] != 'm' || words[i-1] != 'a' && words[i-1] != 'p' && words[i-1] != '.' {
			continue
		}
		if i+1 == len(words) || !isWordByte(words[i+1]) {
			return true
		}
	}
	return false
}

// unhedgedClock is words with the hedge word of every clockHedge dropped.
func unhedgedClock(words string) string {
	if !strings.Contains(words, ":") && !strings.Contains(words, "clock") && !meridiem(words) {
		return words // no time of day: skip the pattern
	}
	return clockHedge.ReplaceAllStringFunc(words, func(m string) string {
		_, rest, _ := strings.Cut(m, " ")
		return strings.TrimLeft(rest, " ")
	})
}

// repeatAsked is the caller asking whether the line carried what they said ("sorry, did it
// come through?"): what they say next is the date said again, not a correction, so a second
// date that differs is refused, not read as the last word ("sorry" alone would make it one).
var repeatAsked = regexp.MustCompile(`\b(?:did (?:it|that|this) (?:come|go|get) through|did you (?:get|hear|catch) (?:it|that|me|all that)|can you hear me|could you hear (?:me|that)|are you (?:still )?there|you still there)\b`)

// corrections mark a later date as replacing an earlier one.
var correction = regexp.MustCompile(`\b(?:no|nope|nah|wait|sorry|oops|whoops|my bad|my mistake|i misspoke|actually|i mean|mine is|mines|scratch that|correction|rather)\b`)

// dayFirstHint is context that makes a numeric date's order uncertain: the caller may write
// the day first. dayFirst is the caller saying so outright.
var (
	dayFirstHint = regexp.MustCompile(`\b(?:uk|british|england|english way|irish|ireland|australian?|europe(?:an)?|france|french|germany|german|italy|italian|spain|spanish|portugal|portuguese|brazil|mexico|colombia|argentina|peru|chile|poland|polish|russia|russian|netherlands|dutch|philippines|canada|india|military|army|navy|marines?|london|scotland|scottish|wales|welsh|britain|new zealand|kiwi|south africa|aussie|vietnam|thailand|indonesia|malaysia|singapore|nigeria|kenya|ghana|pakistan|bangladesh|egypt|turkey|greece|israel|iran|sweden|norway|denmark|finland|belgium|switzerland|austria|ukraine|romania|hungary|czech|jamaica|trinidad|venezuela|ecuador|cuba|dominican|puerto|guatemala|honduras|salvador|nicaragua|haiti|morocco|algeria|lebanon|other way round|other way around|the other way|backwards|flipped|flip it|switch(?:ed)? (?:it|them) around|day then month|day and then month|(?:european|british|uk|english|international|military|foreign) (?:format|style|way)|overseas|abroad|day first|day month|day comes first|day goes first|day before|where i m from|where im from|in my country|the way i d write|the way id write|not from the us|write the day)\b`)
	dayFirst     = regexp.MustCompile(`\b(?:day first|day month year|day month|day (?:comes|goes) first|say (?:the )?day before|(?:the )?day (?:and )?then (?:the )?month)\b`)
	// yearMonthDay is the caller naming the order year, month, day outright ("sixty-four,
	// twelve, three. That's year, month, day."): numbers said in that order are read so, a
	// year said short included. "Year first" alone says nothing of the month and day.
	yearMonthDay = regexp.MustCompile(`\b(?:year month (?:and )?day|year (?:and )?then (?:the )?month (?:and )?then (?:the )?day)\b`)
)

// namedDays are days a caller may name instead of saying the month and day.
var namedDays = []struct {
	// key is a literal the words must hold for re to be tried: most utterances name no
	// day, and the patterns are the costly part of reading them.
	key  string
	re   *regexp.Regexp
	date string
	// bare is a short name ("New Year's") that is no name of its own when the words hold
	// the long one ("New Year's Eve").
	bare bool
	// history marks a day fixed by an event, year and all: it only glosses a date said in
	// words (historyNamed).
	history bool
}{
	{"christmas", regexp.MustCompile(`\bchristmas eve\b`), "december 24", false, false},
	{"christmas", regexp.MustCompile(`\bchristmas(?: day)?\b`), "december 25", false, false},
	{"boxing", regexp.MustCompile(`\bboxing day\b`), "december 26", false, false},
	{"new year", regexp.MustCompile(`\bnew years? eve\b`), "december 31", false, false},
	{"new year", regexp.MustCompile(`\bnew years? day\b`), "january 1", false, false},
	{"new year", regexp.MustCompile(`\bnew years?\b`), "january 1", true, false},
	{"valentine", regexp.MustCompile(`\bvalentines?(?: day)?\b`), "february 14", false, false},
	{"halloween", regexp.MustCompile(`\bhalloween\b`), "october 31", false, false},
	{" pa", regexp.MustCompile(`\b(?:st|saint) (?:patricks|paddys)(?: day)?\b`), "march 17", false, false},
	// A tens word before "fourth" makes it the 24th or the 34th, however the transcriber cut
	// them ("twenty-fourth", "the twenty. fourth of July"): no holiday (see rewrite).
	{"july", regexp.MustCompile(`\b(?:twenty|thirty)?[-,.…\s]*(?:the )?(?:4th|fourth) of july\b`), "july 4", false, false},
	{"independence", regexp.MustCompile(`\bindependence day\b`), "july 4", false, false},
	{"noche", regexp.MustCompile(`\bnoche ?buena\b`), "december 24", false, false},
	{" day", regexp.MustCompile(`\b(?:veterans|armistice|remembrance) day\b`), "november 11", false, false},
	{"groundhog", regexp.MustCompile(`\bgroundhog day\b`), "february 2", false, false},
	{"may day", regexp.MustCompile(`\bmay day\b`), "may 1", false, false},
	{"april fool", regexp.MustCompile(`\bapril fools?(?: day)?\b`), "april 1", false, false},
	{"leap day", regexp.MustCompile(`\bleap day\b`), "february 29", false, false},
	{"cinco", regexp.MustCompile(`\bcinco de mayo\b`), "may 5", false, false},
	{"pearl", regexp.MustCompile(`\bpearl harbou?r day\b`), "december 7", false, false},
	{"saints", regexp.MustCompile(`\ball saints(?: day)?\b`), "november 1", false, false},
	{"juneteenth", regexp.MustCompile(`\bjuneteenth\b`), "june 19", false, false},
	// The Roman calendar's middle of March, as schoolbooks and Shakespeare keep it.
	{"ides", regexp.MustCompile(`\b(?:the )?ides of march\b`), "march 15", false, false},
	// Days history fixed, year and all: "the day they shot Kennedy", "the day Nixon resigned".
	{"kennedy", regexp.MustCompile(`\bday (?:that |when )?(?:they|someone|oswald) shot (?:president )?(?:jfk|kennedy)\b|\bday (?:that |when )?(?:president )?(?:jfk|kennedy) (?:was|got) (?:shot|killed|assassinated)\b`), "november 22 1963", false, true},
	// A death or a disaster that fell on one day wherever the caller heard of it ("same day
	// Elvis died"); one that fell across midnight somewhere (Lennon, Diana, the moon landing)
	// is no one day and is not here.
	{"elvis", regexp.MustCompile(`\bday (?:that |when |as )?elvis(?: presley)? (?:died|passed(?: away)?|was found dead)\b`), "august 16 1977", false, true},
	{"challenger", regexp.MustCompile(`\bday (?:that |when |as )?(?:the )?(?:space shuttle )?challenger (?:blew up|exploded|went down|crashed)\b`), "january 28 1986", false, true},
	{"helens", regexp.MustCompile(`\bday (?:that |when |as )?(?:mount |mt |mt\. )?(?:st |st\. |saint )helens (?:blew|erupted|went up)\b`), "may 18 1980", false, true},
	{"nixon", regexp.MustCompile(`\bday (?:that |when )?(?:president )?nixon (?:resigned|quit|stepped down)\b`), "august 9 1974", false, true},
}

// dayBeside is the day before or after a named day, once the name is a month and a day:
// "the day after christmas" is December 26, and so is a counted distance, "three days before
// christmas" December 22, "one week before" or "exactly a week before" seven days. relativeDays
// is any other distance ("a few days after", "a week before", "the week before"), which is
// refused: it is not a date.
var (
	dayBeside    = regexp.MustCompile(`\b(?:(?:the )?day|(?:exactly )?(?:one|two|three|four|five|six|seven|eight|nine|ten|[2-9]|10) days|(?:exactly )?(?:one|two|three|four|[1-4]) weeks?|exactly a week) (?:before|after) +(?:january|february|march|april|may|june|july|august|september|october|november|december) \d+(?:st|nd|rd|th)?\b`)
	relativeDays = regexp.MustCompile(`\b(?:days|weeks?|months?|years?|couple of days|few days|two days|three days|night|morning|evening|weekend) (?:before|after) +(?:the +)?(?:january|february|march|april|may|june|july|august|september|october|november|december) \d+(?:st|nd|rd|th)?\b`)
)

// dayOff is a day before or after something, left once dayBeside has run.
var dayOff = regexp.MustCompile(`\bthe day (?:before|after)\b`)

// dayOffUnread reports "the day before" or "the day after" with no month said soon after it
// ("the day they shot Kennedy, no, the day after"): the date meant is not the one named. One
// followed by the date itself ("the day after, March eighteenth") is a gloss and reads.
func dayOffUnread(lower string) bool {
	for _, m := range dayOff.FindAllStringIndex(lower, -1) {
		named := false
		for _, w := range strings.Fields(lower[m[1]:min(len(lower), m[1]+48)]) {
			if months[strings.Trim(w, ",.!?;:")] > 0 {
				named = true
				break
			}
		}
		if !named {
			return true
		}
	}
	return false
}

// crossesYear replaces a day before or after a named day that falls in another year.
const crossesYear = "crossesyear"

// ordinalMonth is a month said as an ordinal: "the first of the first", "the eighth of the
// eighth", and written in digits by the transcriber, "the 3rd of the 8th".
var ordinalMonth = regexp.MustCompile(`\bof\.? +the\.? +(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|1st|2nd|3rd|[4-9]th|1[0-2]th)\b`)

// ordinalValue is an ordinalMonth's month: a word ("eighth") or digits ("8th").
func ordinalValue(w string) int {
	if w != "" && w[0] >= '0' && w[0] <= '9' {
		return atoi(strings.TrimRight(w, "stndrh"))
	}
	return unitOrdinals[w] + teenOrdinals[w]
}

// ofMonthNext is an ordinal that is the day of a month named next ("the fourth of, the
// fourth of June"), not a month itself.
var ofMonthNext = regexp.MustCompile(`^[\s.,]*of\b`)

var monthNames = []string{"", "january", "february", "march", "april", "may", "june", "july",
	"august", "september", "october", "november", "december"}

var apostrophes = strings.NewReplacer("'", "", "\u2019", "")

// fold lower-cases and drops apostrophes, for the phrase matchers above.
func fold(words string) string {
	return strings.Join(strings.FieldsFunc(apostrophes.Replace(strings.ToLower(words)), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}), " ")
}

// fillers are words a caller strings the parts of a date together with ("ten... and then oh
// three... and then, you know, ninety-eight"): a pause, no more.
var fillers = regexp.MustCompile(`\b(?:and then|then|you know)\b`)

// pauseFiller is a word a caller fills a pause with, the pause written after it: "nineteen
// ninety, well, five", "the twenty, let me think, third of May", "30, so, June '02".
var pauseFiller = regexp.MustCompile(`\b(?:okay|ok|right|so|well|like|let me think|let me see|lets see|hmm+)\s*[,.…]+\s*`)

// unfilled is lower with each pauseFiller said between two words of a date (numbers, months,
// "of", "the") left as the pause it fills. Left in, it split the date: the numbers after it
// were read on their own, or not at all ("nineteen ninety, well, five" read as 1990), and a
// day or month beyond it was lost. Anywhere else ("okay. born June 2nd") it stays: it may
// mark the caller turning back from other talk.
func unfilled(lower string) string {
	var b strings.Builder
	last := 0
	for _, m := range pauseFiller.FindAllStringIndex(lower, -1) {
		prev := strings.Fields(lower[:m[0]])
		next := strings.Fields(lower[m[1]:])
		if len(prev) == 0 || len(next) == 0 || !fillsDate(prev[len(prev)-1]) || !fillsDate(next[0]) {
			continue
		}
		b.WriteString(lower[last:m[0]])
		b.WriteString(", ")
		last = m[1]
	}
	if last == 0 {
		return lower
	}
	b.WriteString(lower[last:])
	return b.String()
}

// fillsDate reports a word that may stand on either side of a filler inside a date: a
// number, an ordinal, a month, "of", "the" or "and".
func fillsDate(w string) bool {
	w = strings.Trim(w, ",.…;:!?'\"")
	if w == "" {
		return false
	}
	if w == "of" || w == "the" || w == "and" || months[w] > 0 || ordinalWord(w) || zeroWord(w) || w == "hundred" || w == "thousand" {
		return true
	}
	if _, ok := cardinal(w); ok {
		return true
	}
	n := 0
	for n < len(w) && w[n] >= '0' && w[n] <= '9' {
		n++
	}
	if n == 0 {
		// A compound said with a hyphen ("twenty-one", "forty-fifth").
		parts := strings.Split(w, "-")
		return len(parts) == 2 && fillsDate(parts[0]) && fillsDate(parts[1])
	}
	suf := w[n:]
	return suf == "" || suf == "st" || suf == "nd" || suf == "rd" || suf == "th"
}

var (
	spacedSlash = regexp.MustCompile(`(\d) +/ *(\d)|(\d) */ +(\d)`)
	spokenSlash = regexp.MustCompile(`[\s,.]*\bslash\b[\s,.]*`)
	spokenDash  = regexp.MustCompile(`[\s,.]*\bdash\b[\s,.]*`)
	stStop      = regexp.MustCompile(`\bst\. `)
)

// glued is a month name and a day, or a day and a year, written with no space between
// them, each part starting a word: "june21st1979", "21stjune", "3rd1990" (a code such as
// "ab12may3" is left alone). A transcriber ran the words together; the
// parts are read as if spaced.
var glued = regexp.MustCompile(`\b(?:(?:` + monthAlt + `)\d|\d{1,2}(?:st|nd|rd|th)?(?:` + monthAlt + `)\b|\d{1,2}(?:st|nd|rd|th)\d)`)

// mayBeGlued reports a letter run into a digit ("june21"), or a digit run into letters that
// are no ordinal's suffix ("21june") or that go on past one ("21st1979", "5thmay"), without
// allocating: most words hold none, and glued is costly to try.
func mayBeGlued(s string) bool {
	letter := func(c byte) bool { return c >= 'a' && c <= 'z' }
	digit := func(c byte) bool { return c >= '0' && c <= '9' }
	for i := 0; i+1 < len(s); i++ {
		switch {
		case letter(s[i]) && digit(s[i+1]):
			return true
		case digit(s[i]) && letter(s[i+1]):
			suf := s[i+1 : min(i+3, len(s))]
			if suf != "st" && suf != "nd" && suf != "rd" && suf != "th" {
				return true
			}
			if i+3 < len(s) && (letter(s[i+3]) || digit(s[i+3])) {
				return true
			}
		}
	}
	return false
}

// monthAlt are the English month names and abbreviations, longest first.
const monthAlt = `january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec`

// ungluePart splits a run-together month, day and year at the joins.
var ungluePart = regexp.MustCompile(`\b(?:(` + monthAlt + `)(\d)|(\d{1,2}(?:st|nd|rd|th)?)(` + monthAlt + `)\b|(\d{1,2}(?:st|nd|rd|th))(\d{2,4})\b)`)

// unglue puts a space at every join glued finds.
func unglue(lower string) string {
	for range 2 { // "june21st1979" has two joins, and a match takes the digit they share
		lower = ungluePart.ReplaceAllString(lower, "$1$3$5 $2$4$6")
	}
	return lower
}

// labelIs is a date field's label with "is" said short: "year's", "month’s", "day's".
var labelIs = regexp.MustCompile(`\b(day|month|year)['\x{2019}]s\b`)

// labelsIs spells out the "is" of labelIs ("year's sixty-three" is "year is sixty-three"),
// except in a named day: "new year's day" is no label.
func labelsIs(lower string) string {
	var b strings.Builder
	last := 0
	for _, m := range labelIs.FindAllStringSubmatchIndex(lower, -1) {
		if strings.HasSuffix(lower[:m[0]], "new ") {
			continue
		}
		b.WriteString(lower[last:m[0]])
		b.WriteString(lower[m[2]:m[3]] + " is")
		last = m[1]
	}
	b.WriteString(lower[last:])
	return b.String()
}

// tensAndUnit and unitAndTens are a two-digit number said with "and" between its parts: "the
// twenty and two of January" (as a learner says it) and "the two and twenty of January" (the
// older and the German order, "zweiundzwanzig"). Both are 22. Read as they stand, the unit
// alone was taken for the day, another date than the one said.
var (
	tensAndUnit = regexp.MustCompile(`\b(twenty|thirty) and (one|two|three|four|five|six|seven|eight|nine|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)\b`)
	unitAndTens = regexp.MustCompile(`\b(one|two|three|four|five|six|seven|eight|nine) and (twent|thirt)(?:y|ieth)\b`)
)

// andCompounds joins the parts of a day said with "and" between them into one number.
func andCompounds(words string) string {
	words = tensAndUnit.ReplaceAllString(words, "$1-$2")
	return unitAndTens.ReplaceAllString(words, "${2}y-$1")
}

// hyphenated is a word with hyphens in it: "j-j-june", "t-tenth", "twenty-first".
var hyphenated = regexp.MustCompile(`[a-z]+(?:-[a-z]+)+`)

// stutterFragments drops the stutters a transcriber writes with hyphens ("J-J-June the
// t-tenth", "I-I-it's"): a part that the next part begins with is the word begun and broken
// off. A number word is never dropped so ("four-fourteen" may be April 14, "six-six" is 66),
// nor "o" or "oh" ("twenty o-one" is 2001).
func stutterFragments(lower string) string {
	return hyphenated.ReplaceAllStringFunc(lower, func(w string) string {
		parts := strings.Split(w, "-")
		kept := parts[:0:0]
		for k, p := range parts {
			if k+1 < len(parts) && strings.HasPrefix(parts[k+1], p) && !numberWord(p) {
				continue
			}
			kept = append(kept, p)
		}
		return strings.Join(kept, "-")
	})
}

// numberWord reports a word that says a number or a zero: a cardinal, an ordinal, "oh",
// "zero", "hundred" or "thousand".
func numberWord(w string) bool {
	_, ok := cardinal(w)
	return ok || ordinalWord(w) || zeroWord(w) || w == "o" || w == "hundred" || w == "thousand"
}

// monthDaySlash is a month and day written with a slash, then the year after a comma or a
// space: "10/14, 1976", as a date is written out in words ("October 14, 1976").
var monthDaySlash = regexp.MustCompile(`\b(\d{1,2}/\d{1,2}),? +(\d{4})\b`)

// slashYearAfter joins a monthDaySlash into one numeric date ("10/14/1976"), read in the
// configured order like any other. Joined onto a slash date that has its year already
// ("10/14/70, 1976" becomes "10/14/70/1976"), it makes no date at all.
func slashYearAfter(lower string) string {
	return monthDaySlash.ReplaceAllString(lower, "$1/$2")
}

// unitPair is two unit words joined by a hyphen ("six-five"), as a transcriber writes a
// number said digit by digit as one.
var unitPair = regexp.MustCompile(`\b(one|two|three|four|five|six|seven|eight|nine)-(one|two|three|four|five|six|seven|eight|nine)\b`)

// digitPairs writes each unitPair as the two-digit numeral it says: "August six, six-five"
// is August 6, '65, the date said again short. A pair inside a longer hyphenated run is left
// as it is: a transcriber joins every word of a hurried date so ("it's-uh-oh-three-one-two-
// eighty-five"), and its digits are read one by one, as before.
func digitPairs(lower string) string {
	ms := unitPair.FindAllStringSubmatchIndex(lower, -1)
	if len(ms) == 0 {
		return lower
	}
	var b strings.Builder
	last := 0
	for _, m := range ms {
		if m[0] > 0 && lower[m[0]-1] == '-' || m[1] < len(lower) && lower[m[1]] == '-' {
			continue
		}
		hi, _ := speech.Unit(lower[m[2]:m[3]])
		lo, _ := speech.Unit(lower[m[4]:m[5]])
		b.WriteString(lower[last:m[0]])
		b.WriteString(strconv.Itoa(hi*10 + lo))
		last = m[1]
	}
	b.WriteString(lower[last:])
	return b.String()
}

// rewrite turns the forms above into ones the readers take: named days into a month and a
// day ("halloween of eighty-six" becomes "october 31 eighty-six"), "7 / 9 / 1977" into
// "7/9/1977", and a spoken "slash" into a numeric date when its parts are numbers.
func rewrite(lower string) string {
	if strings.Contains(lower, "'s") || strings.Contains(lower, "\u2019s") {
		// "year's sixty-three, day's the twelfth": the label's "is", said short.
		lower = labelsIs(lower)
	}
	lower = apostrophes.Replace(lower)
	if strings.Contains(lower, " no ") {
		lower = noSuchDayOut(lower)
	}
	if strings.Contains(lower, " and ") {
		lower = andCompounds(lower)
	}
	if strings.Contains(lower, "19") || strings.Contains(lower, "20") || strings.Contains(lower, "nineteen") || strings.Contains(lower, "twenty") {
		lower = mixedYears(lower)
	}
	if correction.MatchString(lower) {
		lower = dayRestated(restatedFromCorrection(lower))
	}
	if strings.Contains(lower, "then") || strings.Contains(lower, "you know") {
		lower = fillers.ReplaceAllString(lower, ",")
	}
	if strings.Contains(lower, "-") {
		lower = digitPairs(stutterFragments(spacedStutters(lower)))
	}
	if strings.Contains(lower, "/") {
		lower = slashYearAfter(lower)
	}
	if pauseFiller.MatchString(lower) {
		lower = unfilled(lower)
	}
	if strings.Contains(lower, "st.") {
		lower = stStop.ReplaceAllString(lower, "st ")
	}
	lower = namedDaysOut(lower, true)
	if mayBeSpanish(lower) {
		lower = spanishNumbers(lower)
	}
	if strings.Contains(lower, "day") || strings.Contains(lower, "week") {
		lower = dayBeside.ReplaceAllStringFunc(lower, dayNext)
	}
	if strings.Contains(lower, "month") {
		lower = monthsByPlace(lower)
	}
	if strings.Contains(lower, "of the") || strings.Contains(lower, "of. the") {
		var b strings.Builder
		last := 0
		for _, m := range ordinalMonth.FindAllStringIndex(lower, -1) {
			if ofMonthNext.MatchString(lower[m[1]:]) {
				continue
			}
			f := strings.Fields(lower[m[0]:m[1]])
			b.WriteString(lower[last:m[0]])
			b.WriteString("of " + monthNames[ordinalValue(f[2])])
			last = m[1]
		}
		if last > 0 {
			b.WriteString(lower[last:])
			lower = b.String()
		}
	}
	if strings.Contains(lower, "of the") {
		lower = monthNumbered(lower)
	}
	if strings.Contains(lower, " on the ") {
		// "in January on the seventeenth": the month, then its day.
		lower = monthOnTheDay(lower)
	}
	if strings.Contains(lower, "tir") || strings.Contains(lower, "tousand") {
		lower = thStopped(lower)
	}
	if strings.Contains(lower, "niner") {
		lower = radioNines(lower)
	}
	lower = militaryDigits(lower)
	if mayBeGlued(lower) && glued.MatchString(lower) {
		lower = unglue(lower)
	}
	if strings.Contains(lower, "/") {
		for range 2 {
			lower = spacedSlash.ReplaceAllString(lower, "$1$3/$2$4")
		}
	}
	if strings.Contains(lower, "slash") {
		lower = slashed(lower, spokenSlash)
	} else if strings.Contains(lower, "dash") {
		lower = slashed(lower, spokenDash)
	}
	return lower
}

// radioNines reads "niner", the nine of radio and military talk ("zero niner March"), as
// "nine". Callers who served or work radios say digits this way; the word is no English
// word, so it is read wherever it stands. Its trailing "r" becomes a space, keeping offsets.
func radioNines(lower string) string {
	b := []byte(lower)
	for from := 0; ; {
		i := indexFrom(lower, "niner", from)
		if i < 0 {
			return string(b)
		}
		from = i + 1
		if (i == 0 || !isWordByte(lower[i-1])) && (i+5 == len(lower) || !isWordByte(lower[i+5])) {
			b[i+4] = ' '
		}
	}
}

// dayNext reads a dayBeside match as the month and day it names.
func dayNext(m string) string {
	f := strings.Fields(m)
	n := len(f)
	month, day := months[f[n-2]], atoi(strings.TrimRight(f[n-1], "stndrh"))
	shift := 1 // "the day"
	if k := slices.Index(f, "days"); k > 0 {
		shift = countWord(f[k-1])
	} else if k := slices.IndexFunc(f, func(w string) bool { return w == "week" || w == "weeks" }); k > 0 {
		shift = 7 * countWord(f[k-1])
	}
	if f[n-3] == "before" {
		shift = -shift
	}
	t := time.Date(2001, time.Month(month), day+shift, 0, 0, 0, 0, time.UTC)
	if t.Year() != 2001 || (month <= 2) != (t.Month() <= 2) {
		// "the day before New Year's Day, 1970": which year the caller means is a guess; and
		// across the end of February the day depends on a leap year.
		return " " + crossesYear + " "
	}
	return " " + monthNames[int(t.Month())] + " " + itoa(t.Day()) + " "
}

// weekGlossed reads "a week before Christmas, December 18th, 1974": "a week" is loose on its
// own and refused, but beside the date it counts to, said outright, it only glosses that date.
// It returns lower with each such gloss blanked (offsets kept) and true when every relative
// distance in lower was one; any other ("a few days after", "the day after" with no month
// said) and a gloss that disagrees with the date said are still refused.
func weekGlossed(lower string) (string, bool) {
	if strings.Contains(lower, crossesYear) || dayOffUnread(lower) {
		return lower, false
	}
	out := []byte(lower)
	for _, m := range relativeDays.FindAllStringIndex(lower, -1) {
		f := strings.Fields(lower[m[0]:m[1]])
		from := m[0] - len("a ")
		if len(f) != 4 || f[0] != "week" || from < 0 || lower[from:m[0]] != "a " || from > 0 && isWordByte(lower[from-1]) {
			return lower, false
		}
		g := strings.Fields(dayNext("one " + lower[m[0]:m[1]]))
		if len(g) != 2 || !saysDay(lower[:from]+" "+lower[m[1]:], g[0], g[1]) {
			return lower, false
		}
		for k := from; k < m[1]; k++ {
			out[k] = ' '
		}
	}
	return string(out), true
}

// saysDay reports the month name said with the day right after it ("december 18th", "december
// eighteen" is not looked for: the digits are how a transcriber writes a day beside a month).
func saysDay(s, month, day string) bool {
	f := strings.Fields(s)
	for i := 0; i+1 < len(f); i++ {
		if strings.Trim(f[i], ",.;:!?") == month && strings.TrimRight(strings.Trim(f[i+1], ",.;:!?"), "stndrh") == day {
			return true
		}
	}
	return false
}

// countWord is the count a dayBeside distance says: "a" or "one" is 1, "three" or "3" is 3.
func countWord(w string) int {
	if n, ok := unitWord(w); ok {
		return n
	}
	if w == "ten" || w == "10" {
		return 10
	}
	if w != "" && w[0] >= '1' && w[0] <= '9' {
		return atoi(w)
	}
	return 1 // "a week"
}

// slashed reads "oh five slash two nine slash seven three" (or "dash") as 05/29/73: each part between
// the slashes becomes its digits. Parts that are not numbers are left as they were.
func slashed(lower string, sep *regexp.Regexp) string {
	parts := sep.Split(lower, -1)
	if len(parts) != 3 {
		return lower
	}
	// The first part ends with the month, the last starts with the year: take the number
	// words at the end of the first and the start of the last.
	first := strings.Fields(parts[0])
	i := len(first)
	for i > 0 && isNumberWord(first[i-1]) {
		i--
	}
	last := strings.Fields(parts[2])
	j := 0
	for j < len(last) && isNumberWord(last[j]) {
		j++
	}
	m, okm := digitsOf(first[i:], false)
	d, okd := digitsOf(strings.Fields(parts[1]), false)
	y, oky := digitsOf(last[:j], true)
	if y4, ok := digitsOf(first[i:], true); !okm && ok && len(y4) == 4 {
		// "nineteen ninety-four dash oh six dash thirty": the year first, as an ISO date is
		// written, so the month is in the middle and the day last. Only a four-digit year
		// fixes that order; "ninety-four dash ..." is left to the month-first reading.
		mm, okmm := digitsOf(strings.Fields(parts[1]), false)
		dd, okdd := digitsOf(last[:j], false)
		if okmm && okdd {
			return strings.Join(append(append(first[:i:i], y4+"/"+mm+"/"+dd), last[j:]...), " ")
		}
	}
	if !okm || !okd || !oky {
		return lower
	}
	return strings.Join(append(append(first[:i:i], m+"/"+d+"/"+y), last[j:]...), " ")
}

func isNumberWord(w string) bool {
	toks := tokenize(w)
	for i := range toks {
		if !numberish(toks, i) {
			return false
		}
	}
	return len(toks) > 0
}

// digitsOf renders spoken number words as digits: a day or month ("eleven", "two nine",
// "oh five", "twenty-eight") or, with year set, a year ("nineteen ninety-eight", "seven
// three").
func digitsOf(words []string, year bool) (string, bool) {
	toks := tokenize(strings.Join(words, " "))
	if len(toks) == 0 {
		return "", false
	}
	if len(toks) == 1 && toks[0].digits != "" {
		return toks[0].digits, true
	}
	if n, ok := pairOf(toks); ok {
		return pad(n), true
	}
	if year {
		if y, ok := fullYearDigits(toks); ok {
			return itoa(y.year), true // "one nine nine nine"
		}
		if ys := parseYear(toks); len(ys) == 1 {
			if ys[0].twoDigit {
				return pad(ys[0].year), true
			}
			return itoa(ys[0].year), true
		}
		return "", false
	}
	if n, ok := parseDay(toks); ok {
		return pad(n), true
	}
	return "", false
}

func pad(n int) string {
	if n < 10 {
		return "0" + itoa(n)
	}
	return itoa(n)
}

// pairOf reads two digits said one at a time: "two nine" = 29, "oh five" = 5.
func pairOf(toks []tok) (int, bool) {
	if len(toks) != 2 {
		return 0, false
	}
	a, ok1 := digitWordValue(toks[0])
	b, ok2 := digitWordValue(toks[1])
	return a*10 + b, ok1 && ok2
}

// digitWordValue is the value of a single spoken digit, zero words included.
func digitWordValue(t tok) (int, bool) {
	if zeroWord(t.text) {
		return 0, true
	}
	if len(t.digits) == 1 && !t.ordinal {
		return int(t.digits[0] - '0'), true
	}
	n, ok := unitWord(t.text)
	return n, ok
}

// monthReadings are the ways toks can be a month number: "four", "twelve", "oh four", "one
// two", "04".
func monthReadings(toks []tok) []int {
	var out []int
	switch len(toks) {
	case 1:
		t := toks[0]
		if t.ordinal {
			return nil
		}
		if t.digits != "" && len(t.digits) <= 2 {
			out = append(out, atoi(t.digits))
		} else if n, ok := unitWord(t.text); ok {
			out = append(out, n)
		} else if n, ok := speech.Teen(t.text); ok {
			out = append(out, n)
		}
	case 2:
		if n, ok := pairOf(toks); ok {
			out = append(out, n)
		}
	}
	var valid []int
	for _, m := range out {
		if m >= 1 && m <= 12 {
			valid = append(valid, m)
		}
	}
	return valid
}

// dayReadings are the ways toks can be a day of the month, bare digits included.
func dayReadings(toks []tok) []int {
	var out []int
	if n, ok := parseDay(toks); ok {
		out = append(out, n)
	}
	if n, ok := pairOf(toks); ok && n >= 1 && n <= 31 {
		out = append(out, n)
	}
	return out
}

// yearReadings are the ways toks can be a year after a month and a day, including digits
// said one at a time ("seven three", "one nine six oh") and halves in digits ("19, 88").
func yearReadings(toks []tok) []yearReading {
	out := yearsAfterDay(toks)
	if n, ok := pairOf(toks); ok {
		out = append(out, yearReading{year: n, twoDigit: true})
	}
	if len(toks) == 4 {
		hi, ok1 := pairOf(toks[:2])
		lo, ok2 := pairOf(toks[2:])
		if ok1 && ok2 && (hi == 19 || hi == 20) {
			out = append(out, yearReading{year: hi*100 + lo})
		}
	}
	return out
}

// bareNumbers reads a span of numbers with no month name as month, day, year (or year,
// month, day when a full year leads): "nine sixteen ninety-three", "oh four, one two, nine
// oh", "nineteen fifty-seven, twelve, twenty-eight". Every split is tried; the caller gets a
// date only if exactly one split is a real, plausible date.
func bareNumbers(span []tok, today Date, order Order) []candidate {
	var found []candidate
	add := func(c candidate) {
		dt := place(c, today)
		if !plausible(dt, today) {
			return
		}
		for _, f := range found {
			if place(f, today) == dt {
				return
			}
		}
		found = append(found, c)
	}
	n := len(span)
	if n < 3 || n > 8 {
		return nil
	}
	if _, ok := fullYearDigits(span); ok {
		// "one nine eight zero" is the year 1980, not January 9, '80.
		return nil
	}
	for i := 1; i <= 2 && i < n && order != YMD; i++ {
		for j := i + 1; j <= i+2 && j < n; j++ {
			first, second := monthReadings(span[:i]), dayReadings(span[i:j])
			if order == DMY {
				first, second = monthReadings(span[i:j]), dayReadings(span[:i])
			}
			for _, m := range first {
				for _, d := range second {
					for _, y := range yearReadings(span[j:]) {
						add(candidate{year: y.year, month: m, day: d, twoDigitYear: y.twoDigit, numeric: true})
					}
				}
			}
		}
	}
	// Year first, only for a year said in full: "nineteen fifty-seven, twelve, twenty-eight";
	// a year said short too when the caller named the order year, month, day (YMD).
	for y0 := 1; y0 <= 4 && y0 < n-1; y0++ {
		for _, y := range spanYears(span[:y0]) {
			if y.twoDigit && order != YMD || tensThenUnit(span, y0) {
				continue
			}
			for k := y0 + 1; k <= y0+2 && k < n; k++ {
				for _, m := range monthReadings(span[y0:k]) {
					for _, d := range dayReadings(span[k:]) {
						add(candidate{year: y.year, month: m, day: d, twoDigitYear: y.twoDigit})
					}
				}
			}
		}
	}
	return found
}

// tensThenUnit reports a year said in words that ends in a tens word, followed by a unit word
// at span[y0]: "nineteen thirty, four, twenty-three" is 1930-04-23 or 1934 with the month
// still to come, and which is a guess. Read as a month, the unit may be the year's last word.
func tensThenUnit(span []tok, y0 int) bool {
	if y0 < 1 || y0 >= len(span) || span[y0-1].digits != "" {
		return false
	}
	_, tens := speech.Tens(span[y0-1].text)
	u, unit := unitWord(span[y0].text)
	return tens && unit && u >= 1 && u <= 9
}

// plausible reports a real date, not in the future and not more than maxAge years ago.
func plausible(dt, today Date) bool {
	oldest := Date{today.Year - maxAge, today.Month, today.Day}
	return exists(dt) && !after(dt, today) && !after(oldest, dt)
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

// namedAgain reports the month and day of a named day ("november 11") said in words right
// before its name: "November eleventh, Armistice Day they called it, 1945" names the day it
// has just said, and the name is a pause. Read as the date again, its digits would take the
// year's place ("eleventh, november 11" is November 11, '11).
func namedAgain(before, date string) bool {
	toks := tokenize(before)
	toks = toks[max(0, len(toks)-6):]
	f := strings.Fields(date)
	month, day := months[f[0]], atoi(f[1])
	sc := spokenDates(toks)
	for _, c := range append(sc.partial, sc.cands...) {
		if c.month == month && c.day == day {
			return true
		}
	}
	return false
}

// dayOfMonthNumber is a day and the month's number in digits, said "the 13 of the 12", as
// callers from languages that number months say it ("el trece del doce").
var dayOfMonthNumber = regexp.MustCompile(`\b(\d{1,2}(?:st|nd|rd|th)?) +of\.? +the\.? +(1[0-2]|0?[1-9])\b`)

// monthNumbered rewrites each dayOfMonthNumber whose day is one and which no other word
// follows but a number or a pause ("the 13 of the 12. fifty two" is "the 13 of december.
// fifty two"; "3 of the 4 kids" is left alone).
func monthNumbered(lower string) string {
	var b strings.Builder
	last := 0
	for _, m := range dayOfMonthNumber.FindAllStringSubmatchIndex(lower, -1) {
		day := atoi(strings.TrimRight(lower[m[2]:m[3]], "stndrh"))
		if day < 1 || day > 31 {
			continue
		}
		if w := strings.Fields(strings.TrimLeft(lower[m[1]:], " ")); len(w) > 0 && !strings.ContainsAny(lower[m[1]:m[1]+1], ",.!?;:") {
			if f := strings.Trim(w[0], ",.!?;:"); f != "" && !isNumberWord(f) {
				continue
			}
		}
		b.WriteString(lower[last:m[4]])
		b.WriteString(monthNames[atoi(lower[m[4]:m[5]])])
		last = m[5]
	}
	if last == 0 {
		return lower
	}
	b.WriteString(lower[last:])
	return b.String()
}

// monthOnThe is a month said with "in" and then its day with "on the": "I'll be twenty in
// January on the seventeenth", "born in March on the 3rd".
var monthOnThe = regexp.MustCompile(`\bin (` + monthAlt + `) on the ((?:twenty|thirty)?[- ]?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)|\d{1,2}(?:st|nd|rd|th))\b`)

// monthOnTheDay rewrites each monthOnThe as the month and its day, unless a word other than a
// number follows the day ("in May on the fifth floor").
func monthOnTheDay(lower string) string {
	var b strings.Builder
	last := 0
	for _, m := range monthOnThe.FindAllStringSubmatchIndex(lower, -1) {
		if w := strings.Fields(lower[m[1]:]); len(w) > 0 && !strings.ContainsAny(lower[m[1]:m[1]+1], ",.!?;:") {
			if f := strings.Trim(w[0], ",.!?;:"); f != "" && !isNumberWord(f) {
				continue
			}
		}
		b.WriteString(lower[last:m[0]])
		b.WriteString(lower[m[2]:m[3]] + " " + lower[m[4]:m[5]])
		last = m[1]
	}
	if last == 0 {
		return lower
	}
	b.WriteString(lower[last:])
	return b.String()
}

// thNumbers are number words said with their "th" as a "t" ("nineteen tirty-five", "two
// tousand"), as many callers whose first language has no "th" say them. None is an English
// word, so each is read as the number wherever it stands. The ordinals said so ("the tird")
// are ordinalSounds, read in a day's place.
var thNumbers = map[string]string{"tirty": "thirty", "tirteen": "thirteen", "tousand": "thousand"}

// thStopped rewrites the thNumbers in lower, a word at a time.
func thStopped(lower string) string {
	var b strings.Builder
	last := 0
	for i := 0; i < len(lower); {
		var j int
		i, j = wordAt(lower, i)
		if n, ok := thNumbers[lower[i:j]]; ok {
			b.WriteString(lower[last:i])
			b.WriteString(n)
			last = j
		}
		i = j
	}
	if last == 0 {
		return lower
	}
	b.WriteString(lower[last:])
	return b.String()
}

// namedDaysOut is lower (no apostrophes) with each day named (namedDays) written as its
// month and day: "christmas day" is " december 25 ". A name inside a longer one is not
// read ("new year's eve" is no new year's day). With again, a name whose month and day were
// just said in words ("november 11, armistice day") is only a pause: the date is not said
// twice. rewrite and the last-word reader (namedOut) both spell named days this way.
func namedDaysOut(lower string, again bool) string {
	eve := strings.Contains(lower, "new years eve") || strings.Contains(lower, "new year eve")
	for _, n := range namedDays {
		if !strings.Contains(lower, n.key) || n.bare && eve {
			// "New Year's, New Year's Eve": the short name was the start of the long one.
			continue
		}
		var b strings.Builder
		last := 0
		for _, m := range n.re.FindAllStringIndex(lower, -1) {
			name := lower[m[0]:m[1]]
			if strings.HasPrefix(name, "twenty") || strings.HasPrefix(name, "thirty") {
				continue // "the twenty-fourth of july" names no holiday
			}
			b.WriteString(lower[last:m[0]])
			if n.history || !again || !namedAgain(lower[:m[0]], n.date) {
				b.WriteString(" " + n.date + " ")
			} else {
				b.WriteString(" , ")
			}
			last = m[1]
		}
		if last > 0 {
			b.WriteString(lower[last:])
			lower = b.String()
		}
	}
	return lower
}
