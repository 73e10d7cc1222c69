//go:build !nogui

package render

import (
	"testing"

	"rummikub/game"
)

// A blocked game whose lowest racks are worth the same was decided by the
// rule's next steps, which the score sheet then names.
func TestBlockedTie(t *testing.T) {
	for _, c := range []struct {
		res  game.Result
		want bool
	}{
		{game.Result{Winner: 2, Blocked: true, RackValues: []int{5, 9, 1, 1}}, true},
		{game.Result{Winner: 2, Blocked: true, RackValues: []int{5, 9, 1, 4}}, false},
		{game.Result{Winner: -1, Blocked: true, RackValues: []int{1, 1}}, false},
	} {
		if got := blockedTie(&c.res); got != c.want {
			t.Errorf("racks %v, winner %d: tie %v, want %v", c.res.RackValues, c.res.Winner, got, c.want)
		}
	}
}
