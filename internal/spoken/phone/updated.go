package phone

import "regexp"

// oldOnRecord is a caller saying the insurer's records may hold their old number: "you might
// have my old number", "the policy probably still has the old one on file", "you guys have my
// previous cell". Alone it is a doubt about which number the policy carries (a hedge, and the
// old number selected as the policy's), so the number given after it is refused.
var oldOnRecord = regexp.MustCompile(`(?i)\b(?:you|you guys|y'?all|they|the policy|the account|your system|your records|the system)\s+` +
	`(?:(?:might|may|probably|could|would|should|must)\s+)?(?:still\s+)?(?:have|has|got|show|shows|list|lists)\s+(?:got\s+)?` +
	`(?:my|the|our)\s+(?:old|older|previous|former)\s+(?:cell\s+|phone\s+|home\s+)?(?:number|one|cell|phone|line)` +
	`(?:\s+(?:on file|on there|on it|on record|in the system|on the policy|on the account))?`)

// recordsUpdated say the caller has since put the new number on the policy: "I updated the
// policy", "we changed it on the account", "I updated it with you guys", "the policy's been
// updated". A change of the phone alone ("I changed it", "I switched carriers") says nothing
// of the policy, so the object must be the policy, the account or the insurer.
var recordsUpdated = regexp.MustCompile(`(?i)\b(?:i|we)\s+(?:already\s+|just\s+|then\s+)?(?:updated|changed|fixed)\s+` +
	`(?:(?:it|that|the number|my number|the phone number)\s+(?:on|with|in)\s+(?:the policy|the account|my policy|my account|you|you guys|the file|your system|the system|file)` +
	`|the policy|the account|my policy|my account|the records|my info|my information|my details)\b` +
	`|\b(?:the policy|the account|my policy|my account|the records|the file)\s*(?:'s|has|was|is|got)\s+(?:been\s+)?(?:updated|changed)\b`)

// recordUpdated reads "you might have my old number, ... but I updated the policy ..., so
// it's the new one, 737 410 2256": the old number the records may hold is taken back by the
// caller saying the policy was updated since. The clause about the old number is dropped, and
// the rest is read as said: the number given is read only if nothing else withdraws it (a
// hedge, a number named as the old one, two numbers nothing decides). The update must come
// after the clause; without it the doubt stands.
func recordUpdated(words string) (string, bool) {
	loc := oldOnRecord.FindStringIndex(words)
	if loc == nil || !recordsUpdated.MatchString(words[loc[1]:]) {
		return "", false
	}
	return words[:loc[0]] + words[loc[1]:], true
}
