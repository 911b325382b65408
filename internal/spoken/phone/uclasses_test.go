package phone

import "testing"

// hundredPartCases: an area code or exchange said as "X hundred Y" with Y alone before the
// pause ("seven hundred three, ..." = 703), in our own wording. The toll-free way of reading
// ("eight hundred five five five ...") and "X hundred" alone keep their readings.
var hundredPartCases = []parseCase{
	{"hundred part", "seven hundred three, five five five, oh one four four", "+17035550144", nil},
	{"hundred part", "it's two one two, five hundred eight, oh one four four", "+12125080144", nil},
	{"hundred part", "area code nine hundred and four, 555 0144", "+19045550144", nil},
	{"hundred part", "eight hundred five five five, one two three four", "+18005551234", nil},
	{"hundred part", "eight hundred, five five five, one two three four", "+18005551234", nil},
	// Not a number on its own.
	{"hundred part", "seven hundred three", "", ErrNoNumber},
}

// oweCases: "owe" written for the "oh" of a zero next to digits ("four owe four"), in our own
// wording; the verb before a sum is no digit.
var oweCases = []parseCase{
	{"owe for oh", "four owe four, five five five, owe one two two", "+14045550122", nil},
	{"owe for oh", "three one owe, five five five, owe one two two", "+13105550122", nil},
	{"owe for oh", "I still owe five hundred on the deductible, my number is 404 555 0122", "+14045550122", nil},
}

// reportedCallBackCases: someone else's instruction to call back is why the caller rang, not
// a deferral of the number; the caller's own deferral or doubt still refuses.
var reportedCallBackCases = []parseCase{
	{"reported call back", "my agent told me to call back, it's 404 555 0122", "+14045550122", nil},
	{"reported call back", "the adjuster said to call back today, so, four oh four, five five five, oh one two two", "+14045550122", nil},
	{"reported call back", "I'll have to call back with it, maybe 404 555 0122", "", ErrUnsure},
	{"reported call back", "the adjuster said to call back but I'm not sure of it, 404 555 0122", "", ErrUnsure},
}

func TestHundredPart(t *testing.T)      { runParseCases(t, hundredPartCases) }
func TestOweForOh(t *testing.T)         { runParseCases(t, oweCases) }
func TestReportedCallBack(t *testing.T) { runParseCases(t, reportedCallBackCases) }
