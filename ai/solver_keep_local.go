package ai

// A cheap way to keep the table's sets in a best play. keepMore's trials
// each run the programme on the whole free table, and with Twist's
// special jokers a trial that is refused costs a proof over every
// arrangement of them. keepLocal works on the best play itself, one set of
// the table at a time:
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
// best play still. It keeps fewer sets than keepMore's trials, which
// rearrange the whole table, would, but costs far less. SolveBest uses it
// alone, to find a legal play under the joker-freeing rule (a free optimum
// that breaks the rule often only rebuilt, for nothing, a set holding a
// joker); Solve's Twist tie-break runs it first and then keepMore's trials
// from its play (measured as the only tie-break on the Twist benchmark's
// positions: keepMore's answers change 929 of the table's sets,
// keepLocal's 1563, the plays without a tie-break 1840).

import (
	"slices"

	"rummikub/game"
)

// keepLocalPasses bounds the passes of step 2 over the table's sets (a set
// carved back may let another be).
const keepLocalPasses = 3

// keepLocal returns sol with the table's sets kept as they were where the
// steps above allow, the kept sets first in the table's order (as
// Solution.Table is). Its programme runs have a budget of their own (the
// tie-break's), not the position's.
func (s *Solver) keepLocal(pos game.Position, before []game.JudgedSet, sol Solution) Solution {
	defer s.d.tw.ownBudget(twistKeepUnits)()
	k := newLocalKeep(sol.Table)
	var todo []int
	for i, b := range before {
		if b.Kind == game.NotAMeld {
			continue
		}
		if !k.match(pos.Table[i], i) {
			todo = append(todo, i)
		}
	}
	for range keepLocalPasses {
		carved := false
		for _, i := range todo {
			if !k.kept(pos.Table[i]) && s.carve(k, pos.Table[i], i) {
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
// the table kept (origin: the set's index in the table, or -1), and where
// each tile lies.
type localKeep struct {
	sets   []game.Set
	origin []int
	where  map[game.Tile]int
}

// fixed reports whether the play's set at is a set of the table kept.
func (k *localKeep) fixed(at int) bool { return k.origin[at] >= 0 }

func newLocalKeep(table []game.Set) *localKeep {
	k := &localKeep{where: map[game.Tile]int{}}
	for _, set := range table {
		k.add(game.Set{Tiles: slices.Clone(set.Tiles), Pins: slices.Clone(set.Pins)}, -1)
	}
	return k
}

// add appends a set, from the table's set origin or -1 (a gap left by a
// removed set is reused).
func (k *localKeep) add(set game.Set, origin int) {
	at := slices.IndexFunc(k.sets, func(s game.Set) bool { return s.Tiles == nil })
	if at < 0 {
		at = len(k.sets)
		k.sets, k.origin = append(k.sets, game.Set{}), append(k.origin, -1)
	}
	k.sets[at], k.origin[at] = set, origin
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
	return ok && k.fixed(at) && slices.Equal(k.sets[at].Tiles, set.Tiles)
}

// match makes an unfixed set of the play with the faces of set, the
// table's set origin, set itself (step 1), and reports whether there was
// one.
func (k *localKeep) match(set game.Set, origin int) bool {
	want := sortedFaces(set.Tiles)
	for a, s := range k.sets {
		if k.fixed(a) || s.Tiles == nil || !slices.Equal(sortedFaces(s.Tiles), want) {
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
		k.origin[a] = origin
		for _, t := range set.Tiles {
			k.where[t] = a
		}
		return true
	}
	return false
}

// carve takes the tiles of set, the table's set origin, out of the play's
// sets that hold them and lays out the rest of those sets' tiles anew with
// the programme (step 2); it reports whether it could.
func (s *Solver) carve(k *localKeep, set game.Set, origin int) bool {
	var from []int
	for _, t := range set.Tiles {
		at, ok := k.where[t]
		if !ok || k.fixed(at) {
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
	k.add(game.Set{Tiles: slices.Clone(set.Tiles), Pins: slices.Clone(set.Pins)}, origin)
	for _, l := range laid {
		k.add(l, -1)
	}
	return true
}

// table returns the play's sets: the table's sets kept, in the table's
// order, then the others.
func (k *localKeep) table() []game.Set {
	var kept []int
	var out []game.Set
	for a, s := range k.sets {
		switch {
		case s.Tiles == nil:
		case k.fixed(a):
			kept = append(kept, a)
		default:
			out = append(out, s)
		}
	}
	slices.SortFunc(kept, func(a, b int) int { return k.origin[a] - k.origin[b] })
	sets := make([]game.Set, 0, len(kept)+len(out))
	for _, a := range kept {
		sets = append(sets, k.sets[a])
	}
	return append(sets, out...)
}
