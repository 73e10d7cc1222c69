package ai

import (
	"math"
	"slices"

	"rummikub/game"
)

// evalFeatures are what the fitted evaluation reads of a position of two
// seats, the mover (whose turn it is) and the other: the tiles each holds,
// what each could lay on the table as it is, jokers, whether each has
// opened, and the pool. A position of more seats is read with the other
// being the seat holding the fewest tiles.
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
	numFeatures
)

// featureNames name the features for the fitting's report.
var featureNames = [numFeatures]string{"bias", "mover left", "other left", "mover log left", "other log left",
	"mover lays", "other lays", "mover jokers", "other jokers", "mover opened", "other opened",
	"mover out", "other out", "pool/10"}

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

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// winChance is the fitted chance that the mover wins.
func winChance(f evalFeatures, w *evalFeatures) float64 {
	z := 0.0
	for i := range f {
		z += f[i] * w[i]
	}
	return 1 / (1 + math.Exp(-z))
}

// fitted says whether the fitted evaluation values a view's rollouts: two
// seats and a box without Twist's special jokers (it was fitted to classic
// games; otherwise the tiles held value them, evaluate).
func fitted(v View) bool {
	return len(v.RackSizes) == 2 && !slices.ContainsFunc(v.Rules.Box, isSpecial)
}
