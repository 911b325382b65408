//go:build unix

package demo

import (
	"os/exec"
	"syscall"
)

// detach puts a PostgreSQL program in its own process group, so the Ctrl-C that interrupts
// the demo reaches the demo (which then stops the server cleanly) and not the server itself.
func detach(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}
