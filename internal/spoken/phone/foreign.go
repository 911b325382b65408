package phone

import "strings"

// Callers who learnt English as a second language often say some or all of a number in
// their first language ("siete uno tres", "bảy một bốn", "walo walo pito isa"), in that
// language's groupings ("cincuenta y uno, noventa"; "veintidós once"), and fix a slip with
// that language's words ("não, desculpa"). The words are put into English before the digits
// are read, so every reading rule of the package (pauses, restarts, corrections, repeats)
// applies to them as to English.
//
// A number word that is also an ordinary English word or a common word of its own language
// ("once", "de", "sis", "năm" for year, "um") is weak: it is read as a number only in a run
// of number words that holds a word unmistakably of the same language, so "call my sis,
// 617 ..." keeps its sister and "cinco de mayo" keeps its "de".

// Kinds of foreign number word.
const (
	fwNumber    = iota // a value: a unit, teen, tens, hundreds or thousand
	fwTensMark         // Vietnamese "mươi": the unit before it counts tens
	fwConnector        // "y", "e", "et" between a tens word and a unit
	fwDouble           // "doble": a digit said twice
	fwParticle         // a politeness particle with no meaning for the number ("po", "ạ")
)

// foreignWord is one word of another language that can say a number.
type foreignWord struct {
	kind  int
	value int // for fwNumber: 0-19, 20-90 by tens, 100-900 by hundreds, 1000
	langs string
	weak  bool
}

// foreignWords are the number words of the first languages callers on a US line most often
// switch to: Spanish (es), Portuguese (pt), Vietnamese (vi), Haitian Creole (ht), French (fr),
// Tagalog (tl) and Polish (pl). Spellings without their marks are listed too, as a transcriber
// may drop them; without marks a word is often an English word or an ordinary one, so weak.
var foreignWords = map[string]foreignWord{}

func init() {
	add := func(langs string, weak bool, kind, value int, words ...string) {
		for _, w := range words {
			if o, ok := foreignWords[w]; ok && (o.value != value || o.kind != kind) {
				panic("phone: foreign word with two values: " + w)
			} else if ok {
				// Shared by languages: weak in either is weak.
				o.langs += " " + langs
				o.weak = o.weak || weak
				foreignWords[w] = o
				continue
			}
			foreignWords[w] = foreignWord{kind: kind, value: value, langs: langs, weak: weak}
		}
	}
	n := func(langs string, weak bool, value int, words ...string) { add(langs, weak, fwNumber, value, words...) }
	strong, weak := false, true

	// Spanish.
	n("es", strong, 0, "cero")
	n("es", weak, 1, "uno", "un")
	n("es", weak, 2, "dos")
	n("es", weak, 3, "tres")
	n("es", strong, 3, "trés")
	n("es", strong, 4, "cuatro")
	n("es pt", strong, 5, "cinco")
	n("es pt", strong, 6, "seis")
	n("es", strong, 7, "siete")
	n("es", strong, 8, "ocho")
	n("es", strong, 9, "nueve")
	n("es", strong, 10, "diez")
	n("es", weak, 11, "once")
	n("es", strong, 12, "doce")
	n("es", strong, 13, "trece")
	n("es", strong, 14, "catorce")
	n("es", weak, 15, "quince")
	n("es", strong, 16, "dieciséis", "dieciseis")
	n("es", strong, 17, "diecisiete")
	n("es", strong, 18, "dieciocho")
	n("es", strong, 19, "diecinueve")
	n("es", strong, 20, "veinte")
	n("es", strong, 30, "treinta")
	n("es", strong, 40, "cuarenta")
	n("es", strong, 50, "cincuenta")
	n("es", strong, 60, "sesenta")
	n("es pt", strong, 70, "setenta")
	n("es", strong, 80, "ochenta")
	n("es pt", strong, 90, "noventa")
	n("es", strong, 21, "veintiuno", "veintiún", "veintiun")
	n("es", strong, 22, "veintidós", "veintidos")
	n("es", strong, 23, "veintitrés", "veintitres")
	n("es", strong, 24, "veinticuatro")
	n("es", strong, 25, "veinticinco")
	n("es", strong, 26, "veintiséis", "veintiseis")
	n("es", strong, 27, "veintisiete")
	n("es", strong, 28, "veintiocho")
	n("es", strong, 29, "veintinueve")
	n("es", weak, 100, "cien", "ciento")
	n("es", strong, 200, "doscientos")
	n("es", strong, 300, "trescientos")
	n("es", strong, 400, "cuatrocientos")
	n("es", strong, 500, "quinientos")
	n("es", strong, 600, "seiscientos")
	n("es", strong, 700, "setecientos")
	n("es", strong, 800, "ochocientos")
	n("es", strong, 900, "novecientos")
	n("es", weak, 1000, "mil")
	add("es", weak, fwConnector, 0, "y")
	add("es tl ht", strong, fwDouble, 2, "doble", "dobol")

	// Portuguese.
	n("pt", weak, 1, "um", "uma")
	n("pt", strong, 2, "dois", "duas")
	n("pt", strong, 3, "três")
	n("pt", strong, 4, "quatro")
	n("pt", strong, 7, "sete")
	n("pt", strong, 8, "oito")
	n("pt", strong, 9, "nove")
	n("pt", weak, 6, "meia") // "meia dúzia": half a dozen, said for six so it is not heard as três
	n("pt", strong, 10, "dez")
	n("pt", strong, 11, "onze")
	n("pt", strong, 12, "doze")
	n("pt", strong, 13, "treze")
	n("pt", strong, 14, "catorze", "quatorze")
	n("pt", strong, 15, "quinze")
	n("pt", strong, 16, "dezesseis", "dezasseis")
	n("pt", strong, 17, "dezessete", "dezassete")
	n("pt", strong, 18, "dezoito")
	n("pt", strong, 19, "dezenove", "dezanove")
	n("pt", strong, 20, "vinte")
	n("pt", strong, 30, "trinta")
	n("pt", strong, 40, "quarenta")
	n("pt", strong, 50, "cinquenta", "cinqüenta")
	n("pt", strong, 60, "sessenta")
	n("pt", strong, 80, "oitenta")
	n("pt", weak, 100, "cem", "cento")
	n("pt", strong, 200, "duzentos")
	n("pt", strong, 300, "trezentos")
	n("pt", strong, 400, "quatrocentos")
	n("pt", strong, 500, "quinhentos")
	n("pt", strong, 600, "seiscentos")
	n("pt", strong, 700, "setecentos")
	n("pt", strong, 800, "oitocentos")
	n("pt", strong, 900, "novecentos")
	add("pt", weak, fwConnector, 0, "e")

	// Vietnamese. Without their marks most of these are English or everyday words.
	n("vi", weak, 0, "không", "khong")
	n("vi", strong, 1, "một")
	n("vi", weak, 1, "mot", "mốt")
	n("vi", weak, 2, "hai")
	n("vi", weak, 3, "ba")
	n("vi", strong, 4, "bốn")
	n("vi", weak, 4, "bon", "tư")
	n("vi", weak, 5, "năm", "nam", "lăm", "nhăm")
	n("vi", strong, 6, "sáu")
	n("vi", weak, 6, "sau")
	n("vi", strong, 7, "bảy", "bẩy")
	n("vi", weak, 7, "bay")
	n("vi", strong, 8, "tám")
	n("vi", weak, 8, "tam")
	n("vi", strong, 9, "chín")
	n("vi", weak, 9, "chin")
	n("vi", strong, 10, "mười")
	add("vi", strong, fwTensMark, 0, "mươi")
	add("vi", weak, fwTensMark, 0, "muoi")
	add("vi", weak, fwParticle, 0, "ạ", "nhé")

	// Haitian Creole, and the French its speakers also count in.
	n("ht", strong, 0, "zewo")
	n("ht", weak, 1, "en", "youn", "yon")
	n("ht", weak, 2, "de")
	n("ht", strong, 3, "twa")
	n("ht", weak, 4, "kat")
	n("ht", strong, 5, "senk")
	n("ht", weak, 6, "sis")
	n("ht", strong, 7, "sèt")
	n("ht", weak, 7, "set")
	n("ht", strong, 8, "uit", "wit")
	n("ht", strong, 9, "nèf")
	n("ht", weak, 9, "nef")
	n("ht", weak, 10, "dis")
	n("ht", strong, 20, "ven")
	n("ht", strong, 30, "trant")
	n("ht", strong, 40, "karant")
	n("ht", strong, 50, "senkant")
	n("ht", strong, 60, "swasant")
	n("ht", strong, 70, "swasanndis")
	n("ht", strong, 80, "katreven")
	n("ht", strong, 90, "katrevendis")
	n("fr", strong, 0, "zéro")
	n("fr", weak, 1, "un")
	n("fr", strong, 2, "deux")
	n("fr", strong, 3, "trois")
	n("fr", strong, 4, "quatre")
	n("fr", strong, 5, "cinq")
	n("fr", weak, 7, "sept")
	n("fr", strong, 8, "huit")
	n("fr", strong, 9, "neuf")
	n("fr", weak, 10, "dix")
	n("fr", strong, 12, "douze")
	n("fr", strong, 13, "treize")
	n("fr", strong, 16, "seize")
	n("fr", strong, 20, "vingt", "vingts")
	n("fr", strong, 30, "trente")
	n("fr", strong, 40, "quarante")
	n("fr", strong, 50, "cinquante")
	n("fr", strong, 60, "soixante")
	add("fr", weak, fwConnector, 0, "et")

	// Tagalog.
	n("tl", weak, 0, "wala")
	n("tl", weak, 1, "isa")
	n("tl", strong, 2, "dalawa")
	n("tl", strong, 3, "tatlo")
	n("tl", strong, 4, "apat")
	n("tl", weak, 5, "lima")
	n("tl", weak, 6, "anim")
	n("tl", strong, 7, "pito")
	n("tl", strong, 8, "walo")
	n("tl", strong, 9, "siyam")
	n("tl", strong, 10, "sampu")
	add("tl", weak, fwParticle, 0, "po", "ho")

	// Polish.
	n("pl", weak, 1, "jeden", "jedna")
	n("pl", strong, 2, "dwa", "dwie")
	n("pl", strong, 3, "trzy")
	n("pl", strong, 4, "cztery")
	n("pl", strong, 5, "pięć")
	n("pl", weak, 5, "piec")
	n("pl", strong, 6, "sześć", "szesc")
	n("pl", strong, 7, "siedem")
	n("pl", strong, 8, "osiem")
	n("pl", strong, 9, "dziewięć", "dziewiec")
	n("pl", strong, 10, "dziesięć", "dziesiec")
	n("pl", strong, 11, "jedenaście", "jedenascie")
	n("pl", strong, 12, "dwanaście", "dwanascie")
	n("pl", strong, 13, "trzynaście", "trzynascie")
	n("pl", strong, 14, "czternaście", "czternascie")
	n("pl", strong, 15, "piętnaście", "pietnascie")
	n("pl", strong, 16, "szesnaście", "szesnascie")
	n("pl", strong, 17, "siedemnaście", "siedemnascie")
	n("pl", strong, 18, "osiemnaście", "osiemnascie")
	n("pl", strong, 19, "dziewiętnaście", "dziewietnascie")
	n("pl", strong, 20, "dwadzieścia", "dwadziescia")
	n("pl", strong, 30, "trzydzieści", "trzydziesci")
	n("pl", strong, 40, "czterdzieści", "czterdziesci")
	n("pl", strong, 50, "pięćdziesiąt", "piecdziesiat")
	n("pl", strong, 60, "sześćdziesiąt", "szescdziesiat")
	n("pl", strong, 70, "siedemdziesiąt", "siedemdziesiat")
	n("pl", strong, 80, "osiemdziesiąt", "osiemdziesiat")
	n("pl", strong, 90, "dziewięćdziesiąt", "dziewiecdziesiat")
	n("pl", weak, 100, "sto")
	n("pl", strong, 200, "dwieście", "dwiescie")
	n("pl", strong, 300, "trzysta")
	n("pl", strong, 400, "czterysta")
	n("pl", strong, 500, "pięćset", "piecset")
	n("pl", strong, 600, "sześćset", "szescset")
	n("pl", strong, 700, "siedemset")
	n("pl", strong, 800, "osiemset")
	n("pl", strong, 900, "dziewięćset", "dziewiecset")
}

// foreignRepairs are words of other languages that fix a slip, read as the English word the
// package knows: "não, desculpa, five zero eight" corrects as "no, sorry" does.
var foreignRepairs = map[string]string{
	"desculpa": "sorry", "desculpe": "sorry", "perdón": "sorry", "perdon": "sorry", "perdona": "sorry",
	"disculpa": "sorry", "disculpe": "sorry", "przepraszam": "sorry", "eskize": "sorry", "padon": "sorry",
	"pardon": "sorry", "pasensya": "sorry", "não": "no", "nao": "no", "nie": "no",
	"digo": "mean", "znaczy": "mean",
}

// French and Creole "non" is left out of foreignRepairs: in English words it is the prefix of
// "non-emergency" and the like, and a hyphen splits it off as a word.

// englishUnits, englishTeens and englishTens spell a value as the words scan reads.
var (
	englishUnits = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}
	englishTeens = []string{"ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
		"seventeen", "eighteen", "nineteen"}
	englishTens = []string{"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}
)

// english spells a value of a foreign number word in English words.
func english(v int) []string {
	switch {
	case v < 10:
		return []string{englishUnits[v]}
	case v < 20:
		return []string{englishTeens[v-10]}
	case v < 100 && v%10 == 0:
		return []string{englishTens[v/10]}
	case v < 100:
		return []string{englishTens[v/10], englishUnits[v%10]}
	case v < 1000 && v%100 == 0:
		return []string{englishUnits[v/100], "hundred"}
	case v == 1000:
		return []string{"thousand"}
	}
	return nil
}

// numberish reports a token that can be part of a run of number words: an English digit word
// or numeral, or a foreign number word.
func numberish(t token) bool {
	if _, ok := foreignWords[t.text]; ok {
		return true
	}
	return digitWord(t) || hesitations[t.text]
}

// foreign rewrites the number words of other languages in toks into English, and their repair
// words into the English ones. Tokens with no foreign word are returned as they are.
func foreign(toks []token) []token {
	found := false
	for i := range toks {
		if r, ok := foreignRepairs[toks[i].text]; ok {
			toks[i].text = r
		}
		if _, ok := foreignWords[toks[i].text]; ok {
			found = true
		}
	}
	if !found {
		return toks
	}
	out := make([]token, 0, len(toks))
	for i := 0; i < len(toks); {
		if !numberish(toks[i]) {
			out = append(out, toks[i])
			i++
			continue
		}
		j := i
		for j < len(toks) && numberish(toks[j]) {
			j++
		}
		out = append(out, foreignRun(toks[i:j])...)
		i = j
	}
	return out
}

// foreignRun rewrites one run of number words. A weak word is read only when the run holds a
// strong word of its language alone (a word shared by two languages shows only that one of
// them is spoken); a strong word is always read.
func foreignRun(run []token) []token {
	spoken := map[string]bool{}
	for _, t := range run {
		if f, ok := foreignWords[t.text]; ok && !f.weak && !strings.Contains(f.langs, " ") {
			spoken[f.langs] = true
		}
	}
	read := func(t token) (foreignWord, bool) {
		f, ok := foreignWords[t.text]
		if !ok {
			return f, false
		}
		if !f.weak {
			return f, true
		}
		for _, l := range strings.Fields(f.langs) {
			if spoken[l] {
				return f, true
			}
		}
		return f, false
	}
	// Values first, so that words that combine ("hai mươi hai", "soixante dix", "quatre
	// vingt") can be put together before they are spelt out.
	type item struct {
		t     token
		f     foreignWord
		isFor bool
		drop  bool
	}
	items := make([]item, len(run))
	for i, t := range run {
		f, ok := read(t)
		items[i] = item{t: t, f: f, isFor: ok}
	}
	joined := func(i int) bool { return i+1 < len(items) && !items[i+1].t.hardBefore }
	num := func(i int) bool {
		return i < len(items) && items[i].isFor && items[i].f.kind == fwNumber && !items[i].drop
	}
	for i := range items {
		it := &items[i]
		if !it.isFor || it.drop {
			continue
		}
		switch it.f.kind {
		case fwTensMark:
			// "hai mươi" is twenty: the unit before counts tens.
			if i > 0 && num(i-1) && items[i-1].f.value >= 1 && items[i-1].f.value <= 9 && !it.t.hardBefore {
				items[i-1].f.value *= 10
			}
			it.drop = true
		case fwConnector:
			// "cincuenta y uno", "vinte e dois", "vingt et un": the tens and the unit are one
			// number. Anywhere else the word is an ordinary word.
			if i > 0 && num(i-1) && num(i+1) && items[i-1].f.value >= 20 && items[i-1].f.value%10 == 0 &&
				items[i+1].f.value < 10 {
				it.drop = true
				items[i+1].t.hardBefore = false
			} else if i > 0 && num(i-1) && num(i+1) && items[i-1].f.value >= 100 && items[i-1].f.value%100 == 0 &&
				items[i+1].f.value < 100 {
				it.drop = true
				items[i+1].t.hardBefore = false
			} else {
				it.isFor = false
			}
		case fwParticle:
			// A politeness particle after a number word says nothing about the number.
			if i > 0 && (num(i-1) || digitWord(items[i-1].t)) {
				it.drop = true
				if i+1 < len(items) {
					items[i+1].t.hardBefore = items[i+1].t.hardBefore || it.t.hardBefore
					items[i+1].t.strongBefore = items[i+1].t.strongBefore || it.t.strongBefore
				}
			} else {
				it.isFor = false
			}
		case fwNumber:
			v := it.f.value
			if !joined(i) || !num(i+1) {
				continue
			}
			next := items[i+1].f.value
			switch {
			case v == 10 && next >= 1 && next <= 9 && strings.Contains(it.f.langs, "vi"):
				// "mười hai" is twelve.
				it.f.value, items[i+1].drop = 10+next, true
			case v == 10 && next >= 7 && next <= 9 && strings.Contains(it.f.langs, "fr"):
				// "dix sept" is seventeen.
				it.f.value, items[i+1].drop = 10+next, true
			case v == 4 && next == 20 && strings.Contains(it.f.langs, "fr"):
				// "quatre vingt" is eighty.
				it.f.value, items[i+1].drop = 80, true
				if i+2 < len(items) && !items[i+2].t.hardBefore && num(i+2) && items[i+2].f.value >= 10 && items[i+2].f.value < 20 {
					it.f.value, items[i+2].drop = 80+items[i+2].f.value, true
				}
			case (v == 60 || v == 80) && next >= 10 && next < 20:
				// "soixante dix" is seventy, "soixante douze" seventy-two.
				it.f.value, items[i+1].drop = v+next, true
			}
		}
	}
	var out []token
	for _, it := range items {
		if it.drop {
			continue
		}
		if !it.isFor || it.f.kind != fwNumber && it.f.kind != fwDouble {
			out = append(out, it.t)
			continue
		}
		if it.f.kind == fwDouble {
			t := it.t
			t.text = "double"
			out = append(out, t)
			continue
		}
		for k, w := range english(it.f.value) {
			t := it.t
			t.text = w
			if k > 0 {
				t = token{text: w}
			}
			out = append(out, t)
		}
	}
	return out
}
