package ai

// From the programme's decisions to sets when special jokers are in play:
// the special runs, twins and groups of solver_twist.go laid out tile by
// tile with pins, and the counters' runs and groups as in classic.

import (
	"slices"

	"rummikub/game"
)

// twEntry is one tile of a special run or of a twin's side: the tile, and
// the colour and (first) number it stands for.
type twEntry struct {
	tile game.Tile
	col  game.Color
	num  int
}

// twObj is an open special run (one side) or twin (two sides).
type twObj struct {
	twin        bool
	left, right []twEntry
	mirror      game.Tile // a twin's mirror joker
	rev         bool      // laid out in a position turned round (valleySet)
}

// twPools hands out the tiles of an instance: table tiles first, and
// records the rack tiles taken.
type twPools struct {
	reals  [game.MaxNumber + 1][game.NumColors][]game.Tile
	jokers [1 + numSpecial][]game.Tile // regular, double, colour, mirror
	rack   map[game.Tile]bool
	played []game.Tile
}

func (pl *twPools) take(t game.Tile) game.Tile {
	if pl.rack[t] {
		pl.played = append(pl.played, t)
	}
	return t
}

func (pl *twPools) real(n int, c game.Color) game.Tile {
	t := pl.reals[n][c][0]
	pl.reals[n][c] = pl.reals[n][c][1:]
	return pl.take(t)
}

// joker takes a joker of a kind: 0 regular, 1+specialDouble...
func (pl *twPools) joker(k int) game.Tile {
	t := pl.jokers[k][0]
	pl.jokers[k] = pl.jokers[k][1:]
	return pl.take(t)
}

// buildTwist is build when special jokers are in play.
func (in *instance) buildTwist(d *dp, score int32) Solution {
	if d.tw.quick.used {
		return in.buildQuick(d, score)
	}
	steps := d.twTrace(score)
	pl := twPools{rack: map[game.Tile]bool{}}
	for n := range in.table {
		for c := range in.table[n] {
			pl.reals[n][c] = append(slices.Clone(in.table[n][c]), in.rack[n][c]...)
			for _, t := range in.rack[n][c] {
				pl.rack[t] = true
			}
		}
	}
	pl.jokers[0] = append(slices.Clone(in.jokers), in.rackJokers...)
	for _, t := range in.rackJokers {
		pl.rack[t] = true
	}
	for k := range numSpecial {
		pl.jokers[k+1] = append(slices.Clone(in.tableSpecial[k]), in.rackSpecial[k]...)
		for _, t := range in.rackSpecial[k] {
			pl.rack[t] = true
		}
	}
	var sets []game.Set
	var runs [game.NumColors][]*openRun
	var open []*twObj
	var items []item
	for n := 1; n <= game.MaxNumber; n++ {
		s := &steps[n]
		dc := &s.dec
		type pair struct {
			it item
			ob *twObj
		}
		var next []pair
		for i, ob := range open {
			if dc.act[i] == actEnd {
				sets = append(sets, ob.set())
				continue
			}
			ob.apply(&pl, dc.act[i], items[i], dc.next[i], n)
			next = append(next, pair{dc.next[i], ob})
		}
		for f := range dc.nf {
			it := dc.fresh[f]
			ob := &twObj{twin: it.twin(), rev: d.rev}
			if ob.twin {
				ob.mirror = pl.joker(1 + specialMirror)
			}
			if l := int(dc.conv[f]); l > 0 {
				// a counters' run's tiles are the special run's first
				c := it.col()
				var r *openRun
				runs[c], r = takeRun(runs[c], l)
				for i, t := range r.tiles {
					ob.left = append(ob.left, twEntry{t, game.Color(c), r.start + i})
				}
			}
			ob.apply(&pl, dc.freshAct[f], it, it, n)
			next = append(next, pair{it, ob})
		}
		slices.SortStableFunc(next, func(a, b pair) int { return int(b.it) - int(a.it) })
		open, items = open[:0], items[:0]
		for _, p := range next {
			open, items = append(open, p.ob), append(items, p.it)
		}
		// The counters' part, on the tiles left.
		var t, av [game.NumColors]int
		for c := range game.NumColors {
			x := int(dc.cons[c])
			t0 := int(in.p.table[n][c])
			t[c] = t0 - min(x, t0)
			av[c] = t0 + int(in.p.rack[n][c]) - x
		}
		// The special groups first (they take table tiles first, as pl
		// hands them out), then the runs and plain groups.
		sp, groups := trackedSplit(t, av, s.option, in.p.apart[n], in.p.rules[n], in.p.runs.track[n])
		for _, g := range groups {
			sets = append(sets, g.set(&pl, n))
		}
		var groupTiles []game.Tile
		for c := range game.Color(game.NumColors) {
			var reals []game.Tile
			for range sp.k[c] + sp.g[c] {
				reals = append(reals, pl.real(n, c))
			}
			groupTiles = append(groupTiles, reals[sp.k[c]:]...)
			items := reals[:sp.k[c]]
			for range sp.jr[c] {
				items = append(items, pl.joker(0))
			}
			var closed []game.Set
			runs[c], closed = extendRuns(runs[c], items, c, n)
			sets = append(sets, closed...)
		}
		var groupJokers []game.Tile
		for range sp.jg {
			groupJokers = append(groupJokers, pl.joker(0))
		}
		sets = append(sets, makeGroups(groupTiles, groupJokers, &sp, n)...)
	}
	for _, ob := range open {
		sets = append(sets, ob.set())
	}
	for c := range game.Color(game.NumColors) {
		for _, r := range runs[c] {
			sets = append(sets, r.set(c))
		}
	}
	var rest []game.Tile
	for n := range in.rack {
		for c := range in.rack[n] {
			for _, t := range in.rack[n][c] {
				if !slices.Contains(pl.played, t) {
					rest = append(rest, t)
				}
			}
		}
	}
	for k := range pl.jokers {
		rest = append(rest, pl.jokers[k]...) // left over: rack jokers
	}
	return Solution{Table: sets, Rack: rest, Played: pl.played, Tiles: int(score >> 10), Value: int(score & (tileWeight - 1))}
}

// takeRun takes out of runs (a colour's counters' runs in progress) one
// of length l (3: three or more), holding a number tile if one does
// (solver_twist_convert.go), and returns the rest and it.
func takeRun(runs []*openRun, l int) ([]*openRun, *openRun) {
	at := -1
	for i, r := range runs {
		if min(len(r.tiles), 3) != l {
			continue
		}
		if at < 0 || slices.ContainsFunc(r.tiles, func(t game.Tile) bool { return t.Kind() == game.Number }) {
			at = i
		}
	}
	if at < 0 {
		panic("ai: solver converted a counters' run it does not have")
	}
	r := runs[at]
	return slices.Delete(runs, at, at+1), r
}

// apply lays what an item does at number n: it is the item before (for
// its colour) and nx the item after.
func (ob *twObj) apply(pl *twPools, act int8, it, nx item, n int) {
	c := game.Color(nx.col())
	add := func(t game.Tile, col game.Color) {
		ob.left = append(ob.left, twEntry{t, col, n})
	}
	switch act {
	case actReal:
		add(pl.real(n, c), c)
	case actJoker:
		add(pl.joker(0), c)
	case actDouble:
		add(pl.joker(1+specialDouble), c)
	case actColor:
		add(pl.joker(1+specialColor), game.Color(it.col()))
	case actTwin2, actTwin1, actTwin0, actTwinD:
		var l, r game.Tile
		switch act {
		case actTwin2:
			l, r = pl.real(n, c), pl.real(n, c)
		case actTwin1:
			l, r = pl.real(n, c), pl.joker(0)
		case actTwin0:
			l, r = pl.joker(0), pl.joker(0)
		case actTwinD:
			l, r = pl.joker(1+specialDouble), pl.joker(1+specialDouble)
		}
		ob.left = append(ob.left, twEntry{l, c, n})
		ob.right = append(ob.right, twEntry{r, c, n})
	}
}

// pinOf is what a joker of a run stands for: one face, two for a double.
func pinOf(e twEntry) game.Pin {
	if e.tile.Kind() == game.DoubleJoker {
		return game.Pin{game.NumberTile(e.col, e.num), game.NumberTile(e.col, e.num+1)}
	}
	return game.Pin{game.NumberTile(e.col, e.num)}
}

// set lays out a finished special run or twin with its pins.
func (ob *twObj) set() game.Set {
	if ob.twin {
		return ob.twinSet()
	}
	es := slices.Clone(ob.left)
	ci := slices.IndexFunc(es, func(e twEntry) bool { return e.tile.Kind() == game.ColorJoker })
	isReal := func(e twEntry) bool { return e.tile.Kind() == game.Number }
	if ci >= 0 {
		before := slices.ContainsFunc(es[:ci], isReal)
		after := slices.ContainsFunc(es[ci+1:], isReal)
		cj := es[ci]
		switch {
		case !before:
			// jokers only before it: it goes first, and the run is the
			// colour of the tiles after it
			es = append([]twEntry{cj}, slices.Delete(es, ci, ci+1)...)
			ci = 0
		case !after:
			es = append(slices.Delete(es, ci, ci+1), cj)
			ci = len(es) - 1
		}
		// the colours: before the joker, and after it
		var cb, ca game.Color
		for i, e := range es {
			if isReal(e) {
				if i < ci {
					cb = e.tile.Color()
				} else {
					ca = e.tile.Color()
				}
			}
		}
		if ci == 0 {
			cb = ca
		}
		if ci == len(es)-1 {
			ca = cb
		}
		num := ob.left[0].num
		for i := range es {
			es[i].num = num
			if i <= ci {
				es[i].col = cb
			} else {
				es[i].col = ca
			}
			num++
			if es[i].tile.Kind() == game.DoubleJoker {
				num++
			}
		}
	} else {
		recolour(es, nil)
	}
	return entriesSet(es)
}

// recolour gives every entry of a run (or a twin's two sides) the colour of
// its number tiles: jokers are laid before the colour is known.
func recolour(a, b []twEntry) {
	for _, es := range [][]twEntry{a, b} {
		for _, e := range es {
			if e.tile.Kind() == game.Number {
				for i := range a {
					a[i].col = e.col
				}
				for i := range b {
					b[i].col = e.col
				}
				return
			}
		}
	}
}

// entriesSet is a line of tiles with pins for its jokers.
func entriesSet(es []twEntry) game.Set {
	s := game.Set{Tiles: make([]game.Tile, len(es))}
	for i, e := range es {
		s.Tiles[i] = e.tile
		if e.tile.IsJoker() {
			if s.Pins == nil {
				s.Pins = make([]game.Pin, len(es))
			}
			s.Pins[i] = pinOf(e)
		}
	}
	return s
}

// twinSet lays out a twin: one side, the mirror, the other side backwards
// (in a position turned round: valleySet).
func (ob *twObj) twinSet() game.Set {
	recolour(ob.left, ob.right)
	if ob.rev {
		return ob.valleySet()
	}
	last := ob.left[len(ob.left)-1]
	faces := len(ob.left)
	top := last.num
	if last.tile.Kind() == game.DoubleJoker {
		faces++
		top++
	}
	mirror := game.Pin{game.NumberTile(last.col, top+1)}
	if faces == 1 {
		mirror = game.Pin{game.NumberTile((last.col+1)%game.NumColors, last.num)}
	}
	es := slices.Clone(ob.left)
	es = append(es, twEntry{tile: ob.mirror})
	for i := len(ob.right) - 1; i >= 0; i-- {
		es = append(es, ob.right[i])
	}
	s := entriesSet(es)
	s.Pins[len(ob.left)] = mirror
	return s
}

// valleySet lays out a twin of a position turned round (solver_reverse.go):
// one side backwards, the mirror, standing for the number before the first
// face, and the other side. Turned back, it is twinSet's layout.
func (ob *twObj) valleySet() game.Set {
	first := ob.left[0]
	es := make([]twEntry, 0, len(ob.left)+len(ob.right)+1)
	for i := len(ob.left) - 1; i >= 0; i-- {
		es = append(es, ob.left[i])
	}
	es = append(es, twEntry{tile: ob.mirror})
	es = append(es, ob.right...)
	s := entriesSet(es)
	s.Pins[len(ob.left)] = game.Pin{game.NumberTile(first.col, first.num-1)}
	return s
}

// set lays out a group with a double joker, or a mirror set whose sides
// are groups, at number n.
func (g tgroup) set(pl *twPools, n int) game.Set {
	var side, other []game.Tile
	var pins, otherPins []game.Pin
	taken := g.double
	for c := range game.Color(game.NumColors) {
		face := game.NumberTile(c, n)
		for x := range g.reals[c] {
			t := pl.real(n, c)
			if g.mirror && x == 1 {
				other, otherPins = append(other, t), append(otherPins, game.Pin{})
				continue
			}
			side, pins = append(side, t), append(pins, game.Pin{})
			taken |= 1 << c
		}
		for x := range g.jokers[c] {
			t := pl.joker(0)
			if g.mirror && x+g.reals[c] == 1 {
				other, otherPins = append(other, t), append(otherPins, game.Pin{face})
				continue
			}
			side, pins = append(side, t), append(pins, game.Pin{face})
			taken |= 1 << c
		}
	}
	var double game.Pin
	for c, i := game.Color(0), 0; c < game.NumColors; c++ {
		if g.double&(1<<c) != 0 {
			double[i] = game.NumberTile(c, n)
			i++
		}
	}
	if g.double != 0 {
		side, pins = append(side, pl.joker(1+specialDouble)), append(pins, double)
	}
	if !g.mirror {
		return game.Set{Tiles: side, Pins: pins}
	}
	if g.double != 0 {
		other, otherPins = append(other, pl.joker(1+specialDouble)), append(otherPins, double)
	}
	missing := game.Color(0)
	for taken&(1<<missing) != 0 {
		missing++
	}
	tiles := append(slices.Clone(side), pl.joker(1+specialMirror))
	pins = append(pins, game.Pin{game.NumberTile(missing, n)})
	for i := len(other) - 1; i >= 0; i-- {
		tiles = append(tiles, other[i])
		pins = append(pins, otherPins[i])
	}
	return game.Set{Tiles: tiles, Pins: pins}
}
