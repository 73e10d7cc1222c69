//go:build !nogui

package render

// Dragging tiles: from the rack or the table, one tile or a whole set, and
// the edit a drop makes.

import (
	"math"

	"rummikub/game"
	"rummikub/input"
)

// dragging is a drag in progress: one tile, or a whole set.
type dragging struct {
	tiles  []game.Tile
	grab   int // index in tiles of the tile under the pointer
	dx, dy float64
	x0, y0 float64
	hold   int
	set    bool
	moved  bool
}

// startDrag picks up the tile under the pointer, if it may move.
func (t *tableScreen) startDrag(f input.Frame) {
	tile, at := t.tileAt(f.X, f.Y)
	if tile == 0 {
		return
	}
	t.drag = &dragging{tiles: []game.Tile{tile}, dx: f.X - at.X, dy: f.Y - at.Y, x0: f.X, y0: f.Y}
}

// updateDrag follows the pointer and drops the tiles when it is released.
func (t *tableScreen) updateDrag(a *App, f input.Frame) {
	d := t.drag
	if math.Hypot(f.X-d.x0, f.Y-d.y0) > 6*t.lay.U {
		d.moved = true
	}
	d.hold++
	// Holding a table tile still lifts its whole set.
	if !d.moved && !d.set && d.hold > 22 {
		if p, ok := t.view.Table.Find(d.tiles[0]); ok {
			if line, ok := t.view.Table.LineAt(p); ok && len(line.Tiles) > 1 {
				d.set = true
				d.grab = p.Col - line.Start.Col
				d.tiles = line.Tiles
				a.sound.play(soundPick)
			}
		}
	}
	for i, tile := range d.tiles {
		w := t.tileW(tile)
		t.pos[tile] = point{f.X - d.dx + float64(i-d.grab)*w*1.06, f.Y - d.dy}
	}
	if !f.Released && f.Down {
		return
	}
	t.drag = nil
	if !d.moved && !d.set {
		t.askAgain(d.tiles[0]) // a tap on a joker laid this turn asks its letter again
		return
	}
	e, ok := t.dropEdit(d, f.X, f.Y)
	if !ok {
		return
	}
	ask := t.declareDrop(&e, d)
	if err := t.s.g.Move(e); err != nil {
		a.sound.play(soundIllegal)
		t.say(a, capitalise(err.Error())+".")
		return
	}
	t.choose = ask
}

// dropEdit is the edit that drops the dragged tiles at a point.
func (t *tableScreen) dropEdit(d *dragging, x, y float64) (game.Edit, bool) {
	var e game.Edit
	if first, side, ok := t.dropAt(d, x, y); ok {
		steps, ok := dropStepsAt(&t.view.Table, t.s.rules.Sets, first, side, d.tiles)
		if !ok {
			// Off the table or on taken cells: the engine says why.
			for i, tile := range d.tiles {
				steps = append(steps, game.Step{Tile: tile, To: game.TableLoc(first.Col+i, first.Row)})
			}
		}
		e.Steps = steps
		return e, len(steps) > 0 // put back where it was: no edit
	}
	if t.lay.Rack.Contains(x, y) {
		e.Steps = liftedSteps(&t.view.Table, t.s.rules.Sets, d.tiles) // the set it leaves closes up
		i := t.lay.rackIndexAt(x, y, len(t.view.Racks[t.shown]))
		for k, tile := range d.tiles {
			e.Steps = append(e.Steps, game.Step{Tile: tile, To: game.RackLoc(i + k)})
		}
		return e, true
	}
	return e, false
}

// dropAt returns the cell the first dragged tile is dropped at with the
// pointer at a point, and over which half of its cell the grabbed tile's
// middle is (-1 left, 1 right; see dropStepsAt).
func (t *tableScreen) dropAt(d *dragging, x, y float64) (game.Pos, int, bool) {
	cx := x - d.dx + t.lay.CellW/2
	cy := y - d.dy + t.lay.CellH/2
	cell, ok := t.lay.cellAt(cx, cy)
	if !ok {
		return game.Pos{}, 0, false
	}
	side := -1
	if cx-t.lay.Grid.X-float64(cell.Col)*t.lay.CellW >= t.lay.CellW/2 {
		side = 1
	}
	return game.Pos{Col: cell.Col - d.grab, Row: cell.Row}, side, true
}

// dropCells returns the cells the dragged tiles would land in, and
// whether they can go there.
func (t *tableScreen) dropCells(d *dragging, x, y float64) ([]game.Pos, bool) {
	first, side, ok := t.dropAt(d, x, y)
	if !ok {
		return nil, false
	}
	cells := make([]game.Pos, len(d.tiles))
	for i := range d.tiles {
		cells[i] = game.Pos{Col: first.Col + i, Row: first.Row}
	}
	steps, free := dropStepsAt(&t.view.Table, t.s.rules.Sets, first, side, d.tiles)
	if !free {
		return cells, false
	}
	// Where each tile goes: a tile that stays put has no step.
	for i, tile := range d.tiles {
		cells[i], _ = t.view.Table.Find(tile)
		for _, s := range steps {
			if s.Tile == tile {
				cells[i] = s.To.Pos
			}
		}
	}
	return cells, true
}

// tileAt finds the shown tile under a point and where it is drawn.
func (t *tableScreen) tileAt(x, y float64) (game.Tile, point) {
	if cell, ok := t.lay.cellAt(x, y); ok {
		if tile := t.view.Table.At(cell); tile != 0 {
			return tile, t.pos[tile]
		}
	}
	for i, tile := range t.view.Racks[t.shown] {
		if t.lay.rackRect(i).Contains(x, y) {
			return tile, t.pos[tile]
		}
	}
	return 0, point{}
}

// tileW is the width a tile is drawn at.
func (t *tableScreen) tileW(tile game.Tile) float64 {
	if _, on := t.view.Table.Find(tile); on {
		return t.lay.CellW
	}
	return t.lay.RackW
}
