package readers

import (
	"context"
	"testing"

	"claimsline/nodes"
)

// TestRuleFamiliesAreRight holds every router rule family that decides (signals.Route) to
// FamilyBar on the dev split: a family right less often than that when it fires sends callers
// to the wrong specialist more often than the model would, and must be narrowed until it is
// right or stop deciding. It reads the same figures the report prints (tallyRoute), with the
// entry's emergency check run with no model, as the report does.
func TestRuleFamiliesAreRight(t *testing.T) {
	ctx := context.Background()
	items, err := Load("route")
	if err != nil {
		t.Fatal(err)
	}
	noModel := func(ctx context.Context, u string) (bool, string) { return nodes.Emergency(ctx, nil, u) }
	rs := bySplit(Route(ctx, items, noModel), Dev)
	fams := tallyRoute(rs).families
	if len(fams) == 0 {
		t.Fatal("no rule family fired on the dev split")
	}
	for name, tal := range fams {
		if tal.Rate() < FamilyBar {
			var wrong []string
			for _, r := range rs {
				if r.Rule == name && !r.Correct {
					wrong = append(wrong, r.ID)
				}
			}
			t.Errorf("family %s is right %s when it fires on dev, under the %.0f%% bar; wrong: %v", name, tal, 100*FamilyBar, wrong)
		}
	}
}
