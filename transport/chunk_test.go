package transport

import (
	"encoding/json"
	"testing"
)

// The chunk as encoding/json writes it: the oracle appendChunk is held to.
type chunkDelta struct {
	Role    string `json:"role,omitempty"`
	Content string `json:"content,omitempty"`
}

type chunkChoice struct {
	Index        int        `json:"index"`
	Delta        chunkDelta `json:"delta"`
	FinishReason *string    `json:"finish_reason"`
}

type chunk struct {
	ID      string        `json:"id"`
	Object  string        `json:"object"`
	Created int64         `json:"created"`
	Model   string        `json:"model"`
	Choices []chunkChoice `json:"choices"`
}

func marshalChunk(t testing.TB, id, model string, created int64, role, content string, stop bool) string {
	c := chunkChoice{Delta: chunkDelta{Role: role, Content: content}}
	if stop {
		s := "stop"
		c.FinishReason = &s
	}
	raw, err := json.Marshal(chunk{ID: id, Object: "chat.completion.chunk", Created: created, Model: model, Choices: []chunkChoice{c}})
	if err != nil {
		t.Fatal(err)
	}
	return string(raw)
}

func TestAppendChunkIsEncodingJSON(t *testing.T) {
	cases := []struct {
		id, model, role, content string
		created                  int64
		stop                     bool
	}{
		{"chatcmpl-call-1-3", "gpt-4o", "assistant", "", 1764633600, false},
		{"chatcmpl-call-1-3", "gpt-4o", "", "Your claim CLM-20417 is \"open\" <still> & moving.", 1764633600, false},
		{"chatcmpl-x-superseded", "claimsline", "", "", 0, true},
		{"id\twith\nodd\xffbytes", "model\u2028", "", " Thanks — that's all.", -1, false},
	}
	for _, c := range cases {
		want := marshalChunk(t, c.id, c.model, c.created, c.role, c.content, c.stop)
		if got := string(appendChunk(nil, c.id, c.model, c.created, c.role, c.content, c.stop)); got != want {
			t.Errorf("appendChunk = %s\njson.Marshal  %s", got, want)
		}
	}
}

func FuzzAppendChunk(f *testing.F) {
	f.Add("chatcmpl-a-1", "gpt-4o", int64(1764633600), "assistant", "Hello <there> & \"you\".", false)
	f.Fuzz(func(t *testing.T, id, model string, created int64, role, content string, stop bool) {
		want := marshalChunk(t, id, model, created, role, content, stop)
		if got := string(appendChunk(nil, id, model, created, role, content, stop)); got != want {
			t.Errorf("appendChunk = %s\njson.Marshal  %s", got, want)
		}
	})
}

func BenchmarkChunk(b *testing.B) {
	const sentence = "Your claim CLM-20417 is open and your adjuster is Maria Lopez."
	b.Run("json.Marshal", func(b *testing.B) {
		b.ReportAllocs()
		for range b.N {
			_ = "data: " + marshalChunk(b, "chatcmpl-call-1-3", "gpt-4o", 1764633600, "", sentence, false) + "\n\n"
		}
	})
	b.Run("appendChunk", func(b *testing.B) {
		b.ReportAllocs()
		var buf []byte
		for range b.N {
			buf = appendChunk(append(buf[:0], "data: "...), "chatcmpl-call-1-3", "gpt-4o", 1764633600, "", sentence, false)
			buf = append(buf, '\n', '\n')
		}
	})
}
