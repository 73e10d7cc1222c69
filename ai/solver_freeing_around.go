package ai

// The candidate sets of the classic joker-freeing search
// (solver_freeing.go): every valid set of a node's free tiles around an
// anchor face, runs of 3 to maxFixedRun tiles and groups. With Twist's
// special jokers the search lists its candidates as lines instead
// (solver_freeing_lines.go, solver_freeing_twist.go).

import (
	"slices"

	"rummikub/game"
)

// maxFixedRun is the longest run fixed around an anchor: any run. It was
// 7 until the fifteenth session, on the reading that a longer run splits
// into one of at most 7 around the anchor's three tiles and a free run of
// three or more; that fails when two jokers' rules need the long run
// whole (`R3 R4 R5 R6 R7 R8 *:R9 R10` from `R3 R4 R5 R6 *:R7` and
// `R6 R7 R8 *:R9`: a review found the solver laying one tile of the
// two). The classic benchmark's programme states grew 2%, its times
// the same.
const maxFixedRun = game.MaxNumber

// setsAround calls yield with every valid set, made of the node's free
// tiles, that holds a tile standing for the anchor face: runs of its
// colour of 3 to maxFixedRun tiles and groups of its number. With joker
// the anchor's place holds a joker; else a real tile (the tile must, if
// nonzero). at is the anchor's index in the set. Candidates whose tiles
// pre refuses are not judged (the caller would refuse them).
//
// A place takes a free tile of its face (one from the table before one
// from the rack: the programme may still lay the rack's) or a joker (table
// jokers before rack jokers). A joker where a real tile could go is no
// better for the programme, but it may be for the rule: the real tile may
// then exchange another joker.
func (fs *freeSearch) setsAround(n *fnode, anchor game.Face, joker bool, must game.Tile, pre func([]game.Tile) bool,
	yield func(game.Set, game.Meld, int)) {
	var jokers []game.Tile
	for _, t := range n.table {
		if t.Kind() == game.Joker {
			jokers = append(jokers, t)
		}
	}
	for _, t := range n.rack {
		if t.Kind() == game.Joker {
			jokers = append(jokers, t)
		}
	}
	// The free tile of each face, the table's first.
	var free [numFaceSlots]game.Tile
	for _, list := range [][]game.Tile{n.table, n.rack} {
		for _, t := range list {
			if i := faceIndex(t.Face()); t.Kind() == game.Number && free[i] == 0 {
				free[i] = t
			}
		}
	}
	find := func(f game.Face) game.Tile { return free[faceIndex(f)] }
	tiles := make([]game.Tile, 0, maxFixedRun)
	group := false // filling a group (else a run)
	var fill func(faces []game.Face, at, i, used int)
	fill = func(faces []game.Face, at, i, used int) {
		if i == len(faces) {
			if pre(tiles) {
				fs.judgeOrders(tiles, at, group, yield)
			}
			return
		}
		tiles = append(tiles, 0)
		switch {
		case i == at && joker:
			if used < len(jokers) {
				tiles[i] = jokers[used]
				fill(faces, at, i+1, used+1)
			}
		case i == at && must != 0:
			tiles[i] = must
			fill(faces, at, i+1, used)
		default:
			if t := find(faces[i]); t != 0 {
				tiles[i] = t
				fill(faces, at, i+1, used)
			}
			if i != at && used < len(jokers) {
				tiles[i] = jokers[used]
				fill(faces, at, i+1, used+1)
			}
		}
		tiles = tiles[:i]
	}
	c, num := anchor.Color(), anchor.Number()
	// Runs of c through num.
	for lo := max(1, num-maxFixedRun+1); lo <= num; lo++ {
		for hi := max(lo+2, num); hi <= min(game.MaxNumber, lo+maxFixedRun-1); hi++ {
			faces := make([]game.Face, 0, hi-lo+1)
			for x := lo; x <= hi; x++ {
				faces = append(faces, game.NumberTile(c, x))
			}
			fill(faces, num-lo, 0, 0)
		}
	}
	// Groups of num holding c: the anchor first, then two or three other
	// colours.
	var rest []game.Color
	for o := range game.Color(game.NumColors) {
		if o != c {
			rest = append(rest, o)
		}
	}
	for mask := 1; mask < 1<<len(rest); mask++ {
		if popcount(mask) < 2 {
			continue
		}
		group = true
		faces := []game.Face{anchor}
		for b, o := range rest {
			if mask&(1<<b) != 0 {
				faces = append(faces, game.NumberTile(o, num))
			}
		}
		fill(faces, 0, 0, 0)
	}
}

// judgeOrders calls yield with a candidate's tiles in every order worth
// judging that makes a valid set (a copy of them), and the anchor's index:
// as they are, and for a group of one real tile and jokers every place of
// the real tile (the jokers' places decide whether it reads as a run or a
// group). The tiles are judged in place and left as they were.
func (fs *freeSearch) judgeOrders(tiles []game.Tile, at int, group bool, yield func(game.Set, game.Meld, int)) {
	try := func(at int) {
		if m, why := fs.r.Sets.Check(game.Set{Tiles: tiles}); why == "" {
			yield(game.Set{Tiles: slices.Clone(tiles)}, m, at)
		}
	}
	try(at)
	reals, real := 0, -1
	for i, t := range tiles {
		if !t.IsJoker() {
			reals, real = reals+1, i
		}
	}
	if !group || reals != 1 {
		return
	}
	for p := range tiles {
		if p == real {
			continue
		}
		tiles[p], tiles[real] = tiles[real], tiles[p]
		a := at
		switch at {
		case p:
			a = real
		case real:
			a = p
		}
		try(a)
		tiles[p], tiles[real] = tiles[real], tiles[p]
	}
}
