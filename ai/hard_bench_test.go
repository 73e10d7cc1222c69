package ai_test

import (
	"testing"

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
	benchPlayer(b, ai.Hard{}, gameViews(b, "classic", 6))
}

// BenchmarkHardTurnTwist is BenchmarkHardTurn in Twist games.
func BenchmarkHardTurnTwist(b *testing.B) {
	benchPlayer(b, ai.Hard{}, gameViews(b, "twist", 6))
}
