package ai

// What the joker-freeing search (solver_freeing.go) charges to the Twist
// work budget (twistTotal) besides the programme's own runs, so that the
// budget bounds the search's time and not only the programme's: each line
// its listing judges (lineCharge, solver_freeing_twist.go), each line it
// drops unjudged as alike to one it yielded (alikeCharge: the sort and
// lookups of plainKey; a listing of a tile of a set taken apart may drop
// two lines in three so, which uncharged doubled the time of a unit of
// the positions whose budget such listings spend), the partial lines its
// listing builds (stepsPerUnit, solver_freeing_lines.go: those abandoned
// as hopeless had cost nothing, and a table of many jokers listed for
// 40-70 ms) and each node it evaluates (evalCharge, and the states of a
// run without special jokers, solver_freeing_eval.go), in units of the
// programme's work. On
// the benchmark's saved Twist positions a unit of the programme takes
// some 0.3-0.5 µs, a line judged 0.8-1 µs, an evaluation some 2 µs
// besides its run: uncharged, a search of many cheap nodes or a listing of
// many lines ran well past the time the budget allows the programme.
//
// That work is outside any run of the programme, so it counts toward the
// position's total only, never a run's own budget (twistBudget): a listing
// cut short by a run's budget would otherwise leave its node with part of
// its children, and the next run, which clears the run's mark, would hide
// that the search was no longer exact. Work that passes the total exhausts
// it, and the search then reports the position as out of budget (freeing).

// lineCharge is what judging one candidate line costs (see the file's
// comment).
const lineCharge = 2

// alikeCharge is what a line dropped unjudged as alike to one yielded
// costs (twistSetsAt).
const alikeCharge = 1

// charge counts k units of work done outside the programme's runs toward
// the position's total, and reports whether the total still allows work.
// Once it does not, every later run is refused (exhausted).
func (tw *twistMemory) charge(k int) bool {
	tw.total += k
	if tw.total > tw.scaled(twistTotal) {
		tw.exhausted, tw.aborted = true, true
	}
	return !tw.exhausted
}
