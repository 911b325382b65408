package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"sort"
	"strconv"
	"strings"
	"time"
)

// kinds are the turn kinds of a call, in the order a call plays them.
var kinds = []string{"open", "phone", "dob", "claim", "faq", "bye"}

func (r *results) failed() bool {
	return len(r.errors) > 0
}

// print writes the report.
func (r *results) print(w io.Writer, o options) {
	mode := "json"
	if o.stream {
		mode = "sse"
	}
	n := len(r.samples)
	fmt.Fprintf(w, "target %s  mode %s  calls %d  turns/call %d  think %s  duration %s (warm-up %s excluded)\n",
		o.url, mode, o.calls, o.turnsPerCall, o.think, o.duration, o.warmup)
	fmt.Fprintf(w, "requests %d over %.2fs = %.0f turns/s   (calls started %d)\n",
		n, r.elapsed.Seconds(), float64(n)/r.elapsed.Seconds(), r.calls)
	all, allFirst := make([]time.Duration, 0, n), make([]time.Duration, 0, n)
	byKind, firstByKind := map[string][]time.Duration{}, map[string][]time.Duration{}
	for _, s := range r.samples {
		all = append(all, s.latency)
		allFirst = append(allFirst, s.first)
		byKind[s.kind] = append(byKind[s.kind], s.latency)
		firstByKind[s.kind] = append(firstByKind[s.kind], s.first)
	}
	fmt.Fprintf(w, "latency %-6s %s\n", "all", percentiles(all))
	for _, k := range kinds {
		if len(byKind[k]) > 0 {
			fmt.Fprintf(w, "latency %-6s %s\n", k, percentiles(byKind[k]))
		}
	}
	// Time to the first content chunk: how long the caller waits before hearing anything.
	fmt.Fprintf(w, "first   %-6s %s\n", "all", percentiles(allFirst))
	for _, k := range kinds {
		if len(firstByKind[k]) > 0 {
			fmt.Fprintf(w, "first   %-6s %s\n", k, percentiles(firstByKind[k]))
		}
	}
	total := 0
	for _, v := range r.errors {
		total += v
	}
	fmt.Fprintf(w, "errors %d  superseded %d  non-2xx %d\n", total, r.superseded, r.non2xx)
	classes := make([]string, 0, len(r.errors))
	for k := range r.errors {
		classes = append(classes, k)
	}
	sort.Strings(classes)
	for _, k := range classes {
		fmt.Fprintf(w, "  %-24s %d\n", k, r.errors[k])
	}
	for _, e := range r.examples {
		fmt.Fprintf(w, "  e.g. %s\n", e)
	}
	if o.serverPID > 0 {
		// The CPU window covers warm-up too, so it is divided by every request made.
		fmt.Fprintf(w, "server pid %d: CPU %.2fs over %d requests = %.0f µs/request  VmRSS %s  VmHWM %s  peak RSS during run %d kB\n",
			o.serverPID, float64(r.cpuTicks)/float64(r.clkTck), r.all, float64(r.cpuTicks)/float64(r.clkTck)*1e6/float64(max(r.all, 1)),
			r.rss, r.hwm, r.rssPeak)
	}
	if r.redis != nil {
		r.redis.print(w, r.all)
	}
	if r.counters != nil {
		names := make([]string, 0, len(r.counters))
		for k := range r.counters {
			names = append(names, k)
		}
		sort.Strings(names)
		fmt.Fprintf(w, "server counters that moved (whole run, warm-up included):\n")
		for _, k := range names {
			fmt.Fprintf(w, "  %-60s %+.0f\n", k, r.counters[k])
		}
	}
}

// scrapeCounters reads the server's Prometheus counters (series ending in _total) from
// /metrics, so the report can show what the server counted, not only what the caller saw.
func scrapeCounters(ctx context.Context, client *http.Client, base string) (map[string]float64, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, strings.TrimRight(base, "/")+"/metrics", nil)
	if err != nil {
		return nil, fmt.Errorf("metrics request: %w", err)
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("scrape metrics: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("scrape metrics: HTTP %d", resp.StatusCode)
	}
	out := map[string]float64{}
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		i := strings.LastIndexByte(line, ' ')
		if i < 0 {
			continue
		}
		name := line[:i]
		base, _, _ := strings.Cut(name, "{")
		if !strings.HasSuffix(base, "_total") || strings.HasPrefix(base, "go_") || strings.HasPrefix(base, "process_") || strings.HasPrefix(base, "promhttp_") {
			continue
		}
		if v, err := strconv.ParseFloat(line[i+1:], 64); err == nil {
			out[name] = v
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read metrics: %w", err)
	}
	return out, nil
}

// percentiles formats p50, p90, p99 and max.
func percentiles(d []time.Duration) string {
	if len(d) == 0 {
		return "(none)"
	}
	sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
	at := func(p float64) time.Duration { return d[min(len(d)-1, int(p*float64(len(d))))] }
	return fmt.Sprintf("n=%-7d p50 %-9s p90 %-9s p99 %-9s max %s", len(d),
		round(at(0.50)), round(at(0.90)), round(at(0.99)), round(d[len(d)-1]))
}

func round(d time.Duration) time.Duration {
	if d > 10*time.Millisecond {
		return d.Round(100 * time.Microsecond)
	}
	return d.Round(time.Microsecond)
}
