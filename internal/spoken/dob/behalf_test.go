package dob

import (
	"strings"
	"testing"
)

// behalfCases are a caller speaking for someone else, or a date that is theirs, each in our
// own words. An empty want means a refusal. The clock is now() (2026-11-30).
var behalfCases = []classCase{
	// Calling for someone, or on their behalf: the date that follows is theirs.
	{"calling for someone", "I'm calling for my mother, she's the policyholder, her birthday's july 8th 1951", ""},
	{"calling for someone", "I'm phoning for my aunt. She can't come to the phone. Date of birth June 5th 1938", ""},
	{"calling for someone", "I'm calling on my father's behalf, 3rd of March 1940", ""},
	{"calling for someone", "on behalf of Mr Diaz, 7/8/1951", ""},
	{"calling for someone", "I'm ringing up for me nan, 12th of May 1939", ""},
	{"calling for someone", "he's deaf so I'm calling for him, January 5th 1950", ""},
	{"calling for someone", "my grandmother asked me to call, 14 February 1932", ""},
	{"calling for someone", "this is her daughter speaking, May 3rd 1944", ""},
	{"calling for someone", "july 8th 1951, I'm ringing for my nan, she's not well", ""},
	{"calling for someone", "the claim is for my son, he's at uni, 2 June 2001", ""},
	// The one named holds the policy, or the policy is in their name.
	{"their policy", "my mum's the policyholder, she's housebound, july 8th 1951", ""},
	{"their policy", "the account is in my husband's name, June 2nd 1960", ""},
	{"their policy", "it's my mother's policy, 8 July 1951", ""},
	{"their policy", "the policy's my dad's, so it'd be his, March 3rd 1940", ""},
	{"their policy", "my mother handles the account, June 9 1951", ""},
	{"their policy", "my wife set it up under her date, June 9 1971", ""},
	{"their policy", "I'm using my mum's details, 4th July 1951", ""},
	{"their policy", "he's the registered keeper, June 2 2001", ""},
	{"their policy", "I'm just the secondary driver, the main driver was born 3/3/1960", ""},
	{"their policy", "it's the policyholder's date you want? 1 January 1945", ""},
	// The caller acts for them.
	{"acting for them", "I'm the carer for Mrs Jones, it's 7/8/1951", ""},
	{"acting for them", "I have power of attorney for my dad, 3 March 1940", ""},
	// The date is given as theirs, or they are there to be asked.
	{"theirs", "I'll give you my son's as he's the driver, 2 June 2001", ""},
	{"theirs", "my wife's the one you need, June 9 1971", ""},
	{"theirs", "it's June 9 1971 for her", ""},
	{"theirs", "for him it's March 3 1960", ""},
	{"theirs", "if it's his you want, March 3 1960", ""},
	{"theirs", "her birthday's july 8th 1951", ""},
	{"theirs", "my son's DOB's 4/5/1990", ""},
	{"there with them", "she's on the line with me, June 9 1971", ""},
	{"there with them", "hang on I'll ask her, June 9 1971", ""},
	{"there with them", "my wife's right here, 9th of June 1971", ""},
	// The date read off the one named's document: fetched for the call, it is theirs.
	{"their document", "wait, I'll get her passport. right, it says 14 March 1948", ""},
	{"their document", "one sec, I've got my dad's driver's license here, 3/22/1944", ""},
	{"their document", "reading it off his ID, October 2nd 1961", ""},
	{"their document", "let me find my wife's birth certificate... it's the 5th of May 1970", ""},
	{"their document", "her medicare card says 8/9/1939", ""},
	// The caller's own document, or theirs put aside for the caller's own date, still reads.
	{"own document", "let me grab my license. okay, it says 6/19/1979", "1979-06-19"},
	{"own document", "I've got her passport in my hand but mine is 14 March 1948", "1948-03-14"},
	{"own document", "that's on his license, my own birthday is October 2nd 1961", "1961-10-02"},
	{"own document", "my passport says 14 March 1948", "1948-03-14"},
	{"there with them", "I'll put her on, 9 June 1971", ""},
	// Two records that disagree.
	{"records disagree", "my passport says June 9 1971 but my birth certificate says June 10", ""},
	{"records disagree", "the DMV has it as 9 June 1971, though my passport has it as the 10th", ""},
	{"records disagree", "my licence says 9 June 1971 and so does my passport", "1971-06-09"},
	// The caller's own date, said around the same words, still reads.
	{"own date", "I'm calling for a quote, March 3rd 1960", "1960-03-03"},
	{"own date", "I'm calling for my mother but my own birthday is july 8 1971", "1971-07-08"},
	{"own date", "I'm calling for my mother but I'm the policyholder, mine is March 3 1960", "1960-03-03"},
	{"own date", "my wife asked me to call about the car, my date of birth is 3 March 1960", "1960-03-03"},
	{"own date", "this is her husband, I'm also insured, I was born 3 March 1960", "1960-03-03"},
	{"own date", "it's under my name, March 3 1960", "1960-03-03"},
	{"own date", "I'm calling for myself, 3 March 1960", "1960-03-03"},
	{"own date", "yes I'm the one on the policy, March 3 1960", "1960-03-03"},
	{"own date", "sorry the line is bad, it's March 3 1960 for me", "1960-03-03"},
	{"own date", "you'll have mine as March 3 1960", "1960-03-03"},
	{"own date", "I'm the registered keeper, 3 March 1960", "1960-03-03"},
	{"own date", "March 3 1960, I'm here for the claim", "1960-03-03"},
	{"own date", "her birthday's july 8th 1951 and mine's march 3rd 1960", "1960-03-03"},
}

func TestBehalf(t *testing.T) { runClassCases(t, behalfCases) }

// TestKinWordsCoverKin keeps behalfCue's word list in step with the kin pattern: a kin noun
// the pattern knows and the cue does not would skip the behalf check for it.
func TestKinWordsCoverKin(t *testing.T) {
	nouns := kin[strings.Index(kin, `)*(?:`)+len(`)*(?:`):]
	nouns = nouns[:strings.Index(nouns, `)s?`)]
	for _, w := range strings.Split(nouns, "|") {
		w = strings.ReplaceAll(strings.ReplaceAll(w, `u?`, "u"), `\W?`, "")
		w = strings.TrimSuffix(w, "s?")
		for _, form := range []string{w, w + "s", "step" + w} {
			if !kinWord(form) {
				t.Errorf("kinWord(%q) = false; the kin pattern matches it", form)
			}
		}
	}
	for _, w := range []string{"march", "may", "policy", "nineteen", "masters"} {
		if kinWord(w) {
			t.Errorf("kinWord(%q) = true", w)
		}
	}
}
