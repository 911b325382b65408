package phone

import "testing"

// TestPlaceNames covers a place named beside an area code with "new" in its name: it is no
// new number and corrects nothing, while "new" on its own still does.
func TestPlaceNames(t *testing.T) {
	tests := []struct {
		words string
		want  string // "" means refused
	}{
		{"the area code is nine seven three, that's New Jersey, then two two one, four four oh six", "+19732214406"},
		{"five oh five, New Mexico, and then eight eight two, one nine one nine", "+15058821919"},
		{"it's a New York number, two one two, six four six, oh oh one two", "+12126460012"},
		{"six oh three, up in New Hampshire, four one one, two two oh eight. Four one one, two two oh eight.", "+16034112208"},
		// "new" alone still marks the number the caller means.
		{"the old one was 212 555 0101, the new one is 617 555 0134", "+16175550134"},
		// A place does not settle two numbers.
		{"212 555 0101 is the New York one and 617 555 0134 is the Boston one", ""},
	}
	for _, tt := range tests {
		t.Run(tt.words, func(t *testing.T) {
			n, err := Parse(tt.words, "US")
			if tt.want == "" {
				if err == nil {
					t.Fatalf("Parse(%q) = %q; want refused", tt.words, n.E164)
				}
				return
			}
			if err != nil || n.E164 != tt.want {
				t.Fatalf("Parse(%q) = %q, %v; want %s", tt.words, n.E164, err, tt.want)
			}
		})
	}
}
