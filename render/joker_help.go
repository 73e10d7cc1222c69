package render

import "rummikub/game"

// jokerHelp says in a line what a Twist special joker does, for the
// tooltip over it; "" for other tiles.
func jokerHelp(k game.Kind) string {
	switch k {
	case game.DoubleJoker:
		return "Double joker: two numbers in a run, or the two missing colours in a group."
	case game.ColorJoker:
		return "Colour-change joker: runs only; the tiles after it take another colour."
	case game.MirrorJoker:
		return "Mirror joker: the tiles after it repeat the tiles before it, reversed."
	}
	return ""
}
