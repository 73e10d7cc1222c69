package ai_test

import (
	"testing"

	"rummikub/ai"
	"rummikub/game"
)

// TestLaysAsMuch compares laid turns with a best play: Word by score then
// tiles, the number variants by tiles then value.
func TestLaysAsMuch(t *testing.T) {
	word, classic := lookup(t, "word"), lookup(t, "classic")
	tiles := func(codes ...string) []game.Tile {
		var out []game.Tile
		for i, c := range codes {
			tile, err := game.ParseTile(c)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, tile.WithCopy(i%2))
		}
		return out
	}
	tests := []struct {
		name string
		r    *game.Rules
		v    game.Verdict
		sol  ai.Solution
		want bool
	}{
		{"word: more tiles, fewer points", word, game.Verdict{Legal: true, Points: 5, Played: tiles("A", "B", "C", "D", "E")}, ai.Solution{Tiles: 4, Value: 9}, false},
		{"word: the same points, as many tiles", word, game.Verdict{Legal: true, Points: 9, Played: tiles("A", "B", "C", "D")}, ai.Solution{Tiles: 4, Value: 9}, true},
		{"word: the same points, fewer tiles", word, game.Verdict{Legal: true, Points: 9, Played: tiles("A", "B", "C")}, ai.Solution{Tiles: 4, Value: 9}, false},
		{"classic: as many tiles, as much value", classic, game.Verdict{Legal: true, Played: tiles("R5", "R6", "R7")}, ai.Solution{Tiles: 3, Played: tiles("B5", "B6", "B7")}, true},
		{"classic: as many tiles, less value", classic, game.Verdict{Legal: true, Played: tiles("R1", "R2", "R3")}, ai.Solution{Tiles: 3, Played: tiles("B5", "B6", "B7")}, false},
		{"classic: fewer tiles", classic, game.Verdict{Legal: true, Played: tiles("R11", "R12")}, ai.Solution{Tiles: 3, Played: tiles("B1", "B2", "B3")}, false},
		{"a turn the referee refuses", classic, game.Verdict{Played: tiles("R5", "R6", "R7")}, ai.Solution{Tiles: 3, Played: tiles("B1", "B2", "B3")}, false},
	}
	for _, tc := range tests {
		if got := ai.LaysAsMuch(tc.r, tc.v, tc.sol); got != tc.want {
			t.Errorf("%s: LaysAsMuch = %v, want %v", tc.name, got, tc.want)
		}
	}
}
