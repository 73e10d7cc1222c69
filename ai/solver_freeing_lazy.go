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
// So a node branches in steps. Its first listing yields only the close
// children: those whose fixed set takes its tiles from at most nearMost of
// the play's sets (touched; a rack tile the play leaves on the rack counts
// for none), and the children that fix no set (a set taken apart, a rack
// tile kept back). The generator abandons a line as soon as its tiles
// touch more sets (nearTrack), before the set checker and unpaid: a
// line is named by its tiles (twFree.tilesInto takes the copies of a face
// in one order), so its distance is known as it is built. If any line was
// left out, a rest pseudo-child waits too, with the node's optimum as its
// bound (a bound of every child), queued before the close children (so
// taken after them and their subtrees at that bound). When the search
// takes it, it lists the children one set farther (those touching exactly
// nearMost+1 sets), queues them closest first with the node's bound, and
// queues before them the next rest pseudo-child if it left lines out;
// past nearLast sets the last rest lists every child left.
//
// On the benchmark's 260 saved Twist positions this took SolveTwistBest
// from 42 fallbacks to 39 (3, 102 and 125 now exact), and the listings'
// units with a budget of 3M from 881k to 470k (position 0: 22.5k to 0.3k;
// it then needs 20.2k units in all, against 20k allowed: its 15 runs are
// what is left). With the children one step at a time rather than all the
// far ones at once, position 3 went from 11,025 units to 936.
//
// The search stays exact. The listings of a node together yield every
// child the full listing does: a line's distance depends only on its
// tiles, so the lines are split by distance and every line is judged in
// exactly one listing; candidates alike (solver_freeing_alike.go: same
// tiles) fall in the same one, and keep their first representative; a
// candidate that splits into a listed candidate and a valid rest
// (solver_freeing_split.go) is left out for a piece its own listing or an
// earlier one holds (a piece of a candidate touches no more sets than it,
// so a piece the full listing holds is in the same listing or an earlier
// one, and failing that the candidate is kept: one child more, which
// costs no exactness). And the best-first search never ends with a node
// of a bound above the best play still waiting: a rest pseudo-child
// carries its node's bound, so it is taken, and its children queued,
// before the search can end with a play below it.
//
// The joker branched on is still the one with the fewest children
// (fewestFates, fewestApart), counted on the close listing: the full count
// needs the full listing this avoids.

import "rummikub/game"

// nearMost is the most sets of a node's play a close child's fixed set
// takes tiles from (see the file's comment); nearLast the most a rest
// listing's bound goes to before the last rest lists every child left.
const (
	nearMost = 1
	nearLast = 3
)

// nearFilter is the closeness test of a listing under way: in gives each
// tile's set in the node's play; the listing yields the lines touching lo
// to hi sets (hi < 0: lo or more).
type nearFilter struct {
	in     *tileSets
	lo, hi int
	// skipped counts the lines the listing left to a later one (touching
	// more than hi sets).
	skipped int
	// prior is the earlier listings' alike keys: a candidate that splits
	// into one of them is left out.
	prior map[alikeKey]bool
	// keys is the listing's alike keys, the prior ones with them
	// (twistListed).
	keys map[alikeKey]bool
}

// restList lists a rest pseudo-child's children, and the next rest
// pseudo-child's listing (nil: none).
type restList func() ([]*fnode, restList)

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
// way (none when the filter is nil), counting it when a later listing
// will list it.
func (nf *nearFilter) skip(tiles []game.Tile) bool {
	if nf == nil {
		return false
	}
	k := touched(nf.in, tiles)
	if nf.hi >= 0 && k > nf.hi {
		nf.skipped++
		return true
	}
	return k < nf.lo
}

// restOf returns the rest pseudo-child's listing for a node whose
// children up to nf.hi sets away a listing of list under the filter nf
// gave (nil when it left no line to a later one): it lists the children
// of the next distance (or of every distance left, past nearLast), kid
// making a child of each set, in the order they are queued (closestFirst),
// and returns the next rest's listing.
func (fs *freeSearch) restOf(n *fnode, nf *nearFilter, list func(add func(game.Set, game.Meld)),
	kid func(game.Set) *fnode) restList {
	if nf == nil || nf.skipped == 0 {
		return nil
	}
	lo := nf.hi + 1
	hi := lo
	if lo > nearLast {
		hi = -1
	}
	next := &nearFilter{in: nf.in, lo: lo, hi: hi, prior: nf.keys}
	return func() ([]*fnode, restList) {
		fs.near = next
		defer func() { fs.near = nil }()
		n.ready()
		sets, _ := fs.twistListed(n, -1, list)
		kids := make([]*fnode, len(sets))
		for i, set := range sets {
			kids[i] = kid(set)
		}
		return fs.closestFirst(n, next.in, kids), fs.restOf(n, next, list, kid)
	}
}

// nearTrack follows, in the generator (twFree) of a listing whose filter
// has a bound hi, the sets of the node's play that the tiles of the line
// under way come from: once they are more than hi, no completion of the
// line is within the bound, and the generator abandons it (far; counted
// as pruned, so that a later rest pseudo-child lists it).
type nearTrack struct {
	in      *tileSets
	hi      int
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

// far reports whether the line under way touches too many sets for the
// listing under way (more than its filter's hi), counting it as pruned.
func (f *twFree) far() bool {
	if f.near == nil || f.near.touched <= f.near.hi {
		return false
	}
	f.near.pruned++
	return true
}
