package main

import (
	"bufio"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/redis/go-redis/v9"
)

// cpuTicks reads a process's user+system CPU time in clock ticks from /proc/<pid>/stat.
func cpuTicks(pid int) (int64, error) {
	if pid <= 0 {
		return 0, nil
	}
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, fmt.Errorf("read stat of %d: %w", pid, err)
	}
	// The command name may hold spaces; fields are counted after its closing parenthesis.
	s := string(raw)
	fields := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	if len(fields) < 13 {
		return 0, fmt.Errorf("stat of %d: too few fields", pid)
	}
	utime, err1 := strconv.ParseInt(fields[11], 10, 64)
	stime, err2 := strconv.ParseInt(fields[12], 10, 64)
	if err := errors.Join(err1, err2); err != nil {
		return 0, fmt.Errorf("stat of %d: %w", pid, err)
	}
	return utime + stime, nil
}

// memory returns a process's VmRSS and VmHWM as /proc/<pid>/status prints them.
func memory(pid int) (rss, hwm string) {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return "?", "?"
	}
	for _, line := range strings.Split(string(raw), "\n") {
		if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			rss = strings.TrimSpace(v)
		}
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			hwm = strings.TrimSpace(v)
		}
	}
	return rss, hwm
}

// samplePeakRSS records the largest VmRSS seen during the run, in kB. VmHWM says the same
// for the process's whole life; this one covers only the run.
func samplePeakRSS(ctx context.Context, pid int, peak *atomic.Int64) {
	if pid <= 0 {
		return
	}
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		rss, _ := memory(pid)
		if kb, err := strconv.ParseInt(strings.TrimSuffix(rss, " kB"), 10, 64); err == nil && kb > peak.Load() {
			peak.Store(kb)
		}
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}

// monitor counts the commands the server sends to Redis during the run, through MONITOR on
// a raw connection (RESP simple strings are all MONITOR sends, so no client library is
// needed, and closing the connection stops it cleanly). MONITOR prints commands run inside
// a Lua script too, marked "[n lua]"; those cost no round trip and are counted apart.
type monitor struct {
	conn   net.Conn
	done   chan struct{}
	counts monitorCount
}

// monitorCount is what MONITOR saw.
type monitorCount struct {
	client map[string]int // commands sent by clients, by name
	script map[string]int // commands run inside scripts, by name
	// trips counts round trips: a PEXPIRE that directly follows an INCR from the same
	// connection is the second half of the service's one pipeline and costs no trip of
	// its own. Every other client command is one trip.
	trips int
}

func startMonitor(ctx context.Context, rawURL string) (*monitor, error) {
	opts, err := redis.ParseURL(rawURL)
	if err != nil {
		return nil, fmt.Errorf("redis monitor URL: %w", err)
	}
	var d net.Dialer
	conn, err := d.DialContext(ctx, "tcp", opts.Addr)
	if err != nil {
		return nil, fmt.Errorf("redis monitor: %w", err)
	}
	rd := bufio.NewReaderSize(conn, 1<<20)
	cmd := "MONITOR\r\n"
	if opts.Password != "" {
		cmd = fmt.Sprintf("AUTH %s %s\r\n", cmp.Or(opts.Username, "default"), opts.Password) + cmd
	}
	if _, err := conn.Write([]byte(cmd)); err != nil {
		_ = conn.Close()
		return nil, fmt.Errorf("redis monitor: %w", err)
	}
	for range strings.Count(cmd, "\r\n") {
		line, err := rd.ReadString('\n')
		if err != nil || !strings.HasPrefix(line, "+OK") {
			_ = conn.Close()
			return nil, fmt.Errorf("redis monitor: refused: %q %v", line, err)
		}
	}
	m := &monitor{conn: conn, done: make(chan struct{}),
		counts: monitorCount{client: map[string]int{}, script: map[string]int{}}}
	go m.count(rd)
	return m, nil
}

func (m *monitor) count(rd *bufio.Reader) {
	defer close(m.done)
	lastClient, lastCmd := "", ""
	for {
		line, err := rd.ReadString('\n')
		if err != nil {
			return // the connection was closed by stop
		}
		// +1700000000.123456 [0 127.0.0.1:5555] "incr" "{call:x}:seq"
		open, end := strings.IndexByte(line, '['), strings.IndexByte(line, ']')
		if open < 0 || end < open {
			continue
		}
		src := line[open+1 : end]
		rest := strings.Fields(line[end+1:])
		if len(rest) == 0 {
			continue
		}
		name := strings.ToLower(strings.Trim(rest[0], `"`))
		if strings.HasSuffix(src, "lua") {
			m.counts.script[name]++
			continue
		}
		m.counts.client[name]++
		if !(src == lastClient && lastCmd == "incr" && name == "pexpire") {
			m.counts.trips++
		}
		lastClient, lastCmd = src, name
	}
}

func (m *monitor) stop() *monitorCount {
	time.Sleep(200 * time.Millisecond) // let the last commands arrive
	_ = m.conn.Close()
	<-m.done
	return &m.counts
}

func (c *monitorCount) print(w io.Writer, requests int) {
	names := func(m map[string]int) string {
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		var b strings.Builder
		for _, k := range keys {
			fmt.Fprintf(&b, " %s=%d", k, m[k])
		}
		return b.String()
	}
	total := 0
	for _, v := range c.client {
		total += v
	}
	fmt.Fprintf(w, "redis (MONITOR, whole run incl. warm-up): %d client commands, %d round trips\n", total, c.trips)
	fmt.Fprintf(w, "  client:%s\n  in scripts:%s\n", names(c.client), names(c.script))
	if requests > 0 {
		fmt.Fprintf(w, "  per request (%d, opening requests included): %.2f commands, %.2f round trips\n", requests, float64(total)/float64(requests), float64(c.trips)/float64(requests))
	}
}
