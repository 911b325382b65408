package phone

import (
	"errors"
	"testing"
)

// TestForeignNumbers covers numbers said wholly or partly in a caller's first language: its
// digits, its groupings (tens, teens, hundreds), its repair words and politeness particles,
// and weak words that are read only beside an unmistakable word of their language.
func TestForeignNumbers(t *testing.T) {
	tests := []struct {
		words string
		want  string // "" means refused
	}{
		// Spanish: digits, pairs in tens, veinti- compounds, hundreds, doble.
		{"cuatro uno cinco, seis dos ocho, nueve nueve cero uno", "+14156289901"},
		{"dos uno dos, tres cuatro cinco, sesenta y siete, ochenta", "+12123456780"},
		{"siete cero dos, ocho ocho uno, veintitrés, catorce", "+17028812314"},
		{"seis uno nueve, quinientos cincuenta y cinco, cero uno treinta y dos", "+16195550132"},
		{"ocho uno ocho, doble cuatro siete, cero doble seis tres", "+18184470663"},
		{"my number is three one two, cinco cinco cinco, once doce", "+13125551112"},
		// Portuguese: meia for six, e between tens and unit, desculpa corrects.
		{"seis um sete, meia meia dois, trinta e quatro, zero oito", "+16176623408"},
		{"quatro zero um... não, desculpa, quatro zero dois, sete sete oito, nove nove meia um", "+14027789961"},
		// Vietnamese, with and without the area code said again in English.
		{"số của tôi là chín bốn chín, sáu một hai, bảy tám không ba", "+19496127803"},
		{"bốn không tám... four zero eight, năm năm năm, một hai ba bốn", "+14085551234"},
		{"hai mươi hai, that's not it, sorry: tám một tám, ba ba hai, mười lăm, bảy bảy", "+18183321577"},
		// Haitian Creole and French.
		{"sèt uit sis, twa de senk, nèf nèf zewo kat", "+17863259904"},
		{"trois zéro cinq, quatre deux un, soixante dix, quatre vingt douze", "+13054217092"},
		// Tagalog, with po after the parts.
		{"walo isa walo po, dalawa tatlo apat po, lima anim pito walo", "+18182345678"},
		// Polish, with its groupings.
		{"siedem jeden osiem, sześćset dwanaście, czterdzieści, dziewięćdziesiąt", "+17186124090"},
		{"dwa jeden dwa, trzy trzy trzy, piec piec osiem osiem", "+12123335588"},
		// Weak words with nothing of their language beside them stay words.
		{"call my sis, she has it. mine is 617 555 0134", "+16175550134"},
		{"cinco de mayo is my birthday and my number is 415 555 0199", "+14155550199"},
		{"I'm from Lima, it's 305 555 0147", "+13055550147"},
		{"once I moved it became 617 555 0134", "+16175550134"},
		{"617 555 0134, the non-emergency line is 617 555 0100", ""},
		{"I want to say 617 555 0134, quiero decir, six one seven five five five oh one three four", "+16175550134"},
		// A foreign correction with two different numbers is still two numbers.
		{"seis uno siete, cinco cinco cinco, cero uno tres cuatro, o cero uno tres cinco", ""},
		// Not enough digits, in any language, is no number.
		{"siete ocho seis, dos cuatro tres", ""},
	}
	for _, tt := range tests {
		t.Run(tt.words, func(t *testing.T) {
			n, err := Parse(tt.words, "US")
			if tt.want == "" {
				if err == nil || !errors.Is(err, ErrNoNumber) {
					t.Fatalf("Parse(%q) = %q, %v; want refused", tt.words, n.E164, err)
				}
				return
			}
			if err != nil || n.E164 != tt.want {
				t.Fatalf("Parse(%q) = %q, %v; want %s (runs %v)", tt.words, n.E164, err, tt.want, Runs(tt.words))
			}
		})
	}
}
