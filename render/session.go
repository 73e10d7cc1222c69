package render

import (
	"fmt"
	"time"

	"rummikub/ai"
	"rummikub/game"
	"rummikub/variants"
)

// Seat is one place at the table: a person with a name, or a computer
// player of a level.
type Seat struct {
	// Name is the person's name (a computer player's is made from its level).
	Name string
	// Human says a person plays the seat.
	Human bool
	// Level is the computer player's level (ai.Levels) when not Human.
	Level string
}

// Config is what the new-game screen chooses.
type Config struct {
	// Variant is the variant's name in the registry (variants.Names).
	Variant string
	// Seats are the players in turn order.
	Seats []Seat
	// Options are the house options; zero fields take the variant's.
	Options game.Options
	// Seed deals the match; 0 picks one from the clock.
	Seed uint64
}

// Settings are the player's preferences.
type Settings struct {
	// Sound turns the game's sounds on.
	Sound bool
	// ColorBlind adds a shape per colour to the tiles.
	ColorBlind bool
	// AnimSpeed scales animations: 0.5 slow, 1 normal, 2 fast.
	AnimSpeed float64
}

// DefaultSettings are the settings of a first start.
func DefaultSettings() Settings { return Settings{Sound: true, AnimSpeed: 1} }

// session is a match in play: the rules, the seats, the match's games.
type session struct {
	cfg     Config
	rules   *game.Rules
	match   *game.Match
	g       *game.Game
	players []ai.Player // nil for a person
	// clock times the turns; it stops while no one can play (see
	// pauseClock).
	clock *pauseClock
	// fromState says the match began from a chosen state (tests, the
	// demo), not from its deal: it cannot be saved, as a save replays
	// turns from the deal.
	fromState bool
}

// newSession starts a match and deals its first game.
func newSession(cfg Config, clock game.Clock) (*session, error) {
	s, err := openSession(cfg, clock)
	if err != nil {
		return nil, err
	}
	return s, s.nextGame()
}

// openSession sets up a match (its rules, seats and players) without
// dealing a game.
func openSession(cfg Config, clock game.Clock) (*session, error) {
	r, err := variants.Lookup(cfg.Variant)
	if err != nil {
		return nil, err
	}
	if len(cfg.Seats) < 2 || len(cfg.Seats) > 4 {
		return nil, fmt.Errorf("a game needs 2 to 4 players")
	}
	opts := cfg.Options
	if opts == (game.Options{}) {
		opts = r.Defaults
	}
	if cfg.Seed == 0 {
		cfg.Seed = uint64(time.Now().UnixNano())
	}
	m, err := game.NewMatch(r, opts, len(cfg.Seats), cfg.Seed)
	if err != nil {
		return nil, err
	}
	if clock == nil {
		clock = game.SystemClock{}
	}
	s := &session{cfg: cfg, rules: r, match: m, clock: &pauseClock{base: clock}, players: make([]ai.Player, len(cfg.Seats))}
	for i, seat := range cfg.Seats {
		if !seat.Human {
			p, err := ai.ByName(seat.Level)
			if err != nil {
				return nil, err
			}
			s.players[i] = p
		}
	}
	return s, nil
}

// nextGame deals the match's next game.
func (s *session) nextGame() error {
	g, err := s.match.NextGame(s.clock)
	if err != nil {
		return err
	}
	s.g = g
	return nil
}

// humans counts the people at the table.
func (s *session) humans() int {
	n := 0
	for _, seat := range s.cfg.Seats {
		if seat.Human {
			n++
		}
	}
	return n
}

// isHuman reports whether a seat is a person.
func (s *session) isHuman(seat int) bool { return s.cfg.Seats[seat].Human }

// pauseClock is a session's clock: the wall clock (or a test's) that can
// stop. The table stops it while no one can play, on the hand-over screen
// of pass-and-play and while the settings are open, so a turn's time runs
// only while its player can see the table.
type pauseClock struct {
	base   game.Clock
	paused bool
	at     time.Time     // the base clock's time when it stopped
	lost   time.Duration // the time spent stopped before
}

// Now returns the base clock's time less every stop; stopped, it stands.
func (c *pauseClock) Now() time.Time {
	if c.paused {
		return c.at.Add(-c.lost)
	}
	return c.base.Now().Add(-c.lost)
}

// pause stops the clock (on) or starts it again.
func (c *pauseClock) pause(on bool) {
	if on == c.paused {
		return
	}
	now := c.base.Now()
	if on {
		c.at = now
	} else {
		c.lost += now.Sub(c.at)
	}
	c.paused = on
}
