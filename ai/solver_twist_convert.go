package ai

// Special runs that start as counters' runs (see solver_twist.go): a
// double or colour-change joker that follows number tiles and regular
// jokers joins a counters' run in progress, which then leaves the
// counters' state and goes on as a special run item. So a special run is
// not an item from its first tile (which opened one at every number tile
// that might later get a special joker: most of the states and decisions
// of the search went to those runs), only from its first special joker.
//
// At number n a decision may convert a counters' run of colour c that
// reached n-1, of length 1, 2 or 3 and more (as the counters count them):
// the new item has colour c, that length, and the special joker's action
// at n. The decisions are listed once for all the states that share the
// number, open items and jokers placed (twShared), so a conversion is a
// requirement the decision carries (tdec.convs: colour and length of each
// run taken); twExpand checks it against the state's counters and takes
// the runs out of them (minusRuns) before the counters' options apply.
//
// A counters' run of three or more tiles holds a number tile (there are
// at most two regular jokers), so its item holds one (itemReal). A
// shorter one may be regular jokers only: its item is marked maybe (the
// colour bound, no number tile known) and may not end before a number
// tile joins it. The special runs that hold number tiles only before
// their first special joker, fewer than three of them, are found
// otherwise: their jokers go first instead (R5 R6 *D is *D R5 R6, a run
// started by a special joker), except where the jokers cannot all stand
// before the first tile (a run starting at 1 or 2), for which the
// decisions still start special runs at a number tile (freshRuns). An
// initial meld counts the values the jokers stand for, so moving them
// changes the meld's value: there special runs start at any number tile,
// as before, and nothing is converted.
//
// The build (solver_twist_build.go) takes a counters' run of that colour
// and length out of the runs it lays, preferring one that holds a number
// tile, and makes it the special run's first tiles.

import "rummikub/game"

// runPres[s] is what the conversions need to know of run state s: how
// many runs of length 1, 2 and 3 or more it holds, 2 bits each (3: three
// or more).
var runPres [numStates]uint32

// convPres returns the counters' runs that the decisions at number n may
// convert, for run states cs by colour (runPres, 6 bits a colour), with
// the double and colour-change jokers left: 0 when there are none to
// convert with (an initial meld converts nothing). It is part of the
// decision lists' key (twShared), so that the decisions only convert
// runs the state holds: states whose counters hold the same runs, up to
// this, share their lists.
func (d *dp) convPres(n int, cs *[game.NumColors]int, doubles, colours int) uint32 {
	if d.p.threshold > 0 || doubles+colours == 0 || n == 1 {
		return 0
	}
	var pres uint32
	for c := range game.NumColors {
		pres |= runPres[cs[c]] << (6 * c)
	}
	return pres
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

// converts lists the conversions at the number, in freshRuns' canonical
// order (keys from 256 up, after the new items').
func (g *twGen) converts(minKey int) {
	if g.d.p.threshold > 0 {
		return
	}
	cur, n := &g.cur, g.n
	for c := range game.NumColors {
		for l := 1; l <= 3; l++ {
			most := int(g.pres >> (6*c + 2*(l-1)) & 3)
			if l < 3 && n-l <= 2 {
				most = 0 // started at 1 or 2: freshRuns starts it
			}
			if most == 3 {
				most = maxRuns // three or more: twExpand checks
			}
			if int(g.convs[c][l]) >= most {
				continue
			}
			g.convs[c][l]++
			base := convItem(c, l).grow()
			key := 256 + (c*4+l)*16
			if n < game.MaxNumber && int(cur.dd) < g.left[1] {
				cur.dd++
				g.push(minKey, key+int(actDouble), base|itemPend|itemSpecial, actDouble, n, int8(l))
				cur.dd--
			}
			if int(cur.cc) < g.left[2] {
				cur.cc++
				g.push(minKey, key+int(actColor), base|itemChanged|itemSpecial|itemSwitch, actColor, n, int8(l))
				cur.cc--
			}
			g.convs[c][l]--
		}
	}
}

// convCode is a conversion in tdec.convs: colour and length (never 0).
func convCode(c, l int) uint16 { return uint16(c*4 + l) }

// minusRuns[s][r] is run state s without the runs of pattern r (r1 of
// length 1, r2 of length 2, r3 of 3 or more: r1+5*r2+25*r3), or -1 when
// it has fewer.
var minusRuns [numStates][125]int8

// init fills minusRuns and runPres.
func init() {
	for s, x := range runStates {
		runPres[s] = uint32(min(x.x1, 3)) | uint32(min(x.x2, 3))<<2 | uint32(min(x.x3, 3))<<4
		for r := range 125 {
			r1, r2, r3 := r%5, r/5%5, r/25
			minusRuns[s][r] = -1
			for t, y := range runStates {
				if int(y.x1) == int(x.x1)-r1 && int(y.x2) == int(x.x2)-r2 && int(y.x3) == int(x.x3)-r3 {
					minusRuns[s][r] = int8(t)
				}
			}
		}
	}
}

// convPattern returns, for each colour, the runs a decision's conversions
// take out of the counters (minusRuns' pattern), and whether it takes any.
func convPattern(dc *tdec) (rm [game.NumColors]uint8, any bool) {
	for f := range dc.nf {
		if l := int(dc.conv[f]); l > 0 {
			rm[dc.fresh[f].col()] += [4]uint8{0, 1, 5, 25}[l]
			any = true
		}
	}
	return rm, any
}
