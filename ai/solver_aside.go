package ai

import (
	"slices"
	"sync/atomic"

	"rummikub/game"
)

// The fallback for Twist positions whose search with special jokers runs
// out of budget (twistBudget): the special jokers are set aside (the sets
// of the table that hold one stay as they are, those on the rack stay
// there) and the rest of the position is solved exactly. The play is then
// legal but may miss what the special jokers could have added; how often
// this happens is measured by the solver benchmark (README).

// asides counts the positions solved with the special jokers set aside,
// since the program started (read by the benchmark).
var asides atomic.Int64

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

// aside solves a position with its special jokers set aside.
func (s *Solver) aside(r *game.Rules, opts game.Options, pos game.Position) (Solution, bool) {
	var kept []game.Set
	rest := game.Position{Opened: pos.Opened, Rack: slices.DeleteFunc(slices.Clone(pos.Rack), isSpecial)}
	for _, set := range pos.Table {
		if slices.ContainsFunc(set.Tiles, isSpecial) {
			kept = append(kept, set)
		} else {
			rest.Table = append(rest.Table, set)
		}
	}
	s.d.tw.reset()
	sol, ok := s.play(r, opts, rest)
	if !ok {
		return Solution{}, false
	}
	sol.Table = append(kept, sol.Table...)
	return sol, true
}
