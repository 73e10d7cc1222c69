package ai

// Solving a Twist position turned round: every number n read as 14-n,
// every set's tiles in the other order. Runs stay runs (a run read from
// its high end), groups stay groups, a double joker stands for two
// neighbouring numbers either way, a colour-change joker still has one
// colour before it and another after, and the rule on freeing a joker
// counts the same tiles; so a turned position has the same plays, turned,
// and the same best play. Only a mirror joker is not symmetric: its run
// climbs to the mirror (`R2 R3 *M R3 R2`, the mirror standing for R4),
// and turned it falls to it (`R12 R11 *M R11 R12`, for R10). So the
// turned position is judged by rules that turn each set back
// (solver_reverse_rules.go), and the programme, its quick answer and the
// joker-freeing search's lines lay a mirrored run falling to its mirror
// when they are turned round (dp.rev: item.endable, twObj.valleySet,
// mirrorInto, twLines.side).
//
// The programme reads numbers from 1 to 13, and on some tables the work
// of the free rearrangement depends on that far more than on the table:
// on the Twist benchmark's saved positions without a mirror joker, the
// free rearrangement of position 61 costs 27,954 units read upwards and
// 3,943 turned, 132 costs 17,429 and 2,479, while 43 costs 4,759 and
// 13,089 (docs/SOLVER.md, "Turning a position round"). So where the free
// rearrangement's first try (root) runs out of its share of the budget,
// the solver tries it once turned, on a share of its own (turnShare); if
// that succeeds it solves the whole position turned and turns the answer
// back. A tile keeps its value across the turn (dp.rev, tileValue), so
// the best play turned is the best play. The try's work comes out of a
// fallback's improvement (solver_improve.go): a position that falls back
// after a turned try does no more work in all than before it was tried.

import "rummikub/game"

// Turning states of a Solver (Solver.turn).
const (
	turnOff    = iota // not this position, or not any more
	turnMay           // the root may try the position turned
	turnWanted        // the turned try succeeded: solve the position turned
	turnOn            // solving the position turned
)

// turnShare divides a position's budget into the turned first try's: a
// fifth (4,200 units) is the least that finds the benchmark's positions
// 61 and 110 cheaper turned (3,943 and 2,560 units).
const turnShare = 5

// turnAlways, set by tests, solves every turnable position turned round
// from the start: the turned answers are then held to the same tests as
// the others.
var turnAlways bool

// turnable reports whether the solver may turn a position round: an
// opened Twist position (an initial meld counts the numbers' values
// towards its threshold, which the turned programme does not) under the
// joker-freeing rule.
func turnable(r *game.Rules, opts game.Options, pos game.Position) bool {
	return pos.Opened && freeingOn(r, opts) && hasSpecial(pos)
}

// turnedTile is tile t with its number n read as 14-n (a joker as it is).
// Turning twice gives the tile back, its copy too.
func turnedTile(t game.Tile) game.Tile {
	if t.IsJoker() || t.Number() == 0 {
		return t
	}
	return game.NumberTile(t.Color(), game.MaxNumber+1-t.Number()).WithCopy(t.Copy())
}

// turnedTiles turns every tile of ts.
func turnedTiles(ts []game.Tile) []game.Tile {
	if ts == nil {
		return nil
	}
	out := make([]game.Tile, len(ts))
	for i, t := range ts {
		out[i] = turnedTile(t)
	}
	return out
}

// turnedSet turns a set: its tiles turned and in the other order, its
// jokers' pins turned with them. A double joker of a run stands for its
// two numbers in order, so its pin's faces swap; a colour-change joker is
// pinned in the colour of what stands before it (a tile, or a joker
// pinned), which stood after it.
func turnedSet(s game.Set) game.Set {
	n := len(s.Tiles)
	out := game.Set{Tiles: make([]game.Tile, n)}
	if s.Pins != nil {
		out.Pins = make([]game.Pin, n)
	}
	for i, t := range s.Tiles {
		out.Tiles[n-1-i] = turnedTile(t)
		pin := s.PinAt(i) // the zero Pin past a short list
		if s.Pins == nil || pin.IsZero() {
			continue
		}
		p := game.Pin{turnedTile(pin[0]), turnedTile(pin[1])}
		if p[1] != 0 && p[0].Number() != p[1].Number() {
			p[0], p[1] = p[1], p[0]
		}
		out.Pins[n-1-i] = p
	}
	for i, t := range out.Tiles {
		if t.Kind() != game.ColorJoker || out.Pins == nil || out.Pins[i].IsZero() {
			continue
		}
		for b := i - 1; b >= 0; b-- {
			colour, known := out.Tiles[b].Color(), !out.Tiles[b].IsJoker()
			if !known && !out.Pins[b].IsZero() {
				colour, known = out.Pins[b][0].Color(), true
			}
			if known {
				out.Pins[i] = game.Pin{game.NumberTile(colour, out.Pins[i][0].Number())}
				break
			}
		}
	}
	return out
}

// turnedPosition turns a position round.
func turnedPosition(pos game.Position) game.Position {
	out := game.Position{Opened: pos.Opened, Rack: turnedTiles(pos.Rack)}
	for _, s := range pos.Table {
		out.Table = append(out.Table, turnedSet(s))
	}
	return out
}

// turnedBack turns a play of the turned position back; its value is
// counted again on the tiles as they are (Changed is counted later, by
// solve, on the table as it was).
func turnedBack(sol Solution) Solution {
	out := Solution{Rack: turnedTiles(sol.Rack), Played: turnedTiles(sol.Played), Tiles: sol.Tiles}
	for _, s := range sol.Table {
		out.Table = append(out.Table, turnedSet(s))
	}
	for _, t := range out.Played {
		out.Value += penalty(t)
	}
	return out
}

// turnsFaster reports whether the free rearrangement of the position
// turned round fits within the turned first try's share of the budget
// (root asks it once its own first try ran out). The try has a budget of
// its own, as the tie-break and the repair do: one that fails is not
// charged to the position, whose search goes on with the budget it had
// and lays what it laid before (on 1,146 opened turns of greedy games,
// charged tries left 106 fallbacks instead of 97, 15 instead of 10 on the
// benchmark). Its work, failed or not (turnWork), comes out of the local
// search of a position that falls back all the same (solver_improve.go),
// so the slowest positions take no longer than before the try.
func (s *Solver) turnsFaster(pos game.Position) bool {
	turned := turnedPosition(pos)
	in := newPlan(len(turned.Table)).instance(turned)
	s.d.rev = true
	s.d.tw.runCap = twistTotal / turnShare
	total, exhausted := s.d.tw.total, s.d.tw.exhausted
	v := s.d.solve(&in.p, -1)
	s.d.tw.runCap = 0
	s.turnWork = s.d.tw.total - total
	if s.d.tw.refused() || v < 0 {
		// Not charged: the position goes on as it would have.
		s.d.rev = false
		s.d.tw.total, s.d.tw.exhausted = total, exhausted
		return false
	}
	// The turned position's root would solve the same run again.
	sol := s.layout(newPlan(len(turned.Table)), turned, in, v)
	s.d.rev, s.turnedFree = false, &sol
	return true
}
