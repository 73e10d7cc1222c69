package ai

import (
	"errors"
	"slices"

	"rummikub/game"
)

// ErrNoRoom is returned when a planned table does not fit on the grid.
var ErrNoRoom = errors.New("ai: the planned sets do not fit on the table")

// Arrange turns a planned table (the sets the table should hold after the
// turn) into one edit on the grid: sets that stay as they are keep their
// cells, and every other set is laid in a free place. Tiles are matched by
// identity where the plan names the very tile, else by face, from the table
// and the rack. The edit is empty if the plan changes nothing.
func Arrange(table game.Table, rack []game.Tile, plan []game.Set) (game.Edit, error) {
	lines := table.Lines()
	keptLine := make([]bool, len(lines))
	keptSet := make([]bool, len(plan))
	for i, s := range plan {
		for j, l := range lines {
			if !keptLine[j] && sameFaces(s.Tiles, l.Tiles) {
				keptLine[j], keptSet[i] = true, true
				break
			}
		}
	}
	// The grid as it will be once the moving tiles are lifted, and the tiles
	// that may be put down: those of the lines that change, and the rack's.
	work := table
	var free []game.Tile
	for j, l := range lines {
		if keptLine[j] {
			continue
		}
		for k, t := range l.Tiles {
			work.Put(game.Pos{Col: l.Start.Col + k, Row: l.Start.Row}, 0)
			free = append(free, t)
		}
	}
	free = append(free, rack...)
	var e game.Edit
	for i, s := range plan {
		if keptSet[i] {
			continue
		}
		p, ok := work.FreeSpan(len(s.Tiles))
		if !ok {
			return game.Edit{}, ErrNoRoom
		}
		for k, want := range s.Tiles {
			t, rest, ok := takeTile(free, want)
			if !ok {
				return game.Edit{}, errors.New("ai: the plan uses a tile that is neither on the table nor on the rack: " + want.String())
			}
			free = rest
			to := game.Pos{Col: p.Col + k, Row: p.Row}
			work.Put(to, t)
			pin := letterPin(s.PinAt(k))
			if table.At(to) != t || table.Pinned(t) != pin {
				e.Steps = append(e.Steps, game.Step{Tile: t, To: game.TableLoc(to.Col, to.Row), Pin: pin})
			}
		}
	}
	return e, nil
}

// letterPin keeps a plan's declaration of a joker as a letter (Word), so
// the grid holds the reading the plan was judged with; number variants'
// plans pin jokers only for the solver's own bookkeeping, and their
// jokers go on the grid undeclared, as before.
func letterPin(p game.Pin) game.Pin {
	if p[0].Kind() != game.Letter {
		return game.Pin{}
	}
	return p
}

// sameFaces reports whether two lines of tiles show the same faces in order.
func sameFaces(a, b []game.Tile) bool {
	return slices.EqualFunc(a, b, func(x, y game.Tile) bool { return x.Face() == y.Face() })
}

// takeTile removes the wanted tile from tiles: the very tile if it is
// there, else one with its face.
func takeTile(tiles []game.Tile, want game.Tile) (game.Tile, []game.Tile, bool) {
	i := slices.Index(tiles, want)
	if i < 0 {
		i = slices.IndexFunc(tiles, func(t game.Tile) bool { return t.Face() == want.Face() })
	}
	if i < 0 {
		return 0, tiles, false
	}
	t := tiles[i]
	return t, slices.Delete(tiles, i, i+1), true
}
