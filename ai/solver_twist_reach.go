package ai

import "rummikub/game"

// A cut of the Twist programme's dead states (twBest): a state at number n
// whose jokers left cannot put some table tile of a later number into any
// set, with the tiles of numbers n..13 and those jokers, leads nowhere,
// however its runs go on. On the benchmark's hardest free rearrangements
// most states are dead (the table's jokers all placed early, a tile left
// with no set), and each was listed and expanded before it failed.
//
// The test is presolve's (placeableFrom) on the numbers from n: a necessary
// condition for each tile alone. A tile within two numbers of n may
// still join a run in progress (a counters' run of its colour, any colour
// when an item is open or a colour-change joker left may convert a
// counters' run); those are left to the search.

// reachKey packs what the test depends on besides the problem: the number,
// the colours whose tiles at n and n+1 may join a run in progress, and
// the jokers left by kind (regular, double, colour-change, mirror).
func reachKey(n int, open uint8, left [4]int) int {
	return n | int(open)<<4 | left[0]<<9 | left[1]<<11 | left[2]<<13 | left[3]<<15
}

// openPend, in the colours open, marks an item whose double already
// covers number n: a run in progress may then take the tiles of n+2 too.
const openPend = 1 << game.NumColors

// reachMemo holds the test's answers for one problem, by reachKey, each
// beside its stamp (one cache line a look-up).
type reachMemo struct {
	slot [1 << 17]reachSlot
	cur  uint32
}

// reachSlot is one answer of a reachMemo: the problem's stamp, and lost's
// answer (infeasible: dead).
type reachSlot struct {
	stamp uint32
	lost  int32
}

// reset forgets the answers (a new problem).
func (m *reachMemo) reset() {
	m.cur++
	if m.cur == 0 {
		clear(m.slot[:])
		m.cur = 1
	}
}

// twLost returns infeasible when the state (n, runs st, open items, jokers
// used) cannot place every table tile of numbers n..13, and otherwise the
// score of the rack tiles of those numbers that no set can hold (ub[n]
// less it bounds the state's score).
func (d *dp) twLost(n int, st uint32, items uint64, used uint32) int32 {
	u := usedCounts(used)
	var left [4]int
	left[0] = d.jokers - u[0]
	for k := range numSpecial {
		left[k+1] = d.p.tableSpecial[k] + d.p.rackSpecial[k] - u[k+1]
	}
	var open uint8
	for c := range game.NumColors {
		if st>>(6*c)&63 != 0 {
			open |= 1 << c
		}
	}
	if items != 0 || (open != 0 && left[1+specialColor] > 0) {
		open = 1<<game.NumColors - 1
	}
	for w := items; w != 0; w >>= itemBits {
		if item(w & (1<<itemBits - 1)).is(itemPend) {
			open |= openPend
		}
	}
	m := d.tw.reach
	if m == nil {
		m = new(reachMemo)
		m.reset()
		d.tw.reach = m
	}
	sl := &m.slot[reachKey(n, open, left)]
	if sl.stamp != m.cur {
		*sl = reachSlot{m.cur, d.p.lostFrom(n, open, left, d.rev)}
	}
	return sl.lost
}

// lostFrom returns infeasible when some table tile of number n or later
// (n+2 or later for the colours in open) has no set among the tiles of
// numbers n and later with the jokers left, and otherwise the score of the
// rack tiles so placed that have none (rev: as dp.rev).
func (p *problem) lostFrom(n int, open uint8, left [4]int, rev bool) int32 {
	var special [numSpecial]int
	copy(special[:], left[1:])
	wild := left[0] + 2*special[specialDouble] + special[specialColor]
	lost := int32(0)
	for m := n; m <= game.MaxNumber; m++ {
		for c := range game.NumColors {
			if p.table[m][c]+p.rack[m][c] == 0 || (m < n+2 && open&(1<<c) != 0) || (m < n+3 && open&openPend != 0) {
				continue
			}
			if special[specialMirror] > 0 && (left[0] > 0 || p.table[m][c]+p.rack[m][c] > 1) {
				continue // a mirror pairs it with its copy or a regular joker
			}
			if !p.placeableFrom(n, m, c, wild, special[specialColor] > 0) {
				if p.table[m][c] > 0 {
					return infeasible
				}
				lost += int32(p.rack[m][c]) * int32(tileWeight+valueAt(m, rev))
			}
		}
	}
	return lost
}

// placeableFrom reports whether tile (m, c) could be in some run or group
// with the tiles of numbers lo and later in play and jokers wild
// placeholders (anyColour: a colour-change joker lets a run take any
// colour; groups take only real colours). presolve asks it from lo = 1.
func (p *problem) placeableFrom(lo, m, c, jokers int, anyColour bool) bool {
	have := func(k, o int) bool {
		if k < lo {
			return false
		}
		if !anyColour {
			return p.table[k][o]+p.rack[k][o] > 0
		}
		for o := range game.NumColors {
			if p.table[k][o]+p.rack[k][o] > 0 {
				return true
			}
		}
		return false
	}
	others := jokers
	for o := range game.NumColors {
		if o != c && p.table[m][o]+p.rack[m][o] > 0 {
			others++
		}
	}
	if others >= 2 {
		return true
	}
	for a := max(1, m-2); a <= min(m, game.MaxNumber-2); a++ {
		missing := 0
		for k := a; k < a+3; k++ {
			if k != m && !have(k, c) {
				missing++
			}
		}
		if missing <= jokers {
			return true
		}
	}
	return false
}
