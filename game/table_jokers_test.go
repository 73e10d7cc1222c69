package game_test

import (
	"strings"
	"testing"

	"rummikub/game"
)

// A joker after the turn may be a table joker kept in its set only where
// the set holds two of that joker's set's other tiles, its own place left
// out; any other joker is free to be read anew (game.StillStands).
func TestTableJokersMayKeep(t *testing.T) {
	r := rulesFor(t, "twist")
	for _, c := range []struct {
		table, set string
		at         int
		want       bool
	}{
		{"K9 K10 *", "O3 * *M * O3", 1, false},        // the run's joker holds neither K9 nor K10 there
		{"K9 K10 *", "K8 K9 K10 *", 3, true},          // its run extended
		{"K9 K10 *", "K9 * B9", 1, false},             // one of its tiles only
		{"R5 * *", "R4 R5 * *", 2, true},              // R5 and the twin
		{"R5 * *", "R5 * R7", 1, false},               // R5 alone: the joker is not its own twin
		{"O3 *M O3", "O3 * *M * O3", 1, false},        // another kind's set
		{"O3 *D *M *D O3", "O3 *D *M *D O3", 1, true}, // its own set
	} {
		var before []game.Set
		for _, s := range strings.Split(c.table, "|") {
			before = append(before, game.Set{Tiles: tilesOf(t, s)})
		}
		judged, _ := game.JudgeSets(r, before)
		tj := game.NewTableJokers(judged)
		if got := tj.MayKeep(tilesOf(t, c.set), c.at); got != c.want {
			t.Errorf("table %s, set %s, joker at %d: MayKeep %v, want %v", c.table, c.set, c.at, got, c.want)
		}
	}
	var none *game.TableJokers
	if !none.MayKeep(tilesOf(t, "R5 R6 *"), 2) {
		t.Error("a nil TableJokers must hold every joker to its reading")
	}
}
