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
		{"word", letters("T", "O", "*", "A"), "Ending now sends the 4 letters you laid back into the pool, your joker with them, and you miss your next turn."},
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

// A turn's faults are said in a player's words, a lone tile as such, and
// the first of several says how many more there are (the tooltip of End
// turn and the message after a penalty named only the first).
func TestReasonsSummary(t *testing.T) {
	take := tileBank(t)
	lone := game.Reason{Set: 2, Tiles: []game.Tile{take("R5")}, Rule: "has fewer than 3 tiles"}
	pair := game.Reason{Set: 3, Tiles: []game.Tile{take("R5"), take("B7")}, Rule: "has fewer than 3 tiles"}
	turn := game.Reason{Text: "the joker is on the table but was not on your rack"}
	tests := []struct {
		rs   []game.Reason
		want string
	}{
		{[]game.Reason{lone}, "the red 5 on its own has fewer than 3 tiles"},
		{[]game.Reason{pair}, "the set red 5, blue 7 has fewer than 3 tiles"},
		{[]game.Reason{turn}, "the joker is on the table but was not on your rack"},
		{[]game.Reason{lone, pair}, "the red 5 on its own has fewer than 3 tiles (and 1 more problem)"},
		{[]game.Reason{pair, lone, turn}, "the set red 5, blue 7 has fewer than 3 tiles (and 2 more problems)"},
	}
	for _, tc := range tests {
		if got := reasonsSummary(tc.rs); got != tc.want {
			t.Errorf("%q, want %q", got, tc.want)
		}
	}
}
