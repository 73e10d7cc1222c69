package ai

// Asides returns how many positions the solver has solved with Twist's
// special jokers set aside since the program started (solver_aside.go).
func Asides() int64 { return asides.Load() }

// AsidesAll returns how many of those set every special joker aside, the
// rack's too (solver_aside.go).
func AsidesAll() int64 { return asidesAll.Load() }
