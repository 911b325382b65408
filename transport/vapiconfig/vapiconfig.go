// Package vapiconfig builds the Vapi assistant configuration that points Vapi at a
// claimsline deployment.
//
// It exists so the settings Vapi and claimsline must agree on are printed from the code
// rather than typed by hand: above all the end-call phrase, which Vapi hangs up on and which
// the goodbye and escalation lines carry (prompts.EndCallPhrase), and the webhook that turns
// each call into a call record. Every value is one Vapi accepts as it is (checked against the
// CreateAssistantDto type of Vapi's server SDK, see the tests): the transcriber and voice have
// working defaults that flags can change, and nothing is left for the operator to fill in but
// the secret, which is read from the environment.
package vapiconfig

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strings"

	"claimsline/prompts"
)

// Defaults: Deepgram's nova-2 hears phone numbers and dates well, and a Vapi voice needs no
// account with another provider.
const (
	DefaultTranscriber         = "deepgram"
	DefaultTranscriberModel    = "nova-2"
	DefaultTranscriberLanguage = "en"
	DefaultVoice               = "vapi"
	DefaultVoiceID             = "Elliot"
)

// Transcribers and Voices are the provider values of Vapi's CreateAssistantDto
// (@vapi-ai/server-sdk 2.0.1); any other value is refused before it reaches Vapi.
var (
	Transcribers = []string{"assembly-ai", "azure", "custom-transcriber", "deepgram", "11labs", "gladia", "google",
		"speechmatics", "talkscriber", "openai", "cartesia", "soniox", "xai", "vapi"}
	Voices = []string{"azure", "cartesia", "custom-voice", "deepgram", "11labs", "hume", "lmnt", "neuphonic", "openai",
		"playht", "wellsaid", "rime-ai", "smallest-ai", "tavus", "vapi", "sesame", "inworld", "minimax", "xai", "microsoft"}
)

// SecretHeader is the header Vapi sends the webhook secret in; claimsline's /webhook reads it.
const SecretHeader = "x-vapi-secret"

// Options choose the deployment and the speech providers. Empty fields take the defaults.
type Options struct {
	// URL is the public https base address of the service.
	URL string
	// Secret is the server's VAPI_SECRET, sent by Vapi with every webhook; "" leaves it out.
	Secret string
	// Transcriber, TranscriberModel and TranscriberLanguage choose speech recognition. The
	// default model applies to the default provider only.
	Transcriber, TranscriberModel, TranscriberLanguage string
	// Voice and VoiceID choose speech synthesis; another provider needs its own voice id.
	Voice, VoiceID string
}

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
	Transcriber       Transcriber       `json:"transcriber"`
	Voice             Voice             `json:"voice"`
	Metadata          map[string]string `json:"metadata"`
}

// Model makes claimsline Vapi's language model. Vapi appends /chat/completions to URL.
type Model struct {
	Provider string `json:"provider"`
	URL      string `json:"url"`
	Model    string `json:"model"`
}

// Server is where Vapi sends server messages (the end-of-call report), with the secret in a
// header that must equal claimsline's VAPI_SECRET.
type Server struct {
	URL            string            `json:"url"`
	TimeoutSeconds int               `json:"timeoutSeconds"`
	Headers        map[string]string `json:"headers,omitempty"`
}

// Transcriber is Vapi's speech recognition.
type Transcriber struct {
	Provider string `json:"provider"`
	Model    string `json:"model,omitempty"`
	Language string `json:"language,omitempty"`
}

// Voice is Vapi's speech synthesis.
type Voice struct {
	Provider string `json:"provider"`
	VoiceID  string `json:"voiceId"`
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

// New builds the assistant for a deployment reachable at baseURL with the default speech
// providers and no secret.
func New(baseURL string) (Assistant, error) { return Build(Options{URL: baseURL}) }

// Build builds the assistant. The URL must be https with a host (Vapi only calls public
// https endpoints); a path prefix is kept, so a service behind https://example.com/claims
// works; the query and fragment are refused because Vapi appends to the path.
func Build(o Options) (Assistant, error) {
	base, err := validate(o.URL)
	if err != nil {
		return Assistant{}, err
	}
	t, v, err := speech(o)
	if err != nil {
		return Assistant{}, err
	}
	server := Server{URL: base + "/webhook", TimeoutSeconds: 20}
	if o.Secret != "" {
		server.Headers = map[string]string{SecretHeader: o.Secret}
	}
	return Assistant{
		Name:              "claimsline",
		FirstMessageMode:  "assistant-speaks-first-with-model-generated-message",
		Model:             Model{Provider: "custom-llm", URL: base, Model: "claimsline"},
		EndCallPhrases:    []string{prompts.EndCallPhrase},
		Server:            server,
		ServerMessages:    []string{"end-of-call-report"},
		StartSpeakingPlan: StartSpeakingPlan{WaitSeconds: 0.6, SmartEndpointingEnabled: true},
		StopSpeakingPlan:  StopSpeakingPlan{NumWords: 2, VoiceSeconds: 0.3, BackoffSeconds: 1},
		Transcriber:       t,
		Voice:             v,
		Metadata:          map[string]string{"generatedBy": "claimsline vapi-config"},
	}, nil
}

// speech applies the defaults to the transcriber and voice and refuses a provider Vapi does
// not know.
func speech(o Options) (Transcriber, Voice, error) {
	t := Transcriber{Provider: o.Transcriber, Model: o.TranscriberModel, Language: o.TranscriberLanguage}
	if t.Provider == "" {
		t.Provider = DefaultTranscriber
	}
	if t.Provider == DefaultTranscriber && t.Model == "" {
		t.Model = DefaultTranscriberModel
	}
	if t.Language == "" {
		t.Language = DefaultTranscriberLanguage
	}
	v := Voice{Provider: o.Voice, VoiceID: o.VoiceID}
	if v.Provider == "" {
		v.Provider = DefaultVoice
	}
	switch {
	case !slices.Contains(Transcribers, t.Provider):
		return t, v, fmt.Errorf("vapiconfig: --transcriber %q is not a Vapi transcriber provider (one of %s)", t.Provider, strings.Join(Transcribers, ", "))
	case !slices.Contains(Voices, v.Provider):
		return t, v, fmt.Errorf("vapiconfig: --voice %q is not a Vapi voice provider (one of %s)", v.Provider, strings.Join(Voices, ", "))
	case v.VoiceID == "" && v.Provider != DefaultVoice:
		return t, v, fmt.Errorf("vapiconfig: --voice %s needs --voice-id: a voice of that provider", v.Provider)
	case v.VoiceID == "":
		v.VoiceID = DefaultVoiceID
	}
	return t, v, nil
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
