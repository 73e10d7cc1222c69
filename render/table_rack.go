//go:build !nogui

package render

import (
	"slices"
	"strings"

	"rummikub/game"
)

// reset puts every tile back where it was at the start of the turn, but
// keeps the rack in the order the player sorted it: one edit, which Undo
// takes back (Game.Reset).
func (t *tableScreen) reset() {
	_ = t.s.g.Reset()
}

// sortRack orders the rack by groups (777) or by runs (789), jokers last;
// in Word, A to Z or vowels first (then A to Z).
func (t *tableScreen) sortRack(runs bool) {
	rack := slices.Clone(t.view.Racks[t.shown])
	slices.SortStableFunc(rack, func(x, y game.Tile) int {
		if x.IsJoker() != y.IsJoker() {
			if x.IsJoker() {
				return 1
			}
			return -1
		}
		if x.Kind() == game.Letter && y.Kind() == game.Letter {
			if vx, vy := isVowel(x.Letter()), isVowel(y.Letter()); runs && vx != vy {
				if vx {
					return -1
				}
				return 1
			}
			return int(x.Letter()) - int(y.Letter())
		}
		if runs && x.Color() != y.Color() {
			return int(x.Color()) - int(y.Color())
		}
		if x.Number() != y.Number() {
			return x.Number() - y.Number()
		}
		return int(x.Color()) - int(y.Color())
	})
	var e game.Edit
	for i, tile := range rack {
		e.Steps = append(e.Steps, game.Step{Tile: tile, To: game.RackLoc(i)})
	}
	_ = t.s.g.Move(e)
}

// isVowel reports whether a letter is a vowel.
func isVowel(c byte) bool { return strings.IndexByte("AEIOU", c) >= 0 }
