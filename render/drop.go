package render

// Where dropped tiles go on the table. A person drops tiles on a cell; the
// game works out the edit a careful player means by it:
//
//   - dropped on a set's tile, the tiles are inserted: the rest of the set
//     moves right to make room;
//   - dropped so that they run into the next set on the row (the sets are
//     often one cell apart), they would make one line with it. When that
//     line is not a valid set, the sets are kept apart: the next set (and
//     any set it then touches) moves one cell right, and the dropped tiles
//     stay with the set they fit, left or right. Joining two halves of a
//     run with the missing tile, which makes a valid line, is left as is.
//
// This file holds no drawing, so it is tested without a display.

import (
	"slices"

	"rummikub/game"
)

// dropSteps returns the steps of dropping tiles on a table with the first
// at cell first, and whether they can go there.
func dropSteps(tb *game.Table, sets game.SetChecker, first game.Pos, moving []game.Tile) ([]game.Step, bool) {
	after := *tb
	for _, tile := range moving {
		if p, ok := after.Find(tile); ok {
			after.Put(p, 0)
		}
	}
	inserted := after.At(first) != 0
	if inserted && !insert(&after, first, len(moving)) {
		return nil, false
	}
	for i, tile := range moving {
		p := game.Pos{Col: first.Col + i, Row: first.Row}
		if !p.In() || after.At(p) != 0 {
			return nil, false
		}
		after.Put(p, tile)
	}
	keepApart(tb, &after, sets, first, moving, inserted)
	return diff(tb, &after), true
}

// insert moves the tiles of the line at p, from p on, n cells right, if
// the row has room for them without touching another line's tiles.
func insert(tb *game.Table, p game.Pos, n int) bool {
	line, _ := tb.LineAt(p)
	k := p.Col - line.Start.Col
	tail := line.Tiles[k:]
	end := line.Start.Col + len(line.Tiles) - 1
	for c := end + 1; c <= end+n; c++ {
		if q := (game.Pos{Col: c, Row: p.Row}); !q.In() || tb.At(q) != 0 {
			return false
		}
	}
	for i := range tail {
		tb.Put(game.Pos{Col: p.Col + i, Row: p.Row}, 0)
	}
	for i, tile := range tail {
		tb.Put(game.Pos{Col: p.Col + n + i, Row: p.Row}, tile)
	}
	return true
}

// keepApart separates the dropped tiles' line from a set they ran into,
// when together they are not a valid set (see the file's comment). before
// is the table before the drop, after the table with the tiles dropped.
// inserted says the tiles went into a set (see insert).
func keepApart(before, after *game.Table, sets game.SetChecker, first game.Pos, moving []game.Tile, inserted bool) {
	line, _ := after.LineAt(first)
	if valid(sets, line.Tiles) {
		return
	}
	// Each tile's line before the drop, by its start; dropped tiles: none.
	none := game.Pos{Col: -1, Row: -1}
	origin := func(tile game.Tile) game.Pos {
		if slices.Contains(moving, tile) {
			return none
		}
		p, _ := before.Find(tile)
		l, _ := before.LineAt(p)
		return l.Start
	}
	var origins []game.Pos
	for _, tile := range line.Tiles {
		if o := origin(tile); o != none && !slices.Contains(origins, o) {
			origins = append(origins, o)
		}
	}
	if len(origins) < 2 {
		return // no two sets ran together: the line's own fault, marked in red
	}
	n := len(moving)
	d0 := first.Col - line.Start.Col // the dropped tiles are line.Tiles[d0 : d0+n]
	d1 := d0 + n
	if d1 >= len(line.Tiles) {
		return // nothing to their right
	}
	split := d1
	if inserted {
		// The set's tail follows the dropped tiles; the next set starts
		// where the origin changes.
		tail := origin(line.Tiles[d1])
		for split < len(line.Tiles) && origin(line.Tiles[split]) == tail {
			split++
		}
		if split == len(line.Tiles) {
			return
		}
	}
	// The dropped tiles stay with the left part, or, when only the right
	// part takes them (in a gap between two sets), go with it.
	from := split
	if !inserted && d0 > 0 && !valid(sets, line.Tiles[:d1]) && valid(sets, line.Tiles[d0:]) {
		from = d0
	}
	trial := *after
	if pushRight(&trial, game.Pos{Col: line.Start.Col + from, Row: first.Row}) {
		*after = trial
	}
}

// pushRight moves the tiles from p to the end of their line one cell
// right, and then any line they come to touch, so that lines stay apart.
// It fails, changing nothing of use, when the row's end is reached.
func pushRight(tb *game.Table, p game.Pos) bool {
	line, ok := tb.LineAt(p)
	if !ok {
		return true
	}
	end := line.Start.Col + len(line.Tiles) - 1
	next := game.Pos{Col: end + 1, Row: p.Row}
	if !next.In() {
		return false
	}
	// The line after the gap, if the move would close the gap.
	if after := (game.Pos{Col: end + 2, Row: p.Row}); after.In() && tb.At(after) != 0 {
		if !pushRight(tb, after) {
			return false
		}
	}
	for c := end; c >= p.Col; c-- {
		q := game.Pos{Col: c, Row: p.Row}
		tb.Put(game.Pos{Col: c + 1, Row: p.Row}, tb.At(q))
		tb.Put(q, 0)
	}
	return true
}

// valid reports whether tiles in this order make a valid set.
func valid(sets game.SetChecker, tiles []game.Tile) bool {
	_, why := sets.Check(game.Set{Tiles: tiles})
	return why == ""
}

// diff returns steps that take every tile that moved, or came from a rack,
// to its place in after.
func diff(before, after *game.Table) []game.Step {
	var steps []game.Step
	for r := range game.TableRows {
		for c := range game.TableCols {
			p := game.Pos{Col: c, Row: r}
			tile := after.At(p)
			if tile == 0 {
				continue
			}
			if was, ok := before.Find(tile); !ok || was != p {
				steps = append(steps, game.Step{Tile: tile, To: game.TableLoc(c, r)})
			}
		}
	}
	return steps
}
