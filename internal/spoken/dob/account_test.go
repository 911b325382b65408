package dob

import "testing"

// accountCases are words that bear more of a date than the date read (the accounting check,
// account.go), refused, and words whose every date-bearing part is the date or explained,
// still read.
var accountCases = []classCase{
	// A rival day said in other talk, that no rule reads and nothing explains.
	{"a day left over", "It's May 20th 1971. I keep wanting to say the 2nd.", ""},
	{"a day left over", "October 3rd 1955, I used to put the 13th on forms", ""},
	{"a day left over", "November 30th 1948, well the paper says the 13th", ""},
	{"a day left over", "the 4th. then again the 14th. August 1960", ""},
	{"a day left over", "it's the fifth. the fifteenth? no, the fifth. The fifth? Mom always said the fifteenth. March, 1960.", ""},
	// Every part is the date, or explained.
	{"the date's own parts", "May ate teen 1971 the 18th", "1971-05-18"},
	{"the date's own parts", "It's June. The sixth month. The 3rd. 1950.", "1950-06-03"},
	{"the date's own parts", "november second nineteen eighty-s- s- six", "1986-11-02"},
	{"the date's own parts", "June the sixth, nineteen fifty... eight. The sixth month.", "1958-06-06"},
	{"the date's own parts", "September 5th 1962, I'm sixty-four", "1962-09-05"},
	{"taken back", "the 13th, wait, November 30th 1948", "1948-11-30"},
	{"taken back", "people always think the 2nd, it's the 20th. May 20th 1971", "1971-05-20"},
	{"taken back", "the fifteenth, no, the sixteenth of May, 1970", "1970-05-16"},
	{"said again", "the seventh, uh, the seventeenth of January, sixty-two", "1962-01-17"},
	{"said not to", "February 28th 1973, not the 29th, people always write 29th", "1973-02-28"},
	{"a time", "I was born at 4:30 in the morning on March 2nd 1961", "1961-03-02"},
	{"a place", "I live at 1975 Cedar Lane, and I'm October 3rd 1966", "1966-10-03"},
	{"a count", "I'm the second of four kids, born June 12th 1968", "1968-06-12"},
	{"a count", "for the third time, it's April 2nd 1977", "1977-04-02"},
	{"another date", "my daughter's is the 4th of July, and I'm August 9th 1970", "1970-08-09"},
	{"another date", "the claim is from May 3rd, my birthday is January 9th 1958", "1958-01-09"},
	{"a holiday", "I was nearly a Christmas baby, but it's December 27th 1960", "1960-12-27"},
	{"a phone number", "my number is eight oh two, five five five, one three three one, and I'm March third nineteen seventy", "1970-03-03"},
	{"a phone number", "call me on four one five, two two two, nine oh nine oh, birthday's September ninth 1990", "1990-09-09"},
	{"a phone number", "the number's two one two, five five five, oh three four four, born March fifth 1970", "1970-03-05"},
}

// TestAccounting runs accountCases.
func TestAccounting(t *testing.T) { runClassCases(t, accountCases) }
