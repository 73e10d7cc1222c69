package ai

// Which broken joker the joker-freeing search branches on (branch): any
// open joker whose rule the node's play plainly breaks would do, and the
// one with the fewest children is taken. With Twist's special jokers a
// joker's children may number in thousands, each line judged costing a
// unit of the work budget, while another broken joker of the same node
// has two or three: listing every candidate in full to compare them spent
// most of the budget of the benchmark's hardest positions (one joker
// listed 2,476 children for 16,452 units where the other had 2).
//
// fewestFates lists them in rounds with a cap that grows eightfold: a
// listing stops as soon as it passes the cap, or the fewest children of
// a complete listing so far. It picks the same joker as listing them all
// (the first of those with the fewest children), for at most the cost of
// the cheapest complete listing's round plus the caps of the rounds
// before it. Classic lists them all, as before (its listings are cheap
// and uncharged). With Twist's special jokers the listings are the close
// ones (solver_freeing_lazy.go), so the joker taken is the one with the
// fewest close children (the first of those), and its rest is listed only
// if the search comes to it; a single candidate is listed without a cap.

import "rummikub/game"

// firstFatesCap is the cap of fewestFates' first round.
const firstFatesCap = 32

// fewestFates returns the children of the joker of cands (open jokers
// whose rule the node's play breaks, the one the play breaks first first)
// with the fewest children (fates). With Twist's special jokers and in
// (playSets of the node's play), it lists and counts the close children
// only, and returns the rest's listing too (more, solver_freeing_lazy.go;
// nil when there is no rest).
func (fs *freeSearch) fewestFates(n *fnode, cands []int, in *tileSets) (kids []*fnode, more restList) {
	if !fs.special {
		var best []*fnode
		for i, k := range cands {
			if kids, _ := fs.fates(n, k, -1); i == 0 || len(kids) < len(best) {
				best = kids
			}
		}
		return best, nil
	}
	defer func() { fs.near = nil }()
	for limit := firstFatesCap; ; limit *= 8 {
		var best []*fnode
		var bestNear *nearFilter
		bestK := -1
		for _, k := range cands {
			most := limit
			if len(cands) == 1 {
				most = -1 // nothing to compare: every child
			} else if bestK >= 0 {
				most = len(best) - 1 // only fewer children will do
				if most < 0 {
					break
				}
			}
			if in != nil {
				fs.near = &nearFilter{in: in, hi: nearMost}
			}
			if kids, ok := fs.fates(n, k, most); ok {
				best, bestK, bestNear = kids, k, fs.near
			}
			if fs.s.d.tw.exhausted {
				return best, nil // the search stops: what is listed is moot
			}
		}
		if bestK >= 0 {
			k := bestK
			return best, fs.restOf(n, bestNear, func(add func(game.Set, game.Meld)) { fs.twistFates(n, k, add) },
				func(set game.Set) *fnode {
					kid := n.with(set)
					kid.fate[k] = fateDone
					return kid
				})
		}
	}
}

// fewestApart returns the children of the candidate tile of cands (tiles
// of a set taken apart that the node's play puts in a set holding two of
// its tiles, apart) with the fewest children (apartOn), with Twist's
// special jokers: any of them splits the node's legal plays (every such
// play puts each of them in a set holding no other, or leaves it on the
// rack), so the one with the fewest children is taken, as fewestFates
// takes a joker, in rounds with a cap that grows eightfold (the first of
// those with the fewest). With in, it counts the close children only, and
// returns the rest's listing too (as fewestFates).
func (fs *freeSearch) fewestApart(n *fnode, cands []game.Tile, in *tileSets) (kids []*fnode, more restList) {
	defer func() { fs.near = nil }()
	if in != nil {
		fs.near = &nearFilter{in: in, hi: nearMost}
	}
	best, _ := fs.apartOn(n, cands[0], 0)
	bestT, bestNear := cands[0], fs.near
	for _, t := range cands[1:] {
		if len(best) <= 1 || fs.s.d.tw.exhausted {
			break
		}
		if in != nil {
			fs.near = &nearFilter{in: in, hi: nearMost}
		}
		if kids, ok := fs.apartOn(n, t, len(best)); ok {
			best, bestT, bestNear = kids, t, fs.near
		}
	}
	if fs.s.d.tw.exhausted {
		return best, nil
	}
	t := bestT
	return best, fs.restOf(n, bestNear, func(add func(game.Set, game.Meld)) { fs.twistApart(n, t, add) },
		func(set game.Set) *fnode { return n.with(set) })
}
