package dob

import "testing"

// These are the classes dob_AF (the third sealed holdout, opened) and dob_AG (a passport
// agency's callers) showed, each said in our own words as other callers would say it, with
// the refusals and readings that must stand beside each. An empty want means a refusal. The
// clock is now() (2026-11-30).

// documentCases are the day a caller got, was issued, renewed or applied for a document
// (docGot, docDay): another event's day, refused when no birth is said. A document read out
// ("my passport says") and a birth said beside the document's day still read.
var documentCases = []classCase{
	{"a document got", "I got my passport on June 2nd 1995", ""},
	{"a document got", "we got our green cards the 9th of October 2001", ""},
	{"a document got", "I picked up my new passport March 4th 1992", ""},
	{"a document got", "I received my naturalization certificate on July 4th 1999", ""},
	{"a document got", "I first got my driving licence on the 3rd of May 1988", ""},
	{"a document issued", "I was issued my visa on 4/12/2003", ""},
	{"a document issued", "they issued my state ID April 12th 2003", ""},
	{"a document issued", "my old passport was issued on the 12th of April 2003", ""},
	{"a document issued", "my visa was approved August 1st 1999", ""},
	{"a document renewed", "I renewed my passport on the 21st of January 2005", ""},
	{"a document renewed", "I applied for my passport card January 21st 2005", ""},
	{"a document renewed", "I applied on January 21st 2005", ""},
	{"a first document", "my first passport, that was June 6th 1984", ""},
	{"a first document", "my first passport was the 6th of June 1984", ""},
	{"a birth said beside it", "I got my first passport in 1990, I was born March 4th 1970", "1970-03-04"},
	{"a birth said beside it", "I renewed my passport on June 2nd 2005. My birthday is March 4th 1970.", "1970-03-04"},
	{"a document read out", "my passport says March 4th 1970", "1970-03-04"},
	{"a document read out", "it's on my green card, March 4th 1970", "1970-03-04"},
	{"a document read out", "I have my ID in front of me, it says March 4th 1970", "1970-03-04"},
}

// TestDocumentDays runs documentCases.
func TestDocumentDays(t *testing.T) { runClassCases(t, documentCases) }

// ordinalCutCases are an ordinal a transcriber cut in two where its second half is no word
// ("sec ond", "ni nth"; speech.Rejoin's ordinalCuts, unjoinedPiece's ordinal tails). Read
// as it stood, "twenty sec ond" was the 20th, its unit dropped: another date. A cut Rejoin
// knows reads whole; a tail left standing after a first half it does not know is refused.
var ordinalCutCases = []classCase{
	{"an ordinal cut, known halves", "October twenty sec ond 1961", "1961-10-22"},
	{"an ordinal cut, known halves", "the twenty fir st of October 1961", "1961-10-21"},
	{"an ordinal cut, known halves", "October the twenty ni nth, 1961", "1961-10-29"},
	{"an ordinal cut, known halves", "October twenty fou rth nineteen sixty one", "1961-10-24"},
	{"an ordinal cut, known halves", "October twenty sev enth 1961", "1961-10-27"},
	{"an ordinal cut, known halves", "the sec ond of October 1961", "1961-10-02"},
	{"an ordinal cut, an unsure first half", "October twenty sex ond 1961", ""},
	{"an ordinal cut, an unsure first half", "October twenty savv enth 1961", ""},
	{"an ordinal cut, an unsure first half", "October twenty fiv fth 1961", ""},
	{"an ordinal cut, an unsure first half", "October twenty nain nth 1961", ""},
}

// TestOrdinalCuts runs ordinalCutCases.
func TestOrdinalCuts(t *testing.T) { runClassCases(t, ordinalCutCases) }

// dictatedCases are a date said a word at a time, the transcriber ending every word with a
// period, a number or a month cut in two with a period between its halves (undictated).
// Periods elsewhere stay the pauses a correction is read by.
var dictatedCases = []classCase{
	{"a cut word across a period", "june. the. six. teenth. nineteen. forty. two.", "1942-06-16"},
	{"a cut word across a period", "october. four. teenth. nineteen. sixty.", "1960-10-14"},
	{"a cut word across a period", "the. fif. teenth. of. may. nineteen. eighty.", "1980-05-15"},
	{"a cut word across a period", "nov. ember. third. nineteen. seven. ty. one.", "1971-11-03"},
	{"a cut word across a period", "august. twenty. sec. ond. nineteen. fifty.", "1950-08-22"},
	{"a cut word across a period", "may. the. nine. teenth. nineteen. sixty.", "1960-05-19"},
	{"a period that is a pause", "may. fourth. nineteen. sixty. no. sixty-one.", "1961-05-04"},
	{"an unsure first half across a period", "may. the. fort. teenth. nineteen. sixty.", ""},
}

// TestDictated runs dictatedCases.
func TestDictated(t *testing.T) { runClassCases(t, dictatedCases) }

// soundTensCases are a tens word written as said ("twenny", "fiddy") right before its unit
// (tensSounds), and July heard as two words ("ju lie", monthPairs). Neither is read where
// it is not a date's part.
var soundTensCases = []classCase{
	{"a tens word as said", "March twenny second 1975", "1975-03-22"},
	{"a tens word as said", "the twenny first of March 1975", "1975-03-21"},
	{"a tens word as said", "March 3rd nineteen fiddy five", "1955-03-03"},
	{"a tens word as said", "March twenny six, 1975", "1975-03-26"},
	{"a tens word as said", "ju lie twenny third 1975", "1975-07-23"},
	{"July in two words", "ju lie 4th 1975", "1975-07-04"},
	{"July in two words", "the 9th of jew lie 1975", "1975-07-09"},
	{"not a date's part", "March twenny 1975", ""},
}

// TestSoundTens runs soundTensCases.
func TestSoundTens(t *testing.T) { runClassCases(t, soundTensCases) }

// helperCases are a relative with the caller to help them ("my son is here helping me"):
// busy with the caller (busyKin), there for the caller (helpingMe), so the date after is the
// caller's own. A relative there with no help said, or the policy named as theirs, is still
// refused.
var helperCases = []classCase{
	{"a helper in the room", "my son is here helping me. July 9th 1941", "1941-07-09"},
	{"a helper in the room", "my granddaughter's here helping me, she says talk slower: July 9th 1941", "1941-07-09"},
	{"a helper in the room", "my niece is with me to help with the phone, it's July 9th 1941", "1941-07-09"},
	{"a helper in the room", "my daughter is right here helping me out. the 9th of July, 1941", "1941-07-09"},
	{"a helper in the room", "my husband's here to help me, it's 7/9/1941", "1941-07-09"},
	{"a relative there, no help said", "my son is here. July 9th 1941", ""},
	{"the policy theirs", "my son's here helping me with his claim, July 9th 1971", ""},
	{"the policy theirs", "my son is here helping me, he's the policyholder, July 9th 1971", ""},
	{"the date theirs", "my son is here helping me, his is July 9th 1971", ""},
}

// TestHelperInTheRoom runs helperCases.
func TestHelperInTheRoom(t *testing.T) { runClassCases(t, helperCases) }

// historyCases are a day history fixed, named as a gloss on the date said ("same day Elvis
// died", namedDays): the date reads when it is that day, and is refused when it is not, or
// when it is the only date.
var historyCases = []classCase{
	{"a day history fixed", "same day Elvis died. August 16th, 1977.", "1977-08-16"},
	{"a day history fixed", "I came along the day Elvis Presley passed away, 8/16/77", "1977-08-16"},
	{"a day history fixed", "the day the Challenger blew up, January 28th 1986", "1986-01-28"},
	{"a day history fixed", "same day as the Challenger exploded. 28 January 1986", "1986-01-28"},
	{"a day history fixed", "the day Mount St. Helens erupted, May eighteenth nineteen eighty", "1980-05-18"},
	{"another day than history's", "the day Elvis died, August 17th, 1977", ""},
	{"another day than history's", "the day the Challenger blew up, January 29th 1986", ""},
	{"no date said", "I was born the day Elvis died", ""},
}

// TestHistoryDays runs historyCases.
func TestHistoryDays(t *testing.T) { runClassCases(t, historyCases) }

// thatDayCases are another event told with "the same day" or "that day" between it and the
// date ("my dad died that day, ..."; leadWords): the date is the event's, refused.
var thatDayCases = []classCase{
	{"an event on that day", "my grandfather died that day, August 16th 1977", ""},
	{"an event on that day", "my grandfather died the same day Elvis died, August 16th 1977", ""},
	{"an event on that day", "we got married the very same day, June 3rd 1995", ""},
	{"an event on that day", "I retired the exact same day, June 3rd 1995", ""},
	{"an event on that day", "my mother passed away on the same day, June 3rd 1995", ""},
	{"a birth on that day", "I was born that day, June 3rd 1975", "1975-06-03"},
}

// TestThatDay runs thatDayCases.
func TestThatDay(t *testing.T) { runClassCases(t, thatDayCases) }

// othersMistakeCases are what other people get wrong about the caller's date, named to be
// put right: "everybody gets mine wrong" (othersGetMine) is no doubt, and "they think it's
// the 13th, it's the 31st" (believed, beliefDenied) is no date passed on. The caller's own
// slip, and a date only someone else thinks or says, are still refused.
var othersMistakeCases = []classCase{
	{"others get it wrong", "everyone gets mine wrong. March 30th 1968", "1968-03-30"},
	{"others get it wrong", "people always get my birthday wrong, it's the 30th of March 1968", "1968-03-30"},
	{"others get it wrong", "folks usually get my date of birth wrong: March 30th 1968", "1968-03-30"},
	{"what others think, put right", "they think it's the 3rd, it's the 30th. March 30th 1968", "1968-03-30"},
	{"what others think, put right", "my mum thinks it's the 3rd, it's the 30th, March 30th, 1968", "1968-03-30"},
	{"what others think, put right", "he always thinks it's the 3rd. it's the 30th. March 30th 1968", "1968-03-30"},
	{"what others think, put right", "everybody gets mine wrong, they reckon it's the 3rd, it's the 30th. March 30th 1968", "1968-03-30"},
	{"the caller's own slip", "I always get mine wrong. March 30th 1968", ""},
	{"only what others think", "my sister thinks it's March 30th 1968", ""},
	{"only what others say", "she says it's the 3rd, it's the 30th. March 30th 1968", ""},
}

// TestOthersMistake runs othersMistakeCases.
func TestOthersMistake(t *testing.T) { runClassCases(t, othersMistakeCases) }

// fromCorrectionCases are a correction whose new word ends a sentence, the next sentence saying
// the whole date again from that word (restatedFromCorrection): the word is said once. A
// restatement that is not whole, or opens with other words, is read as before.
var fromCorrectionCases = []classCase{
	{"put right, then said whole", "eleven, no, ten. Ten, ten, nineteen seventy.", "1970-10-10"},
	{"put right, then said whole", "um four, no, three. three, nine, sixty-two", "1962-03-09"},
	{"put right, then said whole", "two, sorry, eight. Eight, eight, nineteen seventy-one.", "1971-08-08"},
	{"put right, then said whole", "June, I mean July. July, July the 4th 1971", "1971-07-04"},
	{"put right, then said whole", "nine, no, eleven. Eleven eleven nineteen eighty", "1980-11-11"},
	{"restated, not whole", "eleven, no, ten. Ten, nineteen seventy.", ""},
}

// TestRestatedFromCorrection runs fromCorrectionCases.
func TestRestatedFromCorrection(t *testing.T) { runClassCases(t, fromCorrectionCases) }

// dictatedSoundCases are a date said a word at a time with the words the transcriber wrote
// by their sound (undictated, tensSounds, monthPairs, ordinalCuts together).
var dictatedSoundCases = []classCase{
	{"a word at a time, by sound", "it's. uh. ju lie. twenny. fir st. nine teen. sixty. one.", "1961-07-21"},
	{"a word at a time, by sound", "ju lie. the. twenny. sec ond. nineteen. fifty.", "1950-07-22"},
	{"a word at a time, by sound", "march. twenny. six. nineteen. seventy.", "1970-03-26"},
	{"a word at a time, by sound", "the. twenny. ni nth. of. may. nineteen. eighty.", "1980-05-29"},
	{"a word at a time, by sound", "jew lie. sev enth. nine teen. seventy. two.", "1972-07-07"},
}

// TestDictatedSounds runs dictatedSoundCases.
func TestDictatedSounds(t *testing.T) { runClassCases(t, dictatedSoundCases) }

// yearAloneThenWholeCases are a year said alone, then the whole date from its day, the year
// said again after the month (sameYearSaid): the day before the month settles that the words
// after it are the year. Another year after is refused.
var yearAloneThenWholeCases = []classCase{
	{"a year, then the date from its day", "Sixty-two. Fourth of June, nineteen sixty-two.", "1962-06-04"},
	{"a year, then the date from its day", "the fourth of June, nineteen seventy-two, no. Sixty-two. Fourth of June, nineteen sixty-two.", "1962-06-04"},
	{"a year, then the date from its day", "nineteen sixty-two. the fourth of June nineteen sixty-two", "1962-06-04"},
	{"a year, then the date from its day", "sixty two, fourteenth of June, nineteen sixty two", "1962-06-14"},
	{"a year, then the date from its day", "Eighty-one, uh, twentieth of May, nineteen eighty-one.", "1981-05-20"},
	{"another year after", "Sixty-one. Fourth of June, nineteen sixty-two.", ""},
	{"another year after", "nineteen sixty-two, fourth of June, nineteen seventy", ""},
}

// TestYearAloneThenWhole runs yearAloneThenWholeCases.
func TestYearAloneThenWhole(t *testing.T) { runClassCases(t, yearAloneThenWholeCases) }
