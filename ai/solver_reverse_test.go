package ai_test

import (
	"math/rand/v2"
	"testing"

	"rummikub/ai"
)

// TestTurnedSetsAreSetsTurned: turning a set round (every number n read
// as 14-n, the tiles in the other order) keeps it valid, each joker
// standing for the turned tiles, and turning it again gives it back, pins
// and copies included.
func TestTurnedSetsAreSetsTurned(t *testing.T) {
	r := lookup(t, "twist")
	cases := []struct{ set, turned string }{
		{"R4 R5 R6", "R8 R9 R10"},
		{"K1 B1 O1", "O13 B13 K13"},
		{"*:R9 R10 R11", "R3 R4 *:R5"},
		{"R4 B4 *:K4", "*:K10 B10 R10"},
		{"K2 *D:K3K4 K5", "K9 *D:K10K11 K12"},
		{"K12 O12 *D:R12B12", "*D:R2B2 O2 K2"},
		{"R8 *C:R9 O10 O11 O12", "O2 O3 O4 *C:O5 R6"},
		{"R4 R5 *C:R6 B7 B8", "B6 B7 *C:B8 R9 R10"},
		{"O9 *C:O10 B11", "B3 *C:B4 O5"},
		{"B11 *C:B12 K13", "K1 *C:K2 B3"},
		{"R6 *C:R7 *:O8", "*:O6 *C:O7 R8"},
		{"B4 *D:B5B6 *C:B7 K8", "K6 *C:K7 *D:B8B9 B10"},
	}
	for _, tc := range cases {
		pos := positionOf(t, tc.set, "", true)
		want := positionOf(t, tc.turned, "", true)
		got := ai.TurnedPosition(pos)
		if tableString(got.Table) != tableString(want.Table) {
			t.Errorf("%s turned: got %s, want %s", tc.set, tableString(got.Table), tableString(want.Table))
		}
		if _, why := r.Sets.Check(got.Table[0]); why != "" {
			t.Errorf("%s turned to %s: the referee refuses it: %s", tc.set, tableString(got.Table), why)
		}
		back := ai.TurnedPosition(got)
		if tableString(back.Table) != tableString(pos.Table) || back.Table[0].Tiles[0] != pos.Table[0].Tiles[0] {
			t.Errorf("%s turned twice: %s", tc.set, tableString(back.Table))
		}
	}
}

// TestSolveTwistTurnedMatchesBruteForce holds the solver on positions
// turned round (solver_reverse.go, forced on every position it may turn)
// to the exhaustive search on random small Twist positions without a
// mirror joker, under the joker-freeing rule: the turned answer, turned
// back, lays as many tiles worth as much as the best play, and the referee
// accepts it (solveWith).
func TestSolveTwistTurnedMatchesBruteForce(t *testing.T) {
	want := 600
	if testing.Short() {
		want = 150
	}
	r := lookup(t, "twist")
	rng := rand.New(rand.NewPCG(twistSeed, 31))
	turned, plays := 0, 0
	for i := 0; turned < want; i++ {
		pos := twistPosition(r, rng, 7+i%5)
		if !ai.Turnable(r, r.Defaults, pos) {
			continue
		}
		turned++
		var sol ai.Solution
		ai.WithTurnAlways(func() { sol = solveWith(t, r, r.Defaults, pos) })
		if matchesBrute(t, r, i, pos, sol) {
			plays++
		}
	}
	if plays < want/4 {
		t.Errorf("only %d of %d positions have a play: the test does not exercise the turned answers", plays, want)
	}
}

// TestSolveTwistTurnedSavedPositions: on the Twist benchmark's saved
// positions the solver may turn, the answer solved turned round lays as
// many tiles worth as much as the answer solved as they are, wherever
// both are proven (neither falls back), and both are legal.
func TestSolveTwistTurnedSavedPositions(t *testing.T) {
	if testing.Short() {
		t.Skip("solves 50 saved positions twice")
	}
	compared := 0
	for i, bp := range fixedTwistPositions(t) {
		if !ai.Turnable(bp.r, bp.r.Defaults, bp.pos) {
			continue
		}
		a := ai.Asides()
		straight := solveWith(t, bp.r, bp.r.Defaults, bp.pos)
		fellBack := ai.Asides() > a
		var turned ai.Solution
		ai.WithTurnAlways(func() { turned = solveWith(t, bp.r, bp.r.Defaults, bp.pos) })
		if fellBack || ai.Asides() > a {
			continue
		}
		compared++
		if straight.Tiles != turned.Tiles || straight.Value != turned.Value {
			t.Errorf("position %d: %d tiles worth %d as it is, %d worth %d turned round", i, straight.Tiles, straight.Value, turned.Tiles, turned.Value)
		}
	}
	if compared < 30 {
		t.Errorf("only %d positions compared", compared)
	}
}
