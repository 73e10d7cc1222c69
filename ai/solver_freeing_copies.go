package ai

// Two copies of a face under a set taken apart (solver_freeing.go). When a
// node's play breaks the rule of a joker whose set is taken apart, the
// search branches on a tile of that set lying with another of its tiles:
// the tile goes into a fixed set holding no other, or stays on the rack.
// When the tile's face has a second free copy, each child of that branch
// often only hands the fault to the other copy, which takes the tile's
// place in the node's play: on a big table every child then costs a run of
// the programme (a run through the tile, another through the tile and the
// next number, ...) only to learn that the second copy must stay on the
// rack.
//
// spareCopies settles that at once. Every copy of the face that a legal
// play of the node lays or keeps on the table lies in a set allowed in the
// node (holding no two of the other tiles of any joker whose set is taken
// apart), and those sets are disjoint. Each holds an allowed set that
// setsAround lists (a longer run holds one of at most maxFixedRun tiles
// around the copy; the tiles left out only make disjointness easier). So
// when no two listed sets fit together in the node's free tiles, at most
// one copy can be on the table after the turn, and when none is listed,
// none: the table's copies must all be there (else the node has no legal
// play), and the rack keeps back the copies beyond that. The node has one
// child, with those rack copies kept back, and the same legal plays.

import (
	"rummikub/game"
)

// spareCopies applies the rule above to the face of tile t (a tile to
// branch on in a node where it may not lie with another tile of a set
// taken apart). It reports whether it applies (t's face has two free
// copies that cannot both be placed) and then returns the node's only
// child, or none when the table's copies cannot all be placed.
func (fs *freeSearch) spareCopies(n *fnode, t game.Tile) ([]*fnode, bool) {
	f := t.Face()
	free := map[game.Face]int{}
	onTable, onRack := 0, 0
	for _, u := range n.table {
		free[u.Face()]++
		if u.Face() == f {
			onTable++
		}
	}
	for _, u := range n.rack {
		free[u.Face()]++
		if u.Face() == f {
			onRack++
		}
	}
	if onTable+onRack < 2 {
		return nil, false
	}
	// The allowed sets through a copy of f, by the faces they use.
	var sets []map[game.Face]int
	fs.setsAround(n, f, false, t, func(set game.Set, _ game.Meld, _ int) {
		if !fs.allowed(n, set.Tiles) {
			return
		}
		use := map[game.Face]int{}
		for _, u := range set.Tiles {
			use[u.Face()]++
		}
		sets = append(sets, use)
	})
	placed := min(len(sets), 1)
	for i := range sets {
		for k := i; k < len(sets) && placed < 2; k++ {
			if fits(free, sets[i], sets[k]) {
				placed = 2
			}
		}
	}
	if placed >= onTable+onRack {
		return nil, false
	}
	if onTable > placed {
		return nil, true // a table copy cannot be placed
	}
	kid := n.clone()
	for back := onTable + onRack - placed; back > 0; back-- {
		for i, u := range kid.rack {
			if u.Face() == f {
				kid.rack = append(kid.rack[:i], kid.rack[i+1:]...)
				break
			}
		}
	}
	return []*fnode{kid}, true
}

// fits reports whether two sets, by the faces they use, can be made
// together of the free tiles.
func fits(free, a, b map[game.Face]int) bool {
	for f, k := range a {
		if k+b[f] > free[f] {
			return false
		}
	}
	for f, k := range b {
		if k > free[f] {
			return false
		}
	}
	return true
}
