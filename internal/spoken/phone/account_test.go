package phone

import (
	"errors"
	"testing"
)

// The accounting check (account.go): a number read must account for every digit the caller
// said. Rows in our own wording, not the corpus's.

// TestUnaccountedRefused holds words whose reading, without the check, leaves digits the
// caller said unexplained: a part said before the number and linked to it, digits linked
// after it, an area code offered and then another. Each must be refused.
func TestUnaccountedRefused(t *testing.T) {
	for _, words := range []string{
		"two one four, and 3 0 9, 7 7 2, 4 1 8 0",
		"It's 309 772 4180, then 5 5",
		"the number is 8 1 7, and then 309 772 4180",
		"It's 309 772 4180 and 2 1 4",
		"four one two, then 6 6 2, 6 6 7, 0 0 5 1",
		"The area code, I'd say 3 1 2, then again 7 7 3, and then 408 1192.",
		"It's 415 555 1009, extension no, 1009 is right, 22",
	} {
		n, err := Parse(words, "US")
		if !errors.Is(err, ErrNoNumber) {
			t.Errorf("Parse(%q) = %s, %v; want a refusal", words, n.E164, err)
		}
	}
}

// TestWrongReadingsUnaccounted holds the check itself to the shapes of wrong readings that
// earlier versions of the reader made on writers it had not seen, in our own wording: the
// check, given the words and the wrong reading, must refuse it, and must pass the right one.
// A correction's replacement left out, a part kept that a correction took back, a part
// said again with the first one kept, a guess at the area code read as the other one.
func TestWrongReadingsUnaccounted(t *testing.T) {
	for _, c := range []struct{ words, wrong, right string }{
		// The correction's "225" read in place of "4 7718" and the rest lost.
		{"Five oh three, two two four, seven seven one eight. Hmm, did I say two two four? It's two two five.", "5032224225", "5032257718"},
		// "No, seven" put in place of the middle part's last digit instead of the "nine".
		{"Six one seven, four three two, five five eight... nine. No, seven. Five five eight seven.", "6174375587", "6174325587"},
		// The toll-free number taken back, then kept, and the exchange said after it dropped.
		{"It's nine hundred... no, not the toll-free one, my own, four one two, nine hundred, thirty-three oh one", "9004123301", "4129003301"},
		// "Not hundred" taken back, yet "three hundred" kept and "three oh five" dropped.
		{"it's six oh two, three... three hundred... no, not hundred. Three oh five. Then, uh, eighty— no. Eight one four four.", "6023008144", "6023058144"},
		// A digit corrected, then the end said again: the end must not lose the digit.
		{"Four oh four, eight five one, two two... two two nine... seven. No wait, six. Two two nine six.", "4048512297", "4048512296"},
		// Two area codes offered, the second read.
		{"The area code, I'd say 6 0 2, then again 4 8 0, and then 771 5836", "4807715836", ""},
	} {
		acct := accountOf(t, c.words)
		if err := acct.check(c.wrong); !errors.Is(err, ErrUnaccounted) {
			t.Errorf("check(%q, %s) = %v; want ErrUnaccounted", c.words, c.wrong, err)
		}
		if c.right != "" {
			if err := acct.check(c.right); err != nil {
				t.Errorf("check(%q, %s) = %v; want it accounted for", c.words, c.right, err)
			}
		}
	}
}

// accountOf runs the reader over words as Parse does and returns what it recorded.
func accountOf(t *testing.T, words string) *accounting {
	t.Helper()
	key := func(digits string, plus bool) string {
		if n, err := validate(digits, plus, "US"); err == nil {
			return n.E164
		}
		return ""
	}
	groups, tail, _ := scan(tokenize(words), false)
	acct := &accounting{}
	assemble(groups, tail, key, acct)
	if !acct.recorded {
		t.Fatalf("assemble(%q) recorded nothing", words)
	}
	return acct
}

// TestAccountedRead holds the reasons the check accepts for digits left out: a part put right
// by name, a restart, digits said in passing before the number, labelled parts out of order,
// a digit fixed in place, a number chosen by kind, an apology with a time in it, the number
// said again digit by digit.
func TestAccountedRead(t *testing.T) {
	for _, c := range []struct{ words, want string }{
		{"It's 5 0 3 2 2 4 7 7 1 8, sorry, the middle part is 2 2 5", "+15032257718"},
		{"seven one three... uh, seven one three, four oh eight, two two... two two six one", "+17134082261"},
		{"I'm in 60614 if that helps, the number is 312 408 1192", "+13124081192"},
		{"the last four are 1192, the area code's 312, and the middle is 408", "+13124081192"},
		{"312 408 1193, no, the last digit's a 2", "+13124081192"},
		{"my cell is 312 408 7700 but the policy has the home phone, 312 408 1192", "+13124081192"},
		{"Sorry, it's 7 in the morning here. 312 408 1192.", "+13124081192"},
		{"three one two, four oh... four oh eight, one one nine two", "+13124081192"},
		{"312 408 1192, that's 3 1 2, 4 0 8, 1 1 9 2", "+13124081192"},
	} {
		n, err := Parse(c.words, "US")
		if err != nil || n.E164 != c.want {
			t.Errorf("Parse(%q) = %s, %v; want %s", c.words, n.E164, err, c.want)
		}
	}
}
