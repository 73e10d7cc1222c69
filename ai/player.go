// Package ai holds the computer opponents. A player sees only what a person
// in its seat would see (its own rack, the table, how many tiles the others
// and the pool hold) and answers with a turn: edits that the engine then
// judges like any person's.
package ai

import (
	"errors"
	"fmt"
	"slices"

	"rummikub/game"
)

// View is what a player in one seat may know at the start of its turn.
type View struct {
	// Rules are the variant's rules.
	Rules *game.Rules
	// Options are the game's house options.
	Options game.Options
	// Seat is the player's seat.
	Seat int
	// Rack is the player's own rack.
	Rack []game.Tile
	// Table is the table at the start of the turn.
	Table game.Table
	// Opened says whether the player has made the initial meld.
	Opened bool
	// RackSizes holds how many tiles each seat holds.
	RackSizes []int
	// SeatsOpened says, by seat, who has made the initial meld (what a
	// person sees on the table).
	SeatsOpened []bool
	// Pool is how many tiles are left to draw.
	Pool int
	// Drew says, by seat, whether the seat's last turn ended with a draw
	// or a pass (what a person sees the others do); false before its first
	// turn. A player who drew had no play it wanted, or could not open.
	Drew []bool
}

// ViewOf returns what the player whose turn it is may see of a game.
func ViewOf(g *game.Game) View {
	s := g.Snapshot()
	v := View{
		Rules: g.Rules(), Options: g.Options(), Seat: s.Current,
		Rack: s.Racks[s.Current], Table: s.Table, Opened: s.Opened[s.Current],
		RackSizes: make([]int, s.Players()), Pool: len(s.Pool),
		SeatsOpened: slices.Clone(s.Opened), Drew: make([]bool, s.Players()),
	}
	for i, r := range s.Racks {
		v.RackSizes[i] = len(r)
	}
	// The last turn of each seat: back through the history until every
	// seat has been met (a turn of each seat, not the whole game).
	seen, left := make([]bool, s.Players()), s.Players()
	h := g.History()
	for i := len(h) - 1; i >= 0 && left > 0; i-- {
		if rec := h[i]; rec.Seat < len(seen) && !seen[rec.Seat] {
			seen[rec.Seat], left = true, left-1
			v.Drew[rec.Seat] = rec.Action == game.ActDrew || rec.Action == game.ActPassed
		}
	}
	return v
}

// Turn is a player's answer: the edits to make, in order. No edits means
// the player draws.
type Turn struct {
	Edits []game.Edit
}

// Player is a computer opponent.
type Player interface {
	// Name is the player's level as the game's settings name it.
	Name() string
	// Play chooses a turn.
	Play(v View) Turn
}

// PlayTurn asks a player for its turn. A player that fails (a bug that
// panics) draws instead, and the failure is returned for the log: the game
// goes on in front of the people playing it.
func PlayTurn(p Player, v View) (t Turn, err error) {
	defer func() {
		if r := recover(); r != nil {
			t, err = Turn{}, fmt.Errorf("ai: %s player failed (a bug, please report it): %v", p.Name(), r)
		}
	}()
	pauseBegin() // the browser's pauses count from here (pause_js.go)
	defer pauseEnd()
	return p.Play(v), nil
}

// Finish ends a computer player's turn once its edits are made: the
// referee judges it, or the player draws if the turn laid nothing.
func Finish(g *game.Game) (game.Verdict, error) {
	v, err := g.EndTurn()
	if errors.Is(err, game.ErrNothingDone) {
		return game.Verdict{Legal: true}, g.Draw()
	}
	return v, err
}

// Take makes a player's turn in a game: the edits, then the end of the turn
// (or a draw if the turn lays nothing). It returns the referee's verdict. If
// an edit cannot be made, the turn is put back, the player draws and the
// error is returned.
func Take(g *game.Game, t Turn) (game.Verdict, error) {
	if len(t.Edits) == 0 {
		return game.Verdict{Legal: true}, g.Draw()
	}
	for _, e := range t.Edits {
		if err := g.Move(e); err != nil {
			// A turn the engine cannot even lay out is the player's bug:
			// the game goes on as if it had drawn.
			_ = g.Reset()
			if derr := g.Draw(); derr != nil {
				return game.Verdict{}, errors.Join(err, derr)
			}
			return game.Verdict{}, err
		}
	}
	return Finish(g)
}
