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
			sol.Table[i].Pins = jokerPins(s.Tiles, m)
		}
	}
	return sol
}

// legalPins gives the solver's answer its rack (what stays, in the rack's
// order) and its jokers' pins, chosen so that the referee accepts the play
// as pinned, and returns the referee's verdict. With Twist's special jokers
// the pins are first the checker's reading (repinned); otherwise the
// programme's. A joker may keep its place on the table only in another
// reading of its set than the one pinned (game.JokerStands: `B4 B5 B6 *C
// *D *D` keeps two doubles that stood for O8O9 and O10O11 read in orange,
// not in black; `O3 * *` keeps the jokers of `B3 O3 * *` read as a group,
// not as a run): then each joker of a set is tried in each of its
// readings (the set's other jokers following it), and each change that
// leaves fewer of the referee's reasons is kept.
func legalPins(r *game.Rules, opts game.Options, pos game.Position, sol Solution) (Solution, game.Verdict) {
	if hasSpecial(pos) {
		sol = repinned(r, sol)
	}
	sol.Rack = slices.DeleteFunc(slices.Clone(pos.Rack), func(t game.Tile) bool { return slices.Contains(sol.Played, t) })
	judge := func(s Solution) game.Verdict {
		return game.Judge(r, opts, pos, game.Position{Table: s.Table, Rack: s.Rack, Opened: pos.Opened})
	}
	v := judge(sol)
	for i := 0; i < len(sol.Table) && !v.Legal; i++ {
		set := game.Set{Tiles: sol.Table[i].Tiles}
		m, why := r.Sets.Check(set)
		if why != "" || !holdsJoker(set.Tiles) {
			continue
		}
		for k, t := range set.Tiles {
			if !t.IsJoker() || v.Legal {
				continue
			}
			for _, p := range game.JokerStands(r.Sets, game.JudgedSet{Set: set, Meld: m}, k) {
				try := game.Set{Tiles: set.Tiles, Pins: make([]game.Pin, len(set.Tiles))}
				try.Pins[k] = p
				read, why := r.Sets.Check(try)
				if why != "" {
					continue
				}
				cand := sol
				cand.Table = slices.Clone(sol.Table)
				cand.Table[i] = game.Set{Tiles: set.Tiles, Pins: jokerPins(set.Tiles, read)}
				if cv := judge(cand); len(cv.Reasons) < len(v.Reasons) {
					sol, v = cand, cv
					break
				}
			}
		}
	}
	return sol, v
}

// jokerPins pins a set's jokers to what they stand for in a reading m.
func jokerPins(tiles []game.Tile, m game.Meld) []game.Pin {
	pins := make([]game.Pin, len(tiles))
	for k, t := range tiles {
		if t.IsJoker() {
			pins[k] = m.Stands[k]
		}
	}
	return pins
}
