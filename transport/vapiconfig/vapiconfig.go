// Package vapiconfig builds the Vapi assistant configuration that points Vapi at a
// claimsline deployment.
//
// It exists so the settings Vapi and claimsline must agree on are printed from the code
// rather than typed by hand: above all the end-call phrase, which Vapi hangs up on and which
// the goodbye and escalation lines carry (prompts.EndCallPhrase), and the webhook that turns
// each call into a call record. Settings that are a matter of taste (voice, transcriber) are
// left as clearly marked placeholders.
package vapiconfig

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strings"

	"claimsline/prompts"
)

// Placeholder marks a value the operator must fill in before pasting; it is in every
// placeholder string so a search for it finds them all.
const Placeholder = "REPLACE_ME"

// Assistant is the subset of Vapi's assistant object claimsline cares about. Field names
// follow Vapi's API.
type Assistant struct {
	Name              string            `json:"name"`
	FirstMessageMode  string            `json:"firstMessageMode"`
	Model             Model             `json:"model"`
	EndCallPhrases    []string          `json:"endCallPhrases"`
	Server            Server            `json:"server"`
	ServerMessages    []string          `json:"serverMessages"`
	StartSpeakingPlan StartSpeakingPlan `json:"startSpeakingPlan"`
	StopSpeakingPlan  StopSpeakingPlan  `json:"stopSpeakingPlan"`
	Transcriber       map[string]string `json:"transcriber"`
	Voice             map[string]string `json:"voice"`
	Metadata          map[string]string `json:"metadata"`
}

// Model makes claimsline Vapi's language model. Vapi appends /chat/completions to URL.
type Model struct {
	Provider string `json:"provider"`
	URL      string `json:"url"`
	Model    string `json:"model"`
}

// Server is where Vapi sends server messages (the end-of-call report). Vapi sends Secret in
// the x-vapi-secret header; it must equal claimsline's VAPI_SECRET.
type Server struct {
	URL            string `json:"url"`
	Secret         string `json:"secret"`
	TimeoutSeconds int    `json:"timeoutSeconds"`
}

// StartSpeakingPlan is Vapi's endpointing: how long after the caller stops before the
// assistant answers. Each early guess costs a request that claimsline then supersedes, so it
// should not be set much lower than this.
type StartSpeakingPlan struct {
	WaitSeconds             float64 `json:"waitSeconds"`
	SmartEndpointingEnabled bool    `json:"smartEndpointingEnabled"`
}

// StopSpeakingPlan is how readily the caller can interrupt the assistant.
type StopSpeakingPlan struct {
	NumWords       int     `json:"numWords"`
	VoiceSeconds   float64 `json:"voiceSeconds"`
	BackoffSeconds float64 `json:"backoffSeconds"`
}

// New builds the assistant for a deployment reachable at baseURL, which must be an https URL
// with a host (Vapi only calls public https endpoints). A path prefix is kept, so a service
// behind https://example.com/claims works; the query and fragment are refused because Vapi
// appends to the path.
func New(baseURL string) (Assistant, error) {
	base, err := validate(baseURL)
	if err != nil {
		return Assistant{}, err
	}
	return Assistant{
		Name:             "claimsline",
		FirstMessageMode: "assistant-speaks-first-with-model-generated-message",
		Model:            Model{Provider: "custom-llm", URL: base, Model: "claimsline"},
		EndCallPhrases:   []string{prompts.EndCallPhrase},
		Server: Server{
			URL:            base + "/webhook",
			Secret:         Placeholder + ": the value of VAPI_SECRET on the server",
			TimeoutSeconds: 20,
		},
		ServerMessages:    []string{"end-of-call-report"},
		StartSpeakingPlan: StartSpeakingPlan{WaitSeconds: 0.6, SmartEndpointingEnabled: true},
		StopSpeakingPlan:  StopSpeakingPlan{NumWords: 2, VoiceSeconds: 0.3, BackoffSeconds: 1},
		Transcriber: map[string]string{
			"provider": Placeholder + ": your transcriber provider, e.g. deepgram",
			"model":    Placeholder + ": the transcriber model",
			"language": "en",
		},
		Voice: map[string]string{
			"provider": Placeholder + ": your voice provider, e.g. 11labs",
			"voiceId":  Placeholder + ": the voice id",
		},
		Metadata: map[string]string{"generatedBy": "claimsline vapi-config"},
	}, nil
}

// JSON renders the assistant as indented JSON, ready to paste.
func (a Assistant) JSON() ([]byte, error) {
	raw, err := json.MarshalIndent(a, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("vapiconfig: encode assistant: %w", err)
	}
	return append(raw, '\n'), nil
}

// validate checks baseURL and returns it without a trailing slash.
func validate(baseURL string) (string, error) {
	raw := strings.TrimSpace(baseURL)
	if raw == "" {
		return "", errors.New("vapiconfig: --url is required: the public https address of this service, e.g. --url https://claims.example.com")
	}
	u, err := url.Parse(raw)
	switch {
	case err != nil:
		return "", fmt.Errorf("vapiconfig: --url %q is not a URL: %w", raw, err)
	case u.Scheme != "https":
		return "", fmt.Errorf("vapiconfig: --url %q must start with https:// (Vapi only calls https endpoints)", raw)
	case u.Hostname() == "":
		return "", fmt.Errorf("vapiconfig: --url %q has no host", raw)
	case u.User != nil:
		return "", fmt.Errorf("vapiconfig: --url must not carry credentials; set CHAT_API_KEY on the server and the key in Vapi instead")
	case u.RawQuery != "" || u.Fragment != "":
		return "", fmt.Errorf("vapiconfig: --url %q must not have a query or fragment: Vapi appends /chat/completions to it", raw)
	}
	path := strings.TrimRight(u.EscapedPath(), "/")
	if strings.HasSuffix(path, "/chat/completions") {
		return "", errors.New("vapiconfig: --url should be the base address without /chat/completions: Vapi appends it")
	}
	return "https://" + u.Host + path, nil
}
