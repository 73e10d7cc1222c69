package ai_test

import (
	"slices"
	"testing"
	"time"

	"rummikub/ai"
)

// BenchmarkExpertTurn times Expert's decision, at the game's budget
// (-expert-budget to change it... see expertBench), on every turn of a few
// classic games and reports the median and the slowest turn in ms; the
// goal is at most 1 s median and 3 s worst on one core.
func BenchmarkExpertTurn(b *testing.B) {
	benchPlayer(b, ai.Expert{Budget: 800 * time.Millisecond}, gameViews(b, "classic", 2))
}

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
	b.ReportMetric(float64(worst.Microseconds())/1000, "max-ms")
	b.ReportMetric(float64(len(views)), "turns")
}
