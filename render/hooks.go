//go:build !nogui

package render

import (
	"errors"
	"fmt"

	"rummikub/game"
)

// This file holds the App's entry points for tests and for the demo
// command: starting a game in a chosen state, and asking what is on screen.

// StartFrom begins a game in a chosen state, skipping the new-game screen
// and the deal: st.Current plays next and first is the seat that started
// the game. st must hold the whole box of cfg's variant, each tile once
// (game.CheckBox), and a rack for every seat of cfg.
func (a *App) StartFrom(cfg Config, st game.State, first int) error {
	s, err := sessionFrom(cfg, st, first, a.clock)
	if err != nil {
		return err
	}
	a.lastConfig, a.resume = cfg, nil
	a.scr = newTableScreen(a, s)
	return nil
}

// sessionFrom starts a match whose first game resumes from a state. Such a
// match is not dealt from its seed, so it is never saved.
func sessionFrom(cfg Config, st game.State, first int, clock game.Clock) (*session, error) {
	if len(cfg.Seats) != st.Players() {
		return nil, fmt.Errorf("%d seats for a state of %d racks", len(cfg.Seats), st.Players())
	}
	s, err := openSession(cfg, clock)
	if err != nil {
		return nil, err
	}
	g, err := game.Resume(s.rules, s.match.Options, st, first, s.clock)
	if err != nil {
		return nil, err
	}
	s.g, s.fromState = g, true
	return s, nil
}

// ShowNewGame opens the new-game screen offering cfg.
func (a *App) ShowNewGame(cfg Config) {
	a.lastConfig = cfg
	a.scr = newMenuScreen(a)
}

// Screen names the screen on show: "newgame", "table", "scores",
// "stats" (the statistics), "replay", or "other".
func (a *App) Screen() string {
	switch a.scr.(type) {
	case *menuScreen:
		return "newgame"
	case *tableScreen:
		return "table"
	case *scoreScreen:
		return "scores"
	case *statsScreen:
		return "stats"
	case *replayScreen:
		return "replay"
	}
	return "other"
}

// Game returns the game on the table or score screen, nil on the others.
func (a *App) Game() *game.Game {
	switch s := a.scr.(type) {
	case *tableScreen:
		return s.s.g
	case *scoreScreen:
		return s.s.g
	}
	return nil
}

// Settled reports whether every tile of the table screen is drawn at its
// place: none is gliding or dragged. It is true on the other screens.
func (a *App) Settled() bool {
	t, ok := a.scr.(*tableScreen)
	if !ok {
		return true
	}
	if t.drag != nil {
		return false
	}
	for _, l := range t.lines {
		for i, tile := range l.Tiles {
			r := t.lay.cellRect(game.Pos{Col: l.Start.Col + i, Row: l.Start.Row})
			if p := t.pos[tile]; p.X != r.X || p.Y != r.Y {
				return false
			}
		}
	}
	if t.shown < 0 || t.shown >= len(t.view.Racks) {
		return true
	}
	for i, tile := range t.view.Racks[t.shown] {
		r := t.lay.rackRect(i)
		if p := t.pos[tile]; p.X != r.X || p.Y != r.Y {
			return false
		}
	}
	return true
}

// TableSets returns how many sets lie on the table as drawn, 0 off the
// table screen.
func (a *App) TableSets() int {
	if t, ok := a.scr.(*tableScreen); ok {
		return len(t.lines)
	}
	return 0
}

// IsQuit reports whether an error from App.Update means the player chose
// to quit (the game loop should end without an error).
func IsQuit(err error) bool { return errors.Is(err, errQuit) }
