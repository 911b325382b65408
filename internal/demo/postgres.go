package demo

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"claimsline/internal/config"
	"claimsline/internal/postgres"
)

// Database is the database the demo uses. It is its own, so running the demo next to a
// development or production database never touches that database's rows.
const Database = "claimsline_demo"

// demoDB is the demo's database and how to let go of it.
type demoDB struct {
	*postgres.DB
	where     string // the URL, password hidden
	ephemeral bool   // a throwaway cluster the demo started and will remove
	close     func() // closes the pool and stops the throwaway cluster, if any
}

// openDatabase returns a migrated and seeded store for the demo.
//
// In order: the URL the caller passed (tests); DATABASE_URL or the local default with the
// database renamed to Database; and, if that server cannot be used, a throwaway cluster
// started from the local PostgreSQL binaries in a temporary directory.
func openDatabase(ctx context.Context, out io.Writer, explicit string, getenv func(string) string) (*demoDB, error) {
	target := explicit
	if target == "" {
		raw := getenv("DATABASE_URL")
		if raw == "" {
			raw = config.DefaultDatabaseURL
		}
		u, err := url.Parse(raw)
		if err != nil {
			return nil, errors.New("demo: DATABASE_URL is not a URL")
		}
		u.Path, u.RawPath = "/"+Database, ""
		target = u.String()
	}

	octx, cancel := context.WithTimeout(ctx, 5*time.Second)
	db, err := postgres.Open(octx, target)
	cancel()
	d := &demoDB{DB: db, where: redacted(target)}
	stop := func() {}
	if err != nil {
		if explicit != "" || ctx.Err() != nil {
			return nil, fmt.Errorf("demo: %w", err)
		}
		fmt.Fprintf(out, "Postgres at %s is not usable:\n  %v\nStarting a throwaway Postgres cluster for this run...\n\n", redacted(target), err)
		c, cerr := startCluster(ctx)
		if cerr != nil {
			return nil, fmt.Errorf("demo: no usable Postgres: %w", cerr)
		}
		target = c.url(Database)
		octx, cancel := context.WithTimeout(ctx, 15*time.Second)
		db, err = postgres.Open(octx, target)
		cancel()
		if err != nil {
			c.stop()
			return nil, fmt.Errorf("demo: throwaway cluster: %w", err)
		}
		d = &demoDB{DB: db, where: redacted(target) + " (throwaway cluster in " + c.dir + ")", ephemeral: true}
		stop = c.stop
	}
	d.close = func() { db.Close(); stop() }
	if err := db.Migrate(ctx); err != nil {
		d.close()
		return nil, fmt.Errorf("demo: %w", err)
	}
	if err := db.Seed(ctx); err != nil {
		d.close()
		return nil, fmt.Errorf("demo: %w", err)
	}
	return d, nil
}

func redacted(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return "(unparseable URL)"
	}
	return u.Redacted()
}

// cluster is a Postgres server the demo started in a temporary directory and removes again.
type cluster struct {
	dir  string // holds data/, the socket and the log; removed by stop
	bin  string // directory of initdb and pg_ctl
	port int
	as   *user.User // the account that owns and runs the server when we are root, else nil
}

// howToGetPostgres ends every error that leaves the demo without a database.
const howToGetPostgres = "start a Postgres server and set DATABASE_URL (for example: " +
	"docker run -d -p 5432:5432 -e POSTGRES_HOST_AUTH_METHOD=trust postgres:15), " +
	"or install PostgreSQL (apt-get install postgresql) so the demo can start its own"

// startCluster runs initdb and pg_ctl start. Postgres refuses to run as root, so as root the
// server runs as the postgres system account, which then owns the temporary directory.
func startCluster(ctx context.Context) (*cluster, error) {
	bin, err := postgresBin()
	if err != nil {
		return nil, err
	}
	c := &cluster{bin: bin}
	if os.Geteuid() == 0 {
		u, err := user.Lookup("postgres")
		if err != nil {
			return nil, fmt.Errorf("running as root, and Postgres will not run as root; there is no 'postgres' user to run it as: %s", howToGetPostgres)
		}
		c.as = u
	}
	if c.dir, err = os.MkdirTemp("", "claimsline-demo-pg-"); err != nil {
		return nil, fmt.Errorf("temporary directory: %w", err)
	}
	ok := false
	defer func() {
		if !ok {
			c.stop()
		}
	}()
	if c.as != nil {
		uid, _ := strconv.Atoi(c.as.Uid)
		gid, _ := strconv.Atoi(c.as.Gid)
		if err := os.Chown(c.dir, uid, gid); err != nil {
			return nil, fmt.Errorf("hand %s to the postgres user: %w", c.dir, err)
		}
	}
	if c.port, err = freePort(); err != nil {
		return nil, err
	}
	data := filepath.Join(c.dir, "data")
	if err := c.run(ctx, "initdb", "-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C", "--no-sync"); err != nil {
		return nil, err
	}
	opts := fmt.Sprintf("-p %d -k %s -c listen_addresses=127.0.0.1 -c fsync=off", c.port, c.dir)
	if err := c.run(ctx, "pg_ctl", "-D", data, "-l", filepath.Join(c.dir, "postgres.log"), "-o", opts, "-w", "-t", "30", "start"); err != nil {
		return nil, err
	}
	ok = true
	return c, nil
}

// url is the cluster's address for database name.
func (c *cluster) url(name string) string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/%s?sslmode=disable", c.port, name)
}

// stop shuts the server down and deletes its directory. It runs on a fresh context so an
// interrupted demo still cleans up.
func (c *cluster) stop() {
	if c.dir == "" {
		return
	}
	data := filepath.Join(c.dir, "data")
	if _, err := os.Stat(filepath.Join(data, "postmaster.pid")); err == nil {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		_ = c.run(ctx, "pg_ctl", "-D", data, "-m", "fast", "-w", "-t", "15", "stop") // best effort
		cancel()
	}
	_ = os.RemoveAll(c.dir) // best effort: it is in the temporary directory
}

// run runs one of the PostgreSQL programs, as the postgres account when we are root.
func (c *cluster) run(ctx context.Context, program string, args ...string) error {
	argv := append([]string{filepath.Join(c.bin, program)}, args...)
	if c.as != nil {
		if runuser, err := exec.LookPath("runuser"); err == nil {
			argv = append([]string{runuser, "-u", c.as.Username, "--"}, argv...)
		} else if su, err := exec.LookPath("su"); err == nil {
			argv = []string{su, c.as.Username, "-s", "/bin/sh", "-c", shellJoin(argv)}
		} else {
			return fmt.Errorf("running as root and neither runuser nor su is available to run %s as %s: %s", program, c.as.Username, howToGetPostgres)
		}
	}
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Dir = c.dir // readable by the postgres account, unlike root's working directory
	detach(cmd)
	outb, err := cmd.CombinedOutput()
	if err != nil {
		msg := strings.TrimSpace(string(outb))
		if log, lerr := os.ReadFile(filepath.Join(c.dir, "postgres.log")); lerr == nil && program == "pg_ctl" {
			msg += "\n" + strings.TrimSpace(string(log))
		}
		return fmt.Errorf("%s: %w: %s", program, err, msg)
	}
	return nil
}

// postgresBin finds a directory holding initdb and pg_ctl: the newest
// /usr/lib/postgresql/<version>/bin (Debian and Ubuntu keep them off PATH), else PATH.
func postgresBin() (string, error) {
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	sort.Slice(dirs, func(i, j int) bool { return version(dirs[i]) > version(dirs[j]) })
	for _, d := range dirs {
		if executable(filepath.Join(d, "initdb")) && executable(filepath.Join(d, "pg_ctl")) {
			return d, nil
		}
	}
	initdb, err1 := exec.LookPath("initdb")
	pgctl, err2 := exec.LookPath("pg_ctl")
	if err1 == nil && err2 == nil && filepath.Dir(initdb) == filepath.Dir(pgctl) {
		return filepath.Dir(initdb), nil
	}
	return "", errors.New("no PostgreSQL programs (initdb, pg_ctl) found under /usr/lib/postgresql/*/bin or on PATH: " + howToGetPostgres)
}

func version(binDir string) float64 {
	v, _ := strconv.ParseFloat(filepath.Base(filepath.Dir(binDir)), 64)
	return v
}

func executable(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0
}

// freePort asks the kernel for a free TCP port on the loopback interface.
func freePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, fmt.Errorf("find a free port: %w", err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}

// shellJoin quotes argv for sh -c.
func shellJoin(argv []string) string {
	q := make([]string, len(argv))
	for i, a := range argv {
		q[i] = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
	}
	return strings.Join(q, " ")
}
