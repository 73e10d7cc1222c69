package ai

// Asides returns how many positions the solver has solved with Twist's
// special jokers set aside since the program started (solver_aside.go).
func Asides() int64 { return asides.Load() }

// AsidesAll returns how many of those set every special joker aside, the
// rack's too (solver_aside.go).
func AsidesAll() int64 { return asidesAll.Load() }

// ProgrammeStates returns how many states the solver's programme has
// stored, over all its runs, since the program started (solver_dp.go).
func ProgrammeStates() int64 { return programmeStates.Load() }
