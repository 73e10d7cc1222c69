package ai

import (
	mathbits "math/bits"
	"slices"
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
				if p.rack[n][c] > 0 && !p.placeable(n, c, wild, special) &&
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

// placeable reports whether a tile of colour c and number n could be in
// some run or group with the tiles in play.
func (p *problem) placeable(n, c, jokers int, special [numSpecial]int) bool {
	have := func(m, c int) bool { return p.table[m][c]+p.rack[m][c] > 0 }
	if special[specialColor] > 0 {
		have = func(m, _ int) bool {
			for o := range game.NumColors {
				if p.table[m][o]+p.rack[m][o] > 0 {
					return true
				}
			}
			return false
		}
	}
	others := jokers
	for o := range game.NumColors {
		if o != c && have(n, o) {
			others++
		}
	}
	if others >= 2 {
		return true
	}
	for a := max(1, n-2); a <= min(n, game.MaxNumber-2); a++ {
		missing := 0
		for m := a; m < a+3; m++ {
			if m != n && !have(m, c) {
				missing++
			}
		}
		if missing <= jokers {
			return true
		}
	}
	return false
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
			d.ub[n] += int32(p.rack[n][c]) * int32(tileWeight+n)
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
			d.sets[n][left] = layerOptionsMasked(sig, left, p.apart[n])
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
	weight := int32(tileWeight + n)
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

// option is one decision at a number: how many tiles stand for each
// colour in runs (k), how many jokers are placed there (jl), and how many
// rack tiles (not jokers) that lays at best (l).
type option struct {
	k     [game.NumColors]int8
	jl, l int8
	// dd and mm are the double and mirror jokers of the number's special
	// groups (Twist: twLayerOptions); 0 in classic.
	dd, mm int8
}

// signature packs the tile counts of one number: for each colour, t
// table tiles and av tiles in all (t <= av <= 2), as t*3+av in base 9.
func signature(t, av [game.NumColors]int) int {
	sig := 0
	for c := game.NumColors - 1; c >= 0; c-- {
		sig = sig*9 + t[c]*3 + av[c]
	}
	return sig
}

// optionSet is the list of decisions at a number, the most rack tiles
// first, with for each colour c and count m a bit set of the decisions
// that put at least m tiles of c in runs: a state whose runs need lo[c]
// tiles of each colour takes the decisions in the intersection of
// atLeast[c][lo[c]].
type optionSet struct {
	options []option
	atLeast [game.NumColors][maxRuns + 1][]uint64
}

// layerOptions returns every feasible decision at a number with tile
// signature sig and jokers jokers left, the most rack tiles first. They
// depend on nothing else, so they are computed once and shared by every
// solve.
func layerOptions(sig, jokers int) *optionSet {
	k := sig*(maxJokers+1) + jokers
	if p := optionCache[k].Load(); p != nil {
		return p
	}
	set := listLayerOptions(sig, jokers, 0)
	optionCache[k].Store(set)
	return set
}

// listLayerOptions lists the options of layerOptions, the number's groups
// kept from holding the colour pairs of mask together
// (solver_apart_groups.go).
func listLayerOptions(sig, jokers int, mask pairMask) *optionSet {
	var t, av [game.NumColors]int
	for c, s := 0, sig; c < game.NumColors; c, s = c+1, s/9 {
		t[c], av[c] = s%9/3, s%3
	}
	var out []option
	var kk [game.NumColors]int
	var rec func(c, need int)
	rec = func(c, need int) {
		if c == game.NumColors {
			for jl := need; jl <= jokers; jl++ {
				if l, _ := split(t, av, kk, jl, mask); l >= 0 {
					o := option{jl: int8(jl), l: int8(l)}
					for i := range kk {
						o.k[i] = int8(kk[i])
					}
					out = append(out, o)
				}
			}
			return
		}
		for kk[c] = 0; kk[c] <= min(av[c]+jokers, maxRuns); kk[c]++ {
			if n := need + max(0, kk[c]-av[c]); n <= jokers {
				rec(c+1, n)
			}
		}
	}
	rec(0, 0)
	slices.SortStableFunc(out, func(a, b option) int {
		if a.l != b.l {
			return int(b.l) - int(a.l)
		}
		return int(b.jl) - int(a.jl)
	})
	return newOptionSet(out)
}

// newOptionSet indexes a list of options (see optionSet).
func newOptionSet(out []option) *optionSet {
	set := &optionSet{options: out}
	words := (len(out) + 63) / 64
	for c := range game.NumColors {
		for m := range maxRuns + 1 {
			bits := make([]uint64, words)
			for i, o := range out {
				if int(o.k[c]) >= m {
					bits[i/64] |= 1 << (i % 64)
				}
			}
			set.atLeast[c][m] = bits
		}
	}
	return set
}

// optionCache holds layerOptions by signature*(maxJokers+1) + jokers.
var optionCache [9 * 9 * 9 * 9 * (maxJokers + 1)]atomic.Pointer[optionSet]

// layerSplit is how the tiles of one number are used: real tiles in runs
// (k) and groups (g) by colour, jokers in runs (jr) by colour and in groups
// (jg), and the number of groups; with a mask of colour pairs kept apart,
// the colours of each group (colours, masked: makeGroups deals by them).
type layerSplit struct {
	k, g, jr   [game.NumColors]int
	jg, groups int
	masked     bool
	colours    [maxGroups]uint8
}

// split finds the best use of the tiles of one number (t table tiles and
// av tiles in all, by colour) when K tiles of each colour are in runs and
// jl jokers are placed: the rack tiles (not jokers) laid, or infeasible,
// and how; no group holding two colours of a pair of mask.
func split(t, av, K [game.NumColors]int, jl int, mask pairMask) (int, layerSplit) {
	tableSum := t[0] + t[1] + t[2] + t[3]
	best, bestSplit := infeasible, layerSplit{}
	var s layerSplit
	var rec func(c, rem int)
	rec = func(c, rem int) {
		if c == game.NumColors {
			s.jg = rem
			if mask != 0 {
				mg := groupBestMasked(&s.k, &av, &t, rem, mask)
				if mg.best < 0 {
					return
				}
				if v := s.k[0] + s.k[1] + s.k[2] + s.k[3] + mg.best - tableSum; v > best {
					best = v
					bestSplit = s
					bestSplit.groups, bestSplit.masked, bestSplit.colours = mg.groups, true, mg.colours
					for c := range game.NumColors {
						bestSplit.g[c] = 0
						for _, cs := range mg.colours[:mg.groups] {
							bestSplit.g[c] += int(cs >> c & 1)
						}
					}
				}
				return
			}
			g, groups := groupBest(&s.k, &av, &t, rem)
			if g < 0 {
				return
			}
			v := s.k[0] + s.k[1] + s.k[2] + s.k[3] + g - tableSum
			if v > best {
				best = v
				bestSplit = s
				bestSplit.groups = groups
				fillGroups(&bestSplit, &av, &t, g)
			}
			return
		}
		for j := max(0, K[c]-av[c]); j <= min(K[c], rem); j++ {
			s.jr[c] = j
			s.k[c] = K[c] - j
			rec(c+1, rem-j)
		}
	}
	rec(0, jl)
	return best, bestSplit
}

// groupBest returns the most real tiles of one number that can go to
// groups, given k real tiles of each colour in runs, av tiles of each
// colour available, t of them from the table (all must be placed), and jg
// jokers for the groups; and how many groups they make. -1 when
// impossible.
//
// With G groups, colour c gives g_c <= G tiles (one per group) and the
// groups hold S = sum g_c real tiles and jg jokers: they can be formed
// exactly when max g_c <= G and 3G <= S+jg <= 4G (deal each colour's tiles
// to consecutive groups in turn, then let jokers fill the groups short of
// 3; each group keeps a real tile since jokers are at most 2).
func groupBest(k, av, t *[game.NumColors]int, jg int) (int, int) {
	best, bestG := -1, 0
	for G := 0; G <= maxGroups; G++ {
		sumLo, sumCap, ok := 0, 0, true
		for c := range game.NumColors {
			lo := max(0, t[c]-k[c])
			if lo > G {
				ok = false
				break
			}
			sumLo += lo
			sumCap += min(av[c]-k[c], G)
		}
		if !ok {
			continue
		}
		if G == 0 {
			if jg == 0 && best < 0 {
				best, bestG = 0, 0
			}
			continue
		}
		smax := min(sumCap, 4*G-jg)
		smin := max(sumLo, 3*G-jg)
		if smin <= smax && smax > best {
			best, bestG = smax, G
		}
	}
	return best, bestG
}

// fillGroups sets s.g to a choice of group tiles by colour summing to
// total, each colour between what its table tiles require and its cap.
func fillGroups(s *layerSplit, av, t *[game.NumColors]int, total int) {
	G := s.groups
	sum := 0
	for c := range game.NumColors {
		s.g[c] = max(0, t[c]-s.k[c])
		sum += s.g[c]
	}
	for c := range game.NumColors {
		add := min(min(av[c]-s.k[c], G)-s.g[c], total-sum)
		if add > 0 {
			s.g[c] += add
			sum += add
		}
	}
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
