package ai

import (
	"math/rand/v2"
	"slices"
	"time"

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
	// fixed are the racks of the deal being made that were drawn first.
	fixed []fixedRack
}

// fixedRack is a seat's imagined rack.
type fixedRack struct {
	seat int
	rack []game.Tile
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

// dealTries is how many racks are drawn for a seat before one that fits
// what its last turn told is given up on (the last is kept).
const dealTries = 24

// deal imagines one deal: the table as it is, the viewer's rack, the
// others' racks and the pool. A seat that drew on its last turn had no
// play it wanted: one that has not opened had no initial meld; the seat
// just before the viewer, if opened, had no play on the table as it is
// now (it drew, so the table has not changed since). Racks are drawn
// until they fit that (the tile drawn last being one of the rack's, any
// one), dealTries times at most and not past the deadline: the deal
// follows what the viewer saw.
func (d *dealer) deal(x *expertSim, deadline time.Time) world {
	v := d.v
	tiles := slices.Clone(d.hidden)
	shuffle := func(t []game.Tile) { d.rng.Shuffle(len(t), func(i, j int) { t[i], t[j] = t[j], t[i] }) }
	shuffle(tiles)
	n := len(v.RackSizes)
	prev := seatAfter(v.Rules.Direction, v.Seat, -1, n)
	for s, size := range v.RackSizes {
		if s == v.Seat || s >= len(v.Drew) || !v.Drew[s] || size < 2 || size > len(tiles) {
			continue
		}
		opened := s < len(v.SeatsOpened) && v.SeatsOpened[s]
		if opened && s != prev {
			continue
		}
		// Move a fitting rack to the front of tiles (then dealt below in
		// seat order: keep it for seat s by swapping it out of the way).
		for try := 0; try < dealTries && (try == 0 || time.Now().Before(deadline)); try++ {
			before := game.Position{Rack: tiles[:size-1], Opened: opened}
			if opened {
				before.Table = v.Table.Sets()
			}
			if _, ok := x.step(before); !ok {
				break
			}
			shuffle(tiles)
		}
		d.fixed = append(d.fixed, fixedRack{seat: s, rack: slices.Clone(tiles[:size])})
		tiles = tiles[size:]
	}
	w := world{table: v.Table.Sets(), racks: make([][]game.Tile, len(v.RackSizes)), opened: slices.Clone(v.SeatsOpened)}
	if len(w.opened) < len(v.RackSizes) {
		w.opened = make([]bool, len(v.RackSizes))
	}
	w.opened[v.Seat] = v.Opened
	for _, f := range d.fixed {
		w.racks[f.seat] = f.rack
	}
	d.fixed = d.fixed[:0]
	for s, size := range v.RackSizes {
		if s == v.Seat {
			w.racks[s] = slices.Clone(v.Rack)
			continue
		}
		if w.racks[s] != nil {
			continue
		}
		size = min(size, len(tiles))
		w.racks[s], tiles = slices.Clip(tiles[:size]), tiles[size:]
	}
	w.pool = tiles
	return w
}
