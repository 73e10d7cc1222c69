package render

import (
	"testing"
	"time"

	"rummikub/game"
)

// The session's clock stands while paused and loses exactly the paused
// time, however often it stops.
func TestPauseClock(t *testing.T) {
	base := &game.ManualClock{T: time.Date(2030, 5, 1, 9, 0, 0, 0, time.UTC)}
	c := &pauseClock{base: base}
	start := c.Now()
	base.T = base.T.Add(10 * time.Second)
	c.pause(true)
	c.pause(true) // stopping twice changes nothing
	base.T = base.T.Add(time.Minute)
	if got := c.Now().Sub(start); got != 10*time.Second {
		t.Fatalf("stopped: %v passed, want 10s", got)
	}
	c.pause(false)
	base.T = base.T.Add(5 * time.Second)
	c.pause(true)
	base.T = base.T.Add(time.Hour)
	c.pause(false)
	c.pause(false)
	base.T = base.T.Add(time.Second)
	if got := c.Now().Sub(start); got != 16*time.Second {
		t.Errorf("%v counted, want 16s (10 + 5 + 1)", got)
	}
}

// A turn's time does not run while its player cannot play: the game reads
// the session's clock.
func TestTurnTimeStopsWithTheSessionClock(t *testing.T) {
	base := &game.ManualClock{T: time.Date(2030, 5, 1, 9, 0, 0, 0, time.UTC)}
	cfg, _ := cleanConfig(defaultConfig())
	cfg.Seed = 3
	s, err := newSession(cfg, base)
	if err != nil {
		t.Fatal(err)
	}
	limit := s.match.Options.TimeLimit
	base.T = base.T.Add(20 * time.Second)
	s.clock.pause(true)
	base.T = base.T.Add(10 * time.Minute)
	s.clock.pause(false)
	if rem, timed := s.g.Remaining(); !timed || rem != limit-20*time.Second {
		t.Errorf("%v left, want %v", rem, limit-20*time.Second)
	}
	s.g.Tick()
	if len(s.g.History()) != 0 {
		t.Error("the turn timed out while the clock was stopped")
	}
}
