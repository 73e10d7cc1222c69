package ai

// The decision lists of the programme with special jokers (see
// solver_twist.go): listed at each number for the open items and jokers
// left (twDecisions), prepared for the search (twPrepare), the most rack
// tiles first, and kept by each solver (twistMemory.known) with the work
// each counts once a position.

import "rummikub/game"

// arenaChunk is how many prepared decisions twistMemory.arena holds at
// once.
const arenaChunk = 2048

// alloc returns a list of n prepared decisions, all zero, from the arena.
func (tw *twistMemory) alloc(n int) []twPrepared {
	if n > len(tw.arena) {
		if n > arenaChunk/4 {
			return make([]twPrepared, n)
		}
		tw.arena = make([]twPrepared, arenaChunk)
	}
	s := tw.arena[:n:n]
	tw.arena = tw.arena[n:]
	return s
}

// knownList is a decision list twistMemory.known holds, and the position
// that last counted its work (another position's number when none has:
// the trace's lists).
type knownList struct {
	decs []twPrepared
	pos  uint32
}

// knownLimit bounds the lists twistMemory.known holds between positions.
const knownLimit = 1 << 14

// twPrepared is a decision at a number with what follows from it,
// whatever the counters: the rack tiles it lays (weighed by the search),
// the open items after it, the jokers it places (packed as in twKey, to be
// added), and twLayerOptions' arguments for the counters' options on the
// tiles and jokers it leaves (found in its table when the search takes the
// decision). It holds no pointer, so that the collector never scans
// the lists.
type twPrepared struct {
	dec   tdec
	items uint64
	rack  int8
	used  uint8
	sig   uint16
	// jokers, doubles, mirrors: the regular, double and mirror jokers the
	// counters' options may take.
	jokers, doubles, mirrors int8
	// nitems counts the open items after it, spare those that hold no
	// special joker yet (tdec.spare), dd and cc the double and
	// colour-change jokers it places: what the conversions added to it
	// need (solver_twist_convert.go).
	nitems, spare, dd, cc int8
	// needs is what the open items after it need at the next number
	// (needsAt), noNeeds whether that is nothing: the same for every state
	// that takes the decision, but for the conversions added to it.
	needs   itemNeeds
	noNeeds bool
}

// prepBase is what twPrepare needs of a list's number n: its table tiles t
// and tiles in all av, by colour, and the jokers of each kind left before
// the decisions (the double jokers for the options: those placed by
// neither the items nor the decision).
type prepBase struct {
	n                                 int
	t, av                             [game.NumColors]int
	jokers, doubles, colours, mirrors int
}

// twPrepare prepares pr for dc, a decision at the number of b leaving the
// open items af.
func twPrepare(pr *twPrepared, dc *tdec, af *twAfter, b *prepBase) {
	rack, sig, p := 0, 0, 1
	for c := range game.NumColors {
		x := int(dc.cons[c])
		ft := min(x, b.t[c])
		sig += ((b.t[c]-ft)*3 + b.av[c] - x) * p // signature
		p *= 9
		rack += x - ft
	}
	pr.dec = *dc
	pr.rack = int8(rack)
	pr.items = af.items
	pr.used = uint8(dc.j) + uint8(dc.dd)<<2 + uint8(dc.cc)<<4 + uint8(dc.mm)<<6
	pr.sig = uint16(sig)
	pr.jokers = int8(b.jokers - int(dc.j))
	// The special runs still short of a special joker keep the double
	// jokers they need (colour-change jokers first).
	pr.doubles = int8(b.doubles - int(dc.dd) - max(0, int(dc.spare)-(b.colours-int(dc.cc))))
	pr.mirrors = int8(b.mirrors - int(dc.mm))
	for w := af.items; w != 0; w >>= itemBits {
		pr.nitems++
	}
	pr.spare, pr.dd, pr.cc = dc.spare, dc.dd, dc.cc
	pr.needs = af.needs
	pr.noNeeds = pr.needs == itemNeeds{}
}

// decCacheKey is what the decisions at a number depend on: the open
// items, and the rest in ctx (twShared).
type decCacheKey struct{ items, ctx uint64 }

// twContext fills twistMemory.ctx for this solve: the number, its tiles
// (table tiles and tiles in all: signature), which later numbers have
// tiles (alive), whether the solve is an initial meld or turned round
// (item.endable), and the tiles of the next two numbers (twGen.canGoOn),
// as twShared's key holds them.
func (d *dp) twContext() {
	var filled uint32
	for n := 1; n <= game.MaxNumber; n++ {
		if d.avail[n] != [game.NumColors]int{} {
			filled |= 1 << n
		}
	}
	for n := 1; n <= game.MaxNumber; n++ {
		var t [game.NumColors]int
		for c := range game.NumColors {
			t[c] = int(d.p.table[n][c])
		}
		ctx := uint64(n) | uint64(signature(t, d.avail[n]))<<4 | uint64(filled>>(n+1))<<17
		if d.p.threshold > 0 {
			ctx |= 1 << 38
		}
		if d.rev {
			ctx |= 1 << 55 // turned round: twins start and end otherwise
		}
		for c := range game.NumColors {
			ctx |= uint64(d.avail[n+1][c]) << (39 + 2*c)
			if n+2 <= game.MaxNumber {
				ctx |= uint64(d.avail[n+2][c]) << (47 + 2*c)
			}
		}
		d.tw.ctx[n] = ctx
	}
}

// twShared returns the decisions at number n with the open items and the
// jokers placed u, prepared (twPrepare), the most rack tiles first, from
// twistMemory.known or listed now; false when the budget ran out listing
// them.
// They depend on the number (its tiles, table tiles t), the jokers left,
// whether the solve is an initial meld, and which later numbers have
// tiles (alive): that is the key.
//
// The lists are kept by each solver (known), not shared by all: a table
// every solver reads needs a lock or atomic writes, and a large one is
// read from far memory on each look-up; on the benchmark's positions the
// lists found listed by another position (some 15%) saved less than the
// look-ups of all the others cost. A solver keeps its lists over the
// positions it solves (Hard's candidate plays share most), up to
// knownLimit.
func (d *dp) twShared(n int, items uint64, u [4]int, t [game.NumColors]int) ([]twPrepared, bool) {
	// The decisions whose items cannot go on are not listed (twGen.canGoOn):
	// they depend on the tiles of the next two numbers too (twContext).
	ctx := d.tw.ctx[n] | uint64(d.jokers-u[0])<<30
	for k := range numSpecial {
		ctx |= uint64(d.p.tableSpecial[k]+d.p.rackSpecial[k]-u[k+1]) << (32 + 2*k)
	}
	key := decCacheKey{items, ctx}
	// The work of listing them counts once a position, whether they are
	// listed now or were listed before: no answer depends on what was
	// solved before.
	if kl := d.tw.known.find(key); kl != nil {
		if kl.pos == d.tw.pos || d.tw.tracing {
			return kl.decs, true
		}
		if !d.tw.spendList(len(kl.decs)) {
			return nil, false
		}
		kl.pos = d.tw.pos
		return kl.decs, true
	}
	old := unpackItems(items, &d.tw.olds)
	d.twDecisions(n, old, u, true)
	if d.tw.aborted {
		return nil, false
	}
	// The decisions laying the most rack tiles first (else in the order
	// listed): good plays are found sooner, and the bound prunes more.
	var at [maxLaid + 1]int // where the decisions laying l tiles start
	d.tw.laid = d.tw.laid[:0]
	for i := range d.tw.buf {
		l := rackLaid(&d.tw.buf[i], &t)
		d.tw.laid = append(d.tw.laid, int8(l))
		at[l]++
	}
	for l, start := maxLaid, 0; l >= 0; l-- {
		at[l], start = start, start+at[l]
	}
	b := prepBase{n: n, t: t, av: d.avail[n], jokers: d.jokers - u[0]}
	b.doubles = d.p.tableSpecial[specialDouble] + d.p.rackSpecial[specialDouble] - u[1+specialDouble]
	b.colours = d.p.tableSpecial[specialColor] + d.p.rackSpecial[specialColor] - u[1+specialColor]
	b.mirrors = d.p.tableSpecial[specialMirror] + d.p.rackSpecial[specialMirror] - u[1+specialMirror]
	decs := d.tw.alloc(len(d.tw.buf))
	for i := range d.tw.buf {
		l := d.tw.laid[i]
		twPrepare(&decs[at[l]], &d.tw.buf[i], &d.tw.after[i], &b)
		at[l]++
	}
	pos := d.tw.pos
	if d.tw.tracing {
		pos-- // not counted: as if by another position
	}
	d.tw.known.put(key, knownList{decs, pos})
	return decs, true
}

// maxLaid bounds rackLaid: two copies of each face.
const maxLaid = 2 * game.NumColors

// rackLaid counts the rack tiles a decision lays at a number whose table
// tiles are t (the table's are taken first).
func rackLaid(dc *tdec, t *[game.NumColors]int) int {
	r := 0
	for c := range game.NumColors {
		x := int(dc.cons[c])
		r += x - min(x, t[c])
	}
	return r
}
