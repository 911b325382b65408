//go:build !linux

package footprint

import "errors"

func release() (int, error) { return 0, errors.New("footprint: only Linux can drop start-up pages") }
