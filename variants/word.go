package variants

import (
	"time"

	"rummikub/game"
)

func init() { register(wordRules()) }

// letterCounts is the letter distribution of the Word Rummikub rule book,
// A to Z: 110 letter tiles.
var letterCounts = [26]int{
	10, 2, 4, 4, 10, 2, 3, 3, 7, 1, 2, 7, 3, // A..M
	6, 8, 4, 1, 7, 7, 8, 4, 1, 2, 1, 2, 1, // N..Z
}

// wordJokers is how many jokers (the book's Ⓢ tiles) the box holds.
const wordJokers = 2

// letterBox returns the Word Rummikub box: the rule book's 110 letters
// (copies numbered from 0 for each letter) and its two jokers.
func letterBox() []game.Tile {
	var box []game.Tile
	for i, n := range letterCounts {
		for cp := range n {
			box = append(box, game.LetterTile(byte('A'+i)).WithCopy(cp))
		}
	}
	for cp := range wordJokers {
		box = append(box, game.JokerTile(game.Joker).WithCopy(cp))
	}
	return box
}

// wordRules returns the rules of Word Rummikub as RULES-NOTES reads its
// rule book: 14 letters dealt, words laid left to right and judged against
// the embedded dictionary (wordSets), an initial meld holding a word of 6
// letters or more (wordMeld; the threshold is the house option "meld"), no
// word twice on the table (uniqueWords), jokers freed as in the classic
// rules by the tile of their letter (freeingRule), the rack refilled to 7
// at the end of every turn, a failed turn's letters back into the pool and
// the next turn missed, the longest word of each turn scored (wordScore),
// 30 off for a joker left on a rack, the highest total winning.
func wordRules() *game.Rules {
	return &game.Rules{
		Name:      "word",
		Title:     "Word",
		Summary:   "Letter tiles: lay and rebuild words; the longest word of a turn scores.",
		Box:       letterBox(),
		Sets:      wordSets{},
		Meld:      wordMeld{},
		Freeing:   freeingRule{sets: wordSets{}, apart: true},
		EveryTurn: uniqueWords{},
		Defaults:  game.Options{MeldThreshold: 6, TimeLimit: time.Minute, Rounds: 1},
		Choices: game.Choices{
			MeldThresholds: []int{6},
			MeldLetters:    true,
			TimeLimits:     []time.Duration{game.NoLimit, 30 * time.Second, time.Minute, 2 * time.Minute, 3 * time.Minute},
			Rounds:         []int{1, 2, 3, 4, 5},
			FreeJokers:     true,
		},
		Direction:    game.Clockwise,
		RackSize:     14,
		RefillTo:     7,
		PenaltyDraw:  0,
		ReturnLaid:   true,
		MissTurn:     true,
		JokerPenalty: 30,
		WarnBefore:   10 * time.Second,
		Scoring:      wordScore{},
	}
}
