package ai

// The solver under the joker-freeing rule of the classic and Twist rules
// (RULES-NOTES, "Freeing a joker"): a joker on the table at the start of
// the turn, standing for F in set S, stays standing for F in a set with
// two of S's other tiles (kept), or is freed when a set holds two of S's
// other tiles and a real F (exchanged), or when no set holds two of S's
// other tiles (S taken apart).
//
// The search is a branch and bound around the programme. A node fixes
// some sets of the table after the turn (and keeps some rack tiles back);
// the programme lays out the rest freely, which bounds every play the node
// allows. The root fixes nothing: its optimum is the free rearrangement's,
// and if the referee accepts it, it is the answer. A node whose optimum the
// referee refuses branches on a table joker whose rule it breaks:
//   - kept: a set holding a joker that stands for F and two of S's other
//     tiles is fixed (S as it was, extended, shortened or split around it);
//   - exchanged: a set holding a real F and two of S's other tiles is fixed;
//   - taken apart: from then on no set may hold two of S's other tiles;
//     a node that breaks this branches on one such tile of the free part
//     (it goes into a fixed set holding no other, or stays on the rack).
//
// With Twist's special jokers in play the candidate fixed sets hold jokers
// of every kind (solver_freeing_twist.go), and a set taken apart may be
// held together by two of its jokers, so a joker is branched on too.
//
// Fixed sets are normal forms: a run longer than 7 splits into a fixed
// part around its anchor and a free run, so runs of 3 to 7 tiles and
// groups are enough. The search starts from a legal play (seed: the sets
// holding jokers kept as they are) and takes the nodes best bound first
// (solver_freeing_search.go); two copies of a face under a set taken apart
// are settled at once when only one fits (solver_freeing_copies.go).

import (
	"slices"

	"rummikub/game"
)

// freeingOn reports whether the variant's joker-freeing rule applies.
func freeingOn(r *game.Rules, opts game.Options) bool {
	return r.Freeing != nil && !opts.FreeJokers
}

// Fates of a table joker in a node.
const (
	fateOpen  = iota // not decided: the programme may do anything
	fateDone         // a fixed set keeps or exchanges it
	fateApart        // its set is taken apart
)

// fnode is a node of the search: fixed sets, the tiles left to the
// programme, the rack tiles the fixed sets lay, and each joker's fate.
//
// A child that fixes one more set is made lazily (with): it holds its
// parent and the set until ready is called, as the search does when it
// takes the node (many children are never taken).
type fnode struct {
	fixed []game.Set
	table []game.Tile // table tiles the programme must place
	rack  []game.Tile // rack tiles it may place
	laid  []game.Tile // rack tiles in fixed sets
	fate  []uint8
	from  *fnode   // the parent, until ready
	add   game.Set // the set fixed on the parent's, until ready
}

// freeSearch is the branch and bound of one position.
type freeSearch struct {
	s      *Solver
	r      *game.Rules
	opts   game.Options
	pos    game.Position
	jokers []heldJoker
	upper  int32 // the free optimum: no legal play does better
	best   int32
	sol    Solution
	found  bool
	solves int
	// states counts the programme's states over the search's runs
	// (overGuard).
	states int
	// special: the position holds Twist's special jokers (candidate sets
	// of every kind, solver_freeing_twist.go).
	special bool
	// budgeted: the search is charged to the Twist work budget, as the
	// position holds special jokers or the variant deals them (even where
	// the position holds none, solver_freeing_eval.go).
	budgeted bool
	// unruled: the root's play is the free rearrangement's, which breaks
	// rules of jokers of groups the nodes keep (solver_group_rules.go).
	unruled bool
	// prob is eval's problem.
	prob problem
	// before is the table before the turn, judged; tableLines its sets
	// as lines, and listed the plain lines of the listing under way
	// already yielded (solver_freeing_alike.go).
	before     []game.JudgedSet
	tableLines map[lineKey]bool
	listed     map[lineKey]bool
	// enough, when set, tells a Twist listing under way that its caller
	// has all it wants: it stops (fewestFates).
	enough func() bool
	// near, when set, is the closeness filter of a Twist listing under
	// way (solver_freeing_lazy.go).
	near *nearFilter
}

// freeBudget bounds the programme runs of one search, scaled as the Twist
// budget is (twistMemory.scaled: a hint's search gets forty times as
// many). Past it the search returns the best legal play found, and the
// Solver counts a fallback. It is never hit in the tests, the benchmarks or
// 160,787 turns of greedy classic games. Before freeStates, a review's
// dealt classic positions with racks of 15-35 tiles and both jokers on the
// table hit it on 0.02-0.2% of them, after up to about 1 s (61 of 71 had a
// better play; docs/SOLVER.md).
const freeBudget = 4000

// freeStates bounds the programme's states over one search's runs, as
// freeBudget bounds the runs, scaled alike: a run of a big table and rack
// holds 12,000 states or more, so 4,000 runs had let a search run for a
// second (docs/SOLVER.md, "Classic and Sabra: big racks"). At some 0.1 µs
// a state it stops a search near 0.2 s; the slowest turn of 160,787
// greedy classic turns took 41 ms in all.
const freeStates = 2_000_000

// overGuard reports whether the search has passed its guards (freeBudget,
// freeStates): it then stops with the best legal play found.
func (fs *freeSearch) overGuard() bool {
	return fs.solves > fs.s.d.tw.scaled(freeBudget) || fs.states > fs.s.d.tw.scaled(freeStates)
}

// freeing solves an opened position under the joker-freeing rule.
func (s *Solver) freeing(r *game.Rules, opts game.Options, pos game.Position, before []game.JudgedSet) (Solution, bool) {
	if sol, ok := s.quickAside(r, opts, pos, before); ok {
		return sol, true // lays every tile it could (Twist)
	}
	p := newPlan(len(pos.Table))
	jokers := heldJokers(r.Sets, before)
	sol, ok, unruled := s.root(pos, p, jokers)
	if !ok || sol.Tiles == 0 {
		return Solution{}, false // nothing can be laid even freely
	}
	if len(jokers) == 0 {
		return s.tieBreak(pos, before, p, sol), true
	}
	if legalPlay(r, opts, pos, sol) {
		if !s.plain {
			if kept, ok := s.keptLegal(r, opts, pos, before, p, sol); ok {
				return kept, true
			}
		}
		return repinned(r, sol), true
	}
	// The free optimum with the table's sets kept as they were as far as
	// it allows often keeps every joker's set too, and is then legal after
	// all. Solve tries keptLegal's play (its answer then has the
	// tie-break); SolveBest keepLocal's, and keepMore's trials only when
	// the seed (every joker's set kept) falls short of the free optimum.
	var local Solution
	if s.plain {
		var ok bool
		if local, ok = s.keptLocal(r, opts, pos, before, sol); ok {
			return local, true
		}
	} else if kept, ok := s.keptLegal(r, opts, pos, before, p, sol); ok {
		return kept, true
	}
	fs := &freeSearch{s: s, r: r, opts: opts, pos: pos, jokers: jokers,
		upper: sol.score(), special: hasSpecial(pos), before: before, unruled: unruled,
		tableLines: lineKeys(before)}
	fs.budgeted = fs.special || slices.ContainsFunc(r.Box, isSpecial)
	root := &fnode{fate: make([]uint8, len(jokers))}
	for _, set := range pos.Table {
		root.table = append(root.table, set.Tiles...)
	}
	root.rack = slices.Clone(pos.Rack)
	fs.seed(root, before)
	if s.plain && (!fs.found || fs.best < fs.upper) {
		if kept, ok := s.keptMore(r, opts, pos, before, p, local); ok {
			return kept, true
		}
	}
	if fs.special && (!fs.found || fs.best < fs.upper) {
		// A legal play better than the seed's, on a budget of its own:
		// the search starts from it (solver_freeing_repair.go).
		restore := s.d.tw.ownBudget(twistTotal / repairShare)
		fs.repair(root, &sol)
		restore()
	}
	fs.search(root, &sol)
	if s.d.tw.exhausted || fs.overGuard() {
		// Out of budget: the best play found, if any (the repair's, the
		// seed's or the search's), is not proven the best; the Solver
		// counts the position as a fallback (solver.go).
		s.d.tw.aborted = true
	}
	if !fs.found {
		return Solution{}, false
	}
	return repinned(r, fs.sol), true
}

// bonus is the score of the rack tiles the node's fixed sets lay (rev:
// as dp.rev).
func (n *fnode) bonus(rev bool) int32 {
	var b int32
	for _, t := range n.laid {
		b += int32(tileWeight + tileValue(t, rev))
	}
	return b
}

// seed looks for a good legal play before the search: the table's sets
// that hold jokers kept as they are (so every joker is kept), the rest
// laid out freely. Its score is a lower bound the search starts from (and
// when it reaches the free optimum, the answer).
func (fs *freeSearch) seed(root *fnode, before []game.JudgedSet) {
	n := root
	for k, j := range fs.jokers {
		if k == 0 || j.set != fs.jokers[k-1].set { // a set's jokers are listed together
			n = n.with(before[j.set].Set)
		}
	}
	v, sol := fs.eval(n, -1)
	if sol == nil || sol.Tiles == 0 || !legalPlay(fs.r, fs.opts, fs.pos, *sol) {
		return
	}
	fs.best, fs.sol, fs.found = v, *sol, true
}

// fates branches on an open joker: every fixed set that keeps or
// exchanges it, then its set taken apart. With Twist's special jokers and
// most >= 0, it gives up (false) once it has listed more than most
// children (fewestFates); classic lists them all.
func (fs *freeSearch) fates(n *fnode, k int, most int) ([]*fnode, bool) {
	j := &fs.jokers[k]
	var kids []*fnode
	seen := map[faceKey]bool{}
	if kid := fs.leftAsItWas(n, k); kid != nil {
		if b := fs.before[j.set]; len(b.Tiles) <= maxFixedRun {
			seen[setKey(b.Tiles, b.Meld)] = true // setKey names sets that short
		}
		kids = append(kids, kid)
	}
	if fs.special {
		sets, ok := fs.twistListed(n, most, func(add func(game.Set, game.Meld)) { fs.twistFates(n, k, add) })
		for _, set := range sets {
			kid := n.with(set)
			kid.fate[k] = fateDone
			kids = append(kids, kid)
		}
		if !ok {
			return kids, false
		}
	}
	for _, p := range j.stands {
		if fs.special {
			break // twistFates listed them
		}
		anchor := p[0]
		if anchor.Kind() != game.Number {
			continue
		}
		for _, joker := range []bool{true, false} {
			pre := func(tiles []game.Tile) bool { return j.others.overlap(tiles, -1) >= 2 && fs.allowed(n, tiles) }
			fs.setsAround(n, anchor, joker, 0, pre, func(set game.Set, m game.Meld, _ int) {
				ok := false
				if joker { // jokers are interchangeable: any of them may keep j
					for i, t := range set.Tiles {
						ok = ok || (t.IsJoker() && j.keeps(game.JudgedSet{Set: set, Meld: m}, i))
					}
				} else {
					ok = j.exchanges(set.Tiles)
				}
				if !ok || !fs.allowed(n, set.Tiles) {
					return
				}
				key := setKey(set.Tiles, m)
				if seen[key] {
					return
				}
				seen[key] = true
				kid := n.with(set)
				kid.fate[k] = fateDone
				kids = append(kids, kid)
			})
		}
	}
	for _, f := range n.fixed {
		if j.apartCount(f.Tiles, n.fate) >= 2 {
			// a fixed set holds two of its set's tiles
			return kids, !fs.special || most < 0 || len(kids) <= most
		}
	}
	kid := n.clone()
	kid.fate[k] = fateApart
	kids = append(kids, kid)
	return kids, !fs.special || most < 0 || len(kids) <= most
}

// leftAsItWas returns the child keeping joker k's set as it was on the
// table, its jokers declared as they were, or nil when the node's free
// part no longer holds its tiles or a joker taken apart forbids it. The
// referee keeps a set left as it was whatever its jokers are read as
// (game.KeepsJokers); a set the listings build from its tiles is read
// anew, and a set of two jokers declared otherwise than the checker reads
// them (`*D:O8K8 R8 *:B8`) keeps neither joker so (a review found the
// solver laying nothing where `R9` joined the run beside such a group).
func (fs *freeSearch) leftAsItWas(n *fnode, k int) *fnode {
	s := fs.before[fs.jokers[k].set].Set
	n.ready()
	// its tiles by face from the free part's table tiles (a copy of one
	// may have gone to another set), else from its rack: a fixed set may
	// have taken the table's copy of a face the rack holds too (`*D O3 O4
	// *` beside `*:R5 *D:B5K5 O5`, a joker on the rack), and the set as it
	// was is the same by face with the rack's.
	table, rack := slices.Clone(n.table), slices.Clone(n.rack)
	tiles := make([]game.Tile, len(s.Tiles))
	for x, t := range s.Tiles {
		same := func(u game.Tile) bool { return u.Face() == t.Face() }
		if i := slices.IndexFunc(table, same); i >= 0 {
			tiles[x] = table[i]
			table = slices.Delete(table, i, i+1)
		} else if i := slices.IndexFunc(rack, same); i >= 0 {
			tiles[x] = rack[i]
			rack = slices.Delete(rack, i, i+1)
		} else {
			return nil
		}
	}
	if !fs.allowed(n, tiles) {
		return nil
	}
	kid := n.with(game.Set{Tiles: tiles, Pins: s.Pins})
	kid.fate[k] = fateDone
	return kid
}

// apart branches on a tile of the free part that lies, in the node's
// optimum, in a set holding two of the other tiles of joker k's set: every
// fixed set holding it and no two such tiles, or (a rack tile) the rack.
// In classic it takes, of all such tiles, the one with the fewest
// children (the most constrained: often one whose face has two copies and
// room for one, spareCopies), stopping at one with three or fewer (more
// listings cost more than they save); with Twist's special jokers the
// one with the fewest too, listed in rounds with a growing cap
// (fewestApart).
func (fs *freeSearch) apart(n *fnode, k int, after []game.JudgedSet, in *tileSets) (kids []*fnode, more restList) {
	j := &fs.jokers[k]
	var cands []game.Tile
	pick := func(jokers bool) {
		for _, u := range after {
			if j.others.overlap(u.Tiles, -1) < 2 {
				continue
			}
			for _, x := range u.Tiles {
				if x.IsJoker() == jokers && j.others.has(x.Face()) && !slices.Contains(cands, x) &&
					(slices.Contains(n.table, x) || slices.Contains(n.rack, x)) {
					cands = append(cands, x)
				}
			}
		}
	}
	pick(false)
	if len(cands) == 0 && fs.special {
		// Twist: the set may hold two jokers of j's set and no other of
		// its tiles.
		pick(true)
	}
	if len(cands) == 0 {
		return nil, nil // the fixed sets break it: no child can mend that
	}
	if fs.special {
		return fs.fewestApart(n, cands, in)
	}
	if len(cands) == 1 {
		kids, _ := fs.apartOn(n, cands[0], 0)
		return kids, nil
	}
	var best []*fnode
	for i, t := range cands {
		limit := 0
		if i > 0 {
			limit = len(best)
		}
		if kids, ok := fs.apartOn(n, t, limit); ok && (i == 0 || len(kids) < len(best)) {
			best = kids
		}
		if len(best) <= 3 {
			break
		}
	}
	return best, nil
}

// apartOn lists the children of a node that branches on tile t (see
// apart). With a limit, it gives up (false) once the sets it lists reach
// it: in classic unless t's face has two free copies (spareCopies needs
// them all); with Twist's special jokers once its children do (the
// listing stops there, fewestApart).
func (fs *freeSearch) apartOn(n *fnode, t game.Tile, limit int) ([]*fnode, bool) {
	var kids []*fnode
	if fs.special {
		sets, ok := fs.twistListed(n, limit-1, func(add func(game.Set, game.Meld)) { fs.twistApart(n, t, add) })
		for _, set := range sets {
			kids = append(kids, n.with(set))
		}
		if !ok {
			return kids, false
		}
	} else {
		var sets []game.Set
		seen := map[faceKey]bool{}
		if limit > 0 && fs.copies(n, t.Face()) > 1 {
			limit = 0
		}
		pre := func(tiles []game.Tile) bool { return (limit == 0 || len(sets) < limit) && fs.allowed(n, tiles) }
		fs.setsAround(n, t.Face(), false, t, pre, func(set game.Set, m game.Meld, _ int) {
			key := setKey(set.Tiles, m)
			if seen[key] {
				return
			}
			seen[key] = true
			sets = append(sets, set)
		})
		if limit > 0 && len(sets) >= limit {
			return nil, false
		}
		if kids, ok := fs.spareCopies(n, t, sets); ok {
			return kids, true // two copies of t's face, room for one at most
		}
		for _, set := range sets {
			kids = append(kids, n.with(set))
		}
	}
	if i := slices.Index(n.rack, t); i >= 0 {
		kid := n.clone()
		kid.rack = slices.Delete(kid.rack, i, i+1)
		kids = append(kids, kid)
	}
	return kids, !fs.special || limit <= 0 || len(kids) < limit
}

// copies counts the free tiles of a face in a node.
func (fs *freeSearch) copies(n *fnode, f game.Face) int {
	k := 0
	for _, list := range [][]game.Tile{n.table, n.rack} {
		for _, t := range list {
			if t.Face() == f {
				k++
			}
		}
	}
	return k
}

// allowed reports whether a set may be fixed in a node: it holds no two
// of the other tiles of a joker whose set is taken apart (apartCount).
func (fs *freeSearch) allowed(n *fnode, tiles []game.Tile) bool {
	for k, f := range n.fate {
		if f == fateApart && fs.jokers[k].apartCount(tiles, n.fate) >= 2 {
			return false
		}
	}
	return true
}

// clone copies a node (made ready first).
func (n *fnode) clone() *fnode {
	n.ready()
	return &fnode{fixed: slices.Clone(n.fixed), table: slices.Clone(n.table), rack: slices.Clone(n.rack),
		laid: slices.Clone(n.laid), fate: slices.Clone(n.fate)}
}

// with returns a child node with one more fixed set, its tiles to be
// taken from the free part when it is made ready. Its fate is its own at
// once.
func (n *fnode) with(set game.Set) *fnode {
	return &fnode{fate: slices.Clone(n.fate), from: n, add: set}
}

// ready makes a child of with: its parent's fixed sets and the set added,
// and the free part without the set's tiles.
func (n *fnode) ready() {
	p := n.from
	if p == nil {
		return
	}
	p.ready()
	n.fixed = append(slices.Clone(p.fixed), n.add)
	n.table, n.rack, n.laid = slices.Clone(p.table), slices.Clone(p.rack), slices.Clone(p.laid)
	for _, t := range n.add.Tiles {
		if i := slices.Index(n.table, t); i >= 0 {
			n.table = slices.Delete(n.table, i, i+1)
		} else if i := slices.Index(n.rack, t); i >= 0 {
			n.rack = slices.Delete(n.rack, i, i+1)
			n.laid = append(n.laid, t)
		}
	}
	n.from, n.add = nil, game.Set{}
}
