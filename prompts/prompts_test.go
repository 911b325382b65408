package prompts_test

import (
	"testing"

	"claimsline/prompts"
)

func TestLinesPassTheGuard(t *testing.T) {
	if err := prompts.Check(); err != nil {
		t.Fatal(err)
	}
}

func TestEndsCallComparesTheWayVapiHears(t *testing.T) {
	cases := []struct {
		text string
		want bool
	}{
		{prompts.Goodbye, true},
		{"Thank you for calling the CLAIMS-LINE... Goodbye!", true},
		{"claims   line,\ngoodbye", true},
		{"Claims line: good bye", false},
		{prompts.Greeting, false},
		{"goodbye", false},
		{"", false},
	}
	for _, tc := range cases {
		if got := prompts.EndsCall(tc.text); got != tc.want {
			t.Errorf("EndsCall(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

func TestModelPromptsAreEmbedded(t *testing.T) {
	for name, p := range map[string]string{"auth": prompts.Auth, "router": prompts.Router, "claim": prompts.Claim, "faq": prompts.FAQ, "summary": prompts.Summary, "booking": prompts.Booking} {
		if len(p) < 100 {
			t.Errorf("%s prompt is missing or too short", name)
		}
		if prompts.EndsCall(p) {
			t.Errorf("%s prompt contains the end-call phrase; a model might repeat it", name)
		}
	}
}
