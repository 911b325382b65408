package transport

import (
	"crypto/subtle"
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"claimsline/internal/record"
)

// vapiMessage is the part of a Vapi server message the service reads, in both the current
// layout (artifact, analysis) and the older one (fields directly on the message).
type vapiMessage struct {
	Type string `json:"type"`
	Call *struct {
		ID     string `json:"id"`
		CallID string `json:"callId"`
	} `json:"call"`
	EndedReason string     `json:"endedReason"`
	StartedAt   *time.Time `json:"startedAt"`
	EndedAt     *time.Time `json:"endedAt"`
	Artifact    *struct {
		Transcript   string `json:"transcript"`
		RecordingURL string `json:"recordingUrl"`
		Messages     []struct {
			Role    string `json:"role"`
			Message string `json:"message"`
		} `json:"messages"`
	} `json:"artifact"`
	Analysis *struct {
		Summary string `json:"summary"`
	} `json:"analysis"`
	Transcript   string `json:"transcript"`
	Summary      string `json:"summary"`
	RecordingURL string `json:"recordingUrl"`
}

// webhook authenticates Vapi's server messages, records end-of-call reports and
// acknowledges everything else. With no secret configured it refuses everything: a control
// that is silently open when unset is worse than none.
func (s *Server) webhook(c *gin.Context) {
	if s.VapiSecret == "" || !s.webhookAuthorized(c) {
		s.Metrics.Webhooks.WithLabelValues("unknown", "unauthorized").Inc()
		openAIError(c, http.StatusUnauthorized, "invalid_request_error", "missing or wrong webhook secret")
		return
	}
	var env struct {
		Message *vapiMessage `json:"message"`
	}
	if err := decode(c, &env); err != nil {
		s.Metrics.Webhooks.WithLabelValues("unknown", "bad_request").Inc()
		s.refused(c, statusOf(err), err.Error())
		return
	}
	m := env.Message
	if m == nil || m.Type == "" {
		s.Metrics.Webhooks.WithLabelValues("unknown", "bad_request").Inc()
		s.refused(c, http.StatusBadRequest, "body has no message.type")
		return
	}
	if m.Type != "end-of-call-report" {
		s.Metrics.Webhooks.WithLabelValues(m.Type, "ignored").Inc()
		c.JSON(http.StatusOK, gin.H{"received": true})
		return
	}
	rep, ok := m.report()
	if !ok {
		s.Metrics.Webhooks.WithLabelValues(m.Type, "bad_request").Inc()
		s.refused(c, http.StatusBadRequest, "end-of-call-report has no call.id")
		return
	}
	if err := s.Recorder.RecordCall(c.Request.Context(), rep); err != nil {
		s.Log.Error("call record not written", "call_id", rep.CallID, "err", err)
		s.Metrics.Webhooks.WithLabelValues(m.Type, "error").Inc()
		openAIError(c, http.StatusServiceUnavailable, "server_error", "call record not written; retry")
		return
	}
	s.Metrics.Webhooks.WithLabelValues(m.Type, "recorded").Inc()
	c.JSON(http.StatusOK, gin.H{"received": true})
}

func (m *vapiMessage) report() (record.Report, bool) {
	var r record.Report
	if m.Call != nil {
		r.CallID = callID(m.Call.ID, m.Call.CallID)
	}
	if r.CallID == "" {
		return r, false
	}
	r.VapiEndedReason, r.StartedAt, r.EndedAt = m.EndedReason, m.StartedAt, m.EndedAt
	r.Transcript, r.Summary, r.RecordingURL = m.Transcript, m.Summary, m.RecordingURL
	if a := m.Artifact; a != nil {
		r.Transcript = firstNonEmpty(a.Transcript, r.Transcript)
		if r.Transcript == "" {
			var b strings.Builder
			for _, msg := range a.Messages {
				if msg.Message != "" && msg.Role != "system" {
					b.WriteString(msg.Role + ": " + msg.Message + "\n")
				}
			}
			r.Transcript = b.String()
		}
		r.RecordingURL = firstNonEmpty(a.RecordingURL, r.RecordingURL)
	}
	if m.Analysis != nil {
		r.Summary = firstNonEmpty(m.Analysis.Summary, r.Summary)
	}
	return r, true
}

func firstNonEmpty(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// webhookAuthorized checks the secret from x-vapi-secret or Authorization: Bearer, Vapi's
// two credential styles, in constant time.
func (s *Server) webhookAuthorized(c *gin.Context) bool {
	if h := c.GetHeader("X-Vapi-Secret"); h != "" {
		return subtle.ConstantTimeCompare([]byte(h), []byte(s.VapiSecret)) == 1
	}
	auth := c.GetHeader("Authorization")
	return len(auth) > 7 && strings.EqualFold(auth[:7], "bearer ") && presented(auth, s.VapiSecret)
}
