package ai

import (
	"slices"
	"testing"
)

// TestKeepChunkHalves checks how keepMore splits a chunk of the table's
// sets it could not keep: after a refusal the programme proved, the second
// half is bound to the first (kept whole, the first leaves the second
// refused without a trial); after a trial cut short by the budget nothing
// is known, and a single set is not split.
func TestKeepChunkHalves(t *testing.T) {
	c := keepChunk{sets: []int{2, 5, 7, 9, 11}}
	proven := c.halves(true)
	if len(proven) != 2 || !slices.Equal(proven[0].sets, []int{2, 5}) || !slices.Equal(proven[1].sets, []int{7, 9, 11}) {
		t.Fatalf("halves = %+v, want [2 5] and [7 9 11]", proven)
	}
	if proven[0].refusedWith != nil || !slices.Equal(proven[1].refusedWith, []int{2, 5}) {
		t.Errorf("after a proven refusal the second half is refused with %v and the first with %v, want [2 5] and none",
			proven[1].refusedWith, proven[0].refusedWith)
	}
	for _, h := range c.halves(false) {
		if h.refusedWith != nil {
			t.Errorf("after a trial cut short, %v is bound to %v: nothing is known of it", h.sets, h.refusedWith)
		}
	}
	if got := (keepChunk{sets: []int{4}}).halves(true); got != nil {
		t.Errorf("a single set splits into %+v, want nothing", got)
	}
}

// TestPlanKeepsAll checks plan.keepsAll, which keepMore asks before a
// trial bound to its sibling.
func TestPlanKeepsAll(t *testing.T) {
	p := newPlan(4)
	p.keep[1], p.keep[3] = true, true
	for _, tc := range []struct {
		sets []int
		want bool
	}{
		{[]int{1, 3}, true},
		{[]int{3}, true},
		{nil, true},
		{[]int{1, 2}, false},
		{[]int{0}, false},
	} {
		if got := p.keepsAll(tc.sets); got != tc.want {
			t.Errorf("keepsAll(%v) = %v, want %v", tc.sets, got, tc.want)
		}
	}
}
