package ai_test

import (
	"testing"

	"rummikub/ai"
	"rummikub/game"
)

// thoroughWith is solveWith for SolveThorough, reporting too whether the
// search fell back (ran out of its budget).
func thoroughWith(t *testing.T, r *game.Rules, pos game.Position) (ai.Solution, bool) {
	t.Helper()
	before := ai.Asides()
	sol, err := ai.SolveThorough(r, r.Defaults, pos)
	if err != nil {
		t.Fatal(err)
	}
	fell := ai.Asides() != before
	if sol.Tiles > 0 {
		v := game.Judge(r, r.Defaults, pos, game.Position{Table: sol.Table, Rack: sol.Rack, Opened: pos.Opened})
		if !v.Legal || len(v.Played) != sol.Tiles {
			t.Fatalf("SolveThorough's answer %s: the referee says %v, %d tiles played", tableString(sol.Table), v.Reasons, len(v.Played))
		}
	}
	return sol, fell
}

// The thorough search a hint uses proves the best play of saved Twist
// positions where the computer players' budget runs out: on 4 Solve
// finds five tiles within it, on 14 one, and SolveThorough finds and
// proves plays of thirteen and five tiles.
func TestSolveThoroughProvesWhereSolveFallsBack(t *testing.T) {
	positions := fixedTwistPositions(t)
	for _, i := range []int{4, 14} {
		bp := positions[i]
		before := ai.Asides()
		quick := solveWith(t, bp.r, bp.r.Defaults, bp.pos)
		if ai.Asides() == before {
			t.Fatalf("position %d: Solve no longer falls back: pick another position for this test", i)
		}
		sol, fell := thoroughWith(t, bp.r, bp.pos)
		if fell {
			t.Errorf("position %d: SolveThorough fell back too", i)
		}
		if sol.Tiles <= quick.Tiles {
			t.Errorf("position %d: SolveThorough lays %d tiles, Solve %d: want more", i, sol.Tiles, quick.Tiles)
		}
	}
}

// Where Solve is exact, SolveThorough answers the same: on saved classic
// and Sabra positions (no budget there) and on Twist positions Solve
// proves.
func TestSolveThoroughAgreesWhereSolveIsExact(t *testing.T) {
	positions := append(fixedBenchPositions(t)[:40], fixedTwistPositions(t)[200:230]...)
	for i, bp := range positions {
		before := ai.Asides()
		want := solveWith(t, bp.r, bp.r.Defaults, bp.pos)
		if ai.Asides() != before {
			continue // a fallback: the thorough search may do better
		}
		got, _ := thoroughWith(t, bp.r, bp.pos)
		if got.Tiles != want.Tiles || got.Value != want.Value {
			t.Errorf("%s position %d: SolveThorough lays %d tiles worth %d, Solve %d worth %d",
				bp.r.Name, i, got.Tiles, got.Value, want.Tiles, want.Value)
		}
	}
}
