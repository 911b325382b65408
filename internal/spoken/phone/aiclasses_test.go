package phone

import "testing"

// aiErrs names the errors a refusal row of testdata/ai_classes.tsv must wrap.
var aiErrs = map[string]error{"nonumber": ErrNoNumber, "unsettled": ErrQuoteUnsettled, "unsure": ErrUnsure}

// TestAIClasses runs the rows written for the classes phone_AI's and phone_AH's dev halves
// found (testdata/ai_classes.tsv, our own wording): a tab-separated class, the number to read
// or "-" for a refusal, the error a refusal must wrap or "-", and the words.
func TestAIClasses(t *testing.T) {
	runTSVCases(t, "testdata/ai_classes.tsv", aiErrs)
}
