// Package footprint keeps the server's resident memory to what serving needs.
//
// A Go binary's pages count towards the process's resident set once touched, and the kernel
// maps them 64 KB at a time around each fault (fault-around). Start-up touches a great deal
// of code and read-only data that serving never touches again: every package's
// initialisation, the phone library's metadata decoding, the compilation of every pattern.
// Measured on claimsline, those pages are about 16 of the 26 MB of the binary resident at
// idle. Dropping them once start-up is over makes the resident set what the turns actually
// use; pages a turn needs come back on their next touch, from the page cache.
package footprint

// Release asks the kernel to drop this process's resident pages of its own executable, so
// that only the pages serving touches come back. It changes nothing a program can observe
// but its resident set: the pages are clean, read-only copies of the file. It returns how
// many mappings it advised; an error means nothing could be advised (not Linux, or a kernel
// older than 5.4, which lacks MADV_PAGEOUT), which costs memory, never correctness.
func Release() (int, error) { return release() }
