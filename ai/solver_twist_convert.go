package ai

// Special runs that start as counters' runs (see solver_twist.go): a
// double or colour-change joker that follows number tiles and regular
// jokers joins a counters' run in progress, which then leaves the
// counters' state and goes on as a special run item. So a special run is
// not an item from its first tile (which opened one at every number tile
// that might later get a special joker: most of the states and decisions
// of the search went to those runs), only from its first special joker.
//
// At number n a state may convert a counters' run of colour c that
// reached n-1, of length 1, 2 or 3 and more (as the counters count them):
// the new item has colour c, that length, and the special joker's action
// at n. The decisions of the open and new items are listed once for all
// the states that share the number, open items and jokers placed
// (twShared), whatever their counters; the conversions depend on the
// counters, so twExpand lists them for each state (convSets: the runs it
// holds, the double and colour-change jokers left; once a solve for each,
// twConvSets) and adds each choice
// to each decision that leaves it the jokers (and the special runs still
// short of a special joker theirs), before the counters' options apply to
// the runs left. (Listing them with the decisions, keyed on the runs the
// state holds, listed some 15 times as many decisions: few states share
// their runs.)
//
// A counters' run of three or more tiles holds a number tile (there are
// at most two regular jokers), so its item holds one (itemReal): such a
// conversion is always a valid set so far. A shorter one may be regular
// jokers only (a run of jokers has any colour, and the counters give it
// one): its item is marked maybe (the colour bound, no number tile known)
// and may not end before a number tile joins it. Every special run is
// still found:
//   - one that starts with its special joker is started by freshRuns, as
//     before;
//   - one that starts at 1 or 2 is started by freshRuns at its first tile
//     (a number tile or a regular joker), holding at most two tiles before
//     its first special joker (with three or more, those are a counters'
//     run of three, converted); a run shorter than three that started at
//     1 or 2 is not converted, so these are not found twice;
//   - one that starts at 3 or later with tiles before its first special
//     joker, a number tile after it: those tiles are a counters' run
//     (merged with a run of its colour that ended just before, when the
//     counters extend that one instead: still a valid prefix), converted;
//   - one that starts at 3 or later with fewer than three tiles before its
//     first special joker and no number tile after (R5 R6 *D, whose tiles
//     may be jokers only in the counters): its jokers go first instead, as far
//     as there is room below its first tile (*D R5 R6; R3 *D * is
//     *D R3 *), and it starts with a special joker.
// An initial meld counts the values the jokers stand for, so moving them
// changes the meld's value: there special runs start at any number tile
// or regular joker, as before, and nothing is converted.
//
// The build (solver_twist_build.go) takes a counters' run of that colour
// and length out of the runs it lays, preferring one that holds a number
// tile, and makes it the special run's first tiles.

import "rummikub/game"

// maxConv bounds the conversions at one number: one a double or
// colour-change joker.
const maxConv = 4

// convSet is a choice of conversions at a number: the items the runs
// become (its, with their special joker's action and the length of each
// run), the double and colour-change jokers they take, and the run states
// left by colour.
type convSet struct {
	k, dd, cc int8
	its       [maxConv]item
	act, l    [maxConv]int8
	cs        [game.NumColors]int8
}

// minusRun[s][l] is run state s without one run of length l (3: three or
// more), or -1 when it has none.
var minusRun [numStates][4]int8

// init fills minusRun.
func init() {
	for s, x := range runStates {
		for l := 1; l <= 3; l++ {
			y := x
			switch l {
			case 1:
				y.x1--
			case 2:
				y.x2--
			case 3:
				y.x3--
			}
			minusRun[s][l] = -1
			for t, z := range runStates {
				if z == y {
					minusRun[s][l] = int8(t)
				}
			}
		}
	}
}

// convSets appends to out the choices of conversions of a state whose
// run states are cs at number n, with the double and colour-change jokers
// left, the empty one first, each once (in a canonical order: colour,
// length, double first); slots is how far the jokers left may carry a run
// that holds no number tile yet (twGen.alive).
func (d *dp) convSets(n int, cs *[game.NumColors]int, doubles, colours, slots int, out []convSet) []convSet {
	var cur convSet
	for c := range game.NumColors {
		cur.cs[c] = int8(cs[c])
	}
	out = append(out, cur)
	if d.p.threshold > 0 || n < 4 || doubles+colours == 0 {
		return out
	}
	if n == game.MaxNumber {
		doubles = 0 // a double joker would stand for 14
	}
	// the conversions one at a time (colour, length, double first), each
	// with its item
	var cand [game.NumColors * 3 * 2]struct {
		c, l   int8
		double bool
		it     item
	}
	nc := 0
	for c := range game.NumColors {
		x := runStates[cs[c]]
		for l, have := range [3]int8{x.x1, x.x2, x.x3} {
			l++
			if have == 0 || l < 3 && n-l <= 2 {
				continue // a run started at 1 or 2: freshRuns starts it
			}
			base := convItem(c, l).grow()
			for _, double := range [2]bool{true, false} {
				it := base | itemChanged | itemSpecial | itemSwitch
				if double {
					if doubles == 0 {
						continue
					}
					it = base | itemPend | itemSpecial
				} else if colours == 0 {
					continue
				}
				if d.reachable(it, n, slots, colours, game.MaxNumber) {
					cand[nc].c, cand[nc].l, cand[nc].double, cand[nc].it = int8(c), int8(l), double, it
					nc++
				}
			}
		}
	}
	if nc == 0 {
		return out
	}
	var rec func(from int)
	rec = func(from int) {
		if int(cur.k) == maxConv {
			return
		}
		for i := from; i < nc; i++ {
			cd := &cand[i]
			if cd.double && int(cur.dd) == doubles || !cd.double && int(cur.cc) == colours {
				continue
			}
			s := cur.cs[cd.c]
			rest := minusRun[s][cd.l]
			if rest < 0 {
				continue
			}
			k := cur.k
			cur.its[k], cur.act[k], cur.l[k] = cd.it, actColor, cd.l
			if cd.double {
				cur.act[k] = actDouble
				cur.dd++
			} else {
				cur.cc++
			}
			cur.k++
			cur.cs[cd.c] = rest
			out = append(out, cur)
			rec(i)
			cur.cs[cd.c] = s
			cur.k--
			if cd.double {
				cur.dd--
			} else {
				cur.cc--
			}
		}
	}
	rec(0)
	return out
}

// convItem is the item of a counters' run of colour c and length l
// (3: three or more) before its special joker.
func convItem(c, l int) item {
	it := newItem(false, c)&^(3<<itemLenShift) | item(l)<<itemLenShift
	if l >= 3 {
		return it | itemReal
	}
	return it | itemSwitch // maybe: no number tile known
}

// twConvSets returns convSets' choices of conversions for a state whose
// run states are cs (packed in st) at number n, with the double and
// colour-change jokers left and the slots they and the regular jokers
// fill. They depend on nothing else but the solve (its tiles, through
// reachable, and whether it is an initial meld), so each solve lists them
// once for each key (twistMemory.convs, emptied by twSolve), and many
// states share them (they differ in their open items). A state that may
// convert nothing (an initial meld, before 4, no double or colour-change
// joker left) has only the empty choice: it is made in one, not looked
// up.
func (d *dp) twConvSets(n int, st uint32, cs *[game.NumColors]int, doubles, colours, slots int, one *[1]convSet) []convSet {
	if d.p.threshold > 0 || n < 4 || doubles+colours == 0 {
		for c := range game.NumColors {
			one[0].cs[c] = int8(cs[c])
		}
		return one[:]
	}
	// n (4 bits), the run states (24), doubles and colours (2 each: at
	// most 2 jokers of a kind) and slots (at most 2+2*2+2)
	key := uint64(n) | uint64(st)<<4 | uint64(doubles)<<28 | uint64(colours)<<30 | uint64(slots)<<32
	if s, ok := d.tw.convs.get(key); ok {
		return s
	}
	start := len(d.tw.convArena)
	d.tw.convArena = d.convSets(n, cs, doubles, colours, slots, d.tw.convArena)
	s := d.tw.convArena[start:len(d.tw.convArena):len(d.tw.convArena)]
	d.tw.convs.put(key, s)
	return s
}
