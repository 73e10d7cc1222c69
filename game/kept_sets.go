package game

import "slices"

// KeptSets pairs the valid sets of before with the valid sets of after
// that leave them as they were (KeepsJokers), one to one, as many as can
// be paired: it returns, for each set of before, the index in after of
// the set it is paired with, or -1. Such a set keeps its jokers, and its
// tiles take no other joker's place (RULES-NOTES, "Freeing a joker").
//
// A set of before may leave as it was several sets of after (`B10 *D *`
// is a group of 10s or a run from 10 to 13, and `*D B10 *` a group of 10s:
// both are left as they were by `B10 *D *`), so the sets are paired by a
// maximum matching rather than first come, first served: paired in the
// order the table lists them, the group could take the run's copy and
// leave the run unpaired, and the verdict depended on the order of the
// sets. Of the maximum matchings it prefers one pairing each set with a
// set of its tiles in the same order. The referee (variants) and the
// solver (ai) both pair sets so.
func KeptSets(sets SetChecker, before, after []JudgedSet) []int {
	return KeptSetsIn(sets, before, after, nil, true)
}

// KeptPairings calls f with each pairing of the sets left as they were
// that the referee tries, until f returns false: KeptSets' own, then the
// maximum matchings found offering the sets of before in the table's order
// and in reverse, with no preference for a set of the same order, where
// they differ (each as KeptSets returns one; computed only if asked for).
// Where two sets of before hold the same tiles (`*D O4 *`, a group, and
// `O4 *D *`, a run) a set of after in either's order may be taken for
// either, and which is better depends on the rest of the play:
// `O4 *D * | O4 *D * O8` leaves the group as it was, reordered, and
// extends the run, which a preference for the same order read the other
// way round, and refused. The referee takes the pairing most favourable to
// the player, as it pairs the jokers.
func KeptPairings(sets SetChecker, before, after []JudgedSet, f func(pair []int) bool) {
	km := newKeptMatcher(sets, before, after) // its KeepsJokers cache serves all three
	first := km.match(nil, true)
	if !f(first) {
		return
	}
	reverse := make([]int, len(before))
	for i := range reverse {
		reverse[i] = len(before) - 1 - i
	}
	tried := [][]int{first}
	for _, order := range [][]int{nil, reverse} {
		p := km.match(order, false)
		if slices.ContainsFunc(tried, func(q []int) bool { return slices.Equal(p, q) }) {
			continue
		}
		tried = append(tried, p)
		if !f(p) {
			return
		}
	}
}

// KeptSetsIn is KeptSets offering the sets of before in the given order
// (nil: the table's), and with sameFirst each first to a set of its tiles
// in the same order.
func KeptSetsIn(sets SetChecker, before, after []JudgedSet, order []int, sameFirst bool) []int {
	return newKeptMatcher(sets, before, after).match(order, sameFirst)
}

// keptMatcher pairs the sets of before with the sets of after that leave
// them as they were, caching KeepsJokers for every matching it makes.
type keptMatcher struct {
	sets          SetChecker
	before, after []JudgedSet
	keeps         [][]uint8 // KeepsJokers by before and after: 0 unknown, 1 no, 2 yes
}

func newKeptMatcher(sets SetChecker, before, after []JudgedSet) *keptMatcher {
	return &keptMatcher{sets: sets, before: before, after: after, keeps: make([][]uint8, len(before))}
}

// edge reports whether the set b of before is left as it was by the set a
// of after.
func (km *keptMatcher) edge(b, a int) bool {
	if km.keeps[b] == nil {
		km.keeps[b] = make([]uint8, len(km.after))
	}
	if km.keeps[b][a] == 0 {
		km.keeps[b][a] = 1
		if km.before[b].Kind != NotAMeld && km.after[a].Kind != NotAMeld && KeepsJokers(km.sets, km.before[b], km.after[a]) {
			km.keeps[b][a] = 2
		}
	}
	return km.keeps[b][a] == 2
}

// match is KeptSetsIn.
func (km *keptMatcher) match(order []int, sameFirst bool) []int {
	before, after := km.before, km.after
	if order == nil {
		order = make([]int, len(before))
		for i := range order {
			order[i] = i
		}
	}
	pair := make([]int, len(before))
	owner := make([]int, len(after))
	for i := range pair {
		pair[i] = -1
	}
	for i := range owner {
		owner[i] = -1
	}
	// augment looks for a path that pairs b, moving pairs already made
	// (Kuhn's algorithm; tables hold a few dozen sets at most).
	var seen []bool
	var augment func(b int) bool
	augment = func(b int) bool {
		for a := range after {
			if seen[a] || !km.edge(b, a) {
				continue
			}
			seen[a] = true
			if owner[a] < 0 || augment(owner[a]) {
				owner[a], pair[b] = b, a
				return true
			}
		}
		return false
	}
	if sameFirst {
		// A set whose tiles stand in the same order first takes its twin
		// (the augmenting paths may still move these pairs where that
		// pairs more sets).
		for _, b := range order {
			for a := range after {
				if pair[b] < 0 && owner[a] < 0 && SameTiles(before[b].Tiles, after[a].Tiles) && km.edge(b, a) {
					owner[a], pair[b] = b, a
				}
			}
		}
	}
	for _, b := range order {
		if before[b].Kind == NotAMeld || pair[b] >= 0 {
			continue
		}
		seen = make([]bool, len(after))
		augment(b)
	}
	return pair
}
