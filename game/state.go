package game

import "slices"

// State is everything on and around the table at one moment: the table
// grid, every rack, the pool, who has opened, whose turn it is. States are
// treated as values: every change makes a new State (Clone, then edit the
// copy), so a snapshot taken at the start of a turn stays exactly as it was.
type State struct {
	// Table is the grid of tiles laid on the table.
	Table Table
	// Racks holds each seat's tiles in the order the player arranged them.
	Racks [][]Tile
	// Pool is the face-down tiles; the next tile drawn is the last one.
	Pool []Tile
	// Opened says which seats have made their initial meld.
	Opened []bool
	// Drawn holds, per seat, the tiles that seat drew on its last draw, so a
	// player can see which tile just arrived.
	Drawn [][]Tile
	// Current is the seat whose turn it is.
	Current int
	// Passes counts the turns in a row that passed without playing once the
	// pool was empty.
	Passes int
	// Turn counts the turns played so far, from 0.
	Turn int
}

// Clone returns a deep copy that shares nothing with s.
func (s State) Clone() State {
	c := s
	c.Racks = cloneRacks(s.Racks)
	c.Pool = slices.Clone(s.Pool)
	c.Opened = slices.Clone(s.Opened)
	c.Drawn = cloneRacks(s.Drawn)
	return c
}

func cloneRacks(r [][]Tile) [][]Tile {
	out := make([][]Tile, len(r))
	for i, x := range r {
		out[i] = slices.Clone(x)
	}
	return out
}

// Equal reports whether two states are the same in every detail, tile
// positions and rack order included.
func (s State) Equal(o State) bool {
	if s.Table != o.Table || s.Current != o.Current || s.Passes != o.Passes || s.Turn != o.Turn {
		return false
	}
	if !slices.Equal(s.Pool, o.Pool) || !slices.Equal(s.Opened, o.Opened) {
		return false
	}
	return racksEqual(s.Racks, o.Racks) && racksEqual(s.Drawn, o.Drawn)
}

func racksEqual(a, b [][]Tile) bool {
	return slices.EqualFunc(a, b, func(x, y []Tile) bool { return slices.Equal(x, y) })
}

// Players returns the number of seats.
func (s State) Players() int { return len(s.Racks) }

// Position returns what the referee sees of the seat's turn in this state.
func (s State) Position(seat int) Position {
	return Position{Table: s.Table.Sets(), Rack: s.Racks[seat], Opened: s.Opened[seat]}
}

// AllTiles returns every tile in the state: table, racks and pool.
func (s State) AllTiles() []Tile {
	out := s.Table.Tiles(nil)
	for _, r := range s.Racks {
		out = append(out, r...)
	}
	return append(out, s.Pool...)
}

// draw moves up to n tiles from the pool to the seat's rack and returns
// them. The State must already be a private copy.
func (s *State) draw(seat, n int) []Tile {
	n = min(n, len(s.Pool))
	drawn := slices.Clone(s.Pool[len(s.Pool)-n:])
	slices.Reverse(drawn)
	s.Pool = s.Pool[:len(s.Pool)-n]
	s.Racks[seat] = append(s.Racks[seat], drawn...)
	s.Drawn[seat] = drawn
	return drawn
}
