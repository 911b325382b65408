package phone

import "testing"

// hedgeOnYoursCases cover a vague number the caller hands to the insurer ("that's your
// number") before giving their own: the vagueness withdraws only the insurer's number.
var hedgeOnYoursCases = []parseCase{
	{"yours", "the card says one eight hundred something, no, that's your number. Mine is 561 555 0189", "+15615550189", nil},
	{"yours", "it's on the card, 800 something, oh wait that's yours, mine is 404 555 0172", "+14045550172", nil},
	{"yours", "the letter has eight seven seven something, sorry, that's you guys, my cell is 212 555 0163", "+12125550163", nil},
	// A hedge anywhere else still withdraws the number.
	{"yours", "I'm not sure, the card says 1800, that's yours, mine is 561 555 0189", "", ErrNoNumber},
	{"yours", "the card says 1800 something, no, that's your number. Mine is 561 555 0189 I think, maybe", "", ErrNoNumber},
	{"yours", "the card says 1800 something, that's yours, and mine is 561 555 something", "", ErrNoNumber},
	// Handed to the insurer with no number claimed after it.
	{"yours", "the card says 1800 something, that's your number, and 561 555 0189", "", ErrNoNumber},
	// A vague number of the caller's own is still vague.
	{"yours", "561 555 0189 or something like that", "", ErrNoNumber},
}

func TestHedgeOnYours(t *testing.T) { runParseCases(t, hedgeOnYoursCases) }
