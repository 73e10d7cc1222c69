package ai

// The quick answer of the programme with Twist's special jokers: most
// positions of a game have a play that lays every rack tile the bound
// counts (d.ub[1]); such a play is optimal, and it is often found without
// the search of solver_twist_search.go:
//
//  1. the classic programme lays the number tiles and the regular jokers,
//     and must lay every rack tile among them;
//  2. every special joker then joins the sets it made, one to a set: a
//     double or colour-change joker at an end of a run (a double standing
//     for the two numbers past it, a colour-change joker for the next
//     number in the run's colour), a mirror joker between two runs or two
//     groups of three showing the same faces.
//
// If every special joker finds a place, the play lays every tile the bound
// counts: the programme's answer is that bound, and the play is built from
// these sets. Otherwise the search runs as before. Initial melds are left
// to the search (the meld's value counts there).

import (
	"slices"

	"rummikub/game"
)

// twQuick is the quick answer's memory.
type twQuick struct {
	sub  *dp        // the classic programme
	sets []game.Set // the play, in stand-in tiles (stand)
	used bool       // the last run of the programme was answered so
}

// stand-in tiles: copy i of a face is the i-th of its tiles in the
// instance (table tiles first), joker copy i the i-th of its kind.
func standNumber(c, n, i int) game.Tile {
	return game.NumberTile(game.Color(c), n).WithCopy(i)
}

// quick tries the quick answer; it reports the score (the bound) and
// whether it found one.
func (d *dp) quick() (int32, bool) {
	p := d.p
	q := &d.tw.quick
	q.used = false
	if p.threshold > 0 {
		return 0, false
	}
	rackSpecial := 0
	for _, k := range p.rackSpecial {
		rackSpecial += k
	}
	p2 := *p
	p2.tableSpecial, p2.rackSpecial = [numSpecial]int{}, [numSpecial]int{}
	ub := d.ub[1] - int32(rackSpecial)*(tileWeight+jokerValue)
	if q.sub == nil {
		q.sub = new(dp)
	}
	q.sub.rev = d.rev
	// The classic play without the rules of table jokers of groups
	// first (solver_group_rules.go): where it keeps them it is as good,
	// and its sets are the ones the special jokers were measured to find
	// places in; then with the rules.
	rules := p2.rules
	p2.rules = [game.MaxNumber + 1]groupRule{}
	if sets, ok := d.quickPlay(&p2, ub); ok && p.rulesKept(sets) && p.runsKept(sets) {
		q.sets, q.used = sets, true
		return d.ub[1], true
	}
	if rules == p2.rules {
		return 0, false
	}
	p2.rules = rules
	if sets, ok := d.quickPlay(&p2, ub); ok && p.rulesKept(sets) && p.runsKept(sets) {
		q.sets, q.used = sets, true
		return d.ub[1], true
	}
	return 0, false
}

// quickPlay is the quick answer's play for p2, the problem without its
// special jokers, whose classic optimum must be ub: the classic play with
// every special joker joined to its sets, in stand-in tiles; false if the
// classic optimum is less or a special joker finds no place.
func (d *dp) quickPlay(p2 *problem, ub int32) ([]game.Set, bool) {
	p := d.p
	q := &d.tw.quick
	if v := q.sub.solve(p2, ub-1); v != ub {
		return nil, false
	}
	// The classic play in stand-in tiles.
	var syn instance
	for n := 1; n <= game.MaxNumber; n++ {
		for c := range game.NumColors {
			t, r := int(p2.table[n][c]), int(p2.rack[n][c])
			for i := range t + r {
				tile := standNumber(c, n, i)
				if i < t {
					syn.table[n][c] = append(syn.table[n][c], tile)
				} else {
					syn.rack[n][c] = append(syn.rack[n][c], tile)
				}
			}
		}
	}
	for i := range p2.tableJokers + p2.rackJokers {
		tile := game.JokerTile(game.Joker).WithCopy(i)
		if i < p2.tableJokers {
			syn.jokers = append(syn.jokers, tile)
		} else {
			syn.rackJokers = append(syn.rackJokers, tile)
		}
	}
	syn.p = *p2
	sol := syn.build(q.sub, ub)
	sets := sol.Table
	special := make([]bool, len(sets)) // holds a special joker already
	for k := range numSpecial {
		for i := range p.tableSpecial[k] + p.rackSpecial[k] {
			j := game.JokerTile(twKinds[k+1]).WithCopy(i)
			var ok bool
			if k == specialMirror {
				sets, special, ok = mirrorInto(sets, special, j, d.rev)
			} else {
				ok = endInto(sets, special, j)
			}
			if !ok {
				return nil, false
			}
		}
	}
	return sets, true
}

// runOf reads a set of the classic play as a run: its colour and its
// first and last numbers; ok is false for a group.
func runOf(s game.Set) (c game.Color, lo, hi int, ok bool) {
	face := func(i int) game.Tile {
		if s.Tiles[i].IsJoker() {
			return s.PinAt(i)[0]
		}
		return s.Tiles[i]
	}
	a, b := face(0), face(1)
	if a.Number() == b.Number() {
		return 0, 0, 0, false
	}
	return a.Color(), a.Number(), a.Number() + len(s.Tiles) - 1, true
}

// endInto puts a double or colour-change joker at an end of a run that
// holds no special joker yet.
func endInto(sets []game.Set, special []bool, j game.Tile) bool {
	width := 1
	if j.Kind() == game.DoubleJoker {
		width = 2
	}
	for i, s := range sets {
		if special[i] {
			continue
		}
		c, lo, hi, ok := runOf(s)
		if !ok {
			continue
		}
		pins := slices.Clone(s.Pins)
		if pins == nil {
			pins = make([]game.Pin, len(s.Tiles))
		}
		var pin game.Pin
		switch {
		case hi+width <= game.MaxNumber:
			for w := range width {
				pin[w] = game.NumberTile(c, hi+1+w)
			}
			sets[i] = game.Set{Tiles: append(slices.Clone(s.Tiles), j), Pins: append(pins, pin)}
		case lo-width >= 1:
			for w := range width {
				pin[w] = game.NumberTile(c, lo-width+w)
			}
			sets[i] = game.Set{Tiles: append([]game.Tile{j}, s.Tiles...), Pins: append([]game.Pin{pin}, pins...)}
		default:
			continue
		}
		special[i] = true
		return true
	}
	return false
}

// mirrorInto joins two sets showing the same faces with a mirror joker:
// two runs (the mirror standing for the next number; in a position turned
// round, rev, for the number before: solver_reverse.go) or two groups of
// three (it stands for the missing colour).
func mirrorInto(sets []game.Set, special []bool, j game.Tile, rev bool) ([]game.Set, []bool, bool) {
	stands := func(s game.Set) []game.Tile {
		out := make([]game.Tile, len(s.Tiles))
		for i, t := range s.Tiles {
			if t.IsJoker() {
				out[i] = s.PinAt(i)[0]
			} else {
				out[i] = t.Face()
			}
		}
		return out
	}
	for a := range sets {
		if special[a] {
			continue
		}
		fa := stands(sets[a])
		c, lo, hi, run := runOf(sets[a])
		if (run && !rev && hi >= game.MaxNumber) || (run && rev && lo <= 1) || (!run && len(fa) != 3) {
			continue
		}
		for b := a + 1; b < len(sets); b++ {
			if special[b] || len(sets[b].Tiles) != len(fa) {
				continue
			}
			fb := stands(sets[b])
			// the other side, its tiles in the order of a's faces
			order := make([]int, 0, len(fa))
			for _, f := range fa {
				k := -1
				for x, g := range fb {
					if g == f && !slices.Contains(order, x) {
						k = x
						break
					}
				}
				if k < 0 {
					break
				}
				order = append(order, k)
			}
			if len(order) != len(fa) {
				continue
			}
			var mirror game.Pin
			switch {
			case run && rev:
				mirror[0] = game.NumberTile(c, lo-1)
			case run:
				mirror[0] = game.NumberTile(c, hi+1)
			default:
				var taken uint8
				for _, f := range fa {
					taken |= 1 << f.Color()
				}
				m := game.Color(0)
				for taken&(1<<m) != 0 {
					m++
				}
				mirror[0] = game.NumberTile(m, fa[0].Number())
			}
			sa, sb := sets[a], sets[b]
			// One side, the mirror, the other side backwards (its tiles in
			// the order of a's faces); turned round, a run falls to the
			// mirror: the first side backwards, the mirror, the other.
			tiles := make([]game.Tile, 0, 2*len(fa)+1)
			pins := make([]game.Pin, 0, 2*len(fa)+1)
			add := func(t game.Tile, p game.Pin) { tiles, pins = append(tiles, t), append(pins, p) }
			if run && rev {
				for i := len(fa) - 1; i >= 0; i-- {
					add(sa.Tiles[i], sa.PinAt(i))
				}
				add(j, mirror)
				for _, x := range order {
					add(sb.Tiles[x], sb.PinAt(x))
				}
			} else {
				for i := range fa {
					add(sa.Tiles[i], sa.PinAt(i))
				}
				add(j, mirror)
				for x := len(order) - 1; x >= 0; x-- {
					add(sb.Tiles[order[x]], sb.PinAt(order[x]))
				}
			}
			sets[a] = game.Set{Tiles: tiles, Pins: pins}
			special[a] = true
			sets = slices.Delete(sets, b, b+1)
			special = slices.Delete(special, b, b+1)
			return sets, special, true
		}
	}
	return sets, special, false
}

// buildQuick lays out the quick answer with the instance's tiles.
func (in *instance) buildQuick(d *dp, score int32) Solution {
	rack := map[game.Tile]bool{}
	tile := func(t game.Tile) game.Tile {
		var list []game.Tile
		switch k := t.Kind(); {
		case k == game.Number:
			n, c := t.Number(), t.Color()
			list = append(slices.Clone(in.table[n][c]), in.rack[n][c]...)
		case k == game.Joker:
			list = append(slices.Clone(in.jokers), in.rackJokers...)
		default:
			s := specialKind(t)
			list = append(slices.Clone(in.tableSpecial[s]), in.rackSpecial[s]...)
		}
		return list[t.Copy()]
	}
	for n := range in.rack {
		for c := range in.rack[n] {
			for _, t := range in.rack[n][c] {
				rack[t] = true
			}
		}
	}
	for _, t := range in.rackJokers {
		rack[t] = true
	}
	for k := range numSpecial {
		for _, t := range in.rackSpecial[k] {
			rack[t] = true
		}
	}
	var sets []game.Set
	var played []game.Tile
	for _, s := range d.tw.quick.sets {
		out := game.Set{Tiles: make([]game.Tile, len(s.Tiles)), Pins: s.Pins}
		for i, t := range s.Tiles {
			out.Tiles[i] = tile(t)
			if rack[out.Tiles[i]] {
				played = append(played, out.Tiles[i])
				delete(rack, out.Tiles[i])
			}
		}
		sets = append(sets, out)
	}
	var rest []game.Tile
	for t := range rack {
		rest = append(rest, t)
	}
	slices.Sort(rest)
	return Solution{Table: sets, Rack: rest, Played: played, Tiles: int(score >> 10), Value: int(score & (tileWeight - 1))}
}

// bound is the score of laying every rack tile of a problem, jokers
// included (the programme's ub[1]; rev: as dp.rev).
func (p *problem) bound(rev bool) int32 {
	var b int32
	for n := 1; n <= game.MaxNumber; n++ {
		for c := range game.NumColors {
			b += int32(p.rack[n][c]) * int32(tileWeight+valueAt(n, rev))
		}
	}
	jokers := p.rackJokers
	for _, k := range p.rackSpecial {
		jokers += k
	}
	return b + int32(jokers)*(tileWeight+jokerValue)
}
