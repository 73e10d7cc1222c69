package ai_test

import (
	"testing"

	"rummikub/game"
)

// TestSolveTwistQuick gives the solver Twist positions where every rack
// tile can be laid, the special jokers at the ends of runs or between
// equal sets (the quick answer, solver_twist_quick.go), and positions
// where they cannot: it must lay what the exhaustive search lays, under
// the joker-freeing rule and with Jokers move freely.
func TestSolveTwistQuick(t *testing.T) {
	r := lookup(t, "twist")
	free := r.Defaults
	free.FreeJokers = true
	for _, c := range []struct{ table, rack string }{
		{"R1 R2 R3", "R4 R5 R6 *D"},
		{"R1 R2 R3", "R4 R5 R6 *C"},
		{"B11 B12 B13", "B10 *D"},
		{"B11 B12 B13", "R11 R12 R13 B11 B12 B13 *M"},
		{"R7 B7 O7", "R7 B7 O7 *M"},
		{"R2 *D R5 | K9 K10 K11", "K12 *C R6"},
		{"R2 *D R5 | K9 K10 K11", "K12 *C R6 *M"},
		{"B3 R3 *D", "B4 B5 B6 *D *C"},
		{"R6 R7 *C B9 B10", "B11 B12 *M"},
	} {
		pos := positionOf(t, c.table, c.rack, true)
		for _, opts := range []game.Options{r.Defaults, free} {
			sol := solveWith(t, r, opts, pos)
			tiles, value, _ := bruteBestWith(r, opts, pos)
			if sol.Tiles != tiles || sol.Value != value {
				t.Errorf("%s + %s (free jokers %v): lays %d tiles worth %d (%s), the search %d worth %d",
					c.table, c.rack, opts.FreeJokers, sol.Tiles, sol.Value, tableString(sol.Table), tiles, value)
			}
		}
	}
}
