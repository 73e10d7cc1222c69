package ai

import (
	mathbits "math/bits"
	"sync/atomic"

	"rummikub/game"
)

// This file is the solver's core: a dynamic programme over the numbers 1..13
// in the manner of van Rijn, Takes and Vis (2015), extended with jokers.
//
// The problem: for each face (colour, number) some tiles lie on the table
// (they must all end up in sets) and some on the rack (optional); some
// jokers lie on the table (must be placed) and some on the rack (optional).
// Find sets (runs and groups, jokers standing for any tile) that hold every
// table tile and as many rack tiles as possible, then the most rack value.
//
// The numbers are processed in ascending order. At number n every tile
// standing for a face of number n (a real tile or a joker) is either in a
// run or in a group. The state between number n-1 and n is, for each colour,
// how many runs are in progress with length 1, 2 and 3-or-more (x1, x2, x3),
// and how many jokers have been placed so far. At number n, K_c tiles of
// colour c go to runs: every run of length 1 or 2 must take one (a run may
// not stop short of 3), and any further tiles extend runs of length 3+
// before starting new runs: extending such a run instead of ending it and
// starting a new one leaves strictly more freedom later (the longer run may
// still end at any time), so this loses no solution. The tiles of number n
// not in runs form groups of 3 or 4 distinct colours, jokers filling
// missing colours.
//
// Runs of one colour in progress at one number each hold a tile standing
// for that face, so there are at most 2 (copies) + 2 (jokers) of them.

// Score weights: a placed rack tile scores tileWeight plus its penalty
// value, so comparing scores compares tiles first, then value (the value of
// all rack tiles together is far below tileWeight).
const (
	tileWeight = 1024
	jokerValue = 30
	maxRuns    = 4  // runs of one colour in progress at one number
	maxJokers  = 2  // jokers in play
	numStates  = 35 // triples (x1, x2, x3) with x1+x2+x3 <= maxRuns
	maxGroups  = 3  // groups of one number: 8 tiles and 2 jokers make at most 3
	infeasible = -1
)

// runState is how many runs of one colour are in progress, by length.
type runState struct{ x1, x2, x3 int8 }

var (
	runStates [numStates]runState
	// nextState[s][K] is the state after K tiles of the colour go to runs
	// at the next number, or -1 when K cannot carry the runs of length 1
	// and 2 on.
	nextState [numStates][maxRuns + 1]int8
)

func init() {
	var index [maxRuns + 1][maxRuns + 1][maxRuns + 1]int8
	n := 0
	for total := 0; total <= maxRuns; total++ {
		for x1 := 0; x1 <= total; x1++ {
			for x2 := 0; x1+x2 <= total; x2++ {
				x3 := total - x1 - x2
				runStates[n] = runState{int8(x1), int8(x2), int8(x3)}
				index[x1][x2][x3] = int8(n)
				n++
			}
		}
	}
	if n != numStates {
		panic("ai: run states miscounted")
	}
	for s, x := range runStates {
		for k := 0; k <= maxRuns; k++ {
			rest := k - int(x.x1) - int(x.x2)
			if rest < 0 {
				nextState[s][k] = -1
				continue
			}
			cont := min(rest, int(x.x3))
			fresh := rest - cont
			nextState[s][k] = index[fresh][x.x1][int(x.x2)+cont]
		}
	}
}

// problem is what the programme solves: tile counts by face, jokers, and
// for an initial meld the least value the new sets must reach.
type problem struct {
	table       [game.MaxNumber + 1][game.NumColors]int8 // must be placed
	rack        [game.MaxNumber + 1][game.NumColors]int8 // may be placed
	tableJokers int
	rackJokers  int
	threshold   int // an initial meld: new sets worth this much; 0 otherwise
	// tableSpecial and rackSpecial count Twist's special jokers by kind
	// (specialDouble, specialColor, specialMirror); see solver_twist.go.
	tableSpecial, rackSpecial [numSpecial]int
	// apart holds, for each number, the colour pairs its groups may not
	// hold together: the joker-freeing search's groups taken apart
	// (solver_apart_groups.go).
	apart [game.MaxNumber + 1]pairMask
	// rules holds, for each number, what an open table joker of a group
	// asks of its groups (solver_group_rules.go); read with special
	// jokers only.
	rules [game.MaxNumber + 1]groupRule
	// runs holds the rules of open table jokers of runs, as far as the
	// Twist programme's counters follow them (solver_run_rules.go).
	runs runRules
}

// presolve drops from the rack counts the tiles that cannot be in any set
// with the tiles in play: no run of three around them and no group of
// three at their number, jokers filling gaps. Such a tile is never laid,
// so dropping it changes no answer; it tightens the bound the search
// prunes with. It returns how many tiles it dropped.
func (p *problem) presolve() int {
	jokers := p.tableJokers + p.rackJokers
	var special [numSpecial]int
	for k := range special {
		special[k] = p.tableSpecial[k] + p.rackSpecial[k]
	}
	// A double fills two places, a colour-change joker one (and lets the
	// run go on in any colour), a mirror joker pairs a tile with another
	// copy or a regular joker.
	wild := jokers + 2*special[specialDouble] + special[specialColor]
	dropped := 0
	for changed := true; changed; {
		changed = false
		for n := 1; n <= game.MaxNumber; n++ {
			for c := range game.NumColors {
				if p.rack[n][c] > 0 && !p.placeableFrom(1, n, c, wild, special[specialColor] > 0) &&
					!(special[specialMirror] > 0 && (jokers > 0 || p.table[n][c]+p.rack[n][c] > 1)) {
					dropped += int(p.rack[n][c])
					p.rack[n][c] = 0
					changed = true
				}
			}
		}
	}
	return dropped
}

// dp holds the programme's memory; it is reused from one solve to the next.
type dp struct {
	p     *problem
	avail [game.MaxNumber + 2][game.NumColors]int
	// ub[n] bounds the score of numbers n..13: every rack tile of those
	// numbers and every rack joker placed.
	ub     [game.MaxNumber + 2]int32
	jokers int
	memo   memoTable
	// limit, when positive, is the most states a run may explore; a run
	// that would explore more stops and sets aborted (its answer is then
	// meaningless).
	limit   int
	aborted bool
	// sig is the signature of each number's tiles (layerOptions).
	// sets are each number's decisions, by jokers left (layerOptions).
	sets [game.MaxNumber + 1][maxJokers + 1]*optionSet
	// tw is the search's extra memory for Twist's special jokers.
	tw twistMemory
	// rev is set while the solver works on a position turned round
	// (solver_reverse.go): a tile numbered n is worth 14-n, its number
	// before the turn.
	rev bool
}

// weight is what laying a rack tile numbered n scores (see rev).
func (d *dp) weight(n int) int32 { return tileWeight + int32(valueAt(n, d.rev)) }

// valueAt is the value of a tile numbered n, read back to its number
// before the turn when rev is set (solver_reverse.go).
func valueAt(n int, rev bool) int {
	if rev {
		return game.MaxNumber + 1 - n
	}
	return n
}

// solve runs the programme and returns the best score, or infeasible when
// no arrangement holds every table tile (and, for an initial meld, reaches
// the threshold). With alpha >= 0 the caller only cares about scores above
// alpha: the answer is exact when it is above alpha, and otherwise only an
// upper bound (at most alpha), which lets the search prune far more.
func (d *dp) solve(p *problem, alpha int32) int32 {
	d.p = p
	d.jokers = p.tableJokers + p.rackJokers
	rackJokers := p.rackJokers
	for _, k := range p.rackSpecial {
		rackJokers += k
	}
	d.ub[game.MaxNumber+1] = int32(rackJokers) * (tileWeight + jokerValue)
	for n := game.MaxNumber; n >= 1; n-- {
		d.ub[n] = d.ub[n+1]
		for c := range game.NumColors {
			d.ub[n] += int32(p.rack[n][c]) * d.weight(n)
		}
	}
	defer func() { programmeStates.Add(int64(d.memo.n)) }()
	twist := p.twist()
	for n := 1; n <= game.MaxNumber; n++ {
		var t, av [game.NumColors]int
		for c := range game.NumColors {
			t[c] = int(p.table[n][c])
			av[c] = t[c] + int(p.rack[n][c])
			d.avail[n][c] = av[c]
		}
		if twist {
			continue
		}
		sig := signature(t, av)
		for left := 0; left <= d.jokers; left++ {
			d.sets[n][left] = numberOptions(sig, left, 0, 0, p.apart[n], p.rules[n])
		}
	}
	if twist {
		return d.twSolve(alpha)
	}
	d.memo.reset()
	d.aborted = false
	return d.best(1, 0, 0, 0, alpha)
}

// programmeStates counts the states the programme has stored, over all
// its runs since the program started: the solver's work, which unlike its
// time does not depend on the machine's load (read by the benchmarks).
var programmeStates atomic.Int64

// key packs a state of the programme.
func key(n int, st uint32, used, mv int) uint64 {
	return uint64(n) | uint64(st)<<4 | uint64(used)<<28 | uint64(mv)<<31
}

// best returns the best score for numbers n..13 from the run state st
// (6 bits a colour), with used jokers placed so far and, for an initial
// meld, mv the value laid so far (capped at the threshold). The result is
// exact when it is above alpha; otherwise it is an upper bound of the best
// score, at most alpha (fail-soft branch and bound). A negative result
// means no arrangement exists.
func (d *dp) best(n int, st uint32, used, mv int, alpha int32) int32 {
	if n > game.MaxNumber {
		return d.terminal(st, used, mv)
	}
	if d.ub[n] <= alpha {
		return d.ub[n]
	}
	k := key(n, st, used, mv)
	v, exact, ok := d.memo.get(k)
	if ok && (exact || v <= alpha) {
		return v
	}
	if d.limit > 0 && d.memo.n >= d.limit {
		d.aborted = true
		return infeasible
	}
	v = d.expand(n, st, used, mv, alpha, nil)
	d.memo.put(k, v, v > alpha)
	return v
}

// terminal scores the end: no run may stop short, every table joker is
// placed, an initial meld reaches its threshold.
func (d *dp) terminal(st uint32, used, mv int) int32 {
	for c := range game.NumColors {
		x := runStates[st>>(6*c)&63]
		if x.x1+x.x2 > 0 {
			return infeasible
		}
	}
	if used < d.p.tableJokers || mv < d.p.threshold {
		return infeasible
	}
	return int32(used-d.p.tableJokers) * (tileWeight + jokerValue)
}

// expand tries every decision at number n; see best. With want non-nil it
// instead looks for a decision reaching want.score exactly (a score best
// has found) and records it in want.
func (d *dp) expand(n int, st uint32, used, mv int, alpha int32, want *traceStep) int32 {
	pause() // lets the browser draw during a long search (pause_js.go)
	var cs, lo [game.NumColors]int
	for c := range game.NumColors {
		s := int(st >> (6 * c) & 63)
		cs[c] = s
		x := runStates[s]
		lo[c] = int(x.x1 + x.x2)
	}
	// The options come with the most rack tiles first: good scores early
	// prune more, one that reaches the bound (every rack tile from here on
	// placed) cannot be beaten, and once an option cannot beat the best so
	// far, no later one can.
	best, bound, limit := int32(infeasible), int32(infeasible), d.ub[n]
	next := d.ub[n+1]
	weight := d.weight(n)
	set := d.sets[n][d.jokers-used]
	a0, a1, a2, a3 := set.atLeast[0][lo[0]], set.atLeast[1][lo[1]], set.atLeast[2][lo[2]], set.atLeast[3][lo[3]]
	for w := range a0 {
		for bits := a0[w] & a1[w] & a2[w] & a3[w]; bits != 0; bits &= bits - 1 {
			o := &set.options[w<<6|mathbits.TrailingZeros64(bits)]
			base := int32(o.l) * weight
			floor := max(alpha, best)
			if want != nil {
				floor = want.score - 1
			}
			if base+next <= floor {
				bound = max(bound, base+next)
				return max(best, bound)
			}
			ns := uint32(nextState[cs[0]][o.k[0]]) | uint32(nextState[cs[1]][o.k[1]])<<6 |
				uint32(nextState[cs[2]][o.k[2]])<<12 | uint32(nextState[cs[3]][o.k[3]])<<18
			jl := int(o.jl)
			nmv := mv
			if d.p.threshold > 0 {
				nmv = min(d.p.threshold, mv+n*(int(o.l)+jl))
			}
			sub := d.best(n+1, ns, used+jl, nmv, floor-base)
			if sub < 0 {
				continue
			}
			v := base + sub
			if want != nil {
				if v == want.score {
					want.option = *o
					want.next, want.used, want.mv, want.score = ns, used+jl, nmv, sub
					return v
				}
				continue
			}
			if v <= floor {
				bound = max(bound, v) // an upper bound only
				continue
			}
			best = v
			if best == limit {
				return best
			}
		}
	}
	return max(best, bound)
}

// traceStep follows the optimal path: the score still to reach and, once
// found, the decision at this number and the state after it.
type traceStep struct {
	score  int32
	option option
	next   uint32
	used   int
	mv     int
}

// trace replays the programme from the start and returns the decision
// taken at every number 1..13. The score must be the exact optimum solve
// returned.
func (d *dp) trace(score int32) [game.MaxNumber + 1]option {
	var steps [game.MaxNumber + 1]option
	var st uint32
	used, mv := 0, 0
	for n := 1; n <= game.MaxNumber; n++ {
		ts := traceStep{score: score}
		if d.expand(n, st, used, mv, score-1, &ts) != score {
			panic("ai: solver trace lost the optimal path")
		}
		steps[n] = ts.option
		st, used, mv, score = ts.next, ts.used, ts.mv, ts.score
	}
	return steps
}
