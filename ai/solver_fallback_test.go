package ai_test

import (
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"rummikub/ai"
	"rummikub/game"
)

// TestFallbackQuality measures what the Twist solver's fallback costs
// (solver_aside.go): on every saved benchmark position where the search
// runs out of its work budget, it solves again with a budget many times
// larger and counts the positions where that finds a better play (more
// tiles, or the same tiles and more value), and how much better. A
// measurement for docs/SOLVER-LOG.md, not a check: it runs with
// RUMMIKUB_FALLBACK_QUALITY=1 for Solve, =best for SolveBest (some 15 s).
func TestFallbackQuality(t *testing.T) {
	solve := ai.Solve
	switch os.Getenv("RUMMIKUB_FALLBACK_QUALITY") {
	case "1":
	case "best":
		solve = ai.SolveBest
	default:
		t.Skip("set RUMMIKUB_FALLBACK_QUALITY=1 (Solve) or best (SolveBest) to measure")
	}
	const big = 3000000
	fallbacks, better, unknown, moreTiles := 0, 0, 0, 0
	var slowest time.Duration
	for i, bp := range fixedTwistPositions(t) {
		before := ai.Asides()
		quick, err := solve(bp.r, bp.r.Defaults, bp.pos)
		if err != nil {
			t.Fatal(err)
		}
		if ai.Asides() == before {
			continue
		}
		fallbacks++
		var exact ai.Solution
		start := time.Now()
		ai.WithTwistBudget(big, func() {
			before = ai.Asides()
			exact, err = solve(bp.r, bp.r.Defaults, bp.pos)
		})
		if err != nil {
			t.Fatal(err)
		}
		if ai.Asides() != before {
			unknown++ // the big budget ran out too
			continue
		}
		slowest = max(slowest, time.Since(start))
		if exact.Tiles > quick.Tiles || (exact.Tiles == quick.Tiles && exact.Value > quick.Value) {
			better++
			moreTiles += exact.Tiles - quick.Tiles
			t.Logf("position %d: the fallback lays %d tiles (value %d), the search with %d units %d (value %d)",
				i, quick.Tiles, quick.Value, big, exact.Tiles, exact.Value)
		} else if exact.Tiles < quick.Tiles || (exact.Tiles == quick.Tiles && exact.Value < quick.Value) {
			t.Errorf("position %d: the fallback's play (%d tiles, value %d) beats the exact search's (%d, %d)",
				i, quick.Tiles, quick.Value, exact.Tiles, exact.Value)
		}
	}
	t.Logf("%d positions fell back; with a budget of %d units, %d of them have a better play (%d more tiles in all), "+
		"%d the same, %d still fell back; the slowest exact search took %v",
		fallbacks, big, better, moreTiles, fallbacks-better-unknown, unknown, slowest)
}

// TestFallbackQualityInGames measures how often the Twist solver falls
// back in games, and what that costs: it plays greedy Twist games from
// seeds 7, 4 (selfPlayPositions), counts the opened turns whose search
// runs out of budget, and solves each of those again without the
// improvement of the fallback's play (solver_improve.go), with
// SolveThorough (what a hint and expert use) and with a budget many times
// larger. The saved benchmark positions come from six
// games: fresh games fall back more often. A measurement for
// docs/SOLVER-LOG.md, not a check: RUMMIKUB_FALLBACK_GAMES=60 plays 60 games (some 40 s).
func TestFallbackQualityInGames(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("RUMMIKUB_FALLBACK_GAMES"))
	if games <= 0 {
		t.Skip("set RUMMIKUB_FALLBACK_GAMES to the number of games to measure")
	}
	const big = 3000000
	r := lookup(t, "twist")
	opened, fallbacks, unknown, tiles, plain, best, better := 0, 0, 0, 0, 0, 0, 0
	thoroughFell, thoroughTiles := 0, 0
	for _, pos := range selfPlayPositions(t, r, rand.New(rand.NewPCG(7, 4)), games) {
		if !pos.Opened {
			continue
		}
		opened++
		before := ai.Asides()
		sol := solveWith(t, r, r.Defaults, pos)
		if ai.Asides() == before {
			continue
		}
		fallbacks++
		var without, exact ai.Solution
		ai.WithImproveBudget(0, func() { without = solveWith(t, r, r.Defaults, pos) })
		before = ai.Asides()
		thorough, err := ai.SolveThorough(r, r.Defaults, pos)
		if err != nil {
			t.Fatal(err)
		}
		if ai.Asides() != before {
			thoroughFell++
		}
		thoroughTiles += thorough.Tiles
		ai.WithTwistBudget(big, func() {
			before = ai.Asides()
			exact = solveWith(t, r, r.Defaults, pos)
		})
		if ai.Asides() != before {
			unknown++ // the big budget ran out too: its play is a fallback's
		}
		tiles, plain, best = tiles+sol.Tiles, plain+without.Tiles, best+exact.Tiles
		if exact.Tiles > sol.Tiles || (exact.Tiles == sol.Tiles && exact.Value > sol.Value) {
			better++
		}
	}
	t.Logf("%d games: %d opened turns, %d fell back (%.1f%%); their answers lay %d tiles (%d without the improvement); "+
		"SolveThorough's %d tiles (%d of them still fell back); "+
		"with a budget of %d units %d tiles (%d of them better, %d still fell back)",
		games, opened, fallbacks, 100*float64(fallbacks)/float64(max(opened, 1)), tiles, plain,
		thoroughTiles, thoroughFell, big, best, better, unknown)
}

// The last fallback keeps every set holding a joker as it is and lays what
// the rest of the table allows: B4 joins the group of 4s, but R5 does not
// go after the joker's run (the solver lays both: R4 leaves the group for
// the run, B4 takes its place).
func TestJokersKeptLeavesJokerSets(t *testing.T) {
	r := lookup(t, "classic")
	pos := positionOf(t, "R1 R2 * | K4 R4 O4 | B11 B12 B13", "R5 B4 O10", true)
	if best := solveWith(t, r, r.Defaults, pos); best.Tiles != 2 {
		t.Fatalf("the solver lays %v, want R5 and B4", best.Played)
	}
	sol, ok := ai.JokersKept(r, r.Defaults, pos)
	if !ok || sol.Tiles != 1 || sol.Played[0].String() != "B4" {
		t.Fatalf("lays %v (%v), want B4 alone", sol.Played, ok)
	}
	v := game.Judge(r, r.Defaults, pos, game.Position{Table: sol.Table, Rack: sol.Rack, Opened: true})
	if !v.Legal {
		t.Fatalf("the referee refuses %s: %v", tableString(sol.Table), v.Reasons)
	}
	if !slices.ContainsFunc(sol.Table, func(s game.Set) bool { return game.Codes(s.Tiles) == "R1 R2 *" }) {
		t.Fatalf("the joker's run changed: %s", tableString(sol.Table))
	}
}
