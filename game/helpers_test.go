package game_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"rummikub/game"
	"rummikub/variants"
)

// rulesFor returns a registered variant or stops the test.
func rulesFor(t testing.TB, name string) *game.Rules {
	t.Helper()
	r, err := variants.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// scene builds a game state by hand: the sets to lay on the table, each
// seat's rack, and who has opened. Tiles are taken from the box by face;
// whatever is left becomes the pool, in box order, unless emptyPool is set
// (then the rest must already have been placed).
type scene struct {
	table  [][]string
	racks  [][]string
	opened []bool
	// pool lists tiles to put on top of the pool, the first one drawn first.
	pool []string
}

func (sc scene) state(t testing.TB, r *game.Rules) game.State {
	t.Helper()
	left := slices.Clone(r.Box)
	take := func(code string) game.Tile {
		f, err := game.ParseTile(code)
		if err != nil {
			t.Fatal(err)
		}
		i := slices.IndexFunc(left, func(x game.Tile) bool { return x.Face() == f })
		if i < 0 {
			t.Fatalf("the box has no %s left", code)
		}
		tile := left[i]
		left = slices.Delete(left, i, i+1)
		return tile
	}
	var sets []game.Set
	for _, codes := range sc.table {
		var s game.Set
		for _, c := range codes {
			s.Tiles = append(s.Tiles, take(c))
		}
		sets = append(sets, s)
	}
	tb, err := game.LayOut(sets)
	if err != nil {
		t.Fatal(err)
	}
	st := game.State{Table: tb, Racks: make([][]game.Tile, len(sc.racks)), Opened: make([]bool, len(sc.racks))}
	for i, rack := range sc.racks {
		st.Racks[i] = []game.Tile{}
		for _, c := range rack {
			st.Racks[i] = append(st.Racks[i], take(c))
		}
	}
	copy(st.Opened, sc.opened)
	var top []game.Tile
	for _, c := range sc.pool {
		top = append(top, take(c))
	}
	slices.Reverse(top)
	st.Pool = append(left, top...)
	return st
}

// start resumes a game from the scene with seat 0 to play, on a manual clock.
func (sc scene) start(t testing.TB, r *game.Rules, opts game.Options) (*game.Game, *game.ManualClock) {
	t.Helper()
	clock := &game.ManualClock{T: time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)}
	g, err := game.Resume(r, opts, sc.state(t, r), 0, clock)
	if err != nil {
		t.Fatal(err)
	}
	return g, clock
}

// rackTile finds the tile with the given code on the current player's rack.
func rackTile(t testing.TB, g *game.Game, code string) game.Tile {
	t.Helper()
	f, err := game.ParseTile(code)
	if err != nil {
		t.Fatal(err)
	}
	v := g.View()
	for _, x := range v.Racks[v.Current] {
		if x.Face() == f {
			return x
		}
	}
	t.Fatalf("no %s on the rack %s", code, game.Codes(v.Racks[v.Current]))
	return 0
}

// tableTile finds the tile with the given code on the table, the first in
// reading order.
func tableTile(t testing.TB, g *game.Game, code string) (game.Tile, game.Pos) {
	t.Helper()
	f, err := game.ParseTile(code)
	if err != nil {
		t.Fatal(err)
	}
	v := g.View()
	for r := range game.TableRows {
		for c := range game.TableCols {
			p := game.Pos{Col: c, Row: r}
			if x := v.Table.At(p); x != 0 && x.Face() == f {
				return x, p
			}
		}
	}
	t.Fatalf("no %s on the table", code)
	return 0, game.Pos{}
}

// lay moves rack tiles (by code) to consecutive cells of a free row span.
func lay(t testing.TB, g *game.Game, codes ...string) game.Pos {
	t.Helper()
	v := g.View()
	p, ok := v.Table.FreeSpan(len(codes))
	if !ok {
		t.Fatal("no room on the table")
	}
	var e game.Edit
	for i, c := range codes {
		e.Steps = append(e.Steps, game.Step{Tile: rackTile(t, g, c), To: game.TableLoc(p.Col+i, p.Row)})
	}
	if err := g.Move(e); err != nil {
		t.Fatalf("lay %v: %v", codes, err)
	}
	return p
}

// tableCodes writes the table's sets as codes.
func tableCodes(s game.State) []string {
	var out []string
	for _, set := range s.Table.Sets() {
		out = append(out, game.Codes(set.Tiles))
	}
	return out
}

// lastEvent returns the last event of a kind, and whether there is one.
func lastEvent(g *game.Game, k game.EventKind) (game.Event, bool) {
	ev := g.Events()
	for i := len(ev) - 1; i >= 0; i-- {
		if ev[i].Kind == k {
			return ev[i], true
		}
	}
	return game.Event{}, false
}

// tilesOf parses space-separated tile codes (no declarations).
func tilesOf(t *testing.T, codes string) []game.Tile {
	t.Helper()
	var out []game.Tile
	for _, c := range strings.Fields(codes) {
		tile, _, err := game.ParseCode(c)
		if err != nil {
			t.Fatalf("%s: %v", c, err)
		}
		out = append(out, tile)
	}
	return out
}
