package phone

import (
	"math/rand/v2"
	"strings"
)

// wayFamily is a speaking habit: its name, and how it says a true number (the element type of
// wayFamilies, an alias so both lists are the same type).
type wayFamily = struct {
	name string
	say  func(r *rand.Rand, n trueNumber) way
}

// lineWayFamilies are ways a caller's answer holds a second number, or a number that must not
// be read, that come from the life of a phone line rather than from how digits are spoken:
// carriers changed and numbers ported, a number changed, two phones, numbers of internet
// services, a number read off the settings screen, doubt about which number the policy has,
// a number to call back on, the insurer's records holding an old number, the phone the caller
// is on, and the lines of a family plan. Written from how call-centre callers talk about
// their lines (phone_AE's writer was briefed as a carrier's call-centre team lead), not from
// corpus items. TestNeverAnotherNumberWays runs them with wayFamilies.
var lineWayFamilies = []wayFamily{
	{"a new carrier, the number kept", func(r *rand.Rand, n trueNumber) way {
		// "I ported it over to Mint, same number, ...": the carrier changed, the number did
		// not. A carrier's own numbers said beside it (611, its store) are never the caller's.
		carrier := pick(r, "Verizon", "T-Mobile", "AT&T", "Cricket", "Mint", "Visible", "Boost", "Metro",
			"Google Fi", "Xfinity Mobile", "Straight Talk", "US Cellular")
		o := drawNumber(r)
		lead := pick(r, "I switched to %s last year but I kept my number, ", "I ported it over to %s, same number, ",
			"new carrier, %s, but the number's the same, ", "I moved my line to %s, it's still ",
			"we went with %s in the spring, kept the same number, it's ", "it's a %s phone now, same number as always, ",
			"I had to call six one one to get it, it's ", "I just switched to %s so I had to look, it's ")
		lead = strings.Replace(lead, "%s", carrier, 1)
		switch r.IntN(4) {
		case 0:
			return way{lead + sayNumber(r, n), n.e164()}
		case 1:
			return way{sayNumber(r, n) + ", " + strings.Replace(pick(r, "I switched to %s but kept it", "it's on %s now",
				"ported from %s, same number", "I'm with %s now but it didn't change"), "%s", carrier, 1), n.e164()}
		case 2:
			// The carrier's number beside it: a business's, never read.
			other := strings.Replace(pick(r, ". %s's customer service is ", ". the %s store number is ", ", I called %s at ",
				". the %s store gave me ", ", and %s support is "), "%s", carrier, 1)
			return way{lead + sayNumber(r, n) + other + sayNumber(r, o), n.e164()}
		default:
			// The number did change with the carrier: the new one is said as such.
			return way{strings.Replace(pick(r, "I switched to %s and got a new number, the old one was ",
				"when I went to %s they gave me a new number, it used to be "), "%s", carrier, 1) +
				sayNumber(r, o) + pick(r, ", the new one is ", ", now it's ", ". the new one's ") + sayNumber(r, n), n.e164()}
		}
	}},
	{"a number changed, the old one said too", func(r *rand.Rand, n trueNumber) way {
		// "it used to be ..., now it's ...": the old number is never read. Said to be the
		// policy's ("the policy still has the old one"), the old number is the one meant.
		o := anotherNumber(r, n)
		switch r.IntN(8) {
		case 0:
			return way{pick(r, "my old number was ", "it used to be ", "it was ") + sayNumber(r, o) +
				pick(r, ", the new one is ", ", now it's ", ", but I changed it, it's ", ". now it's ") + sayNumber(r, n), n.e164()}
		case 1:
			return way{pick(r, "the new one's ", "my new number is ", "it's ") + sayNumber(r, n) +
				pick(r, ", the old one, ", ". the old one was ", ", my old number ") + sayNumber(r, o) +
				pick(r, ", is disconnected", ", I don't have anymore", ", that's gone", ""), n.e164()}
		case 2:
			return way{sayNumber(r, o) + pick(r, ", no wait, that's my old number, it's ", ". sorry, that was the old one. it's ",
				", oh that's my old one, the new one is ") + sayNumber(r, n), n.e164()}
		case 3:
			return way{sayNumber(r, o) + pick(r, " is the old one, don't use that, it's ", " was my old number, I changed it to ",
				", that's the old one, it got disconnected, now it's ") + sayNumber(r, n), n.e164()}
		case 4:
			// Only the old number, the new one not given: nothing to read.
			return way{pick(r, "my old number was ", "it used to be ", "the old one was ") + sayNumber(r, o) +
				pick(r, ", I don't have the new one memorized yet", ", I can't remember the new one", ", but that's disconnected now"), ""}
		case 5:
			// The policy still has the old one: that is the number meant.
			return way{pick(r, "the new one's ", "my new cell is ") + sayNumber(r, o) +
				pick(r, ", but the policy still has the old one, ", ", but the policy's still got my old number, ") + sayNumber(r, n), n.e164()}
		case 6:
			return way{pick(r, "the policy still has the old one, ", "you'd still have the old number on the policy, ") +
				sayNumber(r, n) + pick(r, ". I changed it to ", ", I got a new one since, ", ", my new one's ") + sayNumber(r, o), n.e164()}
		default:
			// Two numbers, one new and one old, and nothing says which is which.
			return way{sayNumber(r, n) + pick(r, " or ", ", or the old one, ", ", or maybe the old one, ") + sayNumber(r, o), ""}
		}
	}},
	{"two phones, work and personal", func(r *rand.Rand, n trueNumber) way {
		// "the policy has my work number, ..., my personal is ...": the number selected as
		// the policy's, or the caller's own after a work line, or nothing when nothing picks.
		w := anotherNumber(r, n)
		switch r.IntN(7) {
		case 0:
			return way{pick(r, "my personal cell is ", "my own cell is ", "my cell is ") + sayNumber(r, n) +
				pick(r, ", the work one is ", ", my work phone is ", ", the office is ") + sayNumber(r, w) +
				pick(r, ", but the policy has my cell", ", the cell's the one on the policy", ", the policy's got my cell"), n.e164()}
		case 1:
			return way{pick(r, "the policy has my work number, ", "the one on the policy is my work phone, ", "it's my work cell on the policy, ") +
				sayNumber(r, n) + pick(r, ", my personal is ", ", my own cell is ", ". my cell is ") + sayNumber(r, w), n.e164()}
		case 2:
			return way{pick(r, "work is ", "my work phone is ", "office ") + sayNumber(r, w) + pick(r, ", personal ", ", my cell ", ", and my cell is ") +
				sayNumber(r, n), ""}
		case 3:
			return way{pick(r, "I'm on my work phone right now, ", "this is my work phone, ", "I'm calling from the office, ") +
				pick(r, "the number on the policy is my cell, ", "the policy has my cell, ", "but the one on the policy is my cell, ") + sayNumber(r, n), n.e164()}
		case 4:
			return way{pick(r, "I'm calling from my work phone, it's ", "this is the office line, ", "the work line is ") + sayNumber(r, w) +
				pick(r, ", but the policy has my cell, ", ", but the one on the policy is my cell, ", ". the policy has my cell, ") + sayNumber(r, n), n.e164()}
		case 5:
			return way{sayNumber(r, w) + pick(r, " is my office line, extension 2204, my own cell is ", " extension 31, that's work. my cell is ",
				", that's the front desk at work, my cell is ") + sayNumber(r, n), n.e164()}
		default:
			return way{pick(r, "the work one's on the policy, ", "the policy has the work phone, ", "they have my work number on file, ") +
				pick(r, "my cell is ", "but my cell's ", "my personal one is ") + sayNumber(r, w), ""}
		}
	}},
	{"an internet number", func(r *rand.Rand, n trueNumber) way {
		// "my Google Voice number is ..., but the one on the policy is my cell": a number of an
		// app or a service beside the caller's own line, or a number abroad given on an app.
		app := pick(r, "Google Voice", "Skype", "TextNow", "Vonage", "Ooma", "magicJack", "Teams", "WhatsApp")
		v := drawNumber(r)
		abroad := pick(r, "plus four four, seven nine one one, one two three, four five six", "+44 7911 123456",
			"plus five two, five five, one two three four, five six seven eight", "+52 55 1234 5678",
			"plus six three, nine one seven, one two three, four five six seven", "+63 917 123 4567")
		switch r.IntN(6) {
		case 0:
			return way{strings.Replace(pick(r, "my %s number is ", "the %s one is ", "I have a %s number, "), "%s", app, 1) + sayNumber(r, v) +
				pick(r, ", but the one on the policy is my cell, ", ", but the policy has my cell, ", ". the policy has my real cell, ") + sayNumber(r, n), n.e164()}
		case 1:
			return way{strings.Replace(pick(r, "I'm calling on %s, it shows ", "this is a %s line, it comes up as ", "I'm on %s, so you'll see "), "%s", app, 1) +
				sayNumber(r, v) + pick(r, ", my real number is ", ", but my actual cell is ", ", my own cell is ") + sayNumber(r, n), n.e164()}
		case 2:
			// A number abroad, given on an app: refused, whatever is said around it.
			return way{strings.Replace(pick(r, "I mostly use %s, my number on there is ", "call me on %s, it's ", "my %s is "), "%s", app, 1) + abroad, ""}
		case 3:
			return way{pick(r, "the home phone is a Vonage line, ", "our landline is internet, Ooma, ", "the house phone's a magicJack, ") +
				sayNumber(r, v) + pick(r, ", and my cell is ", ", my cell's ") + sayNumber(r, n) + pick(r, ", the policy has the cell", ", the cell's the one on the policy"), n.e164()}
		case 4:
			return way{pick(r, "my cell is ", "it's ") + sayNumber(r, n) + strings.Replace(pick(r, ", I also have a %s number but that's not on the policy, ",
				", there's a %s number too, don't use that, ", ", I have a %s one as well but that's not the one on file, "), "%s", app, 1) + sayNumber(r, v), n.e164()}
		default:
			// The caller's only number, an internet one, said alone: read or refused.
			return way{strings.Replace(pick(r, "it's a %s number, ", "I only have %s, it's ", "my number's through %s, "), "%s", app, 1) + sayNumber(r, n), n.e164()}
		}
	}},
	{"read off the settings screen", func(r *rand.Rand, n trueNumber) way {
		// "it's in settings, it says My Number, +1 (469) 208-5591": the number as a phone shows
		// it, beside the other numbers the same screen shows (IMEI, ICCID, voicemail, model).
		shown := pick(r, "+1 ("+n.area+") "+n.exch+"-"+n.line, "+1 "+n.area+"-"+n.exch+"-"+n.line, "1 ("+n.area+") "+n.exch+"-"+n.line,
			"("+n.area+") "+n.exch+"-"+n.line, "plus one, "+sayNumber(r, n), "+1"+n.digits())
		lead := pick(r, "it's in settings, it says My Number, ", "under About it says phone number ", "okay the screen says ",
			"settings, general, about, it shows ", "it says my number is ", "on the SIM screen it says ")
		imei := func() string {
			var b strings.Builder
			b.WriteString("35")
			for range 13 {
				b.WriteByte(byte('0' + r.IntN(10)))
			}
			return b.String()
		}
		switch r.IntN(5) {
		case 0:
			return way{lead + shown, n.e164()}
		case 1:
			d := imei()
			return way{pick(r, "it shows the IMEI first, ", "there's the IMEI, ", "IMEI ") + pick(r, d, d[:2]+" "+d[2:8]+" "+d[8:14]+" "+d[14:]) +
				pick(r, ", then my number, ", ", and then phone number ", ". my number is ") + shown, n.e164()}
		case 2:
			var b strings.Builder
			b.WriteString("8901")
			for range 15 {
				b.WriteByte(byte('0' + r.IntN(10)))
			}
			return way{pick(r, "the SIM card number is ", "ICCID ", "it says ICCID ") + b.String() + pick(r, ", and the phone number is ", ", my number ", ". phone number ") + shown, n.e164()}
		case 3:
			v := drawNumber(r)
			return way{pick(r, "the voicemail number is ", "it has a voicemail access number, ", "voicemail is ") + sayNumber(r, v) +
				pick(r, ", and my number is ", ", and my number's ", ". my number is ") + shown, n.e164()}
		default:
			return way{pick(r, "model number A2643, then ", "it says model A2172, serial F2LX9, and ", "version 17.4.1, then ") +
				pick(r, "my number, ", "phone number ", "my number is ") + shown, n.e164()}
		}
	}},
	{"unsure which number the policy has", func(r *rand.Rand, n trueNumber) way {
		// "I'm not sure which one is on the policy, ...": the caller gives a number and doubts
		// it is the policy's. Only a refusal is right: the words leave the number open.
		o := anotherNumber(r, n)
		switch r.IntN(8) {
		case 0:
			return way{pick(r, "I'm not sure which number is on the policy, it's either ", "it's one of two, ", "it'd be ") +
				sayNumber(r, n) + pick(r, " or ", ", or else ", ", or it might be ") + sayNumber(r, o), ""}
		case 1:
			return way{pick(r, "it should be ", "it's ") + sayNumber(r, n) + pick(r, ", unless my wife put hers on", ", unless they still have the landline",
				", unless my husband put his on there", ", unless it's still under the old one"), ""}
		case 2:
			return way{sayNumber(r, n) + pick(r, ", if that's the one they have", ", if that's what's on the policy", ", if that's the one on file",
				", if that's the one I gave you"), ""}
		case 3:
			return way{pick(r, "I don't know if they have the cell or the house, ", "not sure if it's the cell or the landline on there, ",
				"it could be the house phone on the policy, ") + pick(r, "the cell is ", "my cell's ", "but the cell is ") + sayNumber(r, n), ""}
		case 4:
			return way{pick(r, "I think they have my cell, ", "they should have my cell, ") + sayNumber(r, n) +
				pick(r, ", but it might be the landline", ", or it could be the house phone", ", or the work one, I'm not sure"), ""}
		case 5:
			return way{pick(r, "whichever one I gave you, ", "whatever's on file, ", "whichever is on there, ") + pick(r, "probably ", "I'd guess ", "") + sayNumber(r, n), ""}
		case 6:
			return way{sayNumber(r, n) + pick(r, ", but I can't remember if I updated it", ", but I don't know if I ever changed it on the policy",
				", I never checked if it's on there"), ""}
		default:
			return way{pick(r, "try ", "try this one, ") + sayNumber(r, n) + pick(r, ", and if that doesn't work, try ", ", if not, try ", ", otherwise ") + sayNumber(r, o), ""}
		}
	}},
	{"a number to call back on", func(r *rand.Rand, n trueNumber) way {
		// "the number on the policy is ..., but call me back on ...": a callback number is where
		// the caller can be reached, not the one the policy carries; someone else's or a
		// place's, given only to be called back on, is never read.
		c := anotherNumber(r, n)
		switch r.IntN(6) {
		case 0:
			return way{pick(r, "the number on the policy is ", "the one on the policy is ", "on the account it's ") + sayNumber(r, n) +
				pick(r, ", but call me back on ", ", but if you need to call me back use ", ". for a callback today, use ", ", but I'm at work, call me at ") + sayNumber(r, c), n.e164()}
		case 1:
			return way{pick(r, "for a callback use ", "if we get cut off, call ", "call me back at ") + sayNumber(r, c) +
				pick(r, ", the one on the policy is ", ". but the policy has ", ", but the number on the account is ") + sayNumber(r, n), n.e164()}
		case 2:
			return way{sayNumber(r, n) + pick(r, " is on the policy. if I miss you, try ", " is the one on file. if I don't answer, try ",
				" is on the account, but you can reach me today at ") + sayNumber(r, c), n.e164()}
		case 3:
			// Only a place's or someone else's number, to be called back on.
			return way{pick(r, "you can call me back at the hotel, ", "call me back at my daughter's, ", "call me back on my wife's phone, ",
				"I'll be at my sister's, call me there, ", "call me back at the front desk, ") + sayNumber(r, c) + pick(r, "", ", room 214", ", ask for me"), ""}
		case 4:
			return way{pick(r, "best number to reach me today is my sister's, ", "call me back at my son's, ", "I'm at the shop, call me back here, ") +
				sayNumber(r, c) + pick(r, ", but the policy has my cell, ", ". the policy has my cell, ", ", the one on the policy is ") + sayNumber(r, n), n.e164()}
		default:
			return way{pick(r, "I'm calling from my neighbor's phone, ", "this is my friend's phone, ", "I'm on my husband's phone, ") +
				pick(r, "it's ", "the number here is ", "") + sayNumber(r, c) + pick(r, ", my number is ", ", mine is ", ", my own cell is ") + sayNumber(r, n), n.e164()}
		}
	}},
	{"the records may hold the old number", func(r *rand.Rand, n trueNumber) way {
		// "you might have my old number, ..., but I updated the policy": the doubt about what
		// the insurer holds is settled only by the policy said updated; an old number said
		// with the doubt is never read.
		o := anotherNumber(r, n)
		doubt := pick(r, "you might have my old number", "you guys probably still have the old one", "you may have my previous number",
			"they might still have my old phone number", "the policy might have my old cell", "you could still have the old number on file")
		switch r.IntN(5) {
		case 0:
			return way{doubt + pick(r, ", but I updated the policy, ", ", but we updated the account last month, ", ", I changed it on the policy since, ") +
				pick(r, "it's ", "the new one is ", "so it's ") + sayNumber(r, n), n.e164()}
		case 1:
			return way{doubt + ", " + sayNumber(r, o) + pick(r, ", but I updated the policy, ", ", but the policy's been updated, ") +
				pick(r, "it's ", "the new one's ") + sayNumber(r, n), n.e164()}
		case 2:
			// The old number with the doubt, and nothing else: refused.
			return way{doubt + ", " + sayNumber(r, o) + pick(r, "", ".", ", I think", ", I never updated it"), ""}
		case 3:
			// The new one given, nothing said of the policy being updated: the new one or a
			// refusal, never the old.
			return way{doubt + ", " + pick(r, "the new one is ", "my new number's ", "my current one is ") + sayNumber(r, n), n.e164()}
		default:
			return way{doubt + ", " + sayNumber(r, o) + pick(r, ", the new one is ", ", my new number's ", ", now it's ") + sayNumber(r, n), n.e164()}
		}
	}},
	{"the phone the caller is on", func(r *rand.Rand, n trueNumber) way {
		// "the caller ID will say ..., that's my husband's phone, mine is ...": the line the
		// call comes from is not always the caller's, nor the policy's.
		c := anotherNumber(r, n)
		switch r.IntN(4) {
		case 0:
			return way{pick(r, "the caller ID will say ", "you'll see ", "it'll come up as ") + sayNumber(r, c) +
				pick(r, ", that's my husband's phone, mine is ", ", that's my work line, my own is ", ", that's the hospital's phone, my cell is ") + sayNumber(r, n), n.e164()}
		case 1:
			return way{pick(r, "I'm calling from a blocked number, ", "my number's private on this phone, ", "I'm on a borrowed phone, ") +
				pick(r, "my number is ", "mine is ", "my cell is ") + sayNumber(r, n), n.e164()}
		case 2:
			// Only the phone the caller is on, someone else's: refused.
			return way{pick(r, "I'm on my husband's phone, it's ", "this is my daughter's cell, ", "I'm calling from the hospital, the number here is ",
				"I'm using my neighbor's phone, ") + sayNumber(r, c), ""}
		default:
			return way{pick(r, "I'm calling from my cell, ", "this is my cell, ", "I'm on my own phone, ") + pick(r, "it's ", "the number is ", "") + sayNumber(r, n), n.e164()}
		}
	}},
	{"lines on a family plan", func(r *rand.Rand, n trueNumber) way {
		// "we're on a family plan, the account holder's number is my dad's, ..., my line is
		// ...": a carrier's account is no insurance policy, and its holder's number is not the
		// caller's.
		h := anotherNumber(r, n)
		who := pick(r, "my dad", "my mom", "my husband", "my wife", "my son")
		switch r.IntN(4) {
		case 0:
			return way{pick(r, "we're on a family plan, ", "it's a family plan, ", "we share a plan, ") +
				pick(r, "my line is ", "mine is ", "my number's ") + sayNumber(r, n) + pick(r, ", my son's is ", ", my husband's is ", ", my wife's line is ") + sayNumber(r, h), n.e164()}
		case 1:
			return way{pick(r, "the account holder on the phone plan is ", "the main line on the plan is ", "the plan's under ") + who + ", " +
				sayNumber(r, h) + pick(r, ", but my line is ", ", my own line is ", ", mine is ") + sayNumber(r, n), n.e164()}
		case 2:
			// Only the plan holder's number: someone else's, refused.
			return way{pick(r, "the main line on our plan is ", "the account holder's line is ", "the phone I'd give you is ") + who + "'s" + pick(r, ", ", ", it's ", ", that's ") + sayNumber(r, h), ""}
		default:
			return way{pick(r, "my line on the family plan is ", "my number on the plan is ", "my line is ") + sayNumber(r, n) +
				pick(r, ", the plan's under "+who, ", "+who+" pays for it", ""), n.e164()}
		}
	}},
}

// anotherNumber is the second number a family's caller says: as often one digit off the
// caller's own (the near miss a careless reader would take) as a number drawn afresh.
func anotherNumber(r *rand.Rand, n trueNumber) trueNumber {
	o := oneDigitOff(r, n, 3, 10)
	if r.IntN(2) == 0 {
		o = drawNumber(r)
	}
	return o
}
