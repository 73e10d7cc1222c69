package render

import (
	"strings"
	"testing"

	"rummikub/game"
	"rummikub/variants"
)

// rowTable lays a row of codes on row 0 of a table, "." for an empty
// cell, and returns it with a maker of further tiles (distinct copies).
func rowTable(t *testing.T, row string) (*game.Table, func(code string) game.Tile) {
	t.Helper()
	copies := map[game.Face]int{}
	tile := func(code string) game.Tile {
		x, err := game.ParseTile(code)
		if err != nil {
			t.Fatal(err)
		}
		f := x.Face()
		n := copies[f]
		copies[f]++
		return x.WithCopy(n)
	}
	var tb game.Table
	for c, code := range strings.Fields(row) {
		if code != "." {
			tb.Put(game.Pos{Col: c, Row: 0}, tile(code))
		}
	}
	return &tb, tile
}

// rowOf writes row 0 of a table as codes, "." for empty cells, without
// the empty cells at its end.
func rowOf(tb *game.Table) string {
	var cells []string
	for c := range game.TableCols {
		x := tb.At(game.Pos{Col: c, Row: 0})
		if x == 0 {
			cells = append(cells, ".")
		} else {
			cells = append(cells, x.Face().String())
		}
	}
	return strings.TrimRight(strings.Join(cells, " "), " .")
}

func TestDropSteps(t *testing.T) {
	r, _ := variants.Lookup("classic")
	tests := []struct {
		name, row, drop string
		col             int
		want            string // row 0 after the drop; "" when refused
	}{
		{"on an empty cell", "R1 R2 R3", "K9", 5, "R1 R2 R3 . . K9"},
		{"extends a set at its end", "R1 R2 R3 . . K5", "R4", 3, "R1 R2 R3 R4 . K5"},
		{"inserted into a set", "R1 R2 R4 R5", "R3", 2, "R1 R2 R3 R4 R5"},
		{"an insertion pushes the next set along", "K12 R12 O12 . B10 R10 K10", "B12", 1,
			"K12 B12 R12 O12 . B10 R10 K10"},
		{"a gap filled to join two sets apart", "K12 R12 O12 . B10 R10 K10", "B12", 3,
			"K12 R12 O12 B12 . B10 R10 K10"},
		{"a tile that fits the right set goes with it", "K12 R12 O12 . B10 R10 K10", "O10", 3,
			"K12 R12 O12 . O10 B10 R10 K10"},
		{"the missing tile joins two halves of a run", "R1 R2 R3 . R5 R6 R7", "R4", 3,
			"R1 R2 R3 R4 R5 R6 R7"},
		{"pushing moves every set it reaches", "K12 R12 O12 . B10 R10 K10 . K1 K2 K3", "B12", 3,
			"K12 R12 O12 B12 . B10 R10 K10 . K1 K2 K3"},
		{"a tile fitting neither set stays left", "K12 R12 O12 . B10 R10 K10", "K3", 3,
			"K12 R12 O12 K3 . B10 R10 K10"},
		{"off the table", "R1 R2 R3", "K9", game.TableCols, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tb, tile := rowTable(t, tt.row)
			// Tiles of the drop take copies after the table's.
			for _, c := range strings.Fields(tt.row) {
				if c != "." && c == tt.drop {
					tile(c)
				}
			}
			moving := []game.Tile{tile(tt.drop)}
			steps, ok := dropSteps(tb, r.Sets, game.Pos{Col: tt.col, Row: 0}, moving)
			if tt.want == "" {
				if ok {
					t.Fatalf("dropped: %v", steps)
				}
				return
			}
			if !ok {
				t.Fatal("refused")
			}
			after := *tb
			for _, s := range steps { // lift all, then put down, as an edit does
				if p, ok := after.Find(s.Tile); ok {
					after.Put(p, 0)
				}
			}
			for _, s := range steps {
				after.Put(s.To.Pos, s.Tile)
			}
			if got := rowOf(&after); got != tt.want {
				t.Errorf("row %q, want %q", got, tt.want)
			}
			seen := map[game.Tile]bool{}
			for _, s := range steps {
				if seen[s.Tile] {
					t.Errorf("tile %v moves twice in one edit", s.Tile)
				}
				seen[s.Tile] = true
			}
		})
	}
}
