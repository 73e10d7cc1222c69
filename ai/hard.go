package ai

import (
	"slices"
	"time"

	"rummikub/game"
)

// Hard plays like an expert in a hurry. It finds the best play with the
// solver, rearranging the whole table, and goes out or makes its initial
// meld as soon as it can. Otherwise it weighs a few candidate plays (the
// best play, drawing instead, the best play keeping its jokers back, the
// best play without one of its tiles) by short rollouts on imagined deals
// of the tiles it has not seen, the way Expert does, within a few dozen
// milliseconds (hard_rollouts.go). So Hard knows only what a person in its
// seat knows.
type Hard struct {
	// Budget bounds the time a turn takes (0: default): the best play is
	// always found, and the weighing of other plays stops at the budget.
	Budget time.Duration
}

// Hard's tuning, chosen by self-play against Greedy (see docs/PLAYERS.md).
const (
	// defaultBudget is Hard's default Budget outside Twist
	// (hardTwistBudget in Twist).
	defaultBudget = 30 * time.Millisecond
	// maxLeftOut is how many of the best play's tiles are tried left out.
	maxLeftOut = 4
	// candidatePart is the part of the Twist search's budget a candidate
	// other than the best play gets (solvePart).
	candidatePart = 4
)

// Name returns "hard".
func (Hard) Name() string { return "hard" }

// Play chooses Hard's turn.
func (h Hard) Play(v View) Turn {
	if v.Rules.Letters() {
		return playWord(v, "hard")
	}
	budget := h.Budget
	switch {
	case budget == 0 && twistBox(v.Rules):
		budget = hardTwistBudget
	case budget == 0:
		budget = defaultBudget
	}
	deadline := time.Now().Add(budget)
	best, err := Solve(v.Rules, v.Options, v.Position())
	if err != nil || best.Tiles == 0 {
		return Turn{}
	}
	if len(best.Rack) == 0 || !v.Opened {
		return planTurn(v, best.Table)
	}
	return playOf(v, h.weigh(v, best, deadline))
}

// solveCandidate is the best play of a candidate of Hard's: a part of the
// Twist search's budget.
func solveCandidate(r *game.Rules, opts game.Options, pos game.Position) (Solution, error) {
	return solvePart(r, opts, pos, candidatePart)
}

// leaveEachOut calls add with the best play of the rack without each of
// best's tiles in turn (one of each face, at most most of them, none past
// the deadline) that still lays something, the tile left out back on its
// Rack.
func leaveEachOut(v View, best Solution, most int, deadline time.Time, solve solveFunc, add func(Solution)) {
	tried := map[game.Face]bool{}
	for _, x := range best.Played {
		if tried[x.Face()] || len(tried) >= most || time.Now().After(deadline) {
			continue
		}
		tried[x.Face()] = true
		if sol, ok := bestWithout(v, []game.Tile{x}, solve); ok {
			add(sol)
		}
	}
}

// solveFunc finds the best play of a position: Solve, or a part of its
// budget (solveCandidate).
type solveFunc func(*game.Rules, game.Options, game.Position) (Solution, error)

// bestWithout is the best play of the view's rack without the tiles held
// (by solve), those tiles back on its Rack; ok is false when it lays
// nothing.
func bestWithout(v View, held []game.Tile, solve solveFunc) (Solution, bool) {
	rest := slices.DeleteFunc(slices.Clone(v.Rack), func(t game.Tile) bool { return slices.Contains(held, t) })
	sol, err := solve(v.Rules, v.Options, game.Position{Table: v.Table.Sets(), Rack: rest, Opened: v.Opened})
	if err != nil || sol.Tiles == 0 {
		return Solution{}, false
	}
	sol.Rack = append(sol.Rack, held...)
	return sol, true
}

// keepJokers returns the best play that lays no rack joker, if it lays any
// tile at all: a joker laid on the table is a gift to the other players,
// who may free it for their own rearrangements. Its Rack holds the jokers
// kept.
func keepJokers(v View) (Solution, bool) {
	jokers := slices.DeleteFunc(slices.Clone(v.Rack), func(t game.Tile) bool { return !t.IsJoker() })
	if len(jokers) == 0 {
		return Solution{}, false
	}
	return bestWithout(v, jokers, solveCandidate)
}
