package ai

// Jokers' pins in the solver's answers: the grid keeps no pins, so an answer
// is judged and pinned as the referee reads its sets.

import (
	"slices"

	"rummikub/game"
)

// legalPlay asks the referee about a solution as it is laid on the grid,
// which keeps no pins: a joker stands for what its place says ("* * R13"
// is a group of 13s, whatever the programme meant).
func legalPlay(r *game.Rules, opts game.Options, pos game.Position, sol Solution) bool {
	rack := slices.DeleteFunc(slices.Clone(pos.Rack), func(t game.Tile) bool { return slices.Contains(sol.Played, t) })
	return game.Judge(r, opts, pos, game.Position{Table: unpinned(sol.Table), Rack: rack, Opened: true}).Legal
}

// unpinned returns a table without its pins.
func unpinned(table []game.Set) []game.Set {
	out := make([]game.Set, len(table))
	for i, s := range table {
		out[i] = game.Set{Tiles: s.Tiles}
	}
	return out
}

// repinned returns a solution whose jokers are pinned to what they stand
// for on the grid, so that the pins say what the referee reads.
func repinned(r *game.Rules, sol Solution) Solution {
	sol.Table = unpinned(sol.Table)
	for i, s := range sol.Table {
		if !holdsJoker(s.Tiles) {
			continue
		}
		if m, why := r.Sets.Check(s); why == "" {
			pins := make([]game.Pin, len(s.Tiles))
			for k, t := range s.Tiles {
				if t.IsJoker() {
					pins[k] = m.Stands[k]
				}
			}
			sol.Table[i].Pins = pins
		}
	}
	return sol
}
