package phone

import "testing"

// foreignNumbersCases cover numbers said wholly or partly in a caller's first language: its
// digits, its groupings (tens, teens, hundreds), its repair words and politeness particles,
// and weak words that are read only beside an unmistakable word of their language.
var foreignNumbersCases = []parseCase{
	// Spanish: digits, pairs in tens, veinti- compounds, hundreds, doble.
	{"first language", "cuatro uno cinco, seis dos ocho, nueve nueve cero uno", "+14156289901", nil},
	{"first language", "dos uno dos, tres cuatro cinco, sesenta y siete, ochenta", "+12123456780", nil},
	{"first language", "siete cero dos, ocho ocho uno, veintitrés, catorce", "+17028812314", nil},
	{"first language", "seis uno nueve, quinientos cincuenta y cinco, cero uno treinta y dos", "+16195550132", nil},
	{"first language", "ocho uno ocho, doble cuatro siete, cero doble seis tres", "+18184470663", nil},
	{"first language", "my number is three one two, cinco cinco cinco, once doce", "+13125551112", nil},
	// Portuguese: meia for six, e between tens and unit, desculpa corrects.
	{"first language", "seis um sete, meia meia dois, trinta e quatro, zero oito", "+16176623408", nil},
	{"first language", "quatro zero um... não, desculpa, quatro zero dois, sete sete oito, nove nove meia um", "+14027789961", nil},
	// Vietnamese, with and without the area code said again in English.
	{"first language", "số của tôi là chín bốn chín, sáu một hai, bảy tám không ba", "+19496127803", nil},
	{"first language", "bốn không tám... four zero eight, năm năm năm, một hai ba bốn", "+14085551234", nil},
	{"first language", "hai mươi hai, that's not it, sorry: tám một tám, ba ba hai, mười lăm, bảy bảy", "+18183321577", nil},
	// Haitian Creole and French.
	{"first language", "sèt uit sis, twa de senk, nèf nèf zewo kat", "+17863259904", nil},
	{"first language", "trois zéro cinq, quatre deux un, soixante dix, quatre vingt douze", "+13054217092", nil},
	// Tagalog, with po after the parts.
	{"first language", "walo isa walo po, dalawa tatlo apat po, lima anim pito walo", "+18182345678", nil},
	// Polish, with its groupings.
	{"first language", "siedem jeden osiem, sześćset dwanaście, czterdzieści, dziewięćdziesiąt", "+17186124090", nil},
	{"first language", "dwa jeden dwa, trzy trzy trzy, piec piec osiem osiem", "+12123335588", nil},
	// Weak words with nothing of their language beside them stay words.
	{"first language", "call my sis, she has it. mine is 617 555 0134", "+16175550134", nil},
	{"first language", "cinco de mayo is my birthday and my number is 415 555 0199", "+14155550199", nil},
	{"first language", "I'm from Lima, it's 305 555 0147", "+13055550147", nil},
	{"first language", "once I moved it became 617 555 0134", "+16175550134", nil},
	{"first language", "617 555 0134, the non-emergency line is 617 555 0100", "", ErrNoNumber},
	{"first language", "I want to say 617 555 0134, quiero decir, six one seven five five five oh one three four", "+16175550134", nil},
	// A foreign correction with two different numbers is still two numbers.
	{"first language", "seis uno siete, cinco cinco cinco, cero uno tres cuatro, o cero uno tres cinco", "", ErrNoNumber},
	// Not enough digits, in any language, is no number.
	{"first language", "siete ocho seis, dos cuatro tres", "", ErrNoNumber},
}

func TestForeignNumbers(t *testing.T) { runParseCases(t, foreignNumbersCases) }
