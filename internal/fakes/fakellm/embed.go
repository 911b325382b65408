package fakellm

import (
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"math"
	"net/http"
	"strconv"
	"strings"
	"unicode"

	openai "github.com/sashabaranov/go-openai"
)

// EmbeddingDims is the vector length the fake embeddings endpoint returns
// when the request does not ask for specific dimensions. It is small to keep
// tests fast while leaving room for texts to differ.
const EmbeddingDims = 64

// Embed returns the fake model's embedding of text: a hashed bag of
// lower-cased words, L2-normalised, of length dims (EmbeddingDims if dims is
// not positive). It is exported so tests can compute expected vectors and
// the offline demo can embed without HTTP. It is deterministic, and texts
// sharing words have a positive cosine similarity, which is enough for
// retrieval code to rank sensibly. Text with no words maps to a fixed unit
// vector instead of zero, so cosine similarity never divides by zero.
func Embed(text string, dims int) []float32 {
	if dims <= 0 {
		dims = EmbeddingDims
	}
	sum := make([]float64, dims)
	for _, word := range words(text) {
		sum[bucket(word, dims)] += sign(word)
	}
	return normalise(sum)
}

func words(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
}

func bucket(word string, dims int) int {
	h := fnv.New64a()
	_, _ = h.Write([]byte(word)) // hash writes never fail
	return int(h.Sum64() % uint64(dims))
}

// sign spreads words over both signs of a dimension (signed feature hashing)
// so that collisions between unrelated words tend to cancel instead of
// making every pair of texts look similar.
func sign(word string) float64 {
	h := fnv.New32a()
	_, _ = h.Write([]byte(word))
	if h.Sum32()&1 == 0 {
		return 1
	}
	return -1
}

func normalise(v []float64) []float32 {
	var norm float64
	for _, x := range v {
		norm += x * x
	}
	out := make([]float32, len(v))
	if norm == 0 {
		out[0] = 1
		return out
	}
	norm = math.Sqrt(norm)
	for i, x := range v {
		out[i] = float32(x / norm)
	}
	return out
}

// serveEmbeddings answers POST /embeddings with Embed for every input, in
// OpenAI's response shape, honouring "dimensions" and base64 encoding so
// go-openai's CreateEmbeddings works with any request it builds.
func (s *Server) serveEmbeddings(w http.ResponseWriter, r *http.Request) {
	s.inFlight.Add(1)
	defer s.inFlight.Add(-1)

	body, err := io.ReadAll(r.Body)
	if err != nil {
		writeError(w, http.StatusBadRequest, fmt.Sprintf("fakellm: read embeddings request body: %v", err))
		return
	}
	var req struct {
		Input          json.RawMessage                `json:"input"`
		Model          string                         `json:"model"`
		EncodingFormat openai.EmbeddingEncodingFormat `json:"encoding_format"`
		Dimensions     int                            `json:"dimensions"`
	}
	if err := json.Unmarshal(body, &req); err != nil {
		writeError(w, http.StatusBadRequest, fmt.Sprintf("fakellm: decode embeddings request: %v", err))
		return
	}
	inputs, err := embeddingInputs(req.Input)
	if err != nil {
		writeError(w, http.StatusBadRequest, fmt.Sprintf("fakellm: embeddings input: %v", err))
		return
	}

	s.mu.Lock()
	s.embeddings++
	s.mu.Unlock()

	type item struct {
		Object    string `json:"object"`
		Index     int    `json:"index"`
		Embedding any    `json:"embedding"` // []float32, or a base64 string
	}
	data := make([]item, len(inputs))
	promptTokens := 0
	for i, text := range inputs {
		vec := Embed(text, req.Dimensions)
		data[i] = item{Object: "embedding", Index: i, Embedding: vec}
		if req.EncodingFormat == openai.EmbeddingEncodingFormatBase64 {
			data[i].Embedding = encodeBase64(vec)
		}
		promptTokens += tokens(len(text))
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"object": "list",
		"data":   data,
		"model":  req.Model,
		"usage":  wireUsage{PromptTokens: promptTokens, TotalTokens: promptTokens},
	})
}

// embeddingInputs accepts every input shape OpenAI does: a string, an array
// of strings, a token array or an array of token arrays. Tokens are turned
// into words ("t123") so token inputs still embed deterministically.
func embeddingInputs(raw json.RawMessage) ([]string, error) {
	var one string
	if err := json.Unmarshal(raw, &one); err == nil {
		return []string{one}, nil
	}
	var many []string
	if err := json.Unmarshal(raw, &many); err == nil {
		return many, nil
	}
	var tokens []int
	if err := json.Unmarshal(raw, &tokens); err == nil {
		return []string{tokenText(tokens)}, nil
	}
	var batches [][]int
	if err := json.Unmarshal(raw, &batches); err == nil {
		out := make([]string, len(batches))
		for i, b := range batches {
			out[i] = tokenText(b)
		}
		return out, nil
	}
	return nil, errInvalidInput
}

// errInvalidInput reports an embeddings input of an unsupported shape.
var errInvalidInput = errors.New("input must be a string, an array of strings, or token arrays")

func tokenText(tokens []int) string {
	parts := make([]string, len(tokens))
	for i, t := range tokens {
		parts[i] = "t" + strconv.Itoa(t)
	}
	return strings.Join(parts, " ")
}

// encodeBase64 packs vec as little-endian float32s, OpenAI's base64 format.
func encodeBase64(vec []float32) string {
	buf := make([]byte, 4*len(vec))
	for i, x := range vec {
		binary.LittleEndian.PutUint32(buf[4*i:], math.Float32bits(x))
	}
	return base64.StdEncoding.EncodeToString(buf)
}
