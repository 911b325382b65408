// Package house holds no code, only tests of the repository's shape: the import rules of
// DESIGN section 3 and the top-level layout. They are tests so that a change which breaks a
// rule fails CI instead of waiting for a reviewer to notice.
package house
