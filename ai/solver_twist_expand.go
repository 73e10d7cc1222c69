package ai

// twExpand: the children of a state of the programme with special jokers
// (solver_twist_search.go), the search's inner loop.
//
// Its cost is in the options: each state tries every counters' option of
// each decision and conversion (some 3.6 million children on the
// benchmark's 260 saved Twist positions, most refused by jointCanGoOn), so
// what does not depend on the option is worked out before the loop:
//   - the run states after the number and the runs' checks at the next
//     number come from one table (runPacks, solver_twist_needs.go) as one
//     word a colour, looked up by the option's tiles to runs and summed
//     (the state after the number in its low bits, the jokers and tiles
//     the runs need in fields of their own);
//   - the floor (the best score found, or the caller's) is a local kept up
//     to date as the best changes, and a child is visited by a plain call
//     (twVisit), not a closure: a closure's captured locals live in memory,
//     and the loop reads them for every option;
//   - a child is made (twChild) only when it is visited or queued;
//   - the conversions of a state (convSets) are listed once a solve for
//     the run states and jokers they depend on (twConvSets): states that
//     differ in their open items, numbers or meld value share them.

import (
	mathbits "math/bits"

	"rummikub/game"
)

// twExpand is expand with the special sets: for each of their decisions
// at number n, and each choice of counters' runs converted into special
// runs (convSets, solver_twist_convert.go), the counters' options on the
// tiles and runs left (k is the state's key, twKey).
//
// The children whose counters' runs can only go on by taking special
// jokers (jointCanGoOn's loose case) come after all the others: on the
// path to the best play they are seldom needed, and the bound then prunes
// them.
func (d *dp) twExpand(n int, st uint32, items uint64, used uint32, mv int, k uint64, alpha int32, want *twStep) int32 {
	pauseHeavy() // lets the browser draw during a long search (pause_js.go)
	var cs, t [game.NumColors]int
	for c := range game.NumColors {
		cs[c] = int(st >> (6 * c) & 63)
		t[c] = int(d.p.table[n][c])
	}
	u := usedCounts(used)
	ck := k & twListKey // twKey(n, 0, items, used, 0)
	preps, ok := d.tw.cached.get(ck)
	if !ok {
		if preps, ok = d.twShared(n, items, u, t); !ok {
			return infeasible // out of budget
		}
		d.tw.cached.put(ck, preps)
	}
	totD := d.p.tableSpecial[specialDouble] + d.p.rackSpecial[specialDouble]
	totC := d.p.tableSpecial[specialColor] + d.p.rackSpecial[specialColor]
	// the jokers left before the decisions
	left0, leftD, leftC := d.jokers-u[0], totD-u[1+specialDouble], totC-u[1+specialColor]
	var one [1]convSet
	sets := d.twConvSets(n, st, &cs, leftD, leftC, left0+2*leftD+leftC, &one)
	later := len(d.tw.later)
	best, bound, limit := int32(infeasible), int32(infeasible), d.ub[n]
	floor := max(alpha, best) // what a child must beat
	if want != nil {
		floor = want.score - 1
	}
	next := d.ub[n+1]
	weight := d.weight(n)
	meld := d.p.threshold > 0
	mask, rule := d.p.apart[n], d.p.rules[n]
	track, ruled := d.p.runs.track[n], d.p.runs.active[n]
	var oldBuf [maxItems]item
	var old []item
	if ruled {
		old = unpackItems(items, &oldBuf)
	}
	// the runs' table rows at the next number, by colour
	m := n + 1
	var rows [game.NumColors]*[numStates][packK]uint64
	for c := range game.NumColors {
		a, b := 0, 0
		if m < game.MaxNumber {
			a, b = d.avail[m][c]&3, d.avail[m+1][c]&3
		}
		rows[c] = &runPacks[c][a][b]
	}
	for pi := range preps {
		pr := &preps[pi]
		dc, base0 := &pr.dec, int32(pr.rack)*weight
		set0 := d.twOptions(n, int(pr.sig), int(pr.jokers), int(pr.doubles), int(pr.mirrors), mask, rule, track)
		for si := range sets {
			cv := &sets[si]
			nitems, nused, set, nd, noNeeds := pr.items, used+uint32(pr.used), set0, pr.needs, pr.noNeeds
			if cv.k > 0 {
				dd, cc := leftD-int(pr.dd)-int(cv.dd), leftC-int(pr.cc)-int(cv.cc)
				if dd < 0 || cc < 0 || pr.nitems+cv.k > maxItems || int(pr.spare) > dd+cc {
					continue
				}
				for j := range cv.k {
					nitems = insertPacked(nitems, cv.its[j])
					nd.add(cv.its[j], m, d.rev)
				}
				noNeeds = nd == itemNeeds{}
				nused += uint32(cv.dd)<<2 + uint32(cv.cc)<<4
				// the special runs short of a special joker keep the
				// double jokers they need (colour-change jokers first)
				if doubles := dd - max(0, int(pr.spare)-cc); doubles != int(pr.doubles) {
					set = d.twOptions(n, int(pr.sig), int(pr.jokers), doubles, int(pr.mirrors), mask, rule, track)
				}
			}
			// the run states after this number and their checks at the
			// next, by colour and runs taken
			e0, e1, e2, e3 := &rows[0][cv.cs[0]], &rows[1][cv.cs[1]], &rows[2][cv.cs[2]], &rows[3][cv.cs[3]]
			a0 := set.atLeast[0][runStates[cv.cs[0]].x1+runStates[cv.cs[0]].x2]
			a1 := set.atLeast[1][runStates[cv.cs[1]].x1+runStates[cv.cs[1]].x2]
			a2 := set.atLeast[2][runStates[cv.cs[2]].x1+runStates[cv.cs[2]].x2]
			a3 := set.atLeast[3][runStates[cv.cs[3]].x1+runStates[cv.cs[3]].x2]
		options:
			for w := range a0 {
				for bits := a0[w] & a1[w] & a2[w] & a3[w]; bits != 0; bits &= bits - 1 {
					o := &set.options[w<<6|mathbits.TrailingZeros64(bits)]
					base := base0 + int32(o.l)*weight
					if base+next <= floor {
						bound = max(bound, base+next)
						break options
					}
					pk := e0[o.k[0]&7] + e1[o.k[1]&7] + e2[o.k[2]&7] + e3[o.k[3]&7]
					cu := nused + uint32(o.jl) + uint32(o.dd)<<2 + uint32(o.mm)<<6
					ok, loose := d.jointCanGoOn(m, pk, d.jokers-int(cu&3), totD-int(cu>>2&3), totC-int(cu>>4&3), &nd, noNeeds)
					if !ok {
						continue
					}
					c := twChild{base: base, ns: uint32(pk) & packStates, used: cu, items: nitems, mv: mv, dec: int32(pi), set: int32(si), o: o}
					if meld {
						c.mv = min(d.p.threshold, mv+int(dc.val)+n*(int(o.l)+int(o.jl)+2*int(o.dd)))
					} else if ruled {
						rm := runMove{st: st, ns: c.ns, old: old, dc: dc, cv: cv, o: o}
						if c.mv, ok = d.p.runs.step(n, mv, &rm); !ok {
							continue
						}
					}
					if loose {
						d.tw.later = append(d.tw.later, c)
						continue
					}
					v, found := d.twVisit(n, &c, floor, want, preps, sets)
					switch {
					case found:
						d.tw.later = d.tw.later[:later]
						return v
					case v < 0:
					case v <= floor:
						bound = max(bound, v)
					default:
						best, floor = v, v
						if best == limit {
							d.tw.later = d.tw.later[:later]
							return best
						}
					}
				}
			}
		}
	}
	// The children whose runs need special jokers, last. Their scores are
	// taken as in the loop above, written out again rather than shared
	// through a function or closure: best, floor and bound stay in
	// registers in the search's hottest loop.
	for i := later; i < len(d.tw.later); i++ {
		c := d.tw.later[i]
		if c.base+next <= floor {
			bound = max(bound, c.base+next)
			continue
		}
		v, found := d.twVisit(n, &c, floor, want, preps, sets)
		switch {
		case found:
			d.tw.later = d.tw.later[:later]
			return v
		case v < 0:
		case v <= floor:
			bound = max(bound, v)
		default:
			best, floor = v, v
			if best == limit {
				d.tw.later = d.tw.later[:later]
				return best
			}
		}
	}
	d.tw.later = d.tw.later[:later]
	return max(best, bound)
}

// twVisit visits child c of a state at number n: its score (what its
// number lays and the best after, when that beats floor; what bounds it
// otherwise), or infeasible. When the optimal path is traced (want), it
// reports found for a child that reaches want's score, and fills want with
// its decision (preps and sets are the state's decisions and
// conversions); the others are infeasible.
func (d *dp) twVisit(n int, c *twChild, floor int32, want *twStep, preps []twPrepared, sets []convSet) (int32, bool) {
	sub := d.twBest(n+1, c.ns, c.items, c.used, c.mv, floor-c.base)
	if sub < 0 {
		return infeasible, false
	}
	v := c.base + sub
	if want == nil {
		return v, false
	}
	if v != want.score {
		return infeasible, false
	}
	cv := &sets[c.set]
	want.dec, want.option = preps[c.dec].dec, *c.o
	for j := range cv.k {
		f := want.dec.nf
		want.dec.fresh[f], want.dec.freshAct[f], want.dec.conv[f] = cv.its[j], cv.act[j], cv.l[j]
		want.dec.nf++
	}
	want.next, want.items, want.used, want.mv, want.score = c.ns, c.items, c.used, c.mv, sub
	return v, true
}

// twChild is a child of a state in twExpand: the score its number lays,
// its state, and the decision, conversions and option that lead to it
// (indices in the state's lists).
type twChild struct {
	base     int32
	ns, used uint32
	items    uint64
	mv       int
	dec, set int32
	o        *option
}

// twOptions is trackedOptions through this solve's table of them (opts):
// the lists behind it are shared by every solver (sync.Map, whose lookup
// cost a tenth of the heaviest positions' time), and within one solve the
// number n fixes the mask, the rule and the tracked colours.
func (d *dp) twOptions(n, sig, jokers, doubles, mirrors int, mask pairMask, rule groupRule, track uint8) *optionSet {
	k := uint64(n) | uint64(sig)<<4 | uint64(jokers)<<20 | uint64(doubles)<<28 | uint64(mirrors)<<36
	if set, ok := d.tw.opts.get(k); ok {
		return set
	}
	set := trackedOptions(sig, jokers, doubles, mirrors, mask, rule, track)
	d.tw.opts.put(k, set)
	return set
}
