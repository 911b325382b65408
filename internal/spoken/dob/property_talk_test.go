package dob

import (
	"fmt"
	"strconv"
	"strings"
)

// talkFamilies are the ways callers on the line put other dates and numbers near their own
// date of birth, or offer one they have not settled (fourth session of 2026-12-02). They run in
// TestNeverAnotherDate after propFamilies, under the same property: the true date or a
// refusal, and a refusal whenever want is "".

// sayKin are the people whose dates a caller says beside their own.
var sayKin = []string{"my wife's", "my husband's", "my twin's", "my son's", "my daughter's", "my brother's",
	"my sister's", "my partner's", "my mum's", "my dad's", "the kids'", "my twin brother's", "the wife's",
	"the missus's", "my hubby's", "my other half's", "the boys'", "our daughter's"}

// sayMine are the words that claim the date after them as the caller's own.
var sayMine = []string{"mine is", "mine's", "and mine is", "but mine is", "my own is", "me, I'm", "and I'm", "mine would be"}

// sayEvents are other days a caller may give beside a birth date, said as "<event> <date>".
var sayEvents = []string{"the accident was on", "the accident happened", "we moved here on", "we got married on",
	"I graduated on", "I was discharged on", "the policy started on", "my policy started", "the crash was",
	"the fire was on", "my wife passed on", "I retired on", "the storm hit on", "I bought the car on",
	"the hurricane came through on", "the pipe burst on", "a tree came down on the roof on", "the house was broken into on",
	"my car was stolen on", "the basement flooded on", "the tornado hit", "the fire broke out on"}

// sayBorn are the words that mark the date after them as the birth date.
var sayBorn = []string{"I was born", "I was born on", "my birthday is", "my date of birth is", "and I was born", "born on", "my DOB is"}

// otherNumber says a number that is not a date: a policy or claim number, a phone number, a zip
// code, a time of day.
func (g *sayer) otherNumber() string {
	digits := func(n int) string {
		var b strings.Builder
		for range n {
			b.WriteByte(byte('0' + g.r.IntN(10)))
		}
		return b.String()
	}
	spell := func(s string) string {
		var ws []string
		for _, c := range s {
			ws = append(ws, sayUnits[c-'0'])
		}
		return strings.Join(ws, " ")
	}
	switch g.r.IntN(8) {
	case 6:
		return g.pick("the last four of my social are ", "last four of my social ", "my PIN is ") + g.pick(digits(4), spell(digits(4)))
	case 7:
		return g.pick("I'm in apartment ", "it's unit ", "flat ", "I live at ") + strconv.Itoa(1+g.r.IntN(400)) + g.pick("", " Elm Street", " Main St")
	case 0:
		return g.pick("my policy number is ", "policy number ", "the policy's ") + digits(8)
	case 1:
		return g.pick("the claim number is ", "claim number ", "my claim's ") + g.pick(digits(6), spell(digits(6)))
	case 2:
		return g.pick("my phone is ", "my number's ", "call me back on ") + digits(3) + "-" + digits(3) + "-" + digits(4)
	case 3:
		return g.pick("zip code ", "my zip is ", "the zip's ") + g.pick(digits(5), spell(digits(5)))
	case 4:
		return g.pick("it's ", "it is ", "I'm calling at ", "it happened at ") + strconv.Itoa(1+g.r.IntN(12)) + ":" + fmt.Sprintf("%02d", g.r.IntN(60)) + g.pick(" am", " pm", "")
	default:
		return g.pick("member ID ", "my account number is ", "the reference is ") + digits(7)
	}
}

var talkFamilies = []propFamily{
	{name: "talk: another person's date, mine said", minRead: 30, say: func(g *sayer, d Date) (string, string) {
		o := g.otherDate(d)
		theirs := g.pick(sayKin...) + g.pick(" is ", " birthday is ", " is on ") + g.anyDate(o)
		if g.chance(25) {
			theirs = g.pick("she's ", "he's ", "she was born ", "he was born ") + g.anyDate(o)
		}
		mine := g.pick(sayMine...) + " " + g.anyDate(d)
		if g.chance(50) {
			return theirs + g.pick(", ", ". ", " and ", ", but ") + mine, d.String()
		}
		return mine + g.pick(", ", ". ", " and ") + theirs, d.String()
	}},
	{name: "refuse: another person's date, no mine", say: func(g *sayer, d Date) (string, string) {
		o := g.otherDate(d)
		theirs := g.pick(sayKin...) + g.pick(" is ", " birthday is ", " is on ") + g.anyDate(o)
		switch g.r.IntN(3) {
		case 0:
			return theirs + g.pick(", ", ". ", " and ") + g.anyDate(d), ""
		case 1:
			return g.pick("I'm calling for my ", "calling on behalf of my ", "this is for my ") + g.pick("mother", "father", "husband", "wife") +
				g.pick(", ", ". ", " ") + g.pick("hers is ", "his is ", "she's ", "he's ", "") + g.anyDate(d), ""
		default:
			return g.pick("my twin and I, ", "me and my twin, ", "my brother and me, ") + g.anyDate(o) + g.pick(" and ", ", ") + g.anyDate(d), ""
		}
	}},
	{name: "talk: another event's date beside", minRead: 30, say: func(g *sayer, d Date) (string, string) {
		o := g.otherDate(d)
		event := g.pick(sayEvents...) + " " + g.anyDate(o)
		born := g.pick(sayBorn...) + " " + g.anyDate(d)
		if g.chance(50) {
			return event + g.pick(", ", ". ", " and ", ", but ") + born, d.String()
		}
		return born + g.pick(", ", ". ", " and ") + event, d.String()
	}},
	{name: "refuse: another event's date alone", say: func(g *sayer, d Date) (string, string) {
		return g.pick("", "okay, ", "well, ", "so ") + g.pick(sayEvents...) + " " + g.anyDate(d) + g.pick("", ".", ", yeah"), ""
	}},
	{name: "talk: an age or a year of something else", minRead: 40, say: func(g *sayer, d Date) (string, string) {
		n := 1 + g.r.IntN(60)
		var aside string
		switch g.r.IntN(7) {
		case 0:
			aside = g.pick("I'm ", "I am ", "I'll be ", "I just turned ") + g.pick(strconv.Itoa(18+g.r.IntN(80)), g.cardinal(18+g.r.IntN(80))) + g.pick("", " years old", " now")
		case 5:
			aside = g.pick("I turn ", "I turned ", "I'll be ") + g.pick(strconv.Itoa(18+g.r.IntN(80)), g.cardinal(18+g.r.IntN(80))) + " in " + sayMonths[1+g.r.IntN(12)]
		case 6:
			aside = g.pick("my policy renews in ", "the claim was in ", "we moved in ") + sayMonths[1+g.r.IntN(12)] + g.pick("", " "+g.fullYear(1990+g.r.IntN(36)))
		case 1:
			aside = g.pick("I've been with you since ", "customer since ", "we've had the policy since ", "I've lived here since ") + g.fullYear(1960+g.r.IntN(66))
		case 2:
			aside = g.pick("I've been with you for ", "been a customer for ", "I've driven for ") + g.pick(strconv.Itoa(n), g.cardinal(n)) + " years"
		case 3:
			aside = g.pick("I retired in ", "we moved in ", "the house was built in ") + g.fullYear(1960+g.r.IntN(66))
		default:
			aside = g.pick("I have ", "we've got ") + g.pick("two", "three", "4", "five") + g.pick(" cars", " kids", " grandchildren")
		}
		if g.chance(50) {
			return aside + g.pick(", ", ". ", " and ") + g.pick("", "my birthday is ", "I was born ", "it's ") + g.anyDate(d), d.String()
		}
		return g.pick("", "it's ", "born ") + g.anyDate(d) + g.pick(", ", ". ", " and ") + aside, d.String()
	}},
	{name: "refuse: offered, then doubted or asked", say: func(g *sayer, d Date) (string, string) {
		o := g.other(d, g.pick("day", "month", "year"))
		switch g.r.IntN(4) {
		case 0:
			return g.anyDate(d) + "? " + g.pick("or ", "or maybe ", "or was it ") + g.anyDate(o) + g.pick(", I always mix them up", "? I never remember", "", "... hmm"), ""
		case 1:
			return g.mdyDayAsked(d, o), ""
		case 2:
			return g.pick("is it ", "was it ", "would it be ") + g.anyDate(d) + "?" + g.pick("", " I'd have to check", " hmm", " I don't know"), ""
		default:
			return g.anyDate(d) + g.pick(", I'd have to check", ", let me check and call back", ", I'm not a hundred percent", ", I'd need to look at my license", ", don't quote me",
				", let me check", ", I'll check and get back to you", ", I'll confirm that and ring you back", "... I'll have to look and call you back"), ""
		}
	}},
	{name: "talk: numbers from elsewhere", minRead: 40, say: func(g *sayer, d Date) (string, string) {
		num := g.otherNumber()
		born := g.pick(sayBorn...) + " " + g.anyDate(d)
		if g.chance(50) {
			return num + g.pick(", ", ". ", " and ") + born, d.String()
		}
		return born + g.pick(", ", ". ", " and ") + num, d.String()
	}},
	{name: "talk: day first, from elsewhere", minRead: 20, say: func(g *sayer, d Date) (string, string) {
		from := g.pick("I'm from the UK, so", "I'm British, so", "I'm from Australia,", "we write it the other way in Ireland,",
			"I'm from Mexico, so", "back home we put the day first,", "the English way,", "I'm from the UK:")
		if g.chance(30) {
			return from + " " + g.join(g.spokenNum(d.Day), g.spokenNum(int(d.Month)), g.spokenYear(d.Year)), d.String()
		}
		sep := g.pick("/", "-", ".")
		return from + " " + g.numeral(d.Day) + sep + g.numeral(int(d.Month)) + sep + g.numYear(d.Year), d.String()
	}},
	{name: "talk: numbers split or joined by the transcriber", minRead: 40, say: func(g *sayer, d Date) (string, string) {
		day := g.ordinal(d.Day)
		if d.Day > 20 && d.Day%10 != 0 {
			day = g.pick(sayTens[d.Day/10]+g.pick(", ", " ", "-", ". ", " - ")+sayUnitOrds[d.Day%10],
				strconv.Itoa(d.Day)+" "+ordNumeral(d.Day)[len(strconv.Itoa(d.Day)):],
				sayTens[d.Day/10]+" "+ordNumeral(d.Day%10))
		}
		year := g.fullYear(d.Year)
		if yy := d.Year % 100; d.Year < 2000 && yy >= 10 {
			year = g.pick("nineteen, "+g.cardinal(yy), "19 "+strconv.Itoa(yy), "nineteen "+strconv.Itoa(yy), "19 "+g.cardinal(yy))
			if yy%10 != 0 && g.chance(30) {
				year = "nineteen " + sayTens[yy/10] + g.pick(", ", ". ", " - ") + sayUnits[yy%10]
			}
		}
		if g.chance(50) {
			return g.month(d.Month) + " " + day + g.pick(", ", " ", ". ") + year, d.String()
		}
		return "the " + day + " of " + g.month(d.Month) + g.pick(", ", " ", ". ") + year, d.String()
	}},
}

// otherDate draws a date other than d, the date of someone or something else.
func (g *sayer) otherDate(d Date) Date {
	for {
		if o := g.date(); o != d {
			return o
		}
	}
}

// mdyDayAsked says a day as a question, then another, and never settles: "March the 4th? or
// the 14th, I always mix them up, 1961".
func (g *sayer) mdyDayAsked(d, o Date) string {
	return g.month(d.Month) + " the " + ordNumeral(d.Day) + "? " + g.pick("or the ", "or ", "maybe the ") + ordNumeral(o.Day) +
		g.pick(", I always mix them up", "? I'm not sure", ", one of those") + g.pick(", ", " ") + g.year(d.Year)
}
