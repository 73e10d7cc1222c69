package render

import (
	"slices"

	"rummikub/game"
)

// holdsLetters reports whether tiles hold a letter tile (a Word set, or
// Word's tiles drawn to choose who starts).
func holdsLetters(tiles []game.Tile) bool {
	return slices.ContainsFunc(tiles, func(t game.Tile) bool { return t.Kind() == game.Letter })
}

// spell writes Word tiles as the word they read: a joker as the letter
// pins says it was declared, or * (pins may be nil).
func spell(tiles []game.Tile, pins map[game.Tile]game.Pin) string {
	word := make([]byte, len(tiles))
	for i, t := range tiles {
		switch p := pins[t]; {
		case !t.IsJoker():
			word[i] = t.Letter()
		case !p.IsZero() && p[0].Kind() == game.Letter:
			word[i] = p[0].Letter()
		default:
			word[i] = '*'
		}
	}
	return string(word)
}
