package ai

import "rummikub/game"

// Asides returns how many positions the solver has solved with Twist's
// special jokers set aside since the program started (solver_aside.go).
func Asides() int64 { return asides.Load() }

// AsidesAll returns how many of those set every special joker aside, the
// rack's too (solver_aside.go).
func AsidesAll() int64 { return asidesAll.Load() }

// WithTwistBudget runs f with the Twist search's work budget (per run and
// per position, as the game has them) set to budget, then puts it back.
func WithTwistBudget(budget int, f func()) {
	ob, ot := twistBudget, twistTotal
	twistBudget, twistTotal = budget, budget
	defer func() { twistBudget, twistTotal = ob, ot }()
	f()
}

// JokersKept is the solver's last fallback (solver_aside.go).
func JokersKept(r *game.Rules, opts game.Options, pos game.Position) (Solution, bool) {
	return new(Solver).jokersKept(r, opts, pos)
}

// ListingSteps returns how many partial candidate lines the Twist
// joker-freeing search's listings have built since the program started
// (solver_freeing_lines.go).
func ListingSteps() int64 { return listingSteps.Load() }

// ProgrammeStates returns how many states the solver's programme has
// stored, over all its runs, since the program started (solver_dp.go).
func ProgrammeStates() int64 { return programmeStates.Load() }

// Extended is the extension of a fallback's play (solver_extend.go).
func Extended(r *game.Rules, opts game.Options, pos game.Position, sol Solution) Solution {
	return extended(r, opts, pos, sol)
}

// WithImproveBudget runs f with the work budget of a fallback's
// improvement (solver_improve.go) set to units (0 turns it off), then
// puts it back.
func WithImproveBudget(units int, f func()) {
	old := improveUnits
	improveUnits = units
	defer func() { improveUnits = old }()
	f()
}

// Improved is the improvement of a legal play sol (solver_improve.go), on
// a budget of its own, as Solve calls it: after a search that ran out of
// budget (its mark still set).
func Improved(r *game.Rules, opts game.Options, pos game.Position, sol Solution) Solution {
	s := new(Solver)
	s.d.tw.reset()
	s.d.tw.aborted = true
	return s.improve(r, opts, pos, sol)
}

// RuledRuns counts the rules of jokers of groups added to programme runs
// (solver_group_rules.go).
func RuledRuns() int64 { return ruledRuns.Load() }

// ApartRuns counts the programme runs with groups kept apart.
func ApartRuns() int64 { return apartRuns.Load() }

// RunRuleRuns counts the rules of jokers of runs added to programme runs
// (solver_run_rules.go).
func RunRuleRuns() int64 { return runRuleRuns.Load() }

// RuledRootScore is the programme's optimum at the joker-freeing search's
// root with the rules of table jokers of groups and runs kept
// (solver_group_rules.go, solver_run_rules.go), on a budget a hundred
// times the game's: it must bound every legal play (tiles*1024 + value);
// -1 when the budget ran out.
func RuledRootScore(r *game.Rules, pos game.Position) int32 {
	var s Solver
	s.d.tw.reset()
	s.d.tw.grant = 100
	before, _ := game.JudgeSets(r, pos.Table)
	jokers := heldJokers(r.Sets, before)
	in := newPlan(len(pos.Table)).instance(pos)
	addGroupRules(&in.p, jokers, nil, nil)
	addRunRules(&in.p, jokers, nil, nil)
	v := s.d.solve(&in.p, -1)
	if s.d.tw.refused() || s.d.tw.exhausted {
		return -1
	}
	return v
}

// FreeRootScore is RuledRootScore without the rules: the free
// rearrangement's optimum, as "Jokers move freely" has it.
func FreeRootScore(r *game.Rules, pos game.Position) int32 {
	var s Solver
	s.d.tw.reset()
	s.d.tw.grant = 100
	in := newPlan(len(pos.Table)).instance(pos)
	v := s.d.solve(&in.p, -1)
	if s.d.tw.refused() || s.d.tw.exhausted {
		return -1
	}
	return v
}

// WithTurnAlways runs f with every turnable position solved turned round
// from the start (solver_reverse.go), then puts it back.
func WithTurnAlways(f func()) {
	turnAlways = true
	defer func() { turnAlways = false }()
	f()
}

// Turnable reports whether the solver may solve a position turned round.
func Turnable(r *game.Rules, opts game.Options, pos game.Position) bool {
	return turnable(r, opts, pos)
}

// TurnedPosition is a position turned round (solver_reverse.go).
func TurnedPosition(pos game.Position) game.Position { return turnedPosition(pos) }

// TurnedRules are the rules of a position turned round
// (solver_reverse_rules.go).
func TurnedRules(r *game.Rules) *game.Rules { return turnedRules(r) }
