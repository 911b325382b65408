package dob

import "testing"

// unheardCases are dates said where the transcript marks words it could not hear, in our own
// words, with the ways transcribers write the mark. An empty want means a refusal. The clock
// is now() (2026-11-30). The read ones show where the line is: a mark taken back before the
// date begins, and sounds that hide no word.
var unheardCases = []classCase{
	// Between the day and the year: the day may have lost its unit, or the year its owner.
	{"between day and year", "June twenty [inaudible] nineteen ninety-five", ""},
	{"between day and year", "March the third (inaudible) 1971", ""},
	{"between day and year", "august 9th [unintelligible] eighty-two", ""},
	{"between day and year", "October 2nd [crosstalk] 1966", ""},
	{"between day and year", "may fifth [?] nineteen fifty", ""},
	{"between day and year", "the 4th of July *** 1976", ""},
	{"between day and year", "April twenty...[garbled] nineteen sixty", ""},
	{"between day and year", "june twenty inaudible nineteen ninety-five", ""},
	{"between day and year", "september 12 [inaudible 00:14] 1958", ""},
	{"between day and year", "november the 3rd {inaudible} 1949", ""},
	{"between day and year", "december first <unk> 1980", ""},
	{"between day and year", "January 5th [indistinct] 1962", ""},
	{"between day and year", "July 7 xx 1957", ""},
	{"between day and year", "March 8th ___ 1954", ""},
	{"between day and year", "June twenty ? nineteen ninety-five", ""},
	// A transcriber's guess in brackets is words not heard for sure.
	{"a guess noted", "June 21st, [sounds like nineteen ninety-five]", ""},
	{"a guess noted", "June 21st (possibly) 1995", ""},
	// Inside the year or the day.
	{"inside the year", "june 20th nineteen [inaudible] five", ""},
	{"inside the year", "june 20th, nineteen ninety-[inaudible]", ""},
	{"inside the year", "june 20th, nineteen ninety-?", ""},
	{"inside the day", "the twenty [inaudible] of June, 1995", ""},
	{"inside the day", "march [inaudible] 1970", ""},
	// Between the month and the day.
	{"between month and day", "February [inaudible] twentieth, 1988", ""},
	// After the date: a correction, a doubt or an owner may be what was lost.
	{"after the date", "June 20th 1995 [inaudible]", ""},
	{"after the date", "june twentieth nineteen ninety-five [inaudible] yeah that's it", ""},
	{"after the date", "February first nineteen sixty [inaudible] yeah that's right", ""},
	{"after the date", "May 3rd, 1970... [inaudible]", ""},
	{"after the date", "May 3rd, 1970 [unclear]", ""},
	// Before the date, not taken back: "not", "my wife's is", "the day after" may be lost.
	{"before the date", "[inaudible] June 20th, 1995", ""},
	{"before the date", "it's [inaudible] June 20th, 1995", ""},
	{"before the date", "[crosstalk] the fourth of March, 1961", ""},
	// A note the reader does not know is a gap; an unclosed bracket runs to the end.
	{"unknown note", "June 20th [speaker two] 1995", ""},
	{"unclosed bracket", "June 20th 1995 [inaudi", ""},
	// A sound that may drown a word, between two date words.
	{"sound between date words", "June twenty [cough] nineteen ninety-five", ""},
	{"sound between date words", "march 3rd *cough* 1970", ""},
	{"sound between date words", "nineteen [noise] seventy, May 2nd", ""},

	// A mark before any date word and taken back before the date begins: read.
	{"taken back", "It's uh [inaudible] no sorry, it's April twenty-seventh, sixty. Nineteen sixty.", "1960-04-27"},
	{"taken back", "[inaudible] sorry, I mean March 4th 1981", "1981-03-04"},
	{"taken back", "[crosstalk] wait, wait. my date of birth is the 2nd of May, 1975", "1975-05-02"},
	// Taken back after a date word: the correction may be of the date said.
	{"not taken back", "June [inaudible] no sorry, June 20th, 1995", ""},
	// A sound before or after the date, or a quiet one anywhere: read.
	{"sound outside the date", "[road noise] it's november second nineteen eighty-four", "1984-11-02"},
	{"sound outside the date", "It's... *cough* ... sorry. August. Twenty-second. Two thousand four.", "2004-08-22"},
	{"sound outside the date", "March 3rd 1970 [laughs]", "1970-03-03"},
	{"quiet sound", "march third [pause] 1970", "1970-03-03"},
	{"quiet sound", "june 5th [sighs] nineteen seventy", "1970-06-05"},
	// Brackets round the caller's own date words are no note.
	{"words in brackets", "March 3rd (1970)", "1970-03-03"},
	// No mark: the question mark, asterisk-free and bracket-free forms still read.
	{"no mark", "June twentieth, nineteen ninety-five", "1995-06-20"},
	{"no mark", "the thirtieth of may, sixty-one? yes, sixty-one", "1961-05-30"},
}

// TestUnheard runs unheardCases.
func TestUnheard(t *testing.T) { runClassCases(t, unheardCases) }
