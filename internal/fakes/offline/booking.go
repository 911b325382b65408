package offline

import (
	"encoding/json"
	"regexp"
	"strings"

	openai "github.com/sashabaranov/go-openai"

	"claimsline/internal/fakes/fakellm"
	"claimsline/tools"
)

// reference matches a slot reference in a calendar: SEP15-0900-REYES, or with -2.
var reference = regexp.MustCompile(`\b[A-Z]{3}\d{2}-\d{4}-[A-Z]+(?:-\d+)?\b`)

// book plays the booking agent the way the booking prompt asks: search (passing the
// caller's words for a date only when they name one), offer the soonest option by day, time
// and name, copy the chosen line's reference into book_inspection, and, when code has read
// the slot back and the caller said yes, name that same reference with read_back true.
func book(req fakellm.Request, msgs []openai.ChatCompletionMessage, results []openai.ChatCompletionMessage, mayCall bool, words string) fakellm.Reply {
	if len(results) > 0 {
		last := results[len(results)-1]
		var r struct {
			Status   string `json:"status"`
			Calendar string `json:"calendar"`
		}
		_ = json.Unmarshal([]byte(last.Content), &r)
		if r.Status == tools.StatusOpenings {
			if first := soonestOptions(r.Calendar); len(first) > 0 {
				return fakellm.Text("The soonest opening is " + describeSlot(r.Calendar, first[0]) + ". Would that work for you?")
			}
		}
		return fakellm.Text("Which of those times would you like? Tell me the day and the time.")
	}
	if !mayCall {
		return fakellm.Text("Which of those times would you like?")
	}
	if _, named := req.ToolChoice.(string); !named && req.ToolChoice != nil {
		// Code read a slot back and the caller said yes: name that same slot.
		return fakellm.Call(tools.BookInspection, tools.BookArgs{Reference: lastReadBack(msgs), ReadBack: true})
	}
	cal := lastCalendar(msgs)
	said := strings.ToLower(words)
	if cal != "" {
		options := soonestOptions(cal)
		pick := -1
		switch {
		case strings.Contains(said, "second"):
			pick = 1
		case strings.Contains(said, "first"), strings.Contains(said, "soonest"), strings.Contains(said, "earliest"),
			strings.Contains(said, "works"), strings.Contains(said, "yes"), strings.Contains(said, "sure"), strings.Contains(said, "that one"):
			pick = 0
		}
		if pick >= 0 && pick < len(options) {
			return fakellm.Call(tools.BookInspection, tools.BookArgs{Reference: options[pick]})
		}
	}
	args := tools.InspectionSearchArgs{}
	for _, w := range []string{"tomorrow", "next", "week", "monday", "tuesday", "wednesday", "thursday", "friday", "january", "february", "march", "april", "may ", "june", "july", "august", "september", "october", "november", "december", "the 1", "the 2", "the 3"} {
		if strings.Contains(said, w) {
			args.StartDate = words
			break
		}
	}
	return fakellm.Call(tools.SearchInspections, args)
}

// lastCalendar returns the calendar text of the latest search result in the conversation.
func lastCalendar(msgs []openai.ChatCompletionMessage) string {
	for i := len(msgs) - 1; i >= 0; i-- {
		if msgs[i].Role != openai.ChatMessageRoleTool {
			continue
		}
		var r struct {
			Status   string `json:"status"`
			Calendar string `json:"calendar"`
		}
		if json.Unmarshal([]byte(msgs[i].Content), &r) == nil && r.Status == tools.StatusOpenings {
			return r.Calendar
		}
	}
	return ""
}

// lastReadBack returns the reference of the latest book_inspection result that asked for a
// read-back.
func lastReadBack(msgs []openai.ChatCompletionMessage) string {
	for i := len(msgs) - 1; i >= 0; i-- {
		var r tools.BookResult
		if msgs[i].Role == openai.ChatMessageRoleTool && json.Unmarshal([]byte(msgs[i].Content), &r) == nil && r.Reference != "" {
			return r.Reference
		}
	}
	return ""
}

// soonestOptions reads the "Soonest options:" line of a calendar.
func soonestOptions(cal string) []string {
	for _, line := range strings.Split(cal, "\n") {
		if rest, ok := strings.CutPrefix(line, "Soonest options:"); ok {
			return reference.FindAllString(rest, -1)
		}
	}
	return nil
}

// describeSlot says a calendar line's slot in words: its day heading, time and adjuster.
func describeSlot(cal, ref string) string {
	day := ""
	for _, line := range strings.Split(cal, "\n") {
		if line != "" && !strings.HasPrefix(line, " ") && strings.Contains(line, ", 20") {
			day, _, _ = strings.Cut(line, " (")
			day = strings.TrimSuffix(day, ", 2026")
		}
		i := strings.Index(line, " "+ref)
		if i < 0 || !strings.HasPrefix(line, "  ") {
			continue
		}
		name, _, _ := strings.Cut(strings.TrimSpace(line), " morning")
		name, _, _ = strings.Cut(name, " afternoon")
		fields := strings.Fields(line[:i])
		at := ""
		if n := len(fields); n >= 2 {
			at = fields[n-2] + " " + fields[n-1]
		}
		return day + " at " + at + " with " + name
	}
	return "the first time on the calendar"
}
