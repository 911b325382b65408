package spoken

// A transcriber writes notes among the caller's words: "[inaudible]", "(crosstalk)",
// "*cough*", "[pause]". Each reader of numbers decides what a note does to what it reads (the
// date reader refuses a date with words lost beside it; the phone reader reads the number
// said whole after one), but what a note says is the same for both, so the words that say it
// are kept here, once.

// NoteSense is what a word inside a transcriber's note says happened.
type NoteSense int

// The senses a note word may have.
const (
	// NoteOther: the word says nothing of the kind (a time, a speaker's name, a caller's
	// words written in brackets).
	NoteOther NoteSense = iota
	// NoteLost: words were said that the transcriber could not make out.
	NoteLost
	// NoteLoud: a sound that may drown a word said under it.
	NoteLoud
	// NoteQuiet: the caller was not speaking (a pause, a breath, a laugh): nothing was lost.
	NoteQuiet
)

// noteWords are the note words, by what they say. No word has two senses.
var noteWords = func() map[string]NoteSense {
	m := map[string]NoteSense{}
	for sense, words := range map[NoteSense][]string{
		NoteLost:  {"approx", "approximately", "audio", "blank", "breaking", "breaks", "crosstalk", "cut", "cuts", "distorted", "distortion", "dropout", "drops", "garbled", "glitch", "guess", "illegible", "inaudible", "incomprehensible", "indistinct", "interference", "lost", "maybe", "missing", "muffled", "overlapping", "overtalk", "possibly", "probably", "redacted", "sounds", "speech", "static", "talking", "uncertain", "unclear", "unheard", "unintelligible", "unk", "unknown", "unsure", "untranscribed", "voice", "voices", "word", "words"},
		NoteLoud:  {"baby", "background", "bang", "bark", "barking", "barks", "beep", "beeping", "beeps", "buzz", "buzzing", "click", "clicking", "clicks", "cough", "coughing", "coughs", "cries", "crying", "dog", "echo", "feedback", "hiss", "honking", "horn", "music", "noise", "noises", "radio", "ring", "ringing", "rings", "rustling", "siren", "sirens", "sneeze", "sneezes", "sniff", "sniffs", "television", "throat", "thud", "tone", "traffic", "tv", "typing", "wind"},
		NoteQuiet: {"breath", "breathes", "breathing", "chuckle", "chuckles", "chuckling", "exhales", "hesitates", "hesitation", "inhales", "laugh", "laughing", "laughs", "laughter", "pause", "pauses", "sigh", "sighing", "sighs", "silence"},
	} {
		for _, w := range words {
			if _, dup := m[w]; dup {
				panic("spoken: note word " + w + " has two senses")
			}
			m[w] = sense
		}
	}
	return m
}()

// NoteWord returns what w, a lower-case word inside a transcriber's note, says happened.
func NoteWord(w string) NoteSense { return noteWords[w] }
