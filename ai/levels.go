package ai

import (
	"fmt"
	"strings"
)

// levels are the computer players by the names the game's settings use.
var levels = map[string]Player{
	"easy":   Easy{},
	"medium": Medium{},
	"hard":   Hard{},
	"greedy": Greedy{},
}

// Levels lists the levels a player may choose, weakest first; "greedy" is a
// benchmark opponent for tournaments and is listed last.
func Levels() []string { return []string{"easy", "medium", "hard", "greedy"} }

// ByName returns the computer player of a level.
func ByName(name string) (Player, error) {
	p, ok := levels[name]
	if !ok {
		return nil, fmt.Errorf("unknown AI level %q (known: %s)", name, strings.Join(Levels(), ", "))
	}
	return p, nil
}
