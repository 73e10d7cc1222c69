package ai

import "rummikub/game"

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
