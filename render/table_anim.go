//go:build !nogui

package render

// Tiles on the move: every tile glides from where it was drawn to where the
// game now holds it, and an opponent's tiles come from its place in the top bar.

import (
	"math"
	"slices"

	"rummikub/game"
)

// animate moves every tile a step towards its place.
func (t *tableScreen) animate(a *App) {
	k := math.Min(1, 0.22*a.settings.AnimSpeed)
	dragged := func(tile game.Tile) bool { return t.drag != nil && slices.Contains(t.drag.tiles, tile) }
	for seat, rack := range t.view.Racks {
		if seat == t.shown {
			continue
		}
		sx, sy := t.seatPoint(seat)
		for _, tile := range rack {
			t.pos[tile] = point{sx, sy}
		}
	}
	for _, tile := range t.view.Pool {
		t.pos[tile] = point{t.lay.W / 2, -t.lay.CellH}
	}
	step := func(tile game.Tile, r rect) {
		if dragged(tile) || t.wait[tile] > a.tick {
			return
		}
		p, ok := t.pos[tile]
		if !ok {
			t.pos[tile] = point{r.X, r.Y}
			return
		}
		p.X += (r.X - p.X) * k
		p.Y += (r.Y - p.Y) * k
		if math.Abs(r.X-p.X) < 0.5 && math.Abs(r.Y-p.Y) < 0.5 {
			p = point{r.X, r.Y}
		}
		t.pos[tile] = p
	}
	for _, l := range t.lines {
		for i, tile := range l.Tiles {
			step(tile, t.lay.cellRect(game.Pos{Col: l.Start.Col + i, Row: l.Start.Row}))
		}
	}
	for i, tile := range t.view.Racks[t.shown] {
		step(tile, t.lay.rackRect(i))
	}
}

// stagger makes the tiles that moved on the table since old start gliding
// one after another, in reading order of where they land.
func (t *tableScreen) stagger(a *App, old *game.Table) {
	gap := int(8 / a.settings.AnimSpeed)
	next := a.tick
	for r := range game.TableRows {
		for c := range game.TableCols {
			p := game.Pos{Col: c, Row: r}
			tile := t.view.Table.At(p)
			if tile == 0 || old.At(p) == tile {
				continue
			}
			t.wait[tile] = next
			next += gap
		}
	}
}

// settled reports whether every tile has reached its place.
func (t *tableScreen) settled() bool {
	for _, l := range t.lines {
		for i, tile := range l.Tiles {
			r := t.lay.cellRect(game.Pos{Col: l.Start.Col + i, Row: l.Start.Row})
			if p := t.pos[tile]; p.X != r.X || p.Y != r.Y {
				return false
			}
		}
	}
	return true
}

// seatPoint is where a seat's name stands in the top bar.
func (t *tableScreen) seatPoint(seat int) (float64, float64) {
	n := len(t.s.cfg.Seats)
	w := t.lay.W * 0.62 / float64(n)
	return t.lay.U*16 + w*(float64(seat)+0.5), t.lay.Top.H / 2
}
