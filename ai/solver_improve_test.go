package ai

import (
	"strings"
	"testing"

	"rummikub/game"
	"rummikub/variants"
)

// TestRoughLeavesTheFallbackAsItIs: the expert's rollouts (rough) take a
// fallback's play as the search left it; otherwise the improvement lays
// R3 R4 by laying R1..R6 out again (TestImprovementLaysASetOutAgain).
func TestRoughLeavesTheFallbackAsItIs(t *testing.T) {
	r, err := variants.Lookup("twist")
	if err != nil {
		t.Fatal(err)
	}
	pos := game.Position{Opened: true}
	var copies [game.FaceSpace]int
	tile := func(code string) game.Tile {
		x, _, err := game.ParseCode(code)
		if err != nil {
			t.Fatal(err)
		}
		x = x.WithCopy(copies[x.Face()])
		copies[x.Face()]++
		return x
	}
	for _, set := range []string{"R1 R2 R3 R4 R5 R6", "K9 K10 K11"} {
		var s game.Set
		for _, code := range strings.Fields(set) {
			s.Tiles = append(s.Tiles, tile(code))
		}
		pos.Table = append(pos.Table, s)
	}
	pos.Rack = []game.Tile{tile("R3"), tile("R4")}
	for _, rough := range []bool{true, false} {
		s := new(Solver)
		s.d.tw.reset()
		s.rough = rough
		got := s.improve(r, r.Defaults, pos, Solution{Table: pos.Table})
		if want := map[bool]int{true: 0, false: 2}[rough]; got.Tiles != want {
			t.Errorf("rough %v: the improvement lays %v, want %d tiles", rough, got.Played, want)
		}
	}
}
