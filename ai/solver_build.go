package ai

// From the programme's counts to sets: the tiles behind every count, and
// the runs and groups laid out from them.

import (
	"slices"

	"rummikub/game"
)

// instance is a problem with the tiles behind its counts, to build the
// sets of a solution from.
type instance struct {
	p           problem
	table, rack [game.MaxNumber + 1][game.NumColors][]game.Tile
	jokers      []game.Tile // table jokers first, then rack jokers
	rackJokers  []game.Tile
	// tableSpecial and rackSpecial are Twist's special jokers by kind.
	tableSpecial, rackSpecial [numSpecial][]game.Tile
}

func (in *instance) addTable(tiles []game.Tile) {
	for _, t := range tiles {
		if k := specialKind(t); k >= 0 {
			in.tableSpecial[k] = append(in.tableSpecial[k], t)
			in.p.tableSpecial[k]++
			continue
		}
		if t.IsJoker() {
			in.jokers = append(in.jokers, t)
			in.p.tableJokers++
			continue
		}
		n, c := t.Number(), t.Color()
		in.table[n][c] = append(in.table[n][c], t)
		in.p.table[n][c]++
	}
}

func (in *instance) addRack(tiles []game.Tile) {
	for _, t := range tiles {
		if k := specialKind(t); k >= 0 {
			in.rackSpecial[k] = append(in.rackSpecial[k], t)
			in.p.rackSpecial[k]++
			continue
		}
		if t.IsJoker() {
			in.rackJokers = append(in.rackJokers, t)
			in.p.rackJokers++
			continue
		}
		n, c := t.Number(), t.Color()
		in.rack[n][c] = append(in.rack[n][c], t)
		in.p.rack[n][c]++
	}
}

// build turns the programme's optimum into sets; it returns them with the
// rack tiles played and left. The programme must have just solved in.p
// with this score.
func (in *instance) build(d *dp, score int32) Solution {
	if in.p.twist() {
		return in.buildTwist(d, score)
	}
	steps := d.trace(score)
	jokers := append(slices.Clone(in.jokers), in.rackJokers...)
	var sets []game.Set
	var played []game.Tile
	var runs [game.NumColors][]*openRun
	usedRack := map[game.Tile]bool{}
	for n := 1; n <= game.MaxNumber; n++ {
		var t, av, k [game.NumColors]int
		for c := range game.NumColors {
			t[c] = int(in.p.table[n][c])
			av[c] = t[c] + int(in.p.rack[n][c])
			k[c] = int(steps[n].k[c])
		}
		sp, forced := ruledSplit(t, av, steps[n], in.p.apart[n], in.p.rules[n])
		// Real tiles of each face: the table's, then rack tiles; the
		// groups that keep a table joker's rule first.
		var table, rack [game.NumColors][]game.Tile
		take := func(c game.Color) game.Tile {
			if len(table[c]) > 0 {
				return pop(&table[c])
			}
			t := pop(&rack[c])
			played = append(played, t)
			usedRack[t] = true
			return t
		}
		for c := range game.Color(game.NumColors) {
			table[c], rack[c] = in.table[n][c], in.rack[n][c]
		}
		for _, g := range forced {
			var set game.Set
			for c := range game.Color(game.NumColors) {
				for range g.reals[c] {
					set.Tiles, set.Pins = append(set.Tiles, take(c)), append(set.Pins, game.Pin{})
				}
				for range g.jokers[c] {
					set.Tiles, set.Pins = append(set.Tiles, jokers[0]), append(set.Pins, game.Pin{game.NumberTile(c, n)})
					jokers = jokers[1:]
				}
			}
			sets = append(sets, set)
		}
		var groupTiles []game.Tile
		for c := range game.Color(game.NumColors) {
			need := sp.k[c] + sp.g[c]
			var reals []game.Tile
			for range need {
				reals = append(reals, take(c))
			}
			groupTiles = append(groupTiles, reals[sp.k[c]:]...)
			items := reals[:sp.k[c]]
			for range sp.jr[c] {
				items = append(items, jokers[0])
				jokers = jokers[1:]
			}
			var closed []game.Set
			runs[c], closed = extendRuns(runs[c], items, c, n)
			sets = append(sets, closed...)
		}
		groupJokers := jokers[:sp.jg]
		jokers = jokers[sp.jg:]
		sets = append(sets, makeGroups(groupTiles, groupJokers, &sp, n)...)
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
				if !usedRack[t] {
					rest = append(rest, t)
				}
			}
		}
	}
	// Jokers left over are rack jokers (table jokers are taken first).
	rest = append(rest, jokers...)
	for _, j := range in.rackJokers {
		if !slices.Contains(jokers, j) {
			played = append(played, j)
		}
	}
	return Solution{Table: sets, Rack: rest, Played: played, Tiles: int(score >> 10), Value: int(score & (tileWeight - 1))}
}

// openRun is a run being built: its tiles and its first number.
type openRun struct {
	start int
	tiles []game.Tile
}

// set returns the run as a set, its jokers pinned to what they stand for.
func (r *openRun) set(c game.Color) game.Set {
	s := game.Set{Tiles: r.tiles}
	for i, t := range r.tiles {
		if t.IsJoker() {
			if s.Pins == nil {
				s.Pins = make([]game.Pin, len(r.tiles))
			}
			s.Pins[i] = game.Pin{game.NumberTile(c, r.start+i)}
		}
	}
	return s
}

// extendRuns lays the items (tiles standing for colour c, number n) on the
// runs in progress: every run shorter than 3 takes one, then runs of 3 or
// more, then new runs start. Runs of 3 or more that take nothing end: they
// are returned as sets.
func extendRuns(runs []*openRun, items []game.Tile, c game.Color, n int) ([]*openRun, []game.Set) {
	slices.SortStableFunc(runs, func(a, b *openRun) int {
		return min(len(a.tiles), 3) - min(len(b.tiles), 3)
	})
	var next []*openRun
	var closed []game.Set
	for _, r := range runs {
		if len(items) == 0 {
			if len(r.tiles) < 3 {
				panic("ai: solver left a run short")
			}
			closed = append(closed, r.set(c))
			continue
		}
		r.tiles = append(r.tiles, items[0])
		items = items[1:]
		next = append(next, r)
	}
	for _, t := range items {
		next = append(next, &openRun{start: n, tiles: []game.Tile{t}})
	}
	return next, closed
}

// makeGroups deals the real tiles (listed colour by colour, at most
// sp.groups of a colour) to the groups in turn (with a mask of colour
// pairs, sp.masked, each tile to the next group of sp.colours holding its
// colour), then the jokers to the groups short of 3, then to any short of
// 4.
func makeGroups(tiles, jokers []game.Tile, sp *layerSplit, n int) []game.Set {
	groups := sp.groups
	if groups == 0 {
		return nil
	}
	gs := make([][]game.Tile, groups)
	var next [game.NumColors]int
	for i, t := range tiles {
		if !sp.masked {
			gs[i%groups] = append(gs[i%groups], t)
			continue
		}
		c := t.Color()
		for sp.colours[next[c]]&(1<<c) == 0 {
			next[c]++
		}
		gs[next[c]] = append(gs[next[c]], t)
		next[c]++
	}
	for _, limit := range []int{3, 4} {
		for i := range gs {
			for len(gs[i]) < limit && len(jokers) > 0 {
				gs[i] = append(gs[i], jokers[0])
				jokers = jokers[1:]
			}
		}
	}
	sets := make([]game.Set, groups)
	for i, g := range gs {
		sets[i] = game.Set{Tiles: g}
		var colours uint8
		for _, t := range g {
			if !t.IsJoker() {
				colours |= 1 << t.Color()
			}
		}
		for j, t := range g {
			if !t.IsJoker() {
				continue
			}
			if sets[i].Pins == nil {
				sets[i].Pins = make([]game.Pin, len(g))
			}
			c := game.Color(0)
			for colours&(1<<c) != 0 {
				c++
			}
			colours |= 1 << c
			sets[i].Pins[j] = game.Pin{game.NumberTile(c, n)}
		}
	}
	return sets
}
