package dob

import "testing"

// andCompoundCases are a day said with "and" between its tens and its unit, in either order,
// in our own words: a learner's "the twenty and two" and the older or German "the two and
// twenty". Read as they stood, the unit alone was the day: another date than the one said.
var andCompoundCases = []classCase{
	{"and compound", "it's the twenty and two of January, nineteen seventy-eight", "1978-01-22"},
	{"and compound", "March twenty and one, 1960", "1960-03-21"},
	{"and compound", "the four and twenty of May, 1955", "1955-05-24"},
	{"and compound", "the one and thirtieth of August 1949", "1949-08-31"},
	// Two days joined by "and" are still two days, and a 32nd is no day.
	{"and compound", "the first and the second of May 1970", ""},
	{"and compound", "the thirty and two of May 1970", ""},
}

func TestAndCompounds(t *testing.T) { runClassCases(t, andCompoundCases) }
