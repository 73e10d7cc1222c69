package ai

import "rummikub/game"

// solvePart is Solve with a part of the work budget of the search with
// Twist's special jokers (part 4: a quarter of twistBudget and twistTotal):
// past it the special jokers are set aside sooner (solver_aside.go), so the
// answer is legal but more often not the best. Hard uses it for the plays
// it weighs against the best one, which must not hold its turn up. Other
// variants are solved as by Solve.
func solvePart(r *game.Rules, opts game.Options, pos game.Position, part int) (Solution, error) {
	s := solverPool.Get().(*Solver)
	defer solverPool.Put(s)
	s.d.tw.part = part
	defer func() { s.d.tw.part = 0 }()
	return s.Solve(r, opts, pos)
}

// SolveThorough is Solve for a person waiting for the answer (a hint):
// the search with Twist's special jokers gets thoroughGrant times the
// work budget (thorough_other.go, thorough_js.go) the computer players' turns have, so that the answer is
// proven the best far more often, at the cost of a fraction of a second
// on the hardest positions. Other variants are solved as by Solve (their
// search has no work budget to run out of).
func SolveThorough(r *game.Rules, opts game.Options, pos game.Position) (Solution, error) {
	s := solverPool.Get().(*Solver)
	defer solverPool.Put(s)
	s.d.tw.grant = thoroughGrant
	defer func() { s.d.tw.grant = 0 }()
	return s.Solve(r, opts, pos)
}
