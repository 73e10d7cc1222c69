package ai

import "rummikub/game"

// LaysAsMuch reports whether a turn the referee judged (v) is as good as
// the solver's best play sol by the solver's own order: in a variant
// scored turn by turn (Word) the score, then the tiles laid; otherwise the
// tiles laid, then the penalty value they take off the rack. A hint uses
// it to tell a player who has already laid the best play.
func LaysAsMuch(r *game.Rules, v game.Verdict, sol Solution) bool {
	if !v.Legal {
		return false
	}
	if r.Scoring != nil {
		return v.Points > sol.Value || v.Points == sol.Value && len(v.Played) >= sol.Tiles
	}
	tiles := len(v.Played)
	return tiles > sol.Tiles || tiles == sol.Tiles && r.RackValue(v.Played) >= r.RackValue(sol.Played)
}
