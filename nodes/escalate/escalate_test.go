package escalate

import "testing"

func TestConfirms(t *testing.T) {
	cases := map[string]bool{
		"yes":                   true,
		"Yeah, that's right.":   true,
		"correct":               true,
		"yep that's it":         true,
		"no":                    false,
		"no, that's not right":  false,
		"yes, wait, no":         false,
		"not quite":             false,
		"what":                  false,
		"":                      false,
		"four one five":         false,
		"that's wrong, it's 16": false,
	}
	for said, want := range cases {
		if got := confirms(said); got != want {
			t.Errorf("confirms(%q) = %v, want %v", said, got, want)
		}
	}
}
