package ai_test

import (
	"slices"
	"testing"
	"time"

	"rummikub/ai"
)

// BenchmarkExpertTurn times Expert's decision at the game's budget (0.8 s)
// on every turn of two classic games and reports the median and the
// slowest turn in ms; the goal is at most 1 s median and 3 s worst on one
// core. Run it with -benchtime 1x: each pass takes a minute or so.
func BenchmarkExpertTurn(b *testing.B) {
	benchPlayer(b, ai.Expert{Budget: 800 * time.Millisecond}, gameViews(b, "classic", 2))
}

// BenchmarkExpertTurnTournament is BenchmarkExpertTurn as the
// ten-turn version's tournaments ran it (docs/PLAYERS.md): 24 imagined
// deals at most.
func BenchmarkExpertTurnTournament(b *testing.B) {
	benchPlayer(b, ai.Expert{Budget: 2 * time.Second, Worlds: 24}, gameViews(b, "classic", 2))
}

// benchPlayer times a player's turn on each view and reports the median,
// 90th percentile and worst time.
func benchPlayer(b *testing.B, p ai.Player, views []ai.View) {
	var worst time.Duration
	var all []time.Duration
	for b.Loop() {
		all = all[:0]
		for _, v := range views {
			start := time.Now()
			p.Play(v)
			d := time.Since(start)
			all = append(all, d)
			worst = max(worst, d)
		}
	}
	slices.Sort(all)
	b.ReportMetric(float64(all[len(all)/2].Microseconds())/1000, "median-ms")
	b.ReportMetric(float64(all[len(all)*9/10].Microseconds())/1000, "p90-ms")
	b.ReportMetric(float64(worst.Microseconds())/1000, "max-ms")
	b.ReportMetric(float64(len(views)), "turns")
}
