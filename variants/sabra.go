package variants

import (
	"time"

	"rummikub/game"
)

func init() { register(sabraRules()) }

// sabraRules returns the original rules of 1980 ("the Sabra way"): the
// classic box and sets, turns counter-clockwise, two minutes a turn, and a
// set that holds a joker may only have its joker exchanged (lockedJokers).
func sabraRules() *game.Rules {
	r := classicRules()
	r.Name = "sabra"
	r.Title = "Sabra (1980 rules)"
	r.Summary = "A set holding a joker may only have its joker exchanged."
	r.Manipulation = lockedJokers{}
	r.Freeing = nil // its own joker rule is stricter
	r.Choices.FreeJokers = false
	r.Direction = game.CounterClockwise
	r.Defaults.TimeLimit = 2 * time.Minute
	return r
}
