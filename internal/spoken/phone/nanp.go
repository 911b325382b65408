package phone

import (
	"regexp"
	"strings"

	"github.com/nyaruka/phonenumbers"
)

// Country code 1 is shared by some twenty countries besides the United States and Canada:
// Jamaica is 876, the Bahamas 242, the Dominican Republic 809, Trinidad 868. Their numbers
// look exactly like a US number ("eight seven six, five five five, ...") and the country code
// test of Parse lets them through. A caller who gives one is giving the phone they have with
// them abroad or in another country ("my Jamaica number, I'm down here visiting"), not the
// one a US or Canadian policy carries, exactly as with "plus four four ...": so it is
// ErrAbroad too, and the agent asks for the number on the policy.

// nanpHome are the regions of the North American plan a US or Canadian line's policies carry
// numbers of: the two countries themselves, whose numbers are read on each other's lines
// (see Parse), and the US territories, which have area codes of their own (Puerto Rico 787
// and 939, the Virgin Islands 340, Guam 671, American Samoa 684, the Northern Marianas 670)
// but are the United States.
var nanpHome = map[string]bool{"US": true, "CA": true, "PR": true, "VI": true, "GU": true, "AS": true, "MP": true}

// nanpCountry is another country of the North American plan and the leading digits (area
// codes) of its numbers.
type nanpCountry struct {
	region  string
	leading *regexp.Regexp
}

// nanpOthers are the other countries of the North American plan, taken from the phone
// number library's own metadata (each has its area codes as leading digits there) so an
// area code assigned later arrives with the library and is not a list kept by hand here.
var nanpOthers = func() []nanpCountry {
	coll, err := phonenumbers.MetadataCollection()
	if err != nil {
		// The metadata is compiled into the library; failing to read it is a broken build.
		panic("phone: phone number metadata: " + err.Error())
	}
	var out []nanpCountry
	for _, md := range coll.GetMetadata() {
		if md.GetCountryCode() != 1 || nanpHome[md.GetId()] || md.GetLeadingDigits() == "" {
			continue
		}
		out = append(out, nanpCountry{region: md.GetId(), leading: regexp.MustCompile("^(?:" + md.GetLeadingDigits() + ")")})
	}
	return out
}()

// nanpAbroad returns the region of another country a +1 number (E.164) belongs to by its
// area code, when the line is a home one (nanpHome); "" when the number is of the line's own
// countries, or the line is not a home one (a line in Jamaica is not judged by this rule).
func nanpAbroad(e164, line string) string {
	if !nanpHome[line] || !strings.HasPrefix(e164, "+1") {
		return ""
	}
	nsn := strings.TrimPrefix(e164, "+1")
	for _, c := range nanpOthers {
		if c.leading.MatchString(nsn) {
			return c.region
		}
	}
	return ""
}
