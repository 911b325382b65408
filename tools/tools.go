// Package tools defines the tools a model may ask for: their schemas, their statuses and the
// code that runs them.
//
// The direction of trust is the design. No schema here has a parameter that names a customer
// or an internal row; where a tool needs the caller's identity, the tool node injects it from
// state after the model's arguments, so state wins. Results shown to the model carry names,
// statuses and caller-facing references only; fields that must never reach a model are
// tagged json:"-" so they cannot be serialised into its context by accident.
package tools

import (
	"encoding/json"
	"fmt"

	openai "github.com/sashabaranov/go-openai"
	"github.com/sashabaranov/go-openai/jsonschema"
)

// Tool names (contract).
const (
	LookupCustomer      = "lookup_customer"
	EndVerification     = "end_verification"
	NoAccountFound      = "no_account_found"
	FetchClaims         = "fetch_claims"
	SelectClaim         = "select_claim"
	SearchKnowledgeBase = "search_knowledge_base"
)

// Statuses (contract). Every result shown to a model is an object with one of these.
const (
	StatusInvalidPhone         = "invalid_phone"
	StatusNotFound             = "not_found"
	StatusNeedsSecondFactor    = "needs_second_factor"
	StatusInvalidDOB           = "invalid_dob"
	StatusFactorMismatch       = "factor_mismatch"
	StatusVerified             = "verified"
	StatusLookupUnavailable    = "lookup_unavailable"
	StatusVerificationEnded    = "verification_ended"
	StatusVerificationDeclined = "verification_declined"
	StatusUnknownTool          = "unknown_tool"
	StatusIgnoredExtraCall     = "ignored_extra_call"
	StatusInvalidArguments     = "invalid_arguments"
	StatusClaimsFound          = "claims_found"
	StatusNoClaims             = "no_claims"
	StatusNoCustomer           = "no_customer"
	StatusClaimsUnavailable    = "claims_unavailable"
	StatusClaimSelected        = "claim_selected"
	StatusUnknownClaim         = "unknown_claim"
	StatusResults              = "results"
	StatusNoMatch              = "no_match"
	StatusSearchUnavailable    = "search_unavailable"
)

// Status is the part of every result a node reads back.
type Status struct {
	Status string `json:"status"`
}

func function(name, description string, props map[string]jsonschema.Definition, required ...string) openai.Tool {
	if props == nil {
		props = map[string]jsonschema.Definition{}
	}
	return openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{
		Name:        name,
		Description: description,
		Parameters:  jsonschema.Definition{Type: jsonschema.Object, Properties: props, Required: required},
	}}
}

func str(description string, enum ...string) jsonschema.Definition {
	return jsonschema.Definition{Type: jsonschema.String, Description: description, Enum: enum}
}

// Auth returns what the auth agent may call. None of it can name a customer. Each call
// builds the list afresh, so no caller can change what another offers a model.
func Auth() []openai.Tool {
	return []openai.Tool{
		function(LookupCustomer, "Look up the caller by the phone number on their policy and, once they give it, their date of birth. Pass the caller's own words.",
			map[string]jsonschema.Definition{
				"phone": str("The phone number exactly as the caller said it, words and all."),
				"dob":   str("The caller's date of birth exactly as they said it. Omit until they give it."),
			}, "phone"),
		function(EndVerification, "Propose ending verification because the caller refuses to verify or wants to end the call.",
			map[string]jsonschema.Definition{"reason": str("Why.", "refused", "caller_ended")}, "reason"),
		function(NoAccountFound, "Propose that the caller confirmed the number we read back and could not find.", nil),
	}
}

// Claims returns what the claim agent may call. The caller's identity and claims are
// injected.
func Claims() []openai.Tool {
	return []openai.Tool{
		function(FetchClaims, "Get the verified caller's claims with their status, adjuster and outstanding documents.", nil),
		function(SelectClaim, "Focus on one of the caller's claims by the claim number they said.",
			map[string]jsonschema.Definition{"claim_id": str("The claim number as printed on the caller's letters, like CLM-20417.")}, "claim_id"),
	}
}

// FAQ returns what the FAQ agent may call. The corpus is the same for every caller, so
// nothing is injected.
func FAQ() []openai.Tool {
	return []openai.Tool{
		function(SearchKnowledgeBase, "Search the policy and claims knowledge base.",
			map[string]jsonschema.Definition{"query": str("The caller's question in plain words.")}, "query"),
	}
}

// All returns every tool offered to any model, for the schema audit.
func All() []openai.Tool {
	return append(append(append(Auth(), Claims()...), FAQ()...), Booking()...)
}

// Decode reads a model's JSON arguments and spreads the injected values over them, last,
// so a value from state always wins over anything the model wrote.
func Decode(arguments string, injected map[string]any, into any) error {
	args := map[string]any{}
	if arguments != "" {
		if err := json.Unmarshal([]byte(arguments), &args); err != nil {
			return fmt.Errorf("tools: arguments are not a JSON object: %w", err)
		}
	}
	for k, v := range injected {
		args[k] = v
	}
	raw, err := json.Marshal(args)
	if err != nil {
		return fmt.Errorf("tools: re-encode arguments: %w", err)
	}
	if err := json.Unmarshal(raw, into); err != nil {
		return fmt.Errorf("tools: arguments do not fit: %w", err)
	}
	return nil
}

// Encode renders a result for the model.
func Encode(result any) string {
	raw, err := json.Marshal(result)
	if err != nil {
		return `{"status":"` + StatusInvalidArguments + `"}`
	}
	return string(raw)
}

// StatusOf reads the status from an encoded result.
func StatusOf(content string) string {
	var s Status
	_ = json.Unmarshal([]byte(content), &s)
	return s.Status
}
