package ai_test

import (
	"strings"
	"testing"

	"rummikub/ai"
	"rummikub/game"
)

// copiesOf reads codes as tiles, numbering the copies of a repeated code.
func copiesOf(t *testing.T, codes string) []game.Tile {
	t.Helper()
	seen := map[game.Tile]int{}
	var out []game.Tile
	for _, c := range strings.Fields(codes) {
		tl, err := game.ParseTile(c)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, tl.WithCopy(seen[tl]))
		seen[tl]++
	}
	return out
}

// TestSolveTwistListsShared solves a position after another with one
// solver: the decision lists it keeps (twShared) must not carry what the
// first position's tiles allowed into the second. In both, R5 becomes a
// special run at its double joker (a conversion) whose next number tile
// must be red; the first has no red tile where the jokers left reach it
// (B10), the second has (R10), and the key of the lists holds only whether
// number 10 has a tile. A list that looked at the colours there listed no
// decision for the first and lost R5 *D *D R10 in the second.
func TestSolveTwistListsShared(t *testing.T) {
	r := lookup(t, "twist")
	for _, tc := range []struct {
		before, rack string
		want         int
	}{
		{"R5 *D *D B10 R12", "R5 *D *D R10 B12", 4},
	} {
		s := new(ai.Solver)
		if _, err := s.Solve(r, r.Defaults, game.Position{Rack: copiesOf(t, tc.before), Opened: true}); err != nil {
			t.Fatal(err)
		}
		pos := game.Position{Rack: copiesOf(t, tc.rack), Opened: true}
		for _, s := range []*ai.Solver{s, new(ai.Solver)} {
			sol, err := s.Solve(r, r.Defaults, pos)
			if err != nil {
				t.Fatal(err)
			}
			if sol.Tiles != tc.want {
				t.Errorf("rack %s after %s: %d tiles (%s), want %d", tc.rack, tc.before, sol.Tiles, tableString(sol.Table), tc.want)
			}
		}
	}
}
