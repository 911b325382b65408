// Package metrics defines the Prometheus series the service exports. One registry per
// server, not the global one, so two servers in one test process never collide.
package metrics

import (
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Metrics holds every series.
type Metrics struct {
	Registry *prometheus.Registry
	// Turns counts finished requests by outcome: answered, superseded, fallback,
	// lock_timeout, lock_lost, abandoned, error.
	Turns *prometheus.CounterVec
	// Superseded counts requests answered empty because a newer one arrived.
	Superseded prometheus.Counter
	// Phase times each step of a turn: debounce, lock, graph, save.
	Phase *prometheus.HistogramVec
	// ModelCalls counts model calls by outcome: ok, error, timeout.
	ModelCalls *prometheus.CounterVec
	// ModelLatency times model calls.
	ModelLatency prometheus.Histogram
	// LockWaits counts requests that had to wait for a call's lock.
	LockWaits prometheus.Counter
	// SnapshotsDropped counts snapshots not written, by reason.
	SnapshotsDropped *prometheus.CounterVec
	// Webhooks counts webhook messages by type and outcome.
	Webhooks *prometheus.CounterVec
	// Callbacks counts callback requests by outcome: stored, not_stored. A not_stored one is
	// a caller told to ring back because the store failed: alert on it.
	Callbacks *prometheus.CounterVec
	// ModelOffline is 1 while the service answers with the offline stand-in because no model
	// is configured: an alert on it catches a production line with a forgotten key.
	ModelOffline prometheus.Gauge
}

// New registers every series on a fresh registry.
func New() *Metrics {
	r := prometheus.NewRegistry()
	r.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	f := func(c prometheus.Collector) { r.MustRegister(c) }
	m := &Metrics{
		Registry: r,
		Turns: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "claimsline_turns_total", Help: "Chat requests finished, by outcome.",
		}, []string{"outcome"}),
		Superseded: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "claimsline_superseded_total", Help: "Requests superseded by a newer one for the same call.",
		}),
		Phase: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "claimsline_turn_phase_seconds", Help: "Time spent in each phase of a turn.",
			Buckets: []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 20},
		}, []string{"phase"}),
		ModelCalls: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "claimsline_model_calls_total", Help: "Model calls, by outcome.",
		}, []string{"outcome"}),
		ModelLatency: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name: "claimsline_model_call_seconds", Help: "Model call latency.",
			Buckets: []float64{.05, .1, .25, .5, 1, 2, 4, 6, 10},
		}),
		LockWaits: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "claimsline_lock_waits_total", Help: "Requests that waited for their call's lock.",
		}),
		SnapshotsDropped: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "claimsline_snapshots_dropped_total", Help: "Turn snapshots not written, by reason.",
		}, []string{"reason"}),
		Webhooks: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "claimsline_webhooks_total", Help: "Webhook messages, by type and outcome.",
		}, []string{"type", "outcome"}),
		Callbacks: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "claimsline_callbacks_total", Help: "Callback requests, by outcome (stored, not_stored).",
		}, []string{"outcome"}),
		ModelOffline: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "claimsline_model_offline", Help: "1 while the offline stand-in answers instead of a real model (no OPENAI_API_KEY).",
		}),
	}
	f(m.ModelOffline)
	f(m.Turns)
	f(m.Superseded)
	f(m.Phase)
	f(m.ModelCalls)
	f(m.ModelLatency)
	f(m.LockWaits)
	f(m.SnapshotsDropped)
	f(m.Webhooks)
	f(m.Callbacks)
	return m
}

// ObserveModel records one model call; it fits llm.Config.Observe.
func (m *Metrics) ObserveModel(outcome string, d time.Duration) {
	m.ModelCalls.WithLabelValues(outcome).Inc()
	m.ModelLatency.Observe(d.Seconds())
}

// Handler serves the registry in Prometheus' text format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.Registry, promhttp.HandlerOpts{})
}
