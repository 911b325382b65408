// Package jsonx appends JSON values to a byte slice exactly as encoding/json writes them, for
// the document the service writes for every sentence it streams (the SSE chunk).
//
// It exists for speed: json.Marshal reaches each field through reflection, writes into a
// buffer of its own and copies the result out, and a type with a MarshalJSON method is then
// validated and compacted once more. Appending by hand to one buffer does none of that. The
// bytes must stay exactly encoding/json's (Redis and Postgres hold them, Vapi reads them),
// so every writer built on this package is tested byte for byte against json.Marshal.
package jsonx

import (
	"strconv"
	"unicode/utf8"
)

const hex = "0123456789abcdef"

// AppendString appends s as a JSON string exactly as json.Marshal writes a Go string: HTML
// characters (<, >, &) and control characters escaped as json.Marshal escapes them, invalid
// UTF-8 replaced by \ufffd, U+2028 and U+2029 escaped.
func AppendString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		if b := s[i]; b < utf8.RuneSelf {
			if b >= 0x20 && b != '"' && b != '\\' && b != '<' && b != '>' && b != '&' {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch b {
			case '\\', '"':
				dst = append(dst, '\\', b)
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hex[b>>4], hex[b&0xF])
			}
			i++
			start = i
			continue
		}
		c, size := utf8.DecodeRuneInString(s[i:])
		if c == utf8.RuneError && size == 1 {
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if c == '\u2028' || c == '\u2029' {
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hex[c&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

// AppendInt appends n as json.Marshal writes an integer.
func AppendInt(dst []byte, n int64) []byte { return strconv.AppendInt(dst, n, 10) }

// AppendBool appends b as json.Marshal writes a bool.
func AppendBool(dst []byte, b bool) []byte { return strconv.AppendBool(dst, b) }

// Object writes the members of one JSON object in order, with the commas between them, so a
// writer lists its fields as encoding/json does and leaves out the ones it would omit. Buf is
// the document so far: a member's value is appended to it after Key.
type Object struct {
	Buf  []byte
	some bool
}

// Open starts an object at the end of dst.
func Open(dst []byte) Object { return Object{Buf: append(dst, '{')} }

// Key appends a member's name and its colon. The name is written as it is: it must need no
// escaping (every field name the service writes is plain lower-case ASCII).
func (o *Object) Key(name string) {
	if o.some {
		o.Buf = append(o.Buf, ',')
	}
	o.some = true
	o.Buf = append(o.Buf, '"')
	o.Buf = append(o.Buf, name...)
	o.Buf = append(o.Buf, '"', ':')
}

// String appends a string member.
func (o *Object) String(name, v string) {
	o.Key(name)
	o.Buf = AppendString(o.Buf, v)
}

// Int appends an integer member.
func (o *Object) Int(name string, v int64) {
	o.Key(name)
	o.Buf = AppendInt(o.Buf, v)
}

// Bool appends a bool member.
func (o *Object) Bool(name string, v bool) {
	o.Key(name)
	o.Buf = AppendBool(o.Buf, v)
}

// Close ends the object and returns the document.
func (o *Object) Close() []byte { return append(o.Buf, '}') }
