package ai

// The children of a node of the Twist joker-freeing search, listed lazily:
// the closest to the node's play first, the rest only if the search comes
// to them.
//
// A node whose play breaks a joker's rule may have thousands of children
// (a joker taken apart may stand anywhere, a set keeping a joker may take
// any of the free tiles around it), and listing them costs lineCharge a
// line judged. In the positions whose optimum is the free one, the search
// then needs a handful of programme runs on the children closest to the
// play (solver_freeing_order.go) and spent most of its budget listing
// children it never took (position 0 of the benchmark: 21.7k units of
// listing against 11.6k of runs with a budget of 3M).
//
// So a node branches in two steps. Its first listing yields only the close
// children: those whose fixed set takes its tiles from at most nearMost of
// the play's sets (touched; a rack tile the play leaves on the rack counts
// for none), and the children that fix no set (a set taken apart, a rack
// tile kept back). The lines of the others are skipped before the set
// checker and before they are paid: a line is named by its tiles, which
// the generator's tokens give (twFree.tilesInto), so skipping costs a few
// lookups. If any line was skipped, a rest pseudo-child waits too, with
// the node's optimum as its bound (a bound of every child), queued before
// the close children (so taken after them and their subtrees at that
// bound). When the search takes it, it lists the far children (the lines
// the first listing skipped, and only those) and queues them as the node's
// children, closest first, with the node's bound.
//
// The search stays exact. The close and far listings together yield every
// child the full listing does: a line's closeness depends only on its
// tiles, so the lines are split in two and every line is judged in one of
// the listings; candidates alike (solver_freeing_alike.go: same tiles) fall
// in the same one, and keep their first representative; a candidate that
// splits into a listed candidate and a valid rest (solver_freeing_split.go)
// is left out of the close listing only for a piece the close listing
// holds, and out of the far one for a piece either holds (a piece of a
// close candidate touches no more sets than it: the close listing then
// keeps at worst a child the full listing drops, which only adds a
// child). And the best-first search never ends with a node of a bound
// above the best play still waiting: the rest pseudo-child carries its
// node's bound, so it is taken, and its children queued, before the search
// can end with a play below it.
//
// The joker branched on is still the one with the fewest children
// (fewestFates, fewestApart), counted on the close listing: the full count
// needs the full listing this avoids.

import "rummikub/game"

// nearMost is the most sets of a node's play a close child's fixed set
// takes tiles from (see the file's comment).
const nearMost = 1

// nearFilter is the closeness test of a listing under way: in gives each
// tile's set in the node's play, far tells which lines the listing yields
// (far: those touching more than nearMost sets; else the others).
type nearFilter struct {
	in  *tileSets
	far bool
	// skipped counts the lines a close listing skipped (the far ones).
	skipped int
	// prior, in a far listing, is the close listing's alike keys: a far
	// candidate that splits into one of them is left out.
	prior map[alikeKey]bool
	// keys is the last listing's alike keys (twistListed).
	keys map[alikeKey]bool
}

// tileSets gives each free tile of a node its set in the node's play,
// numbered from 1 (0: the play does not place it): an array lookup for
// the first copies of a face (the box has two of each), a map for others.
type tileSets struct {
	low  [game.FaceSpace * lowCopies]uint8
	more map[game.Tile]int
}

// lowCopies is how many copies of a face tileSets keeps in its array.
const lowCopies = 4

// set returns tile t's set.
func (ts *tileSets) set(t game.Tile) int {
	if i := int(t); i < len(ts.low) {
		return int(ts.low[i])
	}
	return ts.more[t]
}

// playSets returns each free tile's set in a node's play (the sets past
// the node's fixed ones, numbered from 1).
func playSets(n *fnode, play *Solution) *tileSets {
	ts := &tileSets{}
	for i, u := range play.Table[min(len(n.fixed), len(play.Table)):] {
		id := min(i+1, 255) // a table of 112 tiles has fewer sets
		for _, t := range u.Tiles {
			if k := int(t); k < len(ts.low) {
				ts.low[k] = uint8(id)
				continue
			}
			if ts.more == nil {
				ts.more = map[game.Tile]int{}
			}
			ts.more[t] = id
		}
	}
	return ts
}

// skip reports whether a line of tiles is left out of the listing under
// way (none when the filter is nil).
func (nf *nearFilter) skip(tiles []game.Tile) bool {
	return nf != nil && (touched(nf.in, tiles) > nearMost) != nf.far
}

// restOf returns the rest pseudo-child's listing for a node whose close
// children a listing of list under the filter nf gave (nil when it skipped
// no line): it lists the far children, kid making a child of each set,
// in the order they are queued (closestFirst).
func (fs *freeSearch) restOf(n *fnode, nf *nearFilter, list func(add func(game.Set, game.Meld)),
	kid func(game.Set) *fnode) func() []*fnode {
	if nf == nil || nf.skipped == 0 {
		return nil
	}
	prior := nf.keys
	return func() []*fnode {
		fs.near = &nearFilter{in: nf.in, far: true, prior: prior}
		defer func() { fs.near = nil }()
		n.ready()
		sets, _ := fs.twistListed(n, -1, list)
		kids := make([]*fnode, len(sets))
		for i, set := range sets {
			kids[i] = kid(set)
		}
		return fs.closestFirst(n, nf.in, kids)
	}
}

// nearTrack follows, in a close listing's generator (twFree), the sets of
// the node's play that the tiles of the line under way come from: once
// they are more than nearMost, no completion of the line is close, and
// the generator abandons it (far; counted as pruned, so that the rest
// pseudo-child lists it).
type nearTrack struct {
	in      *tileSets
	count   [256]uint8 // the line's tiles from each set
	touched int
	pruned  int
}

// take counts tile t into the line.
func (nt *nearTrack) take(t game.Tile) {
	if i := nt.in.set(t); i > 0 {
		if nt.count[i] == 0 {
			nt.touched++
		}
		nt.count[i]++
	}
}

// put takes tile t out of the line.
func (nt *nearTrack) put(t game.Tile) {
	if i := nt.in.set(t); i > 0 {
		nt.count[i]--
		if nt.count[i] == 0 {
			nt.touched--
		}
	}
}

// far reports whether the line under way touches too many sets to be
// close (in a close listing), counting it as pruned.
func (f *twFree) far() bool {
	if f.near == nil || f.near.touched <= nearMost {
		return false
	}
	f.near.pruned++
	return true
}
