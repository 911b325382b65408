package offline

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"

	openai "github.com/sashabaranov/go-openai"

	"claimsline/internal/fakes/fakellm"
	"claimsline/prompts"
	"claimsline/state"
	"claimsline/tools"
)

// Model is the demo's stand-in for a real model, a fakellm handler that plays each role
// the product's prompts ask a model to play, by rule instead of by inference: the router
// (by keywords), the auth, claim and FAQ agents (call the offered tool, then answer from its
// result) and the call summariser.
//
// It exists so `claimsline demo` runs with no API key and no network and says the same
// thing every time. It is not a model of a model: it follows the happy path of a cooperative
// caller, and everything it proposes still goes through the same tool nodes, checks and
// scripted lines as a real model's proposals would.
func Model(req fakellm.Request) fakellm.Reply {
	msgs := req.Messages
	switch {
	case system(msgs) == prompts.Summary:
		return fakellm.Text(summarize(lastUser(msgs)))
	case req.ResponseFormat != nil && req.ResponseFormat.Type == openai.ChatCompletionResponseFormatTypeJSONSchema:
		return fakellm.JSON(map[string]string{"intent": route(toRoute(lastUser(msgs)))})
	}

	offered := map[string]bool{}
	for _, t := range req.Tools {
		if t.Function != nil {
			offered[t.Function.Name] = true
		}
	}
	results := resultsThisTurn(msgs)
	mayCall := len(results) == 0 && !forbidsTools(req.ToolChoice)
	words := lastUser(msgs)

	switch {
	case offered[tools.SearchInspections]:
		return book(req, msgs, results, mayCall, words)
	case offered[tools.SearchKnowledgeBase]:
		if mayCall {
			return fakellm.Call(tools.SearchKnowledgeBase, tools.SearchArgs{Query: words})
		}
		return fakellm.Text(answerFAQ(results))
	case offered[tools.FetchClaims]:
		if mayCall {
			return fakellm.Call(tools.FetchClaims, nil)
		}
		return fakellm.Text(answerClaims(results, words))
	case offered[tools.LookupCustomer]:
		dob := askedForDOB(msgs)
		if mayCall {
			if dob {
				// The number is held by code since the first lookup; only the date is new.
				return fakellm.Call(tools.LookupCustomer, map[string]string{"dob": words})
			}
			return fakellm.Call(tools.LookupCustomer, map[string]string{"phone": words})
		}
		if dob {
			return fakellm.Text("Could you tell me your date of birth, with the month, day and year?")
		}
		return fakellm.Text("Could you tell me the phone number on your policy?")
	}
	return fakellm.Text("Sorry, could you say that again?")
}

func system(msgs []openai.ChatCompletionMessage) string {
	if len(msgs) > 0 && msgs[0].Role == openai.ChatMessageRoleSystem {
		return msgs[0].Content
	}
	return ""
}

func lastUser(msgs []openai.ChatCompletionMessage) string {
	for i := len(msgs) - 1; i >= 0; i-- {
		if msgs[i].Role == openai.ChatMessageRoleUser {
			return msgs[i].Content
		}
	}
	return ""
}

// resultsThisTurn returns the tool results after the caller's last words: what the agent's
// own tool calls returned this turn.
func resultsThisTurn(msgs []openai.ChatCompletionMessage) []openai.ChatCompletionMessage {
	var out []openai.ChatCompletionMessage
	for i := len(msgs) - 1; i >= 0 && msgs[i].Role != openai.ChatMessageRoleUser; i-- {
		if msgs[i].Role == openai.ChatMessageRoleTool {
			out = append([]openai.ChatCompletionMessage{msgs[i]}, out...)
		}
	}
	return out
}

// forbidsTools reads tool_choice as it arrives over the wire: "none" forbids tools; "auto",
// "required" and a named function allow (or force) them.
func forbidsTools(choice any) bool {
	s, ok := choice.(string)
	return ok && s == "none"
}

// askedForDOB reports whether the agent's last spoken line asked for the date of birth.
func askedForDOB(msgs []openai.ChatCompletionMessage) bool {
	for i := len(msgs) - 1; i >= 0; i-- {
		if msgs[i].Role == openai.ChatMessageRoleAssistant && msgs[i].Content != "" {
			return strings.Contains(strings.ToLower(msgs[i].Content), "date of birth")
		}
	}
	return false
}

// toRoute picks the utterance out of the router's prompt, or takes the whole message.
func toRoute(prompt string) string {
	const marker = "Utterance to route:"
	if i := strings.LastIndex(prompt, marker); i >= 0 {
		return strings.TrimSpace(prompt[i+len(marker):])
	}
	return prompt
}

// routes are checked in order; the first label with a keyword in the utterance wins.
var routes = []struct {
	label    string
	keywords []string
}{
	{state.IntentGoodbye, []string{"goodbye", "bye", "that's all", "that is all", "hang up"}},
	{state.IntentEscalate, []string{"person", "human", "agent", "representative", "manager"}},
	{state.IntentBooking, []string{"inspection", "appointment", "schedule", "book", "come look", "come out", "look at the damage", "visit"}},
	{state.IntentFAQ, []string{"deductible", "coverage", "covered", "rental", "how does", "how do", "how long", "where do i send"}},
	{state.IntentClaim, []string{"claim", "adjuster", "status", "document", "paperwork", "payment", "paid"}},
}

func route(utterance string) string {
	u := strings.ToLower(utterance)
	for _, r := range routes {
		for _, k := range r.keywords {
			if strings.Contains(u, k) {
				return r.label
			}
		}
	}
	// The router escalates anything it cannot place; so does its stand-in.
	return state.IntentEscalate
}

// answerFAQ reads the best passage back, as the FAQ prompt asks: answer only from it, after
// a short opening sentence.
func answerFAQ(results []openai.ChatCompletionMessage) string {
	var r tools.SearchResult
	for i := len(results) - 1; i >= 0; i-- {
		if json.Unmarshal([]byte(results[i].Content), &r) == nil && r.Status == tools.StatusResults && len(r.Results) > 0 {
			return opening + r.Results[0].Text
		}
	}
	return "I don't have that information, but I can have someone from the team call you back about it."
}

var claimNumber = regexp.MustCompile(`(?i)\bclm[\s-]*(\d{3,})`)

// answerClaims builds a spoken answer from the fetched claims: the claim the caller named,
// else the open one, with its status, adjuster and what is still outstanding.
func answerClaims(results []openai.ChatCompletionMessage, words string) string {
	var found struct {
		Status string        `json:"status"`
		Claims []state.Claim `json:"claims"`
		Claim  *state.Claim  `json:"claim"`
	}
	for i := len(results) - 1; i >= 0; i-- {
		if json.Unmarshal([]byte(results[i].Content), &found) == nil && found.Status != "" {
			break
		}
	}
	switch found.Status {
	case tools.StatusClaimSelected:
		if found.Claim != nil {
			return opening + describe(*found.Claim)
		}
	case tools.StatusNoClaims:
		return "I don't see any claims on your policy at the moment."
	case tools.StatusClaimsFound:
	default:
		return "I'm sorry, I couldn't pull up your claims just now. Could you ask me again in a moment?"
	}
	if len(found.Claims) == 0 {
		return "I don't see any claims on your policy at the moment."
	}
	main := pick(found.Claims, words)
	answer := opening + describe(found.Claims[main])
	var others []string
	for i, c := range found.Claims {
		if i != main {
			others = append(others, fmt.Sprintf("%s is %s", c.ClaimID, c.Status))
		}
	}
	if len(others) > 0 {
		answer += " Your other claim " + strings.Join(others, ", and ") + "."
	}
	return answer
}

// opening is the short first sentence the claim and FAQ prompts ask an answer to start with,
// so the caller hears something as soon as the model has written a few words.
const opening = "Here's what I have. "

// pick chooses the claim the caller named by number, else the first one still open.
func pick(claims []state.Claim, words string) int {
	if m := claimNumber.FindStringSubmatch(words); m != nil {
		for i, c := range claims {
			if strings.HasSuffix(c.ClaimID, m[1]) {
				return i
			}
		}
	}
	for i, c := range claims {
		if !strings.HasPrefix(strings.ToLower(c.Status), "closed") {
			return i
		}
	}
	return 0
}

func describe(c state.Claim) string {
	s := fmt.Sprintf("Your %s claim %s is %s", c.ClaimType, c.ClaimID, c.Status)
	if c.Adjuster != "" {
		s += ", with adjuster " + c.Adjuster
	}
	s += "."
	var missing []string
	for _, d := range c.Documents {
		if d.Status == "outstanding" {
			missing = append(missing, d.Name)
		}
	}
	if len(missing) > 0 {
		s += " We're still waiting on the " + strings.Join(missing, " and the ") + " from you."
	} else {
		s += " We have all the documents we need for it."
	}
	return s
}

var verifiedName = regexp.MustCompile(`Thank you, ([^,]+), you're verified`)

// summarize writes the one-line summary the summary prompt asks for, from the flattened
// transcript ("role: content" lines).
func summarize(transcript string) string {
	who := "An unverified caller"
	if m := verifiedName.FindStringSubmatch(transcript); m != nil {
		who = "Verified caller " + m[1]
	}
	var topics []string
	seen := map[string]bool{}
	for _, m := range claimNumber.FindAllString(transcript, -1) {
		id := strings.ToUpper(m)
		if !seen[id] {
			seen[id] = true
			topics = append(topics, id)
		}
	}
	var did []string
	if len(topics) > 0 {
		did = append(did, "asked about their claims ("+strings.Join(topics, ", ")+")")
	}
	if strings.Contains(transcript, tools.SearchKnowledgeBase) {
		did = append(did, "asked a policy question")
	}
	if strings.Contains(transcript, "You're booked: an inspection") {
		did = append(did, "booked an adjuster inspection")
	}
	if len(did) == 0 {
		did = append(did, "called the claims line")
	}
	end := "the call ended without a goodbye"
	lines := strings.Split(strings.TrimSpace(transcript), "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		if strings.HasPrefix(lines[i], state.RoleAssistant+": ") {
			if prompts.EndsCall(lines[i]) {
				end = "the agent closed the call"
			}
			break
		}
	}
	return fmt.Sprintf("%s %s; %s.", who, strings.Join(did, " and "), end)
}
