package dob

import "testing"

// refuseCases are doubt, ranges, questions and other people's dates as callers voice them,
// in our own words. Every one of them is refused; the read ones beside them show where the
// line is.
var refuseCases = []classCase{
	{"doubt", "if I'm not mistaken it's the 9th of June, 1971", ""},
	{"doubt", "June 9th 1971, unless I'm wrong", ""},
	{"doubt", "don't quote me on this but June 9 '71", ""},
	{"doubt", "I guess June ninth, seventy-one", ""},
	{"doubt", "I reckon the ninth of June, 1971", ""},
	{"doubt", "it might've been June 9th 1971", ""},
	{"doubt", "June 9 1971, possibly", ""},
	{"doubt", "perhaps June 9th, 1971", ""},
	{"doubt", "I want to say June 9th, '71", ""},
	{"doubt", "if memory serves, June 9 1971", ""},
	{"doubt", "nineteen seventy-one-ish, June 9th", ""},
	{"doubt", "June 9th 1971, I can't recall exactly", ""},
	{"doubt", "June 9th 1971, I'm not too sure", ""},
	{"doubt", "June 9th 1971, don't hold me to that", ""},
	{"doubt", "around June 9th, 1971", ""},
	{"doubt", "June 9th 1971, sounds right", ""},
	{"doubt", "June 9th 1971 I'm like eighty percent sure", ""},
	{"doubt", "June 9th 1971, more or less", ""},
	{"doubt", "I always get confused but June 9th 1971", ""},
	{"doubt", "apparently June 9th 1971", ""},
	{"doubt", "June 9th 1971, kind of", ""},
	{"doubt", "I'm not a hundred percent, June 9 1971", ""},
	{"doubt", "June 9 1971 I'd have to double check", ""},
	{"soft doubt", "I think it's June 9th, 1971", ""},
	{"soft doubt", "June 9th 1971, I think", ""},
	{"soft doubt", "June 9th 1971 I think so", ""},
	{"soft doubt", "pretty sure it's June 9th 1971", ""},
	{"soft doubt settled", "I think June, hang on, yes, June 9th 1971, definitely", "1971-06-09"},
	{"soft doubt about something else", "June 9th 1971, I think you have it on file already", "1971-06-09"},
	{"sure is no doubt", "I'm a hundred percent sure, June 9th 1971", "1971-06-09"},
	{"soft doubt settled", "I think... no wait, I know it, June 9th 1971", "1971-06-09"},
	{"soft doubt", "kind of June 9th 1971", ""},
	{"soft doubt about something else", "June 9th 1971. sorry, the line is kind of bad", "1971-06-09"},
	{"a date shared with a relative", "same birthday as my twin sister, she's on the account too, June 9th 1971", "1971-06-09"},

	{"range or alternatives", "between the 8th and the 10th of June 1971", ""},
	{"range or alternatives", "the 9th, if not the 10th, of June 1971", ""},
	{"range or alternatives", "June 9th 1971 versus June 10th", ""},
	{"range or alternatives", "June 9th, nineteen seventy-one to seventy-two", ""},
	{"range or alternatives", "June the ninth, 1970 through '72", ""},
	{"range or alternatives", "June 9th, seventy, seventy-one, I forget which", ""},

	{"asked, not said", "is it June 9th 1971?", ""},
	{"asked, not said", "June 9th, 1971? is that right?", ""},
	{"asked, not said", "the ninth? of June? seventy-one?", ""},
	{"asked then answered", "nineteen seventy... one? yes, seventy-one, June the ninth", "1971-06-09"},
	{"a question before the date", "you need my birthday? June 9th 1971", "1971-06-09"},

	{"two records disagree", "my passport says June 9th 1971 but actually it's June 10th 1971", ""},
	{"two records disagree", "the hospital registered June 9 1971, no, really it was June 10 1971", ""},
	{"a plain correction still reads", "June 9th 1971, no, sorry, June 10th 1971", "1971-06-10"},

	{"somebody else's", "for my wife it's June 9th 1971", ""},
	{"somebody else's", "I'm calling for my dad, he's the 9th of June 1941", ""},
	{"somebody else's", "she's June 9th, 1971", ""},
	{"somebody else's", "June 9th 1971, that's hers", ""},
	{"somebody else's", "June 9th 1971, that's the date for my partner", ""},
	{"somebody else's", "my ex-husband's is June 9th 1971", ""},
	{"somebody else's", "my sister-in-law was born June 9th 1971", ""},
	{"somebody else's", "my stepdad's birthday is June 9 1951", ""},
	{"somebody else's", "my roommate, June 9th 1971", ""},
	{"somebody else's", "our daughter, June 9th 2001", ""},
	{"somebody else's", "the insured is my mum, June 9th 1941", ""},
	{"somebody else's", "on behalf of my grandfather, June 9th 1931", ""},
	{"somebody else's", "my husband's on the policy too, June 9th 1971", ""},
	{"somebody else's", "the other driver was born June 9 1990", ""},
	{"somebody else's", "June 9 1971, that's somebody else's", ""},
	{"another event", "our wedding anniversary is June 9th 1971", ""},
	{"another event first", "the accident was 6/9/2021 and my birthday is 3/14/1971", "1971-03-14"},
	{"the caller's own after a relative's", "my wife's is June 9th 1971 and mine is May 2nd 1969", "1969-05-02"},
	{"the caller's own after a relative's", "the kids are the 4th of May and the 1st of July, and I'm June 9th, 1971", "1971-06-09"},
	{"a relative in the story, not the owner", "the year my mum moved to Ohio, so seventy-one, June the ninth", "1971-06-09"},
	{"a relative in the story, not the owner", "my kids are loud, sorry, June 9th 1971", "1971-06-09"},
	{"reported", "my mother always told me it was June 9th 1971", "1971-06-09"},

	{"the caller writes the day first", "05/06/1971, I grew up in Scotland", ""},
	{"the caller writes the day first", "five six seventy-one, I'm from London", ""},
	{"the caller writes the day first", "05/06/1971, we write it the other way round", ""},
	{"the caller writes the day first", "05/06/1971, day then month", "1971-06-05"},
}

// TestRefusals runs refuseCases.
func TestRefusals(t *testing.T) { runClassCases(t, refuseCases) }

// recordGuessCases are a guess at what the insurer's record holds, then the caller's own
// date after a correction, in our own words.
var recordGuessCases = []classCase{
	{"guess at the record", "you probably have it down as 7/4, but no, it's actually July 14th 1977", "1977-07-14"},
	{"guess at the record", "your system might have my mother's, June 1st 1941. Mine is June 11th 1971", "1971-06-11"},
	// With no correction after the guess, the record's date may be the only one heard.
	{"guess at the record", "you might have it as June 11th 1971", ""},
	{"guess at the record", "you probably have it as June 11th 1971, but who knows", ""},
	{"guess at the record", "it's probably June 11th 1971", ""},
}

func TestRecordGuess(t *testing.T) { runClassCases(t, recordGuessCases) }
