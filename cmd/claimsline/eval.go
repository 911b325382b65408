package main

import (
	"context"
	"fmt"
	"os"

	"claimsline/internal/eval"
)

// exitCode is a command's exit status carried out of run when it is not simply 0 or 1:
// `eval` exits 1 on a finding and 2 on bad usage, and scripts tell the two apart.
type exitCode int

func (c exitCode) Error() string { return fmt.Sprintf("exit status %d", int(c)) }

// evalAgent runs `claimsline eval`: the whole agent measured against a set of situations.
// (`eval readers`, the speech readers' report, is dispatched ahead of it.)
func evalAgent(ctx context.Context, args []string) error {
	if code := eval.Main(ctx, args, os.Stdout, os.Stderr, os.Getenv); code != eval.ExitOK {
		return exitCode(code)
	}
	return nil
}
