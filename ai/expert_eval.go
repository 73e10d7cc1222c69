package ai

import (
	"math"

	"rummikub/game"
)

// evalFeatures are what the fitted evaluation reads of a position of two
// seats, the mover (whose turn it is) and the other: the tiles each holds,
// what each could lay on the table as it is, jokers, whether each has
// opened, and the pool. A position of three or four seats is read for one
// seat, valued in the mover's place whether or not it moves, against the
// other seat holding the fewest tiles, with how many turns come before its
// own (seatFeatures).
type evalFeatures [numFeatures]float64

// The features, in the order of their weights (hardWeights).
const (
	fBias = iota
	fMoverLeft
	fOtherLeft
	fMoverLogLeft
	fOtherLogLeft
	fMoverLays
	fOtherLays
	fMoverJokers
	fOtherJokers
	fMoverOpened
	fOtherOpened
	fMoverOut
	fOtherOut
	fPool
	fWait // three or four seats: turns before the seat valued moves
	numFeatures
)

// featureNames name the features for the fitting's report.
var featureNames = [numFeatures]string{"bias", "mover left", "other left", "mover log left", "other log left",
	"mover lays", "other lays", "mover jokers", "other jokers", "mover opened", "other opened",
	"mover out", "other out", "pool/10", "turns to wait"}

// features reads a position: the table, the mover's rack and whether it
// has opened, the other's, and the pool's size. The tiles each seat could
// lay now are x.step's, the solver's or its quick estimate (the other's as
// if the table stayed as it is).
func (x *expertSim) features(table []game.Set, mover []game.Tile, moverOpened bool, other []game.Tile, otherOpened bool, pool int) evalFeatures {
	lays := func(rack []game.Tile, opened bool) int {
		sol, ok := x.step(game.Position{Table: table, Rack: rack, Opened: opened})
		if !ok {
			return 0
		}
		return sol.Tiles
	}
	jokers := func(rack []game.Tile) (n float64) {
		for _, t := range rack {
			if t.IsJoker() {
				n++
			}
		}
		return n
	}
	lm, lo := lays(mover, moverOpened), lays(other, otherOpened)
	leftM, leftO := float64(len(mover)-lm), float64(len(other)-lo)
	var f evalFeatures
	f[fBias] = 1
	f[fMoverLeft], f[fOtherLeft] = leftM, leftO
	f[fMoverLogLeft], f[fOtherLogLeft] = math.Log1p(leftM), math.Log1p(leftO)
	f[fMoverLays], f[fOtherLays] = float64(lm), float64(lo)
	f[fMoverJokers], f[fOtherJokers] = jokers(mover), jokers(other)
	f[fMoverOpened], f[fOtherOpened] = b2f(moverOpened), b2f(otherOpened)
	f[fMoverOut], f[fOtherOut] = b2f(leftM == 0), b2f(leftO == 0)
	f[fPool] = float64(pool) / 10
	return f
}

// seatFeatures reads a world of three or more seats for seat me, with
// seat to move: me in the mover's place, the other seat holding the fewest
// tiles (the first in turn order from me among equals) in the other's, and
// the turns before me moves.
func (x *expertSim) seatFeatures(w world, me, seat int) evalFeatures {
	n := len(w.racks)
	o := -1
	for k := 1; k < n; k++ {
		s := seatAfter(x.r.Direction, me, k, n)
		if o < 0 || len(w.racks[s]) < len(w.racks[o]) {
			o = s
		}
	}
	f := x.features(w.table, w.racks[me], w.opened[me], w.racks[o], w.opened[o], len(w.pool))
	f[fWait] = float64(turnsUntil(x.r.Direction, seat, me, n))
	return f
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// winChance is the fitted chance that the mover (with three or four
// seats, the seat valued) wins.
func winChance(f evalFeatures, w *evalFeatures) float64 {
	z := 0.0
	for i := range f {
		z += f[i] * w[i]
	}
	return 1 / (1 + math.Exp(-z))
}

// fitted says whether Expert plays Hard's rollouts, valued by the
// fitted evaluation (rolloutWeights): with two, three or four seats, but
// in Twist only with three or four. In two-player Twist the ten-turn
// rollouts valued by the tiles held (evaluate) did better, 58.5% of 400
// games against Greedy where Hard's won 49.25%; with three and four seats
// Hard's won 37.00% and 35.33% of 300 games against Hard players where the
// ten-turn ones won 31.33% and 24.67% (docs/PLAYERS.md).
func fitted(v View) bool {
	seats := len(v.RackSizes)
	return (seats > 2 || !twistBox(v.Rules)) && rolloutWeights(v.Rules, seats) != nil
}

// opensAtOnce says whether Expert makes its initial meld as soon as it
// can, as Hard does, rather than weighing waiting: with two seats and the
// fitted rollouts. With three seats it opened at once in 40.0% of 300
// games against two Hard players, and weighed in 41.67% (docs/PLAYERS.md).
func opensAtOnce(v View) bool { return len(v.RackSizes) == 2 && fitted(v) }
