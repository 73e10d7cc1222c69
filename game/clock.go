package game

import "time"

// Clock tells the time. The game reads time only through a Clock, so tests
// drive the turn timer with a ManualClock and never sleep.
type Clock interface {
	// Now returns the current time.
	Now() time.Time
}

// SystemClock is the wall clock.
type SystemClock struct{}

// Now returns the current time.
func (SystemClock) Now() time.Time { return time.Now() }

// ManualClock is a clock that moves only when told to.
type ManualClock struct {
	T time.Time
}

// Now returns the clock's time.
func (c *ManualClock) Now() time.Time { return c.T }

// Advance moves the clock forward.
func (c *ManualClock) Advance(d time.Duration) { c.T = c.T.Add(d) }
