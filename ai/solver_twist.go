package ai

// Twist's special jokers in the programme. The classic programme (runs by
// counters, groups of real tiles and regular jokers) carries on unchanged;
// on top of it, the sets that hold a special joker are followed one by one:
//
//   - a special run: a run that holds a double joker or a colour-change
//     joker. It is an item of the state from its first special joker (the
//     tiles before it are a counters' run until then, converted into the
//     item: solver_twist_convert.go), or from its first tile when it
//     starts at 1 or 2 or in an initial meld, to its last; with its
//     colour, its physical length (1, 2, 3 or more tiles), whether it
//     holds a number tile (a run converted from a counters' run of one or
//     two tiles may not know: its colour is then bound all the same, a
//     maybe run, solver_twist_items.go), whether the number now reached
//     is already covered by the second half of its double (pend), whether
//     its last tile was a colour-change joker (the next tile must be of
//     another colour) and whether it has changed colour already;
//   - a twin: a mirror set whose sides are runs, followed as two runs of
//     one colour side by side (tile i of each side standing for the same
//     face, a double on one side mirrored by a double on the other), closed
//     by the mirror joker, which stands for the next number (for a side of
//     one face, for a missing colour); without a double it has at most
//     three faces a side (a longer one is two runs and a mirrored group);
//   - groups with a double joker (two real tiles, or a real tile and a
//     joker, and the double: four colours from three tiles) and mirror sets
//     whose sides are groups (the special groups): they live at one number
//     and are part of its options, with the counters' runs and groups
//     (solver_twist_groups.go).
//
// A special run started at its first tile (at 1 or 2) holds at most two
// number tiles and regular jokers before its first special joker: with
// more, they are a counters' run of three, converted at the special joker
// (solver_twist_convert.go). An initial meld is not bounded so: there the
// number a special joker stands for counts towards the meld's value.
//
// A special run may hold regular jokers too; a run holding only real tiles
// and regular jokers is left to the counters (so a special run must end
// holding a special joker, and there are never more special runs open
// than special jokers could fill). Which tiles the open and new items take
// from a number is decided first (the decisions, listed once for each
// number, open items and jokers left, and kept across solves:
// twShared); the options of the tiles left (counters and special groups)
// then apply. The state of the programme adds the list of open items
// (sorted, so that it does not depend on their order) and how many jokers
// of each special kind are placed.

import (
	"rummikub/game"
)

// Special joker kinds, as the programme counts them.
const (
	specialDouble = iota
	specialColor
	specialMirror
	numSpecial
)

// specialKind returns a special joker's index, or -1 for other tiles.
func specialKind(t game.Tile) int {
	switch t.Kind() {
	case game.DoubleJoker:
		return specialDouble
	case game.ColorJoker:
		return specialColor
	case game.MirrorJoker:
		return specialMirror
	}
	return -1
}

// Actions of an item or a new set at a number.
const (
	actEnd    int8 = iota
	actReal        // a number tile
	actJoker       // a regular joker
	actDouble      // the first half of a double joker
	actColor       // a colour-change joker
	actCover       // the second half of its double
	actTwin2       // twin: a number tile on each side
	actTwin1       // twin: a number tile and a regular joker
	actTwin0       // twin: a regular joker on each side
	actTwinD       // twin: a double joker on each side
)

// tgroup is a group with a double joker, or a mirror set whose sides are
// groups, at one number (a special group: solver_twist_groups.go).
type tgroup struct {
	mirror bool
	reals  [game.NumColors]int8 // number tiles by colour (a mirror: both sides)
	jokers [game.NumColors]int8 // regular jokers by the colour they stand for
	double uint8                // colours the double joker(s) stand for
}

// tdec is what the special sets do at one number.
type tdec struct {
	cons          [game.NumColors]int8 // number tiles taken, by colour
	j, dd, cc, mm int8                 // jokers taken: regular, double, colour, mirror
	val           int16                // the faces' value (initial meld)
	act           [maxItems]int8       // what each open item does
	next          [maxItems]item       // the item after, unless it ended
	fresh         [maxItems]item       // items started here
	freshAct      [maxItems]int8
	nf            int8
	// conv is, for each item started here, the length of the counters'
	// run it converts (1, 2, 3: three or more), 0 if none: the search
	// adds the conversions to a listed decision for each state
	// (solver_twist_convert.go), which the trace and the build read.
	conv [maxItems]int8
	// spare counts the special runs open after this number that hold no
	// special joker yet: the options must leave them enough double and
	// colour-change jokers.
	spare int8
}

// twGen lists the decisions at one number.
type twGen struct {
	n    int
	av   [game.NumColors]int
	left [4]int // jokers left: regular, double, colour, mirror
	old  []item
	cur  tdec
	out  []tdec
	// tw counts the search's work against its budget (nil while the
	// optimal path is traced); stop is set when it runs out, and the
	// listing then stops where it is.
	tw   *twistMemory
	stop bool
	d    *dp
	// needs is what the items of the decision so far need at the next
	// number, once every open item is decided (twGen.canGoOn).
	needs itemNeeds
	// Once every open item is decided: spare counts the special runs open
	// after this number so far that hold no special joker yet, and packed
	// is the open items after it so far as packItems packs them (both
	// kept up to date as new items are opened).
	spare  int
	packed uint64
	// after holds the open items after each decision of out, and what
	// they need at the next number.
	after []twAfter
}

func (g *twGen) take(c, k int) bool {
	if int(g.cur.cons[c])+k > g.av[c] {
		return false
	}
	g.cur.cons[c] += int8(k)
	return true
}

// olds decides for open item i onwards.
func (g *twGen) olds(i int) {
	if g.stop {
		return
	}
	if i == len(g.old) {
		var nb [maxItems]item
		n, spare := 0, 0
		for j := range g.old {
			if g.cur.act[j] != actEnd {
				nb[n] = g.cur.next[j]
				if !nb[n].twin() && !nb[n].is(itemSpecial) {
					spare++
				}
				n++
			}
		}
		g.needs = needsAt(nb[:n], g.n+1, g.d.rev)
		g.spare, g.packed = spare, packItems(nb[:n])
		g.freshRuns(0)
		return
	}
	it, n, cur := g.old[i], g.n, &g.cur
	if it.is(itemPend) {
		v := int16(n)
		nx := it &^ itemPend
		if it.twin() {
			v, nx = 2*v, nx.grow()
		}
		cur.act[i], cur.next[i] = actCover, nx
		cur.val += v
		g.cont(i)
		cur.val -= v
		return
	}
	if it.endable(n, g.d.rev) {
		cur.act[i] = actEnd
		g.olds(i + 1)
	}
	if it.twin() {
		nx := it.grow()
		cur.val += int16(2 * n)
		// A twin of four faces or more without a double is two runs of
		// one face fewer and a mirrored group of one face (R2 R3 R4 R5 *M
		// R5 R4 R3 R2 is R2 R3 R4, R2 R3 R4 and R5 *M R5): it stops at
		// three faces, or takes a double.
		short := it.is(itemSpecial) || it.length() < 3
		for r := 2; r >= 0 && short; r-- {
			if int(cur.j)+2-r > g.left[0] {
				continue
			}
			cur.j += int8(2 - r)
			cur.act[i] = [3]int8{actTwin0, actTwin1, actTwin2}[r]
			if r == 0 {
				cur.next[i] = nx
				g.cont(i)
			}
			for c := range game.NumColors {
				if r == 0 || (it.is(itemReal) && c != it.col()) || !g.take(c, r) {
					continue
				}
				cur.next[i] = nx.withCol(c) | itemReal
				g.cont(i)
				cur.cons[c] -= int8(r)
			}
			cur.j -= int8(2 - r)
		}
		if n < game.MaxNumber && int(cur.dd)+2 <= g.left[1] {
			cur.dd += 2
			cur.act[i], cur.next[i] = actTwinD, nx|itemPend|itemSpecial
			g.cont(i)
			cur.dd -= 2
		}
		cur.val -= int16(2 * n)
		return
	}
	cur.val += int16(n)
	// A number tile: of the run's colour, of another after a colour-change
	// joker, of any while the run holds none (its colour is then open; a
	// maybe run's colour is bound). A run started at its first tile takes
	// at most two before its special joker (a counters' run of three is
	// converted instead; an initial meld may not move its special joker
	// first: the value it stands for counts, so the bound is off there).
	plainOK := it.is(itemSpecial) || it.length() < 2 || g.d.p.threshold > 0
	for c := range game.NumColors {
		if it.fixed() && it.other() == (c == it.col()) {
			continue
		}
		if plainOK && g.take(c, 1) {
			cur.act[i], cur.next[i] = actReal, (it&^itemSwitch).withCol(c).grow()|itemReal
			g.cont(i)
			cur.cons[c]--
		}
	}
	// Jokers leave the colour open (after a colour-change joker, the colour
	// of the run's end is still to come).
	base := it.grow()
	if plainOK && int(cur.j) < g.left[0] {
		cur.j++
		cur.act[i], cur.next[i] = actJoker, base
		g.cont(i)
		cur.j--
	}
	if n < game.MaxNumber && int(cur.dd) < g.left[1] {
		cur.dd++
		cur.act[i], cur.next[i] = actDouble, base|itemPend|itemSpecial
		g.cont(i)
		cur.dd--
	}
	if !it.is(itemChanged) && int(cur.cc) < g.left[2] {
		cur.cc++
		nx := base | itemChanged | itemSpecial
		if it.is(itemReal) {
			nx |= itemSwitch // the tiles after it take another colour
		}
		cur.act[i], cur.next[i] = actColor, nx
		g.cont(i)
		cur.cc--
	}
	cur.val -= int16(n)
}

// cont goes on to the next open item if item i can still be completed.
func (g *twGen) cont(i int) {
	if g.alive(g.cur.next[i]) {
		g.olds(i + 1)
	}
}

// alive reports whether an item holding no number tile yet may still get
// one within the reach of the jokers left.
//
// The decision lists are shared by every state and solve whose key
// (twShared) is theirs, and the key holds the tiles of the next two
// numbers by colour but only whether each later number has a tile: so the
// colours are looked at up to n+2 only, and beyond any tile will do (a
// maybe run's colour is bound: checking it further would list a decision
// or not depending on tiles the key does not hold).
func (g *twGen) alive(it item) bool {
	if it.is(itemReal) {
		return true
	}
	cur := &g.cur
	colours := g.left[2] - int(cur.cc)
	slots := g.left[0] - int(cur.j) + 2*(g.left[1]-int(cur.dd)) + colours
	return g.d.reachable(it, g.n, slots, colours, g.n+2)
}

// reachable reports whether item it, at number n, holding no number tile
// yet, may still get one of the colours it may take (any while its colour
// is open or it may take a colour-change joker) within slots numbers
// (the jokers left may stand for). The colours are looked at up to number
// upto, beyond it a tile of any colour will do.
func (d *dp) reachable(it item, n, slots, colours, upto int) bool {
	if it.is(itemReal) {
		return true
	}
	from := n + 1
	if it.is(itemPend) {
		from++
	}
	for m := from; m <= min(game.MaxNumber, from+slots); m++ {
		av := &d.avail[m]
		switch {
		case !it.fixed() || colours > 0 && !it.is(itemChanged) || m > upto: // any colour
			if av[0]+av[1]+av[2]+av[3] > 0 {
				return true
			}
		case it.other(): // another colour than its own
			if av[0]+av[1]+av[2]+av[3] > av[it.col()] {
				return true
			}
		case av[it.col()] > 0:
			return true
		}
	}
	return false
}

// freshRuns starts special runs and twins, in a canonical order (keys not
// decreasing).
func (g *twGen) freshRuns(minKey int) {
	// Items that cannot all take a tile at the next number cannot with
	// more items and fewer jokers either (twGen.canGoOn).
	if g.stop || !g.canGoOn() {
		return
	}
	g.record()
	cur, n := &g.cur, g.n
	if int(cur.nf) == maxItems || len(g.old)+int(cur.nf) >= maxItems {
		return
	}
	// Special runs: at most as many without their special joker as there
	// are special jokers left to give them.
	plain := g.spare < g.left[1]-int(cur.dd)+g.left[2]-int(cur.cc)
	// At a number tile or a regular joker only at 1 and 2, where the run's
	// jokers could not all stand before it instead, or in an initial meld
	// (solver_twist_convert.go): elsewhere a counters' run becomes the
	// special run at its special joker.
	atTile := plain && (n <= 2 || g.d.p.threshold > 0)
	for c := range game.NumColors {
		if atTile && g.take(c, 1) {
			g.push(minKey, c*16+int(actReal), newItem(false, c)|itemReal, actReal, n)
			cur.cons[c]--
		}
	}
	// Started by a regular joker, a run's colour stays open.
	if atTile && int(cur.j) < g.left[0] {
		cur.j++
		g.push(minKey, 64+int(actJoker), newItem(false, 0), actJoker, n)
		cur.j--
	}
	if n < game.MaxNumber && int(cur.dd) < g.left[1] {
		cur.dd++
		g.push(minKey, 64+int(actDouble), newItem(false, 0)|itemPend|itemSpecial, actDouble, n)
		cur.dd--
	}
	if int(cur.cc) < g.left[2] {
		cur.cc++
		g.push(minKey, 64+int(actColor), newItem(false, 0)|itemChanged|itemSpecial, actColor, n)
		cur.cc--
	}
	// Twins: the mirror joker is counted when the twin starts. Turned
	// round, its mirror stands for the number before its first face: none
	// starts at 1 (item.endable).
	if int(cur.mm) < g.left[3] && (n > 1 || !g.d.rev) {
		cur.mm++
		for r := 2; r >= 0; r-- {
			if int(cur.j)+2-r > g.left[0] {
				continue
			}
			cur.j += int8(2 - r)
			act := [3]int8{actTwin0, actTwin1, actTwin2}[r]
			if r == 0 {
				g.push(minKey, 128+int(act), newItem(true, 0), act, 2*n)
			}
			for c := range game.NumColors {
				if r > 0 && g.take(c, r) {
					g.push(minKey, 128+c*16+int(act), newItem(true, c)|itemReal, act, 2*n)
					cur.cons[c] -= int8(r)
				}
			}
			cur.j -= int8(2 - r)
		}
		if n < game.MaxNumber && int(cur.dd)+2 <= g.left[1] {
			cur.dd += 2
			g.push(minKey, 128+64+int(actTwinD), newItem(true, 0)|itemPend|itemSpecial, actTwinD, 2*n)
			cur.dd -= 2
		}
		cur.mm--
	}
}

// push opens item it with action act (key: its place in freshRuns'
// canonical order, v: the value it lays) and goes on with more.
func (g *twGen) push(minKey, key int, it item, act int8, v int) {
	if key < minKey || !g.alive(it) {
		return
	}
	cur := &g.cur
	cur.fresh[cur.nf], cur.freshAct[cur.nf] = it, act
	cur.nf++
	cur.val += int16(v)
	nd, spare, packed := g.needs, g.spare, g.packed
	g.needs.add(it, g.n+1, g.d.rev)
	if !it.twin() && !it.is(itemSpecial) {
		g.spare++
	}
	g.packed = insertPacked(packed, it)
	g.freshRuns(key)
	g.needs, g.spare, g.packed = nd, spare, packed
	cur.val -= int16(v)
	cur.nf--
}

// record keeps the decision made so far if the special runs without their
// special joker can still get one.
func (g *twGen) record() {
	cur := &g.cur
	if g.spare > g.left[1]-int(cur.dd)+g.left[2]-int(cur.cc) {
		return
	}
	if !g.d.tw.note(cur, g.packed, g.d.p.threshold > 0) {
		return // an equivalent decision is listed already
	}
	if g.tw != nil && !g.tw.spend(1) {
		g.stop = true
		return
	}
	cur.spare = int8(g.spare)
	g.out = append(g.out, *cur)
	g.after = append(g.after, twAfter{g.packed, g.needs})
}

// twAfter is what follows a listed decision: the open items after it
// (packed) and what they need at the next number (needsAt: the listing
// keeps it up to date as it opens items, so the lists need not work it
// out again).
type twAfter struct {
	items uint64
	needs itemNeeds
}

// decKey is what a decision at a number leaves to the rest of the search:
// the tiles it takes and the jokers it places (2 bits each), the value it
// lays (16 bits), and the open items after it (packItems). Decisions with
// one key are interchangeable.
type decKey [2]uint64

// note reports whether a decision, leaving the open items packed (as
// packItems packs them), is the first of its key at this number
// (twDecisions clears the record); the value laid counts only in an
// initial meld.
func (tw *twistMemory) note(dc *tdec, packed uint64, meld bool) bool {
	var a uint64
	for c, x := range dc.cons {
		a |= uint64(x) << (2 * c)
	}
	a |= uint64(dc.j)<<8 | uint64(dc.dd)<<10 | uint64(dc.cc)<<12 | uint64(dc.mm)<<14
	if meld {
		a |= uint64(uint16(dc.val)) << 16
	}
	return tw.seen.add(decKey{a, packed})
}

// twDecisions lists the decisions of the special sets at number n in
// d.tw.buf, and the open items after each in d.tw.after. The
// work of listing them counts against the budget when charge is set.
func (d *dp) twDecisions(n int, old []item, used [4]int, charge bool) {
	g := twGen{n: n, old: old, out: d.tw.buf[:0], after: d.tw.after[:0], d: d}
	if charge && !d.tw.tracing {
		g.tw = &d.tw
	}
	for c := range game.NumColors {
		g.av[c] = d.avail[n][c]
	}
	g.left[0] = d.jokers - used[0]
	for k := range numSpecial {
		g.left[k+1] = d.p.tableSpecial[k] + d.p.rackSpecial[k] - used[k+1]
	}
	d.tw.seen.reset()
	g.olds(0)
	if g.stop {
		d.tw.aborted = true
	}
	d.tw.buf, d.tw.after = g.out, g.after
}
