package ai

// The improvement of a fallback's play (a position whose Twist search ran
// out of budget, solver.go): a local search around the play. It frees one,
// two or three of the play's sets near a rack tile left, lays their tiles
// out again with the rack tiles left (the programme; if its sets break the
// joker rule, the joker-freeing search on those sets alone), and keeps the
// result when it lays more and the referee accepts it on the whole table;
// then it starts again from the better play.
//
// In fresh greedy Twist games a fifth to a quarter of the opened turns
// fall back, and the search with a budget 150 times larger finds a better
// play for some 40% of them (docs/SOLVER-LOG.md, "The fallback in games"); this search finds
// a part of that in a few milliseconds. Its work counts against a budget
// of its own (improveUnits), charged as the rest of the search is: the
// programme's units, the joker-freeing search's charges, and per
// neighbourhood tried and per play judged on the whole table (hoodCharge,
// judgeCharge, on the scale of solver_freeing_charge.go's charges: the
// set-up of a run of the programme and a judgement of a big table cost
// some 5-10 and 30-50 µs). With charges a fifth as high, the slowest
// fallbacks of fresh games took 18-24 ms instead of 13-14 ms, for 1 tile
// more in 500 fallbacks.

import (
	"slices"

	"rummikub/game"
)

// improveUnits is the improvement's work budget (a variable for the
// tests' measurements, as twistBudget is).
var improveUnits = 6000

// hoodCharge is what each neighbourhood tried costs besides its
// programme's units, judgeCharge what each play judged on the whole table
// costs (see the file's comment); improveRounds bounds the better plays
// the search goes on from.
const (
	hoodCharge    = 20
	judgeCharge   = 100
	improveRounds = 8
)

// improve returns a better legal play near sol, a fallback's legal play,
// or sol.
func (s *Solver) improve(r *game.Rules, opts game.Options, pos game.Position, sol Solution) Solution {
	if !pos.Opened || s.improving || s.rough {
		return sol // an initial meld lays new sets only; no search within its own
	}
	s.improving = true
	defer func() { s.improving = false }()
	// A turned try (turnsFaster) spent part of it: of a position whose
	// turned try ran and that fell back all the same, on the benchmark
	// and in games, the slowest took 2-3 ms longer with the whole
	// budget (docs/SOLVER-LOG.md, "Turning mirror jokers round").
	restore := s.d.tw.ownBudget(max(improveUnits-s.d.tw.unscaled(s.turnWork), 0))
	defer restore()
	// The search's own budgets (the repair's, the tie-break's) spend this
	// one, and the search's last mark is cleared: a run of the classic
	// programme does not clear it, and would read as cut short.
	s.d.tw.held = true
	defer func() { s.d.tw.held = false }()
	s.d.tw.refused()
	for range improveRounds {
		left := slices.DeleteFunc(slices.Clone(pos.Rack), func(t game.Tile) bool { return slices.Contains(sol.Played, t) })
		if len(left) == 0 {
			return sol
		}
		better := false
		for _, h := range neighbourhoods(sol, left) {
			if !s.d.tw.charge(hoodCharge) {
				return sol
			}
			if next, ok := s.relaid(r, opts, pos, sol, h, left); ok {
				sol, better = next, true
				break
			}
		}
		if !better {
			return sol
		}
	}
	return sol
}

// neighbourhoods lists the groups of the play's sets to lay out again:
// the sets near a rack tile left (nearTile), alone, in pairs, then in
// threes. (Trying the threes first, or all the near sets at once, found
// fewer tiles within the budget on the fallbacks of fresh games.)
func neighbourhoods(sol Solution, left []game.Tile) [][]int {
	var near []int
	for i, set := range sol.Table {
		if slices.ContainsFunc(left, func(t game.Tile) bool { return nearTile(set.Tiles, t) }) {
			near = append(near, i)
		}
	}
	var out [][]int
	for _, i := range near {
		out = append(out, []int{i})
	}
	for a := range near {
		for b := a + 1; b < len(near); b++ {
			out = append(out, []int{near[a], near[b]})
		}
	}
	for a := range near {
		for b := a + 1; b < len(near); b++ {
			for c := b + 1; c < len(near); c++ {
				out = append(out, []int{near[a], near[b], near[c]})
			}
		}
	}
	return out
}

// nearTile reports whether a set holds a tile that could share a set with
// t: the same number, the same colour two numbers away at most, or a
// joker; any set is near a joker t.
func nearTile(tiles []game.Tile, t game.Tile) bool {
	if t.IsJoker() {
		return true
	}
	for _, x := range tiles {
		if x.IsJoker() {
			return true // its joker may move: kept, exchanged or freed
		}
		if x.Kind() != game.Number {
			continue
		}
		if x.Number() == t.Number() {
			return true
		}
		if x.Color() == t.Color() && max(x.Number()-t.Number(), t.Number()-x.Number()) <= 2 {
			return true
		}
	}
	return false
}

// relaid lays out the sets h of the play again with the rack tiles left
// and returns the play if it lays more and the referee accepts it.
func (s *Solver) relaid(r *game.Rules, opts game.Options, pos game.Position, sol Solution, h []int, left []game.Tile) (Solution, bool) {
	// The sub-position: the sets freed without the play's rack tiles,
	// which go back to its rack with the tiles left.
	sub := game.Position{Opened: true}
	var laid []game.Tile
	for _, i := range h {
		var table []game.Tile
		for _, t := range sol.Table[i].Tiles {
			if slices.Contains(sol.Played, t) {
				laid = append(laid, t)
			} else {
				table = append(table, t)
			}
		}
		sub.Table = append(sub.Table, game.Set{Tiles: table})
	}
	sub.Rack = append(slices.Clone(laid), left...)
	subSol, ok := s.laidOut(sub, laid)
	if !ok {
		return Solution{}, false
	}
	if next, ok := s.joined(r, opts, pos, sol, h, laid, subSol); ok {
		return next, true
	}
	// The programme's sets break the joker rule: the sub-position solved
	// under it, its sets as they are now standing for the table before
	// (stricter than the whole table's rule, and the whole is judged).
	plain := s.plain
	s.plain = true
	subSol, ok = s.play(r, opts, sub)
	s.plain = plain
	s.d.tw.refused()
	if !ok {
		return Solution{}, false
	}
	return s.joined(r, opts, pos, sol, h, laid, subSol)
}

// laidOut lays out a sub-position's table tiles with its rack freely (the
// programme), if that lays more than the tiles laid.
func (s *Solver) laidOut(sub game.Position, laid []game.Tile) (Solution, bool) {
	in := new(instance)
	for _, set := range sub.Table {
		in.addTable(set.Tiles)
	}
	in.addRack(sub.Rack)
	in.p.presolve()
	var cur int32
	for _, t := range laid {
		cur += int32(tileWeight + penalty(t))
	}
	v := s.d.solve(&in.p, cur)
	refused := s.d.tw.refused()
	if !in.p.twist() {
		// a run without special jokers counts no units of its own
		refused = !s.d.tw.charge(s.d.memo.n/classicPerUnit) || refused
	}
	if refused || v <= cur {
		return Solution{}, false
	}
	return in.build(&s.d, v), true
}

// joined puts a sub-position's play in place of the play's sets h, and
// returns it if it lays more and the referee accepts it on the whole
// table.
func (s *Solver) joined(r *game.Rules, opts game.Options, pos game.Position, sol Solution, h []int, laid []game.Tile, subSol Solution) (Solution, bool) {
	var next Solution
	for i, set := range sol.Table {
		if !slices.Contains(h, i) {
			next.Table = append(next.Table, set)
		}
	}
	next.Table = append(next.Table, subSol.Table...)
	for _, t := range sol.Played {
		if !slices.Contains(laid, t) {
			next.Played = append(next.Played, t)
		}
	}
	next.Played = append(next.Played, subSol.Played...)
	next.Tiles = len(next.Played)
	for _, t := range next.Played {
		next.Value += penalty(t)
	}
	if next.score() <= sol.score() {
		return Solution{}, false
	}
	next = repinned(r, next)
	s.d.tw.charge(judgeCharge) // a better play found is judged even past the budget
	if !legalPlay(r, opts, pos, next) {
		return Solution{}, false
	}
	return next, true
}
