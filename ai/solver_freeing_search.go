package ai

// The order of the joker-freeing search (solver_freeing.go): best first.
//
// Every node waits in a queue with a bound on its optimum; the node of the
// highest bound is taken next. The first node taken whose play the referee
// accepts is the answer: no node waiting can do better, and every legal
// play of a node is a legal play of one of its children (or its own).
// Nodes whose bound does not beat the best legal play found so far (at
// first the seed's, solver_freeing.go) are dropped.
//
// A child waits with its parent's optimum as its bound, unscored: many
// are never taken (a sibling or another node reaches a legal play first),
// and the programme runs, once per node, only for those that are. A child
// taken is first scored with a window just below the best bound still
// waiting (a run whose alpha is near its optimum prunes more): if it
// reaches that bound its optimum and play are known and it is branched
// on; else it waits again with the run's upper bound, and is scored
// exactly (alpha the best legal play) if it is taken again. A depth-first
// search scored every child before visiting any, which on a big table with
// hundreds of candidate sets for one joker cost hundreds of runs where one
// child's play was legal.
//
// Among nodes of equal bound the best known come first (a play, then a
// window's bound, then a parent's), then the newest: the search dives, as
// a depth-first search would, into the children of the node it just took,
// the closest to a legal play. An apart child, whose free part is its
// parent's, waits with its parent's play. A node's children are queued
// closest to its play last, so taken first (solver_freeing_order.go).

import (
	"container/heap"
	"slices"

	"rummikub/game"
)

// How much is known of a waiting node's optimum.
const (
	boundInherited = iota // its parent's optimum: not scored yet
	boundWindow           // an upper bound from a run with a window
	boundExact            // the optimum, with its play
)

// queued is a node waiting in the search's queue with a bound on its
// optimum (sol is its play when the bound is exact).
type queued struct {
	n     *fnode
	v     int32
	known uint8
	sol   *Solution
	seq   int
	// more, for a rest pseudo-child, lists the rest of n's children
	// (solver_freeing_lazy.go).
	more restList
}

// nodeQueue is a max-heap of waiting nodes (see the file's comment).
type nodeQueue []queued

func (q nodeQueue) Len() int { return len(q) }
func (q nodeQueue) Less(i, j int) bool {
	a, b := &q[i], &q[j]
	if a.v != b.v {
		return a.v > b.v
	}
	if a.known != b.known {
		return a.known > b.known
	}
	return a.seq > b.seq
}
func (q nodeQueue) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *nodeQueue) Push(x any)   { *q = append(*q, x.(queued)) }
func (q *nodeQueue) Pop() any {
	old := *q
	x := old[len(old)-1]
	*q = old[:len(old)-1]
	return x
}

// search runs the best-first search from the root, whose optimum is the
// free one, laid out as sol.
func (fs *freeSearch) search(root *fnode, sol *Solution) {
	q := &nodeQueue{}
	seq := 0
	push := func(n *fnode, v int32, known uint8, sol *Solution) {
		if v > fs.best {
			seq++
			heap.Push(q, queued{n, v, known, sol, seq, nil})
		}
	}
	if fs.unruled {
		// Scored anew with the rules of the jokers of groups
		// (solver_group_rules.go): its free play breaks one.
		push(root, fs.upper, boundInherited, nil)
	} else {
		push(root, fs.upper, boundExact, sol)
	}
	for q.Len() > 0 && !fs.overGuard() && !fs.s.d.tw.exhausted {
		it := heap.Pop(q).(queued)
		if it.v <= fs.best {
			return // nothing waiting beats the best legal play
		}
		if it.more != nil {
			// A rest pseudo-child: the rest of its node's children, in
			// the order they are queued (solver_freeing_lazy.go).
			kids, more := it.more()
			if more != nil {
				seq++
				heap.Push(q, queued{it.n, it.v, boundInherited, nil, seq, more})
			}
			for _, kid := range kids {
				push(kid, it.v, boundInherited, nil)
			}
			continue
		}
		it.n.ready()
		switch it.known {
		case boundInherited:
			// Worth knowing exactly only if it reaches the best bound
			// waiting: a window just below that.
			alpha := fs.best
			if q.Len() > 0 {
				alpha = max(alpha, (*q)[0].v-1)
			}
			v, sol := fs.eval(it.n, alpha)
			if sol != nil {
				push(it.n, v, boundExact, sol)
			} else {
				push(it.n, v, boundWindow, nil)
			}
			continue
		case boundWindow:
			v, sol := fs.eval(it.n, fs.best)
			if sol != nil {
				push(it.n, v, boundExact, sol)
			}
			continue
		}
		var in *tileSets
		if fs.special {
			in = playSets(it.n, it.sol)
		}
		kids, more, legal := fs.branch(it.n, it.sol, in)
		if legal {
			fs.best, fs.sol, fs.found = it.v, *it.sol, true
			return
		}
		if more != nil {
			// The rest of the children, queued before the close ones
			// (solver_freeing_lazy.go).
			seq++
			heap.Push(q, queued{it.n, it.v, boundInherited, nil, seq, more})
		}
		for _, kid := range fs.closestFirst(it.n, in, kids) {
			if kid.from == nil && len(kid.fixed) == len(it.n.fixed) && len(kid.rack) == len(it.n.rack) &&
				!fs.newlyApart(it.n, kid) {
				// An apart child is its parent until it branches: the
				// parent's play is its optimum (unless the groups its
				// set forbids are kept from the programme).
				push(kid, it.v, boundExact, it.sol)
				continue
			}
			push(kid, it.v, boundInherited, nil)
		}
	}
}

// branch judges a node's play: it reports whether the referee accepts it,
// else returns the node's children, which split the node's legal plays
// around a table joker whose rule the play breaks (any open joker would
// do: its children hold every legal play of the node, as kept, exchanged
// or taken apart; so when several are plainly broken the one with the
// fewest children is taken: with Twist's special jokers too, now that
// their listing is cheap, one fallback fewer on the benchmark).
func (fs *freeSearch) branch(n *fnode, sol *Solution, in *tileSets) ([]*fnode, restList, bool) {
	if sol.Tiles == 0 {
		return nil, nil, false
	}
	after, _ := game.JudgeSets(fs.r, unpinned(sol.Table))
	bad, keptFrom, keptAfter := broken(fs.jokers, n.fate, after)
	if bad < 0 {
		if legalPlay(fs.r, fs.opts, fs.pos, *sol) {
			return nil, nil, true
		}
		// Something the joker-by-joker reading leaves to the referee
		// (a freed joker in a set the turn left as it was): decide an
		// open joker.
		bad = slices.Index(n.fate, fateOpen)
		if bad < 0 {
			return nil, nil, false
		}
	}
	switch n.fate[bad] {
	case fateOpen:
		cands := []int{bad}
		for k := range fs.jokers {
			if k != bad && n.fate[k] == fateOpen && !keptFrom[fs.jokers[k].set] && plainlyBroken(&fs.jokers[k], after, keptAfter) {
				cands = append(cands, k)
			}
		}
		kids, more := fs.fewestFates(n, cands, in)
		return kids, more, false
	case fateApart:
		kids, more := fs.apart(n, bad, after, in)
		return kids, more, false
	}
	return nil, nil, false
}

// plainlyBroken reports whether a table after the turn breaks joker j's
// rule whatever the matching: at no place of a joker of its kind (out of
// the sets left as they were, keptAfter) is it kept or freed well; with
// no such place the referee does not judge it. Its caller first leaves
// out the jokers of sets left as they were (keptAsTheyWere), which keep
// their jokers however these are declared: a declared joker of such a set
// (`*:B8` in `*D:R8O8 K8 *:B8`) is kept by no joker's reading, and taken
// as plainly broken it had no child at all (its set is fixed), so the
// node, and the legal plays under it, were dropped.
func plainlyBroken(j *heldJoker, after []game.JudgedSet, keptAfter map[int]bool) bool {
	placed := false
	for si, u := range after {
		if keptAfter[si] {
			continue
		}
		for i, t := range u.Tiles {
			if t.IsJoker() && t.Kind() == j.kind {
				placed = true
				if j.keeps(u, i) || j.freedWellAt(after, slot{si, i}) {
					return false
				}
			}
		}
	}
	return placed
}
