package vapiconfig_test

import (
	"encoding/json"
	"strings"
	"testing"

	"claimsline/prompts"
	"claimsline/transport/vapiconfig"
)

func TestNew(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in, wantBase, wantErr string
	}{
		{in: "https://claims.example.com", wantBase: "https://claims.example.com"},
		{in: "https://claims.example.com/", wantBase: "https://claims.example.com"},
		{in: " https://claims.example.com:8443/line/ ", wantBase: "https://claims.example.com:8443/line"},
		{in: "", wantErr: "--url is required"},
		{in: "http://claims.example.com", wantErr: "must start with https://"},
		{in: "claims.example.com", wantErr: "must start with https://"},
		{in: "https://", wantErr: "has no host"},
		{in: "https:///path", wantErr: "has no host"},
		{in: "https://user:pw@claims.example.com", wantErr: "must not carry credentials"},
		{in: "https://claims.example.com?x=1", wantErr: "query or fragment"},
		{in: "https://claims.example.com/chat/completions", wantErr: "without /chat/completions"},
		{in: "https://claims.example.com/v1/chat/completions", wantErr: "without /chat/completions"},
		{in: "https://bad host", wantErr: "is not a URL"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			a, err := vapiconfig.New(tc.in)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err = %v, want it to mention %q", err, tc.wantErr)
				}
				if strings.Contains(err.Error(), "pw@") {
					t.Errorf("error echoes a password: %v", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if a.Model.URL != tc.wantBase || a.Server.URL != tc.wantBase+"/webhook" {
				t.Errorf("model url %q, server url %q; want base %q", a.Model.URL, a.Server.URL, tc.wantBase)
			}
		})
	}
}

func TestJSON(t *testing.T) {
	t.Parallel()
	a, err := vapiconfig.New("https://claims.example.com")
	if err != nil {
		t.Fatal(err)
	}
	raw, err := a.JSON()
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	if err := json.Unmarshal(raw, &got); err != nil {
		t.Fatalf("not valid JSON: %v\n%s", err, raw)
	}
	phrases, _ := got["endCallPhrases"].([]any)
	if len(phrases) != 1 || phrases[0] != prompts.EndCallPhrase {
		t.Errorf("endCallPhrases = %v, want exactly [%q]", phrases, prompts.EndCallPhrase)
	}
	model, _ := got["model"].(map[string]any)
	if model["provider"] != "custom-llm" || model["url"] != "https://claims.example.com" || model["model"] != "claimsline" {
		t.Errorf("model = %v", model)
	}
	if got["firstMessageMode"] != "assistant-speaks-first-with-model-generated-message" {
		t.Errorf("firstMessageMode = %v", got["firstMessageMode"])
	}
	if msgs, _ := got["serverMessages"].([]any); len(msgs) != 1 || msgs[0] != "end-of-call-report" {
		t.Errorf("serverMessages = %v", msgs)
	}
	if tr, _ := got["transcriber"].(map[string]any); tr["provider"] != "deepgram" || tr["model"] != "nova-2" || tr["language"] != "en" {
		t.Errorf("transcriber = %v, want deepgram nova-2 en", tr)
	}
	if v, _ := got["voice"].(map[string]any); v["provider"] != "vapi" || v["voiceId"] != "Elliot" {
		t.Errorf("voice = %v, want vapi Elliot", v)
	}
	if _, ok := got["server"].(map[string]any)["headers"]; ok {
		t.Errorf("server.headers without a secret: %v", got["server"])
	}
	if strings.Contains(string(raw), "REPLACE_ME") {
		t.Errorf("the assistant still holds a placeholder:\n%s", raw)
	}
}

func TestBuildSpeechAndSecret(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		o       vapiconfig.Options
		want    string // a fragment of the JSON
		wantErr string
	}{
		{name: "secret in the header the webhook reads", o: vapiconfig.Options{Secret: "s3"}, want: `"x-vapi-secret": "s3"`},
		{name: "another transcriber drops the deepgram model", o: vapiconfig.Options{Transcriber: "assembly-ai"}, want: `"transcriber": {
    "provider": "assembly-ai",
    "language": "en"
  }`},
		{name: "another voice with its id", o: vapiconfig.Options{Voice: "11labs", VoiceID: "sarah"}, want: `"voiceId": "sarah"`},
		{name: "unknown transcriber", o: vapiconfig.Options{Transcriber: "REPLACE_ME"}, wantErr: "not a Vapi transcriber provider"},
		{name: "unknown voice", o: vapiconfig.Options{Voice: "elevenlabs"}, wantErr: "not a Vapi voice provider"},
		{name: "voice without an id", o: vapiconfig.Options{Voice: "azure"}, wantErr: "needs --voice-id"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.o.URL = "https://claims.example.com"
			a, err := vapiconfig.Build(tc.o)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err = %v, want it to mention %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			raw, err := a.JSON()
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(raw), tc.want) {
				t.Errorf("output lacks %s:\n%s", tc.want, raw)
			}
		})
	}
}
