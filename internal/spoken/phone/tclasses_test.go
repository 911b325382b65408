package phone

import (
	"errors"
	"testing"
)

// sharedCodeAbroadCases: a number of another country that shares country code 1 (the
// Caribbean's area codes), in our own wording. It is a phone abroad, not the one a US policy
// carries, and is refused as "plus 44 ..." is. The home countries' numbers still read: the
// US, Canada, and the US territories with their own area codes.
var sharedCodeAbroadCases = []parseCase{
	{"shared code abroad", "it's my Bahamas cell, 242 555 0190", "", ErrAbroad},
	{"shared code abroad", "eight oh nine, five five five, oh one nine oh", "", ErrAbroad},
	{"shared code abroad", "the number is 868-555-0190, I'm in Trinidad for the month", "", ErrAbroad},
	{"shared code abroad", "1 876 555 0190", "", ErrAbroad},
	// Still read: the US, Canada, Puerto Rico, the Virgin Islands; a trip named beside a
	// US number.
	{"shared code abroad", "it's 404 555 0190", "+14045550190", nil},
	{"shared code abroad", "my Toronto number, 416 555 0190", "+14165550190", nil},
	{"shared code abroad", "siete ocho siete, 555 0190, I live in San Juan", "+17875550190", nil},
	{"shared code abroad", "my cell on St. Thomas is 340 555 0190", "+13405550190", nil},
	{"shared code abroad", "I'm visiting family in Jamaica but my number is 404 555 0190", "+14045550190", nil},
}

func TestTClasses(t *testing.T) {
	runParseCases(t, sharedCodeAbroadCases)
	// ParseAnyCountry still reads a number abroad, for ringing the caller back on.
	if got, err := ParseAnyCountry("876 555 0190", "US"); err != nil || got.E164 != "+18765550190" {
		t.Errorf("ParseAnyCountry(876 ...) = %+v, %v; want +18765550190", got, err)
	}
	if _, err := Parse("876 555 0190", "US"); !errors.Is(err, ErrNoNumber) {
		t.Errorf("Parse(876 ...) = %v; want an ErrNoNumber", err)
	}
}
