package turn

import "testing"

func TestFold(t *testing.T) {
	cases := []struct {
		name string
		kept []string
		now  string
		want string
	}{
		{"nothing kept", nil, "hello", "hello"},
		{"growing re-sends", []string{"my number is", "my number is four one five"}, "My number is four one five, five five five.", "My number is four one five, five five five."},
		{"the same words again", []string{"four one five"}, "Four one five.", "Four one five."},
		{"a shorter repeat adds nothing", []string{"four one five five five five"}, "four one five", "four one five five five five"},
		{"separate words join in order", []string{"yes that's me"}, "my birthday is March 14th", "yes that's me my birthday is March 14th"},
		{"blank words are skipped", []string{" "}, "hi", "hi"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := fold(tc.kept, tc.now); got != tc.want {
				t.Fatalf("fold(%q, %q) = %q, want %q", tc.kept, tc.now, got, tc.want)
			}
		})
	}
}
