package render

// Where dropped tiles go on the table. A person drops tiles on a cell; the
// game works out the edit a careful player means by it:
//
//   - dropped on a set's tile, the tiles are inserted: the rest of the set
//     moves right to make room;
//   - dropped over the right half of a set's last tile, the tiles go after
//     it (the set is extended); over the left half of its first tile, or
//     running into its first tile from the left, they go before it, in
//     the free cells on its left when there are some;
//   - dropped so that they run into the next set on the row (the sets are
//     often one cell apart), they would make one line with it. When that
//     line is not a valid set, the sets are kept apart: the next set (and
//     any set it then touches) moves one cell right, and the dropped tiles
//     stay with the set they fit, left or right. Joining two halves of a
//     run with the missing tile, which makes a valid line, is left as is.
//     Where the next set cannot move right (the table's right edge), the
//     sets make room to the left, or the next set goes to a free place
//     on a nearby row: two sets never run into one invalid line;
//   - dropped on a set's tile next to the right edge, where the set's
//     tail cannot move right, the head moves left instead;
//   - a tile taken out of the middle of a set leaves no gap when the rest
//     is still one valid set (the middle of a group of four): the tiles
//     after it close up.
//
// This file holds no drawing, so it is tested without a display.

import (
	"slices"

	"rummikub/game"
)

// dropSteps returns the steps of dropping tiles on a table with the first
// at cell first, and whether they can go there.
func dropSteps(tb *game.Table, sets game.SetChecker, first game.Pos, moving []game.Tile) ([]game.Step, bool) {
	return dropStepsAt(tb, sets, first, 0, moving)
}

// dropStepsAt is dropSteps knowing which half of their cells the tiles
// are dropped over: side < 0 the left half, side > 0 the right half, 0
// not known (a drop on a set's tile is then an insertion before it).
func dropStepsAt(tb *game.Table, sets game.SetChecker, first game.Pos, side int, moving []game.Tile) ([]game.Step, bool) {
	after := lifted(tb, sets, moving, &first)
	first = atEnd(&after, first, len(moving), side)
	inserted := after.At(first) != 0
	if inserted {
		var ok bool
		if first, ok = insert(&after, first, len(moving)); !ok {
			return nil, false
		}
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

// atEnd returns where tiles dropped with the first at cell first go when
// they are dropped over a set's end: over the right half of its last
// tile, the cell after it; over the left half of its first tile, or with
// tiles before it on empty cells, the cells before it (or the set's first
// cell, to be inserted there, when those cells are not free). Elsewhere
// it returns first.
func atEnd(tb *game.Table, first game.Pos, n, side int) game.Pos {
	if side > 0 && tb.At(first) != 0 {
		if line, _ := tb.LineAt(first); first.Col == line.Start.Col+len(line.Tiles)-1 {
			return game.Pos{Col: first.Col + 1, Row: first.Row}
		}
	}
	for i := range n {
		p := game.Pos{Col: first.Col + i, Row: first.Row}
		if !p.In() {
			break
		}
		if tb.At(p) == 0 {
			continue
		}
		line, _ := tb.LineAt(p)
		if p != line.Start || i == 0 && side >= 0 {
			break
		}
		start := line.Start.Col
		before := game.Pos{Col: start - n - 1, Row: first.Row}
		if roomFor(tb, first.Row, start-n, start) && (!before.In() || tb.At(before) == 0) {
			return game.Pos{Col: start - n, Row: first.Row}
		}
		return line.Start
	}
	return first
}

// lifted returns the table with the moving tiles taken off it. A single
// tile taken out of the middle of a set leaves no gap when the two sides
// together make a valid set (and were not two valid sets apart): the
// right side closes up. first, the cell the tiles are dropped at, moves
// with the right side if it lies there.
func lifted(tb *game.Table, sets game.SetChecker, moving []game.Tile, first *game.Pos) game.Table {
	after := *tb
	for _, tile := range moving {
		if p, ok := after.Find(tile); ok {
			after.Put(p, 0)
		}
	}
	if len(moving) != 1 {
		return after
	}
	p, ok := tb.Find(moving[0])
	if !ok {
		return after
	}
	line, _ := tb.LineAt(p)
	k := p.Col - line.Start.Col
	if k == 0 || k == len(line.Tiles)-1 {
		return after
	}
	left, right := line.Tiles[:k], line.Tiles[k+1:]
	joined := append(slices.Clone(left), right...)
	if !valid(sets, joined) || valid(sets, left) && valid(sets, right) {
		return after
	}
	end := line.Start.Col + len(line.Tiles) - 1
	for c := p.Col + 1; c <= end; c++ {
		after.Put(game.Pos{Col: c - 1, Row: p.Row}, after.At(game.Pos{Col: c, Row: p.Row}))
	}
	after.Put(game.Pos{Col: end, Row: p.Row}, 0)
	if first != nil && first.Row == p.Row && first.Col > p.Col && first.Col <= end {
		first.Col--
	}
	return after
}

// liftedSteps are the steps that close up the set a tile leaves for the
// rack (see lifted).
func liftedSteps(tb *game.Table, sets game.SetChecker, moving []game.Tile) []game.Step {
	after := lifted(tb, sets, moving, nil)
	return diff(tb, &after)
}

// insert moves the tiles of the line at p, from p on, n cells right, if
// the row has room for them without touching another line's tiles; at the
// row's end it moves the tiles before p n cells left instead. It returns
// where the inserted tiles go.
func insert(tb *game.Table, p game.Pos, n int) (game.Pos, bool) {
	line, _ := tb.LineAt(p)
	k := p.Col - line.Start.Col
	end := line.Start.Col + len(line.Tiles) - 1
	if roomFor(tb, p.Row, end+1, end+n+1) {
		shift(tb, p.Row, p.Col, end, n)
		return p, true
	}
	// The head moves left, with an empty cell before it.
	start := line.Start.Col
	if k > 0 && roomFor(tb, p.Row, start-n, start) && tb.At(game.Pos{Col: start - n - 1, Row: p.Row}) == 0 {
		shift(tb, p.Row, start, p.Col-1, -n)
		return game.Pos{Col: p.Col - n, Row: p.Row}, true
	}
	return p, false
}

// roomFor reports whether cells c0..c1-1 of a row are on the table and
// empty.
func roomFor(tb *game.Table, row, c0, c1 int) bool {
	for c := c0; c < c1; c++ {
		if q := (game.Pos{Col: c, Row: row}); !q.In() || tb.At(q) != 0 {
			return false
		}
	}
	return true
}

// shift moves the tiles in cells c0..c1 of a row by d cells.
func shift(tb *game.Table, row, c0, c1, d int) {
	tiles := make([]game.Tile, 0, c1-c0+1)
	for c := c0; c <= c1; c++ {
		tiles = append(tiles, tb.At(game.Pos{Col: c, Row: row}))
		tb.Put(game.Pos{Col: c, Row: row}, 0)
	}
	for i, x := range tiles {
		tb.Put(game.Pos{Col: c0 + d + i, Row: row}, x)
	}
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
	row := first.Row
	at := line.Start.Col + from
	end := line.Start.Col + len(line.Tiles) - 1
	trial := *after
	if pushRight(&trial, game.Pos{Col: at, Row: row}) {
		*after = trial
		return
	}
	// At the right edge: the left part makes room to the left, or else the
	// right part goes to a free place on a nearby row.
	trial = *after
	if pushLeft(&trial, row, line.Start.Col, at-1) {
		*after = trial
		return
	}
	trial = *after
	if moveAway(&trial, row, at, end) {
		*after = trial
	}
}

// pushLeft moves the tiles in cells c0..c1 of a row one cell left, and
// then any line they come to touch, so that lines stay apart. It fails
// at the row's start.
func pushLeft(tb *game.Table, row, c0, c1 int) bool {
	if c0 == 0 {
		return false
	}
	// The line before the gap, if the move would close the gap.
	if before := (game.Pos{Col: c0 - 2, Row: row}); before.In() && tb.At(before) != 0 {
		l, _ := tb.LineAt(before)
		if !pushLeft(tb, row, l.Start.Col, c0-2) {
			return false
		}
	}
	shift(tb, row, c0, c1, -1)
	return true
}

// moveAway moves the tiles in cells c0..c1 of a row to the free place
// nearest to where they were on another row (see nearestFree).
func moveAway(tb *game.Table, row, c0, c1 int) bool {
	n := c1 - c0 + 1
	tiles := make([]game.Tile, 0, n)
	for c := c0; c <= c1; c++ {
		tiles = append(tiles, tb.At(game.Pos{Col: c, Row: row}))
		tb.Put(game.Pos{Col: c, Row: row}, 0)
	}
	p, ok := nearestFree(tb, n, game.Pos{Col: c0, Row: row}, row)
	if !ok {
		return false
	}
	for i, x := range tiles {
		tb.Put(game.Pos{Col: p.Col + i, Row: p.Row}, x)
	}
	return true
}

// nearestFree finds the free place for a line of n tiles (n empty cells
// with an empty cell or the edge on each side) nearest to a cell, on a
// row other than skip (-1: any row), rows counting twice as far as
// columns and the rows below first on a tie.
func nearestFree(tb *game.Table, n int, near game.Pos, skip int) (game.Pos, bool) {
	best, bestD := game.Pos{}, -1
	for r := range game.TableRows {
		if r == skip {
			continue
		}
		for c := 0; c+n <= game.TableCols; c++ {
			if !spanFreeAt(tb, r, c, n) {
				continue
			}
			dr := r - near.Row
			d := 4*absInt(dr) + 2*absInt(c-near.Col)
			if dr < 0 {
				d++
			}
			if bestD < 0 || d < bestD {
				best, bestD = game.Pos{Col: c, Row: r}, d
			}
		}
	}
	return best, bestD >= 0
}

// spanFreeAt reports whether cells c..c+n-1 of a row and their neighbours
// on the row (those on the table) are empty.
func spanFreeAt(tb *game.Table, r, c, n int) bool {
	for x := c - 1; x <= c+n; x++ {
		if q := (game.Pos{Col: x, Row: r}); q.In() && tb.At(q) != 0 {
			return false
		}
	}
	return true
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
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
