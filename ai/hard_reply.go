package ai

import "rummikub/game"

// replyTiles is how many tiles Hard expects a player to lay from a rack on
// a table (the lookahead's reply): the solver's answer. (In Twist Hard
// weighs its plays by rollouts instead: hard_twist.go.) Only the number
// counts: no tie-break (SolveBest).
func replyTiles(r *game.Rules, opts game.Options, pos game.Position) int {
	sol, err := SolveBest(r, opts, pos)
	if err != nil {
		return 0
	}
	return sol.Tiles
}
