package ai

import (
	"math"
	"slices"
	"time"

	"rummikub/game"
)

// world is one imagined state of a game as the expert might be in it: the
// table and the seats' racks, the others' drawn from the tiles it has not
// seen, and the pool in an imagined order.
type world struct {
	table  []game.Set
	racks  [][]game.Tile
	opened []bool
	pool   []game.Tile
}

// rollout plays a world on with every seat making the solver's best play
// (the greedy player) or its quick estimate (x.step), from seat to move, for at most limit turns. It
// returns the game's value to seat me: 1 for a win, 0 for a loss, plus the
// score the game would give, a thousandth a point, so that among plays that
// win as often the one that wins or loses by more or less tells. A game cut
// short at limit is valued by cutShort. ok is false if the deadline came
// first (the rollout is then worth nothing).
func (x *expertSim) rollout(w world, seat, me, limit int, deadline time.Time) (v float64, ok bool) {
	n := len(w.racks)
	passes := 0
	for turn := 0; turn < limit; turn++ {
		pause()
		if turn > 0 && time.Now().After(deadline) {
			return 0, false
		}
		pos := game.Position{Table: w.table, Rack: w.racks[seat], Opened: w.opened[seat]}
		if sol, ok := x.step(pos); ok {
			w.table, w.racks[seat], w.opened[seat], passes = sol.Table, sol.Rack, true, 0
			if len(sol.Rack) == 0 {
				return x.value(w, seat, me), true
			}
		} else if len(w.pool) > 0 {
			w.racks[seat] = append(slices.Clip(w.racks[seat]), w.pool[0])
			w.pool = w.pool[1:]
			passes = 0
		} else {
			passes++
			if passes >= n {
				break
			}
		}
		seat = seatAfter(x.r.Direction, seat, 1, n)
	}
	if passes >= n {
		return x.value(w, x.blockedWinner(w, me), me), true
	}
	return x.cutShort(w, seat, me), true
}

// cutShort values for seat me a game cut short with seat to move: by the
// fitted evaluation (x.fitted, with weights for the seats: two seats read
// for the mover, more for me, seatFeatures), or by the tiles held.
func (x *expertSim) cutShort(w world, seat, me int) float64 {
	if !x.fitted || x.weights == nil {
		return evaluate(w, me)
	}
	if len(w.racks) != 2 {
		return winChance(x.seatFeatures(w, me, seat), x.weights)
	}
	o := 1 - seat
	p := winChance(x.features(w.table, w.racks[seat], w.opened[seat], w.racks[o], w.opened[o], len(w.pool)), x.weights)
	if seat != me {
		p = 1 - p
	}
	return p
}

// evaluate values a game cut short for seat me: the chance it wins,
// estimated from how many tiles it holds against the seat holding the
// fewest of the others. The curve was fitted to greedy self-play games
// (classic, two players): even tiles win half the games, and each tile
// fewer adds about 4% up to a lead of 4 or so, past which the chance hardly
// grows (a third of games are still lost).
func evaluate(w world, me int) float64 {
	fewest := math.MaxInt
	for s, rack := range w.racks {
		if s != me {
			fewest = min(fewest, len(rack))
		}
	}
	return 0.5 + 0.16*math.Tanh(float64(fewest-len(w.racks[me]))/4)
}

// blockedWinner is the seat with the lowest rack value (then the fewest
// tiles; then me, the seat order of the real game being unknown here).
func (x *expertSim) blockedWinner(w world, me int) int {
	best := me
	for s, rack := range w.racks {
		v, bv := x.r.RackValue(rack), x.r.RackValue(w.racks[best])
		if v < bv || (v == bv && len(rack) < len(w.racks[best])) {
			best = s
		}
	}
	return best
}

// value is the game's value to seat me when winner wins (see rollout).
func (x *expertSim) value(w world, winner, me int) float64 {
	res := game.ScoreGame(x.r, w.racks, winner, false)
	v := float64(res.Scores[me]) / 1000
	if winner == me {
		v++
	}
	return v
}

// expertSim holds what the expert's rollouts share: the rules, the
// options and a solver with its memory.
type expertSim struct {
	r    *game.Rules
	opts game.Options
	s    *Solver
	// fitted says whether a rollout cut short is valued by the fitted
	// evaluation with weights (two seats) rather than by the tiles held.
	fitted bool
	// quick says whether the rollouts make quickStep's play, an estimate
	// of the best one (Hard's rollouts, and Expert's with two seats),
	// rather than the solver's.
	quick bool
	// weights are the fitted evaluation's weights, set when fitted is.
	weights *evalFeatures
}

// step is the solver's best play for a position of a rollout. Where the
// variant lets the whole table be rearranged and no joker lies on it
// (classic, mostly), it skips what only a real turn needs: the search for
// a play that keeps more sets as they were, and the referee's check.
func (x *expertSim) step(pos game.Position) (Solution, bool) {
	if x.quick {
		return x.quickStep(pos)
	}
	if x.r.Manipulation == nil && !hasSpecial(pos) && !slices.ContainsFunc(pos.Table, holdsJokerSet) {
		x.s.d.tw.reset()
		var sol Solution
		var ok bool
		if pos.Opened {
			sol, ok = x.s.solution(newPlan(len(pos.Table)), pos)
		} else {
			sol, ok = x.s.initialMeld(x.r, x.opts, pos, nil)
		}
		if !ok || sol.Tiles == 0 {
			return Solution{}, false
		}
		sol.Rack = slices.DeleteFunc(slices.Clone(pos.Rack), func(t game.Tile) bool { return slices.Contains(sol.Played, t) })
		return sol, true
	}
	// A rollout only weighs the play: no tie-break (SolveBest), and a
	// fallback's play as the search left it (rough: the improvement costs
	// a few milliseconds a fallback, a quarter of the late Twist turns).
	x.s.plain, x.s.rough = true, true
	sol, err := x.s.Solve(x.r, x.opts, pos)
	x.s.plain, x.s.rough = false, false
	if err != nil || sol.Tiles == 0 {
		return Solution{}, false
	}
	return sol, true
}

// holdsJokerSet says whether a set holds a joker of any kind.
func holdsJokerSet(s game.Set) bool { return holdsJoker(s.Tiles) }
