package ai_test

import (
	"testing"

	"rummikub/ai"
)

// The Twist search's work budget bounds all its work, not only what it
// charged: a review's dealt positions found two kinds of work the budget
// did not count, and each took a position to 70-230 ms.
//   - A listing of candidate lines abandons partial lines as hopeless; on
//     a table of many jokers it built a million of them, free.
//   - A joker-freeing search charged its evaluations to the budget only
//     in a position holding special jokers: a fallback's rest once they
//     are set aside (a rack of 32 tiles: 2,000 programme runs), or a turn
//     with regular jokers only (a rack of 30), ran unbounded.
//
// Both are counted in work, not time (ListingSteps, ProgrammeStates), so
// the bounds hold on any machine. Charged, the first position builds some
// 140,000 partial lines (uncharged: 1,010,000) and the second and third
// make some 163,000 and 188,000 programme states (uncharged: 2,550,000 and
// 2,140,000).
func TestBudgetBoundsAllTheWork(t *testing.T) {
	r := lookup(t, "twist")
	for _, c := range []struct {
		table, rack   string
		steps, states int64
	}{
		{
			"K11 * *C | *C B9 B10 B11 B12 * | O8 *D:O9O10 O11 O12 O13 | O3 O4 O5 O6 O7 O8 O9 | R11 B11 O11 | R5 R6 R7 R8 R9 | O3 O4 O5 O6 O7 | K1 *M:K2 K1",
			"O2 B5 K10", 400_000, 600_000,
		},
		{
			"K5 B5 O5 | O1 O2 O3 O4 | O5 R5 B5 K5 | B7 B8 B9 B10 | B7 K7 O7 * | B8 O8 R8 | B11 B12 * | O9 O10 O11 O12 | R8 R9 R10 R11 | K8 K9 K10 K11 K12 K13 | B3 R3 O3 | B6 R6 K6 | O1 B1 R1",
			"K10 K13 B4 *C B9 K4 K2 B11 R5 O10 *M K3 K1 K1 *D R1 R2 R9 O11 O13 K2 *D B4 R2 O4 K3 O7 R4 K6 R6 O13 K12", 400_000, 600_000,
		},
		{
			"K1 K2 K3 K4 K5 K6 K7 * K9 K10 K11 K12 | K12 *:O12 B12 R12 | B3 B4 B5 B6 B7 B8 B9 B10",
			"O8 B2 K9 R4 R4 R6 O10 O4 K13 K6 R5 O11 R11 K4 O1 R12 R9 B3 O8 R2 R1 O7 K1 O13 K10 R1 O3 O2 R3 K8", 400_000, 600_000,
		},
	} {
		pos := positionOf(t, c.table, c.rack, true)
		steps, states := ai.ListingSteps(), ai.ProgrammeStates()
		solveWith(t, r, r.Defaults, pos)
		steps, states = ai.ListingSteps()-steps, ai.ProgrammeStates()-states
		t.Logf("rack %s: %d partial lines, %d programme states", c.rack, steps, states)
		if steps > c.steps || states > c.states {
			t.Errorf("rack %s: %d partial lines and %d programme states, want at most %d and %d",
				c.rack, steps, states, c.steps, c.states)
		}
	}
}

// Classic's joker-freeing search is exact, with no work budget, but it
// stops at a guard (freeBudget, freeStates): a dealt position with a rack
// of 30 and both jokers in one set made 13,560,000 programme states, a
// second, where 4,000 runs were the only guard (it laid 25 tiles; stopped
// at 2,095,000 states, 23). It must stop within freeStates (2,000,000)
// and a run past it.
func TestClassicSearchGuardCountsStates(t *testing.T) {
	r := lookup(t, "classic")
	pos := positionOf(t,
		"R8 * * O8 | R5 O5 K5 | O4 O5 O6 O7 O8 | R4 R5 R6 R7 R8 | O12 B12 K12 | K10 B10 R10 | O6 R6 B6 | R7 K7 O7 B7 | R1 O1 B1 K1 | B2 B3 B4",
		"O11 R13 O3 B5 K3 B10 R4 K13 R3 B7 B3 K2 B12 B6 R10 O4 O2 O13 K4 K2 O1 K11 O3 O9 K6 B11 R13 B4 K9 K11", true)
	states := ai.ProgrammeStates()
	sol := solveWith(t, r, r.Defaults, pos)
	states = ai.ProgrammeStates() - states
	t.Logf("%d programme states, %d tiles laid", states, sol.Tiles)
	if states > 3_000_000 {
		t.Errorf("the search made %d programme states, want at most 3,000,000 (its guard, 2,000,000, and a run past it)", states)
	}
}
