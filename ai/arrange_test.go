package ai_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"rummikub/ai"
	"rummikub/game"
	"rummikub/variants"
)

// setKey names a line by its tiles, whatever their order.
func setKey(tiles []game.Tile) string {
	s := slices.Clone(tiles)
	slices.Sort(s)
	ids := make([]int, len(s))
	for i, x := range s {
		ids[i] = int(x) // by identity: two copies of a set are two sets
	}
	return fmt.Sprint(ids)
}

// layoutStats measures how computer players' turns lay the table out:
// how many sets were left unchanged by a turn, how many of those moved
// (another cell, or another order), and how far changed sets that keep
// most of a set's tiles went from it.
type layoutStats struct {
	unchanged, moved int
	changed          int
	far              int // changed sets whose nearest origin lies more than 2 rows or 10 columns away
	turns            int
}

func (st *layoutStats) turn(before, after game.Table) {
	st.turns++
	old := before.Lines()
	now := after.Lines()
	byKey := map[string]game.Line{}
	for _, l := range now {
		byKey[setKey(l.Tiles)] = l
	}
	lineOf := map[game.Tile]game.Line{}
	for _, l := range old {
		for _, x := range l.Tiles {
			lineOf[x] = l
		}
		if n, ok := byKey[setKey(l.Tiles)]; ok {
			st.unchanged++
			if n.Start != l.Start || !slices.Equal(n.Tiles, l.Tiles) {
				st.moved++
			}
		}
	}
	oldKeys := map[string]bool{}
	for _, l := range old {
		oldKeys[setKey(l.Tiles)] = true
	}
	for _, l := range now {
		if oldKeys[setKey(l.Tiles)] {
			continue
		}
		// The set before that gave it the most tiles.
		count := map[game.Pos]int{}
		var best game.Line
		for _, x := range l.Tiles {
			if o, ok := lineOf[x]; ok {
				count[o.Start]++
				if count[o.Start] > count[best.Start] || best.Tiles == nil {
					best = o
				}
			}
		}
		if best.Tiles == nil {
			continue // a new set
		}
		st.changed++
		if abs(best.Start.Row-l.Start.Row) > 2 || abs(best.Start.Col-l.Start.Col) > 10 {
			st.far++
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// playGame plays a whole game between computer players, measuring every
// turn that played.
func playGame(t *testing.T, variant string, players []ai.Player, seed uint64, st *layoutStats) {
	t.Helper()
	r, err := variants.Lookup(variant)
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(r, r.Defaults, len(players), seed, &game.ManualClock{})
	if err != nil {
		t.Fatal(err)
	}
	for turn := 0; !g.Over() && turn < game.MaxTurns; turn++ {
		before := g.Snapshot().Table
		p := players[g.Current()]
		if _, err := ai.Take(g, p.Play(ai.ViewOf(g))); err != nil {
			t.Fatalf("seed %d turn %d: %v", seed, turn, err)
		}
		if h := g.History(); h[len(h)-1].Action == game.ActPlayed {
			after := g.Snapshot().Table
			st.turn(before, after)
		}
	}
}

// Sets stay where they are: over whole games between computer players
// (greedy, medium and easy; hard and greedy), no set a turn leaves
// unchanged moves (its cells and its order stay), and a changed set stays
// near the set it came from.
func TestUnchangedSetsNeverMove(t *testing.T) {
	games := 12
	if testing.Short() {
		games = 4
	}
	for _, variant := range []string{"classic", "sabra", "twist"} {
		var st layoutStats
		for seed := range uint64(games) {
			players := []ai.Player{ai.Greedy{}, ai.Medium{}, ai.Easy{}}
			if seed%3 == 0 {
				players = []ai.Player{ai.Hard{}, ai.Greedy{}}
			}
			playGame(t, variant, players, 100+seed, &st)
		}
		t.Logf("%s: %d turns played, %d sets left unchanged, %d of them moved; %d sets changed, %d of them far from where they were",
			variant, st.turns, st.unchanged, st.moved, st.changed, st.far)
		if st.unchanged == 0 || st.changed == 0 {
			t.Fatalf("%s: the games measured nothing", variant)
		}
		if st.moved != 0 {
			t.Errorf("%s: %d of %d unchanged sets moved (share %.3f), want 0", variant, st.moved, st.unchanged, float64(st.moved)/float64(st.unchanged))
		}
		// A changed set goes to the free place nearest to the set it came
		// from; on a crowded table that may be a few rows away (the old
		// first-free-place lay-out sent 30% of them that far).
		if share := float64(st.far) / float64(st.changed); share > 0.12 {
			t.Errorf("%s: %d of %d changed sets (%.0f%%) went far from where they were", variant, st.far, st.changed, 100*share)
		}
	}
}

// tilesOf parses codes into tiles, copy 0 unless marked with a quote.
func tilesOf(t *testing.T, codes string) []game.Tile {
	var out []game.Tile
	for _, c := range strings.Fields(codes) {
		n := 0
		if strings.HasSuffix(c, "'") {
			c, n = strings.TrimSuffix(c, "'"), 1
		}
		x, err := game.ParseTile(c)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, x.WithCopy(n))
	}
	return out
}

// after applies an edit to a table: every tile lifted, then put down.
func after(tb game.Table, e game.Edit) game.Table {
	for _, s := range e.Steps {
		if p, ok := tb.Find(s.Tile); ok {
			tb.Put(p, 0)
		}
	}
	for _, s := range e.Steps {
		if s.To.Area == game.OnTable {
			tb.Put(s.To.Pos, s.Tile)
		}
	}
	return tb
}

func TestArrangeKeepsSetsAndPlacesChangesNearby(t *testing.T) {
	var tb game.Table
	put := func(col, row int, codes string) {
		for i, x := range tilesOf(t, codes) {
			tb.Put(game.Pos{Col: col + i, Row: row}, x)
		}
	}
	put(0, 0, "K5 B5 R5")         // a group the plan writes in another order
	put(10, 3, "R1 R2 R3 R4 R5'") // split by the plan into two runs
	put(20, 0, "O7 O8 O9")
	rack := tilesOf(t, "R6 K9 R9 B9")
	plan := []game.Set{
		{Tiles: tilesOf(t, "R5 K5 B5")},
		{Tiles: tilesOf(t, "R1 R2 R3")},
		{Tiles: tilesOf(t, "R4 R5' R6")},
		{Tiles: tilesOf(t, "O7 O8 O9")},
		{Tiles: tilesOf(t, "K9 R9 B9")},
	}
	e, err := ai.Arrange(tb, rack, plan)
	if err != nil {
		t.Fatal(err)
	}
	got := after(tb, e)
	line := func(col, row int) string {
		l, ok := got.LineAt(game.Pos{Col: col, Row: row})
		if !ok {
			return "-"
		}
		return game.Codes(l.Tiles) + "@" + l.Start.String()
	}
	if s := line(0, 0); s != "K5 B5 R5@c0r0" {
		t.Errorf("the group is %s, want it kept as it lay", s)
	}
	if s := line(20, 0); s != "O7 O8 O9@c20r0" {
		t.Errorf("the unchanged run is %s", s)
	}
	if s := line(10, 3); s != "R1 R2 R3@c10r3" {
		t.Errorf("the larger part of the split run is %s, want it where the run was", s)
	}
	found := false
	for _, l := range got.Lines() {
		if game.Codes(l.Tiles) == "R4 R5 R6" {
			found = true
			if l.Start.Row < 2 || l.Start.Row > 4 {
				t.Errorf("the other part went to %v, far from row 3", l.Start)
			}
		}
	}
	if !found {
		t.Errorf("no R4 R5 R6 on\n%s", got.String())
	}
}

// On a table being built, a line that breaks the rules is not kept in its
// own order even if it holds the plan's faces.
func TestArrangeCheckedRelaysAnInvalidLine(t *testing.T) {
	r, _ := variants.Lookup("classic")
	var tb game.Table
	for i, x := range tilesOf(t, "R5 * R6") {
		tb.Put(game.Pos{Col: i, Row: 0}, x)
	}
	plan := []game.Set{{Tiles: tilesOf(t, "R5 R6 *")}}
	e, err := ai.ArrangeChecked(r.Sets, tb, nil, plan)
	if err != nil {
		t.Fatal(err)
	}
	got := after(tb, e)
	for _, l := range got.Lines() {
		if _, why := r.Sets.Check(game.Set{Tiles: l.Tiles}); why != "" {
			t.Errorf("line %s: %s", game.Codes(l.Tiles), why)
		}
	}
	if e, _ := ai.Arrange(tb, nil, plan); len(e.Steps) != 0 {
		t.Errorf("Arrange, which trusts the lines, moved %d tiles", len(e.Steps))
	}
}
