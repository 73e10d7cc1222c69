package ai

import (
	"slices"

	"rummikub/game"
)

// replyTiles is how many tiles Hard expects a player to lay from a rack on
// a table (the lookahead's reply). Without Twist's special jokers in play it
// is the solver's answer. With them it is an estimate the lookahead can
// afford a dozen times a candidate: the table's sets holding a special joker
// stay as they are, the rack's special jokers stay on the rack, and the rest
// is solved by the classic programme, jokers moving freely (the search with
// special jokers costs milliseconds, hundreds on a full table, and the
// lookahead would otherwise run out of its time before weighing anything).
func replyTiles(r *game.Rules, opts game.Options, pos game.Position) (tiles int) {
	if !hasSpecial(pos) {
		sol, err := Solve(r, opts, pos)
		if err != nil {
			return 0
		}
		return sol.Tiles
	}
	s := solverPool.Get().(*Solver)
	defer func() {
		if p := recover(); p != nil {
			*s = Solver{} // its memory may be half written
			tiles = 0
		}
		solverPool.Put(s)
	}()
	var rest []game.Tile
	for _, set := range pos.Table {
		if !slices.ContainsFunc(set.Tiles, isSpecial) {
			rest = append(rest, set.Tiles...)
		}
	}
	in := new(instance)
	in.addTable(rest)
	in.addRack(slices.DeleteFunc(slices.Clone(pos.Rack), isSpecial))
	in.p.presolve()
	if v := s.d.solve(&in.p, -1); v > 0 {
		return int(v >> 10)
	}
	return 0
}
