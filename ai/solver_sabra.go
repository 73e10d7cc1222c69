package ai

// The solver under the 1980 rule: a set holding a joker keeps its tiles,
// except that the joker may be exchanged for the tile it stands for.

import (
	"slices"

	"rummikub/game"
)

// lockedJokers solves an opened position under a rule that keeps sets
// holding a joker unchanged except for exchanges: it tries every way of
// keeping or exchanging each such set, and rearranges the rest.
func (s *Solver) lockedJokers(pos game.Position, before []game.JudgedSet) (Solution, bool) {
	var locked []int
	for i, b := range before {
		if holdsJoker(b.Tiles) {
			if b.Kind == game.NotAMeld {
				return Solution{}, false // it may not change, and may not stay
			}
			locked = append(locked, i)
		}
	}
	base := newPlan(len(pos.Table))
	for _, i := range locked {
		base.keep[i] = true
	}
	best, bestScore := base, s.score(base, pos, -1)
	var try func(k int, p plan, rack []game.Tile)
	try = func(k int, p plan, rack []game.Tile) {
		if k == len(locked) {
			if len(p.laid) == 0 {
				return // the base plan, scored above
			}
			v := s.score(p, pos, bestScore-1)
			if v > bestScore || (v == bestScore && len(p.laid) > 0 && exchanges(p) < exchanges(best)) {
				best, bestScore = p, v
			}
			return
		}
		try(k+1, p, rack)
		i := locked[k]
		for _, ex := range exchangesOf(before[i]) {
			rest, laid, ok := takeFaces(rack, ex.need)
			if !ok {
				continue
			}
			q := p.clone()
			q.keep[i] = false
			q.exch[i] = game.Set{Tiles: slices.Clone(ex.after.Tiles), Pins: ex.after.Pins}
			for x, slot := range ex.slots {
				q.exch[i].Tiles[slot] = laid[x]
			}
			q.laid = append(q.laid, laid...)
			q.freed = append(q.freed, ex.freed...)
			try(k+1, q, rest)
		}
	}
	try(0, base, pos.Rack)
	if bestScore <= 0 {
		return Solution{}, false
	}
	return s.rearrange(pos, before, best)
}

// exchanges counts the joker exchanges of a plan.
func exchanges(p plan) int {
	n := 0
	for _, e := range p.exch {
		if e.Tiles != nil {
			n++
		}
	}
	return n
}

func holdsJoker(tiles []game.Tile) bool {
	return slices.ContainsFunc(tiles, game.Tile.IsJoker)
}

// exchange is one way to exchange jokers of a set: the set after, the
// faces the rack must give, and the jokers freed.
type exchange struct {
	after game.Set
	need  []game.Face
	slots []int // where the needed tiles lie in after
	freed []game.Tile
}

// exchangesOf lists the exchanges of a valid set holding jokers: in a run
// or a group of four, any nonempty choice of its jokers replaced in place
// by the tiles they stand for; a group becoming a group of four with new
// colours, fewer jokers and its number tiles kept.
func exchangesOf(b game.JudgedSet) []exchange {
	var jokers []int
	for i, t := range b.Tiles {
		if t.IsJoker() {
			jokers = append(jokers, i)
		}
	}
	var out []exchange
	switch b.Kind {
	case game.Run:
		for mask := 1; mask < 1<<len(jokers); mask++ {
			ex := exchange{after: game.Set{Tiles: slices.Clone(b.Tiles), Pins: make([]game.Pin, len(b.Tiles))}}
			for bit, i := range jokers {
				face := b.Stands[i][0].Face()
				if mask&(1<<bit) != 0 {
					ex.after.Tiles[i] = face
					ex.need = append(ex.need, face)
					ex.slots = append(ex.slots, i)
					ex.freed = append(ex.freed, b.Tiles[i])
				} else {
					ex.after.Pins[i] = game.Pin{face}
				}
			}
			out = append(out, ex)
		}
	case game.Group:
		var reals []game.Tile
		var colours uint8
		num := 0
		for _, t := range b.Tiles {
			if !t.IsJoker() {
				reals = append(reals, t)
				colours |= 1 << t.Color()
				num = t.Number()
			}
		}
		var missing []game.Face
		for c := range game.Color(game.NumColors) {
			if colours&(1<<c) == 0 {
				missing = append(missing, game.NumberTile(c, num))
			}
		}
		j := len(jokers)
		for f := 1; f <= j; f++ {
			a := 4 - len(reals) - j + f
			if a < 1 || a > len(missing) {
				continue
			}
			for mask := 0; mask < 1<<len(missing); mask++ {
				if popcount(mask) != a {
					continue
				}
				ex := exchange{after: game.Set{Tiles: slices.Clone(reals)}}
				for bit, face := range missing {
					if mask&(1<<bit) != 0 {
						ex.slots = append(ex.slots, len(ex.after.Tiles))
						ex.after.Tiles = append(ex.after.Tiles, face)
						ex.need = append(ex.need, face)
					}
				}
				for x, i := range jokers {
					if x < j-f {
						ex.after.Tiles = append(ex.after.Tiles, b.Tiles[i])
					} else {
						ex.freed = append(ex.freed, b.Tiles[i])
					}
				}
				out = append(out, ex)
			}
		}
	}
	return out
}

func popcount(x int) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}
