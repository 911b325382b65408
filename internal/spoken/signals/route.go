package signals

// Route labels the rules can decide. They match the router's intent labels.
const (
	RouteClaim    = "claim"
	RouteFAQ      = "faq"
	RouteBooking  = "booking"
	RouteEscalate = "escalate"
	RouteGoodbye  = "goodbye"
)

// Route applies the routing rules to what a verified caller said. It returns the route and
// the family of the rule that decided it, or "" for both when the rules do not decide: no
// family fired, or two families disagree. Only then does the router ask a model.
func Route(utterance string) (route, family string) {
	s := normalize(utterance)
	switch {
	case firstMatch(personRules, s) != "":
		return RouteEscalate, "person"
	case firstMatch(goodbyeRules, s) != "":
		return RouteGoodbye, "goodbye"
	case firstMatch(bookingRules, s) != "":
		return RouteBooking, "booking"
	}
	claim := firstMatch(claimRules, s) != ""
	faq := firstMatch(faqRules, s) != ""
	switch {
	case claim && !faq:
		return RouteClaim, "claim"
	case faq && !claim:
		return RouteFAQ, "faq"
	}
	return "", ""
}
