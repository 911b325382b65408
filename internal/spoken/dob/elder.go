package dob

import "regexp"

// A two-digit year in the 2000s ("oh-eight") makes a caller of 18 to 26, and the same two
// digits a century earlier would make them over a hundred: the short-year rule (maxShortAge)
// rightly reads the 2000s. But a caller who says, in the same breath, what only a long life
// brings ("I've outlived three husbands", "my great-grandson", "since I retired") is not
// eighteen: the year is a slip or a joke, and either way the date is not one to verify by.
// It is refused, and the caller asked again for the whole year.

// elderWords are what a caller says of their own long life. Each is something a young adult
// caller cannot say of themselves; "my grandson" is one (an 18-year-old has no grandchild),
// "my grandmother" is not.
var elderWords = regexp.MustCompile(`\b(?:outlived|outlive|widow|widowed|widower|my late (?:husband|wife)|grand(?:kids?|children|child|son|sons|daughter|daughters|baby|babies)|great\W?grand\w*|retired|retirement|my pension|social security check|medicare|at my age|in my (?:sixties|seventies|eighties|nineties)|(?:sixty|seventy|eighty|ninety)\W?(?:something|odd|plus)|nursing home|assisted living|old lady|old woman|old man|an old timer)\b`)

// youngShortYear reports a date whose year was said in two digits and placed in the 2000s, by
// a caller whose words speak of a long life (elderWords): see this file's comment.
func youngShortYear(dt Date, short bool, lower string) bool {
	return short && dt.Year >= 2000 && elderWords.MatchString(lower)
}
