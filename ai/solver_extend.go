package ai

import (
	"slices"

	"rummikub/game"
)

// extended lays what it can of the rack's remaining tiles onto the sets of
// a legal play, one tile at a time: each at the first place of a set where
// the set stays valid and the play legal. It is for the plays found when
// the Twist search runs out of budget (Solve's fallbacks), which may leave
// on the rack a tile that simply fits at the end of a set (a fallback
// keeps the sets holding special jokers as they were, and a colour-change
// run as it was still takes its next tile). An exact answer is never
// changed: no tile could be added to it.
func extended(r *game.Rules, opts game.Options, pos game.Position, sol Solution) Solution {
	if !pos.Opened {
		return sol // an initial meld lays new sets only
	}
	for _, t := range pos.Rack {
		if slices.Contains(sol.Played, t) {
			continue
		}
		if next, ok := layOnto(r, opts, pos, sol, t); ok {
			sol = next
		}
	}
	return sol
}

// layOnto returns the play with tile t added to one of its sets, if some
// place keeps the set valid and the play legal.
func layOnto(r *game.Rules, opts game.Options, pos game.Position, sol Solution, t game.Tile) (Solution, bool) {
	for i, set := range sol.Table {
		for at := 0; at <= len(set.Tiles); at++ {
			tiles := slices.Insert(slices.Clone(set.Tiles), at, t)
			if _, why := r.Sets.Check(game.Set{Tiles: tiles}); why != "" {
				continue
			}
			next := sol
			next.Table = slices.Clone(sol.Table)
			next.Table[i] = game.Set{Tiles: tiles}
			next.Played = append(slices.Clone(sol.Played), t)
			next.Tiles++
			next.Value += penalty(t)
			next = repinned(r, next)
			if legalPlay(r, opts, pos, next) {
				return next, true
			}
		}
	}
	return sol, false
}
