//go:build !unix

package demo

import "os/exec"

// detach does nothing where process groups do not exist.
func detach(*exec.Cmd) {}
