package ai

import (
	"slices"
	"sync/atomic"

	"rummikub/game"
)

// The fallback for Twist positions whose search with special jokers runs
// out of budget (twistBudget, twistTotal), in two steps:
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
// benchmark (README).

// asides counts the positions solved with the special jokers set aside,
// since the program started (read by the benchmark).
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
	var sol Solution
	ok := false
	if len(kept) > 0 && slices.ContainsFunc(pos.Rack, isSpecial) {
		s.d.tw.reset()
		sol, ok = s.play(r, opts, rest)
		if s.d.tw.aborted {
			ok = false
		}
	}
	if !ok {
		if slices.ContainsFunc(pos.Rack, isSpecial) {
			asidesAll.Add(1)
		}
		rest.Rack = slices.DeleteFunc(slices.Clone(pos.Rack), isSpecial)
		s.d.tw.reset()
		if sol, ok = s.play(r, opts, rest); !ok {
			return Solution{}, false
		}
	}
	sol.Table = append(kept, sol.Table...)
	return sol, true
}
