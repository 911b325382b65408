package kit

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	openai "github.com/sashabaranov/go-openai"
	"github.com/sashabaranov/go-openai/jsonschema"
)

// Choose asks the model one constrained question: its answer must be one of labels, as the
// JSON object {field: label} (schema name), at temperature 0. It is how the router picks a
// route and the entry asks whether an utterance is an emergency: the model can only pick,
// never say anything else. A model or gateway that ignores structured output and answers
// with the bare label is still held to the labels; anything else is an error, which each
// caller turns into its safe answer.
func Choose(ctx context.Context, m Model, name, system, user, field string, labels []string) (string, error) {
	format := &openai.ChatCompletionResponseFormatJSONSchema{
		Name:   name,
		Strict: true,
		Schema: &jsonschema.Definition{
			Type:                 jsonschema.Object,
			Properties:           map[string]jsonschema.Definition{field: {Type: jsonschema.String, Enum: labels}},
			Required:             []string{field},
			AdditionalProperties: false,
		},
	}
	msg, err := m.Complete(ctx, openai.ChatCompletionRequest{
		Messages: []openai.ChatCompletionMessage{
			{Role: openai.ChatMessageRoleSystem, Content: system},
			{Role: openai.ChatMessageRoleUser, Content: user},
		},
		Temperature:         0,
		MaxCompletionTokens: 20,
		ResponseFormat:      &openai.ChatCompletionResponseFormat{Type: openai.ChatCompletionResponseFormatTypeJSONSchema, JSONSchema: format},
	})
	if err != nil {
		return "", fmt.Errorf("kit: %s: %w", name, err)
	}
	answer := strings.TrimSpace(msg.Content)
	var d map[string]string
	got := ""
	if json.Unmarshal([]byte(answer), &d) == nil {
		got = d[field]
	} else {
		got = strings.ToLower(strings.Trim(answer, ` ."`))
	}
	if slices.Contains(labels, got) {
		return got, nil
	}
	return "", fmt.Errorf("kit: %s: answer %q is not one of %v", name, got, labels)
}
