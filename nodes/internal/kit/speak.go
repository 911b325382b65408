package kit

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"unicode"

	openai "github.com/sashabaranov/go-openai"

	"claimsline/internal/llm"
	"claimsline/internal/voice"
	"claimsline/prompts"
	"claimsline/state"
)

// Spoken is what a streamed model answer came to.
type Spoken struct {
	// Text is what the caller hears: the sentences that passed the check, and, when the
	// answer was cut, the scripted line that closed it.
	Text string
	// Calls are the model's tool calls when it proposed tools before saying anything.
	Calls []state.ToolCall
	// Cut is set when a sentence failed the check, or the model failed mid-answer: a
	// scripted line stands in for the rest, as for any fallback.
	Cut bool
}

// Update turns an answer into the agent's update: the reply, marked as a fallback when a
// scripted line had to close it.
func (sp Spoken) Update(s state.Call) state.Update {
	if sp.Cut {
		return Fallback(s, sp.Text)
	}
	return s.Reply(sp.Text)
}

// ErrHalted wraps the sink's error when the turn was stopped while its answer was being
// said (superseded by a newer request, or the client gone). A node returns it as its error:
// the turn ends there and saves nothing.
var ErrHalted = errors.New("kit: turn halted while speaking")

// errStop ends a model stream from the inside once the answer is settled (a sentence failed
// the check, or the reply reached its length).
var errStop = errors.New("kit: answer settled")

// Speak asks the model for the next message of the call as a stream and speaks its answer
// sentence by sentence as it arrives: each sentence passes the same check a whole reply
// passes (Safe, names included), the ones that pass go to the context's voice.Sink at once, and the first
// one that fails is never said: the model is stopped and a scripted line closes the answer
// (fallback when nothing was said yet, prompts.CutShort after). A model that proposes tools
// before it has said anything gets its calls back to run; once a sentence has been said the
// message is an answer, and the calls it makes after that are dropped.
//
// The error is the model's when it failed before a word was said (the node falls back as
// for any model failure), or the sink's when the turn must stop (superseded, client gone).
func Speak(ctx context.Context, m Model, system string, s state.Call, offered []openai.Tool, choice Choice, fallback string) (Spoken, error) {
	req := request(system, s, offered, choice)
	sink := voice.From(ctx)
	sp := &speech{s: s, names: newNames(ctx, s)}
	var sinkErr error
	var split Sentences
	say := func(sentence string) error {
		ok, more := sp.check(ctx, sentence)
		if !ok {
			return errStop
		}
		if sink != nil {
			if err := sink.Say(ctx, sentence); err != nil {
				sinkErr = fmt.Errorf("%w: %w", ErrHalted, err)
				return sinkErr
			}
		}
		sp.said = append(sp.said, sentence)
		if !more {
			return errStop
		}
		return nil
	}
	heard := func(piece string) error {
		for _, sentence := range split.Add(piece) {
			if err := say(sentence); err != nil {
				return err
			}
		}
		return nil
	}
	var msg openai.ChatCompletionMessage
	var err error
	if sink == nil {
		// Nobody to speak to while the model writes (a JSON reply): one plain call is
		// cheaper than a stream, and the answer passes the same checks, sentence by sentence.
		// A message with tool calls is a proposal; its text is not said.
		if msg, err = m.Complete(ctx, req); err == nil && len(Calls(msg, choice)) == 0 {
			err = heard(msg.Content)
		}
	} else {
		msg, err = m.Stream(ctx, req, heard)
	}
	switch {
	case sinkErr != nil:
		return Spoken{Text: sp.text()}, sinkErr
	case errors.Is(err, errStop):
		// Settled from inside; what was said stands.
	case err != nil && len(sp.said) == 0:
		return Spoken{}, fmt.Errorf("kit: speak: %w", err)
	case err != nil:
		sp.cut = true
	default:
		if len(sp.said) == 0 {
			if calls := Calls(msg, choice); len(calls) > 0 {
				return Spoken{Calls: calls}, nil
			}
		}
		if rest := split.Rest(); rest != "" {
			if err := say(rest); err != nil && sinkErr != nil {
				return Spoken{Text: sp.text()}, sinkErr
			}
		}
	}
	if len(sp.said) == 0 {
		// Nothing usable was said: the node's own scripted line, as for a refused reply.
		sp.cut = true
	}
	if sp.cut {
		line := prompts.CutShort
		if len(sp.said) == 0 {
			line = fallback
		}
		if sink != nil {
			if err := sink.Say(ctx, line); err != nil {
				return Spoken{Text: sp.text()}, fmt.Errorf("%w: %w", ErrHalted, err)
			}
		}
		sp.said = append(sp.said, line)
	}
	return Spoken{Text: sp.text(), Cut: sp.cut}, nil
}

// speech is the answer being said.
type speech struct {
	s     state.Call
	names *names
	said  []string
	cut   bool
}

func (sp *speech) text() string { return strings.Join(sp.said, " ") }

// check decides on the next sentence: ok when it may be said, more when the answer may go
// on after it. A sentence fails the check as a whole reply would (Safe), judged together
// with what was already said, so an end-call phrase split over two sentences is caught; a
// sentence that would take the reply past its length ends the answer before it, as a
// whole reply is cut at its last sentence that fits. Names are checked per sentence (a
// name does not span two), so each sentence costs at most one query.
func (sp *speech) check(ctx context.Context, sentence string) (ok, more bool) {
	sentence = strings.TrimSpace(sentence)
	if sentence == "" {
		return true, true
	}
	so := sp.text()
	if len(so)+1+len(sentence) > maxReply {
		if len(sp.said) == 0 {
			sp.cut = true
		}
		return false, false
	}
	if _, ok := safe(sp.s, strings.TrimSpace(so+" "+sentence)); !ok || !sp.names.clear(ctx, sentence) {
		sp.cut = true
		return false, false
	}
	return true, true
}

// request is the chat request an agent sends: the call's transcript behind its system
// prompt, and the tools it may use.
func request(system string, s state.Call, offered []openai.Tool, choice Choice) openai.ChatCompletionRequest {
	req := openai.ChatCompletionRequest{
		Messages:            llm.Messages(system, s.Transcript),
		Temperature:         0.2,
		MaxCompletionTokens: 300,
	}
	if len(offered) > 0 {
		req.Tools = offered
		req.ToolChoice = choice.wire()
	}
	return req
}

// Sentences cuts streamed text into sentences as they complete, so each can be checked and
// said while the model writes the next. A sentence ends at ".", "!" or "?" followed by a
// space (not inside "3.5" or after a title such as "Dr."), or at a line break.
type Sentences struct {
	buf string
}

// Add takes the next piece of text and returns the sentences it completed, trimmed.
func (b *Sentences) Add(piece string) []string {
	b.buf += piece
	var out []string
	for {
		end := sentenceEnd(b.buf)
		if end < 0 {
			return out
		}
		if s := strings.TrimSpace(b.buf[:end]); s != "" {
			out = append(out, s)
		}
		b.buf = b.buf[end:]
	}
}

// Rest returns the text after the last complete sentence: at the end of a stream, the last
// sentence, which may lack its full stop.
func (b *Sentences) Rest() string { return strings.TrimSpace(b.buf) }

// titles are words whose full stop does not end a sentence.
var titles = map[string]bool{"mr": true, "mrs": true, "ms": true, "dr": true, "st": true, "jr": true, "sr": true, "e.g": true, "i.e": true, "vs": true}

// sentenceEnd returns the index just after the first sentence end in s, or -1.
func sentenceEnd(s string) int {
	for i, r := range s {
		switch r {
		case '\n':
			return i + 1
		case '.', '!', '?':
			j := i + 1
			for j < len(s) && strings.ContainsRune(`.!?"')`, rune(s[j])) {
				j++
			}
			if j >= len(s) || !unicode.IsSpace(rune(s[j])) {
				continue // a decimal, an ellipsis still arriving, or the stream's last piece
			}
			if r == '.' && titles[lastWord(s[:i])] {
				continue
			}
			return j
		}
	}
	return -1
}

func lastWord(s string) string {
	i := strings.LastIndexFunc(s, func(r rune) bool { return unicode.IsSpace(r) || r == '(' })
	return strings.ToLower(s[i+1:])
}
