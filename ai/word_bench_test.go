package ai_test

import (
	"slices"
	"testing"
	"time"

	"rummikub/ai"
	"rummikub/game"
	"rummikub/variants"
)

// wordPositions plays Word games between greedy players and returns the
// position of every turn (the table, the rack, whether the player had
// opened), up to n of them.
func wordPositions(t testing.TB, n int) []game.Position {
	t.Helper()
	r, _ := variants.Lookup("word")
	p, _ := ai.ByName("medium")
	var out []game.Position
	for seed := uint64(1); len(out) < n; seed++ {
		g, err := game.New(r, r.Defaults, 2+int(seed%3), seed, &game.ManualClock{})
		if err != nil {
			t.Fatal(err)
		}
		for turns := 0; !g.Over() && len(out) < n && turns < 200; turns++ {
			v := ai.ViewOf(g)
			out = append(out, v.Position())
			if _, err := ai.Take(g, p.Play(v)); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// Every answer of the solver on game-like positions is a turn the referee
// accepts, scoring what the solver says.
func TestWordSolverAnswersAreLegal(t *testing.T) {
	r, _ := variants.Lookup("word")
	n := 150
	if testing.Short() {
		n = 40
	}
	played := 0
	for i, pos := range wordPositions(t, n) {
		sol, err := ai.SolveWord(r, r.Defaults, pos)
		if err != nil {
			t.Fatalf("position %d: %v", i, err)
		}
		if sol.Tiles == 0 {
			continue
		}
		played++
		v := game.Judge(r, r.Defaults, pos, game.Position{Table: sol.Table, Rack: sol.Rack, Opened: pos.Opened})
		if !v.Legal || v.Points != sol.Value {
			t.Fatalf("position %d: refused or misscored (%d, the solver %d): %v", i, v.Points, sol.Value, v.Reasons)
		}
	}
	if played < n/3 {
		t.Errorf("only %d plays in %d positions", played, n)
	}
}

// BenchmarkWordSolver solves 300 game-like positions and reports the median
// and the worst time per position (ms), and the mean score.
func BenchmarkWordSolver(b *testing.B) {
	r, _ := variants.Lookup("word")
	positions := wordPositions(b, 300)
	b.ResetTimer()
	var times []float64
	score, tiles := 0, 0
	for range b.N {
		times = times[:0]
		score, tiles = 0, 0
		for _, pos := range positions {
			start := time.Now()
			sol, err := ai.SolveWord(r, r.Defaults, pos)
			times = append(times, float64(time.Since(start).Microseconds())/1000)
			if err != nil {
				b.Fatal(err)
			}
			score += sol.Value
			tiles += sol.Tiles
		}
	}
	slices.Sort(times)
	b.ReportMetric(times[len(times)/2], "median-ms")
	b.ReportMetric(times[len(times)-1], "worst-ms")
	b.ReportMetric(float64(score)/float64(len(positions)), "score/pos")
	b.ReportMetric(float64(tiles)/float64(len(positions)), "tiles/pos")
	b.ReportMetric(float64(len(positions)), "positions")
}
