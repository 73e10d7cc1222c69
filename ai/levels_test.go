package ai_test

import (
	"slices"
	"testing"
	"time"

	"rummikub/ai"
	"rummikub/game"
	"rummikub/variants"
)

// Every level finishes whole games against the others and never offers a
// turn the referee refuses, in every variant.
func TestEveryLevelPlaysOnlyLegalTurns(t *testing.T) {
	games := 6
	if testing.Short() {
		games = 2
	}
	for _, name := range variants.Names() {
		r, _ := variants.Lookup(name)
		for _, level := range ai.Levels() {
			p, err := ai.ByName(level)
			if err != nil {
				t.Fatal(err)
			}
			opponent, _ := ai.ByName("greedy")
			laid := 0
			for seed := range uint64(games) {
				g, err := game.New(r, r.Defaults, 2, seed, &game.ManualClock{})
				if err != nil {
					t.Fatal(err)
				}
				for turns := 0; !g.Over(); turns++ {
					if turns > 3000 {
						t.Fatalf("%s/%s: the game never ended", name, level)
					}
					player := opponent
					if g.Current() == int(seed%2) {
						player = p
					}
					turn := player.Play(ai.ViewOf(g))
					v, err := ai.Take(g, turn)
					if err != nil || !v.Legal {
						t.Fatalf("%s/%s seed %d: refused turn: %v %v", name, player.Name(), seed, err, v.Reasons)
					}
					if player == p && len(turn.Edits) > 0 {
						laid++
					}
				}
			}
			if laid == 0 {
				t.Errorf("%s/%s never laid a tile", name, level)
			}
		}
	}
}

func TestByNameKnowsTheLevels(t *testing.T) {
	for _, name := range ai.Levels() {
		p, err := ai.ByName(name)
		if err != nil || p.Name() != name {
			t.Errorf("ByName(%q) = %v, %v", name, p, err)
		}
	}
	if _, err := ai.ByName("grandmaster"); err == nil {
		t.Error("an unknown level was found")
	}
}

// Arrange keeps the sets that stay and lays the others in free cells; the
// table after the edit holds exactly the planned sets.
func TestArrangeLaysOutAPlan(t *testing.T) {
	r, _ := variants.Lookup("classic")
	tiles := func(codes ...string) []game.Tile {
		var out []game.Tile
		for _, c := range codes {
			f, _ := game.ParseTile(c)
			i := slices.IndexFunc(r.Box, func(x game.Tile) bool { return x.Face() == f })
			out = append(out, r.Box[i])
		}
		return out
	}
	before := []game.Set{{Tiles: tiles("B4", "B5", "B6")}, {Tiles: tiles("K8", "R8", "O8", "B8")}}
	table, err := game.LayOut(before)
	if err != nil {
		t.Fatal(err)
	}
	rack := tiles("B3", "B7", "K1")
	plan := []game.Set{
		{Tiles: tiles("K8", "R8", "O8", "B8")},
		{Tiles: tiles("B3", "B4", "B5", "B6", "B7")},
	}
	e, err := ai.Arrange(table, rack, plan)
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range e.Steps {
		if slices.Contains(plan[0].Tiles, st.Tile) {
			t.Errorf("the unchanged group moved: %v", st)
		}
	}
	st := game.State{Table: table, Racks: [][]game.Tile{rack, {}}, Opened: []bool{true, true}, Drawn: make([][]game.Tile, 2)}
	// Put the rest of the box in the pool so the state is whole.
	used := append(table.Tiles(nil), rack...)
	for _, x := range r.Box {
		if !slices.Contains(used, x) {
			st.Pool = append(st.Pool, x)
		}
	}
	g, err := game.Resume(r, r.Defaults, st, 0, &game.ManualClock{T: time.Unix(0, 0)})
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Move(e); err != nil {
		t.Fatal(err)
	}
	view := g.View()
	var got []string
	for _, s := range view.Table.Sets() {
		got = append(got, game.Codes(s.Tiles))
	}
	slices.Sort(got)
	if want := []string{"B3 B4 B5 B6 B7", "K8 R8 O8 B8"}; !slices.Equal(got, want) {
		t.Fatalf("table %v, want %v", got, want)
	}
	if v, err := g.EndTurn(); err != nil || !v.Legal {
		t.Fatalf("%v %v", err, v.Reasons)
	}
}
