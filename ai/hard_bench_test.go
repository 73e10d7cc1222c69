package ai_test

import (
	"slices"
	"testing"
	"time"

	"rummikub/ai"
	"rummikub/game"
	"rummikub/variants"
)

// gameViews collects the views of every turn of a few greedy games of a
// variant.
func gameViews(tb testing.TB, variant string, games int) []ai.View {
	r, err := variants.Lookup(variant)
	if err != nil {
		tb.Fatal(err)
	}
	var views []ai.View
	for seed := range uint64(games) {
		g, _ := game.New(r, r.Defaults, 2+int(seed%3), seed+500, &game.ManualClock{})
		for !g.Over() {
			v := ai.ViewOf(g)
			views = append(views, v)
			if _, err := ai.Take(g, ai.Greedy{}.Play(v)); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return views
}

// BenchmarkHardTurn times Hard's decision on every turn of a few games and
// reports the median and the slowest turn in ms; the goal is at most 50 ms.
func BenchmarkHardTurn(b *testing.B) {
	benchHard(b, gameViews(b, "classic", 6))
}

// BenchmarkHardTurnTwist is BenchmarkHardTurn in Twist games.
func BenchmarkHardTurnTwist(b *testing.B) {
	benchHard(b, gameViews(b, "twist", 6))
}

func benchHard(b *testing.B, views []ai.View) {
	var worst time.Duration
	var all []time.Duration
	for b.Loop() {
		all = all[:0]
		for _, v := range views {
			start := time.Now()
			ai.Hard{}.Play(v)
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
