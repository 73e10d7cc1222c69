package ai

import (
	"testing"

	"rummikub/game"
)

// TestLostFrom checks the cut of dead states (solver_twist_reach.go) on
// small problems: a table tile with no set among the later tiles and the
// jokers left makes the state dead, a rack tile so placed counts as lost,
// and the tiles a run in progress may still take are left to the search.
func TestLostFrom(t *testing.T) {
	const k, r, o = int(game.Black), int(game.Red), int(game.Orange)
	type face struct{ c, n, copies int }
	tests := []struct {
		name        string
		table, rack []face
		n           int
		open        uint8
		left        [4]int
		want        int32
	}{
		{"a lone table tile, no joker", []face{{o, 6, 1}, {o, 7, 1}}, nil, 6, 0, [4]int{}, infeasible},
		{"a regular joker makes its run", []face{{o, 6, 1}, {o, 7, 1}}, nil, 6, 0, [4]int{1, 0, 0, 0}, 0},
		{"a double fills two places", []face{{o, 6, 1}}, nil, 6, 0, [4]int{0, 1, 0, 0}, 0},
		{"the tiles before n do not count", []face{{o, 4, 1}, {o, 5, 1}, {o, 6, 1}}, nil, 6, 0, [4]int{}, infeasible},
		{"a run in progress may take the next two numbers", []face{{o, 6, 1}, {o, 7, 1}}, nil, 6, 1 << o, [4]int{}, 0},
		{"but not the third", []face{{o, 8, 1}, {o, 9, 1}}, nil, 6, 1 << o, [4]int{}, infeasible},
		{"the third number after a run in progress", []face{{o, 7, 1}, {o, 8, 1}}, nil, 6, 1 << o, [4]int{}, infeasible},
		{"a pending double covers n: the run may reach n+2", []face{{o, 7, 1}, {o, 8, 1}}, nil, 6, 1<<o | openPend, [4]int{}, 0},
		{"a group of the number", []face{{o, 6, 1}, {k, 6, 1}, {r, 6, 1}}, nil, 6, 0, [4]int{}, 0},
		{"a mirror pairs two copies", []face{{o, 6, 2}}, nil, 6, 0, [4]int{0, 0, 0, 1}, 0},
		{"a mirror with one copy needs a regular joker", []face{{o, 6, 1}}, nil, 6, 0, [4]int{0, 0, 0, 1}, infeasible},
		{"a colour-change joker lets a run change colour", []face{{o, 6, 1}, {k, 8, 1}}, nil, 6, 0, [4]int{0, 0, 1, 0}, 0},
		{"a rack tile with no set is lost", []face{{o, 6, 1}, {o, 7, 1}, {o, 8, 1}}, []face{{r, 12, 1}}, 6, 0, [4]int{}, tileWeight + 12},
		{"two copies count twice", nil, []face{{r, 12, 2}}, 6, 0, [4]int{}, 2 * (tileWeight + 12)},
	}
	for _, tc := range tests {
		var p problem
		for _, f := range tc.table {
			p.table[f.n][f.c] = int8(f.copies)
		}
		for _, f := range tc.rack {
			p.rack[f.n][f.c] = int8(f.copies)
		}
		if got := p.lostFrom(tc.n, tc.open, tc.left, false); got != tc.want {
			t.Errorf("%s: lostFrom = %d, want %d", tc.name, got, tc.want)
		}
	}
}
