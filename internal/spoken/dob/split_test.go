package dob

import "testing"

// splitCases are number words and months a transcriber split in two (spoken.Rejoin), in our
// own wording: "ate teen" read as 8 with "teen" dropped was another date than the one said.
var splitCases = []classCase{
	{"split word", "August ate teen 1982", "1982-08-18"},
	{"split word", "June six teen, nineteen seventy", "1970-06-16"},
	{"split word", "the for teenth of feb 1977", "1977-02-14"},
	{"split word", "March for th 1980", "1980-03-04"},
	{"split word", "September twenty 1st 1980", "1980-09-21"},
	{"split word", "Nov ember the 26th 1953", "1953-11-26"},
	{"split word", "the 13th of June 1,961", "1961-06-13"},
	{"split word", "May 2 nd, nineteen for ty one", "1941-05-02"},
}

func TestSplitWords(t *testing.T) { runClassCases(t, splitCases) }
