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
// It also keeps what jokers on it were declared to stand for (Pinned), so
// a player's declaration reaches the referee through Sets.
type Table struct {
	cells [TableRows][TableCols]Tile
	pins  [maxPinned]pinned
}

// maxPinned is how many jokers a table can keep declarations for: more
// than any box holds (Twist has 8).
const maxPinned = 8

// pinned is one joker's declaration on the table.
type pinned struct {
	tile Tile
	pin  Pin
}

// Pinned returns what a joker on the table was declared to stand for, or
// the zero Pin.
func (t *Table) Pinned(tile Tile) Pin {
	if tile == 0 {
		return Pin{}
	}
	for _, p := range t.pins {
		if p.tile == tile {
			return p.pin
		}
	}
	return Pin{}
}

// Pin declares what a joker stands for while it lies on the table (the
// zero Pin takes a declaration back). Only jokers take pins; a declaration
// for another tile, or beyond the table's room for them, is ignored.
func (t *Table) Pin(tile Tile, pin Pin) {
	if tile == 0 || !tile.IsJoker() {
		return
	}
	free := -1
	for i, p := range t.pins {
		switch {
		case p.tile == tile:
			if pin.IsZero() {
				t.pins[i] = pinned{}
			} else {
				t.pins[i].pin = pin
			}
			return
		case p.tile == 0 && free < 0:
			free = i
		}
	}
	if !pin.IsZero() && free >= 0 {
		t.pins[free] = pinned{tile, pin}
	}
}

// At returns the tile in a cell, or 0 for an empty cell or a position off
// the table.
func (t *Table) At(p Pos) Tile {
	if !p.In() {
		return 0
	}
	return t.cells[p.Row][p.Col]
}

// Put sets a cell's tile (0 empties it). Positions off the table are
// ignored. A joker put down or taken away loses its declaration (Pin).
func (t *Table) Put(p Pos, tile Tile) {
	if p.In() {
		if old := t.cells[p.Row][p.Col]; old != 0 && old.IsJoker() {
			t.Pin(old, Pin{})
		}
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

// Sets returns the table's sets in reading order, with the pins declared
// for their jokers (Set.Pins is nil for a set without a declared joker).
func (t *Table) Sets() []Set {
	lines := t.Lines()
	sets := make([]Set, len(lines))
	for i, l := range lines {
		sets[i] = Set{Tiles: l.Tiles, Pins: t.LinePins(l)}
	}
	return sets
}

// LinePins returns the pins declared for a line's jokers, one per tile, or
// nil when none of them is declared.
func (t *Table) LinePins(l Line) []Pin {
	var pins []Pin
	for k, tile := range l.Tiles {
		if p := t.Pinned(tile); !p.IsZero() {
			if pins == nil {
				pins = make([]Pin, len(l.Tiles))
			}
			pins[k] = p
		}
	}
	return pins
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
