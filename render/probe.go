//go:build !nogui

package render

// A probe of what is on screen, for a test that drives the game from
// outside, as a person would: the browser test reads it to know where to
// click and drag. It tells no more than the screen shows.

import (
	"fmt"

	"rummikub/game"
)

// Probe is what the screen shows, in the coordinates of the game's screen
// divided by a scale (the browser's CSS pixels when the scale is the
// device's pixel ratio).
type Probe struct {
	// Screen is App.Screen's name of the screen on show.
	Screen string `json:"screen"`
	// Tick counts the updates so far.
	Tick int `json:"tick"`
	// Buttons are the screen's buttons by name: "start", "resume",
	// "settings", "stats" and the time per turn's choices ("time:No
	// limit", "time:1 min"...) on the new-game screen; "end", "draw", "undo",
	// "reset", "hint", "leave" on the table; "next", "menu", "watch" (the
	// replay) on the score screen; "back", "open" (Open record) and
	// "game0"... (the last games) or "file0"... (the game files Open
	// record lists on the desktop) on the statistics; "back",
	// "prev", "play", "next", "end", "export" on the replay.
	Buttons map[string]ProbeRect `json:"buttons"`
	// TimeLimit is the time per turn chosen on the new-game screen, as
	// its choice reads ("1 min", "No limit").
	TimeLimit string `json:"timeLimit,omitempty"`
	// Message is the line the statistics or replay screen shows about what
	// went wrong or was done (a file that cannot be watched, a record
	// exported), or the new-game screen's notice; empty when there is
	// none.
	Message string `json:"message,omitempty"`
	// Replay is what the replay screen shows of its game; nil elsewhere.
	Replay *ProbeReplay `json:"replay,omitempty"`
	// Table screen only: the shown rack's tiles, the tiles on the table
	// by cell, the table's size in cells and its first cell (0, 0): cell
	// (c, r) lies c cell widths right of it and r cell heights below.
	Rack  []ProbeTile `json:"rack,omitempty"`
	Table []ProbeTile `json:"table,omitempty"`
	Cols  int         `json:"cols,omitempty"`
	Rows  int         `json:"rows,omitempty"`
	Cell  ProbeRect   `json:"cell"`
	// Current is the seat to play, Shown the seat whose rack is shown;
	// Person says a person plays the current seat; Opened says the shown
	// seat has made its initial meld; Turns counts the game's finished
	// turns and Over says it is over (these two on the score screen too);
	// Settled says no tile is moving.
	Current int  `json:"current"`
	Shown   int  `json:"shown"`
	Person  bool `json:"person"`
	Opened  bool `json:"opened"`
	Turns   int  `json:"turns"`
	Settled bool `json:"settled"`
	Over    bool `json:"over"`
	// Variant is the table's game's variant ("classic", "twist"...).
	Variant string `json:"variant,omitempty"`
}

// ProbeReplay is the game a replay shows: its variant, its place in its
// match (1 the first), the turn shown and the turns in all, and the final
// scores by seat (nil for a game not finished).
type ProbeReplay struct {
	Variant string `json:"variant"`
	Game    int    `json:"game"`
	Turn    int    `json:"turn"`
	Turns   int    `json:"turns"`
	Scores  []int  `json:"scores,omitempty"`
}

// ProbeRect is a rectangle of the probe.
type ProbeRect struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
	W float64 `json:"w"`
	H float64 `json:"h"`
}

// ProbeTile is a tile on screen: its code ("R7", "*"), where it is drawn,
// and for a tile on the table its cell.
type ProbeTile struct {
	Code string    `json:"code"`
	At   ProbeRect `json:"at"`
	Col  int       `json:"col,omitempty"`
	Row  int       `json:"row,omitempty"`
}

// Probe describes the screen, its lengths divided by scale.
func (a *App) Probe(scale float64) Probe {
	if !(scale > 0) {
		scale = 1
	}
	pr := func(r rect) ProbeRect { return ProbeRect{r.X / scale, r.Y / scale, r.W / scale, r.H / scale} }
	p := Probe{Screen: a.Screen(), Tick: a.tick, Buttons: map[string]ProbeRect{}}
	if t, ok := a.scr.(*tableScreen); ok && t.lay.RackPerRow == 0 {
		return p // a table not laid out yet (it is, at its first Draw)
	}
	p.Settled = a.Settled()
	switch s := a.scr.(type) {
	case *menuScreen:
		l := s.layout(a)
		p.Buttons["start"], p.Buttons["settings"] = pr(l.start), pr(l.settings)
		p.Buttons["stats"] = pr(l.stats)
		if ch := s.rules().Choices.TimeLimits; len(ch) > 0 {
			w := l.time.W / float64(len(ch))
			for i, d := range ch {
				p.Buttons["time:"+durationLabel(d)] = pr(rect{l.time.X + float64(i)*w, l.time.Y, w, l.time.H})
			}
			p.TimeLimit = durationLabel(s.opts.TimeLimit)
		}
		if a.resume != nil {
			p.Buttons["resume"] = pr(l.resume)
		}
		p.Message = a.notice
	case *scoreScreen:
		l := s.layout(a)
		p.Buttons["next"], p.Buttons["menu"] = pr(l.next), pr(l.menu)
		if s.canWatch() {
			p.Buttons["watch"] = pr(l.replay)
		}
		p.Turns, p.Over = len(s.s.g.History()), s.s.g.Over()
	case *statsScreen:
		l := s.layout(a)
		p.Buttons["back"], p.Message = pr(l.back), s.msg
		if canOpen {
			p.Buttons["open"] = pr(l.open)
		}
		row := "game"
		if s.listing {
			row = "file"
		}
		for i := range s.rowCount() {
			p.Buttons[fmt.Sprint(row, i)] = pr(l.rows[i])
		}
	case *replayScreen:
		l := s.layout(a)
		for name, r := range map[string]rect{"back": l.back, "prev": l.prev, "play": l.play, "next": l.next, "end": l.end} {
			p.Buttons[name] = pr(r)
		}
		if canExport {
			p.Buttons["export"] = pr(l.export)
		}
		rec := s.rp.Record
		p.Message = s.msg
		p.Replay = &ProbeReplay{Variant: rec.Game.Variant, Game: rec.Index + 1, Turn: s.turn, Turns: s.last()}
		if s.rp.Result != nil {
			p.Replay.Scores = s.rp.Result.Scores
		}
	case *tableScreen:
		// The layout as the next frame draws it (and the next update
		// reads the pointer with): t.lay is the one of the update's
		// start, before the tiles it moved changed the rack's length
		// and the table's extent.
		lay := newLayout(a.w, a.h, len(s.view.Racks[max(s.shown, 0)]), s.extent)
		l := &lay
		for name, b := range map[string]int{"end": btnEnd, "draw": btnDraw, "undo": btnUndo, "reset": btnReset, "hint": btnHint, "leave": btnMenu} {
			p.Buttons[name] = pr(l.button(b, numButtons))
		}
		g := s.s.g
		p.Current, p.Shown, p.Turns, p.Over = g.Current(), s.shown, len(g.History()), g.Over()
		p.Variant = g.Rules().Name
		p.Person = s.s.players[p.Current] == nil
		p.Cols, p.Rows, p.Cell = game.TableCols, game.TableRows, pr(rect{l.Grid.X, l.Grid.Y, l.CellW, l.CellH})
		if s.shown >= 0 && s.shown < len(s.view.Racks) {
			p.Opened = s.view.Opened[s.shown]
			for i, t := range s.view.Racks[s.shown] {
				p.Rack = append(p.Rack, ProbeTile{Code: t.String(), At: pr(l.rackRect(i))})
			}
		}
		for _, line := range s.lines {
			for i, t := range line.Tiles {
				at := game.Pos{Col: line.Start.Col + i, Row: line.Start.Row}
				p.Table = append(p.Table, ProbeTile{Code: t.String(), At: pr(l.cellRect(at)), Col: at.Col, Row: at.Row})
			}
		}
	}
	return p
}

// AfterUpdate sets a function the app calls at the end of every Update,
// on the game's goroutine (the browser build publishes its Probe there).
func (a *App) AfterUpdate(f func()) { a.afterUpdate = f }

// Around sets a function the app calls at the start of every Update and
// Draw (step "update" or "draw", after false) and at their end (after
// true); the browser build times its frames with it (page_debug_js.go).
func (a *App) Around(f func(step string, after bool)) { a.around = f }
