package fakellm

import (
	"encoding/json"
	"fmt"
	"net/http"
	"sync"

	openai "github.com/sashabaranov/go-openai"
)

// Text is a reply with assistant text only, the common "model just answers"
// case.
func Text(s string) Reply {
	return Reply{Content: s}
}

// Call is a reply with a single tool call to name with args, the common
// "model asks for a tool" case. See ToolCall for how args is encoded.
func Call(name string, args any) Reply {
	return Multi(ToolCall(name, args))
}

// Multi is a reply with several tool calls at once, as models do for
// parallel tool use; tests use it to check that every call is handled (or
// that surplus calls are refused). Build the calls with ToolCall.
func Multi(calls ...openai.ToolCall) Reply {
	return Reply{ToolCalls: calls}
}

// ToolCall builds one tool call for Multi. args is marshalled to JSON,
// except that a string, []byte or json.RawMessage is used verbatim, so a
// hostile script can send malformed or schema-violating arguments; nil
// becomes "{}", as a model sends for a call without arguments. The ID is
// left empty and filled in by the server. It panics if args cannot be
// marshalled, since that is a bug in the script, not in the code under test.
func ToolCall(name string, args any) openai.ToolCall {
	return openai.ToolCall{
		Type:     openai.ToolTypeFunction,
		Function: openai.FunctionCall{Name: name, Arguments: rawJSON(args, "{}", "tool call "+name)},
	}
}

// JSON is a reply whose content is v marshalled to JSON, for code that asks
// for structured output (response_format json_object or json_schema) and
// parses the content. A string, []byte or json.RawMessage is used verbatim,
// so scripts can also return malformed or off-schema "JSON". It panics if v
// cannot be marshalled, since that is a bug in the script.
func JSON(v any) Reply {
	return Reply{Content: rawJSON(v, "null", "JSON reply")}
}

// Down is a 503 reply with an OpenAI-style error body: the model provider
// being unavailable, for testing fallbacks and error reporting.
func Down() Reply {
	return Reply{Status: http.StatusServiceUnavailable, Content: "fakellm: the model is currently overloaded or down"}
}

// Sequence is a handler that gives the n-th request it handles the n-th
// reply and repeats the last one after the end, for scripting a multi-turn
// exchange (tool call, then final answer) without counting by hand. It
// counts its own calls rather than Request.N, so it can be installed with
// SetHandler midway; concurrent requests get replies in the order they reach
// it. With no replies it answers Text("").
func Sequence(replies ...Reply) Handler {
	var (
		mu   sync.Mutex
		next int
	)
	return func(Request) Reply {
		if len(replies) == 0 {
			return Text("")
		}
		mu.Lock()
		defer mu.Unlock()
		i := min(next, len(replies)-1)
		next++
		return replies[i]
	}
}

// rawJSON encodes v for a tool-call argument or JSON content; ifNil is used
// for a nil v and what names the caller in the panic message.
func rawJSON(v any, ifNil, what string) string {
	switch v := v.(type) {
	case nil:
		return ifNil
	case string:
		return v
	case []byte:
		return string(v)
	case json.RawMessage:
		return string(v)
	}
	data, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Errorf("fakellm: marshal %s: %w", what, err))
	}
	return string(data)
}
