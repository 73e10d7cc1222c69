package ai

import (
	"math/rand/v2"

	"rummikub/game"
)

// unseen returns the tiles the viewer cannot see: the box without its own
// rack and the table. The other racks and the pool are made of these.
func unseen(v View) []game.Tile {
	seen := map[game.Tile]bool{}
	for _, t := range v.Rack {
		seen[t] = true
	}
	for _, t := range v.Table.Tiles(nil) {
		seen[t] = true
	}
	var out []game.Tile
	for _, t := range v.Rules.Box {
		if !seen[t] {
			out = append(out, t)
		}
	}
	return out
}

// nextSeat is the seat that plays after the viewer.
func nextSeat(v View) int {
	n := len(v.RackSizes)
	return ((v.Seat+int(v.Rules.Direction))%n + n) % n
}

// imagineRacks draws count racks of the next player's size from the unseen
// tiles. The draws are seeded by the view, so the same view gives the same
// racks and Hard's choice is repeatable.
func imagineRacks(v View, count int) [][]game.Tile {
	hidden := unseen(v)
	next := nextSeat(v)
	size := min(v.RackSizes[next], len(hidden))
	var seed uint64 = 1469598103934665603
	for _, t := range v.Rack {
		seed = (seed ^ uint64(t)) * 1099511628211
	}
	rng := rand.New(rand.NewPCG(seed, uint64(len(hidden))))
	racks := make([][]game.Tile, count)
	for i := range racks {
		for _, j := range rng.Perm(len(hidden))[:size] {
			racks[i] = append(racks[i], hidden[j])
		}
	}
	return racks
}
