package footprint

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"golang.org/x/sys/unix"
)

func release() (int, error) {
	exe, err := os.Executable()
	if err != nil {
		return 0, fmt.Errorf("footprint: %w", err)
	}
	if real, err := filepath.EvalSymlinks(exe); err == nil {
		exe = real
	}
	f, err := os.Open("/proc/self/maps")
	if err != nil {
		return 0, fmt.Errorf("footprint: %w", err)
	}
	defer f.Close()
	var (
		advised int
		errs    []error
	)
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		start, end, ok := readOnlyMapping(sc.Text(), exe)
		if !ok {
			continue
		}
		// MADV_PAGEOUT, not MADV_DONTNEED: it reclaims pages without changing what they
		// hold, so it is safe on any mapping, and it leaves alone pages other processes
		// (another replica on the host) have mapped too.
		if _, _, errno := unix.Syscall(unix.SYS_MADVISE, start, end-start, unix.MADV_PAGEOUT); errno != 0 {
			errs = append(errs, fmt.Errorf("footprint: madvise %#x-%#x: %w", start, end, errno))
			continue
		}
		advised++
	}
	if err := sc.Err(); err != nil {
		return advised, fmt.Errorf("footprint: /proc/self/maps: %w", err)
	}
	if advised == 0 {
		if len(errs) == 0 {
			return 0, errors.New("footprint: no mapping of the executable found")
		}
		return 0, errors.Join(errs...)
	}
	return advised, nil
}

// readOnlyMapping parses one line of /proc/self/maps ("start-end perms offset dev inode
// path") and reports the range of a mapping of exe that is not writable. Writable mappings
// (the data segment) are left alone: their written pages are the process's own. The path is
// the rest of the line, so a path with spaces (or a replaced binary's " (deleted)") compares
// whole.
func readOnlyMapping(line, exe string) (start, end uintptr, ok bool) {
	fields := strings.SplitN(line, " ", 6)
	if len(fields) < 6 || strings.TrimSpace(fields[5]) != exe || strings.Contains(fields[1], "w") {
		return 0, 0, false
	}
	lo, hi, found := strings.Cut(fields[0], "-")
	if !found {
		return 0, 0, false
	}
	a, err1 := strconv.ParseUint(lo, 16, 64)
	b, err2 := strconv.ParseUint(hi, 16, 64)
	if err1 != nil || err2 != nil || b <= a {
		return 0, 0, false
	}
	return uintptr(a), uintptr(b), true
}
