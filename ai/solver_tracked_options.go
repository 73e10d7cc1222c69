package ai

// The options of a number with the tiles of some colours told apart
// (solver_run_rules.go): where the number has one table tile of a tracked
// colour, an option putting one tile of that colour in runs says whether
// it is that table tile, the other copy (if any) not laid. The options
// are numberOptions' choices, split by how their tiles of those colours
// are laid, each with the most rack tiles its way lays; trackedSplit lays
// an option out the way it says.

import (
	mathbits "math/bits"
	"slices"
	"sync"

	"rummikub/game"
)

// trackedOptions is numberOptions with the options that put one tile of
// a tracked colour (cols, a set of colours) in runs told apart, when the
// number has one table tile of that colour (S's): that tile in the run and
// the other copy, if any, not laid (its bit set in option.real), or not
// (a joker in the run and the tile in a group, or both copies laid).
func trackedOptions(sig, jokers, doubles, mirrors int, mask pairMask, rule groupRule, cols uint8) *optionSet {
	if cols == 0 {
		return numberOptions(sig, jokers, doubles, mirrors, mask, rule)
	}
	key := trackedKey{ruledKey{sig, jokers, doubles, mirrors, mask, rule.key()}, cols}
	if p, ok := trackedCache.Load(key); ok {
		return p.(*optionSet)
	}
	c := mathbits.TrailingZeros8(cols)
	rest := cols &^ (1 << c)
	base := trackedOptions(sig, jokers, doubles, mirrors, mask, rule, rest)
	t, av := sigCounts(sig)
	set := base
	if t[c] == 1 {
		var out []option
		for _, o := range base.options {
			if o.k[c] != 1 {
				out = append(out, o)
			}
		}
		// S's tile in the run, the other copy left on the rack
		t2, av2 := t, av
		t2[c], av2[c] = 0, 0
		for _, o := range trackedOptions(signature(t2, av2), jokers, doubles, mirrors, mask, rule, rest).options {
			if o.k[c] == 0 {
				o.k[c] = 1
				o.real |= 1 << c
				out = append(out, o)
			}
		}
		// a joker in the run, S's tile in a group, the other copy left
		untold := map[[8]int8]int8{}
		var order [][8]int8
		add := func(o option) {
			k := [8]int8{o.k[0], o.k[1], o.k[2], o.k[3], o.jl, o.dd, o.mm, int8(o.real)}
			if l, ok := untold[k]; !ok || o.l > l {
				if !ok {
					order = append(order, k)
				}
				untold[k] = o.l
			}
		}
		if jokers > 0 {
			av1 := av
			av1[c] = 1
			for _, o := range trackedOptions(signature(t, av1), jokers-1, doubles, mirrors, mask, rule, rest).options {
				if o.k[c] == 0 {
					o.k[c] = 1
					o.jl++
					add(o)
				}
			}
		}
		// both copies laid, one in the run
		if av[c] == 2 {
			t3 := t
			t3[c] = 2
			for _, o := range trackedOptions(signature(t3, av), jokers, doubles, mirrors, mask, rule, rest).options {
				if o.k[c] == 1 {
					o.l++ // the other copy is a rack tile
					add(o)
				}
			}
		}
		for _, k := range order {
			out = append(out, option{k: [game.NumColors]int8{k[0], k[1], k[2], k[3]}, jl: k[4], dd: k[5], mm: k[6], real: uint8(k[7]), l: untold[k]})
		}
		slices.SortStableFunc(out, compareOptions)
		set = newOptionSet(out)
	}
	trackedCache.Store(key, set)
	return set
}

// trackedKey names trackedOptions' lists.
type trackedKey struct {
	ruledKey
	cols uint8
}

// trackedCache holds trackedOptions' lists.
var trackedCache sync.Map

// sigCounts unpacks a tile signature (signature): table tiles and tiles
// in all, by colour.
func sigCounts(sig int) (t, av [game.NumColors]int) {
	for c, s := 0, sig; c < game.NumColors; c, s = c+1, s/9 {
		t[c], av[c] = s%9/3, s%3
	}
	return t, av
}

// trackedSplit is ruledSplit for an option of trackedOptions (cols the
// tracked colours): each tracked colour's tile where the option says.
func trackedSplit(t, av [game.NumColors]int, o option, mask pairMask, rule groupRule, cols uint8) (layerSplit, []tgroup) {
	if cols == 0 {
		return ruledSplit(t, av, o, mask, rule)
	}
	c := mathbits.TrailingZeros8(cols)
	rest := cols &^ (1 << c)
	if t[c] != 1 || o.k[c] != 1 {
		return trackedSplit(t, av, o, mask, rule, rest)
	}
	inner := o
	inner.k[c] = 0
	if o.real&(1<<c) != 0 {
		inner.real &^= 1 << c
		t[c], av[c] = 0, 0
		sp, groups := trackedSplit(t, av, inner, mask, rule, rest)
		sp.k[c] = 1
		return sp, groups
	}
	inner.jl--
	av1 := av
	av1[c] = 1
	if av[c] == 1 || (inner.jl >= 0 && listed(trackedOptions(signature(t, av1), int(inner.jl), int(o.dd), int(o.mm), mask, rule, rest), inner)) {
		sp, groups := trackedSplit(t, av1, inner, mask, rule, rest)
		sp.jr[c] = 1
		return sp, groups
	}
	// both copies laid
	t[c] = 2
	o.l--
	return trackedSplit(t, av, o, mask, rule, rest)
}

// listed reports whether a list holds option o (its choice, its tracked
// tiles and what it lays).
func listed(set *optionSet, o option) bool {
	return slices.ContainsFunc(set.options, func(p option) bool { return p == o })
}
