package ai

// What the joker-freeing search (solver_freeing.go) charges to the Twist
// work budget (twistTotal) besides the programme's own runs, so that the
// budget bounds the search's time and not only the programme's.
//
// The listing of candidate sets charges a unit for each line it judges
// (solver_freeing_twist.go). It is work outside any run of the programme,
// so it counts toward the position's total only, never a run's own budget
// (twistBudget): a listing cut short by a run's budget would otherwise
// leave its node with part of its children, and the next run, which
// clears the run's mark, would hide that the search was no longer exact.
// A listing cut short by the total exhausts it, and the search then
// reports the position as out of budget (freeing).

// charge counts k units of work done outside the programme's runs toward
// the position's total, and reports whether the total still allows work.
// Once it does not, every later run is refused (exhausted).
func (tw *twistMemory) charge(k int) bool {
	tw.total += k
	if tw.total > twistTotal/tw.share() {
		tw.exhausted, tw.aborted = true, true
	}
	return !tw.exhausted
}
