package transport

import (
	"io"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"
)

func decodeBody(t *testing.T, body string, contentLength int64) (chatRequest, error) {
	t.Helper()
	w := httptest.NewRecorder()
	c, _ := gin.CreateTestContext(w)
	c.Request = httptest.NewRequest(http.MethodPost, "/chat/completions", strings.NewReader(body))
	c.Request.ContentLength = contentLength
	var got chatRequest
	err := decode(c, &got)
	return got, err
}

// TestDecodeAsTheDecoderDid: every body decodes to what a json.Decoder alone made of it
// (decodeStream, decode as it was before its one-pass path), and a refused one is refused
// with the same message, whether or not its length was announced.
func TestDecodeAsTheDecoderDid(t *testing.T) {
	bodies := []string{
		`{"model":"gpt-4o","stream":true,"messages":[{"role":"user","content":"hi <there> & \"you\""}],"call":{"id":"c1","customer":{"number":"+15555550100"}}}`,
		`  {"call":{"id":"c1"}}  ` + "\n",
		`{"call":{"id":"c1"}} {"call":{"id":"c2"}}`,
		`{"call":{"id":"c1"}} ]`,
		`{"call":{"id":"c1"}} }`,
		`{"call":{"id":"c1"}}x`,
		`{"call":{"id":"c1"}`,
		`{"stream":"yes"}`,
		`{"messages":[{"role":"user","content":["a",1]}]}`,
		``,
		`null`,
		`[1,2]`,
	}
	for _, body := range bodies {
		var want chatRequest
		wantErr := decodeStream([]byte(body), &want)
		for _, n := range []int64{int64(len(body)), -1} {
			got, err := decodeBody(t, body, n)
			if (err == nil) != (wantErr == nil) || err != nil && err.Error() != wantErr.Error() {
				t.Errorf("%q (length %d): error %v, the decoder's %v", body, n, err, wantErr)
			}
			if err == nil && !reflect.DeepEqual(got, want) {
				t.Errorf("%q (length %d): %+v, the decoder's %+v", body, n, got, want)
			}
		}
	}
}

// TestDecodeRefusesTooBig: a body past MaxBody is refused as too large, announced or not.
func TestDecodeRefusesTooBig(t *testing.T) {
	body := `{"model":"` + strings.Repeat("x", MaxBody) + `"}`
	for _, n := range []int64{int64(len(body)), -1} {
		_, err := decodeBody(t, body, n)
		if statusOf(err) != http.StatusRequestEntityTooLarge {
			t.Errorf("length %d: %v, want 413", n, err)
		}
	}
}

func BenchmarkDecode(b *testing.B) {
	gin.SetMode(gin.ReleaseMode)
	defer gin.SetMode(gin.DebugMode)
	var msgs []string
	for i := range 12 {
		msgs = append(msgs, `{"role":"user","content":"four one five, five five five, one oh oh nine `+strings.Repeat("x", i)+`"}`)
	}
	body := `{"model":"gpt-4o","stream":true,"messages":[` + strings.Join(msgs, ",") + `],"call":{"id":"load-1","customer":{"number":"+15555550100"}}}`
	b.Run("decoder", func(b *testing.B) {
		b.ReportAllocs()
		w := httptest.NewRecorder()
		for range b.N {
			r := httptest.NewRequest(http.MethodPost, "/chat/completions", strings.NewReader(body))
			raw, _ := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBody))
			var into chatRequest
			if err := decodeStream(raw, &into); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("decode", func(b *testing.B) {
		b.ReportAllocs()
		w := httptest.NewRecorder()
		c, _ := gin.CreateTestContext(w)
		for range b.N {
			c.Request = httptest.NewRequest(http.MethodPost, "/chat/completions", strings.NewReader(body))
			var into chatRequest
			if err := decode(c, &into); err != nil {
				b.Fatal(err)
			}
		}
	})
}
