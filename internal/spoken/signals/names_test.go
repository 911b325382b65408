package signals

import "testing"

// TestEmergencyRuleNamesDistinct holds every rule and cue Assess can name to a name of its own:
// the name is what the logs, the turn's record ("rule:<name>") and the eval output say decided,
// and two rules under one name (once "power-line" and "hanging-over-people") cannot be told
// apart there or in TestRuleFamilies, which counts rules by name.
func TestEmergencyRuleNamesDistinct(t *testing.T) {
	families := map[string][]rule{
		"emergencyRules": emergencyRules, "personNow": personNow, "electricalNow": electricalNow,
		"exposedNow": exposedNow, "classNow": classNow, "hazards": hazards, "broadCues": broadCues,
		"ruralCues": ruralCues, "classCues": classCues,
	}
	seen := map[string]string{}
	for family, rules := range families {
		for _, r := range rules {
			if other, ok := seen[r.name]; ok {
				t.Errorf("rule name %q is used in %s and in %s", r.name, other, family)
				continue
			}
			seen[r.name] = family
		}
	}
}
