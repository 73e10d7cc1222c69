package ai

import (
	"fmt"
	"strings"
)

// levels are the computer players a person may choose, weakest first, and
// then the benchmark opponent for tournaments. Each is known by its Name.
var levels = []Player{Easy{}, Medium{}, Hard{}, Expert{}, Greedy{}}

// Levels lists the levels' names, weakest first; "greedy" is a benchmark
// opponent for tournaments and is listed last.
func Levels() []string {
	names := make([]string, len(levels))
	for i, p := range levels {
		names[i] = p.Name()
	}
	return names
}

// ByName returns the computer player of a level.
func ByName(name string) (Player, error) {
	for _, p := range levels {
		if p.Name() == name {
			return p, nil
		}
	}
	return nil, fmt.Errorf("unknown AI level %q (known: %s)", name, strings.Join(Levels(), ", "))
}
