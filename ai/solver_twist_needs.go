package ai

// The items' needs: a necessary condition checked before the programme
// visits a state with open items, like runsCanGoOn for the counters' runs.
// Most of the states the search with special jokers visits are dead ends
// (on the benchmark's hard positions some 70-90% return infeasible, about
// half of them without a single child: no decision, or no option, can
// carry their runs and items on), so a state that cannot go on is better
// refused by its parent, before its decisions are listed.
//
// At number m every counters' run of length 1 or 2 needs a tile of its
// colour or a regular joker (runsCanGoOn), and so does every open item
// that may not end before m and whose double does not cover m already: a
// special run a number tile (of its colour when it holds one; of another
// colour when its last tile is a colour-change joker; of any colour while
// it holds none) or a joker of any kind, a twin a tile or a joker on each
// side (two tiles of its colour, or jokers). Each takes
// a tile or a joker of its own, so the tiles of m and the jokers left must
// be enough for them all. The check counts each item as needing one tile
// or joker of any kind whenever it may take several kinds (a relaxation:
// it never refuses a state that could go on): the counters' runs take the
// number tiles of their colour first (a run can take nothing else but a
// regular joker), the items of a colour what is left of it, and the rest
// is covered by jokers of any kind and, for the items of no fixed colour,
// number tiles of any colour left over.

import "rummikub/game"

// itemNeeds is what the open items after a decision need at the next
// number: by colour, and of any colour.
type itemNeeds struct {
	col   [game.NumColors]int8
	any   int8
	other [game.NumColors]int8 // those of any other colour, in any
}

// needsAt returns the needs of items at number m.
func needsAt(items []item, m int) itemNeeds {
	var nd itemNeeds
	for _, it := range items {
		if it.is(itemPend) || it.endable(m) {
			continue
		}
		k := int8(1)
		if it.twin() {
			k = 2 // a tile or joker on each side
		}
		switch {
		case !it.is(itemReal):
			nd.any += k
		case it.is(itemSwitch):
			nd.any++
			nd.other[it.col()]++
		default:
			nd.col[it.col()] += k
		}
	}
	return nd
}

// canGoOn reports whether the counters' runs (state st) and the open
// items (needs nd) before number m can all take a tile at m, with the
// regular jokers and the double and colour-change jokers (special) left;
// the counters' runs of length 1 need one at m+1 too (runsCanGoOn).
func (d *dp) canGoOn(m int, st uint32, jokers, special int, nd *itemNeeds) bool {
	var rem [game.NumColors]int
	need := 0
	for c := range game.NumColors {
		x := runStates[st>>(6*c)&63]
		cnt := int(x.x1 + x.x2)
		av := d.avail[m][c]
		if cnt > 0 {
			if m > game.MaxNumber || (x.x1 > 0 && m == game.MaxNumber) {
				return false
			}
			u := min(cnt, av)
			need += cnt - u
			av -= u
			if x.x1 > 0 {
				need += max(0, int(x.x1)-d.avail[m+1][c])
			}
		}
		rem[c] = av
	}
	if need > jokers {
		return false
	}
	if nd.any == 0 && nd.col == [game.NumColors]int8{} {
		return true
	}
	if m > game.MaxNumber {
		return false
	}
	free := jokers - need + special
	left := 0
	for c := range game.NumColors {
		f := int(nd.col[c])
		u := min(f, rem[c])
		free -= f - u
		rem[c] -= u
		left += rem[c]
	}
	if free < 0 || int(nd.any) > free+left {
		return false
	}
	for c, o := range nd.other {
		if int(o) > free+left-rem[c] {
			return false
		}
	}
	return true
}

// canGoOn reports whether the items the decision so far leaves can take a
// tile at the next number, with the jokers it leaves (dp.canGoOn with no
// counters' runs: the counters' options may only take more).
func (g *twGen) canGoOn() bool {
	var nb [maxItems]item
	cur := &g.cur
	nd := needsAt(cur.itemsAfter(g.old, &nb), g.n+1)
	special := g.left[1] - int(cur.dd) + g.left[2] - int(cur.cc)
	return g.d.canGoOn(g.n+1, 0, g.left[0]-int(cur.j), special, &nd)
}
