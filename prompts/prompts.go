// Package prompts holds every sentence the product says on its own and every instruction it
// gives a model.
//
// Security-relevant lines (verification outcomes, lockouts, escalation, goodbye) are
// constants here rather than model output, so their wording cannot drift and a turn that
// says them costs no model call. The one end-call phrase Vapi hangs up on is defined here,
// once, and guarded: no line that should keep the call open may contain it.
package prompts

import (
	_ "embed"
	"errors"
	"fmt"
	"strings"

	"claimsline/internal/spoken"
)

// EndCallPhrase is the phrase Vapi is configured to hang up on. Vapi matches it,
// case-insensitively, against a re-transcription of what the assistant said, where digits
// come back as words and punctuation is lost, so the phrase has neither.
const EndCallPhrase = "claims line goodbye"

// closing is appended to every line that ends the call; it contains EndCallPhrase once
// punctuation is dropped, the way Vapi hears it.
const closing = " Thank you for calling the claims line, goodbye."

// Model instructions, embedded so they ship inside the binary and are reviewed as text.
var (
	//go:embed auth.txt
	Auth string
	//go:embed router.txt
	Router string
	//go:embed claim.txt
	Claim string
	//go:embed faq.txt
	FAQ string
	//go:embed summary.txt
	Summary string
	//go:embed booking.txt
	Booking string
	// EmergencyCheck asks the yes/no question the entry puts to a model when a danger cue
	// is present and no rule decides.
	//go:embed emergency.txt
	EmergencyCheck string
)

// Lines that keep the call open.
const (
	Greeting     = "Hello, you've reached the claims line. Before we look at anything, could you tell me the phone number on your policy?"
	AskPhone     = "Could you tell me the phone number on your policy, one digit at a time?"
	InvalidPhone = "I didn't catch a full phone number. Could you say the number on your policy, digit by digit?"
	// WhichNumber is the clarifying question when two different numbers were heard.
	WhichNumber       = "I heard two different phone numbers. Which one is the number on your policy? Please say just that one, digit by digit."
	AskDOB            = "Thanks, I found a policy with that number. To confirm it's you, what's your date of birth?"
	LookupUnavailable = "I'm sorry, I can't reach our records right now. Could you give it a moment and say your phone number again?"
	// Busy is the holding line of a request that could not run its turn. The words it
	// brought are kept and the next turn acts on them, so it never asks for them again.
	Busy              = "One moment, I'm still working on that."
	ModelFallback     = "I'm sorry, I didn't quite catch that. Could you say it again?"
	AuthFallbackPhone = "Sorry, I missed that. Could you tell me the phone number on your policy?"
	AuthFallbackDOB   = "Sorry, I missed that. Could you tell me your date of birth?"
	ClaimFallback     = "I'm sorry, I'm having trouble pulling up your claim right now. Could you ask me that again in a moment?"
	FAQFallback       = "I'm sorry, I'm having trouble looking that up right now. Could you ask me again in a moment?"
	FAQNoMatch        = "I don't have that in my notes, so I don't want to guess. I can have someone from our team call you back about it. Is there anything else I can help with?"
	Transfer          = "Please hold while I transfer you to a member of our claims team."
	// CutShort closes an answer that was stopped part-way because its next sentence could
	// not be said.
	CutShort = "Sorry, let me stop there. What else can I help you with?"
	// AskCallbackNumber asks a caller whose number did not come through for one. It promises
	// nothing: a callback is promised only once its request is stored.
	AskCallbackNumber = "So a member of our claims team can call you back, what's the best number to reach you? Your number didn't come through on this call."
	// EmergencyAskNumber is AskCallbackNumber for an emergency: emergency services first.
	EmergencyAskNumber = "If anyone is in danger or hurt, please hang up and call nine one one right now. So our claims team can call you back urgently, what's the best number to reach you?"
	// CallbackNumberUnclear asks again when the words held no phone number.
	CallbackNumberUnclear = "I didn't catch a full phone number. Could you say the number to call you back on, digit by digit?"
	// CallbackNumberAgain asks again after the caller did not confirm the number read back.
	CallbackNumberAgain = "Sorry about that. What's the right number to call you back on, digit by digit?"
	// Caution comes before whatever else a turn says when the caller's words were unfamiliar
	// and the model that should have cleared them could not answer (down, slow, or off its
	// labels): nothing says the caller is in danger, so the call goes on, but a caller who is
	// hears how to reach emergency services first. It ends nothing, so it carries no
	// end-call phrase.
	Caution = "If anyone is in danger or hurt right now, please hang up and call nine one one."
	// EmergencyTransfer tells the caller to contact emergency services before anything
	// else, then connects them to a person; it keeps the call open for the transfer.
	EmergencyTransfer = "If anyone is in danger or hurt, please call nine one one right now. I'm also putting you through to a member of our claims team, please hold."
)

// Lines that end the call. Each carries the end-call phrase.
const (
	Lockout          = "I'm sorry, I wasn't able to verify your identity, so I can't discuss claims on this call. Please call back with your policy documents to hand." + closing
	Stalled          = "It sounds like now isn't a good time. Please call back whenever you have your policy details ready." + closing
	TooLong          = "I'm sorry, we haven't been able to verify your identity on this call. Please call back with your policy documents to hand." + closing
	Refused          = "I understand. Without verifying your identity I can't discuss claims, but you're welcome to call back any time." + closing
	CallerEnded      = "No problem. You can call back any time." + closing
	NoAccount        = "I'm sorry, I couldn't find a policy with that number. Please check the number on your policy documents and call back." + closing
	Goodbye          = "Thanks for calling, and take care." + closing
	EscalateCallback = "I'll have a member of our claims team call you back as soon as possible." + closing
	Emergency        = "If anyone is in danger or hurt, please hang up and call nine one one right now. I've flagged your call for an urgent callback from our claims team." + closing
	// CallbackNotStored is the honest end when the callback request could not be stored:
	// no promise, and when to call back instead.
	CallbackNotStored = "I'm sorry, I couldn't book a callback just now. Please call us back in an hour or so, and we'll pick this up with you." + closing
	// EmergencyNotStored is CallbackNotStored for an emergency: emergency services first.
	EmergencyNotStored = "If anyone is in danger or hurt, please hang up and call nine one one right now. I'm sorry, I couldn't book a callback just now, so please call us back in an hour or so." + closing
	// NoCallbackNumber ends an escalation that never got a number to call back on.
	NoCallbackNumber = "I'm sorry, I couldn't get a number to call you back on. Please call us back whenever you can, and we'll pick this up with you." + closing
)

// ConfirmCallbackNumber reads a callback number back before anything is promised on it.
func ConfirmCallbackNumber(spoken string) string {
	return fmt.Sprintf("I heard %s. Is that the right number to call you back on?", spoken)
}

// PhoneNotFound reads back the number we heard so the caller can tell which digit was wrong.
func PhoneNotFound(spoken string) string {
	return fmt.Sprintf("I heard %s, and I couldn't find a policy with that number. Could you say it again, or tell me if that's right?", spoken)
}

// DOBUnclear tells the caller what we heard when it was not a date we could read.
func DOBUnclear(heard string) string {
	return fmt.Sprintf("I heard %q, but I couldn't make out a full date. Could you say your date of birth with the month, day and year?", heard)
}

// DOBMismatch reads the caller's own date back, never the date on file.
func DOBMismatch(heard string) string {
	return fmt.Sprintf("I heard %s, and that doesn't match our records. Could you say your date of birth again?", heard)
}

// Verified greets a verified caller by the name on file.
func Verified(name string) string {
	return fmt.Sprintf("Thank you, %s, you're verified. How can I help you today?", name)
}

// ClaimFacts is what the scripted claim summary reads out about one claim.
type ClaimFacts struct {
	ID, Type, Status, Adjuster string
	Outstanding                []string
}

// maxSummarised bounds how many claims one spoken summary reads out.
const maxSummarised = 3

// ClaimSummary reads the caller's own claims out in fixed sentences, for when the model
// cannot: the caller still hears their status, adjuster and what is outstanding.
func ClaimSummary(claims []ClaimFacts) string {
	if len(claims) == 0 {
		return "I don't see any claims on your policy. Is there anything else I can help with?"
	}
	var b strings.Builder
	b.WriteString("Here's what I have.")
	for _, c := range claims[:min(len(claims), maxSummarised)] {
		fmt.Fprintf(&b, " Claim %s, %s, is %s", c.ID, c.Type, c.Status)
		if c.Adjuster != "" {
			fmt.Fprintf(&b, ", with adjuster %s", c.Adjuster)
		}
		b.WriteString(".")
		switch len(c.Outstanding) {
		case 0:
			b.WriteString(" Nothing is outstanding from you.")
		default:
			fmt.Fprintf(&b, " We still need: %s.", strings.Join(c.Outstanding, ", "))
		}
	}
	if len(claims) > maxSummarised {
		fmt.Fprintf(&b, " There are %d more claims on your policy.", len(claims)-maxSummarised)
	}
	b.WriteString(" Is there anything else I can help with?")
	return b.String()
}

// Booking lines: every outcome of the booking tools has one, so what the caller is told about
// a booking never depends on what a model made of a tool result.
const (
	BookingFallback      = "I'm sorry, I'm having trouble with the inspection calendar right now. Could you say that again in a moment?"
	BookingChoose        = "Which of those times would you like? Tell me the day and the time."
	NoOpenings           = "I'm sorry, I don't see any inspection openings in those two weeks. Would you like me to look at a later date?"
	NoOpenClaim          = "I don't see an open claim on your policy that needs an inspection, so there's nothing to book right now. Is there anything else I can help with?"
	CalendarUnavailable  = "I'm sorry, I can't reach the inspection calendar right now, and nothing has been booked. Could you try me again in a moment?"
	SlotUnavailable      = "I'm sorry, that time was just taken, so nothing was booked. Would you like me to look for other times?"
	BookingExpired       = "I'm sorry, those times are no longer held for you, so nothing was booked. Shall I look up the current openings?"
	BookingIndeterminate = "I'm sorry, I couldn't confirm whether that inspection was booked. I've asked a member of our claims team to check, and someone will call you to confirm the time. Please don't book it again in the meantime. Is there anything else I can help with?"
)

// BookingConfirm is the read-back code speaks before any booking is written: the slot as the
// calendar holds it, never as a model remembered it.
func BookingConfirm(slot string) string {
	return fmt.Sprintf("Just to confirm: an inspection on %s. Shall I book that?", slot)
}

// BookingMismatch reads back again the slot the caller confirmed, when a booking was asked
// for a different one: nothing is booked on a slot the caller did not hear.
func BookingMismatch(slot string) string {
	return fmt.Sprintf("I want to be sure I book the right time. The time you confirmed was %s. Is that the one you want?", slot)
}

// Booked confirms a booking from the stored row.
func Booked(slot string) string {
	return fmt.Sprintf("You're booked: an inspection on %s. The adjuster will meet you at the property. Is there anything else I can help with?", slot)
}

// AlreadyBooked tells a caller about the inspection their claim already has.
func AlreadyBooked(slot string) string {
	return fmt.Sprintf("Your claim already has an inspection booked, on %s. Is there anything else I can help with?", slot)
}

// open lists the lines that must keep the call open, for the guard.
var open = []string{
	Greeting, AskPhone, InvalidPhone, WhichNumber, AskDOB, LookupUnavailable, Busy, ModelFallback,
	AuthFallbackPhone, AuthFallbackDOB, ClaimFallback, FAQFallback, FAQNoMatch, Transfer, CutShort,
	EmergencyTransfer,
	PhoneNotFound("4 1 5, 5 5 5, 1 0 0 9"), DOBUnclear("the fifth"), DOBMismatch("March 4, 1990"),
	Verified("Dana Whitfield"),
	AskCallbackNumber, EmergencyAskNumber, CallbackNumberUnclear, CallbackNumberAgain, ConfirmCallbackNumber("4 1 5, 5 5 5, 0 1 0 0"),
	BookingFallback, BookingChoose, NoOpenings, NoOpenClaim, CalendarUnavailable, SlotUnavailable, BookingExpired, BookingIndeterminate,
	BookingConfirm("Tuesday, September 15, between 9:00 and 10:00 AM Eastern time, with Dana Reyes"),
	BookingMismatch("Tuesday, September 15, between 9:00 and 10:00 AM Eastern time, with Dana Reyes"),
	Booked("Tuesday, September 15, between 9:00 and 10:00 AM Eastern time, with Dana Reyes"),
	AlreadyBooked("Tuesday, September 15, between 9:00 and 10:00 AM Eastern time, with Dana Reyes"),
	BookingOptions([]string{"Tuesday, September 15, between 9:00 and 10:00 AM Eastern time, with Dana Reyes"}),
	ClaimSummary(nil),
	ClaimSummary([]ClaimFacts{{ID: "CLM-1", Type: "auto glass", Status: "open", Adjuster: "Lee Chen", Outstanding: []string{"photos"}}}),
}

// ending lists the lines that must end the call.
var ending = []string{
	Lockout, Stalled, TooLong, Refused, CallerEnded, NoAccount, Goodbye, EscalateCallback, Emergency,
	CallbackNotStored, EmergencyNotStored, NoCallbackNumber,
}

// EndsCall reports whether Vapi would hang up after hearing text: the end-call phrase,
// compared the way Vapi compares (case-insensitive, punctuation dropped, spacing folded).
func EndsCall(text string) bool {
	return strings.Contains(spoken.Fold(text), EndCallPhrase)
}

// Check verifies the end-call phrase fits Vapi's rules, that every ending line carries it
// and that no line meant to keep the call open does. serve runs it at start-up, so a typo
// can never ship a greeting that hangs up on every caller.
func Check() error {
	var errs []error
	n := len(EndCallPhrase)
	if n < 2 || n > 140 {
		errs = append(errs, fmt.Errorf("prompts: end-call phrase is %d characters, Vapi takes 2 to 140", n))
	}
	if spoken.Fold(EndCallPhrase) != EndCallPhrase {
		errs = append(errs, errors.New("prompts: end-call phrase must be lower case with no digits or punctuation"))
	}
	for _, l := range open {
		if EndsCall(l) {
			errs = append(errs, fmt.Errorf("prompts: a line that should keep the call open contains the end-call phrase: %q", l))
		}
	}
	for _, l := range ending {
		if !EndsCall(l) {
			errs = append(errs, fmt.Errorf("prompts: an ending line lacks the end-call phrase: %q", l))
		}
	}
	return errors.Join(errs...)
}

// BookingOptions reads out the soonest offered slots when the model cannot.
func BookingOptions(slots []string) string {
	return fmt.Sprintf("The soonest inspection times I have are %s. Which would you like?", strings.Join(slots, "; or "))
}
