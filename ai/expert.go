package ai

import (
	"math"
	"slices"
	"time"

	"rummikub/game"
)

// Expert thinks about each turn by playing it out. It lists candidate
// plays (the solver's best play, the best play keeping its jokers back,
// the best play without one of its tiles, without one of the sets it lays
// from its rack alone, and drawing instead), imagines the tiles it cannot
// see dealt at random into the others' racks and the pool (only what a
// person in its seat knows, and what the others' draws told), and plays
// each candidate out on the same imagined deals. The rollouts are Hard's
// (two turns of quick estimates, valued by the evaluation fitted to games
// of as many seats) on up to six times as many deals, and with two seats
// Expert opens as soon as it can; in two-player Twist they play ten turns
// of the solver's best plays, valued by the tiles each seat still holds
// (see plan). The candidate that does best (by a clear margin
// over the best play when it lays fewer tiles) is chosen. It goes out at
// once when it can.
type Expert struct {
	// Budget bounds the time a turn takes (0: default): the best play is
	// always found, and the playing out stops at the budget.
	Budget time.Duration
	// Worlds is the most imagined deals a turn plays out (0: default).
	Worlds int
	// Horizon is how many turns a rollout plays before the position is
	// valued (0: default; negative: to the end of the game).
	Horizon int
	// Margin is by how many standard errors a candidate laying fewer tiles
	// must beat the best play to be chosen instead (0: default; negative:
	// none).
	Margin float64
}

// Expert's tuning, chosen by self-play against Greedy (see docs/PLAYERS.md).
const (
	expertWorlds = 400
	expertMargin = 0.5
	// expertRace is how many deals a candidate is played out on before it
	// may be dropped or chosen.
	expertRace = 6
	// expertMinGain is the least gain over the best play (in games won a
	// game) for which another candidate is chosen.
	expertMinGain = 0.02
	// expertLimit bounds the turns of a rollout played to the end.
	expertLimit = 400
	// expertHorizon is the default Horizon where the fitted evaluation
	// values the rollouts.
	expertHorizon = 2
	// expertTilesHorizon is the default Horizon where the tiles held value
	// them (two-player Twist): the value is too coarse to read two turns.
	expertTilesHorizon = 10
	// expertLeftOut is how many of the best play's tiles are tried left out
	// in the ten-turn rollouts (Hard's maxLeftOut in the short ones).
	expertLeftOut = 12
	// expertFreeMargin is Margin for a candidate laying as many tiles as
	// the best play (other tiles): such a choice costs no tile, and needs
	// no least gain (0: any gain above 0 will do).
	expertFreeMargin = 0
)

// expertBudget is a turn's time when Expert.Budget is 0 (a variable so
// that the package's tests can make it tiny).
var expertBudget = 800 * time.Millisecond

// Name returns "expert".
func (Expert) Name() string { return "expert" }

// Play chooses Expert's turn within its budget.
func (e Expert) Play(v View) Turn {
	budget := e.Budget
	if budget == 0 {
		budget = expertBudget
	}
	return e.PlayBy(v, time.Now().Add(budget))
}

// PlayBy chooses Expert's turn, thinking until the deadline at most (the
// best play is always found, however late).
func (e Expert) PlayBy(v View, deadline time.Time) Turn {
	if v.Rules.Letters() {
		return playWord(v, "hard")
	}
	best, err := SolveThorough(v.Rules, v.Options, v.Position())
	if err != nil {
		return Turn{}
	}
	if best.Tiles > 0 && (len(best.Rack) == 0 || (!v.Opened && opensAtOnce(v))) {
		// Goes out, or opens as Hard does: with two seats, weighing
		// whether to wait lost games (docs/PLAYERS.md).
		return planTurn(v, best.Table)
	}
	cands := e.candidates(v, best, deadline)
	if len(cands) < 2 {
		return playOf(v, best)
	}
	c := cands[e.choose(v, cands, deadline)]
	if c.Tiles > 0 && !game.Judge(v.Rules, v.Options, v.Position(), game.Position{Table: c.Table, Rack: c.Rack, Opened: true}).Legal {
		// A guard: a tournament once counted one illegal turn of a run
		// against Greedy that did not happen again on replay; another
		// play than the best is laid only if the referee takes it.
		c = best
	}
	return playOf(v, c)
}

// playOf is the turn of a solution: its table, or a draw.
func playOf(v View, sol Solution) Turn {
	if sol.Tiles == 0 {
		return Turn{}
	}
	return planTurn(v, sol.Table)
}

// candidates lists the plays Expert weighs, the best play first; a
// solution laying no tile is drawing.
func (e Expert) candidates(v View, best Solution, deadline time.Time) []Solution {
	out := []Solution{best}
	if best.Tiles == 0 {
		return out // nothing to lay: drawing is the only turn
	}
	seen := map[string]bool{playedKey(best): true}
	add := func(s Solution) {
		if k := playedKey(s); !seen[k] {
			seen[k] = true
			out = append(out, s)
		}
	}
	if kj, ok := keepJokers(v); ok {
		add(kj)
	}
	if fitted(v) {
		leaveEachOut(v, best, maxLeftOut, deadline, Solve, add)
		holdSetsBack(v, best, deadline, add)
	} else {
		leaveEachOut(v, best, expertLeftOut, deadline, Solve, add)
	}
	if v.Pool > 0 {
		add(noPlay(v.Position()))
	}
	return out
}

// holdSetsBack calls add with the best play of the rack without each set
// that best makes of rack tiles alone (none past the deadline), if it
// still lays something, that set's tiles back on its Rack: a set held back
// is one the next player cannot use.
func holdSetsBack(v View, best Solution, deadline time.Time, add func(Solution)) {
	if !v.Opened {
		return
	}
	fromRack := func(set game.Set) bool {
		return !slices.ContainsFunc(set.Tiles, func(t game.Tile) bool { return !slices.Contains(best.Played, t) })
	}
	for _, set := range best.Table {
		if !fromRack(set) || time.Now().After(deadline) {
			continue
		}
		if sol, ok := bestWithout(v, set.Tiles, Solve); ok {
			add(sol)
		}
	}
}

// playedKey names the tiles a play lays, whatever their order.
func playedKey(s Solution) string {
	return game.Codes(game.Sorted(slices.Clone(s.Played)))
}

// choose plays the candidates out on the same imagined deals until the
// deadline or the most deals (race), and returns the index of the one
// chosen.
func (e Expert) choose(v View, cands []Solution, deadline time.Time) int {
	worlds, margin := e.Worlds, e.Margin
	if worlds == 0 {
		worlds = expertWorlds
	}
	if margin == 0 {
		margin = expertMargin
	}
	if expertSeen != nil {
		expertSeen(len(cands))
	}
	x := &expertSim{r: v.Rules, opts: v.Options, s: solverPool.Get().(*Solver)}
	defer solverPool.Put(x.s)
	limit := x.plan(v, e.Horizon)
	gains, _ := x.race(v, cands, worlds, limit, deadline)
	return pick(gains, cands, margin)
}

// expertSeen, if set (by a test), is told the candidates of each turn
// Expert weighs.
var expertSeen func(cands int)

// race plays the candidates out on the same imagined deals, at most worlds
// of them, each rollout limit turns long, until the deadline, and returns
// each candidate's gain over the best play (index 0) and the deals played.
// Each other candidate is compared with the best play deal by deal; one
// that is clearly no better is dropped after a few deals, and the race
// stops when only the best play is left.
func (x *expertSim) race(v View, cands []Solution, worlds, limit int, deadline time.Time) ([]gain, int) {
	deals := newDealer(v)
	next := nextSeat(v)
	gains := make([]gain, len(cands))
	alive := len(cands) - 1
	done := 0
	for ; done < worlds && alive > 0; done++ {
		if time.Now().After(deadline) {
			break
		}
		w := deals.deal(x, deadline)
		base, ok := x.rollout(after(w, v, cands[0]), next, v.Seat, limit, deadline)
		if !ok {
			break
		}
		for i := 1; i < len(cands); i++ {
			g := &gains[i]
			if g.dropped {
				continue
			}
			if time.Now().After(deadline) {
				return gains, done
			}
			val, ok := x.rollout(after(w, v, cands[i]), next, v.Seat, limit, deadline)
			if !ok {
				return gains, done
			}
			g.add(val - base)
			if g.n >= expertRace && g.mean()+g.se() < 0 {
				g.dropped = true
				alive--
			}
		}
	}
	return gains, done
}

// gain is what a candidate gained over the best play, deal by deal.
type gain struct {
	n         int
	sum, sum2 float64
	dropped   bool
}

func (g *gain) add(d float64) { g.n, g.sum, g.sum2 = g.n+1, g.sum+d, g.sum2+d*d }

func (g *gain) mean() float64 { return g.sum / float64(max(g.n, 1)) }

// se is the standard error of the mean gain.
func (g *gain) se() float64 {
	if g.n < 2 {
		return math.Inf(1)
	}
	m := g.mean()
	variance := max(0, g.sum2/float64(g.n)-m*m) * float64(g.n) / float64(g.n-1)
	return math.Sqrt(variance / float64(g.n))
}

// pick returns the candidate whose mean gain over the best play (index 0)
// is highest, above expertMinGain and margin standard errors (one laying as
// many tiles as the best play: above 0 and expertFreeMargin standard
// errors), or 0.
func pick(gains []gain, cands []Solution, margin float64) int {
	best, bestMean := 0, 0.0
	for i := 1; i < len(gains); i++ {
		g := &gains[i]
		if g.dropped || g.n < expertRace {
			continue
		}
		least, m := expertMinGain, margin
		if cands[i].Tiles == cands[0].Tiles {
			// as many tiles as the best play: a choice that costs nothing
			least, m = 0, expertFreeMargin
		}
		if mean := g.mean(); mean > max(least, bestMean) && (m < 0 || mean > m*g.se()) {
			best, bestMean = i, mean
		}
	}
	return best
}

// after is an imagined deal once the viewer has made a candidate play
// (or drawn the pool's first tile).
func after(w world, v View, c Solution) world {
	w.racks = slices.Clone(w.racks)
	w.opened = slices.Clone(w.opened)
	if c.Tiles == 0 {
		if len(w.pool) > 0 {
			w.racks[v.Seat] = append(slices.Clip(w.racks[v.Seat]), w.pool[0])
			w.pool = w.pool[1:]
		}
		return w
	}
	w.table, w.racks[v.Seat], w.opened[v.Seat] = c.Table, c.Rack, true
	return w
}

// plan sets how the rollouts of a view are valued, and returns how many
// turns each plays (horizon: Expert.Horizon). Where fitted: Hard's
// rollouts, two turns of quick estimates valued by the evaluation fitted
// to them for the seats (rolloutWeights). Two-player Twist: ten turns of
// the solver's plays valued by the tiles held. (Against Hard, on the same
// 400 classic deals, the solver's own plays valued by weights fitted to
// them won 46.75%, Hard's rollouts 52.0%; four turns of them 46.75%. With
// three seats, 41.67% of 300 games against two Hard players, where ten
// turns valued by the tiles held won 24.33% and three turns 31.0%. In
// two-player Twist, Hard's rollouts won 49.25% of 400 games against Greedy
// where the ten-turn ones won 58.5%: see docs/PLAYERS.md.)
func (x *expertSim) plan(v View, horizon int) int {
	x.fitted, x.quick, x.weights = fitted(v), false, nil
	limit := expertTilesHorizon
	if x.fitted {
		x.quick, x.weights = true, rolloutWeights(v.Rules, len(v.RackSizes))
		limit = expertHorizon
	}
	switch {
	case horizon > 0:
		limit = horizon
	case horizon < 0:
		limit = expertLimit
	}
	return limit
}
