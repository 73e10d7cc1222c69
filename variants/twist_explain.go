package variants

import (
	"slices"

	"rummikub/game"
)

// explainTwist says why a Twist set with special jokers (and no mirror) is
// neither a run nor a group, from what each reading found wrong: it
// explains the reading the set looks meant as.
func explainTwist(s game.Set, c kindCount, runWhy, groupWhy string) string {
	why := ""
	switch {
	case meantAsTwistGroup(s):
		why = groupWhy
	case c.colours > 0 || sameColourReals(s.Tiles):
		why = runWhy
	default:
		return "is neither a group nor a run"
	}
	if slices.ContainsFunc(s.Tiles, func(t game.Tile) bool { return t.Kind() == game.DoubleJoker }) {
		return twistReasons[why] + doubleNotes[why]
	}
	return twistReasons[why]
}

// doubleNotes add to some reasons what a double joker in the set has to
// do with them.
var doubleNotes = map[string]string{
	"run order":      " (a double joker fills two numbers)",
	"run past 13":    ", and a double joker stays within 1 to 13",
	"group too many": ", and a double joker fills two",
}

// twistReasons are what the run and group readings found wrong, in a
// player's words.
var twistReasons = map[string]string{
	"run order":               "does not count up by one a tile",
	"run below 1":             "starts below 1: 1 is always the lowest number",
	"run past 13":             "cannot go past 13: 1 never follows 13",
	"run colours":             "mixes colours: a run keeps one colour, changed only by a colour-change joker",
	"same colour":             "has the same colour on both sides of its colour-change joker",
	"run pin":                 "has a joker declared as a tile its place in the run does not give",
	"colour joker in a group": "has a colour-change joker, which belongs in runs only",
	"group numbers":           "is neither a group nor a run",
	"group colours":           "repeats a colour: a group needs different colours",
	"group too many":          "has more than 4 colours: a group has at most 4",
	"group too few":           "has fewer than 3 colours",
	"group pin":               "has a joker declared as a tile the group cannot take",
}

// meantAsTwistGroup reports whether a set's number tiles share one number
// (two or more of them), so that it looks meant as a group.
func meantAsTwistGroup(s game.Set) bool {
	num, reals := 0, 0
	for _, t := range s.Tiles {
		if t.Kind() != game.Number {
			continue
		}
		if reals > 0 && t.Number() != num {
			return false
		}
		num = t.Number()
		reals++
	}
	return reals >= 2
}

// sameColourReals reports whether a set's number tiles share one colour.
func sameColourReals(tiles []game.Tile) bool {
	col, seen := game.Color(0), false
	for _, t := range tiles {
		if t.Kind() != game.Number {
			continue
		}
		if seen && t.Color() != col {
			return false
		}
		col, seen = t.Color(), true
	}
	return true
}
