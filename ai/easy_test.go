package ai_test

import (
	"testing"

	"rummikub/ai"
	"rummikub/game"
	"rummikub/variants"
)

// Easy players finish whole games and never offer a turn the referee
// refuses, in every variant.
func TestEasyPlaysOnlyLegalTurns(t *testing.T) {
	for _, name := range variants.Names() {
		r, err := variants.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		plays := 0
		for seed := range uint64(40) {
			players := 2 + int(seed%3)
			g, err := game.New(r, r.Defaults, players, seed, &game.ManualClock{})
			if err != nil {
				t.Fatal(err)
			}
			for turns := 0; !g.Over(); turns++ {
				if turns > 2000 {
					t.Fatalf("%s seed %d: the game never ended", name, seed)
				}
				turn := ai.Easy{}.Play(ai.ViewOf(g))
				v, err := ai.Take(g, turn)
				if err != nil || !v.Legal {
					view := g.View()
					t.Fatalf("%s seed %d: easy offered an illegal turn: %v %v\n%s", name, seed, err, v.Reasons, view.Table.String())
				}
				if len(turn.Edits) > 0 {
					plays++
				}
				if err := game.CheckBox(r, g.Snapshot()); err != nil {
					t.Fatal(err)
				}
			}
		}
		if plays == 0 {
			t.Fatalf("%s: easy never played a tile", name)
		}
	}
}
