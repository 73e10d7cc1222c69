package render

// Whether a hinted play only adds to the table's sets. Pure: tested
// without a display.

import (
	"slices"

	"rummikub/game"
)

// addsOnly reports whether a play, from the table before to the sets
// after, only lays new sets and adds played tiles to sets that stay
// whole: no set is split, joined with another or loses a tile.
func addsOnly(before *game.Table, after []game.Set, played []game.Tile) bool {
	old := before.Lines()
	lineOf := map[game.Tile]int{}
	for i, l := range old {
		for _, tile := range l.Tiles {
			lineOf[tile] = i
		}
	}
	used := make([]bool, len(old))
	for _, s := range after {
		from := -1
		for _, tile := range s.Tiles {
			if slices.Contains(played, tile) {
				continue
			}
			i, ok := lineOf[tile]
			if !ok || from >= 0 && i != from {
				return false // a tile from nowhere, or two sets joined
			}
			from = i
		}
		if from < 0 {
			continue // a new set
		}
		if used[from] {
			return false // a set split in two
		}
		used[from] = true
		for _, tile := range old[from].Tiles {
			if !slices.Contains(s.Tiles, tile) {
				return false // a tile taken from it
			}
		}
	}
	return true
}
