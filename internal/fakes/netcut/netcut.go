// Package netcut is a TCP proxy that tests can cut, to partition a process from a server
// (Redis) the way a network does: connections stay open, bytes stop arriving, and nothing
// tells either side.
//
// A closed connection would be kinder than a real partition: the client would fail fast.
// A cut proxy swallows what it is sent instead, so the client learns only from its own
// deadlines, which is the fault the lease heartbeat has to survive.
package netcut

import (
	"fmt"
	"io"
	"net"
	"sync"
	"sync/atomic"
)

// Proxy forwards every connection it accepts to one target until it is cut.
type Proxy struct {
	ln     net.Listener
	target string
	cut    atomic.Bool
	mu     sync.Mutex
	conns  []net.Conn
	done   chan struct{}
}

// New listens on a free local port and forwards to target (host:port).
func New(target string) (*Proxy, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("netcut: listen: %w", err)
	}
	p := &Proxy{ln: ln, target: target, done: make(chan struct{})}
	go p.accept()
	return p, nil
}

// Addr is the proxy's host:port, to give the client instead of the target's.
func (p *Proxy) Addr() string { return p.ln.Addr().String() }

// Cut stops forwarding: from now on every byte either side sends is dropped, and new
// connections are accepted but go nowhere.
func (p *Proxy) Cut() { p.cut.Store(true) }

// Close stops the proxy and closes every connection it made.
func (p *Proxy) Close() {
	_ = p.ln.Close()
	<-p.done
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range p.conns {
		_ = c.Close()
	}
}

func (p *Proxy) accept() {
	defer close(p.done)
	for {
		in, err := p.ln.Accept()
		if err != nil {
			return
		}
		p.track(in)
		if p.cut.Load() {
			go p.pipe(io.Discard, in)
			continue
		}
		out, err := net.Dial("tcp", p.target)
		if err != nil {
			_ = in.Close()
			continue
		}
		p.track(out)
		go p.pipe(out, in)
		go p.pipe(in, out)
	}
}

func (p *Proxy) track(c net.Conn) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.conns = append(p.conns, c)
}

// pipe copies src to dst while the proxy is whole, and swallows src once it is cut. When src
// ends, dst is closed too, as a proxy that is not cut passes a close along.
func (p *Proxy) pipe(dst io.Writer, src net.Conn) {
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		if n > 0 && !p.cut.Load() {
			if _, werr := dst.Write(buf[:n]); werr != nil {
				return
			}
		}
		if err != nil {
			if c, ok := dst.(net.Conn); ok && !p.cut.Load() {
				_ = c.Close()
			}
			return
		}
	}
}
