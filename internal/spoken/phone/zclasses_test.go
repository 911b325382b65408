package phone

import "testing"

// zCases are the classes phone_Z's dev half (callers with a stutter, after a stroke, with
// hearing loss, with helpers in the room) found read as another number or from words that
// must be refused, in our own wording. want "" means Parse must refuse with err.
var zCases = []parseCase{
	// A "hundred" or "thousand" taken back ("no, not hundred") is a word, not digits ruled
	// out (negated), and the zeros it made leave the number (fillTakenBack): the group said
	// after it is read in its place, and with nothing in its place the number is short.
	{"fill taken back", "It's seven seven oh, four... four hundred... no, not hundred. Four oh eight. Then, um, ninety— no. Nine one six five.", "+17704089165", nil},
	{"fill taken back", "770, four hundred... not hundred. Four oh eight. 9165", "+17704089165", nil},
	{"fill taken back", "seven seven oh, four... four hundred, not hundred, four oh eight, nine one six five", "+17704089165", nil},
	{"fill taken back", "770, four hundred, not hundred, 9165", "", ErrNoNumber},
	{"fill taken back", "770, four hundred, no, not hundred, 9165", "", ErrNoNumber},
	{"fill taken back", "two one two, five five five, oh one hundred, no, not hundred, oh one four three", "", ErrNoNumber},
	{"fill taken back", "212, five hundred, no wait, not hundred, five five five, 0143", "", ErrNoNumber},
	{"fill taken back", "two one two, five thousand... no, not thousand, five five five, oh one four three", "", ErrNoNumber},
	{"fill taken back", "212 555 01 hundred, no, not hundred", "", ErrNoNumber},
	// Digits affirmed against a way of saying them are no fill taken back.
	{"fill taken back", "770, four oh eight, not four hundred eight, 9165", "+17704089165", nil},
	{"fill taken back", "It's three twelve, not three hundred twelve, so three one two, 555 0143", "+13125550143", nil},
	{"fill taken back", "770, four hundred eight, no, not hundred, four oh eight, 9165", "+17704089165", nil},

	// Another person's words in a transcriber's note (speakerWords): never the caller's
	// digits. Words of theirs that dispute the number leave it unsettled (ErrDisputed),
	// whatever the caller says after; digits of theirs need the whole number said after them;
	// other words of theirs are a voice over the caller's.
	{"someone in the room", "Nine seven two, eight one four, five five three oh. [woman in background: Dad, that's the old house number] Well, it's the one I've got.", "", ErrDisputed},
	{"someone in the room", "972 814 5530 (daughter: no, that's wrong)", "", ErrDisputed},
	{"someone in the room", "972 814 5530 [son in background: that's not it anymore, Dad]", "", ErrDisputed},
	{"someone in the room", "972 814 5530 [wife: that's Grandma's]", "", ErrDisputed},
	{"someone in the room", "972 814 5530 [man in background: it changed last year]", "", ErrDisputed},
	{"someone in the room", "972 814 5530 [husband says that isn't ours] yes it is", "", ErrDisputed},
	{"someone in the room", "[daughter: Mom, not the old one] 972 814 5530", "", ErrDisputed},
	{"someone in the room", "Nine seven two, eight one four, five five three oh. [wife: six seven]", "", ErrUnheard},
	{"someone in the room", "Nine seven two, eight one four, five five [wife: six seven] three oh.", "", ErrUnheard},
	{"someone in the room", "972 814 55 [wife says six seven] 30", "", ErrUnheard},
	{"someone in the room", "It's five one five, two two two, uh, six six— [man in background: six seven] oh, right, six seven one nine.", "", ErrUnheard},
	{"someone in the room", "972 814 5530 [wife: yes, that's right]", "+19728145530", nil},
	{"someone in the room", "972 814 5530 [granddaughter in background: you're doing great, Grandpa]", "+19728145530", nil},
	{"someone in the room", "[daughter: go ahead, Mom] 972 814 5530", "+19728145530", nil},
	{"someone in the room", "[wife: six seven] okay, it's 972 814 5530", "+19728145530", nil},
	{"someone in the room", "972 814 5530 [caller: sorry, 5531]", "+19728145531", nil},
	// Brackets that are no note of another speaker are read as before.
	{"someone in the room", "three three four (MOM CAN I HAVE) two oh seven five five five one two one two", "+12075551212", nil},
	{"someone in the room", "(617) 555-2043", "+16175552043", nil},

	// One kind of number named as the policy's, another given (selectedWith: "that's the one
	// on ..." pointing back at the kind, and what a caller calls the policy): the number given
	// is not the one on the policy.
	{"policy's kind", "We've got the landline, that's the one on everything, and the cell. Landline is, uh... I'd have to look. Cell is 270-331-5489.", "", ErrTwoNumbers},
	{"policy's kind", "We've got the landline, that's the one on the policy, and the cell. Cell is 270-331-5489.", "", ErrTwoNumbers},
	{"policy's kind", "the landline is the one on everything, the cell is 270 331 5489", "", ErrTwoNumbers},
	{"policy's kind", "the landline's the one on everything, my cell's 270 331 5489", "", ErrTwoNumbers},
	{"policy's kind", "the landline's the one on the policy, my cell's 270 331 5489", "", ErrTwoNumbers},
	{"policy's kind", "the landline's on all the paperwork. cell is 270 331 5489", "", ErrTwoNumbers},
	{"policy's kind", "my cell's 270 331 5489, the landline's the one on everything", "", ErrTwoNumbers},
	{"policy's kind", "the home phone, that is the one on the insurance, and the work one is 270 331 5489", "", ErrTwoNumbers},
	// "which" right after a kind opens a clause about it (relativeWhich), not a question.
	{"policy's kind", "the landline, which is the one on file, and the cell. my cell is 270-331-5489.", "", ErrTwoNumbers},
	{"policy's kind", "the home phone, which is the one on the policy, and my cell is 270 331 5489", "", ErrTwoNumbers},
	{"policy's kind", "the landline, which is the one on file, is 270 331 5489", "+12703315489", nil},
	{"policy's kind", "the landline, that's the one on everything, 270 331 5489", "+12703315489", nil},
	{"policy's kind", "the landline's the one on everything, it's 270 331 5489", "+12703315489", nil},
	{"policy's kind", "the cell's the one on everything, my cell's 270 331 5489", "+12703315489", nil},
	{"policy's kind", "We've got the landline, that's the one on everything, and the cell. Landline is 270-331-5489.", "+12703315489", nil},
	{"policy's kind", "My cell is 270 331 5489, that's the one on everything", "+12703315489", nil},
	{"policy's kind", "the landline, that's not the one on the policy, the cell is 270 331 5489", "+12703315489", nil},

	// Digits stammered on, a hyphen after a cut-off try (stammered): a digit tried alone and
	// said again is one digit; any other try is a pause where the caller stopped, so the part
	// said again is a part restarted. A hyphen between digits is no cut-off.
	{"stammered", "its eight- eight- eight- eight oh three, 443, 2129", "+18034432129", nil},
	{"stammered", "W-w-well it's, it's t-t-two oh- two oh seven. F-f-f-five five— five five four. Oh one oh one.", "+12075540101", nil},
	{"stammered", "two oh- two oh seven, five five four, oh one oh one.", "+12075540101", nil},
	{"stammered", "seven- seven oh four, three two one, nine nine four eight", "+17043219948", nil},
	{"stammered", "two one two, five five five, oh one- one four three", "+12125550143", nil},
	{"stammered", "8- 803 443 2129", "+18034432129", nil},
	{"stammered", "212- 555- 0143", "+12125550143", nil},
	{"stammered", "212-555-0143", "+12125550143", nil},
	{"stammered", "two one two, five five five, oh one four three-", "+12125550143", nil},
	{"stammered", "two one two, five- five five, oh one four three", "", ErrNoNumber},
	// A try of more than one digit is a pause, read as "oh one four... four" is.
	{"stammered", "two one two, five five five, oh one four- four", "+12125550144", nil},
	{"stammered", "it's two two- two two three. two three six. six five oh oh", "", ErrNoNumber},

	// A count of one digit said last describes a run the part just said has, exactly so many
	// (endingConfirmed); any other count is an end that disagrees, as before.
	{"run counted", "It's... four... four oh three. Then... nine, ten... no, not ten. Nine one two. Then seven, seven, oh, one. Two sevens.", "+14039127701", nil},
	{"run counted", "It's four oh three, nine one two, seven seven oh one. Two sevens.", "+14039127701", nil},
	{"run counted", "two one two, five five five, one one oh three. Two ones.", "+12125551103", nil},
	{"run counted", "two one two, five five five, oh one one one. Three ones.", "+12125550111", nil},
	{"run counted", "four oh three, nine one two, seven seven oh one. Two eights.", "", ErrEndingDisagrees},
	{"run counted", "four oh three, nine one two, seven seven oh one. Three sevens.", "", ErrEndingDisagrees},
	{"run counted", "four oh three, nine one two, seven seven seven one. Two sevens.", "", ErrEndingDisagrees},
	{"run counted", "four oh three, seven seven two, oh one oh one. Two sevens.", "", ErrEndingDisagrees},
	{"run counted", "six, five, oh, eight, two, four, four, four, seven, six. two fours.", "", ErrEndingDisagrees},
	{"run counted", "two one two, five five five, oh one four three. Two fives.", "", ErrEndingDisagrees},
	// Only a count said last: said before the number again, it is left as before.
	{"run counted", "four oh three, nine one two, seven seven oh one. Two sevens. four oh three, nine one two, seven seven oh one.", "", ErrEndingDisagrees},
}

func TestZClasses(t *testing.T) { runParseCases(t, zCases) }
