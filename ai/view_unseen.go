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
func nextSeat(v View) int { return seatAfter(v.Rules.Direction, v.Seat, 1, len(v.RackSizes)) }

// seatAfter is the seat that plays k turns after seat (k < 0: before it)
// at a table of n seats where turns pass in direction d.
func seatAfter(d game.Direction, seat, k, n int) int { return ((seat+k*int(d))%n + n) % n }

// turnsUntil is how many turns pass from seat's turn to me's (0 when they
// are the same seat), seatAfter's inverse.
func turnsUntil(d game.Direction, seat, me, n int) int { return ((me-seat)*int(d)%n + n) % n }
