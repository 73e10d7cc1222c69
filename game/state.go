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
	// Scores holds each seat's total of turn points so far, in a variant
	// scored turn by turn (Rules.Scoring); nil or zeros otherwise.
	Scores []int
	// Missing says which seats miss their next turn (Rules.MissTurn).
	Missing []bool
}

// Clone returns a deep copy that shares nothing with s.
func (s State) Clone() State {
	c := s
	c.Racks = cloneRacks(s.Racks)
	c.Pool = slices.Clone(s.Pool)
	c.Opened = slices.Clone(s.Opened)
	c.Drawn = cloneRacks(s.Drawn)
	c.Scores = slices.Clone(s.Scores)
	c.Missing = slices.Clone(s.Missing)
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
	if !equalOrZero(s.Scores, o.Scores) || !equalOrZero(s.Missing, o.Missing) {
		return false
	}
	return racksEqual(s.Racks, o.Racks) && racksEqual(s.Drawn, o.Drawn)
}

// equalOrZero compares per-seat fields, a nil slice reading as all zeros.
func equalOrZero[T comparable](a, b []T) bool {
	var zero T
	if len(a) < len(b) {
		a, b = b, a
	}
	for i, x := range a {
		if i < len(b) && x != b[i] || i >= len(b) && x != zero {
			return false
		}
	}
	return true
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

// refill draws for the seat until its rack holds n tiles or the pool is
// empty, and returns the tiles drawn (n of 0 draws nothing).
func (s *State) refill(seat, n int) []Tile {
	if len(s.Racks[seat]) >= n {
		return nil
	}
	return s.draw(seat, n-len(s.Racks[seat]))
}

// complete gives a state for n seats its per-seat fields where they are
// missing (a state built by hand, or saved before they existed).
func (s *State) complete(n int) {
	if len(s.Drawn) != n {
		s.Drawn = make([][]Tile, n)
	}
	if len(s.Scores) != n {
		s.Scores = make([]int, n)
	}
	if len(s.Missing) != n {
		s.Missing = make([]bool, n)
	}
}

// returnToPool puts tiles back into the pool, each at a place that depends
// only on the game's seed, the turn and the pool, so a replay puts them in
// the same places and the players cannot tell where they went.
func (s *State) returnToPool(tiles []Tile, seed uint64) {
	for i, t := range tiles {
		h := mix(seed ^ uint64(s.Turn)*0x9e3779b97f4a7c15 ^ uint64(i+1)*0xbf58476d1ce4e5b9 ^ uint64(len(s.Pool)))
		at := int(h % uint64(len(s.Pool)+1))
		s.Pool = slices.Insert(s.Pool, at, t)
	}
}

// mix is the SplitMix64 finaliser: it scrambles the bits of x.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}
