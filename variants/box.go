package variants

import "rummikub/game"

// numberBox returns a box of the number variants: two copies (copy numbers
// 0 and 1) of every number 1..13 in each of the four colours, then two
// copies of each joker kind given, in that order. numberBox(game.Joker) is
// the 106-tile box of the classic and 1980 rules.
func numberBox(jokers ...game.Kind) []game.Tile {
	box := make([]game.Tile, 0, 2*game.NumColors*game.MaxNumber+2*len(jokers))
	for cp := range 2 {
		for c := range game.Color(game.NumColors) {
			for n := 1; n <= game.MaxNumber; n++ {
				box = append(box, game.NumberTile(c, n).WithCopy(cp))
			}
		}
	}
	for _, k := range jokers {
		for cp := range 2 {
			box = append(box, game.JokerTile(k).WithCopy(cp))
		}
	}
	return box
}
