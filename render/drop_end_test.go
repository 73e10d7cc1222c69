package render

import (
	"strings"
	"testing"

	"rummikub/game"
	"rummikub/variants"
)

// A tile dropped over a set's end tile extends the set: over the right
// half of its last tile it goes after it, over the left half of its first
// tile before it; over any other tile it is inserted before that tile.
func TestDropOverASetsEnd(t *testing.T) {
	r, _ := variants.Lookup("classic")
	tests := []struct {
		name, row, drop string
		col, side       int
		want            string
	}{
		{"right half of the last tile appends", "R6 R7", "R8", 1, 1, "R6 R7 R8"},
		{"left half of the last tile inserts", "R6 R8", "R7", 1, -1, "R6 R7 R8"},
		{"right half of a middle tile inserts as before", "R1 R2 R4 R5", "R3", 2, 1, "R1 R2 R3 R4 R5"},
		{"left half of the first tile prepends in place", ". . R6 R7", "R5", 2, -1, ". R5 R6 R7"},
		{"right half of the first tile inserts before it", ". . R6 R7", "R5", 2, 1, ". . R5 R6 R7"},
		{"prepend at the table's edge moves the set", "R6 R7", "R5", 0, -1, "R5 R6 R7"},
		{"prepend next to another set moves the set", "K1 K2 K3 . R6 R7", "R5", 4, -1, "K1 K2 K3 . R5 R6 R7"},
		{"append runs into the next set: kept apart", "R6 R7 . K1 K2 K3", "R8", 1, 1, "R6 R7 R8 . K1 K2 K3"},
		{"two tiles, the second on the first tile, prepend", ". . . R6 R7", "R4 R5", 2, 1, ". R4 R5 R6 R7"},
		{"a one-tile line, right half", "R6", "R7", 0, 1, "R6 R7"},
		{"a one-tile line, left half", ". R6", "R5", 1, -1, "R5 R6"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tb, tile := rowTable(t, tt.row)
			var moving []game.Tile
			for _, c := range strings.Fields(tt.drop) {
				moving = append(moving, tile(c))
			}
			steps, ok := dropStepsAt(tb, r.Sets, game.Pos{Col: tt.col, Row: 0}, tt.side, moving)
			if !ok {
				t.Fatal("refused")
			}
			want := strings.TrimLeft(tt.want, ". ")
			got := strings.TrimLeft(rowOf(applied(tb, steps)), ". ")
			if got != want {
				t.Errorf("row %q, want %q", rowOf(applied(tb, steps)), tt.want)
			}
			if rowOf(applied(tb, steps)) != tt.want {
				t.Errorf("row %q, want %q (in those cells)", rowOf(applied(tb, steps)), tt.want)
			}
		})
	}
}
