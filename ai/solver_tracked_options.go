package ai

// The options of a number with the tiles of some colours told apart
// (solver_run_rules.go): an option putting one tile of a tracked colour
// in runs says whether it is a real tile (of that face: the rule on
// freeing a joker counts tiles by face, so any copy is S's) or a joker.
// The options are numberOptions' choices, split by how their tiles of
// those colours are laid, each with the most rack tiles its way lays;
// trackedSplit lays an option out the way it says.

import (
	mathbits "math/bits"
	"slices"
	"sync"

	"rummikub/game"
)

// trackedOptions is numberOptions with the options that put one tile of
// a tracked colour (cols, a set of colours) in runs told apart: a real
// tile of that face in the run (its bit set in option.real; any copy, for
// the rule on freeing a joker counts tiles by face), or a joker there and
// the number's tiles of that colour in groups or on the rack.
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
	if av[c] > 0 {
		var out []option
		for _, o := range base.options {
			if o.k[c] != 1 {
				out = append(out, o)
			}
		}
		// a real tile in the run: a table tile if there is one (the
		// copies are alike), else a rack tile
		t2, av2, fromRack := withoutCopy(t, av, c)
		for _, o := range trackedOptions(signature(t2, av2), jokers, doubles, mirrors, mask, rule, rest).options {
			if o.k[c] == 0 {
				o.k[c] = 1
				o.real |= 1 << c
				if fromRack {
					o.l++
				}
				out = append(out, o)
			}
		}
		// a joker in the run, the real tiles elsewhere
		if jokers > 0 {
			for _, o := range trackedOptions(sig, jokers-1, doubles, mirrors, mask, rule, rest).options {
				if o.k[c] == 0 {
					o.k[c] = 1
					o.jl++
					out = append(out, o)
				}
			}
		}
		slices.SortStableFunc(out, compareOptions)
		set = newOptionSet(out)
	}
	trackedCache.Store(key, set)
	return set
}

// withoutCopy returns a number's tiles (t table tiles and av in all, by
// colour) less one of colour c, a table tile if there is one; fromRack
// when it is a rack tile.
func withoutCopy(t, av [game.NumColors]int, c int) (t2, av2 [game.NumColors]int, fromRack bool) {
	t2, av2 = t, av
	av2[c]--
	if t2[c] > 0 {
		t2[c]--
		return t2, av2, false
	}
	return t2, av2, true
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
	if av[c] == 0 || o.k[c] != 1 {
		return trackedSplit(t, av, o, mask, rule, rest)
	}
	inner := o
	inner.k[c] = 0
	if o.real&(1<<c) != 0 {
		inner.real &^= 1 << c
		t2, av2, fromRack := withoutCopy(t, av, c)
		if fromRack {
			inner.l--
		}
		sp, groups := trackedSplit(t2, av2, inner, mask, rule, rest)
		sp.k[c]++
		return sp, groups
	}
	inner.jl--
	sp, groups := trackedSplit(t, av, inner, mask, rule, rest)
	sp.jr[c]++
	return sp, groups
}
