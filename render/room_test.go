//go:build !nogui

package render_test

import (
	"fmt"
	"testing"

	"rummikub/game"
	"rummikub/input"
	"rummikub/render"
)

// fullGridCell is about the cell width at 1280×800 with the whole 30×10 grid on
// view (the table's size before it scaled to what it holds).
const fullGridCell = 35.0

// inRect reports whether r lies inside outer.
func inRect(r, outer render.Rect) bool {
	return r.X >= outer.X-0.5 && r.Y >= outer.Y-0.5 && r.X+r.W <= outer.X+outer.W+0.5 && r.Y+r.H <= outer.Y+outer.H+0.5
}

func overlap(a, b render.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// Use the room: table tiles are as large as the sets on the table allow,
// within limits, every set stays on view, and the message panel and the
// initial-meld counter never cover a tile.
func TestTheTableUsesTheRoom(t *testing.T) {
	tests := []struct {
		name    string
		table   map[game.Pos]string
		minCell float64 // the smallest cell width wanted at 1280×800
		maxCell float64
	}{
		{"a few sets", map[game.Pos]string{{Col: 0, Row: 0}: "K7 K8 K9", {Col: 4, Row: 0}: "B4 R4 O4", {Col: 0, Row: 1}: "R1 R2 R3"},
			1.5 * fullGridCell, 1.85 * fullGridCell},
		{"half the table", map[game.Pos]string{{Col: 0, Row: 0}: "K1 K2 K3 K4 K5", {Col: 8, Row: 1}: "O9 O10 O11", {Col: 12, Row: 2}: "B5 R5 O5 K5", {Col: 2, Row: 4}: "R10 R11 R12"},
			1.2 * fullGridCell, 1.85 * fullGridCell},
		{"a set at the far corner", map[game.Pos]string{{Col: 0, Row: 0}: "K1 K2 K3", {Col: 26, Row: 9}: "B11 B12 B13"},
			fullGridCell, 1.05 * fullGridCell},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := deal(t, []string{"R6 R7 O13 B1 K11", weakRack}, tc.table, []bool{false, false})
			p := newPlayer(t, youVersus("easy"), st, 0, screenW, screenH)
			p.settle()
			p.script.Tap(input.KeyHint) // a message
			p.play()
			img := p.frame()
			w, _ := p.app.CellSize()
			t.Logf("cells %.1f px wide", w)
			if w < tc.minCell || w > tc.maxCell {
				t.Errorf("cells %.1f px wide, want %.0f to %.0f", w, tc.minCell, tc.maxCell)
			}
			grid := p.app.GridRect()
			v := p.game().View()
			msgs := p.app.MessageRects()
			meld := p.app.MeldRect()
			if len(msgs) == 0 || meld.W == 0 {
				t.Fatalf("%d message lines and meld counter %v on show", len(msgs), meld)
			}
			for _, l := range v.Table.Lines() {
				for k, x := range l.Tiles {
					c := p.app.CellRect(l.Start.Col+k, l.Start.Row)
					what := fmt.Sprintf("%v at %v", x, game.Pos{Col: l.Start.Col + k, Row: l.Start.Row})
					if !inRect(c, grid) || !inRect(c, render.Rect{W: screenW, H: screenH}) {
						t.Errorf("%s is off the view %v: %v", what, grid, c)
					}
					looksLikeTile(t, img, c, what)
					for _, m := range append(msgs, meld) {
						if overlap(m, c) {
							t.Errorf("%s is covered by %v", what, m)
						}
					}
				}
			}
		})
	}
}
