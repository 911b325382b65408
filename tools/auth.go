package tools

import (
	"context"
	"errors"
	"strings"

	"claimsline/internal/domain"
	"claimsline/internal/identity"
	"claimsline/internal/spoken/dob"
	"claimsline/internal/spoken/phone"
)

// CustomerFinder finds a customer by the E.164 key of their policy phone number.
type CustomerFinder interface {
	CustomerByPhone(ctx context.Context, e164 string) (domain.Customer, error)
}

// LookupArgs are lookup_customer's arguments: the caller's words, as spoken.
type LookupArgs struct {
	Phone string `json:"phone"`
	DOB   string `json:"dob"`
}

// LookupResult is lookup_customer's answer. Only Status, Spoken, Heard and Name are shown
// to the model. Identity leaves this package on one path: Grant is set only with
// StatusVerified, and only identity.Verify can make one.
type LookupResult struct {
	Status string `json:"status"`
	Spoken string `json:"spoken,omitempty"`
	Heard  string `json:"heard,omitempty"`
	Name   string `json:"name,omitempty"`
	// Ask, with StatusInvalidPhone, says what to ask the caller: AskWhichNumber when two
	// different numbers were heard.
	Ask string `json:"ask,omitempty"`
	// E164 is the key the words became, kept by code for the second factor.
	E164  string          `json:"-"`
	Grant *identity.Grant `json:"-"`
}

// Lookup is lookup_customer. Words become keys here, by deterministic parsers that refuse
// to guess; a wrong key would not fail, it would find the wrong person.
//
// said is everything the caller has said on this call. A key must be grounded in it: the
// number's digits must have been spoken by the caller, and the date must be one the caller
// said. A model that invents a number or a date (or copies one from anywhere but the
// caller) gets the same answer as words that hold no number or date.
func Lookup(ctx context.Context, finder CustomerFinder, region string, dates dob.Parser, args LookupArgs, said []string) LookupResult {
	num, err := ReadPhone(ctx, args.Phone, region)
	if errors.Is(err, phone.ErrTwoNumbers) {
		// Two different complete numbers and nothing said which: ask, never guess.
		return LookupResult{Status: StatusInvalidPhone, Ask: AskWhichNumber}
	}
	if err != nil || !spokenDigits(ctx, num.E164, region, said) {
		return LookupResult{Status: StatusInvalidPhone}
	}
	c, err := finder.CustomerByPhone(ctx, num.E164)
	switch {
	case errors.Is(err, domain.ErrNotFound):
		return LookupResult{Status: StatusNotFound, Spoken: num.Spoken, E164: num.E164}
	case err != nil:
		return LookupResult{Status: StatusLookupUnavailable}
	case args.DOB == "":
		// The account exists; nothing about it is disclosed, only our own readback.
		return LookupResult{Status: StatusNeedsSecondFactor, Spoken: num.Spoken, E164: num.E164}
	}
	d, err := ReadDate(ctx, dates, args.DOB)
	if err == nil && !spokenDate(ctx, dates, d, said) {
		err = &dob.Error{Heard: args.DOB, Reason: "not a date the caller said"}
	}
	if err != nil {
		var de *dob.Error
		heard := args.DOB
		if errors.As(err, &de) {
			heard = de.Heard
		}
		return LookupResult{Status: StatusInvalidDOB, Heard: heard, E164: num.E164}
	}
	grant, ok := identity.Verify(c, d)
	if !ok {
		// The caller's own date read back, never the one on file.
		return LookupResult{Status: StatusFactorMismatch, Heard: d.Spoken(), E164: num.E164}
	}
	return LookupResult{Status: StatusVerified, Name: c.Name, E164: num.E164, Grant: &grant}
}

// AskWhichNumber is the Ask of an invalid_phone result when the caller said two different
// complete numbers and nothing decided between them.
const AskWhichNumber = "which_number"

// EndArgs are end_verification's arguments.
type EndArgs struct {
	Reason string `json:"reason"`
}

// spokenDigits reports whether the caller's own words make e164: one utterance (or two in a
// row) reads as that number, corrections applied, or its national digits appear, in order
// and unbroken, in the digits the caller spoke on this call (fragments across utterances
// joined, since a number is often said in pieces).
func spokenDigits(ctx context.Context, e164, region string, said []string) bool {
	// The cheap test first: the digits as heard, joined across utterances. It settles almost
	// every lookup, so the reader runs again below only for what it cannot see (a number
	// that a correction rebuilt from parts).
	var heard strings.Builder
	for _, words := range said {
		for _, r := range phone.Runs(words) {
			heard.WriteString(r.Digits)
		}
	}
	all := heard.String()
	// The national number is the E.164 digits less a country code of one to three digits;
	// the longest suffix that the caller said must still be at least seven digits long.
	digits := strings.TrimPrefix(e164, "+")
	for cc := 1; cc <= 3 && cc < len(digits); cc++ {
		if national := digits[cc:]; len(national) >= 7 && strings.Contains(all, national) {
			return true
		}
	}
	// Newest first: the words a number came from are usually the latest.
	for i := len(said) - 1; i >= 0; i-- {
		if n, err := ReadPhone(ctx, said[i], region); err == nil && n.E164 == e164 {
			return true
		}
		if i > 0 {
			if n, err := ReadPhone(ctx, said[i-1]+" "+said[i], region); err == nil && n.E164 == e164 {
				return true
			}
		}
	}
	return false
}

// spokenDate reports whether the caller said date d in one utterance or across two in a row.
// Newest first: the date is usually in the words of this turn, which the lookup has just
// read, so the answer is almost always found without reading anything again.
func spokenDate(ctx context.Context, dates dob.Parser, d dob.Date, said []string) bool {
	for i := len(said) - 1; i >= 0; i-- {
		if got, err := ReadDate(ctx, dates, said[i]); err == nil && got == d {
			return true
		}
		if i > 0 {
			if got, err := ReadDate(ctx, dates, said[i-1]+" "+said[i]); err == nil && got == d {
				return true
			}
		}
	}
	return false
}
