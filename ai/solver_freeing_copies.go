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
	"slices"

	"rummikub/game"
)

// spareCopies applies the rule above to the face of tile t (a tile to
// branch on in a node where it may not lie with another tile of a set
// taken apart), given the allowed sets through t (apartSets). It reports
// whether it applies (t's face has two free copies that cannot both be
// placed) and then returns the node's only child, or none when the table's
// copies cannot all be placed.
func (fs *freeSearch) spareCopies(n *fnode, t game.Tile, sets []game.Set) ([]*fnode, bool) {
	f := t.Face()
	var free [game.FaceSpace]int8
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
	placed := min(len(sets), 1)
	for i := range sets {
		for k := i; k < len(sets) && placed < 2; k++ {
			if fits(&free, sets[i].Tiles, sets[k].Tiles) {
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
		i := slices.IndexFunc(kid.rack, func(u game.Tile) bool { return u.Face() == f })
		kid.rack = slices.Delete(kid.rack, i, i+1)
	}
	return []*fnode{kid}, true
}

// fits reports whether two sets can be made together of the free tiles
// (counted by face).
func fits(free *[game.FaceSpace]int8, a, b []game.Tile) bool {
	var use [2 * maxFixedRun]game.Face
	k := 0
	for _, t := range a {
		use[k] = t.Face()
		k++
	}
	for _, t := range b {
		use[k] = t.Face()
		k++
	}
	for _, f := range use[:k] {
		c := int8(0)
		for _, g := range use[:k] {
			if g == f {
				c++
			}
		}
		if c > free[f] {
			return false
		}
	}
	return true
}
