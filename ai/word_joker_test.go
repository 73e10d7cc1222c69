package ai_test

import (
	"slices"
	"strings"
	"testing"

	"rummikub/ai"
	"rummikub/game"
	"rummikub/variants"
)

// jokerWordPosition reads a Word position whose table words may declare
// their jokers: "*A" is a joker standing for A, "*" an undeclared joker;
// the tiles of a word are separated by spaces, the words by "|"; the rack
// is letters ("*" a joker).
func jokerWordPosition(t testing.TB, table, rack string) game.Position {
	t.Helper()
	tile := letterTiles()
	pos := game.Position{Opened: true}
	for _, w := range strings.Split(table, "|") {
		var s game.Set
		var pins []game.Pin
		declared := false
		for _, f := range strings.Fields(w) {
			s.Tiles = append(s.Tiles, tile(f[0]))
			var pin game.Pin
			if f[0] == '*' && len(f) == 2 {
				pin = game.Pin{game.LetterTile(f[1])}
				declared = true
			}
			pins = append(pins, pin)
		}
		if declared {
			s.Pins = pins
		}
		pos.Table = append(pos.Table, s)
	}
	for i := range len(rack) {
		pos.Rack = append(pos.Rack, tile(rack[i]))
	}
	return pos
}

// A table word holding a joker is not taken apart, but letters may be laid
// inside it as well as at its ends: its joker stays in it standing for its
// letter, among all of the word's tiles, so it is not freed (C *A T + O ->
// C O *A T). Each answer is one the referee accepts, scoring what the
// solver says.
func TestWordSolverLaysLettersInsideAJokerWord(t *testing.T) {
	r, _ := variants.Lookup("word")
	for _, tc := range []struct {
		name, table, rack string
		want              string // the table after
		value             int
	}{
		{"before a declared joker", "C *A T", "O", "COAT", 8},
		{"before a declared joker, PLAN", "P *A N", "L", "PLAN", 8},
		{"before an undeclared joker", "C * T", "O", "COAT", 8},
		{"after a declared joker", "C *A R T", "E", "CARET", 10},
		{"two letters in one gap", "C *A T", "HE", "CHEAT", 10},
		{"inside and at the end", "P *A N", "LT", "PLANT", 10},
		{"a word with two jokers", "*C *A T", "O", "COAT", 8},
		{"two gaps, beside another table word", "C * T|F I G", "OS", "FIG COAST", 10},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pos := jokerWordPosition(t, tc.table, tc.rack)
			for name, lv := range map[string]ai.WordLevel{
				"full":         ai.FullWord,
				"without fill": {Extend: true, Rebuild: true},
				"hard":         {Extend: true, Rebuild: true, Fill: true, Budget: 1_200_000},
			} {
				sol, err := ai.SolveWordLevel(r, r.Defaults, pos, lv)
				if err != nil {
					t.Fatal(err)
				}
				got := spell(t, r, sol.Table)
				if got != tc.want || sol.Value != tc.value || sol.Tiles != len(pos.Rack) {
					t.Fatalf("%s: scored %d laying %d tiles with %q, want %d with %q", name, sol.Value, sol.Tiles, got, tc.value, tc.want)
				}
				v := game.Judge(r, r.Defaults, pos, game.Position{Table: sol.Table, Rack: sol.Rack, Opened: true})
				if !v.Legal || v.Points != sol.Value {
					t.Fatalf("%s: the referee says %v %v (points %d), the solver %d", name, v.Legal, v.Reasons, v.Points, sol.Value)
				}
				// The table joker stays in the word: each table joker
				// ends the turn in the word the solver made of its own.
				for _, set := range pos.Table {
					for _, tile := range set.Tiles {
						if tile.IsJoker() && !holds(sol.Table, tile, set.Tiles) {
							t.Fatalf("%s: the joker of %v left its word: %v", name, set.Tiles, sol.Table)
						}
					}
				}
			}
		})
	}
}

// holds reports whether a set of the table holds tile and every other tile
// of word.
func holds(table []game.Set, tile game.Tile, word []game.Tile) bool {
	for _, s := range table {
		all := true
		for _, x := range word {
			all = all && slices.Contains(s.Tiles, x)
		}
		if all && slices.Contains(s.Tiles, tile) {
			return true
		}
	}
	return false
}
