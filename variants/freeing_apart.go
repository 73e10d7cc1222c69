package variants

import "rummikub/game"

// takenApart reports whether a set's other tiles (others, by face) can be
// told apart on the table after the turn: each a copy of its face in a set
// of its own. Copies of a face are alike, so a set is taken apart when its
// tiles could have gone to different sets, whatever an untouched set with
// the same faces holds (Word: `*BAT` taken apart while `EAT` stands). A
// matching of the tiles to the sets holding their faces, one tile a set.
// Word's freeing rule asks it (freeingRule.apart).
func takenApart(others game.FaceBag, after []game.JudgedSet) bool {
	var tiles []game.Face
	for f, n := range others {
		for range n {
			tiles = append(tiles, f)
		}
	}
	// holds[s] counts the faces of after[s].
	holds := make([]game.FaceBag, len(after))
	for s, set := range after {
		holds[s] = game.BagOf(set.Tiles, -1)
	}
	owner := make([]int, len(after)) // the tile matched to each set, +1
	var augment func(t int, seen []bool) bool
	augment = func(t int, seen []bool) bool {
		for s := range after {
			if seen[s] || holds[s][tiles[t]] == 0 {
				continue
			}
			seen[s] = true
			if owner[s] == 0 || augment(owner[s]-1, seen) {
				owner[s] = t + 1
				return true
			}
		}
		return false
	}
	for t := range tiles {
		if !augment(t, make([]bool, len(after))) {
			return false
		}
	}
	return true
}
