package render

// The table's messages about the rules of a variant scored turn by turn
// (Word Rummikub): the turn's score, the refill to 7, a failed turn's
// letters going back into the pool and the missed turn. Pure, so they are
// tested without a display.

import (
	"fmt"
	"strings"

	"rummikub/game"
)

// scoreNote is what a played Word turn scored, for the end of its
// message: " (7 points)", or " (14 points: the rack emptied, doubled)".
func scoreNote(points int, emptied bool) string {
	if points <= 0 {
		return ""
	}
	if emptied {
		return fmt.Sprintf(" (%s: the rack emptied, doubled)", plural(points, "point", "points"))
	}
	return fmt.Sprintf(" (%s)", plural(points, "point", "points"))
}

// refillMessage says that a seat drew at the end of a turn and how many
// tiles its rack holds now: "Ada draws 3 tiles: the rack holds 7 again.",
// or with the pool run out "Ada draws the last 2 tiles of the pool: the
// rack holds 6."
func refillMessage(name string, drawn, rack, to int) string {
	whoseRack := "the rack"
	if isYou(name) {
		whoseRack = "your rack"
	}
	if rack < to {
		return fmt.Sprintf("%s %s: %s holds %d.", says(name, "draws"), lastOfPool(drawn), whoseRack, rack)
	}
	return fmt.Sprintf("%s %s: %s holds %d again.", says(name, "draws"), tilesWord(drawn), whoseRack, rack)
}

// lastOfPool names the tiles that emptied the pool: "the last 2 tiles of
// the pool", "the last tile of the pool".
func lastOfPool(drawn int) string {
	if drawn == 1 {
		return "the last tile of the pool"
	}
	return fmt.Sprintf("the last %d tiles of the pool", drawn)
}

// failedWordMessage says that a seat's Word turn failed (the table broke
// the rules, or the time ran out with the table changed): the letters
// laid went back into the pool, the rack was refilled, and the seat misses
// its next turn. why is the first rule broken, in words, or "".
func failedWordMessage(name, why string, timedOut bool, returned, drawn int) string {
	s := whose(name) + " table broke the rules"
	if timedOut {
		s = whose(name) + " time ran out with the table changed"
	} else if why != "" {
		s += " (" + why + ")"
	}
	back := "the table was rolled back"
	if returned > 0 {
		back = fmt.Sprintf("%s laid went back into the pool", plural(returned, "letter", "letters"))
		if returned == 1 {
			back = "the letter laid went back into the pool"
		}
	}
	s += ": " + back
	if drawn > 0 {
		s += fmt.Sprintf(", %s drew %s", pronoun(name), tilesWord(drawn))
	}
	return s + ", and " + again(name, "misses") + " the next turn."
}

// missedMessage says that a seat misses the turn for a failed one.
func missedMessage(name string) string {
	return says(name, "misses") + " this turn: the last one failed."
}

// wordPlayMessage says what a seat's played Word turn did and what it
// scored: "Ada laid CAT (3 points)."
// emptied says the turn laid the whole rack, so its score was doubled.
func wordPlayMessage(name string, c tableChange, points int, laid []game.Tile, emptied bool) string {
	return strings.TrimSuffix(playMessage(name, c, 0, laid), ".") + scoreNote(points, emptied) + "."
}

// emptiedMessage says that a seat emptied the rack (the played turn's
// message says the score doubled) and drew a new one: "Ada emptied the
// rack and draws 7 tiles.", or with fewer than to in the pool "Ada emptied
// the rack and draws the last 3 tiles of the pool."
func emptiedMessage(name string, drawn, rack, to int) string {
	whoseRack := "the rack"
	if isYou(name) {
		whoseRack = "your rack"
	}
	what := tilesWord(drawn)
	if rack < to {
		what = lastOfPool(drawn)
	}
	draws := "draws"
	if isYou(name) {
		draws = "draw"
	}
	return fmt.Sprintf("%s emptied %s and %s %s.", name, whoseRack, draws, what)
}

// again writes a name with a verb later in a sentence: "you miss", "Ada
// misses".
func again(name, verb string) string {
	if isYou(name) {
		return "y" + strings.TrimPrefix(says(name, verb), "Y")
	}
	return says(name, verb)
}
