// Package faultcal wraps a booking calendar to inject the faults a real calendar service
// has: a conflict, a timeout before the write reaches it, a timeout after the write landed,
// a server error, and a read-back that fails too. It also counts the reads a search makes.
//
// Tests run the booking tools over the real Postgres calendar through this wrapper, so every
// fault is met by real rows: a "timeout after write" leaves a real booking behind, and the
// test can see whether the code found it.
package faultcal

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"claimsline/internal/domain"
	"claimsline/tools"
)

// Fault is what the next booking write meets.
type Fault int

// Faults.
const (
	None Fault = iota
	// Conflict refuses the write as the database refuses a taken seat.
	Conflict
	// TimeoutBeforeWrite gives up before the write reaches the calendar.
	TimeoutBeforeWrite
	// TimeoutAfterWrite lets the write land, then reports a timeout.
	TimeoutAfterWrite
	// ServerError fails the write with an unexplained server error; nothing is written.
	ServerError
)

// String is the fault's name as tests and logs print it.
func (f Fault) String() string {
	return [...]string{"none", "conflict", "timeout_before_write", "timeout_after_write", "server_error"}[f]
}

// ErrServer is the injected server error.
var ErrServer = errors.New("faultcal: calendar server error (503)")

// Calendar is a tools.Calendar with faults.
type Calendar struct {
	tools.Calendar
	mu    sync.Mutex
	next  []Fault
	reads atomic.Int64
	// ReadBackDown, when set, makes reading a write back fail too, so a timeout or a server
	// error stays unresolved.
	ReadBackDown atomic.Bool
	// ColumnsDown, when set, fails every calendar read.
	ColumnsDown atomic.Bool
	// BeforeWrite, if set, runs just before each write reaches the calendar: a test hangs up
	// the caller's request there.
	BeforeWrite func()
}

// Wrap wraps a calendar.
func Wrap(c tools.Calendar) *Calendar { return &Calendar{Calendar: c} }

// Next queues faults for the coming writes, one each, in order.
func (c *Calendar) Next(faults ...Fault) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.next = append(c.next, faults...)
}

// Reads returns how many calendar reads (Columns calls) were made, and resets the count.
func (c *Calendar) Reads() int64 { return c.reads.Swap(0) }

// Columns counts the read and passes it on.
func (c *Calendar) Columns(ctx context.Context, from, to time.Time, adjusterID string) ([]domain.CalendarColumn, error) {
	c.reads.Add(1)
	if c.ColumnsDown.Load() {
		return nil, ErrServer
	}
	return c.Calendar.Columns(ctx, from, to, adjusterID)
}

// Book meets the next queued fault.
func (c *Calendar) Book(ctx context.Context, b domain.InspectionBooking) (domain.InspectionBooking, error) {
	c.mu.Lock()
	f := None
	if len(c.next) > 0 {
		f, c.next = c.next[0], c.next[1:]
	}
	c.mu.Unlock()
	if c.BeforeWrite != nil {
		c.BeforeWrite()
	}
	switch f {
	case Conflict:
		return b, fmt.Errorf("faultcal: %w", domain.ErrConflict)
	case TimeoutBeforeWrite:
		return b, fmt.Errorf("faultcal: before write: %w", context.DeadlineExceeded)
	case ServerError:
		return b, ErrServer
	case TimeoutAfterWrite:
		if _, err := c.Calendar.Book(ctx, b); err != nil {
			return b, err
		}
		return b, fmt.Errorf("faultcal: after write: %w", context.DeadlineExceeded)
	}
	return c.Calendar.Book(ctx, b)
}

// BookingByRequest fails while ReadBackDown is set.
func (c *Calendar) BookingByRequest(ctx context.Context, requestID string) (domain.InspectionBooking, error) {
	if c.ReadBackDown.Load() {
		return domain.InspectionBooking{}, ErrServer
	}
	return c.Calendar.BookingByRequest(ctx, requestID)
}
