package render

// The table's messages in English: a seat is named by its name, and the
// person called "You" (the name the new-game screen gives a lone player)
// is spoken to, so the verbs and possessives follow ("You draw a tile",
// "Your time ran out", "Ada draws a tile", "Ada's time ran out"). Pure, so
// it is tested without a display.

import (
	"fmt"
	"strings"

	"rummikub/game"
)

// isYou reports whether a seat's name addresses the person at the screen.
func isYou(name string) bool { return strings.EqualFold(name, "you") }

// says writes a name with a verb in the present: "You draw", "Ada draws".
// verb is the third-person form ("draws", "passes"); the second-person form
// drops its "s" or "es".
func says(name, verb string) string {
	if !isYou(name) {
		return name + " " + verb
	}
	if strings.HasSuffix(verb, "sses") || strings.HasSuffix(verb, "shes") || strings.HasSuffix(verb, "ches") {
		return "You " + strings.TrimSuffix(verb, "es")
	}
	return "You " + strings.TrimSuffix(verb, "s")
}

// whose writes a name's possessive: "Your", "Ada's".
func whose(name string) string {
	if isYou(name) {
		return "Your"
	}
	return name + "'s"
}

// pronoun is the subject that follows a name in the same sentence:
// "you", or the name again.
func pronoun(name string) string {
	if isYou(name) {
		return "you"
	}
	return name
}

// tilesWord writes a count of tiles: "a tile", "3 tiles"; "no tile"
// for none.
func tilesWord(n int) string {
	switch n {
	case 0:
		return "no tile"
	case 1:
		return "a tile"
	}
	return fmt.Sprintf("%d tiles", n)
}

// drawMessage says that a seat drew its tile(s) and ended the turn.
func drawMessage(name string, drawn int) string {
	if drawn == 0 {
		return says(name, "passes") + ": the pool is empty."
	}
	return says(name, "draws") + " " + tilesWord(drawn) + "."
}

// timeoutMessage says that a seat's time ran out: with a change on the
// table (rolledBack), the change went back and the penalty was drawn;
// otherwise one tile was drawn.
func timeoutMessage(name string, rolledBack bool, drawn int) string {
	s := whose(name) + " time ran out"
	switch {
	case rolledBack && drawn > 0:
		return fmt.Sprintf("%s: the change was rolled back and %s drew %s.", s, pronoun(name), tilesWord(drawn))
	case rolledBack:
		return s + ": the change was rolled back; the pool is empty."
	case drawn > 0:
		return fmt.Sprintf("%s: %s drew %s.", s, pronoun(name), tilesWord(drawn))
	}
	return s + ": the pool is empty."
}

// rejectMessage says that a seat ended a turn that broke the rules: every
// tile went back and the penalty was drawn. why is the first rule broken,
// in words, or "".
func rejectMessage(name, why string, drawn int) string {
	s := whose(name) + " table broke the rules"
	if why != "" {
		s += " (" + why + ")"
	}
	if drawn == 0 {
		return s + ": every tile went back; the pool is empty."
	}
	return fmt.Sprintf("%s: every tile went back and %s drew %s.", s, pronoun(name), tilesWord(drawn))
}

// setName writes a set's tiles as codes for a message: "R5 R6 R7"; a long
// set is shortened to its ends ("R3 R4 … R11").
func setName(tiles []game.Tile) string {
	if len(tiles) <= 5 {
		return game.Codes(tiles)
	}
	return game.Codes(tiles[:2]) + " … " + tiles[len(tiles)-1].String()
}

// failWarning says, before a player ends a turn that breaks the rules,
// what that costs: every tile back and the penalty draw in the number
// variants; in Word the letters and jokers laid back into the pool and the
// next turn missed.
func failWarning(r *game.Rules, laid []game.Tile) string {
	back := "puts every tile back"
	if r.ReturnLaid && len(laid) > 0 {
		jokers := jokersIn(laid)
		var what []string
		switch n := len(laid) - jokers; {
		case n == 1:
			what = append(what, "the letter")
		case n > 1:
			what = append(what, fmt.Sprintf("the %d letters", n))
		}
		switch {
		case jokers == 1:
			what = append(what, "the joker")
		case jokers > 1:
			what = append(what, "both jokers")
		}
		back = "sends " + strings.Join(what, " and ") + " you laid back into the pool"
	}
	var costs []string
	if r.PenaltyDraw > 0 {
		costs = append(costs, "costs "+plural(r.PenaltyDraw, "tile", "tiles"))
	}
	if r.MissTurn {
		costs = append(costs, "you miss your next turn")
	}
	if len(costs) == 0 {
		return "Ending now " + back + "."
	}
	return "Ending now " + back + " and " + strings.Join(costs, " and ") + "."
}

// jokersIn counts the jokers among tiles.
func jokersIn(tiles []game.Tile) int {
	n := 0
	for _, t := range tiles {
		if t.IsJoker() {
			n++
		}
	}
	return n
}
