package phone

import "testing"

// relayErrs names the errors a refusal row of testdata/relay_classes.tsv must wrap.
var relayErrs = map[string]error{"someoneelses": ErrSomeoneElses, "hedgedother": ErrHedgedOther}

// TestRelayClasses runs the rows written for a number relayed from someone in the room and
// for "I think" after someone else's number (testdata/relay_classes.tsv, our own wording): a
// tab-separated class, the number to read or "-" for a refusal, the error a refusal must
// wrap or "-", and the words.
func TestRelayClasses(t *testing.T) {
	runTSVCases(t, "testdata/relay_classes.tsv", relayErrs)
}
