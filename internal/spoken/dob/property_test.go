package dob

import (
	speech "claimsline/internal/spoken"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestNeverAnotherDate is a property test: utterances are built from a true date and the
// habits callers have when they say one (the order of its parts, ordinals, spoken numerics,
// "slash", stops and commas between words, sayFillers, self-sayCorrections, restarts, named days),
// and the reader must return the true date or refuse, never another date. A second set of
// families is built from words that must be refused whatever date is in them (alternatives,
// hedges, doubt, somebody else's date), and there the reader must refuse.
//
// A wrong date finds the wrong person (a serious error), while a refusal only asks again, so
// the property is one-sided: a family may be refused often and still pass. Seeds are fixed so
// a failure is reproducible; DOBPROP_SHOW=n prints n failing utterances per family.
func TestNeverAnotherDate(t *testing.T) {
	perFamily := 3000
	if s := os.Getenv("DOBPROP_N"); s != "" {
		perFamily, _ = strconv.Atoi(s) // a longer search than the fixed run
	}
	seed := uint64(20261202)
	if s := os.Getenv("DOBPROP_SEED"); s != "" {
		seed, _ = strconv.ParseUint(s, 10, 64)
	}
	p := Parser{Order: MDY, Now: now}
	show := 3
	if s := os.Getenv("DOBPROP_SHOW"); s != "" {
		show, _ = strconv.Atoi(s)
	}
	for fi, f := range append(propFamilies, talkFamilies...) {
		t.Run(f.name, func(t *testing.T) {
			g := &sayer{r: rand.New(rand.NewPCG(seed, uint64(fi)+1))}
			var bad, read int
			for range perFamily {
				d := g.date()
				words, want := f.say(g, d)
				got, err := p.Parse(words)
				if err == nil {
					read++
				}
				var e *Error
				switch {
				case err != nil && !errors.As(err, &e):
					t.Fatalf("Parse(%q): %v is not a refusal", words, err)
				case err != nil:
					continue
				case want != "" && got.String() == want:
					continue
				}
				bad++
				if bad <= show {
					if want == "" {
						t.Errorf("Parse(%q) = %s; want a refusal", words, got)
					} else {
						t.Errorf("Parse(%q) = %s; want %s or a refusal", words, got, want)
					}
				}
			}
			if bad > 0 {
				t.Errorf("%s: %d of %d read another date (%d read)", f.name, bad, perFamily, read)
			}
			if f.minRead > 0 && read*100 < f.minRead*perFamily {
				// A family the reader refuses wholesale would pass the property trivially.
				t.Errorf("%s: read %d of %d, want at least %d%%", f.name, read, perFamily, f.minRead)
			}
		})
	}
}

// propFamily is one habit of speech: say builds the words for a true date and returns the
// only date the reader may read from them ("" when the words must be refused).
type propFamily struct {
	name string
	say  func(g *sayer, d Date) (words, want string)
	// minRead is the share (percent) of the family that must be read at all, so that a rule
	// refusing everything cannot pass it.
	minRead int
}

// sayer draws the words of a date. Its choices come from one seeded source.
type sayer struct{ r *rand.Rand }

func (g *sayer) pick(xs ...string) string { return xs[g.r.IntN(len(xs))] }
func (g *sayer) chance(pct int) bool      { return g.r.IntN(100) < pct }

// date draws a date of birth for an adult under 100 on the test clock (2026-11-30), with
// years that every spoken form can place: 1927..2006.
func (g *sayer) date() Date {
	y := 1927 + g.r.IntN(80)
	m := time.Month(1 + g.r.IntN(12))
	day := 1 + g.r.IntN(daysIn(y, m))
	return Date{Year: y, Month: m, Day: day}
}

func daysIn(y int, m time.Month) int {
	return time.Date(y, m+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

// other returns a date differing from d in exactly the part named ("day", "month", "year"),
// still a valid adult date.
func (g *sayer) other(d Date, part string) Date {
	for {
		o := d
		switch part {
		case "day":
			o.Day = 1 + g.r.IntN(28)
		case "month":
			o.Month = time.Month(1 + g.r.IntN(12))
		case "year":
			o.Year = 1927 + g.r.IntN(80)
		}
		if o != d && o.Day <= daysIn(o.Year, o.Month) {
			return o
		}
	}
}

var sayUnits = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
	"ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"}
var sayTens = []string{"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}
var sayUnitOrds = []string{"zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
	"tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth"}
var sayTensOrds = []string{"", "", "twentieth", "thirtieth"}

// cardinal says 0..99 in words, a compound with a hyphen or a space.
func (g *sayer) cardinal(n int) string {
	if n < 20 {
		return sayUnits[n]
	}
	if n%10 == 0 {
		return sayTens[n/10]
	}
	return sayTens[n/10] + g.pick("-", " ") + sayUnits[n%10]
}

// ordinal says 1..31 as an ordinal word.
func (g *sayer) ordinal(n int) string {
	if n < 20 {
		return sayUnitOrds[n]
	}
	if n%10 == 0 {
		return sayTensOrds[n/10]
	}
	return sayTens[n/10] + g.pick("-", " ") + sayUnitOrds[n%10]
}

// ordNumeral writes 1..31 as "1st", "22nd", "13th".
func ordNumeral(n int) string {
	s := "th"
	if n < 11 || n > 13 {
		switch n % 10 {
		case 1:
			s = "st"
		case 2:
			s = "nd"
		case 3:
			s = "rd"
		}
	}
	return strconv.Itoa(n) + s
}

// twoDigitOK says whether a year may be said by its last two digits: the reader places
// them in the latest century that makes the caller an adult, and holds them to 100 years.
func twoDigitOK(y int) bool { return (y >= 1930 && y <= 1999) || (y >= 2001 && y <= 2006) }

// year says a year in one of the forms callers use.
func (g *sayer) year(y int) string {
	yy := y % 100
	var forms []string
	forms = append(forms, strconv.Itoa(y))
	if y < 2000 {
		switch {
		case yy == 0:
			forms = append(forms, "nineteen hundred")
		case yy < 10:
			forms = append(forms, "nineteen oh "+sayUnits[yy], "nineteen hundred and "+sayUnits[yy])
		default:
			forms = append(forms, "nineteen "+g.cardinal(yy))
		}
	} else {
		switch {
		case yy == 0:
			forms = append(forms, "two thousand")
		default:
			forms = append(forms, "two thousand "+g.cardinal(yy), "two thousand and "+g.cardinal(yy))
			if yy < 10 {
				forms = append(forms, "twenty oh "+sayUnits[yy])
			}
		}
	}
	if twoDigitOK(y) {
		if yy < 10 {
			forms = append(forms, "oh "+sayUnits[yy], "'0"+strconv.Itoa(yy))
		} else {
			forms = append(forms, g.cardinal(yy), "'"+strconv.Itoa(yy), strconv.Itoa(yy))
		}
	}
	return g.pick(forms...)
}

// fullYear says a year with all four digits, in numerals or words.
func (g *sayer) fullYear(y int) string {
	for {
		s := g.year(y)
		if len(s) == 4 && isDigits(s) || strings.HasPrefix(s, "nineteen") || strings.HasPrefix(s, "two thousand") || strings.HasPrefix(s, "twenty oh") {
			return s
		}
	}
}

var sayMonths = []string{"", "January", "February", "March", "April", "May", "June", "July",
	"August", "September", "October", "November", "December"}

// month says a month by name or abbreviation, in any case.
func (g *sayer) month(m time.Month) string {
	name := sayMonths[m]
	forms := []string{name, strings.ToLower(name)}
	if len(name) > 4 {
		forms = append(forms, name[:3], name[:3]+".")
	}
	if m == time.September {
		forms = append(forms, "Sept")
	}
	return g.pick(forms...)
}

// day says a day of the month after a month word ("4", "4th", "fourth", "the fourth").
func (g *sayer) dayAfterMonth(n int) string {
	return g.pick(strconv.Itoa(n), ordNumeral(n), g.ordinal(n), "the "+g.ordinal(n), "the "+ordNumeral(n), g.cardinal(n))
}

// dayBeforeMonth says a day before "of <month>" or a month word.
func (g *sayer) dayBeforeMonth(n int) string {
	return g.pick("the "+g.ordinal(n)+" of", g.ordinal(n)+" of", "the "+ordNumeral(n)+" of", ordNumeral(n)+" of", strconv.Itoa(n))
}

// comma joins parts with a comma or a space.
func (g *sayer) join(parts ...string) string {
	var b strings.Builder
	for i, p := range parts {
		if i > 0 {
			b.WriteString(g.pick(" ", ", ", " ", " "))
		}
		b.WriteString(p)
	}
	return b.String()
}

// mdy says month, day, year with a month word.
func (g *sayer) mdy(d Date) string {
	return g.join(g.month(d.Month), g.dayAfterMonth(d.Day), g.year(d.Year))
}

// dmy says day, month, year with a month word.
func (g *sayer) dmy(d Date) string {
	return g.join(g.dayBeforeMonth(d.Day)+" "+g.month(d.Month), g.year(d.Year))
}

// ymd says the year first, then the month and day with a month word.
func (g *sayer) ymd(d Date) string {
	y := g.fullYear(d.Year)
	if g.chance(50) {
		return g.join(y, g.month(d.Month)+" "+g.dayAfterMonth(d.Day))
	}
	if strings.HasSuffix(y, "thousand") {
		// "two thousand 29 May" is 2029 as much as 2000, the 29th: the caller pauses.
		return y + ", " + g.dayBeforeMonth(d.Day) + " " + g.month(d.Month)
	}
	return g.join(y, g.dayBeforeMonth(d.Day)+" "+g.month(d.Month))
}

// numeral writes n with or without a leading zero.
func (g *sayer) numeral(n int) string {
	if n < 10 && g.chance(50) {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// numYear writes a year in digits, two or four.
func (g *sayer) numYear(y int) string {
	if twoDigitOK(y) && g.chance(40) {
		return fmt.Sprintf("%02d", y%100)
	}
	return strconv.Itoa(y)
}

// spokenNum says 1..31 as a caller reads a numeric field aloud: "nine", "oh nine", "sixteen",
// "one six".
func (g *sayer) spokenNum(n int) string {
	forms := []string{g.cardinal(n)}
	if n < 10 {
		forms = append(forms, "oh "+sayUnits[n], "zero "+sayUnits[n])
	}
	return g.pick(forms...)
}

// spokenYear says a year as the last field of a spoken numeric date.
func (g *sayer) spokenYear(y int) string {
	for {
		s := g.year(y)
		if !strings.HasPrefix(s, "'") && !isDigits(s) {
			return s
		}
	}
}

func isDigits(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil
}

// anyDate says d in one of the forms the reader must read without stated habits.
func (g *sayer) anyDate(d Date) string {
	switch g.r.IntN(5) {
	case 0, 1:
		return g.mdy(d)
	case 2, 3:
		return g.dmy(d)
	default:
		return g.ymd(d)
	}
}

var sayFillers = []string{"um", "uh", "so", "okay", "let me think", "hmm", "well", "right", "er", "you know"}
var sayLeads = []string{"it's", "it is", "my date of birth is", "my birthday is", "I was born on", "born",
	"yeah, it's", "sure, it's", "date of birth", "okay so", "that would be", "mine is"}
var sayTails = []string{"", "", "thanks", "thank you", "that's it", "okay", "yep"}

// withFillers puts sayFillers before and between the words of s.
func (g *sayer) withFillers(s string) string {
	words := strings.Fields(s)
	var out []string
	if g.chance(60) {
		out = append(out, g.pick(sayLeads...))
	}
	for i, w := range words {
		if i > 0 && g.chance(15) {
			out = append(out, g.pick(sayFillers...)+",")
		}
		out = append(out, w)
	}
	if t := g.pick(sayTails...); t != "" {
		out[len(out)-1] += ","
		out = append(out, t)
	}
	return strings.Join(out, " ")
}

// punctuated puts a stop or a comma between the words of s, as transcribers do for a
// caller who says each word on its own.
func (g *sayer) punctuated(s string) string {
	words := strings.Fields(strings.ReplaceAll(s, ",", ""))
	mark := g.pick(".", ",")
	var b strings.Builder
	for i, w := range words {
		if i > 0 {
			b.WriteString(" ")
		}
		b.WriteString(w)
		if !strings.HasSuffix(w, ".") && (g.chance(70) || i == len(words)-1) {
			b.WriteString(mark)
		}
	}
	out := b.String()
	if mark == "." && g.chance(50) {
		out = strings.ToUpper(out[:1]) + out[1:]
	}
	return out
}

var sayCorrections = []string{"no wait,", "sorry,", "no, sorry,", "I mean", "no,", "actually,", "scratch that,", "sorry, I mean", "no no,", "wait, no,"}

// partSaid says only the named part of d, as a caller putting one part right says it
// (wrong is the date first said).
func (g *sayer) partSaid(d, wrong Date, part string) string {
	switch part {
	case "day":
		return g.pick("the "+g.ordinal(d.Day), "the "+ordNumeral(d.Day), g.ordinal(d.Day))
	case "month":
		return g.pick(sayMonths[d.Month], "not "+sayMonths[wrong.Month]+", "+sayMonths[d.Month])
	default:
		return g.fullYear(d.Year)
	}
}

// sayNamedDays are days of the year callers name instead of saying them.
var sayNamedDays = []struct {
	name       string
	month, day int
}{
	{"Christmas Eve", 12, 24}, {"Christmas Day", 12, 25}, {"Christmas", 12, 25},
	{"New Year's Eve", 12, 31}, {"New Year's Day", 1, 1}, {"Valentine's Day", 2, 14},
	{"Halloween", 10, 31}, {"the Fourth of July", 7, 4}, {"St. Patrick's Day", 3, 17},
	{"Groundhog Day", 2, 2}, {"Veterans Day", 11, 11}, {"May Day", 5, 1},
}

// propFamilies are the habits of speech and the words that must be refused.
var propFamilies = []propFamily{
	{name: "month day year", minRead: 90, say: func(g *sayer, d Date) (string, string) {
		return g.mdy(d), d.String()
	}},
	{name: "day month year", minRead: 90, say: func(g *sayer, d Date) (string, string) {
		return g.dmy(d), d.String()
	}},
	{name: "year first", minRead: 80, say: func(g *sayer, d Date) (string, string) {
		if g.chance(30) {
			return fmt.Sprintf("%d%s%02d%s%02d", d.Year, "-", d.Month, "-", d.Day), d.String()
		}
		return g.ymd(d), d.String()
	}},
	{name: "numeric US order", minRead: 90, say: func(g *sayer, d Date) (string, string) {
		sep := g.pick("/", "-", ".")
		return g.numeral(int(d.Month)) + sep + g.numeral(d.Day) + sep + g.numYear(d.Year), d.String()
	}},
	{name: "numeric day first, habit stated", minRead: 50, say: func(g *sayer, d Date) (string, string) {
		habit := g.pick("I write the day first:", "day first, so", "day first:", "in the UK way, day first,", "European style, day then month,")
		if g.chance(50) {
			sep := g.pick("/", "-", ".")
			return habit + " " + g.numeral(d.Day) + sep + g.numeral(int(d.Month)) + sep + g.numYear(d.Year), d.String()
		}
		return habit + " " + g.join(g.spokenNum(d.Day), g.spokenNum(int(d.Month)), g.spokenYear(d.Year)), d.String()
	}},
	{name: "ordinal of the month", minRead: 50, say: func(g *sayer, d Date) (string, string) {
		return g.join(g.pick("the "+g.ordinal(d.Day)+" of the "+g.ordinal(int(d.Month)),
			g.ordinal(d.Day)+" of the "+g.ordinal(int(d.Month))), g.year(d.Year)), d.String()
	}},
	{name: "spoken numerics", minRead: 60, say: func(g *sayer, d Date) (string, string) {
		return g.join(g.spokenNum(int(d.Month)), g.spokenNum(d.Day), g.spokenYear(d.Year)), d.String()
	}},
	{name: "spoken slash", minRead: 60, say: func(g *sayer, d Date) (string, string) {
		sep := g.pick(" slash ", " slash ", ", slash, ", " dash ")
		return g.spokenNum(int(d.Month)) + sep + g.spokenNum(d.Day) + sep + g.spokenYear(d.Year), d.String()
	}},
	{name: "stops and commas between words", minRead: 50, say: func(g *sayer, d Date) (string, string) {
		if g.chance(25) {
			return g.punctuated(g.join(g.spokenNum(int(d.Month)), g.spokenNum(d.Day), g.spokenYear(d.Year))), d.String()
		}
		return g.punctuated(g.anyDate(d)), d.String()
	}},
	{name: "sayFillers", minRead: 60, say: func(g *sayer, d Date) (string, string) {
		return g.withFillers(g.anyDate(d)), d.String()
	}},
	{name: "self-correction, last date wins", say: func(g *sayer, d Date) (string, string) {
		wrong := g.other(g.other(d, g.pick("day", "month", "year")), g.pick("day", "month", "year"))
		return g.anyDate(wrong) + ", " + g.pick(sayCorrections...) + " " + g.anyDate(d), d.String()
	}},
	{name: "a corrected part replaces only that part", say: func(g *sayer, d Date) (string, string) {
		part := g.pick("day", "month", "year")
		wrong := g.other(d, part)
		return g.anyDate(wrong) + ", " + g.pick(sayCorrections...) + " " + g.partSaid(d, wrong, part), d.String()
	}},
	{name: "restarts", minRead: 40, say: func(g *sayer, d Date) (string, string) {
		s := strings.Fields(g.anyDate(d))
		i := g.r.IntN(len(s))
		for i > 0 && joins(s[i-1], s[i]) {
			// "twenty two... two thousand": said again, the word may finish the number
			// before it, and which date was said is no longer known. Not this habit.
			i = g.r.IntN(len(s))
		}
		w := strings.TrimRight(s[i], ",")
		rest := append([]string{w + g.pick("...", ",", "—", "... ")}, s[i:]...)
		return strings.Join(append(s[:i:i], rest...), " "), d.String()
	}},
	{name: "named days", minRead: 70, say: func(g *sayer, d Date) (string, string) {
		n := sayNamedDays[g.r.IntN(len(sayNamedDays))]
		d.Month, d.Day = time.Month(n.month), n.day
		return g.pick("", "born on ", "it's ", "I was born on ") + n.name + g.pick(", ", " ", " of ") + g.year(d.Year), d.String()
	}},
	{name: "a date said twice, one part different", say: func(g *sayer, d Date) (string, string) {
		o := g.other(d, g.pick("day", "month", "year"))
		first, second := g.anyDate(o), g.anyDate(d)
		for joins(lastField(first), strings.Fields(second)[0]) {
			// "Feb twenty, fifth of Feb": the two dates run together into a third
			// ("twenty-fifth"); not this habit.
			first = g.anyDate(o)
		}
		return first + g.pick(", ", ". ", " ", "... ") + second, ""
	}},

	// Refusal families: whatever the date said, the words make it one to refuse.
	{name: "refuse: either/or", say: func(g *sayer, d Date) (string, string) {
		o := g.other(d, g.pick("day", "month", "year"))
		switch g.r.IntN(3) {
		case 0:
			return g.anyDate(d) + g.pick(" or ", ", or ", " or maybe ") + g.anyDate(o), ""
		case 1:
			return "either " + g.anyDate(d) + " or " + g.anyDate(o), ""
		default:
			o = g.other(d, "day")
			return g.month(d.Month) + " " + ordNumeral(d.Day) + " or " + ordNumeral(o.Day) + ", " + g.year(d.Year), ""
		}
	}},
	{name: "refuse: or was it", say: func(g *sayer, d Date) (string, string) {
		o := g.other(d, g.pick("day", "month", "year"))
		return g.anyDate(d) + g.pick(", or was it ", " or was it ", "... or was it ", ", or is it ", "... or maybe ") + g.pick(g.anyDate(o), g.partSaid(o, d, "day"), g.fullYear(o.Year)), ""
	}},
	{name: "refuse: I think maybe", say: func(g *sayer, d Date) (string, string) {
		if g.chance(50) {
			return g.pick("I think maybe ", "maybe ", "um, I think maybe it's ", "it might be ", "it could be ", "possibly ", "probably ") + g.anyDate(d), ""
		}
		return g.anyDate(d) + g.pick(", I think maybe", ", maybe", " maybe?", ", or thereabouts", ", something like that", ", roughly"), ""
	}},
	{name: "refuse: my sister's is", say: func(g *sayer, d Date) (string, string) {
		who := g.pick("my sister's", "my brother's", "my wife's", "my husband's", "my son's", "my daughter's", "my mum's", "my twin's", "my late husband's", "my partner's")
		if g.chance(60) {
			return who + g.pick(" is ", " birthday is ", " date of birth is ") + g.anyDate(d), ""
		}
		return g.anyDate(d) + g.pick(", that's ", ", which is ", " is ") + who, ""
	}},
	{name: "refuse: not sure", say: func(g *sayer, d Date) (string, string) {
		if g.chance(50) {
			return g.pick("I'm not sure, ", "not sure, ", "I'm not sure but ") + g.anyDate(d), ""
		}
		return g.anyDate(d) + g.pick(", I'm not sure", ", not sure", " but I'm not sure", ", not a hundred percent sure", ", I'm not certain", ", don't hold me to that", ", if that's right"), ""
	}},
}

// joins reports a word that may join the number word before it into one number: "twenty"
// then "two", "one" then "two" (twelve, said digit by digit), "two" then "oh".
func joins(prev, w string) bool {
	prev = strings.TrimRight(prev, ",.")
	if k := strings.LastIndex(prev, "-"); k >= 0 {
		prev = prev[k+1:] // "twenty-two" then "oh"
	}
	isNum := func(x string) bool {
		x = strings.TrimRight(x, ",.")
		for _, u := range sayUnits {
			if x == u {
				return true
			}
		}
		for _, t := range sayTens {
			if t != "" && x == t {
				return true
			}
		}
		return x == "oh" || isDigits(x)
	}
	if _, tens := speech.Tens(prev); tens && strings.HasSuffix(strings.TrimRight(w, ",."), "th") {
		return true // "twenty" then "fifth"
	}
	return isNum(prev) && (isNum(w) || strings.HasPrefix(w, "oh"))
}

// lastField is the last word of s.
func lastField(s string) string {
	f := strings.Fields(s)
	return f[len(f)-1]
}
