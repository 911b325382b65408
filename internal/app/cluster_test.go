package app_test

import (
	"context"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"claimsline/internal/checkpoint"
	"claimsline/prompts"
	"claimsline/state"
)

// clusterHarness starts a service whose live state is on the Redis Cluster at
// REDIS_CLUSTER_URL. CI always sets it (.ci/run starts a cluster of 3 masters with a replica
// each); a local run without one skips, saying how to get one.
func clusterHarness(t *testing.T, extra map[string]string) *harness {
	t.Helper()
	u := os.Getenv("REDIS_CLUSTER_URL")
	if u == "" {
		if os.Getenv("CI") != "" {
			t.Fatal("REDIS_CLUSTER_URL is unset in CI: .ci/run must start the Redis Cluster and export it")
		}
		t.Skip("REDIS_CLUSTER_URL is unset: run .ci/run (it starts a Redis Cluster on 127.0.0.1:7000-7005) or set it to a cluster")
	}
	vars := map[string]string{"REDIS_URL": u, "REDIS_CLUSTER": "true"}
	for k, v := range extra {
		vars[k] = v
	}
	return newHarness(t, vars)
}

// TestWholeCallOnRedisCluster runs a verified call end to end with the live state on the
// cluster, in the plain test run; .ci/run also runs every end-to-end test there.
func TestWholeCallOnRedisCluster(t *testing.T) {
	t.Parallel()
	h := clusterHarness(t, nil)
	h.model.SetHandler(claimModel)
	id := newCallID(t)
	h.verify(id)
	h.say(id, "what's the status of my claim")
	if got := h.say(id, "bye").Content; got != prompts.Goodbye {
		t.Fatalf("goodbye: %q", got)
	}
	c := h.call(id)
	if c.TurnNumber != 4 || c.Ended != state.EndedGoodbye || !c.Authenticated() {
		t.Fatalf("turn %d ended %q verified %v", c.TurnNumber, c.Ended, c.Authenticated())
	}
	if n := h.keys(id); n == 0 {
		t.Fatal("no key of the call on the cluster")
	}
}

// TestRedisClusterFailoverMidCall kills the master that holds a call's slot between two of
// its turns. The caller keeps talking: while the replica is promoted every reply is a
// well-formed line (the "busy" line asks them to say it again), and after promotion the call
// goes on where it was, with no turn lost or applied twice. The killed master is restarted
// afterwards and rejoins as a replica.
func TestRedisClusterFailoverMidCall(t *testing.T) {
	h := clusterHarness(t, nil)
	h.model.SetHandler(claimModel)
	cc, ok := h.rdb.(*redis.ClusterClient)
	if !ok {
		t.Fatal("the harness's client is not a cluster client")
	}
	ctx := context.Background()
	id := newCallID(t)
	h.open(id)
	if got := h.say(id, danaPhone).Content; got != prompts.AskDOB {
		t.Fatalf("after the number: %q", got)
	}

	master, err := cc.MasterForKey(ctx, checkpoint.KeysFor(id).State)
	if err != nil {
		t.Fatal(err)
	}
	addr := master.Options().Addr
	conf := infoField(master.Info(ctx, "server").Val(), "config_file")
	// The turn's writes are on the replica before the master dies: Redis replicates
	// asynchronously, and this test is about failover, not about a write in flight.
	if err := master.Do(ctx, "WAIT", 1, 2000).Err(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { restartNode(t, addr, conf) })
	_ = master.ShutdownNoSave(ctx).Err() // the connection drops: that is the point
	t.Logf("killed master %s holding %s", addr, checkpoint.KeysFor(id).State)

	var busy []string
	deadline := time.Now().Add(30 * time.Second)
	for {
		r := h.post(ctx, "/chat/completions", chatBody(id, true, danaDOB), nil) // SSE, parsed strictly
		if r.Status != http.StatusOK || r.Content == "" {
			t.Fatalf("during failover: status %d content %q body %s", r.Status, r.Content, r.Body)
		}
		if r.Content == prompts.Verified("Dana Whitfield") {
			break
		}
		if r.Content != prompts.Busy {
			t.Fatalf("during failover: %q, want the busy line or the verified line", r.Content)
		}
		busy = append(busy, r.ID)
		if time.Now().After(deadline) {
			t.Fatalf("no promotion after %d busy replies", len(busy))
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Logf("busy replies during failover: %d %v", len(busy), busy)

	h.say(id, "what's the status of my claim")
	if got := h.say(id, "bye").Content; got != prompts.Goodbye {
		t.Fatalf("goodbye: %q", got)
	}
	c := h.call(id)
	if c.TurnNumber != 4 || c.Ended != state.EndedGoodbye || !c.Authenticated() || c.CustomerID() != danaID {
		t.Fatalf("after failover: turn %d ended %q verified %v", c.TurnNumber, c.Ended, c.Authenticated())
	}
	// Each caller turn is in the transcript once, in order: none lost, none applied twice.
	var turns []int
	for _, m := range c.Transcript {
		if m.Role == state.RoleUser {
			turns = append(turns, m.Turn)
		}
	}
	if len(turns) != 4 || turns[0] != 1 || turns[1] != 2 || turns[2] != 3 || turns[3] != 4 {
		t.Fatalf("caller turns in the transcript: %v", turns)
	}
	rows := h.snapshots(id, 5)
	for i, r := range rows {
		if r.TurnNumber != i {
			t.Fatalf("snapshot %d is turn %d", i, r.TurnNumber)
		}
	}
}

// closeOnExec marks every descriptor above stderr close-on-exec, including those inherited
// from the parent that Go did not open.
func closeOnExec() {
	entries, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		return // not Linux: nothing inherited is known to leak there
	}
	for _, e := range entries {
		if fd, err := strconv.Atoi(e.Name()); err == nil && fd > 2 {
			syscall.CloseOnExec(fd)
		}
	}
}

// infoField reads one field of an INFO section.
func infoField(info, name string) string {
	for _, line := range strings.Split(info, "\n") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(line), name+":"); ok {
			return v
		}
	}
	return ""
}

// restartNode starts the killed node again from its config file and waits for the cluster to
// be whole, so later runs find 3 masters with a replica each.
func restartNode(t *testing.T, addr, conf string) {
	t.Helper()
	if conf == "" {
		t.Errorf("cannot restart %s: it was not started from a config file", addr)
		return
	}
	// The daemon must not inherit this process's descriptors: a test run under a lock (flock
	// in .ci/run or a merge script) would otherwise leave the lock held by the daemon.
	closeOnExec()
	if out, err := exec.Command("redis-server", conf).CombinedOutput(); err != nil {
		t.Errorf("restart %s: %v: %s", addr, err, out)
		return
	}
	node := redis.NewClient(&redis.Options{Addr: addr})
	defer node.Close()
	for i := 0; i < 150; i++ {
		info := node.ClusterInfo(context.Background()).Val()
		if strings.Contains(info, "cluster_state:ok") && strings.Contains(info, "cluster_known_nodes:6") {
			return
		}
		time.Sleep(200 * time.Millisecond)
	}
	t.Errorf("%s restarted but the cluster is not whole again", addr)
}
