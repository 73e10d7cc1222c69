package ai

import (
	"slices"
	"sync/atomic"

	"rummikub/game"
)

// The fallback for Twist positions whose search with special jokers runs
// out of budget (twistBudget, twistTotal), in two steps (and a third, for
// any position whose joker-freeing search runs out of its own budget,
// freeBudget: jokersKept):
//
//  1. the table's sets that hold a special joker stay as they are and the
//     rest of the position, the rack's special jokers included, is solved
//     (a smaller search: the table's special jokers are what makes it
//     explode);
//  2. if that runs out of budget too, the rack's special jokers stay on the
//     rack as well and the rest is solved exactly by the number programme.
//
// Either play is legal but may miss what moving the special jokers could
// have added; how often each step is taken is measured by the solver
// benchmark (docs/SOLVER.md, "What a fallback plays").

// asideShare divides a position's work budget into the first step's: the
// position has spent its own already. On the benchmark's saved Twist
// positions half the budget lays as many tiles as the whole (a quarter
// three fewer in all) and keeps the slowest fallbacks further from 20 ms.
const asideShare = 2

// asides counts the positions whose search ran out of budget (the
// fallbacks: solved with the special jokers set aside, or answered with
// the joker-freeing search's best play unproven, solver.go), since the
// program started (read by the benchmark).
var asides atomic.Int64

// asidesAll counts those of them that set the rack's special jokers aside
// too (step 2 above, with special jokers on the rack).
var asidesAll atomic.Int64

// hasSpecial reports whether a position holds a Twist special joker.
func hasSpecial(pos game.Position) bool {
	for _, set := range pos.Table {
		if slices.ContainsFunc(set.Tiles, isSpecial) {
			return true
		}
	}
	return slices.ContainsFunc(pos.Rack, isSpecial)
}

func isSpecial(t game.Tile) bool { return specialKind(t) >= 0 }

// aside solves a position with the table's special jokers, then all
// special jokers, set aside.
func (s *Solver) aside(r *game.Rules, opts game.Options, pos game.Position) (Solution, bool) {
	var kept []game.Set
	rest := game.Position{Opened: pos.Opened, Rack: pos.Rack}
	for _, set := range pos.Table {
		if slices.ContainsFunc(set.Tiles, isSpecial) {
			kept = append(kept, set)
		} else {
			rest.Table = append(rest.Table, set)
		}
	}
	// A play of the rest is legal there, but the whole table may judge it
	// otherwise: the kept sets hold tiles too, and under the joker-freeing
	// rule a kept set holding two of a rest joker's set's other tiles is
	// one that survives it (a joker freed from *:B3 B4 B5 while a kept
	// B4 B5 *C K7 holds a blue 4 and 5). So each play is judged whole.
	whole := func(play Solution, ok bool) (Solution, bool) {
		if !ok {
			return Solution{}, false
		}
		play.Table = append(slices.Clone(kept), play.Table...)
		return play, legalPlay(r, opts, pos, play)
	}
	var sol Solution
	ok, proven := false, false
	if len(kept) > 0 && slices.ContainsFunc(pos.Rack, isSpecial) {
		s.d.tw.reset()
		s.d.tw.ownBudget(twistTotal / asideShare) // the position's search ends here (the improvement has its own): nothing to restore
		sol, ok = whole(s.play(r, opts, rest))
		proven = ok && !s.d.tw.aborted
	}
	if !proven {
		if slices.ContainsFunc(pos.Rack, isSpecial) {
			asidesAll.Add(1)
		}
		rest.Rack = slices.DeleteFunc(slices.Clone(pos.Rack), isSpecial)
		s.d.tw.reset()
		// Half a budget, as the first step's. The rest holds no special
		// joker, but its joker-freeing search is charged to the budget
		// all the same (freeSearch.budgeted): with a big rack it had run
		// up to 2,000 programme runs, some 200 ms.
		s.d.tw.ownBudget(twistTotal / asideShare)
		alt, altOK := whole(s.play(r, opts, rest))
		// A play found before the budget ran out is legal (at least the
		// joker-freeing search's seed, every joker's set kept); the better
		// of it and the first step's unproven play, if any.
		if altOK && (!ok || alt.score() > sol.score()) {
			sol, ok = alt, true
		}
		if !ok {
			return s.jokersKept(r, opts, pos)
		}
	}
	return sol, true
}

// score is a play's score as the programme counts it: tiles first, then
// value.
func (sol Solution) score() int32 { return int32(sol.Tiles*tileWeight + sol.Value) }

// jokersKept is the last fallback, for a position whose joker-freeing
// search found no play even with the special jokers set aside (its limit
// of programme runs, freeBudget, ran out before its seed play was legal):
// every set of the table holding a
// joker of any kind stays as it is and the rest of the table is
// rearranged with the rack, its special jokers left out. No table joker
// moves, so the rule cannot be broken.
func (s *Solver) jokersKept(r *game.Rules, opts game.Options, pos game.Position) (Solution, bool) {
	before, _ := game.JudgeSets(r, pos.Table)
	p := newPlan(len(pos.Table))
	for i, set := range pos.Table {
		p.keep[i] = slices.ContainsFunc(set.Tiles, game.Tile.IsJoker)
	}
	rest := game.Position{Table: pos.Table, Opened: pos.Opened, Rack: slices.DeleteFunc(slices.Clone(pos.Rack), isSpecial)}
	s.d.tw.reset()
	sol, ok := s.rearrange(rest, before, p)
	if !ok || !legalPlay(r, opts, pos, repinned(r, sol)) {
		return Solution{}, false
	}
	return repinned(r, sol), true
}

// quickAside tries the quick play of an opened Twist position: the table's
// sets holding a special joker stay as they are, the rest is solved by the
// classic programme without the rack's special jokers, which then join the
// sets of that play (at an end of a run, or between two runs or groups of
// three showing the same faces: solver_twist_quick.go). If the play is
// legal and lays every rack tile the programme's bound counts (every rack
// tile that could be in some set, jokers included), no play lays more and
// it is the answer: the search with special jokers is not needed.
func (s *Solver) quickAside(r *game.Rules, opts game.Options, pos game.Position, before []game.JudgedSet) (Solution, bool) {
	if !pos.Opened || !hasSpecial(pos) || !slices.ContainsFunc(pos.Rack, func(t game.Tile) bool { return !isSpecial(t) }) {
		return Solution{}, false
	}
	bound := newPlan(len(pos.Table)).instance(pos).p.bound(s.d.rev)
	p := newPlan(len(pos.Table))
	for i, set := range pos.Table {
		if slices.ContainsFunc(set.Tiles, isSpecial) {
			if before[i].Kind == game.NotAMeld {
				return Solution{}, false
			}
			p.keep[i] = true
		}
	}
	rest := game.Position{Table: pos.Table, Opened: true, Rack: slices.DeleteFunc(slices.Clone(pos.Rack), isSpecial)}
	sol, ok := s.solution(p, rest)
	if !ok || sol.Tiles == 0 {
		return Solution{}, false
	}
	quick, ok := s.withRackSpecials(r, opts, pos, sol, bound)
	if !ok || s.plain {
		return quick, ok
	}
	// The tie-break only once the quick play is known to be the answer;
	// its play is taken if the special jokers still find their places.
	if kept, ok := s.withRackSpecials(r, opts, pos, s.tieBreak(rest, before, p, sol), bound); ok {
		return kept, true
	}
	return quick, true
}

// withRackSpecials places the rack's special jokers in the sets of sol, a
// play of the rest of a position (quickAside), and returns the play if the
// rules accept it and it scores the bound.
func (s *Solver) withRackSpecials(r *game.Rules, opts game.Options, pos game.Position, sol Solution, bound int32) (Solution, bool) {
	sol = repinned(r, sol)
	sol.Played = slices.Clone(sol.Played)
	special := make([]bool, len(sol.Table))
	for i, set := range sol.Table {
		special[i] = slices.ContainsFunc(set.Tiles, isSpecial)
	}
	sets := sol.Table
	ok := true
	for _, j := range pos.Rack {
		if !isSpecial(j) {
			continue
		}
		if j.Kind() == game.MirrorJoker {
			sets, special, ok = mirrorInto(sets, special, j, s.d.rev)
		} else {
			ok = endInto(sets, special, j)
		}
		if !ok {
			return Solution{}, false
		}
		sol.Played = append(sol.Played, j)
		sol.Tiles++
		sol.Value += jokerValue
	}
	sol.Table = sets
	if int32(sol.Tiles*tileWeight+sol.Value) < bound || !legalPlay(r, opts, pos, sol) {
		return Solution{}, false
	}
	return sol, true
}
