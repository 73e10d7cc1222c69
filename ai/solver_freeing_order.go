package ai

// The order in which the joker-freeing search (solver_freeing_search.go)
// takes a node's children: closest to the node's play first.
//
// A node is branched on when its play, which scores its optimum v, breaks
// a joker's rule; its children wait with v as their bound, and among
// nodes of equal bound the newest is taken first, so the order in which a
// node's children are queued decides which is scored first. In the
// positions whose optimum is the free one (a legal play laying as much as
// the free rearrangement exists), most of the search's runs went to
// children that fall short of v, one after another, before one reaching
// it: the listing's order (runs around the joker's face, then groups, then
// sets with special jokers, ...) says nothing of which children can.
//
// A child fixes one more set S; the fewer sets of the node's play S takes
// its tiles from (touched), the less of the play it disturbs, and the
// likelier the rest of the play still fits around it at v (a set of the
// play as it is touches one). So the children are queued farthest first
// and the closest are taken first; among children touching as many sets,
// those holding fewer jokers are taken first (a joker the child takes is
// one the rest of the play no longer has, and the play put each where it
// was needed); children of equal distance keep the listing's order (the
// last listed first, as before). Children that fix no set (a set taken
// apart, a rack tile kept back) come first, as they did: they are the
// node itself until they branch.
//
// On the benchmark's 260 saved Twist positions with a work budget of
// 3,000,000 units, this took the search's work (its runs and listings)
// from 8.80M units to 7.81M (position 0: 949 runs to 15; 115: 1,148 to 5;
// 125: 1,076 to 114; 62 and 153 2,987 to 3,631), and one fallback fewer
// at today's budget (115). Taking fewer jokers first among children
// touching as many sets, once the children were listed lazily
// (solver_freeing_lazy.go), took the positions' whole work at a budget of
// 3M from 5.98M units to 5.73M, and made two fallbacks exact at today's
// budget (0, 20). Classic keeps the listing's order: there the closest
// first cost 1.5% more states on BenchmarkSolveBest (416,849 instead of
// 410,852), its searches being short. The order changes which node is
// taken, never what the search proves: the search stays exact.

import (
	"slices"

	"rummikub/game"
)

// closestFirst returns a node's children in the order they are queued
// (the last taken first): the farthest from the node's play first (see
// the file's comment). It costs a few lookups a child: a node may have
// thousands.
func (fs *freeSearch) closestFirst(n *fnode, in *tileSets, kids []*fnode) []*fnode {
	if !fs.special {
		return kids
	}
	type ranked struct {
		kid *fnode
		far int
	}
	rank := make([]ranked, len(kids))
	for i, kid := range kids {
		rank[i] = ranked{kid, -1}
		if kid.from == n {
			rank[i].far = distance(in, kid.add.Tiles)
		}
	}
	slices.SortStableFunc(rank, func(a, b ranked) int { return b.far - a.far })
	out := make([]*fnode, len(kids))
	for i, r := range rank {
		out[i] = r.kid
	}
	return out
}

// distance ranks a child's fixed set for closestFirst: the sets of the
// play it takes tiles from (touched), then its jokers.
func distance(in *tileSets, tiles []game.Tile) int {
	d := touched(in, tiles) * 16 // a set holds fewer than 16 jokers
	for _, t := range tiles {
		if t.IsJoker() {
			d++
		}
	}
	return d
}

// touched counts the sets of a play that hold one of the tiles, in gives
// each tile's set (playSets: numbered from 1; 0 for a tile the play does
// not place).
func touched(in *tileSets, tiles []game.Tile) int {
	var buf [16]int
	seen := buf[:0]
	for _, t := range tiles {
		if i := in.set(t); i > 0 && !slices.Contains(seen, i) {
			seen = append(seen, i)
		}
	}
	return len(seen)
}
