package ai

// A cheap way to keep the table's sets in a best play, for SolveBest: it
// looks for a legal play (under the joker-freeing rule the free optimum
// often breaks the rule only because it laid out anew a set it could have
// kept, with its joker) but has no use for keepMore's tie-break, whose
// trials each run the programme on the whole free table (with Twist's
// special jokers a trial that is refused costs a proof over every
// arrangement of them). keepLocal works on the best play itself, one set
// of the table at a time:
//
//  1. a set of the table that the play holds unchanged (the same faces)
//     is made the very same set again, its own tiles in its own order:
//     tiles of equal faces are exchanged with the sets that held them;
//  2. a set of the table that the play changed is carved back out of the
//     play's sets that now hold its tiles, when the programme can lay out
//     the rest of their tiles as valid sets (a small problem: a few sets'
//     tiles); the other sets of the play stay as they are.
//
// Each step leaves a play that lays the same tiles, so the result is a
// best play still; it keeps fewer sets than keepMore's trials, which
// rearrange the whole table, would (measured as a tie-break on the Twist
// benchmark's positions: keepMore's answers change 929 of the table's
// sets, keepLocal's 1563, the plays without a tie-break 1840).

import (
	"slices"

	"rummikub/game"
)

// keepLocalPasses bounds the passes of step 2 over the table's sets (a set
// carved back may let another be).
const keepLocalPasses = 3

// keepLocal returns sol with the table's sets kept as they were where the
// steps above allow (plan p's kept sets are in sol already).
func (s *Solver) keepLocal(pos game.Position, before []game.JudgedSet, sol Solution) Solution {
	k := newLocalKeep(sol.Table)
	var todo []int
	for i, b := range before {
		if b.Kind == game.NotAMeld {
			continue
		}
		if !k.match(pos.Table[i]) {
			todo = append(todo, i)
		}
	}
	for range keepLocalPasses {
		carved := false
		for _, i := range todo {
			if !k.kept(pos.Table[i]) && s.carve(k, pos.Table[i]) {
				carved = true
			}
		}
		if !carved {
			break
		}
	}
	sol.Table = k.table()
	return sol
}

// localKeep is the play being changed: its sets, which of them are sets of
// the table kept, and where each tile lies.
type localKeep struct {
	sets  []game.Set
	fixed []bool
	where map[game.Tile]int
}

func newLocalKeep(table []game.Set) *localKeep {
	k := &localKeep{where: map[game.Tile]int{}}
	for _, set := range table {
		k.add(game.Set{Tiles: slices.Clone(set.Tiles), Pins: slices.Clone(set.Pins)}, false)
	}
	return k
}

// add appends a set (a gap left by a removed set is reused).
func (k *localKeep) add(set game.Set, fixed bool) {
	at := slices.IndexFunc(k.sets, func(s game.Set) bool { return s.Tiles == nil })
	if at < 0 {
		at = len(k.sets)
		k.sets, k.fixed = append(k.sets, game.Set{}), append(k.fixed, false)
	}
	k.sets[at], k.fixed[at] = set, fixed
	for _, t := range set.Tiles {
		k.where[t] = at
	}
}

// kept reports whether set is one of the play's sets, kept.
func (k *localKeep) kept(set game.Set) bool {
	if len(set.Tiles) == 0 {
		return false
	}
	at, ok := k.where[set.Tiles[0]]
	return ok && k.fixed[at] && slices.Equal(k.sets[at].Tiles, set.Tiles)
}

// match makes an unfixed set of the play with set's faces set itself
// (step 1), and reports whether there was one.
func (k *localKeep) match(set game.Set) bool {
	want := sortedFaces(set.Tiles)
	for a, s := range k.sets {
		if k.fixed[a] || s.Tiles == nil || !slices.Equal(sortedFaces(s.Tiles), want) {
			continue
		}
		// The play's set holds tiles of set's faces; set's own tiles lie
		// where those are wanted instead.
		spare := slices.DeleteFunc(slices.Clone(s.Tiles), func(t game.Tile) bool { return slices.Contains(set.Tiles, t) })
		for _, x := range set.Tiles {
			if slices.Contains(s.Tiles, x) {
				continue
			}
			i := slices.IndexFunc(spare, func(t game.Tile) bool { return t.Face() == x.Face() })
			y := spare[i]
			spare = slices.Delete(spare, i, i+1)
			b := k.where[x]
			k.sets[b].Tiles[slices.Index(k.sets[b].Tiles, x)] = y
			k.where[y] = b
		}
		k.sets[a] = game.Set{Tiles: slices.Clone(set.Tiles), Pins: slices.Clone(set.Pins)}
		k.fixed[a] = true
		for _, t := range set.Tiles {
			k.where[t] = a
		}
		return true
	}
	return false
}

// carve takes set's tiles out of the play's sets that hold them and lays
// out the rest of those sets' tiles anew with the programme (step 2); it
// reports whether it could.
func (s *Solver) carve(k *localKeep, set game.Set) bool {
	var from []int
	for _, t := range set.Tiles {
		at, ok := k.where[t]
		if !ok || k.fixed[at] {
			return false
		}
		if !slices.Contains(from, at) {
			from = append(from, at)
		}
	}
	var rest []game.Tile
	for _, at := range from {
		for _, t := range k.sets[at].Tiles {
			if !slices.Contains(set.Tiles, t) {
				rest = append(rest, t)
			}
		}
	}
	var laid []game.Set
	if len(rest) > 0 {
		in := new(instance)
		in.addTable(rest)
		in.p.presolve()
		v := s.d.solve(&in.p, -1)
		if s.d.tw.refused() || v < 0 {
			return false
		}
		laid = in.build(&s.d, v).Table
	}
	for _, at := range from {
		k.sets[at] = game.Set{}
	}
	k.add(game.Set{Tiles: slices.Clone(set.Tiles), Pins: slices.Clone(set.Pins)}, true)
	for _, l := range laid {
		k.add(l, false)
	}
	return true
}

// table returns the play's sets.
func (k *localKeep) table() []game.Set {
	var out []game.Set
	for _, s := range k.sets {
		if s.Tiles != nil {
			out = append(out, s)
		}
	}
	return out
}
