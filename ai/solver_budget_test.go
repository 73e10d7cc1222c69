package ai

import "testing"

// TestOwnBudgetHeld: within a held budget (the improvement of a
// fallback's play, solver_improve.go), a budget of its own that a search
// under it asks for (the repair's, the tie-break's) gives nothing: the
// work done under it stays spent, and the held budget runs out. Without
// the hold, a search under the improvement spent up to a quarter of a
// position's budget for each neighbourhood, unseen.
func TestOwnBudgetHeld(t *testing.T) {
	var tw twistMemory
	tw.reset()
	restore := tw.ownBudget(100)
	tw.held = true
	inner := tw.ownBudget(twistTotal / repairShare)
	tw.spend(150)
	inner()
	if !tw.exhausted {
		t.Fatal("150 units spent under an inner budget left a held budget of 100 untouched")
	}
	tw.held = false
	restore()
	if tw.exhausted || tw.total != 0 {
		t.Fatalf("the held budget's restore left total %d, exhausted %v", tw.total, tw.exhausted)
	}
}
