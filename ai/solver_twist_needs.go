package ai

// The items' needs: necessary conditions for a state to go on, checked
// before the programme visits it. Most of the states the search with
// special jokers visits are dead ends (on the benchmark's hard positions
// some 70-90% return infeasible, about half of them without a single
// child: no decision, or no option, carries their runs and items on), and
// a dead state costs a unit of work, its memo entry and the listing of its
// decisions.
//
// At number m every counters' run of length 1 or 2 needs a tile of its
// colour or a regular joker (checked for every option by a table:
// runPacks, in jointCanGoOn), and so does every open item that may not
// end before m and whose double does not cover m already: a special run a number
// tile (of its colour when it holds one; of another colour when its last
// tile is a colour-change joker; of any colour while it holds none) or a
// joker of any kind, a twin a tile or a joker on each side (two tiles of
// its colour, or jokers). Each takes a tile or a joker of its own, so the
// tiles of m and the jokers left must be enough for them all; and the
// items still short after m (of length 1, or holding no number tile nor
// special joker, or covered by a double at m with fewer than 3 tiles) need
// one at m+1 too, unless a double joker at m stands for m+1 as well. The
// check counts an item as needing a tile or joker of any kind whenever it
// may take several kinds (a relaxation: it never refuses a state that
// could go on): number tiles of a colour go to the items of that colour
// first, and the rest is covered by jokers of any kind and, for the items
// of no fixed colour, number tiles of any colour left over.
//
// The items' check is made while the decisions at a number are listed
// (twGen.canGoOn, with no counters' runs and the jokers the decision
// leaves: the counters' options can only take more), once every open item
// is decided and again as each new item is opened: a decision only adds
// items and takes jokers, so one whose items cannot go on is given up at
// once with all it could add, and never listed. The lists then depend on
// the tiles of the next two numbers, which twShared's key holds. It is
// checked again for every option, with the counters' runs and the jokers
// they take (jointCanGoOn, solver_twist_joint.go).

import "rummikub/game"

// itemNeeds is what the open items after a decision need at the next
// number: by colour, and of any colour.
type itemNeeds struct {
	col   [game.NumColors]int8
	any   int8
	other [game.NumColors]int8 // those of any other colour, in any
	// next counts the special runs that need a tile or a joker at m+1
	// too, whatever they take at m, but for a double joker (which then
	// stands for m+1 as well).
	next int8
	// plain counts the special runs that hold no special joker yet: each
	// will take a double or colour-change joker.
	plain int8
}

// needsAt returns the needs of items at number m (rev: in a position
// turned round, item.endable).
func needsAt(items []item, m int, rev bool) itemNeeds {
	var nd itemNeeds
	for _, it := range items {
		nd.add(it, m, rev)
	}
	return nd
}

// add counts the needs of item it at number m (rev: as needsAt).
func (nd *itemNeeds) add(it item, m int, rev bool) {
	if !it.twin() && !it.is(itemSpecial) {
		nd.plain++
	}
	if !it.twin() && it.is(itemPend) && (it.length() < 3 || !it.is(itemReal)) {
		nd.next++ // covered at m (its length stays), still short at m+1
	}
	if it.is(itemPend) || it.endable(m, rev) {
		return
	}
	if !it.twin() && (it.length() < 2 || !it.is(itemReal) && !it.is(itemSpecial)) {
		nd.next++ // short at m+1 too, unless it takes a double at m
	}
	k := int8(1)
	if it.twin() {
		k = 2 // a tile or joker on each side
	}
	switch {
	case !it.fixed():
		nd.any += k
	case it.other():
		nd.any++
		nd.other[it.col()]++
	default:
		nd.col[it.col()] += k
	}
}

// runCheck is what a colour's counters' runs (a run state) need at number
// m with a tiles of the colour at m and b at m+1: the regular jokers they
// need (at m for the runs of length 1 and 2, at m+1 for those of length 1;
// now: those at m only), and the tiles they leave at m and at m+1.
type runCheck struct{ need, now, rem, remNext int8 }

// runCheckOf is runCheck for run state s (as runStates index them), a
// tiles at m, b at m+1.
func runCheckOf(s, a, b int) runCheck {
	x := runStates[s]
	cnt := int(x.x1 + x.x2)
	u, u1 := min(cnt, a), min(int(x.x1), b)
	return runCheck{int8(cnt - u + int(x.x1) - u1), int8(cnt - u), int8(a - u), int8(b - u1)}
}

// runPacks[c][a][b][s][k] is, for a colour c whose runs are in state s
// before number m-1 and take k tiles or jokers there (an option's
// k[c]), with a tiles of the colour at m and b at m+1 (at most 2 of a
// face: solve refuses more, so 2 bits index them), one word of fields the
// colours' words add up to without carrying: the run state after m-1
// (6 bits from 6c: packStates keeps the four), and its runCheck at m:
// need, now and remNext (8 bits each, summed over the colours) and rem (4
// bits from packRemAt+4c). twExpand looks up and sums four words an option
// where it looked up the four next states and then their four checks
// (jointCanGoOn); a k that cannot carry s on (nextState -1) is never
// looked up (the options' atLeast sets leave it out) and is 0.
var runPacks [game.NumColors][4][4][numStates][packK]uint64

// packK is runPacks' last dimension (k up to maxRuns, the rest 0):
// twExpand indexes it by k's 3 low bits, with no bounds check.
const packK = 8

// The fields of runPacks' words.
const (
	packStates = 1<<24 - 1
	packNeed   = 24
	packNow    = 32
	packNext   = 40
	packRemAt  = 48
)

// packRem returns the tiles by colour that a sum of runPacks' words says
// the runs leave at m.
func packRem(pk uint64) [game.NumColors]int {
	return [game.NumColors]int{int(pk >> packRemAt & 15), int(pk >> (packRemAt + 4) & 15), int(pk >> (packRemAt + 8) & 15), int(pk >> (packRemAt + 12) & 15)}
}

// init fills runPacks.
func init() {
	for c := range game.NumColors {
		for a := range 4 {
			for b := range 4 {
				for s := range numStates {
					for k, ns := range nextState[s] {
						if ns < 0 {
							continue
						}
						rc := runCheckOf(int(ns), a, b)
						runPacks[c][a][b][s][k] = uint64(ns)<<(6*c) | uint64(rc.need)<<packNeed |
							uint64(rc.now)<<packNow | uint64(rc.remNext)<<packNext | uint64(rc.rem)<<(packRemAt+4*c)
					}
				}
			}
		}
	}
}

// canGoOnAtEnd is jointCanGoOn (solver_twist_joint.go) at 13 and after:
// no counters' run may still be short after 13, nor any item need a tile
// after it.
func (d *dp) canGoOnAtEnd(m int, st uint32, jokers, doubles, colours int, nd *itemNeeds) bool {
	var rem [game.NumColors]int
	need := 0
	for c := range game.NumColors {
		x := runStates[st>>(6*c)&63]
		cnt := int(x.x1 + x.x2)
		if cnt > 0 && (m > game.MaxNumber || x.x1 > 0) {
			return false
		}
		u := min(cnt, d.avail[m][c])
		need += cnt - u
		rem[c] = d.avail[m][c] - u
	}
	if need > jokers {
		return false
	}
	if *nd == (itemNeeds{}) {
		return true
	}
	return m == game.MaxNumber && nd.next == 0 && nd.fit(rem, jokers-need+doubles+colours, 0)
}

// fit reports whether the needs can be met at m with the number tiles rem
// the counters' runs leave there (by colour) and free jokers of any kind,
// and those of nd.next at m+1 with what is left of them and more (the
// tiles of m+1 the counters leave, and the doubles again: one placed at m
// stands for m+1 too).
func (nd *itemNeeds) fit(rem [game.NumColors]int, free, more int) bool {
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
	return int(nd.next) <= free-max(0, int(nd.any)-left)+more
}

// canGoOn reports whether the items the decision so far leaves (g.needs)
// can take a tile at the next number with its tiles and the jokers the
// decision leaves (the counters' options may only take more), and those
// of needs.next one at the number after.
func (g *twGen) canGoOn() bool {
	if g.needs == (itemNeeds{}) {
		return true
	}
	m, cur := g.n+1, &g.cur
	if m >= game.MaxNumber {
		return g.d.canGoOnAtEnd(m, 0, g.left[0]-int(cur.j), g.left[1]-int(cur.dd), g.left[2]-int(cur.cc), &g.needs)
	}
	av, av1 := &g.d.avail[m], &g.d.avail[m+1]
	doubles := g.left[1] - int(cur.dd)
	return g.needs.fit([game.NumColors]int{av[0], av[1], av[2], av[3]},
		g.left[0]-int(cur.j)+doubles+g.left[2]-int(cur.cc), av1[0]+av1[1]+av1[2]+av1[3]+doubles)
}
