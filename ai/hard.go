package ai

import (
	"slices"
	"time"

	"rummikub/game"
)

// Hard plays like an expert with an eye on the next player. It finds the
// best play with the solver, rearranging the whole table, and goes out or
// makes its initial meld as soon as it can. Otherwise it weighs a few
// candidate plays (the best play, the best play keeping its jokers back, the
// best play without one of its tiles) by the tiles laid now less the tiles
// the next player is expected to lay in reply on the table it leaves. That
// reply is estimated from racks drawn from the tiles Hard has not seen (the
// box without its rack and the table), so Hard knows only what a person in
// its seat knows. In Twist it weighs them, and drawing, by short rollouts
// on imagined deals instead (hard_twist.go).
type Hard struct {
	// Samples is how many racks of the next player to imagine (0: default).
	Samples int
	// Weight is how much a tile of the expected reply counts against a tile
	// laid now (0: default).
	Weight float64
	// Budget bounds the time a turn takes (0: default): the best play is
	// always found, and the weighing of other plays stops at the budget.
	Budget time.Duration
}

// Hard's tuning, chosen by self-play against Greedy (see docs/PLAYERS.md).
const (
	defaultSamples = 12
	defaultWeight  = 2.0
	defaultBudget  = 30 * time.Millisecond
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
	if IsWordGame(v.Rules) {
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
	if twistBox(v.Rules) {
		return playOf(v, h.weighTwist(v, best, deadline))
	}
	return planTurn(v, h.weigh(v, best, deadline).Table)
}

// weigh chooses among the candidate plays.
func (h Hard) weigh(v View, best Solution, deadline time.Time) Solution {
	samples, weight := h.Samples, h.Weight
	if samples == 0 {
		samples = defaultSamples
	}
	if weight == 0 {
		weight = defaultWeight
	}
	// A next player who has not opened cannot use the table: what Hard
	// leaves there gives nothing away.
	if next := nextSeat(v); next < len(v.SeatsOpened) && !v.SeatsOpened[next] {
		return best
	}
	cands := candidates(v, best, deadline)
	if len(cands) == 1 {
		return best
	}
	racks := imagineRacks(v, samples)
	bestScore, pick := 0.0, best
	for i, c := range cands {
		if i > 0 && time.Now().After(deadline) {
			break
		}
		reply := 0
		for k, r := range racks {
			if k > 0 && time.Now().After(deadline) {
				// out of time within a candidate: the best play stands,
				// another is not weighed
				if i == 0 {
					return best
				}
				return pick
			}
			reply += replyTiles(v.Rules, v.Options, game.Position{Table: c.Table, Rack: r, Opened: true})
		}
		score := float64(c.Tiles) - weight*float64(reply)/float64(len(racks)) + float64(c.Value)*1e-4
		if i == 0 || score > bestScore {
			bestScore, pick = score, c
		}
	}
	return pick
}

// candidates lists the plays Hard weighs: the best play first, then the
// best play keeping the rack's jokers, then the best play without each of a
// few of its tiles.
func candidates(v View, best Solution, deadline time.Time) []Solution {
	out := []Solution{best}
	if kj, ok := keepJokers(v); ok && kj.Tiles > 0 && kj.Tiles < best.Tiles+1 {
		out = append(out, kj)
	}
	leaveEachOut(v, best, maxLeftOut, deadline, solveCandidate, func(sol Solution) {
		out = append(out, sol)
	})
	return out
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
func leaveEachOut(v View, best Solution, most int, deadline time.Time,
	solve func(*game.Rules, game.Options, game.Position) (Solution, error), add func(Solution)) {
	tried := map[game.Face]bool{}
	for _, x := range best.Played {
		if tried[x.Face()] || len(tried) >= most || time.Now().After(deadline) {
			continue
		}
		tried[x.Face()] = true
		i := slices.Index(v.Rack, x)
		rest := slices.Concat(v.Rack[:i], v.Rack[i+1:])
		sol, err := solve(v.Rules, v.Options, game.Position{Table: v.Table.Sets(), Rack: rest, Opened: v.Opened})
		if err == nil && sol.Tiles > 0 {
			sol.Rack = append(sol.Rack, x)
			add(sol)
		}
	}
}

// keepJokers returns the best play that lays no rack joker, if it lays any
// tile at all: a joker laid on the table is a gift to the other players,
// who may free it for their own rearrangements. Its Rack holds the jokers
// kept.
func keepJokers(v View) (Solution, bool) {
	plain := slices.DeleteFunc(slices.Clone(v.Rack), game.Tile.IsJoker)
	if len(plain) == len(v.Rack) {
		return Solution{}, false
	}
	sol, err := solvePart(v.Rules, v.Options, game.Position{Table: v.Table.Sets(), Rack: plain, Opened: v.Opened}, candidatePart)
	if err != nil || sol.Tiles == 0 {
		return Solution{}, false
	}
	sol.Rack = append(sol.Rack, slices.DeleteFunc(slices.Clone(v.Rack), func(t game.Tile) bool { return !t.IsJoker() })...)
	return sol, true
}
