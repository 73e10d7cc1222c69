package render

import (
	"testing"

	"rummikub/game"
	"rummikub/variants"
)

// The question before ending a turn that breaks the rules names what it
// costs in each variant: in Word the letters laid go back into the pool
// (a joker with them) and the next turn is missed; it said "puts every
// tile back and costs 0 tiles" there.
func TestFailWarningNamesTheVariantsCost(t *testing.T) {
	letters := func(codes ...string) []game.Tile {
		var out []game.Tile
		for _, c := range codes {
			x, err := game.ParseTile(c)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, x)
		}
		return out
	}
	tests := []struct {
		variant string
		laid    []game.Tile
		want    string
	}{
		{"classic", letters("R5"), "Ending now puts every tile back and costs 3 tiles."},
		{"twist", nil, "Ending now puts every tile back and costs 3 tiles."},
		{"word", letters("T", "O", "*", "A"), "Ending now sends the 3 letters and the joker you laid back into the pool and you miss your next turn."},
		{"word", letters("*"), "Ending now sends the joker you laid back into the pool and you miss your next turn."},
		{"word", letters("S"), "Ending now sends the letter you laid back into the pool and you miss your next turn."},
		{"word", nil, "Ending now puts every tile back and you miss your next turn."},
	}
	for _, tc := range tests {
		r, err := variants.Lookup(tc.variant)
		if err != nil {
			t.Fatal(err)
		}
		if got := failWarning(r, tc.laid); got != tc.want {
			t.Errorf("%s, laid %s: %q, want %q", tc.variant, game.Codes(tc.laid), got, tc.want)
		}
	}
}
