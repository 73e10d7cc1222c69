package ai

import (
	"math/rand/v2"
	"slices"

	"rummikub/game"
)

// dealer imagines what the viewer cannot see: the other seats' racks, of
// the sizes it sees, and the pool in some order, all from the tiles it has
// not seen (the box without its rack and the table). The deals are seeded
// by the view, so the same view gives the same deals.
type dealer struct {
	v      View
	hidden []game.Tile
	rng    *rand.Rand
}

func newDealer(v View) *dealer {
	hidden := unseen(v)
	var seed uint64 = 1469598103934665603
	for _, t := range v.Rack {
		seed = (seed ^ uint64(t)) * 1099511628211
	}
	for _, t := range v.Table.Tiles(nil) {
		seed = (seed ^ uint64(t)) * 1099511628211
	}
	return &dealer{v: v, hidden: hidden, rng: rand.New(rand.NewPCG(seed, uint64(len(hidden))))}
}

// deal imagines one deal: the table as it is, the viewer's rack, the
// others' racks and the pool.
func (d *dealer) deal() world {
	v := d.v
	tiles := slices.Clone(d.hidden)
	d.rng.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
	w := world{table: v.Table.Sets(), racks: make([][]game.Tile, len(v.RackSizes)), opened: slices.Clone(v.SeatsOpened)}
	if len(w.opened) < len(v.RackSizes) {
		w.opened = make([]bool, len(v.RackSizes))
	}
	w.opened[v.Seat] = v.Opened
	for s, size := range v.RackSizes {
		if s == v.Seat {
			w.racks[s] = slices.Clone(v.Rack)
			continue
		}
		size = min(size, len(tiles))
		w.racks[s], tiles = slices.Clip(tiles[:size]), tiles[size:]
	}
	w.pool = tiles
	return w
}
