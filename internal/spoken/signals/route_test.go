package signals

import "testing"

// TestRoute holds the routing rules to the rows in testdata/route.json: phrasings that must
// book a visit, and phrasings that share a booking word but must not decide (the router's
// model hears them with the conversation instead). Each narrowing of a booking rule has rows
// here that fail when it is removed.
func TestRoute(t *testing.T) {
	var cases []struct{ In, Want, Note string }
	loadJSON(t, "route.json", &cases)
	for _, c := range cases {
		got, family := Route(c.In)
		if got != c.Want {
			t.Errorf("Route(%q) = %q (family %q, normalised %q), want %q %s", c.In, got, family, normalize(c.In), c.Want, c.Note)
		}
	}
}
