package ai

import "rummikub/game"

// The repair: a good legal play, quickly, for the joker-freeing search
// with Twist's special jokers (solver_freeing.go) to start from.
//
// The best-first search takes nodes by their bound. Where the free
// optimum is far above every legal play (a table of special jokers that
// the free rearrangement moves around as it likes), each level of the
// search lowers its bound by a tile or so, and it scores every child of a
// level before it goes one deeper: on the benchmark's hardest Twist
// positions it ran out of budget with no play found but the seed's (every
// joker's set kept as it was), which often lays nothing where plays of
// three to seven tiles are legal.
//
// The repair goes down instead, from the root: while the node's play
// breaks the rule of some jokers, it keeps as it was the set of one of
// them, the one whose set kept costs the node's optimum least (a run of
// the programme for each), and lays out the rest again. It ends in a legal
// play, at worst the seed's (a node of the repair keeps some of the sets
// the seed keeps, so its optimum is at least the seed's), unless its
// budget runs out first or no kept set leaves the node above the best
// play (or only the matching of jokers of one kind breaks the rule, which
// the search settles). It proves nothing. It runs before the search, on
// a budget of its own (repairShare): its play, when better than the
// seed's, is the best the search starts from, so the search prunes more,
// and the answer if the search runs out of budget.
//
// On the benchmark's 260 saved Twist positions it took the fallbacks from
// 37 to 35 (41 and 144 proven now) and the programme's states from 770,714
// (the repair run only once the search had run out) to 758,285; the
// answers to the 260 lay 2,690 tiles in all, 2,658 before the repair and
// the extension of the fallbacks' plays (solver_extend.go), the gain all
// in the fallbacks; measured with half the budget, before Twist's
// conversions (solver_twist_convert.go).

// repair looks for a legal play from the root, whose optimum is upper,
// laid out as play, keeping joker sets as they were one at a time (see
// the file's comment); it updates the search's best play.
func (fs *freeSearch) repair(root *fnode, play *Solution) {
	n, v := root, fs.upper
	for v > fs.best && play.Tiles > 0 {
		after, _ := game.JudgeSets(fs.r, unpinned(play.Table))
		bad, _, keptAfter := broken(fs.jokers, n.fate, after)
		if bad < 0 && legalPlay(fs.r, fs.opts, fs.pos, *play) {
			fs.best, fs.sol, fs.found = v, *play, true
			return
		}
		if fs.s.d.tw.exhausted {
			return
		}
		var next *fnode
		var nextPlay *Solution
		nextV := int32(-1)
		tried := make([]bool, len(fs.before)) // a set's jokers are tried once a round
		for k := range fs.jokers {
			j := &fs.jokers[k]
			if n.fate[k] != fateOpen || tried[j.set] || !plainlyBroken(j, after, keptAfter) {
				continue
			}
			tried[j.set] = true
			kid := fs.keepSet(n, j.set)
			if kv, ksol := fs.eval(kid, max(fs.best, nextV)); ksol != nil && kv > nextV {
				next, nextV, nextPlay = kid, kv, ksol
			}
		}
		if next == nil {
			return // nothing beats the best play, or only the matching breaks the rule: the search's case
		}
		n, v, play = next, nextV, nextPlay
	}
}

// keepSet returns a child of a node that keeps the table's set si as it
// was: its jokers are decided.
func (fs *freeSearch) keepSet(n *fnode, si int) *fnode {
	kid := n.with(fs.before[si].Set)
	for k := range fs.jokers {
		if fs.jokers[k].set == si {
			kid.fate[k] = fateDone
		}
	}
	return kid
}

// repairShare divides the position's work budget (twistTotal) into the
// repair's own, which the search's does not count: a position takes at
// most a quarter as long again. On the benchmark's saved Twist positions a
// quarter of the budget leaves the same 34 fallbacks as half of it (the
// answers to the 260 lay 2,691 tiles in all, against 2,697) and takes 2-3
// ms off the slowest positions, which are fallbacks.
const repairShare = 4
