package phone

import "strings"

// restartPhrases say the caller is starting the whole number again ("959... I'll start
// again. 959 431 4315", "sorry, from the top"). Said after some digits, they drop everything
// said before: read as parts of one number, a part said before a restart may stand in for a
// part said after it, and make another number than the one said in full.
var restartPhrases = []string{"start again", "start over", "start that again", "start it again",
	"starting again", "starting over", "from the top", "from the beginning", "begin again",
	"start from the beginning"}

// restarts reports words that start the number again.
func restarts(words []string) bool {
	s := " " + strings.Join(normalise(words), " ") + " "
	for _, p := range restartPhrases {
		if strings.Contains(s, " "+p+" ") {
			return true
		}
	}
	return false
}

// restartAside sets aside every group said before the last restart ("let me start over"):
// the number is what follows it, said whole, or nothing.
func restartAside(groups []group, other []bool) {
	for i := len(groups) - 1; i > 0; i-- {
		if restarts(groups[i].words) {
			for j := range i {
				other[j] = true
			}
			return
		}
	}
}
