package game

import "fmt"

// The table is a free-form grid of cells. It has room for a whole box laid
// out in sets with a gap between neighbours.
const (
	TableCols = 30
	TableRows = 10
)

// Pos is a cell of the table grid: column 0 is at the left, row 0 at the top.
type Pos struct {
	Col, Row int
}

// In reports whether the position is a cell of the table.
func (p Pos) In() bool {
	return p.Col >= 0 && p.Col < TableCols && p.Row >= 0 && p.Row < TableRows
}

// String writes the position as "c3r5".
func (p Pos) String() string { return fmt.Sprintf("c%dr%d", p.Col, p.Row) }

// Table is the grid of cells; each holds one tile or none. A Table is a
// value: copying it copies every cell, which is how snapshots are taken.
type Table struct {
	cells [TableRows][TableCols]Tile
}

// At returns the tile in a cell, or 0 for an empty cell or a position off
// the table.
func (t *Table) At(p Pos) Tile {
	if !p.In() {
		return 0
	}
	return t.cells[p.Row][p.Col]
}

// Put sets a cell's tile (0 empties it). Positions off the table are ignored.
func (t *Table) Put(p Pos, tile Tile) {
	if p.In() {
		t.cells[p.Row][p.Col] = tile
	}
}

// Find returns where a tile lies on the table.
func (t *Table) Find(tile Tile) (Pos, bool) {
	for r := range TableRows {
		for c := range TableCols {
			if t.cells[r][c] == tile {
				return Pos{c, r}, true
			}
		}
	}
	return Pos{}, false
}

// Len returns how many tiles lie on the table.
func (t *Table) Len() int {
	n := 0
	for r := range TableRows {
		for c := range TableCols {
			if t.cells[r][c] != 0 {
				n++
			}
		}
	}
	return n
}

// Tiles appends every tile on the table to buf, in reading order.
func (t *Table) Tiles(buf []Tile) []Tile {
	for r := range TableRows {
		for c := range TableCols {
			if x := t.cells[r][c]; x != 0 {
				buf = append(buf, x)
			}
		}
	}
	return buf
}

// Line is a set as it lies on the table: a maximal horizontal line of
// adjacent tiles and the cell of its first tile.
type Line struct {
	Start Pos
	Tiles []Tile
}

// Lines returns the sets on the table in reading order (top to bottom, left
// to right). The tiles of all lines share one new slice.
func (t *Table) Lines() []Line {
	return t.AppendLines(nil, make([]Tile, 0, 64))
}

// AppendLines appends the table's lines to lines, storing their tiles in
// tiles; callers that keep both buffers between calls allocate nothing.
func (t *Table) AppendLines(lines []Line, tiles []Tile) []Line {
	tiles = tiles[:0]
	for r := range TableRows {
		c := 0
		for c < TableCols {
			if t.cells[r][c] == 0 {
				c++
				continue
			}
			start := c
			from := len(tiles)
			for c < TableCols && t.cells[r][c] != 0 {
				tiles = append(tiles, t.cells[r][c])
				c++
			}
			lines = append(lines, Line{Start: Pos{start, r}, Tiles: tiles[from:len(tiles):len(tiles)]})
		}
	}
	return lines
}

// Sets returns the table's sets in reading order, without pins.
func (t *Table) Sets() []Set {
	lines := t.Lines()
	sets := make([]Set, len(lines))
	for i, l := range lines {
		sets[i] = Set{Tiles: l.Tiles}
	}
	return sets
}

// LineAt returns the line that covers a cell, if any.
func (t *Table) LineAt(p Pos) (Line, bool) {
	if t.At(p) == 0 {
		return Line{}, false
	}
	start := p.Col
	for start > 0 && t.cells[p.Row][start-1] != 0 {
		start--
	}
	end := p.Col
	for end+1 < TableCols && t.cells[p.Row][end+1] != 0 {
		end++
	}
	tiles := append([]Tile(nil), t.cells[p.Row][start:end+1]...)
	return Line{Start: Pos{start, p.Row}, Tiles: tiles}, true
}

// LayOut places sets on an empty table in reading order, each followed by
// one empty cell, starting a new row when a set does not fit.
func LayOut(sets []Set) (Table, error) {
	var t Table
	c, r := 0, 0
	for i, s := range sets {
		n := len(s.Tiles)
		if n > TableCols {
			return Table{}, fmt.Errorf("set %d has %d tiles: the table is %d cells wide", i+1, n, TableCols)
		}
		if c+n > TableCols {
			c, r = 0, r+1
		}
		if r >= TableRows {
			return Table{}, fmt.Errorf("the sets do not fit on the table")
		}
		for j, tile := range s.Tiles {
			t.cells[r][c+j] = tile
		}
		c += n + 1
	}
	return t, nil
}

// String draws the table as text, one row a line, "." for an empty cell;
// rows below the last tile are left out.
func (t *Table) String() string {
	last := -1
	for r := range TableRows {
		for c := range TableCols {
			if t.cells[r][c] != 0 {
				last = r
			}
		}
	}
	out := make([]byte, 0, 256)
	for r := 0; r <= last; r++ {
		for c := range TableCols {
			code := t.cells[r][c].String()
			for len(code) < 3 {
				code += " "
			}
			out = append(out, code...)
			out = append(out, ' ')
		}
		out = append(out, '\n')
	}
	return string(out)
}

// FreeSpan finds the first place, in reading order, where n tiles can be
// laid in a row as a set of their own: n empty cells with an empty cell (or
// the table's edge) on each side, so they join no other set.
func (t *Table) FreeSpan(n int) (Pos, bool) {
	for r := range TableRows {
		for c := 0; c+n <= TableCols; c++ {
			if t.spanFree(r, c, n) {
				return Pos{c, r}, true
			}
		}
	}
	return Pos{}, false
}

// spanFree reports whether cells c..c+n-1 of row r and their neighbours
// on the row are empty.
func (t *Table) spanFree(r, c, n int) bool {
	for x := c - 1; x <= c+n; x++ {
		if x >= 0 && x < TableCols && t.cells[r][x] != 0 {
			return false
		}
	}
	return true
}
