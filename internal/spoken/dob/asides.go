package dob

import (
	"regexp"
	"strings"
	"time"
)

// This file holds the asides an experienced phone agent hears around a date and reads
// past: "you want mine or my husband's?" (a question about whose date, no alternative), "I
// always say it wrong" after a correction (a habit owned, not doubt about the date settled
// on), "my kid is screaming" (a relative named doing something, not owning the date) and
// "the seventh, uh, the seventeenth" (a day cut short and said again whole).

// whoseOr is an "or" between the caller and someone else, asking whose date is wanted:
// "you want mine or my husband's?", "me or my wife?", "my son's or mine?". Matched on the
// folded words.
var whoseOr = regexp.MustCompile(`\b(?:(?:me|mine|myself|my own)\s+or\s+(?:(?:my|the)\s+)?` + kin + `|(?:my\s+)?` + kin + `\s+or\s+(?:me|mine|myself|my own))\b`)

// whoseAsked reports, for hedged, the folded words with each whoseOr "or" taken out when the
// caller goes on to say which date is theirs ("... mine's the 14th"); an "or" with no answer
// after it is still two dates offered.
func whoseAsked(folded string) string {
	if !strings.Contains(folded, " or ") {
		return folded
	}
	ms := whoseOr.FindAllStringIndex(folded, -1)
	for k := len(ms) - 1; k >= 0; k-- {
		m := ms[k]
		if !ownDate.MatchString(folded[m[1]:]) {
			continue
		}
		folded = folded[:m[0]] + strings.Replace(folded[m[0]:m[1]], " or ", " ", 1) + folded[m[1]:]
	}
	return folded
}

// birthThing names the date of birth in a question about what is wanted; otherThing names
// what it may be confused with: another date the line asks for, another number, or a
// relative's birthday.
const (
	birthThing = `(?:(?:my|the|your)\s+)?(?:birthday|birth\s?date|date of birth|dob|bday|birth)`
	otherThing = `(?:(?:my|the|your|a)\s+)?(?:date of (?:the\s+)?(?:loss|accident|incident|claim)|(?:loss|accident|incident|claim|policy|start|renewal)\s+date|(?:social(?:\s+security)?|ssn|policy|claim|member|account|phone|zip)(?:\s+(?:number|no|id|card))?|` + kin + `)`
)

// whichAsked is the caller asking which date or number the line wants, the date of birth
// or another thing ("is it my birthday or my wife's you need?", "did you say date of birth
// or date of loss?", "is this for the birthday or the social?"), matched on the folded
// words. birthAnswer is their own answer naming the date of birth ("Birth. Okay.", "okay
// birthday"), said right after, before any date word.
var (
	whichAsked  = regexp.MustCompile(`\b(?:` + birthThing + `\s+or\s+` + otherThing + `|` + otherThing + `\s+or\s+` + birthThing + `)\b`)
	birthAnswer = regexp.MustCompile(`\b(?:birth|birthday|bday|date of birth|dob|birth date|birthdate)\b`)
	// ownAnswer answers a question between the caller's birthday and a relative's only.
	ownAnswer = regexp.MustCompile(`\b(?:mine|mines|me|my own|myself)\b`)
	kinNamed  = regexp.MustCompile(`\b` + kin + `\b`)
	// otherAnswer is an answer naming anything else: the question stays open.
	otherAnswer = regexp.MustCompile(`\b(?:` + kin + `|hers|his|theirs|loss|accident|incident|claim|policy|social|ssn|member|account|phone|zip|both|either)\b`)
)

// whichAnswered reports, for hedged, the folded words with the "or" of each whichAsked
// taken out when the caller answers it with the date of birth within a few words and before
// any date word: the question offered no second date, the answer chose. Unanswered, or
// answered with the other thing ("... or my wife's? Hers. February 2nd"), it stays an
// alternative and the date is refused.
func whichAnswered(folded string) string {
	if !strings.Contains(folded, " or ") {
		return folded
	}
	ms := whichAsked.FindAllStringIndex(folded, -1)
	for k := len(ms) - 1; k >= 0; k-- {
		m := ms[k]
		ws := strings.Fields(folded[m[1]:])
		end := 0
		for end < len(ws) && end < 8 && !hasDateWord(ws[end]) {
			end++
		}
		answer := strings.Join(ws[:end], " ")
		// "Mine" answers whose birthday, not which number: "the social? mine" is no choice.
		chose := birthAnswer.MatchString(answer) || ownAnswer.MatchString(answer) && kinNamed.MatchString(folded[m[0]:m[1]])
		if !chose || otherAnswer.MatchString(answer) || end == len(ws) {
			continue
		}
		folded = folded[:m[0]] + strings.Replace(folded[m[0]:m[1]], " or ", " ", 1) + folded[m[1]:]
	}
	return folded
}

// slipHabit is the caller owning a habit of slipping on this date ("I always say it wrong",
// "I always mix those up", "I keep getting that backwards", "I do that every time"). Said
// after a correction it explains the slip the correction put right: the date corrected to is
// the one the caller stands by.
var slipHabit = regexp.MustCompile(`\bi (?:always|usually|often|keep|tend to|sometimes|constantly|do that every time|do it every time)(?:\s+(?:say|said|get|getting|got|do|doing|mix|mixing|flip|flipping|switch|switching|mess|messing|muddle|muddling|swap|swapping|confuse|confusing|screw|screwing))?(?:\s+(?:it|that|this|them|those|these|the two|the years?|the days?|the numbers?))?(?:\s+(?:wrong|up|around|round|backwards|mixed up|confused|the wrong way))?\b`)

// slipOwned reports, for hedged, the folded words with each slipHabit said after a
// correction taken out.
func slipOwned(folded string) string {
	if !strings.HasPrefix(folded, "i ") && !strings.Contains(folded, " i ") {
		return folded
	}
	ms := slipHabit.FindAllStringIndex(folded, -1)
	for k := len(ms) - 1; k >= 0; k-- {
		m := ms[k]
		if len(strings.Fields(folded[m[0]:m[1]])) < 3 || !correction.MatchString(folded[:m[0]]) {
			continue
		}
		folded = folded[:m[0]] + " " + folded[m[1]:]
	}
	return folded
}

// busyKin is a relative said to be doing something ("my kid is screaming", "my son is
// counting"): then a pause or the caller's own "it's", and the date after is the caller's.
// Becoming something is about the relative's own day, and stays theirs ("my daughter is
// turning eighteen on ..."). The relative may be said to be with the caller first, and may be
// there to help ("my son is here helping me", "my daughter's with me to help").
var busyKin = regexp.MustCompile(`^\W+(?:(?:right\W+)?(?:here|there|with\W+me|beside\W+me|next\W+to\W+me)\W+)?(?:\w+ing\b|to\W+help\b)`)

var notBusy = map[string]bool{"turning": true, "going": true, "getting": true, "having": true,
	"celebrating": true, "being": true, "coming": true, "expecting": true, "graduating": true,
	"starting": true, "retiring": true, "born": true}

// birthStory is a relative's part in the caller's own birth ("my mom was in labor all
// night", "my mother was induced", "my dad was at the hospital"): the date told after it, past
// a pause, is the birth the story is about.
var birthStory = regexp.MustCompile(`^\W+(?:\w+\W+){0,3}?(?:in labou?r|labou?ring|induced|pregnant|having contractions|having me|giving birth|overdue|rushed to (?:the )?hospital)\b`)

// busy reports that the relative named by an ahead match (m) is only doing something: the
// words after "is" or "was" are an -ing verb, or the relative's part in the caller's birth,
// then a pause or "it's" before the date.
func busy(lower string, m []int, at int) bool {
	w := strings.Fields(lower[m[0]:m[1]])
	if v := w[len(w)-1]; v != "is" && v != "was" {
		return false
	}
	rest := lower[m[1]:at]
	if s := birthStory.FindString(rest); s != "" && strings.ContainsAny(rest[len(s):], ",.;:!?—") {
		return true
	}
	b := busyKin.FindString(rest)
	if f := strings.Fields(strings.Trim(b, " ,.;:!?")); len(f) == 0 || notBusy[f[len(f)-1]] {
		return false
	}
	after := rest[len(b):]
	return strings.ContainsAny(after, ",.;:!?—") || strings.HasPrefix(strings.TrimSpace(after), "its ") || strings.HasPrefix(strings.TrimSpace(after), "it is ")
}

// cutShort reports a one-word day piece said and then, after a pause, said again whole as a
// longer word that starts with it ("the seventh, uh, the seventeenth", "six... sixteenth"):
// the first was the start of the second, and the date's day is the second.
func cutShort(piece, toks []tok, dt Date) bool {
	if len(piece) != 1 {
		return false
	}
	p := piece[0].text
	stem := strings.TrimSuffix(strings.TrimSuffix(p, "th"), "h")
	if len(stem) < 3 || piece[0].digits != "" {
		return false
	}
	for i, t := range toks {
		if t.at != piece[0].at {
			continue
		}
		j := i + 1
		for j < len(toks) && toks[j].text == "the" {
			j++
		}
		if j >= len(toks) || !(toks[i+1].pause || toks[j].pause) {
			return false
		}
		n := toks[j].text
		d, ok := parseDay(toks[j : j+1])
		return len(n) > len(p) && strings.HasPrefix(n, stem) && ok && d == dt.Day
	}
	return false
}

// slipKin is the caller naming whose date they slip into ("I always say my brother's year",
// "I mix it up with my sister's", "I keep giving my husband's date", "I'm thinking of my
// husband's"). Said after a correction,
// it explains the slip the correction put right: the relative named owns the date taken
// back, not the one the caller goes on to give.
var slipKin = regexp.MustCompile(`\b(?:(?:im|i am|i was) thinking (?:of|about)|i (?:` + habit + `\s+(?:say|said|saying|give|gave|giving|use|using|write|writing|put|putting)|(?:` + habit + `\s+)?(?:mix|mixed|mixing|confuse|confused|confusing|get|got|getting)(?:\s+(?:it|them|those|that|the years?|the dates?))?(?:\s+(?:up|mixed up|confused))?\s+with))\s+(?:my|our)\s+` + kin + `(?:\s+(?:year|date|birthday|one|day))?`)

// habit is how a caller says a slip is a habit; a date said or given as a relative's
// without it ("I used my son's date") is theirs.
const habit = `(?:always|usually|often|sometimes|keep|tend to)`

// slipKinOut is lower with every slipKin said after a correction blanked (the same length, so
// offsets hold): neither doubt nor someone else's date. ok is false when there is none. With
// ended set (for whose a date is), only a slipKin that ends its sentence is blanked: one that
// runs on into a date ("I always use my son's date, June 5th 2001") names the relative's.
func slipKinOut(lower string, ended bool) (string, bool) {
	if !strings.Contains(lower, "i ") && !strings.Contains(lower, "im ") || !kinCue(lower) {
		return lower, false
	}
	ms := slipKin.FindAllStringIndex(lower, -1)
	var b []byte
	for _, m := range ms {
		if !correction.MatchString(lower[:m[0]]) {
			continue
		}
		if rest := strings.TrimLeft(lower[m[1]:], " "); ended && rest != "" && !strings.ContainsAny(rest[:1], ".!?;") {
			continue
		}
		if b == nil {
			b = []byte(lower)
		}
		for k := m[0]; k < m[1]; k++ {
			b[k] = ' '
		}
	}
	if b == nil {
		return lower, false
	}
	return string(b), true
}

// kinCue reports a kin word in lower, without allocating.
func kinCue(lower string) bool {
	for i := 0; i < len(lower); {
		var j int
		i, j = wordAt(lower, i)
		if kinWord(lower[i:j]) {
			return true
		}
		i = j
	}
	return false
}

// noSuchDay is the caller remarking on the calendar, most often after a slip they put right:
// "the 31st of... sorry, the 30th of April. There's no 31st in April", "April hasn't got a
// 31st", "there is no thirty-first of June". Left in, the day and month it names were a
// correction after the date, and the date was refused. Groups: a day and its month, in
// either order.
var noSuchDay = regexp.MustCompile(`\b(?:there(?:s|\s+is|\s+was)\s+no\s+(?:the\s+)?([a-z0-9]+(?:[\s-][a-z]+)?)\s+(?:of|in)\s+([a-z]+)|([a-z]+)\s+(?:has|had|has\s+got)\s+no\s+([a-z0-9]+(?:[\s-][a-z]+)?)|([a-z]+)\s+(?:doesnt|does\s+not|didnt|hasnt|has\s+not)\s+(?:have\s+|got\s+)?(?:a|any|the)\s+([a-z0-9]+(?:[\s-][a-z]+)?))\b`)

// noSuchDayOut takes out of lower each noSuchDay remark whose day is in no year of its month
// (the 31st of April, the 30th of February), leaving a pause. A day that exists in its month
// ("there's no 5th in April") is no remark on the calendar and stays, whatever it is.
func noSuchDayOut(lower string) string {
	ms := noSuchDay.FindAllStringSubmatchIndex(lower, -1)
	for k := len(ms) - 1; k >= 0; k-- {
		m := ms[k]
		var day, month string
		for g := 1; g+1 < len(m)/2; g += 2 {
			if m[2*g] < 0 {
				continue
			}
			day, month = lower[m[2*g]:m[2*g+1]], lower[m[2*g+2]:m[2*g+3]]
			if g > 1 {
				day, month = month, day // "April hasn't got a 31st": the month first
			}
		}
		mo := months[month]
		d, ok := parseDay(tokenize(day))
		// 2000 was a leap year: "there's no 29th in February" may be about any other year,
		// so it is no remark on the calendar.
		if mo == 0 || !ok || exists(Date{2000, time.Month(mo), d}) {
			continue
		}
		lower = lower[:m[0]] + " , " + lower[m[1]:]
	}
	return lower
}

// saysSomething is "something" as what someone in the room says, asks or wants while the
// caller talks ("hold on, my grandson is saying something. Sorry. It's ..."): an
// interruption, no doubt about the date, though "something" alone is a hedge ("nineteen
// fifty-something"). "Something else", "something different" or "something other" may be
// another date and stays.
var saysSomething = regexp.MustCompile(`\b(?:saying|said|says|asking|asked|asks|telling|told|tells|yelling|shouting|calling|whispering|wants|wanted|needs|needed)\s+(?:me\s+|us\s+|you\s+|him\s+|her\s+)?something(?:\s+(?:else|different|other))?\b`)

// someoneSaysSomething is folded with each saysSomething that is only an interruption taken
// out, for hedged.
func someoneSaysSomething(folded string) string {
	return saysSomething.ReplaceAllStringFunc(folded, func(m string) string {
		if strings.HasSuffix(m, "something") {
			return " "
		}
		return m
	})
}
