package phone

import (
	"errors"
	"testing"
)

// disownCases are callers who disown a number they give (old, no longer used, not on the
// account any more, given up, cancelled, passed on to someone), in our own wording, and the
// nearby phrasings that must still be read. want "" means Parse must refuse with err.
var disownCases = []parseCase{
	// The only number given is disowned: refused, whatever the words after it.
	{"old", "It's 312 555 0147, but that's my old number, it's not on the account anymore.", "", ErrDisowned},
	{"old", "312 555 0147, that's my old one.", "", ErrDisowned},
	{"old", "my old number was 312 555 0147", "", ErrDisowned},
	{"old", "It was my previous number, 312 555 0147.", "", ErrDisowned},
	{"old", "three one two, five five five, oh one four seven. that was my former cell.", "", ErrDisowned},
	{"used to", "It used to be 312 555 0147.", "", ErrDisowned},
	{"used to", "312 555 0147, that's the one I used to have", "", ErrDisowned},
	{"not on the account", "312 555 0147, though that's not on the policy anymore.", "", ErrDisowned},
	{"not on the account", "312 555 0147, they took it off the account last year", "", ErrDisowned},
	{"not used", "312 555 0147 but I don't use that number anymore.", "", ErrDisowned},
	{"not used", "312 555 0147, I stopped using it in the spring", "", ErrDisowned},
	{"not used", "It's 312 555 0147 but it's no longer in service.", "", ErrDisowned},
	{"cancelled", "The number was 312 555 0147 but we cancelled it.", "", ErrDisowned},
	{"cancelled", "312 555 0147, that line got disconnected last year.", "", ErrDisowned},
	{"cancelled", "It was cancelled, 312 555 0147.", "", ErrDisowned},
	{"given up", "312 555 0147 is my work line, well it was, I gave it up when I retired.", "", ErrDisowned},
	{"given up", "I had 312 555 0147 but I got rid of it.", "", ErrDisowned},
	{"passed on", "312 555 0147. I ported that one over to my son, though.", "", ErrDisowned},
	{"passed on", "we gave the landline to my daughter when she moved out, it's 312 555 0147", "", ErrDisowned},

	// A number said to be current, but disowned after it, or marked before a disowning word
	// about it: refused.
	{"current disowned", "The new one is 312 555 0199 but it got disconnected.", "", ErrDisowned},
	{"current disowned", "312 555 0199 is the new one, and 312 555 0147 is the old one, which is disconnected.", "", ErrDisowned},
	{"current disowned", "The new one is 312 555 0199. Sorry, my old one was disconnected, I mean it's 312 555 0147.", "", ErrDisowned},
	// Someone else's number named after the current mark.
	{"current disowned", "the old one was cancelled. my wife's is 312 555 0199 now", "", ErrDisowned},

	// A disowned number, then the caller's current one, that the correction rules already
	// read: the current one.
	{"old then current", "my old number was 312 555 0147 but the one on the account now is 312 555 0199", "+13125550199", nil},
	{"old then current", "my old number was 312 555 0147, the new one is 312 555 0199", "+13125550199", nil},
	{"old then current", "It's 312 555 0147, no actually that's my old number, the new one is 312 555 0199.", "+13125550199", nil},
	{"old then current", "It used to be 312 555 0147 but we changed it, it's now 312 555 0199.", "+13125550199", nil},
	{"old then current", "the old one, 312 555 0147, I don't use anymore. the new one is 312 555 0199.", "+13125550199", nil},
	// The current one, then the old one (or part of it) disowned.
	{"current then old", "The new one is 312 555 0199. The old one, 0147, is disconnected.", "+13125550199", nil},
	{"current then old", "the new one's 312 555 0199, the old one was cancelled", "+13125550199", nil},
	{"current then old", "I updated it to 312 555 0199 last year, the old 0147 number is no longer in service.", "+13125550199", nil},
	{"current then old", "312 555 0199 now, the old one got cancelled.", "+13125550199", nil},
	{"current then old", "my new number is 312 555 0199, I don't use the old one anymore", "+13125550199", nil},

	// Old named as the number on the policy is no disowning.
	{"old on the policy", "I just got a new phone, but the old one's still on the policy, it's 312 555 0147.", "+13125550147", nil},
	{"old on the policy", "the policy would still have the old one, 312 555 0147", "+13125550147", nil},
	// Words that only sound like disowning.
	{"not disowning", "I ported my number to a new carrier, it's still 312 555 0147", "+13125550147", nil},
	{"not disowning", "sorry we got cut off, my number is 312 555 0147", "+13125550147", nil},
	{"not disowning", "I'm 78 years old, it's 312 555 0147", "+13125550147", nil},
	{"not disowning", "my current number is 312 555 0199", "+13125550199", nil},

	// A disowned number and another that nothing marks as current: refused.
	{"unmarked", "my work line was 312 555 0147 but I gave it up, my cell is 312 555 0199", "", ErrNoNumber},
	{"unmarked", "312 555 0147, my cell, but the work one is no longer active", "", ErrDisowned},
	{"unmarked", "it's my old cell, 312 555 0147, they never updated it", "", ErrDisowned},
}

func TestDisowned(t *testing.T) { runParseCases(t, disownCases) }

// TestDisownedIsUnsure keeps a disowned number a refusal of the same family as a hedge: the
// lookup tool asks again, never "which one?".
func TestDisownedIsUnsure(t *testing.T) {
	if !errors.Is(ErrDisowned, ErrUnsure) || !errors.Is(ErrDisowned, ErrNoNumber) || errors.Is(ErrDisowned, ErrTwoNumbers) {
		t.Fatal("ErrDisowned must wrap ErrUnsure and ErrNoNumber, not ErrTwoNumbers")
	}
}
