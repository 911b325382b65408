package phone

import (
	"math/rand/v2"
	"strings"
	"testing"
)

var digitNames = []string{"oh", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}

// sayDigits says each digit of part as a word, joined by sep.
func sayDigits(part, sep string) string {
	words := make([]string, len(part))
	for i, c := range part {
		words[i] = digitNames[c-'0']
	}
	return strings.Join(words, sep)
}

// TestNeverAnotherNumber says random North American numbers the ways callers do (numerals,
// words, a comma or a full stop after every digit, a part restarted or said twice, the tail
// repeated, a correction of the last part) and checks Parse reads the number meant or
// refuses: never another number. Someone else's number said as such is always refused.
func TestNeverAnotherNumber(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	refused := 0
	total := 0
	for range 1500 {
		area := string(rune('2'+r.IntN(8))) + string(rune('0'+r.IntN(10))) + string(rune('0'+r.IntN(10)))
		// The area codes of other countries sharing code 1 (Jamaica's 876) are refused by
		// design (nanpAbroad): the numbers said here are home ones.
		for nanpAbroad("+1"+area+"5550000", "US") != "" {
			area = string(rune('2'+r.IntN(8))) + string(rune('0'+r.IntN(10))) + string(rune('0'+r.IntN(10)))
		}
		exch := string(rune('2'+r.IntN(8))) + string(rune('0'+r.IntN(10))) + string(rune('0'+r.IntN(10)))
		var line strings.Builder
		for range 4 {
			line.WriteByte(byte('0' + r.IntN(10)))
		}
		last := line.String()
		other := []byte(last)
		other[3] = byte('0' + (int(other[3]-'0')+1+r.IntN(9))%10)
		want := "+1" + area + exch + last
		says := []string{
			area + " " + exch + " " + last,
			sayDigits(area, " ") + ", " + sayDigits(exch, " ") + ", " + sayDigits(last, " "),
			sayDigits(area+exch+last, ", "),
			strings.ToUpper(sayDigits(area+exch+last, ". ")[:1]) + sayDigits(area+exch+last, ". ")[1:] + ".",
			sayDigits(area, " ") + "... " + sayDigits(area, " ") + ", " + sayDigits(exch, " ") + ", " + sayDigits(last, " "),
			sayDigits(area, " ") + ", " + sayDigits(exch[:2], " ") + "... " + sayDigits(exch, " ") + ", " + sayDigits(last, " "),
			sayDigits(area, ", ") + ". " + sayDigits(exch, ", ") + ". " + sayDigits(last, ", ") + ". Yes, " + sayDigits(last, ", ") + ".",
			area + " " + exch + " " + string(other) + ", sorry, " + last,
			"um, " + sayDigits(area, " ") + ", uh, " + sayDigits(exch, " ") + ", " + sayDigits(last[:2], " ") + "... " + sayDigits(last, " "),
			"my number is " + area + "-" + exch + "-" + last + ", and my claim is 4471",
			// Two numbers named by kind, the policy's named; a part corrected then all said again.
			"the home line is " + area + " " + exch + " " + last + " and my cell is " + area + " " + exch + " " + string(other) + ", the policy has the home one",
			"my cell's " + area + " " + exch + " " + string(other) + ", home is " + area + " " + exch + " " + last + ", they'd have the home on file",
			area + " " + exch + " " + string(other) + ", no, I mixed it up, " + sayDigits(last, " ") + ". " + area + " " + exch + " " + last + ".",
			// A correction taken back; the policy's number named as someone else's than the caller's.
			area + " " + exch + " " + last + ". scratch that. " + area + " " + exch + " " + string(other) + ". no, scratch that too, the first one was right.",
			"the policy has my wife's on it, " + area + " " + exch + " " + last + ". mine's different, mine's " + area + " " + exch + " " + string(other) + ".",
			// A tail fix that goes on; the area code named after it; a part said again after
			// the number; the other number ruled out; a doubt settled; "not mine, his".
			sayDigits(area+exch[:1]+exch[2:]+exch[1:2], " ") + ", no wait, " + sayDigits(exch, " ") + ", and then " + sayDigits(last, " "),
			area + ", that's the area code, and then " + exch + ", " + last,
			sayDigits(area, " ") + ", " + sayDigits(exch, " ") + ", " + sayDigits(last, " ") + ". " + sayDigits(area, " ") + ".",
			area + " " + exch + " " + last + ". my son's is " + area + " " + exch + " " + string(other) + ", don't use that one",
			area + " " + exch + " " + last + ", or " + string(other) + "? no, " + last,
			"the policy has my husband's number, not mine. his is " + area + " " + exch + " " + last + ", mine is " + area + " " + exch + " " + string(other),
			// A contact number beside the one the account has.
			"my number on the account is my cell, " + area + "-" + exch + "-" + last + ". if you need to reach me today, use my work, " + area + "-" + exch + "-" + string(other) + ".",
		}
		// Someone else's number, with nothing stating the policy has it, or said because the
		// policy or claim is that person's: never read, whatever else is said.
		refuse := []string{
			"I'm calling for my dad, it's his policy. his number's " + area + "-" + exch + "-" + last + ".",
			"it's my son's cell, he pays for it, " + area + " " + exch + " " + last,
			"my wife's number is " + sayDigits(area, " ") + ", " + sayDigits(exch, " ") + ", " + sayDigits(last, " ") + ", she handles all that",
			area + " " + exch + " " + last + ", that's my daughter's",
			"the policy's under my husband, so his number, not mine. his is " + area + " " + exch + " " + last + ", mine is " + area + " " + exch + " " + string(other),
			"I'm reading this off my husband's phone, it's " + area + " " + exch + " " + last + ". mine's dead.",
		}
		for _, w := range refuse {
			if got, err := Parse(w, "US"); err == nil {
				t.Errorf("Parse(%q) = %s; want a refusal (someone else's number)", w, got.E164)
			}
		}
		for _, w := range says {
			total++
			got, err := Parse(w, "US")
			if err != nil {
				refused++
				continue
			}
			if got.E164 != want {
				t.Errorf("Parse(%q) = %s; want %s or a refusal", w, got.E164, want)
			}
		}
	}
	t.Logf("refused %d of %d", refused, total)
	if refused*20 > total {
		t.Errorf("refused %d of %d plainly said numbers", refused, total)
	}
}
