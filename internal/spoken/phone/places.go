package phone

// newPlaces are the words after "new" that make a place ("that's New Hampshire", "a New
// York number"). Callers name the place an area code belongs to, and "new" there is no new
// number: it must not read as a correction or as the caller's current number.
var newPlaces = map[string]bool{"hampshire": true, "york": true, "jersey": true, "mexico": true,
	"orleans": true, "england": true, "haven": true, "brunswick": true, "bedford": true,
	"rochelle": true, "london": true, "britain": true, "braunfels": true, "smyrna": true,
	"zealand": true, "delhi": true}

// placeNames joins "new" and the word after it into one word when they name a place, so the
// words of the place say nothing about which number is meant.
func placeNames(toks []token) []token {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].text == "new" && newPlaces[toks[i+1].text] && !toks[i+1].hardBefore {
			toks[i].text += toks[i+1].text
			toks = append(toks[:i+1], toks[i+2:]...)
		}
	}
	return toks
}
