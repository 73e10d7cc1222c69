package ai

// The programme's search when special jokers are in play (see
// solver_twist.go): the classic search with the open items and the
// special jokers placed added to its state.

import "rummikub/game"

// twistMemory is the programme's extra memory for Twist.
type twistMemory struct {
	// lists numbers the open-item lists of one solve, for the memo keys.
	lists stampTable[uint64]
	// cached holds the decisions of each (number, open items, jokers
	// placed) of this solve, with what follows from each (twPrepared):
	// states that differ only in their counters share them (known holds
	// the decisions across solves). buf, after and laid are twDecisions'
	// and twShared's scratch lists.
	cached stampTable[[]twPrepared]
	buf    []tdec
	after  []twAfter
	laid   []int8
	// ctx holds, for each number, what the decisions there depend on in
	// this solve but for the jokers placed (twShared's key).
	ctx [game.MaxNumber + 1]uint64
	// seen holds the keys of the decisions listed at one number, so that
	// equivalent decisions are listed once.
	seen decSet
	// work counts the states and decisions one run of the programme
	// explores, total those of every run for the position. aborted is set
	// when a run passes twistBudget (its answer is then infeasible: a
	// trial of the tie-break or of the joker-freeing search counts as
	// refused, the main run makes the Solver fall back, solver.go and
	// solver_aside.go); exhausted when the position passes twistTotal, and
	// from then on every run is aborted.
	work, total        int
	aborted, exhausted bool
	// tracing is set while the optimal path is traced: the budget does not
	// apply (the trace reads what the search stored).
	tracing bool
	// quick is the quick answer (solver_twist_quick.go).
	quick twQuick
	// part, when above 1, divides the budget (a caller short of time:
	// Hard's other candidate plays); grant, when above 1, multiplies it
	// (a person waiting for a hint: SolveThorough).
	part, grant int
	// held is set while a budget of its own holds every search under it
	// (ownBudget).
	held bool
	// runCap, when above 0, refuses a run past that many units (before
	// twistBudget: a first try that gives way to another, solver_freeing.go).
	runCap int
	// known holds the decision lists this solver has listed or found, by
	// their keys (twShared), each with the position that last counted its
	// work (pos numbers the positions: reset). It is emptied between
	// positions once it holds knownLimit lists, never within one: a
	// position's work counts depend on it.
	known decTable[knownList]
	pos   uint32
	// arena is where twShared carves its lists from: one allocation for
	// many lists (most hold a few decisions), fewer objects for the
	// collector. A chunk lives as long as any list in it.
	arena []twPrepared
	// olds is twShared's scratch for the open items.
	olds [maxItems]item
	// convs holds the conversions of this solve's states (convSets), by
	// what they depend on (twConvSets), carved from convArena; later holds
	// the children the states being expanded try last (a stack: each
	// twExpand appends its own and drops them as it returns).
	convs     stampTable[[]convSet]
	convArena []convSet
	later     []twChild
	// reach holds the answers of twLost for this solve's problem.
	reach *reachMemo
	// opts holds this solve's options of each number (twOptions).
	opts stampTable[*optionSet]
}

// scaled returns a number of units of the budget as this search has it:
// divided by part (a caller short of time), multiplied by grant (a
// person waiting: SolveThorough).
func (tw *twistMemory) scaled(units int) int { return units * max(tw.grant, 1) / max(tw.part, 1) }

// unscaled is scaled's inverse: the units of the budget, as its constants
// count them, that work done by this search stands for.
func (tw *twistMemory) unscaled(work int) int { return work * max(tw.part, 1) / max(tw.grant, 1) }

// twistBudget bounds the work of one run of the programme with special
// jokers, twistTotal that of all the runs for one position; counted in
// states and decisions rather than time so that answers do not depend on
// the machine (a unit takes some 0.3-1 µs on the 2-core benchmark
// machine), and a list of decisions counts once a position whether it is
// listed or found listed (twShared), so that they do not depend on what
// was solved before. The joker-freeing search charges its own work in the
// same units (solver_freeing_charge.go). They are a safety net, but the
// benchmark's positions still reach them (docs/SOLVER-LOG.md, "What
// a bigger budget buys"). One run may spend a position's whole budget (the two are equal,
// kept apart as knobs: a run past twistBudget is refused, a position past
// twistTotal ends its search): with half of it
// (10,000, as until the third session of 2026-11-27), 3 of the 260 saved
// positions whose free rearrangement costs 10,000 to 20,000 units fell
// back without a search, and the benchmark's worst times were no lower.
// 20,000 until the budget charged the work it had left out (the partial
// lines of a listing, a search without special jokers): 21,000 gives the
// positions as much search as before (docs/SOLVER-LOG.md, "Work the
// budget did not count").
var (
	twistBudget = 21000
	twistTotal  = 21000
)

// spend counts k units of work and reports whether the budget allows it.
func (tw *twistMemory) spend(k int) bool {
	tw.work += k
	tw.total += k
	budget, total := tw.scaled(twistBudget), tw.scaled(twistTotal)
	if tw.total > total {
		tw.exhausted = true
	}
	if tw.work > budget || tw.exhausted || (tw.runCap > 0 && tw.work > tw.scaled(tw.runCap)) {
		tw.aborted = true
	}
	return !tw.aborted
}

// ownBudget gives the runs that follow a budget of their own (the
// tie-break's, which must not use up the position's): units before the
// position's total runs out, scaled as the budget is (scaled). It returns
// what puts the position's total and its marks back (a run of its own cut
// short leaves the position's runs as they were).
//
// Within a budget that holds everything under it (held: the improvement
// of a fallback's play, solver_improve.go) it gives nothing: the searches
// the improvement starts spend its budget, or they would escape it.
func (tw *twistMemory) ownBudget(units int) (restore func()) {
	if tw.held {
		return func() {}
	}
	total, exhausted, aborted := tw.total, tw.exhausted, tw.aborted
	tw.total, tw.exhausted = tw.scaled(twistTotal)-tw.scaled(units), false
	return func() { tw.total, tw.exhausted, tw.aborted = total, exhausted, aborted }
}

// spendList counts the work of listing k decisions one by one, as
// twDecisions does (it stops at the first unit past the budget).
func (tw *twistMemory) spendList(k int) bool {
	left := min(tw.scaled(twistBudget)-tw.work, tw.scaled(twistTotal)-tw.total)
	if tw.runCap > 0 {
		left = min(left, tw.scaled(tw.runCap)-tw.work)
	}
	if k <= left {
		return tw.spend(k)
	}
	tw.spend(max(left, 0) + 1)
	return false
}

// reset starts a position.
func (tw *twistMemory) reset() {
	tw.work, tw.total, tw.aborted, tw.exhausted = 0, 0, false, false
	tw.pos++
	if tw.known.n > knownLimit || tw.pos == 0 {
		tw.known.reset()
		tw.pos = 1
	}
}

// refused reports whether the last run of the programme was cut short by
// the budget, and clears the mark: the caller counts the run as refused.
func (tw *twistMemory) refused() bool {
	a := tw.aborted
	tw.aborted = false
	return a
}

// twist reports whether special jokers are in play.
func (p *problem) twist() bool {
	for k := range numSpecial {
		if p.tableSpecial[k]+p.rackSpecial[k] > 0 {
			return true
		}
	}
	return false
}

// twSolve is solve's search with special jokers in play.
func (d *dp) twSolve(alpha int32) int32 {
	d.tw.work, d.tw.aborted = 0, d.tw.exhausted
	if d.tw.aborted {
		return infeasible
	}
	d.tw.lists.reset()
	d.tw.cached.reset()
	d.tw.convs.reset()
	d.tw.opts.reset()
	d.tw.convArena = d.tw.convArena[:0]
	if d.tw.reach != nil {
		d.tw.reach.reset()
	}
	d.twContext()
	d.aborted = false
	d.memo.reset()
	if v, ok := d.quick(); ok {
		return v
	}
	v := d.twProbe(alpha)
	if d.tw.aborted {
		return infeasible
	}
	return v
}

// twProbe searches for the best score above alpha.
//
// The position's first run (alpha < 0: the caller wants the best play
// whatever it is) first looks for a play laying every rack tile the bound
// counts, in a window just below the bound (d.ub[1]-1): every state then
// prunes each decision that lays fewer tiles than it may, so that such a
// play, which most positions have, is found without the exact value of
// any poorer branch (and it is optimal). If there is none, one search
// with alpha finds the best; the memo keeps what the window learnt
// (scores, and bounds that still prune where they are at most alpha).
//
// Narrowing the window one tile at a time instead (a window for plays
// laying as many tiles as the last window's bound allows, then one tile
// fewer, ...) was measured on the benchmark's positions: each window that
// fails explores again much of what the next one needs, and the work in
// all was higher (2% more units on the positions that stay within the
// budget; 56 positions ran out of it instead of 52). A caller with a floor
// (alpha >= 0: the joker-freeing search's nodes, most of which cannot beat
// the best play found) searches once at alpha from the start.
func (d *dp) twProbe(alpha int32) int32 {
	if a := d.ub[1] - 1; alpha < 0 && a > alpha {
		v := d.twBest(1, 0, 0, 0, 0, a)
		if v > a || v <= alpha || d.tw.aborted {
			return v
		}
	}
	return d.twBest(1, 0, 0, 0, 0, alpha)
}

// twKey packs a state: n (4 bits), the counters (24), the jokers placed
// (8: regular, double, colour, mirror, 2 bits each), the open items (by
// their number in this solve, 18) and the meld value (10).
func (d *dp) twKey(n int, st uint32, items uint64, used uint32, mv int) uint64 {
	id := uint64(0)
	if items != 0 {
		var ok bool
		if id, ok = d.tw.lists.get(items); !ok {
			id = uint64(d.tw.lists.len() + 1)
			if id >= 1<<18 {
				panic("ai: too many Twist item lists")
			}
			d.tw.lists.put(items, id)
		}
	}
	return uint64(n) | uint64(st)<<4 | uint64(used)<<28 | id<<36 | uint64(min(mv, 1023))<<54
}

// twListKey keeps of a state's key (twKey) the number, the jokers placed
// and the open items: the key of its decisions in twistMemory.cached.
const twListKey = 0xf | 0xff<<28 | (1<<18-1)<<36

// twBest is best with the open items and the special jokers placed.
func (d *dp) twBest(n int, st uint32, items uint64, used uint32, mv int, alpha int32) int32 {
	if n > game.MaxNumber {
		return d.twTerminal(st, items, used, mv)
	}
	if d.ub[n] <= alpha {
		return d.ub[n]
	}
	lost := d.twLost(n, st, items, used)
	if lost < 0 {
		return infeasible
	}
	if d.ub[n]-lost <= alpha {
		return d.ub[n] - lost
	}
	k := d.twKey(n, st, items, used, mv)
	v, exact, ok := d.memo.get(k)
	if ok && (exact || v <= alpha) {
		return v
	}
	if d.limit > 0 && d.memo.n >= d.limit {
		d.aborted = true
		return infeasible
	}
	if !d.tw.tracing && (d.tw.aborted || !d.tw.spend(1)) {
		d.aborted = true
		return infeasible
	}
	v = d.twExpand(n, st, items, used, mv, k, alpha, nil)
	d.memo.put(k, v, v > alpha)
	return v
}

// usedCounts unpacks the jokers placed: regular, double, colour, mirror.
func usedCounts(used uint32) [4]int {
	return [4]int{int(used & 3), int(used >> 2 & 3), int(used >> 4 & 3), int(used >> 6 & 3)}
}

// twTerminal is terminal with the open items and the special jokers.
func (d *dp) twTerminal(st uint32, items uint64, used uint32, mv int) int32 {
	for c := range game.NumColors {
		x := runStates[st>>(6*c)&63]
		if x.x1+x.x2 > 0 {
			return infeasible
		}
	}
	var buf [maxItems]item
	for _, it := range unpackItems(items, &buf) {
		if !it.endable(game.MaxNumber+1, d.rev) {
			return infeasible
		}
	}
	u := usedCounts(used)
	extra := u[0] - d.p.tableJokers
	if extra < 0 || mv < d.p.threshold {
		return infeasible
	}
	for k := range numSpecial {
		e := u[k+1] - d.p.tableSpecial[k]
		if e < 0 {
			return infeasible
		}
		extra += e
	}
	return int32(extra) * (tileWeight + jokerValue)
}

// twStep is traceStep with the special sets' decision.
type twStep struct {
	score  int32
	dec    tdec
	option option
	next   uint32
	items  uint64
	used   uint32
	mv     int
}

// twTrace is trace with the special sets: the decisions on the optimal
// path, number by number.
func (d *dp) twTrace(score int32) [game.MaxNumber + 1]twStep {
	var steps [game.MaxNumber + 1]twStep
	var st uint32
	var items uint64
	var used uint32
	mv := 0
	d.tw.tracing = true
	defer func() { d.tw.tracing = false }()
	for n := 1; n <= game.MaxNumber; n++ {
		ts := twStep{score: score}
		if d.twExpand(n, st, items, used, mv, d.twKey(n, st, items, used, mv), score-1, &ts) != score {
			panic("ai: solver trace lost the optimal path (Twist)")
		}
		steps[n] = ts
		st, items, used, mv, score = ts.next, ts.items, ts.used, ts.mv, ts.score
	}
	return steps
}
