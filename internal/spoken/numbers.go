package spoken

// numberWords is the one table of spoken number words below a hundred: the units "zero" to
// "nine", the teens "ten" to "nineteen" and the tens "twenty" to "ninety". Every reader of
// spoken digits (phone numbers, dates, the emergency and end-call signals, the auth node's
// "is this only a number" check) reads words through it, so "forty" cannot be a number in
// one place and a word in another.
var numberWords = map[string]int{
	"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4,
	"five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
	"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
	"fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
	"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
	"sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
}

// Unit returns the digit a unit word ("zero" to "nine") stands for.
func Unit(w string) (int, bool) {
	n, ok := numberWords[w]
	return n, ok && n < 10
}

// Teen returns the value of "ten" to "nineteen".
func Teen(w string) (int, bool) {
	n, ok := numberWords[w]
	return n, ok && n >= 10 && n < 20
}

// Tens returns the value of a tens word, "twenty" (20) to "ninety" (90).
func Tens(w string) (int, bool) {
	n, ok := numberWords[w]
	return n, ok && n >= 20
}

// NumberWord reports whether w is any number word below a hundred.
func NumberWord(w string) bool {
	_, ok := numberWords[w]
	return ok
}

// SaysZero reports whether w is one of the other ways of saying zero inside a run of digits
// ("oh", "o", "nought", "naught"). They are words of their own too ("oh" is an interjection,
// "o" a stray letter), so each reader decides where they count.
func SaysZero(w string) bool {
	switch w {
	case "oh", "o", "nought", "naught":
		return true
	}
	return false
}
