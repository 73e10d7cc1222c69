package variants

import (
	"time"

	"rummikub/game"
)

func init() { register(classicRules()) }

// numberChoices are the house options a player may pick in the number
// variants.
func numberChoices() game.Choices {
	return game.Choices{
		MeldThresholds: []int{20, 25, 30, 40, 50},
		TimeLimits:     []time.Duration{game.NoLimit, 30 * time.Second, time.Minute, 2 * time.Minute, 3 * time.Minute},
		Rounds:         []int{1, 2, 3, 4, 5},
		FreeJokers:     true,
	}
}

// classicRules returns a fresh copy of the rules of the 2015 Pressman rule
// book: 106 tiles, any rearrangement of the table, turns clockwise, one
// minute a turn, an initial meld of 30.
func classicRules() *game.Rules {
	return &game.Rules{
		Name:         "classic",
		Title:        "Classic (2015 rules)",
		Summary:      "Rearrange the table freely; a joker is freed by the tile it stands for.",
		Box:          numberBox(game.Joker),
		Sets:         numberSets{},
		Meld:         numberMeld{},
		Manipulation: nil,
		Freeing:      freeingRule{sets: numberSets{}},
		Defaults:     game.Options{MeldThreshold: 30, TimeLimit: time.Minute, Rounds: 1},
		Choices:      numberChoices(),
		Direction:    game.Clockwise,
		RackSize:     14,
		PenaltyDraw:  3,
		JokerPenalty: 30,
		WarnBefore:   10 * time.Second,
	}
}
