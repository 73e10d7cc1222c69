package render

import (
	"strings"
	"testing"

	"rummikub/game"
	"rummikub/variants"
)

// at writes n empty cells before a row's codes.
func at(n int, codes string) string { return strings.Repeat(". ", n) + codes }

// applied returns the table after an edit's steps: every tile lifted,
// then put down (on the rack: off the table).
func applied(tb *game.Table, steps []game.Step) *game.Table {
	after := *tb
	for _, s := range steps {
		if p, ok := after.Find(s.Tile); ok {
			after.Put(p, 0)
		}
	}
	for _, s := range steps {
		if s.To.Area == game.OnTable {
			after.Put(s.To.Pos, s.Tile)
		}
	}
	return &after
}

// Dropping next to the table's right edge never runs two sets into one
// invalid line, and a tile taken from the middle of a set closes the gap
// when the rest is still one valid set.
func TestDropAtTheEdgeAndClosingUp(t *testing.T) {
	r, _ := variants.Lookup("classic")
	tests := []struct {
		name, row string
		take      string // a table tile that moves ("" for a new tile)
		drop      string // a new tile from the rack
		col       int    // where it is dropped; -1 for the rack
		want      string
	}{
		{"inserted at the right edge: the head moves left", at(27, "K12 R12 O12"), "", "B12", 28,
			at(26, "K12 B12 R12 O12")},
		{"in the gap before a set at the edge: the left set moves left", at(23, "K12 R12 O12 . B10 R10 K10"), "", "B12", 26,
			at(22, "K12 R12 O12 B12 . B10 R10 K10")},
		{"the left set pushes its own neighbour", at(19, "K1 K2 K3 . K12 R12 O12 . B10 R10 K10"), "", "B12", 26,
			at(18, "K1 K2 K3 . K12 R12 O12 B12 . B10 R10 K10")},
		{"a tile out of a group of four closes it up", "K9 R9 B9 O9", "R9", "", 10,
			"K9 B9 O9 . . . . . . . R9"},
		{"out of a group of four to the rack", "K9 R9 B9 O9", "R9", "", -1, "K9 B9 O9"},
		{"a run split in two valid runs keeps its gap", "R1 R2 R3 R4 R5 R6 R7", "R4", "", 12,
			"R1 R2 R3 . R5 R6 R7 . . . . . R4"},
		{"a gap that would not make a valid set stays", "R1 R2 R3 R4", "R2", "", 10,
			"R1 . R3 R4 . . . . . . R2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tb, tile := rowTable(t, tt.row)
			var moving []game.Tile
			if tt.take != "" {
				face, _ := game.ParseTile(tt.take)
				for _, l := range tb.Lines() {
					for _, x := range l.Tiles {
						if x.Face() == face {
							moving = []game.Tile{x}
						}
					}
				}
			} else {
				moving = []game.Tile{tile(tt.drop)}
			}
			var steps []game.Step
			if tt.col < 0 {
				steps = liftedSteps(tb, r.Sets, moving)
				steps = append(steps, game.Step{Tile: moving[0], To: game.RackLoc(0)})
			} else {
				var ok bool
				steps, ok = dropSteps(tb, r.Sets, game.Pos{Col: tt.col, Row: 0}, moving)
				if !ok {
					t.Fatal("refused")
				}
			}
			if got := rowOf(applied(tb, steps)); got != tt.want {
				t.Errorf("row\n%q, want\n%q", got, tt.want)
			}
		})
	}
}

// With no room left or right on its row, the set a dropped tile ran into
// goes to a free place on a nearby row.
func TestDropMovesASetToAnotherRow(t *testing.T) {
	r, _ := variants.Lookup("classic")
	// Row 0 is full from edge to edge, its sets one cell apart.
	tb, tile := rowTable(t, "K1 K2 K3 . R1 R2 R3 . B1 B2 B3 . O1 O2 O3 . K10 K11 K12 K13 . R10 R11 R12 R13 . B10 B11 B12 B13")
	steps, ok := dropSteps(tb, r.Sets, game.Pos{Col: 3, Row: 0}, []game.Tile{tile("K4")})
	if !ok {
		t.Fatal("refused")
	}
	after := applied(tb, steps)
	for _, l := range after.Lines() {
		if _, why := r.Sets.Check(game.Set{Tiles: l.Tiles}); why != "" {
			t.Errorf("line %s at %v is not a valid set: %s", game.Codes(l.Tiles), l.Start, why)
		}
	}
	if n := len(after.Lines()); n != 7 {
		t.Errorf("%d lines after, want 7:\n%s", n, after.String())
	}
	if l, _ := after.LineAt(game.Pos{Col: 0, Row: 0}); game.Codes(l.Tiles) != "K1 K2 K3 K4" {
		t.Errorf("the dropped tile's set is %s, want K1 K2 K3 K4", game.Codes(l.Tiles))
	}
}
