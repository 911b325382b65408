package footprint

import (
	"context"
	"os"
	"runtime/debug"
	"runtime/metrics"
	"time"
)

// Budget is the resident memory the server aims to stay under by default: 44 MiB, which keeps
// the peak resident set at 200 back-to-back calls under 64 MiB with room for what the Go
// runtime does not count (the binary's own pages, about 15-20 MB under load). Measured on
// claimsline (docs/performance.md): without it the heap grows to twice its live size before a
// collection, as GOGC=100 allows, and the peak reaches 76-80 MB; at 44 MiB it is 63-64 MB for
// about 10% more CPU per request at that load and none at 50 calls. A lower budget costs more
// CPU than it saves memory (40 MiB: 59.5 MB for 20-30% more CPU).
const Budget = 44 << 20

// minHeadroom is the share of the live heap the collector may always allocate on top of it
// before it must run, whatever the budget says. A fixed limit under a live heap that has grown
// past it (more calls than the budget was sized for) would have the collector run back to back
// and starve the turns; with this floor it never works harder than GOGC=50 would make it.
const minHeadroom = 0.5

// usage is what the runtime reports of its own memory, in bytes.
type usage struct {
	live  uint64 // heap reachable at the end of the last collection
	total uint64 // everything the runtime has mapped, heap and the rest
	heap  uint64 // the heap's share of total, in use, free or released
}

// samples names the runtime/metrics the budget is computed from; the heap's classes are
// summed so that what remains of total is the memory the heap's growth cannot change
// (goroutine stacks, the runtime's own structures).
var samples = []string{
	"/gc/heap/live:bytes",
	"/memory/classes/total:bytes",
	"/memory/classes/heap/objects:bytes",
	"/memory/classes/heap/free:bytes",
	"/memory/classes/heap/released:bytes",
	"/memory/classes/heap/unused:bytes",
}

func readUsage() usage {
	s := make([]metrics.Sample, len(samples))
	for i, name := range samples {
		s[i].Name = name
	}
	metrics.Read(s)
	v := func(i int) uint64 {
		if s[i].Value.Kind() != metrics.KindUint64 {
			return 0 // a metric this runtime does not know: counted as none
		}
		return s[i].Value.Uint64()
	}
	return usage{live: v(0), total: v(1), heap: v(2) + v(3) + v(4) + v(5)}
}

// limitFor is the soft memory limit that keeps the process within budget while the live heap
// is small, and gives the live heap its minimum headroom once it is not.
func limitFor(budget int64, u usage) int64 {
	var other uint64
	if u.total > u.heap {
		other = u.total - u.heap
	}
	floor := int64(other) + int64(float64(u.live)*(1+minHeadroom))
	return max(budget, floor)
}

// Keep holds the Go runtime's soft memory limit (debug.SetMemoryLimit) at budget, raised when
// the live heap needs more room, re-reading the runtime's usage every interval until ctx ends;
// then it puts the previous limit back and returns true. It is meant to run on its own
// goroutine for the life of the server.
//
// GOMEMLIMIT set in the environment, to any value including "off", is the operator's choice
// and wins: Keep then changes nothing and returns false at once. That is how a deployment
// sized differently (a container with more or less memory) opts out.
func Keep(ctx context.Context, budget int64, interval time.Duration) bool {
	if _, set := os.LookupEnv("GOMEMLIMIT"); set {
		return false
	}
	prev := debug.SetMemoryLimit(limitFor(budget, readUsage()))
	defer debug.SetMemoryLimit(prev)
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return true
		case <-t.C:
			debug.SetMemoryLimit(limitFor(budget, readUsage()))
		}
	}
}
