package ai

import (
	"slices"

	"rummikub/game"
)

// Easy lays what it has: the runs and groups on its rack (once they make an
// initial meld) and single tiles at the ends of the sets on the table. It
// never rearranges the table.
type Easy struct{}

// Name returns "easy".
func (Easy) Name() string { return "easy" }

// Play chooses Easy's turn.
func (Easy) Play(v View) Turn {
	if v.Rules.Letters() {
		return playWord(v, "easy")
	}
	table := v.Table
	var turn Turn
	sets := RackSets(v.Rack)
	value := 0
	for _, s := range sets {
		value += setValue(v.Rules, s)
	}
	if !v.Opened && value < v.Options.MeldThreshold {
		return Turn{}
	}
	for _, s := range sets {
		if e, ok := layNew(&table, s); ok {
			turn.Edits = append(turn.Edits, e)
		}
	}
	if !v.Opened {
		return turn
	}
	left := slices.Clone(v.Rack)
	for _, e := range turn.Edits {
		for _, st := range e.Steps {
			left = slices.DeleteFunc(left, func(x game.Tile) bool { return x == st.Tile })
		}
	}
	for i, tile := range left {
		trial := table
		e, ok := extend(v.Rules, &trial, tile)
		if !ok {
			continue
		}
		rest := slices.Concat(left[:i], left[i+1:])
		if !legal(v, trial, rest) {
			continue // a set the variant does not let us change (sabra)
		}
		table, left[i] = trial, 0
		turn.Edits = append(turn.Edits, e)
	}
	return turn
}

// legal asks the referee whether laying out the table, keeping rest on the
// rack, would be a legal turn from the view (rest may hold zeros for tiles
// already laid).
func legal(v View, table game.Table, rest []game.Tile) bool {
	rack := slices.DeleteFunc(slices.Clone(rest), func(x game.Tile) bool { return x == 0 })
	before := game.Position{Table: v.Table.Sets(), Rack: v.Rack, Opened: v.Opened}
	after := game.Position{Table: table.Sets(), Rack: rack, Opened: v.Opened}
	return game.Judge(v.Rules, v.Options, before, after).Legal
}

// setValue is what a set laid from the rack counts towards a meld.
func setValue(r *game.Rules, s []game.Tile) int {
	m, why := r.Sets.Check(game.Set{Tiles: s})
	if why != "" {
		return 0
	}
	return m.Value
}

// layNew lays tiles as a new set where the table stays compact
// (NewSetPlace).
func layNew(table *game.Table, tiles []game.Tile) (game.Edit, bool) {
	p, ok := NewSetPlace(table, len(tiles))
	if !ok {
		return game.Edit{}, false
	}
	var e game.Edit
	for i, x := range tiles {
		to := game.Pos{Col: p.Col + i, Row: p.Row}
		table.Put(to, x)
		e.Steps = append(e.Steps, game.Step{Tile: x, To: game.TableLoc(to.Col, to.Row)})
	}
	return e, true
}

// extend adds a tile at either end of a set on the table if the set stays
// valid and joins no neighbour.
func extend(r *game.Rules, table *game.Table, tile game.Tile) (game.Edit, bool) {
	for _, l := range table.Lines() {
		n := len(l.Tiles)
		ends := []struct {
			at, beyond game.Pos
			tiles      []game.Tile
		}{
			{game.Pos{Col: l.Start.Col + n, Row: l.Start.Row}, game.Pos{Col: l.Start.Col + n + 1, Row: l.Start.Row}, append(slices.Clone(l.Tiles), tile)},
			{game.Pos{Col: l.Start.Col - 1, Row: l.Start.Row}, game.Pos{Col: l.Start.Col - 2, Row: l.Start.Row}, append([]game.Tile{tile}, l.Tiles...)},
		}
		for _, end := range ends {
			if !end.at.In() || table.At(end.beyond) != 0 {
				continue
			}
			if _, why := r.Sets.Check(game.Set{Tiles: end.tiles}); why != "" {
				continue
			}
			table.Put(end.at, tile)
			return game.Move(tile, game.TableLoc(end.at.Col, end.at.Row)), true
		}
	}
	return game.Edit{}, false
}

// RackSets finds disjoint runs and groups among a rack's number tiles,
// longest runs first, then groups; jokers are kept back.
func RackSets(rack []game.Tile) [][]game.Tile {
	used := map[game.Tile]bool{}
	find := func(c game.Color, n int) (game.Tile, bool) {
		for _, x := range rack {
			if !used[x] && x.Kind() == game.Number && x.Color() == c && x.Number() == n {
				return x, true
			}
		}
		return 0, false
	}
	var sets [][]game.Tile
	for c := range game.Color(game.NumColors) {
		var run []game.Tile
		for n := 1; n <= game.MaxNumber+1; n++ {
			if x, ok := find(c, n); ok && n <= game.MaxNumber {
				run = append(run, x)
				continue
			}
			if len(run) >= 3 {
				for _, x := range run {
					used[x] = true
				}
				sets = append(sets, run)
			}
			run = nil
		}
	}
	for n := 1; n <= game.MaxNumber; n++ {
		var group []game.Tile
		for c := range game.Color(game.NumColors) {
			if x, ok := find(c, n); ok {
				group = append(group, x)
			}
		}
		if len(group) >= 3 {
			for _, x := range group {
				used[x] = true
			}
			sets = append(sets, group)
		}
	}
	return sets
}
