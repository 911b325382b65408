package dob

import "strings"

// Callers whose first language is Spanish often say a year or a day in it, then again in
// English ("Cinco de Mayo, setenta y nueve... sorry, seventy-nine"), or only in it ("el
// quince de marzo de mil novecientos setenta"). The month names were read already
// (months); the numbers were words of no meaning, so the English said after them looked
// like a correction of nothing. spanishNumbers puts Spanish numbers into English words
// before the date is read, so every rule after (restarts, corrections, restated years)
// applies to them as to English.

// spanishWord is one Spanish number word: its value, and whether it is weak, an English word
// or a common Spanish word of its own ("once", "un", "dos", "mil") that is read only in a run
// holding a strong number word.
type spanishWord struct {
	value int
	weak  bool
}

var spanishWords = map[string]spanishWord{
	"cero": {0, false}, "un": {1, true}, "uno": {1, true}, "dos": {2, true}, "tres": {3, true}, "trés": {3, false},
	"cuatro": {4, false}, "cinco": {5, false}, "seis": {6, false}, "siete": {7, false}, "ocho": {8, false},
	"nueve": {9, false}, "diez": {10, false}, "once": {11, true}, "doce": {12, false}, "trece": {13, false},
	"catorce": {14, false}, "quince": {15, true}, "dieciseis": {16, false}, "dieciséis": {16, false},
	"diecisiete": {17, false}, "dieciocho": {18, false}, "diecinueve": {19, false},
	"veinte": {20, false}, "veintiuno": {21, false}, "veintiun": {21, false}, "veintiún": {21, false},
	"veintidos": {22, false}, "veintidós": {22, false}, "veintitres": {23, false}, "veintitrés": {23, false},
	"veinticuatro": {24, false}, "veinticinco": {25, false}, "veintiseis": {26, false}, "veintiséis": {26, false},
	"veintisiete": {27, false}, "veintiocho": {28, false}, "veintinueve": {29, false},
	"treinta": {30, false}, "cuarenta": {40, false}, "cincuenta": {50, false}, "sesenta": {60, false},
	"setenta": {70, false}, "ochenta": {80, false}, "noventa": {90, false},
	"novecientos": {900, false}, "mil": {1000, true},
}

var (
	englishUnits = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}
	englishTeens = []string{"ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
		"seventeen", "eighteen", "nineteen"}
	englishTens = []string{"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}
)

// englishBelow100 spells 0..99 in English words, a tens and its unit hyphenated.
func englishBelow100(n int) string {
	switch {
	case n < 10:
		return englishUnits[n]
	case n < 20:
		return englishTeens[n-10]
	case n%10 == 0:
		return englishTens[n/10]
	}
	return englishTens[n/10] + "-" + englishUnits[n%10]
}

// spanishNumbers rewrites each run of Spanish number words in lower (words next to each other
// with only spaces between) into English: "setenta y nueve" is "seventy-nine", "mil
// novecientos setenta" is "nineteen seventy", "dos mil cinco" is "two thousand five". A run
// that does not read whole as numbers is left as it was, and so are all of them when no
// strong word is said anywhere.
func spanishNumbers(lower string) string {
	type word struct{ from, to int }
	var words []word
	for i := 0; i < len(lower); {
		if !isWordByte(lower[i]) && lower[i] < 0x80 {
			i++
			continue
		}
		j := i
		for j < len(lower) && (isWordByte(lower[j]) || lower[j] >= 0x80) {
			j++
		}
		words = append(words, word{i, j})
		i = j
	}
	// A weak word is read when a strong one is said anywhere in the words: "quince de marzo,
	// dos mil uno" is Spanish throughout, though neither run holds a strong word itself.
	strong := false
	for _, w := range words {
		if s, ok := spanishWords[lower[w.from:w.to]]; ok && !s.weak {
			strong = true
		}
	}
	if !strong {
		return lower
	}
	var b strings.Builder
	last := 0
	for k := 0; k < len(words); {
		if _, ok := spanishWords[lower[words[k].from:words[k].to]]; !ok {
			k++
			continue
		}
		e := k + 1
		for e < len(words) && strings.TrimSpace(lower[words[e-1].to:words[e].from]) == "" {
			w := lower[words[e].from:words[e].to]
			if _, ok := spanishWords[w]; !ok && w != "y" {
				break
			}
			e++
		}
		run := make([]string, 0, e-k)
		for _, w := range words[k:e] {
			run = append(run, lower[w.from:w.to])
		}
		if english, ok := spanishRun(run); ok {
			b.WriteString(lower[last:words[k].from])
			b.WriteString(english)
			last = words[e-1].to
		}
		k = e
	}
	if last == 0 {
		return lower
	}
	b.WriteString(lower[last:])
	return b.String()
}

// spanishRun reads a run of Spanish number words as one or more numbers, each in English
// words; ok is false when a word is left over.
func spanishRun(run []string) (string, bool) {
	var out []string
	for i := 0; i < len(run); {
		n, used := spanishBelow100(run[i:])
		switch {
		case run[i] == "mil":
			// "mil novecientos setenta y nueve": 1979, said as a year is in English.
			if i+1 >= len(run) || run[i+1] != "novecientos" {
				return "", false
			}
			n, used = spanishBelow100(run[i+2:])
			switch {
			case used == 0:
				out = append(out, "nineteen hundred")
			case n < 10:
				out = append(out, "nineteen oh "+englishUnits[n])
			default:
				out = append(out, "nineteen "+englishBelow100(n))
			}
			i += 2 + used
		case used == 1 && n == 2 && i+1 < len(run) && run[i+1] == "mil":
			// "dos mil cinco": 2005.
			n, used = spanishBelow100(run[i+2:])
			if used == 0 {
				out = append(out, "two thousand")
			} else {
				out = append(out, "two thousand "+englishBelow100(n))
			}
			i += 2 + used
		case used > 0:
			out = append(out, englishBelow100(n))
			i += used
		default:
			return "", false
		}
	}
	return strings.Join(out, " "), true
}

// spanishBelow100 reads a number below a hundred from the start of run: a unit, a teen, a
// "veinti-" word, or a tens word with "y" and a unit ("setenta y nueve"). used is how many
// words it took, 0 for none.
func spanishBelow100(run []string) (n, used int) {
	if len(run) == 0 {
		return 0, 0
	}
	s, ok := spanishWords[run[0]]
	if !ok || s.value >= 100 {
		return 0, 0
	}
	if s.value >= 30 && s.value%10 == 0 && len(run) >= 3 && run[1] == "y" {
		if u, ok := spanishWords[run[2]]; ok && u.value >= 1 && u.value <= 9 {
			return s.value + u.value, 3
		}
	}
	return s.value, 1
}

// spanishStrong are parts of the strong Spanish number words; a run is read only when it
// holds one, so words holding none are not split at all (most hold none).
var spanishStrong = [...]string{"cero", "trés", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "doce",
	"trece", "catorce", "dieci", "veint", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta",
	"noventa", "novecientos"}

// mayBeSpanish reports words that may hold a strong Spanish number word.
func mayBeSpanish(lower string) bool {
	for _, k := range spanishStrong {
		if strings.Contains(lower, k) {
			return true
		}
	}
	return false
}
