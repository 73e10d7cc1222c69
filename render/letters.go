package render

import "rummikub/game"

// lettersGame reports whether a variant's tiles are letters (Word).
func lettersGame(r *game.Rules) bool {
	return len(r.Box) > 0 && r.Box[0].Kind() == game.Letter
}
