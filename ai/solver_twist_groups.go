package ai

// Groups with a double joker and mirror sets whose sides are groups (the
// special groups, tgroup) live at one number and hold no open item, so
// they are part of a number's options rather than of the special sets'
// decisions: twLayerOptions extends the classic options of a number
// (layerOptions) with the special groups its tiles and jokers can make,
// and keeps, for each choice of tiles in runs, jokers, double and mirror
// jokers placed, the most rack tiles laid. Like the classic options they
// depend on the number's tiles and the jokers left only, so they are
// computed once and shared by every solve; the decisions of the special
// sets (twDecisions) are then only the open items' and new items'.

import (
	"slices"
	"sync/atomic"

	"rummikub/game"
)

// specialCombo is a choice of special groups at one number: the number
// tiles they take by colour and the regular, double and mirror jokers they
// take.
type specialCombo struct {
	reals     [game.NumColors]int8
	j, dd, mm int8
}

// specialCombos calls visit with every choice of special groups (the
// empty one first) that av number tiles by colour and the jokers left
// (regular, double, mirror) can make, each choice once (groups in a
// canonical order), none of whose groups holds number tiles of two colours
// of a pair of mask (solver_apart_groups.go).
func specialCombos(av [game.NumColors]int, jokers, doubles, mirrors int, mask pairMask, visit func(sc *specialCombo, groups []tgroup)) {
	var cur specialCombo
	var groups [4]tgroup
	ng := 0
	take := func(c, k int) bool {
		if int(cur.reals[c])+k > av[c] {
			return false
		}
		cur.reals[c] += int8(k)
		return true
	}
	var rec func(minKey int)
	rec = func(minKey int) {
		visit(&cur, groups[:ng])
		if ng == len(groups) {
			return
		}
		push := func(key int, gr tgroup) {
			if key < minKey || (mask != 0 && !mask.allows(gr.colours())) {
				return
			}
			groups[ng] = gr
			ng++
			rec(key)
			ng--
		}
		// A double joker with two number tiles, or one and a regular joker.
		if int(cur.dd) < doubles {
			cur.dd++
			for a := range game.NumColors {
				if !take(a, 1) {
					continue
				}
				for b := a + 1; b <= game.NumColors; b++ {
					gr := tgroup{}
					gr.reals[a] = 1
					if b == game.NumColors {
						if int(cur.j) >= jokers {
							continue
						}
						b2 := (a + 1) % game.NumColors
						gr.jokers[b2] = 1
						gr.double = 0xf &^ (1<<a | 1<<b2)
						cur.j++
						push(a*8+b, gr)
						cur.j--
						continue
					}
					if !take(b, 1) {
						continue
					}
					gr.reals[b] = 1
					gr.double = 0xf &^ (1<<a | 1<<b)
					push(a*8+b, gr)
					cur.reals[b]--
				}
				cur.reals[a]--
			}
			cur.dd--
		}
		// Mirror sets of groups (mirrorTemplates).
		if int(cur.mm) < mirrors {
			cur.mm++
			for ti := range mirrorTemplates {
				t := &mirrorTemplates[ti]
				if t.key < minKey || int(cur.j)+int(t.jokers) > jokers || (t.withD && int(cur.dd)+2 > doubles) {
					continue
				}
				ok := true
				for c := range game.NumColors {
					if int(cur.reals[c])+int(t.gr.reals[c]) > av[c] {
						ok = false
					}
				}
				if !ok {
					continue
				}
				if t.withD {
					cur.dd += 2
				}
				for c := range game.NumColors {
					cur.reals[c] += t.gr.reals[c]
				}
				cur.j += t.jokers
				push(t.key, t.gr)
				cur.j -= t.jokers
				for c := range game.NumColors {
					cur.reals[c] -= t.gr.reals[c]
				}
				if t.withD {
					cur.dd -= 2
				}
			}
			cur.mm--
		}
	}
	rec(0)
}

// comboRest is what a number's tiles leave to runs and plain groups after
// a choice of special groups: t table tiles and av tiles by colour (the
// special groups take table tiles first), and how many rack tiles the
// special groups lay.
func comboRest(t, av [game.NumColors]int, sc *specialCombo) (t2, av2 [game.NumColors]int, laid int) {
	for c := range game.NumColors {
		x := int(sc.reals[c])
		ft := min(x, t[c])
		t2[c], av2[c] = t[c]-ft, av[c]-x
		laid += x - ft
	}
	return t2, av2, laid
}

// twLayerOptions is layerOptions with special groups: the options of a
// number with tile signature sig, jokers regular jokers, doubles double
// jokers and mirrors mirror jokers left, the most rack tiles first, no
// group holding two colours of a pair of mask (solver_apart_groups.go).
// An option's dd and mm are the double and mirror jokers its special
// groups take (its jl counts their regular jokers too).
func twLayerOptions(sig, jokers, doubles, mirrors int, mask pairMask) *optionSet {
	if doubles == 0 && mirrors == 0 {
		return layerOptionsMasked(sig, jokers, mask)
	}
	k := ((sig*(maxJokers+1)+jokers)*3+doubles)*3 + mirrors
	if mask != 0 {
		mk := k<<6 | int(mask)
		if p, ok := maskedTwOptions.Load(mk); ok {
			return p.(*optionSet)
		}
		set := listTwLayerOptions(sig, jokers, doubles, mirrors, mask)
		maskedTwOptions.Store(mk, set)
		return set
	}
	if p := twOptionCache[k].Load(); p != nil {
		return p
	}
	set := listTwLayerOptions(sig, jokers, doubles, mirrors, 0)
	twOptionCache[k].Store(set)
	return set
}

// listTwLayerOptions lists the options of twLayerOptions.
func listTwLayerOptions(sig, jokers, doubles, mirrors int, mask pairMask) *optionSet {
	var t, av [game.NumColors]int
	for c, s := 0, sig; c < game.NumColors; c, s = c+1, s/9 {
		t[c], av[c] = s%9/3, s%3
	}
	effects := comboEffects(av, jokers, doubles, mirrors, mask)
	// best[index of k, jl, dd, mm] is the most rack tiles laid, plus one
	// (0: no such option).
	var best [5 * 5 * 5 * 5 * (maxJokers + 1) * 3 * 3]int8
	var out []option
	for _, sc := range effects {
		t2, av2, laid := comboRest(t, av, &sc)
		for _, o := range layerOptionsMasked(signature(t2, av2), jokers-int(sc.j), mask).options {
			o.jl += sc.j
			o.dd, o.mm = sc.dd, sc.mm
			o.l += int8(laid)
			i := (((((int(o.k[0])*5+int(o.k[1]))*5+int(o.k[2]))*5+int(o.k[3]))*3+int(o.jl))*3+int(o.dd))*3 + int(o.mm)
			switch {
			case best[i] == 0:
				best[i] = o.l + 1
				out = append(out, o)
			case o.l+1 > best[i]:
				best[i] = o.l + 1
			}
		}
	}
	for i, o := range out {
		out[i].l = best[(((((int(o.k[0])*5+int(o.k[1]))*5+int(o.k[2]))*5+int(o.k[3]))*3+int(o.jl))*3+int(o.dd))*3+int(o.mm)] - 1
	}
	slices.SortFunc(out, compareOptions)
	return newOptionSet(out)
}

// compareOptions orders a number's options: the most rack tiles first,
// the fewest special groups first among those, then as in layerOptions:
// the most regular jokers first, the fewest tiles in runs first.
func compareOptions(a, b option) int {
	if a.l != b.l {
		return int(b.l) - int(a.l)
	}
	if a.dd+a.mm != b.dd+b.mm {
		return int(a.dd+a.mm) - int(b.dd+b.mm)
	}
	if a.jl != b.jl {
		return int(b.jl) - int(a.jl)
	}
	for c := range game.NumColors {
		if a.k[c] != b.k[c] {
			return int(a.k[c]) - int(b.k[c])
		}
	}
	if a.dd != b.dd {
		return int(b.dd) - int(a.dd)
	}
	return int(b.mm) - int(a.mm)
}

// comboEffects returns the choices of special groups of specialCombos by
// what they take (choices taking the same tiles and jokers leave the same
// options), computed once (with a mask, by its only caller, whose answer
// is kept).
func comboEffects(av [game.NumColors]int, jokers, doubles, mirrors int, mask pairMask) []specialCombo {
	k := ((((av[0]*3+av[1])*3+av[2])*3+av[3])*(maxJokers+1)+jokers)*9 + doubles*3 + mirrors
	if mask == 0 {
		if p := effectCache[k].Load(); p != nil {
			return *p
		}
	}
	seen := map[specialCombo]bool{}
	var out []specialCombo
	specialCombos(av, jokers, doubles, mirrors, mask, func(sc *specialCombo, _ []tgroup) {
		if !seen[*sc] {
			seen[*sc] = true
			out = append(out, *sc)
		}
	})
	if mask == 0 {
		effectCache[k].Store(&out)
	}
	return out
}

// effectCache holds comboEffects by tiles, jokers, doubles and mirrors.
var effectCache [81 * (maxJokers + 1) * 9]atomic.Pointer[[]specialCombo]

// twOptionCache holds twLayerOptions by signature, jokers, doubles and
// mirrors left.
var twOptionCache [9 * 9 * 9 * 9 * (maxJokers + 1) * 3 * 3]atomic.Pointer[optionSet]

// twSplit is split with special groups: the best use of a number's tiles
// for an option of twLayerOptions (with the number's mask), the special
// groups it makes, and the split of the tiles they leave.
func twSplit(t, av [game.NumColors]int, o option, mask pairMask) (layerSplit, []tgroup) {
	l, sp, groups := twSplitBest(t, av, o, mask)
	if l != int(o.l) && (o.dd != 0 || o.mm != 0) {
		panic("ai: twSplit lost an option's split")
	}
	return sp, groups
}

// twSplitBest is twSplit's search: the most rack tiles an option's tiles
// in runs and jokers lay (infeasible if none), and how.
func twSplitBest(t, av [game.NumColors]int, o option, mask pairMask) (int, layerSplit, []tgroup) {
	if o.dd == 0 && o.mm == 0 {
		l, sp := split(t, av, intK(o.k), int(o.jl), mask)
		return l, sp, nil
	}
	best, bestSp, bestGroups := infeasible, layerSplit{}, []tgroup(nil)
	specialCombos(av, int(o.jl), int(o.dd), int(o.mm), mask, func(sc *specialCombo, groups []tgroup) {
		if sc.dd != o.dd || sc.mm != o.mm {
			return
		}
		t2, av2, laid := comboRest(t, av, sc)
		l, sp := split(t2, av2, intK(o.k), int(o.jl-sc.j), mask)
		if l >= 0 && l+laid > best {
			best, bestSp, bestGroups = l+laid, sp, slices.Clone(groups)
		}
	})
	return best, bestSp, bestGroups
}

func intK(k [game.NumColors]int8) [game.NumColors]int {
	return [game.NumColors]int{int(k[0]), int(k[1]), int(k[2]), int(k[3])}
}

// colours returns the colours of a special group's number tiles.
func (g *tgroup) colours() uint8 {
	var cs uint8
	for c := range game.NumColors {
		if g.reals[c] > 0 {
			cs |= 1 << c
		}
	}
	return cs
}
