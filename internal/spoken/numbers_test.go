package spoken_test

import (
	"testing"

	"claimsline/internal/spoken"
)

func TestNumberWords(t *testing.T) {
	cases := []struct {
		word              string
		unit, teen, tens  int
		isUnit, isTeen    bool
		isTens, number, z bool
	}{
		{word: "zero", unit: 0, isUnit: true, number: true},
		{word: "nine", unit: 9, isUnit: true, number: true},
		{word: "ten", teen: 10, isTeen: true, number: true},
		{word: "nineteen", teen: 19, isTeen: true, number: true},
		{word: "twenty", tens: 20, isTens: true, number: true},
		{word: "ninety", tens: 90, isTens: true, number: true},
		{word: "oh", z: true},
		{word: "nought", z: true},
		{word: "hundred"},
		{word: "won"},
	}
	for _, tc := range cases {
		u, uok := spoken.Unit(tc.word)
		te, tok := spoken.Teen(tc.word)
		tn, nok := spoken.Tens(tc.word)
		if uok != tc.isUnit || tok != tc.isTeen || nok != tc.isTens || spoken.NumberWord(tc.word) != tc.number || spoken.SaysZero(tc.word) != tc.z {
			t.Errorf("%s: unit %v teen %v tens %v number %v zero %v", tc.word, uok, tok, nok, spoken.NumberWord(tc.word), spoken.SaysZero(tc.word))
		}
		if (uok && u != tc.unit) || (tok && te != tc.teen) || (nok && tn != tc.tens) {
			t.Errorf("%s: values %d %d %d", tc.word, u, te, tn)
		}
	}
}
