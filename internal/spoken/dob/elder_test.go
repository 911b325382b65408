package dob

import "testing"

// elderCases are a two-digit year that lands in the 2000s said by a caller who speaks of a
// long life in the same breath, in our own words: the short year would verify an 18-year-old.
// The rows that read are the same years with nothing old said, a whole year, and an old
// caller whose short year lands in the 1900s.
var elderCases = []classCase{
	{"elder short year", "April ninth, oh-eight. I've outlived three husbands, dear.", ""},
	{"elder short year", "June 3rd, oh-five, I've been retired a good while now", ""},
	{"elder short year", "it's 2/11/06, my great-grandson's the one who set this up for me online", ""},
	{"elder short year", "march 1st '07, I'm a widow, I live alone", ""},
	{"elder short year", "the tenth of may oh four, at my age you forget things but not that", ""},
	// Nothing of a long life said: the 2000s stand.
	{"elder short year", "April ninth, oh-eight.", "2008-04-09"},
	{"elder short year", "June 3rd, oh-five, I just turned twenty-one", "2005-06-03"},
	// A year in the 1900s, or said whole, is no slip of a century.
	{"elder short year", "April ninth, forty-eight. I've outlived three husbands, dear.", "1948-04-09"},
	{"elder short year", "march 1st 1937, I'm a widow, I live alone", "1937-03-01"},
}

func TestElderShortYear(t *testing.T) { runClassCases(t, elderCases) }
