package ai

import (
	"math"
	"slices"
	"time"

	"rummikub/game"
)

// Expert thinks about each turn by playing it out. It lists a few candidate
// plays (the solver's best play, the best play keeping its jokers back,
// the best play without one of its tiles, and drawing instead), imagines
// the tiles it cannot see dealt at random into the others' racks and the
// pool (only what a person in its seat knows), and plays each imagined game
// to its end with every seat making the solver's best play. Every
// candidate is played out on the same imagined deals, and the one that
// wins most often (by a clear margin over the best play) is chosen. It goes
// out at once when it can.
type Expert struct {
	// Budget bounds the time a turn takes (0: default): the best play is
	// always found, and the playing out stops at the budget.
	Budget time.Duration
	// Worlds is the most imagined deals a turn plays out (0: default).
	Worlds int
	// Margin is by how many standard errors a candidate must beat the best
	// play to be chosen instead (0: default; negative: none).
	Margin float64
}

// Expert's tuning, chosen by self-play against Greedy (see the README).
const (
	expertWorlds = 400
	expertMargin = 1.0
	// expertLimit bounds the turns of a rollout.
	expertLimit = 400
	// expertLeftOut is how many of the best play's tiles are tried left out.
	expertLeftOut = 4
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
	if IsWordGame(v.Rules) {
		return playWord(v, "hard")
	}
	best, err := Solve(v.Rules, v.Options, v.Position())
	if err != nil {
		return Turn{}
	}
	if best.Tiles > 0 && len(best.Rack) == 0 {
		return planTurn(v, best.Table)
	}
	cands := e.candidates(v, best, deadline)
	if len(cands) < 2 {
		return playOf(v, best)
	}
	return playOf(v, cands[e.choose(v, cands, deadline)])
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
		// keepJokers solved the rack without its jokers: they stay on it
		kj.Rack = append(kj.Rack, slices.DeleteFunc(slices.Clone(v.Rack), func(t game.Tile) bool { return !t.IsJoker() })...)
		add(kj)
	}
	tried := map[game.Face]bool{}
	for _, x := range best.Played {
		if tried[x.Face()] || len(tried) >= expertLeftOut || time.Now().After(deadline) {
			continue
		}
		tried[x.Face()] = true
		i := slices.Index(v.Rack, x)
		rest := slices.Concat(v.Rack[:i], v.Rack[i+1:])
		sol, err := Solve(v.Rules, v.Options, game.Position{Table: v.Table.Sets(), Rack: rest, Opened: v.Opened})
		if err == nil && sol.Tiles > 0 {
			sol.Rack = append(sol.Rack, x) // the tile left out stays on the rack
			add(sol)
		}
	}
	if v.Pool > 0 {
		add(noPlay(v.Position()))
	}
	return out
}

// playedKey names the tiles a play lays, whatever their order.
func playedKey(s Solution) string {
	return game.Codes(game.Sorted(slices.Clone(s.Played)))
}

// choose plays the candidates out on the same imagined deals until the
// deadline or the most deals, and returns the index of the one chosen.
func (e Expert) choose(v View, cands []Solution, deadline time.Time) int {
	worlds, margin := e.Worlds, e.Margin
	if worlds == 0 {
		worlds = expertWorlds
	}
	if margin == 0 {
		margin = expertMargin
	}
	x := &expertSim{r: v.Rules, opts: v.Options, s: solverPool.Get().(*Solver)}
	defer solverPool.Put(x.s)
	deals := newDealer(v)
	n := len(v.RackSizes)
	next := ((v.Seat+int(v.Rules.Direction))%n + n) % n
	sum := make([]float64, len(cands))  // of each candidate's value less the best play's
	sum2 := make([]float64, len(cands)) // of their squares
	done := 0
	vals := make([]float64, len(cands))
	for done < worlds {
		w := deals.deal()
		for i, c := range cands {
			if time.Now().After(deadline) {
				return pick(sum, sum2, done, margin)
			}
			vals[i] = x.rollout(after(w, v, c), next, v.Seat, expertLimit)
		}
		for i := range cands {
			d := vals[i] - vals[0]
			sum[i] += d
			sum2[i] += d * d
		}
		done++
	}
	return pick(sum, sum2, done, margin)
}

// pick returns the candidate whose mean gain over the best play (index 0)
// is highest and above margin standard errors, or 0.
func pick(sum, sum2 []float64, n int, margin float64) int {
	if n < 2 {
		return 0
	}
	best, bestMean := 0, 0.0
	for i := 1; i < len(sum); i++ {
		mean := sum[i] / float64(n)
		variance := max(0, sum2[i]/float64(n)-mean*mean) * float64(n) / float64(n-1)
		se := math.Sqrt(variance / float64(n))
		if mean > bestMean && (margin < 0 || mean > margin*se) {
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
